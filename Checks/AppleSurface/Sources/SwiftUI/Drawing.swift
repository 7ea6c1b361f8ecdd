// A stub of SwiftUI's colours, styles, shapes, fonts and geometry: only what LiverySwiftUI calls,
// transcribed from Apple's documentation (the page above each declaration, with its
// availability). Values describe themselves in words, so tests can read what was drawn.

@_exported import Foundation

/// https://developer.apple.com/documentation/swiftui/shapestyle — iOS 13.0+
public protocol ShapeStyle: Sendable {}

extension ShapeStyle where Self == Material {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/bar — iOS 15.0+
  public static var bar: Material { Material(name: "bar") }
}

/// https://developer.apple.com/documentation/swiftui/material — iOS 15.0+
public struct Material: ShapeStyle, CustomStringConvertible {
  let name: String
  public var description: String { name }
}

/// https://developer.apple.com/documentation/swiftui/anyshapestyle — iOS 15.0+
public struct AnyShapeStyle: ShapeStyle, CustomStringConvertible {
  let base: any ShapeStyle
  /// https://developer.apple.com/documentation/swiftui/anyshapestyle/init(_:) — iOS 15.0+
  public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }
  public var description: String { "\(base)" }
}

/// https://developer.apple.com/documentation/swiftui/color — iOS 13.0+
public struct Color: ShapeStyle, Hashable, CustomStringConvertible {
  let red: Double
  let green: Double
  let blue: Double
  let opacity: Double

  /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:) — iOS 13.0+
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    self.red = red
    self.green = green
    self.blue = blue
    self.opacity = opacity
  }

  /// https://developer.apple.com/documentation/swiftui/color/clear — iOS 13.0+
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)

  /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace — iOS 13.0+
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  public var description: String {
    let bytes = [red, green, blue, opacity].map { Int(($0 * 255).rounded()) }
    return "#" + bytes.map { String(format: "%02X", $0) }.joined()
  }

}

/// (SwiftUI declares Color's `View` conformance apart from the type, so its initialisers are not
/// main-actor isolated.)
extension Color: View, _PrimitiveView {
  public var body: Never { fatalError() }
  func _render(node: StubNode, environment: EnvironmentValues) {
    node.drawn.append("color(\(self))")
  }
}

/// https://developer.apple.com/documentation/swiftui/unitpoint — iOS 13.0+
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
  public var x: CGFloat
  public var y: CGFloat
  /// https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:) — iOS 13.0+
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public var description: String { "(\(x), \(y))" }
}

/// https://developer.apple.com/documentation/swiftui/gradient — iOS 13.0+
public struct Gradient: Hashable, Sendable, CustomStringConvertible {
  /// https://developer.apple.com/documentation/swiftui/gradient/stop — iOS 13.0+
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat
    /// https://developer.apple.com/documentation/swiftui/gradient/stop/init(color:location:) — iOS 13.0+
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }
  public var stops: [Stop]
  /// https://developer.apple.com/documentation/swiftui/gradient/init(stops:) — iOS 13.0+
  public init(stops: [Stop]) { self.stops = stops }
  public var description: String {
    stops.map { "\($0.color) \($0.location)" }.joined(separator: ", ")
  }
}

/// https://developer.apple.com/documentation/swiftui/lineargradient — iOS 13.0+
public struct LinearGradient: ShapeStyle, CustomStringConvertible {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint
  /// https://developer.apple.com/documentation/swiftui/lineargradient/init(gradient:startpoint:endpoint:) — iOS 13.0+
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
  public var description: String { "linear(\(startPoint) → \(endPoint): \(gradient))" }
}

extension LinearGradient: View, _PrimitiveView {
  public var body: Never { fatalError() }
  func _render(node: StubNode, environment: EnvironmentValues) {
    node.drawn.append("gradient(\(self))")
  }
}

/// https://developer.apple.com/documentation/swiftui/shape — iOS 13.0+
public protocol Shape: View, Sendable, CustomStringConvertible {}

/// https://developer.apple.com/documentation/swiftui/insettableshape — iOS 13.0+
public protocol InsettableShape: Shape {}

/// https://developer.apple.com/documentation/swiftui/rectangle — iOS 13.0+
public struct Rectangle: InsettableShape, _PrimitiveView {
  /// https://developer.apple.com/documentation/swiftui/rectangle/init() — iOS 13.0+
  nonisolated public init() {}
  public var description: String { "Rectangle" }
  public var body: Never { fatalError() }
  func _render(node: StubNode, environment: EnvironmentValues) {
    node.drawn.append("fill(\(environment._foreground.map { "\($0)" } ?? "primary") in \(self))")
  }
}

/// https://developer.apple.com/documentation/swiftui/roundedcornerstyle — iOS 13.0+
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

/// https://developer.apple.com/documentation/swiftui/roundedrectangle — iOS 13.0+
public struct RoundedRectangle: InsettableShape, _PrimitiveView {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  /// https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:) — iOS 13.0+
  nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  public var description: String { "RoundedRectangle(\(cornerSize.width))" }
  public var body: Never { fatalError() }
  func _render(node: StubNode, environment: EnvironmentValues) {
    node.drawn.append("fill(\(environment._foreground.map { "\($0)" } ?? "primary") in \(self))")
  }
}

/// A shape filled or stroked (SwiftUI's `_ShapeView` and `_StrokedShape`).
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, _PrimitiveView {
  let shape: Content
  let style: Style
  let verb: String
  public var body: Never { fatalError() }
  func _render(node: StubNode, environment: EnvironmentValues) {
    node.drawn.append("\(verb)(\(style) in \(shape))")
  }
}

extension Shape {
  /// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:) — iOS 13.0+
  nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle())
    -> some View
  {
    _ShapeView(shape: self, style: content, verb: "fill")
  }
}

extension InsettableShape {
  /// https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(_:linewidth:antialiased:) — iOS 13.0+
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    _ShapeView(shape: self, style: content, verb: "strokeBorder(\(lineWidth))")
  }
}

/// https://developer.apple.com/documentation/swiftui/fillstyle — iOS 13.0+
public struct FillStyle: Hashable, Sendable {
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/edgeinsets — iOS 13.0+
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  /// https://developer.apple.com/documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:) — iOS 13.0+
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// https://developer.apple.com/documentation/swiftui/edgeinsets/init() — iOS 13.0+
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
  public var description: String { "\(top), \(leading), \(bottom), \(trailing)" }
}

/// https://developer.apple.com/documentation/swiftui/font — iOS 13.0+
public struct Font: Hashable, Sendable, CustomStringConvertible {
  public let description: String

  /// https://developer.apple.com/documentation/swiftui/font/textstyle — iOS 13.0+
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote,
      caption, caption2
  }

  /// https://developer.apple.com/documentation/swiftui/font/weight — iOS 13.0+
  public struct Weight: Hashable, Sendable {
    let name: String
    public static let ultraLight = Weight(name: "ultraLight")
    public static let thin = Weight(name: "thin")
    public static let light = Weight(name: "light")
    public static let regular = Weight(name: "regular")
    public static let medium = Weight(name: "medium")
    public static let semibold = Weight(name: "semibold")
    public static let bold = Weight(name: "bold")
    public static let heavy = Weight(name: "heavy")
    public static let black = Weight(name: "black")
  }

  /// https://developer.apple.com/documentation/swiftui/font/design — iOS 13.0+
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// https://developer.apple.com/documentation/swiftui/font/width — iOS 16.0+
  public struct Width: Hashable, Sendable {
    public var value: CGFloat
    /// https://developer.apple.com/documentation/swiftui/font/width/init(_:) — iOS 16.0+
    public init(_ value: CGFloat) { self.value = value }
    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }

  /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:) — iOS 14.0+
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle)
    -> Font
  {
    Font(description: "custom(\(name), \(size), relativeTo: \(textStyle))")
  }

  /// https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:) — iOS 14.0+
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(description: "custom(\(name), fixed: \(fixedSize))")
  }

  /// https://developer.apple.com/documentation/swiftui/font/system(_:design:weight:) — iOS 16.0+
  public static func system(
    _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
  ) -> Font {
    Font(
      description: "system(\(style), design: \(design.map { "\($0)" } ?? "nil"), "
        + "weight: \(weight?.name ?? "nil"))")
  }

  /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:) — iOS 13.0+
  public static func system(
    size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default
  ) -> Font {
    Font(description: "system(size: \(size), weight: \(weight.name), design: \(design))")
  }

  /// https://developer.apple.com/documentation/swiftui/font/italic() — iOS 13.0+
  public func italic() -> Font { Font(description: description + ".italic") }

  /// https://developer.apple.com/documentation/swiftui/font/width(_:) — iOS 16.0+
  public func width(_ width: Font.Width) -> Font {
    Font(description: description + ".width(\(width.value))")
  }
}

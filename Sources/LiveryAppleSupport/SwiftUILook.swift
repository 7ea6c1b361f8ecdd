public import LiveryCore
import LiveryRuntime

/// What the SwiftUI adapter draws for one resolved style, decided here and tested on Linux
/// (apple-adapters.md §4): SwiftUI has no per-view setters, so a style becomes a fixed chain of
/// modifiers, and this says what each one is given. Every value is optional: `nil` means the
/// theme does not set it, and the modifier is given its "as before" value (the current
/// foreground, the current tint, no padding), so the chain keeps its shape — and the views their
/// identity and state — whatever a theme switch changes.
///
/// ```swift
/// let style = theme.style(for: .button, named: ["PrimaryButton"], states: [.highlighted], in: environment)
/// let look = SwiftUILook(style, as: .button)
/// look.foreground       // #FFFFFF
/// look.background       // [.color(#0A6ED1)]
/// look.notShown         // ["titleEdgeInsets"]: SwiftUI has no place for it
/// ```
public struct SwiftUILook: Hashable, Sendable {
  /// One layer of a background, bottom first.
  public enum Fill: Hashable, Sendable {
    case color(RGBAColor)
    case gradient(ColorGradient)
  }

  /// How many lines text may take.
  public enum LineLimit: Hashable, Sendable {
    case unlimited
    case lines(Int)
  }

  /// A line drawn inside the view's edge.
  public struct Stroke: Hashable, Sendable {
    public var width: Double
    public var color: RGBAColor

    public init(width: Double, color: RGBAColor) {
      self.width = width
      self.color = color
    }
  }

  /// Explicit sizes (SwiftUI's `frame`); `nil` on an axis: the view's own.
  public struct Frame: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var minimumWidth: Double?
    public var minimumHeight: Double?
    public var maximumWidth: Double?
    public var maximumHeight: Double?

    public var isEmpty: Bool { self == Frame() }
  }

  /// Text and symbols (`textColor`; SAP's `foreground-color`; a switch's, a progress bar's,
  /// a slider's or an activity indicator's colour is its `tint`).
  public var foreground: RGBAColor?
  public var tint: RGBAColor?
  /// Background layers, bottom first: the colour or gradient, then NSS's two-colour gradient.
  public var background: [Fill] = []
  /// A background image over them (where the adapter draws images), stretched to the view or,
  /// with `backgroundRepeats`, tiled.
  public var backgroundImage: ImageSource?
  public var backgroundRepeats = false
  public var cornerRadius: Double?
  public var border: Stroke?
  public var shadow: Shadow?
  public var opacity: Double?
  public var isHidden = false
  public var padding: Insets?
  public var frame = Frame()
  public var font: AppleFontPlan?
  /// SwiftUI's font designs (`default`, `serif`, `rounded`, `monospaced`) and widths
  /// (`compressed` 0.… `expanded`, or a number), as SAP's SwiftUI sheets give them.
  public var fontDesign: String?
  public var fontWidth: String?
  /// `leading`, `center` or `trailing` (a theme's `left`/`right`/`natural`/`justified` as SwiftUI
  /// aligns multi-line text).
  public var textAlignment: String?
  public var lineLimit: LineLimit?
  /// `uppercase` or `lowercase` (SwiftUI's `Text.Case`; `capitalize` is not shown).
  public var textCase: String?
  public var tracking: Double?
  public var lineSpacing: Double?
  public var minimumScaleFactor: Double?
  /// `mini`, `small`, `regular`, `large` or `extraLarge`.
  public var controlSize: String?
  /// Properties the style sets that SwiftUI shows nowhere on this type, sorted: what the adapter
  /// reports instead of dropping them silently.
  public var notShown: [PropertyName] = []

  public init() {}

  /// The look `style` gives a view of catalog type `type`.
  ///
  /// - Parameter drawsImages: Whether the adapter draws background images here (SwiftUI on iOS,
  ///   through UIKit's decoding); elsewhere they are not shown.
  public init(_ style: ResolvedStyle, as type: TargetType, drawsImages: Bool = false) {
    self.init()
    var shown: Set<PropertyName> = Self.viewProperties
    if drawsImages {
      shown.formUnion([.backgroundImage, "backgroundRepeat"])
      backgroundImage = style[.backgroundImage]
      backgroundRepeats = style[.backgroundRepeat] ?? false
    }
    foreground = style["foregroundColor", as: RGBAColor.self] ?? style[.textColor]
    tint = style[.tintColor]
    if let property = Self.tintProperties[type] {
      shown.insert(property)
      tint = style[property, as: RGBAColor.self] ?? tint
    }
    switch style[.backgroundColor] {
    case .color(let color)?: background.append(.color(color))
    case .gradient(let gradient)?: background.append(.gradient(gradient))
    case nil: break
    }
    if let gradient = style[.backgroundGradient] { background.append(.gradient(gradient)) }
    let borderBox = style[.border]
    cornerRadius = style[.cornerRadius] ?? borderBox?.cornerRadius
    let borderWidth = style[.borderWidth] ?? borderBox?.width
    if let color = style[.borderColor] ?? borderBox?.color, let borderWidth, borderWidth > 0 {
      border = Stroke(width: borderWidth, color: color)
    }
    shadow = Self.shadow(style)
    opacity = style[.alpha] ?? style[.opacity]
    isHidden = style[.hidden] ?? false
    padding = style[.padding] ?? (type == .button ? style[.contentEdgeInsets] : nil)
    if type == .button { shown.insert(.contentEdgeInsets) }
    frame = Frame(
      width: style[.width], height: style[.height], minimumWidth: style[.minimumWidth],
      minimumHeight: style[.minimumHeight], maximumWidth: style[.maximumWidth],
      maximumHeight: style[.maximumHeight])
    let fontProperties: [PropertyName] = [.font, .fontName, .fontSize, .fontWeight, .textStyle]
    font = AppleFontPlan(
      FontDescriptor(CompoundValues(style, properties: fontProperties), properties: fontProperties))
    fontDesign = style[.fontDesign]
    fontWidth = style[.fontWidth]
    // A button's content alignment (NSS `text-align` on a button) aligns its text.
    textAlignment = (style[.textAlignment] ?? style[.contentHorizontalAlignment]).flatMap {
      Self.alignments[$0]
    }
    switch style[.numberOfLines] {
    case 0?: lineLimit = .unlimited
    case let lines? where lines > 0: lineLimit = .lines(lines)
    default: break
    }
    textCase = style[.textTransform].flatMap { ["uppercase", "lowercase"].contains($0) ? $0 : nil }
    tracking = style[.kern] ?? style[.letterSpacing]
    lineSpacing = style[.lineSpacing]
    if style[.adjustsFontSizeToFitWidth] == true {
      minimumScaleFactor = style[.minimumScaleFactor] ?? 0.5
    } else if style[.adjustsFontSizeToFitWidth] == nil {
      minimumScaleFactor = style[.minimumScaleFactor]
    }
    controlSize = style[.controlSize]
    notShown = style.properties.keys.filter { name in
      !shown.contains(name) && !Self.notDrawn.contains(name)
        && !(name == .textTransform && textCase == nil && style[.textTransform] == "none")
    }.sorted()
    if style[.textTransform] == "capitalize" { notShown = (notShown + [.textTransform]).sorted() }
  }

  /// What every type's look shows.
  static let viewProperties: Set<PropertyName> = [
    .textColor, "foregroundColor", .tintColor, .backgroundColor, .backgroundGradient, "border",
    .borderColor, .borderWidth, .cornerRadius, "shadow", .shadowColor, .shadowOffset,
    .shadowOpacity, .shadowRadius, .alpha, "opacity", .hidden, .padding, .width, .height,
    "minimumWidth", "minimumHeight", "maximumWidth", "maximumHeight", .font, .fontName,
    .fontSize, .fontWeight, .textStyle, .fontDesign, .fontWidth, .textAlignment, .numberOfLines,
    .textTransform, "kern", .letterSpacing, .lineSpacing, .adjustsFontSizeToFitWidth,
    "minimumScaleFactor", .controlSize, .contentHorizontalAlignment,
  ]

  /// Properties that are not drawn at all, so not "not shown" either: SAP's `position-layout`
  /// (read by the loading indicator's own layout) and Livery's own bookkeeping.
  static let notDrawn: Set<PropertyName> = [.positionLayout, "excludeViews", "excludeSubviews"]

  /// The colour a control of each type shows as SwiftUI's tint.
  static let tintProperties: [TargetType: PropertyName] = [
    .switch: .onTintColor, .progressView: .progressTintColor, .slider: .minimumTrackTintColor,
    .activityIndicator: .color,
  ]

  static let alignments = [
    "left": "leading", "natural": "leading", "justified": "leading", "center": "center",
    "right": "trailing", "leading": "leading", "trailing": "trailing", "fill": "leading",
  ]

  /// The view's shadow: a `shadow` value with the separate properties laid over it; `nil` when
  /// nothing is set or its opacity is 0.
  static func shadow(_ style: ResolvedStyle) -> Shadow? {
    var shadow = style[.shadow] ?? Shadow()
    if let color = style[.shadowColor] { shadow.color = color }
    if let size = style[.shadowOffset] {
      shadow.offset = Offset(horizontal: size.width, vertical: size.height)
    }
    if let radius = style[.shadowRadius] { shadow.radius = radius }
    if let opacity = style[.shadowOpacity] { shadow.opacity = opacity }
    guard shadow != Shadow(), shadow.opacity != 0 else { return nil }
    return shadow
  }
}

extension PropertyName {
  /// SwiftUI's font design and width, and a control's size (SAP's `font-design`, `font-width`,
  /// `control-size`), which the SwiftUI adapter shows.
  public static let fontDesign: PropertyName = "fontDesign"
  public static let fontWidth: PropertyName = "fontWidth"
  public static let controlSize: PropertyName = "controlSize"
  /// Where SAP's loading indicator puts its spinner beside its title (`position-layout`).
  public static let positionLayout: PropertyName = "positionLayout"
}

/// Looks by resolved style, for one theme: a style's look is worked out once, and every body
/// that shows it afterwards — SwiftUI runs bodies often — gets it from here (a lookup by the
/// style's identity, where working it out reads some forty properties). The SwiftUI adapter
/// keeps one per theme in the environment. Each entry holds its style, so an identity is never
/// reused while its look is here; and the memo starts over past `capacity` entries, so a theme
/// whose own memo of resolutions drops and makes styles again cannot grow it without bound.
///
/// ```swift
/// let memo = SwiftUILookMemo()
/// let (look, isNew) = memo.look(style, as: .button)    // isNew: report its notShown once
/// ```
@MainActor
public final class SwiftUILookMemo {
  private struct Key: Hashable {
    let style: ObjectIdentifier
    let type: TargetType
  }

  private var entries: [Key: (style: ResolvedStyle, look: SwiftUILook)] = [:]
  /// How many looks are kept before the memo starts over.
  public static let capacity = 16_384
  /// Whether the looks draw background images (`SwiftUILook.init(_:as:drawsImages:)`).
  public let drawsImages: Bool

  public init(drawsImages: Bool = false) {
    self.drawsImages = drawsImages
  }

  /// The look `style` gives a `type` view, and whether it was worked out by this call.
  public func look(_ style: ResolvedStyle, as type: TargetType) -> (look: SwiftUILook, isNew: Bool)
  {
    let key = Key(style: ObjectIdentifier(style), type: type)
    if let entry = entries[key] { return (entry.look, false) }
    let look = SwiftUILook(style, as: type, drawsImages: drawsImages)
    if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
    entries[key] = (style, look)
    return (look, true)
  }

  /// How many looks are kept.
  public var count: Int { entries.count }
}

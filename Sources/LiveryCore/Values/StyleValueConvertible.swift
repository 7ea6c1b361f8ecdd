/// A Swift type a resolved `Value` can be read as, and written from: what typed access
/// (`style["badgeInset", as: Double.self]`, the typed keys `style[.tintColor]`) and overrides use.
///
/// Conversions are exact: a colour is not a number, a number with a fraction is not an `Int`. A
/// keyword (`center`) reads as a `String`; a colour reads as a one-colour `ColorGradient`.
public protocol StyleValueConvertible: Sendable {
  /// The value as this type, or `nil` when it is another kind of value.
  init?(styleValue: Value)
  /// This value as Livery's `Value`.
  var styleValue: Value { get }
}

extension Value: StyleValueConvertible {
  public init?(styleValue: Value) { self = styleValue }
  public var styleValue: Value { self }
}

extension RGBAColor: StyleValueConvertible {
  public init?(styleValue: Value) {
    guard case .color(let color) = styleValue else { return nil }
    self = color
  }
  public var styleValue: Value { .color(self) }
}

extension Double: StyleValueConvertible {
  public init?(styleValue: Value) {
    guard case .number(let number) = styleValue else { return nil }
    self = number
  }
  public var styleValue: Value { .number(self) }
}

extension Int: StyleValueConvertible {
  public init?(styleValue: Value) {
    guard case .number(let number) = styleValue, number == number.rounded(),
      let exact = Int(exactly: number)
    else {
      return nil
    }
    self = exact
  }
  public var styleValue: Value { .number(Double(self)) }
}

extension Bool: StyleValueConvertible {
  public init?(styleValue: Value) {
    guard case .bool(let value) = styleValue else { return nil }
    self = value
  }
  public var styleValue: Value { .bool(self) }
}

extension String: StyleValueConvertible {
  /// A string or a keyword (`center`, `scaleAspectFit`).
  public init?(styleValue: Value) {
    switch styleValue {
    case .string(let text), .keyword(let text): self = text
    default: return nil
    }
  }
  public var styleValue: Value { .string(self) }
}

extension Insets: StyleValueConvertible {
  public init?(styleValue: Value) {
    guard case .insets(let insets) = styleValue else { return nil }
    self = insets
  }
  public var styleValue: Value { .insets(self) }
}

extension Size: StyleValueConvertible {
  public init?(styleValue: Value) {
    guard case .size(let size) = styleValue else { return nil }
    self = size
  }
  public var styleValue: Value { .size(self) }
}

extension Point: StyleValueConvertible {
  public init?(styleValue: Value) {
    guard case .point(let point) = styleValue else { return nil }
    self = point
  }
  public var styleValue: Value { .point(self) }
}

extension Offset: StyleValueConvertible {
  public init?(styleValue: Value) {
    guard case .offset(let offset) = styleValue else { return nil }
    self = offset
  }
  public var styleValue: Value { .offset(self) }
}

extension FontDescriptor: StyleValueConvertible {
  public init?(styleValue: Value) {
    guard case .font(let font) = styleValue else { return nil }
    self = font
  }
  public var styleValue: Value { .font(self) }
}

extension ColorGradient: StyleValueConvertible {
  /// A gradient, or a colour as a gradient of that one colour (a background may be either).
  public init?(styleValue: Value) {
    switch styleValue {
    case .gradient(let gradient): self = gradient
    case .color(let color):
      self = ColorGradient(stops: [
        .init(color: color, location: 0), .init(color: color, location: 1),
      ])
    default: return nil
    }
  }
  public var styleValue: Value { .gradient(self) }
}

extension Border: StyleValueConvertible {
  public init?(styleValue: Value) {
    guard case .border(let border) = styleValue else { return nil }
    self = border
  }
  public var styleValue: Value { .border(self) }
}

extension Shadow: StyleValueConvertible {
  public init?(styleValue: Value) {
    guard case .shadow(let shadow) = styleValue else { return nil }
    self = shadow
  }
  public var styleValue: Value { .shadow(self) }
}

extension ImageSource: StyleValueConvertible {
  public init?(styleValue: Value) {
    guard case .image(let image) = styleValue else { return nil }
    self = image
  }
  public var styleValue: Value { .image(self) }
}

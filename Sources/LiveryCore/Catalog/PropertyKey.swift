/// A property with the Swift type its values have: `style[.backgroundColor]` is a `Paint?` (a colour
/// or a gradient, never a silent `nil` because the caller guessed a colour), `style[.cornerRadius]`
/// a `Double?`.
///
/// Every catalog property has a key (`PropertyKey+Catalog.swift`, generated from
/// `PropertySchema.standard` and `ComponentCatalog.standard`), typed by the schema. A property of
/// your own is a string, typed by the value you give or ask for:
///
/// ```swift
/// let radius = button[.cornerRadius]                       // Double?
/// switch button[.backgroundColor] {                        // Paint?
/// case .color(let color)?: fill(color)
/// case .gradient(let gradient)?: draw(gradient)
/// case nil: break
/// }
/// overrides.set(.cornerRadius, to: 20)                      // a Double, checked by the compiler
/// overrides.set("badgeInset", to: 4.0)                      // a custom property
/// let inset = button["badgeInset", as: Double.self]         // custom properties keep `as:`
/// ```
public struct PropertyKey<T: StyleValueConvertible>: Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  public let name: PropertyName

  public init(_ name: PropertyName) {
    self.name = name
  }

  public init(stringLiteral value: String) {
    name = PropertyName(value)
  }

  public var description: String { name.rawValue }
}

extension ResolvedStyle {
  /// The value of a typed property, or `nil` when the style does not set it.
  ///
  /// The resolver converts every value to its property's schema type, so a catalog key's value is
  /// its type whenever it is set — except in a resolution that leaves appearances open
  /// (`resolve(_:adapting:)`), where a value that differs by appearance is a table: read it as
  /// `style[.textColor, as: Adaptive<RGBAColor>.self]`.
  public subscript<T>(key: PropertyKey<T>) -> T? {
    properties[key.name].flatMap { T(styleValue: $0.value) }
  }
}

extension ResolvedState {
  /// The value this state gives a typed property, or `nil` when it does not set it.
  public subscript<T>(key: PropertyKey<T>) -> T? {
    properties[key.name].flatMap { T(styleValue: $0.value) }
  }
}

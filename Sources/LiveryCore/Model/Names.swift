/// Shared behaviour of the small string wrappers that name things in the model.
public protocol ThemeName: RawRepresentable, Hashable, Sendable, Comparable,
  CustomStringConvertible,
  ExpressibleByStringLiteral
where RawValue == String {
  init(_ rawValue: String)
}

extension ThemeName {
  public init(rawValue: String) { self.init(rawValue) }
  public init(stringLiteral value: String) { self.init(value) }
  public var description: String { rawValue }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A component type that styles target, such as `Button` or `TableViewCell`.
public struct TargetType: ThemeName {
  public let rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The name of a named style (MAF Key, NUI class, Motif class, Redbeard identifier).
public struct StyleName: ThemeName {
  public let rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// As a component's only style, `none` opts it out of styling (NUI `nuiClass = none`), unless a
  /// theme defines a style with that name.
  public static let none = StyleName("none")
}

/// A canonical lowerCamelCase property name, such as `backgroundColor`.
public struct PropertyName: ThemeName {
  public let rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A component state. Matched case-insensitively; well-known states get their canonical spelling
/// (`Highlighted` → `highlighted`, `SelectedEditable` → `selectedEditable`), others pass through.
public struct StateName: ThemeName {
  public let rawValue: String
  /// The lower-cased form used for equality and hashing.
  let key: String

  public init(_ rawValue: String) {
    let key = rawValue.lowercased()
    self.key = key
    self.rawValue = StateName.canonical[key] ?? rawValue
  }

  public static func == (lhs: StateName, rhs: StateName) -> Bool { lhs.key == rhs.key }
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }

  public static let normal = StateName("normal")
  public static let highlighted = StateName("highlighted")
  public static let disabled = StateName("disabled")
  public static let selected = StateName("selected")
  public static let focused = StateName("focused")
  public static let editing = StateName("editing")

  private static let canonical: [String: String] = Dictionary(
    uniqueKeysWithValues: [
      "normal", "highlighted", "disabled", "selected", "focused", "editing", "pressed", "checked",
      "hovered", "selectedEditable", "nonEditable", "editable", "unselected",
    ].map { ($0.lowercased(), $0) })
}

/// A value as written in a stylesheet: a literal (typed where the syntax says so) or a reference.
///
/// Readers never need to know a property's type; the resolver converts literals against the property
/// schema using the stylesheet's `ValueDialect`.
public enum ValueExpression: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case list([Element])
  case map([Entry])
  /// A value the reader already typed because its syntax said so (a MAF gradient element).
  indirect case typed(Value)
  /// A reference to a constant or a style (`$X`, `.X`, `@x`, `ref://x`).
  case reference(Reference)

  /// An element of a list literal, with its own location for precise messages.
  public struct Element: Hashable, Sendable {
    public var value: ValueExpression
    public var location: SourceLocation

    public init(_ value: ValueExpression, at location: SourceLocation) {
      self.value = value
      self.location = location
    }
  }

  /// An entry of a map literal, in source order.
  public struct Entry: Hashable, Sendable {
    public var key: String
    public var value: ValueExpression
    public var location: SourceLocation

    public init(_ key: String, _ value: ValueExpression, at location: SourceLocation) {
      self.key = key
      self.value = value
      self.location = location
    }
  }

  /// `{alpha: n}` alone: "the colour this lays over, with this alpha" (Redbeard's `*Alpha` keys).
  public var isAlphaModifier: Bool {
    guard case .map(let entries) = self, entries.count == 1 else { return false }
    return entries[0].key == "alpha"
  }

  /// What kind of literal this is, for messages.
  public var kindDescription: String { kind.description }

  package var kind: ValueKind {
    switch self {
    case .null: return .null
    case .bool: return .bool
    case .number: return .number
    case .string: return .string
    case .list: return .list
    case .map: return .dictionary
    case .typed(let value): return value.kind
    case .reference: return .reference
    }
  }
}

/// A reference by name. `kind` says which namespace to look in.
public struct Reference: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: UInt8, Hashable, Sendable {
    /// A constant (`$X`, `@x`).
    case constant
    /// A named style (`.X`); as a property value it styles the sub-element the property names.
    case style
    /// A constant if one has this name, otherwise a named style (Redbeard `ref://x`).
    case constantOrStyle
  }

  public var kind: Kind
  public var name: String

  public init(_ kind: Kind, _ name: String) {
    self.kind = kind
    self.name = name
  }

  public static func constant(_ name: String) -> Reference { Reference(.constant, name) }
  public static func style(_ name: String) -> Reference { Reference(.style, name) }

  public var description: String { name }
}

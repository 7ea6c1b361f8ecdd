/// The type a property expects. The resolver converts literals to it.
public indirect enum PropertyType: Hashable, Sendable, CustomStringConvertible {
  /// Untyped: the literal's natural value (numbers stay numbers, strings stay strings).
  case any
  case color, number, integer, bool, string
  case keyword(KeywordSet)
  case insets, size, point, offset
  case font, gradient, border, shadow, image
  /// A colour or a gradient: what a background is (MAF `Background`, NUI `background-color`).
  case paint
  case list(PropertyType)

  public var description: String {
    switch self {
    case .any: return "any value"
    case .keyword(let set): return "one of \(set.cases.joined(separator: ", "))"
    case .list(let element): return "\(ValueKind.list.description) of \(element)"
    default: return valueKind.description
    }
  }

  /// The kind of value a property of this type holds (a keyword's and a list's are worded with
  /// their contents, `.any`'s as any value).
  package var valueKind: ValueKind {
    switch self {
    case .any: return .anyValue
    case .color: return .color
    case .number: return .number
    case .integer: return .integer
    case .bool: return .bool
    case .string: return .string
    case .keyword: return .keyword
    case .insets: return .insets
    case .size: return .size
    case .point: return .point
    case .offset: return .offset
    case .font: return .font
    case .gradient: return .gradient
    case .border: return .border
    case .shadow: return .shadow
    case .image: return .image
    case .paint: return .paint
    case .list: return .list
    }
  }
}

/// The keywords an enum-like property accepts, matched case-insensitively.
public struct KeywordSet: Hashable, Sendable {
  /// Canonical spellings, in the order messages list them.
  public let cases: [String]
  /// Other spellings (lower-cased) mapped to a canonical one: `uibarstyleblack` → `black`, `1` → `black`.
  public let aliases: [String: String]

  public init(_ cases: [String], aliases: [String: String] = [:]) {
    self.cases = cases
    var table: [String: String] = [:]
    for value in cases { table[value.lowercased()] = value }
    for (alias, value) in aliases { table[alias.lowercased()] = value }
    self.aliases = table
  }

  /// The canonical keyword for `text`, if it is one.
  public func canonical(_ text: String) -> String? {
    aliases[text.trimmingSpaces().lowercased()]
  }
}

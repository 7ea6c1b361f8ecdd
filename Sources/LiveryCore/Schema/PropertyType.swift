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
    case .color: return ValueKind.color.description
    case .number: return ValueKind.number.description
    case .integer: return ValueKind.integer.description
    case .bool: return ValueKind.bool.description
    case .string: return ValueKind.string.description
    case .keyword(let set): return "one of \(set.cases.joined(separator: ", "))"
    case .insets: return ValueKind.insets.description
    case .size: return ValueKind.size.description
    case .point: return ValueKind.point.description
    case .offset: return ValueKind.offset.description
    case .font: return ValueKind.font.description
    case .gradient: return ValueKind.gradient.description
    case .border: return ValueKind.border.description
    case .shadow: return ValueKind.shadow.description
    case .image: return ValueKind.image.description
    case .paint: return ValueKind.paint.description
    case .list(let element): return "\(ValueKind.list.description) of \(element)"
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

/// The kinds of value messages name — "expects a colour, found a number" — each worded once:
/// typed values, values as written, property types, the Swift types appliers take, and the
/// nodes of JSON and YAML documents all describe themselves through here.
package enum ValueKind: Sendable, Hashable {
  case null, bool, number, integer, string, keyword
  case color, insets, size, point, offset, font, gradient, border, shadow, image
  /// A colour or a gradient (a background).
  case paint
  case list, dictionary
  /// A value per appearance (`Value.adaptive`).
  case adaptive
  /// A reference to a constant or a style, as written.
  case reference
  /// Any kind at all (the `Value` an applier of any property takes).
  case anyValue

  /// In Livery's words: "a colour", "a list", "a dictionary".
  package var description: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .integer: return "an integer"
    case .string: return "a string"
    case .keyword: return "a keyword"
    case .color: return "a colour"
    case .insets: return "edge insets"
    case .size: return "a size"
    case .point: return "a point"
    case .offset: return "an offset"
    case .font: return "a font"
    case .gradient: return "a gradient"
    case .border: return "a border"
    case .shadow: return "a shadow"
    case .image: return "an image"
    case .paint: return "a colour or a gradient"
    case .list: return "a list"
    case .dictionary: return "a dictionary"
    case .adaptive: return "a value by appearance"
    case .reference: return "a reference"
    case .anyValue: return "a value"
    }
  }

  /// In a JSON document's words, for messages about JSON and JSON-shaped configuration:
  /// "an object" and "an array" for a dictionary and a list.
  package var jsonDescription: String {
    switch self {
    case .dictionary: return "an object"
    case .list: return "an array"
    default: return description
    }
  }
}

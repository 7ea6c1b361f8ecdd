/// A JSON value for output, with object members kept in the order they were added: the one JSON
/// writer — reports (`--json`, SARIF), conversion's theme and design-token files, and the bundle
/// documents.
///
/// Used where key order is part of what tools and humans read. (What readers keep with positions
/// is the design-token tree `TokenJSON` and the scanners' tapes; they write through this.)
public indirect enum JSONText: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONText])
  case object([(String, JSONText)])

  public static func == (lhs: JSONText, rhs: JSONText) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case let (.bool(l), .bool(r)): return l == r
    case let (.number(l), .number(r)): return l == r
    case let (.string(l), .string(r)): return l == r
    case let (.array(l), .array(r)): return l == r
    case let (.object(l), .object(r)): return l.map(\.0) == r.map(\.0) && l.map(\.1) == r.map(\.1)
    default: return false
    }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rendered(.compact))
  }

  /// How the text is laid out.
  package struct Layout: Sendable {
    /// Spaces per level; `nil`: everything on one line, no spaces.
    var indent: Int?
    /// Whether a list of scalars stays on one line (`"components": [0.2, 0.4, 0.9]`).
    var scalarListsOnOneLine = false

    /// One line, no spaces: what is hashed, signed or embedded.
    package static let compact = Layout(indent: nil)
    /// Two spaces per level, every element on its own line: reports.
    package static let pretty = Layout(indent: 2)
    /// Two spaces per level, lists of scalars on one line: files people read and edit (design
    /// tokens, Motif and Redbeard JSON, bundle documents).
    package static let document = Layout(indent: 2, scalarListsOnOneLine: true)
  }

  /// The JSON text; `pretty` indents with two spaces.
  public func rendered(pretty: Bool = true) -> String {
    rendered(pretty ? .pretty : .compact)
  }

  /// The JSON text laid out as `layout` says.
  package func rendered(_ layout: Layout) -> String {
    var output = ""
    write(to: &output, layout: layout, level: 0)
    return output
  }

  /// Whether this is neither an array nor an object.
  private var isScalar: Bool {
    switch self {
    case .array, .object: return false
    default: return true
    }
  }

  private func write(to output: inout String, layout: Layout, level: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += JSONText.format(value)
    case .string(let value): output += JSONEscaping.quoted(value)
    case .array(let elements):
      if elements.isEmpty {
        output += "[]"
        return
      }
      if layout.indent != nil, layout.scalarListsOnOneLine, elements.allSatisfy(\.isScalar) {
        output += "["
        for (index, element) in elements.enumerated() {
          if index > 0 { output += ", " }
          element.write(to: &output, layout: layout, level: level + 1)
        }
        output += "]"
        return
      }
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        JSONText.newline(&output, layout, level + 1)
        element.write(to: &output, layout: layout, level: level + 1)
      }
      JSONText.newline(&output, layout, level)
      output += "]"
    case .object(let members):
      if members.isEmpty {
        output += "{}"
        return
      }
      output += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output += "," }
        JSONText.newline(&output, layout, level + 1)
        output += JSONEscaping.quoted(key)
        output += layout.indent == nil ? ":" : ": "
        value.write(to: &output, layout: layout, level: level + 1)
      }
      JSONText.newline(&output, layout, level)
      output += "}"
    }
  }

  private static func newline(_ output: inout String, _ layout: Layout, _ level: Int) {
    guard let indent = layout.indent else { return }
    output += "\n" + String(repeating: " ", count: indent * level)
  }

  /// Integral values print without a fraction (`5`, not `5.0`); others use the shortest form; JSON
  /// has no infinities or NaN, so those print as `null`.
  private static func format(_ value: Double) -> String {
    value.isFinite ? NumberText.format(value) : "null"
  }
}

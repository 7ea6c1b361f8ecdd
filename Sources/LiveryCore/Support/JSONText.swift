import LiveryCore

/// A JSON value for output, with object keys kept in the order they were added.
///
/// Used for the machine-readable forms of diagnostics, resolved styles and explanations, whose key
/// order is part of what tools and humans read.
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
    hasher.combine(rendered(pretty: false))
  }

  /// The JSON text; `pretty` indents with two spaces.
  public func rendered(pretty: Bool = true) -> String {
    var output = ""
    write(to: &output, indent: pretty ? 0 : nil)
    return output
  }

  private func write(to output: inout String, indent: Int?) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += JSONText.format(value)
    case .string(let value): JSONText.writeString(value, to: &output)
    case .array(let elements):
      if elements.isEmpty {
        output += "[]"
        return
      }
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        JSONText.newline(&output, indent.map { $0 + 1 })
        element.write(to: &output, indent: indent.map { $0 + 1 })
      }
      JSONText.newline(&output, indent)
      output += "]"
    case .object(let members):
      if members.isEmpty {
        output += "{}"
        return
      }
      output += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output += "," }
        JSONText.newline(&output, indent.map { $0 + 1 })
        JSONText.writeString(key, to: &output)
        output += indent == nil ? ":" : ": "
        value.write(to: &output, indent: indent.map { $0 + 1 })
      }
      JSONText.newline(&output, indent)
      output += "}"
    }
  }

  private static func newline(_ output: inout String, _ indent: Int?) {
    guard let indent else { return }
    output += "\n" + String(repeating: "  ", count: indent)
  }

  /// Integral values print without a fraction (`5`, not `5.0`); others use the shortest form; JSON
  /// has no infinities or NaN, so those print as `null`.
  private static func format(_ value: Double) -> String {
    value.isFinite ? NumberText.format(value) : "null"
  }

  static func writeString(_ value: String, to output: inout String) {
    output += JSONEscaping.quoted(value)
  }
}

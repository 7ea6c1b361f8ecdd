/// Renders diagnostics compiler-style (source line and caret) or as JSON.
///
/// ```
/// Themes/Controls.yaml:12:22: error: unknown constant '$WarnColor' [reference.unknown-constant]
///    12 |     backgroundColor: $WarnColor
///       |                      ^
/// Themes/Colors.yaml:4:1: note: did you mean '$WarningColor'?
/// ```
public struct DiagnosticRenderer: Sendable {
  public var sources: SourceFiles
  /// Whether to add ANSI colours (the CLI turns this on for terminals only).
  public var colors: Bool

  public init(sources: SourceFiles = SourceFiles(), colors: Bool = false) {
    self.sources = sources
    self.colors = colors
  }

  /// All diagnostics, each followed by its source excerpt and notes, then a summary line.
  public func render(_ diagnostics: [Diagnostic], summary: Bool = true) -> String {
    var output = ""
    for diagnostic in diagnostics {
      output += render(diagnostic)
    }
    if summary {
      let errors = diagnostics.filter { $0.severity == .error }.count
      let warnings = diagnostics.filter { $0.severity == .warning }.count
      if errors + warnings > 0 {
        output += "\(plural(errors, "error")), \(plural(warnings, "warning"))\n"
      }
    }
    return output
  }

  /// One diagnostic with its excerpt, fix-it and notes.
  public func render(_ diagnostic: Diagnostic) -> String {
    var output = header(diagnostic.location, diagnostic.severity.rawValue, diagnostic.severity)
    output += bold(diagnostic.message) + dim(" [\(diagnostic.code.rawValue)]") + "\n"
    output += excerpt(at: diagnostic.location)
    if let fixIt = diagnostic.fixIt {
      output += "  " + paint("fix-it:", "32") + " \(fixIt)\n"
    }
    for note in diagnostic.notes {
      output += header(note.location, "note", .note) + note.message + "\n"
      output += excerpt(at: note.location)
    }
    return output
  }

  /// The diagnostics as a JSON array (see README "Machine-readable output").
  public func json(_ diagnostics: [Diagnostic]) -> JSONText {
    .array(diagnostics.map(Self.json))
  }

  public static func json(_ diagnostic: Diagnostic) -> JSONText {
    var members: [(String, JSONText)] = [
      ("severity", .string(diagnostic.severity.rawValue)),
      ("code", .string(diagnostic.code.rawValue)),
      ("message", .string(diagnostic.message)),
    ]
    members += locationMembers(diagnostic.location)
    if !diagnostic.notes.isEmpty {
      members.append(
        ("notes", .array(diagnostic.notes.map { .object([("message", .string($0.message))] + locationMembers($0.location)) })))
    }
    if let fixIt = diagnostic.fixIt { members.append(("fixIt", .string(fixIt))) }
    return .object(members)
  }

  public static func locationMembers(_ location: SourceLocation?) -> [(String, JSONText)] {
    guard let location else { return [] }
    return [
      ("file", .string(location.path)), ("line", .number(Double(location.line))),
      ("column", .number(Double(location.column))),
    ]
  }

  private func header(_ location: SourceLocation?, _ label: String, _ severity: Diagnostic.Severity) -> String {
    let place = location.map { bold("\($0): ") } ?? ""
    let color: String
    switch severity {
    case .error: color = "31"
    case .warning: color = "33"
    case .note: color = "36"
    }
    return place + paint("\(label):", color) + " "
  }

  private func excerpt(at location: SourceLocation?) -> String {
    guard let location, let file = sources[location.file], let line = file.line(location.line) else { return "" }
    let number = String(location.line)
    let gutter = String(repeating: " ", count: max(number.count, 4))
    let padded = String(repeating: " ", count: gutter.count - number.count) + number
    // Tabs are kept in the caret line so the caret lines up under the character.
    let prefix = line.unicodeScalars.prefix(location.column - 1).map { $0 == "\t" ? "\t" : " " }.joined()
    return dim("\(padded) | ") + String(line) + "\n" + dim("\(gutter) | ") + prefix + paint("^", "32") + "\n"
  }

  private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
  private func paint(_ text: String, _ code: String) -> String { colors ? "\u{1B}[1;\(code)m\(text)\u{1B}[0m" : text }
  private func bold(_ text: String) -> String { colors ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
  private func dim(_ text: String) -> String { colors ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
}

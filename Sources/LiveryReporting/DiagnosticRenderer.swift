public import LiveryCore

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
  /// How the text is dressed: plain, ANSI colours (the CLI, on terminals only), HTML.
  public var decorator: any TextDecorator

  public init(sources: SourceFiles = SourceFiles(), decorator: any TextDecorator = PlainDecorator()) {
    self.sources = sources
    self.decorator = decorator
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
    var output = header(diagnostic.location, diagnostic.severity)
    output += decorator.decorate(diagnostic.message, as: .message)
      + decorator.decorate(" [\(diagnostic.code.rawValue)]", as: .code) + "\n"
    output += excerpt(at: diagnostic.location)
    if let fixIt = diagnostic.fixIt {
      output += "  " + decorator.decorate("fix-it:", as: .fixIt) + " \(fixIt)\n"
    }
    for note in diagnostic.notes {
      output += header(note.location, .note) + note.message + "\n"
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

  private func header(_ location: SourceLocation?, _ severity: Diagnostic.Severity) -> String {
    let place = location.map { decorator.decorate("\($0): ", as: .location) } ?? ""
    return place + decorator.decorate("\(severity.rawValue):", as: .severity(severity)) + " "
  }

  private func excerpt(at location: SourceLocation?) -> String {
    guard let location, let file = sources[location.file], let line = file.line(location.line) else { return "" }
    let number = String(location.line)
    let gutter = String(repeating: " ", count: max(number.count, 4))
    let padded = String(repeating: " ", count: gutter.count - number.count) + number
    // Tabs are kept in the caret line so the caret lines up under the character.
    let prefix = line.unicodeScalars.prefix(location.column - 1).map { $0 == "\t" ? "\t" : " " }.joined()
    return decorator.decorate("\(padded) | ", as: .gutter) + String(line) + "\n" + decorator.decorate("\(gutter) | ", as: .gutter)
      + prefix + decorator.decorate("^", as: .caret) + "\n"
  }

  private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}

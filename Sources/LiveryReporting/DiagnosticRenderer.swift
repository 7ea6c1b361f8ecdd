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

  public init(sources: SourceFiles = SourceFiles(), decorator: any TextDecorator = PlainDecorator())
  {
    self.sources = sources
    self.decorator = decorator
  }

  /// All diagnostics, each followed by its source excerpt and notes, then a summary line.
  public func render(_ diagnostics: [Diagnostic], summary: Bool = true) -> String {
    var output = ""
    render(diagnostics, summary: summary) { output += $0 }
    return output
  }

  /// `render(_:summary:)` a diagnostic at a time, handed to `write` as each is rendered, so a long
  /// report is never held in memory whole.
  public func render(_ diagnostics: [Diagnostic], summary: Bool = true, to write: (String) -> Void)
  {
    let excerpts = Excerpts(sources: sources)
    for diagnostic in diagnostics {
      write(render(diagnostic, excerpts: excerpts))
    }
    if summary {
      write(
        Self.summary(
          errors: diagnostics.count { $0.severity == .error },
          warnings: diagnostics.count { $0.severity == .warning }))
    }
  }

  /// `3 errors, 1 warning` and a line break, or nothing when both are zero.
  public static func summary(errors: Int, warnings: Int) -> String {
    func plural(_ count: Int, _ noun: String) -> String {
      "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
    return errors + warnings > 0
      ? "\(plural(errors, "error")), \(plural(warnings, "warning"))\n" : ""
  }

  /// One diagnostic with its excerpt, fix-it and notes.
  public func render(_ diagnostic: Diagnostic) -> String {
    render(diagnostic, excerpts: Excerpts(sources: sources))
  }

  private func render(_ diagnostic: Diagnostic, excerpts: Excerpts) -> String {
    var output = header(diagnostic.location, diagnostic.severity)
    output +=
      decorator.decorate(Self.printable(diagnostic.message), as: .message)
      + decorator.decorate(" [\(diagnostic.code.rawValue)]", as: .code) + "\n"
    output += excerpt(at: diagnostic.location, excerpts)
    if let fixIt = diagnostic.fixIt {
      output += "  " + decorator.decorate("fix-it:", as: .fixIt) + " \(Self.printable(fixIt))\n"
    }
    for note in diagnostic.notes {
      output += header(note.location, .note) + Self.printable(note.message) + "\n"
      output += excerpt(at: note.location, excerpts)
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
      ("message", .string(clipped(diagnostic.message))),
    ]
    // For one release, a renamed code also says its former spelling (tools that matched on it).
    if let former = diagnostic.code.formerSpelling {
      members.insert(("formerCode", .string(former)), at: 2)
    }
    members += locationMembers(diagnostic.location)
    if !diagnostic.notes.isEmpty {
      members.append(
        (
          "notes",
          .array(
            diagnostic.notes.map {
              .object([("message", .string(clipped($0.message)))] + locationMembers($0.location))
            })
        ))
    }
    if let fixIt = diagnostic.fixIt { members.append(("fixIt", .string(clipped(fixIt)))) }
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

  private func excerpt(at location: SourceLocation?, _ excerpts: Excerpts) -> String {
    guard let location, let (line, caret) = excerpts.window(at: location) else { return "" }
    let number = String(location.line)
    let gutter = String(repeating: " ", count: max(number.count, 4))
    let padded = String(repeating: " ", count: gutter.count - number.count) + number
    // Tabs are kept in the caret line so the caret lines up under the character.
    let prefix = String(line.unicodeScalars.prefix(caret).map { $0 == "\t" ? "\t" : " " })
    return decorator.decorate("\(padded) | ", as: .gutter) + line + "\n"
      + decorator.decorate("\(gutter) | ", as: .gutter)
      + prefix + decorator.decorate("^", as: .caret) + "\n"
  }

  /// The longest message, fix-it or note shown, in characters: a message quoting a value from a
  /// file (a 96 MB font name) shows its start and how much is left out.
  public static let maximumMessageLength = 1_000

  /// `text` cut to `maximumMessageLength` characters, saying how many more there were.
  static func clipped(_ text: String) -> String {
    guard text.utf8.count > maximumMessageLength else { return text }
    let scalars = text.unicodeScalars
    guard scalars.count > maximumMessageLength else { return text }
    let kept = String(String.UnicodeScalarView(scalars.prefix(maximumMessageLength)))
    return kept + "… (\(scalars.count - maximumMessageLength) more characters)"
  }

  /// Text from a file or a message made safe for a terminal: control characters (an escape
  /// sequence, a line break in a name) are shown escaped, never sent as they are, and a very long
  /// text is clipped.
  package static func printable(_ text: String) -> String {
    let text = clipped(text)
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "\t" || !isControl(scalar) {
        result.unicodeScalars.append(scalar)
      } else {
        result += "\\u{" + String(scalar.value, radix: 16) + "}"
      }
    }
    return result
  }

  /// Whether `scalar` moves the cursor or starts a sequence where text is shown (C0, DEL, C1,
  /// the line and paragraph separators): what every renderer of theme text replaces.
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
      || scalar == "\u{2029}"
  }

}

public import LiveryCore

/// Diagnostics as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), the
/// format code-scanning services read: `livery lint --format sarif`.
///
/// One run of one tool: its rules (id, summary, default level) and one result per diagnostic —
/// the rule, the level, the message (with its fix-it), the place, and each note as a related
/// location. Columns count Unicode code points, as Livery's diagnostics do (`columnKind`).
///
/// ```swift
/// let log = SARIFLog(tool: "livery", rules: rules).json(findings)
/// print(log.rendered())
/// ```
public struct SARIFLog: Sendable {
  /// A rule the tool may report, as SARIF's `reportingDescriptor`.
  public struct Rule: Sendable, Hashable {
    public let id: String
    public let summary: String
    /// `error`, `warning` or `note`.
    public let defaultLevel: String

    public init(id: String, summary: String, defaultLevel: String) {
      self.id = id
      self.summary = summary
      self.defaultLevel = defaultLevel
    }
  }

  public let tool: String
  public let version: String?
  public let informationURI: String?
  public let rules: [Rule]
  /// Maps a diagnostic's code to a rule's id (`lint.contrast` → `contrast`); codes no rule has
  /// keep their own spelling as the result's rule id.
  public let ruleID: @Sendable (DiagnosticCode) -> String

  public init(
    tool: String, version: String? = nil, informationURI: String? = nil, rules: [Rule],
    ruleID: @escaping @Sendable (DiagnosticCode) -> String = { $0.rawValue }
  ) {
    self.tool = tool
    self.version = version
    self.informationURI = informationURI
    self.rules = rules
    self.ruleID = ruleID
  }

  /// The log for `diagnostics`; relative paths are against `sourceRoot` (an absolute path: the
  /// folder the tool ran in), which the log names as `%SRCROOT%`.
  public func json(_ diagnostics: [Diagnostic], sourceRoot: String? = nil) -> JSONText {
    var driver: [(String, JSONText)] = [("name", .string(tool))]
    if let version { driver.append(("version", .string(version))) }
    if let informationURI { driver.append(("informationUri", .string(informationURI))) }
    driver.append(
      (
        "rules",
        .array(
          rules.map { rule in
            .object([
              ("id", .string(rule.id)),
              ("shortDescription", .object([("text", .string(rule.summary))])),
              ("defaultConfiguration", .object([("level", .string(rule.defaultLevel))])),
            ])
          })
      ))
    let indices = Dictionary(rules.enumerated().map { ($1.id, $0) }) { first, _ in first }
    let results: [JSONText] = diagnostics.map { diagnostic in
      let id = ruleID(diagnostic.code)
      var message = diagnostic.message
      if let fixIt = diagnostic.fixIt { message += " (fix: \(fixIt))" }
      var members: [(String, JSONText)] = [("ruleId", .string(id))]
      if let index = indices[id] { members.append(("ruleIndex", .number(Double(index)))) }
      members += [
        ("level", .string(Self.level(diagnostic.severity))),
        ("message", .object([("text", .string(message))])),
      ]
      if let location = diagnostic.location {
        members.append(("locations", .array([.object([Self.physical(location)])])))
      }
      let related = diagnostic.notes.enumerated().compactMap { index, note -> JSONText? in
        var parts: [(String, JSONText)] = [
          ("id", .number(Double(index + 1))),
          ("message", .object([("text", .string(note.message))])),
        ]
        if let location = note.location { parts.append(Self.physical(location)) }
        return .object(parts)
      }
      if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
      return .object(members)
    }
    var run: [(String, JSONText)] = [
      ("tool", .object([("driver", .object(driver))])),
      ("columnKind", .string("unicodeCodePoints")),
    ]
    if let sourceRoot {
      let folder = sourceRoot.hasSuffix("/") ? sourceRoot : sourceRoot + "/"
      run.append(
        (
          "originalUriBaseIds",
          .object([("%SRCROOT%", .object([("uri", .string("file://" + Self.uri(folder)))]))])
        ))
    }
    run.append(("results", .array(results)))
    return .object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      ("runs", .array([.object(run)])),
    ])
  }

  /// A diagnostic's severity as SARIF's level.
  public static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// A place as SARIF's `physicalLocation`: the file (an absolute path as a `file:` URI; a
  /// relative one against `%SRCROOT%`, the folder the tool ran in, as code-scanning services map
  /// it to a repository's files), the line and column.
  static func physical(_ location: SourceLocation) -> (String, JSONText) {
    let path = location.file.path
    let artifact: [(String, JSONText)] =
      if path.hasPrefix("/") {
        [("uri", .string("file://" + uri(path)))]
      } else if path.hasPrefix("<") {
        // A file bundled in Livery (`<livery>/DefaultSkin.xml`): no file of the repository's.
        [("uri", .string(uri(path)))]
      } else {
        [("uri", .string(uri(path))), ("uriBaseId", .string("%SRCROOT%"))]
      }
    return (
      "physicalLocation",
      .object([
        ("artifactLocation", .object(artifact)),
        (
          "region",
          .object([
            ("startLine", .number(Double(location.line))),
            ("startColumn", .number(Double(location.column))),
          ])
        ),
      ])
    )
  }

  /// A path as a URI reference: every byte but unreserved characters and `/` percent-encoded.
  static func uri(_ path: String) -> String {
    var output = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        output.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        output += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return output
  }
}

/// Diagnostics as GitHub Actions workflow commands (`::warning file=…,line=…,col=…::message`),
/// which annotate a pull request's files: `livery lint --format github`. Messages and values are
/// escaped as GitHub documents (`%`, CR and LF everywhere; `:` and `,` in properties too), so no
/// theme text can start a command of its own.
public enum GitHubAnnotations {
  public static func lines(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { diagnostic in
      let command =
        switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      var properties: [String] = []
      if let location = diagnostic.location {
        properties += [
          "file=\(property(location.file.path))", "line=\(location.line)",
          "col=\(location.column)",
        ]
      }
      properties.append("title=\(property(diagnostic.code.rawValue))")
      var message = diagnostic.message
      if let fixIt = diagnostic.fixIt { message += " (fix: \(fixIt))" }
      for note in diagnostic.notes {
        message += "\n" + (note.location.map { "\($0): " } ?? "") + "note: " + note.message
      }
      return "::\(command) \(properties.joined(separator: ","))::\(data(message))\n"
    }.joined()
  }

  /// A command's message: `%`, CR and LF escaped.
  static func data(_ text: String) -> String {
    text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"])
  }

  /// A property's value: also `:` and `,`.
  static func property(_ text: String) -> String {
    text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
  }
}

extension String {
  /// Each scalar in `table` replaced by its replacement, in one pass (by scalar: "\r\n" is one
  /// Character, and must not slip through).
  fileprivate func replacingAll(_ table: [Unicode.Scalar: String]) -> String {
    var output = ""
    for scalar in unicodeScalars {
      if let replacement = table[scalar] {
        output += replacement
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}

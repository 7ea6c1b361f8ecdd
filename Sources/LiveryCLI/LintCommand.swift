import ArgumentParser
import Foundation
import LiveryCore
import LiveryLint
import LiveryReporting

/// `livery lint`: the theme's problems (as `check`) and the lint rules' findings.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract:
      "Lint themes: text contrast per component × style × state × colour scheme (WCAG 2.2), properties a type never reads, and every problem check reports; as text, json, sarif (SARIF 2.1.0) or github (workflow annotations).",
    discussion: """
      Rules: \(LintRule.all.map { "\($0.id) (\($0.defaultSeverity.rawValue))" }.joined(separator: ", ")).
      Exit status as check: 1 when anything is an error (or a warning, with --strict), or when there are more warnings than --max-warnings.
      """)

  @OptionGroup var theme: ThemeOptions

  @Flag(
    help: "Lint the files alone, without Livery's hard-coded defaults and default skin below them.")
  var noDefaults = false

  @Option(
    help:
      "WCAG level the contrast rule asks for: AA (4.5:1, large text 3:1) or AAA (7:1, 4.5:1); AA unless the configuration says otherwise."
  )
  var level: String?

  @Option(
    help: ArgumentHelp(
      "The lint configuration to use, instead of the nearest .livery.json at or above the first theme's folder.",
      valueName: "path"))
  var config: String?

  @Flag(help: "Use no configuration file: every rule at its default.")
  var noConfig = false

  @Flag(
    help:
      "Apply the safe fixes (a literal colour to the constant it equals, a deprecated token to the replacement its deprecation names), writing each file atomically; say what changed, then report what is left."
  )
  var fix = false

  @Option(
    name: .customLong("rule"),
    help: ArgumentHelp(
      "A rule's severity, rule=error|warning|info|off; repeatable or comma-separated.",
      valueName: "rule=severity"))
  var rules: [String] = []

  @Option(name: .customLong("max-warnings"), help: "Fail when there are more warnings than this.")
  var maxWarnings: Int?

  func validate() throws {
    try theme.format.requireTextOrJSON(also: [.sarif, .github])
    _ = try commandLine(over: LintConfiguration())
    if let maxWarnings, maxWarnings < 0 {
      throw ValidationError("--max-warnings must be 0 or more, not \(maxWarnings)")
    }
    if config != nil && noConfig { throw ValidationError("--config and --no-config contradict") }
  }

  /// The configuration file's settings (none with `--no-config`), its problems and its text.
  func fileConfiguration() -> (LintConfiguration, [Diagnostic], SourceFile?) {
    guard !noConfig else { return (LintConfiguration(), [], nil) }
    if let config { return LintConfigurationFile.read(config) }
    return Self.nearestConfiguration(to: theme.paths.first)
  }

  /// The `.livery.json` nearest `path` (a theme argument, `@axis=value` and all), read; the
  /// defaults when there is none. `preview` and `diff` lint with it too, so they show what
  /// `lint` reports.
  static func nearestConfiguration(to path: String?) -> (
    LintConfiguration, [Diagnostic], SourceFile?
  ) {
    let plain = path.map { $0.split(separator: "@", maxSplits: 1).first.map(String.init) ?? $0 }
    guard let found = LintConfigurationFile.find(from: plain ?? ".") else {
      return (LintConfiguration(), [], nil)
    }
    return LintConfigurationFile.read(found)
  }

  /// `configuration` with the command line's `--level` and `--rule`, which win everywhere.
  func commandLine(over configuration: LintConfiguration) throws -> LintConfiguration {
    var configuration = configuration
    if let level {
      guard let contrastLevel = LintConfiguration.ContrastLevel(rawValue: level.uppercased()) else {
        throw ValidationError("--level is AA or AAA, not '\(level)'")
      }
      configuration = configuration.setting(contrastLevel: contrastLevel)
    }
    for pair in rules.flatMap({ $0.split(separator: ",").map(String.init) }) {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let severity = LintRule.Severity(rawValue: parts[1].lowercased())
      else {
        throw ValidationError(
          "'\(pair)' is not rule=severity (severity: error, warning, info or off)")
      }
      guard let rule = LintRule.named(parts[0]) else {
        let known = LintRule.all.map(\.id).joined(separator: ", ")
        throw ValidationError("there is no lint rule '\(parts[0])' (rules: \(known))")
      }
      configuration = configuration.setting(rule, to: severity)
    }
    return configuration
  }

  func run() throws {
    var compiled = theme.load(includeDefaults: !noDefaults)
    let (fromFile, configurationProblems, configurationSource) = fileConfiguration()
    let configuration = try commandLine(over: fromFile)
    let linter = Linter(configuration)
    if fix {
      let fixed = applyFixes(linter.findings(in: compiled), in: compiled)
      if fixed > 0 { compiled = theme.load(includeDefaults: !noDefaults) }
    }
    // A theme with errors is reported as check reports it; its findings come from what loaded.
    let diagnostics = configurationProblems + compiled.diagnostics + linter.lint(compiled)
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    let failed =
      theme.fails(diagnostics) || maxWarnings.map { warnings > $0 } ?? false
    switch theme.format {
    case .sarif:
      let log = SARIFLog(
        tool: "livery",
        rules: LintRule.all.map {
          SARIFLog.Rule(
            id: $0.id, summary: $0.summary,
            defaultLevel: $0.defaultSeverity.diagnosticSeverity.map(SARIFLog.level) ?? "none")
        },
        ruleID: { code in
          code.rawValue.hasPrefix("lint.") ? String(code.rawValue.dropFirst(5)) : code.rawValue
        })
      let folder = FileManager.default.currentDirectoryPath
      Terminal.standardOutput.write(log.json(diagnostics, sourceRoot: folder).rendered() + "\n")
    case .github:
      Terminal.standardOutput.write(GitHubAnnotations.lines(diagnostics))
    case .json:
      let members: [(String, JSONText)] = [
        ("ok", .bool(!failed)),
        ("errors", .number(Double(diagnostics.filter { $0.severity == .error }.count))),
        ("warnings", .number(Double(warnings))),
        ("diagnostics", DiagnosticRenderer().json(diagnostics)),
      ]
      Terminal.standardOutput.write(JSONText.object(members).rendered() + "\n")
    case .text, .markdown:  // markdown is refused in validate()
      var sources = compiled.sources
      if let configurationSource { sources.add(configurationSource) }
      let renderer = DiagnosticRenderer(
        sources: sources, decorator: theme.decorator(for: .standardOutput))
      renderer.render(diagnostics, summary: false) { Terminal.standardOutput.write($0) }
      Terminal.standardOutput.write(
        DiagnosticRenderer.summary(
          errors: diagnostics.filter { $0.severity == .error }.count, warnings: warnings))
      if diagnostics.isEmpty {
        let rules = LintRule.all.filter { configuration.severity(of: $0) != .off }.map(\.id)
        Terminal.standardOutput.write(
          "no problems (rules: \(rules.isEmpty ? "none" : rules.joined(separator: ", ")))\n")
      }
    }
    // Said in every format, on standard error, so a SARIF or JSON consumer's output stays clean.
    if let maxWarnings, warnings > maxWarnings {
      Terminal.standardError.write(
        "error: \(warnings) warnings, more than --max-warnings \(maxWarnings)\n")
    }
    if failed { throw ExitCode(1) }
  }

  /// Applies the findings' safe fixes to their files, each written atomically where its text is
  /// still what was linted, and says each change (on standard output for text, standard error
  /// otherwise, so JSON and SARIF stay clean). Returns how many edits were made.
  func applyFixes(_ findings: [LintFinding], in compiled: CompiledTheme) -> Int {
    let output = theme.format == .text ? Terminal.standardOutput : Terminal.standardError
    var byFile: [SourceFileID: [(LintFix, DiagnosticCode)]] = [:]
    for finding in findings {
      if let fix = finding.fix {
        byFile[fix.location.file, default: []].append((fix, finding.diagnostic.code))
      }
    }
    var count = 0
    for (file, edits) in byFile.sorted(by: { $0.key.path < $1.key.path }) {
      guard let source = compiled.sources[file],
        let data = FileManager.default.contents(atPath: file.path)
      else {
        output.write(
          "not fixed: \(SourceLocation.displayed(file.path)) changed since it was read\n")
        continue
      }
      // A file with classic Mac line ends (CR alone) was read with LF ones: it is fixed as read
      // and written back with its CRs.
      let raw = String(decoding: data, as: UTF8.self)
      let endsLinesWithCR =
        raw != source.text && !data.contains(0x0A)
        && raw.replacingOccurrences(of: "\r", with: "\n") == source.text
      guard raw == source.text || endsLinesWithCR else {
        output.write(
          "not fixed: \(SourceLocation.displayed(file.path)) changed since it was read\n")
        continue
      }
      var (text, applied) = LintFix.apply(edits.map(\.0), to: source.text)
      if endsLinesWithCR { text = text.replacingOccurrences(of: "\n", with: "\r") }
      guard !applied.isEmpty else { continue }
      let codes = Dictionary(edits.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
      do {
        // Through a link to the file it names; the file keeps its permissions.
        let target = URL(fileURLWithPath: file.path).resolvingSymlinksInPath()
        let permissions = try? FileManager.default.attributesOfItem(atPath: target.path)[
          .posixPermissions]
        try Data(text.utf8).write(to: target, options: .atomic)
        if let permissions {
          try? FileManager.default.setAttributes(
            [.posixPermissions: permissions], ofItemAtPath: target.path)
        }
      } catch {
        output.write(
          "not fixed: cannot write \(SourceLocation.displayed(file.path)): \(error.localizedDescription)\n"
        )
        continue
      }
      for fix in applied {
        let code = codes[fix]?.rawValue ?? "lint"
        output.write(
          "fixed \(fix.location): \(DiagnosticRenderer.printable(fix.original)) → \(DiagnosticRenderer.printable(fix.replacement)) [\(code)]\n"
        )
      }
      count += applied.count
    }
    return count
  }
}

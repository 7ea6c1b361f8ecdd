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
    help: "WCAG level the contrast rule asks for: AA (4.5:1, large text 3:1) or AAA (7:1, 4.5:1).")
  var level = "AA"

  @Option(
    name: .customLong("rule"),
    help: ArgumentHelp(
      "A rule's severity, rule=error|warning|info|off; repeatable or comma-separated.",
      valueName: "rule=severity"))
  var rules: [String] = []

  @Option(name: .customLong("max-warnings"), help: "Fail when there are more warnings than this.")
  var maxWarnings: Int?

  func validate() throws {
    _ = try configuration()
    if let maxWarnings, maxWarnings < 0 {
      throw ValidationError("--max-warnings must be 0 or more, not \(maxWarnings)")
    }
  }

  /// The rules' severities and options from the command line.
  func configuration() throws -> LintConfiguration {
    var configuration = LintConfiguration()
    guard let contrastLevel = LintConfiguration.ContrastLevel(rawValue: level.uppercased()) else {
      throw ValidationError("--level is AA or AAA, not '\(level)'")
    }
    configuration.contrastLevel = contrastLevel
    for pair in rules.flatMap({ $0.split(separator: ",").map(String.init) }) {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let severity = LintRule.Severity(rawValue: parts[1].lowercased())
      else {
        throw ValidationError(
          "'\(pair)' is not rule=severity (severity: error, warning, info or off)")
      }
      guard LintRule.named(parts[0]) != nil else {
        let known = LintRule.all.map(\.id).joined(separator: ", ")
        throw ValidationError("there is no lint rule '\(parts[0])' (rules: \(known))")
      }
      configuration.severities[parts[0]] = severity
    }
    return configuration
  }

  func run() throws {
    let compiled = theme.load(includeDefaults: !noDefaults)
    // A theme with errors is reported as check reports it; its findings come from what loaded.
    let configuration = try configuration()
    let diagnostics = compiled.diagnostics + compiled.lint(configuration)
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
    case .text:
      let renderer = DiagnosticRenderer(
        sources: compiled.sources, decorator: theme.decorator(for: .standardOutput))
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
}

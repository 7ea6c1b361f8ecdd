import ArgumentParser
import LiveryCore
import LiveryFormats
import LiveryReporting

/// `livery check`: load themes and report every problem.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract:
      "Check theme files, over Livery's defaults and default skin as an app loads them, and report every problem with file:line:column (no files: the default skin itself)."
  )

  @OptionGroup var theme: ThemeOptions

  @Flag(name: .shortAndLong, help: "Also list the files read, with their format and variant.")
  var verbose = false

  @Flag(
    help: "Check the files alone, without Livery's hard-coded defaults and default skin below them."
  )
  var noDefaults = false

  @Option(
    name: .customLong("env"),
    help:
      "Environment axis=value the files are loaded for (it picks Redbeard's root file); repeatable or comma-separated."
  )
  var environment: [String] = []

  func validate() throws {
    try theme.format.requireTextOrJSON()
    _ = try StyleEnvironment.default.setting(arguments: environment)
  }

  func run() throws {
    let compiled = theme.load(
      includeDefaults: !noDefaults,
      environment: try StyleEnvironment.default.setting(arguments: environment))
    let diagnostics = compiled.diagnostics
    let failed = theme.fails(diagnostics)
    switch theme.format {
    case .json:
      var members: [(String, JSONText)] = [
        ("ok", .bool(!failed)),
        // Every problem counts, including the repeats the list leaves out.
        ("errors", .number(Double(compiled.diagnosticCounts.errors))),
        ("warnings", .number(Double(compiled.diagnosticCounts.warnings))),
        ("diagnostics", DiagnosticRenderer().json(diagnostics)),
      ]
      if verbose {
        members.insert(("files", filesJSON(compiled.theme)), at: 1)
        members.insert(("lightOnly", .bool(compiled.isLightOnly)), at: 2)
      }
      Terminal.standardOutput.write(JSONText.object(members).rendered() + "\n")
    case .text, .sarif, .github, .markdown:
      if verbose {
        for layer in compiled.theme.layers {
          // Livery's own layers (defaults, skin, palettes) are listed as bundled, the inputs as read.
          let verb = isInput(layer) ? "read" : "bundled"
          for sheet in layer.stylesheets {
            let variant = sheet.conditions.isEmpty ? "" : ", applies when \(sheet.conditions)"
            let why = sheet.readingNote.map { " — \($0)" } ?? ""
            Terminal.standardOutput.write(
              "\(verb) \(sheet.path) (\(sheet.format)\(variant))\(why)\n")
          }
        }
        if let note = compiled.lightOnlyNote { Terminal.standardOutput.write("note: \(note)\n") }
      }
      let renderer = DiagnosticRenderer(
        sources: compiled.sources, decorator: theme.decorator(for: .standardOutput))
      renderer.render(diagnostics, summary: false) { Terminal.standardOutput.write($0) }
      let counts = compiled.diagnosticCounts
      Terminal.standardOutput.write(
        DiagnosticRenderer.summary(errors: counts.errors, warnings: counts.warnings))
      if diagnostics.isEmpty {
        let count = compiled.theme.layers.filter(isInput).flatMap(\.stylesheets).count
        Terminal.standardOutput.write("no problems in \(count) file\(count == 1 ? "" : "s")\n")
      }
    }
    if failed { throw ExitCode(1) }
  }

  /// Whether a layer holds what the command checks: what it was given (or, given nothing, the
  /// defaults and the skin), rather than what Livery puts below it.
  private func isInput(_ layer: Layer) -> Bool {
    layer.role == .app || layer.role == .runtime || (theme.paths.isEmpty && layer.role != .palette)
  }

  private func filesJSON(_ theme: Theme) -> JSONText {
    .array(
      theme.layers.flatMap { layer in
        layer.stylesheets.map { sheet in
          .object([
            ("path", .string(sheet.path)), ("format", .string(sheet.format.name)),
            ("layer", .string(layer.name)),
            ("role", .string(layer.role.rawValue)),
            ("variant", .string(sheet.conditions.description)),
            ("why", sheet.readingNote.map(JSONText.string) ?? .null),
          ])
        }
      })
  }
}

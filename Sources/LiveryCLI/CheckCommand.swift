import ArgumentParser
import LiveryCore
import LiveryFormats
import LiveryReporting

/// `livery check`: load themes and report every problem.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check theme files and report every problem with file:line:column (no files: Livery's default skin).")

  @OptionGroup var theme: ThemeOptions

  @Flag(name: .shortAndLong, help: "Also list the files read, with their format and variant.")
  var verbose = false

  @Option(
    name: .customLong("env"),
    help: "Environment axis=value the files are loaded for (it picks Redbeard's root file); repeatable or comma-separated.")
  var environment: [String] = []

  func validate() throws { _ = try StyleEnvironment.default.setting(arguments: environment) }

  func run() throws {
    let compiled = theme.load(includeDefaults: false, environment: try StyleEnvironment.default.setting(arguments: environment))
    let diagnostics = compiled.diagnostics
    let failed = theme.fails(diagnostics)
    switch theme.format {
    case .json:
      var members: [(String, JSONText)] = [
        ("ok", .bool(!failed)),
        ("errors", .number(Double(diagnostics.filter { $0.severity == .error }.count))),
        ("warnings", .number(Double(diagnostics.filter { $0.severity == .warning }.count))),
        ("diagnostics", DiagnosticRenderer().json(diagnostics)),
      ]
      if verbose { members.insert(("files", filesJSON(compiled.theme)), at: 1) }
      Terminal.standardOutput.write(JSONText.object(members).rendered() + "\n")
    case .text:
      if verbose {
        for sheet in compiled.theme.layers.flatMap(\.stylesheets) {
          let variant = sheet.conditions.isEmpty ? "" : ", applies when \(sheet.conditions)"
          let why = sheet.readingNote.map { " — \($0)" } ?? ""
          Terminal.standardOutput.write("read \(sheet.path) (\(sheet.format)\(variant))\(why)\n")
        }
      }
      let renderer = DiagnosticRenderer(sources: compiled.sources, decorator: theme.decorator(for: .standardOutput))
      Terminal.standardOutput.write(renderer.render(diagnostics))
      if diagnostics.isEmpty {
        let count = compiled.theme.readStylesheets.count
        Terminal.standardOutput.write("no problems in \(count) file\(count == 1 ? "" : "s")\n")
      }
    }
    if failed { throw ExitCode(1) }
  }

  private func filesJSON(_ theme: Theme) -> JSONText {
    .array(
      theme.layers.flatMap { layer in
        layer.stylesheets.map { sheet in
          .object([
            ("path", .string(sheet.path)), ("format", .string(sheet.format.name)), ("layer", .string(layer.name)),
            ("variant", .string(sheet.conditions.description)), ("why", sheet.readingNote.map(JSONText.string) ?? .null),
          ])
        }
      })
  }
}

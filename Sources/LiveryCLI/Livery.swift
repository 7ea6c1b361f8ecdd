import ArgumentParser
import Foundation
import LiveryReporting

/// `livery`: check, resolve and explain themes from the command line.
@main
struct Livery: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "livery",
    abstract: "Read, check and resolve app themes: Motif (YAML, JSON), SAP MAF styling XML, NSS (NUI, SAP Fiori) and Redbeard JSON.",
    discussion: """
      Exit status: 0 when clean, 1 when a theme has errors (or warnings, with --strict), 2 for usage errors.
      A file can be attached to a variant: Dark.yaml@colorScheme=dark applies only in dark mode.
      """,
    subcommands: [CheckCommand.self, ResolveCommand.self, ExplainCommand.self, CatalogCommand.self, SkinCommand.self]
  )

  /// ArgumentParser exits 64 for usage errors; Livery's contract is 2.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      if code == .validationFailure {
        if wantsJSON(CommandLine.arguments) {
          // Tools that asked for JSON get the usage error as JSON too, on standard error.
          let diagnostic = JSONText.object([
            ("severity", .string("error")), ("code", .string("usage")), ("message", .string(message(for: error))),
          ])
          Terminal.standardError.write(JSONText.object([("diagnostics", .array([diagnostic]))]).rendered() + "\n")
        } else {
          Terminal.standardError.write(fullMessage(for: error) + "\n" + "Run 'livery help' for usage.\n")
        }
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }

  /// Whether the arguments ask for JSON output (`--format json` or `--format=json`).
  static func wantsJSON(_ arguments: [String]) -> Bool {
    arguments.indices.contains { index in
      arguments[index] == "--format=json" || (arguments[index] == "--format" && index + 1 < arguments.count && arguments[index + 1] == "json")
    }
  }
}

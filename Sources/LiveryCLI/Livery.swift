import ArgumentParser
import Foundation

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
        Terminal.standardError.write(fullMessage(for: error) + "\n" + "Run 'livery help' for usage.\n")
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }
}

import ArgumentParser
import Foundation
import LiveryReporting

/// `livery`: check, resolve and explain themes from the command line.
@main
struct Livery: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "livery",
    abstract: "Read, check, resolve and convert app themes: Motif (YAML, JSON), SAP MAF styling XML, NSS (NUI, SAP Fiori), Redbeard JSON and W3C design tokens; sign them into bundles apps update from.",
    discussion: """
      Exit status: 0 when clean, 1 when a theme has errors (or warnings, with --strict), 2 for usage errors.
      A file can be attached to a variant: Dark.yaml@colorScheme=dark applies only in dark mode.
      """,
    subcommands: [
      CheckCommand.self, ResolveCommand.self, ExplainCommand.self, RenderCommand.self, PreviewCommand.self, CatalogCommand.self,
      SkinCommand.self, KeygenCommand.self, BundleCommand.self, ServeCommand.self, UpdateCommand.self, SymbolsCommand.self,
      ConvertCommand.self,
    ]
  )

  /// ArgumentParser exits 64 for usage errors; Livery's contract is 2.
  static func main() async {
    do {
      var command = try parseAsRoot(coalescingRepeatedOptions(Array(CommandLine.arguments.dropFirst())))
      if var server = command as? any AsyncParsableCommand {
        try await server.run()
      } else {
        try command.run()
      }
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

  /// Options that take lists (comma-separated; `--style` a `:` chain, which is what repeating it
  /// means): repeats are joined into one before parsing, because
  /// ArgumentParser's work grows with the square of the number of repeats (30,000 `--env` took
  /// over a minute). Nothing after a `--` is touched.
  static let listOptions: [String: String] = ["--env": ",", "--state": ",", "--style": ":"]

  static func coalescingRepeatedOptions(_ arguments: [String]) -> [String] {
    // The options' values, in order, and where each option first appears.
    var values: [String: [String]] = [:]
    var pieces: [(option: String?, text: [String])] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        pieces.append((nil, Array(arguments[index...])))
        break
      }
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      guard listOptions[name] != nil else {
        pieces.append((nil, [argument]))
        index += 1
        continue
      }
      let value: String
      if argument.contains("=") {
        value = String(argument.dropFirst(name.count + 1))
        index += 1
      } else if index + 1 < arguments.count {
        value = arguments[index + 1]
        index += 2
      } else {
        // A missing value: left for ArgumentParser to report.
        pieces.append((nil, [argument]))
        break
      }
      if values[name] == nil { pieces.append((name, [])) }
      values[name, default: []].append(value)
    }
    return pieces.flatMap { piece -> [String] in
      guard let option = piece.option, let list = values[option] else { return piece.text }
      // Once: as written (ArgumentParser words an empty value best); repeated: joined.
      return list.count == 1 ? [option, list[0]] : [option + "=" + list.joined(separator: listOptions[option]!)]
    }
  }

  /// Whether the arguments ask for JSON output (`--format json` or `--format=json`).
  static func wantsJSON(_ arguments: [String]) -> Bool {
    arguments.indices.contains { index in
      arguments[index] == "--format=json" || (arguments[index] == "--format" && index + 1 < arguments.count && arguments[index + 1] == "json")
    }
  }
}

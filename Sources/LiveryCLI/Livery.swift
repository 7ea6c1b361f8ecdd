import ArgumentParser
import Foundation
import LiveryCore
import LiveryReporting

/// `livery`: check, resolve and explain themes from the command line.
@main
struct Livery: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "livery",
    abstract:
      "Read, check, resolve and convert app themes: Motif (YAML, JSON), SAP MAF styling XML, NSS (NUI, SAP Fiori), Redbeard JSON and W3C design tokens; sign them into bundles apps update from.",
    discussion: """
      Exit status: 0 when clean, 1 when a theme has errors (or warnings, with --strict), 2 for usage errors.
      A file can be attached to a variant: Dark.yaml@colorScheme=dark applies only in dark mode.
      """,
    subcommands: [
      CheckCommand.self, LintCommand.self, DiffCommand.self, ResolveCommand.self,
      ExplainCommand.self,
      RenderCommand.self,
      PreviewCommand.self, CatalogCommand.self,
      SkinCommand.self, KeygenCommand.self, BundleCommand.self, ServeCommand.self,
      UpdateCommand.self, SymbolsCommand.self,
      ConvertCommand.self,
    ]
  )

  /// ArgumentParser exits 64 for usage errors; Livery's contract is 2.
  static func main() async {
    do {
      let coalesced = coalescingRepeatedOptions(Array(CommandLine.arguments.dropFirst()))
      let (arguments, morePositionals) = separatingPositionals(coalesced)
      var command = try parseAsRoot(arguments)
      if !morePositionals.isEmpty {
        if var lists = command as? any ListsPositionals {
          try lists.appendPositionals(morePositionals)  // and checks them, as parsing would have
          command = lists
        } else {
          // a command without a list: ArgumentParser's own answer
          command = try parseAsRoot(coalesced)
        }
      }
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
            ("severity", .string("error")), ("code", .string("usage")),
            ("message", .string(message(for: error))),
          ])
          Terminal.standardError.write(
            JSONText.object([("diagnostics", .array([diagnostic]))]).rendered() + "\n")
        } else {
          Terminal.standardError.write(
            fullMessage(for: error) + "\n" + "Run 'livery help' for usage.\n")
        }
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }

  /// Options that take lists (comma-separated; `--style` a `:` chain, which is what repeating it
  /// means; `--constant` names joined with NUL, which no argument can hold): repeats are joined
  /// into one before parsing, because ArgumentParser's work grows with the square of the number of
  /// repeats (30,000 `--env` took over a minute, 10,000 `--constant` 7 s). Nothing after a `--` is
  /// touched.
  static let listOptions: [String: String] = [
    "--env": ",", "--state": ",", "--input": ",", "--style": ":",
    "--constant": QueryOptions.constantSeparator,
  ]

  /// Commands where an option of `listOptions` takes one value, not a list (`update --state` is a
  /// folder): not joined there.
  static let singleValued: [String: Set<String>] = ["--state": ["update", "preview"]]

  /// Every command's flags (options without a value; `LiveryCLITests` keeps the list in step
  /// with the commands). A repeated flag says nothing new and is dropped before parsing, for the
  /// same reason as `listOptions` (25,000 `-v` took 42 s).
  static let flagNames: Set<String> = [
    "-h", "--help", "-help", "-v", "--verbose", "--no-defaults", "--skin-dark", "--strict",
    "--include-styles", "--open", "--all", "--dark",
    "--check", "--force", "--no-confirm", "--no-config", "--fix", "--exit-code",
  ]

  /// Positionals past this many are handed to the command after parsing (`ListsPositionals`),
  /// for the same reason (16,000 paths took 6 s); up to it, ArgumentParser sees them all.
  static let positionalsParsedDirectly = 256

  static func coalescingRepeatedOptions(_ arguments: [String]) -> [String] {
    let commands = Set(configuration.subcommands.compactMap { $0.configuration.commandName })
    let command = arguments.first { commands.contains($0) }
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
      guard listOptions[name] != nil,
        !(command.map { singleValued[name]?.contains($0) ?? false } ?? false)
      else {
        if flagNames.contains(argument) {
          if values[argument] != nil {
            index += 1
            continue
          }
          values[argument] = []
        }
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
      // Once: as written (ArgumentParser words an empty value best), joined with '=' when the value
      // looks like an option (`--constant=-x`); repeated: joined.
      if list.count == 1 {
        return list[0].hasPrefix("-") ? [option + "=" + list[0]] : [option, list[0]]
      }
      return [option + "=" + list.joined(separator: listOptions[option]!)]
    }
  }

  /// The arguments with the positionals past the first taken out, when there are more than
  /// `positionalsParsedDirectly` (and no `--`); otherwise the arguments as they are. A positional
  /// is what neither starts with `-` nor follows an option that takes a value, nor names the
  /// command.
  static func separatingPositionals(_ arguments: [String]) -> (arguments: [String], more: [String])
  {
    let commands = Set(
      configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"])
    var kept: [String] = []
    var positionals: [(position: Int, text: String)] = []
    var sawCommand = false
    var index = 0
    var afterTerminator = false
    while index < arguments.count {
      let argument = arguments[index]
      if !afterTerminator, argument == "--" {
        // Everything after `--` is a positional, whatever it looks like.
        afterTerminator = true
        kept.append(argument)
        index += 1
        continue
      }
      if !afterTerminator, argument.hasPrefix("-"), argument != "-" {
        kept.append(argument)
        let takesValue = !argument.contains("=") && !flagNames.contains(argument)
        if takesValue, index + 1 < arguments.count { kept.append(arguments[index + 1]) }
        index += takesValue ? 2 : 1
        continue
      }
      if !sawCommand, !afterTerminator, commands.contains(argument) {
        sawCommand = true
        kept.append(argument)
      } else {
        positionals.append((kept.count, argument))
        kept.append(argument)
      }
      index += 1
    }
    guard positionals.count > positionalsParsedDirectly else { return (arguments, []) }
    let dropped = Set(positionals.dropFirst().map(\.position))
    return (
      kept.indices.filter { !dropped.contains($0) }.map { kept[$0] },
      positionals.dropFirst().map(\.text)
    )
  }

  /// Whether the arguments ask for JSON output (`--format json` or `--format=json`).
  static func wantsJSON(_ arguments: [String]) -> Bool {
    arguments.indices.contains { index in
      arguments[index] == "--format=json"
        || (arguments[index] == "--format" && index + 1 < arguments.count
          && arguments[index + 1] == "json")
    }
  }
}

/// A command whose positionals are one list: `Livery.main` hands a long list over after parsing
/// (`Livery.separatingPositionals`), and the command checks the whole list as parsing would have
/// (a usage error, exit 2).
protocol ListsPositionals: ParsableCommand {
  mutating func appendPositionals(_ more: [String]) throws
}

/// Commands whose positionals are `ThemeOptions.paths`.
protocol ListsThemePaths: ListsPositionals {
  var theme: ThemeOptions { get set }
}

extension ListsThemePaths {
  mutating func appendPositionals(_ more: [String]) throws {
    theme.paths += more
    try theme.validate()
    try validate()
  }
}

extension CheckCommand: ListsThemePaths {}
extension ResolveCommand: ListsThemePaths {}
extension ExplainCommand: ListsThemePaths {}
extension RenderCommand: ListsThemePaths {}
extension PreviewCommand: ListsThemePaths {}
extension ConvertCommand: ListsThemePaths {}
extension SymbolsCommand: ListsThemePaths {}

extension BundleCommand: ListsPositionals {
  mutating func appendPositionals(_ more: [String]) throws {
    paths += more
    try validate()
  }
}

extension CatalogCommand: ListsPositionals {
  mutating func appendPositionals(_ more: [String]) throws {
    types += more
    try validate()
  }
}

import ArgumentParser
import Foundation
import LiveryCore
import LiveryReporting
import LiverySymbols

/// `--access`: the generated declarations' access level.
enum AccessChoice: String, ExpressibleByArgument, CaseIterable {
  case `internal`, `package`, `public`

  var access: SymbolGenerator.Access { SymbolGenerator.Access(rawValue: rawValue)! }
}

/// `livery symbols PATH… -o FILE.swift`: Swift symbols for a theme's names.
struct SymbolsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "symbols",
    abstract:
      "Write Swift symbols for every style, type, constant, property, state and variant a theme uses, so app code never spells them as strings (no files: the default skin's).",
    discussion: """
      The file is written only when its content changed, has no timestamp, and is the same for the same names in any \
      order. --check writes nothing and exits 1 when FILE is missing or stale (for CI). A theme with errors writes \
      nothing (exit 1). Names that become one Swift identifier are both kept, disambiguated, with a warning naming both.
      """)

  @OptionGroup var theme: ThemeOptions

  func validate() throws { try theme.format.requireTextOrJSON() }

  @Option(name: .shortAndLong, help: "The Swift file to write.")
  var output: String

  @Option(help: "The access level of every declaration: internal, package or public.")
  var access: AccessChoice = .internal

  @Option(
    help:
      "The enum holding the symbols (default: the output file's name without Symbols.swift, or Theme)."
  )
  var name: String?

  @Option(
    name: .customLong("relative-to"),
    help: "Write paths in comments relative to this folder (default: the current one).")
  var relativeTo: String?

  @Flag(help: "Write nothing; exit 1 when the file is missing or not what would be written.")
  var check = false

  /// `BrandSymbols.swift` → `Brand`; `Symbols.swift` → `ThemeSymbols` (never `Theme`, which
  /// would hide LiveryCore's `Theme`).
  var namespace: String {
    if let name { return name }
    var base = ((output as NSString).lastPathComponent as NSString).deletingPathExtension
    if base.hasSuffix("Symbols") { base.removeLast("Symbols".count) }
    return base.isEmpty || base == "Theme" ? "ThemeSymbols" : base
  }

  func run() throws {
    let compiled = theme.load(includeDefaults: true)
    let problems = compiled.diagnostics.filter { $0.severity == .error }
    let renderer = DiagnosticRenderer(
      sources: compiled.sources, decorator: theme.decorator(for: .standardError))
    if !problems.isEmpty {
      Terminal.standardError.write(renderer.render(problems, summary: false))
      Terminal.standardError.write("the theme has errors; no symbols were written\n")
      throw ExitCode(1)
    }
    let folder = relativeTo ?? FileManager.default.currentDirectoryPath
    // The header names no input paths: the same names in any input order give the same bytes.
    var command = [
      "livery", "symbols", "THEME…", "-o", Self.relative(output, to: folder), "--name", namespace,
    ]
    if access != .internal { command += ["--access", access.rawValue] }
    // No files: the default skin's names.
    let generator = SymbolGenerator(
      namespace: namespace, access: access.access, command: command.joined(separator: " "),
      relativeTo: folder,
      layers: theme.paths.isEmpty ? [.skin] : [.app, .runtime])
    let generated = generator.generate(compiled)
    if !generated.diagnostics.isEmpty {
      Terminal.standardError.write(renderer.render(generated.diagnostics, summary: false))
    }
    let existing = SymbolFile.current(at: output)
    if check {
      guard existing == generated.source else {
        Terminal.standardError.write(
          "\(output) is \(existing == nil ? "missing" : "stale"); run: \(command.joined(separator: " "))\n"
        )
        throw ExitCode(1)
      }
      Terminal.standardOutput.write("\(output) is up to date\n")
      return
    }
    try OutputPath.check(output, inputs: theme.paths)
    do {
      switch try SymbolFile.write(generated.source, to: output) {
      case .written: Terminal.standardOutput.write("wrote \(output)\n")
      case .unchanged: Terminal.standardOutput.write("\(output) is up to date\n")
      }
    } catch {
      throw Terminal.refuse("cannot write \(output): \(error.localizedDescription)")
    }
  }

  static func relative(_ path: String, to folder: String) -> String {
    let absolute = path.hasPrefix("/") ? path : folder + "/" + path
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : path
  }
}

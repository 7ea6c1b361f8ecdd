import Foundation
import LiveryCore
import LiveryFormats
import LiveryReporting
import LiverySymbols

// `livery-symbols`: the build-tool plugin's generator. The same library as `livery symbols`,
// without the CLI's dependencies, so an app's build compiles only Livery's core, its readers
// and this file.
//
//   livery-symbols --output FILE --name NAME [--access internal|package|public] [--relative-to DIR] THEME…

struct Arguments {
  var output = ""
  var name = ""
  var access = SymbolGenerator.Access.internal
  var relativeTo: String?
  var themes: [String] = []

  init(_ arguments: [String]) throws {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      func value() throws -> String {
        guard let next = rest.popFirst() else { throw Usage("\(argument) needs a value") }
        return next
      }
      switch argument {
      case "--output", "-o": output = try value()
      case "--name": name = try value()
      case "--relative-to": relativeTo = try value()
      case "--access":
        let text = try value()
        guard let level = SymbolGenerator.Access(rawValue: text) else {
          throw Usage("--access is internal, package or public, not \(text)")
        }
        access = level
      default:
        guard !argument.hasPrefix("--") else { throw Usage("unknown option \(argument)") }
        themes.append(argument)
      }
    }
    guard !output.isEmpty, !name.isEmpty else { throw Usage("--output and --name are required") }
  }
}

struct Usage: Error {
  let message: String
  init(_ message: String) { self.message = message }
}

func fail(_ text: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data(text.utf8))
  exit(status)
}

let arguments: Arguments
do {
  arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
} catch let usage as Usage {
  fail(
    "livery-symbols: \(usage.message)\nusage: livery-symbols --output FILE --name NAME [--access LEVEL] [--relative-to DIR] THEME…\n",
    status: 2)
}

// `PATH@axis=value` attaches a file or folder to a variant (the plugin derives it from folder names).
var inputs = arguments.themes.map { argument -> ThemeInput in
  if case .success(let input) = ThemeInput.parse(argument) { return input }
  return ThemeInput.path(argument)
}
var theme = ThemeLoader.read(inputs).compile()
// A target may hold XML or JSON that is no theme (fixtures, animations): skipped, with a warning.
let unclaimed = Set(
  theme.diagnostics.filter { $0.code == .fileUnknownFormat }.compactMap { $0.location?.path })
if !unclaimed.isEmpty {
  for path in unclaimed.sorted() {
    FileHandle.standardError.write(
      Data("livery-symbols: warning: \(path) is not a theme file no format reads; skipped\n".utf8))
  }
  inputs.removeAll { unclaimed.contains($0.displayPath) }
  theme = ThemeLoader.read(inputs).compile()
}
let renderer = DiagnosticRenderer(sources: theme.sources)
let errors = theme.diagnostics.filter { $0.severity == .error }
guard errors.isEmpty else {
  fail(
    renderer.render(errors, summary: false)
      + "livery-symbols: the theme has errors; no symbols were written\n", status: 1)
}
let generated = SymbolGenerator(
  namespace: arguments.name, access: arguments.access,
  command: "the LiverySymbolsPlugin build-tool plugin", relativeTo: arguments.relativeTo
).generate(theme)
if !generated.diagnostics.isEmpty {
  FileHandle.standardError.write(Data(renderer.render(generated.diagnostics, summary: false).utf8))
}
do {
  _ = try SymbolFile.write(generated.source, to: arguments.output)
} catch {
  fail(
    "livery-symbols: cannot write \(arguments.output): \(error.localizedDescription)\n", status: 1)
}

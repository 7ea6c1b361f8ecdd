import ArgumentParser
import Foundation
import LiveryConversion
import LiveryCore
import LiveryReporting

/// `--to`: a target of `ConversionTarget`, as the command line spells it.
struct TargetChoice: ExpressibleByArgument {
  let target: ConversionTarget

  init?(argument: String) {
    guard let target = ConversionTarget(rawValue: argument.lowercased()) else { return nil }
    self.target = target
  }

  static var allValueStrings: [String] { ConversionTarget.allCases.map(\.rawValue) }
}

/// `livery convert PATH… --to FORMAT [-o FILE|DIR]`: a theme in another format, through the shared model.
struct ConvertCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract:
      "Write a theme in another format: \(ConversionTarget.allCases.map(\.rawValue).joined(separator: ", ")) (no files: the default skin).",
    discussion: """
      Everything the target cannot express (a state in Motif, a style in design tokens, a variant Motif cannot hold) is \
      listed as one warning per item at its source location; --strict then exits 1. A theme with errors writes nothing. \
      Without -o a single file goes to standard output; output of several files (a design-token resolver and its \
      files) needs -o DIR.
      """)

  @OptionGroup var theme: ThemeOptions

  @Option(
    help:
      "The format to write: \(ConversionTarget.allCases.map(\.rawValue).joined(separator: ", ")).")
  var to: TargetChoice

  @Option(
    name: .shortAndLong, help: "The file to write, or the folder for output of several files.")
  var output: String?

  @Option(
    help:
      "The name the written files start with (default: the first input's or the output file's name)."
  )
  var name: String?

  @Flag(
    name: .customLong("include-styles"),
    help:
      "With --to dtcg: write the styles too, as component tokens (livery.styles.Button.backgroundColor) other tools read, with records Livery reads back into the same styles."
  )
  var includeStyles = false

  func validate() throws {
    try theme.format.requireTextOrJSON()
    if includeStyles && to.target != .dtcg && to.target != .dtcgStyles {
      throw ValidationError(
        "--include-styles is for --to dtcg; \(to.target.rawValue) writes styles anyway.")
    }
  }

  /// The writer, with `--include-styles` applied.
  var writer: any ThemeWriter {
    includeStyles ? ConversionTarget.dtcgStyles.writer : to.target.writer
  }

  var baseName: String {
    if let name { return name }
    let from =
      output.flatMap { path -> String? in
        var isFolder: ObjCBool = false
        let folder =
          path.hasSuffix("/")
          || (FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            && isFolder.boolValue)
        return folder ? nil : path
      } ?? theme.paths.first.map { ($0.split(separator: "@").first.map(String.init) ?? $0) }
    guard let from else { return "DefaultSkin" }
    var base = (from as NSString).lastPathComponent
    while let dot = base.lastIndex(of: "."), dot != base.startIndex { base = String(base[..<dot]) }
    return base.isEmpty ? "theme" : base
  }

  func run() throws {
    let compiled = theme.load(includeDefaults: theme.paths.isEmpty)
    let renderer = DiagnosticRenderer(
      sources: compiled.sources, decorator: theme.decorator(for: .standardError))
    let errors = compiled.diagnostics.filter { $0.severity == .error }
    if !errors.isEmpty {
      Terminal.standardError.write(renderer.render(errors, summary: false))
      Terminal.standardError.write("the theme has errors; nothing was written\n")
      throw ExitCode(1)
    }
    let source = ConversionSource(
      compiled: compiled, roles: theme.paths.isEmpty ? [.skin] : [.app, .runtime])
    let written = writer.write(source, baseName: baseName)
    if !written.losses.isEmpty {
      Terminal.standardError.write(renderer.render(written.losses, summary: false))
      let count = written.losses.count
      Terminal.standardError.write(
        "\(count) item\(count == 1 ? "" : "s") could not be written as \(writer.name)\n")
    }
    try save(written.files)
    if theme.strict && !written.losses.isEmpty { throw ExitCode(1) }
  }

  private func save(_ files: [ConversionOutput.File]) throws {
    if let name { try OutputPath.checkName(name, option: "--name") }
    guard let output else {
      guard files.count == 1 else {
        throw ValidationError(
          "\(to.target.rawValue) writes \(files.count) files (\(files.map(\.path).joined(separator: ", "))); give -o FOLDER"
        )
      }
      Terminal.standardOutput.write(files[0].text)
      return
    }
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isFolder)
    if files.count == 1 && !(exists && isFolder.boolValue) && !output.hasSuffix("/") {
      try OutputPath.check(output, inputs: theme.paths)
      try write(files[0].text, to: output)
      Terminal.standardError.write("wrote \(output)\n")
      return
    }
    let paths = files.map { (output as NSString).appendingPathComponent($0.path) }
    // Every file checked before any is written: a refusal leaves nothing half-written.
    for path in paths { try OutputPath.check(path, inputs: theme.paths) }
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    for (file, path) in zip(files, paths) {
      try write(file.text, to: path)
      Terminal.standardError.write("wrote \(path)\n")
    }
  }

  private func write(_ text: String, to path: String) throws {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw Terminal.refuse("cannot write \(path): \(error.localizedDescription)")
    }
  }
}

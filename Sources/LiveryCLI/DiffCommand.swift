import ArgumentParser
import Foundation
import LiveryCore
import LiveryDiff
import LiveryFormats
import LiveryLint
import LiveryReporting

/// `livery diff OLD NEW`: what a change to a theme did, semantically (review-tools.md §2).
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract:
      "What a change to a theme did: every resolved value of every component × style × state × colour scheme, old → new, with both declarations and the constant that caused it; styles and constants added and removed; contrast findings introduced and fixed. As text, json or markdown (a pull-request comment).",
    discussion: """
      OLD and NEW are theme files or folders, or REV:PATH from git (livery diff main:Themes Themes).
      Exit status: 0, or with --exit-code 1 when anything changed (as git diff --exit-code); 2 for usage errors and for a side that cannot be read.
      """)

  @OptionGroup var theme: ThemeOptions

  @Flag(
    help: "Exit 1 when the themes differ, 0 when they do not (as git diff --exit-code).")
  var exitCode = false

  @Flag(help: "Compare the files alone, without Livery's hard-coded defaults and default skin.")
  var noDefaults = false

  func validate() throws {
    try theme.format.requireTextOrJSON(also: [.markdown])
    guard theme.paths.count == 2 else {
      throw ValidationError(
        "diff compares two themes: livery diff OLD NEW (files, folders or REV:PATH); \(theme.paths.count) given"
      )
    }
  }

  func run() throws {
    let sides = try theme.paths.map(Self.input)
    let old = theme.load([sides[0]], includeDefaults: !noDefaults)
    let new = theme.load([sides[1]], includeDefaults: !noDefaults)
    // Each side's own problems, said on standard error: the diff is of what loaded — unless a
    // side could not be read at all, which would show as every style removed or added.
    var unreadable = false
    for (label, compiled) in [("old", old), ("new", new)] {
      let errors = compiled.errors
      guard !errors.isEmpty else { continue }
      let missing = Self.wasNotFound(compiled)
      unreadable = unreadable || missing
      if !missing {
        Terminal.standardError.write(
          "warning: the \(label) theme has \(errors.count) error\(errors.count == 1 ? "" : "s"); the diff is of what loaded\n"
        )
      }
      let renderer = DiagnosticRenderer(
        sources: compiled.sources, decorator: theme.decorator(for: .standardError))
      renderer.render(errors, summary: false) { Terminal.standardError.write($0) }
    }
    if unreadable { throw ExitCode(2) }
    // The new side's lint configuration, as `livery lint` would find it there.
    let lint = LintCommand.nearestConfiguration(
      to: GitThemePath.parse(theme.paths[1]) == nil ? theme.paths[1] : nil
    ).0
    let diff = ThemeDiff(old: old, new: new, lint: lint)
    switch theme.format {
    case .json: Terminal.standardOutput.write(diff.json.rendered() + "\n")
    case .markdown: Terminal.standardOutput.write(diff.markdown())
    case .text, .sarif, .github:  // sarif and github are refused in validate()
      Terminal.standardOutput.write(diff.text(decorator: theme.decorator(for: .standardOutput)))
    }
    if exitCode && !diff.isEmpty { throw ExitCode(1) }
  }

  /// Whether nothing of a side could be read — no such file, no theme by that name — so a
  /// comparison with it would show every style added or removed.
  static func wasNotFound(_ theme: CompiledTheme) -> Bool {
    theme.errors.contains { $0.code == .fileUnreadable || $0.code == .motifThemeNotFound }
  }

  /// A side as a theme input: a path on disk (with `@axis=value`), or `REV:PATH` from git
  /// (`preview --compare` reads its OLD so too).
  static func input(_ argument: String) throws -> ThemeInput {
    if let git = GitThemePath.parse(argument) {
      do { return try git.input() } catch {
        Terminal.standardError.write("error: \(DiagnosticRenderer.printable(error.description))\n")
        throw ExitCode(2)
      }
    }
    guard case .success(let input) = ThemeInput.parse(argument) else {
      return ThemeInput.path(argument)
    }
    return input
  }
}

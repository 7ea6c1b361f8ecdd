import Foundation
public import LiveryCore
import LiveryFormats

/// `.livery.json`: a project's lint configuration, found by walking up from the theme's folder
/// (the nearest one counts; they do not merge).
///
/// ```json
/// {
///   "rules": {
///     "contrast": { "severity": "error", "level": "AAA" },
///     "unused-property": "off",
///     "touch-target": { "minimum": 48 }
///   },
///   "overrides": [
///     { "files": ["Legacy/**"], "rules": { "contrast": "warning", "dark-mode-coverage": "off" } }
///   ]
/// }
/// ```
///
/// A rule is a severity (`error`, `warning`, `info`, `off`) or an object with `severity` and the
/// rule's options. `overrides` apply, in order, to files matching their `files` globs (relative to
/// this file's folder; a pattern without `/` matches a name in any folder). Every mistake is a
/// diagnostic at its place, with the nearest valid word where one is close.
public enum LintConfigurationFile {
  /// The file's name.
  public static let name = ".livery.json"

  /// The nearest configuration file at or above `path`'s folder (`path` itself when it is a
  /// folder), or `nil`.
  public static func find(from path: String) -> String? {
    var isDirectory: ObjCBool = false
    var folder = URL(fileURLWithPath: path).standardizedFileURL
    if !(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
      && isDirectory.boolValue)
    {
      folder.deleteLastPathComponent()
    }
    while true {
      let candidate = folder.appendingPathComponent(name).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }

  /// The configuration in the file at `path`, its problems, and its text (for showing them).
  public static func read(_ path: String) -> (LintConfiguration, [Diagnostic], SourceFile?) {
    let file = SourceFileID(path: path)
    guard let data = FileManager.default.contents(atPath: path) else {
      return (
        LintConfiguration(),
        [.error(code, "cannot read the lint configuration '\(path)'", at: .startOf(file))], nil
      )
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      return (
        LintConfiguration(),
        [.error(code, "the lint configuration is not UTF-8 text", at: .startOf(file))], nil
      )
    }
    // Line breaks made as every theme file's are (a lone carriage return is a line feed), so
    // the reader's lines are the lines diagnostics show.
    let source = SourceText.file(text: text, path: path).file
    let (configuration, diagnostics) = parse(
      source.text, file: file,
      directory: URL(fileURLWithPath: path).deletingLastPathComponent().path)
    return (configuration, diagnostics, source)
  }

  /// The configuration `text` says, its patterns relative to `directory`.
  package static func parse(_ text: String, file: SourceFileID, directory: String) -> (
    LintConfiguration, [Diagnostic]
  ) {
    var reader = Reader(file: file, directory: directory)
    let (tree, syntax) = JSONScanner.parse(Array(text.utf8), file: file, options: .strict)
    reader.diagnostics = syntax
    if let tree, let root = tree.root { reader.read(root, in: tree) }
    return (reader.configuration, reader.diagnostics)
  }

  static let code = DiagnosticCode(rawValue: "lint.configuration")

  private struct Reader {
    let file: SourceFileID
    let directory: String
    var configuration = LintConfiguration()
    var diagnostics: [Diagnostic] = []

    init(file: SourceFileID, directory: String) {
      self.file = file
      self.directory = directory
    }

    mutating func read(_ root: SyntaxTree.Index, in tree: SyntaxTree) {
      guard expect(.mapping, root, in: tree, "the configuration") else { return }
      for (key, value) in tree.entries(root) {
        switch tree.string(key) {
        case "rules":
          var settings = Settings()
          readRules(value, in: tree, into: &settings)
          configuration.severities = settings.severities
          if let level = settings.contrastLevel { configuration.contrastLevel = level }
          if let minimum = settings.minimumTouchTarget {
            configuration.minimumTouchTarget = minimum
          }
        case "overrides":
          guard expect(.sequence, value, in: tree, "'overrides'") else { continue }
          for element in tree.elements(value) { readOverride(element, in: tree) }
        case "$schema": continue
        case let other:
          unknown(other, at: tree.location(key), among: ["rules", "overrides"])
        }
      }
    }

    mutating func readOverride(_ index: SyntaxTree.Index, in tree: SyntaxTree) {
      guard expect(.mapping, index, in: tree, "an override") else { return }
      var patterns: [String]?
      var settings = Settings()
      for (key, value) in tree.entries(index) {
        switch tree.string(key) {
        case "files":
          if tree.kind(value) == .string {
            patterns = [tree.string(value)]
          } else if expect(.sequence, value, in: tree, "'files'") {
            patterns = tree.elements(value).compactMap { element in
              expect(.string, element, in: tree, "a pattern") ? tree.string(element) : nil
            }
          }
        case "rules": readRules(value, in: tree, into: &settings)
        case let other: unknown(other, at: tree.location(key), among: ["files", "rules"])
        }
      }
      guard let patterns, !patterns.isEmpty else {
        diagnostics.append(
          .error(
            code, "an override needs 'files': the paths it applies to, as glob patterns",
            at: tree.location(index)))
        return
      }
      var override = LintConfiguration.Override(patterns: patterns, relativeTo: directory)
      override.severities = settings.severities
      override.contrastLevel = settings.contrastLevel
      override.minimumTouchTarget = settings.minimumTouchTarget
      configuration.overrides.append(override)
    }

    struct Settings {
      var severities: [String: LintRule.Severity] = [:]
      var contrastLevel: LintConfiguration.ContrastLevel?
      var minimumTouchTarget: Double?
    }

    mutating func readRules(
      _ index: SyntaxTree.Index, in tree: SyntaxTree, into settings: inout Settings
    ) {
      guard expect(.mapping, index, in: tree, "'rules'") else { return }
      for (key, value) in tree.entries(index) {
        let id = tree.string(key)
        guard let rule = LintRule.named(id) else {
          unknown(id, at: tree.location(key), among: LintRule.all.map(\.id), what: "lint rule")
          continue
        }
        switch tree.kind(value) {
        case .string:
          if let severity = severity(value, in: tree) { settings.severities[id] = severity }
        case .mapping:
          for (optionKey, option) in tree.entries(value) {
            let name = tree.string(optionKey)
            switch (rule, name) {
            case (_, "severity"):
              if expect(.string, option, in: tree, "'severity'"),
                let severity = severity(option, in: tree)
              {
                settings.severities[id] = severity
              }
            case (.contrast, "level"):
              guard expect(.string, option, in: tree, "'level'") else { continue }
              let text = tree.string(option)
              if let level = LintConfiguration.ContrastLevel(rawValue: text.uppercased()) {
                settings.contrastLevel = level
              } else {
                diagnostics.append(
                  .error(code, "'level' is AA or AAA, not '\(text)'", at: tree.location(option)))
              }
            case (.touchTarget, "minimum"):
              guard expect(.number, option, in: tree, "'minimum'") else { continue }
              let minimum = tree.number(option)
              if minimum > 0, minimum.isFinite {
                settings.minimumTouchTarget = minimum
              } else {
                diagnostics.append(
                  .error(
                    code, "'minimum' is a size in points above 0", at: tree.location(option)))
              }
            default:
              let options = ["severity"] + Self.options(of: rule)
              unknown(
                name, at: tree.location(optionKey), among: options,
                what: "option of '\(id)'")
            }
          }
        default:
          diagnostics.append(
            .error(
              code,
              "a rule is a severity (error, warning, info, off) or an object with 'severity' and options",
              at: tree.location(value)))
        }
      }
    }

    static func options(of rule: LintRule) -> [String] {
      switch rule {
      case .contrast: ["level"]
      case .touchTarget: ["minimum"]
      default: []
      }
    }

    mutating func severity(_ index: SyntaxTree.Index, in tree: SyntaxTree) -> LintRule.Severity? {
      let text = tree.string(index)
      if let severity = LintRule.Severity(rawValue: text.lowercased()) { return severity }
      diagnostics.append(
        .error(
          code, "'\(text)' is no severity: error, warning, info or off", at: tree.location(index),
          fixIt: Suggestions.phrase(
            Suggestions.closest(to: text, among: LintRule.Severity.allCases.map(\.rawValue))
          )))
      return nil
    }

    mutating func expect(
      _ kind: SyntaxTree.Kind, _ index: SyntaxTree.Index, in tree: SyntaxTree, _ what: String
    ) -> Bool {
      guard tree.kind(index) != kind else { return true }
      let wanted = kind.valueKind.jsonDescription
      diagnostics.append(.error(code, "\(what) must be \(wanted)", at: tree.location(index)))
      return false
    }

    mutating func unknown(
      _ name: String, at location: SourceLocation, among known: [String],
      what: String = "key"
    ) {
      diagnostics.append(
        .error(
          code, "unknown \(what) '\(name)' (known: \(known.joined(separator: ", ")))",
          at: location,
          fixIt: Suggestions.phrase(Suggestions.closest(to: name, among: known))))
    }
  }
}

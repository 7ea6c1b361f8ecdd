public import LiveryCore
import Foundation

/// Finds Motif theme files by theme name, the way Motif's `themeWithNames:` does
/// (motif.md "Locating a theme by name").
public enum MotifThemeLocator {
  /// Tried in this order; the extension order beats an exact-name match.
  public static let extensions = ["yaml", "yml", "json"]

  /// The file for theme `name` in `directory`: for each extension, `<name>.<ext>` then
  /// `<name>Theme.<ext>`. Not found: P1, listing the theme names that do exist.
  public static func locate(name: String, in directory: String) -> Result<String, Diagnostic> {
    let base = directory.isEmpty ? "." : directory
    for fileExtension in extensions {
      for candidate in ["\(name).\(fileExtension)", "\(name)Theme.\(fileExtension)"] {
        let path = base == "." && directory.isEmpty ? candidate : "\(base)/\(candidate)"
        if FileManager.default.fileExists(atPath: path) { return .success(path) }
      }
    }
    let available = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
    let themeNames = available.filter { file in extensions.contains { file.hasSuffix(".\($0)") } }.map(themeName).sorted()
    let location = SourceLocation.startOf(SourceFileID(path: directory.isEmpty ? name : "\(directory)/\(name)"))
    let suggestions = Suggestions.closest(to: name, among: themeNames)
    var notes: [Diagnostic.Note] = []
    if !themeNames.isEmpty {
      notes.append(.init("themes in \(base): \(Array(Set(themeNames)).sorted().joined(separator: ", "))"))
    }
    return .failure(
      .error(
        .motifThemeNotFound,
        "no theme named '\(name)' in \(base) (looked for \(name).yaml, \(name)Theme.yaml, .yml and .json)",
        at: location, notes: notes, fixIt: Suggestions.phrase(suggestions)))
  }

  /// The theme name of a file: without its extension, and without a trailing `Theme` unless that is
  /// the whole name (`ColorsTheme.yaml` → `Colors`, `Theme.yml` → `Theme`).
  public static func themeName(_ fileName: String) -> String {
    let last = fileName.split(separator: "/").last.map(String.init) ?? fileName
    var name = last
    if let dot = last.lastIndex(of: ".") { name = String(last[..<dot]) }
    // Motif checks only the first occurrence of "Theme": `ThemeFooTheme` stays as it is.
    if let range = name.range(of: "Theme"), range.upperBound == name.endIndex, range.lowerBound != name.startIndex {
      name = String(name[..<range.lowerBound])
    }
    return name
  }
}

import Foundation
package import LiveryCore

/// Finds Motif theme files by theme name, the way Motif's `themeWithNames:` does
/// (motif.md "Locating a theme by name").
package enum MotifThemeLocator {
  /// Tried in this order; the extension order beats an exact-name match.
  package static let extensions = ["yaml", "yml", "json"]

  /// The file for theme `name` in `folder` of `source` (a path relative to it): for each extension,
  /// `<name>.<ext>` then `<name>Theme.<ext>`. Not found: P1, listing the theme names that do exist.
  package static func locate(name: String, in folder: String, of source: any ThemeSource) -> Result<
    String, Diagnostic
  > {
    let prefix = folder.isEmpty ? "" : folder + "/"
    let shown = source.displayPath(of: folder)
    let location = SourceLocation.startOf(SourceFileID(path: source.displayPath(of: prefix + name)))
    let listed: [SourceEntry]
    switch source.files() {
    case .success(let entries): listed = entries
    case .failure(let error):
      return .failure(.error(.fileUnreadable, "\(shown): \(error.message)", at: location))
    }
    // Names match exactly, as on a case-sensitive disk (an iOS device), whatever the disk here does.
    let available = Set(
      listed.filter { $0.problem == nil }.map(\.path).filter {
        $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/")
      })
    for fileExtension in extensions {
      for candidate in ["\(name).\(fileExtension)", "\(name)Theme.\(fileExtension)"]
      where available.contains(prefix + candidate) {
        return .success(prefix + candidate)
      }
    }
    let themeNames = available.filter { file in extensions.contains { file.hasSuffix(".\($0)") } }
      .map(themeName)
    let suggestions = Suggestions.closest(to: name, among: themeNames)
    var notes: [Diagnostic.Note] = []
    if !themeNames.isEmpty {
      notes.append(
        .init("themes in \(shown): \(Array(Set(themeNames)).sorted().joined(separator: ", "))"))
    }
    return .failure(
      .error(
        .motifThemeNotFound,
        "no theme named '\(name)' in \(shown) (looked for \(name).yaml, \(name)Theme.yaml, .yml and .json)",
        at: location, notes: notes, fixIt: Suggestions.phrase(suggestions)))
  }

  /// `locate` in a folder on disk; the result is the file's path as `directory/name.ext`.
  package static func locate(name: String, in directory: String) -> Result<String, Diagnostic> {
    let source = FolderSource(directory)
    return locate(name: name, in: "", of: source).map { source.displayPath(of: $0) }
  }

  /// The theme name of a file: without its extension, and without a trailing `Theme` unless that is
  /// the whole name (`ColorsTheme.yaml` → `Colors`, `Theme.yml` → `Theme`).
  package static func themeName(_ fileName: String) -> String {
    let last = fileName.split(separator: "/").last.map(String.init) ?? fileName
    var name = last
    if let dot = last.lastIndex(of: ".") { name = String(last[..<dot]) }
    // Motif checks only the first occurrence of "Theme": `ThemeFooTheme` stays as it is.
    if let range = name.range(of: "Theme"), range.upperBound == name.endIndex,
      range.lowerBound != name.startIndex
    {
      name = String(name[..<range.lowerBound])
    }
    return name
  }
}

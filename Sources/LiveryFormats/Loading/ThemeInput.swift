public import Foundation
public import LiveryCore

/// Something to load: a file, a folder, files in memory or a theme name, from a source, optionally
/// attached to a variant ("this file applies when colorScheme=dark").
///
/// ```swift
/// ThemeInput.file("Themes/Brand.nss")
/// ThemeInput.folder(Bundle.main.url(forResource: "Themes", withExtension: nil)!)
/// ThemeInput.memory(["Brand.yaml": bytes])
/// ThemeInput.file("Themes/Dark.nss").when(Conditions([.equals(.colorScheme, "dark")]))
/// ```
public struct ThemeInput: Sendable {
  /// What of the source to load.
  public enum Selection: Sendable, Hashable {
    /// Every theme file of the folder at this path of the source (`""`: the whole source); a folder a
    /// format reads as a whole (a Redbeard theme root) is read that way.
    case folder(String)
    /// One file.
    case file(String)
    /// The file a theme name stands for, in a folder of the source (Motif: `Colors` finds
    /// `Colors.yaml` or `ColorsTheme.yaml`).
    case themeName(String, inFolder: String)
  }

  public var source: any ThemeSource
  public var selection: Selection
  /// "This input applies when …".
  public var conditions: Conditions

  public init(
    source: any ThemeSource, selection: Selection = .folder(""), conditions: Conditions = .always
  ) {
    self.source = source
    self.selection = selection
    self.conditions = conditions
  }

  /// A file on disk.
  public static func file(_ path: String) -> ThemeInput {
    let (source, name) = FolderSource.containing(path)
    return ThemeInput(source: source, selection: .file(name))
  }

  public static func file(_ url: URL) -> ThemeInput { file(url.path) }

  /// A folder on disk: its theme files, in path order, or the theme it is (a Redbeard theme root).
  public static func folder(_ path: String) -> ThemeInput {
    ThemeInput(source: FolderSource(path))
  }

  public static func folder(_ url: URL) -> ThemeInput { folder(url.path) }

  /// Files in memory, by relative path; `root` is what diagnostics show in front of the paths.
  public static func memory(_ files: [String: [UInt8]], root: String = "") -> ThemeInput {
    ThemeInput(source: MemorySource(files, root: root))
  }

  /// Files in memory, given as `Data`.
  public static func memory(_ files: [String: Data], root: String = "") -> ThemeInput {
    memory(files.mapValues { [UInt8]($0) }, root: root)
  }

  /// A theme by name in a folder on disk (Motif's lookup).
  public static func themeNamed(_ name: String, in folder: String) -> ThemeInput {
    ThemeInput(source: FolderSource(folder), selection: .themeName(name, inFolder: ""))
  }

  /// What a command-line path means: a folder, a file, or — when nothing is there and the name has
  /// no extension — a theme name in the path's folder.
  public static func path(_ path: String) -> ThemeInput {
    guard !path.isEmpty else { return ThemeInput(source: FolderSource(""), selection: .file("")) }
    var trimmed = path
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    let (parent, name) = FolderSource.containing(trimmed)
    switch parent.kind(of: name) {
    case .folder: return folder(trimmed)
    case .file: return file(trimmed)
    case nil:
      if !name.contains("."), !name.isEmpty {
        return ThemeInput(source: parent, selection: .themeName(name, inFolder: ""))
      }
      return file(trimmed)
    }
  }

  /// This input, applying only when `conditions` hold (and any conditions it had).
  public func when(_ conditions: Conditions) -> ThemeInput {
    var copy = self
    copy.conditions = self.conditions.and(conditions)
    return copy
  }

  /// Parses a command-line argument: `path` or `path@axis=value[,axis=value]`. A path that exists
  /// as written is never split.
  public static func parse(_ argument: String) -> Result<ThemeInput, ValueError> {
    guard !argument.isEmpty else {
      return .failure(ValueError("an empty path names no file or folder"))
    }
    let (parent, name) = FolderSource.containing(argument)
    if parent.kind(of: name) != nil { return .success(path(argument)) }
    guard let at = argument.lastIndex(of: "@"), at != argument.startIndex else {
      return .success(path(argument))
    }
    let pathPart = String(argument[..<at])
    return Conditions.parse(String(argument[argument.index(after: at)...])).map {
      path(pathPart).when($0)
    }
  }

  /// Where the input is, as diagnostics show it.
  public var displayPath: String {
    switch selection {
    case .folder(let folder): return source.displayPath(of: folder)
    case .file(let file): return source.displayPath(of: file)
    case let .themeName(name, folder):
      return source.displayPath(of: folder.isEmpty ? name : folder + "/" + name)
    }
  }
}

public import LiveryCore
import Foundation

/// Loads a Redbeard theme from its root folder (or a root `.inc.json`): picks the root file for the
/// environment, follows `include` and `themes` arrays, finds files by name anywhere under the root,
/// and reads every theme file into one layer, in load order (maf-redbeard-peers.md §3.2).
///
/// - Root file: `theme[_device][_version][_language].inc.json`, the most specific that exists for the
///   environment (`idiom`, `osVersion`, `locale`), degrading the language first (`en_gb` → `en` →
///   none), then the version (`9.3.1` → `9.3` → `9` → none), then the device (`phone`/`pad` → none).
/// - Include files: `include` entries load first, in order, then `themes`; `comment:` entries are
///   skipped; a file listed again loads once (a note says so); an include cycle is an error with
///   the cycle. Names are file names found anywhere under the root (two files with the name: an
///   error listing both); a name that leads outside the root (`../`, `/abs`, a symlink out) is an
///   error.
/// - Partial definitions of one id in several files merge, the later file winning per property.
public enum RedbeardLoader {
  public struct Options: Sendable {
    public var reader: RedbeardReader.Options
    /// Picks the root file (`idiom`, `osVersion`, `locale`).
    public var environment: Environment
    /// How many threads read theme files (they are independent; the result is the same, in the
    /// same order, for any count); `nil`: one per active core.
    public var threads: Int?

    public init(
      reader: RedbeardReader.Options = RedbeardReader.Options(), environment: Environment = .default,
      threads: Int? = nil
    ) {
      self.reader = reader
      self.environment = environment
      self.threads = threads
    }
  }

  /// Whether `path` is something this loader reads: a `.inc.json` file, or a folder with a
  /// `theme*.inc.json` at its top.
  public static func isThemeRoot(_ path: String) -> Bool {
    if path.hasSuffix(".inc.json") { return true }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
      let names = try? FileManager.default.contentsOfDirectory(atPath: path)
    else { return false }
    return names.contains { $0.hasPrefix("theme") && $0.hasSuffix(".inc.json") }
  }

  /// The root file names to try for an environment, most specific first.
  public static func rootCandidates(for environment: Environment) -> [String] {
    let device: String? = environment.idiom == "pad" ? "pad" : environment.idiom == "phone" ? "phone" : nil
    var versions: [String] = []
    if let version = environment.osVersion {
      for count in stride(from: version.components.count, through: 1, by: -1) {
        versions.append(version.components.prefix(count).map(String.init).joined(separator: "."))
      }
    }
    var languages: [String] = []
    if let locale = environment.locale {
      languages.append(locale)
      if let underscore = locale.firstIndex(of: "_") { languages.append(String(locale[..<underscore])) }
    }
    let devices: [String?] = device.map { [$0, nil] } ?? [nil]
    var names: [String] = []
    for d in devices {
      for v in versions.map(Optional.some) + [nil] {
        for l in languages.map(Optional.some) + [nil] {
          names.append("theme" + [d, v, l].compactMap { $0.map { "_" + $0 } }.joined() + ".inc.json")
        }
      }
    }
    return names
  }

  /// Reads the theme at `path`. The include files come first in the layer, as stylesheets without
  /// rules, so their problems and the root choice are reported with the rest.
  public static func load(_ path: String, options: Options = Options()) -> Layer {
    var session = Session(options: options)
    session.run(path)
    // The include graph is walked on one thread (it decides the order and what loads); the theme
    // files it names are then read on several, each into its place.
    let reader = options.reader
    let read = ConcurrentReading.map(session.themeFiles, threads: options.threads ?? ConcurrentReading.cores) { file in
      RedbeardReader.read(path: file.path, options: reader)
    }
    for (file, sheet) in zip(session.themeFiles, read) { session.sheets[file.slot] = sheet }
    return Layer(session.layerName, stylesheets: session.sheets)
  }

  private struct Session {
    let options: Options
    var sheets: [Stylesheet] = []
    var layerName = "redbeard"
    /// The theme root, as given and with symlinks resolved.
    var root = ""
    var realRoot = ""
    /// File name → paths under the root; names whose only file is a symlink out of the root.
    var byName: [String: [String]] = [:]
    var escaping: [String: String] = [:]
    var loaded: Set<String> = []
    var stack: [String] = []
    /// Theme files to read, and the place in `sheets` each one's stylesheet takes.
    var themeFiles: [(path: String, slot: Int)] = []

    init(options: Options) {
      self.options = options
    }

    mutating func run(_ path: String) {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      let rootFile: String
      let reason: String
      if exists, isDirectory.boolValue {
        root = path.hasSuffix("/") ? String(path.dropLast()) : path
        let candidates = RedbeardLoader.rootCandidates(for: options.environment)
        guard let chosen = candidates.first(where: { FileManager.default.fileExists(atPath: root + "/" + $0) }) else {
          let id = SourceFileID(path: root)
          sheets.append(
            Stylesheet(
              file: id, format: "Redbeard include",
              diagnostics: [
                .error(
                  .redbeardRoot, "a Redbeard theme root needs one of \(candidates.joined(separator: ", ")); none is here",
                  at: .startOf(id))
              ]))
          return
        }
        rootFile = root + "/" + chosen
        let tried = candidates.prefix { $0 != chosen }
        reason = "root file for \(describe(options.environment))" + (tried.isEmpty ? "" : "; \(tried.joined(separator: ", ")) not found")
      } else {
        root = (path as NSString).deletingLastPathComponent
        if root.isEmpty { root = "." }
        rootFile = path
        reason = "root file given"
      }
      realRoot = Self.realPath(root)
      layerName = (rootFile as NSString).lastPathComponent
      index()
      include(rootFile, reason: reason)
    }

    func describe(_ environment: Environment) -> String {
      let parts = [
        environment.idiom.map { "idiom=\($0)" }, environment.osVersion.map { "osVersion=\($0)" },
        environment.locale.map { "locale=\($0)" },
      ].compactMap { $0 }
      return parts.isEmpty ? "the default environment" : parts.joined(separator: ", ")
    }

    static func realPath(_ path: String) -> String {
      URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    func isInsideRoot(_ path: String) -> Bool {
      let real = Self.realPath(path)
      return real == realRoot || real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
    }

    /// Every `.json` file under the root, by file name. Only symbolic links (and what lies under a
    /// linked folder) need resolving to tell whether they stay inside the root.
    mutating func index() {
      guard let enumerator = FileManager.default.enumerator(atPath: root) else { return }
      var entries: [(relative: String, linked: Bool)] = []
      var linkedFolders: [String] = []
      while let relative = enumerator.nextObject() as? String {
        let isLink = (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeSymbolicLink
        if isLink { linkedFolders.append(relative + "/") }
        entries.append((relative, isLink || linkedFolders.contains { relative.hasPrefix($0) }))
      }
      for entry in entries.sorted(by: { $0.relative < $1.relative }) where entry.relative.hasSuffix(".json") {
        let path = root + "/" + entry.relative
        let name = (entry.relative as NSString).lastPathComponent
        if !entry.linked || isInsideRoot(path) {
          byName[name, default: []].append(path)
        } else {
          escaping[name] = path
        }
      }
    }

    /// The file an include or theme entry names, or the error that says why there is none.
    func resolve(_ name: String, at location: SourceLocation) -> Result<String, Diagnostic> {
      let components = name.split(separator: "/", omittingEmptySubsequences: false)
      if name.hasPrefix("/") || components.contains("..") {
        return .failure(
          .error(.redbeardPathEscape, "'\(name)' leads outside the theme root (\(root)); Redbeard names files inside it", at: location))
      }
      if components.count > 1 {
        let path = root + "/" + name
        guard FileManager.default.fileExists(atPath: path) else { return .failure(missing(name, at: location)) }
        guard isInsideRoot(path) else {
          return .failure(.error(.redbeardPathEscape, "'\(name)' is a link to a file outside the theme root (\(root))", at: location))
        }
        return .success(path)
      }
      let paths = byName[name] ?? []
      switch paths.count {
      case 0:
        if let outside = escaping[name] {
          return .failure(
            .error(
              .redbeardPathEscape, "'\(name)' is a link to a file outside the theme root (\(outside) → \(Self.realPath(outside)))",
              at: location))
        }
        return .failure(missing(name, at: location))
      case 1:
        return .success(paths[0])
      default:
        return .failure(
          .error(
            .redbeardAmbiguousName, "two files under the theme root are named '\(name)'; Redbeard finds files by name, so this is ambiguous",
            at: location, notes: paths.map { .init("one is \($0)") }, fixIt: "rename one of them"))
      }
    }

    func missing(_ name: String, at location: SourceLocation) -> Diagnostic {
      let closest = Suggestions.closest(to: name, among: byName.keys)
      return .error(.redbeardMissingFile, "no file under the theme root is named '\(name)'", at: location, fixIt: Suggestions.phrase(closest))
    }

    /// The file an entry of the include file at `sheets[index]` names, when it is one to load now;
    /// otherwise `nil`, with a diagnostic on that include file (an error, or a note for a repeat).
    /// Only `include` entries can close a cycle; a `themes` entry naming an open include file is a repeat.
    mutating func fileToLoad(_ name: String, at location: SourceLocation, listedIn index: Int, isInclude: Bool) -> String? {
      let path: String
      switch resolve(name, at: location) {
      case .success(let resolved): path = resolved
      case .failure(let diagnostic):
        sheets[index].diagnostics.append(diagnostic)
        return nil
      }
      if isInclude, let position = stack.firstIndex(of: path) {
        let cycle = (stack[position...] + [path]).map { ($0 as NSString).lastPathComponent }
        sheets[index].diagnostics.append(
          .error(.redbeardIncludeCycle, "including '\(name)' makes a cycle: \(cycle.joined(separator: " → "))", at: location))
        return nil
      }
      guard !loaded.contains(path) else {
        sheets[index].diagnostics.append(.note(.fileSkipped, "'\(name)' is already loaded; it loads once", at: location))
        return nil
      }
      return path
    }

    /// Reads an include file: its includes first, then its themes.
    mutating func include(_ path: String, reason: String?) {
      var sheet: Stylesheet
      switch SourceText.load(path: path) {
      case .failure(let diagnostic):
        sheets.append(Stylesheet(file: SourceFileID(path: path), format: "Redbeard include", diagnostics: [diagnostic]))
        return
      case .success(let (bytes, file)):
        let (tree, syntax) = JSONScanner.parse(bytes, file: file.id, options: options.reader.strictJSON ? .strict : .lenient)
        sheet = Stylesheet(file: file.id, source: file, format: "Redbeard include", diagnostics: syntax)
        sheet.readingNote = reason
        // Files are known by the path the index gave them (one per file: links out are refused).
        loaded.insert(path)
        stack.append(path)
        defer { stack.removeLast() }
        let index = sheets.count
        sheets.append(sheet)
        guard let tree, let root = tree.root else { return }
        guard tree.kind(root) == .mapping else {
          sheets[index].diagnostics.append(
            .error(.redbeardShape, "an include file is a dictionary with 'include' and 'themes' arrays", at: tree.location(root)))
          return
        }
        var includes: [(String, SourceLocation)] = []
        var themes: [(String, SourceLocation)] = []
        for (key, value) in tree.entries(root) {
          let name = tree.string(key)
          guard name == "include" || name == "themes" else {
            sheets[index].diagnostics.append(
              .warning(.redbeardShape, "'\(name)' is not an include-file key (include, themes); it is ignored", at: tree.location(key)))
            continue
          }
          guard tree.kind(value) == .sequence else {
            sheets[index].diagnostics.append(.error(.redbeardShape, "'\(name)' must be an array of file names", at: tree.location(value)))
            continue
          }
          for element in tree.elements(value) {
            guard tree.kind(element) == .string else {
              sheets[index].diagnostics.append(.error(.redbeardShape, "file names are strings", at: tree.location(element)))
              continue
            }
            let entry = tree.string(element)
            if entry.hasPrefix("comment:") { continue }
            if name == "include" { includes.append((entry, tree.location(element))) } else { themes.append((entry, tree.location(element))) }
          }
        }
        for (name, location) in includes {
          guard let path = fileToLoad(name, at: location, listedIn: index, isInclude: true) else { continue }
          include(path, reason: nil)
        }
        for (name, location) in themes {
          guard let path = fileToLoad(name, at: location, listedIn: index, isInclude: false) else { continue }
          loaded.insert(path)
          // File identifiers are handed out here, in load order, whichever thread reads the file.
          let file = SourceFileID(path: path)
          themeFiles.append((path, sheets.count))
          sheets.append(Stylesheet(file: file, format: "Redbeard JSON"))
        }
      }
    }
  }
}

package import LiveryCore

/// Loads a Redbeard theme from its root folder (or a root `.inc.json`) of a source: picks the root
/// file for the environment, follows `include` and `themes` arrays, finds files by name anywhere
/// under the root, and reads every theme file into one layer, in load order
/// (maf-redbeard-peers.md §3.2).
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
package enum RedbeardLoader {
  package struct Options: Sendable {
    package var reader: RedbeardReader.Options
    /// Picks the root file (`idiom`, `osVersion`, `locale`).
    package var environment: StyleEnvironment
    /// How many threads read theme files (they are independent; the result is the same, in the
    /// same order, for any count); `nil`: one per active core.
    package var threads: Int?

    package init(
      reader: RedbeardReader.Options = RedbeardReader.Options(),
      environment: StyleEnvironment = .default,
      threads: Int? = 1
    ) {
      self.reader = reader
      self.environment = environment
      self.threads = threads
    }
  }

  /// Whether a file at the top of a folder makes the folder a theme root (`theme*.inc.json`).
  static func isRootFile(_ name: String) -> Bool {
    name.hasPrefix("theme") && name.hasSuffix(".inc.json")
  }

  /// The root file names to try for an environment, most specific first.
  package static func rootCandidates(for environment: StyleEnvironment) -> [String] {
    let device: String? =
      environment.idiom == .pad ? "pad" : environment.idiom == .phone ? "phone" : nil
    var versions: [String] = []
    if let version = environment.osVersion {
      for count in stride(from: version.components.count, through: 1, by: -1) {
        versions.append(version.components.prefix(count).map(String.init).joined(separator: "."))
      }
    }
    var languages: [String] = []
    if let locale = environment.locale {
      languages.append(locale)
      if let underscore = locale.firstIndex(of: "_") {
        languages.append(String(locale[..<underscore]))
      }
    }
    let devices: [String?] = device.map { [$0, nil] } ?? [nil]
    var names: [String] = []
    for d in devices {
      for v in versions.map(Optional.some) + [nil] {
        for l in languages.map(Optional.some) + [nil] {
          names.append(
            "theme" + [d, v, l].compactMap { $0.map { "_" + $0 } }.joined() + ".inc.json")
        }
      }
    }
    return names
  }

  /// Reads the theme at `path` on disk: a theme root folder, or a root `.inc.json`.
  package static func load(_ path: String, options: Options = Options()) -> Layer {
    let source = FolderSource(path)
    if source.kind(of: "") == .folder { return load(folder: "", of: source, options: options) }
    let (parent, name) = FolderSource.containing(path)
    return load(rootFile: name, of: parent, options: options)
  }

  /// Reads the theme root `folder` of `source` (`""`: the source's root), picking the root file for
  /// the environment.
  package static func load(folder: String, of source: any ThemeSource, options: Options = Options())
    -> Layer
  {
    var session = Session(source: source, options: options)
    session.run(folder: SourcePath.normalize(folder))
    return session.finish()
  }

  /// Reads the theme whose root include file is `rootFile` in `source`; the theme root is the
  /// file's folder.
  package static func load(
    rootFile: String, of source: any ThemeSource, options: Options = Options()
  ) -> Layer {
    var session = Session(source: source, options: options)
    session.run(rootFile: SourcePath.normalize(rootFile))
    return session.finish()
  }

  private struct Session {
    let source: any ThemeSource
    let options: Options
    var sheets: [Stylesheet] = []
    var layerName = "redbeard"
    /// The theme root, relative to the source (`""`: the source's root), and with `/` after it.
    var root = ""
    var rootPrefix = ""
    /// Every file under the root, by relative path; file name → paths.
    var entries: [String: SourceEntry] = [:]
    var byName: [String: [String]] = [:]
    var loaded: Set<String> = []
    /// The include files being read, outermost first, and where each is in that list.
    var stack: [String] = []
    var openPaths: [String: Int] = [:]
    /// Files under the root that are links leading outside it, by name.
    var outsideByName: [String: [SourceEntry]] = [:]
    /// "did you mean" searches left for missing names: as many as a report shows.
    var suggestionsLeft = Diagnostic.shownPerFileAndCode
    /// Theme files to read, and the place in `sheets` each one's stylesheet takes.
    var themeFiles: [(path: String, slot: Int)] = []

    init(source: any ThemeSource, options: Options) {
      self.source = source
      self.options = options
    }

    var rootDisplay: String { source.displayPath(of: root) }

    mutating func run(folder: String) {
      setRoot(folder)
      let candidates = RedbeardLoader.rootCandidates(for: options.environment)
      guard let chosen = candidates.first(where: { entries[rootPrefix + $0] != nil }) else {
        let id = SourceFileID(path: rootDisplay)
        sheets.append(
          Stylesheet(
            file: id, format: .redbeardInclude,
            diagnostics: [
              .error(
                .redbeardRoot,
                "a Redbeard theme root needs one of \(candidates.joined(separator: ", ")); none is here",
                at: .startOf(id))
            ]))
        return
      }
      let tried = candidates.prefix { $0 != chosen }
      let reason =
        "root file for \(describe(options.environment))"
        + (tried.isEmpty ? "" : "; \(tried.joined(separator: ", ")) not found")
      layerName = chosen
      include(rootPrefix + chosen, reason: reason)
    }

    mutating func run(rootFile: String) {
      let slash = rootFile.lastIndex(of: "/")
      setRoot(slash.map { String(rootFile[..<$0]) } ?? "")
      layerName = String(
        rootFile[(slash.map { rootFile.index(after: $0) } ?? rootFile.startIndex)...])
      include(rootFile, reason: "root file given")
    }

    /// Reads the theme files the include graph named, on several threads when asked, each into its place.
    mutating func finish() -> Layer {
      let reader = options.reader
      let source = self.source
      let read = ConcurrentReading.map(
        themeFiles, threads: options.threads ?? ConcurrentReading.cores
      ) { file in
        switch source.read(file.path) {
        case .success(let bytes):
          return RedbeardReader.read(
            bytes: bytes, path: source.displayPath(of: file.path), options: reader)
        case .failure(let error):
          let id = SourceFileID(path: source.displayPath(of: file.path))
          return Stylesheet(
            file: id, format: .redbeardJSON, dialect: RedbeardReader.dialect,
            diagnostics: [.error(.fileUnreadable, error.message, at: .startOf(id))])
        }
      }
      for (file, sheet) in zip(themeFiles, read) { sheets[file.slot] = sheet }
      return Layer(layerName, stylesheets: sheets)
    }

    /// The theme root and the index of every `.json` file under it, by file name.
    mutating func setRoot(_ folder: String) {
      root = folder
      rootPrefix = folder.isEmpty ? "" : folder + "/"
      let listed: [SourceEntry]
      switch source.files() {
      case .success(let entries): listed = entries
      case .failure(let error):
        let id = SourceFileID(path: rootDisplay)
        sheets.append(
          Stylesheet(
            file: id, format: .redbeardInclude,
            diagnostics: [.error(.fileUnreadable, error.message, at: .startOf(id))]))
        listed = []
      }
      for entry in listed where entry.problem == nil && entry.path.hasPrefix(rootPrefix) {
        entries[entry.path] = entry
        if entry.path.hasSuffix(".json"), entry.leadsOutsideTo == nil {
          byName[entry.name, default: []].append(entry.path)
        }
        if entry.leadsOutsideTo != nil { outsideByName[entry.name, default: []].append(entry) }
      }
    }

    func describe(_ environment: StyleEnvironment) -> String {
      let parts = [
        environment.idiom.map { "idiom=\($0)" }, environment.osVersion.map { "osVersion=\($0)" },
        environment.locale.map { "locale=\($0)" },
      ].compactMap { $0 }
      return parts.isEmpty ? "the default environment" : parts.joined(separator: ", ")
    }

    /// The file an include or theme entry names, or the error that says why there is none.
    mutating func resolve(_ name: String, at location: SourceLocation) -> Result<String, Diagnostic>
    {
      let components = name.split(separator: "/", omittingEmptySubsequences: false)
      if name.hasPrefix("/") || components.contains("..") {
        return .failure(
          .error(
            .redbeardPathEscape,
            "'\(name)' leads outside the theme root (\(rootDisplay)); Redbeard names files inside it",
            at: location))
      }
      if components.count > 1 {
        let path = rootPrefix + name
        guard let entry = entries[path] else { return .failure(missing(name, at: location)) }
        if entry.leadsOutsideTo != nil {
          return .failure(
            .error(
              .redbeardPathEscape,
              "'\(name)' is a link to a file outside the theme root (\(rootDisplay))", at: location)
          )
        }
        return .success(path)
      }
      let paths = byName[name] ?? []
      switch paths.count {
      case 0:
        if let outside = outsideByName[name]?.min(by: { $0.path < $1.path }) {
          return .failure(
            .error(
              .redbeardPathEscape,
              "'\(name)' is a link to a file outside the theme root (\(source.displayPath(of: outside.path)) → \(outside.leadsOutsideTo ?? ""))",
              at: location))
        }
        return .failure(missing(name, at: location))
      case 1:
        return .success(paths[0])
      default:
        return .failure(
          .error(
            .redbeardAmbiguousName,
            "two files under the theme root are named '\(name)'; Redbeard finds files by name, so this is ambiguous",
            at: location,
            notes: paths.prefix(Cycles.membersShown).map {
              .init("one is \(source.displayPath(of: $0))")
            }
              + (paths.count > Cycles.membersShown
                ? [.init("… and \(paths.count - Cycles.membersShown) more")] : []),
            fixIt: "rename one of them"))
      }
    }

    mutating func missing(_ name: String, at location: SourceLocation) -> Diagnostic {
      let closest = suggestionsLeft > 0 ? Suggestions.closest(to: name, among: byName.keys) : []
      suggestionsLeft -= 1
      return .error(
        .redbeardMissingFile, "no file under the theme root is named '\(name)'", at: location,
        fixIt: Suggestions.phrase(closest))
    }

    /// The file an entry of the include file at `sheets[index]` names, when it is one to load now;
    /// otherwise `nil`, with a diagnostic on that include file (an error, or a note for a repeat).
    /// Only `include` entries can close a cycle; a `themes` entry naming an open include file is a repeat.
    mutating func fileToLoad(
      _ name: String, at location: SourceLocation, listedIn index: Int, isInclude: Bool
    ) -> String? {
      let path: String
      switch resolve(name, at: location) {
      case .success(let resolved): path = resolved
      case .failure(let diagnostic):
        sheets[index].diagnostics.append(diagnostic)
        return nil
      }
      if isInclude, let position = openPaths[path] {
        // Only the members shown are named: N files that each include the first cost N, not N².
        let shown = stack[position..<min(stack.count, position + Cycles.membersShown)].map {
          String($0.split(separator: "/").last ?? Substring($0))
        }
        sheets[index].diagnostics.append(
          .error(
            .redbeardIncludeCycle,
            "including '\(name)' makes a cycle: \(Cycles.path(first: shown, count: stack.count - position))",
            at: location))
        return nil
      }
      guard !loaded.contains(path) else {
        sheets[index].diagnostics.append(
          .note(.fileSkipped, "'\(name)' is already loaded; it loads once", at: location))
        return nil
      }
      return path
    }

    /// Reads an include file: its includes first (depth first, in order), then its themes. A walk
    /// with its own stack, so an include chain of any length cannot exhaust the thread's.
    mutating func include(_ path: String, reason: String?) {
      var frames: [IncludeFrame] = []
      if let frame = open(path, reason: reason) { frames.append(frame) }
      while !frames.isEmpty {
        let top = frames.count - 1
        if frames[top].nextInclude < frames[top].includes.count {
          let (name, location) = frames[top].includes[frames[top].nextInclude]
          frames[top].nextInclude += 1
          guard
            let path = fileToLoad(name, at: location, listedIn: frames[top].sheet, isInclude: true)
          else { continue }
          if let frame = open(path, reason: nil) { frames.append(frame) }
          continue
        }
        let frame = frames.removeLast()
        for (name, location) in frame.themes {
          guard let path = fileToLoad(name, at: location, listedIn: frame.sheet, isInclude: false)
          else { continue }
          loaded.insert(path)
          // File identifiers are handed out here, in load order, whichever thread reads the file.
          let file = SourceFileID(path: source.displayPath(of: path))
          themeFiles.append((path, sheets.count))
          sheets.append(Stylesheet(file: file, format: .redbeardJSON))
        }
        openPaths[stack.removeLast()] = nil
      }
    }

    /// An include file being read: its stylesheet's place, and its entries still to follow.
    struct IncludeFrame {
      let sheet: Int
      let includes: [(String, SourceLocation)]
      var nextInclude = 0
      let themes: [(String, SourceLocation)]
    }

    /// Reads and parses an include file into a new stylesheet; its entries when it could be read
    /// (it is then on the stack of open include files until its frame is done).
    mutating func open(_ path: String, reason: String?) -> IncludeFrame? {
      let shown = source.displayPath(of: path)
      let decoded = source.read(path).mapError {
        Diagnostic.error(.fileUnreadable, $0.message, at: .startOf(SourceFileID(path: shown)))
      }
      .flatMap { SourceText.decode($0, path: shown) }
      let bytes: [UInt8]
      let file: SourceFile
      switch decoded {
      case .failure(let diagnostic):
        sheets.append(
          Stylesheet(
            file: SourceFileID(path: shown), format: .redbeardInclude, diagnostics: [diagnostic]))
        return nil
      case .success(let loaded): (bytes, file) = loaded
      }
      let (tree, syntax) = JSONScanner.parse(
        bytes, file: file.id, options: options.reader.strictJSON ? .strict : .lenient)
      var sheet = Stylesheet(
        file: file.id, source: file, format: .redbeardInclude, diagnostics: syntax)
      sheet.readingNote = reason
      // Files are known by their path in the source (one per file: links out are refused).
      loaded.insert(path)
      stack.append(path)
      openPaths[path] = stack.count - 1
      let index = sheets.count
      sheets.append(sheet)
      var includes: [(String, SourceLocation)] = []
      var themes: [(String, SourceLocation)] = []
      guard let tree, let root = tree.root else {
        return IncludeFrame(sheet: index, includes: [], themes: [])
      }
      guard tree.kind(root) == .mapping else {
        sheets[index].diagnostics.append(
          .error(
            .redbeardShape, "an include file is a dictionary with 'include' and 'themes' arrays",
            at: tree.location(root)))
        return IncludeFrame(sheet: index, includes: [], themes: [])
      }
      for (key, value) in tree.entries(root) {
        let name = tree.string(key)
        guard name == "include" || name == "themes" else {
          sheets[index].diagnostics.append(
            .warning(
              .redbeardShape,
              "'\(name)' is not an include-file key (include, themes); it is ignored",
              at: tree.location(key)))
          continue
        }
        guard tree.kind(value) == .sequence else {
          sheets[index].diagnostics.append(
            .error(
              .redbeardShape, "'\(name)' must be an array of file names", at: tree.location(value)))
          continue
        }
        for element in tree.elements(value) {
          guard tree.kind(element) == .string else {
            sheets[index].diagnostics.append(
              .error(.redbeardShape, "file names are strings", at: tree.location(element)))
            continue
          }
          let entry = tree.string(element)
          if entry.hasPrefix("comment:") { continue }
          if name == "include" {
            includes.append((entry, tree.location(element)))
          } else {
            themes.append((entry, tree.location(element)))
          }
        }
      }
      return IncludeFrame(sheet: index, includes: includes, themes: themes)
    }
  }
}

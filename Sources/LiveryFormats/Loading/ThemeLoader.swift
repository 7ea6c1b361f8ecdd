import Dispatch
public import LiveryCore

/// Livery's front door: loads themes from files, folders, app bundles or memory, in any format the
/// registry reads, with Livery's hard-coded defaults and default skin below them.
///
/// ```swift
/// let theme = try ThemeLoader.load(.folder("Themes/Acme"))      // throws every diagnostic on errors
/// let button = theme.style(for: .button, named: ["WarningButton"], in: StyleEnvironment(colorScheme: .dark))
/// let tint = button[.tintColor]
/// ```
///
/// Layers, lowest first: the defaults and the default skin (unless `includeDefaults` is off), each
/// format's base layers (the Material palette), then the inputs in order — every Motif file of the
/// load in one layer at the place of the first (Motif's rules across files), every other file or
/// theme root a layer of its own, over the ones before (MAF's incremental loading, NUI's
/// `appendStylesheet:`); formats then add what their files need (the SAP Fiori palette below the
/// first NSS file in a Fiori dialect).
public enum ThemeLoader {
  /// How to load.
  public struct Options: Sendable {
    /// The formats to read, with their options.
    public var formats: FormatRegistry
    /// The environment the theme is loaded for: it picks Redbeard's root file
    /// (`theme_pad.inc.json` on an iPad), so an app passes the one it runs in.
    public var environment: StyleEnvironment
    /// Put the hard-coded defaults and the default skin below the inputs.
    public var includeDefaults: Bool
    /// Check the whole theme (unknown references, cycles, every value's type) before `load` returns.
    /// Turn it off only for themes a CI run already checked: problems a query meets are still reported
    /// on its `ResolvedStyle`.
    public var checksWholeTheme: Bool
    /// Threads a load may use to read files (1: the calling thread only). More helps large themes
    /// on idle machines (MAF reads on two, Redbeard on as many as given); the default never adds
    /// threads behind a host's back.
    public var readingThreads: Int
    /// How many resolved styles the compiled theme remembers.
    public var cacheCapacity: Int
    /// What `colorScheme=dark` does when no input mentions a dark colour scheme: by default the
    /// theme stays light, skin included (`LightOnlyDarkMode`, semantics §6).
    public var lightOnlyDarkMode: LightOnlyDarkMode

    public init(
      formats: FormatRegistry = .standard(), environment: StyleEnvironment = .default,
      includeDefaults: Bool = true,
      checksWholeTheme: Bool = true, readingThreads: Int = 1, cacheCapacity: Int = 8_192,
      lightOnlyDarkMode: LightOnlyDarkMode = .staysLight
    ) {
      self.lightOnlyDarkMode = lightOnlyDarkMode
      self.formats = formats
      self.environment = environment
      self.includeDefaults = includeDefaults
      self.checksWholeTheme = checksWholeTheme
      self.readingThreads = readingThreads
      self.cacheCapacity = cacheCapacity
    }
  }

  // MARK: - Loading

  /// Reads, compiles and checks the inputs: the theme, with its warnings in `warnings`.
  ///
  /// - Throws: `DiagnosticsError`, carrying every diagnostic (errors, warnings and notes) and the
  ///   text of the files they point into, when anything is an error:
  ///   `catch let error as DiagnosticsError { error.errors … }`.
  public static func load(_ inputs: ThemeInput..., options: Options = Options()) throws
    -> CompiledTheme
  {
    try load(inputs, options: options)
  }

  public static func load(_ inputs: [ThemeInput], options: Options = Options()) throws
    -> CompiledTheme
  {
    try read(inputs, options: options).compile(cacheCapacity: options.cacheCapacity)
      .validated(checkingWholeTheme: options.checksWholeTheme)
  }

  /// `load`, off the caller's thread: on a queue of Livery's own, so a server handler or an updater
  /// task never blocks Swift's concurrency pool while files are read and checked.
  public static func load(_ inputs: [ThemeInput], options: Options = Options()) async throws
    -> CompiledTheme
  {
    try await offPool { Result { try load(inputs, options: options) } }.get()
  }

  public static func load(_ inputs: ThemeInput..., options: Options = Options()) async throws
    -> CompiledTheme
  {
    try await load(inputs, options: options)
  }

  /// Reads the inputs into a theme without compiling it, and never fails: every problem is a
  /// diagnostic — the theme's own (`Theme.diagnostics`: a missing path, a file listed twice) or its
  /// stylesheets'. What `livery check` uses, and what tools that show problems want.
  public static func read(_ inputs: [ThemeInput], options: Options = Options()) -> Theme {
    var run = Run(options: options)
    for input in inputs { run.expand(input) }
    var theme = run.assemble()
    theme.lightOnlyDarkMode = options.lightOnlyDarkMode
    return theme
  }

  /// `read`, off the caller's thread (see `load`).
  public static func read(_ inputs: [ThemeInput], options: Options = Options()) async -> Theme {
    await offPool { read(inputs, options: options) }
  }

  /// Reads the inputs into one layer of their own — what a remotely downloaded bundle becomes
  /// before it replaces a theme's runtime layer — without the defaults, the bundled palettes or the
  /// layers formats add below their files (the theme it joins has those).
  ///
  /// ```swift
  /// let bundle = ThemeLoader.readLayer([.memory(files, root: "bundle")], named: "bundle 42")
  /// let updated = try theme.replacingRuntimeLayer(with: bundle).validated()
  /// ```
  public static func readLayer(
    _ inputs: [ThemeInput], named name: String, options: Options = Options()
  ) -> Layer {
    var options = options
    options.includeDefaults = false
    let theme = read(inputs, options: options)
    var layer = Layer(
      name, role: .runtime,
      stylesheets: theme.layers.filter { $0.role == .app }.flatMap(\.stylesheets))
    if !theme.diagnostics.isEmpty, !layer.stylesheets.isEmpty {
      // Problems with the inputs themselves travel with the layer's first stylesheet.
      layer.stylesheets[0].diagnostics = theme.diagnostics + layer.stylesheets[0].diagnostics
    } else if !theme.diagnostics.isEmpty {
      let id = SourceFileID(path: inputs.first?.displayPath ?? name)
      layer.stylesheets = [Stylesheet(file: id, diagnostics: theme.diagnostics)]
    }
    return layer
  }

  /// `readLayer`, off the caller's thread (see `load`).
  public static func readLayer(
    _ inputs: [ThemeInput], named name: String, options: Options = Options()
  ) async -> Layer {
    await offPool { readLayer(inputs, named: name, options: options) }
  }

  /// Where `async` loads run: threads of Livery's own, so reading blocks none of Swift's
  /// cooperative pool. Concurrent loads each get a thread (a theme load is short).
  private static let queue = DispatchQueue(label: "livery.loading", attributes: .concurrent)

  private static func offPool<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async
    -> Result
  {
    await withCheckedContinuation { continuation in
      queue.async { continuation.resume(returning: work()) }
    }
  }

  // MARK: - One load

  private struct Run {
    let options: Options
    let context: FormatContext
    var assembly = ThemeAssembly()
    var items: [Item] = []

    /// A file or a folder to read, with the conditions of its input.
    enum Item {
      case file(any ThemeSource, String, Conditions)
      case folder(any ThemeSource, String, [String], FormatRegistry.Choice, Conditions)
    }

    init(options: Options) {
      self.options = options
      context = FormatContext(
        environment: options.environment, readingThreads: options.readingThreads)
    }

    var formats: FormatRegistry { options.formats }

    // Inputs → items: a folder becomes its files in path order, except sub-folders a format reads
    // as a whole (a Redbeard theme root among other files), which stay one item at their place.
    mutating func expand(_ input: ThemeInput) {
      let source = input.source
      switch input.selection {
      case .file(let path):
        guard !SourcePath.normalize(path).isEmpty else {
          assembly.diagnostics.append(
            .error(
              .fileUnreadable, "an empty path names no file",
              at: .startOf(SourceFileID(path: input.displayPath))))
          return
        }
        items.append(.file(source, SourcePath.normalize(path), input.conditions))
      case .themeName(let name, let folder):
        let folder = SourcePath.normalize(folder)
        for format in formats.formats {
          guard let found = format.locate(themeNamed: name, in: folder, of: source) else {
            continue
          }
          switch found {
          case .success(let path): items.append(.file(source, path, input.conditions))
          case .failure(let diagnostic): assembly.diagnostics.append(diagnostic)
          }
          return
        }
        assembly.diagnostics.append(missing(input.displayPath))
      case .folder(let folder):
        expandFolder(
          SourcePath.normalize(folder), of: source, conditions: input.conditions,
          shown: input.displayPath)
      }
    }

    mutating func expandFolder(
      _ folder: String, of source: any ThemeSource, conditions: Conditions, shown: String
    ) {
      guard source.kind(of: folder) == .folder else {
        assembly.diagnostics.append(missing(shown))
        return
      }
      let listed: [SourceEntry]
      switch source.files() {
      case .success(let entries): listed = entries
      case .failure(let error):
        assembly.diagnostics.append(
          .error(.fileUnreadable, error.message, at: .startOf(SourceFileID(path: shown))))
        return
      }
      let prefix = folder.isEmpty ? "" : folder + "/"
      // What the source could not list or will not read is reported, never skipped in silence: a
      // folder, or a file Livery would read (a socket beside the themes is none of its business).
      let readable = formats.fileExtensions
      for entry in listed
      where entry.problem != nil && (entry.path + "/").hasPrefix(prefix)
        && (entry.kind == .folder
          || readable.contains(entry.name.split(separator: ".").last.map { $0.lowercased() } ?? ""))
      {
        let path = source.displayPath(of: entry.path)
        assembly.diagnostics.append(
          .error(.fileUnreadable, "\(entry.problem!)", at: .startOf(SourceFileID(path: path))))
      }
      let files = listed.filter { $0.problem == nil }.map(\.path).filter { $0.hasPrefix(prefix) }
        .map { String($0.dropFirst(prefix.count)) }
      // The files directly in each folder, in one pass (folder claims look at a folder's top).
      var filesIn: [String: [String]] = [:]
      for file in files {
        if let slash = file.lastIndex(of: "/") {
          filesIn[String(file[..<slash]), default: []].append(
            String(file[file.index(after: slash)...]))
        } else {
          filesIn["", default: []].append(file)
        }
      }
      func names(in sub: String) -> [String] { filesIn[sub] ?? [] }
      if let choice = formats.choose(
        folder: FolderCandidate(source: source, path: folder, fileNames: names(in: "")))
      {
        items.append(.folder(source, folder, names(in: ""), choice, conditions))
        return
      }
      let extensions = formats.fileExtensions
      var claimedFolders: [String: Bool] = [:]
      var found = false
      var skipped: [String] = []
      for file in files {
        // The shallowest sub-folder a format reads whole takes the file (once, at its first file).
        let components = file.split(separator: "/").dropLast()
        var owner: String?
        var sub = ""
        for component in components {
          sub = sub.isEmpty ? String(component) : sub + "/" + component
          if claimedFolders[sub] == nil {
            let candidate = FolderCandidate(
              source: source, path: prefix + sub, fileNames: names(in: sub))
            if let choice = formats.choose(folder: candidate) {
              claimedFolders[sub] = true
              items.append(.folder(source, prefix + sub, candidate.fileNames, choice, conditions))
              found = true
            } else {
              claimedFolders[sub] = false
            }
          }
          if claimedFolders[sub] == true {
            owner = sub
            break
          }
        }
        if owner != nil { continue }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let fileExtension =
          name.contains(".") ? name.split(separator: ".").last.map { $0.lowercased() } : nil
        if let fileExtension, extensions.contains(fileExtension), !name.hasPrefix(".") {
          items.append(.file(source, prefix + file, conditions))
          found = true
        } else {
          skipped.append(prefix + file)
        }
      }
      let known = extensions.sorted().map { "." + $0 }.joined(separator: ", ")
      for path in skipped {
        assembly.diagnostics.append(
          .note(
            .fileSkipped, "skipped: not a theme file (Livery reads \(known))",
            at: .startOf(SourceFileID(path: source.displayPath(of: path)))))
      }
      if !found {
        assembly.diagnostics.append(
          .warning(
            .fileSkipped, "the folder holds no theme files", at: .startOf(SourceFileID(path: shown))
          ))
      }
    }

    func missing(_ shown: String) -> Diagnostic {
      if shown.contains("://"), !shown.hasPrefix("file://") {
        return .error(
          .fileUnreadable, "'\(shown)' is not a file path; download remote themes first",
          at: .startOf(SourceFileID(path: shown)))
      }
      return .error(
        .fileUnreadable, "no such file or folder", at: .startOf(SourceFileID(path: shown)))
    }

    // Items → layers.
    mutating func assemble() -> Theme {
      if options.includeDefaults {
        for layer in DefaultSkin.layers() { assembly.insert(layer) }
      }
      for format in formats.formats {
        for layer in format.baseLayers(context: context) { assembly.insert(layer) }
      }
      // An input listed twice loads once; two different files that would be shown under one path
      // cannot both load (their locations would be the same): the second is an error.
      var seen: Set<String> = []
      var shownBy: [String: String] = [:]
      var shared: [Int: (position: Int, sheets: [Stylesheet])] = [:]
      // Files of `readTogether` formats, read when every input is known.
      var together:
        [Int: (position: Int, files: [(file: FileCandidate, conditions: Conditions, why: String?)])] =
          [:]
      var used: Set<Int> = []
      for item in items {
        let shown: String
        let identity: String
        let conditions: Conditions
        switch item {
        case let .file(source, path, itemConditions),
          let .folder(source, path, _, _, itemConditions):
          (shown, identity, conditions) = (
            source.displayPath(of: path), source.identity(of: path), itemConditions
          )
        }
        guard seen.insert(identity + "@" + conditions.description).inserted else {
          assembly.diagnostics.append(
            .note(
              .fileSkipped, "listed more than once; loaded once, at its first place",
              at: .startOf(SourceFileID(path: shown))))
          continue
        }
        if let other = shownBy[shown], other != identity {
          assembly.diagnostics.append(
            .error(
              .fileSkipped,
              "another input is already shown as '\(shown)'; this one is not loaded, so that every location names one file",
              at: .startOf(SourceFileID(path: shown)),
              fixIt: "give each source of files in memory its own root (MemorySource(…, root:))"))
          continue
        }
        shownBy[shown] = identity
        let choice: FormatRegistry.Choice
        let reading: FormatReading
        switch item {
        case let .folder(source, path, names, folderChoice, _):
          choice = folderChoice
          reading = choice.format.read(
            folder: FolderCandidate(source: source, path: path, fileNames: names), context: context)
        case let .file(source, path, _):
          guard let (fileChoice, candidate) = claim(path, of: source) else { continue }
          choice = fileChoice
          if case .readTogether(let name) = choice.format.layering {
            used.insert(choice.index)
            if together[choice.index] == nil {
              together[choice.index] = (assembly.layers.count, [])
              assembly.insert(Layer(name, stylesheets: []), format: choice.format.name)
            }
            together[choice.index]?.files.append((candidate, conditions, choice.explanation))
            continue
          }
          var read = choice.format.read(file: candidate, context: context)
          if let why = choice.explanation, !read.stylesheets.isEmpty {
            let note = read.stylesheets[0].readingNote
            read.stylesheets[0].readingNote = note.map { why + "; " + $0 } ?? why
          }
          reading = read
        }
        used.insert(choice.index)
        var sheets = reading.stylesheets
        for index in sheets.indices {
          sheets[index].conditions = sheets[index].conditions.and(conditions)
        }
        switch choice.format.layering {
        case .layerPerReading:
          assembly.insert(Layer(reading.layerName, stylesheets: sheets), format: choice.format.name)
        case .readTogether:
          break  // read above
        case .oneLayer(let name, _):
          if shared[choice.index] == nil {
            shared[choice.index] = (assembly.layers.count, [])
            assembly.insert(Layer(name, stylesheets: []), format: choice.format.name)
          }
          shared[choice.index]?.sheets += sheets
        }
      }
      for (index, group) in shared {
        guard case .oneLayer(let name, let makeLayer) = formats.formats[index].layering else {
          continue
        }
        var layer = makeLayer(name, group.sheets)
        layer.role = .app
        assembly.layers[group.position] = layer
      }
      for (index, group) in together {
        let format = formats.formats[index]
        // Files attached to the same variant are read together (one token tree); files of another
        // variant are a tree of their own, so a dark file never replaces the light one's tokens.
        var variants: [(conditions: Conditions, files: [(file: FileCandidate, why: String?)])] = []
        for entry in group.files {
          if let position = variants.firstIndex(where: { $0.conditions == entry.conditions }) {
            variants[position].files.append((entry.file, entry.why))
          } else {
            variants.append((entry.conditions, [(entry.file, entry.why)]))
          }
        }
        var sheets: [Stylesheet] = []
        var layerName = assembly.layers[group.position].name
        let everywhere = variants.first { $0.conditions.isEmpty }?.files.map(\.file) ?? []
        for variant in variants {
          let reading =
            variant.conditions.isEmpty
            ? format.read(files: variant.files.map(\.file), context: context)
            : format.read(files: variant.files.map(\.file), alongside: everywhere, context: context)
          if group.files.count == 1 { layerName = reading.layerName }
          // Each file keeps the conditions of its input, and says why it was read as it was.
          var why: [String: String] = [:]
          for entry in variant.files { why[entry.file.displayPath] = entry.why }
          for var sheet in reading.stylesheets {
            sheet.conditions = sheet.conditions.and(variant.conditions)
            if let reason = why.removeValue(forKey: sheet.path) {
              sheet.readingNote = sheet.readingNote.map { reason + "; " + $0 } ?? reason
            }
            sheets.append(sheet)
          }
        }
        var layer = Layer(layerName, stylesheets: sheets)
        layer.role = .app
        assembly.layers[group.position] = layer
      }
      for (index, format) in formats.formats.enumerated() where used.contains(index) {
        format.finish(&assembly, context: context)
      }
      return Theme(layers: assembly.layers, diagnostics: assembly.diagnostics)
    }

    /// A file's bytes and the format that claims them; `nil` (with a diagnostic) when it cannot be
    /// read or no format claims it.
    mutating func claim(_ path: String, of source: any ThemeSource) -> (
      FormatRegistry.Choice, FileCandidate
    )? {
      let shown = source.displayPath(of: path)
      let bytes: [UInt8]
      switch source.read(path) {
      case .success(let read): bytes = read
      case .failure(let error):
        assembly.diagnostics.append(
          source.kind(of: path) == nil
            ? missing(shown)
            : .error(.fileUnreadable, error.message, at: .startOf(SourceFileID(path: shown))))
        return nil
      }
      let candidate = FileCandidate(source: source, path: path, bytes: bytes)
      guard let choice = formats.choose(file: candidate) else {
        assembly.diagnostics.append(
          .error(
            .fileUnknownFormat,
            "no format Livery reads claims this file; Livery reads \(formats.summary)",
            at: .startOf(SourceFileID(path: shown))))
        return nil
      }
      return (choice, candidate)
    }
  }
}

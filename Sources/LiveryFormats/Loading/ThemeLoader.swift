public import LiveryCore
import Foundation

/// A file or folder to load, optionally attached to a variant (`Dark.yaml@colorScheme=dark`).
public struct ThemeInput: Sendable, Hashable {
  public var path: String
  /// "This file applies when …".
  public var conditions: Conditions

  public init(path: String, conditions: Conditions = .always) {
    self.path = path
    self.conditions = conditions
  }

  /// Parses `path` or `path@axis=value[,axis=value]`. A path that exists as written is never split.
  public static func parse(_ argument: String) -> Result<ThemeInput, ValueError> {
    if FileManager.default.fileExists(atPath: argument) { return .success(ThemeInput(path: argument)) }
    guard let at = argument.lastIndex(of: "@"), at != argument.startIndex else {
      return .success(ThemeInput(path: argument))
    }
    let path = String(argument[..<at])
    return Conditions.parse(String(argument[argument.index(after: at)...])).map { ThemeInput(path: path, conditions: $0) }
  }
}

/// Everything loaded from a list of inputs.
public struct LoadedTheme: Sendable {
  public var theme: Theme
  /// The files read, in load order.
  public var files: [String]
  /// Problems with the inputs themselves (missing paths, skipped files); the readers' diagnostics
  /// are in the theme's stylesheets.
  public var diagnostics: [Diagnostic]

  /// The stylesheets read for the inputs (and the defaults, when asked for), without the bundled
  /// palettes added underneath.
  public var readStylesheets: [Stylesheet] {
    theme.layers.filter { $0.name != MaterialPalette.layer.name && !$0.name.hasPrefix("fiori-palette-") }.flatMap(\.stylesheets)
  }
}

/// Turns command-line inputs into a theme: expands folders, finds Motif themes by name, reads every
/// file with the reader for its format, and applies each format's multi-file rules.
///
/// Layers, lowest first: the defaults (when asked for), then the inputs in order — Motif files given
/// together are one layer (at the place of the first), each MAF or NSS file is a layer of its own
/// (MAF's incremental loading, NUI's `appendStylesheet:`: a later file changes only what it names).
/// The SAP Fiori palette goes just below the first NSS file in a Fiori dialect.
public enum ThemeLoader {
  /// File extensions the loader reads.
  public static let themeExtensions: Set<String> = ["yaml", "yml", "json", "xml", "nss"]

  /// How to load.
  public struct Options: Sendable {
    public var maf: MAFReader.Options
    public var nss: NSSReader.Options
    public var redbeard: RedbeardReader.Options
    /// The environment a theme is loaded for: it picks Redbeard's root file.
    public var environment: Environment
    /// Put the hard-coded defaults and the bundled default skin below the inputs.
    public var includeDefaults: Bool

    public init(
      maf: MAFReader.Options = MAFReader.Options(), nss: NSSReader.Options = NSSReader.Options(),
      redbeard: RedbeardReader.Options = RedbeardReader.Options(), environment: Environment = .default,
      includeDefaults: Bool = false
    ) {
      self.maf = maf
      self.nss = nss
      self.redbeard = redbeard
      self.environment = environment
      self.includeDefaults = includeDefaults
    }
  }

  public static func load(_ inputs: [ThemeInput], options: Options = Options()) -> LoadedTheme {
    var diagnostics: [Diagnostic] = []
    var files: [(path: String, conditions: Conditions)] = []
    for input in inputs {
      switch expand(input) {
      case .success(let (expanded, notes)):
        files += expanded.map { ($0, input.conditions) }
        diagnostics += notes
      case .failure(let diagnostic):
        diagnostics.append(diagnostic)
      }
    }
    // The Material palette sits below everything, so any format can refer to `palette-red-500`.
    var layers: [Layer] = (options.includeDefaults ? DefaultSkin.layers() : []) + [MaterialPalette.layer]
    var motifSheets: [Stylesheet] = []
    var motifPosition: Int?
    var seen: Set<String> = []
    var paletteAdded = false
    var nssSheets: [Stylesheet] = []
    for file in files {
      guard seen.insert(file.path + "@" + file.conditions.description).inserted else {
        diagnostics.append(
          .note(.fileSkipped, "listed more than once; loaded once, at its first place", at: .startOf(SourceFileID(path: file.path))))
        continue
      }
      if RedbeardLoader.isThemeRoot(file.path) {
        var layer = RedbeardLoader.load(file.path, options: .init(reader: options.redbeard, environment: options.environment))
        for index in layer.stylesheets.indices { layer.stylesheets[index].conditions = file.conditions }
        layers.append(layer)
        continue
      }
      let lowercased = file.path.lowercased()
      if lowercased.hasSuffix(".xml") || lowercased.hasSuffix(".nss") {
        var sheet = lowercased.hasSuffix(".xml")
          ? MAFReader.read(path: file.path, options: options.maf) : NSSReader.read(path: file.path, options: options.nss)
        sheet.conditions = file.conditions
        if NSSReader.overridesFioriPalette(sheet), !paletteAdded {
          // The Fiori dialects override the palette: it goes below the first file that does.
          layers.append(FioriPalette.layer(options.nss.palette))
          paletteAdded = true
        }
        nssSheets += lowercased.hasSuffix(".nss") ? [sheet] : []
        layers.append(Layer(String(file.path.split(separator: "/").last ?? Substring(file.path)), stylesheets: [sheet]))
        continue
      }
      var sheet = MotifReader.read(path: file.path)
      sheet.conditions = file.conditions
      motifSheets.append(sheet)
      if motifPosition == nil { motifPosition = layers.count }
    }
    if let motifPosition {
      layers.insert(MotifThemeLoader.layer(named: "app", files: motifSheets), at: motifPosition)
    }
    diagnostics += NSSReader.crossFileNotes(nssSheets)
    return LoadedTheme(theme: Theme(layers: layers), files: files.map(\.path), diagnostics: diagnostics)
  }

  /// The theme files an input stands for: itself, a folder's theme files (sorted, recursively), or a
  /// Motif theme found by name.
  static func expand(_ input: ThemeInput) -> Result<([String], [Diagnostic]), Diagnostic> {
    var isDirectory: ObjCBool = false
    let path = input.path
    if path.contains("://"), !path.hasPrefix("file://") {
      return .failure(
        .error(.fileUnreadable, "'\(path)' is not a file path; download remote themes first", at: .startOf(SourceFileID(path: path))))
    }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue, !RedbeardLoader.isThemeRoot(path) else { return .success(([path], [])) }
      return .success(folderContents(path))
    }
    let name = String(path.split(separator: "/").last ?? "")
    let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : ""
    if !name.contains(".") {
      return MotifThemeLocator.locate(name: name, in: directory).map { ([$0], []) }
    }
    return .failure(.error(.fileUnreadable, "no such file or folder", at: .startOf(SourceFileID(path: path))))
  }

  private static func folderContents(_ folder: String) -> ([String], [Diagnostic]) {
    let root = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    guard let enumerator = FileManager.default.enumerator(atPath: root) else {
      return ([], [.error(.fileUnreadable, "the folder cannot be read", at: .startOf(SourceFileID(path: root)))])
    }
    var files: [String] = []
    var notes: [Diagnostic] = []
    var relativePaths: [String] = []
    while let relative = enumerator.nextObject() as? String {
      relativePaths.append(relative)
    }
    for relative in relativePaths.sorted() {
      let components = relative.split(separator: "/")
      if components.contains(where: { $0.hasPrefix(".") }) { continue }
      let path = root + "/" + relative
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { continue }
      let fileExtension = components.last.flatMap { $0.contains(".") ? $0.split(separator: ".").last.map(String.init) : nil }
      if let fileExtension, themeExtensions.contains(fileExtension) {
        files.append(path)
      } else {
        notes.append(
          .note(.fileSkipped, "skipped: not a theme file (Livery reads .yaml, .yml, .json, .xml and .nss)", at: .startOf(SourceFileID(path: path))))
      }
    }
    if files.isEmpty {
      notes.append(.warning(.fileSkipped, "the folder holds no theme files", at: .startOf(SourceFileID(path: root))))
    }
    return (files, notes)
  }
}

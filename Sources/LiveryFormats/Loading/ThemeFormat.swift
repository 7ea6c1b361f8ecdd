import Foundation
public import LiveryCore

/// A stylesheet format the loader can read: which files it claims, how it reads them, and the
/// rules it has across files. The loader knows no format; it asks the formats of a
/// `FormatRegistry`, so a new format (W3C design tokens) is a new conformance, not a loader change.
public protocol ThemeFormat: Sendable {
  /// The format's name in messages: `Motif`, `MAF`, `NSS`, `Redbeard`.
  var name: String { get }

  /// The extensions (lower-case, without the dot) of the files it may claim, for a folder's
  /// listing and for "skipped" notes. Claiming decides; this only says which files to ask about.
  var fileExtensions: Set<String> { get }

  /// How the stylesheets it reads become layers.
  var layering: FormatLayering { get }

  /// Whether it reads a folder as one theme (Redbeard's theme root), and why.
  func claim(folder: FolderCandidate) -> FormatClaim?

  /// Whether it reads a file, and why: by the file name and, where names clash (`.json` is Motif,
  /// Redbeard or design tokens), by the content.
  func claim(file: FileCandidate) -> FormatClaim?

  /// Reads a claimed file.
  func read(file: FileCandidate, context: FormatContext) -> FormatReading

  /// Reads a claimed folder.
  func read(folder: FolderCandidate, context: FormatContext) -> FormatReading

  /// Reads every file the format claimed in one load, together and in load order, when its
  /// layering is `readTogether` (design tokens: files given together are one token tree). The
  /// stylesheets name the files they came from.
  func read(files: [FileCandidate], context: FormatContext) -> FormatReading

  /// Reads `files` (attached to one variant) over `alongside` (the format's files that hold in every
  /// variant), when its layering is `readTogether`: references may reach the files alongside, whose
  /// own contents are not read again. By default, `alongside` is ignored.
  func read(files: [FileCandidate], alongside: [FileCandidate], context: FormatContext)
    -> FormatReading

  /// The file a theme name stands for (Motif's `themeWithNames:`), or why none does; `nil` when the
  /// format has no such lookup.
  func locate(themeNamed name: String, in folder: String, of source: any ThemeSource) -> Result<
    String, Diagnostic
  >?

  /// Layers that always sit below a loaded theme, whatever was read (the Material palette every
  /// format may refer to).
  func baseLayers(context: FormatContext) -> [Layer]

  /// After every input is read, if the format read any: its rules across files and the layers its
  /// files need (the SAP Fiori palette below the first sheet that overrides it).
  func finish(_ assembly: inout ThemeAssembly, context: FormatContext)
}

extension ThemeFormat {
  public var layering: FormatLayering { .layerPerReading }
  public func claim(folder: FolderCandidate) -> FormatClaim? { nil }
  public func read(folder: FolderCandidate, context: FormatContext) -> FormatReading {
    FormatReading(stylesheets: [], layerName: folder.displayPath)
  }
  public func read(files: [FileCandidate], context: FormatContext) -> FormatReading {
    let readings = files.map { read(file: $0, context: context) }
    return FormatReading(
      stylesheets: readings.flatMap(\.stylesheets), layerName: readings.first?.layerName ?? "")
  }
  public func read(files: [FileCandidate], alongside: [FileCandidate], context: FormatContext)
    -> FormatReading
  {
    read(files: files, context: context)
  }
  public func locate(themeNamed name: String, in folder: String, of source: any ThemeSource)
    -> Result<String, Diagnostic>?
  {
    nil
  }
  public func baseLayers(context: FormatContext) -> [Layer] { [] }
  public func finish(_ assembly: inout ThemeAssembly, context: FormatContext) {}
}

/// How a format's stylesheets become layers.
public enum FormatLayering: Sendable {
  /// Each file (or folder) read is a layer of its own, over the ones before: MAF's incremental
  /// loading, NUI's `appendStylesheet:`, one Redbeard theme root.
  case layerPerReading
  /// Every file of the format in one load is one layer, at the place of the first (Motif: files
  /// given together are one theme); `makeLayer` applies the format's rules across those files.
  case oneLayer(
    name: String, makeLayer: @Sendable (_ name: String, _ stylesheets: [Stylesheet]) -> Layer)
  /// Every file of the format in one load is read at once (`read(files:context:)`) into one layer,
  /// at the place of the first: design tokens, whose files given together are one token tree with
  /// references and `$extends` across files.
  case readTogether(name: String)
}

/// Why a format claims a file or folder, and how sure it is.
public struct FormatClaim: Sendable {
  /// How strong a claim is; the strongest wins, ties go to the format registered first.
  public enum Strength: Int, Sendable, Comparable {
    /// Only the file name says so (`.json`).
    case fileName
    /// The content looks like the format (Motif's `$`/`.` top-level keys).
    case content
    /// Something only this format has: Redbeard's `ref://` or `.inc.json`, design tokens' `$value`.
    case distinctive

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  public var strength: Strength
  /// For `check -v`: "top-level keys are Motif constants ($…) and classes (.…)".
  public var reason: String

  public init(_ strength: Strength, _ reason: String) {
    self.strength = strength
    self.reason = reason
  }
}

/// A file offered to the formats: where it is, and its bytes (not yet checked to be UTF-8).
public struct FileCandidate: Sendable {
  public let source: any ThemeSource
  /// The path relative to the source.
  public let path: String
  public let bytes: [UInt8]

  public init(source: any ThemeSource, path: String, bytes: [UInt8]) {
    self.source = source
    self.path = path
    self.bytes = bytes
  }

  /// The path diagnostics show.
  public var displayPath: String { source.displayPath(of: path) }
  /// The last path component, `Brand.nss`.
  public var fileName: String { String(path.split(separator: "/").last ?? Substring(path)) }
  /// The extension, lower-cased, without the dot; `nil` without one.
  public var fileExtension: String? {
    let name = fileName
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    return name[name.index(after: dot)...].lowercased()
  }
  /// The 1-based line and column of a byte offset, for claim reasons ("ref:// at 3:14"), counted
  /// as diagnostics count them (`\n`, `\r\n` and a lone `\r` end a line).
  public func place(ofByte offset: Int) -> String {
    let (line, column) = LineIndex(bytes: bytes).position(ofByte: offset)
    return "\(line):\(column)"
  }
}

/// A folder offered to the formats, to read as a whole.
public struct FolderCandidate: Sendable {
  public let source: any ThemeSource
  /// The folder's path relative to the source (`""`: the source's root).
  public let path: String
  /// The names of the files directly in the folder.
  public let fileNames: [String]

  public init(source: any ThemeSource, path: String, fileNames: [String]) {
    self.source = source
    self.path = path
    self.fileNames = fileNames
  }

  public var displayPath: String { source.displayPath(of: path) }
}

/// What a format read from one file or folder.
public struct FormatReading: Sendable {
  public var stylesheets: [Stylesheet]
  /// The layer's name, when the format makes a layer per reading (`Brand.nss`, `theme.inc.json`).
  public var layerName: String

  public init(stylesheets: [Stylesheet], layerName: String) {
    self.stylesheets = stylesheets
    self.layerName = layerName
  }
}

/// What formats are told when they read: the environment a theme is loaded for and how many
/// threads a reader may use.
public struct FormatContext: Sendable {
  /// Picks Redbeard's root file (`idiom`, `osVersion`, `locale`).
  public var environment: StyleEnvironment
  /// Threads a reader may use for one load (1: the calling thread only).
  public var readingThreads: Int
  /// What the load's reads have cost so far, shared by every read of the load (each context
  /// made with `init` starts a new count), so a format's limit holds for the whole load.
  public let work = LoadWork()

  public init(environment: StyleEnvironment = .default, readingThreads: Int = 1) {
    self.environment = environment
    self.readingThreads = max(1, readingThreads)
  }
}

/// Work units one load has spent, counted by the formats whose cost can grow faster than their
/// text (design tokens: values merged for each resolver permutation, copied by `$extends`,
/// reached through pointers), against their own limits.
public final class LoadWork: Sendable {
  private let total = Locked(0)

  public init() {}

  /// The units spent so far.
  public var spent: Int { total.withLock { $0 } }

  /// What is left of `limit` (never below zero).
  public func remaining(of limit: Int) -> Int { max(0, limit - spent) }

  /// Counts `units` more.
  public func spend(_ units: Int) {
    total.withLock { total in
      total = total.addingReportingOverflow(max(0, units)).overflow ? .max : total + max(0, units)
    }
  }
}

/// A theme being put together: its layers, lowest first, which format made each, and the
/// problems found on the way. Formats' `finish` may add layers and diagnostics.
public struct ThemeAssembly: Sendable {
  public internal(set) var layers: [Layer]
  /// The format that read each layer (`nil` for the defaults and base layers), parallel to `layers`.
  public private(set) var formats: [String?]
  public var diagnostics: [Diagnostic]

  public init() {
    layers = []
    formats = []
    diagnostics = []
  }

  /// Adds a layer at `index` (default: on top), read by `format`.
  public mutating func insert(_ layer: Layer, at index: Int? = nil, format: String? = nil) {
    let position = index ?? layers.count
    layers.insert(layer, at: position)
    formats.insert(format, at: position)
  }

  /// The stylesheets a format read, in load order.
  public func stylesheets(readBy format: String) -> [Stylesheet] {
    zip(layers, formats).filter { $0.1 == format }.flatMap(\.0.stylesheets)
  }
}

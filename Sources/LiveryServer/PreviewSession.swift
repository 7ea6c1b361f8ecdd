import Foundation
public import LiveryCore

/// The theme a preview shows: loaded off the main actor, reloaded when its files change, and
/// never replaced by a broken one — a reload with errors keeps the last good theme and remembers
/// the errors for the page's banner. The gate is its `ThemeStore`'s (until a theme without
/// errors was shown, the latest broken one is shown: there is no good one to keep).
///
/// ```swift
/// let session = PreviewSession { ThemeLoader.read(inputs, options: options).compile() }
/// let outcome = await session.reload()   // .applied(generation) or .refused(errors)
/// ```
public actor PreviewSession {
  /// What a reload did.
  public enum Outcome: Sendable, Equatable {
    /// The new theme is in use; its generation number.
    case applied(Int)
    /// The new theme had errors and is not used; how many.
    case refused(Int)
  }

  /// The largest theme file a preview reads by default: far above any real theme (SAP's whole
  /// default skin is 157 KB, a generated 16,000-class theme 5 MB), far below what would stall it.
  public static let defaultMaximumFileBytes = 16 << 20

  private let load: @Sendable () -> CompiledTheme
  private let paths: [String]
  private let maximumFileBytes: Int
  /// Holds the theme shown and refuses broken ones.
  public let store: ThemeStore
  /// The theme shown: the last one without errors (or the latest one loaded, with its errors,
  /// while none had none).
  public var theme: CompiledTheme { store.theme }
  /// Problems of the last load (errors of a refused reload stay here until a good one).
  public private(set) var diagnostics: [Diagnostic]
  /// Counts applied loads, from 1.
  public var generation: Int { store.generation }
  /// Counts reloads started, so a slow one that a later one overtook is not applied over it.
  private var started = 0
  private var lastApplied = 0

  /// Loads the theme once.
  ///
  /// - Parameters:
  ///   - paths: The files and folders the theme is read from, checked against `maximumFileBytes`
  ///     before every load (a `@axis=value` suffix is ignored).
  ///   - maximumFileBytes: The largest theme file read: a larger one is refused with a
  ///     `file.too-large` error in the banner, and the last good theme stays.
  ///   - load: Reads and compiles the theme; called again on every reload, off the actor (pages
  ///     keep answering with the last good theme while it runs).
  public init(
    paths: [String] = [], maximumFileBytes: Int = PreviewSession.defaultMaximumFileBytes,
    load: @escaping @Sendable () -> CompiledTheme
  ) {
    self.load = load
    self.paths = paths
    self.maximumFileBytes = maximumFileBytes
    let first = Self.guardedLoad(load, paths: paths, maximumFileBytes: maximumFileBytes)
    store = ThemeStore(first.theme, replacesUntilGood: true)
    diagnostics = first.diagnostics
  }

  /// Everything a page shows, read at once (a reload cannot land between the parts).
  public func snapshot() -> (
    theme: CompiledTheme, diagnostics: [Diagnostic], showsLastGood: Bool, generation: Int
  ) {
    let current = store.current
    return (current.theme, diagnostics, current.isShowingLastGood, current.generation)
  }

  /// Loads the theme again — on a thread of its own, so every page keeps answering meanwhile —
  /// and uses it when it has no errors, else keeps the last good one.
  public func reload() async -> Outcome {
    started += 1
    let ticket = started
    let (load, paths, limit) = (self.load, self.paths, maximumFileBytes)
    // On a thread of its own, not Dispatch's global queue: a busy process (a full parallel test
    // run) can keep every global-queue thread waiting, and a reload must not wait behind them.
    let next = await withCheckedContinuation { continuation in
      let thread = Thread {
        continuation.resume(
          returning: Self.guardedLoad(load, paths: paths, maximumFileBytes: limit))
      }
      thread.name = "livery.preview-reload"
      thread.start()
    }
    // A reload started after this one finished first: its theme is newer, and stays.
    guard ticket > lastApplied else { return .applied(generation) }
    lastApplied = ticket
    diagnostics = next.diagnostics
    // An oversized file gives no theme to offer: its error alone is the refusal.
    let outcome = next.compiled.map { store.offer($0) } ?? store.refuse(next.diagnostics)
    switch outcome {
    case .accepted(let generation): return .applied(generation)
    case .refused: return .refused(next.theme.diagnosticCounts.errors)
    }
  }

  /// The files the theme was read from (what a watcher watches).
  public var files: [String] {
    var paths: [String] = []
    // The app's files; a runtime layer comes from a remote bundle, in memory.
    for layer in theme.theme.layers where layer.role == .app {
      for sheet in layer.stylesheets where sheet.path.hasPrefix("/") || !sheet.path.hasPrefix("<") {
        paths.append(sheet.path)
      }
    }
    return paths
  }

  /// A load, unless a theme file is over the limit: then its error alone.
  private static func guardedLoad(
    _ load: @Sendable () -> CompiledTheme, paths: [String], maximumFileBytes: Int
  ) -> (compiled: CompiledTheme?, theme: CompiledTheme, diagnostics: [Diagnostic]) {
    let tooLarge = oversizedFiles(paths, limit: maximumFileBytes).map { path, size in
      Diagnostic.error(
        .fileTooLarge,
        "the file is \(size) bytes, over the preview's limit of \(maximumFileBytes >> 20) MB for a theme file (--max-file-size); it is not read",
        at: .startOf(SourceFileID(path: path)))
    }
    if !tooLarge.isEmpty {
      return (nil, Theme(layers: [], diagnostics: tooLarge).compile(), tooLarge)
    }
    let compiled = load()
    return (compiled, compiled, compiled.diagnostics)
  }

  /// The regular files among `paths` (and in the folders among them) larger than `limit`.
  static func oversizedFiles(_ paths: [String], limit: Int) -> [(path: String, size: Int)] {
    var found: [(path: String, size: Int)] = []
    let manager = FileManager.default
    for given in paths {
      let path = given.split(separator: "@", maxSplits: 1).first.map(String.init) ?? given
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      let files: [String]
      if isFolder.boolValue {
        files = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? []).map {
          path + "/" + $0
        }
      } else {
        files = [path]
      }
      for file in files {
        guard let attributes = try? manager.attributesOfItem(atPath: file),
          attributes[.type] as? FileAttributeType == .typeRegular,
          let size = attributes[.size] as? Int, size > limit
        else { continue }
        found.append((file, size))
      }
    }
    return found
  }
}

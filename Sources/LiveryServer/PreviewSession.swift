public import LiveryCore

/// The theme a preview shows: loaded off the main actor, reloaded when its files change, and
/// never replaced by a broken one — a reload with errors keeps the last good theme and remembers
/// the errors for the page's banner.
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

  private let load: @Sendable () -> CompiledTheme
  /// The theme shown: the last one without errors (or the first one loaded, with its errors).
  public private(set) var theme: CompiledTheme
  /// Problems of the last load (errors of a refused reload stay here until a good one).
  public private(set) var diagnostics: [Diagnostic]
  /// Whether the last load was refused (the banner shows its errors).
  public private(set) var isShowingLastGood = false
  /// Whether any load so far had no errors (else there is no "last good" theme to speak of).
  public private(set) var hasHadGoodTheme: Bool
  /// Counts applied loads, from 1.
  public private(set) var generation = 1

  /// Loads the theme once.
  ///
  /// - Parameter load: Reads and compiles the theme; called again on every reload.
  public init(load: @escaping @Sendable () -> CompiledTheme) {
    self.load = load
    let first = load()
    theme = first
    diagnostics = first.diagnostics
    hasHadGoodTheme = !diagnostics.containsErrors
  }

  /// Everything a page shows, read at once (a reload cannot land between the parts).
  public func snapshot() -> (theme: CompiledTheme, diagnostics: [Diagnostic], showsLastGood: Bool, generation: Int) {
    (theme, diagnostics, isShowingLastGood && hasHadGoodTheme, generation)
  }

  /// Loads the theme again: uses it when it has no errors, else keeps the last good one.
  public func reload() -> Outcome {
    let next = load()
    let problems = next.diagnostics
    if problems.containsErrors {
      diagnostics = problems
      isShowingLastGood = true
      if !hasHadGoodTheme { theme = next }  // nothing better to show
      return .refused(next.diagnosticCounts.errors)
    }
    hasHadGoodTheme = true
    theme = next
    diagnostics = problems
    isShowingLastGood = false
    generation += 1
    return .applied(generation)
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
}

import Foundation

/// Which rules run and how serious their findings are, the rules' options, and how both differ
/// for some files.
///
/// ```swift
/// var configuration = LintConfiguration()
/// configuration.severities["unused-property"] = .off
/// configuration.contrastLevel = .aaa
/// let findings = theme.lint(configuration)
/// ```
///
/// A configuration file (`.livery.json`, `LintConfigurationFile`) reads into one of these.
public struct LintConfiguration: Sendable, Equatable {
  /// WCAG's contrast levels: AA asks 4.5:1 (3:1 large text), AAA 7:1 (4.5:1 large text); non-text
  /// UI asks 3:1 at both.
  public enum ContrastLevel: String, Sendable, Equatable, CaseIterable {
    case aa = "AA"
    case aaa = "AAA"

    /// The ratio text needs: large text (≥ 18 pt, or ≥ 14 pt bold) needs less.
    public func minimumRatio(largeText: Bool) -> Double {
      switch (self, largeText) {
      case (.aa, false): 4.5
      case (.aa, true): 3
      case (.aaa, false): 7
      case (.aaa, true): 4.5
      }
    }
  }

  /// Severities by rule id; a rule not listed has its default.
  public var severities: [String: LintRule.Severity] = [:]
  /// `contrast`'s level.
  public var contrastLevel = ContrastLevel.aa
  /// `touch-target`'s smallest height and width, in points (Apple's Human Interface Guidelines:
  /// 44).
  public var minimumTouchTarget = 44.0
  /// Settings for some files, in order: where several match a file, the later wins.
  public var overrides: [Override] = []

  public init() {}

  /// Settings that apply to the files matching `patterns`.
  public struct Override: Sendable, Equatable {
    /// Glob patterns (`*` within a path component, `**` any number of components, `?` one
    /// character), relative to `directory`.
    public var patterns: [String]
    /// The folder the patterns are relative to: the configuration file's.
    public var directory: String
    public var severities: [String: LintRule.Severity] = [:]
    public var contrastLevel: ContrastLevel?
    public var minimumTouchTarget: Double?

    public init(patterns: [String], relativeTo directory: String) {
      self.patterns = patterns
      self.directory = directory
    }

    /// Whether the file at `path` (absolute, or relative to the working folder as `directory`
    /// is) is one of this override's.
    public func matches(_ path: String) -> Bool {
      guard let relative = PathGlob.relative(path, to: directory) else { return false }
      return patterns.contains { PathGlob.matches(relative, pattern: $0) }
    }
  }

  /// The severity `rule` runs with.
  public func severity(of rule: LintRule) -> LintRule.Severity {
    severities[rule.id] ?? rule.defaultSeverity
  }

  /// The settings for the file at `path`: these, with every override that matches it applied in
  /// order; the result has no overrides.
  public func applying(toFile path: String) -> LintConfiguration {
    var result = self
    result.overrides = []
    for override in overrides where override.matches(path) {
      result.severities.merge(override.severities) { $1 }
      if let level = override.contrastLevel { result.contrastLevel = level }
      if let minimum = override.minimumTouchTarget { result.minimumTouchTarget = minimum }
    }
    return result
  }

  /// The same, with `severity` for `rule` everywhere: for every file, whatever the overrides say
  /// (a command line's `--rule`).
  public func setting(_ rule: LintRule, to severity: LintRule.Severity) -> LintConfiguration {
    var result = self
    result.severities[rule.id] = severity
    for index in result.overrides.indices { result.overrides[index].severities[rule.id] = nil }
    return result
  }

  /// The same, with contrast `level` for every file (a command line's `--level`).
  public func setting(contrastLevel level: ContrastLevel) -> LintConfiguration {
    var result = self
    result.contrastLevel = level
    for index in result.overrides.indices { result.overrides[index].contrastLevel = nil }
    return result
  }
}

/// Glob patterns over `/`-separated paths, as configuration files write them.
enum PathGlob {
  /// `path` relative to `directory` (both made absolute against the working folder alike), or
  /// `nil` when it is not inside it.
  static func relative(_ path: String, to directory: String) -> String? {
    let file = components(absolute(path))
    let folder = components(absolute(directory))
    guard file.count > folder.count, Array(file.prefix(folder.count)) == folder else { return nil }
    return file.dropFirst(folder.count).joined(separator: "/")
  }

  /// `path` against the working folder when it is relative.
  static func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
  }

  /// The path's components, `.` and empty ones dropped and `..` applied.
  static func components(_ path: String) -> [Substring] {
    var result: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..": if !result.isEmpty { result.removeLast() }
      default: result.append(component)
      }
    }
    return result
  }

  /// Whether `path` matches `pattern`. A pattern without `/` matches a file's name in any folder
  /// (`*.nss`), as `.gitignore` patterns do.
  static func matches(_ path: String, pattern: String) -> Bool {
    let names = path.split(separator: "/").map { Array($0.unicodeScalars) }
    // `./Legacy` is `Legacy`; `Legacy/` is everything in it; `**/**` is one `**`.
    var written = pattern.split(separator: "/").filter { $0 != "." }.map(String.init)
    if pattern.hasSuffix("/") { written.append("**") }
    var parts: [[Unicode.Scalar]] = []
    for part in written where !(part == "**" && parts.last == Array("**".unicodeScalars)) {
      parts.append(Array(part.unicodeScalars))
    }
    if !pattern.contains("/") { parts.insert(Array("**".unicodeScalars), at: 0) }
    return match(names[...], parts[...])
  }

  private static func match(
    _ names: ArraySlice<[Unicode.Scalar]>, _ parts: ArraySlice<[Unicode.Scalar]>
  ) -> Bool {
    guard let part = parts.first else { return names.isEmpty }
    if part == Array("**".unicodeScalars) {
      // Any number of components, none included.
      for skip in 0...names.count where match(names.dropFirst(skip), parts.dropFirst()) {
        return true
      }
      return false
    }
    guard let name = names.first, matchName(name[...], part[...]) else { return false }
    return match(names.dropFirst(), parts.dropFirst())
  }

  /// One component against one pattern component: `*` any run, `?` one scalar. Iterative with
  /// one backtrack point, so no pattern takes more than length × length steps.
  private static func matchName(
    _ name: ArraySlice<Unicode.Scalar>, _ part: ArraySlice<Unicode.Scalar>
  )
    -> Bool
  {
    var (n, p) = (name.startIndex, part.startIndex)
    var star: (p: Int, n: Int)?
    while n < name.endIndex {
      if p < part.endIndex, part[p] == "?" || part[p] == name[n] {
        n += 1
        p += 1
      } else if p < part.endIndex, part[p] == "*" {
        star = (p, n)
        p += 1
      } else if let saved = star {
        p = saved.p + 1
        n = saved.n + 1
        star = (saved.p, saved.n + 1)
      } else {
        return false
      }
    }
    while p < part.endIndex, part[p] == "*" { p += 1 }
    return p == part.endIndex
  }
}

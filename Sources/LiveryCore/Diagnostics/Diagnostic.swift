public import Foundation

/// One problem found in a theme: what, where, how bad, and what to do about it.
///
/// Readers and the compiler collect diagnostics and keep going; nothing stops at the first problem.
///
/// ```swift
/// let theme = Theme(layers: [layer]).compile()
/// for diagnostic in theme.diagnostics where diagnostic.severity == .error {
///   print(diagnostic)   // Themes/Controls.yaml:12:22: error: unknown constant '$WarnColor' …
/// }
/// ```
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  /// How serious a diagnostic is. `note` marks a remark, such as a compatibility note.
  public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case note, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// A secondary message attached to a diagnostic, such as the other end of a cycle.
  public struct Note: Sendable, Hashable {
    public var message: String
    public var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation? = nil) {
      self.message = message
      self.location = location
    }
  }

  public var severity: Severity
  public var code: DiagnosticCode
  public var message: String
  public var location: SourceLocation?
  public var notes: [Note]
  /// A concrete edit that fixes the problem, when one is obvious (for example "write `0.5`").
  public var fixIt: String?

  public init(
    _ severity: Severity, _ code: DiagnosticCode, _ message: String, at location: SourceLocation?,
    notes: [Note] = [], fixIt: String? = nil
  ) {
    self.severity = severity
    self.code = code
    self.message = message
    self.location = location
    self.notes = notes
    self.fixIt = fixIt
  }

  public static func error(
    _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, notes: [Note] = [],
    fixIt: String? = nil
  ) -> Diagnostic {
    Diagnostic(.error, code, message, at: location, notes: notes, fixIt: fixIt)
  }

  public static func warning(
    _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, notes: [Note] = [],
    fixIt: String? = nil
  ) -> Diagnostic {
    Diagnostic(.warning, code, message, at: location, notes: notes, fixIt: fixIt)
  }

  public static func note(
    _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, notes: [Note] = [],
    fixIt: String? = nil
  ) -> Diagnostic {
    Diagnostic(.note, code, message, at: location, notes: notes, fixIt: fixIt)
  }

  /// `path:line:column: severity: message [code]`, the first line of the rendered form.
  public var description: String {
    let place = location.map { "\($0): " } ?? ""
    return "\(place)\(severity.rawValue): \(message) [\(code.rawValue)]"
  }
}

extension Diagnostic {
  /// How many diagnostics of one code and severity a report shows per file (`capped(perFileAndCode:)`).
  public static let shownPerFileAndCode = 25
}

extension Array where Element == Diagnostic {
  /// Whether any diagnostic is an error.
  public var containsErrors: Bool { contains { $0.severity == .error } }

  /// Sorted by file, line and column; diagnostics without a location come first.
  public func sortedByLocation() -> [Diagnostic] {
    enumerated().sorted { lhs, rhs in
      switch (lhs.element.location, rhs.element.location) {
      case let (l?, r?) where l != r: return l < r
      case (nil, _?): return true
      case (_?, nil): return false
      default: return lhs.offset < rhs.offset
      }
    }.map(\.element)
  }

  /// At most `limit` diagnostics of each code and severity per file, in order; the rest of a group
  /// become one diagnostic of the same code and severity, where the first one left out was, saying
  /// how many. 10,000 repeats of one mistake make a short report, and every kind is still shown.
  public func capped(perFileAndCode limit: Int = Diagnostic.shownPerFileAndCode) -> [Diagnostic] {
    var counts: [DiagnosticGroup: Int] = [:]
    var summaries: [DiagnosticGroup: Int] = [:]
    var result: [Diagnostic] = []
    result.reserveCapacity(Swift.min(count, 4096))
    for diagnostic in self {
      let group = DiagnosticGroup(
        file: diagnostic.location?.file, code: diagnostic.code, severity: diagnostic.severity)
      let seen = counts[group, default: 0]
      counts[group] = seen + 1
      if seen < limit {
        result.append(diagnostic)
      } else if seen == limit {
        summaries[group] = result.count
        result.append(diagnostic)
      }
    }
    for (group, index) in summaries {
      let more = counts[group]! - limit
      let first = result[index]
      let place =
        first.location.map { "in \(SourceLocation.displayed($0.path))" } ?? "without a location"
      result[index] = Diagnostic(
        first.severity, first.code,
        "\(more) more \(first.severity.rawValue)\(more == 1 ? "" : "s") [\(first.code.rawValue)] \(place) are not shown (the first \(limit) are); the first of them: \(first.message)",
        at: first.location)
    }
    return result
  }
}

/// Diagnostics counted together when capping: one code and severity in one file.
private struct DiagnosticGroup: Hashable {
  let file: SourceFileID?
  let code: DiagnosticCode
  let severity: Diagnostic.Severity
}

/// Thrown at API edges that cannot return diagnostics alongside a result — loading a theme that has
/// errors, or validating one — carrying every diagnostic (errors, and the warnings and notes beside
/// them) and the text of the files they point into, to render them with their source lines.
///
/// ```swift
/// do { theme = try ThemeLoader.load(.folder("Themes")) }
/// catch let error as DiagnosticsError { for problem in error.errors { print(problem) } }   // Themes/Brand.nss:3:14: error: …
/// ```
public struct DiagnosticsError: LocalizedError, Sendable, CustomStringConvertible {
  /// Every diagnostic, sorted by location.
  public let diagnostics: [Diagnostic]
  /// The files the diagnostics point into.
  public let sources: SourceFiles

  public init(_ diagnostics: [Diagnostic], sources: SourceFiles = SourceFiles()) {
    self.diagnostics = diagnostics
    self.sources = sources
  }

  public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
  public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }

  /// What `localizedDescription` says: the summary and each error.
  public var errorDescription: String? { description }

  /// "2 errors, 1 warning" then one line per error: enough for a log line or a test failure.
  public var description: String {
    let errors = errors
    let warnings = warnings.count
    let summary =
      "\(errors.count) error\(errors.count == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    return ([summary] + errors.map(\.description)).joined(separator: "\n")
  }
}

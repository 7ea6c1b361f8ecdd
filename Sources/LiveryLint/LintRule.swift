public import LiveryCore

/// A lint rule: a stable id (what configuration files, inline disables and SARIF name it), what it
/// checks, and how serious its findings are unless configured otherwise (review-tools.md §1).
public struct LintRule: Sendable, Hashable, Identifiable, CustomStringConvertible {
  /// How serious a rule's findings are; `off` turns the rule off.
  public enum Severity: String, Sendable, Hashable, CaseIterable {
    case error, warning, info, off

    /// The diagnostic severity a finding gets (`info` is a note); `nil` for `off`.
    public var diagnosticSeverity: Diagnostic.Severity? {
      switch self {
      case .error: .error
      case .warning: .warning
      case .info: .note
      case .off: nil
      }
    }
  }

  public let id: String
  public let summary: String
  public let defaultSeverity: Severity

  public var description: String { id }

  /// The diagnostic code of the rule's findings: `lint.` and the id.
  public var code: DiagnosticCode { DiagnosticCode(rawValue: "lint." + id) }

  /// Text readable against what is behind it, per component type × style × state × variant
  /// (WCAG 2.2 1.4.3; 1.4.11 for text fields' borders and switches' tints).
  public static let contrast = LintRule(
    id: "contrast",
    summary:
      "Text must contrast with what is behind it (WCAG 2.2: 4.5:1, 3:1 for large text and for non-text UI), per component, style, state and colour scheme.",
    defaultSeverity: .warning)

  /// A catalog property the component type never reads (NUI ignores `on-tint-color` on a bar).
  public static let unusedProperty = LintRule(
    id: "unused-property",
    summary:
      "A property the component type never reads is ignored; the closest one it reads is suggested.",
    defaultSeverity: .warning)

  /// Every rule, in the order reports list them.
  public static let all: [LintRule] = [.contrast, .unusedProperty]

  /// The rule with `id`, if any.
  public static func named(_ id: String) -> LintRule? { all.first { $0.id == id } }
}

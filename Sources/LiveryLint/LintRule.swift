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

  /// A style of a theme that supports dark mode with colours set for light and not for dark.
  public static let darkModeCoverage = LintRule(
    id: "dark-mode-coverage",
    summary:
      "In a theme with dark mode, a colour set for light (or a constant defined for light) must be set for dark too.",
    defaultSeverity: .warning)

  /// A use of a constant or design token marked deprecated (DTCG `$deprecated`).
  public static let deprecatedToken = LintRule(
    id: "deprecated-token",
    summary:
      "A constant or design token marked deprecated is used; its replacement is suggested (and applied by --fix) when the deprecation names one.",
    defaultSeverity: .warning)

  /// A declaration that never takes effect: a later one always overrides it.
  public static let noEffect = LintRule(
    id: "no-effect",
    summary:
      "A declaration that a later declaration of the same property, style, state and conditions always overrides has no effect (a duplicate, or an override in a later file).",
    defaultSeverity: .warning)

  /// A literal colour equal to a constant of the theme.
  public static let useConstant = LintRule(
    id: "use-constant",
    summary:
      "A literal colour equal to one of the theme's constants should name the constant, so a palette change reaches it (--fix writes the reference).",
    defaultSeverity: .info)

  /// A tappable component smaller than a finger.
  public static let touchTarget = LintRule(
    id: "touch-target",
    summary:
      "A tappable component whose height or width resolves below 44 pt (Apple's Human Interface Guidelines; option 'minimum').",
    defaultSeverity: .warning)

  /// Text with a fixed size in a theme that uses Dynamic Type elsewhere.
  public static let fixedFontSize = LintRule(
    id: "fixed-font-size",
    summary:
      "Text with a font size and no text style does not follow Dynamic Type; reported in themes that use text styles elsewhere.",
    defaultSeverity: .info)

  /// Every rule, in the order reports list them.
  public static let all: [LintRule] = [
    .contrast, .darkModeCoverage, .unusedProperty, .deprecatedToken, .noEffect, .useConstant,
    .touchTarget, .fixedFontSize,
  ]

  /// The rule with `id`, if any.
  public static func named(_ id: String) -> LintRule? { all.first { $0.id == id } }
}

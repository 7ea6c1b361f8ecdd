/// Which rules run and how serious their findings are, and the rules' options.
///
/// ```swift
/// var configuration = LintConfiguration()
/// configuration.severities["unused-property"] = .off
/// configuration.contrastLevel = .aaa
/// let findings = theme.lint(configuration)
/// ```
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
  public var contrastLevel = ContrastLevel.aa

  public init() {}

  /// The severity `rule` runs with.
  public func severity(of rule: LintRule) -> LintRule.Severity {
    severities[rule.id] ?? rule.defaultSeverity
  }
}

public import LiveryCore
import LiveryRuntime

/// Lints a compiled theme: every rule the configuration runs, over the gallery matrix — every
/// component type × style × declared state × colour scheme (and increased contrast where the
/// theme has it), as the runtime would apply it. The CLI (`livery lint`) and an app
/// (`theme.lint(configuration)`) use this one engine (the preview is to), so they give the same
/// findings.
///
/// ```swift
/// let theme = try ThemeLoader.load(.file("Brand.nss"))
/// for finding in theme.lint() { print(finding) }
/// // Brand.nss:4:3: warning: Button 'PrimaryButton', colorScheme=dark: text #8E8E93 on #1C1C1E is 4.1:1, below 4.5:1 (WCAG AA) [lint.contrast]
/// ```
///
/// Findings are diagnostics: at the declaration to change, with notes at the other declarations
/// involved, and a fix-it when one is clear. They concern the theme's own files: a problem that
/// lies wholly in Livery's defaults or default skin is not the theme's (linting the default skin
/// alone, it is).
public struct Linter: Sendable {
  public var configuration: LintConfiguration

  public init(_ configuration: LintConfiguration = LintConfiguration()) {
    self.configuration = configuration
  }

  /// The findings, sorted by place.
  public func lint(_ theme: CompiledTheme) -> [Diagnostic] {
    let context = LintContext(theme: theme, configuration: configuration)
    var findings: [Diagnostic] = []
    for rule in LintRule.all {
      guard let severity = configuration.severity(of: rule).diagnosticSeverity else { continue }
      var found: [Diagnostic]
      switch rule {
      case .contrast: found = ContrastRule(context: context).findings()
      case .unusedProperty: found = UnusedPropertyRule(context: context).findings()
      default: found = []
      }
      for index in found.indices {
        found[index].severity = severity
        found[index].code = rule.code
      }
      findings += found
    }
    var seen: Set<Diagnostic> = []
    return findings.filter { seen.insert($0).inserted }.sorted { lhs, rhs in
      switch (lhs.location, rhs.location) {
      case let (left?, right?) where left != right: left < right
      case (nil, _?): false
      case (_?, nil): true
      default: lhs.message < rhs.message
      }
    }
  }
}

extension CompiledTheme {
  /// This theme's lint findings (`Linter`).
  public func lint(_ configuration: LintConfiguration = LintConfiguration()) -> [Diagnostic] {
    Linter(configuration).lint(self)
  }
}

/// What every rule reads: the theme, the matrix's environments, and which layers are the
/// theme's own.
struct LintContext {
  let theme: CompiledTheme
  let configuration: LintConfiguration
  /// Light and dark (light alone for a theme with no dark values: it stays light), each also
  /// with increased contrast where the theme has values for it.
  let environments: [StyleEnvironment]
  /// The layers whose declarations findings concern: the app's files (and a runtime bundle);
  /// every layer when the theme is Livery's own (the default skin linted alone).
  let ownRoles: Set<LayerRole>

  init(theme: CompiledTheme, configuration: LintConfiguration) {
    self.theme = theme
    self.configuration = configuration
    var environments = [StyleEnvironment.default.setting(.colorScheme, to: "light")]
    // A light-only theme stays light in dark mode — unless it takes the skin's dark values
    // (`--skin-dark`), the contrast risk this rule is there to report.
    if !theme.isLightOnly || theme.theme.lightOnlyDarkMode == .usesSkinDarkValues {
      environments.append(StyleEnvironment.default.setting(.colorScheme, to: "dark"))
    }
    if theme.environmentValues[.contrast]?.contains("high") == true {
      // Normal contrast is said, as the runtime says it (a `contrast=normal` condition matches).
      environments =
        environments.map { $0.setting(.contrast, to: "normal") }
        + environments.map { $0.setting(.contrast, to: "high") }
    }
    self.environments = environments
    let hasOwnFiles = theme.theme.layers.contains { $0.role.isThemed && !$0.stylesheets.isEmpty }
    ownRoles = hasOwnFiles ? [.app, .runtime] : Set(LayerRole.allCases)
  }

  /// Whether a value declared with `provenance` is the theme's own.
  func isOwn(_ provenance: Provenance?) -> Bool {
    provenance.map { ownRoles.contains($0.layerRole) } ?? false
  }

  /// How a finding names a matrix cell: `Button 'PrimaryButton' highlighted, colorScheme=dark`.
  static func describe(_ row: GalleryRow, in environment: StyleEnvironment) -> String {
    var text = row.type.rawValue
    if let style = row.style { text += " '\(style.rawValue)'" }
    if !row.states.isEmpty { text += " " + row.states.map(\.rawValue).joined(separator: "+") }
    var axes = ["colorScheme=\(environment[.colorScheme] ?? "light")"]
    if let contrast = environment[.contrast] { axes.append("contrast=\(contrast)") }
    return text + ", " + axes.joined(separator: " ")
  }
}

/// What `colorScheme=dark` does to a light-only theme: one whose app and runtime layers never
/// mention a dark colour scheme (semantics §6).
///
/// NUI, MAF and Redbeard themes were written for apps that shipped with dark mode turned off. Laid
/// over the default skin's dark values they would show the theme's black text on the skin's black
/// background, so by default such a theme resolves as light in `colorScheme=dark`, skin included.
///
/// ```swift
/// var theme = ThemeLoader.read([.file("Brand.nss")])
/// theme.lightOnlyDarkMode = .usesSkinDarkValues   // accept the contrast risk `livery lint` reports
/// ```
public enum LightOnlyDarkMode: String, Sendable, Hashable, CaseIterable {
  /// `colorScheme=dark` resolves as `colorScheme=light`, skin included: what the theme's app was.
  case staysLight
  /// The skin's dark values apply under the theme's light ones.
  case usesSkinDarkValues
}

extension CompiledTheme {
  /// Whether the theme is light-only: its app and runtime layers never mention a dark colour
  /// scheme — no file attached to a colour scheme, no `colorScheme` condition on a rule, a
  /// declaration or a constant (Fiori `_darkBackground` overrides and design-token dark contexts
  /// are such conditions), and no reference to a constant that adapts to the colour scheme (a SAP
  /// Fiori palette colour, which SAP's own engine turns dark). A theme without app layers (the
  /// default skin alone) is not light-only.
  public var isLightOnly: Bool {
    lightOnly.withLock { cached in
      if let cached { return cached }
      let result = Self.computeLightOnly(theme: theme, adaptiveConstants: adaptiveConstantNames)
      cached = result
      return result
    }
  }

  /// The environment queries in `environment` resolve in: the same, except that `colorScheme=dark`
  /// is `colorScheme=light` under a light-only theme that did not ask for the skin's dark values.
  public func resolvingEnvironment(_ environment: StyleEnvironment) -> StyleEnvironment {
    guard environment.colorScheme == .dark, theme.lightOnlyDarkMode == .staysLight, isLightOnly else { return environment }
    return environment.setting(.colorScheme, to: StyleEnvironment.ColorScheme.light.rawValue)
  }

  /// One note saying what `colorScheme=dark` does to this theme when it is light-only (for
  /// `livery check -v` and the preview's dark column); `nil` for a theme that mentions dark.
  public var lightOnlyNote: String? {
    guard isLightOnly else { return nil }
    switch theme.lightOnlyDarkMode {
    case .staysLight:
      return "light-only theme: no file of the theme mentions a dark colour scheme, so colorScheme=dark resolves as light, "
        + "skin included (ask for the skin's dark values with --skin-dark, LightOnlyDarkMode.usesSkinDarkValues)"
    case .usesSkinDarkValues:
      return "light-only theme: no file of the theme mentions a dark colour scheme; colorScheme=dark uses the default skin's "
        + "dark values under the theme's light ones, as asked (check the contrast)"
    }
  }

  /// The variant the theme's files were compiled for, when a reader chose one (a design-token
  /// resolver's `--input theme=dark` is `colorScheme=dark`): what tools resolve in by default.
  public var compiledVariant: Conditions {
    theme.layers.filter { $0.role.isThemed }.flatMap(\.stylesheets).reduce(Conditions.always) { $0.and($1.compiledVariant) }
  }

  /// Constants with a definition limited to a colour scheme (the Fiori palette's adaptive colours).
  private var adaptiveConstantNames: Set<String> {
    var names: Set<String> = []
    for name in constantsByName.keys {
      if constantsByName[name]?.contains(where: { $0.conditions.mentionsColorScheme }) == true { names.insert(name) }
    }
    return names
  }

  private static func computeLightOnly(theme: Theme, adaptiveConstants: Set<String>) -> Bool {
    let themed = theme.layers.filter { $0.role.isThemed }
    guard !themed.isEmpty else { return false }
    func refersToAdaptive(_ value: ValueExpression) -> Bool {
      switch value {
      case .reference(let reference): return reference.kind != .style && adaptiveConstants.contains(reference.name)
      case .list(let elements): return elements.contains { refersToAdaptive($0.value) }
      case .map(let entries): return entries.contains { refersToAdaptive($0.value) }
      default: return false
      }
    }
    func mentionsDark(_ body: StyleBody) -> Bool {
      body.declarations.contains { $0.conditions.mentionsColorScheme || (!adaptiveConstants.isEmpty && refersToAdaptive($0.value)) }
        || body.states.contains { mentionsDark($0.body) } || body.subElements.contains { mentionsDark($0.body) }
    }
    for layer in themed {
      if layer.conditions.mentionsColorScheme { return false }
      for sheet in layer.stylesheets {
        if sheet.conditions.mentionsColorScheme || sheet.compiledVariant.mentionsColorScheme { return false }
        for constant in sheet.constants {
          if constant.conditions.mentionsColorScheme || (!adaptiveConstants.isEmpty && refersToAdaptive(constant.value)) {
            return false
          }
        }
        for rule in sheet.rules where rule.conditions.mentionsColorScheme || mentionsDark(rule.body) { return false }
      }
    }
    return true
  }
}

extension Conditions {
  /// Whether one of the conditions tests the colour scheme.
  var mentionsColorScheme: Bool { all.contains { $0.axis == .colorScheme } }
}

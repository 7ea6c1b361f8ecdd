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
  /// scheme — no file attached to dark mode, no condition on a rule, a declaration or a constant
  /// that holds in dark mode (Fiori `_darkBackground` overrides and design-token dark contexts are
  /// such conditions; a resolver compiled with `--input theme=dark` counts too) — and it loads no
  /// palette that follows the colour scheme (SAP Fiori's, whose engine turns its colours dark). A
  /// theme without app layers (the default skin alone) is not light-only.
  public var isLightOnly: Bool {
    lightOnly.withLock { cached in
      if let cached { return cached }
      let result = computeLightOnly()
      cached = result
      return result
    }
  }

  /// The environment queries in `environment` resolve in: the same, except that `colorScheme=dark`
  /// is `colorScheme=light` under a light-only theme that did not ask for the skin's dark values.
  public func resolvingEnvironment(_ environment: StyleEnvironment) -> StyleEnvironment {
    guard environment.colorScheme == .dark, theme.lightOnlyDarkMode == .staysLight, isLightOnly
    else { return environment }
    return environment.setting(.colorScheme, to: StyleEnvironment.ColorScheme.light.rawValue)
  }

  /// One note saying what `colorScheme=dark` does to this theme when it is light-only (for
  /// `livery check -v` and the preview's dark column); `nil` for a theme that mentions dark.
  public var lightOnlyNote: String? {
    guard isLightOnly else { return nil }
    switch theme.lightOnlyDarkMode {
    case .staysLight:
      return
        "light-only theme: no file of the theme mentions a dark colour scheme, so colorScheme=dark resolves as light, "
        + "skin included (ask for the skin's dark values with --skin-dark, LightOnlyDarkMode.usesSkinDarkValues)"
    case .usesSkinDarkValues:
      return
        "light-only theme: no file of the theme mentions a dark colour scheme; colorScheme=dark uses the default skin's "
        + "dark values under the theme's light ones, as asked (check the contrast)"
    }
  }

  /// The variant the theme's files were compiled for, when a reader chose one (a design-token
  /// resolver's `--input theme=dark` is `colorScheme=dark`): what tools resolve in by default.
  public var compiledVariant: Conditions {
    theme.layers.filter { $0.role.isThemed }.flatMap(\.stylesheets).reduce(Conditions.always) {
      $0.and($1.compiledVariant)
    }
  }

  private func computeLightOnly() -> Bool {
    let themed = theme.layers.filter { $0.role.isThemed }
    guard !themed.isEmpty else { return false }
    // A palette that follows the colour scheme (SAP Fiori's, loaded for a sheet in a Fiori
    // dialect): the engine the theme was written for had dark mode.
    let adaptivePalette = theme.layers.contains { layer in
      layer.role == .palette
        && layer.stylesheets.contains { $0.constants.contains { $0.conditions.holdInDarkMode } }
    }
    if adaptivePalette { return false }
    for layer in themed {
      // A file compiled for dark mode mentions it too, though its variant is no condition.
      if layer.stylesheets.contains(where: { $0.compiledVariant.holdInDarkMode })
        || layer.containsConditions(where: \.holdInDarkMode)
      {
        return false
      }
    }
    return true
  }
}

extension Conditions {
  /// Whether one of the conditions tests the colour scheme.
  var mentionsColorScheme: Bool { all.contains { $0.axis == .colorScheme } }

  /// Whether they can hold in dark mode and test the colour scheme: a mention of dark mode
  /// (`colorScheme=light` alone is none).
  var holdInDarkMode: Bool {
    all.contains { $0.axis == .colorScheme }
      && all.filter { $0.axis == .colorScheme }.allSatisfy { $0.matchesValue("dark") }
  }
}

extension Condition {
  /// Whether an environment whose axis has `value` satisfies this condition.
  func matchesValue(_ value: String) -> Bool {
    matches(StyleEnvironment.empty.setting(axis, to: value))
  }
}

import LiveryCore

/// A palette override as written, `@tintColor_darkBackground: #0cbb74;`.
struct FioriOverride {
  var key: String
  var value: ValueExpression
  /// Where the key was written.
  var location: SourceLocation
  var valueLocation: SourceLocation
}

/// Turns palette overrides into constants over the palette layer with Fiori's key precedence
/// (nss.md §6.2, FioriThemeManager `nssHexColor(for:with:)`):
///
/// | colour wanted                | keys tried, first wins                                             |
/// |------------------------------|--------------------------------------------------------------------|
/// | on light backgrounds (light mode) | `S_lightBackground` → `S` → `tintColorDark` (for `tintColor`) |
/// | on dark backgrounds (dark mode)   | `S_darkBackground` → `tintColorLight` (for `tintColor`)       |
/// | contrast / elevated variants | only their own key (`S_contrastDarkBackground` …)                  |
///
/// The winner for each background becomes the constant `S_<background>`; `S` itself refers to it
/// under that background's conditions. A bare `S` is therefore light-mode only for palette styles,
/// as in Fiori, and Livery says so. A name that is not a palette style (`@brand_darkBackground`) is a
/// custom adaptive colour: its bare key serves both modes.
enum FioriOverrides {
  static func constants(_ overrides: [FioriOverride], conditions: Conditions) -> (
    constants: [Constant], diagnostics: [Diagnostic]
  ) {
    var byKey: [String: FioriOverride] = [:]
    var styles: [String] = []
    func mention(_ style: String) {
      if !styles.contains(style) { styles.append(style) }
    }
    for override in overrides {
      byKey[override.key] = override
      mention(FioriPalette.split(override.key).style)
      if let target = fallbackTarget(of: override.key) { mention(target) }
    }
    var constants: [Constant] = []
    var diagnostics: [Diagnostic] = []
    for style in styles {
      let isPalette = FioriPalette.isStyle(style)
      let bare = byKey[style]
      let keyed = FioriPalette.Background.allCases.compactMap { background in
        byKey[style + background.rawValue].map { (background, $0) }
      }
      if !isPalette, keyed.isEmpty {
        if let bare {
          constants.append(
            Constant(
              style, bare.value, conditions: conditions, at: bare.location,
              valueAt: bare.valueLocation))
        }
        continue
      }
      var chosen: [FioriPalette.Background: FioriOverride] = [:]
      let lightCandidates = [
        byKey[style + "_lightBackground"], bare,
        fallbackKey(style, dark: true).flatMap { byKey[$0] },
      ].compactMap { $0 }
      let darkCandidates = [
        byKey[style + "_darkBackground"], isPalette ? nil : bare,
        fallbackKey(style, dark: false).flatMap { byKey[$0] },
      ]
      .compactMap { $0 }
      chosen[.light] = lightCandidates.first
      chosen[.dark] = darkCandidates.first
      for (background, override) in keyed where background != .light && background != .dark {
        chosen[background] = override
      }
      // Say which keys lose, and that a bare palette key leaves dark mode alone.
      if let winner = lightCandidates.first {
        for loser in lightCandidates.dropFirst() where loser.key == style {
          diagnostics.append(
            .note(
              .fioriShadowed,
              "'@\(loser.key)' is not used: on light backgrounds '@\(winner.key)' (line \(winner.location.line)) takes precedence",
              at: loser.location))
        }
      }
      if let bare, isPalette, darkCandidates.isEmpty, lightCandidates.first?.key == style {
        diagnostics.append(
          .note(
            .fioriShadowed,
            "'@\(style)' sets \(style) for light backgrounds (light mode) only; in dark mode \(style) keeps the palette colour",
            at: bare.location, fixIt: "add @\(style)_darkBackground for dark mode"))
      }
      for (background, override) in chosen.sorted(by: { $0.value.location < $1.value.location }) {
        let key = style + background.rawValue
        constants.append(
          Constant(
            key, override.value, conditions: conditions, at: override.location,
            valueAt: override.valueLocation))
        constants.append(
          Constant(
            style, .reference(.constant(key)), conditions: conditions.and(background.conditions),
            at: override.location))
      }
    }
    return (constants, diagnostics)
  }

  /// `tintColorDark` → `tintColor`: the keys that stand in for another style's variant.
  private static func fallbackTarget(of key: String) -> String? {
    switch key {
    case "tintColorDark", "tintColorLight": return "tintColor"
    case "tintColorTapStateDark", "tintColorTapStateLight": return "tintColorTapState"
    default: return nil
    }
  }

  /// The stand-in key for `style` on light backgrounds (`…Dark`) or dark backgrounds (`…Light`).
  private static func fallbackKey(_ style: String, dark: Bool) -> String? {
    style == "tintColor" || style == "tintColorTapState" ? style + (dark ? "Dark" : "Light") : nil
  }
}

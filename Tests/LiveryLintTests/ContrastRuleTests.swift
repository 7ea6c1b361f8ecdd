import LiveryCore
import LiveryFormats
import LiveryLint
import Testing

/// `contrast` and `unused-property` (review-tools.md §1), against hand-computed WCAG ratios.
@Suite struct LintRuleTests {
  static func theme(_ nss: String, dark: String? = nil, includeDefaults: Bool = false)
    -> CompiledTheme
  {
    var inputs: [ThemeInput] = [.memory(["Brand.nss": Array(nss.utf8)])]
    if let dark {
      inputs.append(
        .memory(["Dark.nss": Array(dark.utf8)], root: "dark")
          .when(Conditions([.equals(.colorScheme, "dark")])))
    }
    let theme = ThemeLoader.read(inputs, options: .init(includeDefaults: includeDefaults))
      .compile()
    #expect(theme.errors.isEmpty, "\(theme.errors)")
    return theme
  }

  static func contrast(_ theme: CompiledTheme, level: LintConfiguration.ContrastLevel = .aa)
    -> [Diagnostic]
  {
    var configuration = LintConfiguration()
    configuration.contrastLevel = level
    return theme.lint(configuration).filter { $0.code == LintRule.contrast.code }
  }

  @Test func greyTextOnWhiteFailsJustBelowAAAndTheNearestPassingGreyIsSuggested() throws {
    // #777777 on white: (1.05) / (0.184 + 0.05) = 4.48:1 — the classic just-failing grey.
    let findings = Self.contrast(Self.theme("Label {\n  font-color: #777777;\n}"))
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.severity == .warning)
    #expect(finding.location?.description == "Brand.nss:2:3")
    #expect(
      finding.message
        == "Label, colorScheme=light: text #777777 on #FFFFFF is 4.47:1, below 4.5:1 (WCAG AA)")
    // #767676 is the lightest grey that passes AA on white (4.54:1).
    #expect(finding.fixIt == "a text colour that passes: #767676")
    #expect(finding.notes.first?.message == "on the page background #FFFFFF")
  }

  @Test func largeTextNeedsThreeToOneAndAAAAsksMore() {
    // #949494 on white is 3.03:1: enough for 18 pt text, not for 17 pt.
    let large = Self.theme(
      "Title { font-color: #949494; font-size: 18; }\nLabel { font-color: #949494; font-size: 17; }"
    )
    // Only the 17 pt label: the 18 pt title passes.
    #expect(
      Self.contrast(large).map(\.message) == [
        "Label, colorScheme=light: text #949494 on #FFFFFF is 3.03:1, below 4.5:1 (WCAG AA)"
      ])
    // 14 pt bold is large too.
    let bold = Self.theme("Label { font-color: #949494; font-size: 14; font-name: BoldSystem; }")
    #expect(Self.contrast(bold).isEmpty)
    // AAA: #595959 on white (7.0:1) passes, #666666 (5.74:1) does not.
    #expect(Self.contrast(Self.theme("Label { font-color: #595959; }"), level: .aaa).isEmpty)
    let aaa = Self.contrast(Self.theme("Label { font-color: #666666; }"), level: .aaa)
    #expect(aaa.first?.message.hasSuffix("is 5.74:1, below 7:1 (WCAG AAA)") == true)
  }

  @Test func bothDeclarationsAreNamedPerSchemeAndState() throws {
    let theme = Self.theme(
      "Button {\n  font-color: #FFFFFF;\n  background-color: #0A6ED1;\n  background-color-highlighted: #9BC8F5;\n}",
      dark: "Button {\n  background-color: #BFDFFF;\n}")
    let findings = Self.contrast(theme)
    // Light: white on #0A6ED1 passes (4.9:1); pressed, on #9BC8F5 (L = 0.549), 1.05 / 0.599 = 1.75:1.
    let pressed = try #require(
      findings.first { $0.message.contains("highlighted, colorScheme=light") })
    #expect(pressed.message.contains("text #FFFFFF on #9BC8F5 is 1.75:1, below 4.5:1"))
    #expect(pressed.location?.description == "Brand.nss:2:3")
    #expect(pressed.notes.first?.message == "the background #9BC8F5 is declared here")
    #expect(pressed.notes.first?.location?.description == "Brand.nss:4:3")
    // Dark: the dark file's background, declared there.
    let dark = try #require(findings.first { $0.message.hasPrefix("Button, colorScheme=dark") })
    #expect(dark.notes.first?.location?.description == "dark/Dark.nss:2:3")
    #expect(!findings.contains { $0.message.hasPrefix("Button, colorScheme=light") })
  }

  @Test func aTranslucentTextAndAGradientsWorstStopCount() throws {
    // Black at 40 % over white shows as #999999 (L = 0.319): 1.05 / 0.369 = 2.848 → 2.84:1.
    let translucent = Self.contrast(Self.theme("Label { font-color: rgba(0, 0, 0, 0.4); }"))
    #expect(translucent.first?.message.contains("text #999999 on #FFFFFF is 2.84:1") == true)
    // NSS's gradient from white to #0A6ED1 over a #0A6ED1 button, under white text: the white
    // stop is the worst (1:1), though the colour under it passes.
    let gradient = Self.contrast(
      Self.theme(
        "Button { font-color: #FFFFFF; background-color: #0A6ED1; background-color-top: #FFFFFF; background-color-bottom: #0A6ED1; }"
      ))
    #expect(
      gradient.first?.message.contains("text #FFFFFF on #FFFFFF is 1:1") == true, "\(gradient)")
  }

  /// A theme over a skin of the test's own: its first file plays the skin.
  static func overSkin(_ skin: String, _ app: String, skinDark: Bool = false) -> CompiledTheme {
    let options = ThemeLoader.Options(includeDefaults: false)
    var skinLayers = ThemeLoader.read([.memory(["Skin.nss": Array(skin.utf8)])], options: options)
      .layers
    for index in skinLayers.indices { skinLayers[index].role = .skin }
    let appLayers = ThemeLoader.read([.memory(["Brand.nss": Array(app.utf8)])], options: options)
      .layers
    return Theme(
      layers: skinLayers + appLayers,
      lightOnlyDarkMode: skinDark ? .usesSkinDarkValues : .staysLight
    ).compile()
  }

  @Test func disabledComponentsHaveNoRequirement() {
    // WCAG 1.4.3: "text … part of an inactive user interface component … no contrast requirement".
    let disabled = Self.contrast(
      Self.theme("Button { font-color: #111111; }\nButton { font-color-disabled: #CCCCCC; }"))
    #expect(disabled.isEmpty, "\(disabled)")
  }

  @Test func theSkinsProblemsAreNotTheThemesButTheThemesAreAtItsOwnDeclaration() throws {
    // The skin's pale label is the skin's problem: a theme that adds a card is not told.
    let skin = "Label {\n  font-color: #BBBBBB;\n}"
    #expect(Self.contrast(Self.overSkin(skin, "Card { background-color: #FFFFFF; }")).isEmpty)
    // Linted alone, the skin is told (the control case).
    #expect(Self.contrast(Self.theme(skin)).count == 1)
    // A transparent background of the theme's is no background: still the skin's problem.
    #expect(Self.contrast(Self.overSkin(skin, "Label { background-color: clear; }")).isEmpty)
    // The theme's dark background under the skin's dark text: at the theme's declaration, with
    // the skin's text colour in a note.
    let findings = Self.contrast(
      Self.overSkin(
        "Label {\n  font-color: #1C1C1E;\n}", "Label {\n  background-color: #000000;\n}"))
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.location?.description == "Brand.nss:2:3")
    #expect(finding.notes.first?.message == "the text colour #1C1C1E is declared here")
    #expect(finding.notes.first?.location?.description == "Skin.nss:2:3")
  }

  @Test func aLightOnlyThemeIsLintedDarkWhenItTakesTheSkinsDarkValues() {
    let skin = "Label { font-color: #111111; }"
    let light = "Label { font-color: #222222; }"
    // It stays light: nothing to check in dark.
    #expect(Self.contrast(Self.overSkin(skin, light)).isEmpty)
    // With the skin's dark values (`--skin-dark`), dark mode draws #222222 on black: reported.
    let dark = Self.contrast(Self.overSkin(skin, light, skinDark: true))
    #expect(
      dark.contains { $0.message.hasPrefix("Label, colorScheme=dark: text #222222 on #000000") },
      "\(dark)")
  }

  @Test func aGradientIsCheckedAlongItsLineAndTheSuggestionPassesOverAllOfIt() throws {
    // #767676 passes on black (4.6:1) and on white (4.5:1); mid-way the gradient is its own grey.
    let across = Self.contrast(
      Self.theme(
        "Button { font-color: #767676; background-color: #000000; background-color-top: #000000; background-color-bottom: #FFFFFF; }"
      ))
    let finding = try #require(across.first)
    // Mid-way the gradient is #787878: 1.02:1 (at the stops, 4.6 and 4.5).
    #expect(finding.message.contains("on #787878 is 1.02:1"), "\(finding.message)")
    #expect(finding.fixIt == nil)  // no colour reads over black, grey and white alike
    // Over a narrow blue gradient, the suggested colour passes at both ends.
    let narrow = Self.contrast(
      Self.theme(
        "Button { font-color: #5599DD; background-color: #0057B8; background-color-top: #0057B8; background-color-bottom: #0A6ED1; }"
      ))
    let fix = try #require(narrow.first?.fixIt)
    let hex = try #require(fix.split(separator: " ").last.map(String.init))
    let suggested = try RGBAColor.parseHex(hex, dialect: .css).get()
    for end in ["#0057B8", "#0A6ED1"] {
      let background = try RGBAColor.parseHex(end, dialect: .css).get()
      #expect(suggested.contrastRatio(with: background) >= 4.5, "\(hex) on \(end)")
    }
  }

  @Test func nonTextUINeedsThreeToOneAgainstThePage() throws {
    let findings = Self.contrast(
      Self.theme(
        "TextField { border-color: #DDDDDD; border-width: 1; }\nSwitch { on-tint-color: #34C759; }")
    )
    // #DDDDDD: L = 0.723, (1.05) / (0.773) = 1.358 → 1.35:1 (ratios are rounded down, so a
    // failing one never prints as passing); #34C759: L = 0.423, 1.05 / 0.473 = 2.219 → 2.21:1.
    #expect(
      findings.contains {
        $0.message.contains(
          "TextField, colorScheme=light: the border #DDDDDD on the page #FFFFFF is 1.35:1, below 3:1"
        )
      })
    #expect(
      findings.contains {
        $0.message.contains(
          "Switch, colorScheme=light: the on tint #34C759 on the page #FFFFFF is 2.21:1")
      })
  }

  @Test func aBarItemIsJudgedOnItsBarAndItsTintIsItsText() throws {
    // #1A4D80 on the page (white) is 8.6:1, but a bar item sits on its bar: #003366.
    // L(#1A4D80) = 0.0709, L(#003366) = 0.0333: (0.1209) / (0.0833) = 1.45:1.
    let titled = Self.contrast(
      Self.theme(
        "NavigationBar {\n  bar-tint-color: #003366;\n}\nBarButton {\n  font-color: #1A4D80;\n}"))
    let finding = try #require(titled.first { $0.message.hasPrefix("BarButtonItem") })
    #expect(
      finding.message
        == "BarButtonItem, colorScheme=light: text #1A4D80 on #003366 is 1.45:1, below 4.5:1 (WCAG AA)",
      "\(finding.message)")
    #expect(finding.location?.description == "Brand.nss:5:3")
    #expect(
      finding.notes.contains {
        $0.message == "the navigation bar's bar tint #003366 is declared here"
          && $0.location?.description == "Brand.nss:2:3"
      }, "\(finding.notes)")
    // A bar item without a text colour draws its title in its tint.
    let tinted = Self.contrast(
      Self.theme(
        "NavigationBar {\n  bar-tint-color: #003366;\n}\nBarButton {\n  tint-color: #1A4D80;\n}"))
    #expect(
      tinted.contains {
        $0.message.hasPrefix(
          "BarButtonItem, colorScheme=light: text (its tint) #1A4D80 on #003366 is 1.45:1")
      }, "\(tinted.map(\.message))")
    // An item is shown in either bar: white reads on the dark navigation bar, not on a light
    // toolbar (#F9F9F9: 1.05:1).
    let white = Self.contrast(
      Self.theme(
        "NavigationBar {\n  bar-tint-color: #003366;\n}\nToolbar {\n  bar-tint-color: #F9F9F9;\n}\nBarButton {\n  font-color: #FFFFFF;\n}"
      )
    ).filter { $0.message.hasPrefix("BarButtonItem") }
    #expect(
      white.map(\.message) == [
        "BarButtonItem, colorScheme=light: text #FFFFFF on #F9F9F9 is 1.05:1, below 4.5:1 (WCAG AA)"
      ])
    #expect(white.first?.notes.first?.message == "the toolbar's bar tint #F9F9F9 is declared here")
    // With no bar colour of the theme's, the bar item is judged on the page: it passes.
    #expect(Self.contrast(Self.theme("BarButton {\n  font-color: #1A4D80;\n}")).isEmpty)
  }

  @Test func theThemesOwnVariantsAreReviewedAndTheirRepeatsLeftOut() throws {
    // An iPad file: its own grey fails on iPads only; the phone's grey fails everywhere, and is
    // reported once.
    let inputs: [ThemeInput] = [
      .memory([
        "Brand.nss": Array(
          "Label {\n  font-color: #777777;\n}\nButton {\n  font-color: #000000;\n}\n".utf8)
      ]),
      .memory(["Pad.nss": Array("Button {\n  font-color: #AAAAAA;\n}\n".utf8)], root: "pad")
        .when(Conditions([.equals(.idiom, "pad")])),
    ]
    let theme = ThemeLoader.read(inputs, options: .init(includeDefaults: true)).compile()
    #expect(GalleryMatrix.reviewVariants(of: theme).map(\.axis) == [.idiom])
    #expect(GalleryMatrix.reviewVariants(of: theme).first?.values == ["pad"])
    let environments = GalleryMatrix.reviewEnvironments(for: theme)
    // A light-only theme stays light: light on phones and on iPads, no variant of Livery's own
    // layers.
    #expect(environments.map { $0[.idiom] } == ["phone", "pad"], "\(environments)")
    let findings = Self.contrast(theme)
    let pad = findings.filter { $0.message.contains("idiom=pad") }
    #expect(
      pad.contains {
        $0.message.hasPrefix("Button, colorScheme=light")
          && $0.message.contains("idiom=pad: text #AAAAAA on")
          && $0.location?.description.hasSuffix("Pad.nss:2:3") == true
      }, "\(findings.map(\.message))")
    // The label's grey fails the same way on iPads: said once, for the default variant.
    #expect(pad.allSatisfy { !$0.message.hasPrefix("Label") }, "\(pad.map(\.message))")
    #expect(findings.contains { $0.message.hasPrefix("Label, colorScheme=light") })
  }

  @Test func placeholderTextIsText() throws {
    // #C7C7CD on white: L = 0.574, 1.05 / 0.624 = 1.68:1.
    let findings = Self.contrast(Self.theme("TextField {\n  placeholder-color: #C7C7CD;\n}"))
    let finding = try #require(findings.first)
    #expect(
      finding.message.hasPrefix("TextField, colorScheme=light")
        && finding.message.hasSuffix(
          ": placeholder text #C7C7CD on #FFFFFF is 1.68:1, below 4.5:1 (WCAG AA)"),
      "\(findings.map(\.message))")
    #expect(finding.location?.description == "Brand.nss:2:3")
    #expect(finding.fixIt == "a placeholder text colour that passes: #76767A")
  }

  @Test func theSkinsProblemsAreNotTheThemes() {
    // Over the default skin, a theme that only adds a card: findings in the skin are not reported.
    let theme = Self.theme("Card { background-color: #FFFFFF; }", includeDefaults: true)
    #expect(
      Self.contrast(theme).allSatisfy { $0.location?.file.path.hasSuffix("Brand.nss") == true })
  }

  @Test func anUnusedPropertyIsReportedWithTheClosestOneTheTypeReads() throws {
    let findings = Self.theme(
      "NavigationBar {\n  on-tint-color: #FF0000;\n  bar-tint-color: #FFFFFF;\n}"
    )
    .lint().filter { $0.code == LintRule.unusedProperty.code }
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.location?.description == "Brand.nss:2:3")
    #expect(finding.message == "NavigationBar never reads 'onTintColor'; it has no effect here")
    #expect(finding.fixIt == "did you mean 'tintColor' or 'barTintColor'?")
  }

  @Test func aRuleTurnedOffReportsNothingAndSeveritiesAreConfigured() {
    let theme = Self.theme("Label { font-color: #777777; }")
    var configuration = LintConfiguration()
    configuration.severities["contrast"] = .off
    #expect(theme.lint(configuration).isEmpty)
    configuration.severities["contrast"] = .error
    #expect(theme.lint(configuration).first?.severity == .error)
    configuration.severities["contrast"] = .info
    #expect(theme.lint(configuration).first?.severity == .note)
  }
}

/// The default skin is linted as a theme of its own (`livery lint` with no files).
@Suite struct DefaultSkinLintTests {
  @Test func theDefaultSkinPassesItsOwnLintAtTheDefaultLevels() {
    let skin = ThemeLoader.read([]).compile()
    let findings = skin.lint()
    #expect(findings.isEmpty, "\(findings.map(\.description))")
  }
}

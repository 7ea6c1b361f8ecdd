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
    let findings = Self.contrast(large)
    #expect(
      findings.map(\.message).allSatisfy {
        !$0.hasPrefix("View 'Title'") && !$0.hasPrefix("Label 'Title'")
      })
    #expect(findings.contains { $0.message.hasPrefix("Label, colorScheme=light: text #949494") })
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

  @Test func disabledComponentsHaveNoRequirementAndATransparentBackgroundIsThePage() {
    // WCAG 1.4.3: "text … part of an inactive user interface component … no contrast requirement".
    let disabled = Self.contrast(
      Self.theme("Button { font-color: #111111; }\nButton { font-color-disabled: #CCCCCC; }"))
    #expect(disabled.isEmpty, "\(disabled)")
    // A transparent background declared by the theme is no background: the label's grey is the
    // default's problem, not this theme's.
    let transparent = Self.contrast(
      Self.theme("Label { background-color: clear; }", includeDefaults: true))
    #expect(
      transparent.allSatisfy { !$0.message.hasPrefix("Label,") }, "\(transparent.map(\.message))")
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
    #expect(finding.fixIt?.contains("'tintColor'") == true)
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

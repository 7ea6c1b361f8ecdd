import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

private let contrast = StyleEnvironment.default.setting(EnvironmentAxis.contrast, to: "high")
private let darkElevated = darkMode.setting(FioriPalette.elevationAxis, to: "elevated")

@Suite("SAP Fiori dialects (nss.md §6, §8 cases 46–51)")
struct FioriDialectTests {
  @Test("46. sapfiori: #1EE68A00 is #E68A00 at 30 %; NUI reads #1EE68A (with a note)")
  func case46() {
    let fiori = nssTheme("Label { font-color: #1EE68A00; }", dialect: .sapfiori)
    #expect(fiori.value("textColor", type: "Label")?.description == "#e68a004d")
    #expect(fiori.diagnostics.isEmpty)
    let nui = nssTheme("Label { font-color: #1EE68A00; }", dialect: .nui)
    #expect(nui.value("textColor", type: "Label")?.description == "#1ee68aff")
    #expect(nui.diagnostics.codes == [.nssCompatibility])
    let clamped = nssTheme("Label { font-color: #FFFF0000; }", dialect: .sapfiori)
    #expect(clamped.value("textColor", type: "Label")?.description == "#ff0000ff")
  }

  @Test("47. FioriThemeManager keeps the first definition of a key; the repeat is a warning")
  func case47() {
    let theme = nssTheme("@primaryLabel:red;\n@primaryLabel:blue;\n", dialect: .fioriThemeManager)
    #expect(theme.constantHex("primaryLabel") == "#ff0000ff")
    #expect(
      theme.diagnostics.with(code: .fioriIgnored).map(\.location) == [
        nssLocation(2, 1, path: "N1.nss")
      ])
  }

  @Test(
    "48. FioriThemeManager: '@tintColor: blue;' is ignored (leading space, warning); without the space, or as hex, it applies"
  )
  func case48() {
    let spaced = nssTheme("@tintColor: blue;\n", dialect: .fioriThemeManager)
    #expect(spaced.constantHex("tintColor") == "#0070f2ff")
    #expect(spaced.diagnostics.with(code: .fioriIgnored).count == 1)
    #expect(
      nssTheme("@tintColor:blue;\n", dialect: .fioriThemeManager).constantHex("tintColor")
        == "#0000ffff")
    #expect(
      nssTheme("@tintColor: #0000FF;\n", dialect: .fioriThemeManager).constantHex("tintColor")
        == "#0000ffff")
  }

  @Test("49. @tintColor_darkBackground alone changes dark mode only")
  func case49() {
    let theme = nssTheme("@tintColor_darkBackground:#0cbb74;\n", dialect: .fioriThemeManager)
    #expect(theme.constantHex("tintColor", darkMode) == "#0cbb74ff")
    #expect(theme.constantHex("tintColor") == "#0070f2ff")
  }

  @Test(
    "50. _lightBackground beats the bare key for light mode (note at the bare key); dark mode keeps the palette"
  )
  func case50() {
    let theme = nssTheme(
      "@primary1:#FF0000;\n@primary1_lightBackground:#00FF00;\n", dialect: .fioriThemeManager,
      palette: .v3_2)
    #expect(theme.constantHex("primary1") == "#00ff00ff")
    #expect(theme.constantHex("primary1", darkMode) == "#ffffffff")
    #expect(
      theme.diagnostics.with(code: .fioriShadowed).map(\.location) == [
        nssLocation(1, 1, path: "N1.nss")
      ])
  }

  @Test("51. FioriThemeManager reads 8 hex digits as RRGGBBAA, and 3 as #RGB")
  func case51() {
    let theme = nssTheme("@separator:#11223344;\n@header:#f46;\n", dialect: .fioriThemeManager)
    #expect(theme.constantHex("separator") == "#11223344")
    #expect(theme.constantHex("header") == "#ff4466ff")
  }

  @Test(
    "FioriThemeManager: a palette style as the value, with a scheme; an unknown scheme falls back to the adaptive style"
  )
  func paletteValues() {
    let theme = nssTheme(
      "@tintColor2:tintColor_darkConstant;\n@header:tintColor_darkBackground;\n",
      dialect: .fioriThemeManager)
    #expect(theme.constantHex("tintColor2") == "#4db1ffff")
    #expect(theme.constantHex("header") == "#0070f2ff")
    #expect(
      theme.constantHex("header", darkMode) == "#161c21ff",
      "a bare palette key is for light backgrounds only")
    #expect(theme.diagnostics.with(code: .fioriIgnored).count == 1)
  }

  @Test("FioriThemeManager ignores rules, with a note per rule")
  func rulesIgnored() {
    let sheet = nssSheet(
      "@tintColor:#f46;\nButton { font-size: 18; }\n", dialect: .fioriThemeManager)
    #expect(sheet.rules.isEmpty)
    #expect(sheet.diagnostics.with(code: .fioriIgnored).map(\.location) == [nssLocation(2, 1)])
    #expect(sheet.diagnostics.with(code: .fioriIgnored).first?.severity == .note)
  }
}

@Suite("SAP Fiori: the seed examples")
struct FioriSeedTests {
  @Test("fdlFUIObjectView_headlineLabel styles the headline label of every FUIObjectView")
  func fdlClass() {
    let theme = nssTheme(
      """
      fdlFUIObjectView_headlineLabel {
          font-style: subheadline;
          font-color: #1EE68A00;
      }
      fdlFUIObjectTableViewCell { background-color: primary6; }
      """, dialect: .sapfiori, palette: .v3_2)
    #expect(theme.diagnostics.isEmpty)
    let headline = theme.resolve(StyleQuery(for: "FUIObjectView").subElement("headlineLabel"))
    #expect(headline.properties["textStyle"]?.value == .keyword("subheadline"))
    #expect(headline.properties["textColor"]?.value.description == "#e68a004d")
    #expect(
      theme.value("backgroundColor", type: "FUIObjectTableViewCell")?.description == "#ffffffff")
    #expect(
      theme.value(
        "backgroundColor", type: "FUIObjectTableViewCell", styles: ["fdlFUIObjectTableViewCell"])?
        .description == "#ffffffff")
  }

  @Test(
    "@tintColor: blue; @tintColor_darkBackground: cyan; gives different tints in light and dark mode"
  )
  func lightAndDark() {
    let theme = nssTheme(
      "@tintColor: blue;\n@tintColor_darkBackground: cyan;\nButton { tint-color: @tintColor; }\n",
      dialect: .sapfiori)
    #expect(theme.diagnostics.isEmpty)
    #expect(theme.value("tintColor", type: "Button")?.description == "#0000ffff")
    #expect(
      theme.value("tintColor", type: "Button", environment: darkMode)?.description == "#00ffffff")
  }

  @Test(
    "tintColor_lightBackground beats tintColor beats tintColorDark (light mode), in both Fiori dialects",
    arguments: [NSSReader.Dialect.sapfiori, .fioriThemeManager])
  func precedence(dialect: NSSReader.Dialect) {
    let all = nssTheme(
      "@tintColorDark:#FF0000;\n@tintColor:#00FF00;\n@tintColor_lightBackground:#0000FF;\n",
      dialect: dialect)
    #expect(all.constantHex("tintColor") == "#0000ffff")
    let two = nssTheme("@tintColorDark:#FF0000;\n@tintColor:#00FF00;\n", dialect: dialect)
    #expect(two.constantHex("tintColor") == "#00ff00ff")
    let one = nssTheme("@tintColorDark:#FF0000;\n", dialect: dialect)
    #expect(one.constantHex("tintColor") == "#ff0000ff")
    // Dark mode is untouched by all three: tintColorLight / _darkBackground decide it.
    #expect(all.constantHex("tintColor", darkMode) == "#4db1ffff")
    #expect(
      nssTheme("@tintColorLight:#FF0000;\n", dialect: dialect).constantHex("tintColor", darkMode)
        == "#ff0000ff")
  }

  @Test(
    "background-color-selected: negative_darkBackground is the palette's dark-background negative")
  func paletteValue() {
    let theme = nssTheme(
      "TableCell { background-color-selected: negative_darkBackground; }", dialect: .sapfiori)
    #expect(theme.diagnostics.isEmpty)
    #expect(
      theme.value("backgroundColor", type: "TableViewCell", states: [.selected])?.description
        == "#ff8888ff")
    #expect(
      theme.value(
        "backgroundColor", type: "TableViewCell", states: [.selected], environment: darkMode)?
        .description == "#ff8888ff")
  }
}

@Suite("SAP Fiori: dialect detection and the palettes (nss.md §6.3)")
struct FioriPaletteTests {
  @Test(
    "the dialect is detected from the file, and the reason is given",
    arguments: [
      ("Button { font-size: 18; }", "NSS (nui dialect)", "no SAP Fiori"),
      (
        "fdlFUIObjectView_headlineLabel { font-size: 18; }", "NSS (sapfiori dialect)",
        "class 'fdlFUIObjectView_headlineLabel' at 1:1"
      ),
      ("Label { font-style: body; }", "NSS (sapfiori dialect)", "property 'font-style'"),
      (
        "Label { font-color: negative_darkBackground; }", "NSS (sapfiori dialect)", "palette colour"
      ),
      ("@tintColor: blue;", "NSS (sapfiori dialect)", "palette overrides"),
      (
        "@tintColor:#f46;\n@header:#fff;", "NSS (fiori-theme-manager dialect)",
        "FioriThemeManager lines"
      ),
    ])
  func detection(text: String, format: String, reason: String) {
    let sheet = nssSheet(text, dialect: nil)
    #expect(sheet.format.name == format)
    #expect(sheet.readingNote?.contains(reason) == true, "\(sheet.readingNote ?? "nil")")
  }

  @Test("--dialect overrides detection")
  func chosen() {
    let sheet = nssSheet("@tintColor:#f46;", dialect: .nui)
    #expect(sheet.format == .nssNUI)
    #expect(sheet.readingNote == "chosen with --dialect")
  }

  @Test("v8: tintColor per background, contrast and elevation; v3_2 values")
  func paletteValues() {
    let v8 = Theme(layers: [FioriPalette.layer(.v8)]).compile()
    #expect(v8.diagnostics.isEmpty)
    #expect(v8.constantHex("tintColor") == "#0070f2ff")
    #expect(v8.constantHex("tintColor", darkMode) == "#4db1ffff")
    #expect(v8.constantHex("tintColor", contrast) == "#0046a8ff")
    #expect(
      v8.constantHex("tintColor", darkMode.setting(EnvironmentAxis.contrast, to: "high"))
        == "#5cb7ffff")
    #expect(v8.constantHex("primaryBackground", darkElevated) == "#171d23ff")
    #expect(v8.constantHex("primaryLabel") == "#223548ff")
    #expect(v8.constantHex("separator") == "#5b738b5e")
    #expect(v8.constantHex("tintColor_deviceInverse") == "#4db1ffff")
    #expect(
      v8.constantHex("negative_darkBackground") == "#ff8888ff", "SAP resolves it from PaletteV5")
    #expect(v8.constant(named: "map8") == nil, "SAP's data has D0R774, which is not a colour")
    let v3 = Theme(layers: [FioriPalette.layer(.v3_2)]).compile()
    #expect(v3.diagnostics.isEmpty)
    #expect(v3.constantHex("tintColor") == "#0a6ed1ff")
    #expect(v3.constantHex("tintColor", darkMode) == "#d1e8ffff")
    #expect(v3.constantHex("navigationBar", darkMode) == "#354a5fff")
    #expect(v3.constantHex("positive") == "#107e3eff")
    #expect(v3.constantHex("critical", darkMode) == "#ffdb79ff")
  }

  @Test("explain points into the palette's own source text")
  func provenance() {
    let theme = nssTheme("Label { font-color: tintColor; }", dialect: .sapfiori)
    let property = theme.resolve(StyleQuery(for: "Label")).properties["textColor"]
    #expect(property?.value.description == "#0070f2ff")
    #expect(property?.provenance.valueLocation.path == FioriPalette.path(.v8))
    #expect(
      property?.provenance.references.map(\.spelling) == [
        "@tintColor", "@tintColor_lightBackground",
      ])
    let source = theme.sources[SourceFileID(path: FioriPalette.path(.v8))]
    let line = source?.line(property?.provenance.valueLocation.line ?? 0)
    #expect(line?.hasPrefix("@tintColor_lightBackground: #0070f2ff") == true)
  }
}

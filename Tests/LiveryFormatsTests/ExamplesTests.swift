import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// The bundled examples behave as the READMEs say.
@Suite("Bundled examples")
struct ExamplesTests {
  private func load(_ inputs: [String]) -> CompiledTheme {
    let loaded = readTheme(
      inputs.map { try! ThemeInput.parse(Fixtures.packageRoot + "/Examples/motif/" + $0).get() })
    #expect(loaded.diagnostics.isEmpty)
    return loaded.compile()
  }

  @Test("Buttons.yaml is clean; WarningButton and the Screen's sub-elements resolve")
  func buttons() throws {
    let theme = load(["Buttons.yaml"])
    #expect(theme.diagnostics.isEmpty)
    let warning = theme.resolve(StyleQuery(named: ["WarningButton"]))
    #expect(warning.properties["backgroundColor"]?.value.description == "#f25c54ff")
    #expect(warning.properties["cornerRadius"]?.value == .number(8))
    let title = try #require(warning.subElements["titleLabel"])
    #expect(theme.resolve(title.query).properties["fontSize"]?.value == .number(16))
  }

  @Test("brand/ loads with light and dark mappings attached and follows the colour scheme")
  func brand() {
    let theme = load([
      "brand/1-Palette.yaml", "brand/2-Light.yaml@colorScheme=light",
      "brand/2-Dark.yaml@colorScheme=dark",
      "brand/3-Controls.yaml",
    ])
    #expect(theme.diagnostics.isEmpty)
    let light = theme.resolve(StyleQuery(named: ["DangerButton"]))
    let dark = theme.resolve(
      StyleQuery(
        named: ["DangerButton"],
        in: StyleEnvironment.default.setting(.colorScheme, to: "dark")))
    #expect(light.properties["backgroundColor"]?.value.description == "#c2410cff")
    #expect(dark.properties["backgroundColor"]?.value.description == "#fb923cff")
  }

  @Test("tokens/: a Motif class uses the design tokens of brand.resolver.json, light and dark")
  func tokens() {
    let folder = Fixtures.packageRoot + "/Examples/tokens/"
    let loaded = readTheme([.file(folder + "brand.resolver.json"), .file(folder + "Buttons.yaml")])
    #expect(loaded.diagnostics.isEmpty && loaded.layers.flatMap(\.diagnostics).isEmpty)
    let theme = loaded.compile()
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let light = theme.resolve(StyleQuery(named: ["Button"]))
    let dark = theme.resolve(
      StyleQuery(named: ["Button"], in: StyleEnvironment(colorScheme: .dark)))
    #expect(light.properties["backgroundColor"]?.value.description == "#0a6ed1ff")
    #expect(dark.properties["backgroundColor"]?.value.description == "#89bff7ff")
    #expect(dark.properties["titleColor"]?.value.description == "#1d1d1fff")
    #expect(light.properties["cornerRadius"]?.value == .number(8))
    #expect(
      light.properties["titleFont"]?.value
        == .font(FontDescriptor(name: "Avenir Next", size: 16, weight: .medium)))
  }

  @Test("mistakes/Typos.yaml reports its six deliberate mistakes")
  func mistakes() {
    let theme = load(["mistakes/Typos.yaml"])
    #expect(
      theme.diagnostics.codes == [
        .valueType, .unknownConstant, .valueType, .unknownParent, .motifLeadingDot,
        .motifInvalidSymbol,
      ])
    #expect(theme.diagnostics.map { $0.location?.line ?? 0 } == [6, 7, 8, 11, 12, 14])
  }

  @Test("maf/Brand.xml is clean and layers over the default skin")
  func mafBrand() throws {
    let theme = readTheme(
      [.file(Fixtures.packageRoot + "/Examples/maf/Brand.xml")], includeDefaults: true
    ).compile()
    #expect(theme.diagnostics.isEmpty)
    let button = theme.resolve(StyleQuery(for: "Button", states: [.highlighted]))
    #expect(button.properties["backgroundColor"]?.value.description == "#c87200ff")
    #expect(button.properties["cornerRadius"]?.provenance.layer == "skin")
    let checkout = theme.resolve(StyleQuery(for: "NavigationBar", named: ["Checkout"]))
    #expect(checkout.properties["tintColor"]?.value.description == "#0a6ed1ff")
    #expect(
      checkout.properties["textColor"]?.value.description == "#1c1c1eff",
      "the skin's type style, through BasedOn")
    // The brand never mentions dark: it stays light in dark mode, skin included (semantics §6) …
    #expect(theme.isLightOnly)
    let inDark = theme.resolve(
      StyleQuery(for: "NavigationBar", named: ["Checkout"], in: dark))
    #expect(inDark.properties["textColor"]?.value.description == "#1c1c1eff")
    // … unless the app asks for the skin's dark values.
    var skinDark = readTheme(
      [.file(Fixtures.packageRoot + "/Examples/maf/Brand.xml")], includeDefaults: true)
    skinDark.lightOnlyDarkMode = .usesSkinDarkValues
    let asked = skinDark.compile().resolve(
      StyleQuery(for: "NavigationBar", named: ["Checkout"], in: dark))
    #expect(
      asked.properties["textColor"]?.value.description == "#ffffffff",
      "the skin's dark type style, through BasedOn")
  }

  private func loadNSS(_ names: [String], defaults: Bool = true) -> (Theme, CompiledTheme) {
    let loaded = readTheme(
      names.map { .file(Fixtures.packageRoot + "/Examples/nss/" + $0) }, includeDefaults: defaults)
    return (loaded, loaded.compile())
  }

  @Test(
    "nss/Brand.nss is clean NUI: the class chain, states, the gradient, the detail label, the iPad block"
  )
  func nssBrand() throws {
    let (loaded, theme) = loadNSS(["Brand.nss"])
    #expect(loaded.diagnostics.isEmpty && theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let large = theme.resolve(
      StyleQuery(for: "Button", named: ["Button", "LargeButton"], states: [.highlighted]))
    #expect(large.properties["fontSize"]?.value == .number(20))
    #expect(large.properties["backgroundColor"]?.value.description == "#0854a1ff")
    #expect(
      theme.resolve(StyleQuery(for: "NavigationBar")).properties["backgroundGradient"] != nil)
    let detail = theme.resolve(StyleQuery(for: "TableViewCell").subElement("detailTextLabel"))
    #expect(detail.properties["fontSize"]?.value == .number(13))
    let pad = StyleEnvironment.default.setting(.idiom, to: "pad")
    #expect(
      theme.resolve(StyleQuery(for: "Label", in: pad)).properties["fontSize"]?.value
        == .number(17))
  }

  @Test(
    "nss/FioriBrand.nss is read as sapfiori: light and dark tints, the fdl parts, palette colours")
  func nssFiori() throws {
    let (loaded, theme) = loadNSS(["FioriBrand.nss"])
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    #expect(loaded.layers.map(\.name).contains("fiori-palette-v8"))
    let dark = StyleEnvironment.default.setting(.colorScheme, to: "dark")
    #expect(
      theme.resolve(StyleQuery(for: "TableViewCell")).properties["tintColor"]?.value.description
        == "#0070f2ff")
    #expect(
      theme.resolve(StyleQuery(for: "TableViewCell", in: dark)).properties["tintColor"]?
        .value.description == "#4db1ffff")
    let footnote = theme.resolve(StyleQuery(for: "FUIObjectView").subElement("footnoteLabel"))
    #expect(footnote.properties["textColor"]?.value.description == "#1d2d3eff")
  }

  @Test("nss/mistakes/Broken.nss reports each mistake at its line and still loads the rest")
  func nssMistakes() {
    let (_, theme) = loadNSS(["mistakes/Broken.nss"], defaults: false)
    #expect(
      theme.diagnostics.codes == [
        .nssNUIIncompatible, .nssNUIIncompatible, .nssCompatibility, .nssNUIIncompatible,
        .unknownConstant, .valueType, .nssValue,
        .nssGradient,
      ])
    #expect(theme.diagnostics.map { $0.location?.line ?? 0 } == [7, 9, 12, 15, 16, 17, 18, 22])
    #expect(theme.resolve(StyleQuery(for: "Button")).properties["fontSize"]?.value == .number(16))
    #expect(
      theme.resolve(StyleQuery(for: "Label")).properties["fontName"]?.value
        == .string("Helvetica Neue"))
    #expect(
      theme.resolve(StyleQuery(named: ["LargeButton"])).properties["fontSize"]?.value
        == .number(20), "read as NUI ≤ 0.2 did")
  }

  @Test(
    "redbeard/ loads cleanly on phone and pad: includes, glyphs, alphas, the pad root's overrides")
  func redbeard() {
    func load(_ environment: StyleEnvironment) -> CompiledTheme {
      readTheme([.folder(Fixtures.packageRoot + "/Examples/redbeard")], environment: environment)
        .compile()
    }
    let phone = load(.default)
    #expect(phone.diagnostics.isEmpty, "\(phone.diagnostics)")
    let accent = phone.resolve(StyleQuery(named: ["accent-button"], states: [.disabled]))
    #expect(
      accent.properties["backgroundColor"]?.value.description == "#ff408166", "pink A200 at 40 %")
    #expect(
      accent.properties["image"]?.value
        == .image(
          ImageSource(.glyph(name: "star", color: RGBAColor(red: 1, green: 1, blue: 1), height: 18))
        ))
    #expect(
      phone.resolve(StyleQuery(for: "Button")).properties["cornerRadius"]?.value == .number(6),
      "RBButton is Button")
    let pad = load(StyleEnvironment.default.setting(.idiom, to: "pad"))
    #expect(pad.diagnostics.isEmpty, "\(pad.diagnostics)")
    let title = pad.resolve(StyleQuery(named: ["RBSimpleCellView"]).subElement("titleLabel"))
    #expect(
      title.properties["font"]?.value
        == .font(FontDescriptor(name: "HelveticaNeue-Bold", textStyle: .title2)))
    #expect(
      pad.resolve(
        StyleQuery(
          named: ["base-button"], in: StyleEnvironment.default.setting(.idiom, to: "pad"))
      )
      .properties["contentEdgeInsets"]?.value
        == .insets(Insets(top: 12, left: 24, bottom: 12, right: 24)))
  }
}

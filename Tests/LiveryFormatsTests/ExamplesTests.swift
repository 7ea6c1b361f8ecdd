import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// The bundled examples behave as the READMEs say.
@Suite("Bundled examples")
struct ExamplesTests {
  private func load(_ inputs: [String]) -> CompiledTheme {
    let loaded = ThemeLoader.load(inputs.map { try! ThemeInput.parse(Fixtures.packageRoot + "/Examples/motif/" + $0).get() })
    #expect(loaded.diagnostics.isEmpty)
    return loaded.theme.compile()
  }

  @Test("Buttons.yaml is clean; WarningButton and the Screen's sub-elements resolve")
  func buttons() throws {
    let theme = load(["Buttons.yaml"])
    #expect(theme.diagnostics.isEmpty)
    let warning = theme.resolve(StyleQuery(styles: ["WarningButton"]))
    #expect(warning.properties["backgroundColor"]?.value.description == "#f25c54ff")
    #expect(warning.properties["cornerRadius"]?.value == .number(8))
    let title = try #require(warning.subElements["titleLabel"])
    #expect(theme.resolve(title.query).properties["fontSize"]?.value == .number(16))
  }

  @Test("brand/ loads with light and dark mappings attached and follows the colour scheme")
  func brand() {
    let theme = load([
      "brand/1-Palette.yaml", "brand/2-Light.yaml@colorScheme=light", "brand/2-Dark.yaml@colorScheme=dark",
      "brand/3-Controls.yaml",
    ])
    #expect(theme.diagnostics.isEmpty)
    let light = theme.resolve(StyleQuery(styles: ["DangerButton"]))
    let dark = theme.resolve(StyleQuery(styles: ["DangerButton"], environment: Environment.default.setting(.colorScheme, to: "dark")))
    #expect(light.properties["backgroundColor"]?.value.description == "#c2410cff")
    #expect(dark.properties["backgroundColor"]?.value.description == "#fb923cff")
  }

  @Test("mistakes/Typos.yaml reports its six deliberate mistakes")
  func mistakes() {
    let theme = load(["mistakes/Typos.yaml"])
    #expect(
      theme.diagnostics.codes == [
        .valueType, .unknownConstant, .valueType, .unknownParent, .motifLeadingDot, .motifInvalidSymbol,
      ])
    #expect(theme.diagnostics.map { $0.location?.line ?? 0 } == [6, 7, 8, 11, 12, 14])
  }

  @Test("maf/Brand.xml is clean and layers over the default skin")
  func mafBrand() throws {
    let loaded = ThemeLoader.load(
      [ThemeInput(path: Fixtures.packageRoot + "/Examples/maf/Brand.xml")], options: .init(includeDefaults: true))
    let theme = loaded.theme.compile()
    #expect(theme.diagnostics.isEmpty)
    let button = theme.resolve(StyleQuery(type: "Button", states: [.highlighted]))
    #expect(button.properties["backgroundColor"]?.value.description == "#c87200ff")
    #expect(button.properties["cornerRadius"]?.provenance.layer == "skin")
    let checkout = theme.resolve(StyleQuery(type: "NavigationBar", styles: ["Checkout"], environment: .default.setting(.colorScheme, to: "dark")))
    #expect(checkout.properties["tintColor"]?.value.description == "#0a6ed1ff")
    #expect(checkout.properties["textColor"]?.value.description == "#ffffffff", "the skin's dark type style, through BasedOn")
  }
}

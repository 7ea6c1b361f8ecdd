import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// The two cascade rules every theme over the default skin needs (semantics §3 and §6): the skin
/// is a fallback, never mixed into what a theme styles; and light-only themes stay light.
@Suite("Cascade rules over the default skin")
struct CascadeRulesTests {
  /// Loads in-memory files over Livery's defaults and skin, as an app does.
  private func load(
    _ files: [(String, String)], conditions: [String: Conditions] = [:],
    options: ThemeLoader.Options = .init()
  )
    -> CompiledTheme
  {
    let inputs = files.map { name, text in
      let input = ThemeInput.memory([name: Array(text.utf8)])
      return conditions[name].map { input.when($0) } ?? input
    }
    return ThemeLoader.read(inputs, options: options).compile()
  }

  private func hex(_ style: ResolvedStyle, _ property: PropertyName) -> String? {
    style[property, as: RGBAColor.self]?.hexRGBA
  }

  // MARK: - The skin is a fallback

  @Test(
    "A NUI Button's red background stays red when highlighted, selected or disabled: the skin's state values are not used"
  )
  func skinStatesDoNotMixIntoAThemedProperty() throws {
    let theme = load([("Brand.nss", "Button {\n  background-color: #ff0000;\n}\n")])
    #expect(theme.errors.isEmpty, "\(theme.errors)")
    for states in [[], [StateName.highlighted], [.selected], [.disabled]] {
      let button = theme.style(for: .button, states: states)
      #expect(hex(button, .backgroundColor) == "#ff0000ff", "\(states)")
      #expect(button.properties[.backgroundColor]?.provenance.layer == "Brand.nss")
    }
    // Properties the theme never mentions keep the skin's values in every state.
    #expect(hex(theme.style(for: .button), .textColor) == "#ffffffff")
    #expect(hex(theme.style(for: .button, states: [.disabled]), .textColor) == "#3c3c434d")
    #expect(theme.style(for: .button)[.cornerRadius, as: Double.self] == 12)
  }

  @Test("explain lists the skin's declarations the theme superseded as not used, with their place")
  func explainShowsSupersededDeclarations() throws {
    let theme = load([("Brand.nss", "Button {\n  background-color: #ff0000;\n}\n")])
    let highlighted = theme.style(for: .button, states: [.highlighted])
    let competing = theme.competingDeclarations(in: highlighted)[.backgroundColor] ?? []
    let superseded = competing.filter(\.isSupersededByTheme)
    // The skin's Highlighted, Disabled and Selected backgrounds; its normal one lost to the
    // theme's by precedence, and is listed as overridden.
    #expect(
      superseded.map(\.states) == [[.highlighted], [.disabled], [.selected]], "\(superseded)")
    #expect(
      competing.contains { !$0.isSupersededByTheme && $0.states.isEmpty && $0.layer == "skin" })
    #expect(
      superseded.allSatisfy {
        $0.layer == "skin" && $0.declaration.location.file.path == DefaultSkin.lightPath
      })
    #expect(superseded.contains { $0.states == [.highlighted] })
    // The light theme's dark file is not for this environment, and says so.
    #expect(
      !competing.contains {
        $0.isSupersededByTheme && !$0.appliesInEnvironment
          && $0.declaration.location.file.path == DefaultSkin.lightPath
      })
  }

  @Test("A state the theme styles takes the property from the skin in every other state too")
  func aThemedStateSupersedesTheSkinsNormalValue() {
    let theme = load([("Brand.nss", "Button {\n  background-color-highlighted: #00ff00;\n}\n")])
    #expect(
      theme.style(for: .button, states: [.highlighted])[.backgroundColor, as: RGBAColor.self]?
        .hexRGBA != nil)
    // NUI never saw the skin: the normal background is the component's own, not the skin's blue.
    let normal = theme.style(for: .button)
    #expect(normal[.backgroundColor] == nil, "neither the skin's nor the defaults'")
    let disabled = theme.style(for: .button, states: [.disabled])
    #expect(disabled[.backgroundColor] == nil)
  }

  @Test("A property the theme styles only in one variant takes nothing from the skin in the others")
  func aVariantSupersedesTheSkinEverywhere() {
    let theme = load(
      [
        ("Brand.yaml", ".Unused:\n    alpha: 1\n"),
        ("Dark.nss", "Button {\n  background-color: #202020;\n}\n"),
      ],
      conditions: ["Dark.nss": Conditions([.equals(.colorScheme, "dark")])])
    #expect(hex(theme.style(for: .button, in: dark), .backgroundColor) == "#202020ff")
    #expect(theme.style(for: .button)[.backgroundColor] == nil)
    #expect(
      hex(theme.style(for: .button), .textColor) == "#ffffffff",
      "an unstyled property keeps the skin's value")
  }

  @Test("Between the app's own layers the per-state merge stays (MAF incremental loading)")
  func appLayersStillMergePerState() {
    let base = """
      <styles>
      <Style TargetType="Button">
        <Setter Property="Background" Value="#111111"/>
        <VisualStates><VisualState Name="Highlighted"><Setter Property="Background" Value="#222222"/></VisualState></VisualStates>
      </Style>
      </styles>
      """
    let brand =
      "<styles><Style TargetType=\"Button\"><Setter Property=\"Background\" Value=\"#333333\"/></Style></styles>"
    let theme = load([("Base.xml", base), ("Brand.xml", brand)])
    #expect(hex(theme.style(for: .button), .backgroundColor) == "#333333ff")
    #expect(hex(theme.style(for: .button, states: [.highlighted]), .backgroundColor) == "#222222ff")
    #expect(hex(theme.style(for: .button, states: [.selected]), .backgroundColor) == "#333333ff")
  }

  @Test("A style deriving from a skin type style does not take the skin's states of what it styles")
  func derivedStylesDropInheritedSkinStates() {
    let sheet = """
      <styles>
      <Style Key="Big" TargetType="Button" BasedOn="Button"><Setter Property="Background" Value="#FF0000"/></Style>
      </styles>
      """
    let theme = load([("Brand.xml", sheet)])
    let big = theme.style(for: .button, named: ["Big"], states: [.highlighted])
    #expect(hex(big, .backgroundColor) == "#ff0000ff")
    #expect(hex(big, .textColor) == "#ffffffff", "the rest still comes from the skin's Button")
    // The skin's own derived styles are untouched: its DestructiveButton keeps its red states.
    #expect(
      hex(
        theme.style(for: .button, named: ["DestructiveButton"], states: [.highlighted]),
        .backgroundColor) == "#a50011ff")
  }

  @Test(
    "A class of a chain supersedes the skin in the others, before or after it (Button:BigButton, BigButton:Button)"
  )
  func classChainSupersedesTheSkin() {
    let theme = load([
      ("Brand.nss", "BigButton {\n  background-color: #ff0000;\n  text-align: right;\n}\n")
    ])
    for chain in [["Button", "BigButton"], ["BigButton", "Button"]] as [[StyleName]] {
      for states in [[], [StateName.highlighted]] {
        let style = theme.style(for: .button, named: chain, states: states)
        #expect(hex(style, .backgroundColor) == "#ff0000ff", "\(chain) \(states)")
        #expect(
          style.value(of: .contentHorizontalAlignment) == .keyword("right"), "\(chain) \(states)")
        // What neither class of the theme styles still comes from the skin.
        #expect(hex(style, .textColor) == "#ffffffff")
      }
      let notUsed = theme.competingDeclarations(in: theme.style(for: .button, named: chain)).values
        .joined().filter(\.isSupersededByTheme)
      let winner = theme.style(for: .button, named: chain).properties[.backgroundColor]!.provenance
        .location
      #expect(!notUsed.contains { $0.declaration.location == winner })
    }
  }

  @Test(
    "Explain lists only the defaults' declarations the theme superseded, not others of the same rule"
  )
  func defaultsAreToldApart() {
    let theme = load([
      (
        "Brand.xml",
        "<styles><Style TargetType=\"TreeBrowserCell\"><Setter Property=\"Background\" Value=\"#FF0000\"/></Style></styles>"
      )
    ])
    let cell = theme.style(for: .treeBrowserCell)
    let superseded = theme.competingDeclarations(in: cell).values.joined().filter(
      \.isSupersededByTheme)
    #expect(!superseded.isEmpty)
    #expect(
      superseded.allSatisfy { $0.declaration.property == .backgroundColor },
      "\(superseded.map(\.declaration.property))")
    #expect(
      cell.properties[.textColor]?.provenance.layer == "defaults"
        || cell.properties[.textColor]?.provenance.layer == "skin")
  }

  @Test(
    "Two styles deriving from the skin's Button, each styling one property: each drops only its own"
  )
  func derivedStylesShareTheCachedBase() {
    let sheet = """
      <styles>
      <Style Key="Big" TargetType="Button" BasedOn="Button"><Setter Property="Background" Value="#FF0000"/></Style>
      <Style Key="Quiet" TargetType="Button" BasedOn="Button"><Setter Property="Foreground" Value="#00FF00"/></Style>
      </styles>
      """
    let theme = load([("Brand.xml", sheet)])
    for _ in 0..<2 {
      let big = theme.style(for: .button, named: ["Big"], states: [.highlighted])
      let quiet = theme.style(for: .button, named: ["Quiet"], states: [.highlighted])
      #expect(hex(big, .backgroundColor) == "#ff0000ff")
      #expect(
        hex(quiet, .backgroundColor) == "#00438dff",
        "Quiet does not style the background: the skin's pressed blue")
      #expect(hex(quiet, .textColor) == "#00ff00ff")
      #expect(
        hex(theme.style(for: .button, named: ["Quiet"], states: [.disabled]), .textColor)
          == "#00ff00ff")
    }
  }

  @Test(
    "A part the theme styles drops the skin's values of it in the style the part applies; an alpha alone styles nothing"
  )
  func partsAndAlphas() throws {
    // Built in code: a skin whose Cell applies the style Accessory to its `accessory` part.
    var skin = IRBuilder("Skin.xml")
    let accessory = skin.named(
      "Accessory", [skin.decl("textColor", .string("#0000ff"))],
      states: [skin.state("highlighted", [skin.decl("textColor", .string("#000080"))])])
    let cell = skin.type(
      "View", [skin.decl("backgroundColor", .string("#ffffff"))],
      states: [skin.state("highlighted", [skin.decl("backgroundColor", .string("#eeeeee"))])],
      subElements: [
        SubElement("accessory", StyleBody(parents: [skin.parent("Accessory")]), at: skin.here())
      ])
    var app = IRBuilder("App.nss")
    let themed = app.type(
      "View", [app.decl("backgroundColor", .map([.init("alpha", .number(0.5), at: app.here())]))],
      subElements: [
        SubElement(
          "accessory", StyleBody(declarations: [app.decl("textColor", .string("#ff0000"))]),
          at: app.here())
      ])
    let theme = Theme(layers: [
      Layer("skin", role: .skin, stylesheets: [skin.sheet([accessory, cell])]),
      Layer("app", stylesheets: [app.sheet([themed])]),
    ]).compile()
    let part = theme.resolve(
      StyleQuery(for: .view, states: [.highlighted]).subElement("accessory"))
    #expect(
      hex(part, .textColor) == "#ff0000ff", "the skin's pressed accessory colour is not mixed in")
    // The alpha dims the skin's colour; it does not make the background the theme's, so the
    // skin's pressed colour stays.
    #expect(hex(theme.style(for: .view), .backgroundColor) == "#ffffff80")
    #expect(hex(theme.style(for: .view, states: [.highlighted]), .backgroundColor) == "#eeeeeeff")
  }

  @Test("A keyed style's variant for one type does not supersede the skin's variant for another")
  func keyedVariantsAreTheirOwnStyles() {
    var skin = IRBuilder("Skin.xml")
    let skinCard = skin.named(
      "Card", for: "View", [skin.decl("backgroundColor", .string("#ffffff"))])
    var app = IRBuilder("App.xml")
    let appCard = app.named("Card", for: "Label", [app.decl("backgroundColor", .string("#ff0000"))])
    let theme = Theme(layers: [
      Layer("skin", role: .skin, stylesheets: [skin.sheet([skinCard])]),
      Layer("app", stylesheets: [app.sheet([appCard])]),
    ]).compile()
    #expect(hex(theme.style(for: .view, named: ["Card"]), .backgroundColor) == "#ffffffff")
    #expect(hex(theme.style(for: .label, named: ["Card"]), .backgroundColor) == "#ff0000ff")
  }

  @Test("With no app layer the skin's own states apply as before")
  func theSkinAloneKeepsItsStates() {
    let theme = Theme(layers: DefaultSkin.layers()).compile()
    #expect(hex(theme.style(for: .button, states: [.highlighted]), .backgroundColor) == "#00438dff")
    #expect(!theme.isLightOnly)
    #expect(
      hex(theme.style(for: .view, in: dark), .backgroundColor)
        != hex(theme.style(for: .view), .backgroundColor))
  }

  // MARK: - Light-only themes stay light

  @Test("A theme that never mentions dark resolves dark as light, skin included, with one note")
  func lightOnlyThemesStayLight() throws {
    let theme = load([("Brand.nss", "Label {\n  font-color: #000000;\n}\n")])
    #expect(theme.isLightOnly)
    let note = try #require(theme.lightOnlyNote)
    #expect(
      note.hasPrefix(
        "light-only theme: no file of the theme mentions a dark colour scheme, so colorScheme=dark resolves as light"
      ))
    for type in [TargetType.view, .label, .button, .tableViewCell] {
      let light = theme.style(for: type)
      let inDark = theme.style(for: type, in: dark)
      #expect(
        inDark.properties.mapValues(\.value) == light.properties.mapValues(\.value), "\(type)")
      #expect(inDark.query.environment.colorScheme == .dark, "the answer keeps the query as asked")
    }
    #expect(theme.resolvingEnvironment(dark).colorScheme == .light)
    #expect(theme.warnings.isEmpty && theme.errors.isEmpty)
  }

  @Test("A load option asks for the skin's dark values under a light-only theme")
  func skinDarkValuesOnRequest() throws {
    let theme = load(
      [("Brand.nss", "Label {\n  font-color: #000000;\n}\n")],
      options: .init(lightOnlyDarkMode: .usesSkinDarkValues))
    #expect(theme.isLightOnly)
    #expect(theme.lightOnlyNote?.contains("as asked") == true)
    #expect(hex(theme.style(for: .view, in: dark), .backgroundColor) == "#000000ff")
    #expect(
      hex(theme.style(for: .label, in: dark), .textColor) == "#000000ff",
      "the theme's own value still wins")
  }

  @Test("A file attached to light mode only does not mention dark: the theme is still light-only")
  func lightAttachedFileIsNoDarkMention() {
    let theme = load(
      [
        ("Brand.nss", "Label {\n  font-color: #000000;\n}\n"),
        ("Light.nss", "Label {\n  font-color: #333333;\n}\n"),
      ],
      conditions: ["Light.nss": Conditions([.equals(.colorScheme, "light")])])
    #expect(theme.isLightOnly)
    #expect(
      hex(theme.style(for: .label, in: dark), .textColor) == "#333333ff",
      "dark resolves as light, the light file included")
  }

  @Test(
    "Themes that mention dark: a file attached to dark, a colorScheme condition, a Fiori dark override or palette colour"
  )
  func themesThatMentionDark() {
    let attached = load(
      [
        ("Brand.nss", "Label {\n  font-color: #000000;\n}\n"),
        ("Dark.nss", "Label {\n  font-color: #ffffff;\n}\n"),
      ],
      conditions: ["Dark.nss": Conditions([.equals(.colorScheme, "dark")])])
    #expect(!attached.isLightOnly)
    #expect(attached.lightOnlyNote == nil)
    #expect(
      hex(attached.style(for: .view, in: dark), .backgroundColor) == "#000000ff",
      "the skin's dark values apply")

    // One declaration limited to dark, deep in a state.
    var builder = IRBuilder("Code.swift")
    let state = builder.state(
      "highlighted",
      [
        builder.decl(
          "textColor", .string("#ffffff"), when: Conditions([.equals(.colorScheme, "dark")]))
      ])
    let rule = builder.type(
      "Label", [builder.decl("textColor", .string("#000000"))], states: [state])
    let conditioned = Theme(
      layers: DefaultSkin.layers() + [Layer("app", stylesheets: [builder.sheet([rule])])]
    ).compile()
    #expect(!conditioned.isLightOnly)

    let fioriOverride = load(
      [("Fiori.nss", "@tintColor_darkBackground: #0cbb74;\n")],
      options: .init(formats: .standard(nss: .init(dialect: .sapfiori))))
    #expect(!fioriOverride.isLightOnly)

    let fioriColour = load(
      [("Fiori.nss", "fdlLabel {\n  font-color: primary1;\n}\n")],
      options: .init(formats: .standard(nss: .init(dialect: .sapfiori))))
    #expect(!fioriColour.isLightOnly, "SAP's palette colours turn dark in SAP's own engine")
  }
}

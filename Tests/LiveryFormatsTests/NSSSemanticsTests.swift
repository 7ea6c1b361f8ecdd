import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

@Suite("NSS: cascade and variables (nss.md §1.4, §8 cases 17–26)")
struct NSSCascadeTests {
  @Test("17. the same selector twice merges; the later property wins")
  func case17() {
    let theme = nssTheme("Button { font-size: 18; font-color: red; } Button { font-size: 20; }")
    #expect(theme.value("fontSize", type: "Button") == .number(20))
    #expect(theme.value("textColor", type: "Button")?.description == "#ff0000ff")
  }

  @Test("17b. a property repeated inside one rule: the later wins, with a warning at the repeat")
  func repeatedInRule() {
    let sheet = nssSheet("Button { font-size: 18; font-size: 20; }")
    #expect(sheet.diagnostics.codes == [.duplicateKey])
    #expect(sheet.diagnostics.first?.location == nssLocation(1, 25))
    #expect(
      nssTheme("Button { font-size: 18; font-size: 20; }").value("fontSize", type: "Button")
        == .number(20))
  }

  @Test("18. a variable may be used before its definition")
  func case18() {
    let theme = nssTheme("Label { font-color: @c; } @c: #FF0000;")
    #expect(theme.diagnostics.isEmpty)
    #expect(theme.value("textColor", type: "Label")?.description == "#ff0000ff")
  }

  @Test("19. the last definition of a variable wins, wherever it is used")
  func case19() {
    let theme = nssTheme("@c: red; Label { font-color: @c; } @c: blue;")
    #expect(theme.value("textColor", type: "Label")?.description == "#0000ffff")
  }

  @Test(
    "20. NUI stores '@a' as text for '@b: @a;' (no colour); Livery follows the chain and notes the difference"
  )
  func case20() {
    let text = "@a: red; @b: @a; Label { font-color: @b; }"
    let sheet = nssSheet(text)
    #expect(sheet.diagnostics.codes == [.nssCompatibility])
    #expect(sheet.diagnostics.first?.location == nssLocation(1, 14))
    #expect(nssTheme(text).value("textColor", type: "Label")?.description == "#ff0000ff")
  }

  @Test(
    "21. an undefined variable (NUI: RAISE, a crash) is an error at the use; the declaration is not applied"
  )
  func case21() {
    let theme = nssTheme("Label { font-color: @nope; font-size: 12; }")
    #expect(theme.diagnostics.codes == [.unknownConstant])
    #expect(theme.diagnostics.first?.location == nssLocation(1, 21, path: "N1.nss"))
    #expect(theme.value("textColor", type: "Label") == nil)
    #expect(theme.value("fontSize", type: "Label") == .number(12))
  }

  @Test(
    "22. a variable inside a longer value is not substituted: '4 @w' is insets 4, 0, 4, 0 as in NUI, with warnings"
  )
  func case22() {
    let theme = nssTheme("@w: 2; Button { padding: 4 @w; }")
    #expect(
      theme.value("padding", type: "Button")
        == .insets(Insets(top: 4, left: 0, bottom: 4, right: 0)))
    #expect(theme.diagnostics.codes.contains(.nssVariable))
    #expect(theme.diagnostics.codes.contains(.nssValue))
    #expect(theme.diagnostics.errors.isEmpty)
  }

  @Test(
    "23. a later top-level definition beats an earlier @media one, even on the matching device (document order)"
  )
  func case23() {
    let theme = nssTheme("@media (device:iphone) { @s: 20; } @s: 10; Button { font-size: @s; }")
    #expect(theme.value("fontSize", type: "Button") == .number(10))
    let reversed = nssTheme("@s: 10; @media (device:iphone) { @s: 20; } Button { font-size: @s; }")
    #expect(reversed.value("fontSize", type: "Button") == .number(20))
    #expect(
      reversed.value("fontSize", type: "Button", environment: .default.setting(.idiom, to: "pad"))
        == .number(10))
  }

  @Test("23b. rules follow document order too: a later plain rule beats an earlier @media rule")
  func rulesInDocumentOrder() {
    let theme = nssTheme(
      "@media (orientation:landscape) { Button { font-size: 30; } } Button { font-size: 10; }")
    let landscape = StyleEnvironment.default.setting(.orientation, to: "landscape")
    #expect(theme.value("fontSize", type: "Button", environment: landscape) == .number(10))
    let later = nssTheme(
      "Button { font-size: 10; } @media (orientation:landscape) { Button { font-size: 30; } }")
    #expect(later.value("fontSize", type: "Button", environment: landscape) == .number(30))
    #expect(later.value("fontSize", type: "Button") == .number(10))
  }

  @Test(
    "24. an unknown media key (NUI: silently always) is a warning; Livery makes it a custom axis")
  func case24() {
    let text = "@media (min-width:300) { Button { font-size: 30; } }"
    let sheet = nssSheet(text)
    #expect(sheet.diagnostics.codes == [.nssMedia])
    #expect(sheet.diagnostics.first?.location == nssLocation(1, 9))
    let theme = nssTheme(text)
    #expect(theme.value("fontSize", type: "Button") == nil)
    #expect(
      theme.value("fontSize", type: "Button", environment: .default.setting("min-width", to: "300"))
        == .number(30))
  }

  @Test(
    "25. nested @media (NUI: EMPTY) is an error; the inner block is skipped, the outer one loads")
  func case25() {
    let text =
      "@media (device:iphone) { @media (orientation:portrait) { Label { font-size: 9; } } Button { font-size: 20; } }"
    let sheet = nssSheet(text)
    #expect(sheet.diagnostics.codes == [.nssSyntax])
    #expect(sheet.diagnostics.first?.location == nssLocation(1, 26))
    let theme = nssTheme(text)
    #expect(theme.value("fontSize", type: "Label") == nil)
    #expect(theme.value("fontSize", type: "Button") == .number(20))
  }

  @Test(
    "26. a variable from another file (NUI: RAISE, variables are per file) resolves, with a note at the use"
  )
  func case26() {
    let base = nssSheet("@c: red;", path: "Base.nss")
    let appended = nssSheet("Label { font-color: @c; }", path: "Appended.nss")
    let notes = NSSReader.crossFileNotes([base, appended])
    #expect(notes.codes == [.nssVariable])
    #expect(notes.first?.location == nssLocation(1, 21, path: "Appended.nss"))
    let theme = Theme(layers: [
      Layer("base", stylesheets: [base]), Layer("appended", stylesheets: [appended]),
    ]).compile()
    #expect(theme.value("textColor", type: "Label")?.description == "#ff0000ff")
  }

  @Test("dark mode for NUI sheets: a second file attached to colorScheme=dark overrides only there")
  func darkFile() {
    let light = nssSheet(
      "@ink: #222222; Label { font-color: @ink; font-size: 15; }", path: "Light.nss")
    var dark = nssSheet("@ink: #EEEEEE;", path: "Dark.nss")
    dark.conditions = Conditions([.equals(.colorScheme, "dark")])
    let theme = Theme(layers: [
      Layer("light", stylesheets: [light]), Layer("dark", stylesheets: [dark]),
    ]).compile()
    #expect(theme.diagnostics.isEmpty)
    #expect(theme.value("textColor", type: "Label")?.description == "#222222ff")
    #expect(
      theme.value("textColor", type: "Label", environment: darkMode)?.description == "#eeeeeeff")
    #expect(theme.value("fontSize", type: "Label", environment: darkMode) == .number(15))
  }

  @Test("@media device and orientation are the idiom and orientation axes")
  func mediaAxes() {
    let theme = nssTheme(
      "@media (device:ipad) and (orientation:landscape) { Button { font-size: 30; } }")
    #expect(theme.diagnostics.isEmpty)
    let padLandscape = StyleEnvironment.default.setting(.idiom, to: "pad").setting(
      .orientation, to: "landscape")
    #expect(theme.value("fontSize", type: "Button", environment: padLandscape) == .number(30))
    #expect(
      theme.value("fontSize", type: "Button", environment: .default.setting(.idiom, to: "pad"))
        == nil)
  }
}

@Suite("NSS: class chains, default classes and parts (nss.md §4, §8 cases 27–30)")
struct NSSClassTests {
  let theme = nssTheme(
    "Button { font-size: 18; font-name: Avenir; } LargeButton { font-size: 24; }")

  @Test(
    "27. Button:LargeButton: the rightmost class wins per property, falling through to the left")
  func case27() {
    #expect(
      theme.value("fontSize", type: "Button", styles: ["Button", "LargeButton"]) == .number(24))
    #expect(
      theme.value("fontName", type: "Button", styles: ["Button", "LargeButton"])
        == .string("Avenir"))
  }

  @Test("27b. LargeButton alone does not include Button (no implicit base)")
  func noImplicitBase() {
    #expect(theme.value("fontName", type: "Button", styles: ["LargeButton"]) == nil)
    #expect(theme.value("fontSize", type: "Button", styles: ["LargeButton"]) == .number(24))
  }

  @Test("28. LargeButton:Button: Button is rightmost and wins")
  func case28() {
    #expect(
      theme.value("fontSize", type: "Button", styles: ["LargeButton", "Button"]) == .number(18))
  }

  @Test("29. derived classes style parts: TableCellDetail is the detail label of TableCell cells")
  func case29() {
    let theme = nssTheme(
      "TableCell { font-color: #333333; } TableCellDetail { font-color: #888888; } MyCell { font-size: 15; }"
    )
    let cell = StyleQuery(for: "TableViewCell")
    #expect(theme.resolve(cell).properties["textColor"]?.value.description == "#333333ff")
    #expect(
      theme.resolve(cell.subElement("detailTextLabel")).properties["textColor"]?.value.description
        == "#888888ff")
    // NUI builds the detail chain by string concatenation ("TableCell:MyCellDetail"), so there the
    // detail label of a TableCell:MyCell cell is #333333. Livery styles the part by its own classes:
    // TableCellDetail, refined by MyCellDetail if that existed (nss.md §4.1; README, "How Livery reads NSS").
    let chain = StyleQuery(for: "TableViewCell", named: ["TableCell", "MyCell"])
    #expect(
      theme.resolve(chain.subElement("detailTextLabel")).properties["textColor"]?.value.description
        == "#888888ff")
  }

  @Test(
    "29b. MyCellDetail overrides TableCellDetail for cells with the class chain TableCell:MyCell")
  func derivedChain() {
    let theme = nssTheme(
      "TableCellDetail { font-color: #888888; font-size: 12; } MyCellDetail { font-color: #0000FF; } SearchBarScopeBar { font-color: red; }"
    )
    let detail = theme.resolve(
      StyleQuery(for: "TableViewCell", named: ["TableCell", "MyCell"]).subElement(
        "detailTextLabel"))
    #expect(detail.properties["textColor"]?.value.description == "#0000ffff")
    let scope = theme.resolve(StyleQuery(for: "SearchBar").subElement("scopeBar"))
    #expect(scope.properties["textColor"]?.value.description == "#ff0000ff")
  }

  @Test("30. exclude-subviews is a list of class names, split on the commas NUI stores as ' , '")
  func case30() {
    let theme = nssTheme("Button { exclude-subviews: UITableViewCell,UITextField; }")
    #expect(theme.diagnostics.isEmpty)
    #expect(
      theme.value("excludeSubviews", type: "Button")
        == .list([.string("UITableViewCell"), .string("UITextField")]))
  }

  @Test("default classes are the catalog's type styles, under NUI's names too")
  func defaultClasses() {
    let theme = nssTheme(
      "TableCell { font-size: 15; } Toolbar { bar-tint-color: red; } Progress { progress-tint-color: blue; } Mine { font-size: 9; }"
    )
    #expect(theme.value("fontSize", type: "TableViewCell") == .number(15))
    #expect(theme.value("barTintColor", type: "ToolBar")?.description == "#ff0000ff")
    #expect(theme.value("progressTintColor", type: "ProgressView")?.description == "#0000ffff")
    #expect(theme.value("fontSize", type: "TableViewCell", styles: ["TableCell"]) == .number(15))
    #expect(theme.styleNames == ["Mine"])
  }

  @Test("nuiClass 'none' opts out of styling")
  func none() {
    let theme = nssTheme("Label { text-transform: uppercase; }")
    let unstyled = theme.resolve(StyleQuery(for: "Label", named: [.none]))
    #expect(unstyled.isResolved && unstyled.properties.isEmpty)
  }
}

@Suite("NSS: states and the property table (nss.md §2.2, §3)")
struct NSSPropertyTests {
  @Test(
    "state suffixes are states; -selected-highlighted nests highlighted in selected; -normal is the plain value"
  )
  func states() {
    let theme = nssTheme(
      """
      Button {
        background-color-normal: white;
        background-color-highlighted: red;
        background-color-selected: green;
        background-color-selected-highlighted: blue;
        font-color-disabled: gray;
      }
      """)
    #expect(theme.diagnostics.isEmpty)
    func background(_ states: [StateName]) -> String? {
      theme.value("backgroundColor", type: "Button", states: states)?.description
    }
    #expect(background([]) == "#ffffffff")
    #expect(background([.highlighted]) == "#ff0000ff")
    #expect(background([.selected]) == "#00ff00ff")
    #expect(background([.selected, .highlighted]) == "#0000ffff")
    #expect(
      theme.value("textColor", type: "Button", states: [.disabled])?.description == "#808080ff")
  }

  @Test(
    "background-color-normal and background-color both stay: the view's colour and the normal image NUI draws over it"
  )
  func normalOverPlain() {
    let theme = nssTheme("Button { background-color-normal: red; background-color: yellow; }")
    #expect(theme.diagnostics.isEmpty)
    #expect(theme.value("backgroundColor", type: "Button")?.description == "#ffff00ff")
    #expect(
      theme.value("backgroundImage", type: "Button")
        == .image(ImageSource(.solidColor(RGBAColor(red: 1, green: 0, blue: 0)))))
  }

  @Test("background-color-top and -bottom become one gradient, also across rules and in a state")
  func gradients() {
    let theme = nssTheme(
      """
      Button { background-color-top: red; background-color-bottom: blue; }
      TableCell { background-color-top: white; }
      TableCell { background-color-bottom: black; background-color-top-selected: red; background-color-bottom-selected: green; }
      """)
    #expect(theme.diagnostics.isEmpty)
    let gradient = ColorGradient(stops: [
      .init(color: RGBAColor(red: 1, green: 0, blue: 0), location: 0),
      .init(color: RGBAColor(red: 0, green: 0, blue: 1), location: 1),
    ])
    #expect(theme.value("backgroundGradient", type: "Button") == .gradient(gradient))
    if case .gradient(let cell) = theme.value("backgroundGradient", type: "TableViewCell") {
      #expect(cell.stops.map(\.color.hexRGBA) == ["#ffffffff", "#000000ff"])
    } else {
      Issue.record("no TableCell gradient")
    }
    if case .gradient(let selected) = theme.value(
      "backgroundGradient", type: "TableViewCell", states: [.selected])
    {
      #expect(selected.stops.map(\.color.hexRGBA) == ["#ff0000ff", "#00ff00ff"])
    } else {
      Issue.record("no selected gradient")
    }
  }

  @Test("a gradient half without its partner is an error at the half (NUI passes nil)")
  func unpairedGradient() {
    let sheet = nssSheet("Button { background-color-top: red; }")
    #expect(sheet.diagnostics.codes == [.nssGradient])
    #expect(sheet.diagnostics.first?.location == nssLocation(1, 10))
  }

  @Test("an unknown property is a warning with a suggestion, and is kept under a camel-case name")
  func unknownProperty() {
    let sheet = nssSheet("Label { font-colour: red; }")
    #expect(sheet.diagnostics.codes == [.nssUnknownProperty])
    #expect(sheet.diagnostics.first?.fixIt?.hasPrefix("did you mean 'font-color'") == true)
    #expect(sheet.rules.first?.body.declarations.first?.property == "fontColour")
  }

  @Test("an unknown font is a warning; NUI's system keywords and iOS fonts are not")
  func fonts() {
    #expect(nssSheet("Label { font-name: Helvetca; }").diagnostics.codes == [.nssUnknownFont])
    #expect(
      nssSheet("Label { font-name: boldSystem; } Button { font-name: HelveticaNeue-Light; }")
        .diagnostics.isEmpty)
  }

  @Test("image cap insets follow the state: background-image-selected-insets")
  func imageInsets() {
    let theme = nssTheme(
      "Button { background-image-selected: btn; background-image-selected-insets: 2 4; }")
    #expect(theme.diagnostics.isEmpty)
    #expect(
      theme.value("backgroundImage", type: "Button", states: [.selected]) == .image(.named("btn")))
    #expect(
      theme.value("backgroundImageInsets", type: "Button", states: [.selected])
        == .insets(Insets(top: 2, left: 4, bottom: 2, right: 4)))
  }
}

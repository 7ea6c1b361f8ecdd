import Foundation
import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// What real files Livery had not seen, and the peers' own test suites, found read wrong (issue 25
/// §2 and §3), each from a minimal file written for the test.
@Suite("Real files and the peers' suites: minimal cases")
struct PeerFindingsTests {
  private func maf(_ body: String, path: String = "Skin.xml") -> CompiledTheme {
    Theme(layers: [
      Layer("app", stylesheets: [MAFReader.read(xml: "<styles>\n\(body)\n</styles>\n", path: path)])
    ]).compile()
  }

  private func overDefaults(_ sheet: Stylesheet) -> CompiledTheme {
    Theme(layers: DefaultSkin.layers() + [Layer("app", stylesheets: [sheet])]).compile()
  }

  // MARK: - §2: real files read wrong

  @Test(
    "2.1 NSS: a class's text-align sets a button's content alignment through the class chain, a label's text alignment"
  )
  func classTextAlignOnAButton() {
    let theme = overDefaults(
      nssSheet("BigButton {\n  text-align: right;\n}\nFill {\n  text-align: fill;\n}\n"))
    let button = theme.style(for: .button, named: ["Button", "BigButton"])
    #expect(button.value(of: .contentHorizontalAlignment) == .keyword("right"))
    #expect(
      button.properties[.contentHorizontalAlignment]?.provenance.location == nssLocation(2, 3))
    #expect(
      theme.style(for: .label, named: ["BigButton"]).value(of: .textAlignment) == .keyword("right"))
    // NUI's keyword tables: `fill` is a button's content alignment, and left for a label's text.
    #expect(
      theme.style(for: .button, named: ["Fill"]).value(of: .contentHorizontalAlignment)
        == .keyword("fill"))
    #expect(theme.style(for: .label, named: ["Fill"]).value(of: .textAlignment) == .keyword("left"))
    // A rule for the Button class itself sets only the content alignment, as before.
    let typed = overDefaults(nssSheet("Button {\n  text-align: left;\n}\n")).style(for: .button)
    #expect(typed.value(of: .contentHorizontalAlignment) == .keyword("left"))
  }

  static let panels = """
    <Style Key="Panel" TargetType="ActionBar" platform="android"><Setter Property="Background" Value="#FF112233"/></Style>
    <Style Key="Panel" TargetType="Dialog" platform="android"><Setter Property="Foreground" Value="#FF445566"/></Style>
    """

  @Test("2.2 MAF: a type the theme names only through keyed styles is a type of the theme")
  func keyedStyleTypesAreKnown() {
    let theme = maf(Self.panels)
    #expect(theme.isKnownType("Dialog"))
    #expect(!theme.isKnownType("Dialogue"))
    let dialog = theme.resolve(
      StyleQuery(
        for: "Dialog", named: ["Panel"], in: StyleEnvironment(platform: .android)))
    #expect(dialog[.textColor, as: RGBAColor.self]?.hexRGBA == "#445566ff")
    #expect(dialog[.backgroundColor] == nil)
    #expect(dialog.diagnostics.isEmpty)
  }

  @Test(
    "2.3 MAF: a keyed style for two types without a type: a warning naming both, and one of them, never a blend"
  )
  func ambiguousKeyedStyle() throws {
    let theme = maf(Self.panels)
    let panel = theme.resolve(
      StyleQuery(named: ["Panel"], in: StyleEnvironment(platform: .android)))
    let warning = try #require(panel.diagnostics.first)
    #expect(panel.diagnostics.count == 1)
    #expect(warning.code == .ambiguousStyle && warning.severity == .warning)
    #expect(
      warning.message.hasPrefix(
        "the style 'Panel' is defined for the types 'Dialog' and 'ActionBar'; without a type the 'Dialog' one (the last defined, at Skin.xml:3:"
      ))
    #expect(panel[.textColor, as: RGBAColor.self]?.hexRGBA == "#445566ff")
    #expect(panel[.backgroundColor] == nil, "nothing of the ActionBar style")
    // The cascade's order decides, and the warning says which of its reasons did.
    let specific = maf(
      """
      <Style Key="Panel" TargetType="ActionBar" platform="android"><Setter Property="Background" Value="#FF112233"/></Style>
      <Style Key="Panel" TargetType="Dialog"><Setter Property="Foreground" Value="#FF445566"/></Style>
      """
    ).resolve(StyleQuery(named: ["Panel"], in: StyleEnvironment(platform: .android)))
    #expect(
      specific.diagnostics.first?.message.contains(
        "without a type the 'ActionBar' one (the most specific, at Skin.xml:2:") == true,
      "\(specific.diagnostics)")
    #expect(specific[.backgroundColor] != nil && specific[.textColor] == nil)
    // Where only one of them applies, there is nothing to choose.
    #expect(
      theme.resolve(StyleQuery(named: ["Panel"], in: StyleEnvironment(platform: .ios)))
        .diagnostics.isEmpty)
    // A type the style has no variant for chooses the same way, and says so.
    let view = theme.resolve(
      StyleQuery(for: .view, named: ["Panel"], in: StyleEnvironment(platform: .android)))
    #expect(view.diagnostics.map(\.code) == [.ambiguousStyle])
    #expect(
      view.diagnostics.first?.message.contains(
        "for the type 'View', which it has no variant for, the 'Dialog' one") == true)
    #expect(view[.backgroundColor] == nil)
  }

  @Test(
    "2.4 A font one edit away (HelveticaNeue for Helvetica-Neue) is the first suggestion, in NSS and MAF"
  )
  func fontOneEditAwayFirst() throws {
    let nss = nssSheet("Label {\n  font-name: Helvetica-Neue;\n}\n")
    let nssWarning = try #require(nss.diagnostics.first { $0.code == .nssUnknownFont })
    #expect(
      nssWarning.fixIt?.hasPrefix("did you mean 'HelveticaNeue'") == true,
      "\(nssWarning.fixIt ?? "")")
    let mafSheet = MAFReader.read(
      xml:
        "<styles><Style TargetType=\"Label\"><Setter Property=\"FontFamily\" Value=\"Helvetica-Neue\"/></Style></styles>",
      path: "S.xml")
    let mafWarning = try #require(mafSheet.diagnostics.first { $0.code == .mafUnknownFont })
    #expect(
      mafWarning.fixIt?.hasPrefix("did you mean 'HelveticaNeue'") == true,
      "\(mafWarning.fixIt ?? "")")
    // A missing face still proposes the family first.
    let regular = nssSheet("Label {\n  font-name: Helvetica-Regular;\n}\n").diagnostics.first {
      $0.code == .nssUnknownFont
    }
    #expect(regular?.fixIt?.hasPrefix("did you mean 'Helvetica'") == true)
  }

  @Test("2.5 DTCG: a typography token reports every problem of its fields, not only the first")
  func typographyReportsAll() {
    let tree = TokenTree(
      ##"{"t":{"$type":"typography","$value":{"fontFamily":"{font.missing}","fontSize":{"value":16,"unit":"px"},"fontWeight":400,"letterSpacing":{"value":0.1,"unit":"em"},"lineHeight":{"value":24,"unit":"px"}}}}"##
    )
    #expect(tree.codes(.error) == ["dtcg.unresolved-reference"])
    #expect(
      Set(tree.codes(.warning)) == [
        "dtcg.nonconforming.unit-em", "dtcg.nonconforming.line-height-dimension",
      ])
  }

  @Test(
    "2.6 DTCG: each file's $extensions keys are checked, though a later file's $extensions replaces an earlier one's"
  )
  func extensionsPerFile() {
    let file = ##"{"$extensions":{"acme":{"x":1}},"n":{"$type":"number","$value":1}}"##
    let tree = TokenTree([("a.tokens.json", file), ("b.tokens.json", file)])
    let warnings = tree.diagnostics.filter { $0.code == .dtcgExtensionKey }
    #expect(
      warnings.compactMap { $0.location?.file.path.split(separator: "/").last.map(String.init) }
        == ["a.tokens.json", "b.tokens.json"])
  }

  @Test(
    "2.7 DTCG resolver: an input with a context the modifier lacks is one error, not also a missing input"
  )
  func invalidContextAlone() {
    let tree = resolverTree(
      ##"{"version":"2025.10","resolutionOrder":[{"$ref":"#/modifiers/size"}],"modifiers":{"size":{"contexts":{"small":[],"large":[]}}}}"##,
      inputs: ["size": "huge"])
    #expect(tree.codes(.error) == ["resolver.invalid-context"])
  }

  // MARK: - §3: what the peers' suites caught

  @Test("3.1 SAP Fiori palette v8 has SAP's current chart colours; v3_2 stays selectable")
  func currentFioriPalette() {
    let v8 = Theme(layers: [FioriPalette.layer(.v8)]).compile()
    let light = StyleEnvironment(colorScheme: .light)
    #expect(v8.constantHex("chart1", light) == "#168effff")
    #expect(v8.constantHex("chart1", dark) == "#3278beff")
    for name in [
      "chart12", "chartGood", "chartBad", "chartCritical", "chartNeutral", "jouleSelectedFill",
    ] {
      #expect(v8.constant(named: name) != nil, "\(name)")
    }
    #expect(v8.constantHex("stockUpStroke", light) == "#30914cff")
    // Retired styles take SAP's values: those of the newest older palette that defines them (PaletteV5).
    #expect(v8.constantHex("line", light) == "#89919aff")
    #expect(v8.constantHex("negative", dark) == "#ff8888ff")
    let v3 = Theme(layers: [FioriPalette.layer(.v3_2)]).compile()
    #expect(v3.constantHex("chart1", light) == "#5899daff")
    #expect(v3.constantHex("primary8", light) == "#192835ff")
  }

  @Test("3.2 DTCG: a group's $ref beside sibling tokens is its $extends")
  func groupReferenceIsExtends() {
    let tree = TokenTree(
      ##"{"button":{"$type":"color","bg":{"$value":\##(C(1, 0, 0))},"fg":{"$value":\##(C(1, 1, 1))}},"primary":{"$ref":"#/button","bg":{"$value":\##(C(0, 0, 1))},"hover":{"$type":"color","$value":\##(C(0, 1, 0))}}}"##
    )
    #expect(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
    #expect(tree.color("primary.bg") == "#0000ffff")
    #expect(tree.color("primary.fg") == "#ffffffff")
    #expect(tree.color("primary.hover") == "#00ff00ff")
  }

  @Test("3.3 DTCG: component references inside a dimension's value and unit resolve")
  func componentReferences() {
    let tree = TokenTree(
      ##"{"base":{"$type":"dimension","$value":{"value":4,"unit":"px"}},"gap":{"$type":"dimension","$value":{"value":{"$ref":"#/base/$value/value"},"unit":{"$ref":"#/base/$value/unit"}}}}"##
    )
    #expect(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
    #expect(tree.value("gap") == .number(4))
    let broken = TokenTree(
      ##"{"gap":{"$type":"dimension","$value":{"value":2,"unit":{"$ref":"#/base/$value/unit"}}}}"##)
    #expect(broken.codes(.error).contains("dtcg.unresolved-pointer"))
    #expect(!broken.has("gap"))
  }

  @Test(
    "3.4 DTCG: a token replacing a group (or a group a token) in a merge is reported with what it drops"
  )
  func tokenGroupCollision() throws {
    let tree = resolverTree(
      ##"{"version":"2025.10","resolutionOrder":[{"$ref":"#/sets/base"},{"$ref":"#/modifiers/theme"}],"sets":{"base":{"sources":[{"color":{"$type":"color","bg":{"avatar":{"$value":\##(C(1, 0, 0))}}}}]}},"modifiers":{"theme":{"contexts":{"light":[{"color":{"bg":{"$type":"color","$value":\##(C(1, 1, 1))}}}],"dark":[{"color":{"bg":{"$type":"color","$value":\##(C(0, 0, 0))}}}]}}}}"##
    )
    let collision = try #require(tree.diagnostics.first { $0.code == .dtcgTokenGroupCollision })
    #expect(collision.severity == .warning)
    #expect(
      collision.message.contains(
        "'color.bg' is a token here and a group where it was defined before"))
    #expect(collision.message.contains("'color.bg.avatar' is no longer defined"))
    // One per context whose token replaces the group, each saying in which permutation.
    let all = tree.diagnostics.filter { $0.code == .dtcgTokenGroupCollision }
    #expect(all.count == 2)
    #expect(all.map { $0.notes.last?.message } == ["in theme=light", "in theme=dark"])
    // Token files merged in a load say so too.
    let files = TokenTree([
      ("a.tokens.json", ##"{"size":{"$type":"number","s":{"$value":1},"m":{"$value":2}}}"##),
      ("b.tokens.json", ##"{"size":{"$type":"number","$value":3}}"##),
    ])
    #expect(
      files.diagnostics.first { $0.code == .dtcgTokenGroupCollision }?.message.contains(
        "'size.s', 'size.m' are no longer defined") == true)
  }

  @Test(
    "3.5 Non-finite numbers are errors wherever a number is read: Motif YAML and JSON, design tokens"
  )
  func nonFiniteNumbers() throws {
    let source = MarkedSource(".Card:\n    custom: 1️⃣.nan\n    other: 2️⃣1e400\n")
    let yaml = MotifReader.read(yaml: source.text, path: "T.yaml")
    #expect(yaml.diagnostics.codes == [.valueNotFinite, .valueNotFinite])
    #expect(
      yaml.diagnostics.map(\.location) == [
        source.location("1️⃣", in: "T.yaml"), source.location("2️⃣", in: "T.yaml"),
      ])
    #expect(
      yaml.diagnostics[1].message
        == "'1e400' is not a finite number (numbers beyond ±1.8e308, .inf and .nan are refused)")
    let json = readTheme([.memory(["T.json": Array(#"{".Card": {"custom": -2E+999}}"#.utf8)])])
      .compile()
    #expect(json.errors.codes == [.valueNotFinite])
    #expect(json.errors.first?.location?.column == 22)
    let tokens = TokenTree(##"{"n":{"$type":"number","$value":1e400}}"##)
    #expect(tokens.codes(.error) == ["value.not-finite"])
  }

  @Test(
    "3.6 NUI: background-color with background-color-normal keeps both, as NUI does (view colour, state images)"
  )
  func backgroundColorAndNormal() {
    let theme = nssTheme(
      "Button {\n  background-color: #ff0000;\n  background-color-normal: #0000ff;\n  background-color-highlighted: #00ff00;\n}\n"
        + "View {\n  background-color-normal: #0000ff;\n  background-image: photo;\n  background-color: #ff0000;\n}\n"
    )
    #expect(theme.errors.isEmpty && theme.warnings.isEmpty, "\(theme.diagnostics)")
    let button = theme.style(for: .button)
    #expect(button[.backgroundColor, as: RGBAColor.self]?.hexRGBA == "#ff0000ff")
    #expect(
      button[.backgroundImage]
        == ImageSource(.solidColor(RGBAColor(red: 0, green: 0, blue: 1))))
    let pressed = theme.style(for: .button, states: [.highlighted])
    #expect(
      pressed[.backgroundImage]
        == ImageSource(.solidColor(RGBAColor(red: 0, green: 1, blue: 0))))
    #expect(pressed[.backgroundColor, as: RGBAColor.self]?.hexRGBA == "#ff0000ff")
    // NUI's background-image wins over background-color-normal, wherever it is written.
    #expect(theme.style(for: .view).value(of: .backgroundImage) == .image(.named("photo")))
    // Alone, background-color-normal stays the normal background colour.
    #expect(
      nssTheme("Button {\n  background-color-normal: #0000ff;\n}\n").style(for: .button)[
        .backgroundColor, as: RGBAColor.self]?.hexRGBA == "#0000ffff")
    // Per selector over the file, not per block; a repeat warns, and the later wins.
    let split = nssTheme(
      "Button {\n  background-color: #ff0000;\n}\nButton {\n  background-color-normal: #0000ff;\n  background-color-normal: #00ffff;\n}\n"
    )
    #expect(split.style(for: .button)[.backgroundColor, as: RGBAColor.self]?.hexRGBA == "#ff0000ff")
    #expect(
      split.style(for: .button)[.backgroundImage]
        == ImageSource(.solidColor(RGBAColor(red: 0, green: 1, blue: 1))))
    #expect(split.warnings.map(\.code) == [.duplicateKey])
  }

  @Test(
    "3.7 DTCG: an empty font family warns, weight 750 stays 750, a lineHeight dimension is a warning literal or aliased"
  )
  func stricterPeers() throws {
    #expect(
      TokenTree(##"{"f":{"$type":"fontFamily","$value":""}}"##).codes(.warning) == [
        "dtcg.empty-font-family"
      ])
    #expect(
      TokenTree(##"{"f":{"$type":"fontFamily","$value":[""]}}"##).codes(.warning) == [
        "dtcg.empty-font-family"
      ])
    let typography =
      ##"{"lh":{"$type":"dimension","$value":{"value":24,"unit":"px"}},"t":{"$type":"typography","$value":{"fontFamily":"Inter","fontSize":{"value":16,"unit":"px"},"fontWeight":750,"letterSpacing":{"value":0,"unit":"px"},"lineHeight":"{lh}"}}}"##
    let tree = TokenTree(typography)
    #expect(tree.codes(.error).isEmpty, "\(tree.diagnostics)")
    #expect(tree.codes(.warning) == ["dtcg.nonconforming.line-height-dimension"])
    guard case .font(let font)? = tree.value("t") else {
      Issue.record("no font")
      return
    }
    #expect(font.weight?.numericValue == 750)
    #expect(font.weight?.rawValue == "750")
    // The alias written as a pointer gets the same warning.
    let pointer = TokenTree(
      typography.replacingOccurrences(of: #""{lh}""#, with: ##"{"$ref":"#/lh/$value"}"##))
    #expect(pointer.codes(.error).isEmpty, "\(pointer.diagnostics)")
    #expect(pointer.codes(.warning) == ["dtcg.nonconforming.line-height-dimension"])
    #expect(FontDescriptor.Weight(parsing: "750")?.nearestNamed == .heavy)
    #expect(FontDescriptor.Weight(parsing: "bold")?.numericValue == 700)
  }
}

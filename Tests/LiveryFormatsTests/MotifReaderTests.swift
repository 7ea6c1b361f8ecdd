import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// motif.md "Test cases" 1–24: parsing, constants and references. Each test names its case.
@Suite("Motif: parsing, constants and references (cases 1–24)")
struct MotifConstantTests {
  @Test("1: a top-level key without $ or . is an invalid symbol (P7), at the key")
  func invalidSymbol() {
    let source = MarkedSource("$Ok: 1\n1️⃣Accent: red\n")
    let theme = motifTheme(source.text)
    #expect(theme.diagnostics.codes == [.motifInvalidSymbol])
    #expect(theme.diagnostics[0].location == source.location("1️⃣", in: "F1.yaml"))
    #expect(theme.diagnostics[0].fixIt == "write '.Accent' for a class or '$Accent' for a constant")
    #expect(theme.constant(named: "Ok")?.value == .number(1))
  }

  @Test("1b: bare '$', bare '.', _superclass and non-string keys are invalid symbols too")
  func otherInvalidSymbols() {
    let theme = motifTheme("$: 1\n.: {}\n_superclass: .A\n1: x\n")
    #expect(theme.diagnostics.codes == Array(repeating: .motifInvalidSymbol, count: 4))
  }

  @Test("2–3: string and numeric constants")
  func scalarConstants() {
    let theme = motifTheme("$Gap: wide\n$Zero: 0\n")
    #expect(theme.diagnostics.isEmpty)
    #expect(theme.constant(named: "Gap")?.value == .string("wide"))
    #expect(theme.constant(named: "Zero")?.value == .number(0))
  }

  @Test("4: a constant referencing another constant")
  func constantReference() {
    let theme = motifTheme("$Base: red\n$Accent: $Base\n")
    #expect(theme.constant(named: "Accent")?.value == .string("red"))
    #expect(theme.constant(named: "Accent")?.references.map(\.spelling) == ["$Accent", "$Base"])
  }

  @Test("5: a reference to an unknown constant (P13), with 'did you mean'")
  func unknownConstant() {
    let source = MarkedSource("$Accnt: red\n$Accent: 1️⃣$Acent\n")
    let theme = motifTheme(source.text)
    #expect(theme.diagnostics.codes == [.unknownConstant])
    #expect(theme.diagnostics[0].message == "unknown constant '$Acent'")
    #expect(theme.diagnostics[0].location == source.location("1️⃣", in: "F1.yaml"))
    #expect(theme.diagnostics[0].fixIt == "did you mean '$Accent' or '$Accnt'?")
  }

  @Test("6–7: self-reference and transitive cycles (P12) are reported as whole cycles")
  func cycles() {
    let theme = motifTheme("$Loop: $Loop\n$A: $B\n$B: $C\n$C: $A\n")
    #expect(
      theme.diagnostics.map(\.message).sorted() == [
        "constant '$A' refers to itself: $A → $B → $C → $A",
        "constant '$Loop' refers to itself: $Loop → $Loop",
      ])
    #expect(theme.diagnostics.codes == [.constantCycle, .constantCycle])
  }

  @Test("8: order inside a file does not matter")
  func orderInsideFile() {
    let theme = motifTheme("$C: $B\n$B: $A\n$A: teal\n")
    #expect(theme.diagnostics.isEmpty)
    for name in ["A", "B", "C"] { #expect(theme.constant(named: name)?.value == .string("teal")) }
  }

  @Test("9–10: a constant may reference a class, directly or through another constant")
  func constantReferencingClass() throws {
    let theme = motifTheme(".Card: {pad: 4}\n$CardStyle: .Card\n$B: .Card\n$A: $B\n")
    #expect(theme.diagnostics.isEmpty)
    #expect(try theme.constant(named: "CardStyle")?.result.get() == .style("Card"))
    #expect(try theme.constant(named: "A")?.result.get() == .style("Card"))
  }

  @Test("11: a class mapped to something other than a dictionary (P8)")
  func classNotMapping() {
    let source = MarkedSource(".Card: 1️⃣0\n")
    let theme = motifTheme(source.text)
    #expect(theme.diagnostics.codes == [.motifClassNotMapping])
    #expect(
      theme.diagnostics[0].message
        == "the value of '.Card' must be a dictionary of properties; it is the number 0")
    #expect(theme.diagnostics[0].location == source.location("1️⃣", in: "F1.yaml"))
  }

  @Test("12–13: properties, literal or through a constant")
  func properties() {
    let theme = motifTheme("$Pad: 4\n.Card: {pad: $Pad, name: x}\n")
    #expect(theme.diagnostics.isEmpty)
    #expect(theme.properties(of: "Card") == ["pad": .number(4), "name": .string("x")])
  }

  @Test("14: a property referencing a class styles that sub-element with the class")
  func propertyReferencingClass() throws {
    let theme = motifTheme(".Label: {size: 12}\n.Card: {title: .Label}\n")
    let card = theme.resolve(StyleQuery(named: ["Card"]))
    let title = try #require(card.subElements["title"])
    #expect(title.styles == ["Label"])
    #expect(
      theme.resolve(title.query).properties
        == theme.resolve(StyleQuery(named: ["Label"])).properties)
  }

  @Test("15: a property referencing an unknown class (P14) says 'style', not Motif's 'constant'")
  func unknownClass() {
    let theme = motifTheme(".Label: {size: 12}\n.Card: {title: .Lable}\n")
    #expect(theme.diagnostics.codes == [.unknownStyle])
    #expect(theme.diagnostics[0].message == "unknown style '.Lable'")
    #expect(theme.diagnostics[0].fixIt == "did you mean '.Label'?")
  }

  @Test("16: the same constant in two files is an error, even with the same value (P10)")
  func duplicateConstant() {
    let theme = motifTheme("$Pad: 4\n", "$Pad: 4\n")
    #expect(theme.diagnostics.codes == [.motifDuplicateConstant])
    #expect(theme.diagnostics[0].location == location("F2.yaml", 1, 1))
    #expect(theme.diagnostics[0].notes.first?.location == location("F1.yaml", 1, 1))
  }

  @Test("17, 18, 20, 21: references to earlier files resolve")
  func backwardReferences() throws {
    #expect(motifTheme("$Pad: 4\n", "$Gap: $Pad\n").constant(named: "Gap")?.value == .number(4))
    #expect(motifTheme(".Label: {size: 12}\n", "$Title: .Label\n").diagnostics.isEmpty)
    #expect(
      motifTheme("$Pad: 4\n", ".Card: {pad: $Pad}\n").properties(of: "Card") == ["pad": .number(4)])
    let theme = motifTheme(".Label: {size: 12}\n", ".Card: {title: .Label}\n")
    #expect(theme.diagnostics.isEmpty)
    #expect(
      try #require(theme.resolve(StyleQuery(named: ["Card"])).subElements["title"]).styles == [
        "Label"
      ])
  }

  @Test("19: the same class in two files is an error, not an override (P11)")
  func duplicateClass() {
    let theme = motifTheme(".Card: {pad: 1}\n", ".Card: {pad: 2}\n")
    #expect(theme.diagnostics.codes == [.motifDuplicateClass])
  }

  @Test("22: a reference to a later file fails (P13): Motif resolves only backwards")
  func forwardReference() {
    let source = MarkedSource("$Gap: 1️⃣$Pad\n")
    let theme = motifTheme(source.text, "$Pad: 4\n")
    #expect(theme.diagnostics.codes == [.motifForwardReference])
    #expect(theme.diagnostics[0].location == source.location("1️⃣", in: "F1.yaml"))
    #expect(theme.diagnostics[0].fixIt == "load F2.yaml before F1.yaml")
  }

  @Test("23: constantValueForName, and {} is a valid empty theme")
  func constantLookup() {
    #expect(motifTheme("$Mode: light\n").constant(named: "Mode")?.value == .string("light"))
    let empty = motifTheme("{}\n")
    #expect(empty.diagnostics.isEmpty)
    #expect(empty.constant(named: "Mode") == nil)
  }

  @Test("24: applying a misspelt class resolves nothing and suggests the class (A1)")
  func misspeltClass() {
    let theme = motifTheme(".Card: {pad: 1}\n")
    let style = theme.resolve(StyleQuery(named: ["Crad"]))
    #expect(!style.isResolved)
    #expect(style.diagnostics.first?.fixIt == "did you mean 'Card'?")
  }
}

/// motif.md cases 25–33: inheritance.
@Suite("Motif: class inheritance (cases 25–33)")
struct MotifInheritanceTests {
  @Test("25–26: a subclass inherits its superclass's properties, without a _superclass key")
  func inherits() {
    #expect(
      motifTheme(".Base: {tint: blue}\n.Warn: {_superclass: .Base}\n").properties(of: "Warn") == [
        "tint": .string("blue")
      ])
    #expect(
      motifTheme(".Base: {tint: blue}\n", ".Warn: {_superclass: .Base}\n").properties(of: "Warn")
        == ["tint": .string("blue")])
  }

  @Test("27, 29: a superclass must be written as a class reference (P9)")
  func superclassMustBeClass() {
    let viaConstant = motifTheme("$Tint: blue\n", ".Warn: {_superclass: $Tint}\n")
    #expect(viaConstant.diagnostics.codes == [.motifInvalidSuperclass])
    #expect(
      viaConstant.diagnostics[0].fixIt
        == "a superclass must name a class directly, not through a constant")
    let bare = motifTheme(".Base: {}\n.Warn: {_superclass: Base}\n")
    #expect(bare.diagnostics.codes == [.motifInvalidSuperclass])
    #expect(
      bare.diagnostics[0].message
        == "the superclass of '.Warn' must reference a class ('.Name'); it is 'Base'")
    #expect(bare.diagnostics[0].fixIt == "write '.Base'")
    #expect(motifTheme(".Warn: {_superclass: 3}\n").diagnostics.codes == [.motifInvalidSuperclass])
  }

  @Test("28: an unknown superclass (P14), with 'did you mean'")
  func unknownSuperclass() {
    let source = MarkedSource(".Ghosts: {}\n.Warn: {_superclass: 1️⃣.Ghost}\n")
    let theme = motifTheme(source.text)
    #expect(theme.diagnostics.codes == [.unknownParent])
    #expect(theme.diagnostics[0].message == "'Warn' inherits from '.Ghost', which is not defined")
    #expect(theme.diagnostics[0].location == source.location("1️⃣", in: "F1.yaml"))
    #expect(theme.diagnostics[0].fixIt == "did you mean '.Ghosts'?")
  }

  @Test("30: a class inheriting from itself (P15)")
  func selfInheritance() {
    let theme = motifTheme(".Warn: {_superclass: .Warn, tint: red}\n")
    #expect(theme.diagnostics.codes == [.inheritanceCycle])
    #expect(theme.diagnostics[0].message == "style '.Warn' inherits from itself: Warn → Warn")
    #expect(theme.properties(of: "Warn") == ["tint": .string("red")])
  }

  @Test(
    "31: a loop in one file is P15; spread over three files the forward reference fails first (P14)"
  )
  func transitiveInheritance() {
    let oneFile = motifTheme(
      ".A: {_superclass: .C}\n.B: {_superclass: .A}\n.C: {_superclass: .B}\n")
    #expect(oneFile.diagnostics.codes == [.inheritanceCycle])
    #expect(oneFile.diagnostics[0].message == "style '.A' inherits from itself: A → C → B → A")
    let threeFiles = motifTheme(
      ".A: {_superclass: .C}\n", ".B: {_superclass: .A}\n", ".C: {_superclass: .B}\n")
    #expect(threeFiles.diagnostics.codes.contains(.motifForwardReference))
  }

  @Test("32: the subclass overrides, the superclass is unchanged")
  func override() {
    let theme = motifTheme(
      ".Base: {tint: blue, border: 1}\n.Warn: {_superclass: .Base, tint: red}\n")
    #expect(theme.diagnostics.isEmpty)
    #expect(
      theme.properties(of: "Warn") == ["tint": .string("red"), "border": .border(Border(width: 1))])
    #expect(
      theme.properties(of: "Base") == [
        "tint": .string("blue"), "border": .border(Border(width: 1)),
      ])
  }

  @Test("33: multi-level inheritance does not depend on the order classes are written")
  func multiLevel() {
    let theme = motifTheme(
      ".C: {_superclass: .B, z: 3}\n.B: {_superclass: .A, y: 2}\n.A: {x: 1, y: 1, z: 1}\n")
    #expect(theme.properties(of: "C") == ["x": .number(1), "y": .number(2), "z": .number(3)])
  }
}

@Suite("Motif: values and Livery's extra checks")
struct MotifValueTests {
  @Test("typed properties are checked against the schema at their location")
  func typeChecks() {
    let source = MarkedSource(
      "$Red: '#ff00ff80'\n.Button:\n  tintColor: 1️⃣$Red\n  cornerRadius: 2️⃣'5'\n")
    let theme = motifTheme(source.text)
    #expect(theme.diagnostics.codes == [.valueType, .valueType])
    #expect(theme.diagnostics[0].location == source.location("1️⃣", in: "F1.yaml"))
    #expect(
      theme.diagnostics[0].message
        == "'tintColor' expects a colour, but $Red is not: '#ff00ff80' has 8 hex digits; the Motif dialect accepts #RGB or #RRGGBB"
    )
    #expect(theme.diagnostics[0].notes.first?.location == location("F1.yaml", 1, 7))
    #expect(theme.diagnostics[1].location == source.location("2️⃣", in: "F1.yaml"))
  }

  @Test("insets, sizes and colours convert with Motif's rules")
  func conversions() {
    let theme = motifTheme(
      ".Button: {contentEdgeInsets: [1, 2, 3], backgroundColor: 'hsl(0, 1, 0.5)', minimumSize: 44}\n"
    )
    #expect(theme.diagnostics.isEmpty)
    #expect(
      theme.properties(of: "Button") == [
        "contentEdgeInsets": .insets(Insets(top: 1, left: 0, bottom: 3, right: 2)),
        "backgroundColor": .color(RGBAColor(red: 1, green: 0, blue: 0)),
        "minimumSize": .size(Size(width: 44, height: 44)),
      ])
  }

  @Test("only a whole value is a reference: strings inside lists stay literal")
  func referencesOnlyWholeValues() {
    let theme = motifTheme("$A: 1\n.Card: {items: [$A, .B]}\n")
    #expect(theme.diagnostics.isEmpty)
    #expect(theme.properties(of: "Card") == ["items": .list([.string("$A"), .string(".B")])])
  }

  @Test("'.5' is a class reference in Motif; Livery says so and reads the number the author meant")
  func leadingDot() {
    let source = MarkedSource(".Card: {alpha: 1️⃣.5}\n")
    let theme = motifTheme(source.text)
    #expect(theme.diagnostics.codes == [.motifLeadingDot])
    #expect(theme.diagnostics[0].fixIt == "write 0.5")
    #expect(theme.diagnostics[0].location == source.location("1️⃣", in: "F1.yaml"))
    #expect(theme.properties(of: "Card") == ["alpha": .number(0.5)])
  }

  @Test("a key repeated in a JSON file keeps the later value, with a warning")
  func duplicateJSONKeys() {
    let sheet = MotifReader.read(json: "{\".Card\": {\"pad\": 1, \"pad\": 2}}", path: "dup.json")
    let theme = Theme(layers: [MotifThemeLoader.layer(named: "app", files: [sheet])]).compile()
    #expect(theme.diagnostics.codes == [.duplicateKey])
    #expect(theme.properties(of: "Card") == ["pad": .number(2)])
  }

  @Test("light and dark mapping files may define the same names when attached to disjoint variants")
  func variantFiles() {
    var light = MotifReader.read(yaml: "$Warning: '#ff0000'\n", path: "Light.yaml")
    light.conditions = Conditions([.equals(.colorScheme, "light")])
    var night = MotifReader.read(yaml: "$Warning: '#ff8080'\n", path: "Dark.yaml")
    night.conditions = Conditions([.equals(.colorScheme, "dark")])
    let buttons = MotifReader.read(yaml: ".Button: {tintColor: $Warning}\n", path: "Buttons.yaml")
    let theme = Theme(layers: [
      MotifThemeLoader.layer(named: "app", files: [light, night, buttons])
    ]).compile()
    #expect(theme.diagnostics.isEmpty)
    let darkEnvironment = StyleEnvironment.default.setting(.colorScheme, to: "dark")
    #expect(
      theme.resolve(StyleQuery(named: ["Button"]))["tintColor"]
        == .color(RGBAColor(red: 1, green: 0, blue: 0)))
    #expect(
      theme.resolve(StyleQuery(named: ["Button"], in: darkEnvironment)).properties[
        "tintColor"]?.value.description
        == "#ff8080ff")
  }

  @Test("values nested deeper than 512 levels are left out with a diagnostic")
  func deepValues() {
    let depth = 10_000
    let json =
      "{\".Card\": {\"deep\": " + String(repeating: "[", count: depth)
      + String(repeating: "]", count: depth) + ", \"ok\": 1}}"
    let sheet = MotifReader.read(json: json, path: "deep.json")
    #expect(sheet.diagnostics.codes == [.valueTooDeep])
    #expect(sheet.rules.first?.body.declarations.map(\.property) == ["ok"])
  }
}

extension ResolvedStyle {
  subscript(_ property: String) -> Value? { properties[PropertyName(property)]?.value }
}

@Suite("Motif: the root and the two syntaxes")
struct MotifSyntaxTests {
  @Test("P6: a root that is not a dictionary is an error naming what it is")
  func rootNotMapping() {
    let theme = motifTheme("- 1\n- 2\n")
    #expect(theme.diagnostics.codes == [.motifRootNotMapping])
    #expect(
      theme.diagnostics[0].message
        == "a Motif theme file must be a dictionary at its root; this one is a list")
  }

  @Test("the same theme in YAML and JSON compiles to the same resolved styles")
  func conformance() {
    let yaml = """
      $Blue: '#50b5ed'
      $Insets: [10, 20]
      .Text: {fontName: Avenir, fontSize: 16}
      .Button: {tintColor: $Blue, contentEdgeInsets: $Insets, cornerRadius: 5.5, titleText: .Text, enabled: true}
      .Warning: {_superclass: .Button, tintColor: 'rgb(255, 0, 0)'}

      """
    let json = """
      {"$Blue": "#50b5ed", "$Insets": [10, 20], ".Text": {"fontName": "Avenir", "fontSize": 16},
       ".Button": {"tintColor": "$Blue", "contentEdgeInsets": "$Insets", "cornerRadius": 5.5, "titleText": ".Text", "enabled": true},
       ".Warning": {"_superclass": ".Button", "tintColor": "rgb(255, 0, 0)"}}
      """
    func compiled(_ sheet: Stylesheet) -> CompiledTheme {
      Theme(layers: [MotifThemeLoader.layer(named: "app", files: [sheet])]).compile()
    }
    let fromYAML = compiled(MotifReader.read(yaml: yaml, path: "Same.yaml"))
    let fromJSON = compiled(MotifReader.read(json: json, path: "Same.json"))
    #expect(fromYAML.diagnostics.isEmpty && fromJSON.diagnostics.isEmpty)
    #expect(fromYAML.styleNames == fromJSON.styleNames)
    for name in fromYAML.styleNames {
      let a = fromYAML.resolve(StyleQuery(named: [name]))
      let b = fromJSON.resolve(StyleQuery(named: [name]))
      #expect(a.properties.mapValues(\.value) == b.properties.mapValues(\.value), "\(name)")
      #expect(a.subElements.mapValues(\.styles) == b.subElements.mapValues(\.styles), "\(name)")
    }
  }
}

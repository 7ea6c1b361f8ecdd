import Foundation
import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// Token files read as `livery check` reads them: one tree, no defaults below.
struct TokenTree {
  let theme: CompiledTheme
  let layers: [Layer]

  init(_ files: [(String, String)], strict: Bool = false, inputs: [String: String]? = nil) {
    var contents: [String: [UInt8]] = [:]
    for (name, text) in files { contents[name] = Array(text.utf8) }
    let formats = FormatRegistry.standard(
      dtcg: DTCGFormat.Options(strict: strict, resolverInputs: inputs))
    let read = ThemeLoader.read(
      [.memory(contents, root: "mem-\(UUID().uuidString.prefix(8))")],
      options: .init(formats: formats, includeDefaults: false))
    theme = read.compile()
    layers = read.layers
  }

  init(_ json: String, strict: Bool = false) {
    self.init([("t.tokens.json", json)], strict: strict)
  }

  var diagnostics: [Diagnostic] { theme.diagnostics }
  /// The constants read from the token files (not the palettes every load has below).
  var constants: [Constant] {
    layers.filter { $0.role != .palette }.flatMap(\.stylesheets).flatMap(\.constants)
  }
  func codes(_ severity: Diagnostic.Severity) -> [String] {
    diagnostics.filter { $0.severity == severity }.map(\.code.rawValue)
  }

  func value(_ name: String, _ environment: StyleEnvironment = .default) -> Value? {
    theme.constant(named: name, in: environment)?.value
  }
  func color(_ name: String, _ environment: StyleEnvironment = .default) -> String? {
    if case .color(let color)? = value(name, environment) { return color.hexRGBA }
    return nil
  }
  func has(_ name: String) -> Bool { theme.constant(named: name) != nil }
}

/// `C(r,g,b)` of dtcg.md §7.
// swift-format-ignore: AlwaysUseLowerCamelCase
func C(_ r: Double, _ g: Double, _ b: Double) -> String {
  "{\"colorSpace\":\"srgb\",\"components\":[\(r),\(g),\(b)]}"
}

@Suite("DTCG: structure and names (dtcg.md §7, 1–8)")
struct DTCGStructureTests {
  @Test("1: an object with $value and a child is an error at the token; neither loads")
  func tokenWithChildren() {
    let tree = TokenTree(
      #"{"t":{"$type":"number","$value":1,"child":{"$type":"number","$value":2}}}"#)
    let error = tree.diagnostics.first { $0.code == .dtcgTokenWithChildren }
    #expect(error?.location?.line == 1 && error?.location?.column == 2)
    #expect(!tree.has("t") && !tree.has("t.child"))
  }

  @Test("2: a name starting with $ is reserved")
  func reservedName() {
    let tree = TokenTree(#"{"$brand":{"$type":"number","$value":1}}"#)
    #expect(tree.codes(.error) == ["dtcg.reserved-name"])
    #expect(tree.diagnostics[0].message.contains("must not start with '$'"))
  }

  @Test("3: a dotted name is an error with a fix-it to nest it")
  func dottedName() {
    let tree = TokenTree(#"{"a.b":{"$type":"number","$value":1}}"#)
    let error = tree.diagnostics.first { $0.code == .dtcgBadName }
    #expect(error?.fixIt?.contains(#"{"a": {"b": "#) == true)
    #expect(tree.constants.isEmpty)
  }

  @Test("4: an unknown group property is an error; the group's tokens still load")
  func unknownProperty() {
    let tree = TokenTree(#"{"g":{"$foo":1,"t":{"$type":"number","$value":1}}}"#)
    #expect(tree.codes(.error) == ["dtcg.unknown-property"])
    #expect(tree.value("g.t") == .number(1))
  }

  @Test("5: a repeated key is an error at the second, with a note at the first")
  func duplicateKey() {
    let tree = TokenTree(
      "{\"a\":{\"$type\":\"number\",\"$value\":1},\n\"a\":{\"$type\":\"number\",\"$value\":2}}")
    let error = tree.diagnostics.first { $0.code == .dtcgDuplicateKey }
    #expect(error?.location?.line == 2)
    #expect(error?.notes.first?.location?.line == 1)
    #expect(tree.value("a") == .number(1))
  }

  @Test("6: names differing only in case both load, with a warning")
  func caseCollision() {
    let tree = TokenTree(
      #"{"font-size":{"$type":"dimension","$value":{"value":12,"unit":"px"}},"FONT-SIZE":{"$type":"dimension","$value":{"value":14,"unit":"px"}}}"#
    )
    #expect(tree.codes(.warning) == ["dtcg.case-collision"])
    #expect(tree.value("font-size") == .number(12) && tree.value("FONT-SIZE") == .number(14))
  }

  @Test("7: $value and $ref together are an error")
  func valueAndRef() {
    let tree = TokenTree(
      ##"{"base":{"$type":"number","$value":1},"t":{"$type":"number","$value":2,"$ref":"#/base"}}"##
    )
    #expect(tree.codes(.error) == ["dtcg.value-and-ref"])
    #expect(!tree.has("t") && tree.has("base"))
  }

  @Test("8: a group with only a description and a deprecation is no token and no problem")
  func emptyGroup() {
    let tree = TokenTree(#"{"experimental":{"$description":"empty","$deprecated":"phasing out"}}"#)
    #expect(tree.diagnostics.isEmpty && tree.constants.isEmpty)
  }
}

@Suite("DTCG: types and values (dtcg.md §7, 9–24)")
struct DTCGValueTests {
  @Test("9: no type is an error, never a guess, and says why")
  func noType() {
    let tree = TokenTree(#"{"t":{"$value":{"value":1,"unit":"px"}}}"#)
    #expect(tree.codes(.error) == ["dtcg.no-type"])
    #expect(
      tree.diagnostics[0].message.contains(
        "no $type, no typed parent group, and its value is not a reference"))
  }

  @Test("10: a type's case matters; 'Color' and 'string' are unknown, with did-you-mean")
  func unknownType() {
    let tree = TokenTree(
      #"{"c":{"$type":"Color","$value":\#(C(1, 0, 0))},"s":{"$type":"string","$value":"x"}}"#)
    #expect(tree.codes(.error) == ["dtcg.unknown-type", "dtcg.unknown-type"])
    #expect(tree.diagnostics[0].fixIt == "did you mean 'color'?")
    #expect(tree.constants.isEmpty)
  }

  @Test("11: em is read leniently as 16 pt with a warning, and is an error when strict")
  func emUnit() {
    let json = #"{"d":{"$type":"dimension","$value":{"value":1,"unit":"em"}}}"#
    let lenient = TokenTree(json)
    #expect(lenient.codes(.warning) == ["dtcg.nonconforming.unit-em"])
    #expect(lenient.value("d") == .number(16))
    let strict = TokenTree(json, strict: true)
    #expect(strict.codes(.error) == ["dtcg.nonconforming.unit-em"])
    #expect(!strict.has("d"))
  }

  @Test("12: a unit is required even for 0")
  func unitRequired() {
    let tree = TokenTree(#"{"d":{"$type":"dimension","$value":{"value":0}}}"#)
    #expect(tree.codes(.error) == ["dtcg.bad-value"])
    #expect(tree.diagnostics[0].message.contains("unit is required even when value is 0"))
  }

  @Test("13: weight names are lower-case; extra-black is 950; numbers pass")
  func fontWeight() {
    let tree = TokenTree(
      #"{"w":{"$type":"fontWeight","$value":"Bold"},"x":{"$type":"fontWeight","$value":"extra-black"},"n":{"$type":"fontWeight","$value":350}}"#
    )
    #expect(tree.codes(.error) == ["dtcg.bad-value"])
    #expect(tree.diagnostics[0].fixIt?.contains("\"bold\"") == true)
    #expect(tree.value("x") == .number(950) && tree.value("n") == .number(350))
  }

  @Test("14, 15: a hue of 360 and an alpha of 1.5 are out of range")
  func ranges() {
    let tree = TokenTree(
      #"{"c":{"$type":"color","$value":{"colorSpace":"hsl","components":[360,50,50]}},"a":{"$type":"color","$value":{"colorSpace":"srgb","components":[0,0,0],"alpha":1.5}}}"#
    )
    #expect(tree.codes(.error) == ["dtcg.bad-value", "dtcg.bad-value"])
    #expect(tree.diagnostics[0].message.contains("hue must be < 360"))
    #expect(tree.diagnostics[1].message.contains("alpha 1.5 is outside [0,1]"))
  }

  @Test("16: a 3-digit hex is expanded with a warning, an error when strict")
  func shortHex() {
    let json =
      ##"{"c":{"$type":"color","$value":{"colorSpace":"srgb","components":[0,0,0],"hex":"#000"}}}"##
    #expect(TokenTree(json).codes(.warning) == ["dtcg.nonconforming.hex-short"])
    #expect(TokenTree(json).color("c") == "#000000ff")
    #expect(TokenTree(json, strict: true).codes(.error) == ["dtcg.nonconforming.hex-short"])
  }

  @Test("17: 'none' counts as 0: hsl(none, 0, 100) is white")
  func noneComponent() {
    let tree = TokenTree(
      ##"{"c":{"$type":"color","$value":{"colorSpace":"hsl","components":["none",0,100],"hex":"#ffffff"}}}"##
    )
    #expect(tree.diagnostics.isEmpty)
    #expect(tree.color("c") == "#ffffffff")
  }

  @Test(
    "18: Display P3 magenta is out of sRGB: gamut-mapped with a note, the original kept for export")
  func displayP3() throws {
    let tree = TokenTree(
      #"{"c":{"$type":"color","$value":{"colorSpace":"display-p3","components":[1,0,1]}}}"#)
    let note = try #require(tree.diagnostics.first { $0.code == .dtcgColorConverted })
    #expect(note.severity == .note && note.message.contains("1.093, -0.227, 1.034"))
    #expect(tree.color("c") != nil)
    #expect(
      tree.constants.first?.metadata?.originalValue
        == #"{"colorSpace":"display-p3","components":[1,0,1]}"#)
  }

  @Test("19: a Bézier x outside [0,1] is an error; y is unbounded")
  func cubicBezier() {
    let tree = TokenTree(
      #"{"e":{"$type":"cubicBezier","$value":[1.2,0,0.5,1]},"f":{"$type":"cubicBezier","$value":[0.5,-2,0.5,3]}}"#
    )
    #expect(tree.codes(.error) == ["dtcg.bad-value"])
    #expect(tree.diagnostics[0].message.contains("x must be in [0,1]"))
    #expect(tree.value("f") == .list([.number(0.5), .number(-2), .number(0.5), .number(3)]))
  }

  @Test("20: 1.5 s is 1.5 seconds, its unit kept for export")
  func duration() {
    let tree = TokenTree(#"{"d":{"$type":"duration","$value":{"value":1.5,"unit":"s"}}}"#)
    #expect(tree.value("d") == .number(1.5))
    #expect(tree.constants.first?.metadata?.originalValue == #"{"value":1.5,"unit":"s"}"#)
  }

  @Test("21: typography needs all five sub-values")
  func typographyIncomplete() {
    let tree = TokenTree(
      #"{"t":{"$type":"typography","$value":{"fontFamily":"Inter","fontSize":{"value":16,"unit":"px"},"fontWeight":400,"lineHeight":1.5}}}"#
    )
    #expect(tree.codes(.error) == ["dtcg.bad-value"])
    #expect(tree.diagnostics[0].message.contains("missing letterSpacing"))
  }

  @Test("22: an empty shadow array is an error")
  func emptyShadow() {
    let tree = TokenTree(#"{"s":{"$type":"shadow","$value":[]}}"#)
    #expect(tree.diagnostics.first?.message.contains("shadow array must not be empty") == true)
  }

  @Test("23: gradient positions are clamped with a warning (D4)")
  func gradientClamped() {
    let tree = TokenTree(
      #"{"g":{"$type":"gradient","$value":[{"color":\#(C(0, 0, 1)),"position":-99},{"color":\#(C(1, 0, 0)),"position":42}]}}"#
    )
    #expect(
      tree.codes(.warning) == ["dtcg.gradient-position-clamped", "dtcg.gradient-position-clamped"])
    guard case .gradient(let gradient)? = tree.value("g") else {
      Issue.record("no gradient")
      return
    }
    #expect(gradient.stops.map(\.location) == [0, 1])
  }

  @Test("24: an empty dashArray is an error")
  func emptyDashArray() {
    let tree = TokenTree(
      #"{"b":{"$type":"border","$value":{"color":\#(C(0, 0, 0)),"width":{"value":1,"unit":"px"},"style":{"dashArray":[],"lineCap":"round"}}}}"#
    )
    #expect(tree.diagnostics.first?.message.contains("dashArray must not be empty") == true)
    #expect(!tree.has("b"))
  }
}

@Suite("DTCG: type resolution and references (dtcg.md §7, 25–36)")
struct DTCGReferenceTests {
  @Test("25: a group's type reaches across two levels")
  func inheritedType() {
    let tree = TokenTree(
      #"{"color":{"$type":"color","semantic":{"ok":{"$value":\#(C(0, 0.8, 0.4))}}}}"#)
    #expect(tree.color("color.semantic.ok") == "#00cc66ff")
  }

  @Test("26: an explicit type that differs from the alias target's is a mismatch")
  func typeMismatch() {
    let tree = TokenTree(
      #"{"gray":{"$type":"color","$value":\#(C(0.5, 0.5, 0.5))},"grey":{"$type":"dimension","$value":"{gray}"}}"#
    )
    let error = tree.diagnostics.first { $0.code == .dtcgTypeMismatch }
    #expect(error?.notes.first?.message == "'gray' is color")
    #expect(!tree.has("grey"))
  }

  @Test("27: an untyped alias takes its target's type over its group's, with a warning (D2)")
  func aliasTypeShadowsGroupType() {
    let tree = TokenTree(
      #"{"c":{"$type":"color","$value":\#(C(1, 0, 0))},"sizes":{"$type":"dimension","accent":{"$value":"{c}"}}}"#
    )
    #expect(tree.codes(.warning) == ["dtcg.alias-type-shadows-group-type"])
    #expect(tree.color("sizes.accent") == "#ff0000ff")
  }

  @Test("28: a cycle is one error naming every member; none loads")
  func cycle() {
    let tree = TokenTree(
      #"{"a":{"$type":"number","$value":"{b}"},"b":{"$type":"number","$value":"{c}"},"c":{"$type":"number","$value":"{a}"}}"#
    )
    let cycles = tree.diagnostics.filter { $0.code == .dtcgReferenceCycle }
    #expect(cycles.count == 1)
    #expect(cycles.first?.message.contains("a → b → c → a") == true)
    #expect(cycles.first?.notes.count == 2)
    #expect(tree.constants.isEmpty)
  }

  @Test("29: a chain of 100,000 aliases resolves without exhausting the stack")
  func longChain() {
    var json = "{"
    for index in 0..<100_000 {
      json += "\"t\(index)\":{\"$type\":\"number\",\"$value\":\"{t\(index + 1)}\"},"
    }
    json += "\"t100000\":{\"$type\":\"number\",\"$value\":1}}"
    let tree = TokenTree(json)
    #expect(tree.diagnostics.isEmpty)
    #expect(tree.value("t0") == .number(1))
    #expect(tree.value("t99999") == .number(1))
  }

  @Test("30: an alias to nothing suggests the closest name")
  func unresolved() {
    let tree = TokenTree(
      #"{"x":{"$type":"number","$value":"{missng}"},"missing":{"$type":"number","$value":1}}"#)
    let error = tree.diagnostics.first { $0.code == .dtcgUnresolvedReference }
    #expect(error?.fixIt == "did you mean {missing}?")
  }

  static let rootTokens =
    #"{"color":{"accent":{"$root":{"$type":"color","$value":\#(C(0.867, 0, 0))},"light":{"$type":"color","$value":\#(C(1, 0.5, 0.5))}},"link":{"$type":"color","$value":"{color.accent.$root}"}}}"#

  @Test("31: {color.accent.$root} names the root token (the official schema rejects this; D3)")
  func rootReference() {
    let tree = TokenTree(Self.rootTokens)
    #expect(tree.diagnostics.isEmpty)
    #expect(tree.color("color.link") == "#dd0000ff")
  }

  @Test("32: {color.accent} names the group: an error with a fix-it to $root")
  func referenceToGroup() {
    let tree = TokenTree(
      Self.rootTokens.replacingOccurrences(of: "{color.accent.$root}", with: "{color.accent}"))
    let error = tree.diagnostics.first { $0.code == .dtcgReferenceToGroup }
    #expect(error?.fixIt == "write {color.accent.$root}")
  }

  @Test(
    "33: JSON pointers into another token's components become literals, the pointers kept for export"
  )
  func propertyPointers() throws {
    let tree = TokenTree(
      ##"{"base":{"blue":{"$type":"color","$value":\##(C(0.2, 0.4, 0.9))}},"p":{"$type":"color","$value":{"colorSpace":"srgb","components":[{"$ref":"#/base/blue/$value/components/0"},{"$ref":"#/base/blue/$value/components/1"},0.7]}}}"##
    )
    #expect(tree.diagnostics.isEmpty)
    #expect(tree.color("p") == RGBAColor(red: 0.2, green: 0.4, blue: 0.7).hexRGBA)
    let p = try #require(tree.constants.first { $0.name == "p" })
    #expect(p.metadata?.originalValue?.contains("#/base/blue/$value/components/0") == true)
    #expect(p.metadata?.provenance.contains("number via #/base/blue/$value/components/0") == true)
  }

  @Test("34: a whole-token pointer is an alias, and gives its type")
  func wholeTokenPointer() {
    let tree = TokenTree(
      ##"{"base":{"$type":"color","$value":\##(C(0, 0.4, 0.8))},"alias":{"$ref":"#/base"}}"##)
    #expect(tree.diagnostics.isEmpty)
    #expect(tree.color("alias") == "#0066ccff")
    #expect(tree.constants.first { $0.name == "alias" }?.metadata?.declaredType == "color")
  }

  @Test("35: pointers out of range, to nothing, or without #/ are errors; ~1 escapes a slash")
  func pointers() {
    let tree = TokenTree(
      ##"{"base":{"$type":"color","$value":\##(C(0, 0.4, 0.8))},"my/group":{"token":{"$type":"number","$value":7}},"a":{"$type":"number","$value":{"$ref":"#/base/$value/components/9"}},"b":{"$ref":"#/nope"},"c":{"$ref":"base"},"d":{"$ref":"#/my~1group/token"}}"##
    )
    #expect(
      tree.codes(.error).sorted() == [
        "dtcg.bad-pointer-syntax", "dtcg.unresolved-pointer", "dtcg.unresolved-reference",
      ])
    #expect(tree.value("d") == .number(7))
  }

  @Test("36: a deprecated token warns at the alias, not for a child that says false")
  func deprecation() {
    let tree = TokenTree(
      #"{"old":{"$deprecated":"use new","a":{"$type":"number","$value":1},"b":{"$type":"number","$value":2,"$deprecated":false}},"user":{"$type":"number","$value":"{old.a}"},"other":{"$type":"number","$value":"{old.b}"}}"#
    )
    let warnings = tree.diagnostics.filter { $0.code == .deprecatedConstant }
    #expect(warnings.count == 1)
    #expect(warnings.first?.message == "'old.a' is deprecated: use new")
    #expect(
      tree.constants.first { $0.name == "old.a" }?.metadata?.deprecation?.message == "use new")
    #expect(tree.constants.first { $0.name == "old.b" }?.metadata?.deprecation == nil)
  }
}

@Suite("DTCG: groups and $extends (dtcg.md §7, 37–40)")
struct DTCGExtendsTests {
  @Test(
    "37: input-amount extends input: its own width, the inherited background, and explain says so")
  func extends() throws {
    let tree = TokenTree(
      #"{"input":{"field":{"width":{"$type":"dimension","$value":{"value":200,"unit":"px"}},"background":{"$type":"color","$value":\#(C(1, 1, 1))}}},"input-amount":{"$extends":"{input}","field":{"width":{"$type":"dimension","$value":{"value":100,"unit":"px"}}}}}"#
    )
    #expect(tree.diagnostics.isEmpty)
    #expect(tree.value("input-amount.field.width") == .number(100))
    #expect(tree.color("input-amount.field.background") == "#ffffffff")
    let background = try #require(
      tree.constants.first { $0.name == "input-amount.field.background" })
    #expect(background.metadata?.provenance == ["inherited via $extends {input}"])
  }

  @Test("38: a cycle of $extends is an error on every group")
  func extendsCycle() {
    let tree = TokenTree(#"{"a":{"$extends":"{b}"},"b":{"$extends":"{c}"},"c":{"$extends":"{a}"}}"#)
    let errors = tree.diagnostics.filter { $0.code == .dtcgExtendsCycle }
    #expect(errors.count == 1)
    #expect(
      errors.first.map {
        $0.message.contains("a") && $0.message.contains("b") && $0.message.contains("c")
      } == true)
  }

  @Test("39: $extends naming a token is an error")
  func extendsToken() {
    let tree = TokenTree(#"{"t":{"$type":"number","$value":1},"g":{"$extends":"{t}"}}"#)
    #expect(tree.codes(.error) == ["dtcg.extends-target-not-group"])
  }

  @Test("40: an override replaces the whole token: no inherited description or extensions")
  func wholeReplacement() throws {
    let tree = TokenTree(
      #"{"base":{"t":{"$type":"number","$value":1,"$description":"base","$extensions":{"com.example":{"x":1}}}},"derived":{"$extends":"{base}","t":{"$type":"number","$value":2}}}"#
    )
    let derived = try #require(tree.constants.first { $0.name == "derived.t" })
    #expect(derived.metadata?.documentation == nil && derived.metadata?.extensions.isEmpty == true)
    #expect(tree.value("derived.t") == .number(2))
  }
}

@Suite("DTCG: $extends across extending groups")
struct DTCGExtendsOrderTests {
  @Test("a group extending a group that another $extends makes is expanded after it")
  func targetMadeByAnotherExtends() {
    let tree = TokenTree(
      #"{"a":{"$extends":"{b.c}"},"b":{"$extends":"{d}"},"d":{"c":{"t":{"$type":"number","$value":7}}}}"#
    )
    #expect(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
    #expect(tree.value("b.c.t") == .number(7))
    #expect(tree.value("a.t") == .number(7))
  }
}

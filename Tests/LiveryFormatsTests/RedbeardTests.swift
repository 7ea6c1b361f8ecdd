import Foundation
import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// Writes a Redbeard theme tree (relative path → JSON text) into a fresh folder.
private func themeFolder(_ files: [String: String]) -> String {
  let root = Fixtures.temporaryFolder()
  for (relative, text) in files {
    let path = root + "/" + relative
    try! FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try! text.write(toFile: path, atomically: true, encoding: .utf8)
  }
  return root
}

/// Loads a theme folder the way the CLI does (the Material palette below it).
private func load(_ root: String, environment: StyleEnvironment = .default, strict: Bool = false)
  -> (Layer, CompiledTheme)
{
  let layer = RedbeardLoader.load(
    root, options: .init(reader: .init(strictJSON: strict), environment: environment))
  return (layer, Theme(layers: [MaterialPalette.layer, layer]).compile())
}

/// One theme file's text in a root that includes just it.
private func single(_ theme: String) -> (Layer, CompiledTheme) {
  load(themeFolder(["theme.inc.json": #"{"themes": ["t.json"]}"#, "t.json": theme]))
}

private let pad = StyleEnvironment.default.setting(.idiom, to: "pad")

@Suite("Redbeard: theme files (maf-redbeard-peers.md §3.3–3.4)")
struct RedbeardThemeTests {
  @Test(
    "a class-name id is a type style (UILabel is Label); other ids are named styles; inherits ref://UILabel works"
  )
  func typeStylesAndInherits() {
    let (_, theme) = single(
      """
      {
        "UILabel": { "textColor": "#333333FF", "font": { "style": "body", "name": "HelveticaNeue" } },
        "title-label": { "inherits": "ref://UILabel", "textColor": "#000000FF" }
      }
      """)
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    #expect(theme.value("textColor", type: "Label")?.description == "#333333ff")
    let title = theme.resolve(StyleQuery(named: ["title-label"]))
    #expect(title.properties["textColor"]?.value.description == "#000000ff")
    #expect(
      title.properties["font"]?.value
        == .font(FontDescriptor(name: "HelveticaNeue", textStyle: .body)))
  }

  @Test("escaped JSON text reads like plain text: ref:\\/\\/, \\u0072ef://, an escaped inherits")
  func escapedText() {
    let (_, theme) = single(
      #"""
      {
        "c\u006flor-text": "#102030FF",
        "base": { "textColor": "ref:\/\/color-text" },
        "derived": { "inherits": "\u0072ef://base", "tintColor": "\u0072ef://color-text" }
      }
      """#)
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let derived = theme.resolve(StyleQuery(named: ["derived"]))
    #expect(derived.properties["textColor"]?.value.description == "#102030ff")
    #expect(derived.properties["tintColor"]?.value.description == "#102030ff")
  }

  @Test(
    "the RBTextField base theme: insets in UIKit order, references to colours, fonts by reference")
  func textField() {
    let (_, theme) = single(
      """
      {
        "color-background": "#FAFAFAFF", "color-text-dark": "ref://palette-grey-900",
        "standard-body-font": { "style": "body", "name": "HelveticaNeue-Light" },
        "RBTextField": {
          "backgroundColor": "ref://color-background",
          "textMargin": [ 5, 10, 5, 10 ],
          "font": "ref://standard-body-font",
          "textColor": "ref://color-text-dark",
          "placeholderTextColor": "ref://palette-grey-500",
        }
      }
      """)
    #expect(
      theme.diagnostics.codes == [.jsonTrailingComma], "the trailing comma, as in the stock theme")
    let field = theme.resolve(StyleQuery(for: "TextField"))
    #expect(field.properties["backgroundColor"]?.value.description == "#fafafaff")
    #expect(
      field.properties["textMargin"]?.value
        == .insets(Insets(top: 5, left: 10, bottom: 5, right: 10)))
    #expect(field.properties["textColor"]?.value.description == "#212121ff")
    #expect(field.properties["placeholderTextColor"]?.value.description == "#9e9e9eff")
    #expect(
      field.properties["font"]?.value
        == .font(FontDescriptor(name: "HelveticaNeue-Light", textStyle: .body)))
  }

  @Test(
    "alert-button: clearPreviousThemingValues is the reset flag; per-instance keys are parts of their own"
  )
  func resetAndInstances() {
    let (_, theme) = single(
      """
      {
        "alert-button": { "clearPreviousThemingValues": true, "backgroundColor": "#FF0000FF" },
        "base-button": { "backgroundColor": "#0000FFFF" },
        "RBAlertViewController": {
          "buttons": { "inherits": "ref://base-button" },
          "button_cancel": { "clearPreviousThemingValues": true, "inherits": "ref://alert-button" }
        }
      }
      """)
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    #expect(theme.resolve(StyleQuery(named: ["alert-button"])).resetsPreviousValues)
    let alert = StyleQuery(named: ["RBAlertViewController"])
    #expect(
      theme.resolve(alert.subElement("buttons")).properties["backgroundColor"]?.value.description
        == "#0000ffff")
    let cancel = theme.resolve(alert.subElement("button_cancel"))
    #expect(cancel.resetsPreviousValues)
    #expect(cancel.properties["backgroundColor"]?.value.description == "#ff0000ff")
  }

  @Test("_iPad keys win over the plain key on iPad: a value, and a whole part")
  func postfix() {
    let (_, theme) = single(
      """
      {
        "RBManagedFormView": {
          "margin": [ 5, 10, 5, 10 ], "margin_iPad": [ 20, 40, 20, 40 ],
          "positioner": { "dimensions": [ 1 ], "spacing": 4 },
          "positioner_iPad": { "dimensions": [ 2 ] }
        }
      }
      """)
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let form = StyleQuery(named: ["RBManagedFormView"])
    #expect(
      theme.resolve(form).properties["margin"]?.value
        == .insets(Insets(top: 5, left: 10, bottom: 5, right: 10)))
    #expect(
      theme.resolve(form.with(environment: pad)).properties["margin"]?.value
        == .insets(Insets(top: 20, left: 40, bottom: 20, right: 40)))
    #expect(
      theme.resolve(form.subElement("positioner")).properties["dimensions"]?.value
        == .list([.number(1)]))
    let padPositioner = theme.resolve(form.with(environment: pad).subElement("positioner"))
    #expect(padPositioner.properties["dimensions"]?.value == .list([.number(2)]))
  }

  @Test("*Alpha keys set the alpha of the colour beside them, also from a state")
  func alphas() {
    let (_, theme) = single(
      """
      {
        "base": { "backgroundColor": "#336699FF", "backgroundColorAlpha": 0.5, "selected": { "backgroundColorAlpha": 0.25 } },
        "derived": { "inherits": "ref://base", "backgroundColor": "#FF0000FF" },
        "faded": { "inherits": "ref://base", "backgroundColorAlpha": 0.1 },
        "lonely": { "titleColorAlpha": 0.3 }
      }
      """)
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let base = StyleQuery(named: ["base"])
    #expect(theme.resolve(base).properties["backgroundColor"]?.value.description == "#33669980")
    #expect(
      theme.resolve(base.with(states: [.selected])).properties["backgroundColor"]?.value.description
        == "#33669940")
    // The state's alpha applies to whatever colour the derived theme has.
    let derived = StyleQuery(named: ["derived"])
    #expect(theme.resolve(derived).properties["backgroundColor"]?.value.description == "#ff0000ff")
    #expect(
      theme.resolve(derived.with(states: [.selected])).properties["backgroundColor"]?.value
        .description == "#ff000040")
    #expect(
      theme.resolve(StyleQuery(named: ["faded"])).properties["backgroundColor"]?.value.description
        == "#3366991a")
    let lonely = theme.resolve(StyleQuery(named: ["lonely"]))
    #expect(lonely.properties["titleColor"] == nil)
    #expect(lonely.diagnostics.map(\.code) == [.valueType], "an alpha with no colour below it")
  }

  @Test("glyph://name/<color id or #hex>/<height> is a glyph image; its colour can be a reference")
  func glyphs() {
    let (_, theme) = single(
      """
      { "color-icon-light": "#FFFFFFFF",
        "X": { "image": "glyph://search/color-icon-light/22", "failureImage": "glyph://exclamation-triangle/#FF0000/32" } }
      """)
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let x = theme.resolve(StyleQuery(named: ["X"]))
    #expect(
      x.properties["image"]?.value
        == .image(
          ImageSource(
            .glyph(name: "search", color: RGBAColor(red: 1, green: 1, blue: 1), height: 22))))
    #expect(
      x.properties["failureImage"]?.value
        == .image(
          ImageSource(
            .glyph(
              name: "exclamation-triangle", color: RGBAColor(red: 1, green: 0, blue: 0), height: 32)
          )))
    let (layer, _) = single(#"{ "X": { "image": "glyph://" } }"#)
    #expect(layer.diagnostics.codes.contains(.redbeardGlyph))
  }

  @Test(
    "a theme-valued property styles a part; states nest and hold parts; enums are case-insensitive")
  func partsAndStates() {
    let (_, theme) = single(
      """
      {
        "toolbar-button": { "tintColor": "#00FF00FF" },
        "X": {
          "cancelButton": "ref://toolbar-button",
          "imageView": { "contentMode": "scaleaspectfill" },
          "alternate": { "backgroundColor": "#EEEEEEFF", "selected": { "backgroundColor": "#FF00FFFF" } }
        }
      }
      """)
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let x = StyleQuery(named: ["X"])
    #expect(
      theme.resolve(x.subElement("cancelButton")).properties["tintColor"]?.value.description
        == "#00ff00ff")
    #expect(
      theme.resolve(x.subElement("imageView")).properties["contentMode"]?.value
        == .keyword("scaleAspectFill"))
    #expect(
      theme.resolve(x.with(states: ["alternate"])).properties["backgroundColor"]?.value.description
        == "#eeeeeeff")
    #expect(
      theme.resolve(x.with(states: ["alternate", .selected])).properties["backgroundColor"]?.value
        .description == "#ff00ffff")
    #expect(
      theme.resolve(x.with(states: [.selected])).properties["backgroundColor"] == nil,
      "selected only inside alternate")
  }

  @Test("partial definitions of one id in several files merge; the later file wins per property")
  func partialMerge() {
    let root = themeFolder([
      "theme.inc.json": #"{"themes": ["a.json", "b.json"]}"#,
      "a.json":
        ##"{"color-accent": "#FF0000FF", "X": {"borderWidth": 1, "backgroundColor": "ref://color-accent"}}"##,
      "b.json": ##"{"color-accent": "#00FF00FF", "X": {"borderWidth": 2}}"##,
    ])
    let (_, theme) = load(root)
    let x = theme.resolve(StyleQuery(named: ["X"]))
    #expect(x.properties["borderWidth"]?.value == .number(2))
    #expect(
      x.properties["backgroundColor"]?.value.description == "#00ff00ff",
      "constants are redefined by later files")
  }

  @Test("unknown references and inherits cycles are errors at their place")
  func referenceErrors() {
    let (_, theme) = single(
      """
      {
        "A": { "inherits": "ref://B" },
        "B": { "inherits": "ref://A" },
        "C": { "textColor": "ref://color-nope" },
        "D": { "inherits": "B" }
      }
      """)
    let cycle = theme.diagnostics.with(code: .inheritanceCycle)
    #expect(cycle.count == 1)
    #expect(cycle.first?.location?.line == 2)
    let unknown = theme.diagnostics.filter {
      $0.code == .unknownReference || $0.code == .unknownConstant
    }
    #expect(unknown.map { $0.location?.line } == [4])
    #expect(unknown.first?.location?.column == 23)
    #expect(theme.diagnostics.with(code: .redbeardInherits).map { $0.location?.line } == [5])
  }
}

@Suite("Redbeard: loading a theme root (root selection, include graph)")
struct RedbeardLoaderTests {
  @Test("root candidates degrade language, then version, then device")
  func candidates() {
    let environment = StyleEnvironment.default.setting(.osVersion, to: "9.3.1").setting(
      .locale, to: "en_gb")
    let names = RedbeardLoader.rootCandidates(for: environment)
    #expect(
      names.prefix(4) == [
        "theme_phone_9.3.1_en_gb.inc.json", "theme_phone_9.3.1_en.inc.json",
        "theme_phone_9.3.1.inc.json", "theme_phone_9.3_en_gb.inc.json",
      ])
    #expect(names.last == "theme.inc.json")
    #expect(names.count == 2 * 4 * 3)
  }

  @Test("theme_phone_9.3_en_gb degrades to the most specific file that exists, and says why")
  func rootDegradation() {
    let root = themeFolder([
      "theme.inc.json": #"{"themes": ["base.json"]}"#,
      "theme_phone_9.inc.json": #"{"include": ["theme.inc.json"], "themes": ["phone9.json"]}"#,
      "theme_pad.inc.json": #"{"themes": ["pad.json"]}"#,
      "base.json": #"{"X": {"borderWidth": 1}}"#,
      "phone9.json": #"{"X": {"borderWidth": 9}}"#,
      "pad.json": #"{"X": {"borderWidth": 2}}"#,
    ])
    let environment = StyleEnvironment.default.setting(.osVersion, to: "9.3").setting(
      .locale, to: "en_gb")
    let (layer, theme) = load(root, environment: environment)
    #expect(layer.name == "theme_phone_9.inc.json")
    #expect(
      layer.stylesheets.first?.readingNote?.hasPrefix(
        "root file for idiom=phone, osVersion=9.3, locale=en_gb") == true)
    #expect(theme.resolve(StyleQuery(named: ["X"])).properties["borderWidth"]?.value == .number(9))
    let (padLayer, padTheme) = load(root, environment: pad)
    #expect(padLayer.name == "theme_pad.inc.json")
    #expect(
      padTheme.resolve(StyleQuery(named: ["X"])).properties["borderWidth"]?.value == .number(2))
    let (plainLayer, _) = load(
      root, environment: StyleEnvironment.default.setting(.idiom, to: "watch"))
    #expect(plainLayer.name == "theme.inc.json")
  }

  @Test(
    "names resolve by file name anywhere under the root; comments are skipped; a repeat loads once")
  func basenames() {
    let root = themeFolder([
      "theme.inc.json":
        #"{"include": ["comment: see below", "sub.inc.json"], "themes": ["a.json", "a.json"]}"#,
      "deep/er/sub.inc.json": #"{"themes": ["b.json"]}"#,
      "x/a.json": #"{"X": {"borderWidth": 1}}"#,
      "y/b.json": #"{"Y": {"borderWidth": 2}}"#,
    ])
    let (layer, theme) = load(root)
    #expect(layer.diagnostics.errors.isEmpty)
    #expect(layer.diagnostics.with(code: .fileSkipped).count == 1)
    #expect(
      layer.stylesheets.map { ($0.path as NSString).lastPathComponent } == [
        "theme.inc.json", "sub.inc.json", "b.json", "a.json",
      ])
    #expect(theme.resolve(StyleQuery(named: ["Y"])).properties["borderWidth"]?.value == .number(2))
  }

  @Test(
    "an include cycle, a path outside the root, an ambiguous name and a missing file are errors at the entry"
  )
  func includeErrors() throws {
    let outside = Fixtures.temporaryFolder()
    try #"{"Z": {}}"#.write(toFile: outside + "/z.json", atomically: true, encoding: .utf8)
    let root = themeFolder([
      "theme.inc.json": """
      {
        "include": ["a.inc.json"],
        "themes": ["../x.json", "dup.json", "nope.json", "z.json"]
      }
      """,
      "a.inc.json": #"{"include": ["b.inc.json"]}"#,
      "b.inc.json": #"{"include": ["a.inc.json"]}"#,
      "one/dup.json": "{}",
      "two/dup.json": "{}",
    ])
    try FileManager.default.createSymbolicLink(
      atPath: root + "/z.json", withDestinationPath: outside + "/z.json")
    let (layer, _) = load(root)
    let diagnostics = layer.diagnostics
    let cycle = try #require(diagnostics.with(code: .redbeardIncludeCycle).first)
    #expect(cycle.message.contains("a.inc.json → b.inc.json → a.inc.json"))
    #expect(cycle.location?.path.hasSuffix("b.inc.json") == true)
    #expect(cycle.location?.line == 1 && cycle.location?.column == 14)
    let escapes = diagnostics.with(code: .redbeardPathEscape)
    #expect(escapes.map { $0.location?.column } == [14, 52])
    #expect(diagnostics.with(code: .redbeardAmbiguousName).first?.notes.count == 2)
    #expect(diagnostics.with(code: .redbeardMissingFile).first?.location?.column == 39)
  }

  @Test("trailing commas are warnings, or errors when strict")
  func strictJSON() {
    let root = themeFolder([
      "theme.inc.json": #"{"themes": ["t.json"],}"#, "t.json": #"{"X": {"borderWidth": 1,},}"#,
    ])
    let (lenient, _) = load(root)
    #expect(
      lenient.diagnostics.with(code: .jsonTrailingComma).map(\.severity) == [
        .warning, .warning, .warning,
      ])
    let (strict, _) = load(root, strict: true)
    #expect(
      strict.diagnostics.with(code: .jsonTrailingComma).map(\.severity) == [.error, .error, .error])
  }

  @Test("theme files read on several threads make the same layer, in the same order, as on one")
  func threads() throws {
    // 60 files that each redefine "Shared" (the later file wins), with syntax errors, trailing commas,
    // invalid UTF-8 and a file listed twice along the way.
    var files = ["theme.inc.json": ""]
    var names: [String] = []
    for index in 0..<60 {
      let name = "t\(index).json"
      names.append(name)
      var text =
        #"{"Shared": {"borderWidth": \#(index)}, "Own\#(index)": {"inherits": "ref://Shared", "cornerRadius": \#(index),},}"#
      if index % 13 == 0 { text = #"{"Broken\#(index)": {"borderWidth": }"# }
      files["folder\(index % 7)/" + name] = text
    }
    files["theme.inc.json"] =
      #"{"themes": [\#((names + ["t5.json"]).map { "\"\($0)\"" }.joined(separator: ", "))]}"#
    let root = themeFolder(files)
    try Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]).write(
      to: URL(fileURLWithPath: root + "/folder3/t59.json"))
    let one = RedbeardLoader.load(root, options: .init(threads: 1))
    let several = RedbeardLoader.load(root, options: .init(threads: 4))
    #expect(several.stylesheets.map(\.path) == one.stylesheets.map(\.path))
    #expect(several.stylesheets.map(\.rules) == one.stylesheets.map(\.rules))
    #expect(several.stylesheets.map(\.constants) == one.stylesheets.map(\.constants))
    #expect(several.diagnostics == one.diagnostics)
    #expect(one.diagnostics.with(code: .fileEncoding).count == 1)
    #expect(one.diagnostics.with(code: .jsonTrailingComma).count == 2 * (60 - 5 - 1))
    let theme = Theme(layers: [several]).compile()
    #expect(
      theme.resolve(StyleQuery(named: ["Shared"])).properties["borderWidth"]?.value == .number(58))
    #expect(
      theme.resolve(StyleQuery(named: ["Own7"])).properties["borderWidth"]?.value == .number(58))
  }

  @Test("a folder without a root file is one error listing the names tried")
  func noRoot() {
    let (layer, _) = load(themeFolder(["t.json": "{}"]))
    #expect(layer.diagnostics.codes == [.redbeardRoot])
  }
}

@Suite("Material palette (maf-redbeard-peers.md §3.7)")
struct MaterialPaletteTests {
  @Test("254 Material colours and 9 Redbeard extras, referable from any format")
  func palette() {
    #expect(MaterialPalette.entries.count == 263)
    let theme = Theme(layers: [MaterialPalette.layer]).compile()
    #expect(theme.diagnostics.isEmpty)
    #expect(
      theme.constant(named: "palette-red-500")?.value
        == .color(RGBAColor(red8: 0xF4, green8: 0x43, blue8: 0x36)))
    #expect(theme.constant(named: "palette-deep-purple-a700")?.value?.description == "#6200eaff")
    #expect(theme.constant(named: "palette-white-70")?.value?.description == "#b3b3b3ff")
    let motif = MotifReader.read(
      yaml: ".Card:\n  backgroundColor: $palette-blue-grey-50\n", path: "Card.yaml")
    let mixed = Theme(layers: [MaterialPalette.layer, Layer("app", stylesheets: [motif])]).compile()
    #expect(
      mixed.resolve(StyleQuery(named: ["Card"])).properties["backgroundColor"]?.value.description
        == "#eceff1ff")
  }

  @Test(
    "identical to the reference palette in the corpus",
    .enabled(if: Fixtures.hasCorpus, "the shared corpus is not next to the package"))
  func matchesCorpus() throws {
    let data = try Data(
      contentsOf: URL(
        fileURLWithPath: Fixtures.corpusFile("redbeard/material-design-palette.reference.json")))
    let reference = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
    let mine = Dictionary(
      uniqueKeysWithValues: MaterialPalette.entries.map { ($0.name, "#" + $0.hex) })
    let colours = reference.filter { !$0.key.hasPrefix("$") }
    #expect(colours.count == 254)
    for (name, hex) in colours { #expect(mine[name] == hex.uppercased(), "\(name)") }
  }
}

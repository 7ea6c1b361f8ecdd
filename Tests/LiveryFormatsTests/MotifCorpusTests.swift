import Foundation
import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// Every file of `../shared/corpus/motif/` loads with the outcome its SOURCES.md states.
@Suite(
  "Motif corpus (../shared/corpus/motif)",
  .enabled(
    if: Fixtures.hasCorpus,
    "the shared corpus is not next to the package (../shared/corpus); set LIVERY_CORPUS")
)
struct MotifCorpusTests {
  private func load(_ names: [String], variants: [String: Conditions] = [:]) -> CompiledTheme {
    let sheets = names.map { name -> Stylesheet in
      var sheet = MotifReader.read(path: Fixtures.corpusFile("motif/" + name))
      sheet.conditions = variants[name] ?? .always
      return sheet
    }
    return Theme(layers: [MotifThemeLoader.layer(named: "app", files: sheets)]).compile()
  }

  private func dynamicTheming(_ mappings: String, prefix: String = "", ext: String = "yaml")
    -> [String]
  {
    ["Colors", mappings, "Typography", "Controls", "Navigation", "Content", "StyleGuide"].map {
      "\(prefix)Examples__DynamicThemingExample__Themes__\($0)Theme.\(ext)"
    }
  }

  @Test(
    "the Basic themes (json, yaml, yml) load cleanly and resolve their one reference",
    arguments: [
      "MotifTests__Basic.json", "MotifTests__BasicTheme.json", "MotifTests__BasicTheme.yaml",
      "MotifTests__BasicTheme.yml",
    ])
  func basic(file: String) {
    let theme = load([file])
    #expect(theme.diagnostics.isEmpty)
    #expect(theme.properties(of: "Class") == ["property": .string("value")])
    #expect(theme.constant(named: "Constant")?.value == .string("value"))
  }

  @Test(
    "BundledTheme is found by name (never parsed); EmptyTheme fails to parse; NoExtensionTheme has no extension"
  )
  func motifTestFiles() throws {
    let folder = Fixtures.corpusFile("motif")
    #expect(
      try MotifThemeLocator.locate(name: "MotifTests__Bundled", in: folder).get() == folder
        + "/MotifTests__BundledTheme.yaml")
    #expect(
      try MotifThemeLocator.locate(name: "MotifTests__Basic", in: folder).get() == folder
        + "/MotifTests__BasicTheme.yaml")
    let empty = load(["MotifTests__EmptyTheme.yaml"]).diagnostics
    #expect(empty.codes == [.motifEmptyFile])
    #expect(empty.first?.location?.line == 1)
    #expect(load(["MotifTests__NoExtensionTheme"]).diagnostics.codes == [.motifExtension])
  }

  @Test("InvalidJSONTheme: the missing comma is reported at 3:3")
  func invalidJSON() throws {
    let diagnostics = load(["MotifTests__InvalidJSONTheme.json"]).diagnostics
    let syntax = try #require(diagnostics.with(code: .jsonSyntax).first)
    #expect(syntax.location?.line == 3 && syntax.location?.column == 3)
    #expect(syntax.fixIt == "insert ','")
  }

  @Test(
    "the Buttons examples load cleanly; WarningButton inherits from Button",
    arguments: [
      "Examples__ButtonsExample__Theme.yaml", "Examples__SwiftButtonsExample__Theme.yaml",
    ])
  func buttons(file: String) throws {
    let theme = load([file])
    #expect(theme.diagnostics.isEmpty)
    let warning = theme.resolve(StyleQuery(named: ["WarningButton"]))
    #expect(warning.properties["tintColor"]?.value.description == "#f93d38ff")
    #expect(warning.properties["borderWidth"]?.value == .number(1))
    #expect(
      warning.properties["contentEdgeInsets"]?.value
        == .insets(Insets(top: 10, left: 20, bottom: 10, right: 20)))
    let path = warning.inheritancePath(for: try #require(warning.properties["cornerRadius"]))
    #expect(path == [.named("WarningButton"), .named("Button")])
    let view = theme.resolve(StyleQuery(named: ["ButtonsView"]))
    #expect(
      view.subElements.mapValues(\.styles) == [
        "saveButton": ["Button"], "deleteButton": ["WarningButton"],
      ])
  }

  @Test(
    "DynamicThemingExample loads in its documented order with Light and with Dark; $WarningColor differs"
  )
  func dynamicTheming() throws {
    let light = load(dynamicTheming("LightMappings"))
    let dark = load(dynamicTheming("DarkMappings"))
    #expect(light.diagnostics.isEmpty)
    #expect(dark.diagnostics.isEmpty)
    #expect(light.constant(named: "WarningColor")?.value == .string("#fc3b2f"))
    #expect(dark.constant(named: "WarningColor")?.value == .string("#fc8078"))
    #expect(
      light.resolve(StyleQuery(named: ["WarningButton"])).properties["backgroundColor"]?.value
        .description == "#fc3b2fff")
    #expect(
      dark.resolve(StyleQuery(named: ["WarningButton"])).properties["backgroundColor"]?.value
        .description == "#fc8078ff")
  }

  @Test(
    "DynamicThemingExample as one theme with light and dark mapping files attached to colorScheme")
  func dynamicThemingVariants() {
    var names = dynamicTheming("LightMappings")
    names.insert("Examples__DynamicThemingExample__Themes__DarkMappingsTheme.yaml", at: 2)
    let theme = load(
      names,
      variants: [
        names[1]: Conditions([.equals(.colorScheme, "light")]),
        names[2]: Conditions([.equals(.colorScheme, "dark")]),
      ])
    #expect(theme.diagnostics.isEmpty)
    let darkEnvironment = StyleEnvironment.default.setting(.colorScheme, to: "dark")
    #expect(theme.constant(named: "WarningColor")?.value == .string("#fc3b2f"))
    #expect(
      theme.constant(named: "WarningColor", in: darkEnvironment)?.value
        == .string("#fc8078"))
    let guide = theme.resolve(StyleQuery(named: ["StyleGuide"], in: darkEnvironment))
    #expect(guide.subElements.count == 13)
    #expect(guide.properties["backgroundColor"]?.value.description == "#596064ff")
  }

  @Test("loaded in the wrong order, the DynamicThemingExample reports each forward reference")
  func wrongOrder() {
    let theme = load(dynamicTheming("LightMappings").reversed())
    #expect(!theme.diagnostics.with(code: .motifForwardReference).isEmpty)
    #expect(theme.diagnostics.allSatisfy { $0.code == .motifForwardReference })
  }

  @Test(
    "the legacy JSON examples load, reading the removed struct strings with one warning each",
    arguments: [
      "legacy-8edcf32__Examples__ButtonsExample__Theme.json",
      "legacy-8edcf32__Examples__SwiftButtonsExample__Theme.json",
    ])
  func legacyButtons(file: String) {
    let theme = load([file])
    #expect(theme.diagnostics.codes == [.legacySyntax])
    #expect(theme.diagnostics.first?.location?.line == 13)
    #expect(theme.diagnostics.first?.fixIt == "write [10, 20, 10, 20]")
    #expect(
      theme.resolve(StyleQuery(named: ["Button"])).properties["contentEdgeInsets"]?.value
        == .insets(Insets(top: 10, left: 20, bottom: 10, right: 20)))
  }

  @Test(
    "the legacy JSON DynamicThemingExample loads in order, Light and Dark, with one warning for $ButtonInsets"
  )
  func legacyDynamicTheming() {
    let light = load(dynamicTheming("LightMappings", prefix: "legacy-8edcf32__", ext: "json"))
    #expect(light.diagnostics.codes == [.legacySyntax])
    #expect(light.constant(named: "WarningColor")?.value == .string("#fc3b2f"))
    let dark = load(dynamicTheming("DarkMappings", prefix: "legacy-8edcf32__", ext: "json"))
    #expect(dark.diagnostics.codes == [.legacySyntax])
    #expect(dark.constant(named: "WarningColor")?.value == .string("#fc8078"))
    #expect(
      dark.resolve(StyleQuery(named: ["Button"])).properties["contentEdgeInsets"]?.value
        == .insets(Insets(top: 10, left: 15, bottom: 10, right: 15)))
  }

  @Test("every file in the corpus folder is covered by a test above")
  func coverage() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.corpusFile("motif"))
      .filter { $0 != "SOURCES.md" }
    let covered =
      [
        "MotifTests__Basic.json", "MotifTests__BasicTheme.json", "MotifTests__BasicTheme.yaml",
        "MotifTests__BasicTheme.yml",
        "MotifTests__BundledTheme.yaml", "MotifTests__EmptyTheme.yaml",
        "MotifTests__InvalidJSONTheme.json",
        "MotifTests__NoExtensionTheme", "Examples__ButtonsExample__Theme.yaml",
        "Examples__SwiftButtonsExample__Theme.yaml",
        "legacy-8edcf32__Examples__ButtonsExample__Theme.json",
        "legacy-8edcf32__Examples__SwiftButtonsExample__Theme.json",
      ]
      + dynamicTheming("LightMappings") + dynamicTheming("DarkMappings")
      + dynamicTheming("LightMappings", prefix: "legacy-8edcf32__", ext: "json")
      + dynamicTheming("DarkMappings", prefix: "legacy-8edcf32__", ext: "json")
    #expect(Set(files) == Set(covered))
  }
}

import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryFormats

/// Every file of `../shared/corpus/nss/` loads with the outcome its SOURCES.md states.
@Suite(
  "NSS corpus (../shared/corpus/nss)",
  .enabled(
    if: Fixtures.hasCorpus,
    "the shared corpus is not next to the package (../shared/corpus); set LIVERY_CORPUS")
)
struct NSSCorpusTests {
  private func path(_ name: String) -> String { Fixtures.corpusFile("nss/" + name) }

  private func load(_ name: String, options: NSSReader.Options = NSSReader.Options()) -> (
    Stylesheet, CompiledTheme
  ) {
    let sheet = NSSReader.read(path: path(name), options: options)
    var layers: [Layer] = []
    if NSSReader.usesFioriPalette(sheet) { layers.append(FioriPalette.layer(options.palette)) }
    layers.append(Layer(name, stylesheets: [sheet]))
    return (sheet, Theme(layers: layers).compile())
  }

  /// NUI's consolidated model of a file: classes, and distinct properties per class.
  private func nuiCounts(_ name: String) throws -> (classes: Int, properties: Int) {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path(name))))
    let document = NSSParser.parse(bytes, file: SourceFileID(path: path(name)))
    var properties: [String: Set<String>] = [:]
    for rule in document.rules {
      for selector in document.selectors(of: rule) {
        properties[document.text(selector), default: []].formUnion(
          document.declarations(of: rule).map { document.name(of: $0) })
      }
    }
    return (properties.count, properties.values.reduce(0) { $0 + $1.count })
  }

  @Test(
    "NUI's own themes load without errors, as NUI parses them (classes / properties per SOURCES.md)",
    arguments: [
      ("tombenner__nui__NUIStyle.nss", 21, 83), ("tombenner__nui__Blue.NUI.nss", 18, 69),
      ("tombenner__nui__Default.NUI.nss", 18, 76), ("tombenner__nui__Googolplex.NUI.nss", 19, 91),
      ("tombenner__nui__Round.NUI.nss", 18, 73), ("tombenner__nui__Route.NUI.nss", 18, 84),
      ("tombenner__nui__SkyBlue.NUI.nss", 18, 85), ("tombenner__nui__Switchboard.NUI.nss", 18, 87),
      ("tombenner__nui__Demo-NUIStyle.nss", 15, 59), ("tombenner__nui__TestTheme.NUI.nss", 36, 208),
    ])
  func nuiThemes(name: String, classes: Int, properties: Int) throws {
    let (sheet, theme) = load(name)
    #expect(sheet.format == .nssNUI)
    #expect(theme.diagnostics.errors.isEmpty, "\(theme.diagnostics.errors)")
    #expect(theme.diagnostics.with(code: .nssUnknownProperty).isEmpty)
    let counts = try nuiCounts(name)
    #expect(counts.classes == classes)
    #expect(counts.properties == properties)
  }

  @Test(
    "NUI's default stylesheet resolves: Button, its highlighted state, the detail label of cells")
  func nuiStyle() {
    let (_, theme) = load("tombenner__nui__NUIStyle.nss")
    let button = theme.resolve(StyleQuery(for: "Button"))
    #expect(button.properties["fontName"]?.value == .string("HelveticaNeue-Light"))
    #expect(button.properties["excludeViews"]?.value == .list([.string("UIAlertButton")]))
    #expect(button.properties["backgroundGradient"] != nil)
    let detail = theme.resolve(StyleQuery(for: "TableViewCell").subElement("detailTextLabel"))
    #expect(detail.isResolved && !detail.properties.isEmpty)
  }

  @Test(
    "the unit-test theme uses every property; Livery recognises every one and types every value")
  func testTheme() throws {
    let (sheet, theme) = load("tombenner__nui__TestTheme.NUI.nss")
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let bytes = try [UInt8](
      Data(contentsOf: URL(fileURLWithPath: path("tombenner__nui__TestTheme.NUI.nss"))))
    let document = NSSParser.parse(bytes, file: sheet.file)
    var used: Set<String> = []
    for rule in document.rules {
      for declaration in document.declarations(of: rule) {
        let name = document.name(of: declaration)
        used.insert(name)
        #expect(NSSProperties.meaning(of: name, fiori: false) != nil, "\(name)")
      }
    }
    #expect(used.count == 94)
    // Every value resolves: resolve each class and count the typed properties.
    var resolved = 0
    for rule in sheet.rules {
      let query: StyleQuery
      switch rule.identity {
      case .type(let type): query = StyleQuery(for: type)
      case .named(let name, _): query = StyleQuery(named: [name])
      }
      let style = theme.resolve(query)
      #expect(style.diagnostics.isEmpty, "\(rule.identity): \(style.diagnostics)")
      resolved += style.properties.count
    }
    // 147: a class's text-align is both a text and a (button's) content alignment (issue 25 §2.1).
    #expect(resolved == 147)
  }

  @Test(
    "SAP's styleSheet.nss is FioriThemeManager's: 26 overrides, the Button rule ignored with a note"
  )
  func sapStyleSheet() {
    let (sheet, theme) = load("SAP__cloud-sdk-ios-fiori__styleSheet.nss")
    #expect(sheet.format == .nssFioriThemeManager)
    #expect(
      theme.diagnostics.errors.isEmpty && theme.diagnostics.warnings.isEmpty, "\(theme.diagnostics)"
    )
    #expect(sheet.diagnostics.with(code: .fioriIgnored).map(\.location?.line) == [28])
    let keys = Set(
      sheet.constants.filter { $0.name.hasSuffix("Background") || FioriPalette.isStyle($0.name) }
        .map(\.location.line))
    #expect(keys.count == 26)
    #expect(theme.constantHex("tintColor") == "#ff4466ff")
    #expect(theme.constantHex("tintColor", darkMode) == "#ff4466ff")
    #expect(theme.constantHex("primaryLabel") == "#ff6000ff")
    #expect(theme.constantHex("primaryLabel", darkMode) == "#00ffffff")
    #expect(theme.constantHex("secondaryBackground", darkMode) == "#12171cff")
  }

  @Test(
    "read as plain NUI, SAP's styleSheet.nss uses undefined variables (NUI: RAISE): errors at each use"
  )
  func sapStyleSheetAsNUI() {
    let (_, theme) = load(
      "SAP__cloud-sdk-ios-fiori__styleSheet.nss", options: NSSReader.Options(dialect: .nui))
    let undefined = theme.diagnostics.with(code: .unknownConstant)
    #expect(undefined.map(\.location?.line) == [29, 31, 32, 34])
  }

  @Test("SAP's BCP2370020386.nss: elevated and contrast keys apply in their variants")
  func sapBCP() {
    let (sheet, theme) = load("SAP__cloud-sdk-ios-fiori__BCP2370020386.nss")
    #expect(sheet.format == .nssFioriThemeManager)
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    let dark = darkMode
    let elevated = dark.setting(FioriPalette.elevationAxis, to: "elevated")
    let contrast = dark.setting(EnvironmentAxis.contrast, to: "high")
    for environment in [
      dark, elevated, contrast, elevated.setting(EnvironmentAxis.contrast, to: "high"),
    ] {
      #expect(theme.constantHex("tintColor", environment) == "#0cbb74ff", "\(environment)")
    }
    #expect(theme.constantHex("tintColor") == "#0070f2ff")
  }

  @Test("Nidium's style.nss is not NSS: one error saying so")
  func nidium() {
    let (sheet, _) = load("nidium__Nidium__style.NOT-NUI.nss")
    #expect(sheet.diagnostics.codes == [.nssNotNSS])
    #expect(sheet.diagnostics.first?.location?.line == 27)
  }

  @Test(
    "the whole folder loads through ThemeLoader: 13 files, the palette once, one error (Nidium)")
  func folder() {
    let loaded = readTheme([.path(Fixtures.corpusFile("nss"))])
    #expect(loaded.files.count == 13)
    #expect(loaded.layers.filter { $0.name.hasPrefix("fiori-palette") }.count == 1)
    let errors = loaded.layers.flatMap(\.diagnostics).errors
    #expect(errors.codes == [.nssNotNSS])
  }
}

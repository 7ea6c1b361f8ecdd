import Foundation
import LiveryComponents
import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// The tree's keys in Livery's default skin and in SAP's (the corpus).
@Suite struct TreeStylesTests {
  /// `#RRGGBB`, opaque.
  static func rgb(_ hex: Int) -> RGBAColor {
    RGBAColor(red8: hex >> 16 & 0xFF, green8: hex >> 8 & 0xFF, blue8: hex & 0xFF)
  }

  @Test func theDefaultSkinStylesEveryPartAndWarnsOnlyForTheBarsItLeavesToTheirTypes() {
    let theme = ThemeLoader.read([], options: .init(includeDefaults: true)).compile()
    let styles = TreeStyles(theme: theme)
    #expect(styles[.badge] == ["CellBadgeUnselected"])
    #expect(styles[.cell] == ["TableViewCellValue2"])
    #expect(Set(styles.diagnostics.map(\.code)) == [.treeMissingKey])
    #expect(
      styles.diagnostics.map { $0.message.components(separatedBy: "'")[1] }.sorted()
        == ["UINavigationBar", "UIToolBar", "UITableViewCell"].sorted())
    let badge = theme.resolve(StyleQuery(for: .label, named: styles[.badge]))
    let pressed = theme.resolve(StyleQuery(for: .label, named: styles[.selectedBadge]))
    #expect(badge[.backgroundColor] != pressed[.backgroundColor])
    // White on blue, blue on white.
    #expect(badge[.textColor].map(Paint.color) == pressed[.backgroundColor])
    let dark = theme.resolve(
      StyleQuery(
        for: .label, named: styles[.badge],
        in: .default.setting(.colorScheme, to: "dark")))
    #expect(dark[.backgroundColor] != badge[.backgroundColor])
  }

  @Test(
    .enabled(
      if: Fixtures.hasCorpus,
      "the shared corpus is not next to the package (../shared/corpus); set LIVERY_CORPUS"))
  func sapsSkinGivesTheTreeMAFsColours() throws {
    let theme = ThemeLoader.read(
      [.file(Fixtures.corpusFile("maf/SAPDefaultStyle.xml"))], options: .init()
    ).compile()
    let styles = TreeStyles(theme: theme)
    let badge = theme.resolve(StyleQuery(for: .label, named: styles[.badge]))
    let pressed = theme.resolve(StyleQuery(for: .label, named: styles[.selectedBadge]))
    let title = theme.resolve(StyleQuery(for: .label, named: styles[.title]))
    #expect(badge[.backgroundColor, as: RGBAColor.self] == Self.rgb(0x0676C1))
    #expect(badge[.textColor, as: RGBAColor.self] == Self.rgb(0xFFFFFF))
    #expect(pressed[.backgroundColor, as: RGBAColor.self] == Self.rgb(0xFFFFFF))
    #expect(pressed[.textColor, as: RGBAColor.self] == Self.rgb(0x0676C1))
    #expect(title[.textColor, as: RGBAColor.self] == Self.rgb(0xF0AB00))
    // SAP's skin has no UINavigationBar or UIToolBar key: one warning each, type styles used.
    let missing = styles.diagnostics.map { $0.message.components(separatedBy: "'")[1] }.sorted()
    #expect(missing == ["UINavigationBar", "UIToolBar"])
    #expect(styles[.navigationBar].isEmpty && styles[.toolbar].isEmpty)
    #expect(styles[.cell] == ["UITableViewCell", "TableViewCellValue2"])
    #expect(
      styles.diagnostics.allSatisfy {
        $0.location?.file.path.hasSuffix("SAPDefaultStyle.xml") == true
      })
  }
}

import Foundation
import LiveryCore
import LiveryFormats
import LiveryHTML
@_spi(LiveryAdapter) @_spi(LiveryTesting) import LiveryRuntime
import LiveryTestSupport
import Testing

/// The MAF skinning engine's behaviour (seed: MAF skinning), on HTML components.
@MainActor
@Suite struct MAFRuntimeTests {
  static let navigationBars = """
    <?xml version="1.0" encoding="utf-8"?>
    <styles xmlns="http://schemas.sap.com/maf/2011/sap">
      <Style TargetType="NavigationBar" platform="ios">
        <Setter Property="TintColor" Value="#000000"/>
        <Setter Property="Background" Value="#EEEEEE"/>
      </Style>
      <Style TargetType="NavigationBar" Key="MyNavigationBar" platform="ios">
        <Setter Property="TintColor" Value="#110000"/>
      </Style>
    </styles>
    """

  @Test func aControlWithoutStyleNameGetsTheTypeStyleAndAKeyedOneOnlyItsKey() {
    let applier = htmlApplier(compile("Styles.xml", Self.navigationBars))
    let plain = HTMLNavigationBar()
    let keyed = HTMLNavigationBar(styleNames: ["MyNavigationBar"])
    applier.apply(to: plain)
    applier.apply(to: keyed)
    #expect(plain.element.style["--lv-tint"] == "rgb(0 0 0)")
    #expect(plain.element.style["background-color"] == "rgb(238 238 238)")
    // A keyed style does not inherit the type style: no implicit background.
    #expect(keyed.element.style["--lv-tint"] == "rgb(17 0 0)")
    #expect(keyed.element.style["background-color"] == nil)
    #expect(applier.diagnostics.isEmpty)
  }

  @Test func theSeedsListBoxItemExampleMakesTreeCellsGreenAndOtherCellsRed() {
    let applier = htmlApplier(compile("CustomStyles.xml", Fixtures.seedListBoxItemStyles))
    let table = HTMLTableView()
    let treeCell = HTMLTableViewCell(styleNames: ["UITableViewCell"])
    let otherCells = [HTMLTableViewCell(), HTMLTableViewCell()]
    table.addSubview(treeCell)
    for cell in otherCells { table.addSubview(cell) }
    applier.applyTree(table)  // mafApplyStyleOnMafSubviews
    #expect(treeCell.element.style["background-color"] == "rgb(0 255 0)")
    for cell in otherCells { #expect(cell.element.style["background-color"] == "rgb(255 0 0)") }
  }

  @Test func loadingASecondFileAtRuntimeChangesOnlyWhatItRedefines() {
    let base = """
      <styles><Style TargetType="Button"><Setter Property="Background" Value="#FF0000"/>
      <Setter Property="Foreground" Value="#FFFFFF"/><Setter Property="FontSize" Value="15"/></Style></styles>
      """
    let more = """
      <styles><Style TargetType="Button"><Setter Property="Background" Value="#0000FF"/></Style></styles>
      """
    let applier = htmlApplier(compile([("Base.xml", base)]))
    let button = HTMLButton()
    applier.apply(to: button)
    let before = button.element.style
    let calls = applier.setterCallCount
    #expect(applier.setTheme(compile([("Base.xml", base), ("More.xml", more)])))
    #expect(applier.setterCallCount - calls == 1)  // the background compound only
    #expect(button.element.style["background-color"] == "rgb(0 0 255)")
    var expected = before
    expected["background-color"] = "rgb(0 0 255)"
    #expect(button.element.style == expected)
  }

  @Test(
    .enabled(
      if: Fixtures.hasCorpus,
      "the shared corpus is not next to the package (../shared/corpus); set LIVERY_CORPUS"))
  func emphasizedButtonHighlightedShowsItsGradientShadowForegroundAndBorderAndRestoresExactly()
    throws
  {
    let theme = compile(paths: [Fixtures.corpusFile("maf/SAPDefaultStyle.xml")])
    let applier = htmlApplier(theme)
    let button = HTMLButton(styleNames: ["EmphasizedButton"])
    applier.apply(to: button)
    let normal = button.element.style
    button.activeStates = [.highlighted]
    let style = button.element.style
    #expect(
      style["background-image"]
        == "linear-gradient(180deg, rgb(0 89 154) 0%, rgb(0 98 169) 50%, rgb(0 122 182) 100%)")
    #expect(style["box-shadow"] == "0px -3px 3px rgb(0 74 125)")
    #expect(style["color"] == "rgb(255 255 255)")
    #expect(style["border"] == "1.2px solid rgb(0 45 77)")
    #expect(style["border-radius"] == "8px")
    button.activeStates = []
    #expect(button.element.style == normal)
    // And exactly what a button never highlighted gets.
    let fresh = HTMLButton(styleNames: ["EmphasizedButton"])
    applier.apply(to: fresh)
    #expect(fresh.element.style == normal)
  }
}

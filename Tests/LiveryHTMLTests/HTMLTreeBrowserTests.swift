import LiveryComponents
import LiveryCore
import LiveryFormats
import LiveryHTML
@_spi(LiveryAdapter) import LiveryRuntime
import Testing

/// A tree level as HTML: items' images, and the tree's keys on its parts.
@Suite struct HTMLTreeBrowserTests {
  static let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>"#.utf8)

  static func level(images: HTMLImages = HTMLImages()) throws -> HTMLTreeBrowser {
    var content = TreeContent(rootLabel: "Root")
    try content.add(TreeItem(id: "drawn", label: "Drawn", image: .data(svg)))
    try content.add(TreeItem(id: "named", label: "Named", image: .named("laptop")))
    try content.add(TreeItem(id: "plain", label: "Plain"))
    let theme = ThemeLoader.read([], options: .init(includeDefaults: true)).compile()
    let view = HTMLTreeBrowser(
      TreeBrowser(content: content) { _ in }, styles: TreeStyles(theme: theme), images: images)
    ThemeApplier(theme: theme, appliers: HTMLAppliers.standard()).applyTree(view)
    return view
  }

  @Test func itemImagesAreTheCellsContent() throws {
    let view = try Self.level()
    let html = HTMLRenderer.markup(of: view)
    let drawn = view.cells[0].imageView
    #expect(!drawn.isHidden)
    #expect(HTMLRenderer.markup(of: drawn).contains("src=\"data:image/svg+xml;base64,"))
    // A named image with no assets folder: a placeholder with its name, not nothing.
    let named = view.cells[1].imageView
    #expect(!named.isHidden)
    #expect(HTMLRenderer.markup(of: named).contains(">laptop<"))
    // No image: no image view.
    #expect(view.cells[2].imageView.isHidden)
    #expect(html.contains("data-item=\"plain\""))
  }

  @Test func theTitleAndCellsUseTheTreeKeys() throws {
    let view = try Self.level()
    #expect(view.titleLabel.livery.styleNames == ["TitleBarLabel"])
    // the default skin has no UITableViewCell
    #expect(view.cells.allSatisfy { $0.livery.styleNames == ["TableViewCellValue2"] })
  }

  @Test func aPressedRowIsHighlightedAndItsBadgeTakesTheSelectedKey() throws {
    var content = TreeContent(rootLabel: "Root")
    try content.add(TreeItem(id: "a", label: "A"))
    try content.add(TreeItem(id: "b", label: "B"))
    try content.add(TreeItem(id: "a1", label: "A1"), to: "a")
    try content.add(TreeItem(id: "b1", label: "B1"), to: "b")
    let theme = ThemeLoader.read([], options: .init(includeDefaults: true)).compile()
    let browser = TreeBrowser(content: content) { _ in }
    browser.highlight("b")
    let view = HTMLTreeBrowser(browser, styles: TreeStyles(theme: theme))
    ThemeApplier(theme: theme, appliers: HTMLAppliers.standard()).applyTree(view)
    #expect(view.badges["a"]?.livery.styleNames == ["CellBadgeUnselected"])
    #expect(view.badges["b"]?.livery.styleNames == ["CellBadgeSelected"])
    #expect(
      view.cells[1].activeStates.contains("highlighted")
        && !view.cells[0].activeStates.contains("highlighted"))
    // The two badges look different: white on blue, blue on white.
    let markup = [
      HTMLRenderer.markup(of: view.badges["a"]!), HTMLRenderer.markup(of: view.badges["b"]!),
    ]
    #expect(
      markup[0].contains("background-color: rgb(0 87 184)")
        && markup[1].contains("background-color: rgb(255 255 255)"))
  }
}

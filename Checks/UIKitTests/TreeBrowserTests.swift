#if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
import LiveryComponents
import LiveryCore
import LiveryFormats
import LiveryRuntime
import UIKit
import XCTest

#if canImport(LiveryUIKitChecked)
@testable import LiveryUIKitChecked
#else
import LiveryUIKit
#endif

#if canImport(LiveryUIKitChecked)  // UIKit's own callbacks are the stubs' (a tap, a push, a pop)
/// The tree browser as UIKit: levels pushed and popped with the model, rows and their badges
/// styled through the tree's keys, edit mode and its actions.
final class TreeBrowserTests: XCTestCase {
  func test_levelsFollowTheModelAndTheRowsTakeTheTreesKeys() throws {
    var content = TreeContent(rootLabel: "Catalog")
    try content.add(TreeItem(id: "laptops", label: "Laptops"))
    try content.add(TreeItem(id: "l1", label: "ThinkPad"), to: "laptops")
    try content.add(TreeItem(id: "l2", label: "MacBook"), to: "laptops")
    try content.add(TreeItem(id: "phone", label: "Phone"))
    MainActor.assumeIsolated {
      var opened: [String] = []
      var performed: [[String]] = []
      let browser = TreeBrowser(
        content: content, actions: [TreeAction(id: "order", label: "Order")],
        onLeafSelected: { opened.append($0.id) },
        onAction: { _, items in performed.append(items.map(\.id)) })
      let theme = ThemeLoader.read([], options: .init(includeDefaults: true)).compile()
      let styles = TreeStyles(theme: theme)
      let applier = ThemeApplier(theme: theme, appliers: .uiKit(), adaptiveAxes: .uiKit)
      let tree = LiveryTreeBrowserController(browser, styles: styles)
      tree.applier = applier
      tree.restyle(with: styles)
      @MainActor func level() -> TreeLevelController? {
        tree.topViewController as? TreeLevelController
      }
      @MainActor func cell(_ row: Int) -> LiveryTreeCell? {
        level()?.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? LiveryTreeCell
      }
      // The root: its title, a node with the number of leaves below it, a leaf.
      XCTAssertEqual((level()?.navigationItem.titleView as? UILabel)?.text, "Catalog")
      XCTAssertEqual(cell(0)?.textLabel?.text, "Laptops")
      XCTAssertEqual(cell(0)?.badge.text, "2")
      XCTAssertEqual(cell(0)?.disclosure.isHidden, false)
      XCTAssertEqual(cell(1)?.disclosure.isHidden, true)
      XCTAssertEqual(cell(0)?.livery.styleNames, styles[.cell])
      XCTAssertEqual(cell(0)?.badge.livery.styleNames, styles[.badge])
      XCTAssertEqual(tree.navigationBar.livery.styleNames, styles[.navigationBar])
      // Styled: the badge shows its key's fill (the default skin's blue pill).
      let badgeStyle = theme.style(for: .label, named: styles[.badge], in: .default)
      guard case .color(let fill)? = badgeStyle[.backgroundColor] else {
        return XCTFail("the default skin's badge has no fill")
      }
      XCTAssertEqual(
        UIKitAdapterTests.rgba(cell(0)?.badge.backgroundColor),
        UIKitAdapterTests.rgba(UIColor(livery: fill)))
      XCTAssertEqual(cell(0)?.badge.layer.cornerRadius, 10)
      // Pressing a node's row turns its badge to the selected key.
      level()?.tableView(level()!.tableView, didHighlightRowAt: IndexPath(row: 0, section: 0))
      XCTAssertEqual(cell(0)?.badge.livery.styleNames, styles[.selectedBadge])
      level()?.tableView(
        level()!.tableView, didUnhighlightRowAt: IndexPath(row: 0, section: 0))
      // A leaf calls the leaf handler; a node opens its level.
      level()?.tableView(level()!.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
      XCTAssertEqual(opened, ["phone"])
      level()?.tableView(level()!.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
      XCTAssertEqual(tree.viewControllers.count, 2)
      XCTAssertEqual((level()?.navigationItem.titleView as? UILabel)?.text, "Laptops")
      // Edit: the leaves with checkmarks, the actions in the toolbar once one is checked.
      let edit = level()?.navigationItem.rightBarButtonItem
      XCTAssertEqual(edit?.title, "Edit")
      edit?.primaryAction?.stubPerform()
      XCTAssertTrue(browser.isEditing)
      XCTAssertFalse(tree.isToolbarHidden)
      XCTAssertEqual(level()?.toolbarItems?.first?.isEnabled, false)
      XCTAssertEqual(level()?.toolbarItems?.first?.livery.styleNames, styles[.actionButton])
      level()?.tableView(level()!.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
      XCTAssertEqual(cell(0)?.accessoryType, .checkmark)
      XCTAssertEqual(level()?.toolbarItems?.first?.isEnabled, true)
      level()?.toolbarItems?.first?.primaryAction?.stubPerform()
      XCTAssertEqual(performed, [["l1"]])
      // Back (the button or the swipe pops): the model goes up, edit mode ends.
      tree.popViewController(animated: true)
      XCTAssertEqual(browser.path.count, 1)
      XCTAssertFalse(browser.isEditing)
      XCTAssertTrue(tree.isToolbarHidden)
      XCTAssertEqual(cell(0)?.textLabel?.text, "Laptops")
    }
  }
}
#endif
#endif

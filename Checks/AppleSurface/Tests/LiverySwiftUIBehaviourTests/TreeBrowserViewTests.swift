import LiveryComponents
import LiveryCore
import LiveryFormats
import SwiftUI
import XCTest

@testable import LiverySwiftUIChecked

/// The tree browser as SwiftUI, in the stubs' view graph: levels pushed and popped with the
/// model, rows and badges styled through the tree's keys, edit mode and its actions.
final class TreeBrowserViewTests: XCTestCase {
  func test_aCheckedRowTakesTheCellsSelectedLook() throws {
    var content = TreeContent(rootLabel: "Catalog")
    try content.add(TreeItem(id: "l1", label: "ThinkPad"))
    try content.add(TreeItem(id: "l2", label: "MacBook"))
    MainActor.assumeIsolated {
      let browser = TreeBrowser(
        content: content, actions: [TreeAction(id: "order", label: "Order")],
        onLeafSelected: { _ in }, onAction: { _, _ in })
      let theme = SwiftUIAdapterTests.theme(
        "UITableViewCell { background-color: #FFFFFF; }\nUITableViewCell { background-color-selected: #D1E8FF; }"
      )
      let host = StubHost(LiveryTreeBrowserView(browser).livery(theme))
      host.tap("Edit")
      host.update()
      host.tap("ThinkPad")
      host.update()
      XCTAssert(
        host.drawing(around: "ThinkPad").contains("fill(#D1E8FFFF in RoundedRectangle(0.0))"),
        "\(host.drawing(around: "ThinkPad"))")
      XCTAssert(
        host.drawing(around: "MacBook").contains("fill(#FFFFFFFF in RoundedRectangle(0.0))"))
    }
  }

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
      // The default skin has the tree's keys (CellBadgeUnselected: a blue pill).
      let theme = ThemeLoader.read([], options: .init(includeDefaults: true)).compile()
      let styles = TreeStyles(theme: theme)
      let host = StubHost(LiveryTreeBrowserView(browser).livery(theme))
      // The root: its title in TitleBarLabel's style, a node's badge, a leaf without one.
      XCTAssertNotNil(host.text("Catalog"))
      let badge = theme.style(for: .label, named: styles[.badge], in: .default)
      guard case .color(let fill)? = badge[.backgroundColor] else {
        return XCTFail("the default skin's badge has no fill")
      }
      let badgeFill = "fill(\(Color(livery: fill)) in RoundedRectangle("
      XCTAssert(
        host.drawing(around: "2").contains { $0.hasPrefix(badgeFill) },
        "\(host.drawing(around: "2"))")
      XCTAssert(host.drawing(around: "2").contains("image(system:chevron.right)") == false)
      let laptops = host.text("Laptops")?.ancestors.first { $0.isView(named: "HStack") }
      XCTAssertEqual(
        laptops?.subtree.flatMap(\.drawn).contains("image(system:chevron.right)"), true)
      // The cells take the cell keys: the row background is the list row's.
      let cell = theme.style(for: .tableViewCell, named: styles[.cell], in: .default)
      guard case .color(let color)? = cell[.backgroundColor] else {
        return XCTFail("the default skin's cell has no fill")
      }
      XCTAssert(host.drawing(around: "Laptops").contains("listRowBackground"))
      XCTAssert(
        host.drawing(around: "Laptops").contains { $0.contains("fill(\(Color(livery: color))") })
      // Pressing a node's row turns its badge to the selected key.
      host.press("Laptops")
      let pressed = theme.style(for: .label, named: styles[.selectedBadge], in: .default)
      guard case .color(let pressedFill)? = pressed[.backgroundColor], pressedFill != fill else {
        return XCTFail("the default skin's pressed badge has no fill of its own")
      }
      XCTAssert(
        host.drawing(around: "2").contains { $0.hasPrefix("fill(\(Color(livery: pressedFill))") })
      host.press("Laptops", false)
      // A leaf calls the leaf handler; a node opens its level.
      host.tap("Phone")
      XCTAssertEqual(opened, ["phone"])
      host.tap("Laptops")
      host.update()
      XCTAssertEqual(browser.path.map(\.id), [TreeContent.rootID, "laptops"])
      XCTAssertNotNil(host.text("ThinkPad"))
      // Edit: the leaves with checkmarks, the actions in the bottom bar once one is checked.
      host.tap("Edit")
      host.update()
      XCTAssertTrue(browser.isEditing)
      XCTAssertNotNil(host.text("Done"))
      XCTAssertEqual(host.text("Order")?.environment.isEnabled, false)
      host.tap("ThinkPad")
      host.update()
      XCTAssertEqual(host.text("Order")?.environment.isEnabled, true)
      let checked = host.text("ThinkPad")?.ancestors.first { $0.isView(named: "HStack") }
      XCTAssertEqual(checked?.subtree.flatMap(\.drawn).contains("image(system:checkmark)"), true)
      host.tap("Order")
      XCTAssertEqual(performed, [["l1"]])
      // Back (the button or the swipe): the model goes up too, and edit mode ends.
      host.goBack()
      host.update()
      XCTAssertEqual(browser.path.map(\.id), [TreeContent.rootID])
      XCTAssertFalse(browser.isEditing)
      XCTAssertNil(host.text("ThinkPad"))
    }
  }
}

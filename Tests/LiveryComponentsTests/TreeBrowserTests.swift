import LiveryComponents
import LiveryCore
import Testing

/// The cases of tree-browser.md §13.6, on the model.
@Suite struct TreeBrowserTests {
  /// Products ▸ Laptops ▸ (X1, T14), Phones ▸ (Android ▸ (P1), iPhone), Help (a leaf at the root).
  static func content() throws -> TreeContent {
    var content = TreeContent(rootLabel: "Products")
    try content.add(TreeItem(id: "laptops", label: "Laptops"))
    try content.add(TreeItem(id: "x1", label: "X1", image: .named("laptop")), to: "laptops")
    try content.add(TreeItem(id: "t14", label: "T14"), to: "laptops")
    try content.add(TreeItem(id: "phones", label: "Phones"))
    try content.add(TreeItem(id: "android", label: "Android"), to: "phones")
    try content.add(TreeItem(id: "p1", label: "P1"), to: "android")
    try content.add(TreeItem(id: "iphone", label: "iPhone"), to: "phones")
    try content.add(TreeItem(id: "help", label: "Help"))
    return content
  }

  final class Recorder {
    var leaves: [String] = []
    var actions: [(String, [String])] = []
  }

  @Test func theRootTitleIsTheRootLabelAndOpeningANodeTitlesItsLevel() throws {
    let browser = TreeBrowser(content: try Self.content()) { _ in }
    #expect(browser.title == "Products")
    #expect(!browser.canGoBack)
    #expect(browser.rows.map(\.item.id) == ["laptops", "phones", "help"])  // insertion order
    browser.select("phones")
    #expect(browser.title == "Phones")
    browser.select("android")
    #expect(browser.title == "Android")
    #expect(browser.path.map(\.id) == [TreeContent.rootID, "phones", "android"])
    browser.back()
    browser.back()
    #expect(browser.title == "Products")
    browser.back()  // nothing above the root
    #expect(browser.title == "Products")
  }

  @Test func everyOpenLevelHasItsRowsAndOnlyTheShownOneEdits() throws {
    let browser = TreeBrowser(
      content: try Self.content(), actions: [TreeAction(id: "buy", label: "Buy")],
      onLeafSelected: { _ in }, onAction: { _, _ in })
    browser.select("laptops")
    browser.setEditing(true)
    browser.select("x1")
    #expect(browser.rows(ofLevel: 1) == browser.rows)
    #expect(browser.rows(ofLevel: 1).map(\.isSelected) == [true, false])
    // The root below it, as it shows when the user goes back: every child, nothing checked.
    #expect(browser.rows(ofLevel: 0).map(\.item.id) == ["laptops", "phones", "help"])
    #expect(browser.rows(ofLevel: 0).map(\.badge) == ["2", "2", nil])
    #expect(browser.rows(ofLevel: 2).isEmpty)  // not open
    #expect(browser.rows(ofLevel: -1).isEmpty)
  }

  @Test func aLeafCallsTheHandlerOnceWithThatItemAndTheLevelStays() throws {
    let recorder = Recorder()
    let browser = TreeBrowser(content: try Self.content()) { recorder.leaves.append($0.id) }
    browser.select("laptops")
    browser.select("x1")
    #expect(recorder.leaves == ["x1"])
    #expect(browser.title == "Laptops")
    browser.select("nowhere")  // not a row of this level
    browser.select("p1")  // a leaf, but on another level
    #expect(recorder.leaves == ["x1"])
  }

  @Test func badgesCountLeavesBelowAndTheAppsTextWinsButNilFallsBack() throws {
    let plain = TreeBrowser(content: try Self.content()) { _ in }
    #expect(plain.rows.map(\.badge) == ["2", "2", nil])  // Phones: P1 (under Android) and iPhone
    let custom = TreeBrowser(
      content: try Self.content(), badge: { $0.id == "laptops" ? "new" : nil },
      onLeafSelected: { _ in })
    #expect(custom.rows.map(\.badge) == ["new", "2", nil])
  }

  @Test func leafnessHasOneDefinitionEvenAfterRemovingChildren() throws {
    var content = try Self.content()
    content.remove(["x1", "t14"])
    #expect(content.isLeaf("laptops"))  // MAF kept a disclosure arrow and a badge of 1 here
    #expect(content.leafCount(under: TreeContent.rootID) == 4)  // laptops, p1, iphone, help
    #expect(content.item("x1") == nil)
    content.remove(["phones"])  // descendants go too
    #expect(content.item("p1") == nil && content.item("android") == nil)
    #expect(content.count == 2)
  }

  @Test func mistakesAreDiagnosticsAndAddNothing() throws {
    var content = try Self.content()
    let before = content.count
    #expect(throws: Diagnostic.self) {
      try content.add(TreeItem(id: TreeContent.rootID, label: "Root again"))
    }
    #expect(throws: Diagnostic.self) { try content.add(TreeItem(id: "", label: "No id")) }
    #expect(throws: Diagnostic.self) {
      try content.add(TreeItem(id: "x2", label: "X2"), to: "missing")
    }
    do {
      try content.add(TreeItem(id: "x1", label: "Duplicate"), to: "phones")
      Issue.record("a duplicate id was accepted")
    } catch {
      #expect(error.code == .treeDuplicateID)
      #expect(error.location?.file.path.hasSuffix("TreeBrowserTests.swift") == true)
    }
    #expect(content.count == before)
  }

  @Test func editAppearsOnlyOnLevelsWithLeavesAndShowsOnlyLeaves() throws {
    let browser = TreeBrowser(
      content: try Self.content(), actions: [TreeAction(id: "order", label: "Order")],
      onLeafSelected: { _ in },
      onAction: { _, _ in })
    #expect(browser.showsEditControl)  // Help is a leaf at the root
    browser.select("phones")
    #expect(browser.showsEditControl)  // iPhone
    browser.select("android")
    #expect(browser.showsEditControl)
    browser.back()
    browser.setEditing(true)
    #expect(browser.isEditing)
    #expect(browser.rows.map(\.item.id) == ["iphone"])  // Android is a node: hidden while editing
    browser.select("android")  // cannot open a level while editing
    #expect(browser.title == "Phones")
    let browsingOnly = TreeBrowser(content: try Self.content()) { _ in }
    #expect(!browsingOnly.showsEditControl)
  }

  @Test func actionsAreDisabledWithoutChecksAndGetExactlyTheCheckedLeavesOfTheLevel() throws {
    let recorder = Recorder()
    let browser = TreeBrowser(
      content: try Self.content(),
      actions: [
        TreeAction(id: "order", label: "Order"), TreeAction(id: "compare", label: "Compare"),
      ],
      onLeafSelected: { recorder.leaves.append($0.id) },
      onAction: { action, items in recorder.actions.append((action.id, items.map(\.id))) })
    browser.select("laptops")
    browser.setEditing(true)
    #expect(!browser.actionsEnabled)
    browser.perform("order")
    #expect(recorder.actions.isEmpty)
    browser.select("t14")
    browser.select("x1")
    #expect(browser.actionsEnabled)
    #expect(browser.rows.map(\.isSelected) == [true, true])
    browser.perform("compare")
    #expect(recorder.actions.count == 1)
    #expect(recorder.actions.first?.0 == "compare")
    #expect(recorder.actions.first?.1 == ["x1", "t14"])  // the level's order
    #expect(browser.isEditing)  // edit mode stays
    browser.select("t14")
    browser.select("x1")  // unchecked again
    #expect(!browser.actionsEnabled)
    #expect(recorder.leaves.isEmpty)  // checking is not selecting
    browser.setEditing(false)
    browser.select("x1")
    #expect(recorder.leaves == ["x1"])
  }

  @Test func aFourthActionADuplicateAndAnEmptyIdAreDiagnostics() throws {
    let browser = TreeBrowser(
      content: try Self.content(),
      actions: [
        TreeAction(id: "a", label: "A"), TreeAction(id: "a", label: "A again"),
        TreeAction(id: "", label: "None"),
        TreeAction(id: "b", label: "B"), TreeAction(id: "c", label: "C"),
        TreeAction(id: "d", label: "D"),
      ], onLeafSelected: { _ in }, onAction: { _, _ in })
    #expect(browser.actions.map(\.id) == ["a", "b", "c"])
    #expect(browser.diagnostics.count == 3)
    #expect(browser.diagnostics.allSatisfy { $0.code == .treeActions && $0.location != nil })
    let none = TreeBrowser(
      content: try Self.content(), actions: [], onLeafSelected: { _ in }, onAction: { _, _ in })
    #expect(none.diagnostics.count == 1)
    #expect(!none.showsEditControl)
  }

  @Test func aPressedRowIsHighlightedUntilItsLevelOpens() throws {
    let browser = TreeBrowser(content: try Self.content()) { _ in }
    browser.highlight("laptops")
    #expect(browser.highlightedID == "laptops")
    browser.select("laptops")
    #expect(browser.highlightedID == nil)
  }

  @Test func reloadingKeepsTheLevelsThatAreStillThere() throws {
    var content = try Self.content()
    let browser = TreeBrowser(content: content) { _ in }
    browser.select("phones")
    browser.select("android")
    content.remove(["p1"])  // Android becomes a leaf: its level closes
    browser.reload(content)
    #expect(browser.path.map(\.id) == [TreeContent.rootID, "phones"])
  }

  @Test func leafCountsOfAWideTreeAreComputedOnceAndStayRight() throws {
    var content = TreeContent(rootLabel: "Big")
    for group in 0..<100 {
      try content.add(TreeItem(id: "g\(group)", label: "Group \(group)"))
      for leaf in 0..<100 {
        try content.add(TreeItem(id: "g\(group)-\(leaf)", label: "Leaf \(leaf)"), to: "g\(group)")
      }
    }
    #expect(content.leafCount(under: TreeContent.rootID) == 10_000)
    #expect(content.leafCount(under: "g7") == 100)
    try content.add(TreeItem(id: "extra", label: "Extra"), to: "g7")
    #expect(content.leafCount(under: "g7") == 101)  // the cache was dropped by the change
    // A copy shares the counts until one of them changes; the other keeps its own.
    var copy = content
    #expect(copy.leafCount(under: "g7") == 101)
    copy.remove(["g7-0", "g7-1"])
    #expect(copy.leafCount(under: "g7") == 99)
    #expect(content.leafCount(under: "g7") == 101)
    #expect(copy.leafCount(under: TreeContent.rootID) == 9_999)
    #expect(content.leafCount(under: TreeContent.rootID) == 10_001)
  }
}

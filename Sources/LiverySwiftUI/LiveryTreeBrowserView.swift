// The tree browser is iOS's (MAF's tree view; its actions sit in the bottom toolbar); the Apple
// surface check compiles it on Linux against stubs.
#if canImport(SwiftUI) && (os(iOS) || LIVERY_APPLE_SURFACE)
public import LiveryComponents
import LiveryCore
public import SwiftUI

/// The tree browser (tree-browser.md) as SwiftUI: a `NavigationStack` of `List` levels over a
/// ``TreeBrowser`` — the model every adapter shares — styled through the tree's keys of the
/// theme in the environment (``TreeStyles``: `UINavigationBar`, `TitleBarLabel`,
/// `UITableViewCell`/`TableViewCellValue2`, `CellBadgeUnselected`/`CellBadgeSelected`,
/// `UIToolBar`, `ActionBar`, `ActionbarButton`), with MAF's factory shape: the content provider is
/// the browser's, the item delegate its leaf and action handlers, the cell delegate `row`.
///
/// ```swift
/// let browser = TreeBrowser(content: catalog) { leaf in open(leaf) }
/// LiveryTreeBrowserView(browser)                          // under .livery(store)
/// LiveryTreeBrowserView(browser) { row in Label(row.item.label, systemImage: "folder") }
/// ```
///
/// A node's row opens its level (pushed); back — the button or the swipe — goes up in the model
/// too. On a level with leaves in action mode, Edit shows the leaves with checkmarks and the
/// actions in the bottom toolbar, enabled once a leaf is checked. Items' images are not drawn:
/// give the row content that draws them.
public struct LiveryTreeBrowserView<Row: View>: View {
  let browser: TreeBrowser
  let row: (TreeRow) -> Row
  /// The open levels below the root, as the navigation stack's path (1 is the first pushed).
  @State private var depths: [Int]
  /// Counts the model's changes the path does not show (a leaf checked, edit mode), so the
  /// levels are drawn again.
  @State private var revision = 0
  @Environment(\.livery) private var livery

  /// - Parameter row: The cell delegate: what a row shows left of its badge (the item's label
  ///   by default). It is drawn in the cell's style.
  public init(_ browser: TreeBrowser, @ViewBuilder row: @escaping (TreeRow) -> Row) {
    self.browser = browser
    self.row = row
    _depths = State(initialValue: Array(1..<max(browser.path.count, 1)))
  }

  public var body: some View {
    // Back — the button or the swipe — shortens the path: the model goes up to match. (The
    // path is the navigation's truth; the model follows it here, before the levels are drawn.)
    while browser.path.count - 1 > depths.count { browser.back() }
    let styles = livery.theme.map(TreeStyles.init(theme:))
    return NavigationStack(path: $depths) {
      level(0, styles: styles)
        .navigationDestination(for: Int.self) { depth in level(depth, styles: styles) }
    }
  }

  private func level(_ depth: Int, styles: TreeStyles?) -> LiveryTreeLevel<Row> {
    LiveryTreeLevel(
      browser: browser, depth: depth, styles: styles, revision: revision, row: row,
      changed: changed)
  }

  /// The model changed: the path follows it, and the levels are drawn again.
  private func changed() {
    let open = Array(1..<max(browser.path.count, 1))
    if open != depths { depths = open }
    revision += 1
  }
}

extension LiveryTreeBrowserView where Row == Text {
  /// A tree whose rows show their items' labels.
  public init(_ browser: TreeBrowser) {
    self.init(browser) { Text(verbatim: $0.item.label) }
  }
}

/// One open level: its rows, its title, Edit and the actions.
struct LiveryTreeLevel<Row: View>: View {
  let browser: TreeBrowser
  let depth: Int
  let styles: TreeStyles?
  /// The model's revision, so a change re-draws the level.
  let revision: Int
  let row: (TreeRow) -> Row
  let changed: @MainActor () -> Void

  private func names(_ part: TreePart) -> [StyleName] { styles?[part] ?? [] }

  var body: some View {
    let isShown = browser.path.count - 1 == depth
    let editing = isShown && browser.isEditing
    let title = browser.path.indices.contains(depth) ? browser.path[depth].label : ""
    return List {
      ForEach(browser.rows(ofLevel: depth), id: \.item.id) { row in
        Button {
          browser.select(row.item.id)
          changed()
        } label: {
          self.row(row)
        }
        .buttonStyle(
          LiveryTreeRowStyle(
            row: row, editing: editing, badge: names(.badge), pressedBadge: names(.selectedBadge))
        )
        .liveryStyle(names(.cell), as: .tableViewCell)
        // Outside the cell's style, which reads it (MAF's `Selected`/`SelectedEditable`).
        .liveryState(.selected, when: editing && row.isSelected)
      }
    }
    .navigationTitle(title)
    .toolbar {
      ToolbarItem(placement: .principal) {
        Text(verbatim: title).liveryStyle(names(.title), as: .label)
      }
      ToolbarItem(placement: .primaryAction) {
        if isShown && browser.showsEditControl {
          Button(editing ? "Done" : "Edit") {
            browser.setEditing(!editing)
            changed()
          }
        }
      }
      ToolbarItemGroup(placement: .bottomBar) {
        if editing {
          ForEach(browser.actions, id: \.id) { action in
            Button(action.label) { browser.perform(action.id) }
              .liveryStyle(names(.actionButton))
              .disabled(!browser.actionsEnabled)
          }
        }
      }
    }
    .liveryBars(
      navigationBar: names(.navigationBar), toolBar: names(.toolbar) + names(.actionBar)
    )
  }
}

/// A row: the cell delegate's content, then the badge (its pressed style while the row is
/// pressed, MAF's `CellBadgeSelected`) and the disclosure chevron of a node, or the checkmark
/// of a checked leaf in edit mode.
struct LiveryTreeRowStyle: ButtonStyle {
  let row: TreeRow
  let editing: Bool
  let badge: [StyleName]
  let pressedBadge: [StyleName]

  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      configuration.label
      Spacer(minLength: 8)
      if let text = row.badge {
        Text(verbatim: text)
          .liveryStyle(configuration.isPressed ? pressedBadge : badge, as: .label)
      }
      if !row.isLeaf && !editing {
        Image(systemName: "chevron.right")
      }
      if editing && row.isSelected {
        Image(systemName: "checkmark")
      }
    }
    // The whole row takes taps, the space between the label and the badge too.
    .contentShape(Rectangle())
  }
}
#endif

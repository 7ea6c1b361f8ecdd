public import LiveryCore

/// An action of action mode: the id the app knows it by and the button's title.
public struct TreeAction: Sendable, Hashable, Identifiable {
  public let id: String
  public var label: String

  public init(id: String, label: String) {
    self.id = id
    self.label = label
  }
}

/// A row of the level shown.
public struct TreeRow: Sendable, Hashable {
  public let item: TreeItem
  public let isLeaf: Bool
  /// The badge of a non-leaf row: the app's text, else the number of leaves below; `nil` on leaves.
  public let badge: String?
  /// Checked in edit mode.
  public let isSelected: Bool
}

/// The state of a tree browser, shared by every adapter (HTML, UIKit, SwiftUI): the levels
/// opened, the rows of the one shown, edit mode and its selection — MAF's tree view, browsing
/// and action modes, without its runtime crashes.
///
/// ```swift
/// let browser = TreeBrowser(content: content) { leaf in open(leaf) }          // browsing
/// browser.select("laptops")     // opens the level; its title is "Laptops"
/// browser.select("l1")          // a leaf: the handler is called, the level stays
/// browser.back()
/// ```
///
/// The leaf handler is required by the initializers, so a tree cannot be built without one (MAF
/// accepted none and silently ignored leaf taps). The badge provider is optional: `nil`, or a
/// `nil` answer, gives the number of leaves below the row.
public final class TreeBrowser {
  public private(set) var content: any TreeContentProvider
  /// The actions of action mode, as accepted (at most three, unique non-empty ids); `[]` in
  /// browsing mode.
  public let actions: [TreeAction]
  /// Problems with the actions given (a fourth, a duplicate or empty id), reported once.
  public let diagnostics: [Diagnostic]
  /// The levels opened, the root first; the last is shown.
  public private(set) var path: [TreeItem]
  public private(set) var isEditing = false
  /// The leaves checked on the level shown, in the order they were checked.
  public private(set) var selectedLeafIDs: [String] = []
  /// The row being pressed (its badge uses the selected style), if any.
  public private(set) var highlightedID: String?

  private let isActionMode: Bool
  private let onLeafSelected: (TreeItem) -> Void
  private let badge: ((TreeItem) -> String?)?
  private let onAction: ((TreeAction, [TreeItem]) -> Void)?

  /// Browsing mode: opening levels and picking one leaf at a time.
  public init(
    content: any TreeContentProvider, badge: ((TreeItem) -> String?)? = nil,
    onLeafSelected: @escaping (TreeItem) -> Void
  ) {
    self.content = content
    self.badge = badge
    self.onLeafSelected = onLeafSelected
    onAction = nil
    actions = []
    diagnostics = []
    isActionMode = false
    path = [content.root]
  }

  /// Action mode: browsing, plus an Edit control on levels with leaves that shows the level's
  /// leaves with checkmarks and 1–3 actions for the checked ones.
  public init(
    content: any TreeContentProvider, actions: [TreeAction],
    badge: ((TreeItem) -> String?)? = nil,
    onLeafSelected: @escaping (TreeItem) -> Void,
    onAction: @escaping (TreeAction, [TreeItem]) -> Void, file: String = #fileID,
    line: Int = #line
  ) {
    let location = SourceLocation(file: SourceFileID(path: file), line: line, column: 1)
    var accepted: [TreeAction] = []
    var problems: [Diagnostic] = []
    for action in actions {
      if action.id.isEmpty {
        problems.append(
          .error(
            .treeActions, "the action '\(action.label)' has no id; it is left out", at: location))
      } else if accepted.contains(where: { $0.id == action.id }) {
        problems.append(
          .error(
            .treeActions, "two actions have the id '\(action.id)'; the second is left out",
            at: location))
      } else if accepted.count == 3 {
        problems.append(
          .error(
            .treeActions, "a tree has at most three actions; '\(action.id)' is left out",
            at: location))
      } else {
        accepted.append(action)
      }
    }
    if accepted.isEmpty {
      problems.append(
        .error(
          .treeActions, "action mode needs one to three actions; the tree browses only",
          at: location))
    }
    self.content = content
    self.badge = badge
    self.onLeafSelected = onLeafSelected
    self.onAction = onAction
    self.actions = accepted
    diagnostics = problems
    isActionMode = !accepted.isEmpty
    path = [content.root]
  }

  /// The level shown.
  public var level: TreeItem { path[path.count - 1] }

  /// The level's title: its item's label (the root's label at the top).
  public var title: String { level.label }

  public var canGoBack: Bool { path.count > 1 }

  /// The rows of the level: every child, or only the leaves in edit mode.
  public var rows: [TreeRow] { rows(ofLevel: path.count - 1) }

  /// The rows of an open level (0: the root): the level shown's are `rows`; a level below it
  /// has its rows as they show when the user goes back to it (browsing, nothing checked) — for
  /// adapters that keep every open level alive (SwiftUI's navigation stack). `[]` for a level
  /// not open.
  public func rows(ofLevel depth: Int) -> [TreeRow] {
    guard path.indices.contains(depth) else { return [] }
    let editing = isEditing && depth == path.count - 1
    let level = path[depth]
    let children = editing ? content.leaves(of: level.id) : content.children(of: level.id)
    let checked = editing ? Set(selectedLeafIDs) : []
    return children.map { item in
      let isLeaf = content.isLeaf(item.id)
      let text = isLeaf ? nil : (badge?(item) ?? String(content.leafCount(under: item.id)))
      return TreeRow(item: item, isLeaf: isLeaf, badge: text, isSelected: checked.contains(item.id))
    }
  }

  /// Whether the Edit control shows: action mode, on a level that has leaves.
  public var showsEditControl: Bool { isActionMode && !content.leaves(of: level.id).isEmpty }

  /// Whether the action buttons work: editing, with a leaf checked.
  public var actionsEnabled: Bool { isEditing && !selectedLeafIDs.isEmpty }

  /// A tap on the row `id` of the level shown: a node opens its level (not while editing); a leaf
  /// calls the leaf handler once (checks or unchecks it while editing). Other ids do nothing.
  public func select(_ id: String) {
    guard let item = content.children(of: level.id).first(where: { $0.id == id }) else { return }
    if content.isLeaf(id) {
      if isEditing {
        if let index = selectedLeafIDs.firstIndex(of: id) {
          selectedLeafIDs.remove(at: index)
        } else {
          selectedLeafIDs.append(id)
        }
      } else {
        onLeafSelected(item)
      }
    } else if !isEditing {
      highlightedID = nil
      path.append(item)
    }
  }

  /// Marks the row `id` as pressed (its badge turns to the selected style) or clears it.
  public func highlight(_ id: String?) { highlightedID = id }

  /// Goes up one level (nothing at the root). Edit mode ends with the level.
  public func back() {
    guard canGoBack else { return }
    path.removeLast()
    isEditing = false
    selectedLeafIDs = []
    highlightedID = nil
  }

  /// Enters or leaves edit mode (only where the Edit control shows); leaving clears the checks.
  public func setEditing(_ editing: Bool) {
    guard editing != isEditing, !editing || showsEditControl else { return }
    isEditing = editing
    selectedLeafIDs = []
    highlightedID = nil
  }

  /// Runs the action `id` with the checked leaves of the level, in the level's order. Does
  /// nothing when the actions are disabled or no action has that id. Edit mode stays on.
  public func perform(_ id: String) {
    guard actionsEnabled, let action = actions.first(where: { $0.id == id }) else { return }
    let checked = Set(selectedLeafIDs)
    onAction?(action, content.leaves(of: level.id).filter { checked.contains($0.id) })
  }

  /// Shows `content` instead (after the data changed): the levels still there stay open, checks
  /// of leaves that are gone are dropped.
  public func reload(_ content: any TreeContentProvider) {
    self.content = content
    var kept = [content.root]
    for item in path.dropFirst() {
      guard
        let fresh = content.children(of: kept[kept.count - 1].id).first(where: { $0.id == item.id }
        ), !content.isLeaf(fresh.id)
      else { break }
      kept.append(fresh)
    }
    if kept.count != path.count { isEditing = false }
    path = kept
    let leaves = Set(content.leaves(of: level.id).map(\.id))
    selectedLeafIDs.removeAll { !leaves.contains($0) }
    if !showsEditControl { isEditing = false }
  }
}

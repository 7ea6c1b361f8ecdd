public import LiveryComponents
import LiveryCore
@_spi(LiveryAdapter) import LiveryRuntime

/// What a tap in a rendered tree does; a page turns each into a link (``HTMLTreeBrowser``).
public enum TreeEvent: Sendable, Hashable {
  /// A row: opens a node's level, selects a leaf, or checks a leaf in edit mode.
  case select(String)
  case back
  /// The Edit (`true`) or Done (`false`) control.
  case edit(Bool)
  /// An action button.
  case perform(String)
}

/// The level a ``TreeBrowser`` shows, as HTML components styled through the tree's keys
/// (``TreeStyles``): a navigation bar with the level's title (`TitleBarLabel`), back and
/// Edit/Done; a row per item (`UITableViewCell`, `TableViewCellValue2`) with its image, a badge
/// on nodes (`CellBadgeUnselected`, or `CellBadgeSelected` while pressed) and a disclosure or a
/// checkmark; in edit mode an action bar (`ActionBar`) with its buttons (`ActionbarButton`).
///
/// ```swift
/// let view = HTMLTreeBrowser(browser, styles: TreeStyles(theme: theme)) { event in href(for: event) }
/// applier.applyTree(view)
/// let html = HTMLRenderer.markup(of: view)
/// ```
public final class HTMLTreeBrowser: HTMLView {
  public let navigationBar: HTMLNavigationBar
  public let titleLabel: HTMLLabel
  public let table = HTMLTableView(sectionTitle: nil)
  public private(set) var cells: [HTMLTableViewCell] = []
  /// The badges of node rows, by item id.
  public private(set) var badges: [String: HTMLLabel] = [:]
  public let actionBar: HTMLView
  public private(set) var actionButtons: [HTMLButton] = []

  /// - Parameters:
  ///   - images: How items' images are shown (where named ones are found); one that cannot be
  ///     shown is a placeholder with its name.
  ///   - link: The address each event goes to, or `nil` for none (a static picture).
  public init(
    _ browser: TreeBrowser, styles: TreeStyles, images: HTMLImages = HTMLImages(),
    link: (TreeEvent) -> String? = { _ in nil }
  ) {
    let parent = browser.path.count > 1 ? browser.path[browser.path.count - 2].label : ""
    let editTitle = browser.showsEditControl ? (browser.isEditing ? "Done" : "Edit") : ""
    navigationBar = HTMLNavigationBar(
      title: "", backTitle: "‹ " + parent, rightTitle: editTitle, styleNames: styles[.navigationBar]
    )
    titleLabel = HTMLLabel(text: browser.title, styleNames: styles[.title])
    actionBar = HTMLView(type: .view, styleNames: styles[.actionBar])
    super.init(type: .view)
    element.classes.append("lv-tree")

    addSubview(navigationBar)
    navigationBar.titleElement.text = nil
    navigationBar.addSubview(titleLabel, in: navigationBar.titleElement)
    titleLabel.setAccessibilityHeading()
    // Invisible but in place, so the title stays centred at the root and on levels without Edit.
    if !browser.canGoBack { navigationBar.leftItem.element.setStyle("visibility", "hidden") }
    if editTitle.isEmpty { navigationBar.rightItem.element.setStyle("visibility", "hidden") }
    Self.wrap(
      navigationBar.leftItem.element, in: navigationBar.element,
      href: browser.canGoBack ? link(.back) : nil, event: .back)
    let editEvent = TreeEvent.edit(!browser.isEditing)
    Self.wrap(
      navigationBar.rightItem.element, in: navigationBar.element,
      href: editTitle.isEmpty ? nil : link(editEvent), event: editEvent)

    addSubview(table)
    for row in browser.rows {
      let cell = HTMLTableViewCell(text: row.item.label, detailText: nil, styleNames: styles[.cell])
      cell.element.setAttribute("data-item", row.item.id)
      if let image = row.item.image {
        // The item's image is the cell's content, as a button's image is its image view's: an
        // image the theme gives the image view still wins.
        try? HTMLApplierBuilder.show(image, in: cell.imageView.ownerImageElement, images: images)
        cell.imageView.ownerImageChanged(true)
      }
      if browser.isEditing {
        cell.accessoryElement.text = row.isSelected ? "✓" : "○"
        cell.element.setClass("lv-tree-checked", row.isSelected)
        if row.isSelected { cell.setState("selected", true) }
      } else if row.isLeaf {
        cell.accessoryElement.text = nil
      }
      let pressed = browser.highlightedID == row.item.id
      if pressed { cell.setState("highlighted", true) }
      if let text = row.badge {
        let badge = HTMLLabel(text: text, styleNames: styles[pressed ? .selectedBadge : .badge])
        badge.element.classes.append("lv-tree-badge")
        cell.addSubview(badge, in: cell.element, before: cell.accessoryElement)
        badges[row.item.id] = badge
      }
      table.addSubview(cell)
      cells.append(cell)
      Self.wrap(
        cell.element, in: table.rowsElement, href: link(.select(row.item.id)),
        event: .select(row.item.id))
    }

    addSubview(actionBar)
    actionBar.element.classes.append("lv-tree-actions")
    actionBar.isHidden = !browser.isEditing
    for action in browser.actions {
      let button = HTMLButton(title: action.label, styleNames: styles[.actionButton])
      if !browser.actionsEnabled { button.setState("disabled", true) }
      actionBar.addSubview(button)
      actionButtons.append(button)
      Self.wrap(
        button.element, in: actionBar.element,
        href: browser.actionsEnabled ? link(.perform(action.id)) : nil, event: .perform(action.id))
    }
  }

  /// Puts `element` inside a link to `href` where it stands in `container`; the link's
  /// `data-event` names the event (`back`, `edit`, `done`, `select:ID`, `perform:ID`).
  private static func wrap(
    _ element: HTMLElement, in container: HTMLElement, href: String?, event: TreeEvent
  ) {
    guard let href, let index = container.children.firstIndex(where: { $0 === element }) else {
      return
    }
    let anchor = HTMLElement("a", classes: ["lv-link"], children: [element])
    anchor.setAttribute("href", href)
    switch event {
    case .select(let id): anchor.setAttribute("data-event", "select:" + id)
    case .back: anchor.setAttribute("data-event", "back")
    case .edit(let on): anchor.setAttribute("data-event", on ? "edit" : "done")
    case .perform(let id): anchor.setAttribute("data-event", "perform:" + id)
    }
    container.children[index] = anchor
  }
}

extension HTMLLabel {
  /// Marks the label as the heading of what follows (MAF read the title as "<label>, Heading").
  func setAccessibilityHeading() {
    element.setAttribute("role", "heading")
    element.setAttribute("aria-level", "1")
  }
}

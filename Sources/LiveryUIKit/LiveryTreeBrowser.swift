// iOS and Mac Catalyst (tvOS has no UISlider, UISwitch, UIStepper or UIToolbar; visionOS delivers
// traits otherwise: neither is supported yet); the Apple surface check compiles it on Linux.
#if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
public import LiveryComponents
import LiveryCore
public import LiveryRuntime
public import UIKit

/// The tree browser (tree-browser.md) as UIKit: a navigation controller of list levels over a
/// ``TreeBrowser`` — the model every adapter shares — styled through the tree's keys
/// (``TreeStyles``: `UINavigationBar`, `TitleBarLabel`, `UITableViewCell`/`TableViewCellValue2`,
/// `CellBadgeUnselected`/`CellBadgeSelected`, `UIToolBar`, `ActionBar`, `ActionbarButton`), with
/// MAF's factory shape: the content provider is the browser's, the item delegate its leaf and
/// action handlers, and the cell delegate ``configureCell``.
///
/// ```swift
/// let browser = TreeBrowser(content: content) { leaf in open(leaf) }
/// let tree = LiveryTreeBrowserController(browser, styles: TreeStyles(theme: store.theme))
/// present(tree, animated: true)             // styled by the window's applier (or `applier`)
/// ```
///
/// A node's row opens its level (pushed); back — the button or the swipe — goes up in the model
/// too. On a level with leaves in action mode, Edit shows the leaves with checkmarks and the
/// actions in the toolbar, enabled once a leaf is checked.
@MainActor
public final class LiveryTreeBrowserController: UINavigationController,
  UINavigationControllerDelegate
{
  public let browser: TreeBrowser
  public private(set) var styles: TreeStyles
  /// The cell delegate: called for each row's cell after Livery set it up, before it is styled.
  public var configureCell: ((LiveryTreeCell, TreeRow) -> Void)?
  /// The applier that styles the browser's views; `nil`: the one installed in its window.
  public var applier: ThemeApplier?
  let images: ThemeImages

  /// - Parameters:
  ///   - images: Where items' images are found (the rules every adapter shares; then the app's
  ///     asset catalog).
  public init(_ browser: TreeBrowser, styles: TreeStyles, images: ThemeImages = ThemeImages()) {
    self.browser = browser
    self.styles = styles
    self.images = images
    super.init(nibName: nil, bundle: nil)
    delegate = self
    navigationBar.livery.styleNames = styles[.navigationBar]
    toolbar.livery.styleNames = styles[.toolbar] + styles[.actionBar]
    // The levels already open in the model, the root first.
    setViewControllers(
      browser.path.indices.map { TreeLevelController(owner: self, depth: $0) }, animated: false)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  /// The applier in use: the one given, or the window's.
  var activeApplier: ThemeApplier? {
    applier ?? view.window.flatMap { ThemeApplier.installed(in: $0) }
  }

  /// Takes the style names of another theme's keys (after a theme switch) and shows the level
  /// again.
  public func restyle(with styles: TreeStyles) {
    self.styles = styles
    navigationBar.livery.styleNames = styles[.navigationBar]
    toolbar.livery.styleNames = styles[.toolbar] + styles[.actionBar]
    (topViewController as? TreeLevelController)?.show()
  }

  /// Shows what the model says after the app changed it (`browser.reload(_:)`): the open levels
  /// that are gone are closed.
  public func showModel() {
    let levels = viewControllers.prefix(browser.path.count)
    if levels.count < viewControllers.count {
      setViewControllers(Array(levels), animated: true)
    }
    (topViewController as? TreeLevelController)?.show()
  }

  /// A tap on a row: the model decides; a node's level is pushed.
  func select(_ row: TreeRow) {
    let depth = browser.path.count
    browser.select(row.item.id)
    if browser.path.count > depth {
      pushViewController(TreeLevelController(owner: self, depth: depth), animated: true)
    } else {
      (topViewController as? TreeLevelController)?.show()
    }
  }

  // The user went back (button or swipe): the model goes up to the level shown.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    guard let level = viewController as? TreeLevelController else { return }
    while browser.path.count - 1 > level.depth { browser.back() }
    level.show()
  }
}

/// One level of the tree: its rows, its title, Edit and the actions.
@MainActor
final class TreeLevelController: UITableViewController {
  unowned let owner: LiveryTreeBrowserController
  let depth: Int
  private var rows: [TreeRow] = []
  private let titleLabel = UILabel()

  init(owner: LiveryTreeBrowserController, depth: Int) {
    self.owner = owner
    self.depth = depth
    super.init(style: .plain)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  private var browser: TreeBrowser { owner.browser }
  /// Whether this level is the one the model shows.
  private var isCurrent: Bool { browser.path.count - 1 == depth }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if isCurrent { show() }
  }

  /// Shows the model's level: rows, title, Edit/Done and the action toolbar, and styles them.
  func show() {
    guard isCurrent else { return }
    let browser = self.browser
    rows = browser.rows
    titleLabel.text = browser.title
    titleLabel.livery.styleNames = owner.styles[.title]
    titleLabel.sizeToFit()
    navigationItem.titleView = titleLabel
    navigationItem.rightBarButtonItem =
      browser.showsEditControl
      ? UIBarButtonItem(
        title: browser.isEditing ? "Done" : "Edit", image: nil,
        primaryAction: UIAction { [weak self] _ in self?.toggleEditing() }, menu: nil)
      : nil
    toolbarItems = browser.actions.map { action in
      let item = UIBarButtonItem(
        title: action.label, image: nil,
        primaryAction: UIAction { [weak self] _ in self?.owner.browser.perform(action.id) },
        menu: nil)
      item.isEnabled = browser.actionsEnabled
      item.livery.styleNames = owner.styles[.actionButton]
      return item
    }
    owner.setToolbarHidden(!browser.isEditing, animated: true)
    tableView.reloadData()
    if let applier = owner.activeApplier {
      applier.applyTree(titleLabel)
      applier.applyTree(owner.navigationBar)
      applier.applyTree(owner.toolbar)
      for item in toolbarItems ?? [] { applier.apply(to: item) }
    }
  }

  private func toggleEditing() {
    browser.setEditing(!browser.isEditing)
    show()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let row = rows[indexPath.row]
    let cell = LiveryTreeCell(reuseIdentifier: nil)
    cell.livery.styleNames = owner.styles[.cell]
    cell.textLabel?.text = row.item.label
    if let image = row.item.image {
      cell.imageView?.image = try? UIImage.livery(image, images: owner.images)
    }
    cell.hasChildren = !row.isLeaf && !browser.isEditing
    cell.badgeText = row.badge
    cell.badge.livery.styleNames =
      owner.styles[browser.highlightedID == row.item.id ? .selectedBadge : .badge]
    cell.accessoryType = browser.isEditing && row.isSelected ? .checkmark : .none
    owner.configureCell?(cell, row)
    if let applier = owner.activeApplier {
      applier.applyTree(cell)
      // The badge sits in the accessory view, which UIKit makes a subview only at layout.
      applier.applyTree(cell.badge)
    }
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    owner.select(rows[indexPath.row])
  }

  // A pressed node row's badge takes the selected style (MAF's CellBadgeSelected).
  override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    pressed(indexPath, true)
  }

  override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    pressed(indexPath, false)
  }

  private func pressed(_ indexPath: IndexPath, _ isPressed: Bool) {
    let row = rows[indexPath.row]
    browser.highlight(isPressed ? row.item.id : nil)
    guard let cell = tableView.cellForRow(at: indexPath) as? LiveryTreeCell else { return }
    cell.badge.livery.styleNames = owner.styles[isPressed ? .selectedBadge : .badge]
    owner.activeApplier?.apply(to: cell.badge)
  }
}
#endif

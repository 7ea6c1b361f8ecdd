#if canImport(UIKit) && !os(watchOS)  // watchOS has UIKit's colours and fonts, but no UIView
public import UIKit

/// A table row holding a control beside its text (MAF's `TableViewCellWithControl`): the control
/// is the cell's accessory view, and the catalog's parts (`button`, `textField`, `switch`,
/// `label`) style it through the cell's style.
///
/// ```swift
/// let cell = LiveryControlCell(reuseIdentifier: "toggle")
/// cell.textLabel?.text = "Notifications"
/// cell.control = UISwitch()
/// ```
@MainActor
open class LiveryControlCell: UITableViewCell {
  /// The control the row holds (shown as its accessory view).
  public var control: UIView? {
    get { accessoryView }
    set { accessoryView = newValue }
  }

  public init(reuseIdentifier: String?) {
    super.init(style: .default, reuseIdentifier: reuseIdentifier)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// A row of the tree browser (tree-browser.md): indented by its depth, with a disclosure image
/// that shows whether its children are open. The theme's `indentationWidth`, `disclosureColor`,
/// `expandedImage` and `collapsedImage` style it; without images it shows the system chevrons.
@MainActor
open class LiveryTreeCell: UITableViewCell {
  /// The disclosure image, the cell's accessory view.
  public let disclosure = UIImageView()
  /// Whether the row's children are shown.
  public var isExpanded = false {
    didSet { showDisclosure() }
  }
  /// Whether the row has children (no disclosure image without).
  public var hasChildren = true {
    didSet { showDisclosure() }
  }
  /// The image for an open row (`nil`: the system's chevron down).
  public var expandedImage: UIImage? {
    didSet { showDisclosure() }
  }
  /// The image for a closed row (`nil`: the system's chevron forward).
  public var collapsedImage: UIImage? {
    didSet { showDisclosure() }
  }

  public init(reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    accessoryView = disclosure
    showDisclosure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    accessoryView = disclosure
    showDisclosure()
  }

  private func showDisclosure() {
    disclosure.isHidden = !hasChildren
    disclosure.image =
      isExpanded
      ? expandedImage ?? UIImage(systemName: "chevron.down")
      : collapsedImage ?? UIImage(systemName: "chevron.forward")
    disclosure.sizeToFit()
  }
}
#endif

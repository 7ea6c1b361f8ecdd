// iOS and Mac Catalyst (tvOS has no UISlider, UISwitch, UIStepper or UIToolbar; visionOS delivers
// traits otherwise: neither is supported yet); the Apple surface check compiles it on Linux.
#if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
public import UIKit

/// A table row holding a control beside its text and detail (MAF's `TableViewCellWithControl`):
/// the control is the cell's accessory view, and the catalog's parts (`button`, `textField`,
/// `switch`, `label`) style it through the cell's style.
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
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// A row of the tree browser (tree-browser.md): its badge (the number of leaves below a node)
/// and a disclosure image that shows whether its children are open, as its accessory. The
/// theme's `indentationWidth`, `disclosureColor`, `expandedImage` and `collapsedImage` style it;
/// without images it shows the system chevrons.
@MainActor
open class LiveryTreeCell: UITableViewCell {
  /// The disclosure image.
  public let disclosure = UIImageView()
  /// The badge (hidden without text); styled as its own label (MAF's `CellBadgeUnselected`).
  public let badge = UILabel()
  private lazy var accessories = UIStackView(arrangedSubviews: [badge, disclosure])
  /// Whether the row's children are shown.
  public var isExpanded = false {
    didSet {
      showDisclosure()
      StateFollower.syncNow(self)  // the theme's `expanded` values
    }
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
    setUpAccessories()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpAccessories()
  }

  private func setUpAccessories() {
    accessories.axis = .horizontal
    accessories.spacing = 8
    accessories.alignment = .center
    accessoryView = accessories
    showDisclosure()
  }

  /// The badge's text (`nil`: no badge).
  public var badgeText: String? {
    get { badge.text }
    set {
      badge.text = newValue
      badge.isHidden = newValue == nil
      fitAccessories()
    }
  }

  open override var accessoryType: UITableViewCell.AccessoryType {
    didSet {
      // A checkmark (edit mode) replaces the badge and disclosure.
      accessoryView = accessoryType == .none ? accessories : nil
    }
  }

  private func showDisclosure() {
    disclosure.isHidden = !hasChildren
    disclosure.image =
      isExpanded
      ? expandedImage ?? UIImage(systemName: "chevron.down")
      : collapsedImage ?? UIImage(systemName: "chevron.forward")
    disclosure.sizeToFit()
    fitAccessories()
  }

  /// An accessory view is shown at its frame's size: the stack's fitting size.
  private func fitAccessories() {
    accessories.frame.size = accessories.systemLayoutSizeFitting(
      UIView.layoutFittingCompressedSize)
  }
}
#endif

// A stub of UIKit's image views, tables and cells: only what LiveryUIKit calls, transcribed from
// Apple's documentation (the page is named above each declaration, with the availability it
// gives).

/// https://developer.apple.com/documentation/uikit/uiimageview — iOS 2.0+
@MainActor
open class UIImageView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiimageview/image — iOS 2.0+
  open var image: UIImage?
  /// https://developer.apple.com/documentation/uikit/uiimageview/highlightedimage — iOS 3.0+
  open var highlightedImage: UIImage?
}

/// https://developer.apple.com/documentation/uikit/uitableview — iOS 2.0+
@MainActor
open class UITableView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uitableview/backgroundview — iOS 3.2+
  open var backgroundView: UIView?
  /// https://developer.apple.com/documentation/uikit/uitableview/separatorcolor — iOS 2.0+
  open var separatorColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uitableview/separatorstyle — iOS 2.0+
  open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
  /// https://developer.apple.com/documentation/uikit/uitableview/separatorinset — iOS 7.0+
  open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
  /// https://developer.apple.com/documentation/uikit/uitableview/rowheight — iOS 2.0+
  /// (default automaticDimension, -1)
  open var rowHeight: CGFloat = -1
  /// https://developer.apple.com/documentation/uikit/uitableview/sectionheaderheight — iOS 2.0+
  open var sectionHeaderHeight: CGFloat = -1

  /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum — iOS 2.0+
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  weak var stubController: UITableViewController?
  var stubSelfSizing = SelfSizingInvalidation.enabled
  private var cells: [IndexPath: UITableViewCell] = [:]

  /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata() — iOS 2.0+
  /// (The stub asks its controller for every row's cell at once.)
  open func reloadData() {
    cells = [:]
    guard let controller = stubController else { return }
    for row in 0..<controller.tableView(self, numberOfRowsInSection: 0) {
      let path = IndexPath(row: row, section: 0)
      cells[path] = controller.tableView(self, cellForRowAt: path)
    }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:) — iOS 2.0+
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { cells[indexPath] }

  /// https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:) — iOS 2.0+
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uicontentconfiguration — iOS 14.0+
public protocol UIContentConfiguration {}

/// https://developer.apple.com/documentation/uikit/uicellconfigurationstate — iOS 14.0+
public struct UICellConfigurationState: Sendable {
  /// https://developer.apple.com/documentation/uikit/uicellconfigurationstate/isselected — iOS 14.0+
  public var isSelected = false
  /// https://developer.apple.com/documentation/uikit/uicellconfigurationstate/ishighlighted — iOS 14.0+
  public var isHighlighted = false
  /// https://developer.apple.com/documentation/uikit/uicellconfigurationstate/isediting — iOS 14.0+
  public var isEditing = false
  /// https://developer.apple.com/documentation/uikit/uicellconfigurationstate/isdisabled — iOS 14.0+
  public var isDisabled = false
  /// https://developer.apple.com/documentation/uikit/uicellconfigurationstate/isfocused — iOS 14.0+
  public var isFocused = false
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell — iOS 2.0+
@MainActor
open class UITableViewCell: UIView {
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle — iOS 2.0+
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle — iOS 2.0+
  /// (singleLineEtched: deprecated since iOS 11, not declared here)
  public enum SeparatorStyle: Int, Sendable {
    case none, singleLine
  }

  private let style: CellStyle
  private let ownContentView = UIView()
  private lazy var ownTextLabel = UILabel()
  private lazy var ownDetailTextLabel = UILabel()
  private lazy var ownImageView = UIImageView()

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:) — iOS 3.0+
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    super.init(frame: .zero)
    addSubview(ownContentView)
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:) — iOS 2.0+
  public required init?(coder: NSCoder) {
    style = .default
    super.init(coder: coder)
    addSubview(ownContentView)
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentview — iOS 2.0+
  open var contentView: UIView { ownContentView }
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel — iOS 3.0+
  /// (to be deprecated: "use UIListContentConfiguration instead"; no warning yet)
  open var textLabel: UILabel? { ownTextLabel }
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel — iOS 3.0+
  /// (nil for the default style, which has no detail)
  open var detailTextLabel: UILabel? { style == .default ? nil : ownDetailTextLabel }
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/imageview — iOS 3.0+
  open var imageView: UIImageView? { ownImageView }
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration — iOS 14.0+
  open var contentConfiguration: (any UIContentConfiguration)?
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectedbackgroundview — iOS 2.0+
  open var selectedBackgroundView: UIView?
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundview — iOS 2.0+
  open var backgroundView: UIView?
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview — iOS 2.0+
  open var accessoryView: UIView?
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype — iOS 2.0+
  open var accessoryType = AccessoryType.none

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum — iOS 2.0+
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/indentationwidth — iOS 2.0+
  /// (default 10)
  open var indentationWidth: CGFloat = 10

  var stubSelectionStyle = SelectionStyle.default

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/isselected — iOS 2.0+
  open var isSelected = false { didSet { stubStateChanged() } }
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/ishighlighted — iOS 2.0+
  open var isHighlighted = false { didSet { stubStateChanged() } }
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/isediting — iOS 2.0+
  open var isEditing = false { didSet { stubStateChanged() } }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/configurationupdatehandler-swift.typealias — iOS 15.0+
  public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/configurationupdatehandler-swift.property — iOS 15.0+
  /// (UIKit calls it when the cell's state changes, at its next update; the stub at once.)
  open var configurationUpdateHandler: ConfigurationUpdateHandler?

  private func stubStateChanged() {
    configurationUpdateHandler?(
      self,
      UICellConfigurationState(
        isSelected: isSelected, isHighlighted: isHighlighted, isEditing: isEditing))
  }
}

// A stub of UIKit's view controllers, navigation and stack views: only what LiveryUIKit calls,
// transcribed from Apple's documentation (the page is named above each declaration, with the
// availability it gives). A table asks its controller for its rows and cells when it reloads (as
// UIKit asks its data source, for the rows it shows: here every row); a navigation controller
// tells its delegate which controller it shows after a push or a pop.

extension IndexPath {
  /// https://developer.apple.com/documentation/foundation/indexpath/row — iOS 2.0+ (UIKit's)
  public var row: Int { self[1] }
  /// https://developer.apple.com/documentation/foundation/indexpath/section — iOS 2.0+ (UIKit's)
  public var section: Int { self[0] }

  /// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:) — iOS 2.0+
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }
}

/// https://developer.apple.com/documentation/uikit/uiaction — iOS 14.0+
@MainActor
open class UIAction: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiactionhandler — iOS 14.0+
  public typealias Handler = (UIAction) -> Void
  let handler: Handler

  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:) — iOS 14.0+
  /// (every other parameter has a default)
  public init(title: String = "", handler: @escaping Handler) {
    self.handler = handler
  }

  /// Stub-only: what UIKit does when the user chooses the action.
  public func stubPerform() { handler(self) }
}

/// https://developer.apple.com/documentation/uikit/uimenu — iOS 13.0+
@MainActor
open class UIMenu: NSObject {}

extension UIBarButtonItem {
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:) — iOS 14.0+
  public convenience init(title: String?, image: UIImage?, primaryAction: UIAction?, menu: UIMenu?)
  {
    self.init()
    self.title = title
    self.primaryAction = primaryAction
  }
}

/// https://developer.apple.com/documentation/uikit/uistackview — iOS 9.0+
@MainActor
open class UIStackView: UIView {
  /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:) — iOS 9.0+
  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    for view in views { addSubview(view) }
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// https://developer.apple.com/documentation/uikit/uistackview/axis — iOS 9.0+
  open var axis = NSLayoutConstraint.Axis.horizontal
  /// https://developer.apple.com/documentation/uikit/uistackview/spacing — iOS 9.0+
  open var spacing: CGFloat = 0
  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property — iOS 9.0+
  open var alignment = Alignment.fill
  var stubDistribution = Distribution.fill

  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum — iOS 9.0+
  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
  }
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint — iOS 6.0+
@MainActor
open class NSLayoutConstraint: NSObject {
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis — iOS 6.0+
  public enum Axis: Int, Sendable {
    case horizontal, vertical
  }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller — iOS 2.0+
@MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  private let item = UINavigationItem()
  weak var stubNavigationController: UINavigationController?
  var stubTabBarItem: UITabBarItem?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:) — iOS 2.0+
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// https://developer.apple.com/documentation/objectivec/nsobject/init() — iOS 2.0+
  /// (for a view controller: `init(nibName: nil, bundle: nil)`)
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title — iOS 2.0+
  open var title: String?
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded — iOS 3.0+
  open var isViewLoaded: Bool { loadedView != nil }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) — iOS 2.0+
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view — iOS 2.0+
  /// (loaded on first use: `loadView()`, then `viewDidLoad()`)
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! {
    get {
      if let loadedView { return loadedView }
      loadView()
      viewDidLoad()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview() — iOS 2.0+
  open func loadView() {
    loadedView = UIView(frame: .zero)
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload() — iOS 2.0+
  open func viewDidLoad() {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:) — iOS 2.0+
  open func viewWillAppear(_ animated: Bool) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:) — iOS 2.0+
  open func viewDidAppear(_ animated: Bool) {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem — iOS 2.0+
  open var navigationItem: UINavigationItem { item }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/toolbaritems — iOS 3.0+
  open var toolbarItems: [UIBarButtonItem]?
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller — iOS 2.0+
  open var navigationController: UINavigationController? { stubNavigationController }
}

/// https://developer.apple.com/documentation/uikit/uitableviewcontroller — iOS 2.0+
/// (It is its table's data source and delegate; a subclass overrides their methods.)
@MainActor
open class UITableViewController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uitableview/style — iOS 2.0+
  private let style: UITableView.Style

  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:) — iOS 2.0+
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  open override func loadView() {
    let table = UITableView(frame: .zero)
    table.stubController = self
    view = table
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview — iOS 2.0+
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:) — iOS 2.0+
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:) — iOS 2.0+
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:) — iOS 2.0+
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:) — iOS 2.0+
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:) — iOS 2.0+
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didhighlightrowat:) — iOS 6.0+
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didunhighlightrowat:) — iOS 6.0+
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate — iOS 2.0+
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:) — iOS 2.0+
  /// (optional in UIKit)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller — iOS 2.0+
@MainActor
open class UINavigationController: UIViewController {
  private var stack: [UIViewController] = []
  private let bar = UINavigationBar(frame: .zero)
  private let ownToolbar = UIToolbar(frame: .zero)

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate — iOS 2.0+
  open weak var delegate: (any UINavigationControllerDelegate)?
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar — iOS 2.0+
  open var navigationBar: UINavigationBar { bar }
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/toolbar — iOS 3.0+
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var toolbar: UIToolbar! { ownToolbar }
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/istoolbarhidden — iOS 3.0+
  open var isToolbarHidden = true
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers — iOS 2.0+
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller — iOS 2.0+
  open var topViewController: UIViewController? { stack.last }

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:) — iOS 3.0+
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    stack = viewControllers
    for controller in stack { controller.stubNavigationController = self }
    stubShowTop(animated)
  }

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:) — iOS 2.0+
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    viewController.stubNavigationController = self
    stack.append(viewController)
    stubShowTop(animated)
  }

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:) — iOS 2.0+
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    let popped = stack.removeLast()
    stubShowTop(animated)
    return popped
  }

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/settoolbarhidden(_:animated:) — iOS 3.0+
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    isToolbarHidden = hidden
  }

  /// The top controller appears, then the delegate hears of it.
  private func stubShowTop(_ animated: Bool) {
    guard let top = stack.last else { return }
    _ = top.view
    top.viewWillAppear(animated)
    delegate?.navigationController(self, didShow: top, animated: animated)
  }
}

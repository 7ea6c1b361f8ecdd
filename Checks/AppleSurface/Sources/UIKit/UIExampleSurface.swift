// A stub of the UIKit API the example app (Examples/UIKitExample.swiftpm) calls beyond what
// LiveryUIKit calls: tab bars, layout anchors, and the controls' own values. Transcribed from
// Apple's documentation (the page is named above each declaration, with the availability it
// gives); stored values stand in for drawing and layout.

/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate — iOS 2.0+
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:) — iOS 2.0+
  /// (optional in UIKit)
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller — iOS 2.0+
@MainActor
open class UITabBarController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate — iOS 2.0+
  open weak var delegate: (any UITabBarControllerDelegate)?
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers — iOS 2.0+
  open var viewControllers: [UIViewController]?
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex — iOS 2.0+
  open var selectedIndex = 0
}

/// https://developer.apple.com/documentation/uikit/uitabbaritem — iOS 2.0+
@MainActor
open class UITabBarItem: UIBarItem {
  /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:) — iOS 2.0+
  public init(title: String?, image: UIImage?, tag: Int) {
    super.init()
    self.title = title
  }
}

extension UIViewController {
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem — iOS 2.0+
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  public var tabBarItem: UITabBarItem! {
    get { stubTabBarItem }
    set { stubTabBarItem = newValue }
  }
}

extension UINavigationController {
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:) — iOS 2.0+
  public convenience init(rootViewController: UIViewController) {
    self.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor — iOS 9.0+
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:) — iOS 9.0+
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor — iOS 9.0+
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor — iOS 9.0+
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

extension NSLayoutConstraint {
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:) — iOS 8.0+
  public class func activate(_ constraints: [NSLayoutConstraint]) {}
}

/// https://developer.apple.com/documentation/uikit/uilayoutguide — iOS 9.0+
@MainActor
open class UILayoutGuide: NSObject {
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor — iOS 9.0+
  public let leadingAnchor = NSLayoutXAxisAnchor()
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor — iOS 9.0+
  public let trailingAnchor = NSLayoutXAxisAnchor()
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor — iOS 9.0+
  public let topAnchor = NSLayoutYAxisAnchor()
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor — iOS 9.0+
  public let bottomAnchor = NSLayoutYAxisAnchor()
}

extension UIView {
  /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints — iOS 6.0+
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { stubTranslatesMask }
    set { stubTranslatesMask = newValue }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/leadinganchor — iOS 9.0+
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uiview/trailinganchor — iOS 9.0+
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uiview/topanchor — iOS 9.0+
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uiview/bottomanchor — iOS 9.0+
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide — iOS 9.0+
  public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
}

extension UIStackView {
  /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum — iOS 9.0+
  public enum Distribution: Int, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.property — iOS 9.0+
  public var distribution: Distribution {
    get { stubDistribution }
    set { stubDistribution = newValue }
  }
}

extension UITableViewCell {
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum — iOS 2.0+
  public enum SelectionStyle: Int, Sendable {
    case none, blue, gray
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/default — iOS 7.0+
    case `default`
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property — iOS 2.0+
  public var selectionStyle: SelectionStyle {
    get { stubSelectionStyle }
    set { stubSelectionStyle = newValue }
  }
}

extension UITableView {
  /// https://developer.apple.com/documentation/uikit/uitableview/selfsizinginvalidation-swift.enum — iOS 16.0+
  public enum SelfSizingInvalidation: Int, Sendable {
    case disabled, enabled, enabledIncludingConstraints
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/selfsizinginvalidation-swift.property — iOS 16.0+
  public var selfSizingInvalidation: SelfSizingInvalidation {
    get { stubSelfSizing }
    set { stubSelfSizing = newValue }
  }
}

extension UIFont {
  /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:) — iOS 7.0+
  /// (the style's size at the default text size)
  public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    systemFont(ofSize: 17, weight: .regular)
  }
}

extension UIButton {
  /// https://developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:) — iOS 15.0+
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    self.init(frame: .zero)
    self.configuration = configuration
  }
}

extension UIButton.Configuration {
  /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title — iOS 15.0+
  public var title: String? {
    get { stubTitle }
    set { stubTitle = newValue }
  }
}

extension UISwitch {
  /// https://developer.apple.com/documentation/uikit/uiswitch/ison — iOS 2.0+
  public var isOn: Bool {
    get { isSelected }
    set { isSelected = newValue }
  }
}

extension UISlider {
  /// https://developer.apple.com/documentation/uikit/uislider/value — iOS 2.0+
  public var value: Float {
    get { stubValue }
    set { stubValue = newValue }
  }
}

extension UIProgressView {
  /// https://developer.apple.com/documentation/uikit/uiprogressview/style — iOS 2.0+
  public enum Style: Int, Sendable {
    case `default`, bar
  }

  /// https://developer.apple.com/documentation/uikit/uiprogressview/init(progressviewstyle:) — iOS 2.0+
  public convenience init(progressViewStyle style: UIProgressView.Style) {
    self.init(frame: .zero)
  }

  /// https://developer.apple.com/documentation/uikit/uiprogressview/progress — iOS 2.0+
  public var progress: Float {
    get { stubProgress }
    set { stubProgress = newValue }
  }
}

extension UISegmentedControl {
  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(items:) — iOS 2.0+
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
  }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex — iOS 2.0+
  public var selectedSegmentIndex: Int {
    get { stubSelectedSegment }
    set { stubSelectedSegment = newValue }
  }
}

extension UIActivityIndicatorView {
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum — iOS 2.0+
  /// (medium and large: iOS 13.0+)
  public enum Style: Int, Sendable {
    case medium = 100
    case large = 101
  }

  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:) — iOS 13.0+
  public convenience init(style: UIActivityIndicatorView.Style) {
    self.init(frame: .zero)
  }

  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating() — iOS 2.0+
  public func startAnimating() {}
}

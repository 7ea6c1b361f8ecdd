// A stub of UIKit's bars, their appearance objects and bar items: only what LiveryUIKit calls,
// transcribed from Apple's documentation (the page is named above each declaration, with the
// availability it gives). A bar copies an appearance when it is assigned, as UIKit does
// (`@property (copy)`), so changing the object afterwards changes nothing on the bar.

/// https://developer.apple.com/documentation/uikit/uibarstyle — iOS 2.0+
/// (blackTranslucent and blackOpaque: deprecated since iOS 7, not declared here)
public enum UIBarStyle: Int, Sendable {
  case `default`, black
}

/// https://developer.apple.com/documentation/uikit/uioffset — iOS 5.0+
public struct UIOffset: Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat

  /// https://developer.apple.com/documentation/uikit/uioffset/init(horizontal:vertical:) — iOS 5.0+
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// https://developer.apple.com/documentation/uikit/uioffset/zero — iOS 5.0+
  public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

/// https://developer.apple.com/documentation/uikit/uibarmetrics — iOS 5.0+
public enum UIBarMetrics: Int, Sendable {
  case `default`, compact
}

/// https://developer.apple.com/documentation/uikit/uibarappearance — iOS 13.0+
@MainActor
open class UIBarAppearance: NSObject, NSCopying {
  /// Stub-only: how the background was last configured ("default", "opaque").
  public private(set) var stubBackground = "default"

  /// https://developer.apple.com/documentation/uikit/uibarappearance/init() — iOS 13.0+
  public required override init() {}

  /// https://developer.apple.com/documentation/uikit/uibarappearance/copy() — iOS 13.0+
  /// (NSCopying: a new appearance with the same values)
  nonisolated public func copy(with zone: NSZone? = nil) -> Any {
    MainActor.assumeIsolated { self.copied() }
  }

  /// The copy, made by each class for its own properties.
  func copied() -> UIBarAppearance {
    let copy = type(of: self).init()
    copy.stubBackground = stubBackground
    copy.backgroundColor = backgroundColor
    copy.backgroundImage = backgroundImage
    copy.shadowImage = shadowImage
    return copy
  }

  /// https://developer.apple.com/documentation/uikit/uibarappearance/configurewithdefaultbackground() — iOS 13.0+
  /// (resets the background and shadow to the system's translucent ones)
  open func configureWithDefaultBackground() {
    stubBackground = "default"
    backgroundColor = nil
    backgroundImage = nil
    shadowImage = nil
  }

  /// https://developer.apple.com/documentation/uikit/uibarappearance/configurewithopaquebackground() — iOS 13.0+
  /// (resets the background and shadow to opaque ones from the current theme)
  open func configureWithOpaqueBackground() {
    stubBackground = "opaque"
    backgroundColor = nil
    backgroundImage = nil
    shadowImage = nil
  }

  /// https://developer.apple.com/documentation/uikit/uibarappearance/configurewithtransparentbackground() — iOS 13.0+
  /// (no background and no shadow)
  open func configureWithTransparentBackground() {
    stubBackground = "transparent"
    backgroundColor = nil
    backgroundImage = nil
    shadowImage = nil
  }

  /// https://developer.apple.com/documentation/uikit/uibarappearance/backgroundcolor — iOS 13.0+
  open var backgroundColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uibarappearance/backgroundimage — iOS 13.0+
  open var backgroundImage: UIImage?
  /// https://developer.apple.com/documentation/uikit/uibarappearance/shadowimage — iOS 13.0+
  open var shadowImage: UIImage?
}

/// https://developer.apple.com/documentation/uikit/uinavigationbarappearance — iOS 13.0+
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// https://developer.apple.com/documentation/uikit/uinavigationbarappearance/titletextattributes — iOS 13.0+
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// https://developer.apple.com/documentation/uikit/uinavigationbarappearance/titlepositionadjustment — iOS 13.0+
  open var titlePositionAdjustment = UIOffset.zero

  override func copied() -> UIBarAppearance {
    // swift-format-ignore: NeverForceUnwrap
    let copy = super.copied() as! UINavigationBarAppearance
    copy.titleTextAttributes = titleTextAttributes
    copy.titlePositionAdjustment = titlePositionAdjustment
    return copy
  }
}

/// https://developer.apple.com/documentation/uikit/uitoolbarappearance — iOS 13.0+
@MainActor
open class UIToolbarAppearance: UIBarAppearance {}

/// https://developer.apple.com/documentation/uikit/uitabbaritemstateappearance — iOS 13.0+
@MainActor
open class UITabBarItemStateAppearance: NSObject {
  /// https://developer.apple.com/documentation/uikit/uitabbaritemstateappearance/titletextattributes — iOS 13.0+
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// https://developer.apple.com/documentation/uikit/uitabbaritemstateappearance/iconcolor — iOS 13.0+
  open var iconColor: UIColor?
}

/// https://developer.apple.com/documentation/uikit/uitabbaritemappearance — iOS 13.0+
@MainActor
open class UITabBarItemAppearance: NSObject {
  /// https://developer.apple.com/documentation/uikit/uitabbaritemappearance/normal — iOS 13.0+
  public let normal = UITabBarItemStateAppearance()
  /// https://developer.apple.com/documentation/uikit/uitabbaritemappearance/selected — iOS 13.0+
  public let selected = UITabBarItemStateAppearance()

  func copied() -> UITabBarItemAppearance {
    let copy = UITabBarItemAppearance()
    for (from, to) in [(normal, copy.normal), (selected, copy.selected)] {
      to.titleTextAttributes = from.titleTextAttributes
      to.iconColor = from.iconColor
    }
    return copy
  }
}

/// https://developer.apple.com/documentation/uikit/uitabbarappearance — iOS 13.0+
@MainActor
open class UITabBarAppearance: UIBarAppearance {
  /// https://developer.apple.com/documentation/uikit/uitabbarappearance/stackedlayoutappearance — iOS 13.0+
  open var stackedLayoutAppearance = UITabBarItemAppearance()
  /// https://developer.apple.com/documentation/uikit/uitabbarappearance/inlinelayoutappearance — iOS 13.0+
  open var inlineLayoutAppearance = UITabBarItemAppearance()
  /// https://developer.apple.com/documentation/uikit/uitabbarappearance/compactinlinelayoutappearance — iOS 13.0+
  open var compactInlineLayoutAppearance = UITabBarItemAppearance()
  /// https://developer.apple.com/documentation/uikit/uitabbarappearance/selectionindicatorimage — iOS 13.0+
  open var selectionIndicatorImage: UIImage?

  override func copied() -> UIBarAppearance {
    // swift-format-ignore: NeverForceUnwrap
    let copy = super.copied() as! UITabBarAppearance
    copy.stackedLayoutAppearance = stackedLayoutAppearance.copied()
    copy.inlineLayoutAppearance = inlineLayoutAppearance.copied()
    copy.compactInlineLayoutAppearance = compactInlineLayoutAppearance.copied()
    copy.selectionIndicatorImage = selectionIndicatorImage
    return copy
  }
}

/// https://developer.apple.com/documentation/uikit/uibaritem — iOS 2.0+
@MainActor
open class UIBarItem: NSObject {
  private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// https://developer.apple.com/documentation/uikit/uibaritem/title — iOS 2.0+
  open var title: String?
  /// https://developer.apple.com/documentation/uikit/uibaritem/isenabled — iOS 2.0+
  open var isEnabled = true

  public override init() {}

  /// https://developer.apple.com/documentation/uikit/uibaritem/settitletextattributes(_:for:) — iOS 5.0+
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    self.attributes[state.rawValue] = attributes
  }

  /// https://developer.apple.com/documentation/uikit/uibaritem/titletextattributes(for:) — iOS 5.0+
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    attributes[state.rawValue]
  }
}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem — iOS 2.0+
@MainActor
open class UIBarButtonItem: UIBarItem {
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum — iOS 2.0+
  /// (bordered: deprecated since iOS 8, not declared here)
  public enum Style: Int, Sendable {
    case plain
    case done = 2
  }

  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.property — iOS 2.0+
  open var style = Style.plain
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction — iOS 14.0+
  open var primaryAction: UIAction?
  var stubTint: UIColor?
  var stubBackgrounds: [String: UIImage] = [:]
}

/// https://developer.apple.com/documentation/uikit/uinavigationitem — iOS 2.0+
@MainActor
open class UINavigationItem: NSObject {
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitems — iOS 5.0+
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems — iOS 5.0+
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem — iOS 2.0+
  /// (the first of rightBarButtonItems)
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/titleview — iOS 2.0+
  open var titleView: UIView?
}

/// https://developer.apple.com/documentation/uikit/uinavigationbar — iOS 2.0+
@MainActor
open class UINavigationBar: UIView {
  private var standard = UINavigationBarAppearance()
  private var compact: UINavigationBarAppearance?
  private var scrollEdge: UINavigationBarAppearance?
  private var compactScrollEdge: UINavigationBarAppearance?

  /// https://developer.apple.com/documentation/uikit/uinavigationbar/standardappearance — iOS 13.0+
  /// (copied on assignment)
  open var standardAppearance: UINavigationBarAppearance {
    get { standard }
    // swift-format-ignore: NeverForceUnwrap
    set { standard = newValue.copy() as! UINavigationBarAppearance }
  }
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/compactappearance — iOS 13.0+
  /// (copied on assignment; nil: the standard appearance)
  open var compactAppearance: UINavigationBarAppearance? {
    get { compact }
    set { compact = newValue?.copy() as? UINavigationBarAppearance }
  }
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance — iOS 13.0+
  /// (copied on assignment; nil: a transparent background at the scroll edge, iOS 15+)
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { scrollEdge }
    set { scrollEdge = newValue?.copy() as? UINavigationBarAppearance }
  }
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/compactscrolledgeappearance — iOS 15.0+
  /// (copied on assignment; nil: the scroll-edge appearance)
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    get { compactScrollEdge }
    set { compactScrollEdge = newValue?.copy() as? UINavigationBarAppearance }
  }
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/barstyle — iOS 2.0+
  open var barStyle = UIBarStyle.default
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/istranslucent — iOS 3.0+
  open var isTranslucent = true
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/items — iOS 2.0+
  open var items: [UINavigationItem]?
}

/// https://developer.apple.com/documentation/uikit/uitoolbar — iOS 2.0+
@MainActor
open class UIToolbar: UIView {
  private var standard = UIToolbarAppearance()
  private var compact: UIToolbarAppearance?
  private var scrollEdge: UIToolbarAppearance?
  private var compactScrollEdge: UIToolbarAppearance?

  /// https://developer.apple.com/documentation/uikit/uitoolbar/standardappearance — iOS 13.0+
  /// (copied on assignment)
  open var standardAppearance: UIToolbarAppearance {
    get { standard }
    // swift-format-ignore: NeverForceUnwrap
    set { standard = newValue.copy() as! UIToolbarAppearance }
  }
  /// https://developer.apple.com/documentation/uikit/uitoolbar/compactappearance — iOS 13.0+
  open var compactAppearance: UIToolbarAppearance? {
    get { compact }
    set { compact = newValue?.copy() as? UIToolbarAppearance }
  }
  /// https://developer.apple.com/documentation/uikit/uitoolbar/scrolledgeappearance — iOS 15.0+
  open var scrollEdgeAppearance: UIToolbarAppearance? {
    get { scrollEdge }
    set { scrollEdge = newValue?.copy() as? UIToolbarAppearance }
  }
  /// https://developer.apple.com/documentation/uikit/uitoolbar/compactscrolledgeappearance — iOS 15.0+
  /// (copied on assignment; nil: the scroll-edge appearance)
  open var compactScrollEdgeAppearance: UIToolbarAppearance? {
    get { compactScrollEdge }
    set { compactScrollEdge = newValue?.copy() as? UIToolbarAppearance }
  }
  /// https://developer.apple.com/documentation/uikit/uitoolbar/barstyle — iOS 2.0+
  open var barStyle = UIBarStyle.default
  /// https://developer.apple.com/documentation/uikit/uitoolbar/istranslucent — iOS 3.0+
  open var isTranslucent = true
  /// https://developer.apple.com/documentation/uikit/uitoolbar/items — iOS 2.0+
  open var items: [UIBarButtonItem]?
}

/// https://developer.apple.com/documentation/uikit/uitabbar — iOS 2.0+
@MainActor
open class UITabBar: UIView {
  private var standard = UITabBarAppearance()
  private var scrollEdge: UITabBarAppearance?

  /// https://developer.apple.com/documentation/uikit/uitabbar/standardappearance — iOS 13.0+
  /// (copied on assignment)
  open var standardAppearance: UITabBarAppearance {
    get { standard }
    // swift-format-ignore: NeverForceUnwrap
    set { standard = newValue.copy() as! UITabBarAppearance }
  }
  /// https://developer.apple.com/documentation/uikit/uitabbar/scrolledgeappearance — iOS 15.0+
  open var scrollEdgeAppearance: UITabBarAppearance? {
    get { scrollEdge }
    set { scrollEdge = newValue?.copy() as? UITabBarAppearance }
  }
  /// https://developer.apple.com/documentation/uikit/uitabbar/barstyle — iOS 7.0+
  open var barStyle = UIBarStyle.default
  /// https://developer.apple.com/documentation/uikit/uitabbar/istranslucent — iOS 7.0+
  open var isTranslucent = true
}

/// https://developer.apple.com/documentation/uikit/uisearchbar — iOS 2.0+
@MainActor
open class UISearchBar: UIView {
  private var fieldBackgrounds: [UInt: UIImage] = [:]
  private let field = UISearchTextField()

  /// https://developer.apple.com/documentation/uikit/uisearchbar/bartintcolor — iOS 7.0+
  open var barTintColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uisearchbar/barstyle — iOS 2.0+
  open var barStyle = UIBarStyle.default
  /// https://developer.apple.com/documentation/uikit/uisearchbar/istranslucent — iOS 3.0+
  open var isTranslucent = true
  /// https://developer.apple.com/documentation/uikit/uisearchbar/searchtextfield — iOS 13.0+
  open var searchTextField: UISearchTextField { field }
  /// https://developer.apple.com/documentation/uikit/uisearchbar/scopebarbackgroundimage — iOS 5.0+
  open var scopeBarBackgroundImage: UIImage?
  /// https://developer.apple.com/documentation/uikit/uisearchbar/backgroundimage — iOS 5.0+
  open var backgroundImage: UIImage?

  /// https://developer.apple.com/documentation/uikit/uisearchbar/setsearchfieldbackgroundimage(_:for:) — iOS 5.0+
  open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
    fieldBackgrounds[state.rawValue] = backgroundImage
  }

  /// https://developer.apple.com/documentation/uikit/uisearchbar/searchfieldbackgroundimage(for:) — iOS 5.0+
  open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
    fieldBackgrounds[state.rawValue]
  }
}

extension UIBarButtonItem {
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/tintcolor — iOS 5.0+
  public var tintColor: UIColor? {
    get { stubTint }
    set { stubTint = newValue }
  }

  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/setbackgroundimage(_:for:barmetrics:) — iOS 5.0+
  public func setBackgroundImage(
    _ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics
  ) {
    stubBackgrounds["\(state.rawValue)/\(barMetrics.rawValue)"] = backgroundImage
  }

  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/backgroundimage(for:barmetrics:) — iOS 5.0+
  public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
    stubBackgrounds["\(state.rawValue)/\(barMetrics.rawValue)"]
  }
}

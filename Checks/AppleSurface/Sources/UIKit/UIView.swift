// A stub of UIKit's views: only what LiveryUIKit calls, transcribed from Apple's documentation
// (the page is named above each declaration, with the availability it gives). Views live on the
// main actor, as the SDK declares them; a view's traits are its window's with its own and its
// ancestors' overrides laid over, and changing them calls `traitCollectionDidChange(_:)` down the
// tree, as Apple documents.

/// https://developer.apple.com/documentation/uikit/uiresponder — iOS 2.0+
@MainActor
open class UIResponder: NSObject {
  public override init() {}
}

/// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets — iOS 11.0+
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:) — iOS 11.0+
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/zero — iOS 11.0+
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// https://developer.apple.com/documentation/uikit/uiedgeinsets — iOS 2.0+
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:) — iOS 2.0+
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero — iOS 2.0+
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// https://developer.apple.com/documentation/uikit/uiview — iOS 2.0+
@MainActor
open class UIView: UIResponder {
  private lazy var ownLayer: CALayer = {
    // swift-format-ignore: NeverForceUnwrap
    (type(of: self).layerClass as! CALayer.Type).init()
  }()
  private var children: [UIView] = []
  private weak var parent: UIView?
  /// The traits the system gives a window (stub-only: tests set them through `UIWindow`).
  var systemTraits = UITraitCollection()

  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:) — iOS 2.0+
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  public convenience override init() {
    self.init(frame: .zero)
  }

  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:) — iOS 2.0+
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor — iOS 2.0+ (default nil)
  open var backgroundColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uiview/tintcolor — iOS 7.0+
  /// (nil gives the superview's, then the system's tint back.)
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tintColor: UIColor! {
    get { ownTint ?? superview?.tintColor ?? UIColor(red: 0, green: 0.478, blue: 1, alpha: 1) }
    set { ownTint = newValue }
  }
  private var ownTint: UIColor?
  /// https://developer.apple.com/documentation/uikit/uiview/alpha — iOS 2.0+ (default 1)
  open var alpha: CGFloat = 1
  /// https://developer.apple.com/documentation/uikit/uiview/ishidden — iOS 2.0+ (default false)
  open var isHidden = false
  /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled — iOS 2.0+
  /// (default true)
  open var isUserInteractionEnabled = true
  /// https://developer.apple.com/documentation/uikit/uiview/layer — iOS 2.0+
  open var layer: CALayer { ownLayer }
  /// https://developer.apple.com/documentation/uikit/uiview/layerclass — iOS 2.0+
  /// (the class of the view's layer; default CALayer)
  open class var layerClass: AnyClass { CALayer.self }
  /// https://developer.apple.com/documentation/uikit/uiview/frame — iOS 2.0+
  open var frame = CGRect.zero
  /// https://developer.apple.com/documentation/uikit/uiview/bounds — iOS 2.0+
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property — iOS 2.0+
  open var autoresizingMask: AutoresizingMask = []
  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct — iOS 2.0+
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth — iOS 2.0+
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight — iOS 2.0+
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }
  /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property — iOS 2.0+
  /// (default scaleToFill)
  open var contentMode = ContentMode.scaleToFill
  /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum — iOS 2.0+
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }
  /// https://developer.apple.com/documentation/uikit/uiview/sizetofit() — iOS 2.0+
  open func sizeToFit() {}
  /// https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:) — iOS 6.0+
  /// (the stub's layout: the target size)
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }
  /// https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize — iOS 6.0+
  public static let layoutFittingCompressedSize = CGSize.zero
  var stubTranslatesMask = true
  /// https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins — iOS 11.0+
  /// (default 8 points on each edge)
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 8, leading: 8, bottom: 8, trailing: 8)
  /// https://developer.apple.com/documentation/uikit/uiview/layoutmargins — iOS 8.0+
  /// (default 8 points on each edge)
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

  /// https://developer.apple.com/documentation/uikit/uiview/subviews — iOS 2.0+
  open var subviews: [UIView] { children }
  /// https://developer.apple.com/documentation/uikit/uiview/superview — iOS 2.0+
  open var superview: UIView? { parent }
  /// https://developer.apple.com/documentation/uikit/uiview/window — iOS 2.0+
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.parent
    }
    return nil
  }

  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:) — iOS 2.0+
  open func addSubview(_ view: UIView) {
    let before = view.traitCollection
    view.removeFromSuperview()
    children.append(view)
    view.parent = self
    view.traitsMayHaveChanged(from: before)
  }

  /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:) — iOS 2.0+
  open func insertSubview(_ view: UIView, at index: Int) {
    let before = view.traitCollection
    view.removeFromSuperview()
    children.insert(view, at: min(max(index, 0), children.count))
    view.parent = self
    view.traitsMayHaveChanged(from: before)
  }

  /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview() — iOS 2.0+
  open func removeFromSuperview() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  /// https://developer.apple.com/documentation/uikit/uiview/overrideuserinterfacestyle — iOS 13.0+
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
    didSet {
      guard overrideUserInterfaceStyle != oldValue else { return }
      traitsMayHaveChanged(from: traits(overriding: oldValue))
    }
  }

  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection — iOS 8.0+
  open var traitCollection: UITraitCollection { traits(overriding: overrideUserInterfaceStyle) }

  private func traits(overriding style: UIUserInterfaceStyle) -> UITraitCollection {
    let inherited = parent?.traitCollection ?? systemTraits
    guard style != .unspecified else { return inherited }
    return UITraitCollection(traitsFrom: [inherited, UITraitCollection(userInterfaceStyle: style)])
  }

  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:) — iOS 8.0+
  /// (Deprecated in iOS 17 in favour of trait registration; still called.)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Calls `traitCollectionDidChange(_:)` here and below when the traits differ from `before`.
  func traitsMayHaveChanged(from before: UITraitCollection) {
    let now = traitCollection
    guard !Self.same(now, before) else { return }
    traitCollectionDidChange(before)
    for child in children { child.traitsMayHaveChanged(from: Self.stale(child, before)) }
  }

  private static func same(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
    a.userInterfaceStyle == b.userInterfaceStyle
      && a.accessibilityContrast == b.accessibilityContrast
      && a.preferredContentSizeCategory == b.preferredContentSizeCategory
      && a.horizontalSizeClass == b.horizontalSizeClass
      && a.verticalSizeClass == b.verticalSizeClass && a.layoutDirection == b.layoutDirection
      && a.userInterfaceIdiom == b.userInterfaceIdiom
  }

  /// What `child`'s traits were when its parent's were `parentBefore`.
  private static func stale(_ child: UIView, _ parentBefore: UITraitCollection) -> UITraitCollection
  {
    guard child.overrideUserInterfaceStyle != .unspecified else { return parentBefore }
    return UITraitCollection(traitsFrom: [
      parentBefore, UITraitCollection(userInterfaceStyle: child.overrideUserInterfaceStyle),
    ])
  }
}

/// https://developer.apple.com/documentation/uikit/uiwindow — iOS 2.0+
@MainActor
open class UIWindow: UIView {
  /// Stub-only: the traits the system gives the window (a device in dark mode, a larger text
  /// size); setting them calls `traitCollectionDidChange(_:)` down the tree.
  public func simulateSystemTraits(_ traits: UITraitCollection) {
    let before = traitCollection
    systemTraits = traits
    traitsMayHaveChanged(from: before)
  }
}

/// https://developer.apple.com/documentation/uikit/uilabel — iOS 2.0+
@MainActor
open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/textcolor — iOS 2.0+
  /// (nil gives the default, label colour, back.)
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var textColor: UIColor! {
    get { ownTextColor ?? UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    set { ownTextColor = newValue }
  }
  private var ownTextColor: UIColor?

  /// https://developer.apple.com/documentation/uikit/uilabel/font — iOS 2.0+
  /// (default: the system font at 17 points)
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var font: UIFont! = UIFont.systemFont(ofSize: 17, weight: .regular)

  /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory — iOS 10.0+
  open var adjustsFontForContentSizeCategory = false
  /// https://developer.apple.com/documentation/uikit/uilabel/textalignment — iOS 2.0+ (default natural)
  open var textAlignment = NSTextAlignment.natural
  /// https://developer.apple.com/documentation/uikit/uilabel/shadowcolor — iOS 2.0+ (default nil)
  open var shadowColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uilabel/shadowoffset — iOS 2.0+ (default (0, -1))
  open var shadowOffset = CGSize(width: 0, height: -1)
  /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines — iOS 2.0+ (default 1)
  open var numberOfLines = 1
  /// https://developer.apple.com/documentation/uikit/uilabel/adjustsfontsizetofitwidth — iOS 2.0+
  open var adjustsFontSizeToFitWidth = false
  /// https://developer.apple.com/documentation/uikit/uilabel/highlightedtextcolor — iOS 2.0+
  open var highlightedTextColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uilabel/text — iOS 2.0+
  open var text: String?
}

/// https://developer.apple.com/documentation/uikit/nstextalignment — iOS 6.0+
public enum NSTextAlignment: Int, Sendable {
  case left, center, right, justified, natural
}

public import LiveryCore
@_spi(LiveryAdapter) public import LiveryRuntime

/// The HTML adapter's base component, a plain view (catalog type `View`): a `div` that holds
/// subviews. Every other HTML component is a subclass, so the view appliers (background, border,
/// shadow, alpha, …) serve them all, as `UIView`'s do in UIKit.
///
/// ```swift
/// let card = HTMLView()
/// card.addSubview(HTMLLabel(text: "Hello"))
/// applier.applyTree(card)
/// let page = HTMLRenderer().page(card)
/// ```
open class HTMLView: Styleable {
  public let styling: StylingRecord
  /// The component's root element.
  public let element: HTMLElement
  /// The subviews: components inside this one that are styled on their own.
  public private(set) var subviews: [HTMLView] = []
  /// The view this one is a subview or a part of.
  public private(set) weak var superview: HTMLView?
  /// The parts (a button's title label), styled through this component's style.
  public private(set) var parts: [HTMLView] = []

  /// Opacity, 0…1 (UIKit's `alpha`).
  public var alpha: Double = 1 {
    didSet {
      element.setStyle("opacity", alpha >= 1 ? nil : CSSValues.number(max(alpha, 0), places: 3))
    }
  }
  /// Whether the view is hidden (`display: none`).
  public var isHidden = false {
    didSet { element.setStyle("display", isHidden ? "none" : nil) }
  }

  /// A view: its catalog type comes from its class (`HTMLAppliers.standard()` maps every HTML
  /// component class; map a subclass of your own with `ApplierRegistry.map` when it is another
  /// type).
  ///
  /// - Parameters:
  ///   - tag: The root element's tag.
  ///   - styleNames: The named styles it opts into.
  public convenience init(tag: String = "div", styleNames: [StyleName] = []) {
    self.init(type: .view, tag: tag, styleNames: styleNames)
  }

  /// A component of this module: `type` is its class's catalog type, marking its root element
  /// (`lv-Button`) for the base stylesheet.
  init(type: TargetType, tag: String = "div", styleNames: [StyleName] = []) {
    styling = StylingRecord(styleNames: styleNames)
    element = HTMLElement(tag, classes: ["lv-" + type.rawValue])
  }

  /// Where subviews' elements go (the root, or an inner container).
  open var contentElement: HTMLElement { element }

  /// Adds `view` as the last subview.
  public func addSubview(_ view: HTMLView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    contentElement.children.append(view.element)
    view.styleHierarchyDidChange()
  }

  /// Adds `view` as the last subview, its element placed in `container` (an element of this
  /// view's own markup), before `sibling` when given.
  func addSubview(_ view: HTMLView, in container: HTMLElement, before sibling: HTMLElement? = nil) {
    addSubview(view)
    contentElement.children.removeAll { $0 === view.element }
    if let sibling, let index = container.children.firstIndex(where: { $0 === sibling }) {
      container.children.insert(view.element, at: index)
    } else {
      container.children.append(view.element)
    }
  }

  /// Takes the view out of its superview.
  public func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    for container in [superview.contentElement, superview.element] {
      container.children.removeAll { $0 === element }
    }
    self.superview = nil
    styleHierarchyDidChange()
  }

  /// Makes `part` a part of this component, its element placed in `container`.
  func adopt(_ part: HTMLView, in container: HTMLElement) {
    parts.append(part)
    part.superview = self
    container.children.append(part.element)
  }

  /// Writes the active states as `lv-state-…` classes on the root, for this view, its parts and
  /// subviews (the base stylesheet shows per-state details such as a highlighted image with them).
  func syncStateClasses() {
    element.classes.removeAll { $0.hasPrefix("lv-state-") }
    for state in activeStates.sorted() { element.classes.append("lv-state-" + state.rawValue) }
    // A subtree forced light or dark (`livery.environment`) carries its scheme, so the
    // `light-dark()` colours of an applier that leaves the scheme to the page pick that side.
    let scheme = livery.environment[.colorScheme]
    element.setClass("lv-color-scheme-dark", scheme == "dark")
    element.setClass("lv-color-scheme-light", scheme == "light")
    for view in parts + subviews { view.syncStateClasses() }
  }

  /// The control's states (highlighted, selected, disabled, …): what touches and code set on a
  /// `UIControl` (`isHighlighted`, `isSelected`, `isEnabled`), set by the page's code here. The
  /// runtime styles the view for them at once and gives back what a state that ended set.
  public var controlStates: Set<StateName> {
    get { activeStates }
    set { activeStates = newValue }
  }

  public var styleChildren: [any Styleable] { subviews }
  public var styleParent: (any Styleable)? { superview }
}

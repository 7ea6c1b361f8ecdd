// A stub of UIKit's controls: only what LiveryUIKit calls, transcribed from Apple's documentation
// (the page is named above each declaration, with the availability it gives). A button's per-state
// title colour falls back to the normal state's, as Apple documents.

/// https://developer.apple.com/documentation/uikit/uicontrol — iOS 2.0+
@MainActor
open class UIControl: UIView {
  /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct — iOS 2.0+
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal — iOS 2.0+
    public static let normal = State([])
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/highlighted — iOS 2.0+
    public static let highlighted = State(rawValue: 1 << 0)
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/disabled — iOS 2.0+
    public static let disabled = State(rawValue: 1 << 1)
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/selected — iOS 2.0+
    public static let selected = State(rawValue: 1 << 2)
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/focused — iOS 9.0+
    public static let focused = State(rawValue: 1 << 3)
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled — iOS 2.0+
  open var isEnabled = true { didSet { stateDidChange() } }
  /// https://developer.apple.com/documentation/uikit/uicontrol/isselected — iOS 2.0+
  open var isSelected = false { didSet { stateDidChange() } }
  /// https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted — iOS 2.0+
  open var isHighlighted = false { didSet { stateDidChange() } }

  /// https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment-swift.property — iOS 2.0+
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center
  /// https://developer.apple.com/documentation/uikit/uicontrol/contentverticalalignment-swift.property — iOS 2.0+
  open var contentVerticalAlignment = ContentVerticalAlignment.center

  /// https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment-swift.enum — iOS 2.0+
  /// (leading and trailing: iOS 11.0+)
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center, left, right, fill, leading, trailing
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/contentverticalalignment-swift.enum — iOS 2.0+
  public enum ContentVerticalAlignment: Int, Sendable {
    case center, top, bottom, fill
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/event — iOS 2.0+
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdown — iOS 2.0+
    public static let touchDown = Event(rawValue: 1 << 0)
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdraginside — iOS 2.0+
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragexit — iOS 2.0+
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragenter — iOS 2.0+
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside — iOS 2.0+
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupoutside — iOS 2.0+
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchcancel — iOS 2.0+
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidbegin — iOS 2.0+
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidend — iOS 2.0+
    public static let editingDidEnd = Event(rawValue: 1 << 18)
  }

  private var actions: [(UIAction, Event)] = []

  /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:) — iOS 14.0+
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.append((action, controlEvents))
  }

  /// Stub-only: UIKit sending `event` (after a touch changed the state).
  public func stubSend(_ event: Event) {
    for (action, events) in actions where events.contains(event) { action.stubPerform() }
  }

  /// Stub-only: what a subclass does when the control's state changes.
  func stateDidChange() {}

  /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.property — iOS 2.0+
  open var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }
}

/// https://developer.apple.com/documentation/uikit/uibutton — iOS 2.0+
@MainActor
open class UIButton: UIControl {
  private var titleColors: [UInt: UIColor] = [:]

  /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct — iOS 15.0+
  public struct Configuration: Sendable {
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/plain() — iOS 15.0+
    public static func plain() -> Configuration { Configuration() }
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/baseforegroundcolor — iOS 15.0+
    public var baseForegroundColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/contentinsets — iOS 15.0+
    public var contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
    var stubTitle: String?
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/titletextattributestransformer — iOS 15.0+
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
  }

  /// https://developer.apple.com/documentation/uikit/uibutton/titlelabel — iOS 3.0+
  open var titleLabel: UILabel? { ownTitleLabel }
  private let ownTitleLabel = UILabel()
  /// https://developer.apple.com/documentation/uikit/uibutton/imageview — iOS 3.0+
  open var imageView: UIImageView? { ownImageView }
  private let ownImageView = UIImageView()
  private var titleShadowColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]

  /// https://developer.apple.com/documentation/uikit/uibutton/settitleshadowcolor(_:for:) — iOS 2.0+
  open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
    titleShadowColors[state.rawValue] = color
  }

  /// https://developer.apple.com/documentation/uikit/uibutton/titleshadowcolor(for:) — iOS 2.0+
  /// (falls back to the normal state's)
  open func titleShadowColor(for state: UIControl.State) -> UIColor? {
    titleShadowColors[state.rawValue] ?? titleShadowColors[UIControl.State.normal.rawValue]
  }

  /// https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:) — iOS 2.0+
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
  }

  /// https://developer.apple.com/documentation/uikit/uibutton/image(for:) — iOS 2.0+
  /// (falls back to the normal state's)
  open func image(for state: UIControl.State) -> UIImage? {
    images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
  }

  /// https://developer.apple.com/documentation/uikit/uibutton/setbackgroundimage(_:for:) — iOS 2.0+
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state.rawValue] = image
  }

  /// https://developer.apple.com/documentation/uikit/uibutton/backgroundimage(for:) — iOS 2.0+
  /// (falls back to the normal state's)
  open func backgroundImage(for state: UIControl.State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
  }

  /// https://developer.apple.com/documentation/uikit/uibutton/configurationupdatehandler-swift.typealias — iOS 15.0+
  public typealias ConfigurationUpdateHandler = (_ button: UIButton) -> Void

  /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.property — iOS 15.0+
  open var configuration: UIButton.Configuration?

  /// https://developer.apple.com/documentation/uikit/uibutton/configurationupdatehandler-swift.property — iOS 15.0+
  /// (UIKit calls it when the button's state changes and after `setNeedsUpdateConfiguration()`,
  /// at its next update; the stub calls it at once.)
  open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler?

  /// https://developer.apple.com/documentation/uikit/uibutton/setneedsupdateconfiguration() — iOS 15.0+
  open func setNeedsUpdateConfiguration() {
    configurationUpdateHandler?(self)
  }

  override func stateDidChange() {
    setNeedsUpdateConfiguration()
  }

  /// https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:) — iOS 2.0+
  /// (nil removes the state's colour: the normal state's shows.)
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
  }

  /// https://developer.apple.com/documentation/uikit/uibutton/titlecolor(for:) — iOS 2.0+
  /// ("If a title color isn't set for a state, the button uses the title color associated with
  /// the normal state"; with none for the normal state, "a system value": the stub's is the
  /// system blue.)
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
      ?? Self.systemTitleColor
  }

  /// The stub's stand-in for UIKit's system default title colour.
  public static let systemTitleColor = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)

  /// https://developer.apple.com/documentation/uikit/uibutton/currenttitlecolor — iOS 2.0+
  open var currentTitleColor: UIColor {
    titleColor(for: state) ?? Self.systemTitleColor
  }
}

/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol — iOS 2.0+
@MainActor
open class UISegmentedControl: UIControl {
  var stubSelectedSegment = -1
  private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]
  private var backgrounds: [String: UIImage] = [:]
  private var dividers: [String: UIImage] = [:]

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/settitletextattributes(_:for:) — iOS 5.0+
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    self.attributes[state.rawValue] = attributes
  }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/titletextattributes(for:) — iOS 5.0+
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    attributes[state.rawValue]
  }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/setbackgroundimage(_:for:barmetrics:) — iOS 5.0+
  open func setBackgroundImage(
    _ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics
  ) {
    backgrounds["\(state.rawValue)/\(barMetrics.rawValue)"] = backgroundImage
  }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/backgroundimage(for:barmetrics:) — iOS 5.0+
  open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
    backgrounds["\(state.rawValue)/\(barMetrics.rawValue)"]
  }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/setdividerimage(_:forleftsegmentstate:rightsegmentstate:barmetrics:) — iOS 5.0+
  open func setDividerImage(
    _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
    rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics
  ) {
    dividers["\(leftState.rawValue)/\(rightState.rawValue)/\(barMetrics.rawValue)"] = dividerImage
  }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/dividerimage(forleftsegmentstate:rightsegmentstate:barmetrics:) — iOS 5.0+
  open func dividerImage(
    forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
    barMetrics: UIBarMetrics
  ) -> UIImage? {
    dividers["\(leftState.rawValue)/\(rightState.rawValue)/\(barMetrics.rawValue)"]
  }
}

/// https://developer.apple.com/documentation/uikit/uislider — iOS 2.0+
@MainActor
open class UISlider: UIControl {
  private var thumbImages: [UInt: UIImage] = [:]
  var stubValue: Float = 0

  /// https://developer.apple.com/documentation/uikit/uislider/minimumtracktintcolor — iOS 5.0+
  open var minimumTrackTintColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uislider/maximumtracktintcolor — iOS 5.0+
  open var maximumTrackTintColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uislider/thumbtintcolor — iOS 5.0+
  open var thumbTintColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uislider/minimumvalueimage — iOS 2.0+
  open var minimumValueImage: UIImage?
  /// https://developer.apple.com/documentation/uikit/uislider/maximumvalueimage — iOS 2.0+
  open var maximumValueImage: UIImage?

  /// https://developer.apple.com/documentation/uikit/uislider/setthumbimage(_:for:) — iOS 2.0+
  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    thumbImages[state.rawValue] = image
  }

  /// https://developer.apple.com/documentation/uikit/uislider/thumbimage(for:) — iOS 2.0+
  /// (falls back to the normal state's)
  open func thumbImage(for state: UIControl.State) -> UIImage? {
    thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue]
  }
}

/// https://developer.apple.com/documentation/uikit/uiswitch — iOS 2.0+
@MainActor
open class UISwitch: UIControl {
  /// https://developer.apple.com/documentation/uikit/uiswitch/ontintcolor — iOS 5.0+
  open var onTintColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uiswitch/thumbtintcolor — iOS 6.0+
  open var thumbTintColor: UIColor?
}

/// https://developer.apple.com/documentation/uikit/uistepper — iOS 5.0+
@MainActor
open class UIStepper: UIControl {
  private var images: [String: UIImage] = [:]

  /// https://developer.apple.com/documentation/uikit/uistepper/setincrementimage(_:for:) — iOS 6.0+
  open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
    images["+\(state.rawValue)"] = image
  }

  /// https://developer.apple.com/documentation/uikit/uistepper/incrementimage(for:) — iOS 6.0+
  open func incrementImage(for state: UIControl.State) -> UIImage? { images["+\(state.rawValue)"] }

  /// https://developer.apple.com/documentation/uikit/uistepper/setdecrementimage(_:for:) — iOS 6.0+
  open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
    images["-\(state.rawValue)"] = image
  }

  /// https://developer.apple.com/documentation/uikit/uistepper/decrementimage(for:) — iOS 6.0+
  open func decrementImage(for state: UIControl.State) -> UIImage? { images["-\(state.rawValue)"] }

  /// https://developer.apple.com/documentation/uikit/uistepper/dividerimage(forleftsegmentstate:rightsegmentstate:) — iOS 6.0+
  open func dividerImage(
    forLeftSegmentState state: UIControl.State, rightSegmentState: UIControl.State
  ) -> UIImage? {
    images["|\(state.rawValue)/\(rightSegmentState.rawValue)"]
  }

  /// https://developer.apple.com/documentation/uikit/uistepper/setdividerimage(_:forleftsegmentstate:rightsegmentstate:) — iOS 6.0+
  open func setDividerImage(
    _ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
    rightSegmentState rightState: UIControl.State
  ) {
    images["|\(leftState.rawValue)/\(rightState.rawValue)"] = image
  }
}

/// https://developer.apple.com/documentation/uikit/uiprogressview — iOS 2.0+
@MainActor
open class UIProgressView: UIView {
  var stubProgress: Float = 0
  /// https://developer.apple.com/documentation/uikit/uiprogressview/progresstintcolor — iOS 5.0+
  open var progressTintColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uiprogressview/tracktintcolor — iOS 5.0+
  open var trackTintColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uiprogressview/progressimage — iOS 5.0+
  open var progressImage: UIImage?
  /// https://developer.apple.com/documentation/uikit/uiprogressview/trackimage — iOS 5.0+
  open var trackImage: UIImage?
}

/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview — iOS 2.0+
@MainActor
open class UIActivityIndicatorView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/color — iOS 5.0+
  /// (nil gives the style's colour back)
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var color: UIColor! {
    get { ownColor ?? UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1) }
    set { ownColor = newValue }
  }
  private var ownColor: UIColor?
}

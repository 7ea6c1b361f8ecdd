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

public import LiveryCore

/// A component the runtime can style: an HTML node on every platform, a `UIView` on Apple
/// platforms. Adapters conform their component classes; apps meet it through `component.livery`
/// (`button.livery.styleNames = ["WarningButton"]`), adapters through the `LiveryAdapter` SPI
/// (`@_spi(LiveryAdapter) import LiveryRuntime`: states, hierarchy changes).
///
/// The protocol is not tied to an actor: the adapter chooses where its components live
/// (apple-adapters.md §2.6). Main-actor classes conform with an isolated conformance
/// (`final class Badge: @MainActor Styleable`; the planned UIKit adapter is to conform `UIView`
/// so), so they are styled only on the main actor; the HTML adapter's classes conform plainly
/// and are styled on whatever task renders the page.
///
/// A component's catalog type comes from its class, through the applier registry
/// (`registry.map(Badge.self, to: .label)`; an app's subclass of a mapped class gets its
/// superclass's type unless mapped itself), so nothing is stored per component:
///
/// ```swift
/// final class Badge: Styleable {
///   let styling = StylingRecord()
/// }
/// appliers.map(Badge.self, to: .label)
/// ```
public protocol Styleable: AnyObject {
  /// The catalog type this component says it is, overriding its class's (`nil`, the default:
  /// the applier registry derives it from the class).
  var styleType: TargetType? { get }
  /// The component's styling record: what it opted into and what the runtime applied.
  var styling: StylingRecord { get }
  /// The components inside it that are styled on their own, for `ThemeApplier.applyTree(_:)`
  /// (not its parts: the runtime styles those through part appliers).
  var styleChildren: [any Styleable] { get }
  /// The component it sits in, so a subtree's environment (`styleEnvironment`) reaches it.
  var styleParent: (any Styleable)? { get }
}

extension Styleable {
  public var styleType: TargetType? { nil }
  public var styleChildren: [any Styleable] { [] }
  public var styleParent: (any Styleable)? { nil }
}

extension Styleable {
  /// What an app sets on a component: its style names, overrides, a subtree environment, theming
  /// on or off (`button.livery.styleNames = ["WarningButton"]`).
  public var livery: LiveryStyling { LiveryStyling(self) }
}

/// The styling API apps use on a component, as `component.livery`. Every change goes through the
/// same path as a theme switch: a component already styled is re-applied at once (NUI's class set
/// after first appearance did nothing, nui#295), and only what changed is set.
///
/// ```swift
/// button.livery.styleNames = ["WarningButton"]
/// button.livery.setOverride(.cornerRadius, to: 20)
/// sidebar.livery.environment = [.colorScheme: "dark"]     // a subtree forced dark
/// ```
public struct LiveryStyling {
  let component: any Styleable

  init(_ component: any Styleable) {
    self.component = component
  }

  private var record: StylingRecord { component.styling }

  /// The named styles this component opted into, left to right; the rightmost wins per property
  /// (MAF `Key`, NUI `nuiClass = "Button:LargeButton"`, a Motif class, a Redbeard identifier).
  /// Empty: the type style. `[.none]` opts out (NUI `none`).
  public var styleNames: [StyleName] {
    get { record.styleNames }
    nonmutating set {
      guard record.styleNames != newValue else { return }
      record.styleNames = newValue
      record.queryChanged()
      record.applier?.apply(to: component)
    }
  }

  /// The environment axes this component and its subtree override (a subtree forced dark, the
  /// preview's light and dark columns side by side); merged over the applier's environment.
  public var environment: [EnvironmentAxis: String] {
    get { record.environment }
    nonmutating set {
      guard record.environment != newValue else { return }
      record.environment = newValue
      record.applier?.applyTree(component)
    }
  }

  /// The values set in code on this component: the highest layer, above every theme; they survive
  /// theme and environment switches.
  public var overrides: StyleOverrides {
    get { record.overrides }
    nonmutating set {
      guard record.overrides != newValue else { return }
      record.overrides = newValue
      record.applier?.apply(to: component)
    }
  }

  /// Sets a property to `value` from code (Redbeard's `applyChanges`), above every theme: typed
  /// for a catalog property (`setOverride(.cornerRadius, to: 20)`), any value for one of your own
  /// (`setOverride("badgeInset", to: 4.0)`).
  public func setOverride<T>(
    _ key: PropertyKey<T>, to value: T, file: String = #fileID, line: Int = #line
  ) {
    var overrides = record.overrides
    overrides.set(key, to: value, file: file, line: line)
    self.overrides = overrides
  }

  /// Sets a colour or gradient property (`backgroundColor`) to a colour from code.
  public func setOverride(
    _ key: PropertyKey<Paint>, to color: RGBAColor, file: String = #fileID, line: Int = #line
  ) {
    setOverride(key, to: .color(color), file: file, line: line)
  }

  /// Removes an override: the themed value (or the component's own) applies again.
  public func removeOverride(_ property: PropertyName) {
    var overrides = record.overrides
    overrides.remove(property)
    self.overrides = overrides
  }

  /// Whether theming is off for this component. Turning it on restores the component's own
  /// values at once; turning it off again applies the theme.
  public var isThemingDisabled: Bool {
    get { record.isThemingDisabled }
    nonmutating set {
      guard record.isThemingDisabled != newValue else { return }
      record.isThemingDisabled = newValue
      record.applier?.apply(to: component)
    }
  }

  /// Whether the first-appearance hook styles the component (Redbeard's
  /// `shouldAutoApplyOnFirstAppearance`); `false` leaves it to explicit `apply(to:)` calls.
  public var appliesOnFirstAppearance: Bool {
    get { record.appliesOnFirstAppearance }
    nonmutating set { record.appliesOnFirstAppearance = newValue }
  }

  /// Whether a style is applied to the component now.
  public var isStyled: Bool { record.isStyled }
}

// What adapters call on their components: the control's state and its place in the tree. Apps do
// not (a control's state comes from the control).
extension Styleable {
  /// The active states (highlighted, selected, …), set by the adapter from the control's state.
  /// Values of a state that ended are restored: nothing stale stays behind.
  @_spi(LiveryAdapter)
  public var activeStates: Set<StateName> {
    get { Set(styling.states) }
    set {
      let sorted = newValue.sorted { $0.rawValue < $1.rawValue }
      guard styling.states != sorted else { return }
      styling.states = sorted
      styling.queryChanged()
      styling.applier?.apply(to: self)
    }
  }

  /// Turns `state` on or off.
  @_spi(LiveryAdapter)
  public func setState(_ state: StateName, _ isActive: Bool) {
    var states = activeStates
    if isActive { states.insert(state) } else { states.remove(state) }
    activeStates = states
  }

  /// Tells the runtime the component moved in its tree (a new parent, a subtree environment above
  /// it changed): its query and its descendants' are built again, and a styled component is
  /// re-applied. Adapters call it when a component is added to or removed from a parent.
  @_spi(LiveryAdapter)
  public func styleHierarchyDidChange() {
    var stack: [any Styleable] = [self]
    while let node = stack.popLast() {
      node.styling.queryChanged()
      stack.append(contentsOf: node.styleChildren)
    }
    if styling.isStyled { styling.applier?.applyTree(self) }
  }
}

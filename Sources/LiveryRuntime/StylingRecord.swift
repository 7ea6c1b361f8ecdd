public import LiveryCore

/// One component's styling state (Redbeard's `view.theme`): what it opted into, and what the
/// runtime applied to it so the next application sets only what changed and restores what is no
/// longer set.
///
/// Components create one and keep it; apps change it through `component.livery` (`styleNames`,
/// `setOverride`, …) and adapters through the `LiveryAdapter` SPI (`activeStates`), which
/// re-apply at once. Like its component, it lives in one isolation (not `Sendable`).
public final class StylingRecord {
  /// Whether components created from now on start with theming disabled (Redbeard's global
  /// `disableTheming`): as in Redbeard, components created earlier are not affected. Each
  /// component can still change its own switch. Safe to set from any thread.
  public static var disablesThemingForNewComponents: Bool {
    get { disablesTheming.withLock { $0 } }
    set { disablesTheming.withLock { $0 = newValue } }
  }
  private static let disablesTheming = Locked(false)

  /// The named styles the component opted into, left to right.
  var styleNames: [StyleName]
  /// Active states, sorted by name.
  var states: [StateName] = []
  /// Values set in code.
  var overrides = StyleOverrides()
  /// The environment axes the component's subtree overrides.
  var environment: [EnvironmentAxis: String] = [:]
  /// Whether theming is off for the component.
  var isThemingDisabled: Bool
  /// Whether the first-appearance hook styles the component (Redbeard's
  /// `shouldAutoApplyOnFirstAppearance`); `false` leaves it to explicit `apply(to:)` calls.
  var appliesOnFirstAppearance = true

  // Bookkeeping owned by the runtime.

  /// The applier that styled the component (it re-applies when the component's API changes it).
  weak var applier: ThemeApplier?
  /// The effective style last applied (resolved properties with overrides laid over them);
  /// `nil` when nothing is applied.
  var applied: ResolvedStyle?
  /// The component's own value per property, read once before Livery first changed it, for
  /// appliers that restore by setting it back.
  var originals: [PropertyName: any Sendable] = [:]
  /// The applier's environment generation when the component's query was last built; -1 after
  /// its styles or states changed. While it matches and `appliedFromQuery` holds, the query is
  /// `applied.query` (kept there rather than here: a record stays under 200 bytes).
  var queryStamp = -1
  /// Whether the component or an ancestor overrides the environment (found while building `query`).
  var inheritsEnvironmentOverlay = false
  /// Whether `applied` is exactly the theme's resolution of `query` (no overrides, nothing unresolved
  /// kept): then components that had the same style get the same one after a switch.
  var appliedFromQuery = false
  /// The appearance (light or dark, contrast) the component is shown in now, and the one its
  /// appearance-dependent values were last set for (`nil`: it has none).
  var appearance = Appearance.light
  var appliedAppearance: Appearance?
  /// Whether the first-appearance hook has run.
  var hasAppeared = false
  /// Whether the component is in its applier's registry of styled components.
  var isRegistered = false
  /// Set while the component is styled as another component's part: its parent's style decides,
  /// through this query (boxed: most components are no part).
  var partQuery: PartQuery?
  var isPart: Bool { partQuery != nil }

  public init(styleNames: [StyleName] = []) {
    self.styleNames = styleNames
    isThemingDisabled = StylingRecord.disablesThemingForNewComponents
  }

  /// Whether a style is applied to the component now.
  var isStyled: Bool { applied != nil }

  /// Forgets the query after a change to the styles or states.
  func queryChanged() { queryStamp = -1 }
}

/// The sub-element query a part is styled with.
final class PartQuery {
  let query: StyleQuery

  init(_ query: StyleQuery) {
    self.query = query
  }
}

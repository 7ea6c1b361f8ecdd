public import LiveryCore

/// One component's styling state (Redbeard's `view.theme`): what it opted into, and what the
/// runtime applied to it so the next application sets only what changed and restores what is no
/// longer set.
///
/// Components create one and keep it; they change it through the `Styleable` API
/// (`styleNames`, `activeStates`, `setOverride`, …), which re-applies at once.
@MainActor
public final class StylingRecord {
  /// Whether components created from now on start with theming disabled (Redbeard's global
  /// `disableTheming`): as in Redbeard, components created earlier are not affected. Each
  /// component can still change its own switch.
  public static var disablesThemingForNewComponents = false

  /// The named styles the component opted into, left to right.
  public internal(set) var styleNames: [StyleName]
  /// Active states, sorted by name.
  public internal(set) var states: [StateName] = []
  /// Values set in code.
  public internal(set) var overrides = StyleOverrides()
  /// The environment axes the component's subtree overrides.
  public internal(set) var environment: [EnvironmentAxis: String] = [:]
  /// Whether theming is off for the component.
  public internal(set) var isThemingDisabled: Bool
  /// Whether the first-appearance hook styles the component (Redbeard's
  /// `shouldAutoApplyOnFirstAppearance`); `false` leaves it to explicit `apply(to:)` calls.
  public var appliesOnFirstAppearance = true

  // Bookkeeping owned by the runtime.

  /// The applier that styled the component (it re-applies when the component's API changes it).
  weak var applier: ThemeApplier?
  /// The effective style last applied (resolved properties with overrides laid over them);
  /// `nil` when nothing is applied.
  var applied: ResolvedStyle?
  /// The component's own value per property, read once before Livery first changed it, for
  /// appliers that restore by setting it back.
  var originals: [PropertyName: any Sendable] = [:]
  /// The query last built for the component, valid while `queryStamp` matches the applier's
  /// environment generation.
  var query: StyleQuery?
  var queryStamp = -1
  /// Whether the first-appearance hook has run.
  var hasAppeared = false
  /// Whether the component is in its applier's registry of styled components.
  var isRegistered = false
  /// Set while the component is styled as another component's part: its parent's style decides.
  var isPart = false

  public init(styleNames: [StyleName] = []) {
    self.styleNames = styleNames
    isThemingDisabled = StylingRecord.disablesThemingForNewComponents
  }

  /// Whether a style is applied to the component now.
  public var isStyled: Bool { applied != nil }

  /// The properties the runtime set on the component and their values, sorted by name.
  public var appliedProperties: [(name: PropertyName, value: Value)] {
    (applied?.properties.values.map { ($0.name, $0.value) } ?? []).sorted { $0.name < $1.name }
  }

  /// Forgets the cached query after a change to the styles or states.
  func queryChanged() { query = nil }
}

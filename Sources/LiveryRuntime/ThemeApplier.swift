public import LiveryCore

/// Applies a compiled theme to live components (runtime.md §4–5): one per theme scope.
///
/// An applier, its appliers and its components live in one isolation, the one the adapter
/// chooses (apple-adapters.md §2.6): main-actor components (the planned UIKit and SwiftUI
/// adapters') on the main actor, the HTML adapter's wherever a page is rendered (a server's
/// request task, a command-line run), with no hop to the main actor. None of them is `Sendable`,
/// so the compiler keeps them in the isolation they were made in.
///
/// It keeps a weak registry of the components it styled, so switching the theme or the
/// environment re-applies to every live one in one pass, and freed components simply vanish (no
/// swizzling, no notification per object). Each application sets only what changed since the
/// last one and gives back the component's own value for what is no longer set; applying the
/// same theme again makes no setter call at all. Problems go to `diagnostics` (deduplicated) and
/// to `onDiagnostic`; applying never throws.
///
/// ```swift
/// let applier = ThemeApplier(theme: theme, appliers: HTMLAppliers.standard())
/// applier.applyTree(screen)                                  // MAF's mafApplyStyleOnMafSubviews
/// applier.environment = applier.environment.setting(.colorScheme, to: "dark")   // one pass
/// if !applier.setTheme(reloaded) { print(applier.diagnostics) }   // last good theme kept
/// ```
///
/// The theme comes from a `ThemeStore`, the one gate that refuses a theme with errors: a theme
/// the bundle updater or a live reload offers to the same store is applied here too, in one
/// pass — by itself on the main actor when the applier was made there with
/// `init(store:…)`, elsewhere at its next `apply`, `applyTree` or `reapplyAll` — and
/// `setTheme(_:)` offers to it.
public final class ThemeApplier {
  /// Where the theme comes from: the last good one, whoever offered it.
  public let store: ThemeStore
  /// The theme applied: the store's, once the applier has caught up with it.
  public private(set) var theme: CompiledTheme
  /// Where components are shown (light or dark, phone or pad, …). Setting it re-applies every live
  /// component in one pass (one per `batch`).
  public var environment: StyleEnvironment {
    didSet {
      guard environment != oldValue else { return }
      environmentGeneration += 1
      appearance = Appearance(environment)
      reapplyAllSoon()
    }
  }
  /// The axes this applier's platform resolves by itself (HTML: the colour scheme, with CSS
  /// `light-dark()`; UIKit and SwiftUI: colour scheme and contrast). Appliers that take
  /// `Adaptive<T>` get every appearance at once, so switching these axes in `environment` calls
  /// none of them; other appliers of a value that differs by appearance get the current one, and
  /// only they are called again on a switch.
  public let adaptiveAxes: AdaptiveAxes
  /// The appearance `environment` asks for.
  private var appearance: Appearance
  /// The appliers components are styled with.
  public let appliers: ApplierRegistry
  /// Called once per distinct problem, as it is met (the sink an app chooses).
  public var onDiagnostic: ((Diagnostic) -> Void)?
  /// The problems met so far, each once, in the order met (at most `maximumCollected`).
  public private(set) var diagnostics: [Diagnostic] = []
  /// How many problems `diagnostics` keeps; `onDiagnostic` sees them all.
  public static let maximumCollected = 1000
  /// Called with every resolution of the theme the applier makes — for components, their parts
  /// and the normal style per-state tables start from — before values set in code are laid over
  /// it: what decides how a component looks, so a cache of drawn components (the preview's
  /// gallery) can tell whether a new theme changes one by resolving the same queries again
  /// (`theme.resolve(style.query, adapting: adaptiveAxes)`).
  @_spi(LiveryAdapter) public var onResolve: ((ResolvedStyle) -> Void)?
  /// How many times an applier's setter, reset or compound function was called: a switch to an
  /// identical theme leaves it unchanged.
  @_spi(LiveryTesting) public private(set) var setterCallCount = 0

  /// The components this applier styled, held weakly.
  private var registry: [WeakComponent] = []
  /// Applier tables per component class.
  private var tables: [ObjectIdentifier: ApplierTable] = [:]
  /// Catalog types per component class, derived from the registry.
  private var classTypes: [ObjectIdentifier: TargetType] = [:]
  /// Diffs per (previous style, new style, component class); emptied when the theme changes and
  /// when it holds `maximumPlans`, so it never keeps an old theme's styles alive for long.
  private var plans: [PlanKey: Plan] = [:]
  static let maximumPlans = 4096
  /// Keys of problems already reported.
  private var reported: Set<String> = []
  private var environmentGeneration = 0
  private var batchDepth = 0
  private var operationDepth = 0
  private var passPending = false
  /// Set while `reapplyAll` walks the registry: a switch made meanwhile (by a setter or the
  /// diagnostic sink) runs after it, and nothing compacts the registry under it.
  private var isInPass = false
  /// The registry's size after its last compaction; it is compacted again when it doubles.
  private var compactedCount = 0

  /// How deep parts of parts are followed.
  static let maximumPartDepth = 16

  /// Hears every offer to the store, for `following`.
  private var subscription: ThemeStore.Subscription?
  /// Follows the store on the main actor when the applier was made there with a store: each
  /// offer is taken up as it comes (an accepted theme applied to every live component in one
  /// pass, a refused one's errors reported). `nil` elsewhere: the applier catches up with the
  /// store when called (a task following on another actor would keep that actor alive).
  private var following: Task<Void, Never>?
  /// The store's serial when the applier last took up its state: a catch-up takes up only newer
  /// states, and following reports only newer offers.
  private var handledSerial: Int

  /// - Parameters:
  ///   - store: Where the theme comes from; themes others offer to it are applied here too.
  ///   - environment: Where components are shown.
  ///   - appliers: How values reach components.
  ///   - adaptiveAxes: The axes the platform resolves by itself (see `adaptiveAxes`).
  ///   - isolation: Where the applier is made: the caller's actor. On the main actor (a UIKit or
  ///     SwiftUI adapter's), the applier follows the store by itself; elsewhere it catches up
  ///     with the store whenever it is called.
  public convenience init(
    store: ThemeStore, environment: StyleEnvironment = .default, appliers: ApplierRegistry,
    adaptiveAxes: AdaptiveAxes = [], isolation: isolated (any Actor)? = #isolation
  ) {
    self.init(
      store: store, environment: environment, appliers: appliers, adaptiveAxes: adaptiveAxes)
    guard let actor = isolation, actor === MainActor.shared else { return }
    // Every offer's event, delivered on the main actor (the store calls observers on the
    // offering thread, which may be any). The task holds the main actor, which lives for ever,
    // and the applier weakly.
    let (events, continuation) = AsyncStream<ThemeStore.Event>.makeStream()
    subscription = store.observe { continuation.yield($0) }
    following = Task { [weak self] in
      _ = isolation
      for await event in events {
        guard let self else { return }
        self.storeChanged(event)
      }
    }
    // An offer made before subscribing is taken up now.
    catchUp()
  }

  /// - Parameters:
  ///   - theme: The theme to start from, used as given (check it first: `ThemeLoader` does), in
  ///     a store of the applier's own.
  ///   - environment: Where components are shown.
  ///   - appliers: How values reach components.
  ///   - adaptiveAxes: The axes the platform resolves by itself (see `adaptiveAxes`).
  public convenience init(
    theme: CompiledTheme, environment: StyleEnvironment = .default, appliers: ApplierRegistry,
    adaptiveAxes: AdaptiveAxes = []
  ) {
    self.init(
      store: ThemeStore(theme), environment: environment, appliers: appliers,
      adaptiveAxes: adaptiveAxes)
  }

  private init(
    store: ThemeStore, environment: StyleEnvironment, appliers: ApplierRegistry,
    adaptiveAxes: AdaptiveAxes
  ) {
    self.store = store
    let current = store.current
    theme = current.theme
    handledSerial = current.serial
    self.environment = environment
    self.appliers = appliers
    self.adaptiveAxes = adaptiveAxes
    appearance = Appearance(environment)
  }

  deinit {
    following?.cancel()
  }

  // MARK: - Switching

  /// Offers `newTheme` to the store and, when it is accepted, re-applies every live component
  /// now; a theme with errors is refused, the current theme stays, and its errors are reported.
  ///
  /// - Returns: Whether the theme is now in use.
  @discardableResult
  public func setTheme(_ newTheme: CompiledTheme) -> Bool {
    switch store.offer(newTheme) {
    case .refused(let errors):
      reportRefusal(errors)
      return false
    case .accepted:
      for problem in newTheme.diagnostics where problem.severity == .warning { report(problem) }
      adopt(store.theme)
      return true
    }
  }

  /// An offer to the store, by anyone, as following hears it (this applier's own offers were
  /// handled when made: adopting the same theme again does nothing, reports are deduplicated).
  private func storeChanged(_ event: ThemeStore.Event) {
    // The store's theme is the one in use, whatever this event said: offers made on different
    // threads may be heard out of order.
    adopt(store.theme)
    if event.serial > handledSerial { report(event) }
  }

  /// Takes up the store's state when offers were made since it was last taken up (the latest
  /// offer's problems are reported). Returns whether the theme changed.
  @discardableResult
  private func catchUp() -> Bool {
    guard store.serial > handledSerial else { return false }
    let current = store.current
    handledSerial = current.serial
    report(current)
    let before = theme
    adopt(current.theme)
    return theme !== before
  }

  /// An offer's problems: a refused theme's errors, an accepted one's warnings.
  private func report(_ event: ThemeStore.Event) {
    if event.accepted {
      for problem in event.diagnostics where problem.severity == .warning { report(problem) }
    } else {
      reportRefusal(event.diagnostics)
    }
  }

  private func adopt(_ newTheme: CompiledTheme) {
    guard newTheme !== theme else { return }
    theme = newTheme
    plans.removeAll()
    reapplyAllSoon()
  }

  private func reportRefusal(_ errors: [Diagnostic]) {
    report(
      .error(
        .themeRefused,
        "the new theme has \(errors.count) error\(errors.count == 1 ? "" : "s") and is not used; the last good theme stays",
        at: nil))
    for problem in errors { report(problem) }
  }

  /// Runs `changes` (theme and environment switches) and re-applies once at the end, however many
  /// switches it made.
  public func batch(_ changes: () -> Void) {
    batchDepth += 1
    changes()
    batchDepth -= 1
    if batchDepth == 0, passPending {
      passPending = false
      reapplyAll()
    }
  }

  /// Re-applies the theme to every live component this applier styled (with the store's newest
  /// theme).
  public func reapplyAll() {
    // Taking up a newer theme re-applies everything by itself.
    if following == nil, !isInPass, operationDepth == 0, batchDepth == 0, catchUp() { return }
    guard !isInPass else {
      passPending = true
      return
    }
    isInPass = true
    operation {
      // Components that had the same style get the same new one: resolve once per style, not
      // once per component.
      var transitions: [ObjectIdentifier: Transition] = [:]
      var write = 0
      var read = 0
      // Components registered during the pass are appended, and visited too.
      while read < registry.count {
        if let component = registry[read].component, component.styling.applier === self {
          registry[write] = registry[read]
          write += 1
          style(component, refreshingQuery: false, transitions: &transitions)
        }
        read += 1
      }
      registry.removeLast(registry.count - write)
      compactedCount = registry.count
    }
    isInPass = false
    if passPending, batchDepth == 0 {
      passPending = false
      reapplyAll()
    }
  }

  private func reapplyAllSoon() {
    if batchDepth > 0 || isInPass { passPending = true } else { reapplyAll() }
  }

  // MARK: - Applying

  /// Styles `component`: resolves its styles, states and environment, sets what changed and
  /// restores what is no longer set. Parts are styled through their parent.
  public func apply(to component: any Styleable) {
    operation {
      var transitions: [ObjectIdentifier: Transition] = [:]
      style(component, refreshingQuery: false, transitions: &transitions)
    }
  }

  /// Styles `root` and every component below it (`styleChildren`), as MAF's
  /// `mafApplyStyleOnMafSubviews` did.
  public func applyTree(_ root: any Styleable) {
    operation {
      var transitions: [ObjectIdentifier: Transition] = [:]
      var stack: [any Styleable] = [root]
      while let component = stack.popLast() {
        style(component, refreshingQuery: true, transitions: &transitions)
        stack.append(contentsOf: component.styleChildren.reversed())
      }
    }
  }

  /// The first-appearance hook adapters call when a component is first shown (Redbeard's
  /// `didMoveToSuperview`, NUI's first appearance): styles it once, unless it opted out with
  /// `appliesOnFirstAppearance = false`. Later calls do nothing.
  @_spi(LiveryAdapter)
  public func componentDidAppear(_ component: any Styleable) {
    let record = component.styling
    guard !record.hasAppeared else { return }
    record.hasAppeared = true
    guard record.appliesOnFirstAppearance else { return }
    apply(to: component)
  }

  /// How many live components the registry holds (freed ones are dropped first).
  public var styledComponentCount: Int {
    if !isInPass { compactRegistry() }
    return registry.reduce(0) { $0 + ($1.component?.styling.applier === self ? 1 : 0) }
  }

  /// Slots in the registry, live or not (for tests that check it stays bounded).
  var registrySlotCount: Int { registry.count }

  private func compactRegistry() {
    registry.removeAll { $0.component == nil || $0.component?.styling.applier !== self }
    compactedCount = registry.count
  }

  /// Runs `body`, keeping the plan cache bounded after the outermost operation.
  private func operation(_ body: () -> Void) {
    // Not following the store by itself, the applier takes up its newest state here.
    if following == nil, operationDepth == 0 { catchUp() }
    operationDepth += 1
    body()
    operationDepth -= 1
    if operationDepth == 0, plans.count > Self.maximumPlans { plans.removeAll() }
  }

  private func style(
    _ component: any Styleable, refreshingQuery: Bool,
    transitions: inout [ObjectIdentifier: Transition]
  ) {
    let record = component.styling
    if let part = record.partQuery {
      // A part is styled through its parent's sub-element style; its own overrides and switch
      // still count.
      restyle(part: component, query: part.query)
      return
    }
    if record.applier !== self {
      // Styled by another applier before (or never): it belongs to this one from now on.
      record.applier = self
      record.isRegistered = false
      record.appliedFromQuery = false
      record.queryChanged()
    }
    if !record.isRegistered {
      record.isRegistered = true
      if !isInPass, registry.count >= max(64, 2 * compactedCount) { compactRegistry() }
      registry.append(WeakComponent(component: component))
    }
    if record.isThemingDisabled {
      if record.applied != nil { applyResolved(nil, to: component, depth: 0) }
      record.appliedFromQuery = false
      return
    }
    if refreshingQuery { record.queryChanged() }
    // The fast path of a switch: a component styled exactly by its query's resolution, with no
    // environment of its own, gets what another component with the same style got.
    let previous =
      record.appliedFromQuery && record.overrides.isEmpty && !record.inheritsEnvironmentOverlay
        && record.queryStamp >= 0 ? record.applied : nil
    if let previous, let next = transitions[ObjectIdentifier(previous)]?.next {
      record.queryStamp = environmentGeneration
      record.appearance = appearance
      if next.isResolved {
        applyResolved(next, to: component, depth: 0)
      } else {
        record.appliedFromQuery = false
      }
      return
    }
    let query = self.query(for: component)
    var style = resolution(of: query)
    report(style.diagnostics)
    if let previous {
      transitions[ObjectIdentifier(previous)] = Transition(previous: previous, next: style)
    }
    // An unknown style name: the component keeps its current look.
    guard style.isResolved else {
      record.appliedFromQuery = false
      return
    }
    if !record.overrides.isEmpty {
      style = theme.resolve(query, overrides: record.overrides, adapting: adaptiveAxes)
      report(style.diagnostics)
    }
    applyResolved(style, to: component, depth: 0)
    record.appliedFromQuery = record.overrides.isEmpty
  }

  /// The component's query: its type, styles and states, in the applier's environment overlaid by
  /// its own and its ancestors' (the nearest wins).
  private func query(for component: any Styleable) -> StyleQuery {
    let record = component.styling
    if record.queryStamp == environmentGeneration, record.appliedFromQuery,
      let applied = record.applied
    {
      return applied.query
    }
    var overlays: [[EnvironmentAxis: String]] = []
    var current: (any Styleable)? = component
    while let node = current {
      if !node.styling.environment.isEmpty { overlays.append(node.styling.environment) }
      current = node.styleParent
    }
    record.inheritsEnvironmentOverlay = !overlays.isEmpty
    record.appearance = appearance
    var environment = self.environment
    if !overlays.isEmpty {
      var merged: [EnvironmentAxis: String] = [:]
      for overlay in overlays.reversed() { merged.merge(overlay) { _, nearer in nearer } }
      environment = environment.setting(
        merged.sorted { $0.key < $1.key }.map { (axis: $0.key, value: Optional($0.value)) })
      record.appearance = Appearance(environment)
    }
    record.queryStamp = environmentGeneration
    return StyleQuery(
      for: targetType(of: component), named: record.styleNames, states: record.states,
      in: environment)
  }

  /// The theme's resolution of `query`, with the platform's adaptive axes left open; every
  /// resolution the applier makes goes through here (`onResolve`).
  private func resolution(of query: StyleQuery) -> ResolvedStyle {
    let style = theme.resolve(query, adapting: adaptiveAxes)
    onResolve?(style)
    return style
  }

  /// Re-styles a part alone (its overrides or switch changed), with the sub-element query its
  /// parent last gave it.
  private func restyle(part: any Styleable, query: StyleQuery) {
    let record = part.styling
    guard !record.isThemingDisabled else {
      applyResolved(nil, to: part, depth: 1)
      return
    }
    var style = resolution(of: query)
    guard style.isResolved else { return }
    if !record.overrides.isEmpty {
      style = theme.resolve(query, overrides: record.overrides, adapting: adaptiveAxes)
      report(style.diagnostics)
    }
    applyResolved(style, to: part, depth: 1)
  }

  /// Brings `component` from the style it has to `style` (`nil`: none, restore everything).
  private func applyResolved(_ style: ResolvedStyle?, to component: any Styleable, depth: Int) {
    let record = component.styling
    if let style, style === record.applied {
      if !adaptiveAxes.isEmpty { refreshAppearance(of: component, style: style, depth: depth) }
      return
    }
    if record.applied == nil && style == nil { return }
    let key = PlanKey(
      from: record.applied.map(ObjectIdentifier.init), to: style.map(ObjectIdentifier.init),
      type: ObjectIdentifier(type(of: component)))
    let plan: Plan
    if let cached = plans[key] {
      plan = cached
    } else {
      plan = makePlan(from: record.applied, to: style, for: component)
      plans[key] = plan
    }
    execute(plan, on: component)
    record.applied = style
    if !adaptiveAxes.isEmpty {
      // Values by appearance the diff left alone (equal tables) were set for another appearance
      // when it changed meanwhile: set them for this one.
      let refresh = style.map { refreshPlan(for: $0, on: component) }
      if let refresh, !refresh.steps.isEmpty, let applied = record.appliedAppearance,
        applied != record.appearance
      {
        execute(Plan(steps: refresh.steps, parts: [], retained: (nil, nil)), on: component)
      }
      record.appliedAppearance = refresh?.steps.isEmpty == false ? record.appearance : nil
    }
    guard !plan.parts.isEmpty else { return }
    guard depth < Self.maximumPartDepth else {
      report(
        .error(
          .partsTooDeep,
          "parts of \(targetType(of: component)) nest more than \(Self.maximumPartDepth) deep; the deeper ones are not styled",
          at: style?.subElements.values.first?.location))
      return
    }
    for part in plan.parts {
      guard let child = part.applier.part(component) else {
        if let location = part.location {
          report(
            .warning(
              .noPart,
              "this \(targetType(of: component)) has no '\(part.applier.property)' now; its style is not applied",
              at: location),
            key: "part|\(type(of: component))|\(part.applier.property)")
        }
        continue
      }
      // A part must not be the component or one of the components it is a part of.
      var owner: (any Styleable)? = component
      var isOwnAncestor = false
      while let current = owner, !isOwnAncestor {
        isOwnAncestor = current === child
        owner = current.styling.isPart ? current.styleParent : nil
      }
      guard !isOwnAncestor else {
        report(
          .warning(
            .partsTooDeep,
            "the part '\(part.applier.property)' of \(targetType(of: component)) contains it; its style is not applied",
            at: part.location),
          key: "self-part|\(type(of: component))|\(part.applier.property)")
        continue
      }
      guard let query = part.query else {
        applyResolved(nil, to: child, depth: depth + 1)
        child.styling.partQuery = nil
        continue
      }
      child.styling.applier = self
      child.styling.partQuery = PartQuery(query)
      child.styling.appearance = record.appearance
      if child.styling.isThemingDisabled {
        applyResolved(nil, to: child, depth: depth + 1)
        continue
      }
      var childStyle = resolution(of: query)
      report(childStyle.diagnostics)
      guard childStyle.isResolved else { continue }
      if !child.styling.overrides.isEmpty {
        childStyle = theme.resolve(
          query, overrides: child.styling.overrides, adapting: adaptiveAxes)
        report(childStyle.diagnostics)
      }
      applyResolved(childStyle, to: child, depth: depth + 1)
    }
  }

  private func execute(_ plan: Plan, on component: any Styleable) {
    let record = component.styling
    for index in plan.steps.indices {
      switch plan.steps[index] {
      case let .set(applier, property, value, location):
        guard case let .single(_, set, restore) = applier.action else { continue }
        self.set(value, of: property, with: set, keeping: restore, on: component, at: location)
      case let .restore(applier, property):
        guard case let .single(_, _, restore) = applier.action else { continue }
        self.restore(property, with: restore, on: component)
      case let .compound(applier, values, location):
        guard case let .compound(apply, reset, takesTables) = applier.action else { continue }
        // Values by appearance reach a compound applier that does not take tables as the
        // component's appearance has them.
        let shown = takesTables ? values : values.flatMap { $0.inAppearance(record.appearance) }
        setterCallCount += 1
        guard let shown else {
          reset(component)
          continue
        }
        do { try apply(component, shown) } catch {
          reportNotShown(error, property: applier.properties.first ?? "", at: location)
        }
      case let .setStates(applier, property, table, previous, location):
        guard case let .states(set, reset) = applier.action else { continue }
        setterCallCount += 1
        guard let table else {
          reset(component)
          continue
        }
        do throws(ApplierNotice) {
          if try !set(component, table, previous) {
            let expected = applier.expects.map { "\($0)" } ?? "another value"
            report(
              .error(
                .valueType,
                "'\(property)' expects \(Self.describe(expected)) in every state; a state gives another kind of value, so the property is left alone",
                at: location))
          }
        } catch {
          reportNotShown(error, property: property, at: location)
        }
      case let .setInAppearance(applier, property, table, location):
        guard case let .single(convert, set, restore) = applier.action else { continue }
        guard let value = table.value(in: record.appearance) else {
          // Not set in this appearance: the component's own value.
          self.restore(property, with: restore, on: component)
          continue
        }
        guard let converted = convert(value) else {
          let expected = applier.expects.map { "\($0)" } ?? "another value"
          report(
            .error(
              .valueType,
              "'\(property)' expects \(Self.describe(expected)), found \(value.kindDescription) (\(value)) in one appearance; the property is left alone there",
              at: location))
          continue
        }
        self.set(converted, of: property, with: set, keeping: restore, on: component, at: location)
      }
    }
  }

  /// Sets `property` through a single applier's setter, first reading the component's own value
  /// when the applier restores by setting it back.
  private func set(
    _ value: any Sendable, of property: PropertyName,
    with set: (AnyObject, any Sendable) throws(ApplierNotice) -> Void,
    keeping restore: AnyApplier.Restore, on component: any Styleable, at location: SourceLocation
  ) {
    let record = component.styling
    if case .original(let get, _) = restore, record.originals[property] == nil {
      record.originals[property] = get(component)
    }
    setterCallCount += 1
    do { try set(component, value) } catch {
      reportNotShown(error, property: property, at: location)
    }
  }

  /// Gives `component` its own value of `property` back: the applier's reset, or the original
  /// read before Livery first set it.
  private func restore(
    _ property: PropertyName, with restore: AnyApplier.Restore, on component: any Styleable
  ) {
    switch restore {
    case .reset(let reset):
      setterCallCount += 1
      reset(component)
    case .original(_, let set):
      guard let original = component.styling.originals.removeValue(forKey: property) else {
        return
      }
      setterCallCount += 1
      set(component, original)
    }
  }

  // MARK: - Plans

  /// What to do to a component of one class to go from one style to another.
  private func makePlan(
    from previous: ResolvedStyle?, to style: ResolvedStyle?, for component: any Styleable
  ) -> Plan {
    let componentType = type(of: component)
    let table = table(for: componentType)
    let changes = style?.changes(from: previous) ?? .removing(previous)
    var steps: [Step] = []
    var compounds: [ObjectIdentifier: AnyApplier] = [:]
    var compoundOrder: [AnyApplier] = []
    func touch(_ applier: AnyApplier) {
      if compounds.updateValue(applier, forKey: ObjectIdentifier(applier)) == nil {
        compoundOrder.append(applier)
      }
    }
    for property in changes.propertiesToSet {
      guard let applier = table.appliers[property.name] else {
        reportNoApplier(property, on: component, table: table)
        continue
      }
      switch applier.action {
      case .single(let convert, _, _):
        if let value = convert(property.value) {
          steps.append(.set(applier, property.name, value, property.provenance.valueLocation))
        } else if case .adaptive(let table) = property.value {
          // An applier of plain values: the component's appearance picks one.
          steps.append(
            .setInAppearance(applier, property.name, table, property.provenance.valueLocation))
        } else {
          let expected = applier.expects.map { "\($0)" } ?? "another value"
          report(
            .error(
              .valueType,
              "'\(property.name)' on \(targetType(of: component)) expects \(Self.describe(expected)), found \(property.value.kindDescription) (\(property.value)); the property is left alone",
              at: property.provenance.valueLocation))
        }
      case .compound: touch(applier)
      case .states: break  // below: by its table, whatever changed at the top
      }
    }
    for name in changes.propertiesToRestore {
      guard let applier = table.appliers[name] else { continue }
      switch applier.action {
      case .single: steps.append(.restore(applier, name))
      case .compound: touch(applier)
      case .states: break
      }
    }
    // Per-state appliers: called again only when the property's state table changed. The table's
    // `normal` is the value with no state active, whatever states the component is in.
    for (name, applier) in table.stateAppliers {
      let before = StateTable.of(name, in: previous, normal: normalStyle(of: previous))
      let after = StateTable.of(name, in: style, normal: normalStyle(of: style))
      guard before != after else { continue }
      let location = style?.properties[name]?.provenance.valueLocation
      steps.append(.setStates(applier, name, after, before, location))
    }
    for applier in compoundOrder {
      var values: [(PropertyName, Value)] = []
      var location: SourceLocation?
      // Only the properties this compound serves here (a subclass's own applier may take one).
      for property in applier.properties where table.appliers[property] === applier {
        guard let resolved = style?.properties[property] else { continue }
        values.append((property, resolved.value))
        location = location ?? resolved.provenance.valueLocation
      }
      steps.append(
        .compound(applier, values.isEmpty ? nil : CompoundValues(values: values), location))
    }
    var parts: [PlannedPart] = []
    if let style {
      for name in style.subElements.keys.sorted() {
        let element = style.subElements[name]!
        guard let applier = table.parts[name] else {
          report(
            .warning(
              .noPart,
              "\(targetType(of: component)) has no part '\(name)' in this adapter; its style is not applied",
              at: element.location,
              fixIt: Suggestions.phrase(
                Suggestions.closest(to: name.rawValue, among: table.parts.keys.map(\.rawValue)))),
            key: "part|\(componentType)|\(name)")
          continue
        }
        parts.append(
          PlannedPart(applier: applier, query: element.query, location: element.location))
      }
    }
    for name in changes.removedParts {
      guard let applier = table.parts[name] else { continue }
      parts.append(PlannedPart(applier: applier, query: nil, location: nil))
    }
    return Plan(steps: steps, parts: parts, retained: (previous, style))
  }

  /// `style` with no state active: its own resolution when its query has none, else the same query
  /// resolved without states (values set in code, which hold in every state, laid over it).
  private func normalStyle(of style: ResolvedStyle?) -> ResolvedStyle? {
    guard let style, !style.query.states.isEmpty else { return style }
    let base = resolution(of: style.query.with(states: []))
    let overridden = style.properties.values.filter { $0.provenance.isOverride }
    guard !overridden.isEmpty else { return base }
    var properties = base.properties
    for property in overridden { properties[property.name] = property }
    return ResolvedStyle(normalOf: base, properties: properties)
  }

  /// The steps that set `style`'s values by appearance on a component of this class whose
  /// appliers take plain values (and its parts): what a switch of appearance calls again.
  private func refreshPlan(for style: ResolvedStyle, on component: any Styleable) -> Plan {
    let key = PlanKey(
      from: ObjectIdentifier(style), to: ObjectIdentifier(style),
      type: ObjectIdentifier(type(of: component)))
    if let cached = plans[key] { return cached }
    let full = makePlan(from: nil, to: style, for: component)
    let plan = Plan(
      steps: full.steps.filter(\.dependsOnAppearance), parts: full.parts,
      retained: (style, style))
    plans[key] = plan
    return plan
  }

  /// Sets again what depends on the appearance when the component's appearance changed since it
  /// was set (a colour-scheme switch under an adapter whose platform cannot adapt that value),
  /// and does the same for its parts. Values its appliers take as tables need nothing.
  private func refreshAppearance(of component: any Styleable, style: ResolvedStyle, depth: Int) {
    let record = component.styling
    let plan = refreshPlan(for: style, on: component)
    if let applied = record.appliedAppearance, applied != record.appearance {
      if !plan.steps.isEmpty { execute(plan, on: component) }
      record.appliedAppearance = plan.steps.isEmpty ? nil : record.appearance
    }
    guard depth < Self.maximumPartDepth else { return }
    for part in plan.parts {
      guard let child = part.applier.part(component), child.styling.partQuery != nil,
        let childStyle = child.styling.applied
      else { continue }
      child.styling.appearance = record.appearance
      refreshAppearance(of: child, style: childStyle, depth: depth + 1)
    }
  }

  /// A component's catalog type: its own word, else its class's mapping in the registry, else
  /// View (reported once per class).
  func targetType(of component: any Styleable) -> TargetType {
    if let declared = component.styleType { return declared }
    let componentClass = type(of: component)
    let key = ObjectIdentifier(componentClass)
    if let known = classTypes[key] { return known }
    let derived = appliers.targetType(for: componentClass)
    if derived == nil {
      report(
        .warning(
          .noComponentType,
          "\(componentClass) is mapped to no catalog type (ApplierRegistry.map); it is styled as a View",
          at: nil),
        key: "type|\(componentClass)")
    }
    classTypes[key] = derived ?? .view
    return derived ?? .view
  }

  private func table(for type: any Styleable.Type) -> ApplierTable {
    let key = ObjectIdentifier(type)
    if let table = tables[key] { return table }
    let table = appliers.table(for: type)
    tables[key] = table
    return table
  }

  // MARK: - Diagnostics

  private func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { report(diagnostic) }
  }

  /// Reports `diagnostic` unless one with the same `key` (by default: code, place and message)
  /// was reported before.
  private func report(_ diagnostic: Diagnostic, key: String? = nil) {
    let key =
      key
      ?? "\(diagnostic.code.rawValue)|\(diagnostic.location?.description ?? "")|\(diagnostic.message)"
    guard reported.insert(key).inserted else { return }
    if diagnostics.count < Self.maximumCollected { diagnostics.append(diagnostic) }
    onDiagnostic?(diagnostic)
  }

  private func reportNoApplier(
    _ property: ResolvedProperty, on component: any Styleable, table: ApplierTable
  ) {
    let key = "applier|\(targetType(of: component))|\(type(of: component))|\(property.name)"
    guard !reported.contains(key) else { return }
    report(
      .warning(
        .noApplier,
        "'\(property.name)' has no applier for \(targetType(of: component)) components here; it is not applied",
        at: property.provenance.location,
        fixIt: Suggestions.phrase(
          Suggestions.closest(to: property.name.rawValue, among: table.known))),
      key: key)
  }

  private func reportNotShown(
    _ error: ApplierNotice, property: PropertyName, at location: SourceLocation?
  ) {
    report(.warning(.notShown, "'\(property)': \(error.message)", at: location))
  }

  /// `RGBAColor` → "a colour", for messages.
  private static func describe(_ typeName: String) -> String {
    let kinds: [String: ValueKind] = [
      "RGBAColor": .color, "Double": .number, "Int": .integer, "Bool": .bool, "String": .string,
      "Insets": .insets, "Size": .size, "Point": .point, "Offset": .offset, "FontDescriptor": .font,
      "ColorGradient": .gradient, "Border": .border, "Shadow": .shadow, "ImageSource": .image,
      "Paint": .paint, "Value": .anyValue,
    ]
    return kinds[typeName]?.description ?? typeName
  }
}

/// A styled component, held weakly.
private struct WeakComponent {
  weak var component: (any Styleable)?
}

/// What components that had `previous` get in this pass. Holding `previous` keeps its identity
/// (the key) from being reused by a style created during the pass.
private struct Transition {
  let previous: ResolvedStyle
  let next: ResolvedStyle
}

private struct PlanKey: Hashable {
  let from: ObjectIdentifier?
  let to: ObjectIdentifier?
  let type: ObjectIdentifier
}

/// The setter calls that take a component of one class from one style to another.
private struct Plan {
  var steps: [Step]
  var parts: [PlannedPart]
  /// Whether a step sets a value the component's appearance picks.
  var dependsOnAppearance: Bool { steps.contains { $0.dependsOnAppearance } }
  /// Keeps both styles alive while the plan is cached, so their identities stay unique.
  var retained: (ResolvedStyle?, ResolvedStyle?)
}

private enum Step {
  case set(AnyApplier, PropertyName, any Sendable, SourceLocation)
  case restore(AnyApplier, PropertyName)
  /// `nil` values: reset.
  case compound(AnyApplier, CompoundValues?, SourceLocation?)
  /// A value by appearance for an applier of plain values: the component's appearance picks it.
  case setInAppearance(AnyApplier, PropertyName, AppearanceTable, SourceLocation)
  /// A property's new state table (`nil`: reset), and the one it replaces.
  case setStates(
    AnyApplier, PropertyName, StateTable<Value>?, StateTable<Value>?, SourceLocation?)

  /// Whether what it sets depends on the component's appearance.
  var dependsOnAppearance: Bool {
    switch self {
    case .set, .restore, .setStates: return false
    case .setInAppearance: return true
    case let .compound(applier, values, _):
      guard case .compound(_, _, let takesTables) = applier.action, !takesTables else {
        return false
      }
      return values?.hasTables ?? false
    }
  }
}

private struct PlannedPart {
  let applier: AnyPartApplier
  /// The sub-element's query; `nil` when the part is no longer styled.
  let query: StyleQuery?
  let location: SourceLocation?
}

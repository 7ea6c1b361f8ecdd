/// Resolution for one environment: which rules and constant definitions apply is fixed, so parents,
/// effective bodies and constant chains are memoized here.
///
/// Safe to use from several threads at once: each table has its own lock, held only to look up or
/// to store — the work happens outside, so two threads resolving different styles never wait for
/// each other's resolution (at worst both work out the same entry, and one copy is kept).
final class ResolutionSession: Sendable {
  let environment: StyleEnvironment

  /// What a constant resolves to in this environment.
  enum ConstantOutcome: Sendable {
    /// The definition whose value is the literal (`definition.value`, not a reference to a
    /// constant), and the references followed to it.
    case literal(CompiledConstant, chain: ReferenceChain)
    /// Why there is no value: an unknown name, no variant for this environment, or a cycle.
    case failure(ValueError, DiagnosticCode)
  }

  private struct OwnKey: Hashable, Sendable {
    let key: StyleKey
    let targetType: TargetType?
  }

  /// Parents per style. Own bodies are not kept: once a style's effective body is memoized its
  /// own body is not needed again, and keeping both would double the memory.
  private let parentsCache = Locked<[OwnKey: [StyleKey]]>([:])
  /// Ancestry nodes per style (a keyed style's per type), shared by the resolutions that meet it.
  private let ancestryCache = Locked<[OwnKey: Ancestry]>([:])
  private let constantCache = Locked<[String: ConstantOutcome]>([:])
  /// Effective bodies of single-inheritance styles, so siblings share their ancestors' work. Bounded
  /// by `effectiveBudget` slots: a pathological chain where every level adds a property would
  /// otherwise cost quadratic memory.
  private let effectiveCache = Locked(EffectiveCache())
  private static let effectiveBudget = 1_000_000

  private struct EffectiveCache {
    var bodies: [StyleKey: MergedBody] = [:]
    var slots = 0
  }

  init(environment: StyleEnvironment) {
    self.environment = environment
  }

  // MARK: - Styles

  /// `rules` (the rules of `key` that apply here, `contributions`) merged by precedence (not
  /// cached; see `parentsCache`), without the defaults' and the skin's declarations of what the
  /// theme styles for `key`.
  private func ownBody(
    _ key: StyleKey, targetType: TargetType?, of rules: [CompiledRule], in theme: CompiledTheme
  ) -> MergedBody {
    var body = MergedBody()
    for rule in rules {
      body.add(
        theme.bodies[rule], typed: theme.typedBody(ofRule: rule.ordinal), rule: rule,
        origin: rule.ordinal,
        statePath: [], environment: environment)
    }
    if body.hasFallbacks { body.dropFallbacks(theme.themedProperties(of: key, for: targetType)) }
    return body
  }

  /// Lays `key`'s own body over what it inherits: the inherited defaults' and skin's declarations
  /// of what the theme styles for `key` go first, so a derived style's own value is never mixed
  /// with a skin state its ancestors had (semantics §3).
  /// `rules` are `key`'s `contributions`, when the caller has them.
  private func layOwnBody(
    of key: StyleKey, targetType: TargetType?, rules: [CompiledRule]? = nil,
    over inherited: inout MergedBody, in theme: CompiledTheme
  ) {
    if inherited.hasFallbacks {
      inherited.dropFallbacks(theme.themedProperties(of: key, for: targetType))
    }
    let rules = rules ?? contributions(of: key, targetType: targetType, in: theme)
    // Most styles are one rule of plain declarations: each replaces what it inherits, so they are
    // laid straight over it — what merging them into a body of their own and laying that over
    // gives, in one pass instead of two.
    if rules.count == 1, !rules[0].isFallback {
      let body = theme.bodies[rules[0]]
      let typed = theme.typedBody(ofRule: rules[0].ordinal)
      if MergedBody.isPlain(body, typed: typed) {
        inherited.layPlainDeclarations(of: body, typed: typed, rule: rules[0])
        return
      }
    }
    inherited.overlay(ownBody(key, targetType: targetType, of: rules, in: theme))
  }

  /// The parents of `key`: those of the highest-precedence rule that names any.
  private func parents(_ key: StyleKey, targetType: TargetType?, in theme: CompiledTheme)
    -> [StyleKey]
  {
    let cacheKey = OwnKey(key: key, targetType: targetType)
    if let cached = parentsCache.withLock({ $0[cacheKey] }) { return cached }
    let parents = self.parents(
      of: contributions(of: key, targetType: targetType, in: theme), in: theme)
    parentsCache.withLock { $0[cacheKey] = parents }
    return parents
  }

  /// The rules of `key` that apply here (`contributions`) and its parents: one look at the rules
  /// for both.
  private func rulesAndParents(_ key: StyleKey, targetType: TargetType?, in theme: CompiledTheme)
    -> (rules: [CompiledRule], parents: [StyleKey])
  {
    let rules = contributions(of: key, targetType: targetType, in: theme)
    return (rules, parents(of: rules, in: theme))
  }

  private func parents(of contributions: [CompiledRule], in theme: CompiledTheme) -> [StyleKey] {
    let declaring = contributions.last { !theme.bodies[$0].parents.isEmpty }
    return declaring.map { theme.bodies[$0].parents.compactMap { theme.key(for: $0) } } ?? []
  }

  /// The rules of `key` that apply here, in precedence order.
  private func contributions(of key: StyleKey, targetType: TargetType?, in theme: CompiledTheme)
    -> [CompiledRule]
  {
    guard let indices = theme.rulesByKey[key] else { return [] }
    var contributions: [CompiledRule] = []
    contributions.reserveCapacity(indices.count)
    // By index, conditions read in place: only the rules that apply are copied.
    for index in indices
    where theme.rules[index].conditions.isEmpty
      || theme.rules[index].conditions.matches(environment)
    {
      contributions.append(theme.rules[index])
    }
    if case .named = key, let targetType {
      let forType = contributions.filter {
        if case .named(_, let ruleType?) = $0.identity { return ruleType == targetType }
        return true
      }
      if !forType.isEmpty { contributions = forType }
    }
    if contributions.count > 1 { contributions.sort { $0.precedence < $1.precedence } }
    return contributions
  }

  /// The style with everything it inherits: ancestors first (each once, parents before children),
  /// then derived values over them, and the style's parents when they were looked up (for its
  /// `ancestry`). Iterative, so long chains do not exhaust the stack; cycles (already reported when
  /// compiling) are cut where they close.
  func effective(_ root: StyleKey, targetType: TargetType?, in theme: CompiledTheme) -> (
    body: MergedBody, parents: [StyleKey]?
  ) {
    struct Frame {
      let key: StyleKey
      let parents: [StyleKey]
      var next: Int
    }
    if targetType == nil, let cached = effectiveCache.withLock({ $0.bodies[root] }) {
      return (cached, nil)
    }
    let (rootRules, rootParents) = rulesAndParents(root, targetType: targetType, in: theme)
    // Most often the style has one parent whose effective body is known, or none: no walk.
    if rootParents.count <= 1 {
      var known: MergedBody? = MergedBody()
      if let parent = rootParents.first {
        known = parent == root ? nil : effectiveCache.withLock { $0.bodies[parent] }
      }
      if var result = known {
        layOwnBody(of: root, targetType: targetType, rules: rootRules, over: &result, in: theme)
        if targetType == nil { remember(result, for: root) }
        return (result, rootParents)
      }
    }
    var order: [StyleKey] = []
    var done: Set<StyleKey> = []
    var onPath: Set<StyleKey> = [root]
    var singleInheritance = true
    var frames = [Frame(key: root, parents: rootParents, next: 0)]
    while !frames.isEmpty {
      let top = frames.count - 1
      if frames[top].parents.count > 1 { singleInheritance = false }
      if frames[top].next < frames[top].parents.count {
        let parent = frames[top].parents[frames[top].next]
        frames[top].next += 1
        guard !done.contains(parent), !onPath.contains(parent) else { continue }
        // An ancestor whose effective body is known needs no walk above it.
        if singleInheritance, effectiveCache.withLock({ $0.bodies[parent] != nil }) {
          done.insert(parent)
          order.append(parent)
          continue
        }
        let parentParents = parents(parent, targetType: nil, in: theme)
        onPath.insert(parent)
        frames.append(Frame(key: parent, parents: parentParents, next: 0))
        continue
      }
      let finished = frames.removeLast().key
      onPath.remove(finished)
      done.insert(finished)
      order.append(finished)
    }
    guard singleInheritance else {
      // Several parents: one linearization, each ancestor once, so a shared base cannot override
      // a style that derives from it.
      var result = MergedBody()
      for key in order {
        if key == root {
          layOwnBody(of: key, targetType: targetType, rules: rootRules, over: &result, in: theme)
        } else {
          layOwnBody(of: key, targetType: nil, over: &result, in: theme)
        }
      }
      return (result, rootParents)
    }
    // A single chain, base first: each level is its parent's effective body with its own values
    // laid over, memoized for the styles that share it.
    var result = MergedBody()
    for key in order {
      let isRoot = key == root
      if !isRoot || targetType == nil, let cached = effectiveCache.withLock({ $0.bodies[key] }) {
        result = cached
        continue
      }
      layOwnBody(
        of: key, targetType: isRoot ? targetType : nil, rules: isRoot ? rootRules : nil,
        over: &result, in: theme)
      if !isRoot || targetType == nil { remember(result, for: key) }
    }
    return (result, rootParents)
  }

  /// Keeps `body` as the effective body of `key`, within the budget.
  private func remember(_ body: MergedBody, for key: StyleKey) {
    effectiveCache.withLock { cache in
      guard cache.slots + body.slots.count <= Self.effectiveBudget else { return }
      // One hash: a body another thread stored first is the same body, and is counted already.
      if let replaced = cache.bodies.updateValue(body, forKey: key) {
        cache.bodies[key] = replaced
      } else {
        cache.slots += body.slots.count
      }
    }
  }

  /// `key` (`targetType`'s variant, for a root) and the styles it inherits from, as nodes shared
  /// with every other resolution in this session. Iterative, so long chains do not exhaust the
  /// stack; a parent that closes a cycle is left out, and a node whose ancestry lost such a parent
  /// is not kept (its shape depends on where the walk began).
  /// `parents` are `key`'s, when the caller looked them up.
  func ancestry(
    _ key: StyleKey, targetType: TargetType?, parents knownParents: [StyleKey]? = nil,
    in theme: CompiledTheme
  ) -> Ancestry {
    let rootKey = OwnKey(key: key, targetType: targetType)
    if let cached = ancestryCache.withLock({ $0[rootKey] }) { return cached }
    let rootParents = knownParents ?? parents(key, targetType: targetType, in: theme)
    // Most often every parent's node is known: no walk.
    let known = ancestryCache.withLock { cache -> Ancestry? in
      var nodes: [Ancestry] = []
      nodes.reserveCapacity(rootParents.count)
      for parent in rootParents {
        guard parent != key, let node = cache[OwnKey(key: parent, targetType: nil)] else {
          return nil
        }
        nodes.append(node)
      }
      // One hash; a node another thread stored first is put back and shared.
      let node = Ancestry(key: key, parents: nodes)
      guard let existing = cache.updateValue(node, forKey: rootKey) else { return node }
      cache[rootKey] = existing
      return existing
    }
    if let known { return known }
    struct Frame {
      let key: OwnKey
      let parents: [StyleKey]
      var next = 0
      var nodes: [Ancestry] = []
      var complete = true
    }
    var frames = [Frame(key: rootKey, parents: rootParents)]
    var onPath: Set<StyleKey> = [key]
    // Nodes this walk built, kept or not: a style reached again (a shared ancestor above a cycle)
    // is not walked again, so the walk stays linear.
    var built: [StyleKey: (node: Ancestry, complete: Bool)] = [:]
    while true {
      let top = frames.count - 1
      if frames[top].next < frames[top].parents.count {
        let parent = frames[top].parents[frames[top].next]
        frames[top].next += 1
        let parentKey = OwnKey(key: parent, targetType: nil)
        // The cycle test first, as `effective` cuts it.
        if onPath.contains(parent) {
          frames[top].complete = false
        } else if let done = built[parent] {
          frames[top].nodes.append(done.node)
          if !done.complete { frames[top].complete = false }
        } else if let cached = ancestryCache.withLock({ $0[parentKey] }) {
          frames[top].nodes.append(cached)
        } else {
          onPath.insert(parent)
          frames.append(Frame(key: parentKey, parents: parents(parent, targetType: nil, in: theme)))
        }
        continue
      }
      let frame = frames.removeLast()
      onPath.remove(frame.key.key)
      var node = Ancestry(key: frame.key.key, parents: frame.nodes)
      if frame.complete {
        node = ancestryCache.withLock { cache in
          if let existing = cache[frame.key] { return existing }
          cache[frame.key] = node
          return node
        }
      }
      guard !frames.isEmpty else { return node }
      built[frame.key.key] = (node, frame.complete)
      frames[frames.count - 1].nodes.append(node)
      if !frame.complete { frames[frames.count - 1].complete = false }
    }
  }

  // MARK: - Constants

  /// Follows a constant's references to its literal, picking in each hop the definition that wins
  /// in this environment (`CompiledTheme.walkConstants`); every constant on the way is memoized.
  func constant(_ name: String, in theme: CompiledTheme) -> ConstantOutcome {
    if let cached = constantCache.withLock({ $0[name] }) { return cached }
    let environment = self.environment
    let constantCache = self.constantCache
    let walk = theme.walkConstants(from: name) { definitions in
      CompiledTheme.winningDefinition(of: definitions, in: environment)
    } stoppingBefore: { name in
      constantCache.withLock { $0[name] != nil }
    }
    var hops = walk.hops[...]
    var terminal: ConstantOutcome
    switch walk.end {
    case .literal:
      let last = hops.removeLast()
      terminal = .literal(
        last.definition,
        chain: ReferenceChain(step(for: last.name, last.definition, in: theme), next: nil))
      let outcome = terminal
      constantCache.withLock { $0[last.name] = outcome }
    case .known(let known):
      // Memoized before the walk stopped there (the cache only grows); worked out if not.
      terminal = constantCache.withLock { $0[known] } ?? constant(known, in: theme)
    case .unknown(let unknown):
      terminal = .failure(ValueError("unknown constant '\(unknown)'"), .unknownConstant)
    case .noDefinition(let current):
      let definitions = theme.constantsByName[current] ?? []
      let variants = definitions.map { $0.conditions.description }.joined(separator: "; ")
      terminal = .failure(
        ValueError(
          "no definition of '\(current)' applies when \(Self.describe(environment, on: definitions)) (it is defined for: \(variants))"
        ),
        .noMatchingVariant)
    case .cycle(let repeated):
      terminal = .failure(
        ValueError("'\(repeated)' refers to itself through a cycle of references"), .constantCycle)
    }
    // Memoize every hop, sharing the tail of the chain.
    var outcomes: [(String, ConstantOutcome)] = []
    for hop in hops.reversed() {
      if case let .literal(literal, chain) = terminal {
        terminal = .literal(
          literal,
          chain: ReferenceChain(step(for: hop.name, hop.definition, in: theme), next: chain))
      }
      outcomes.append((hop.name, terminal))
    }
    let outcome = terminal
    return constantCache.withLock { cache in
      for (hop, outcome) in outcomes { cache[hop] = outcome }
      return cache[name] ?? outcome
    }
  }

  /// What `environment` holds on the axes `definitions`' conditions test (`idiom=pad`,
  /// `locale unset`): the environment a session resolves in holds untested axes as the default
  /// environment has them, not as the query asked, so only the tested ones are told.
  private static func describe(
    _ environment: StyleEnvironment, on definitions: ArraySlice<CompiledConstant>
  ) -> String {
    var axes: Set<EnvironmentAxis> = []
    for definition in definitions {
      for condition in definition.conditions.all { axes.insert(condition.axis) }
    }
    return axes.sorted().map { axis in
      environment[axis].map { "\(axis)=\($0)" } ?? "\(axis) unset"
    }.joined(separator: " ")
  }

  private func step(for name: String, _ definition: CompiledConstant, in theme: CompiledTheme)
    -> ReferenceStep
  {
    let sigil = theme.sheets[Int(definition.sheet)].dialect.constantSigil
    return ReferenceStep(spelling: sigil + name, definedAt: definition.definition.location)
  }
}

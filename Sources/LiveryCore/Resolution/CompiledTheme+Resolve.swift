extension CompiledTheme {
  /// Resolves a query to typed values with provenance. Memoized: the first call for a query does the
  /// work, later calls return the stored result.
  ///
  /// A style list applies the names that exist, as NUI applies a class chain: a name that no style
  /// has (and that is not a component type) is skipped with a warning naming the closest styles.
  /// When none of the names exists the result is unresolved (`isResolved == false`, no
  /// properties, an error), and the component keeps its current look.
  ///
  /// Under a light-only theme, `colorScheme=dark` resolves as light (`resolvingEnvironment(_:)`),
  /// and an axis no condition of the theme tests is resolved as the default environment has it
  /// (a theme without idiom variants resolves an iPad query once with the iPhone's); the result
  /// keeps the query as asked.
  public func resolve(_ query: StyleQuery) -> ResolvedStyle {
    if let cached = memo.value(for: query) { return cached }
    let session = sessions.session(for: query.environment, resolving: sessionEnvironment)
    if session.environment != query.environment {
      return memo.store(
        resolve(query.with(environment: session.environment)).answering(query), for: query)
    }
    var resolver = QueryResolver(theme: self, session: session, query: query)
    return memo.store(resolver.run(), for: query)
  }

  /// The style of a component of `type` that opted into the named styles (none: the type's own
  /// style), in `states` and `environment`:
  ///
  /// ```swift
  /// let button = theme.style(for: .button, named: ["WarningButton"], in: StyleEnvironment(colorScheme: .dark))
  /// button[.tintColor]
  /// ```
  public func style(
    for type: TargetType, named styles: [StyleName] = [], states: [StateName] = [],
    in environment: StyleEnvironment = .default
  ) -> ResolvedStyle {
    resolve(StyleQuery(for: type, named: styles, states: states, in: environment))
  }

  /// A constant's value in an environment, typed naturally (Motif's `constantValueForName:`), or
  /// `nil` if no constant has that name.
  public func constant(named name: String, in environment: StyleEnvironment = .default)
    -> ResolvedConstant?
  {
    guard constantsByName.contains(name) else { return nil }
    let session = sessions.session(for: environment, resolving: sessionEnvironment)
    switch session.constant(name, in: self) {
    case .failure(let error, _):
      return ResolvedConstant(name: name, result: .failure(error), references: [])
    case let .literal(literal, chain):
      let expression = literal.definition.value
      if case .reference(let reference) = expression {
        return ResolvedConstant(
          name: name, result: .success(.style(StyleName(reference.name))), references: chain.steps)
      }
      var warnings: [ValueError] = []
      let value = converters[Int(literal.sheet)].convert(
        expression, to: .any, at: literal.definition.valueLocation, warnings: &warnings
      ) { reference, at in
        Self.literal(session.constant(reference.name, in: self), at: at)
      }
      return ResolvedConstant(name: name, result: value.map { .value($0) }, references: chain.steps)
    }
  }

  /// The definition of `name` that applies in `environment`, before its references are followed
  /// (the most specific, then the highest layer), with the name of its layer: what `explain` shows
  /// as a constant's origin, metadata included.
  public func constantDefinition(named name: String, in environment: StyleEnvironment = .default)
    -> (
      constant: Constant, layer: String
    )?
  {
    guard let definitions = constantsByName[name] else { return nil }
    let environment = resolvingEnvironment(environment)
    guard let best = Self.winningDefinition(of: definitions, in: environment) else { return nil }
    return (best.definition, layerName(ofSheet: best.sheet))
  }

  static func literal(_ outcome: ResolutionSession.ConstantOutcome, at location: SourceLocation)
    -> Result<ValueExpression, ValueError>
  {
    switch outcome {
    case .literal(let literal, _): return .success(literal.definition.value)
    case .failure(let error, _):
      return .failure(ValueError(error.message, hint: error.hint, at: location))
    }
  }
}

/// A constant resolved in an environment.
public struct ResolvedConstant: Sendable {
  /// What a constant can resolve to: a value, or a style (Motif `$CardStyle: .Card`).
  public enum Resolution: Sendable, Hashable {
    case value(Value)
    case style(StyleName)
  }

  public let name: String
  public let result: Result<Resolution, ValueError>
  /// The chain of definitions from this constant to the literal.
  public let references: [ReferenceStep]

  /// The value, if the constant resolved to one.
  public var value: Value? {
    if case .success(.value(let value)) = result { return value }
    return nil
  }
}

/// Resolves one query against a session's memoized rules and constants.
struct QueryResolver {
  let theme: CompiledTheme
  let session: ResolutionSession
  let query: StyleQuery
  private var diagnostics: [Diagnostic] = []
  /// "did you mean" searches left: as many as a report shows, however many names are unknown.
  private var suggestionsLeft = Diagnostic.shownPerFileAndCode
  /// The styles the resolved body starts from (for a sub-element, the styles it applies).
  private var roots: [StyleKey] = []
  /// For each of `roots`: the type it was resolved for (none for a sub-element's roots) and its
  /// parents, where merging it found them (for its ancestry).
  private var rootFacts: [RootFacts] = []

  private struct RootFacts {
    var type: TargetType?
    var parents: [StyleKey]?
  }

  init(theme: CompiledTheme, session: ResolutionSession, query: StyleQuery) {
    self.theme = theme
    self.session = session
    self.query = query
  }

  mutating func run() -> ResolvedStyle {
    let targetType = query.targetType.map(theme.canonicalType)
    if query.styles.isEmpty {
      if let targetType { roots = [.type(targetType)] }
    } else if query.styles == [StyleName.none], !theme.hasStyle(named: .none) {
      // NUI's `nuiClass = none`: the component opts out of styling.
      return ResolvedStyle(
        query: query, properties: [:], subElements: [:], states: [], resetsPreviousValues: false,
        diagnostics: [],
        isResolved: true, ancestry: [])
    } else {
      // NUI applies the classes of a chain that exist and skips the others (nss.md §4.1, case 27):
      // an unknown name is a warning, and the query fails only when no name of it exists.
      var unknown: [StyleName] = []
      var known = 0
      for name in query.styles {
        if theme.hasStyle(named: name) {
          roots.append(.named(name))
        } else if let type = theme.typeStyle(named: name) {
          // A class chain may name a type's style (NUI `Button:LargeButton`).
          roots.append(.type(type))
        } else if theme.isKnownType(TargetType(name.rawValue)) {
          // A component type the theme gives no style (NUI's `TableCell` in `TableCell:MyCell`): nothing to apply.
          known += 1
        } else {
          unknown.append(name)
        }
      }
      let nothingExists = roots.isEmpty && known == 0
      let candidates =
        unknown.isEmpty ? nil : Suggestions.Candidates(theme.styleNames.map(\.rawValue))
      for name in unknown {
        let closest = suggestionsLeft > 0 ? candidates?.closest(to: name.rawValue) ?? [] : []
        suggestionsLeft -= 1
        diagnostics.append(
          Diagnostic(
            nothingExists ? .error : .warning, .unknownStyle,
            nothingExists
              ? "no style is named '\(name)'; nothing was applied"
              : "no style is named '\(name)'; the other styles apply",
            at: nil, fixIt: Suggestions.phrase(closest)))
      }
      if nothingExists { return unresolved() }
    }

    var merged = MergedBody()
    // What the theme styles in the styles merged so far: a style of a chain supersedes the skin
    // in the others, before and after it (NUI `Button:BigButton` and `BigButton:Button`).
    var themed: Set<PropertyPath> = []
    rootFacts = Array(repeating: RootFacts(), count: roots.count)
    for (position, root) in roots.enumerated() where theme.rulesByKey.contains(root) {
      let rootType = chosenType(for: root, given: targetType)
      rootFacts[position].type = rootType
      var (body, parents) = session.effective(root, targetType: rootType, in: theme)
      rootFacts[position].parents = parents
      guard theme.hasFallbackRules else {
        merged.overlay(body)
        continue
      }
      let rootThemed = themedProperties(through: root, targetType: rootType, parents: parents)
      if merged.hasFallbacks { merged.dropFallbacks(rootThemed) }
      if body.hasFallbacks { body.dropFallbacks(themed) }
      merged.overlay(body)
      themed.formUnion(rootThemed)
    }
    let active = Set(query.states)
    for property in query.subElementPath {
      guard let body = subElementBody(property, in: merged.applyingStates(active), themed: &themed)
      else { return unresolved() }
      merged = body
    }
    let view = merged.applyingStates(active)
    let (properties, subElements) = resolveSlots(view.slots, path: [])
    return ResolvedStyle(
      query: query, properties: properties, subElements: subElements,
      states: resolveStates(merged.states, over: merged.slots, path: []),
      resetsPreviousValues: merged.resets, diagnostics: diagnostics, isResolved: true,
      ancestry: roots.indices.map {
        session.ancestry(
          roots[$0], targetType: rootFacts[$0].type, parents: rootFacts[$0].parents, in: theme)
      },
      superseded: Set(merged.superseded))
  }

  /// For a query without a type, the type whose variant of a keyed style applies when the style
  /// is defined for several types here (MAF `Key="Panel"` for `ActionBar` and for `Dialog`): the
  /// one whose rule the cascade puts last (the last defined, unless a variant is more specific),
  /// with a warning naming the others — never a blend of both.
  private mutating func chosenType(for root: StyleKey, given targetType: TargetType?) -> TargetType?
  {
    guard case .named(let name) = root, let indices = theme.rulesByKey[root] else {
      return targetType
    }
    var last: [TargetType: CompiledRule] = [:]
    var untyped = false
    var lastSequence = Int32.min
    for index in indices {
      let rule = theme.rules[index]
      guard rule.conditions.isEmpty || rule.conditions.matches(session.environment) else {
        continue
      }
      guard case .named(_, let type?) = rule.identity else {
        untyped = true
        continue
      }
      lastSequence = max(lastSequence, rule.sequence)
      if let existing = last[type], existing.precedence > rule.precedence { continue }
      last[type] = rule
    }
    // A type the style has a variant for (or untyped rules that serve any type): that one.
    if let targetType, last[targetType] != nil || untyped { return targetType }
    guard last.count > 1,
      let chosen = last.max(by: { $0.value.precedence < $1.value.precedence })
    else { return targetType }
    let others = last.keys.filter { $0 != chosen.key }.sorted().map { "'\($0)'" }.joined(
      separator: ", ")
    let asked =
      targetType.map { "for the type '\($0)', which it has no variant for," } ?? "without a type"
    let lastDefined = chosen.value.sequence == lastSequence
    diagnostics.append(
      .warning(
        .ambiguousStyle,
        "the style '\(name)' is defined for the types '\(chosen.key)' and \(others); \(asked) the '\(chosen.key)' one "
          + "(the \(lastDefined ? "last defined" : "most specific"), at \(chosen.value.location)) was used",
        at: nil, fixIt: "say which type: --type \(chosen.key), or StyleQuery(for:)"))
    return chosen.key
  }

  /// What the theme's layers declare for `root` (`targetType`'s variant) and every style it
  /// inherits from; `parents` are `root`'s, when they were looked up.
  private func themedProperties(
    through root: StyleKey, targetType: TargetType?, parents: [StyleKey]? = nil
  ) -> Set<PropertyPath> {
    var paths = theme.themedProperties(of: root, for: targetType)
    let ancestry = session.ancestry(root, targetType: targetType, parents: parents, in: theme)
    for key in [ancestry].styles where key != root {
      paths.formUnion(theme.themedProperties(of: key))
    }
    return paths
  }

  private func unresolved() -> ResolvedStyle {
    ResolvedStyle(
      query: query, properties: [:], subElements: [:], states: [], resetsPreviousValues: false,
      diagnostics: diagnostics, isResolved: false, ancestry: [])
  }

  // MARK: - Sub-elements

  /// The merged body of the sub-element named `property`: its styles' effective bodies, then its
  /// inline declarations over them. `themed` is what the theme styles in the component's styles
  /// (paths from the component); on return, what it styles in the part (paths from the part).
  private mutating func subElementBody(
    _ property: PropertyName, in body: MergedBody, themed: inout Set<PropertyPath>
  )
    -> MergedBody?
  {
    // What the owner's theme says of this part supersedes the skin in the styles the part applies.
    var partThemed = Set(
      themed.compactMap { $0.first == property && $0.count > 1 ? Array($0.dropFirst()) : nil })
    defer { themed = partThemed }
    func effective(_ key: StyleKey) -> MergedBody {
      var part = session.effective(key, targetType: nil, in: theme).body
      if part.hasFallbacks { part.dropFallbacks(partThemed) }
      if theme.hasFallbackRules {
        partThemed.formUnion(themedProperties(through: key, targetType: nil))
      }
      return part
    }
    guard let number = theme.propertyNumber(of: property), let slot = body.slots[number] else {
      diagnostics.append(
        .error(.unknownStyle, "the style has no sub-element '\(property)'", at: nil))
      return nil
    }
    var result = MergedBody()
    switch slot.content {
    case .subElement(let content):
      roots = content.parents.compactMap { theme.key(for: $0) }
      rootFacts = Array(repeating: RootFacts(), count: roots.count)
      for key in roots { result.overlay(effective(key)) }
      result.overlay(content.body)
      return result
    case .declaration(let declarationReference):
      let declaration = declarationReference.declaration
      guard case .reference(let reference) = declaration.value,
        let name = styleName(for: reference, constant: constant(named: reference))
      else {
        diagnostics.append(
          .error(
            .unknownStyle, "'\(property)' is a value, not a sub-element style",
            at: declaration.location))
        return nil
      }
      roots = [.named(StyleName(name))]
      rootFacts = [RootFacts()]
      result.overlay(effective(roots[0]))
      return result
    }
  }

  /// What the constant a reference names resolves to here; `nil` when it names a style.
  private func constant(named reference: Reference) -> ResolutionSession.ConstantOutcome? {
    if reference.kind == .style
      || (reference.kind == .constantOrStyle && !theme.constantsByName.contains(reference.name))
    {
      return nil
    }
    return session.constant(reference.name, in: theme)
  }

  /// The style a reference ends at, if it ends at a style rather than a value; `constant` is what
  /// `constant(named:)` gave for it.
  private func styleName(
    for reference: Reference, constant: ResolutionSession.ConstantOutcome?
  ) -> String? {
    guard let constant else {
      return theme.hasStyle(named: StyleName(reference.name)) ? reference.name : nil
    }
    if case .literal(let literal, _) = constant,
      case .reference(let target) = literal.definition.value
    {
      return target.name
    }
    return nil
  }

  // MARK: - Values

  /// Each declared state's own values; an alpha-only colour in a state applies to the colour of the
  /// body it refines (`base`).
  private mutating func resolveStates(
    _ states: [MergedBody.MergedState], over base: [PropertyNumber: MergedBody.Slot],
    path: [StateName]
  ) -> [ResolvedState] {
    states.map { state in
      var slots = state.body.slots
      for (property, slot) in slots {
        guard case .declaration(let reference) = slot.content, reference.isAlphaModifier else {
          continue
        }
        slots[property]?.content = .declaration(reference.applyingAlpha(over: base[property]))
      }
      let (properties, subElements) = resolveSlots(slots, path: path + [state.name])
      var nestedBase = base
      nestedBase.merge(slots) { _, new in new }
      return ResolvedState(
        name: state.name, properties: properties, subElements: subElements,
        states: resolveStates(state.body.states, over: nestedBase, path: path + [state.name]))
    }
  }

  private mutating func resolveSlots(_ slots: [PropertyNumber: MergedBody.Slot], path: [StateName])
    -> ([PropertyName: ResolvedProperty], [PropertyName: ResolvedSubElement])
  {
    var properties: [PropertyName: ResolvedProperty] = [:]
    properties.reserveCapacity(slots.count)
    var subElements: [PropertyName: ResolvedSubElement] = [:]
    let firstDiagnostic = diagnostics.count
    // Told in the order they were written, not in the slots' (which follows the numbering).
    defer {
      if diagnostics.count - firstDiagnostic > 1 {
        diagnostics[firstDiagnostic...].sort { lhs, rhs in
          switch (lhs.location, rhs.location) {
          case (let left?, let right?): return left < right
          case (.some, nil): return true
          case (nil, _): return false
          }
        }
      }
    }
    for index in slots.indices {
      // Most slots are a declaration typed to a literal: its value and where it was written are
      // read in place, the slot not copied.
      if case .declaration(let declaration) = slots.values[index].content,
        let property = literalProperty(declaration, slot: slots.values[index])
      {
        properties[property.name] = property
        continue
      }
      let slot = slots.values[index]
      let name = slot.property
      switch slot.content {
      case .subElement(let content):
        subElements[name] = ResolvedSubElement(
          property: name, styles: content.parents.map(\.name), location: content.location,
          query: query.subElement(name))
      case .declaration(let declaration):
        var constant: ResolutionSession.ConstantOutcome?
        if case .reference(let reference) = declaration.outcome {
          constant = self.constant(named: reference)
          if let style = styleName(for: reference, constant: constant) {
            subElements[name] = ResolvedSubElement(
              property: name, styles: [style], location: declaration.location,
              query: query.subElement(name))
            continue
          }
        }
        if let property = resolveDeclaration(declaration, slot: slot, constant: constant) {
          properties[name] = property
        }
      }
    }
    return (properties, subElements)
  }

  /// The resolved property of a declaration typed to a literal (not an alpha laid over a colour);
  /// `nil` for any other.
  private func literalProperty(
    _ declaration: MergedBody.DeclarationReference, slot: MergedBody.Slot
  ) -> ResolvedProperty? {
    guard declaration.combined == nil,
      case .literal(let value) = declaration.body.declarations[Int(declaration.index)].outcome
    else { return nil }
    return ResolvedProperty(
      name: declaration.property, value: value,
      provenance: provenance(
        of: slot, location: declaration.location, valueLocation: declaration.valueLocation,
        chain: nil))
  }

  /// Where the value of `slot`'s declaration came from.
  private func provenance(
    of slot: MergedBody.Slot, location: SourceLocation, valueLocation: SourceLocation,
    chain: ReferenceChain?
  ) -> Provenance {
    Provenance(
      location: location, valueLocation: valueLocation,
      source: theme.layerSource(ofSheet: slot.sheet),
      declaredIn: slot.origin == MergedBody.inline
        ? nil : theme.rules[Int(slot.origin)].identity.key,
      states: slot.statePath, chain: chain)
  }

  /// The typed value of a declaration; `constant` is what the constant its value names resolves
  /// to (`constant(named:)`), for a reference.
  private mutating func resolveDeclaration(
    _ declaration: MergedBody.DeclarationReference, slot: MergedBody.Slot,
    constant: ResolutionSession.ConstantOutcome?
  )
    -> ResolvedProperty?
  {
    let property = declaration.property
    var sheet = slot.sheet
    var valueLocation = declaration.valueLocation
    var chain: ReferenceChain?
    var outcome = declaration.outcome
    var type = declaration.body.declarations[Int(declaration.index)].type
    // The expression typing starts from, for a value typed when resolved; the constant's
    // definition, for a reference.
    var constantValue: ValueExpression?
    if case .reference(let reference) = outcome {
      // A style that does not exist reads as an unknown constant, as the whole-theme check says.
      switch constant ?? session.constant(reference.name, in: theme) {
      case .failure(let error, let code):
        // Worded as the whole-theme check words it, so the two can be told to be the same problem.
        if code == .unknownConstant, !theme.constantsByName.contains(reference.name) {
          let dialect = theme.sheets[Int(slot.sheet)].dialect
          let closest =
            suggestionsLeft > 0
            ? Suggestions.closest(to: reference.name, among: theme.constantsByName.keys) : []
          suggestionsLeft -= 1
          diagnostics.append(
            .error(
              code, "unknown constant '\(dialect.spelling(of: reference))'",
              at: declaration.valueLocation,
              fixIt: Suggestions.phrase(closest, prefix: dialect.constantSigil)))
        } else {
          diagnostics.append(.error(code, error.message, at: declaration.valueLocation))
        }
        return nil
      case let .literal(literal, referenceChain):
        constantValue = literal.definition.value
        sheet = literal.sheet
        valueLocation = literal.definition.valueLocation
        chain = referenceChain
        let typed = theme.typedConstant(
          literal, numbered: declaration.body.declarations[Int(declaration.index)].property)
        outcome = typed.outcome
        type = typed.type
      }
    }
    let value: Value
    switch outcome {
    case .literal(let literal):
      value = literal
    case .invalid(let error):
      report(error, for: property, as: type, at: valueLocation)
      return nil
    case .deferred, .reference:
      // References inside the value: their literals are this environment's.
      var warnings: [ValueError] = []
      let session = self.session
      let theme = self.theme
      let result = theme.converters[Int(sheet)].convert(
        constantValue ?? declaration.value, to: type, at: valueLocation, warnings: &warnings
      ) {
        reference, at in
        CompiledTheme.literal(session.constant(reference.name, in: theme), at: at)
      }
      switch result {
      case .failure(let error):
        report(error, for: property, as: type, at: valueLocation)
        return nil
      case .success(let converted):
        // A number outside its property's range reads clamped (the whole-theme check says so).
        value = theme.schema.clamped(converted, for: property)?.value ?? converted
      }
    }
    return ResolvedProperty(
      name: property, value: value,
      provenance: provenance(
        of: slot, location: declaration.location, valueLocation: valueLocation, chain: chain))
  }

  private mutating func report(
    _ error: ValueError, for property: PropertyName, as type: PropertyType,
    at valueLocation: SourceLocation
  ) {
    diagnostics.append(
      .error(
        error.code ?? .valueType, "'\(property)' expects \(type): \(error.message)",
        at: error.location ?? valueLocation, fixIt: error.hint))
  }
}

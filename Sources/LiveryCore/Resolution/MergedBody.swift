/// A property, or a sub-element's name followed by a property of it (`[titleLabel, textColor]`).
typealias PropertyPath = [PropertyName]

/// One declaration of a rule as the cascade met it: where it was written, its property and the
/// state path it sits in. Declarations built in code may share a location; with the property and
/// the states they are told apart.
struct DeclarationPlace: Hashable, Sendable {
  let location: SourceLocation
  let property: PropertyName
  let states: [StateName]

  init(_ declaration: Declaration, states: [StateName]) {
    location = declaration.location
    property = declaration.property
    self.states = states
  }
}

/// A style's declarations after merging competing rules: one winning slot per property, with states
/// and sub-elements merged the same way. The resolver's working form, before values are typed.
/// Slots are keyed by their property's number in the compiled theme (`PropertyNumbers`): merging
/// hashes a number, not a name.
struct MergedBody: Sendable {
  var slots: [PropertyNumber: Slot] = [:]
  var states: [MergedState] = []
  var resets = false
  /// Whether a slot at any depth holds a declaration of the hard-coded defaults or the skin: only
  /// then can the theme's own declarations supersede one (`dropFallbacks`).
  var hasFallbacks = false
  /// Declarations of the defaults and the skin that `dropFallbacks` removed, for `explain`.
  var superseded: [DeclarationPlace] = []

  struct Slot: Sendable {
    enum Content: Sendable {
      case declaration(DeclarationReference)
      // Boxed: a sub-element carries a whole merged body, and every slot would be its size.
      indirect case subElement(SubElementContent)
    }
    var content: Content
    var sheet: Int32
    var precedence: Precedence
    /// The rule (its `ordinal`) whose style declared it, or `inline` inside an inline sub-element:
    /// a number, so a slot copies without retaining a name (the style is the rule's `identity.key`).
    var origin: Int32
    var statePath: [StateName]
    /// Whether the declaration is the hard-coded defaults' or the skin's (semantics §3).
    var isFallback: Bool

    /// The declaration, for a slot that holds one.
    var declaration: Declaration? {
      if case .declaration(let reference) = content { return reference.declaration }
      return nil
    }

    /// The property the slot holds a value or a sub-element for.
    var property: PropertyName {
      switch content {
      case .declaration(let reference): return reference.property
      case .subElement(let content): return content.property
      }
    }
  }

  /// A declaration in its rule, where the compiled theme keeps it and its typed value: a slot
  /// refers to it rather than copying it (a declaration's fields are a dozen references to retain).
  struct DeclarationReference: Sendable {
    let body: TypedBody
    let index: Int32
    /// The declaration an alpha alone became, laid over the colour below it.
    let combined: CombinedDeclaration?

    var declaration: Declaration { combined?.declaration ?? body.source[Int(index)] }

    // The declaration's fields read in place (`declaration` copies all of them); an alpha laid
    // over a colour keeps its property and locations, only its value changes.
    var property: PropertyName { body.source[Int(index)].property }
    var location: SourceLocation { body.source[Int(index)].location }
    var valueLocation: SourceLocation { body.source[Int(index)].valueLocation }
    var value: ValueExpression { combined?.declaration.value ?? body.source[Int(index)].value }
    /// The value typed once (`.deferred` for an alpha, which applies to the colour it lays over).
    var outcome: TypedValue.Outcome { body.declarations[Int(index)].outcome }
    /// Whether the declaration only changes the alpha of the colour below it and has not been
    /// laid over one yet (typed `.deferred` for that reason or for references inside; only then is
    /// the value looked at).
    var isAlphaModifier: Bool {
      guard combined == nil, case .deferred = body.declarations[Int(index)].outcome else {
        return false
      }
      return body.source[Int(index)].value.isAlphaModifier
    }

    /// This declaration laid over `existing`: an alpha alone takes the colour below it.
    func applyingAlpha(over existing: Slot?) -> DeclarationReference {
      guard isAlphaModifier, existing?.declaration != nil else { return self }
      let declaration = self.declaration
      return DeclarationReference(
        body: body, index: index,
        combined: CombinedDeclaration(MergedBody.applyingAlpha(declaration, over: existing)))
    }
  }

  final class CombinedDeclaration: Sendable {
    let declaration: Declaration
    init(_ declaration: Declaration) { self.declaration = declaration }
  }

  struct SubElementContent: Sendable {
    let property: PropertyName
    var parents: [StyleReference]
    var body: MergedBody
    var location: SourceLocation
  }

  struct MergedState: Sendable {
    var name: StateName
    var body: MergedBody
  }

  /// `Slot.origin` inside an inline sub-element: no style declared it.
  static let inline: Int32 = -1

  /// Adds one rule's body (with its typed values, `typed`) at its place in the cascade; a
  /// declaration replaces another only if it has at least the same precedence. `origin` is the
  /// rule's ordinal, or `inline` inside an inline sub-element.
  mutating func add(
    _ body: StyleBody, typed: TypedBody, rule: CompiledRule, origin: Int32,
    statePath: [StateName], environment: StyleEnvironment
  ) {
    if slots.isEmpty {
      slots.reserveCapacity(body.declarations.count + body.subElements.count)
    }
    // By index, fields read in place: a `for declaration in` copy would retain every field.
    for index in body.declarations.indices {
      var specificity = rule.specificity
      if !body.declarations[index].conditions.isEmpty {
        let conditions = body.declarations[index].conditions
        guard conditions.matches(environment) else { continue }
        if rule.conditionsAddSpecificity {
          specificity = rule.conditions.and(conditions).specificity
        }
      }
      let precedence = Precedence(
        layer: rule.layer, specificity: specificity, sequence: rule.sequence, index: Int32(index))
      let property = typed.declarations[index].property
      var reference = DeclarationReference(body: typed, index: Int32(index), combined: nil)
      if reference.isAlphaModifier {
        // An alpha alone takes the colour below it: look first.
        let existing = slots[property]
        if let existing, existing.precedence > precedence { continue }
        reference = reference.applyingAlpha(over: existing)
      }
      let slot = Slot(
        content: .declaration(reference), sheet: rule.sheet,
        precedence: precedence, origin: origin, statePath: statePath, isFallback: rule.isFallback)
      // One hash for the common case; a declaration that loses to one already here puts it back.
      if let replaced = slots.updateValue(slot, forKey: property),
        replaced.precedence > precedence
      {
        slots[property] = replaced
        continue
      }
      if rule.isFallback { hasFallbacks = true }
    }
    for (offset, subElement) in body.subElements.enumerated() {
      let precedence = Precedence(
        layer: rule.layer, specificity: rule.specificity, sequence: rule.sequence,
        index: Int32(body.declarations.count + offset))
      let property = typed.subElementProperties[offset]
      var content = SubElementContent(
        property: subElement.property, parents: subElement.body.parents, body: MergedBody(),
        location: subElement.location)
      if let existing = slots[property] {
        if existing.precedence > precedence { continue }
        if case .subElement(let previous) = existing.content {
          content = previous
          if !subElement.body.parents.isEmpty { content.parents = subElement.body.parents }
          content.location = subElement.location
        }
      }
      content.body.add(
        subElement.body, typed: typed.subElements[offset], rule: rule, origin: Self.inline,
        statePath: [],
        environment: environment)
      if content.body.hasFallbacks || rule.isFallback { hasFallbacks = true }
      slots[property] = Slot(
        content: .subElement(content), sheet: rule.sheet,
        precedence: precedence, origin: origin,
        statePath: statePath, isFallback: rule.isFallback)
    }
    for (offset, state) in body.states.enumerated() {
      let path = statePath + [state.name]
      let typedState = typed.states[offset]
      if let index = states.firstIndex(where: { $0.name == state.name }) {
        states[index].body.add(
          state.body, typed: typedState, rule: rule, origin: origin, statePath: path,
          environment: environment)
      } else {
        var merged = MergedBody()
        merged.add(
          state.body, typed: typedState, rule: rule, origin: origin, statePath: path,
          environment: environment)
        states.append(MergedState(name: state.name, body: merged))
      }
      if rule.isFallback { hasFallbacks = true }
    }
    if body.resetsPreviousValues { resets = true }
  }

  /// Whether a rule's body is only declarations that each simply replace the slot of their
  /// property when laid over another body: no states, sub-elements or reset, no declaration with
  /// conditions of its own, no alpha-only colour (it takes the colour below it).
  static func isPlain(_ body: StyleBody, typed: TypedBody) -> Bool {
    guard body.states.isEmpty, body.subElements.isEmpty, !body.resetsPreviousValues else {
      return false
    }
    for index in body.declarations.indices {
      guard body.declarations[index].conditions.isEmpty,
        !DeclarationReference(body: typed, index: Int32(index), combined: nil).isAlphaModifier
      else { return false }
    }
    return true
  }

  /// Lays the declarations of one rule whose body `isPlain` over this body, later ones over
  /// earlier: the same as `overlay` of that rule's own merged body.
  mutating func layPlainDeclarations(of body: StyleBody, typed: TypedBody, rule: CompiledRule) {
    if slots.isEmpty { slots.reserveCapacity(body.declarations.count) }
    for index in body.declarations.indices {
      slots[typed.declarations[index].property] = Slot(
        content: .declaration(
          DeclarationReference(body: typed, index: Int32(index), combined: nil)),
        sheet: rule.sheet,
        precedence: Precedence(
          layer: rule.layer, specificity: rule.specificity, sequence: rule.sequence,
          index: Int32(index)),
        origin: rule.ordinal, statePath: [], isFallback: false)
    }
  }

  /// Lays `derived` over `self`: the derived value wins for every property it sets; sub-elements
  /// and states refine rather than replace (semantics §5).
  mutating func overlay(_ derived: MergedBody) {
    // Nothing to lay over: share the derived body's storage instead of copying it slot by slot.
    if slots.isEmpty && states.isEmpty && !resets && superseded.isEmpty {
      self = derived
      return
    }
    // No `reserveCapacity`: a derived style mostly sets what its base sets, and growing the table
    // to both counts would rehash every slot the copy below keeps in place.
    if derived.hasFallbacks { hasFallbacks = true }
    superseded += derived.superseded
    for (property, slot) in derived.slots {
      if case .subElement(let derivedContent) = slot.content, let existing = slots[property],
        case .subElement(var baseContent) = existing.content
      {
        if !derivedContent.parents.isEmpty { baseContent.parents = derivedContent.parents }
        baseContent.body.overlay(derivedContent.body)
        baseContent.location = derivedContent.location
        var merged = slot
        merged.content = .subElement(baseContent)
        slots[property] = merged
      } else if case .declaration(let reference) = slot.content, reference.isAlphaModifier {
        var combined = slot
        combined.content = .declaration(reference.applyingAlpha(over: slots[property]))
        slots[property] = combined
      } else {
        slots[property] = slot
      }
    }
    for state in derived.states {
      if let index = states.firstIndex(where: { $0.name == state.name }) {
        states[index].body.overlay(state.body)
      } else {
        states.append(state)
      }
    }
    if derived.resets { resets = true }
  }

  /// Removes the declarations of the hard-coded defaults and the skin whose property path is in
  /// `themed`, in the normal values and in every state (semantics §3: the skin is a fallback, never
  /// mixed into what a theme styles). Paths are the property, or a sub-element's name then its
  /// property; a whole sub-element the defaults or the skin give goes when its name is themed.
  mutating func dropFallbacks(_ themed: Set<PropertyPath>, under prefix: PropertyPath = []) {
    guard hasFallbacks, !themed.isEmpty else { return }
    var remaining = false
    for (property, slot) in slots {
      let path = prefix + [slot.property]
      if slot.isFallback, themed.contains(path) {
        slots[property] = nil
        switch slot.content {
        case .declaration(let reference):
          superseded.append(DeclarationPlace(reference.declaration, states: slot.statePath))
        case .subElement(let content): superseded += content.body.fallbackPlaces
        }
        continue
      }
      guard case .subElement(var content) = slot.content else {
        if slot.isFallback { remaining = true }
        continue
      }
      if content.body.hasFallbacks {
        content.body.dropFallbacks(themed, under: path)
        superseded += content.body.superseded
        content.body.superseded = []
        slots[property]?.content = .subElement(content)
      }
      if slot.isFallback || content.body.hasFallbacks { remaining = true }
    }
    var emptied: [Int] = []
    for index in states.indices where states[index].body.hasFallbacks {
      states[index].body.dropFallbacks(themed, under: prefix)
      superseded += states[index].body.superseded
      states[index].body.superseded = []
      if states[index].body.hasFallbacks { remaining = true }
      if states[index].body.slots.isEmpty && states[index].body.states.isEmpty {
        emptied.append(index)
      }
    }
    // A state only the skin gave values to, all superseded, is not a state of the style any more.
    for index in emptied.reversed() { states.remove(at: index) }
    hasFallbacks = remaining
  }

  /// Every declaration of the defaults and the skin in this body.
  private var fallbackPlaces: [DeclarationPlace] {
    var places: [DeclarationPlace] = []
    for slot in slots.values {
      switch slot.content {
      case .declaration(let reference):
        if slot.isFallback {
          places.append(DeclarationPlace(reference.declaration, states: slot.statePath))
        }
      case .subElement(let content): places += content.body.fallbackPlaces
      }
    }
    for state in states { places += state.body.fallbackPlaces }
    return places
  }

  /// A declaration that only changes the alpha of a colour (`{alpha: 0.4}`, Redbeard's
  /// `backgroundColorAlpha` in a state or a derived theme) applied to the colour it lays over.
  static func applyingAlpha(_ declaration: Declaration, over existing: Slot?) -> Declaration {
    guard declaration.value.isAlphaModifier, let base = existing?.declaration else {
      return declaration
    }
    var color = base.value
    // A colour that already has an alpha: the new alpha replaces it.
    if case .map(let entries) = color, let inner = entries.first(where: { $0.key == "color" }) {
      color = inner.value
    }
    var combined = declaration
    guard case .map(let entries) = declaration.value else { return declaration }
    combined.value = .map([ValueExpression.Entry("color", color, at: base.valueLocation)] + entries)
    return combined
  }

  /// Normal values with every active state laid over them, in the order the style declares its
  /// states; nested states apply only inside their active parent (semantics §7).
  func applyingStates(_ active: Set<StateName>) -> MergedBody {
    guard !active.isEmpty else { return self }
    var result = self
    for state in states where active.contains(state.name) {
      result.overlay(state.body.applyingStates(active).withoutStates)
    }
    return result
  }

  private var withoutStates: MergedBody {
    var copy = self
    copy.states = []
    return copy
  }
}

/// A style's declarations after merging competing rules: one winning slot per property, with states
/// and sub-elements merged the same way. The resolver's working form, before values are typed.
struct MergedBody: Sendable {
  var slots: [PropertyName: Slot] = [:]
  var states: [MergedState] = []
  var resets = false

  struct Slot: Sendable {
    enum Content: Sendable {
      case declaration(Declaration)
      case subElement(SubElementContent)
    }
    var content: Content
    var sheet: Int32
    var precedence: Precedence
    /// The style whose rule declared it; `nil` inside an inline sub-element.
    var origin: StyleKey?
    var statePath: [StateName]
  }

  struct SubElementContent: Sendable {
    var parents: [StyleReference]
    var body: MergedBody
    var location: SourceLocation
  }

  struct MergedState: Sendable {
    var name: StateName
    var body: MergedBody
  }

  /// Adds one rule's body at its place in the cascade; a declaration replaces another only if it
  /// has at least the same precedence.
  mutating func add(
    _ body: StyleBody, rule: CompiledRule, origin: StyleKey?, statePath: [StateName], environment: StyleEnvironment
  ) {
    slots.reserveCapacity(slots.count + body.declarations.count + body.subElements.count)
    for (index, declaration) in body.declarations.enumerated() {
      var specificity = rule.specificity
      if !declaration.conditions.isEmpty {
        guard declaration.conditions.matches(environment) else { continue }
        if rule.conditionsAddSpecificity { specificity = rule.conditions.and(declaration.conditions).specificity }
      }
      let precedence = Precedence(
        layer: rule.layer, specificity: specificity, sequence: rule.sequence, index: Int32(index))
      if let existing = slots[declaration.property], existing.precedence > precedence { continue }
      slots[declaration.property] = Slot(
        content: .declaration(MergedBody.applyingAlpha(declaration, over: slots[declaration.property])), sheet: rule.sheet,
        precedence: precedence, origin: origin, statePath: statePath)
    }
    for (offset, subElement) in body.subElements.enumerated() {
      let precedence = Precedence(
        layer: rule.layer, specificity: rule.specificity, sequence: rule.sequence,
        index: Int32(body.declarations.count + offset))
      var content = SubElementContent(parents: subElement.body.parents, body: MergedBody(), location: subElement.location)
      if let existing = slots[subElement.property] {
        if existing.precedence > precedence { continue }
        if case .subElement(let previous) = existing.content {
          content = previous
          if !subElement.body.parents.isEmpty { content.parents = subElement.body.parents }
          content.location = subElement.location
        }
      }
      content.body.add(subElement.body, rule: rule, origin: nil, statePath: [], environment: environment)
      slots[subElement.property] = Slot(
        content: .subElement(content), sheet: rule.sheet, precedence: precedence, origin: origin,
        statePath: statePath)
    }
    for state in body.states {
      let path = statePath + [state.name]
      if let index = states.firstIndex(where: { $0.name == state.name }) {
        states[index].body.add(state.body, rule: rule, origin: origin, statePath: path, environment: environment)
      } else {
        var merged = MergedBody()
        merged.add(state.body, rule: rule, origin: origin, statePath: path, environment: environment)
        states.append(MergedState(name: state.name, body: merged))
      }
    }
    if body.resetsPreviousValues { resets = true }
  }

  /// Lays `derived` over `self`: the derived value wins for every property it sets; sub-elements
  /// and states refine rather than replace (semantics §5).
  mutating func overlay(_ derived: MergedBody) {
    // Nothing to lay over: share the derived body's storage instead of copying it slot by slot.
    if slots.isEmpty && states.isEmpty && !resets {
      self = derived
      return
    }
    slots.reserveCapacity(slots.count + derived.slots.count)
    for (name, slot) in derived.slots {
      if case .subElement(let derivedContent) = slot.content, let existing = slots[name],
        case .subElement(var baseContent) = existing.content
      {
        if !derivedContent.parents.isEmpty { baseContent.parents = derivedContent.parents }
        baseContent.body.overlay(derivedContent.body)
        baseContent.location = derivedContent.location
        var merged = slot
        merged.content = .subElement(baseContent)
        slots[name] = merged
      } else if case .declaration(let declaration) = slot.content, declaration.value.isAlphaModifier {
        var combined = slot
        combined.content = .declaration(MergedBody.applyingAlpha(declaration, over: slots[name]))
        slots[name] = combined
      } else {
        slots[name] = slot
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

  /// A declaration that only changes the alpha of a colour (`{alpha: 0.4}`, Redbeard's
  /// `backgroundColorAlpha` in a state or a derived theme) applied to the colour it lays over.
  static func applyingAlpha(_ declaration: Declaration, over existing: Slot?) -> Declaration {
    guard declaration.value.isAlphaModifier, let existing, case .declaration(let base) = existing.content else {
      return declaration
    }
    var color = base.value
    // A colour that already has an alpha: the new alpha replaces it.
    if case .map(let entries) = color, let inner = entries.first(where: { $0.key == "color" }) { color = inner.value }
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

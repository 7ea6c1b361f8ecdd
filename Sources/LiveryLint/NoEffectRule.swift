import LiveryCore

/// `no-effect`: a declaration a later one always overrides — the same property of the same
/// style, state and part under the same conditions, later in the same rule (a duplicate), later in
/// the file, or in a later file of the theme. Whatever the format's precedence (most specific, or
/// last defined), equal conditions go to the later declaration, so the earlier one never shows.
/// Redbeard's alpha modifiers (`{alpha: 0.5}`) lay over the value before them and override
/// nothing. Livery's hard-coded defaults, there to be overridden, are not checked.
struct NoEffectRule {
  let context: LintContext

  private struct Key: Hashable {
    let identity: StyleIdentity
    let states: [StateName]
    let path: [PropertyName]
    let property: PropertyName
    let conditions: Conditions
  }

  func findings() -> [Diagnostic] {
    var last: [Key: OwnDeclaration] = [:]
    var findings: [Diagnostic] = []
    // From the last declaration back: each one is overridden by the nearest later one with its key.
    let layers = context.theme.theme.layers
    // Livery's hard-coded defaults are there to be overridden (linting the skin alone).
    for own in context.ownDeclarations().reversed() where layers[own.layer].role != .defaults {
      let key = Key(
        identity: own.identity, states: own.states, path: own.path,
        property: own.declaration.property, conditions: own.conditions)
      if let later = last[key], !later.declaration.value.isAlphaModifier {
        let place =
          later.declaration.location.file == own.declaration.location.file
          ? "later in this file" : "in a later file"
        let conditions = own.conditions.isEmpty ? "" : " when \(own.conditions)"
        findings.append(
          .warning(
            "lint.no-effect",
            "\(own.styleDescription) '\(own.declaration.property)'\(conditions) is declared again \(place); this declaration has no effect",
            at: own.declaration.location,
            notes: [Diagnostic.Note("the declaration that wins", at: later.declaration.location)],
            fixIt: "remove it, or give it different conditions"))
      }
      if last[key] == nil || !own.declaration.value.isAlphaModifier { last[key] = own }
    }
    return findings
  }
}

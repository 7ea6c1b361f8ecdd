/// The order in which competing rules and declarations win: later layer first, then the more
/// specific variant, then the later definition (semantics §3, §6) — the one order the cascade
/// sorts by. Values set in code come above every layer (`Provenance.Source.code`): they are laid
/// over the memoized resolution of each component (`CompiledTheme.resolve(_:overrides:)`).
struct Precedence: Comparable, Hashable, Sendable {
  let layer: Int32
  let specificity: Specificity
  /// Source order across the whole theme: sheet by sheet, rule by rule.
  let sequence: Int32
  /// Order inside a rule, so a repeated property in one rule takes the last one.
  let index: Int32

  static func < (lhs: Precedence, rhs: Precedence) -> Bool {
    if lhs.layer != rhs.layer { return lhs.layer < rhs.layer }
    if lhs.specificity != rhs.specificity { return lhs.specificity < rhs.specificity }
    if lhs.sequence != rhs.sequence { return lhs.sequence < rhs.sequence }
    return lhs.index < rhs.index
  }
}

/// Where a stylesheet sits in the theme: its layer and dialect.
struct SheetRecord: Sendable {
  let layer: Int32
  let file: SourceFileID
  let format: StylesheetFormat
  let dialect: ValueDialect
  /// Its layer as provenance names it (made once: every resolved value says it).
  let source: Provenance.Source
}

/// One rule as the compiled theme keeps it, with its effective conditions and place in the cascade.
/// Its body stays in its stylesheet (`RuleBodies`): copying every body into the compiled theme
/// retained each of its arrays, most of the time compiling took.
struct CompiledRule: Sendable {
  let identity: StyleIdentity
  /// The rule's place in its stylesheet's `rules`.
  let index: Int32
  /// Layer ∧ file ∧ rule conditions.
  let conditions: Conditions
  let specificity: Specificity
  /// Whether a declaration's own conditions make it more specific (not in `lastDefined` sheets).
  let conditionsAddSpecificity: Bool
  let sheet: Int32
  let layer: Int32
  let sequence: Int32
  /// The rule's place in the compiled theme's `rules`.
  let ordinal: Int32
  let location: SourceLocation
  /// Whether the rule is the hard-coded defaults' or the skin's: a fallback for what the theme's
  /// own layers do not style (semantics §3).
  let isFallback: Bool
  /// Whether the rule is the app's or the runtime layer's: what supersedes a fallback.
  let isThemed: Bool

  /// Where the rule stands in the cascade (its declarations add their place inside it).
  var precedence: Precedence {
    Precedence(layer: layer, specificity: specificity, sequence: sequence, index: 0)
  }
}

/// The rules of every stylesheet of a compiled theme, by stylesheet: where rule bodies are read.
struct RuleBodies: Sendable {
  let rules: [[StyleRule]]

  subscript(rule: CompiledRule) -> StyleBody { rules[Int(rule.sheet)][Int(rule.index)].body }
}

/// One definition of a constant as the compiled theme keeps it.
struct CompiledConstant: Sendable {
  let definition: Constant
  let conditions: Conditions
  let precedence: Precedence
  let sheet: Int32
  /// The definition's place among the theme's constant definitions, in source order.
  let ordinal: Int32
}

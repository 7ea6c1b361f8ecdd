/// The checks a compiled theme runs once, whatever the environment: unknown references, reference
/// and inheritance cycles, and literals that cannot have their property's type (read from the
/// values the theme typed once, `CompiledTheme.typedBody(ofRule:)`).
struct ThemeChecker {
  let theme: CompiledTheme

  private var diagnostics: [Diagnostic] = []
  private var seen: Set<Diagnostic> = []
  /// Per constant and property: what typing its final literals gave, so 16,000 properties
  /// referring to one constant check its literals once.
  private var referenceChecks: [ReferenceCheckKey: [LiteralCheck]] = [:]

  private struct ReferenceCheckKey: Hashable {
    let constant: String
    let property: PropertyName
  }

  private struct LiteralCheck {
    let literal: FinalLiteral
    let error: ValueError?
    let warnings: [ValueError]
    /// The number it reads as, for the property's range check.
    var unclamped: Double?
  }
  /// Per constant: every literal a chain of references from it can end at, over all variants.
  private var literalCache: [String: [FinalLiteral]] = [:]
  private var candidateSets: [CandidateSet: Suggestions.Candidates] = [:]

  struct FinalLiteral {
    let definition: CompiledConstant
    let constant: String
    var value: ValueExpression { definition.definition.value }
    var sheet: Int32 { definition.sheet }
    var location: SourceLocation { definition.definition.valueLocation }
  }

  init(theme: CompiledTheme) {
    self.theme = theme
    nestedResolver = { reference, location in
      // Follow a chain of constants to a literal (any variant will do for typing: the last
      // defined); cycles and unknown names are reported elsewhere.
      let walk = theme.walkConstants(from: reference.name) { $0.last }
      switch walk.end {
      case .literal: return .success(walk.hops[walk.hops.count - 1].definition.definition.value)
      case .cycle: return .failure(ValueError("'\(reference.name)' refers to itself", at: location))
      case .unknown(let missing), .noDefinition(let missing), .known(let missing):
        // The name where the chain broke, as the resolver names it. (Choosing the last definition
        // and stopping nowhere, only `.unknown` can end this walk.)
        return .failure(ValueError("unknown reference '\(missing)'", at: location))
      }
    }
  }

  mutating func run() -> [Diagnostic] {
    for rule in theme.rules {
      check(
        theme.bodies[rule], typed: theme.typedBody(ofRule: rule.ordinal), owner: rule.identity,
        path: [],
        sheet: rule.sheet)
    }
    for definitions in theme.constantsByName.lists {
      for constant in definitions {
        checkReferences(
          in: constant.definition.value, at: constant.definition.valueLocation,
          sheet: constant.sheet)
      }
    }
    reportConstantCycles()
    reportInheritanceCycles()
    return diagnostics
  }

  static func key(
    for reference: StyleReference, in rulesByKey: OrderedTable<StyleKey, Int>,
    aliases: [TargetType: TargetType]
  ) -> StyleKey? {
    let named = StyleKey.named(StyleName(reference.name))
    let typeName = TargetType(reference.name)
    let type = StyleKey.type(aliases[typeName] ?? typeName)
    switch reference.lookup {
    case .named: return rulesByKey.contains(named) ? named : nil
    case .type: return rulesByKey.contains(type) ? type : nil
    case .namedThenType:
      return rulesByKey.contains(named) ? named : (rulesByKey.contains(type) ? type : nil)
    }
  }

  // MARK: - Bodies

  /// Checks a body; `owner` and `path` name it in messages (built only when there is a problem).
  private mutating func check(
    _ body: StyleBody, typed: TypedBody, owner: StyleIdentity, path: [PropertyName], sheet: Int32
  ) {
    for parent in body.parents
    where Self.key(for: parent, in: theme.rulesByKey, aliases: theme.typeAliases) == nil {
      let dialect = theme.sheets[Int(sheet)].dialect
      let owner = ([owner.description] + path.map(\.rawValue)).joined(separator: ".")
      let hint = suggestion(
        for: parent.name, among: .parents, at: parent.location, prefix: dialect.styleSigil)
      let missing = Diagnostic(
        parent.missingSeverity, .unknownParent,
        "'\(owner)' inherits from '\(dialect.styleSigil)\(parent.name)', which is not defined"
          + (parent.missingSeverity == .error ? "" : "; the style resolves without it"),
        at: parent.location, fixIt: hint)
      emit(missing)
    }
    // By index, fields read in place: most declarations are literals that typed cleanly and
    // have nothing to report, and copying each declaration and typed value out costs more than
    // checking them.
    for index in body.declarations.indices {
      checkReferences(
        in: body.declarations[index].value, at: body.declarations[index].valueLocation,
        sheet: sheet)
      if case .literal = typed.declarations[index].outcome,
        typed.declarations[index].remarks.isEmpty, typed.declarations[index].unclamped == nil
      {
        continue
      }
      checkType(of: body.declarations[index], typed: typed.declarations[index], sheet: sheet)
    }
    for (index, state) in body.states.enumerated() {
      check(state.body, typed: typed.states[index], owner: owner, path: path, sheet: sheet)
    }
    for (index, subElement) in body.subElements.enumerated() {
      check(
        subElement.body, typed: typed.subElements[index], owner: owner,
        path: path + [subElement.property], sheet: sheet)
    }
  }

  private mutating func checkReferences(
    in value: ValueExpression, at location: SourceLocation, sheet: Int32
  ) {
    switch value {
    case .reference(let reference):
      checkReference(reference, at: location, sheet: sheet)
    case .list(let elements):
      for element in elements {
        checkReferences(in: element.value, at: element.location, sheet: sheet)
      }
    case .map(let entries):
      for entry in entries { checkReferences(in: entry.value, at: entry.location, sheet: sheet) }
    default:
      break
    }
  }

  private mutating func checkReference(
    _ reference: Reference, at location: SourceLocation, sheet: Int32
  ) {
    let dialect = theme.sheets[Int(sheet)].dialect
    let constants = theme.constantsByName
    let styles = theme.rulesByKey
    let isConstant = { constants.contains(reference.name) }
    let isStyle = { styles.contains(.named(StyleName(reference.name))) }
    switch reference.kind {
    case .constant where !isConstant():
      let hint = suggestion(
        for: reference.name, among: .constants, at: location, prefix: dialect.constantSigil)
      emit(
        .error(
          .unknownConstant, "unknown constant '\(dialect.spelling(of: reference))'", at: location,
          fixIt: hint))
    case .style where !isStyle():
      let hint = suggestion(
        for: reference.name, among: .styles, at: location, prefix: dialect.styleSigil)
      emit(
        .error(
          .unknownStyle, "unknown style '\(dialect.spelling(of: reference))'", at: location,
          fixIt: hint))
    case .constantOrStyle where !isConstant() && !isStyle():
      let hint = suggestion(
        for: reference.name, among: .constantsAndStyles, at: location, prefix: dialect.constantSigil
      )
      emit(
        .error(
          .unknownReference,
          "'\(dialect.spelling(of: reference))' names neither a constant nor a style", at: location,
          fixIt: hint))
    default:
      break
    }
  }

  private var styleNameStrings: [String] {
    theme.rulesByKey.keys.compactMap {
      if case .named(let name) = $0 { return name.rawValue } else { return nil }
    }
  }

  private enum CandidateSet { case parents, constants, styles, constantsAndStyles }

  /// Suggestions made per file and kind: only as many as a report shows (`Diagnostic.shownPerFileAndCode`),
  /// so 10,000 misspellings among 10,000 names cost 25 searches per file, not 10,000.
  private var suggestionsMade: [SuggestionBudgetKey: Int] = [:]
  private struct SuggestionBudgetKey: Hashable {
    let file: SourceFileID
    let set: CandidateSet
  }

  /// "did you mean …" for a misspelt name, while the file's budget for this kind lasts.
  private mutating func suggestion(
    for name: String, among set: CandidateSet, at location: SourceLocation, prefix: String
  ) -> String? {
    let key = SuggestionBudgetKey(file: location.file, set: set)
    let made = suggestionsMade[key, default: 0]
    guard made < Diagnostic.shownPerFileAndCode else { return nil }
    suggestionsMade[key] = made + 1
    return Suggestions.phrase(candidates(set).closest(to: name), prefix: prefix)
  }

  /// The names a misspelt reference may have meant, folded for matching the first time a check
  /// needs them and kept for the next misspelling.
  private mutating func candidates(_ set: CandidateSet) -> Suggestions.Candidates {
    if let known = candidateSets[set] { return known }
    let names: [String]
    switch set {
    case .parents: names = theme.rulesByKey.keys.map(\.description)
    case .constants: names = Array(theme.constantsByName.keys)
    case .styles: names = styleNameStrings
    case .constantsAndStyles: names = theme.constantsByName.keys + styleNameStrings
    }
    let candidates = Suggestions.Candidates(names)
    candidateSets[set] = candidates
    return candidates
  }

  // MARK: - Types

  private mutating func checkType(of declaration: Declaration, typed: TypedValue, sheet: Int32) {
    // A style reference styles a sub-element; it has no value type.
    if case .reference(let reference) = declaration.value,
      reference.kind == .style
        || (reference.kind == .constantOrStyle && !theme.constantsByName.contains(reference.name))
    {
      return
    }
    let type = typed.type
    // An alpha on its own applies to the colour it lays over, which only resolution knows.
    guard type != .any, !declaration.value.isAlphaModifier else { return }
    switch declaration.value {
    case .reference(let reference):
      let checks = literalChecks(of: reference.name, for: declaration.property, as: type)
      guard !checks.isEmpty else { return }
      let referenceSpelling = theme.sheets[Int(sheet)].dialect.spelling(of: reference)
      for check in checks {
        for warning in check.warnings {
          emit(warning.remark(at: check.literal.location))
        }
        if let written = check.unclamped,
          let clamped = theme.schema.clamped(.number(written), for: declaration.property)
        {
          emit(
            Self.outOfRange(
              declaration.property, .number(written), clamped, at: declaration.valueLocation,
              notes: [.init("\(referenceSpelling) is defined here", at: check.literal.location)]))
        }
        if let error = check.error {
          emit(
            .error(
              .valueType,
              "'\(declaration.property)' expects \(type), but \(referenceSpelling) is not: \(error.message)",
              at: declaration.valueLocation,
              notes: [
                .init(
                  "'\(theme.sheets[Int(check.literal.sheet)].dialect.constantSigil)\(check.literal.constant)' is defined here",
                  at: error.location ?? check.literal.location)
              ],
              fixIt: error.hint))
        }
      }
    default:
      let (error, remarks, unclamped) = checked(
        typed, declaration.value, as: type, at: declaration.valueLocation, sheet: sheet)
      for remark in remarks {
        emit(remark.remark(at: declaration.valueLocation))
      }
      if let error {
        emit(
          .error(
            error.code ?? .valueType, "'\(declaration.property)' expects \(type): \(error.message)",
            at: error.location ?? declaration.valueLocation, fixIt: error.hint))
      } else if let unclamped,
        let clamped = theme.schema.clamped(.number(unclamped), for: declaration.property)
      {
        emit(
          Self.outOfRange(
            declaration.property, .number(unclamped), clamped, at: declaration.valueLocation))
      }
    }
  }

  /// What typing a value gave: the theme's typed value, or for a value with references inside
  /// (typed per environment when resolved), its typing with any definition of each reference.
  private func checked(
    _ typed: TypedValue, _ expression: ValueExpression, as type: PropertyType,
    at location: SourceLocation, sheet: Int32
  ) -> (error: ValueError?, remarks: [ValueError], unclamped: Double?) {
    switch typed.outcome {
    case .literal: return (nil, typed.remarks, typed.unclamped)
    case .invalid(let error): return (error, typed.remarks, nil)
    case .deferred, .reference:
      var remarks: [ValueError] = []
      let result = theme.converters[Int(sheet)].convert(
        expression, to: type, at: location, warnings: &remarks, resolving: nestedResolver)
      switch result {
      case .failure(let error): return (error, remarks, nil)
      case .success(let value):
        // The caller checks the number against the property's range.
        guard case .number(let number) = value else { return (nil, remarks, nil) }
        return (nil, remarks, number)
      }
    }
  }

  /// The warning for a number outside its property's range (`PropertySchema.range(of:)`).
  static func outOfRange(
    _ property: PropertyName, _ value: Value, _ clamped: (value: Value, range: ClosedRange<Double>),
    at location: SourceLocation,
    notes: [Diagnostic.Note] = []
  ) -> Diagnostic {
    let range = clamped.range
    let bounds =
      range.upperBound == .greatestFiniteMagnitude
      ? "\(NumberText.format(range.lowerBound)) or more"
      : "\(NumberText.format(range.lowerBound))…\(NumberText.format(range.upperBound))"
    guard case .number(let written) = value, case .number(let read) = clamped.value else {
      preconditionFailure("ranges bound numbers")
    }
    return .warning(
      .valueOutOfRange,
      "'\(property)' takes \(bounds); \(NumberText.format(written)) is read as \(NumberText.format(read))",
      at: location,
      notes: notes)
  }

  /// Typing of every literal the constant `name` can end at, for `property` (of `type`); memoized.
  private mutating func literalChecks(
    of name: String, for property: PropertyName, as type: PropertyType
  ) -> [LiteralCheck] {
    let key = ReferenceCheckKey(constant: name, property: property)
    if let cached = referenceChecks[key] { return cached }
    var checks: [LiteralCheck] = []
    for literal in finalLiterals(of: name) {
      if case .reference = literal.value { continue }  // a style: a sub-element, not a value
      let (error, remarks, unclamped) = checked(
        theme.typedConstant(literal.definition, for: property), literal.value, as: type,
        at: literal.location, sheet: literal.sheet)
      if error != nil || !remarks.isEmpty || unclamped != nil {
        checks.append(
          LiteralCheck(literal: literal, error: error, warnings: remarks, unclamped: unclamped))
      }
    }
    referenceChecks[key] = checks
    return checks
  }

  /// Nested references are checked for existence elsewhere; for typing, take any definition.
  private let nestedResolver: ValueConverter.ReferenceResolver

  /// Every literal the constant `name` can end at over all its variants, following references
  /// iteratively (where one chain continues is `CompiledTheme.continuation(of:)`, as for the walk
  /// the resolver takes).
  private mutating func finalLiterals(of name: String) -> [FinalLiteral] {
    if let cached = literalCache[name] { return cached }
    var result: [FinalLiteral] = []
    var visited: Set<String> = []
    var pending = [name]
    while let current = pending.popLast() {
      guard visited.insert(current).inserted, let definitions = theme.constantsByName[current]
      else {
        continue
      }
      for constant in definitions {
        if let next = theme.continuation(of: constant.definition.value) {
          if let cached = literalCache[next] {
            result += cached
          } else {
            pending.append(next)
          }
        } else {
          result.append(FinalLiteral(definition: constant, constant: current))
        }
      }
    }
    literalCache[name] = result
    return result
  }

  // MARK: - Cycles

  private mutating func reportConstantCycles() {
    let names = theme.constantsByName.keys
    let edges = theme.constantsByName.lists.map { definitions in
      definitions.compactMap { constant -> Int? in
        theme.continuation(of: constant.definition.value).flatMap(theme.constantsByName.slot(of:))
      }
    }
    for cycle in StronglyConnectedComponents.cycles(count: names.count, edges: edges).map({
      $0.map { names[$0] }
    }) {
      let first = theme.constantsByName[cycle[0]]!.first!
      let dialect = theme.sheets[Int(first.sheet)].dialect
      let path = Cycles.path(cycle.map { dialect.constantSigil + $0 })
      let notes = cycle.dropFirst().prefix(Cycles.membersShown).map { name -> Diagnostic.Note in
        let definition = theme.constantsByName[name]!.first!.definition
        return .init("'\(dialect.constantSigil)\(name)' is defined here", at: definition.location)
      }
      emit(
        .error(
          .constantCycle,
          "constant '\(dialect.constantSigil)\(cycle[0])' refers to itself: \(path)",
          at: first.definition.valueLocation, notes: notes))
    }
  }

  private mutating func reportInheritanceCycles() {
    let keys = theme.rulesByKey.keys
    let edges = theme.rulesByKey.lists.map { ruleIndices -> [Int] in
      var parents: [Int] = []
      for index in ruleIndices {
        for parent in theme.bodies[theme.rules[index]].parents {
          if let parentKey = Self.key(
            for: parent, in: theme.rulesByKey, aliases: theme.typeAliases),
            let node = theme.rulesByKey.slot(of: parentKey),
            !parents.contains(node)
          {
            parents.append(node)
          }
        }
      }
      return parents
    }
    for cycle in StronglyConnectedComponents.cycles(count: keys.count, edges: edges).map({
      $0.map { keys[$0] }
    }) {
      let firstRule = theme.rules[theme.rulesByKey[cycle[0]]!.first!]
      let dialect = theme.sheets[Int(firstRule.sheet)].dialect
      let path = Cycles.path(cycle.map(\.description))
      let parentLocation =
        theme.bodies[firstRule].parents.first {
          Self.key(for: $0, in: theme.rulesByKey, aliases: theme.typeAliases)
            == cycle[cycle.count > 1 ? 1 : 0]
        }?.location
        ?? firstRule.location
      let notes = cycle.dropFirst().prefix(Cycles.membersShown).map { key -> Diagnostic.Note in
        let rule = theme.rules[theme.rulesByKey[key]!.first!]
        return .init("'\(dialect.styleSigil)\(key)' is defined here", at: rule.location)
      }
      emit(
        .error(
          .inheritanceCycle,
          "style '\(dialect.styleSigil)\(cycle[0])' inherits from itself: \(path)",
          at: parentLocation, notes: notes))
    }
  }

  private mutating func emit(_ diagnostic: Diagnostic) {
    if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
  }
}

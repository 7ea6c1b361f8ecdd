/// The checks a compiled theme runs once, whatever the environment: unknown references, reference
/// and inheritance cycles, and literals that cannot have their property's type.
struct ThemeChecker {
  let rules: [CompiledRule]
  let rulesByKey: [StyleKey: [Int]]
  let constantsByName: [String: [CompiledConstant]]
  let sheets: [SheetRecord]
  let schema: PropertySchema

  private var diagnostics: [Diagnostic] = []
  private var seen: Set<Diagnostic> = []
  /// Per constant: every literal a chain of references from it can end at, over all variants.
  private var literalCache: [String: [FinalLiteral]] = [:]

  struct FinalLiteral {
    let value: ValueExpression
    let sheet: Int32
    let location: SourceLocation
    let constant: String
  }

  init(
    rules: [CompiledRule], rulesByKey: [StyleKey: [Int]], constantsByName: [String: [CompiledConstant]],
    sheets: [SheetRecord], schema: PropertySchema
  ) {
    self.rules = rules
    self.rulesByKey = rulesByKey
    self.constantsByName = constantsByName
    self.sheets = sheets
    self.schema = schema
  }

  mutating func run() -> [Diagnostic] {
    for rule in rules {
      check(rule.body, owner: rule.identity.description, sheet: rule.sheet)
    }
    for name in constantsByName.keys.sorted() {
      for constant in constantsByName[name]! {
        checkReferences(in: constant.definition.value, at: constant.definition.valueLocation, sheet: constant.sheet)
      }
    }
    reportConstantCycles()
    reportInheritanceCycles()
    return diagnostics
  }

  static func key(for reference: StyleReference, in rulesByKey: [StyleKey: [Int]]) -> StyleKey? {
    let named = StyleKey.named(StyleName(reference.name))
    let type = StyleKey.type(TargetType(reference.name))
    switch reference.lookup {
    case .named: return rulesByKey[named] != nil ? named : nil
    case .type: return rulesByKey[type] != nil ? type : nil
    case .namedThenType: return rulesByKey[named] != nil ? named : (rulesByKey[type] != nil ? type : nil)
    }
  }

  // MARK: - Bodies

  private mutating func check(_ body: StyleBody, owner: String, sheet: Int32) {
    let dialect = sheets[Int(sheet)].dialect
    for parent in body.parents where Self.key(for: parent, in: rulesByKey) == nil {
      let candidates = rulesByKey.keys.map(\.description)
      let hint = Suggestions.phrase(Suggestions.closest(to: parent.name, among: candidates), prefix: dialect.styleSigil)
      let missing = Diagnostic(
        parent.missingSeverity, .unknownParent,
        "'\(owner)' inherits from '\(dialect.styleSigil)\(parent.name)', which is not defined"
          + (parent.missingSeverity == .error ? "" : "; the style resolves without it"),
        at: parent.location, fixIt: hint)
      emit(missing)
    }
    for declaration in body.declarations {
      checkReferences(in: declaration.value, at: declaration.valueLocation, sheet: sheet)
      checkType(of: declaration, sheet: sheet)
    }
    for state in body.states {
      check(state.body, owner: owner, sheet: sheet)
    }
    for subElement in body.subElements {
      check(subElement.body, owner: "\(owner).\(subElement.property)", sheet: sheet)
    }
  }

  private mutating func checkReferences(in value: ValueExpression, at location: SourceLocation, sheet: Int32) {
    switch value {
    case .reference(let reference):
      checkReference(reference, at: location, sheet: sheet)
    case .list(let elements):
      for element in elements { checkReferences(in: element.value, at: element.location, sheet: sheet) }
    case .map(let entries):
      for entry in entries { checkReferences(in: entry.value, at: entry.location, sheet: sheet) }
    default:
      break
    }
  }

  private mutating func checkReference(_ reference: Reference, at location: SourceLocation, sheet: Int32) {
    let dialect = sheets[Int(sheet)].dialect
    let isConstant = constantsByName[reference.name] != nil
    let isStyle = rulesByKey[.named(StyleName(reference.name))] != nil
    switch reference.kind {
    case .constant where !isConstant:
      let hint = Suggestions.phrase(
        Suggestions.closest(to: reference.name, among: constantsByName.keys), prefix: dialect.constantSigil)
      emit(.error(.unknownConstant, "unknown constant '\(dialect.spelling(of: reference))'", at: location, fixIt: hint))
    case .style where !isStyle:
      let hint = Suggestions.phrase(Suggestions.closest(to: reference.name, among: styleNameStrings), prefix: dialect.styleSigil)
      emit(.error(.unknownStyle, "unknown style '\(dialect.spelling(of: reference))'", at: location, fixIt: hint))
    case .constantOrStyle where !isConstant && !isStyle:
      let hint = Suggestions.phrase(
        Suggestions.closest(to: reference.name, among: Array(constantsByName.keys) + styleNameStrings),
        prefix: dialect.constantSigil)
      emit(.error(.unknownReference, "'\(dialect.spelling(of: reference))' names neither a constant nor a style", at: location, fixIt: hint))
    default:
      break
    }
  }

  private var styleNameStrings: [String] {
    rulesByKey.keys.compactMap { if case .named(let name) = $0 { return name.rawValue } else { return nil } }
  }

  // MARK: - Types

  private mutating func checkType(of declaration: Declaration, sheet: Int32) {
    let type = schema.type(of: declaration.property)
    guard type != .any else { return }
    switch declaration.value {
    case .reference(let reference):
      let isStyleReference = reference.kind == .style
        || (reference.kind == .constantOrStyle && constantsByName[reference.name] == nil)
      guard !isStyleReference else { return }
      let referenceSpelling = sheets[Int(sheet)].dialect.spelling(of: reference)
      for literal in finalLiterals(of: reference.name) {
        if case .reference = literal.value { continue }  // a style: a sub-element, not a value
        let converter = ValueConverter(dialect: sheets[Int(literal.sheet)].dialect)
        var warnings: [ValueError] = []
        let result = converter.convert(literal.value, to: type, at: literal.location, warnings: &warnings, resolving: nestedResolver)
        for warning in warnings {
          emit(.warning(.legacySyntax, warning.message, at: warning.location ?? literal.location, fixIt: warning.hint))
        }
        if case .failure(let error) = result {
          emit(
            .error(
              .valueType, "'\(declaration.property)' expects \(type), but \(referenceSpelling) is not: \(error.message)",
              at: declaration.valueLocation,
              notes: [.init("'\(literal.constant)' is defined here", at: error.location ?? literal.location)],
              fixIt: error.hint))
        }
      }
    default:
      let converter = ValueConverter(dialect: sheets[Int(sheet)].dialect)
      var warnings: [ValueError] = []
      let result = converter.convert(
        declaration.value, to: type, at: declaration.valueLocation, warnings: &warnings, resolving: nestedResolver)
      for warning in warnings {
        emit(.warning(.legacySyntax, warning.message, at: warning.location ?? declaration.valueLocation, fixIt: warning.hint))
      }
      if case .failure(let error) = result {
        emit(
          .error(
            .valueType, "'\(declaration.property)' expects \(type): \(error.message)",
            at: error.location ?? declaration.valueLocation, fixIt: error.hint))
      }
    }
  }

  /// Nested references are checked for existence elsewhere; for typing, take any definition.
  private var nestedResolver: ValueConverter.ReferenceResolver {
    let constants = constantsByName
    return { reference, location in
      guard let definition = constants[reference.name]?.last?.definition else {
        return .failure(ValueError("unknown reference '\(reference.name)'", at: location))
      }
      return .success(definition.value)
    }
  }

  /// Every literal the constant `name` can end at, following references iteratively.
  private mutating func finalLiterals(of name: String) -> [FinalLiteral] {
    if let cached = literalCache[name] { return cached }
    var result: [FinalLiteral] = []
    var visited: Set<String> = []
    var pending = [name]
    while let current = pending.popLast() {
      guard visited.insert(current).inserted, let definitions = constantsByName[current] else { continue }
      for constant in definitions {
        if case .reference(let reference) = constant.definition.value,
          reference.kind != .style, constantsByName[reference.name] != nil
        {
          if let cached = literalCache[reference.name] { result += cached } else { pending.append(reference.name) }
        } else {
          result.append(
            FinalLiteral(
              value: constant.definition.value, sheet: constant.sheet, location: constant.definition.valueLocation,
              constant: current))
        }
      }
    }
    literalCache[name] = result
    return result
  }

  // MARK: - Cycles

  private mutating func reportConstantCycles() {
    let names = constantsByName.keys.sorted()
    let cycles = StronglyConnectedComponents.cycles(nodes: names) { name in
      (constantsByName[name] ?? []).compactMap { constant -> String? in
        guard case .reference(let reference) = constant.definition.value, reference.kind != .style,
          constantsByName[reference.name] != nil
        else { return nil }
        return reference.name
      }
    }
    for cycle in cycles {
      let first = constantsByName[cycle[0]]!.first!
      let dialect = sheets[Int(first.sheet)].dialect
      let path = (cycle + [cycle[0]]).map { dialect.constantSigil + $0 }.joined(separator: " → ")
      let notes = cycle.dropFirst().map { name -> Diagnostic.Note in
        let definition = constantsByName[name]!.first!.definition
        return .init("'\(dialect.constantSigil)\(name)' is defined here", at: definition.location)
      }
      emit(
        .error(
          .constantCycle, "constant '\(dialect.constantSigil)\(cycle[0])' refers to itself: \(path)",
          at: first.definition.valueLocation, notes: notes))
    }
  }

  private mutating func reportInheritanceCycles() {
    let keys = rulesByKey.keys.sorted()
    let cycles = StronglyConnectedComponents.cycles(nodes: keys) { key in
      var parents: [StyleKey] = []
      for index in rulesByKey[key]! {
        for parent in rules[index].body.parents {
          if let parentKey = Self.key(for: parent, in: rulesByKey), !parents.contains(parentKey) {
            parents.append(parentKey)
          }
        }
      }
      return parents
    }
    for cycle in cycles {
      let firstRule = rules[rulesByKey[cycle[0]]!.first!]
      let dialect = sheets[Int(firstRule.sheet)].dialect
      let path = (cycle + [cycle[0]]).map(\.description).joined(separator: " → ")
      let parentLocation =
        firstRule.body.parents.first { Self.key(for: $0, in: rulesByKey) == cycle[cycle.count > 1 ? 1 : 0] }?.location
        ?? firstRule.location
      let notes = cycle.dropFirst().map { key -> Diagnostic.Note in
        let rule = rules[rulesByKey[key]!.first!]
        return .init("'\(dialect.styleSigil)\(key)' is defined here", at: rule.location)
      }
      emit(
        .error(
          .inheritanceCycle, "style '\(dialect.styleSigil)\(cycle[0])' inherits from itself: \(path)",
          at: parentLocation, notes: notes))
    }
  }

  private mutating func emit(_ diagnostic: Diagnostic) {
    if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
  }
}

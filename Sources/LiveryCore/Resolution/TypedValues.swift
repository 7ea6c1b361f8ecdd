/// A declaration's value typed for its property, once per compiled theme: the resolver reads it in
/// every environment and the whole-theme check reads its errors and remarks, so a literal is
/// converted in one place, in its sheet's dialect (`CompiledTheme.typedValue(of:…)`).
struct TypedValue: Sendable {
  enum Outcome: Sendable {
    /// A value of the property's type; a number outside the property's range is held clamped.
    case literal(Value)
    /// The whole value is a reference: typed through the literal it ends at, which may differ
    /// from one environment to another (`CompiledTheme.typedConstant(_:for:)` types that once).
    case reference(Reference)
    /// Typed when resolved: a list or dictionary with references inside (their literals depend
    /// on the environment), or an alpha alone (it applies to the colour it lays over).
    case deferred
    /// Cannot have the property's type.
    case invalid(ValueError)
  }

  let outcome: Outcome
  /// Legacy spellings typing accepted, for the whole-theme check.
  let remarks: [ValueError]
  /// The number as written, when it was outside the property's range (`outcome` holds it clamped).
  let unclamped: Double?
}

/// The typed values of one rule's body, in the body's shape: declarations, states and
/// sub-elements in the order the body lists them.
final class TypedBody: Sendable {
  let declarations: [TypedValue]
  let states: [TypedBody]
  let subElements: [TypedBody]

  init(declarations: [TypedValue], states: [TypedBody], subElements: [TypedBody]) {
    self.declarations = declarations
    self.states = states
    self.subElements = subElements
  }
}

/// A constant's definition typed for a property that refers to it.
struct ConstantTyping: Hashable, Sendable {
  let constant: Int32
  let property: PropertyName
}

extension CompiledTheme {
  /// The typed values of rule `index` (into `rules`), typed the first time anything asks.
  func typedBody(ofRule index: Int32) -> TypedBody {
    if let typed = typedRules.withLock({ $0[Int(index)] }) { return typed }
    let rule = rules[Int(index)]
    let typed = typedBody(of: bodies[rule], sheet: rule.sheet)
    return typedRules.withLock { table in
      if let existing = table[Int(index)] { return existing }
      table[Int(index)] = typed
      return typed
    }
  }

  private func typedBody(of body: StyleBody, sheet: Int32) -> TypedBody {
    TypedBody(
      declarations: body.declarations.map {
        typedValue(of: $0.value, for: $0.property, at: $0.valueLocation, sheet: sheet)
      },
      states: body.states.map { typedBody(of: $0.body, sheet: sheet) },
      subElements: body.subElements.map { typedBody(of: $0.body, sheet: sheet) })
  }

  /// The definition `constant` typed for `property`, typed the first time a property of that name
  /// refers to it.
  func typedConstant(_ constant: CompiledConstant, for property: PropertyName) -> TypedValue {
    let key = ConstantTyping(constant: constant.ordinal, property: property)
    if let typed = typedConstants.withLock({ $0[key] }) { return typed }
    let definition = constant.definition
    let typed = typedValue(
      of: definition.value, for: property, at: definition.valueLocation, sheet: constant.sheet)
    return typedConstants.withLock { table in
      if let existing = table[key] { return existing }
      table[key] = typed
      return typed
    }
  }

  /// `expression`, written in `sheet` at `location`, typed for `property`: the one place a
  /// stylesheet's literal becomes a `Value`.
  func typedValue(
    of expression: ValueExpression, for property: PropertyName, at location: SourceLocation,
    sheet: Int32
  ) -> TypedValue {
    if case .reference(let reference) = expression {
      return TypedValue(outcome: .reference(reference), remarks: [], unclamped: nil)
    }
    guard !expression.isAlphaModifier, !expression.containsReference else {
      return TypedValue(outcome: .deferred, remarks: [], unclamped: nil)
    }
    var remarks: [ValueError] = []
    let result = converters[Int(sheet)].convert(
      expression, to: schema.type(of: property), at: location, warnings: &remarks)
    switch result {
    case .failure(let error):
      return TypedValue(outcome: .invalid(error), remarks: remarks, unclamped: nil)
    case .success(let value):
      guard let clamped = schema.clamped(value, for: property), case .number(let written) = value
      else {
        return TypedValue(outcome: .literal(value), remarks: remarks, unclamped: nil)
      }
      return TypedValue(outcome: .literal(clamped.value), remarks: remarks, unclamped: written)
    }
  }
}

extension ValueExpression {
  /// Whether a reference appears anywhere in the value.
  var containsReference: Bool {
    switch self {
    case .reference: return true
    case .list(let elements): return elements.contains { $0.value.containsReference }
    case .map(let entries): return entries.contains { $0.value.containsReference }
    case .null, .bool, .number, .string, .typed: return false
    }
  }
}

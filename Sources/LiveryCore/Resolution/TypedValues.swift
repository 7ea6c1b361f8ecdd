/// A declaration's value typed for its property, once per compiled theme: the resolver reads it in
/// every environment and the whole-theme check reads its errors and remarks, so a literal is
/// converted in one place, in its sheet's dialect (`CompiledTheme.typedValue(of:…)`).
package struct TypedValue: Sendable {
  package enum Outcome: Sendable {
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

  package let outcome: Outcome
  /// The property's type, the value was typed as.
  package let type: PropertyType
  /// Legacy spellings typing accepted, for the whole-theme check.
  package let remarks: [ValueError]
  /// The number as written, when it was outside the property's range (`outcome` holds it clamped).
  package let unclamped: Double?
  /// The number of the property it was typed for (`PropertyNumbers`).
  let property: PropertyNumber
}

/// The typed values of one rule's body, in the body's shape: declarations, states and
/// sub-elements in the order the body lists them.
package final class TypedBody: Sendable {
  /// The body's declarations as written (the body's own storage, not a copy).
  package let source: [Declaration]
  package let declarations: [TypedValue]
  package let states: [TypedBody]
  package let subElements: [TypedBody]
  /// The number of each sub-element's property, in the order of `subElements`.
  let subElementProperties: [PropertyNumber]

  init(
    source: [Declaration], declarations: [TypedValue], states: [TypedBody],
    subElements: [TypedBody], subElementProperties: [PropertyNumber]
  ) {
    self.source = source
    self.declarations = declarations
    self.states = states
    self.subElements = subElements
    self.subElementProperties = subElementProperties
  }
}

/// A property name's number in one compiled theme (`PropertyNumbers`).
typealias PropertyNumber = Int32

/// The property names a compiled theme's typing has met, numbered in the order it met them, each
/// with what the theme's schema says of it: merged bodies key their slots by number, which hashes
/// and compares without reading the name, and a name's type and range are looked up once, not per
/// declaration.
struct PropertyNumbers {
  /// What the schema says of a property.
  struct Facts {
    let type: PropertyType
    let range: ClosedRange<Double>?
  }

  private var numbers: [PropertyName: PropertyNumber] = [:]
  /// The facts of each numbered property, by number.
  private(set) var facts: [Facts] = []

  /// The number of `name`, numbering it (and looking it up in `schema`) if it is new.
  mutating func number(of name: PropertyName, in schema: PropertySchema) -> PropertyNumber {
    if let number = numbers[name] { return number }
    let number = PropertyNumber(facts.count)
    numbers[name] = number
    facts.append(Facts(type: schema.type(of: name), range: schema.range(of: name)))
    return number
  }

  /// The number of `name`, if typing has met it.
  func existingNumber(of name: PropertyName) -> PropertyNumber? { numbers[name] }
}

extension CompiledTheme {
  /// The typed values of rule `index` (into `rules`), typed the first time anything asks.
  func typedBody(ofRule index: Int32) -> TypedBody {
    if let typed = typedRules.withLock({ $0[Int(index)] }) { return typed }
    let rule = rules[Int(index)]
    let typed = typedBody(of: bodies[rule], converter: converters[Int(rule.sheet)])
    return typedRules.withLock { table in
      if let existing = table[Int(index)] { return existing }
      table[Int(index)] = typed
      return typed
    }
  }

  private func typedBody(of body: StyleBody, converter: ValueConverter) -> TypedBody {
    let count = body.declarations.count
    var declarations: [TypedValue] = []
    declarations.reserveCapacity(count)
    var subElementProperties: [PropertyNumber] = []
    // The properties numbered, and what the schema says of each copied out, under one lock for
    // the whole body, into buffers on the stack (no array per body; no copy of the whole table
    // that another thread numbering a new name would then have to copy again).
    withUnsafeTemporaryAllocation(of: PropertyNumber.self, capacity: count) { numbers in
      withUnsafeTemporaryAllocation(of: PropertyNumbers.Facts.self, capacity: count) { facts in
        propertyNumbers.withLock { table in
          // By index, fields read in place: a `for in` would copy each declaration.
          for index in body.declarations.indices {
            let number = table.number(of: body.declarations[index].property, in: schema)
            numbers.initializeElement(at: index, to: number)
            facts.initializeElement(at: index, to: table.facts[Int(number)])
          }
          if !body.subElements.isEmpty {
            subElementProperties = body.subElements.map {
              table.number(of: $0.property, in: schema)
            }
          }
        }
        for index in body.declarations.indices {
          declarations.append(
            typedValue(
              of: body.declarations[index].value, numbered: numbers[index], facts: facts[index],
              at: body.declarations[index].valueLocation, converter: converter))
        }
        _ = facts.deinitialize()
      }
    }
    return TypedBody(
      source: body.declarations, declarations: declarations,
      states: body.states.map { typedBody(of: $0.body, converter: converter) },
      subElements: body.subElements.map { typedBody(of: $0.body, converter: converter) },
      subElementProperties: subElementProperties)
  }

  /// The number of `property` in this theme, if a typed body has it (no merged body has a slot
  /// for a property no typed body has).
  func propertyNumber(of property: PropertyName) -> PropertyNumber? {
    propertyNumbers.withLock { $0.existingNumber(of: property) }
  }

  /// The definition `constant` typed for `property`, typed the first time a property of that name
  /// refers to it.
  func typedConstant(_ constant: CompiledConstant, for property: PropertyName) -> TypedValue {
    let number = propertyNumbers.withLock { $0.number(of: property, in: schema) }
    return typedConstant(constant, numbered: number)
  }

  /// `typedConstant(_:for:)` for the property numbered `number` (`PropertyNumbers`).
  func typedConstant(_ constant: CompiledConstant, numbered number: PropertyNumber) -> TypedValue {
    // The constant's ordinal and the property's number in one integer, which hashes in one step.
    let key = Int64(constant.ordinal) << 32 | Int64(UInt32(bitPattern: number))
    if let typed = typedConstants.withLock({ $0[key] }) { return typed }
    let definition = constant.definition
    let facts = propertyNumbers.withLock { $0.facts[Int(number)] }
    let typed = typedValue(
      of: definition.value, numbered: number, facts: facts, at: definition.valueLocation,
      converter: converters[Int(constant.sheet)])
    return typedConstants.withLock { table in
      if let existing = table[key] { return existing }
      table[key] = typed
      return typed
    }
  }

  /// `expression`, written at `location` in a sheet whose dialect `converter` reads, typed for
  /// the property numbered `property`, of which the schema says `facts`: the one place a
  /// stylesheet's literal becomes a `Value`.
  private func typedValue(
    of expression: ValueExpression, numbered property: PropertyNumber,
    facts: PropertyNumbers.Facts, at location: SourceLocation, converter: ValueConverter
  ) -> TypedValue {
    let type = facts.type
    if case .reference(let reference) = expression {
      return TypedValue(
        outcome: .reference(reference), type: type, remarks: [], unclamped: nil,
        property: property)
    }
    guard !expression.isAlphaModifier, !expression.containsReference else {
      return TypedValue(
        outcome: .deferred, type: type, remarks: [], unclamped: nil, property: property)
    }
    var remarks: [ValueError] = []
    switch converter.convert(expression, to: type, at: location, warnings: &remarks) {
    case .failure(let error):
      return TypedValue(
        outcome: .invalid(error), type: type, remarks: remarks, unclamped: nil, property: property
      )
    case .success(let value):
      guard case .number(let written) = value,
        let clamped = PropertySchema.clamped(value, into: facts.range)
      else {
        return TypedValue(
          outcome: .literal(value), type: type, remarks: remarks, unclamped: nil,
          property: property)
      }
      return TypedValue(
        outcome: .literal(clamped.value), type: type, remarks: remarks, unclamped: written,
        property: property)
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

extension CompiledTheme {
  /// One rule as the compiled theme keeps it, for tools that write a theme out (conversion):
  /// its identity in catalog type names, its conditions with its layer's and file's, and its
  /// declarations typed once (`typed`, in the shape of `body`).
  package struct TypedRule: Sendable {
    package let identity: StyleIdentity
    package let conditions: Conditions
    package let location: SourceLocation
    package let layerRole: LayerRole
    package let dialect: ValueDialect
    package let format: StylesheetFormat
    package let body: StyleBody
    package let typed: TypedBody
  }

  /// The rules of the layers with `roles`, in the cascade's source order.
  package func typedRules(in roles: Set<LayerRole>) -> [TypedRule] {
    rules.compactMap { rule in
      let layer = theme.layers[Int(rule.layer)]
      guard roles.contains(layer.role) else { return nil }
      let sheet = sheets[Int(rule.sheet)]
      return TypedRule(
        identity: rule.identity, conditions: rule.conditions, location: rule.location,
        layerRole: layer.role, dialect: sheet.dialect, format: sheet.format, body: bodies[rule],
        typed: typedBody(ofRule: rule.ordinal))
    }
  }

  /// Format type names → catalog types, from every sheet (a later sheet's alias wins): the
  /// table the compiled rules' identities already went through.
  package var formatTypeAliases: [TargetType: TargetType] { typeAliases }
}

extension CompiledTheme {
  /// One constant definition as the compiled theme keeps it, for tools that write a theme out:
  /// its conditions with its file's and layer's, and its value typed on its own (`typedAlone`).
  package struct TypedConstant: Sendable {
    /// The definition, with the conditions it has in the cascade (its file's and layer's too).
    package let constant: Constant
    package let layerRole: LayerRole
    package let typed: Typed

    /// A value typed without a property to type it.
    package enum Typed: Sendable {
      case literal(Value)
      case reference(Reference)
      /// Its dialect cannot read it.
      case invalid(ValueError)
    }
  }

  /// The constant definitions of the layers with `roles`, in the cascade's source order.
  package func typedConstants(in roles: Set<LayerRole>) -> [TypedConstant] {
    constantsByName.lists.joined()
      .filter { roles.contains(layerRole(ofSheet: $0.sheet)) }
      .sorted { $0.ordinal < $1.ordinal }
      .map(typedConstant)
  }

  /// Every definition of `name` in the highest layer outside `roles` that defines it, in source
  /// order, each variant with its conditions: what a theme written from the layers with `roles`
  /// brings in when it refers to a constant only a bundled palette or the skin defines.
  package func typedConstants(named name: String, outside roles: Set<LayerRole>)
    -> [TypedConstant]
  {
    let outside = (constantsByName[name] ?? []).filter {
      !roles.contains(layerRole(ofSheet: $0.sheet))
    }
    return inHighestLayer(outside).sorted { $0.ordinal < $1.ordinal }.map(typedConstant)
  }

  /// The definitions a theme written from the layers with `roles` has of one constant: theirs, or
  /// for a constant only a palette or the skin defines, those of the highest layer that does.
  private func writtenDefinitions(
    _ definitions: ArraySlice<CompiledConstant>, roles: Set<LayerRole>
  ) -> [CompiledConstant] {
    let own = definitions.filter { roles.contains(layerRole(ofSheet: $0.sheet)) }
    return own.isEmpty ? inHighestLayer(Array(definitions)) : own
  }

  private func inHighestLayer(_ definitions: [CompiledConstant]) -> [CompiledConstant] {
    guard let highest = definitions.map({ sheets[Int($0.sheet)].layer }).max() else { return [] }
    return definitions.filter { sheets[Int($0.sheet)].layer == highest }
  }

  /// The formats of the stylesheets in the layers with `roles`, each once, in the cascade's order.
  package func formats(in roles: Set<LayerRole>) -> [StylesheetFormat] {
    var formats: [StylesheetFormat] = []
    for sheet in sheets where roles.contains(theme.layers[Int(sheet.layer)].role) {
      if !formats.contains(sheet.format) { formats.append(sheet.format) }
    }
    return formats
  }

  private func layerRole(ofSheet sheet: Int32) -> LayerRole {
    theme.layers[Int(sheets[Int(sheet)].layer)].role
  }

  private func typedConstant(_ compiled: CompiledConstant) -> TypedConstant {
    var constant = compiled.definition
    constant.conditions = compiled.conditions
    return TypedConstant(
      constant: constant, layerRole: layerRole(ofSheet: compiled.sheet),
      typed: typedAlone(compiled))
  }

  /// A constant's definition typed without a property to type it (what a writer needs): a colour
  /// if its dialect reads one, else a number, else the text as written; other literals take their
  /// natural value, and a reference stays one (`.invalid` when its dialect cannot read it).
  func typedAlone(_ constant: CompiledConstant) -> TypedConstant.Typed {
    let expression = constant.definition.value
    let location = constant.definition.valueLocation
    let converter = converters[Int(constant.sheet)]
    var ignored: [ValueError] = []
    switch expression {
    case .reference(let reference): return .reference(reference)
    case .typed(let value): return .literal(value)
    case .string(let text):
      if case .success(let color) = converter.convert(
        expression, to: .color, at: location, warnings: &ignored)
      {
        return .literal(color)
      }
      // Blanks around a number are spaces only: text with a tab or a line break stays text.
      let trimmed = text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
      if let number = Double(String(trimmed)) { return .literal(.number(number)) }
      return .literal(.string(text))
    default:
      switch converter.convert(expression, to: .any, at: location, warnings: &ignored) {
      case .success(let value): return .literal(value)
      case .failure(let error): return .invalid(error)
      }
    }
  }
}

extension CompiledTheme {
  /// The literal constant `name` finally stands for in a theme written from the layers with
  /// `roles` under `conditions`, typed on its own (`typedAlone`): what a writer that must type an
  /// alias (DTCG's `$type`) or write a constant's value in its place needs. Each hop follows the
  /// definitions of the layers with `roles` — or, for a constant only a palette or the skin
  /// defines, those of the highest layer that does — with exactly these conditions, else none,
  /// else the conditions of the first; the last defined of them. `nil` when the chain ends at a
  /// style, a name no constant has, a cycle or a value its dialect cannot read.
  package func writtenLiteral(
    ofConstant name: String, conditions: Conditions, roles: Set<LayerRole>
  ) -> Value? {
    let walk = walkConstants(from: name) { definitions in
      let pool = writtenDefinitions(definitions, roles: roles)
      for wanted in [conditions, .always, pool.first?.conditions] {
        if let chosen = pool.filter({ $0.conditions == wanted }).max(by: { $0.ordinal < $1.ordinal }
        ) {
          return chosen
        }
      }
      return nil
    }
    guard case .literal = walk.end, let last = walk.hops.last,
      case .literal(let value) = typedAlone(last.definition)
    else { return nil }
    return value
  }
}

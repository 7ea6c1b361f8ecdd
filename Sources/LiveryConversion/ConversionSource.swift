public import LiveryCore

/// A theme as writers see it: the app's layers flattened into one list of constants and one of
/// rules, in cascade order, each literal already typed through the dialect it was written in — a
/// view of a compiled theme: its constant definitions (typed on their own, `typedAlone`), its rules
/// with the values it typed once for resolution and its check, its conditions, its type aliases
/// and its constant-chain walk (`literal(ofConstant:conditions:)`).
///
/// Writers never re-read source syntax: a MAF `#AARRGGBB` and an NSS `#RRGGBBAA` both arrive as
/// the same `RGBAColor`, so every target writes what the source meant. Layers are flattened (of the
/// compiled theme's definitions with the same name and conditions, the last defined is written);
/// the bundled palettes and the skin stay out, except the constants the app refers to, which are
/// brought in — every variant of them — so the written theme stands alone.
public struct ConversionSource: Sendable {
  /// A constant with its value typed (or still a reference).
  public struct Entry: Sendable {
    public var constant: Constant
    public var value: Item
    /// The layer the definition came from (`palette` for one brought in from a bundled palette).
    public var layerRole: LayerRole

    init(_ definition: CompiledTheme.TypedConstant) {
      constant = definition.constant
      layerRole = definition.layerRole
      switch definition.typed {
      case .literal(let value): self.value = .value(value)
      case .reference(let reference): self.value = .reference(reference)
      case .invalid(let error): self.value = .unreadable(definition.constant.value, error.message)
      }
    }
  }

  /// A declared value as writers need it.
  public enum Item: Sendable, Hashable {
    /// A literal, typed.
    case value(Value)
    /// A reference to a constant or a style.
    case reference(Reference)
    /// A literal its own dialect could not read; the reason is the source's diagnostic.
    case unreadable(ValueExpression, String)
  }

  /// A declaration with its value typed by the property's schema type.
  public struct Setting: Sendable {
    public var declaration: Declaration
    public var value: Item
  }

  /// A rule's contents with typed settings.
  public struct Body: Sendable {
    public var parents: [StyleReference]
    public var settings: [Setting]
    public var states: [(name: StateName, body: Body, location: SourceLocation)]
    public var subElements: [(property: PropertyName, body: Body, location: SourceLocation)]
    public var resetsPreviousValues: Bool
  }

  /// A rule with typed contents.
  public struct Rule: Sendable {
    public var identity: StyleIdentity
    public var conditions: Conditions
    public var location: SourceLocation
    public var body: Body
  }

  public private(set) var constants: [Entry] = []
  public internal(set) var rules: [Rule] = []
  /// Format type names → catalog types (MAF `ListBoxItem` → `TableViewCell`), from every sheet read;
  /// rules here already use the catalog's names.
  public private(set) var typeAliases: [TargetType: TargetType] = [:]
  /// The formats the theme was read from (`motif.yaml`, `dtcg.tokens`), for reports.
  public private(set) var formats: [StylesheetFormat] = []
  public let schema: PropertySchema

  /// Flattens the layers of `theme` with `roles` (the app's own, by default; `[.skin]` for the
  /// default skin), compiling it with `schema`.
  public init(
    theme: Theme, roles: Set<LayerRole> = [.app, .runtime], schema: PropertySchema = .standard
  ) {
    self.init(compiled: theme.compile(schema: schema), roles: roles)
  }

  /// Flattens the layers with `roles` of a compiled theme, reading the values it typed.
  public init(compiled: CompiledTheme, roles: Set<LayerRole> = [.app, .runtime]) {
    self.compiled = compiled
    self.roles = roles
    schema = compiled.schema
    typeAliases = compiled.formatTypeAliases
    formats = compiled.formats(in: roles)
    var constantIndex: [String: Int] = [:]
    var ruleIndex: [String: Int] = [:]
    for definition in compiled.typedConstants(in: roles) {
      let entry = Entry(definition)
      let key = entry.constant.name + "\u{0}" + entry.constant.conditions.description
      if let position = constantIndex[key] {
        constants[position] = entry
      } else {
        constantIndex[key] = constants.count
        constants.append(entry)
      }
    }
    for rule in compiled.typedRules(in: roles) {
      let key = "\(rule.identity)\u{0}\(rule.conditions)"
      let body = Self.body(
        rule.body, typed: rule.typed, schema: schema, ValueConverter(dialect: rule.dialect))
      if let position = ruleIndex[key] {
        rules[position].body = Self.merge(rules[position].body, body)
      } else {
        ruleIndex[key] = rules.count
        rules.append(
          Rule(
            identity: rule.identity, conditions: rule.conditions, location: rule.location,
            body: body))
      }
    }
    bringInReferencedConstants()
    constantNames = Set(constants.map(\.constant.name))
    for (position, rule) in rules.enumerated() {
      switch rule.identity {
      case .named(let name, _):
        rulesByIdentity["named:" + name.rawValue, default: []].append(position)
      case .type(let type): rulesByIdentity["type:" + type.rawValue, default: []].append(position)
      }
    }
    namedStyles = Set(
      rules.compactMap {
        if case .named(let name, _) = $0.identity { return name.rawValue } else { return nil }
      })
  }

  /// Constants the app refers to but only a bundled palette or the skin defines, added before the
  /// app's own: every variant the highest layer defining one has, so a palette's dark values come
  /// along.
  private mutating func bringInReferencedConstants() {
    var wanted: [String] = []
    var seen = Set(constants.map(\.constant.name))
    func visit(_ item: Item) {
      if case .reference(let reference) = item, reference.kind != .style,
        seen.insert(reference.name).inserted
      {
        wanted.append(reference.name)
      }
      // (a Redbeard ref:// that names a style is looked up and not found among the constants: nothing is brought in)
    }
    func visit(_ body: Body) {
      for setting in body.settings { visit(setting.value) }
      for state in body.states { visit(state.body) }
      for subElement in body.subElements { visit(subElement.body) }
    }
    for constant in constants { visit(constant.value) }
    for rule in rules { visit(rule.body) }
    var brought: [Entry] = []
    var broughtIndex: [String: Int] = [:]
    var next = 0
    while next < wanted.count {
      let name = wanted[next]
      next += 1
      for definition in compiled.typedConstants(named: name, outside: roles) {
        let entry = Entry(definition)
        // Two definitions with the same conditions (two files of the layer): the last one.
        let key = name + "\u{0}" + entry.constant.conditions.description
        if let position = broughtIndex[key] {
          brought[position] = entry
        } else {
          broughtIndex[key] = brought.count
          brought.append(entry)
        }
        visit(entry.value)
      }
    }
    constants = brought + constants
  }

  /// Whether a constant has this name (a Redbeard `ref://x` names a constant if one exists, else a style).
  public func hasConstant(_ name: String) -> Bool { constantNames.contains(name) }

  private var constantNames: Set<String> = []
  private var namedStyles: Set<String> = []

  /// What a parent reference names among the written rules: a named style, else (when its lookup
  /// allows) the type style of the type it names, by its catalog name.
  public func parent(_ reference: StyleReference) -> StyleIdentity {
    if reference.lookup == .named || namedStyles.contains(reference.name) {
      return .named(StyleName(reference.name), targetType: nil)
    }
    let type = TargetType(reference.name)
    return .type(typeAliases[type] ?? type)
  }

  /// Whether a parent names a style this theme defines (MAF files ship with `BasedOn`s that name
  /// nothing; other formats reject those).
  public func defines(_ reference: StyleReference, among written: (Rule) -> Bool = { _ in true })
    -> Bool
  {
    let key: String
    switch parent(reference) {
    case .named(let name, _): key = "named:" + name.rawValue
    case .type(let type): key = "type:" + type.rawValue
    }
    return (rulesByIdentity[key] ?? []).contains { written(rules[$0]) }
  }

  /// Rule positions by identity (`named:X`, `type:T`), for `defines`.
  private var rulesByIdentity: [String: [Int]] = [:]
  /// The theme the constants and rules were read from, and the roles of its layers written.
  private let compiled: CompiledTheme
  private let roles: Set<LayerRole>

  /// Whether a reference in a value names a constant (rather than a style).
  public func namesConstant(_ reference: Reference) -> Bool {
    switch reference.kind {
    case .constant: return true
    case .style: return false
    case .constantOrStyle: return hasConstant(reference.name)
    }
  }

  // MARK: - Typing

  /// A rule's body with the values the compiled theme typed (`typed`, in the body's shape).
  static func body(
    _ body: StyleBody, typed: TypedBody, schema: PropertySchema, _ converter: ValueConverter
  ) -> Body {
    Body(
      parents: body.parents,
      settings: zip(body.declarations, typed.declarations).map { declaration, typed in
        Setting(
          declaration: declaration,
          value: item(declaration, typed: typed, schema: schema, converter))
      },
      states: zip(body.states, typed.states).map { state, typed in
        (state.name, Self.body(state.body, typed: typed, schema: schema, converter), state.location)
      },
      subElements: zip(body.subElements, typed.subElements).map { subElement, typed in
        (
          subElement.property,
          Self.body(subElement.body, typed: typed, schema: schema, converter),
          subElement.location
        )
      },
      resetsPreviousValues: body.resetsPreviousValues)
  }

  /// A declaration's value as typed for its property, written as it was (a number outside the
  /// property's range is not clamped: the resolver reads it clamped, the written theme keeps it).
  static func item(
    _ declaration: Declaration, typed: TypedValue, schema: PropertySchema,
    _ converter: ValueConverter
  ) -> Item {
    switch typed.outcome {
    case .literal(let value): return .value(typed.unclamped.map(Value.number) ?? value)
    case .reference(let reference): return .reference(reference)
    case .invalid(let error): return .unreadable(declaration.value, error.message)
    case .deferred:
      // References inside a list or a dictionary, or an alpha alone: without an environment to
      // resolve them in, as written would be typed.
      return item(
        declaration.value, as: schema.type(of: declaration.property),
        at: declaration.valueLocation, converter)
    }
  }

  static func item(
    _ expression: ValueExpression, as type: PropertyType, at location: SourceLocation,
    _ converter: ValueConverter
  ) -> Item {
    if case .reference(let reference) = expression { return .reference(reference) }
    var ignored: [ValueError] = []
    switch converter.convert(expression, to: type, at: location, warnings: &ignored) {
    case .success(let value): return .value(value)
    case .failure(let error): return .unreadable(expression, error.message)
    }
  }

  /// `later` over `earlier`: the later value of a property wins, states and sub-elements merge.
  static func merge(_ earlier: Body, _ later: Body) -> Body {
    var result = earlier
    if !later.parents.isEmpty { result.parents = later.parents }
    for setting in later.settings {
      if let position = result.settings.firstIndex(where: {
        $0.declaration.property == setting.declaration.property
          && $0.declaration.conditions == setting.declaration.conditions
      }) {
        result.settings[position] = setting
      } else {
        result.settings.append(setting)
      }
    }
    for state in later.states {
      if let position = result.states.firstIndex(where: { $0.name == state.name }) {
        result.states[position].body = merge(result.states[position].body, state.body)
      } else {
        result.states.append(state)
      }
    }
    for sub in later.subElements {
      if let position = result.subElements.firstIndex(where: { $0.property == sub.property }) {
        result.subElements[position].body = merge(result.subElements[position].body, sub.body)
      } else {
        result.subElements.append(sub)
      }
    }
    result.resetsPreviousValues = result.resetsPreviousValues || later.resetsPreviousValues
    return result
  }

  /// `item` as a writer can write it: a reference to a constant the writer could not write becomes
  /// that constant's value (so the declaration does not name nothing); anything else is unchanged.
  public func writable(_ item: Item, written: Set<String>, conditions: Conditions = .always) -> Item
  {
    guard case .reference(let reference) = item, namesConstant(reference),
      !written.contains(reference.name),
      let literal = literal(ofConstant: reference.name, conditions: conditions)
    else { return item }
    return .value(literal)
  }

  /// The literal a constant finally stands for (following references) under `conditions`, for
  /// writers that must type an alias (DTCG's `$type`): `CompiledTheme.writtenLiteral`.
  public func literal(ofConstant name: String, conditions: Conditions = .always) -> Value? {
    compiled.writtenLiteral(ofConstant: name, conditions: conditions, roles: roles)
  }
}

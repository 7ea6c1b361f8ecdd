/// A theme whose layers have been merged and checked: immutable, `Sendable`, and ready to resolve
/// styles. Resolutions are memoized (a bounded memo), so asking twice costs a dictionary lookup;
/// any number of threads may resolve at once.
///
/// ```swift
/// let theme = Theme(layers: layers).compile()
/// if theme.diagnostics.containsErrors { … }
/// let warning = theme.style(for: .button, named: ["WarningButton"], in: StyleEnvironment(colorScheme: .dark))
/// print(warning[.tintColor])   // #fc8078ff
/// ```
public final class CompiledTheme: Sendable {
  /// Everything known to be wrong with the theme, sorted by location: the theme's own problems
  /// (missing files), what the readers reported, and what checking the whole theme found (unknown
  /// references, cycles, values of the wrong type). Repeats of one kind in one file are capped
  /// (`capped(perFileAndCode:)`): the first 25, then one diagnostic saying how many more;
  /// `diagnosticCounts` counts them all. Problems a single query meets (an unknown
  /// style name) are on its `ResolvedStyle`.
  ///
  /// The whole-theme check runs the first time this is read, then is kept: an app that loads a
  /// theme its CI already checked may skip it (`ThemeLoader` runs it unless told not to), while
  /// `livery check` and remote-bundle verification always read it.
  public var diagnostics: [Diagnostic] { checkedDiagnostics.shown }

  /// How many errors and warnings there are in all, before `diagnostics` capped the repeats.
  public var diagnosticCounts: (errors: Int, warnings: Int) { checkedDiagnostics.counts }

  private var checkedDiagnostics: (shown: [Diagnostic], counts: (errors: Int, warnings: Int)) {
    checked.withLock { cached in
      if let cached { return cached }
      var checker = ThemeChecker(theme: self)
      // A non-finite number its reader reported is met again when typing it: reported once.
      var nonFinite = Set(
        readerDiagnostics.filter { $0.code == .valueNotFinite }.compactMap(\.location))
      let checked = checker.run().filter {
        $0.code != .valueNotFinite || $0.location.map { nonFinite.insert($0).inserted } ?? true
      }
      let all = (readerDiagnostics + checked).sortedByLocation()
      let result = (
        shown: all.capped(),
        counts: (
          errors: all.count { $0.severity == .error },
          warnings: all.count { $0.severity == .warning }
        )
      )
      cached = result
      return result
    }
  }
  /// The errors among `diagnostics`.
  public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
  /// The warnings among `diagnostics` (a theme that loaded keeps them here).
  public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }

  /// This theme with its runtime layer replaced (or removed, for `nil`), compiled with the same
  /// schema and memo sizes: how a downloaded bundle comes in. Check the result (`validated()`)
  /// before using it, and keep this theme if that throws.
  public func replacingRuntimeLayer(with layer: Layer?) -> CompiledTheme {
    theme.replacingRuntimeLayer(with: layer).compile(
      schema: schema, cacheCapacity: cacheCapacity, environmentCapacity: environmentCapacity)
  }

  /// This theme, or an error carrying every diagnostic when it has errors: what a loader or an
  /// updater calls before using a theme.
  ///
  /// - Parameter checkingWholeTheme: `false` looks only at what the theme and its readers reported,
  ///   without the whole-theme check (for themes a CI run already checked).
  /// - Throws: `DiagnosticsError` with every diagnostic and the files' text.
  public func validated(checkingWholeTheme: Bool = true) throws -> CompiledTheme {
    let all = checkingWholeTheme ? diagnostics : readerDiagnostics.sortedByLocation().capped()
    guard !all.containsErrors else { throw DiagnosticsError(all, sources: sources) }
    return self
  }

  /// The layers this theme was compiled from (to list its files, or to compile a variation such as
  /// `theme.replacingRuntimeLayer(with:)`).
  public let theme: Theme
  /// What the theme itself and the readers reported.
  let readerDiagnostics: [Diagnostic]
  private let checked = Locked<(shown: [Diagnostic], counts: (errors: Int, warnings: Int))?>(nil)
  /// The text of every file, for rendering diagnostics.
  public let sources: SourceFiles
  public let schema: PropertySchema

  let sheets: [SheetRecord]
  /// One value converter per stylesheet, in its dialect.
  let converters: [ValueConverter]
  let rules: [CompiledRule]
  let bodies: RuleBodies
  /// Rule indices per style, in source order.
  let rulesByKey: OrderedTable<StyleKey, Int>
  /// Definitions per constant name, in source order.
  let constantsByName: OrderedTable<String, CompiledConstant>
  /// Alias type → catalog type.
  let typeAliases: [TargetType: TargetType]
  /// The types keyed styles name (MAF `TargetType` beside a `Key`), canonical.
  let namedStyleTypes: Set<TargetType>

  /// Resolved styles by query, bounded.
  let memo: ResolutionMemo
  /// What the app and runtime layers declare for each style (and type), filled as resolution asks.
  let themedCache = Locked<[ThemedKey: Set<PropertyPath>]>([:])
  /// Whether any rule is the defaults' or the skin's: without, no fallback is ever dropped.
  let hasFallbackRules: Bool
  /// Whether the theme is light-only, found the first time it matters.
  let lightOnly = Locked<Bool?>(nil)
  /// The environment axes the theme's conditions test, found the first time it matters.
  let testedAxesCache = Locked<Set<EnvironmentAxis>?>(nil)
  /// Memoized rules and constants per environment, bounded.
  let sessions: SessionTable
  /// Each rule's declarations typed for their properties (by index into `rules`), filled as
  /// resolution or the whole-theme check asks: a literal is typed once, whatever the environment.
  let typedRules: Locked<[TypedBody?]>
  /// Constants' definitions typed for the properties that refer to them, by the constant's
  /// `ordinal` (high 32 bits) and the property's number (`typedConstant(_:numbered:)`).
  let typedConstants = Locked<[Int64: TypedValue]>([:])
  /// The property names typing has met, numbered (merged bodies key their slots by the number).
  let propertyNumbers = Locked(PropertyNumbers())

  /// How many resolved styles and environments it remembers, for compiling variations alike.
  let cacheCapacity: Int
  let environmentCapacity: Int

  init(compiling theme: Theme, schema: PropertySchema, cacheCapacity: Int, environmentCapacity: Int)
  {
    self.schema = schema
    self.theme = theme
    self.cacheCapacity = cacheCapacity
    self.environmentCapacity = environmentCapacity
    memo = ResolutionMemo(capacity: cacheCapacity)
    sessions = SessionTable(limit: environmentCapacity)
    var sheets: [SheetRecord] = []
    var rules: [CompiledRule] = []
    var ruleLists: [[StyleRule]] = []
    var ruleKeys: [StyleKey] = []
    var constantNames: [String] = []
    var constants: [CompiledConstant] = []
    let ruleCount = theme.layers.reduce(0) { $0 + $1.stylesheets.reduce(0) { $0 + $1.rules.count } }
    rules.reserveCapacity(ruleCount)
    ruleKeys.reserveCapacity(ruleCount)
    var typeAliases: [TargetType: TargetType] = [:]
    var namedStyleTypes: Set<TargetType> = []
    var sources = SourceFiles()
    var diagnostics = theme.diagnostics
    var sequence: Int32 = 0

    for layer in theme.layers {
      for sheet in layer.stylesheets {
        for (alias, canonical) in sheet.typeAliases { typeAliases[alias] = canonical }
      }
    }

    for (layerIndex, layer) in theme.layers.enumerated() {
      for sheet in layer.stylesheets {
        let sheetIndex = Int32(sheets.count)
        sheets.append(
          SheetRecord(
            layer: Int32(layerIndex), file: sheet.file, format: sheet.format,
            dialect: sheet.dialect,
            source: .layer(layer.name, role: layer.role)))
        ruleLists.append(sheet.rules)
        if let source = sheet.source { sources.add(source) }
        diagnostics += sheet.diagnostics
        let sheetConditions = layer.conditions.and(sheet.conditions)
        // NUI-style files: inside the file, document order decides, not how specific a block is.
        let lastDefined = sheet.variantPrecedence == .lastDefined
        // By index, fields read in place: a `for rule in` copy would retain every field once more.
        for index in sheet.rules.indices {
          var identity = sheet.rules[index].identity
          if !typeAliases.isEmpty {
            if case .type(let type) = identity, let canonical = typeAliases[type] {
              identity = .type(canonical)
            }
            if case .named(let name, let type?) = identity, let canonical = typeAliases[type] {
              identity = .named(name, targetType: canonical)
            }
          }
          if case .named(_, let type?) = identity { namedStyleTypes.insert(type) }
          let conditions = sheetConditions.and(sheet.rules[index].conditions)
          ruleKeys.append(identity.key)
          rules.append(
            CompiledRule(
              identity: identity, index: Int32(index), conditions: conditions,
              specificity: lastDefined ? sheetConditions.specificity : conditions.specificity,
              conditionsAddSpecificity: !lastDefined, sheet: sheetIndex, layer: Int32(layerIndex),
              sequence: sequence, ordinal: Int32(rules.count),
              location: sheet.rules[index].location, isFallback: layer.role.isFallback,
              isThemed: layer.role.isThemed))
          sequence += 1
        }
        for constant in sheet.constants {
          let conditions = sheetConditions.and(constant.conditions)
          let precedence = Precedence(
            layer: Int32(layerIndex),
            specificity: lastDefined ? sheetConditions.specificity : conditions.specificity,
            sequence: sequence, index: 0)
          constantNames.append(constant.name)
          constants.append(
            CompiledConstant(
              definition: constant, conditions: conditions, precedence: precedence,
              sheet: sheetIndex, ordinal: Int32(constants.count)))
          sequence += 1
        }
      }
    }

    self.sheets = sheets
    converters = sheets.map { ValueConverter(dialect: $0.dialect) }
    self.rules = rules
    typedRules = Locked([TypedBody?](repeating: nil, count: rules.count))
    bodies = RuleBodies(rules: ruleLists)
    rulesByKey = OrderedTable(keys: ruleKeys, elements: Array(rules.indices))
    constantsByName = OrderedTable(keys: constantNames, elements: constants)
    self.typeAliases = typeAliases
    self.namedStyleTypes = namedStyleTypes
    hasFallbackRules = rules.contains(where: \.isFallback)
    self.sources = sources
    readerDiagnostics = diagnostics
  }

  // MARK: - Lookup

  /// Every named style, sorted.
  public var styleNames: [StyleName] {
    rulesByKey.keys.compactMap { if case .named(let name) = $0 { return name } else { return nil } }
      .sorted()
  }

  /// Every target type with a type style, sorted.
  public var typeStyles: [TargetType] {
    rulesByKey.keys.compactMap { if case .type(let type) = $0 { return type } else { return nil } }
      .sorted()
  }

  /// Every constant name, sorted.
  public var constantNames: [String] { constantsByName.keys.sorted() }

  /// The component types the named style targets, sorted (MAF `TargetType`, a Motif class used
  /// on a button); empty when no rule names one or the style does not exist.
  public func targetTypes(ofStyle name: StyleName) -> [TargetType] {
    guard let indices = rulesByKey[.named(name)] else { return [] }
    var types: Set<TargetType> = []
    for index in indices {
      if case .named(_, let type?) = rules[index].identity { types.insert(type) }
    }
    return types.sorted()
  }

  /// Whether any layer defines a named style with this name.
  public func hasStyle(named name: StyleName) -> Bool { rulesByKey.contains(.named(name)) }

  /// The type whose type style a style name stands for, when no named style has that name (NUI's
  /// `Button` in `Button:LargeButton`, MAF's `ListBoxItem`).
  public func typeStyle(named name: StyleName) -> TargetType? {
    let type = canonicalType(TargetType(name.rawValue))
    return rulesByKey.contains(.type(type)) ? type : nil
  }

  /// Whether `type` names a component type: one of the catalog's, one a format maps onto it
  /// (NUI's `TableCell`), one the theme styles, or one its keyed styles target (a MAF
  /// `Key="Panel" TargetType="Dialog"` makes `Dialog` a type of the theme).
  public func isKnownType(_ type: TargetType) -> Bool {
    let canonical = canonicalType(type)
    return ComponentCatalog.standard.component(canonical) != nil
      || rulesByKey.contains(.type(canonical))
      || namedStyleTypes.contains(canonical)
  }

  /// The catalog type `type` stands for (itself unless a format declared it an alias).
  public func canonicalType(_ type: TargetType) -> TargetType { typeAliases[type] ?? type }

  /// The layer a stylesheet's declarations belong to, by name.
  func layerName(ofSheet sheet: Int32) -> String {
    theme.layers[Int(sheets[Int(sheet)].layer)].name
  }

  /// The layer a stylesheet belongs to, as provenance names it.
  func layerSource(ofSheet sheet: Int32) -> Provenance.Source { sheets[Int(sheet)].source }

  /// The properties (and sub-element properties) the app's and runtime layers declare for the
  /// style `key` — for `targetType`'s variant of a keyed style defined for several types — in any
  /// state and any variant: where the defaults' and the skin's declarations of the same style no
  /// longer apply (semantics §3). A sub-element the theme gives a style of its own counts whole;
  /// an alpha that only dims the colour below it does not style the colour.
  func themedProperties(of key: StyleKey, for targetType: TargetType? = nil) -> Set<PropertyPath> {
    let cacheKey = ThemedKey(key: key, targetType: targetType)
    if let cached = themedCache.withLock({ $0[cacheKey] }) { return cached }
    var paths: Set<PropertyPath> = []
    func collect(_ body: StyleBody, under prefix: PropertyPath) {
      for declaration in body.declarations where !declaration.value.isAlphaModifier {
        paths.insert(prefix + [declaration.property])
      }
      for subElement in body.subElements {
        if !subElement.body.parents.isEmpty { paths.insert(prefix + [subElement.property]) }
        collect(subElement.body, under: prefix + [subElement.property])
      }
      for state in body.states { collect(state.body, under: prefix) }
    }
    var indices = Array(rulesByKey[key] ?? [])
    if let targetType, case .named = key {
      // As `contributions` picks them: the variants for this type (and untyped ones), when any.
      func matches(_ index: Int) -> Bool {
        if case .named(_, let type?) = rules[index].identity { return type == targetType }
        return true
      }
      let forType = indices.filter(matches)
      if !forType.isEmpty { indices = forType }
    }
    for index in indices where rules[index].isThemed {
      collect(bodies[rules[index]], under: [])
    }
    return themedCache.withLock { cache in
      if let cached = cache[cacheKey] { return cached }
      cache[cacheKey] = paths
      return paths
    }
  }

  /// The style a parent reference points at, if it exists.
  func key(for reference: StyleReference) -> StyleKey? {
    ThemeChecker.key(for: reference, in: rulesByKey, aliases: typeAliases)
  }
}

/// A style, and the target type whose variant of it is meant (`nil`: all of its rules).
struct ThemedKey: Hashable, Sendable {
  let key: StyleKey
  let targetType: TargetType?
}

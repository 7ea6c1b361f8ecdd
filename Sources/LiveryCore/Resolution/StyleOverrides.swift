/// Values set in code on one component: the highest layer of the cascade, above every theme, that
/// survives theme and environment switches.
///
/// Each value remembers where in the app's code it was set, so `explain` and diagnostics point
/// there:
///
/// ```swift
/// var overrides = StyleOverrides()
/// overrides.set(.tintColor, to: RGBAColor(red: 1, green: 0, blue: 0))   // remembers this file and line
/// overrides.set(.cornerRadius, to: 20)                                  // typed: a Double
/// let style = theme.resolve(query, overrides: overrides)
/// style.properties[.tintColor]?.provenance.isOverride                   // true
/// ```
public struct StyleOverrides: Sendable, Hashable {
  /// One value set in code, and where. Two entries are equal when their values are: where they
  /// were set is for `explain`, not a difference in look.
  public struct Entry: Sendable, Hashable {
    public let value: Value
    /// The app source line that set it (`#fileID:#line`).
    public let location: SourceLocation

    public static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.value == rhs.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
  }

  public private(set) var entries: [PropertyName: Entry] = [:]

  public init() {}

  public var isEmpty: Bool { entries.isEmpty }

  /// The overridden properties, sorted.
  public var properties: [PropertyName] { entries.keys.sorted() }

  public subscript(property: PropertyName) -> Value? { entries[property]?.value }

  /// Sets a property to `value`: a catalog property takes its schema's type
  /// (`set(.cornerRadius, to: 20)`), a property of your own any `StyleValueConvertible`
  /// (`set("badgeInset", to: 4.0)`). Text given under a string name reads as the property needs:
  /// `set("font", to: "Avenir-Book")` is a font.
  public mutating func set<T>(
    _ key: PropertyKey<T>, to value: T, file: String = #fileID, line: Int = #line
  ) {
    let property = key.name
    entries[property] = Entry(
      value: value.styleValue,
      location: SourceLocation(file: SourceFileID(path: file), line: line, column: 1))
  }

  /// Sets a colour or gradient property (`backgroundColor`) to a colour.
  public mutating func set(
    _ key: PropertyKey<Paint>, to color: RGBAColor, file: String = #fileID, line: Int = #line
  ) {
    set(key, to: .color(color), file: file, line: line)
  }

  /// Removes the override: the themed value applies again.
  public mutating func remove(_ property: PropertyName) {
    entries[property] = nil
  }
}

extension CompiledTheme {
  /// Resolves `query` with `overrides` laid over the theme: every overridden property takes the
  /// override's value, in every state, with provenance that says `.code` and points at the code
  /// that set it. An override whose value cannot have the property's type (a number for
  /// `tintColor`) is not applied; a diagnostic at the override's location says why.
  ///
  /// The theme's part is memoized as usual; laying the overrides over it is not (they are per
  /// component). When no style the query names exists nothing applies, overrides included: the
  /// component keeps its look.
  public func resolve(
    _ query: StyleQuery, overrides: StyleOverrides, adapting axes: AdaptiveAxes = []
  ) -> ResolvedStyle {
    let base = resolve(query, adapting: axes)
    guard !overrides.isEmpty, base.isResolved else { return base }
    var diagnostics = base.diagnostics
    var accepted: [PropertyName: ResolvedProperty] = [:]
    let converter = ValueConverter(dialect: .standard)
    for (property, entry) in overrides.entries {
      let type = schema.type(of: property)
      var warnings: [ValueError] = []
      // Text and numbers convert as if a stylesheet had written them, so a string can be a keyword
      // or a font; structured values must already have the property's type.
      let expression: ValueExpression
      switch entry.value {
      case .string(let text): expression = .string(text)
      case .number(let number): expression = .number(number)
      case .bool(let flag): expression = .bool(flag)
      case .null: expression = .null
      default: expression = .typed(entry.value)
      }
      let value: Value
      switch converter.convert(expression, to: type, at: entry.location, warnings: &warnings) {
      case .success(let converted): value = converted
      case .failure(let error):
        diagnostics.append(
          .error(
            .valueType,
            "the override of '\(property)' expects \(type): \(error.message); it is not applied",
            at: entry.location))
        continue
      }
      let provenance = Provenance(
        location: entry.location, valueLocation: entry.location, source: .code, declaredIn: nil,
        states: [], chain: nil)
      accepted[property] = ResolvedProperty(name: property, value: value, provenance: provenance)
    }
    var properties = base.properties
    var subElements = base.subElements
    for (property, resolved) in accepted {
      properties[property] = resolved
      subElements[property] = nil
    }
    return ResolvedStyle(
      query: base.query, properties: properties, subElements: subElements,
      states: base.states.map { $0.overriding(accepted) },
      resetsPreviousValues: base.resetsPreviousValues,
      diagnostics: diagnostics, isResolved: true, ancestry: base.ancestry,
      superseded: base.superseded)
  }
}

extension ResolvedState {
  /// This state with every overridden property it sets replaced by the override.
  fileprivate func overriding(_ overrides: [PropertyName: ResolvedProperty]) -> ResolvedState {
    var properties = self.properties
    for (property, value) in overrides where properties[property] != nil {
      properties[property] = value
    }
    return ResolvedState(
      name: name, properties: properties, subElements: subElements,
      states: states.map { $0.overriding(overrides) })
  }
}

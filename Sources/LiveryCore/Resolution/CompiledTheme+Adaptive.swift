extension CompiledTheme {
  /// The value the environment holds on an axis an adaptive resolution leaves open: no condition
  /// names it, so a query carrying it is never resolved as it stands.
  static let adaptiveMarker = "(adaptive)"

  /// Resolves `query` leaving `axes` to the platform: the query is resolved in each appearance
  /// those axes span (light and dark; with and without increased contrast), and every property
  /// whose value differs between them becomes a `.adaptive` table; one that is the same everywhere
  /// stays a plain value (apple-adapters.md §2.1). Memoized like `resolve(_:)`.
  ///
  /// The result's query carries the open axes as `(adaptive)`, so components that differ only by
  /// appearance share one resolution, and a colour-scheme switch changes no query. The axes the
  /// adapter does not leave open (contrast for HTML) are resolved from the query's environment.
  ///
  /// ```swift
  /// let label = theme.resolve(query, adapting: [.colorScheme, .contrast])
  /// label.value(of: .textColor)   // .adaptive({light #000000ff, dark #ffffffff, …}) or a colour
  /// ```
  public func resolve(_ query: StyleQuery, adapting axes: AdaptiveAxes) -> ResolvedStyle {
    guard !axes.isEmpty else { return resolve(query) }
    var open = query.environment
    if axes.contains(.colorScheme) { open[.colorScheme] = Self.adaptiveMarker }
    if axes.contains(.contrast) { open[.contrast] = Self.adaptiveMarker }
    let adaptiveQuery = query.with(environment: open)
    if let cached = memo.value(for: adaptiveQuery) { return cached }
    let schemes: [String?] =
      axes.contains(.colorScheme)
      ? ["light", "dark"] : [Self.concrete(query.environment[.colorScheme])]
    let contrasts: [String?] =
      axes.contains(.contrast)
      ? ["normal", "high"] : [Self.concrete(query.environment[.contrast])]
    var resolutions: [(Appearance, ResolvedStyle)] = []
    for scheme in schemes {
      for contrast in contrasts {
        var environment = query.environment
        environment[.colorScheme] = scheme
        environment[.contrast] = contrast
        let appearance = Appearance(isDark: scheme == "dark", isHighContrast: contrast == "high")
        resolutions.append((appearance, resolve(query.with(environment: environment))))
      }
    }
    return memo.store(Self.merge(resolutions, answering: adaptiveQuery), for: adaptiveQuery)
  }

  /// An axis value unless it is the marker (a part's query inherits its parent's).
  private static func concrete(_ value: String?) -> String? {
    value == adaptiveMarker ? nil : value
  }

  /// One style from the same query resolved in several appearances.
  private static func merge(
    _ resolutions: [(Appearance, ResolvedStyle)], answering query: StyleQuery
  ) -> ResolvedStyle {
    let first = resolutions[0].1
    var diagnostics = first.diagnostics
    var superseded = first.superseded
    for (_, style) in resolutions.dropFirst() {
      for diagnostic in style.diagnostics where !diagnostics.contains(diagnostic) {
        diagnostics.append(diagnostic)
      }
      superseded.formUnion(style.superseded)
    }
    // Parts: every appearance's (a part only dark styles is still styled in dark).
    var subElements: [PropertyName: ResolvedSubElement] = [:]
    for (_, style) in resolutions {
      for (name, element) in style.subElements where subElements[name] == nil {
        subElements[name] = element.answering(query)
      }
    }
    return ResolvedStyle(
      query: query,
      properties: mergedProperties(resolutions.map { ($0.0, $0.1.properties) }),
      subElements: subElements,
      states: mergedStates(resolutions.map { ($0.0, $0.1.states) }, answering: query),
      resetsPreviousValues: first.resetsPreviousValues, diagnostics: diagnostics,
      isResolved: first.isResolved, ancestry: first.ancestry,
      superseded: superseded)
  }

  /// Each property once: its value where every appearance agrees, else a table (with the first
  /// appearance's provenance, the one `explain` shows for a light query).
  private static func mergedProperties(
    _ tables: [(Appearance, [PropertyName: ResolvedProperty])]
  ) -> [PropertyName: ResolvedProperty] {
    var names: Set<PropertyName> = []
    for (_, properties) in tables { names.formUnion(properties.keys) }
    var merged: [PropertyName: ResolvedProperty] = [:]
    for name in names {
      let found = tables.map { ($0.0, $0.1[name]) }
      guard let shown = found.lazy.compactMap(\.1).first else { continue }
      if found.allSatisfy({ $0.1?.value == shown.value }) {
        merged[name] = shown
        continue
      }
      var table = AppearanceTable(light: nil, dark: nil)
      for (appearance, property) in found {
        switch (appearance.isDark, appearance.isHighContrast) {
        case (false, false): table.light = property?.value
        case (true, false): table.dark = property?.value
        case (false, true): table.lightHighContrast = property?.value
        case (true, true): table.darkHighContrast = property?.value
        }
      }
      // Without the contrast axis, the one contrast resolved stands for both.
      if !found.contains(where: { !$0.0.isHighContrast }) {
        table.light = table.lightHighContrast
        table.dark = table.darkHighContrast
        table.lightHighContrast = nil
        table.darkHighContrast = nil
      }
      merged[name] = ResolvedProperty(
        name: name, value: .adaptive(table), provenance: shown.provenance)
    }
    return merged
  }

  /// The declared states of every appearance, merged state by state (by name, in the order first
  /// met): a state only some appearances declare has values only there (`nil` elsewhere in its
  /// tables).
  private static func mergedStates(
    _ lists: [(Appearance, [ResolvedState])], answering query: StyleQuery
  ) -> [ResolvedState] {
    var names: [StateName] = []
    for (_, states) in lists {
      for state in states where !names.contains(state.name) { names.append(state.name) }
    }
    return names.map { name in
      let found = lists.map { ($0.0, $0.1.first { $0.name == name }) }
      var subElements: [PropertyName: ResolvedSubElement] = [:]
      for (_, state) in found {
        for (part, element) in state?.subElements ?? [:] where subElements[part] == nil {
          subElements[part] = element.answering(query)
        }
      }
      return ResolvedState(
        name: name,
        properties: mergedProperties(found.map { ($0.0, $0.1?.properties ?? [:]) }),
        subElements: subElements,
        states: mergedStates(found.map { ($0.0, $0.1?.states ?? []) }, answering: query))
    }
  }
}

/// A component type in one style (`nil`: the type style), before its states are expanded.
public struct GalleryEntry: Sendable, Hashable {
  public let type: TargetType
  public let style: StyleName?

  public init(type: TargetType, style: StyleName?) {
    self.type = type
    self.style = style
  }
}

/// One row of the gallery matrix: a component type in one style and one combination of states.
public struct GalleryRow: Sendable, Hashable {
  public let type: TargetType
  /// `nil`: the type style.
  public let style: StyleName?
  public let states: [StateName]

  public init(type: TargetType, style: StyleName?, states: [StateName]) {
    self.type = type
    self.style = style
    self.states = states
  }

  /// The query this row makes in `environment`.
  public func query(in environment: StyleEnvironment) -> StyleQuery {
    StyleQuery(for: type, named: style.map { [$0] } ?? [], states: states, in: environment)
  }
}

/// The gallery matrix: every catalog type × its type style and each named style shown on it ×
/// every state the style declares (and nested combinations). The preview draws it (× its
/// columns), the linter checks it, and the diff compares it: one matrix for the three.
public enum GalleryMatrix {
  /// Every (type, style) shown, before states are expanded, in catalog order, styles sorted:
  /// found without resolving anything, so a 20,000-style theme's page resolves only its own.
  ///
  /// - Parameter type: Only this type's entries; `nil`: every type's.
  public static func entries(for theme: CompiledTheme, type: TargetType? = nil) -> [GalleryEntry] {
    let catalog = ComponentCatalog.standard
    var stylesByType: [TargetType: [StyleName]] = [:]
    var text = TextStyles(theme: theme)
    for name in theme.styleNames {
      let types = theme.targetTypes(ofStyle: name).filter { catalog.component($0) != nil }
      if types.isEmpty {
        // A style no rule ties to a type (a Motif class, a Redbeard identifier): shown on the type
        // its name ends with (`WarningButton` → Button), else on a Label when it sets text, else on a View.
        stylesByType[untypedHome(for: name, text: &text), default: []].append(name)
      }
      for type in types { stylesByType[type, default: []].append(name) }
    }
    var entries: [GalleryEntry] = []
    for candidate in catalog.types where type == nil || type == candidate {
      entries.append(GalleryEntry(type: candidate, style: nil))
      for style in stylesByType[candidate] ?? [] {
        entries.append(GalleryEntry(type: candidate, style: style))
      }
    }
    return entries
  }

  /// `entries` with every declared state and state combination (declared in any of
  /// `environments`: a state only the dark file declares is shown too); entries that resolve in
  /// none of them are left out.
  public static func rows(
    of entries: some Sequence<GalleryEntry>, in theme: CompiledTheme,
    environments: [StyleEnvironment]
  ) -> [GalleryRow] {
    var rows: [GalleryRow] = []
    for entry in entries {
      let resolutions = environments.map {
        theme.resolve(
          StyleQuery(for: entry.type, named: entry.style.map { [$0] } ?? [], in: $0))
      }
      guard resolutions.contains(where: \.isResolved) else { continue }
      var combinations: [[StateName]] = [[]]
      var seen: Set<[StateName]> = [[]]
      func add(_ states: [ResolvedState], prefix: [StateName]) {
        for state in states {
          let combination = (prefix + [state.name]).sorted { $0.rawValue < $1.rawValue }
          if seen.insert(combination).inserted { combinations.append(combination) }
          add(state.states, prefix: prefix + [state.name])
        }
      }
      for resolved in resolutions where resolved.isResolved { add(resolved.states, prefix: []) }
      for combination in combinations {
        rows.append(GalleryRow(type: entry.type, style: entry.style, states: combination))
      }
    }
    return rows
  }

  /// The environments a review of `theme` covers (lint, diff): light and dark — light alone for
  /// a light-only theme that stays light, as it does in dark mode — each also with normal and
  /// increased contrast where the theme has values for increased contrast; then the theme's own
  /// variants (`reviewVariants(of:)`: an iPad block, an Android style, a brand), one axis value at
  /// a time over each of those (every combination would multiply). Other axes stay at their
  /// defaults.
  public static func reviewEnvironments(for theme: CompiledTheme) -> [StyleEnvironment] {
    var environments = [StyleEnvironment.default.setting(.colorScheme, to: "light")]
    // A light-only theme stays light in dark mode — unless it takes the skin's dark values
    // (`--skin-dark`), the contrast risk a review is there to report.
    if !theme.isLightOnly || theme.theme.lightOnlyDarkMode == .usesSkinDarkValues {
      environments.append(StyleEnvironment.default.setting(.colorScheme, to: "dark"))
    }
    if theme.environmentValues[.contrast]?.contains("high") == true {
      // Normal contrast is said, as the runtime says it (a `contrast=normal` condition matches).
      environments =
        environments.map { $0.setting(.contrast, to: "normal") }
        + environments.map { $0.setting(.contrast, to: "high") }
    }
    let base = environments
    for (axis, values) in reviewVariants(of: theme) {
      for value in values { environments += base.map { $0.setting(axis, to: value) } }
    }
    return environments
  }

  /// The variants a review covers beside colour scheme and contrast: each value another axis
  /// takes in the conditions of the theme's own files — not Livery's defaults and skin, whose
  /// variants every theme would otherwise be reviewed in — other than the default environment's,
  /// axes in name order.
  public static func reviewVariants(of theme: CompiledTheme) -> [(
    axis: EnvironmentAxis, values: [String]
  )] {
    let hasOwnFiles = theme.theme.layers.contains { $0.role.isThemed && !$0.stylesheets.isEmpty }
    let values = theme.environmentValues(in: { !hasOwnFiles || $0.role.isThemed })
    return values.filter { $0.key != .colorScheme && $0.key != .contrast }
      .map { axis, found in
        (axis, found.filter { $0 != StyleEnvironment.default[axis] }.sorted())
      }
      .filter { !$0.values.isEmpty }
      .sorted { $0.axis.rawValue < $1.axis.rawValue }
  }

  /// Which of the review's variants `environment` is (the axes `reviewVariants(of:)` names, where
  /// it has one of their values): what a finding of the review and a gallery cell are matched by,
  /// beside colour scheme and contrast. Empty for the default variant — and for axes the review
  /// does not vary (a gallery shown at a larger text size shows the findings of the default size).
  public static func reviewVariant(of environment: StyleEnvironment, for theme: CompiledTheme)
    -> [EnvironmentAxis: String]
  {
    reviewVariant(of: environment, among: reviewVariants(of: theme))
  }

  /// Which of `variants` (a theme's `reviewVariants(of:)`, worked out once) `environment` is.
  public static func reviewVariant(
    of environment: StyleEnvironment, among variants: [(axis: EnvironmentAxis, values: [String])]
  ) -> [EnvironmentAxis: String] {
    var variant: [EnvironmentAxis: String] = [:]
    for (axis, values) in variants {
      if let value = environment[axis], values.contains(value) { variant[axis] = value }
    }
    return variant
  }

  /// The whole matrix of `theme` in `environments`.
  public static func rows(for theme: CompiledTheme, environments: [StyleEnvironment])
    -> [GalleryRow]
  {
    rows(of: entries(for: theme), in: theme, environments: environments)
  }

  /// Where a style with no target type is shown.
  static func untypedHome(for name: StyleName, text: inout TextStyles) -> TargetType {
    let lower = name.rawValue.lowercased()
    let byName = ComponentCatalog.standard.types.filter {
      lower.hasSuffix($0.rawValue.lowercased())
    }
    .max { $0.rawValue.count < $1.rawValue.count }
    if let byName { return byName }
    return text.setsText(name.rawValue) ? .label : .view
  }

  /// Which named styles set a text property, themselves or through their parents — read from
  /// the rules, not resolved (a 20,000-style theme is sorted in milliseconds).
  struct TextStyles {
    private static let textProperties: Set<PropertyName> = [
      .textColor, .fontName, .fontSize, .fontWeight, .textAlignment, "font",
    ]
    private var bodies: [String: [StyleBody]] = [:]
    private var known: [String: Bool] = [:]

    init(theme: CompiledTheme) {
      for layer in theme.theme.layers {
        for sheet in layer.stylesheets {
          for rule in sheet.rules {
            if case .named(let name, _) = rule.identity {
              bodies[name.rawValue, default: []].append(rule.body)
            }
          }
        }
      }
    }

    mutating func setsText(_ name: String) -> Bool {
      if let answer = known[name] { return answer }
      known[name] = false  // a cycle of parents answers "no" instead of recursing forever
      let bodies = self.bodies[name] ?? []
      var answer = bodies.contains {
        $0.declarations.contains { Self.textProperties.contains($0.property) }
      }
      if !answer {
        for parent in bodies.lazy.flatMap(\.parents) where setsText(parent.name) {
          answer = true
          break
        }
      }
      known[name] = answer
      return answer
    }
  }
}

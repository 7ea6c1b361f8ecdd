public import LiveryCore
public import LiveryLint

/// What a change to a theme did, from the themes themselves (review-tools.md §2): for every
/// component type × style × state × colour scheme of the gallery matrix, each property whose
/// resolved value changed, old → new, with both declarations and — when a constant's change
/// reached it — the constant; styles and constants added and removed, constants whose value
/// changed; and the contrast findings the change introduced or fixed.
///
/// ```swift
/// let diff = ThemeDiff(old: try ThemeLoader.load(.file("Old/Brand.nss")),
///                      new: try ThemeLoader.load(.file("Brand.nss")))
/// for style in diff.styles {
///   for change in style.changes { print(style.name, change.property, change.cells.count) }
/// }
/// ```
///
/// The diff is semantic: a declaration moved, reordered or respelt without changing what
/// resolves is no change, and one palette constant changed shows as every component it reached.
/// Identical changes of one style — the same property, values, declarations and cause — are one
/// ``Change`` listing its cells.
public struct ThemeDiff: Sendable {
  /// One property's change, in the cells of one style where it is the same.
  public struct Change: Sendable, Hashable {
    public let property: PropertyName
    /// The old value and where it was declared; `nil` when the property was not set.
    public let old: ResolvedProperty?
    /// The new value and where it was declared; `nil` when it is no longer set.
    public let new: ResolvedProperty?
    /// The constant whose change reached this value (the deepest changed one on its reference
    /// chain), when one did.
    public let cause: String?
    /// Where: the states and environments of the style's cells that show this change.
    public internal(set) var cells: [Cell]
  }

  /// A cell of a style's row: its states in one environment.
  public struct Cell: Sendable, Hashable, CustomStringConvertible {
    public let states: [StateName]
    public let environment: StyleEnvironment

    /// `highlighted, colorScheme=dark` (`normal` without states).
    public var description: String {
      var axes = ["colorScheme=\(environment[.colorScheme] ?? "light")"]
      if let contrast = environment[.contrast] { axes.append("contrast=\(contrast)") }
      let states =
        self.states.isEmpty ? "normal" : self.states.map(\.rawValue).joined(separator: "+")
      return states + ", " + axes.joined(separator: " ")
    }
  }

  /// The changes of one style as shown on one type.
  public struct StyleDiff: Sendable {
    public let entry: GalleryEntry
    public internal(set) var changes: [Change]

    /// `Button`, `Button 'PrimaryButton'`.
    public var name: String {
      entry.style.map { "\(entry.type.rawValue) '\($0.rawValue)'" } ?? entry.type.rawValue
    }
  }

  /// A constant added, removed, or whose value changed (in the first environment where it
  /// differs).
  public struct ConstantChange: Sendable, Hashable {
    public let name: String
    /// The value as shown (`#0057B8`), or `nil` when the constant did not exist.
    public let old: String?
    public let new: String?
    public let oldLocation: SourceLocation?
    public let newLocation: SourceLocation?
    public let environment: StyleEnvironment
  }

  /// Styles with changed properties, in matrix order.
  public let styles: [StyleDiff]
  /// Styles only the new theme has (`PrimaryButton`, `type Switch`).
  public let addedStyles: [String]
  /// Styles only the old theme had.
  public let removedStyles: [String]
  /// Styles (as `Type 'Name'`) that resolve on one side and not on the other — a cycle or a
  /// missing parent introduced, or mended — though both themes name them.
  public let unresolvedStyles: [String]
  /// Constants added, removed or changed, by name.
  public let constants: [ConstantChange]
  /// Contrast findings the new theme has and the old did not.
  public let introduced: [Diagnostic]
  /// Contrast findings the old theme had and the new does not.
  public let fixed: [Diagnostic]

  /// Whether nothing changed.
  public var isEmpty: Bool {
    styles.isEmpty && addedStyles.isEmpty && removedStyles.isEmpty && constants.isEmpty
      && introduced.isEmpty && fixed.isEmpty && unresolvedStyles.isEmpty
  }

  /// How many cells (a style's states in one environment) show a change.
  public var changedCells: Int {
    styles.reduce(0) { total, style in
      total + Set(style.changes.flatMap(\.cells)).count
    }
  }

  /// How many property changes, counted per style (a change in several cells once).
  public var changedProperties: Int { styles.reduce(0) { $0 + $1.changes.count } }

  /// - Parameter lint: The lint configuration the contrast findings are found with (its level
  ///   and the rule's severity: `off` finds none), as `livery lint` would.
  public init(old: CompiledTheme, new: CompiledTheme, lint: LintConfiguration = LintConfiguration())
  {
    var environments = GalleryMatrix.reviewEnvironments(for: old)
    for environment in GalleryMatrix.reviewEnvironments(for: new)
    where !environments.contains(environment) {
      environments.append(environment)
    }
    let constants = Self.constantChanges(old: old, new: new, environments: environments)
    // Where each changed constant is defined, in either theme: a reference step that lands
    // there is the cause of what it reached.
    var changedAt: [SourceLocation: String] = [:]
    for change in constants {
      if let location = change.oldLocation { changedAt[location] = change.name }
      if let location = change.newLocation { changedAt[location] = change.name }
    }
    var rows = GalleryMatrix.rows(for: old, environments: environments)
    var seen = Set(rows)
    for row in GalleryMatrix.rows(for: new, environments: environments)
    where seen.insert(row).inserted {
      rows.append(row)
    }
    var styles: [StyleDiff] = []
    var unresolved: [String] = []
    var styleIndex: [GalleryEntry: Int] = [:]
    var changeIndex: [ChangeKey: (style: Int, change: Int)] = [:]
    for row in rows {
      let entry = GalleryEntry(type: row.type, style: row.style)
      for environment in environments {
        let query = row.query(in: environment)
        let before = old.resolve(query)
        let after = new.resolve(query)
        // A style one side lacks is added or removed, not a change of every property; one both
        // name that resolves on one side only is said as such.
        guard before.isResolved, after.isResolved else {
          if before.isResolved != after.isResolved,
            Self.names(old, entry) && Self.names(new, entry)
          {
            let name =
              StyleDiff(entry: entry, changes: []).name
              + (before.isResolved ? " (no longer resolves)" : " (resolves now)")
            if !unresolved.contains(name) { unresolved.append(name) }
          }
          continue
        }
        for property in Self.changedProperties(before, after) {
          let was = before.properties[property]
          let now = after.properties[property]
          let cause = Self.cause(now, changedAt) ?? Self.cause(was, changedAt)
          let key = ChangeKey(
            entry: entry, property: property, old: was?.value, new: now?.value,
            oldAt: was?.provenance.location, newAt: now?.provenance.location, cause: cause)
          let cell = Cell(states: row.states, environment: environment)
          if let (style, change) = changeIndex[key] {
            styles[style].changes[change].cells.append(cell)
            continue
          }
          let style: Int
          if let index = styleIndex[entry] {
            style = index
          } else {
            style = styles.count
            styleIndex[entry] = style
            styles.append(StyleDiff(entry: entry, changes: []))
          }
          changeIndex[key] = (style, styles[style].changes.count)
          styles[style].changes.append(
            Change(property: property, old: was, new: now, cause: cause, cells: [cell]))
        }
      }
    }
    self.styles = styles
    unresolvedStyles = unresolved
    self.constants = constants
    (addedStyles, removedStyles) = Self.styleNames(old: old, new: new)
    (introduced, fixed) = Self.contrastChanges(old: old, new: new, lint: lint)
  }

  /// The properties whose resolved value differs between two resolutions of one query, sorted
  /// by name (the preview's compare mode marks a cell by it).
  public static func changedProperties(_ before: ResolvedStyle, _ after: ResolvedStyle)
    -> [PropertyName]
  {
    var names = Set(before.properties.keys)
    names.formUnion(after.properties.keys)
    return names.filter { before.properties[$0]?.value != after.properties[$0]?.value }
      .sorted { $0.rawValue < $1.rawValue }
  }

  private struct ChangeKey: Hashable {
    let entry: GalleryEntry
    let property: PropertyName
    let old: Value?
    let new: Value?
    let oldAt: SourceLocation?
    let newAt: SourceLocation?
    let cause: String?
  }

  /// Whether `theme` has the entry's style (a type style always exists).
  private static func names(_ theme: CompiledTheme, _ entry: GalleryEntry) -> Bool {
    entry.style.map { theme.hasStyle(named: $0) } ?? true
  }

  /// The deepest changed constant on the value's reference chain.
  private static func cause(_ property: ResolvedProperty?, _ changedAt: [SourceLocation: String])
    -> String?
  {
    guard let property, !changedAt.isEmpty else { return nil }
    return property.provenance.references.reversed().lazy.compactMap { changedAt[$0.definedAt] }
      .first
  }

  /// A value as people read it: a colour as `#0057B8`, the rest as Livery prints values.
  public static func display(_ value: Value) -> String {
    if case .color(let color) = value { return color.displayHex }
    return value.description
  }

  private static func constantChanges(
    old: CompiledTheme, new: CompiledTheme, environments: [StyleEnvironment]
  ) -> [ConstantChange] {
    var names = Set(old.constantNames)
    names.formUnion(new.constantNames)
    var changes: [ConstantChange] = []
    for name in names.sorted() {
      for environment in environments {
        let before = old.constant(named: name, in: environment).map(shown)
        let after = new.constant(named: name, in: environment).map(shown)
        guard before != after else { continue }
        changes.append(
          ConstantChange(
            name: name, old: before, new: after,
            oldLocation: old.constantDefinition(named: name, in: environment)?.constant.location,
            newLocation: new.constantDefinition(named: name, in: environment)?.constant.location,
            environment: environment))
        break
      }
    }
    return changes
  }

  private static func shown(_ constant: ResolvedConstant) -> String {
    switch constant.result {
    // A format that leaves literals untyped (NSS) gives text: shown as written.
    case .success(.value(.string(let text))): text
    case .success(.value(let value)): display(value)
    case .success(.style(let name)): ".\(name.rawValue)"
    case .failure(let error): "(\(error.message))"
    }
  }

  private static func styleNames(old: CompiledTheme, new: CompiledTheme) -> ([String], [String]) {
    func names(_ theme: CompiledTheme) -> [String] {
      theme.typeStyles.map { "type \($0.rawValue)" } + theme.styleNames.map(\.rawValue)
    }
    let before = names(old)
    let after = names(new)
    let oldSet = Set(before)
    let newSet = Set(after)
    return (after.filter { !oldSet.contains($0) }, before.filter { !newSet.contains($0) })
  }

  /// Contrast findings of the new theme not in the old (introduced) and the reverse (fixed),
  /// matched by cell and what is checked (a ratio that changes but still fails is neither).
  private static func contrastChanges(
    old: CompiledTheme, new: CompiledTheme, lint: LintConfiguration
  ) -> ([Diagnostic], [Diagnostic]) {
    var configuration = lint
    for rule in LintRule.all where rule != .contrast {
      configuration = configuration.setting(rule, to: .off)
    }
    // Cell by cell, a variant's repeats too (an iPad's problem that outlives the phone's fix
    // is not new); each list then says a repeat once, as lint does.
    let linter = Linter(configuration)
    let before = linter.findings(in: old, keepingVariantRepeats: true).filter {
      $0.diagnostic.code == LintRule.contrast.code
    }
    let after = linter.findings(in: new, keepingVariantRepeats: true).filter {
      $0.diagnostic.code == LintRule.contrast.code
    }
    func key(_ finding: LintFinding) -> String {
      let parts = finding.diagnostic.message.split(separator: ": ", maxSplits: 1)
      let what = parts.count > 1 ? parts[1].prefix { $0 != "#" } : ""
      return "\(parts.first ?? "")|\(what)"
    }
    let oldKeys = Set(before.map(key))
    let newKeys = Set(after.map(key))
    return (
      Linter.droppingRepeatedVariants(after.filter { !oldKeys.contains(key($0)) }, in: new).map(
        \.diagnostic),
      Linter.droppingRepeatedVariants(before.filter { !newKeys.contains(key($0)) }, in: old).map(
        \.diagnostic)
    )
  }
}

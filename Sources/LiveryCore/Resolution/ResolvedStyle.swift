/// The answer to a `StyleQuery`: typed values with provenance, for the query's active states, plus
/// every declared state's overrides (for appliers that set per-state values up front).
///
/// A class: resolved styles are immutable and memoized, so a lookup hands out a shared reference
/// instead of copying nine fields.
public final class ResolvedStyle: Sendable {
  public let query: StyleQuery
  /// Normal values overlaid by the active states, rightmost style winning per property.
  public let properties: [PropertyName: ResolvedProperty]
  /// Parts of the component styled by another style (Motif `titleText: .ButtonText`); resolve them
  /// with `CompiledTheme.resolve(_:)` on `query.subElement(name)`.
  public let subElements: [PropertyName: ResolvedSubElement]
  /// Each declared state's own values, nested as declared.
  public let states: [ResolvedState]
  /// Whether the style asks appliers to reset what earlier styles set before applying it.
  public let resetsPreviousValues: Bool
  /// Problems met while resolving (an unknown style name, a value of the wrong type).
  public let diagnostics: [Diagnostic]
  /// `false` when none of the styles the query named exists: then nothing applies and the
  /// component keeps its current look. (Names that exist beside unknown ones apply, with a warning
  /// for each unknown one.)
  public let isResolved: Bool
  /// The styles the query starts from, each with the styles it inherits from (shared with the
  /// other resolutions of its session), for inheritance paths.
  let ancestry: [Ancestry]
  /// The styles the query starts from.
  var roots: [StyleKey] { ancestry.map(\.key) }
  /// Where the defaults' and the skin's declarations that the theme superseded were written
  /// (semantics §3), for `CompiledTheme.competingDeclarations(in:)`.
  let superseded: Set<DeclarationPlace>

  init(
    query: StyleQuery, properties: [PropertyName: ResolvedProperty],
    subElements: [PropertyName: ResolvedSubElement],
    states: [ResolvedState], resetsPreviousValues: Bool, diagnostics: [Diagnostic],
    isResolved: Bool,
    ancestry: [Ancestry], superseded: Set<DeclarationPlace> = []
  ) {
    self.superseded = superseded
    self.query = query
    self.properties = properties
    self.subElements = subElements
    self.states = states
    self.resetsPreviousValues = resetsPreviousValues
    self.diagnostics = diagnostics
    self.isResolved = isResolved
    self.ancestry = ancestry
  }

  /// `base` with other property values (values set in code laid over a resolution), for the
  /// runtime's per-state tables.
  package convenience init(
    normalOf base: ResolvedStyle, properties: [PropertyName: ResolvedProperty]
  ) {
    self.init(
      query: base.query, properties: properties, subElements: base.subElements, states: base.states,
      resetsPreviousValues: base.resetsPreviousValues, diagnostics: base.diagnostics,
      isResolved: base.isResolved, ancestry: base.ancestry, superseded: base.superseded)
  }

  /// The same answer to another query: one asked in an environment resolved as another (a dark
  /// query a light-only theme answers as light; an iPad's under a theme without idiom variants,
  /// `CompiledTheme.sessionEnvironment(_:)`).
  func answering(_ query: StyleQuery) -> ResolvedStyle {
    ResolvedStyle(
      query: query, properties: properties,
      subElements: subElements.isEmpty ? [:] : subElements.mapValues { $0.answering(query) },
      states: states.isEmpty ? [] : states.map { $0.answering(query) },
      resetsPreviousValues: resetsPreviousValues, diagnostics: diagnostics, isResolved: isResolved,
      ancestry: ancestry, superseded: superseded)
  }

  /// The value of `property` as Livery's `Value`, or `nil` when the style does not set it. For a
  /// catalog property, `style[.tintColor]` gives it typed.
  public func value(of property: PropertyName) -> Value? { properties[property]?.value }

  /// The value of a property of your own as a Swift type, or `nil` when the style does not set it
  /// or sets another kind of value (catalog properties have typed keys: `style[.tintColor]`):
  ///
  /// ```swift
  /// let inset = style["badgeInset", as: Double.self]
  /// ```
  public subscript<T: StyleValueConvertible>(property: PropertyName, as type: T.Type) -> T? {
    properties[property].flatMap { T(styleValue: $0.value) }
  }

  /// The styles from the queried one down to the one that declared `property`
  /// (`[WarningButton, Button]`), or `[]` for a value from an inline sub-element.
  public func inheritancePath(for property: ResolvedProperty) -> [StyleKey] {
    guard let target = property.provenance.declaredIn else { return [] }
    // Breadth-first from the roots (rightmost first, as rightmost wins) along parent links.
    for root in ancestry.reversed() {
      var previous: [StyleKey: Ancestry] = [:]
      var queue = [root]
      var visited: Set<StyleKey> = [root.key]
      var head = 0
      while head < queue.count {
        let node = queue[head]
        head += 1
        if node.key == target {
          var path = [node.key]
          var current = node.key
          while let before = previous[current] {
            path.append(before.key)
            current = before.key
          }
          return path.reversed()
        }
        for parent in node.parents where visited.insert(parent.key).inserted {
          previous[parent.key] = node
          queue.append(parent)
        }
      }
    }
    return [target]
  }
}

/// One resolved property.
public struct ResolvedProperty: Sendable, Hashable {
  public let name: PropertyName
  public let value: Value
  public let provenance: Provenance
}

/// A sub-element styled by other styles or an inline block.
public struct ResolvedSubElement: Sendable, Hashable {
  public let property: PropertyName
  /// The named styles it applies, as written (`ButtonText`); empty for a purely inline block.
  public let styles: [String]
  /// Where the sub-element was declared.
  public let location: SourceLocation
  /// The query that resolves it.
  public let query: StyleQuery

  /// The same part of the component `parent` asks for.
  func answering(_ parent: StyleQuery) -> ResolvedSubElement {
    ResolvedSubElement(
      property: property, styles: styles, location: location, query: parent.subElement(property))
  }
}

/// A state's own values and nested states.
public struct ResolvedState: Sendable {
  public let name: StateName
  public let properties: [PropertyName: ResolvedProperty]
  public let subElements: [PropertyName: ResolvedSubElement]
  public let states: [ResolvedState]

  /// The value this state gives `property`, or `nil` when it does not set it (typed for a catalog
  /// property: `state[.backgroundColor]`).
  public func value(of property: PropertyName) -> Value? { properties[property]?.value }

  /// The same state, its parts asked for by `query`'s component.
  func answering(_ query: StyleQuery) -> ResolvedState {
    ResolvedState(
      name: name, properties: properties,
      subElements: subElements.isEmpty ? [:] : subElements.mapValues { $0.answering(query) },
      states: states.isEmpty ? [] : states.map { $0.answering(query) })
  }
}

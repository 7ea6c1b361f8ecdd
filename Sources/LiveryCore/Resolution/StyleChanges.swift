/// What changed for a component between two resolutions of it — before and after a state change,
/// a theme or environment switch, a new style list or new overrides: the properties to set, and
/// those to give back their original value because nothing sets them any more (so a style that
/// resets what earlier styles set, Redbeard's `clearPreviousThemingValues`, is always honoured).
///
/// ```swift
/// let changes = highlighted.changes(from: normal)
/// for property in changes.propertiesToSet { apply(property.value, to: property.name) }
/// for name in changes.propertiesToRestore { restoreOriginal(name) }   // no stale highlighted background
/// ```
public struct StyleChanges: Sendable {
  /// Properties that are new or have another value, sorted by name.
  public var propertiesToSet: [ResolvedProperty]
  /// Properties the previous resolution set and this one does not, sorted: restore the component's
  /// own value.
  public var propertiesToRestore: [PropertyName]
  /// Parts (sub-elements) the previous resolution styled and this one does not, sorted. Parts that
  /// remain are in the new style's `subElements`; diff each against its own previous resolution.
  public var removedParts: [PropertyName]
  /// Whether the declared states' own values changed (`ResolvedStyle.states`): adapters that hand a
  /// control its per-state values up front (a title colour for `.highlighted`) set them again.
  public var statesChanged: Bool

  /// Nothing to do: applying would make no setter call.
  public var isEmpty: Bool {
    propertiesToSet.isEmpty && propertiesToRestore.isEmpty && removedParts.isEmpty && !statesChanged
  }
}

extension StyleChanges {
  /// Everything `previous` set, to restore: what taking a style off a component means (theming
  /// turned off, a part no longer styled).
  package static func removing(_ previous: ResolvedStyle?) -> StyleChanges {
    StyleChanges(
      propertiesToSet: [],
      propertiesToRestore: (previous?.properties.keys).map { $0.sorted() } ?? [],
      removedParts: (previous?.subElements.keys).map { $0.sorted() } ?? [], statesChanged: false)
  }
}

extension ResolvedStyle {
  /// What to do to a component styled with `previous` (`nil`: never styled) so it shows this style.
  ///
  /// When this resolution failed (`isResolved == false`, an unknown style name) there is nothing to
  /// do: the component keeps its current look (semantics §4). A previous resolution that failed
  /// applied nothing, so everything here is set.
  public func changes(from previous: ResolvedStyle?) -> StyleChanges {
    guard isResolved else {
      return StyleChanges(
        propertiesToSet: [], propertiesToRestore: [], removedParts: [], statesChanged: false)
    }
    let before = previous?.isResolved == true ? previous : nil
    var set: [ResolvedProperty] = []
    for (name, property) in properties where before?.properties[name]?.value != property.value {
      set.append(property)
    }
    set.sort { $0.name < $1.name }
    let restore = (before?.properties.keys.filter { properties[$0] == nil } ?? []).sorted()
    let removedParts = (before?.subElements.keys.filter { subElements[$0] == nil } ?? []).sorted()
    let statesChanged = !ResolvedState.sameValues(states, before?.states ?? [])
    return StyleChanges(
      propertiesToSet: set, propertiesToRestore: restore, removedParts: removedParts,
      statesChanged: statesChanged)
  }
}

extension ResolvedStyle {
  /// Whether this resolution styles a component as `other` does: both resolved or neither, the
  /// same values (every declared state's too), the same parts naming the same styles, the same
  /// reset. The parts themselves are not resolved here: resolve each part's query to compare
  /// what it shows. Where a value was declared is not compared (a declaration moved to another
  /// line styles the same), except in the parts of declared states, compared as they are.
  public func stylesLike(_ other: ResolvedStyle) -> Bool {
    guard isResolved == other.isResolved, resetsPreviousValues == other.resetsPreviousValues,
      properties.count == other.properties.count, subElements.count == other.subElements.count
    else { return false }
    return properties.allSatisfy { other.properties[$0.key]?.value == $0.value.value }
      && subElements.allSatisfy { other.subElements[$0.key]?.styles == $0.value.styles }
      && ResolvedState.sameValues(states, other.states)
  }
}

extension ResolvedState {
  /// Whether two lists of declared states give the same values, state by state, nested states too.
  static func sameValues(_ lhs: [ResolvedState], _ rhs: [ResolvedState]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return zip(lhs, rhs).allSatisfy { left, right in
      left.name == right.name
        && left.properties.mapValues(\.value) == right.properties.mapValues(\.value)
        && left.subElements == right.subElements && sameValues(left.states, right.states)
    }
  }
}

/// What a component asks the theme: its type, the styles it opted into, its active states and where
/// it is shown (semantics §4). Hashing is precomputed, so repeated lookups of the same query are cheap.
///
/// ```swift
/// let query = StyleQuery(for: "Button", named: ["Button", "LargeButton"], states: [.highlighted])
/// ```
public struct StyleQuery: Hashable, Sendable, CustomStringConvertible {
  /// The fields, in one immutable box: a copy of a query (into the memo, out of it, into a
  /// comparison) is one retain rather than one per array and string, and a query asked again as
  /// the same value (a component keeping its query) equals the memo's key at a pointer comparison;
  /// an equal query built anew compares field by field (issue 31's warm lookup).
  private let fields: Fields
  /// The hash of all the fields, computed once (`ResolutionMemo` picks a shard by it).
  let precomputedHash: Int

  private final class Fields: Sendable {
    let targetType: TargetType?
    let styles: [StyleName]
    let states: [StateName]
    let environment: StyleEnvironment
    let subElementPath: [PropertyName]

    init(
      _ targetType: TargetType?, _ styles: [StyleName], _ states: [StateName],
      _ environment: StyleEnvironment, _ subElementPath: [PropertyName]
    ) {
      self.targetType = targetType
      self.styles = styles
      self.states = states
      self.environment = environment
      self.subElementPath = subElementPath
    }

    func isEqual(to other: Fields) -> Bool {
      self === other
        || (targetType == other.targetType && styles == other.styles && states == other.states
          && subElementPath == other.subElementPath && environment == other.environment)
    }
  }

  public var targetType: TargetType? { fields.targetType }
  /// Named styles, left to right; the rightmost wins per property. Empty: the type style.
  public var styles: [StyleName] { fields.styles }
  /// Active states, sorted by name (they combine in the order the style declares them).
  public var states: [StateName] { fields.states }
  public var environment: StyleEnvironment { fields.environment }
  /// For a sub-element: the properties leading to it from the component (`["titleLabel"]`).
  public var subElementPath: [PropertyName] { fields.subElementPath }

  /// The same labels as `CompiledTheme.style(for:named:states:in:)`, which resolves this query.
  public init(
    for targetType: TargetType? = nil, named styles: [StyleName] = [], states: [StateName] = [],
    in environment: StyleEnvironment = .default
  ) {
    self.init(targetType, styles, states, environment, [])
  }

  private init(
    _ targetType: TargetType?, _ styles: [StyleName], _ states: [StateName],
    _ environment: StyleEnvironment,
    _ path: [PropertyName]
  ) {
    var uniqueStates: [StateName] = []
    if states.count == 1 {
      // Most queries ask for no state or one: nothing to sort.
      if states[0] != .normal { uniqueStates = states }
    } else if !states.isEmpty {
      // Sorted, so a repeat is next to its first: one comparison each, however many states.
      for state in states.sorted(by: { $0.key < $1.key })
      where state != .normal && uniqueStates.last != state {
        uniqueStates.append(state)
      }
    }
    fields = Fields(targetType, styles, uniqueStates, environment, path)
    var hasher = Hasher()
    hasher.combine(targetType)
    hasher.combine(styles)
    hasher.combine(uniqueStates)
    hasher.combine(environment)
    var hash = hasher.finalize()
    for property in path { hash = Self.hash(hash, extendedWith: property) }
    precomputedHash = hash
  }

  /// The part named by `property` of the component `owner` asks for: what the public initializers
  /// give for the same fields, without sorting the states or hashing the component's fields again.
  private init(part property: PropertyName, of owner: StyleQuery) {
    var path = owner.subElementPath
    path.append(property)
    fields = Fields(owner.targetType, owner.styles, owner.states, owner.environment, path)
    precomputedHash = Self.hash(owner.precomputedHash, extendedWith: property)
  }

  /// A sub-element query's hash: its owner's, extended with the part's name.
  private static func hash(_ owner: Int, extendedWith property: PropertyName) -> Int {
    var hasher = Hasher()
    hasher.combine(owner)
    hasher.combine(property)
    return hasher.finalize()
  }

  /// The query for the part of this component named by `property`.
  public func subElement(_ property: PropertyName) -> StyleQuery {
    StyleQuery(part: property, of: self)
  }

  /// The same component in other states.
  public func with(states: [StateName]) -> StyleQuery {
    StyleQuery(targetType, styles, states, environment, subElementPath)
  }

  /// The same component in another environment.
  public func with(environment: StyleEnvironment) -> StyleQuery {
    StyleQuery(targetType, styles, states, environment, subElementPath)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(precomputedHash)
  }

  /// The precomputed hash mixed with the table's seed (`bucketHash(precomputed:seed:)`), not
  /// hashed again.
  public func _rawHashValue(seed: Int) -> Int {
    bucketHash(precomputed: precomputedHash, seed: seed)
  }

  public static func == (lhs: StyleQuery, rhs: StyleQuery) -> Bool {
    lhs.precomputedHash == rhs.precomputedHash && lhs.fields.isEqual(to: rhs.fields)
  }

  /// `Button [LargeButton] (highlighted) colorScheme=dark …`
  public var description: String {
    var parts: [String] = []
    if let targetType { parts.append(targetType.rawValue) }
    if !styles.isEmpty { parts.append("[" + styles.map(\.rawValue).joined(separator: ", ") + "]") }
    if !subElementPath.isEmpty {
      parts.append("." + subElementPath.map(\.rawValue).joined(separator: "."))
    }
    if !states.isEmpty { parts.append("(" + states.map(\.rawValue).joined(separator: ", ") + ")") }
    parts.append(environment.description)
    return parts.joined(separator: " ")
  }
}

/// Where a resolved value came from: the declaration that won, its layer and style, the state it was
/// declared in, and the chain of references that led to the literal (semantics §10).
///
/// Its fields live in one shared, immutable box: a resolved property is copied into every table
/// that holds it, and copying one reference is cheaper than copying (and retaining) six fields.
public struct Provenance: Sendable, Hashable {
  private final class Storage: Sendable {
    let location: SourceLocation
    let valueLocation: SourceLocation
    let source: Source
    let declaredIn: StyleKey?
    let states: [StateName]
    let chain: ReferenceChain?

    init(
      location: SourceLocation, valueLocation: SourceLocation, source: Source,
      declaredIn: StyleKey?, states: [StateName], chain: ReferenceChain?
    ) {
      self.location = location
      self.valueLocation = valueLocation
      self.source = source
      self.declaredIn = declaredIn
      self.states = states
      self.chain = chain
    }
  }

  private let storage: Storage

  /// Where the winning declaration's property name was written.
  public var location: SourceLocation { storage.location }
  /// Where the literal at the end of the reference chain was written (the declaration's value when
  /// there is no reference).
  public var valueLocation: SourceLocation { storage.valueLocation }
  /// Where the value came from: a layer of the theme, or code.
  public enum Source: Sendable, Hashable, CustomStringConvertible {
    /// A declaration in a layer of the theme: the layer's name and the part it plays.
    case layer(String, role: LayerRole)
    /// A value set in code (`CompiledTheme.resolve(_:overrides:)`), above every layer;
    /// `location` is the line of the app's code that set it (`#fileID:#line`).
    case code

    /// The layer's name, or `code`.
    public var description: String {
      switch self {
      case .layer(let name, _): return name
      case .code: return "code"
      }
    }
  }

  /// Where the value came from.
  public var source: Source { storage.source }
  /// The name of the layer the declaration belongs to, or `code` for a value set in code.
  public var layer: String { source.description }
  /// The part the value's layer plays in the cascade; `nil` for a value set in code.
  public var layerRole: LayerRole? {
    if case .layer(_, let role) = source { return role }
    return nil
  }
  /// The style whose rule holds the declaration; `nil` inside an inline sub-element.
  public var declaredIn: StyleKey? { storage.declaredIn }
  /// The state path the declaration sits in (`[]` for normal, `["alternate", "selected"]`).
  public var states: [StateName] { storage.states }
  /// The references followed from the declaration to the literal, in order.
  public var references: [ReferenceStep] { chain?.steps ?? [] }
  /// Shared with every other value that followed the same references.
  var chain: ReferenceChain? { storage.chain }

  /// Whether the value was set in code (`CompiledTheme.resolve(_:overrides:)`) rather than by a theme.
  public var isOverride: Bool { source == .code }

  init(
    location: SourceLocation, valueLocation: SourceLocation, source: Source,
    declaredIn: StyleKey?,
    states: [StateName], chain: ReferenceChain?
  ) {
    storage = Storage(
      location: location, valueLocation: valueLocation, source: source, declaredIn: declaredIn,
      states: states, chain: chain)
  }

  public static func == (lhs: Provenance, rhs: Provenance) -> Bool {
    if lhs.storage === rhs.storage { return true }
    return lhs.location == rhs.location && lhs.valueLocation == rhs.valueLocation
      && lhs.source == rhs.source
      && lhs.declaredIn == rhs.declaredIn && lhs.states == rhs.states
      && lhs.references == rhs.references
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(location)
    hasher.combine(valueLocation)
    hasher.combine(declaredIn)
  }
}

/// One hop of a reference chain: the name as written and where it is defined.
public struct ReferenceStep: Sendable, Hashable, CustomStringConvertible {
  /// As written in its format (`$WarningColor`).
  public let spelling: String
  /// Where the referenced constant's definition was written.
  public let definedAt: SourceLocation

  public var description: String { "\(spelling) (\(definedAt))" }
}

/// Reference chains share their tails, so memoizing 100,000 chained constants costs linear memory.
///
/// `@unchecked Sendable`: `next` is written only by `deinit`, when no other reference exists.
final class ReferenceChain: @unchecked Sendable {
  let step: ReferenceStep
  private(set) var next: ReferenceChain?

  init(_ step: ReferenceStep, next: ReferenceChain?) {
    self.step = step
    self.next = next
  }

  // Released iteratively: a chain of 100,000 links would otherwise end in 100,000 nested deinits.
  deinit {
    var pending = next.take()
    while var link = pending.take(), isKnownUniquelyReferenced(&link) {
      pending = link.next.take()
    }
  }

  var steps: [ReferenceStep] {
    var result: [ReferenceStep] = []
    var current: ReferenceChain? = self
    while let link = current {
      result.append(link.step)
      current = link.next
    }
    return result
  }
}

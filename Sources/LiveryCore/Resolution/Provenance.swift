/// Where a resolved value came from: the declaration that won, its layer and style, the state it was
/// declared in, and the chain of references that led to the literal (semantics §10).
public struct Provenance: Sendable, Hashable {
  /// Where the winning declaration's property name was written.
  public let location: SourceLocation
  /// Where the literal at the end of the reference chain was written (the declaration's value when
  /// there is no reference).
  public let valueLocation: SourceLocation
  /// The name of the layer the declaration belongs to (`override` for a value set in code).
  public let layer: String
  /// The part that layer plays in the cascade; `.override` for a value set in code.
  public let layerRole: LayerRole
  /// The style whose rule holds the declaration; `nil` inside an inline sub-element.
  public let declaredIn: StyleKey?
  /// The state path the declaration sits in (`[]` for normal, `["alternate", "selected"]`).
  public let states: [StateName]
  /// The references followed from the declaration to the literal, in order.
  public var references: [ReferenceStep] { chain?.steps ?? [] }
  /// Shared with every other value that followed the same references.
  let chain: ReferenceChain?

  /// Whether the value was set in code (`CompiledTheme.resolve(_:overrides:)`) rather than by a theme.
  public var isOverride: Bool { layerRole == .override }

  init(
    location: SourceLocation, valueLocation: SourceLocation, layer: String, layerRole: LayerRole,
    declaredIn: StyleKey?,
    states: [StateName], chain: ReferenceChain?
  ) {
    self.location = location
    self.valueLocation = valueLocation
    self.layer = layer
    self.layerRole = layerRole
    self.declaredIn = declaredIn
    self.states = states
    self.chain = chain
  }

  public static func == (lhs: Provenance, rhs: Provenance) -> Bool {
    lhs.location == rhs.location && lhs.valueLocation == rhs.valueLocation && lhs.layer == rhs.layer
      && lhs.layerRole == rhs.layerRole
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
final class ReferenceChain: Sendable {
  let step: ReferenceStep
  let next: ReferenceChain?

  init(_ step: ReferenceStep, next: ReferenceChain?) {
    self.step = step
    self.next = next
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

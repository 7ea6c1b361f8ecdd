/// A walk along a chain of constants (`$a: $b`, `$b: #fff`): from a name to the definition whose
/// value is not a reference to another constant. The one walk the resolver (the definition that
/// wins in an environment) and the whole-theme check (any definition, to type a value with
/// references inside) share; what decides which definition of each constant is followed is the
/// caller's.
struct ConstantWalk {
  /// Each constant followed, with the definition chosen for it, from the first name on.
  var hops: [(name: String, definition: CompiledConstant)] = []
  var end: End

  enum End {
    /// The last hop's definition holds the literal (or names a style).
    case literal
    /// The walk reached a name the caller already knows the end of (a memoized constant).
    case known(String)
    /// No constant has this name.
    case unknown(String)
    /// No definition of this constant was chosen (none applies here).
    case noDefinition(String)
    /// This name was met before on the walk: the chain is a cycle.
    case cycle(String)
  }
}

extension CompiledTheme {
  /// Follows the chain of constants from `name`: `choose` picks the definition of each constant to
  /// follow; the walk stops before a name `isKnown` accepts (never the first). Iterative, so a
  /// chain of 100,000 constants does not exhaust the stack.
  func walkConstants(
    from name: String, choosing choose: (ArraySlice<CompiledConstant>) -> CompiledConstant?,
    stoppingBefore isKnown: (String) -> Bool = { _ in false }
  ) -> ConstantWalk {
    var hops: [(name: String, definition: CompiledConstant)] = []
    var visited: Set<String> = []
    var current = name
    while true {
      if current != name, isKnown(current) { return ConstantWalk(hops: hops, end: .known(current)) }
      guard let definitions = constantsByName[current] else {
        return ConstantWalk(hops: hops, end: .unknown(current))
      }
      guard let chosen = choose(definitions) else {
        return ConstantWalk(hops: hops, end: .noDefinition(current))
      }
      hops.append((current, chosen))
      visited.insert(current)
      guard let next = continuation(of: chosen.definition.value) else {
        return ConstantWalk(hops: hops, end: .literal)
      }
      guard !visited.contains(next) else { return ConstantWalk(hops: hops, end: .cycle(next)) }
      current = next
    }
  }

  /// Of a constant's `definitions`, the one that applies in `environment`: the most specific, then
  /// the highest layer and latest defined (`Precedence`); `nil` when none applies.
  static func winningDefinition(
    of definitions: ArraySlice<CompiledConstant>, in environment: StyleEnvironment
  ) -> CompiledConstant? {
    definitions.filter { $0.conditions.isEmpty || $0.conditions.matches(environment) }
      .max { $0.precedence < $1.precedence }
  }

  /// The constant a definition's value continues a chain to: a reference that is not to a style
  /// (a `$name`, or a Redbeard `ref://name` when a constant has that name; otherwise it names a
  /// style, and the chain ends there).
  func continuation(of value: ValueExpression) -> String? {
    guard case .reference(let reference) = value, reference.kind != .style,
      reference.kind == .constant || constantsByName.contains(reference.name)
    else { return nil }
    return reference.name
  }
}

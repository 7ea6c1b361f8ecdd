/// A style and the styles it inherits from, as a resolution session found them: immutable and
/// shared — every node of a session is built once and points at its parents' nodes — so a
/// resolved style keeps its ancestry (for inheritance paths and `explain`) without copying it, and
/// without keeping the session alive.
///
/// `@unchecked Sendable`: `parents` is written only by `deinit`, when no other reference exists.
final class Ancestry: @unchecked Sendable {
  let key: StyleKey
  /// The parents' nodes, in the order the style names them. A parent that closes a cycle (reported
  /// when compiling) is left out.
  private(set) var parents: [Ancestry]

  init(key: StyleKey, parents: [Ancestry]) {
    self.key = key
    self.parents = parents
  }

  // Released iteratively: a 100,000-deep chain would otherwise end in 100,000 nested deinits.
  deinit {
    var pending = parents
    parents = []
    while var node = pending.popLast() {
      guard isKnownUniquelyReferenced(&node) else { continue }
      pending += node.parents
      node.parents = []
    }
  }
}

extension [Ancestry] {
  /// The styles these nodes are for and every style they inherit from, each once.
  var styles: Set<StyleKey> {
    var seen = Set(map(\.key))
    var pending = self
    while let node = pending.popLast() {
      for parent in node.parents where seen.insert(parent.key).inserted { pending.append(parent) }
    }
    return seen
  }
}

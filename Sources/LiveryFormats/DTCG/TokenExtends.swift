import LiveryCore

extension TokenJSON {
  /// Whether this object is a token (has `$value`, or `$ref` without children) rather than a group.
  var isToken: Bool {
    guard let members else { return false }
    return members.contains { $0.key == "$value" }
      || (members.contains { $0.key == "$ref" } && !hasChildren)
  }

  /// Whether any member is a token or a group rather than a `$` property.
  private var hasChildren: Bool {
    members?.contains { !$0.key.hasPrefix("$") || $0.key == "$root" } ?? false
  }

  /// The `$ref` of a group that has children beside it (`{"$ref": "#/button", "hover": {…}}`): the
  /// format report's JSON Schema spelling of `$extends` ("functionally identical"), read as one.
  var groupReference: TokenJSON? {
    guard let reference = self["$ref"], self["$value"] == nil, hasChildren else { return nil }
    return reference
  }

  /// `over` laid on `base` (D7, and `$extends`): groups merge deeply, group properties and tokens
  /// are replaced whole ("complete replacement"), new paths are added in `over`'s order.
  static func merging(_ base: TokenJSON, _ over: TokenJSON) -> TokenJSON {
    var collisions: [Diagnostic] = []
    return merging(base, over, path: [], collisions: &collisions)
  }

  /// `merging`, with a warning for each path that is a token on one side and a group on the other:
  /// the later replaces the earlier whole (the resolver module's "take the most recent
  /// occurrence"), and what that drops is said, never lost in silence.
  static func merging(
    _ base: TokenJSON, _ over: TokenJSON, path: [String], collisions: inout [Diagnostic]
  ) -> TokenJSON {
    guard var members = base.members, !base.isToken, let overMembers = over.members, !over.isToken
    else {
      if !path.isEmpty, base.members != nil, over.members != nil, base.isToken != over.isToken {
        collisions.append(collision(at: path, base: base, over: over))
      }
      return over
    }
    var positions: [String: Int] = [:]
    for (position, member) in members.enumerated() { positions[member.key] = position }
    for member in overMembers {
      guard let position = positions[member.key] else {
        positions[member.key] = members.count
        members.append(member)
        continue
      }
      let existing = members[position].value
      if member.key == "$extensions", let merged = mergingLiveryExtensions(existing, member.value) {
        members[position] = Member(key: member.key, keyLocation: member.keyLocation, value: merged)
        continue
      }
      let bothGroups =
        !member.key.hasPrefix("$") && existing.members != nil && member.value.members != nil
        && !existing.isToken
        && !member.value.isToken
      if !member.key.hasPrefix("$") || member.key == "$root", existing.members != nil,
        member.value.members != nil,
        existing.isToken != member.value.isToken
      {
        collisions.append(collision(at: path + [member.key], base: existing, over: member.value))
      }
      members[position] = Member(
        key: member.key, keyLocation: member.keyLocation,
        value: bothGroups
          ? merging(existing, member.value, path: path + [member.key], collisions: &collisions)
          : member.value)
    }
    return TokenJSON(.object(members), at: over.location, origin: over.origin)
  }

  private static func collision(at path: [String], base: TokenJSON, over: TokenJSON) -> Diagnostic {
    let name = path.joined(separator: ".")
    let dropped =
      base.isToken ? ["'\(name)' itself"] : base.tokenPaths(under: path).map { "'\($0)'" }
    let shown =
      dropped.prefix(5).joined(separator: ", ")
      + (dropped.count > 5 ? " and \(dropped.count - 5) more" : "")
    return .warning(
      .dtcgTokenGroupCollision,
      "'\(name)' is a \(over.isToken ? "token" : "group") here and a \(base.isToken ? "token" : "group") where it was defined before; "
        + "the later replaces the earlier whole, so \(dropped.isEmpty ? "nothing" : shown) \(dropped.count == 1 ? "is" : "are") no longer defined",
      at: over.location,
      notes: [.init("the earlier \(base.isToken ? "token" : "group") is here", at: base.location)])
  }

  /// The dotted names of the tokens in this group, in order.
  func tokenPaths(under path: [String]) -> [String] {
    var names: [String] = []
    var pending: [(TokenJSON, [String])] = [(self, path)]
    while let (node, nodePath) = pending.popLast() {
      if node.isToken {
        names.append(nodePath.joined(separator: "."))
        continue
      }
      for member in (node.members ?? []).reversed()
      where !member.key.hasPrefix("$") || member.key == "$root" {
        if member.value.members != nil { pending.append((member.value, nodePath + [member.key])) }
      }
    }
    return names
  }

  /// Two `$extensions` that both carry Livery's own `dev.livery` data: other vendors' entries are
  /// replaced (D7), while Livery's kept values merge by name and its style records add up, so files
  /// Livery wrote keep everything when a resolver merges them. `nil` when either has no `dev.livery`.
  static func mergingLiveryExtensions(_ base: TokenJSON, _ over: TokenJSON) -> TokenJSON? {
    guard let baseLivery = base["dev.livery"], let overLivery = over["dev.livery"],
      var members = over.members
    else { return nil }
    var livery = overLivery.members ?? []
    if let baseValues = baseLivery["values"], let overValues = overLivery["values"],
      let position = livery.firstIndex(where: { $0.key == "values" })
    {
      livery[position].value = merging(baseValues, overValues)
    } else if let baseValues = baseLivery.member("values"), overLivery["values"] == nil {
      livery.append(baseValues)
    }
    if case .array(let baseStyles)? = baseLivery["styles"]?.kind {
      if let position = livery.firstIndex(where: { $0.key == "styles" }),
        case .array(let overStyles) = livery[position].value.kind
      {
        livery[position].value = TokenJSON(
          .array(baseStyles + overStyles), at: livery[position].value.location)
      } else if let styles = baseLivery.member("styles") {
        livery.append(styles)
      }
    }
    if let position = members.firstIndex(where: { $0.key == "dev.livery" }) {
      members[position].value = TokenJSON(.object(livery), at: overLivery.location)
    }
    return TokenJSON(.object(members), at: over.location)
  }

  /// A copy with `replacement` at `path` (segments of object keys).
  func replacing(at path: ArraySlice<String>, with replacement: TokenJSON) -> TokenJSON {
    guard let first = path.first else { return replacement }
    guard var members = members, let position = members.firstIndex(where: { $0.key == first })
    else { return self }
    members[position].value = members[position].value.replacing(
      at: path.dropFirst(), with: replacement)
    return TokenJSON(.object(members), at: location, origin: origin)
  }
}

/// Expands group `$extends` (dtcg.md §1.4, D8): the extending group starts from every token and
/// property of its target, then its own replace them. Cycles, missing targets and token targets
/// are errors, and those `$extends` are ignored.
///
/// The work is linear in the tree and what is copied: dependencies go through one node per path
/// (not an edge from every extending group to every other), paths are followed through
/// `MemberPositions`, and groups are replaced in place. What a tree may copy is bounded
/// (`copyBudget`), checked before each copy is made.
struct ExtendsExpander {
  private var root: TokenJSON
  private var positions = MemberPositions()
  private(set) var diagnostics: [Diagnostic] = []

  private struct Extension {
    /// The extending group (its id in `groups`).
    var group: Int
    var node: TokenJSON
    var target: [String]?
  }

  /// The groups of the tree as written, by id (0: the root): each one's parent, key and children,
  /// so paths cost their length to follow and nothing to store.
  private var parents: [Int] = [-1]
  private var keys: [String] = [""]
  private var children: [[String: Int]] = [[:]]

  /// Values copied by `$extends` so far, and how many this tree may copy: Livery's limit, 16
  /// times the values the tree has, at least 100,000 and at most 1,000,000 (a light theme
  /// extended by a dark one doubles, ten brands over a base multiply by ten; a 1 KB file whose
  /// groups double level by level would multiply by millions), or what is left of the load's work
  /// limit (`DTCGFormat.Options.maximumWork`) when that is less.
  private(set) var copiedNodes = 0
  private let copyBudget: Int
  private let budgetIsTheLoads: Bool
  /// The `$extends` the budget refused (one error names them all). Once one is refused, every
  /// later one is: counting each against what is left would cost its whole target again.
  private var refused: [Extension] = []

  init(root: TokenJSON, allowance: Int = .max) {
    self.root = root
    let own = min(1_000_000, max(100_000, 16 * root.nodeCount(upTo: 62_500)))
    copyBudget = min(own, max(0, allowance))
    budgetIsTheLoads = allowance < own
  }

  mutating func expand() -> TokenJSON {
    var found: [Extension] = []
    collect(root, group: 0, into: &found)
    guard !found.isEmpty else { return root }
    for position in found.indices { found[position].target = target(of: found[position]) }
    // The dependency graph: nodes 0..<found.count are the extending groups; then one node per
    // group of the tree (found.count + its id), standing for "everything under this group is
    // expanded". A group depends on its target's node (every extending group inside its target
    // must be expanded first, for its copies) and on every extending group above its target
    // (whose expansion may make the target, or change it).
    let groupNode = found.count
    var edges = [[Int]](repeating: [], count: found.count + parents.count)
    var extending = [Int?](repeating: nil, count: parents.count)
    for group in 1..<parents.count { edges[groupNode + parents[group]].append(groupNode + group) }
    for (position, item) in found.enumerated() {
      extending[item.group] = position
      edges[groupNode + item.group].append(position)
    }
    for (position, item) in found.enumerated() {
      guard let target = item.target else { continue }
      var group: Int? = 0
      for segment in target {
        guard let current = group else { break }
        if let ancestor = extending[current] { edges[position].append(ancestor) }
        group = children[current][segment]
      }
      if let inside = group { edges[position].append(groupNode + inside) }
    }
    var excluded = Set<Int>()
    for component in StronglyConnectedComponents.cycles(count: edges.count, edges: edges) {
      let cycle = component.filter { $0 < found.count }
      guard !cycle.isEmpty else { continue }
      let names = cycle.map { path(of: found[$0].group).joined(separator: ".") }
      let shown =
        cycle.count == 1 && found[cycle[0]].target != nil
        ? "'\(names[0])' extends \(found[cycle[0]].target!.joined(separator: ".")), which contains or is inside it"
        : (names + [names[0]]).prefix(12).joined(separator: " → ")
      diagnostics.append(
        .error(
          .dtcgExtendsCycle, "$extends forms a cycle: \(shown); these groups extend nothing",
          at: found[cycle[0]].node.location,
          notes: zip(cycle, names).dropFirst().prefix(10).map {
            Diagnostic.Note("'\($0.1)' is part of it", at: found[$0.0].node.location)
          }))
      excluded.formUnion(cycle)
    }
    // Targets before the groups that extend them: a post-order walk of the dependency edges.
    var state = [UInt8](repeating: 0, count: edges.count)
    for start in edges.indices where state[start] == 0 {
      var stack: [(node: Int, next: Int)] = [(start, 0)]
      state[start] = 1
      while let top = stack.last {
        if top.next < edges[top.node].count {
          stack[stack.count - 1].next += 1
          let successor = edges[top.node][top.next]
          if state[successor] == 0 {
            state[successor] = 1
            stack.append((successor, 0))
          }
          continue
        }
        stack.removeLast()
        state[top.node] = 2
        if top.node < found.count, !excluded.contains(top.node) { apply(found[top.node]) }
      }
    }
    if let first = refused.first {
      let names = refused.map { "'\(path(of: $0.group).joined(separator: "."))'" }
      let limit =
        budgetIsTheLoads
        ? "what is left of the load's work limit, DTCGFormat.Options.maximumWork"
        : "Livery's limit: 16 times the tree's own values, at least 100,000, at most 1,000,000"
      diagnostics.append(
        .error(
          .dtcgExtendsTooLarge,
          "$extends would copy more than \(copyBudget) values in this tree (\(limit)): groups extending groups that extend them, again and again; \(names.count == 1 ? names[0] + " extends" : "\(names.count) groups extend") nothing",
          at: first.node.location,
          notes: zip(refused, names).dropFirst().prefix(10).map {
            .init("\($0.1) extends nothing either", at: $0.0.node.location)
          }
            + (refused.count > 11 ? [.init("… and \(refused.count - 11) more")] : [])))
    }
    return root
  }

  /// Records the groups under `node` (whose id is `group`) and the `$extends` among them.
  private mutating func collect(_ node: TokenJSON, group: Int, into found: inout [Extension]) {
    guard let members = node.members, !node.isToken else { return }
    if let extends = node["$extends"] ?? node.groupReference {
      found.append(Extension(group: group, node: extends))
    }
    for member in members
    where !member.key.hasPrefix("$") && member.value.members != nil && !member.value.isToken {
      let child = parents.count
      parents.append(group)
      keys.append(member.key)
      children.append([:])
      children[group][member.key] = child
      collect(member.value, group: child, into: &found)
    }
  }

  /// The keys from the root to a group.
  private func path(of group: Int) -> [String] {
    var path: [String] = []
    var current = group
    while current > 0 {
      path.append(keys[current])
      current = parents[current]
    }
    return path.reversed()
  }

  private mutating func target(of item: Extension) -> [String]? {
    let segments: [String]
    let pointer = item.node.string ?? item.node["$ref"]?.string
    if let text = pointer, text.hasPrefix("{"), text.hasSuffix("}"),
      case .success(let name) = TokenReference.curly(text)
    {
      segments = name.split(separator: ".").map(String.init)
    } else if let text = pointer, case .success(let decoded) = TokenReference.pointerSegments(text)
    {
      segments = decoded
    } else {
      diagnostics.append(
        .error(
          .dtcgExtendsUnresolved,
          "$extends takes a group reference such as \"{button}\" or \"#/button\"",
          at: item.node.location))
      return nil
    }
    // Whether it names a group is checked when it is applied: another $extends may make it.
    return segments
  }

  private mutating func apply(_ item: Extension) {
    let itemPath = path(of: item.group)
    guard let targetPath = item.target, let local = positions.follow(itemPath, from: root),
      let localMembers = local.members
    else { return }
    guard let target = positions.follow(targetPath, from: root), target.members != nil else {
      diagnostics.append(
        .error(
          .dtcgExtendsUnresolved,
          "$extends names '\(targetPath.joined(separator: "."))', which is not in this token tree",
          at: item.node.location))
      return
    }
    // Whether it is a token, through the positions: a group of 20,000 tokens extended 20,000 times
    // must not be searched for "$value" each time.
    let targetEntry = positions.entry(at: targetPath)
    let members = target.members!
    if targetEntry.position(of: "$value", in: members) != nil
      || (targetEntry.position(of: "$ref", in: members) != nil && target.isToken)
    {
      diagnostics.append(
        .error(
          .dtcgExtendsTargetNotGroup,
          "$extends names '\(targetPath.joined(separator: "."))', a token; a group can only extend a group",
          at: item.node.location, notes: [.init("the token is here", at: target.location)]))
      return
    }
    // Counted before anything is copied: a file that doubles its groups level by level is refused
    // at the copy that would pass the budget, never after making it.
    guard refused.isEmpty else { return refused.append(item) }
    let size = target.nodeCount(upTo: copyBudget - copiedNodes + 1)
    guard copiedNodes + size <= copyBudget else { return refused.append(item) }
    copiedNodes += size
    let targetName = targetPath.joined(separator: ".")
    let inherited = annotate(
      target, type: typeAt(targetPath), origin: "inherited via $extends {\(targetName)}",
      localType: typeAt(itemPath), by: item)
    let own = TokenJSON(
      .object(localMembers.filter { $0.key != "$extends" && $0.key != "$ref" }), at: local.location,
      origin: local.origin)
    var merged = TokenJSON.merging(inherited, own)
    merged.location = local.location
    replace(at: itemPath, with: merged)
  }

  /// Puts `replacement` at `path`, changing the tree in place (no copy of the groups above it).
  private mutating func replace(at path: [String], with replacement: TokenJSON) {
    Self.replace(&root, at: path[...], with: replacement, positions: positions)
    guard let last = path.last else {
      positions = MemberPositions()
      return
    }
    var entry = positions
    for segment in path.dropLast() { entry = entry.child(segment) }
    entry.forget(last)
  }

  private static func replace(
    _ node: inout TokenJSON, at path: ArraySlice<String>, with replacement: TokenJSON,
    positions: MemberPositions
  ) {
    guard let first = path.first else {
      node = replacement
      return
    }
    guard case .object(var members) = node.kind,
      let position = positions.position(of: first, in: members)
    else { return }
    node.kind = .null  // `members` is now the only reference to the array: changed in place
    replace(
      &members[position].value, at: path.dropFirst(), with: replacement,
      positions: positions.child(first))
    node.kind = .object(members)
  }

  /// The `$type` a group at `path` gives its tokens (its own or its nearest ancestor's).
  private func typeAt(_ path: [String]) -> String? {
    var node = root
    var entry = positions
    var type: String?
    for segment in [nil] + path.map(Optional.some) {
      if let segment {
        guard let members = node.members, let position = entry.position(of: segment, in: members)
        else { break }
        node = members[position].value
        entry = entry.child(segment)
      }
      if let members = node.members, let position = entry.position(of: "$type", in: members),
        let written = members[position].value.string
      {
        type = written
      }
    }
    return type
  }

  /// The target's tokens as copies: each gets the type of its source group made explicit (D8) and
  /// says where it came from.
  private mutating func annotate(
    _ node: TokenJSON, type: String?, origin: String, localType: String?, by item: Extension
  ) -> TokenJSON {
    guard var members = node.members else { return node }
    if node.isToken {
      var copy = node
      copy.origin = origin
      let isAlias =
        node["$ref"] != nil || (node["$value"]?.string.map { $0.hasPrefix("{") } ?? false)
      if node["$type"] == nil, let type, !isAlias {
        members.append(
          TokenJSON.Member(
            key: "$type", keyLocation: node.location,
            value: TokenJSON(.string(type), at: node.location)))
        copy.kind = .object(members)
      }
      if let localType, let own = node["$type"]?.string ?? (isAlias ? nil : type), own != localType
      {
        diagnostics.append(
          .warning(
            .dtcgExtendsTypeDiffers,
            "a token inherited through $extends is a \(own); the extending group's $type \(localType) does not change it",
            at: item.node.location, notes: [.init("the inherited token is here", at: node.location)]
          ))
      }
      return copy
    }
    let groupType = node["$type"]?.string ?? type
    for position in members.indices
    where !members[position].key.hasPrefix("$") || members[position].key == "$root" {
      members[position].value = annotate(
        members[position].value, type: groupType, origin: origin, localType: localType, by: item)
    }
    return TokenJSON(.object(members), at: node.location, origin: node.origin)
  }
}

extension TokenJSON {
  /// How many values the tree holds, counted up to `limit`: the walk stops there, having looked
  /// at no more than `limit` values.
  func nodeCount(upTo limit: Int = .max) -> Int {
    var count = 0
    var pending = [self]
    while let node = pending.popLast() {
      count += 1
      guard count + pending.count < limit else { return limit }
      switch node.kind {
      case .object(let members):
        for member in members {
          pending.append(member.value)
          if count + pending.count >= limit { return limit }
        }
      case .array(let elements):
        for element in elements {
          pending.append(element)
          if count + pending.count >= limit { return limit }
        }
      default: break
      }
    }
    return count
  }
}

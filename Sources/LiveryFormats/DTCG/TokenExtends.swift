import LiveryCore

extension TokenJSON {
  /// Whether this object is a token (has `$value`, or `$ref` without children) rather than a group.
  var isToken: Bool {
    guard let members else { return false }
    return members.contains { $0.key == "$value" } || (members.contains { $0.key == "$ref" } && !hasChildren)
  }

  /// Whether any member is a token or a group rather than a `$` property.
  private var hasChildren: Bool { members?.contains { !$0.key.hasPrefix("$") || $0.key == "$root" } ?? false }

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
  static func merging(_ base: TokenJSON, _ over: TokenJSON, path: [String], collisions: inout [Diagnostic]) -> TokenJSON {
    guard var members = base.members, !base.isToken, let overMembers = over.members, !over.isToken else {
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
      let bothGroups = !member.key.hasPrefix("$") && existing.members != nil && member.value.members != nil && !existing.isToken
        && !member.value.isToken
      if !member.key.hasPrefix("$") || member.key == "$root", existing.members != nil, member.value.members != nil,
        existing.isToken != member.value.isToken
      {
        collisions.append(collision(at: path + [member.key], base: existing, over: member.value))
      }
      members[position] = Member(
        key: member.key, keyLocation: member.keyLocation,
        value: bothGroups ? merging(existing, member.value, path: path + [member.key], collisions: &collisions) : member.value)
    }
    return TokenJSON(.object(members), at: over.location, origin: over.origin)
  }

  private static func collision(at path: [String], base: TokenJSON, over: TokenJSON) -> Diagnostic {
    let name = path.joined(separator: ".")
    let dropped = base.isToken ? ["'\(name)' itself"] : base.tokenPaths(under: path).map { "'\($0)'" }
    let shown = dropped.prefix(5).joined(separator: ", ") + (dropped.count > 5 ? " and \(dropped.count - 5) more" : "")
    return .warning(
      .dtcgTokenGroupCollision,
      "'\(name)' is a \(over.isToken ? "token" : "group") here and a \(base.isToken ? "token" : "group") where it was defined before; "
        + "the later replaces the earlier whole, so \(dropped.isEmpty ? "nothing" : shown) \(dropped.count == 1 ? "is" : "are") no longer defined",
      at: over.location, notes: [.init("the earlier \(base.isToken ? "token" : "group") is here", at: base.location)])
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
      for member in (node.members ?? []).reversed() where !member.key.hasPrefix("$") || member.key == "$root" {
        if member.value.members != nil { pending.append((member.value, nodePath + [member.key])) }
      }
    }
    return names
  }

  /// Two `$extensions` that both carry Livery's own `dev.livery` data: other vendors' entries are
  /// replaced (D7), while Livery's kept values merge by name and its style records add up, so files
  /// Livery wrote keep everything when a resolver merges them. `nil` when either has no `dev.livery`.
  static func mergingLiveryExtensions(_ base: TokenJSON, _ over: TokenJSON) -> TokenJSON? {
    guard let baseLivery = base["dev.livery"], let overLivery = over["dev.livery"], var members = over.members else { return nil }
    var livery = overLivery.members ?? []
    if let baseValues = baseLivery["values"], let overValues = overLivery["values"], let position = livery.firstIndex(where: { $0.key == "values" }) {
      livery[position].value = merging(baseValues, overValues)
    } else if let baseValues = baseLivery.member("values"), overLivery["values"] == nil {
      livery.append(baseValues)
    }
    if case .array(let baseStyles)? = baseLivery["styles"]?.kind {
      if let position = livery.firstIndex(where: { $0.key == "styles" }), case .array(let overStyles) = livery[position].value.kind {
        livery[position].value = TokenJSON(.array(baseStyles + overStyles), at: livery[position].value.location)
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
    guard var members = members, let position = members.firstIndex(where: { $0.key == first }) else { return self }
    members[position].value = members[position].value.replacing(at: path.dropFirst(), with: replacement)
    return TokenJSON(.object(members), at: location, origin: origin)
  }
}

/// Expands group `$extends` (dtcg.md §1.4, D8): the extending group starts from every token and
/// property of its target, then its own replace them. Cycles, missing targets and token targets
/// are errors, and those `$extends` are ignored.
struct ExtendsExpander {
  private var root: TokenJSON
  private(set) var diagnostics: [Diagnostic] = []

  private struct Extension {
    var path: [String]
    var node: TokenJSON
    var target: [String]?
  }

  /// Values copied by `$extends` so far, and how many a tree may copy (Livery's limit).
  private var copiedNodes = 0
  static let copyBudget = 1_000_000

  init(root: TokenJSON) {
    self.root = root
  }

  mutating func expand() -> TokenJSON {
    var found: [Extension] = []
    collect(root, path: [], into: &found)
    guard !found.isEmpty else { return root }
    for position in found.indices { found[position].target = target(of: found[position]) }
    // A group depends on every extending group inside its target (their copies must be expanded
    // first) and every one above it (whose expansion may make the target, or change it).
    var edges = [[Int]](repeating: [], count: found.count)
    for (position, item) in found.enumerated() {
      guard let target = item.target else { continue }
      for (other, candidate) in found.enumerated() where other != position && (candidate.path.starts(with: target) || target.starts(with: candidate.path)) {
        edges[position].append(other)
      }
      if item.path.starts(with: target) || target.starts(with: item.path) {
        edges[position].append(position)  // extends its own ancestor or descendant: a cycle
      }
    }
    var excluded = Set<Int>()
    for cycle in StronglyConnectedComponents.cycles(count: found.count, edges: edges) {
      let names = cycle.map { found[$0].path.joined(separator: ".") }
      let shown = cycle.count == 1 && found[cycle[0]].target != nil
        ? "'\(names[0])' extends \(found[cycle[0]].target!.joined(separator: ".")), which contains or is inside it"
        : (names + [names[0]]).prefix(12).joined(separator: " → ")
      diagnostics.append(
        .error(
          .dtcgExtendsCycle, "$extends forms a cycle: \(shown); these groups extend nothing", at: found[cycle[0]].node.location,
          notes: cycle.dropFirst().prefix(10).map { Diagnostic.Note("'\(found[$0].path.joined(separator: "."))' is part of it", at: found[$0].node.location) }))
      excluded.formUnion(cycle)
    }
    // Targets before the groups that extend them: a post-order walk of the dependency edges.
    var state = [UInt8](repeating: 0, count: found.count)
    for start in found.indices where state[start] == 0 {
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
        if !excluded.contains(top.node) { apply(found[top.node]) }
      }
    }
    return root
  }

  private func collect(_ node: TokenJSON, path: [String], into found: inout [Extension]) {
    guard let members = node.members, !node.isToken else { return }
    if let extends = node["$extends"] ?? node.groupReference { found.append(Extension(path: path, node: extends)) }
    for member in members where !member.key.hasPrefix("$") { collect(member.value, path: path + [member.key], into: &found) }
  }

  private mutating func target(of item: Extension) -> [String]? {
    let segments: [String]
    let pointer = item.node.string ?? item.node["$ref"]?.string
    if let text = pointer, text.hasPrefix("{"), text.hasSuffix("}"), case .success(let name) = TokenReference.curly(text) {
      segments = name.split(separator: ".").map(String.init)
    } else if let text = pointer, case .success(let decoded) = TokenReference.pointerSegments(text) {
      segments = decoded
    } else {
      diagnostics.append(
        .error(.dtcgExtendsUnresolved, "$extends takes a group reference such as \"{button}\" or \"#/button\"", at: item.node.location))
      return nil
    }
    // Whether it names a group is checked when it is applied: another $extends may make it.
    return segments
  }

  private mutating func apply(_ item: Extension) {
    guard let targetPath = item.target, let local = TokenReference.follow(item.path, from: root), let localMembers = local.members else { return }
    guard let target = TokenReference.follow(targetPath, from: root), target.members != nil else {
      diagnostics.append(
        .error(.dtcgExtendsUnresolved, "$extends names '\(targetPath.joined(separator: "."))', which is not in this token tree", at: item.node.location))
      return
    }
    if target.isToken {
      diagnostics.append(
        .error(
          .dtcgExtendsTargetNotGroup, "$extends names '\(targetPath.joined(separator: "."))', a token; a group can only extend a group",
          at: item.node.location, notes: [.init("the token is here", at: target.location)]))
      return
    }
    let targetName = targetPath.joined(separator: ".")
    let inherited = annotate(target, type: typeAt(targetPath), origin: "inherited via $extends {\(targetName)}", localType: typeAt(item.path), by: item)
    copiedNodes += inherited.nodeCount
    guard copiedNodes <= Self.copyBudget else {
      diagnostics.append(
        .error(
          .dtcgExtendsCycle, "$extends copies more than \(Self.copyBudget) values in this tree (groups extending groups that extend them, again and again); '\(item.path.joined(separator: "."))' extends nothing",
          at: item.node.location))
      return
    }
    let own = TokenJSON(.object(localMembers.filter { $0.key != "$extends" && $0.key != "$ref" }), at: local.location, origin: local.origin)
    var merged = TokenJSON.merging(inherited, own)
    merged.location = local.location
    root = root.replacing(at: item.path[...], with: merged)
  }

  /// The `$type` a group at `path` gives its tokens (its own or its nearest ancestor's).
  private func typeAt(_ path: [String]) -> String? {
    var node = root
    var type = node["$type"]?.string
    for segment in path {
      guard let next = node[segment] else { break }
      node = next
      type = node["$type"]?.string ?? type
    }
    return type
  }

  /// The target's tokens as copies: each gets the type of its source group made explicit (D8) and
  /// says where it came from.
  private mutating func annotate(_ node: TokenJSON, type: String?, origin: String, localType: String?, by item: Extension) -> TokenJSON {
    guard var members = node.members else { return node }
    if node.isToken {
      var copy = node
      copy.origin = origin
      let isAlias = node["$ref"] != nil || (node["$value"]?.string.map { $0.hasPrefix("{") } ?? false)
      if node["$type"] == nil, let type, !isAlias {
        members.append(TokenJSON.Member(key: "$type", keyLocation: node.location, value: TokenJSON(.string(type), at: node.location)))
        copy.kind = .object(members)
      }
      if let localType, let own = node["$type"]?.string ?? (isAlias ? nil : type), own != localType {
        diagnostics.append(
          .warning(
            .dtcgExtendsTypeDiffers, "a token inherited through $extends is a \(own); the extending group's $type \(localType) does not change it",
            at: item.node.location, notes: [.init("the inherited token is here", at: node.location)]))
      }
      return copy
    }
    let groupType = node["$type"]?.string ?? type
    for position in members.indices where !members[position].key.hasPrefix("$") || members[position].key == "$root" {
      members[position].value = annotate(members[position].value, type: groupType, origin: origin, localType: localType, by: item)
    }
    return TokenJSON(.object(members), at: node.location, origin: node.origin)
  }
}

extension TokenJSON {
  /// How many values the tree holds.
  var nodeCount: Int {
    switch kind {
    case .object(let members): return 1 + members.reduce(0) { $0 + $1.value.nodeCount }
    case .array(let elements): return 1 + elements.reduce(0) { $0 + $1.nodeCount }
    default: return 1
    }
  }
}

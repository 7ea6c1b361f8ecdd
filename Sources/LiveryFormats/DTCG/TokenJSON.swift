package import LiveryCore

/// A JSON value of a design-token or resolver document, with the place of every key and value.
///
/// Design tokens need a value tree rather than the readers' flat tape: resolver sources and
/// `$extends` merge trees from several files (each node keeps its own file's location), JSON
/// pointers walk into values, and `$extensions` and original values are written back as JSON.
package struct TokenJSON: Sendable {
  package indirect enum Kind: Sendable {
    /// `true` for the JSON literal true.
    var isTrue: Bool {
      if case .bool(true) = self { return true }
      return false
    }

    case object([Member])
    case array([TokenJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
  }

  /// One member of an object, in the order written.
  package struct Member: Sendable {
    package var key: String
    package var keyLocation: SourceLocation
    package var value: TokenJSON

    package init(key: String, keyLocation: SourceLocation, value: TokenJSON) {
      self.key = key
      self.keyLocation = keyLocation
      self.value = value
    }
  }

  package var kind: Kind
  package var location: SourceLocation
  /// How a token reached its place other than being written there ("inherited via $extends {input}").
  var origin: String?

  package init(_ kind: Kind, at location: SourceLocation, origin: String? = nil) {
    self.kind = kind
    self.location = location
    self.origin = origin
  }

  package var members: [Member]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  var string: String? {
    if case .string(let text) = kind { return text }
    return nil
  }

  var number: Double? {
    if case .number(let value) = kind { return value }
    return nil
  }

  /// The member named `key` (the first, should a document repeat it).
  package subscript(key: String) -> TokenJSON? {
    members?.first { $0.key == key }?.value
  }

  func member(_ key: String) -> Member? {
    members?.first { $0.key == key }
  }

  /// "an object", "a string" … for messages.
  var kindDescription: String {
    let valueKind: ValueKind =
      switch kind {
      case .object: .dictionary
      case .array: .list
      case .string: .string
      case .number: .number
      case .bool: .bool
      case .null: .null
      }
    return valueKind.jsonDescription
  }

  // MARK: - Reading

  /// The deepest nesting a document may have (Livery's own limit): deeper values are reported and
  /// left out, so no document can exhaust a reading thread's stack.
  static let maximumDepth = 256

  /// The value tree of a parsed JSON document; a repeated key is an error at its second
  /// occurrence (DTCG D10), and the later member is left out.
  static func build(_ tree: SyntaxTree, diagnostics: inout [Diagnostic]) -> TokenJSON? {
    guard let root = tree.root else { return nil }
    return build(tree, root, depth: 0, diagnostics: &diagnostics)
  }

  private static func build(
    _ tree: SyntaxTree, _ index: SyntaxTree.Index, depth: Int, diagnostics: inout [Diagnostic]
  ) -> TokenJSON {
    let location = tree.location(index)
    switch tree.kind(index) {
    case .string: return TokenJSON(.string(tree.string(index)), at: location)
    case .number: return TokenJSON(.number(tree.number(index)), at: location)
    case .true: return TokenJSON(.bool(true), at: location)
    case .false: return TokenJSON(.bool(false), at: location)
    case .null: return TokenJSON(.null, at: location)
    case .mapping, .sequence:
      guard depth < maximumDepth else {
        diagnostics.append(
          .error(
            .dtcgTooDeep,
            "values are nested more than \(maximumDepth) levels deep (Livery's limit); this one is left out",
            at: location))
        return TokenJSON(.null, at: location)
      }
      if tree.kind(index) == .sequence {
        return TokenJSON(
          .array(
            tree.elements(index).map {
              build(tree, $0, depth: depth + 1, diagnostics: &diagnostics)
            }), at: location)
      }
      var members: [Member] = []
      members.reserveCapacity(tree.count(index))
      var seen: [String: SourceLocation] = [:]
      for (key, value) in tree.entries(index) {
        let name = tree.string(key)
        let keyLocation = tree.location(key)
        if let first = seen[name] {
          diagnostics.append(
            .error(
              .dtcgDuplicateKey, "'\(name)' appears twice in this object; the second is left out",
              at: keyLocation, notes: [.init("the first '\(name)' is here", at: first)]))
          continue
        }
        seen[name] = keyLocation
        members.append(
          Member(
            key: name, keyLocation: keyLocation,
            value: build(tree, value, depth: depth + 1, diagnostics: &diagnostics)))
      }
      return TokenJSON(.object(members), at: location)
    }
  }

  // MARK: - Writing

  /// The value without its places, members in their order: what writers put back
  /// (`$extensions`, original values) through the one JSON writer.
  package var plain: JSONText {
    switch kind {
    case .null: return .null
    case .bool(let value): return .bool(value)
    case .number(let value): return .number(value)
    case .string(let value): return .string(value)
    case .array(let elements): return .array(elements.map(\.plain))
    case .object(let members): return .object(members.map { ($0.key, $0.value.plain) })
    }
  }

  /// Compact JSON text, members in their order: how `$extensions` and original values are kept.
  package var jsonText: String { plain.rendered(.compact) }
}

extension TokenJSON {
  /// The value tree of JSON text (a writer putting back a value kept as text), or `nil` when it is
  /// not JSON.
  package static func parse(_ text: String) -> TokenJSON? {
    let file = SourceFileID(path: "<json>")
    let (tree, diagnostics) = JSONScanner.parse(Array(text.utf8), file: file, options: .strict)
    guard let tree, !diagnostics.containsErrors else { return nil }
    var ignored: [Diagnostic] = []
    return build(tree, diagnostics: &ignored)
  }
}

extension TokenJSON {
  /// A warning for every `$extensions` key of this tree's groups and tokens that is not a
  /// reverse-DNS name. Checked once per file as read, before trees merge: a later file's
  /// `$extensions` replaces an earlier one's, which would hide the earlier file's problems.
  func extensionKeyWarnings() -> [Diagnostic] {
    var warnings: [Diagnostic] = []
    var pending = [self]
    while let node = pending.popLast() {
      for member in node.members ?? [] {
        if member.key == "$extensions" {
          for vendor in member.value.members ?? [] where !vendor.key.contains(".") {
            warnings.append(
              .warning(
                .dtcgExtensionKey,
                "'\(vendor.key)': $extensions keys should be reverse-DNS names such as 'com.example'",
                at: vendor.keyLocation))
          }
        } else if !member.key.hasPrefix("$") || member.key == "$root", member.value.members != nil {
          pending.append(member.value)
        }
      }
    }
    return warnings.sorted { $0.location! < $1.location! }
  }
}

/// Where the members of one token tree's objects are, found once per object: following a path then
/// costs its length, not the widths of the groups it passes (10,000 pointers into a 10,000-token
/// group would otherwise compare keys 10⁸ times). Built as paths are followed; a tree that changes
/// under a path `forget`s it.
final class MemberPositions {
  /// Objects this wide or narrower are searched in place.
  private static let narrow = 8
  private var positions: [String: Int]?
  private var children: [String: MemberPositions] = [:]

  /// Where `key` is among `members`, the positions of the object this entry stands for (the
  /// first, should a document repeat a key).
  func position(of key: String, in members: [TokenJSON.Member]) -> Int? {
    guard members.count > Self.narrow else { return members.firstIndex { $0.key == key } }
    if positions == nil {
      var built: [String: Int] = [:]
      built.reserveCapacity(members.count)
      for (position, member) in members.enumerated() where built[member.key] == nil {
        built[member.key] = position
      }
      positions = built
    }
    return positions![key]
  }

  /// The entry of the member `key`.
  func child(_ key: String) -> MemberPositions {
    if let known = children[key] { return known }
    let made = MemberPositions()
    children[key] = made
    return made
  }

  /// The entry of the object `path` leads to (made as needed).
  func entry(at path: some Sequence<String>) -> MemberPositions {
    path.reduce(self) { $0.child($1) }
  }

  /// Drops what is known below the member `key` (it was replaced).
  func forget(_ key: String) {
    children[key] = nil
  }

  /// The node `segments` lead to from `root`, this entry's object: members by key, array elements
  /// by index (RFC 6901), as `TokenReference.follow`.
  func follow(_ segments: some Sequence<String>, from root: TokenJSON) -> TokenJSON? {
    var node = root
    var entry = self
    for segment in segments {
      switch node.kind {
      case .object(let members):
        guard let position = entry.position(of: segment, in: members) else { return nil }
        node = members[position].value
        entry = entry.child(segment)
      case .array:
        guard let next = TokenReference.follow([segment], from: node) else { return nil }
        node = next
        entry = entry.child(segment)
      default:
        return nil
      }
    }
    return node
  }
}

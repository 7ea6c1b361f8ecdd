package import LiveryCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A parsed JSON or YAML document as a flat array of nodes (a "tape"), each with its line and column.
///
/// Readers walk this one shape whatever the syntax, so each format's rules are written once. The flat
/// layout keeps parsing allocation-light and lets walks go to any depth without recursion in the
/// parser. Containers are followed by their children; `next` skips a whole subtree.
package struct SyntaxTree: Sendable {
  /// What a node holds.
  package enum Kind: UInt8, Sendable {
    case mapping, sequence, string, number, `true`, `false`, null

    /// The kind of value the node holds, for messages.
    package var valueKind: ValueKind {
      switch self {
      case .mapping: return .dictionary
      case .sequence: return .list
      case .string: return .string
      case .number: return .number
      case .true, .false: return .bool
      case .null: return .null
      }
    }
  }

  /// One node. For containers `count` is the number of children (a mapping's children alternate
  /// key, value); for JSON scalars `payload`/`count` are a byte range of the source; for scalars
  /// from a side table `payload` indexes it.
  struct Node: Sendable {
    var kind: Kind
    var flags: UInt8
    var line: UInt32
    var column: UInt32
    var payload: UInt32
    var count: UInt32
    var next: UInt32
  }

  static let escapedFlag: UInt8 = 1
  static let sideTableFlag: UInt8 = 2

  /// A position in the tree.
  package struct Index: Hashable, Sendable, Comparable {
    let value: Int
    package static func < (lhs: Index, rhs: Index) -> Bool { lhs.value < rhs.value }
  }

  let file: SourceFileID
  var nodes: [Node] = []
  /// The source bytes JSON scalars point into.
  let bytes: [UInt8]
  /// Decoded strings for scalars that do not sit verbatim in `bytes` (YAML).
  var strings: [String] = []
  var numbers: [Double] = []

  init(file: SourceFileID, bytes: [UInt8]) {
    self.file = file
    self.bytes = bytes
  }

  /// The root node, if the document has one.
  package var root: Index? { nodes.isEmpty ? nil : Index(value: 0) }

  package func kind(_ index: Index) -> Kind { nodes[index.value].kind }

  package func location(_ index: Index) -> SourceLocation {
    let node = nodes[index.value]
    return SourceLocation(file: file, line: Int(node.line), column: Int(node.column))
  }

  /// Children of a container; for a mapping, entries as (key, value) pairs.
  package func entries(_ mapping: Index) -> EntrySequence {
    EntrySequence(
      tree: self, start: mapping.value + 1, remaining: Int(nodes[mapping.value].count) / 2)
  }

  package func elements(_ sequence: Index) -> ElementSequence {
    ElementSequence(
      tree: self, start: sequence.value + 1, remaining: Int(nodes[sequence.value].count))
  }

  /// Where the node after `index` and its subtree starts — where `index`'s extent ends, near
  /// enough — or `nil` when the subtree runs to the end of the document.
  package func location(after index: Index) -> SourceLocation? {
    let next = Int(nodes[index.value].next)
    guard next < nodes.count else { return nil }
    return location(Index(value: next))
  }

  /// The first child of a container (a mapping's first key); meaningful only when it has children.
  /// With `next(after:)` this walks children without building an iterator (the readers' hot path).
  package func firstChild(_ container: Index) -> Index { Index(value: container.value + 1) }

  /// The node after `index` and its whole subtree: its next sibling.
  package func next(after index: Index) -> Index { Index(value: Int(nodes[index.value].next)) }

  /// Number of entries of a mapping or elements of a sequence.
  package func count(_ container: Index) -> Int {
    let node = nodes[container.value]
    return node.kind == .mapping ? Int(node.count) / 2 : Int(node.count)
  }

  /// The text of a string scalar (a key, a value).
  package func string(_ index: Index) -> String {
    let node = nodes[index.value]
    if node.flags & Self.sideTableFlag != 0 { return strings[Int(node.payload)] }
    let start = Int(node.payload)
    let end = start + Int(node.count)
    if node.flags & Self.escapedFlag == 0 {
      return bytes.withUnsafeBufferPointer { buffer in
        String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
      }
    }
    return JSONScanner.unescape(bytes[start..<end])
  }

  /// The text of a string scalar without its first `count` bytes, which must be ASCII (a prefix
  /// such as `ref://` that `string(_:hasPrefix:)` found): no copy of the whole text is made.
  package func string(_ index: Index, droppingFirst count: Int) -> String {
    let node = nodes[index.value]
    guard node.flags & (Self.sideTableFlag | Self.escapedFlag) == 0 else {
      return String(decoding: string(index).utf8.dropFirst(count), as: UTF8.self)
    }
    let start = Int(node.payload) + min(count, Int(node.count))
    let end = Int(node.payload) + Int(node.count)
    return bytes.withUnsafeBufferPointer { buffer in
      String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
    }
  }

  /// Whether a string scalar starts with the ASCII `prefix`, checked on the source bytes where the
  /// scalar sits verbatim in them (the JSON readers' test for `ref://` on every value).
  package func string(_ index: Index, hasPrefix prefix: StaticString) -> Bool {
    let node = nodes[index.value]
    guard node.flags & (Self.sideTableFlag | Self.escapedFlag) == 0 else {
      return string(index).utf8.starts(
        with: UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
    }
    let count = prefix.utf8CodeUnitCount
    guard Int(node.count) >= count else { return false }
    return bytes.withUnsafeBufferPointer { buffer in
      memcmp(buffer.baseAddress! + Int(node.payload), prefix.utf8Start, count) == 0
    }
  }

  /// The value of a number scalar.
  package func number(_ index: Index) -> Double {
    let node = nodes[index.value]
    if node.flags & Self.sideTableFlag != 0 { return numbers[Int(node.payload)] }
    let start = Int(node.payload)
    return bytes.withUnsafeBufferPointer { buffer in
      JSONScanner.parseNumber(
        UnsafeBufferPointer(rebasing: buffer[start..<(start + Int(node.count))]))
    }
  }

  /// Iterates a mapping's (key, value) pairs.
  package struct EntrySequence: Sequence, IteratorProtocol {
    let tree: SyntaxTree
    var start: Int
    var remaining: Int

    package mutating func next() -> (key: Index, value: Index)? {
      guard remaining > 0 else { return nil }
      remaining -= 1
      let key = start
      let value = Int(tree.nodes[key].next)
      start = Int(tree.nodes[value].next)
      return (Index(value: key), Index(value: value))
    }
  }

  /// Iterates a sequence's elements.
  package struct ElementSequence: Sequence, IteratorProtocol {
    let tree: SyntaxTree
    var start: Int
    var remaining: Int

    package mutating func next() -> Index? {
      guard remaining > 0 else { return nil }
      remaining -= 1
      let element = start
      start = Int(tree.nodes[element].next)
      return Index(value: element)
    }
  }
}

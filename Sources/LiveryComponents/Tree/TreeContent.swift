public import LiveryCore

/// One item of a tree: what a row shows. Whether it is a leaf is not stored: ``TreeContent``
/// derives it from its children, in one place (MAF had three tests for it that disagreed).
public struct TreeItem: Sendable, Hashable, Identifiable {
  public let id: String
  public var label: String
  /// The icon on the row's left, if any.
  public var image: ImageSource?

  public init(id: String, label: String, image: ImageSource? = nil) {
    self.id = id
    self.label = label
    self.image = image
  }
}

/// What a tree browser reads: a root, each item's children in order, and — derived from those —
/// leaves and leaf counts. ``TreeContent`` is the standard one; an app with its own store
/// implements `root` and `children(of:)` and gets the rest.
public protocol TreeContentProvider: Sendable {
  /// The invisible root; its label is the first level's title.
  var root: TreeItem { get }
  /// The children of the item with `id`, in display order (`[]` for a leaf or an unknown id).
  func children(of id: String) -> [TreeItem]
  /// Whether the item with `id` has no children; the extension's answer is the definition, a
  /// provider may only answer it faster.
  func isLeaf(_ id: String) -> Bool
  /// How many leaves are below the item with `id` (the default badge).
  func leafCount(under id: String) -> Int
}

extension TreeContentProvider {
  /// An item is a leaf when it has no children: the one definition rows, badges and edit mode use.
  public func isLeaf(_ id: String) -> Bool { children(of: id).isEmpty }

  /// The leaves among the children of `id` (what edit mode shows).
  public func leaves(of id: String) -> [TreeItem] { children(of: id).filter { isLeaf($0.id) } }

  /// Counts by walking the children; ``TreeContent`` caches instead.
  public func leafCount(under id: String) -> Int {
    var count = 0
    var stack = [id]
    var visited: Set<String> = [id]
    while let next = stack.popLast() {
      for child in children(of: next) where visited.insert(child.id).inserted {
        if isLeaf(child.id) { count += 1 } else { stack.append(child.id) }
      }
    }
    return count
  }
}

/// A tree built in code: items under a root, each id once. Mistakes MAF let through silently
/// (the reserved root id, an empty or duplicate id, an unknown parent) are diagnostics with the
/// calling file and line, and nothing is added.
///
/// ```swift
/// var content = TreeContent(rootLabel: "Products")
/// try content.add(TreeItem(id: "laptops", label: "Laptops"))
/// try content.add(TreeItem(id: "l1", label: "ThinkPad X1"), to: "laptops")
/// ```
public struct TreeContent: TreeContentProvider {
  /// The root's id, reserved (MAF's `MAFTREECONTENTROOT`).
  public static let rootID = "MAFTREECONTENTROOT"

  public let root: TreeItem
  private var items: [String: TreeItem] = [:]
  private var childIDs: [String: [String]] = [:]
  private var parentIDs: [String: String] = [:]
  /// Leaf counts by item, filled on demand and dropped on every change.
  private var counts = LeafCounts()

  public init(rootLabel: String = "") {
    root = TreeItem(id: Self.rootID, label: rootLabel)
    items[Self.rootID] = root
  }

  /// The number of items, the root not counted.
  public var count: Int { items.count - 1 }

  public func item(_ id: String) -> TreeItem? { items[id] }

  public func children(of id: String) -> [TreeItem] {
    (childIDs[id] ?? []).compactMap { items[$0] }
  }

  public func isLeaf(_ id: String) -> Bool { childIDs[id]?.isEmpty ?? true }

  public func leafCount(under id: String) -> Int { counts.count(under: id, children: childIDs) }

  /// Adds `item` as the last child of `parent` (the root by default).
  ///
  /// - Throws: A ``Diagnostic`` (`tree.reserved-id`, `tree.empty-id`, `tree.duplicate-id`,
  ///   `tree.unknown-parent`) located at the caller; the tree is unchanged.
  public mutating func add(
    _ item: TreeItem, to parent: String = TreeContent.rootID, file: String = #fileID,
    line: Int = #line
  ) throws(Diagnostic) {
    var location: SourceLocation {
      SourceLocation(file: SourceFileID(path: file), line: line, column: 1)
    }
    guard !item.id.isEmpty else {
      throw .error(.treeEmptyID, "a tree item needs an id", at: location)
    }
    guard item.id != Self.rootID else {
      throw .error(
        .treeReservedID, "'\(Self.rootID)' is the root's id; give the item another one",
        at: location)
    }
    guard items[item.id] == nil else {
      throw .error(
        .treeDuplicateID, "the tree already has an item '\(item.id)'; ids must be unique",
        at: location)
    }
    guard items[parent] != nil else {
      throw .error(.treeUnknownParent, "no item '\(parent)' to add '\(item.id)' to", at: location)
    }
    items[item.id] = item
    childIDs[parent, default: []].append(item.id)
    parentIDs[item.id] = parent
    counts.invalidate()
  }

  /// Removes the items with `ids` and everything below them. Unknown ids and the root are ignored.
  public mutating func remove(_ ids: [String]) {
    for id in ids where id != Self.rootID && items[id] != nil {
      if let parent = parentIDs[id] { childIDs[parent]?.removeAll { $0 == id } }
      var stack = [id]
      while let next = stack.popLast() {
        stack += childIDs[next] ?? []
        items[next] = nil
        childIDs[next] = nil
        parentIDs[next] = nil
      }
    }
    counts.invalidate()
  }
}

/// Leaf counts computed once per item and shared by copies of the content until it changes.
private struct LeafCounts: Sendable {
  private var storage = Locked<[String: Int]>([:])

  /// Forgets every count: emptied in place when no copy shares it, else this copy gets its own.
  mutating func invalidate() {
    if isKnownUniquelyReferenced(&storage) {
      storage.withLock { if !$0.isEmpty { $0 = [:] } }
    } else {
      storage = Locked([:])
    }
  }

  /// Every count below `id` is computed in one pass over the ids and kept.
  func count(under id: String, children childIDs: [String: [String]]) -> Int {
    if let known = storage.withLock({ $0[id] }) { return known }
    var computed: [String: Int] = [:]
    func isLeaf(_ id: String) -> Bool { childIDs[id]?.isEmpty ?? true }
    // Post-order without recursion: a deep tree cannot overflow the stack.
    var stack: [(id: String, expanded: Bool)] = [(id, false)]
    while let (next, expanded) = stack.popLast() {
      let children = childIDs[next] ?? []
      if expanded || children.isEmpty {
        computed[next] = children.reduce(0) { $0 + (isLeaf($1) ? 1 : computed[$1] ?? 0) }
      } else {
        stack.append((next, true))
        for child in children where !isLeaf(child) { stack.append((child, false)) }
      }
    }
    storage.withLock { $0.merge(computed) { _, new in new } }
    return computed[id] ?? 0
  }
}

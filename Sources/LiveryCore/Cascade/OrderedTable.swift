/// Lists of values filed by key, with keys in first-appearance order and a dense integer slot for
/// each key, so graph walks (cycle detection) run on arrays and report in source order.
struct OrderedTable<Key: Hashable & Sendable, Element: Sendable>: Sendable {
  private(set) var keys: [Key] = []
  private var slots: [Key: Int] = [:]
  private(set) var lists: [[Element]] = []

  subscript(key: Key) -> [Element]? {
    slots[key].map { lists[$0] }
  }

  /// Whether `key` has a list (without copying the list out).
  func contains(_ key: Key) -> Bool { slots[key] != nil }

  /// The dense slot of `key`, if present.
  func slot(of key: Key) -> Int? { slots[key] }

  var count: Int { keys.count }

  mutating func append(_ element: Element, to key: Key) {
    // One hash for a new key (the common case), two for a repeated one.
    if let slot = slots.updateValue(keys.count, forKey: key) {
      slots[key] = slot
      lists[slot].append(element)
    } else {
      keys.append(key)
      lists.append([element])
    }
  }

  mutating func reserveCapacity(_ capacity: Int) {
    keys.reserveCapacity(capacity)
    slots.reserveCapacity(capacity)
    lists.reserveCapacity(capacity)
  }
}

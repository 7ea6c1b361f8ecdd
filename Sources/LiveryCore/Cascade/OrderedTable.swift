/// Lists of values filed by key, with keys in first-appearance order and a dense integer slot for
/// each key, so graph walks (cycle detection) run on arrays and report in source order.
///
/// Built in one go from (key, element) pairs: every list lives in one flat array (each key's
/// elements contiguous, in the order given), so a theme with 16,000 styles costs one allocation
/// instead of one per style.
struct OrderedTable<Key: Hashable & Sendable, Element: Sendable>: Sendable {
  private(set) var keys: [Key] = []
  private var slots: [Key: Int] = [:]
  /// `elements[offsets[slot]..<offsets[slot + 1]]` is the list of `keys[slot]`.
  private var elements: [Element] = []
  private var offsets: [Int] = [0]

  init() {}

  /// Files `elements[i]` under `keys[i]`, keeping the given order inside each key.
  init(keys pairKeys: [Key], elements pairElements: [Element]) {
    precondition(pairKeys.count == pairElements.count)
    slots.reserveCapacity(pairKeys.count)
    var slotOfPair: [Int] = []
    slotOfPair.reserveCapacity(pairKeys.count)
    var counts: [Int] = []
    for key in pairKeys {
      // One hash for a new key (the common case), two for a repeated one.
      if let slot = slots.updateValue(keys.count, forKey: key) {
        slots[key] = slot
        counts[slot] += 1
        slotOfPair.append(slot)
      } else {
        slotOfPair.append(keys.count)
        keys.append(key)
        counts.append(1)
      }
    }
    offsets = [Int](repeating: 0, count: keys.count + 1)
    for slot in 0..<keys.count { offsets[slot + 1] = offsets[slot] + counts[slot] }
    if keys.count == pairKeys.count {
      elements = pairElements  // every key once: already in place
      return
    }
    var cursor = Array(offsets.dropLast())
    elements = [Element](unsafeUninitializedCapacity: pairElements.count) { buffer, initialized in
      for (index, element) in pairElements.enumerated() {
        let slot = slotOfPair[index]
        (buffer.baseAddress! + cursor[slot]).initialize(to: element)
        cursor[slot] += 1
      }
      initialized = pairElements.count
    }
  }

  /// The list filed under `key`.
  subscript(key: Key) -> ArraySlice<Element>? {
    slots[key].map { list(at: $0) }
  }

  /// The list in `slot`.
  func list(at slot: Int) -> ArraySlice<Element> { elements[offsets[slot]..<offsets[slot + 1]] }

  /// Every list, in slot order.
  var lists: [ArraySlice<Element>] { (0..<keys.count).map(list(at:)) }

  /// Whether `key` has a list (without copying the list out).
  func contains(_ key: Key) -> Bool { slots[key] != nil }

  /// The dense slot of `key`, if present.
  func slot(of key: Key) -> Int? { slots[key] }

  var count: Int { keys.count }
}

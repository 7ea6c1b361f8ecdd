/// "Did you mean …" candidates: the closest names by edit distance, case-insensitively.
package enum Suggestions {
  /// Names longer than this (in UTF-8 bytes) get no suggestions.
  static let longestName = 256

  /// Up to `limit` names from `candidates` close enough to `name` to be a likely typo.
  package static func closest<Names: Sequence>(
    to name: String, among candidates: Names, limit: Int = 3
  ) -> [String] where Names.Element == String {
    Candidates(candidates).closest(to: name, limit: limit)
  }

  /// How many "did you mean" searches one reader of one file still makes: as many as a report
  /// shows of one kind (`Diagnostic.shownPerFileAndCode`), so a file with 100,000 unknown names
  /// costs 25 searches, not 100,000. One per file and kind, used on one thread.
  package struct Budget {
    private var left = Diagnostic.shownPerFileAndCode

    package init() {}

    /// Whether one more search may be made (and counts it).
    package mutating func allows() -> Bool {
      left -= 1
      return left >= 0
    }
  }

  /// Whether `a` becomes `b` (case-insensitively) by inserting, deleting or replacing one character.
  package static func isOneEditAway(_ a: String, _ b: String) -> Bool {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    guard abs(a.count - b.count) <= 1, a != b else { return false }
    var i = 0
    while i < min(a.count, b.count), a[i] == b[i] { i += 1 }
    if a.count == b.count { return a[(i + 1)...] == b[(i + 1)...] }
    return a.count < b.count ? a[i...] == b[(i + 1)...] : a[(i + 1)...] == b[i...]
  }

  /// "did you mean 'a' or 'b'?" for a note, or `nil` with no candidates.
  package static func phrase(_ names: [String], prefix: String = "") -> String? {
    guard !names.isEmpty else { return nil }
    let quoted = names.map { "'\(prefix)\($0)'" }
    let list =
      quoted.count == 1
      ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    return "did you mean \(list)?"
  }

  /// A set of names folded to lower case once, for asking about many misspellings: a theme with
  /// 300 broken references among 14,000 styles folds each style name once, not 300 times.
  package struct Candidates: Sendable {
    private let names: [String]
    /// Every name's lower-cased scalars, one after another; `ends[i]` is where name `i` stops.
    private let scalars: [UInt32]
    private let ends: [Int]

    package init<Names: Sequence>(_ names: Names) where Names.Element == String {
      var kept: [String] = []
      var scalars: [UInt32] = []
      var ends: [Int] = []
      for name in names {
        kept.append(name)
        Self.fold(name, into: &scalars)
        ends.append(scalars.count)
      }
      self.names = kept
      self.scalars = scalars
      self.ends = ends
    }

    /// Up to `limit` names close enough to `name` to be a likely typo, closest first (ties by name).
    package func closest(to name: String, limit: Int = 3) -> [String] {
      // No name a theme uses is this long: a 96 MB "font name" is not a typo of one, and measuring
      // it would cost memory in proportion.
      guard limit > 0, name.utf8.count <= Suggestions.longestName else { return [] }
      var target: [UInt32] = []
      Self.fold(name, into: &target)
      let threshold = max(2, target.count / 3)
      var rows = EditRows(width: target.count + threshold + 1)
      // The best `limit` so far, sorted; once full, a candidate must beat the worst of them.
      var best: [(distance: Int, name: String)] = []
      target.withUnsafeBufferPointer { target in
        scalars.withUnsafeBufferPointer { all in
          var start = 0
          for (index, end) in ends.enumerated() {
            defer { start = end }
            let bound = best.count == limit ? best[limit - 1].distance : threshold
            if abs(end - start - target.count) > bound { continue }
            let distance = rows.distance(
              target, UnsafeBufferPointer(rebasing: all[start..<end]), limit: bound)
            // Only a name that folds to the same scalars can be the name itself.
            guard distance <= bound, distance > 0 || names[index] != name else { continue }
            let entry = (distance: distance, name: names[index])
            if best.count == limit {
              guard (entry.distance, entry.name) < (best[limit - 1].distance, best[limit - 1].name)
              else { continue }
              best.removeLast()
            }
            let position =
              best.firstIndex { (entry.distance, entry.name) < ($0.distance, $0.name) }
              ?? best.count
            best.insert(entry, at: position)
          }
        }
      }
      return best.map(\.name)
    }

    /// Appends `name` lower-cased, scalar by scalar; ASCII without building a lower-cased copy.
    private static func fold(_ name: String, into scalars: inout [UInt32]) {
      if name.utf8.allSatisfy({ $0 < 0x80 }) {
        for byte in name.utf8 {
          scalars.append(UInt32(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte))
        }
      } else {
        for scalar in name.lowercased().unicodeScalars { scalars.append(scalar.value) }
      }
    }
  }

  /// Two rows of the Levenshtein table, reused from one candidate to the next; `distance` exits
  /// early once every cell of a row exceeds `limit`.
  private struct EditRows {
    private var previous: [Int]
    private var current: [Int]

    init(width: Int) {
      previous = Array(repeating: 0, count: width)
      current = previous
    }

    /// The edit distance of `a` and `b`, or some number above `limit` once it must exceed it. Only
    /// the diagonal band `|i - j| <= limit` is computed: cells outside it are above `limit` anyway.
    mutating func distance(
      _ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>, limit: Int
    ) -> Int {
      if a.isEmpty { return b.count }
      if b.isEmpty { return a.count }
      if abs(a.count - b.count) > limit { return limit + 1 }
      if previous.count <= b.count {
        previous = Array(repeating: 0, count: b.count + 1)
        current = previous
      }
      let outside = limit + 1
      return previous.withUnsafeMutableBufferPointer { previousRow in
        current.withUnsafeMutableBufferPointer { currentRow in
          var previous = previousRow
          var current = currentRow
          for j in 0...b.count { previous[j] = min(j, outside) }
          for i in 1...a.count {
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            current[low - 1] = low == 1 ? min(i, outside) : outside
            var rowMinimum = current[low - 1]
            let scalar = a[i - 1]
            for j in low...high {
              let substitution = previous[j - 1] + (scalar == b[j - 1] ? 0 : 1)
              let cell = min(previous[j] + 1, current[j - 1] + 1, substitution, outside)
              current[j] = cell
              rowMinimum = min(rowMinimum, cell)
            }
            if high < b.count { current[high + 1] = outside }
            if rowMinimum > limit { return outside }
            swap(&previous, &current)
          }
          return previous[b.count]
        }
      }
    }
  }
}

/// "Did you mean …" candidates: the closest names by edit distance, case-insensitively.
public enum Suggestions {
  /// Up to `limit` names from `candidates` close enough to `name` to be a likely typo.
  public static func closest<Names: Sequence>(
    to name: String, among candidates: Names, limit: Int = 3
  ) -> [String] where Names.Element == String {
    let target = Array(name.lowercased().unicodeScalars)
    let threshold = max(2, target.count / 3)
    var scored: [(distance: Int, name: String)] = []
    for candidate in candidates where candidate != name {
      let other = Array(candidate.lowercased().unicodeScalars)
      if abs(other.count - target.count) > threshold { continue }
      let distance = editDistance(target, other, limit: threshold)
      if distance <= threshold { scored.append((distance, candidate)) }
    }
    scored.sort { ($0.distance, $0.name) < ($1.distance, $1.name) }
    return scored.prefix(limit).map(\.name)
  }

  /// "did you mean 'a' or 'b'?" for a note, or `nil` with no candidates.
  public static func phrase(_ names: [String], prefix: String = "") -> String? {
    guard !names.isEmpty else { return nil }
    let quoted = names.map { "'\(prefix)\($0)'" }
    let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    return "did you mean \(list)?"
  }

  /// Levenshtein distance with an early exit once every cell exceeds `limit`.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        rowMinimum = min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return rowMinimum }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}

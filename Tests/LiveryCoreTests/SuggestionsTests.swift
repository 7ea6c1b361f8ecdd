import LiveryCore
import Testing

@Suite("Suggestions: 'did you mean' by edit distance")
struct SuggestionsTests {
  @Test("the closest names come first, ties by name, case-insensitively, never the name itself")
  func ordering() {
    let names = [
      "WarningColor", "warningcolour", "WarnColor", "Primary", "warningColor", "Background",
    ]
    #expect(
      Suggestions.closest(to: "WarningColr", among: names) == [
        "WarningColor", "warningColor", "warningcolour",
      ])
    #expect(Suggestions.closest(to: "WarningColor", among: names, limit: 1) == ["warningColor"])
    #expect(Suggestions.closest(to: "Zzzzzzz", among: names).isEmpty)
    #expect(Suggestions.closest(to: "x", among: names, limit: 0).isEmpty)
  }

  @Test("non-ASCII names fold to lower case too")
  func unicode() {
    #expect(
      Suggestions.closest(to: "ÉCLAIR", among: ["eclat", "eclair", "éclair"]) == [
        "éclair", "eclair",
      ])
  }

  @Test("the banded, early-exit search answers what a plain Levenshtein search answers")
  func matchesPlainSearch() {
    var random = SystemRandomNumberGenerator()
    let alphabet = Array("abcdeAB-0")
    func word() -> String {
      String(
        (0..<Int.random(in: 0...9, using: &random)).map { _ in
          alphabet.randomElement(using: &random)!
        })
    }
    for _ in 0..<200 {
      let names = (0..<60).map { _ in word() }
      let target = word()
      let candidates = Suggestions.Candidates(names)
      #expect(
        candidates.closest(to: target, limit: 4)
          == plainClosest(to: target, among: names, limit: 4), "\(target) in \(names)")
    }
  }

  /// The definition: every candidate's full Levenshtein distance, sorted.
  private func plainClosest(to name: String, among names: [String], limit: Int) -> [String] {
    let target = Array(name.lowercased().unicodeScalars)
    let threshold = max(2, target.count / 3)
    let scored = names.filter { $0 != name }.map { candidate -> (Int, String) in
      let other = Array(candidate.lowercased().unicodeScalars)
      var row = Array(0...other.count)
      for i in 1..<(target.count + 1) {
        var next = [i] + Array(repeating: 0, count: other.count)
        for j in 1..<(other.count + 1) {
          next[j] = min(
            row[j] + 1, next[j - 1] + 1, row[j - 1] + (target[i - 1] == other[j - 1] ? 0 : 1))
        }
        row = next
      }
      return (row[other.count], candidate)
    }
    return scored.filter { $0.0 <= threshold }.sorted { $0 < $1 }.prefix(limit).map(\.1)
  }
}

/// How diagnostics show a cycle (of constants, styles or include files): once, by its members in
/// order and back to the first, with long cycles cut short so a report stays as short as the problem.
package enum Cycles {
  /// How many members a cycle's message names (and, where it has them, locates in notes).
  package static let membersShown = 12

  /// `a → b → c → a`, or for a long cycle its first members, how many more, and back to the first.
  package static func path(_ members: [String]) -> String {
    path(first: Array(members.prefix(membersShown)), count: members.count)
  }

  /// `path(_:)` from the first `membersShown` members and how many there are in all, for callers
  /// that should not build the whole list of a long cycle.
  package static func path(first members: [String], count: Int) -> String {
    guard let first = members.first else { return "" }
    guard count > membersShown else { return (members + [first]).joined(separator: " → ") }
    return (members.prefix(membersShown) + ["… and \(count - membersShown) more", first]).joined(
      separator: " → ")
  }
}

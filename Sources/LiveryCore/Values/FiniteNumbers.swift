extension Double {
  /// The number `text` spells, when it is a finite one: `nil` for text that is not a number, and
  /// for `inf`, `nan` and numbers too large for a `Double` (`1e400`), which no style property can
  /// use and which trap when converted to an integer. Every reader parses numbers from text with
  /// this, never with `Double(_:)` directly.
  package init?(finiteText text: some StringProtocol) {
    guard let value = Double(String(text)), value.isFinite else { return nil }
    self = value
  }
}

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

extension ValueError {
  /// The error for text that spells a number no property can use (`1e400`, `nan`, `inf`), or
  /// `nil` when `text` is finite or no number at all.
  package static func nonFinite(_ text: some StringProtocol, at location: SourceLocation?)
    -> ValueError?
  {
    guard let value = Double(String(text)), !value.isFinite else { return nil }
    return ValueError(
      "'\(text.count > 40 ? text.prefix(40) + "…" : String(text))' is not a finite number (numbers beyond ±1.8e308, inf and nan are refused)",
      at: location, severity: .error, code: .valueNotFinite)
  }
}

public import LiveryCore

// The writers' diagnostic catalog, alphabetical.
extension DiagnosticCode {
  /// Something the target format cannot express; it is not written (or written approximately, as said).
  public static let conversionLoss: DiagnosticCode = "convert.loss"
  /// A name the target format cannot spell as it was, written differently.
  public static let conversionNameRewritten: DiagnosticCode = "convert.name-rewritten"
}

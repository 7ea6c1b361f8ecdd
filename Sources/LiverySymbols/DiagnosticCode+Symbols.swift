public import LiveryCore

// The symbol generator's diagnostic catalog, alphabetical.
extension DiagnosticCode {
  /// Two theme names that become one Swift identifier: both are generated, disambiguated.
  public static let symbolsNameCollision: DiagnosticCode = "symbols.name-collision"
}

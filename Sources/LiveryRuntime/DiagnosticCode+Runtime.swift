public import LiveryCore

// The runtime's catalog, alphabetical.
extension DiagnosticCode {
  /// A resolved property has no applier for the component's type.
  public static let noApplier: DiagnosticCode = "runtime.no-applier"
  /// A component's class is mapped to no catalog type (`ApplierRegistry.map`): it is styled as a
  /// View.
  public static let noComponentType: DiagnosticCode = "runtime.no-component-type"
  /// A sub-element style names a part the component's type has no part applier for, or the
  /// component has no such part now.
  public static let noPart: DiagnosticCode = "runtime.no-part"
  /// An applier could not show a value fully (CSS has no keyboard appearance).
  public static let notShown: DiagnosticCode = "runtime.not-shown"
  /// Parts nest deeper than the runtime follows (a part that contains itself).
  public static let partsTooDeep: DiagnosticCode = "runtime.parts-too-deep"
  /// A new theme had errors and was not used; the last good theme stays.
  public static let themeRefused: DiagnosticCode = "runtime.theme-refused"
}

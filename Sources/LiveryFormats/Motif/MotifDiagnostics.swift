public import LiveryCore

// The Motif reader's diagnostic catalog, alphabetical. Each code names the Motif error it replaces
// (motif.md "Errors"); Motif reported none of them with a location.
extension DiagnosticCode {
  /// P8: a class's value is not a dictionary.
  public static let motifClassNotMapping: DiagnosticCode = "motif.class-not-mapping"
  /// P10: a constant name is already defined by an earlier file.
  public static let motifDuplicateConstant: DiagnosticCode = "motif.duplicate-constant"
  /// P11: a class name is already defined by an earlier file.
  public static let motifDuplicateClass: DiagnosticCode = "motif.duplicate-class"
  /// P5: the file is empty.
  public static let motifEmptyFile: DiagnosticCode = "motif.empty-file"
  /// P4: the file's extension is not yaml, yml or json.
  public static let motifExtension: DiagnosticCode = "motif.invalid-extension"
  /// P13/P14: a reference to a name defined only in a later file.
  public static let motifForwardReference: DiagnosticCode = "motif.forward-reference"
  /// P7: a top-level key is neither `$Constant` nor `.Class`.
  public static let motifInvalidSymbol: DiagnosticCode = "motif.invalid-symbol"
  /// P9: `_superclass` is not written as a `.Class` reference.
  public static let motifInvalidSuperclass: DiagnosticCode = "motif.invalid-superclass"
  /// A `.5`-style value, which Motif reads as a reference to a class named `5`.
  public static let motifLeadingDot: DiagnosticCode = "motif.leading-dot-number"
  /// P6: the root of the file is not a dictionary.
  public static let motifRootNotMapping: DiagnosticCode = "motif.root-not-mapping"
  /// P1: no theme file has the requested name.
  public static let motifThemeNotFound: DiagnosticCode = "motif.theme-not-found"
}

/// A stable identifier for a kind of diagnostic, such as `reference.unknown-constant`.
///
/// Codes are part of the public contract (tools match on them); messages may change.
/// Each module keeps its codes in one catalog: this file for the core, `…Diagnostics.swift`
/// beside each reader for the formats.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public init(stringLiteral value: String) {
    rawValue = value
  }
}

// The core's catalog, alphabetical.
extension DiagnosticCode {
  /// A query names a style defined for several target types without saying which type it is for.
  public static let ambiguousStyle: DiagnosticCode = "reference.ambiguous-style"
  /// A constant refers to itself through a chain of references.
  public static let constantCycle: DiagnosticCode = "reference.constant-cycle"
  /// A file is not valid UTF-8.
  public static let fileEncoding: DiagnosticCode = "file.encoding"
  /// A file is larger than what reads it accepts (the preview's `--max-file-size`).
  public static let fileTooLarge: DiagnosticCode = "file.too-large"
  /// A file could not be read.
  public static let fileUnreadable: DiagnosticCode = "file.unreadable"
  /// A style inherits from itself through its parents.
  public static let inheritanceCycle: DiagnosticCode = "style.inheritance-cycle"
  /// A value uses a form its format deprecated; Livery still reads it.
  public static let legacySyntax: DiagnosticCode = "value.legacy-syntax"
  /// A constant has no definition whose conditions match the environment being resolved.
  public static let noMatchingVariant: DiagnosticCode = "variant.no-match"
  /// A reference names a constant that does not exist.
  public static let unknownConstant: DiagnosticCode = "reference.unknown-constant"
  /// A parent names a style that does not exist.
  public static let unknownParent: DiagnosticCode = "style.unknown-parent"
  /// A reference names neither a constant nor a style.
  public static let unknownReference: DiagnosticCode = "reference.unknown"
  /// A reference or query names a style that does not exist.
  public static let unknownStyle: DiagnosticCode = "reference.unknown-style"
  /// A query names a component type that neither the catalog nor the theme knows.
  public static let unknownType: DiagnosticCode = "reference.unknown-type"
  /// A number too large for a `Double` (`1e400`), or `inf` / `nan`: no property can use it.
  public static let valueNotFinite: DiagnosticCode = "value.not-finite"
  /// A number outside its property's range (an alpha above 1, a negative radius) or a colour
  /// component outside 0–255: read clamped into the range, with a warning.
  public static let valueOutOfRange: DiagnosticCode = "value.out-of-range"
  /// A value is nested deeper than Livery accepts.
  public static let valueTooDeep: DiagnosticCode = "value.too-deep"
  /// A value cannot be converted to the type its property expects.
  public static let valueType: DiagnosticCode = "value.type-mismatch"
}

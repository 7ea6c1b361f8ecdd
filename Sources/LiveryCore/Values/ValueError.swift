/// Why a literal could not become a typed value; the resolver turns it into a diagnostic at the
/// value's location.
///
/// Converters also use it for remarks about values they *could* read — a deprecated form, or a
/// format quirk reproduced on purpose — with the severity and code the remark should be reported with.
public struct ValueError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String
  /// An obvious fix, shown as a fix-it.
  public var hint: String?
  /// A more precise location inside the value (an element of a list), when known.
  public var location: SourceLocation?
  /// For remarks: how serious (errors ignore it; they are always errors).
  public var severity: Diagnostic.Severity
  /// For remarks: the code to report; `nil` reports `value.legacy-syntax`. For errors: the code
  /// when it is more precise than `value.type-mismatch` (`value.not-finite`).
  public var code: DiagnosticCode?

  public init(
    _ message: String, hint: String? = nil, at location: SourceLocation? = nil,
    severity: Diagnostic.Severity = .warning,
    code: DiagnosticCode? = nil
  ) {
    self.message = message
    self.hint = hint
    self.location = location
    self.severity = severity
    self.code = code
  }

  public var description: String { message }

  /// The remark as a diagnostic, at its own location or `fallback`.
  public func remark(at fallback: SourceLocation) -> Diagnostic {
    Diagnostic(severity, code ?? .legacySyntax, message, at: location ?? fallback, fixIt: hint)
  }
}

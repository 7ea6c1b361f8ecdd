/// Why a literal could not become a typed value; the resolver turns it into a diagnostic at the
/// value's location.
public struct ValueError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String
  /// An obvious fix, shown as a fix-it.
  public var hint: String?
  /// A more precise location inside the value (an element of a list), when known.
  public var location: SourceLocation?

  public init(_ message: String, hint: String? = nil, at location: SourceLocation? = nil) {
    self.message = message
    self.hint = hint
    self.location = location
  }

  public var description: String { message }
}

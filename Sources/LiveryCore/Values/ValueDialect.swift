/// How a format writes values, so the resolver can type a literal the way its format means it.
///
/// Every stylesheet carries one; a literal is always converted with the dialect of the file it was
/// written in, even when a property in another file refers to it.
public struct ValueDialect: Hashable, Sendable {
  /// The order of a 2-, 3- or 4-element insets list.
  public enum InsetsOrder: Hashable, Sendable {
    /// CSS: `[all]`, `[vertical, horizontal]`, `[top, horizontal, bottom]`, `[top, right, bottom, left]`.
    case css
    /// UIKit `UIEdgeInsets`: `[top, left, bottom, right]` (Redbeard).
    case topLeftBottomRight
    /// Motif: like CSS, except `[top, right, bottom]` leaves **left = 0**.
    case motif
  }

  /// A short name for messages, such as "Motif".
  public var name: String
  public var colors: ColorSyntax
  public var insetsOrder: InsetsOrder
  /// Whether scalars arrive as text that still needs parsing (XML attributes, NSS values) rather
  /// than as typed JSON/YAML scalars. A string `"1"` is a number only in such a dialect.
  public var scalarsAreText: Bool
  /// Accept the pre-0.2 UIKit struct strings (`"{10, 20, 10, 20}"`) with a warning (Motif legacy).
  public var legacyStructStrings: Bool
  /// How references are spelled, for messages and `explain`.
  public var constantSigil: String
  public var styleSigil: String

  public init(
    name: String, colors: ColorSyntax, insetsOrder: InsetsOrder = .css, scalarsAreText: Bool = false,
    legacyStructStrings: Bool = false, constantSigil: String = "", styleSigil: String = ""
  ) {
    self.name = name
    self.colors = colors
    self.insetsOrder = insetsOrder
    self.scalarsAreText = scalarsAreText
    self.legacyStructStrings = legacyStructStrings
    self.constantSigil = constantSigil
    self.styleSigil = styleSigil
  }

  /// Plain CSS-like values; what programmatic themes and tests use by default.
  public static let standard = ValueDialect(name: "Livery", colors: .css)

  /// How a reference is written in this dialect (`$WarningColor`, `.Button`).
  public func spelling(of reference: Reference) -> String {
    switch reference.kind {
    case .constant, .constantOrStyle: return constantSigil + reference.name
    case .style: return styleSigil + reference.name
    }
  }
}

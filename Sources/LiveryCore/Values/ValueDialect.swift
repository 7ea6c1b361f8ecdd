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
  /// The format's own reading of text literals, consulted before Livery's (NSS reads values the
  /// way NUI's converters do). `nil`: Livery's reading only.
  public var literals: (any LiteralReader)?

  public init(
    name: String, colors: ColorSyntax, insetsOrder: InsetsOrder = .css,
    scalarsAreText: Bool = false,
    legacyStructStrings: Bool = false, constantSigil: String = "", styleSigil: String = "",
    literals: (any LiteralReader)? = nil
  ) {
    self.literals = literals
    self.name = name
    self.colors = colors
    self.insetsOrder = insetsOrder
    self.scalarsAreText = scalarsAreText
    self.legacyStructStrings = legacyStructStrings
    self.constantSigil = constantSigil
    self.styleSigil = styleSigil
  }

  public static func == (lhs: ValueDialect, rhs: ValueDialect) -> Bool {
    lhs.name == rhs.name && lhs.colors == rhs.colors && lhs.insetsOrder == rhs.insetsOrder
      && lhs.scalarsAreText == rhs.scalarsAreText
      && lhs.legacyStructStrings == rhs.legacyStructStrings
      && lhs.constantSigil == rhs.constantSigil && lhs.styleSigil == rhs.styleSigil
      && lhs.literals?.identifier == rhs.literals?.identifier
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(colors)
    hasher.combine(literals?.identifier)
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

/// A format's own reading of text literals, for formats whose values do not mean what CSS means.
///
/// The converter asks it first for every text literal written in a stylesheet of that dialect —
/// directly in a property, inside a list, or at the end of a chain of constants — so a value reads
/// the same wherever it is used.
public protocol LiteralReader: Sendable {
  /// Names the reading, so two dialects with the same reader compare equal ("nss-nui").
  var identifier: String { get }

  /// Reads `text` as `type`; `nil` leaves it to Livery's standard reading. Remarks about a value that
  /// could be read (a quirk reproduced, a likely mistake) go to `remarks`, each with its severity
  /// and code.
  func read(
    _ text: String, as type: PropertyType, at location: SourceLocation, remarks: inout [ValueError]
  )
    -> Result<Value, ValueError>?
}

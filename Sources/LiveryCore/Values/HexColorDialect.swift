/// How a format spells colours in hex: which digit counts it accepts and where alpha goes.
///
/// Byte order is per format and never guessed from length (semantics §8): MAF iOS and Redbeard put
/// alpha last, MAF Android and XAML first, SAP Fiori writes the alpha byte as a 0–100 percentage.
public struct HexColorDialect: Hashable, Sendable, CustomStringConvertible {
  /// Where the alpha byte sits in an 8-digit (or 4-digit) colour.
  public enum AlphaPlacement: Sendable, Hashable { case leading, trailing }
  /// How the alpha byte is read.
  public enum AlphaEncoding: Sendable, Hashable {
    /// 00–FF → 0–1.
    case byte
    /// The byte's value is a percentage, 0–100, clamped (SAP Fiori `#1EE68A00` = 30 %).
    case percent
  }

  /// The digit counts accepted, in the order they are listed in messages.
  public let digitCounts: [Int]
  public let alphaPlacement: AlphaPlacement
  public let alphaEncoding: AlphaEncoding
  /// A short name for messages, such as "Motif" or "MAF iOS".
  public let name: String

  private init(
    _ name: String, _ digitCounts: [Int], _ placement: AlphaPlacement, _ encoding: AlphaEncoding
  ) {
    self.name = name
    self.digitCounts = digitCounts
    alphaPlacement = placement
    alphaEncoding = encoding
  }

  /// CSS Color 4: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`.
  public static let css = HexColorDialect("CSS", [3, 4, 6, 8], .trailing, .byte)
  /// `#RGB` and `#RRGGBB` only (Motif's `UIColor+HTMLColors`).
  public static let rgb = HexColorDialect("Motif", [3, 6], .trailing, .byte)
  /// `#RGB`, `#RRGGBB`, `#RRGGBBAA` with alpha last (MAF iOS, Redbeard).
  public static let rgba = HexColorDialect("RGBA", [3, 6, 8], .trailing, .byte)
  /// `#RRGGBB`, `#AARRGGBB` with alpha first (MAF Android, XAML).
  public static let argb = HexColorDialect("ARGB", [6, 8], .leading, .byte)
  /// `#RRGGBB`, `#AARRGGBB` with the alpha byte a 0–100 percentage (SAP Fiori).
  public static let argbPercent = HexColorDialect("SAP Fiori", [6, 8], .leading, .percent)

  public var description: String { name }

  /// The accepted forms, for messages: "#RGB or #RRGGBB".
  var acceptedForms: String {
    let forms = digitCounts.map { count -> String in
      switch (count, alphaPlacement) {
      case (3, _): return "#RGB"
      case (4, .trailing): return "#RGBA"
      case (4, .leading): return "#ARGB"
      case (6, _): return "#RRGGBB"
      case (8, .trailing): return "#RRGGBBAA"
      default: return "#AARRGGBB"
      }
    }
    return forms.count == 1
      ? forms[0] : forms.dropLast().joined(separator: ", ") + " or " + forms.last!
  }

  /// Decodes the hex digits after `#`, or explains why not. Allocation-free on the success path:
  /// themes hold tens of thousands of colours.
  func decode(_ digits: Substring) -> Result<RGBAColor, ValueError> {
    var packed: UInt64 = 0
    var count = 0
    for byte in digits.utf8 {
      let nibble: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - 48
      case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - 87
      case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - 55
      default:
        return .failure(
          ValueError(
            "'#\(digits)' is not a hex colour: it contains a character that is not a hex digit"))
      }
      if count < 16 { packed = packed << 4 | UInt64(nibble) }
      count += 1
    }
    guard digitCounts.contains(count) else {
      return .failure(
        ValueError(
          "'#\(digits)' has \(count) hex digits; the \(name) dialect accepts \(acceptedForms)",
          hint: count == 8 && !digitCounts.contains(8)
            ? "write the alpha separately, e.g. rgba(r, g, b, a)" : nil))
    }
    // Split into 3 or 4 channel bytes, most significant first.
    let channels = count == 3 || count == 6 ? 3 : 4
    let width: UInt64 = count <= 4 ? 4 : 8
    func channel(_ index: Int) -> Int {
      let value = Int(
        (packed >> (UInt64(channels - 1 - index) * width)) & (width == 4 ? 0xF : 0xFF))
      return width == 4 ? value * 17 : value
    }
    var red = channel(0)
    var green = channel(1)
    var blue = channel(2)
    var alpha = 255
    if channels == 4 {
      if alphaPlacement == .leading {
        alpha = red
        (red, green, blue) = (green, blue, channel(3))
      } else {
        alpha = channel(3)
      }
    }
    let alphaValue: Double
    switch alphaEncoding {
    case .byte: alphaValue = Double(alpha) / 255
    case .percent: alphaValue = channels == 4 ? min(Double(alpha), 100) / 100 : 1
    }
    return .success(
      RGBAColor(
        red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
        alpha: alphaValue))
  }
}

/// An sRGB colour with alpha, each component in 0…1.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = RGBAColor.clamp(red)
    self.green = RGBAColor.clamp(green)
    self.blue = RGBAColor.clamp(blue)
    self.alpha = RGBAColor.clamp(alpha)
  }

  /// From 8-bit components, as hex notations give them.
  public init(red8: Int, green8: Int, blue8: Int, alpha8: Int = 255) {
    self.init(
      red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255,
      alpha: Double(alpha8) / 255)
  }

  /// Transparent black, what CSS and Motif mean by `transparent`.
  public static let transparent = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

  /// `#rrggbbaa`, lower-case: the form Livery prints everywhere.
  public var hexRGBA: String {
    [red, green, blue, alpha].map { component in
      let byte = Int((RGBAColor.clamp(component) * 255).rounded())
      let hex = String(byte, radix: 16)
      return hex.count == 1 ? "0" + hex : hex
    }.reduce("#", +)
  }

  public var description: String { hexRGBA }

  /// `#RRGGBB`, upper-case, with `AA` only when translucent: the form people write and design
  /// tools show (lint findings, suggestions).
  public var displayHex: String {
    let text = hexRGBA.uppercased()
    return text.hasSuffix("FF") ? String(text.dropLast(2)) : text
  }

  static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}

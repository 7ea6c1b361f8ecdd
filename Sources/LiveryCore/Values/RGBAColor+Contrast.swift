import Foundation

extension RGBAColor {
  /// This colour laid over `background` (source-over compositing): what the eye sees of a
  /// translucent colour.
  public func composited(over background: RGBAColor) -> RGBAColor {
    let alpha = self.alpha + background.alpha * (1 - self.alpha)
    guard alpha > 0 else { return .transparent }
    func channel(_ top: Double, _ bottom: Double) -> Double {
      (top * self.alpha + bottom * background.alpha * (1 - self.alpha)) / alpha
    }
    return RGBAColor(
      red: channel(red, background.red), green: channel(green, background.green),
      blue: channel(blue, background.blue),
      alpha: alpha)
  }

  /// WCAG 2.x relative luminance of the colour's RGB (alpha ignored; composite first).
  public var relativeLuminance: Double {
    func linear(_ component: Double) -> Double {
      component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG 2.x contrast ratio between this colour and `other`, from 1 to 21, of their RGB
  /// (composite translucent colours over what lies beneath first).
  public func contrastRatio(with other: RGBAColor) -> Double {
    let (lighter, darker) = (
      max(relativeLuminance, other.relativeLuminance),
      min(relativeLuminance, other.relativeLuminance)
    )
    return (lighter + 0.05) / (darker + 0.05)
  }
}

/// What fills a background: a colour or a gradient (MAF `Background`, NUI `background-color`,
/// the catalog's `backgroundColor`). A background's typed key gives a `Paint`:
///
/// ```swift
/// switch style[.backgroundColor] {
/// case .color(let color)?: fill(color)
/// case .gradient(let gradient)?: draw(gradient)
/// case nil: break
/// }
/// ```
public enum Paint: Hashable, Sendable, StyleValueConvertible, CustomStringConvertible {
  case color(RGBAColor)
  case gradient(ColorGradient)

  public init?(styleValue: Value) {
    switch styleValue {
    case .color(let color): self = .color(color)
    case .gradient(let gradient): self = .gradient(gradient)
    default: return nil
    }
  }

  /// `#f25c54ff` for a colour; a gradient as Livery writes it.
  public var description: String { styleValue.description }

  public var styleValue: Value {
    switch self {
    case .color(let color): return .color(color)
    case .gradient(let gradient): return .gradient(gradient)
    }
  }
}

extension Adaptive where T == Paint {
  /// The colours, when the paint is a colour in every appearance (`nil` when any is a gradient):
  /// what a platform's dynamic colour can show by itself.
  public var colors: Adaptive<RGBAColor>? {
    guard case .color(let light) = light, case .color(let dark) = dark,
      case .color(let lightHighContrast) = lightHighContrast,
      case .color(let darkHighContrast) = darkHighContrast
    else { return nil }
    return Adaptive<RGBAColor>(
      light: light, dark: dark, lightHighContrast: lightHighContrast,
      darkHighContrast: darkHighContrast)
  }
}

/// What fills a background: a colour or a gradient (MAF `Background`, NUI `background-color`,
/// the catalog's `backgroundColor`). Appliers that can draw both take a `Paint`:
///
/// ```swift
/// switch style[.backgroundColor, as: Paint.self] {
/// case .color(let color)?: fill(color)
/// case .gradient(let gradient)?: draw(gradient)
/// case nil: break
/// }
/// ```
public enum Paint: Hashable, Sendable, StyleValueConvertible {
  case color(RGBAColor)
  case gradient(ColorGradient)

  public init?(styleValue: Value) {
    switch styleValue {
    case .color(let color): self = .color(color)
    case .gradient(let gradient): self = .gradient(gradient)
    default: return nil
    }
  }

  public var styleValue: Value {
    switch self {
    case .color(let color): return .color(color)
    case .gradient(let gradient): return .gradient(gradient)
    }
  }
}

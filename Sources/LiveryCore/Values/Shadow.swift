/// A drop shadow.
public struct Shadow: Hashable, Sendable {
  public var color: RGBAColor?
  public var offset: Offset?
  public var radius: Double?
  public var opacity: Double?

  public init(
    color: RGBAColor? = nil, offset: Offset? = nil, radius: Double? = nil, opacity: Double? = nil
  ) {
    self.color = color
    self.offset = offset
    self.radius = radius
    self.opacity = opacity
  }
}

/// Any subset of a border's width, colour and corner radius.
public struct Border: Hashable, Sendable {
  public var width: Double?
  public var color: RGBAColor?
  public var cornerRadius: Double?

  public init(width: Double? = nil, color: RGBAColor? = nil, cornerRadius: Double? = nil) {
    self.width = width
    self.color = color
    self.cornerRadius = cornerRadius
  }
}

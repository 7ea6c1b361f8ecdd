/// A linear gradient in unit coordinates. Two stops at the same location make a hard edge.
public struct ColorGradient: Hashable, Sendable {
  public struct Stop: Hashable, Sendable {
    public var color: RGBAColor
    /// 0…1 along the gradient line.
    public var location: Double

    public init(color: RGBAColor, location: Double) {
      self.color = color
      self.location = location
    }
  }

  public var start: Point
  public var end: Point
  public var stops: [Stop]

  /// Top to bottom unless told otherwise, as MAF and NUI draw them.
  public init(start: Point = Point(x: 0.5, y: 0), end: Point = Point(x: 0.5, y: 1), stops: [Stop]) {
    self.start = start
    self.end = end
    self.stops = stops
  }
}

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

extension ColorGradient {
  /// Where the unit point (`x`, `y`) falls along the gradient line, 0 at `start` and 1 at `end`
  /// (its projection onto the line; outside 0…1 beyond the ends).
  public func position(x: Double, y: Double) -> Double {
    let dx = end.x - start.x
    let dy = end.y - start.y
    let length = dx * dx + dy * dy
    guard length > 0 else { return 0 }
    return ((x - start.x) * dx + (y - start.y) * dy) / length
  }

  /// The colour at `position` along the gradient line: interpolated between the stops around it
  /// (in sRGB, channel by channel, as CoreGraphics and CSS draw without premultiplying), the
  /// first or last stop's beyond them; transparent without stops. Two stops at one location make
  /// a hard edge: the later one wins from there on.
  public func color(at position: Double) -> RGBAColor {
    guard let first = stops.first, let last = stops.last else { return .transparent }
    if position <= first.location { return first.color }
    if position >= last.location { return last.color }
    for (before, after) in zip(stops, stops.dropFirst()) where position < after.location {
      let span = after.location - before.location
      guard span > 0 else { return after.color }
      let t = (position - before.location) / span
      func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
      return RGBAColor(
        red: mix(before.color.red, after.color.red),
        green: mix(before.color.green, after.color.green),
        blue: mix(before.color.blue, after.color.blue),
        alpha: mix(before.color.alpha, after.color.alpha))
    }
    return last.color
  }
}

/// Insets from each edge, in points. Every format's order (CSS, UIKit, Motif) converts to this.
public struct Insets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public init(all value: Double) {
    self.init(top: value, left: value, bottom: value, right: value)
  }
}

/// A width and height.
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// A point; gradients use unit coordinates (0–1).
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A horizontal and vertical displacement (UIKit `UIOffset`, text shadow offsets).
public struct Offset: Hashable, Sendable {
  public var horizontal: Double
  public var vertical: Double

  public init(horizontal: Double, vertical: Double) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

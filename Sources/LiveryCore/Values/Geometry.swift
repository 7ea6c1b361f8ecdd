/// Insets from each edge, in points. Every format's order (CSS, UIKit, Motif) converts to this.
///
/// Directional insets (UIKit's `NSDirectionalEdgeInsets`, a `{leading, trailing}` map) keep their
/// leading edge in `left` and their trailing edge in `right`, flagged `isDirectional`; they swap in
/// a right-to-left layout (`resolved(for:)`).
public struct Insets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double
  /// Whether `left` and `right` are the leading and trailing edges.
  public var isDirectional: Bool

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
    isDirectional = false
  }

  /// Directional insets: leading and trailing follow the layout direction.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.init(top: top, left: leading, bottom: bottom, right: trailing)
    isDirectional = true
  }

  public init(all value: Double) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// The leading edge (`left` for insets that are not directional).
  public var leading: Double { left }
  /// The trailing edge (`right` for insets that are not directional).
  public var trailing: Double { right }

  /// Absolute insets in a layout `direction`: directional ones swap their edges right to left.
  public func resolved(for direction: StyleEnvironment.LayoutDirection?) -> Insets {
    guard isDirectional else { return self }
    return direction == .rightToLeft
      ? Insets(top: top, left: right, bottom: bottom, right: left)
      : Insets(top: top, left: left, bottom: bottom, right: right)
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

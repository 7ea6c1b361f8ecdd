// A stub of Apple's Core Animation: only what LiveryUIKit calls, transcribed from Apple's
// documentation (the page is named above each declaration, with the availability it gives).
// Built only by Scripts/check-apple-surface.sh on Linux; never shipped, never linked by an app.
// Stored properties with Apple's documented defaults stand in for the real rendering.

@_exported import CoreGraphics

/// https://developer.apple.com/documentation/quartzcore/calayer — iOS 2.0+
open class CALayer {
  /// https://developer.apple.com/documentation/quartzcore/calayer/init() — iOS 2.0+
  public required init() {}

  /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius — iOS 2.0+ (default 0)
  open var cornerRadius: CGFloat = 0
  /// https://developer.apple.com/documentation/quartzcore/calayer/borderwidth — iOS 2.0+ (default 0)
  open var borderWidth: CGFloat = 0
  /// https://developer.apple.com/documentation/quartzcore/calayer/bordercolor — iOS 2.0+ (default opaque black)
  open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor — iOS 2.0+ (default opaque black)
  open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset — iOS 2.0+ (default (0, -3))
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity — iOS 2.0+ (default 0)
  open var shadowOpacity: Float = 0
  /// https://developer.apple.com/documentation/quartzcore/calayer/shadowradius — iOS 2.0+ (default 3)
  open var shadowRadius: CGFloat = 3
  /// https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds — iOS 2.0+ (default false)
  open var masksToBounds = false
}

/// https://developer.apple.com/documentation/quartzcore/cagradientlayer — iOS 3.0+
open class CAGradientLayer: CALayer {
  /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/colors — iOS 3.0+
  /// (`CGColorRef`s; default nil)
  open var colors: [Any]?
  /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/locations — iOS 3.0+
  /// (nil: spread evenly)
  open var locations: [NSNumber]?
  /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/startpoint — iOS 3.0+
  /// (unit coordinates; default (0.5, 0))
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/endpoint — iOS 3.0+
  /// (default (0.5, 1))
  open var endPoint = CGPoint(x: 0.5, y: 1)
}

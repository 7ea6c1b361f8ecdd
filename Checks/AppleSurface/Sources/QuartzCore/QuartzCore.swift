// A stub of Apple's Core Animation: only what LiveryUIKit calls, transcribed from Apple's
// documentation (the page is named above each declaration, with the availability it gives).
// Built only by Scripts/check-apple-surface.sh on Linux; never shipped, never linked by an app.
// Stored properties with Apple's documented defaults stand in for the real rendering.

@_exported import CoreGraphics

/// https://developer.apple.com/documentation/quartzcore/calayer — iOS 2.0+
open class CALayer {
  public init() {}

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
}

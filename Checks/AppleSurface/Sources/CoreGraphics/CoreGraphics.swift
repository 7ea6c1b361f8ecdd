// A stub of Apple's CoreGraphics: only what LiveryUIKit calls, transcribed from Apple's
// documentation (the page is named above each declaration, with the availability it gives).
// Built only by Scripts/check-apple-surface.sh on Linux; never shipped, never linked by an app.
// CGFloat, CGPoint, CGSize and CGRect come from Foundation, as on Linux they do.

@_exported import Foundation

/// https://developer.apple.com/documentation/coregraphics/cgcolor — iOS 2.0+
/// (A colour's components, as LiveryUIKit's checks read them back.)
public final class CGColor: @unchecked Sendable {
  // @unchecked: immutable after init, as Apple documents CGColor (a thread-safe, immutable type).
  public let components: [CGFloat]?

  /// https://developer.apple.com/documentation/coregraphics/cgcolor/init(red:green:blue:alpha:) — iOS 13.0+
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  /// https://developer.apple.com/documentation/coregraphics/cgcolor/alpha — iOS 2.0+
  public var alpha: CGFloat { components?.last ?? 1 }
}

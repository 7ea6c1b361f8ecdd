// A stub of UIKit's colours: only what LiveryUIKit calls, transcribed from Apple's documentation
// (the page is named above each declaration, with the availability it gives). A dynamic colour
// resolves from the trait collection it is given, as Apple documents.

/// https://developer.apple.com/documentation/uikit/uicolor — iOS 2.0+
/// (Immutable; Sendable in the SDK.)
open class UIColor: NSObject, @unchecked Sendable {
  // @unchecked: immutable after init.
  private let rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?
  private let provider: (@Sendable (UITraitCollection) -> UIColor)?

  /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:) — iOS 2.0+
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    rgba = (red, green, blue, alpha)
    provider = nil
  }

  /// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:) — iOS 13.0+
  /// (Declared there as `@escaping (UITraitCollection) -> UIColor`; the stub asks for a
  /// `@Sendable` block, the stricter of the two, so the adapter passes one that is.)
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    rgba = nil
    provider = dynamicProvider
  }

  /// https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:) — iOS 13.0+
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
  }

  /// https://developer.apple.com/documentation/uikit/uicolor/cgcolor — iOS 2.0+
  /// (A dynamic colour gives the current traits' colour; the stub's current traits are all
  /// unspecified.)
  open var cgColor: CGColor {
    let resolved = resolvedColor(with: UITraitCollection())
    let (red, green, blue, alpha) = resolved.rgba ?? (0, 0, 0, 1)
    return CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:) — iOS 5.0+
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard let rgba = resolvedColor(with: UITraitCollection()).rgba else { return false }
    red?.pointee = rgba.red
    green?.pointee = rgba.green
    blue?.pointee = rgba.blue
    alpha?.pointee = rgba.alpha
    return true
  }
}

// A stub of UIKit's images and image drawing: only what LiveryUIKit calls, transcribed from
// Apple's documentation (the page is named above each declaration, with the availability it
// gives). The stub decodes nothing: an image keeps its bytes, and data that is not PNG or JPEG
// (SVG, for one) gives nil, as UIImage(data:) does.

/// https://developer.apple.com/documentation/uikit/uiimage — iOS 2.0+
/// (Immutable; Sendable in the SDK.)
open class UIImage: NSObject, @unchecked Sendable {
  // @unchecked: immutable after init.
  /// Stub-only: where the image came from (the name, or the bytes' first byte), for the tests.
  public let stubOrigin: String
  /// https://developer.apple.com/documentation/uikit/uiimage/size — iOS 2.0+
  public let size: CGSize

  /// https://developer.apple.com/documentation/uikit/uiimage/imageasset — iOS 8.0+
  public let imageAsset: UIImageAsset?

  init(stubOrigin: String, size: CGSize, asset: UIImageAsset? = nil) {
    self.stubOrigin = stubOrigin
    self.size = size
    imageAsset = asset
  }

  /// Stub-only: the variant UIKit shows for `traits` (the image itself when it has no asset).
  public func resolved(for traits: UITraitCollection) -> UIImage {
    imageAsset?.resolve(traits) ?? self
  }

  /// Stub-only: the images the app's asset catalog has.
  nonisolated(unsafe) public static var stubAssetNames: Set<String> = []

  /// https://developer.apple.com/documentation/uikit/uiimage/init(named:) — iOS 2.0+
  /// (the app's asset catalog and main bundle; nil when there is no such image)
  public convenience init?(named name: String) {
    guard Self.stubAssetNames.contains(name) else { return nil }
    self.init(stubOrigin: "asset:" + name, size: CGSize(width: 1, height: 1))
  }

  /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:) — iOS 13.0+
  public convenience init?(systemName name: String) {
    self.init(stubOrigin: "system:" + name, size: CGSize(width: 17, height: 17))
  }

  /// https://developer.apple.com/documentation/uikit/uiimage/init(data:) — iOS 2.0+
  /// (nil when UIKit cannot decode the data: the stub takes PNG and JPEG)
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// https://developer.apple.com/documentation/uikit/uiimage/init(data:scale:) — iOS 6.0+
  /// (the size in points is the pixels' divided by the scale; the stub's pixels: 1 × 1)
  public convenience init?(data: Data, scale: CGFloat) {
    let bytes = [UInt8](data)
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) || bytes.starts(with: [0xFF, 0xD8, 0xFF])
    else { return nil }
    self.init(
      stubOrigin: "data:\(bytes.count) bytes@\(scale)x",
      size: CGSize(width: 1 / scale, height: 1 / scale))
  }

  /// https://developer.apple.com/documentation/uikit/uiimage/draw(in:) — iOS 2.0+
  open func draw(in rect: CGRect) {
    UIGraphicsImageRendererContext.current?.drawn.append(stubOrigin)
  }
}

/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer — iOS 10.0+
open class UIGraphicsImageRenderer {
  private let size: CGSize

  /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(size:) — iOS 10.0+
  public init(size: CGSize) {
    self.size = size
  }

  /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:) — iOS 10.0+
  /// (The stub's image records what was drawn: "fill:<colour>" and the images drawn.)
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = UIGraphicsImageRendererContext()
    UIGraphicsImageRendererContext.current = context
    actions(context)
    UIGraphicsImageRendererContext.current = nil
    return UIImage(stubOrigin: "drawn:" + context.drawn.joined(separator: ","), size: size)
  }
}

/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext — iOS 10.0+
open class UIGraphicsImageRendererContext {
  var drawn: [String] = []
  var fillColor: UIColor?
  nonisolated(unsafe) static var current: UIGraphicsImageRendererContext?

  /// https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/fill(_:) — iOS 10.0+
  open func fill(_ rect: CGRect) {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    _ = fillColor?.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    drawn.append("fill:\(red),\(green),\(blue),\(alpha)")
  }
}

extension UIColor {
  /// https://developer.apple.com/documentation/uikit/uicolor/setfill() — iOS 2.0+
  /// (the colour of the current drawing context's fills)
  public func setFill() {
    UIGraphicsImageRendererContext.current?.fillColor = self
  }
}

/// https://developer.apple.com/documentation/uikit/uiimageasset — iOS 8.0+
/// (An image with variants for trait collections; the stub's image names each variant and the
/// traits it is for, and `resolved(for:)` stands in for UIKit's choice at display.)
open class UIImageAsset: NSObject {
  var variants: [(UITraitCollection, UIImage)] = []

  public override init() {}

  /// https://developer.apple.com/documentation/uikit/uiimageasset/register(_:with:) — iOS 8.0+
  open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
    variants.append((traitCollection, image))
  }

  /// https://developer.apple.com/documentation/uikit/uiimageasset/image(with:) — iOS 8.0+
  /// (the variant for the traits; the image keeps its asset, so UIKit shows the variant for the
  /// traits it is displayed with)
  open func image(with traitCollection: UITraitCollection) -> UIImage {
    let image = resolve(traitCollection)
    return UIImage(stubOrigin: image.stubOrigin, size: image.size, asset: self)
  }

  func resolve(_ traits: UITraitCollection) -> UIImage {
    variants.first { $0.0.userInterfaceStyle == traits.userInterfaceStyle }?.1
      ?? variants.first?.1 ?? UIImage(stubOrigin: "empty", size: .zero)
  }
}

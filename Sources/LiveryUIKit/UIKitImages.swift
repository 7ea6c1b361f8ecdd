// iOS and Mac Catalyst (tvOS has no UISlider, UISwitch, UIStepper or UIToolbar; visionOS delivers
// traits otherwise: neither is supported yet); the Apple surface check compiles it on Linux.
#if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
import Foundation
package import LiveryCore
package import LiveryRuntime
package import UIKit

extension UIImage {
  /// The image a theme names, found by the rules every adapter shares (`ThemeImages`: inline
  /// bytes, local files, the theme's assets folder; nothing remote, nothing over the pixel
  /// limit), then — for a name — in the app's asset catalog; drawn at the theme's size when it
  /// gives one. Throws a notice saying why when there is nothing to show.
  @MainActor
  package static func livery(_ source: ImageSource, images: ThemeImages) throws(ApplierNotice)
    -> UIImage
  {
    let found: UIImage
    switch images.find(source) {
    case let .bytes(bytes, type, scale):
      guard let decoded = UIImage(data: Data(bytes), scale: CGFloat(scale)) else {
        throw ApplierNotice(
          type == "image/svg+xml"
            ? "UIKit does not decode SVG images; give a PNG or PDF asset"
            : "the image's bytes could not be decoded")
      }
      found = decoded
    case .dataURL(let url):
      guard let bytes = ThemeImages.bytes(ofDataURL: url), let decoded = UIImage(data: Data(bytes))
      else { throw ApplierNotice("the data: URL's image could not be decoded") }
      found = decoded
    case .solidColor(let color):
      found = livery(solid: color)
    case let .unavailable(_, reason):
      // A name the theme's folder does not have may be an asset of the app's own.
      guard case .named(let name) = source.origin, let asset = UIImage(named: name) else {
        throw ApplierNotice(
          source.origin.isNamed ? "\(reason), nor in the app's asset catalog" : reason)
      }
      found = asset
    }
    guard let size = source.size else { return found }
    let target = CGSize(width: size.width, height: size.height)
    return UIGraphicsImageRenderer(size: target).image { _ in
      found.draw(in: CGRect(origin: .zero, size: target))
    }
  }

  /// The image for each colour scheme: one image, or an image asset's variants when they differ.
  @MainActor
  static func livery(_ source: Adaptive<ImageSource>, images: ThemeImages) throws(ApplierNotice)
    -> UIImage
  {
    let light = try livery(source.light, images: images)
    guard source.light != source.dark else { return light }
    return variants(light: light, dark: try livery(source.dark, images: images))
  }

  /// One image with a light and a dark variant (an image asset's), so UIKit shows the scheme's
  /// own; the asset is kept with the image (UIKit is reported to hold an image's asset weakly).
  @MainActor
  static func variants(light: UIImage, dark: UIImage) -> UIImage {
    let asset = UIImageAsset()
    asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
    asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
    let image = asset.image(with: UITraitCollection(userInterfaceStyle: .light))
    keptAssets.set(asset, on: image)
    return image
  }

  /// A 1×1 picture of `color`, which UIKit stretches (NUI's images of a colour).
  @MainActor
  static func livery(solid color: RGBAColor) -> UIImage {
    let pixel = CGSize(width: 1, height: 1)
    return UIGraphicsImageRenderer(size: pixel).image { context in
      UIColor(livery: color).setFill()
      context.fill(CGRect(origin: .zero, size: pixel))
    }
  }
}

extension UIImage {
  /// A picture of `gradient` (32 × 32 points, which UIKit stretches over a bar), one per colour
  /// scheme when they differ.
  @MainActor
  static func livery(_ gradient: Adaptive<ColorGradient>) -> UIImage {
    livery(
      paint: Adaptive(
        light: .gradient(gradient.light), dark: .gradient(gradient.dark),
        lightHighContrast: .gradient(gradient.lightHighContrast),
        darkHighContrast: .gradient(gradient.darkHighContrast)))
  }

  /// A picture of `paint` — a colour's 1 × 1, a gradient's 32 × 32, stretched by UIKit — with a
  /// variant per colour scheme when they differ.
  @MainActor
  static func livery(paint: Adaptive<Paint>) -> UIImage {
    let light = picture(of: paint.light)
    guard paint.light != paint.dark else { return light }
    return variants(light: light, dark: picture(of: paint.dark))
  }

  /// The paint drawn: a colour filling one point, a gradient cell by cell (colours sampled at
  /// each cell's centre).
  @MainActor
  private static func picture(of paint: Paint) -> UIImage {
    guard case .gradient(let gradient) = paint else {
      guard case .color(let color) = paint else { return livery(solid: .transparent) }
      return livery(solid: color)
    }
    let cells = 32
    let size = CGSize(width: cells, height: cells)
    return UIGraphicsImageRenderer(size: size).image { context in
      for row in 0..<cells {
        for column in 0..<cells {
          let position = gradient.position(
            x: (Double(column) + 0.5) / Double(cells), y: (Double(row) + 0.5) / Double(cells))
          UIColor(livery: gradient.color(at: position)).setFill()
          context.fill(CGRect(x: column, y: row, width: 1, height: 1))
        }
      }
    }
  }
}

/// The image assets of Livery's pictures, kept with each picture.
private let keptAssets = Associated<UIImageAsset>()

extension ImageSource.Origin {
  fileprivate var isNamed: Bool {
    if case .named = self { return true }
    return false
  }
}
#endif

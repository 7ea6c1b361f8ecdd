import Foundation
public import LiveryCore
public import LiveryRuntime

/// Turns theme images into something a page can show without reaching outside the machine: what
/// ``ThemeImages`` finds (inline bytes, local files, named assets in an assets folder — a remote
/// bundle's files: `BundleUpdater.filesFolder`) becomes a `data:` URL; what it does not (remote
/// URLs, icon-font glyphs, an image whose header declares more than `ImageHeader.maximumPixels`)
/// gets a labelled placeholder and a notice saying why.
public struct HTMLImages: Sendable {
  /// Where images are found, and which are refused.
  public var files: ThemeImages
  /// Where named assets are looked up; `nil`: nowhere.
  public var assetsDirectory: String? {
    get { files.assetsDirectory }
    set { files.assetsDirectory = newValue }
  }
  /// Whether `file://` URLs are read.
  public var readsFileURLs: Bool {
    get { files.readsFileURLs }
    set { files.readsFileURLs = newValue }
  }

  /// Files larger than this are not embedded (``ThemeImages/maximumBytes``).
  public static let maximumBytes = ThemeImages.maximumBytes

  public init(assetsDirectory: String? = nil, readsFileURLs: Bool = true) {
    files = ThemeImages(assetsDirectory: assetsDirectory, readsFileURLs: readsFileURLs)
  }

  /// How an image is shown.
  public enum Shown: Sendable, Equatable {
    /// A `data:` URL with the image's bytes.
    case embedded(String)
    /// A placeholder with this label, and why the image itself is not shown.
    case placeholder(label: String, reason: String)
  }

  /// How `image` is shown.
  public func show(_ image: ImageSource) -> Shown {
    switch files.find(image) {
    case let .bytes(bytes, type, _): return .embedded(Self.dataURL(bytes, type: type))
    case .dataURL(let url): return .embedded(url)
    case .solidColor(let color):
      // A 1×1 picture of the colour, stretched as UIKit stretches NUI's 1×1 images.
      let svg =
        "<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'><rect width='1' height='1' fill='\(color.hexRGBA)'/></svg>"
      return .embedded(Self.dataURL(Array(svg.utf8), type: "image/svg+xml"))
    case let .unavailable(label, reason): return .placeholder(label: label, reason: reason)
    }
  }

  static func dataURL(_ bytes: [UInt8], type: String) -> String {
    "data:\(type);base64," + Data(bytes).base64EncodedString()
  }
}

import Foundation
public import LiveryCore

/// Turns theme images into something a page can show without reaching outside the machine:
/// inline bytes and local files become `data:` URLs; named assets are looked up in an assets
/// folder (a remote bundle's files: `BundleUpdater.filesFolder`); remote URLs and icon-font glyphs
/// are not fetched — they get a labelled placeholder and a notice saying why, as does an image
/// whose header declares more than `ImageHeader.maximumPixels`.
public struct HTMLImages: Sendable {
  /// Where named assets (`MAFUIComponents.bundle/x.png`, `logo`) are looked up; `nil`: nowhere.
  /// A name never leads out of it (`..`, an absolute path).
  public var assetsDirectory: String?
  /// Whether `file://` URLs are read. Off for themes from elsewhere (a remote bundle), whose
  /// images must come from their own files.
  public var readsFileURLs: Bool
  /// Files larger than this are not embedded.
  public static let maximumBytes = 4 << 20

  public init(assetsDirectory: String? = nil, readsFileURLs: Bool = true) {
    self.assetsDirectory = assetsDirectory
    self.readsFileURLs = readsFileURLs
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
    switch image.origin {
    case .data(let bytes):
      guard let type = Self.mediaType(of: bytes) else {
        return .placeholder(
          label: "image", reason: "the inline image is not PNG, JPEG, GIF, WebP or SVG")
      }
      if let refusal = Self.refusal(bytes, type: type) {
        return .placeholder(label: "image", reason: "the inline image \(refusal)")
      }
      return .embedded(Self.dataURL(bytes, type: type))
    case .url(let url):
      if url.lowercased().hasPrefix("data:") {
        // Checked as inline bytes are: the header's size before any browser decodes it.
        if let comma = url.firstIndex(of: ","), url[..<comma].lowercased().hasSuffix(";base64"),
          let refusal = Self.refusal(base64: url[url.index(after: comma)...])
        {
          return .placeholder(label: "image", reason: "the data: URL's image \(refusal)")
        }
        return .embedded(url)
      }
      if url.lowercased().hasPrefix("file://") {
        guard readsFileURLs else {
          return .placeholder(
            label: url, reason: "\(url) is not read: this theme's images come from its own files")
        }
        let path = URL(string: url)?.path ?? String(url.dropFirst(7))
        return file(path, label: url)
      }
      return .placeholder(
        label: url,
        reason:
          "remote image \(url) is not fetched: rendered pages embed nothing from outside the machine"
      )
    case .named(let name):
      guard let assetsDirectory else {
        return .placeholder(
          label: name, reason: "named image '\(name)' is not shown: no assets folder was given")
      }
      let segments = name.split(separator: "/", omittingEmptySubsequences: false)
      guard !name.hasPrefix("/"), !name.contains("\\"),
        !segments.contains(where: { $0 == ".." || $0 == "." })
      else {
        return .placeholder(
          label: name,
          reason: "named image '\(name)' leads out of the assets folder; it is not read")
      }
      let base = (assetsDirectory as NSString).appendingPathComponent(name)
      for candidate in [base]
        + ["png", "jpg", "jpeg", "gif", "webp", "svg"].flatMap({
          ["\(base).\($0)", "\(base)@2x.\($0)"]
        })
      {
        if FileManager.default.fileExists(atPath: candidate) { return file(candidate, label: name) }
      }
      return .placeholder(
        label: name, reason: "named image '\(name)' is not in the assets folder \(assetsDirectory)")
    case let .glyph(name, _, _):
      return .placeholder(
        label: name,
        reason:
          "icon-font glyph '\(name)' is shown as a labelled placeholder (the font is not embedded)")
    case .solidColor(let color):
      // A 1×1 picture of the colour, stretched as UIKit stretches NUI's 1×1 images.
      let svg =
        "<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'><rect width='1' height='1' fill='\(color.hexRGBA)'/></svg>"
      return .embedded(Self.dataURL(Array(svg.utf8), type: "image/svg+xml"))
    }
  }

  private func file(_ path: String, label: String) -> Shown {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = attributes[.size] as? Int, size <= Self.maximumBytes,
      let data = FileManager.default.contents(atPath: path)
    else {
      return .placeholder(
        label: label,
        reason: "image file \(path) cannot be read (or is over \(Self.maximumBytes >> 20) MB)")
    }
    let bytes = [UInt8](data)
    guard let type = Self.mediaType(of: bytes) else {
      return .placeholder(
        label: label, reason: "image file \(path) is not PNG, JPEG, GIF, WebP or SVG")
    }
    // A small file may declare an enormous picture: the browser would try to decode it.
    if let refusal = Self.refusal(bytes, type: type) {
      return .placeholder(label: label, reason: "image file \(path) \(refusal)")
    }
    return .embedded(Self.dataURL(bytes, type: type))
  }

  /// Why a raster image is not handed to a decoder: its header declares too many pixels, or no
  /// size can be read from it. SVG declares none and is not refused here.
  static func refusal(_ bytes: [UInt8], type: String) -> String? {
    if let refusal = ImageHeader.refusal(bytes) { return refusal }
    if type != "image/svg+xml", ImageHeader.declaredSize(of: bytes) == nil {
      return "has a header whose pixel size cannot be read"
    }
    return nil
  }

  /// `refusal` for base64 text, decoding only its first 64 KiB when the header is found there (this
  /// runs on every apply of a `data:` image; a JPEG's frame header may come after its metadata).
  static func refusal(base64 text: Substring) -> String? {
    let prefixLength = 64 << 10
    let characters = prefixLength / 3 * 4
    if text.count > characters, let head = Data(base64Encoded: String(text.prefix(characters))),
      let type = mediaType(of: [UInt8](head)), ImageHeader.declaredSize(of: [UInt8](head)) != nil
    {
      return refusal([UInt8](head), type: type)
    }
    guard let data = Data(base64Encoded: String(text)), let type = mediaType(of: [UInt8](data))
    else { return nil }
    return refusal([UInt8](data), type: type)
  }

  static func dataURL(_ bytes: [UInt8], type: String) -> String {
    "data:\(type);base64," + Data(bytes).base64EncodedString()
  }

  /// The media type by magic number.
  static func mediaType(of bytes: [UInt8]) -> String? {
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
    if bytes.starts(with: Array("GIF8".utf8)) { return "image/gif" }
    if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)),
      Array(bytes[8..<12]) == Array("WEBP".utf8)
    {
      return "image/webp"
    }
    let head = String(decoding: bytes.prefix(256), as: UTF8.self).trimmingCharacters(
      in: .whitespacesAndNewlines)
    if head.hasPrefix("<svg") || (head.hasPrefix("<?xml") && head.contains("<svg")) {
      return "image/svg+xml"
    }
    return nil
  }
}

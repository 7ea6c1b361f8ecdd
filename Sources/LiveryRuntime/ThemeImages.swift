import Foundation
public import LiveryCore

/// Finds a theme's images on this machine without reaching outside it, with the same rules for
/// every adapter (the HTML adapter embeds what it finds, UIKit decodes it): inline bytes and
/// `data:` URLs are taken as they are; local files are read (not a remote bundle's `file://`
/// URLs, whose images must come from its own files); named assets are looked up in an assets
/// folder and never lead out of it; remote URLs and icon-font glyphs are not fetched. Raster
/// images whose header declares more than ``ImageHeader/maximumPixels``, and files over
/// ``maximumBytes``, are refused before any decoder sees them (remote-bundles.md §7 case 48).
public struct ThemeImages: Sendable {
  /// Where named assets (`MAFUIComponents.bundle/x.png`, `logo`) are looked up; `nil`: nowhere.
  /// A name never leads out of it (`..`, an absolute path).
  public var assetsDirectory: String?
  /// Whether `file://` URLs are read. Off for themes from elsewhere (a remote bundle), whose
  /// images must come from their own files.
  public var readsFileURLs: Bool
  /// Files larger than this are not read.
  public static let maximumBytes = 4 << 20

  public init(assetsDirectory: String? = nil, readsFileURLs: Bool = true) {
    self.assetsDirectory = assetsDirectory
    self.readsFileURLs = readsFileURLs
  }

  /// What was found for an image.
  public enum Found: Sendable, Equatable {
    /// The image's bytes (PNG, JPEG, GIF, WebP or SVG, by `mediaType`), checked, and its scale:
    /// pixels per point (2 for a file named `…@2x.png`).
    case bytes([UInt8], mediaType: String, scale: Double)
    /// A `data:` URL as the theme wrote it, its header checked (``bytes(ofDataURL:)`` decodes it).
    case dataURL(String)
    /// One colour, stretched over the image's area (NUI's 1×1 images).
    case solidColor(RGBAColor)
    /// Nothing to show: a label for a placeholder and why.
    case unavailable(label: String, reason: String)
  }

  /// What there is to show for `image`.
  public func find(_ image: ImageSource) -> Found {
    switch image.origin {
    case .data(let bytes):
      guard let type = Self.mediaType(of: bytes) else {
        return .unavailable(
          label: "image", reason: "the inline image is not PNG, JPEG, GIF, WebP or SVG")
      }
      if let refusal = Self.refusal(bytes, type: type) {
        return .unavailable(label: "image", reason: "the inline image \(refusal)")
      }
      return .bytes(bytes, mediaType: type, scale: 1)
    case .url(let url):
      if url.lowercased().hasPrefix("data:") {
        // Checked as inline bytes are: the header's size before any decoder sees it.
        if let comma = url.firstIndex(of: ","), url[..<comma].lowercased().hasSuffix(";base64"),
          let refusal = Self.refusal(base64: url[url.index(after: comma)...])
        {
          return .unavailable(label: "image", reason: "the data: URL's image \(refusal)")
        }
        return .dataURL(url)
      }
      if url.lowercased().hasPrefix("file://") {
        guard readsFileURLs else {
          return .unavailable(
            label: url, reason: "\(url) is not read: this theme's images come from its own files")
        }
        let path = URL(string: url)?.path ?? String(url.dropFirst(7))
        return file(path, label: url)
      }
      return .unavailable(
        label: url,
        reason: "remote image \(url) is not fetched: themes show nothing from outside the machine")
    case .named(let name):
      guard let assetsDirectory else {
        return .unavailable(
          label: name, reason: "named image '\(name)' is not shown: no assets folder was given")
      }
      let segments = name.split(separator: "/", omittingEmptySubsequences: false)
      guard !name.hasPrefix("/"), !name.contains("\\"),
        !segments.contains(where: { $0 == ".." || $0 == "." })
      else {
        return .unavailable(
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
      return .unavailable(
        label: name, reason: "named image '\(name)' is not in the assets folder \(assetsDirectory)")
    case let .glyph(name, _, _):
      return .unavailable(
        label: name,
        reason:
          "icon-font glyph '\(name)' is shown as a labelled placeholder (the font is not embedded)")
    case .solidColor(let color):
      return .solidColor(color)
    }
  }

  private func file(_ path: String, label: String) -> Found {
    // The size of what is read: a link's target, not the link.
    let path = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = attributes[.size] as? Int, size <= Self.maximumBytes,
      let data = FileManager.default.contents(atPath: path)
    else {
      return .unavailable(
        label: label,
        reason: "image file \(path) cannot be read (or is over \(Self.maximumBytes >> 20) MB)")
    }
    let bytes = [UInt8](data)
    guard let type = Self.mediaType(of: bytes) else {
      return .unavailable(
        label: label, reason: "image file \(path) is not PNG, JPEG, GIF, WebP or SVG")
    }
    // A small file may declare an enormous picture: a decoder would try to allocate it.
    if let refusal = Self.refusal(bytes, type: type) {
      return .unavailable(label: label, reason: "image file \(path) \(refusal)")
    }
    return .bytes(bytes, mediaType: type, scale: Self.scale(ofFile: path))
  }

  /// Pixels per point a file's name says (`logo@2x.png`: 2; `@1x` to `@3x`), else 1.
  static func scale(ofFile path: String) -> Double {
    let name = (path as NSString).lastPathComponent
    for scale in [2, 3] where name.contains("@\(scale)x.") { return Double(scale) }
    return 1
  }

  /// The bytes of a base64 `data:` URL (`nil` for another kind, or text that is not base64).
  public static func bytes(ofDataURL url: String) -> [UInt8]? {
    guard let comma = url.firstIndex(of: ","), url[..<comma].lowercased().hasSuffix(";base64"),
      let data = Data(base64Encoded: String(url[url.index(after: comma)...]))
    else { return nil }
    return [UInt8](data)
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

  /// The media type by magic number.
  public static func mediaType(of bytes: [UInt8]) -> String? {
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

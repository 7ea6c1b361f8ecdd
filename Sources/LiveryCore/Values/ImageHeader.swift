/// What an image file says about itself before anything decodes it: the pixel size in its header
/// (PNG, GIF, JPEG, WebP). A 40 KB PNG may declare 50,000 × 50,000 pixels — 10 GB once decoded —
/// so adapters check ``ImageHeader/maximumPixels`` before handing bytes to a decoder
/// (remote-bundles.md §7 case 48).
public enum ImageHeader {
  /// The most pixels an adapter decodes: 25 million (5,000 × 5,000; 100 MB as RGBA).
  public static let maximumPixels = 25_000_000

  /// The width and height the header declares, or `nil` when the bytes are no PNG, GIF, JPEG or
  /// WebP header (SVG declares no pixel size).
  public static func declaredSize(of bytes: [UInt8]) -> (width: Int, height: Int)? {
    func bigEndian(_ offset: Int, _ count: Int) -> Int? {
      guard offset >= 0, offset + count <= bytes.count else { return nil }
      return bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
    func littleEndian(_ offset: Int, _ count: Int) -> Int? {
      guard offset >= 0, offset + count <= bytes.count else { return nil }
      return bytes[offset..<offset + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
    // PNG: the signature, then the IHDR chunk's width and height.
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      guard let width = bigEndian(16, 4), let height = bigEndian(20, 4) else { return nil }
      return (width, height)
    }
    // GIF: the logical screen.
    if bytes.starts(with: Array("GIF8".utf8)) {
      guard let width = littleEndian(6, 2), let height = littleEndian(8, 2) else { return nil }
      return (width, height)
    }
    // JPEG: the first start-of-frame marker, found by walking the segments.
    if bytes.starts(with: [0xFF, 0xD8]) {
      var offset = 2
      while offset + 4 <= bytes.count {
        guard bytes[offset] == 0xFF else {
          offset += 1  // stray bytes between segments, which decoders skip
          continue
        }
        let marker = bytes[offset + 1]
        if marker == 0xFF {
          offset += 1  // fill byte
          continue
        }
        if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
          guard let height = bigEndian(offset + 5, 2), let width = bigEndian(offset + 7, 2) else {
            return nil
          }
          return (width, height)
        }
        guard let length = bigEndian(offset + 2, 2), length >= 2 else { return nil }
        offset += 2 + length
      }
      return nil
    }
    // WebP: RIFF, then a VP8, VP8L or VP8X chunk.
    if bytes.count >= 30, bytes.starts(with: Array("RIFF".utf8)),
      Array(bytes[8..<12]) == Array("WEBP".utf8)
    {
      switch String(decoding: bytes[12..<16], as: UTF8.self) {
      case "VP8 ":
        guard let width = littleEndian(26, 2), let height = littleEndian(28, 2) else { return nil }
        return (width & 0x3FFF, height & 0x3FFF)
      case "VP8L":
        let b = bytes[21..<25].map(Int.init)
        return (1 + (b[0] | (b[1] & 0x3F) << 8), 1 + (b[1] >> 6 | b[2] << 2 | (b[3] & 0x0F) << 10))
      case "VP8X":
        guard let width = littleEndian(24, 3), let height = littleEndian(27, 3) else { return nil }
        return (width + 1, height + 1)
      default: return nil
      }
    }
    return nil
  }

  /// Why `bytes` must not be decoded, or `nil`: a header declaring more than `maximumPixels`.
  public static func refusal(_ bytes: [UInt8], maximumPixels: Int = maximumPixels) -> String? {
    guard let size = declaredSize(of: bytes) else { return nil }
    let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
    guard overflow || pixels > maximumPixels else { return nil }
    return
      "declares \(size.width) × \(size.height) pixels, more than the \(maximumPixels) decoded at most"
  }
}

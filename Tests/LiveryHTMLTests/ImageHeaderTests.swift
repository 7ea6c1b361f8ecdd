import Foundation
import LiveryCore
import LiveryHTML
import Testing

/// Pixel sizes read from image headers, and the limit that keeps a small file declaring a huge
/// picture away from the decoder (remote-bundles.md §7 case 48).
@Suite struct ImageHeaderTests {
  static func bigEndian(_ value: Int, _ count: Int) -> [UInt8] {
    (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }
  static func littleEndian(_ value: Int, _ count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }

  /// A PNG signature and IHDR declaring `width` × `height`, padded to `length` bytes.
  static func png(_ width: Int, _ height: Int, length: Int = 64) -> [UInt8] {
    var bytes: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13, 4) + Array("IHDR".utf8)
    bytes += bigEndian(width, 4) + bigEndian(height, 4) + [8, 6, 0, 0, 0]
    return bytes + [UInt8](repeating: 0, count: max(0, length - bytes.count))
  }

  @Test func headersDeclareTheirSize() {
    #expect(
      ImageHeader.declaredSize(of: Self.png(640, 480)).map { [$0.width, $0.height] } == [640, 480])
    let gif =
      Array("GIF89a".utf8) + Self.littleEndian(320, 2) + Self.littleEndian(200, 2) + [0, 0, 0]
    #expect(ImageHeader.declaredSize(of: gif).map { [$0.width, $0.height] } == [320, 200])
    // JPEG: an APP0 segment, then SOF0 with height 1080 and width 1920.
    let jpeg: [UInt8] =
      [0xFF, 0xD8, 0xFF, 0xE0] + Self.bigEndian(16, 2) + [UInt8](repeating: 0, count: 14)
      + [0xFF, 0xC0] + Self.bigEndian(17, 2) + [8] + Self.bigEndian(1080, 2)
      + Self.bigEndian(1920, 2) + [3]
    #expect(ImageHeader.declaredSize(of: jpeg).map { [$0.width, $0.height] } == [1920, 1080])
    var webp =
      Array("RIFF".utf8) + Self.littleEndian(30, 4) + Array("WEBPVP8X".utf8)
      + Self.littleEndian(10, 4) + [0, 0, 0, 0]
    webp += Self.littleEndian(99, 3) + Self.littleEndian(49, 3)
    #expect(ImageHeader.declaredSize(of: webp).map { [$0.width, $0.height] } == [100, 50])
    #expect(
      ImageHeader.declaredSize(of: Array("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8)) == nil)
    // cut short: no size, no crash
    #expect(ImageHeader.declaredSize(of: [0xFF, 0xD8, 0xFF]) == nil)
  }

  @Test func case48_aSmallFileDeclaringAHugePictureIsNotShown() {
    let bomb = Self.png(50_000, 50_000, length: 40_000)
    #expect(ImageHeader.refusal(bomb)?.contains("50000 × 50000") == true)
    guard case .placeholder(_, let reason) = HTMLImages().show(.data(bomb)) else {
      Issue.record("the image was embedded")
      return
    }
    #expect(reason.contains("more than the 25000000 decoded at most"))
    #expect(ImageHeader.refusal(Self.png(5000, 5000)) == nil)
    // As data: URLs too, small (decoded whole) and large (only the head is decoded).
    for length in [40_000, 200_000] {
      let url =
        "data:image/png;base64,"
        + Data(Self.png(50_000, 50_000, length: length)).base64EncodedString()
      guard case .placeholder(_, let reason) = HTMLImages().show(.url(url)) else {
        Issue.record("the \(length)-byte data: URL was embedded")
        continue
      }
      #expect(reason.contains("declares 50000 × 50000 pixels"))
    }
    #expect(ImageHeader.refusal(Self.png(Int(UInt32.max), Int(UInt32.max))) != nil)  // no overflow
    guard case .embedded = HTMLImages().show(.data(Self.png(64, 64))) else {
      Issue.record("a small image was not embedded")
      return
    }
  }
}

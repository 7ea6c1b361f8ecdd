import Foundation
import LiveryCore
import LiveryRuntime
import Testing

/// The image rules every adapter shares.
@Suite struct ThemeImagesTests {
  /// A 1×1 PNG.
  static let png = [UInt8](
    Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
    )!)

  @Test func aNamedImageIsFoundInTheAssetsFolderWithTheScaleItsNameSays() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "livery-images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.png).write(to: folder.appendingPathComponent("logo@2x.png"))
    try Data(Self.png).write(to: folder.appendingPathComponent("plain.png"))
    let images = ThemeImages(assetsDirectory: folder.path)
    #expect(images.find(.named("logo")) == .bytes(Self.png, mediaType: "image/png", scale: 2))
    #expect(images.find(.named("plain")) == .bytes(Self.png, mediaType: "image/png", scale: 1))
    // A name never leads out of the folder.
    guard case .unavailable(_, let reason) = images.find(.named("../logo")) else {
      Issue.record("a name leading out of the folder was read")
      return
    }
    #expect(reason.contains("leads out of the assets folder"))
  }

  @Test func aLinkIsMeasuredByWhatItPointsTo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "livery-images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A file over the limit behind a small link is still over the limit.
    let big = folder.appendingPathComponent("big.png")
    try Data(Self.png + [UInt8](repeating: 0, count: ThemeImages.maximumBytes)).write(to: big)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("link.png"), withDestinationURL: big)
    let found = ThemeImages(assetsDirectory: folder.path).find(.named("link"))
    guard case .unavailable(_, let reason) = found else {
      Issue.record("an image over the limit was read through a link: \(found)")
      return
    }
    #expect(reason.contains("over 4 MB"))
  }

  @Test func aDataURLsBytesAreDecoded() {
    let url = "data:image/png;base64," + Data(Self.png).base64EncodedString()
    #expect(ThemeImages.bytes(ofDataURL: url) == Self.png)
    #expect(ThemeImages.bytes(ofDataURL: "data:image/png,plain") == nil)
  }
}

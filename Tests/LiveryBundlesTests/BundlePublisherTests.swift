import Foundation
import LiveryBundles
import LiveryCore
import LiveryTestSupport
import Testing

/// `BundlePublisher` is what `livery bundle` does, as a library: the CLI only parses arguments.
@Suite struct BundlePublisherTests {
  static func request(_ text: String, version: Int, key: BundleSigningKey)
    -> BundlePublisher.Request
  {
    BundlePublisher.Request(
      contents: .init(
        files: [("Brand.nss", Array(text.utf8))], layer: [.init(path: "Brand.nss")]),
      version: version, manifestKey: key)
  }

  @Test func theFirstBundleWritesRootOneThenVersionsOnlyGoUp() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let key = BundleSigningKey()
    let publisher = BundlePublisher(repository: BundleRepository(folder: folder))
    let report = try publisher.publish(
      Self.request("Button { background-color: #ff0000; }", version: 1, key: key))
    #expect(report.manifest.version == 1)
    #expect(report.written.count == 2 && report.written[0].contains("roots/1.root.json"))
    #expect(FileManager.default.fileExists(atPath: folder + "/roots/1.root.json"))
    #expect(
      try BundleRepository(folder: folder).latestRoot()?.manifestRole.keyIDs == [
        key.publicKey.keyID
      ])
    #expect(throws: BundlePublishingError.self) {
      try publisher.publish(
        Self.request("Button { background-color: #00ff00; }", version: 1, key: key))
    }
    // A new manifest key needs the root keys; with them, root 2 names it.
    let next = BundleSigningKey()
    do {
      _ = try publisher.publish(Self.request("Button { }", version: 2, key: next))
      Issue.record("a new manifest key without the root keys is refused")
    } catch {
      #expect(error.message.contains("is not a manifest key of root 1"), "\(error.message)")
    }
    var rotation = Self.request("Button { }", version: 2, key: next)
    rotation.rootKeys = [key]
    let rotated = try publisher.publish(rotation)
    #expect(rotated.written.first?.contains("roots/2.root.json") == true)
    #expect(
      try BundleRepository(folder: folder).latestRoot()?.manifestRole.keyIDs == [
        next.publicKey.keyID
      ])
  }

  @Test func aThemeWithErrorsIsNotPublishedAndSaysWhere() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let publisher = BundlePublisher(repository: BundleRepository(folder: folder))
    do {
      _ = try publisher.publish(
        Self.request("Button { background-color: ", version: 1, key: BundleSigningKey()))
      Issue.record("a theme with errors is refused")
    } catch {
      #expect(error.message.hasPrefix("the theme has 1 error"), "\(error.message)")
      #expect(error.diagnostics.first?.location?.path.hasSuffix("Brand.nss") == true)
    }
    #expect(!FileManager.default.fileExists(atPath: folder + "/roots"))
  }

  @Test func contentsOfFoldersAndVariants() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/Theme/.git", withIntermediateDirectories: true)
    try "a".write(toFile: folder + "/Theme/B.nss", atomically: true, encoding: .utf8)
    try "b".write(toFile: folder + "/Theme/.git/HEAD", atomically: true, encoding: .utf8)
    try "c".write(toFile: folder + "/Dark.nss", atomically: true, encoding: .utf8)
    let contents = try BundlePublisher.contents(of: [
      folder + "/Theme/", folder + "/Dark.nss@colorScheme=dark",
    ])
    #expect(contents.files.map(\.path) == ["Theme/B.nss", "Dark.nss"])
    #expect(
      contents.layer == [
        .init(path: "Theme"), .init(path: "Dark.nss", conditions: ["colorScheme": "dark"]),
      ])
    #expect(
      try BundlePublisher.contents(of: []).layer.map(\.path) == [
        "DefaultSkin.xml", "DefaultSkin-dark.xml",
      ])
    #expect(throws: BundlePublishingError.self) {
      try BundlePublisher.contents(of: [folder + "/Dark.nss", folder + "/Theme/../Dark.nss"])
    }
  }
}

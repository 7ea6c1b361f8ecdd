import Crypto
import Foundation
import LiveryBundles
import LiveryCore
import LiveryTestSupport
import Testing

/// The updater's folder across crashes and full disks (remote-bundles.md §7 cases 40, 41).
@Suite struct BundleStoreTests {
  /// The real file system, failing from its `failAt`-th changing call on (1-based) with `failure`:
  /// a crash, after which nothing more reaches the disk.
  final class FailingFileSystem: BundleFileSystem, @unchecked Sendable {
    // @unchecked: the tests call it from one thread.
    let real = LocalBundleFileSystem()
    let failAt: Int
    let failure: Diagnostic
    /// A crash stops removals too; a full disk still lets files be removed.
    let removalsFail: Bool
    var calls = 0

    init(
      failAt: Int, failure: Diagnostic = .error(.bundleStateUnwritable, "crash", at: nil),
      removalsFail: Bool = true
    ) {
      self.failAt = failAt
      self.failure = failure
      self.removalsFail = removalsFail
    }

    func step() throws(Diagnostic) {
      calls += 1
      if calls >= failAt { throw failure }
    }

    func read(_ path: String) throws(Diagnostic) -> [UInt8]? { try real.read(path) }
    func list(_ path: String) throws(Diagnostic) -> [String] { try real.list(path) }
    func write(_ bytes: [UInt8], to path: String) throws(Diagnostic) {
      try step()
      try real.write(bytes, to: path)
    }
    func createDirectory(_ path: String) throws(Diagnostic) {
      try step()
      try real.createDirectory(path)
    }
    func rename(_ source: String, to destination: String) throws(Diagnostic) {
      try step()
      try real.rename(source, to: destination)
    }
    func remove(_ path: String) throws(Diagnostic) {
      if removalsFail { try step() }
      try real.remove(path)
    }
    func syncDirectory(_ path: String) throws(Diagnostic) {
      try step()
      try real.syncDirectory(path)
    }
  }

  static let key = BundleSigningKey()

  /// A verified bundle of one theme file with `text`, at `version`.
  static func bundle(version: Int, text: String) throws -> (
    ManifestVerifier.Verified, [String: [UInt8]]
  ) {
    let bytes = Array(text.utf8)
    let manifest = BundleManifest(
      app: "app", channel: "production", version: version,
      issued: Date(timeIntervalSince1970: 1_790_000_000),
      expires: Date(timeIntervalSince1970: 1_900_000_000), layer: [.init(path: "theme/Theme.yaml")],
      files: [.init(path: "theme/Theme.yaml", sha256: hex(bytes), length: bytes.count)])
    let envelope = SignedEnvelope(
      payload: manifest.payload, type: SignedEnvelope.manifestType, signedBy: [key]
    ).encoded
    let verified = try ManifestVerifier(app: "app", channel: "production").verify(
      envelope, path: "manifest.json", root: .single(key.publicKey),
      now: Date(timeIntervalSince1970: 1_795_000_000))
    return (verified, ["theme/Theme.yaml": bytes])
  }

  static func hex(_ bytes: [UInt8]) -> String {
    SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
  }

  /// Installs and commits `bundle` over `state`: what an update cycle does on disk.
  static func update(
    _ store: BundleStore, from state: BundleState,
    to bundle: (ManifestVerifier.Verified, [String: [UInt8]])
  ) throws(Diagnostic) {
    let installed = try store.install(bundle.0, files: bundle.1)
    var next = state
    next.lastGood = state.active
    next.active = installed
    next.floor = installed.version
    try store.commit(next)
  }

  /// The active bundle of the state on disk, checked: its files hash to its manifest's.
  static func activeText(in folder: String) throws -> String? {
    let store = BundleStore(folder: folder)
    let state = try store.load()
    guard let active = state.active else { return nil }
    let contents = try #require(try store.contents(of: active))
    let envelope = try SignedEnvelope(parsing: contents.envelope, path: "manifest.json")
    let manifest = try BundleManifest(payload: envelope.payload, path: "manifest.json")
    #expect(manifest.version == active.version)
    for file in manifest.files {
      #expect(contents.files[file.path].map(hex) == file.sha256, "\(file.path) of \(active.folder)")
    }
    #expect(Set(contents.files.keys) == Set(manifest.files.map(\.path)))
    return contents.files["theme/Theme.yaml"].map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func case40_aCrashAtAnyStepLeavesTheOldOrTheNewBundleNeverAMix() throws {
    let old = try Self.bundle(version: 1, text: "old")
    let new = try Self.bundle(version: 2, text: "new")
    var k = 1
    var sawOld = false
    var sawNew = false
    while true {
      let folder = Fixtures.temporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      try Self.update(BundleStore(folder: folder), from: BundleState(), to: old)
      let failing = FailingFileSystem(failAt: k)
      let crashed: Bool
      do {
        try Self.update(
          BundleStore(folder: folder, fileSystem: failing),
          from: try BundleStore(folder: folder).load(), to: new)
        crashed = false
      } catch {
        crashed = true
      }
      // Relaunch: the state is one or the other, whole.
      let text = try Self.activeText(in: folder)
      #expect(text == "old" || text == "new", "crash at step \(k)")
      if text == "old" { sawOld = true } else { sawNew = true }
      let store = BundleStore(folder: folder)
      let state = try store.load()
      try store.collectGarbage(keeping: state)
      let left = try LocalBundleFileSystem().list(folder + "/bundles")
      #expect(
        Set(left) == Set([state.active?.folder, state.lastGood?.folder].compactMap { $0 }),
        "crash at step \(k): \(left)")
      if !crashed { break }  // every step passed: the last k ran the whole update
      k += 1
    }
    #expect(k > 5 && sawOld && sawNew, "\(k) steps")
  }

  @Test func case41_aFullDiskLeavesNothingAndSaysSo() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.update(
      BundleStore(folder: folder), from: BundleState(), to: try Self.bundle(version: 1, text: "old")
    )
    // The fourth step is the theme file's write.
    let full = FailingFileSystem(
      failAt: 4, failure: .error(.bundleDiskFull, "the disk is full", at: nil), removalsFail: false)
    let new = try Self.bundle(version: 2, text: "new")
    let state = try BundleStore(folder: folder).load()
    do {
      try Self.update(BundleStore(folder: folder, fileSystem: full), from: state, to: new)
      Issue.record("the update went through a full disk")
    } catch {
      #expect(error.code == .bundleDiskFull)
    }
    #expect(try Self.activeText(in: folder) == "old")
    // the staging folder is gone
    #expect(try LocalBundleFileSystem().list(folder + "/bundles").count == 1)
  }

  @Test func theStateReadsBackWithItsTimeFloor() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var state = BundleState(floor: 4)
    state.timeFloor = Date(timeIntervalSince1970: 1_795_000_000)
    state.etag = "\"abc\""
    state.rejected = ["00ff"]
    try BundleStore(folder: folder).commit(state)
    #expect(try BundleStore(folder: folder).load() == state)
  }

  @Test func anInstallRefusesFilesThatAreNotTheManifests() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (verified, _) = try Self.bundle(version: 1, text: "right")
    let store = BundleStore(folder: folder)
    #expect(throws: Diagnostic.self) {
      try store.install(verified, files: ["theme/Theme.yaml": Array("wrong".utf8)])
    }
    #expect(throws: Diagnostic.self) { try store.install(verified, files: [:]) }
    #expect(try LocalBundleFileSystem().list(folder + "/bundles").isEmpty)
  }

  @Test func aMissingStateStartsFromTheAppsFloor() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try BundleStore(folder: folder).load(bootstrapFloor: 7).floor == 7)
    try BundleStore(folder: folder).commit(BundleState(floor: 3))
    #expect(try BundleStore(folder: folder).load(bootstrapFloor: 7).floor == 7)
    try "{".write(toFile: folder + "/state.json", atomically: true, encoding: .utf8)
    #expect(throws: Diagnostic.self) { try BundleStore(folder: folder).load() }
  }
}

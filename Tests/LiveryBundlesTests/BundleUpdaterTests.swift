import Foundation
import LiveryBundles
import LiveryCore
import LiveryFormats
import LiveryHTML
@_spi(LiveryAdapter) import LiveryRuntime
import LiveryTestSupport
import Testing

/// remote-bundles.md §7 through the updater: a scripted server, a fake clock and a real state
/// folder. After every case the invariant holds: the bundle in use verifies, its files hash-match,
/// it compiles, and its version is the highest committed.
@Suite struct BundleUpdaterTests {
  let server = RepositorySimulator()
  let folder = Fixtures.temporaryFolder()

  init() throws {
    try server.publishFirstRoot()
  }

  func client(floor: Int = 0, runtime: String = "1.0.0", bundledRoot: TrustRoot? = nil)
    -> BundleUpdater
  {
    server.updater(state: folder, floor: floor, runtime: runtime, bundledRoot: bundledRoot)
  }

  /// The bundle in use is whole and compiles, at `version` (`nil`: none).
  func expectInUse(
    _ updater: BundleUpdater, version: Int?,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) async throws {
    let state = await updater.state
    #expect(state.current?.version == version, sourceLocation: sourceLocation)
    guard let current = state.current else { return }
    let contents = try BundleStore(folder: folder).contents(of: current)
    let stored = try #require(contents, sourceLocation: sourceLocation)
    let manifest = try BundleManifest(
      payload: SignedEnvelope(parsing: stored.envelope, path: "m").payload, path: "m")
    #expect(manifest.version == version, sourceLocation: sourceLocation)
    for file in manifest.files {
      #expect(stored.files[file.path].map(sha256Hex) == file.sha256, sourceLocation: sourceLocation)
    }
    #expect(
      Set(stored.files.keys) == Set(manifest.files.map(\.path)), sourceLocation: sourceLocation)
    #expect(!(await updater.theme).diagnostics.containsErrors, sourceLocation: sourceLocation)
    #expect(state.floor >= current.version, sourceLocation: sourceLocation)
    // Nothing half-installed is left.
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/bundles")) ?? []
    #expect(!names.contains { $0.hasPrefix(".staging") }, sourceLocation: sourceLocation)
  }

  func installed(_ version: Int, files: [String: String]? = nil) async throws -> BundleUpdater {
    if let files {
      try server.publish(version: version, files: files)
    } else {
      try server.publish(version: version)
    }
    let updater = client()
    let update = await updater.update()
    #expect(update.result == .installed(version: version), "\(update.diagnostics)")
    server.forgetRequests()
    return updater
  }

  func color(_ updater: BundleUpdater) async -> String? {
    let style = await updater.theme.style(for: .button)
    return style[.backgroundColor, as: RGBAColor.self].map { "\($0)" }
  }

  // MARK: Installing

  @Test func aNewBundleIsVerifiedCompiledCommittedAndUsed() async throws {
    try server.publish(version: 7)
    let updater = client()
    let launch = await updater.launch()
    #expect(launch.version == nil && launch.diagnostics.isEmpty)
    let update = await updater.update()
    #expect(update.result == .installed(version: 7))
    #expect(update.theme != nil)
    #expect(await color(updater) == "#ff0000ff")
    #expect(update.nextAttempt == server.now.addingTimeInterval(3600))
    // Root 1 (signed by the pinned key), root 2 looked for, the manifest, one blob.
    let names = server.requests.map(\.url.lastPathComponent)
    #expect(names.dropLast() == ["1.root.json", "2.root.json", "manifest.json"])
    #expect(server.blobRequests.count == 1)
    #expect(server.requests[2].ifNoneMatch == nil)
    try await expectInUse(updater, version: 7)
    // A restart starts from the bundle on disk, without the network.
    server.forgetRequests()
    let restarted = client()
    let again = await restarted.launch()
    #expect(again.version == 7 && again.diagnostics.isEmpty)
    #expect(await color(restarted) == "#ff0000ff")
    #expect(server.requests.isEmpty)
  }

  @MainActor
  @Test func theNewThemeIsOfferedToTheStoreAndTheApplierFollowsIt() async throws {
    try server.publish(version: 3)
    let updater = client()
    let launch = await updater.launch()
    let store = ThemeStore(launch.theme)
    let applier = ThemeApplier(store: store, appliers: ApplierRegistry())
    _ = await updater.update(into: store)
    #expect(store.theme === (await updater.theme))
    #expect(store.generation == 2)
    // The applier follows the store on the main actor (busy in a full parallel test run).
    let deadline = ContinuousClock.now + .seconds(120)
    while applier.theme !== store.theme, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(applier.theme === store.theme)
    // A broken theme offered to the same store later (a live reload, say) is refused there:
    // the updater's theme stays in use, for the applier too.
    let broken = await ThemeLoader.read([.memory(["B.nss": Array("Button { color: ".utf8)])])
      .compile()
    #expect(store.offer(broken) != .accepted(generation: 3))
    #expect(store.theme === (await updater.theme) && store.isShowingLastGood)
    let reported = ContinuousClock.now + .seconds(120)
    while applier.diagnostics.with(code: .themeRefused).isEmpty,
      ContinuousClock.now < reported
    {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(applier.theme === store.theme)
    #expect(applier.diagnostics.with(code: .themeRefused).count == 1)
  }

  /// Locations are numbers into a process-wide table of paths that is never emptied: every
  /// version is read under the same root, so an app installing bundle after bundle registers each
  /// file path once.
  @Test func everyVersionIsReadUnderOneRoot() async throws {
    let updater = try await installed(1)
    func paths() async -> [String] {
      await updater.theme.theme.layers.filter { $0.role == .runtime }
        .flatMap { $0.stylesheets.map(\.path) }
    }
    let first = await paths()
    try server.publish(
      version: 2, files: ["theme/base.nss": "Button { background-color: #00ff00; }\n"])
    #expect(await updater.update().result == .installed(version: 2))
    #expect(await paths() == first)
    #expect(first == ["bundle/theme/base.nss"])
  }

  // MARK: Integrity and authenticity

  @Test func case1_aChangedBlobIsRefusedAndNothingIsCommitted() async throws {
    let updater = try await installed(1)
    let manifest = try server.publish(
      version: 2, files: ["theme/base.nss": "Button { background-color: #00ff00; }\n"])
    let blob = server.repository.blobPath(manifest.files[0].sha256)
    var bytes = try #require(FileManager.default.contents(atPath: blob))
    bytes[bytes.count - 3] ^= 1
    try bytes.write(to: URL(fileURLWithPath: blob))
    let update = await updater.update()
    #expect(update.result == .refused)
    #expect(update.diagnostics.first?.code == .bundleBlobHashMismatch)
    #expect(await updater.state.floor == 1)
    try await expectInUse(updater, version: 1)
    #expect(await color(updater) == "#ff0000ff")
  }

  @Test func case2_aChangedManifestMakesNoBlobRequest() async throws {
    try server.publish(version: 1)
    var envelope = try SignedEnvelope(parsing: server.bytes(at: server.manifestPath)!, path: "m")
    envelope.payload[envelope.payload.firstIndex(of: UInt8(ascii: "1"))!] = UInt8(ascii: "2")
    server.script(server.manifestPath, .bytes(envelope.encoded))
    let updater = client()
    let update = await updater.update()
    #expect(update.diagnostics.first?.code == .bundleSignatureInvalid)
    #expect(server.blobRequests.isEmpty)
    try await expectInUse(updater, version: nil)
  }

  @Test func case10_aBundleReachingOutsideItsFilesDoesNotCompile() async throws {
    try server.publish(
      version: 1,
      files: [
        "brand/theme.inc.json": #"{"themes": ["../secret.json", "listed.json", "unlisted.json"]}"#,
        "brand/listed.json": ##"{"Button": {"backgroundColor": "#ff0000"}}"##,
      ], layer: [.init(path: "brand")])
    let updater = client()
    let update = await updater.update()
    #expect(update.result == .refused)
    #expect(update.diagnostics.first?.code == .bundleCompileFailed)
    let codes = update.diagnostics.dropFirst().map(\.code)
    #expect(codes.contains(.redbeardPathEscape))
    #expect(codes.contains(.redbeardMissingFile))
    // Located inside the bundle.
    #expect(update.diagnostics[1].location?.path.hasPrefix("bundle/brand/theme.inc.json") == true)
    try await expectInUse(updater, version: nil)
  }

  // MARK: Rollback, freshness, time

  @Test func case14_anOlderManifestIsARollbackAndDownloadsNothing() async throws {
    try server.publish(version: 41)
    let old = try #require(server.bytes(at: server.manifestPath))
    let updater = try await installed(42)
    server.script(server.manifestPath, .bytes(old))
    let update = await updater.update()
    #expect(update.diagnostics.first?.code == .bundleRollback)
    #expect(await updater.state.floor == 42)
    #expect(server.blobRequests.isEmpty)
    try await expectInUse(updater, version: 42)
  }

  @Test func case15_theSameVersionWithOtherContentIsIgnoredWithAWarning() async throws {
    let updater = try await installed(42)
    try server.publish(
      version: 42, files: ["theme/base.nss": "Button { background-color: #0000ff; }\n"])
    let update = await updater.update()
    #expect(update.result == .unchanged(version: 42))
    #expect(update.diagnostics.map(\.code) == [.bundleEqualVersionDifferentContent])
    #expect(update.diagnostics[0].severity == .warning)
    #expect(server.blobRequests.isEmpty)
    #expect(await color(updater) == "#ff0000ff")
    try await expectInUse(updater, version: 42)
  }

  @Test func case16_theSameBytesWithoutAnETagAreANoOp() async throws {
    server.sendsETags = false
    let updater = try await installed(42)
    let update = await updater.update()
    #expect(server.requests.last?.ifNoneMatch == nil)
    #expect(update.result == .unchanged(version: 42))
    #expect(server.blobRequests.isEmpty)
    try await expectInUse(updater, version: 42)
  }

  @Test func case16and38_theSameBytesAgainAreANoOp() async throws {
    let updater = try await installed(42)
    server.honorsETags = false  // 200 with the same bytes, whether or not the ETag was sent
    let update = await updater.update()
    #expect(update.result == .unchanged(version: 42))
    #expect(update.diagnostics.isEmpty)
    #expect(server.blobRequests.isEmpty)
    #expect(server.requests.last?.ifNoneMatch != nil)
    try await expectInUse(updater, version: 42)
  }

  @Test func case17_anExpiredManifestIsRefusedAndTheThemeStays() async throws {
    let updater = try await installed(1)
    try server.publish(
      version: 2, issued: server.now.addingTimeInterval(-10 * 86400),
      expires: server.now.addingTimeInterval(-86400))
    let update = await updater.update()
    #expect(update.diagnostics.first?.code == .bundleExpired)
    try await expectInUse(updater, version: 1)
  }

  @Test func case18_aClockSetBackCannotReviveAnExpiredManifest() async throws {
    // v1 issued now; then the server replays a v2 that expired before v1 was issued, and the clock goes back 2 years.
    let updater = try await installed(1)
    let stale = try server.publish(
      version: 2, issued: server.now.addingTimeInterval(-400 * 86400),
      expires: server.now.addingTimeInterval(-300 * 86400))
    server.now = server.now.addingTimeInterval(-730 * 86400)
    #expect(stale.expires > server.now)  // by the device clock alone it would look valid
    let update = await updater.update()
    #expect(update.diagnostics.first?.code == .bundleExpired)
    try await expectInUse(updater, version: 1)
  }

  @Test func case19_aClockFarAheadRefusesThenTheFixedClockInstalls() async throws {
    try server.publish(version: 1)
    let realNow = server.now
    server.now = realNow.addingTimeInterval(5 * 365 * 86400)
    let updater = client()
    let update = await updater.update()
    #expect(update.diagnostics.first?.code == .bundleExpired)
    #expect(update.diagnostics.first?.message.contains("clock 2031-") == true)
    #expect(update.diagnostics.first?.message.contains("issued 2026-") == true)
    server.now = realNow
    #expect(await updater.update().result == .installed(version: 1))
  }

  @Test func case20_aSlowClockAcceptsAManifestIssuedInItsFutureAndTheTimeFloorMoves() async throws {
    let issued = server.now.addingTimeInterval(2 * 86400)
    try server.publish(version: 1, issued: issued)
    let updater = client()
    #expect(await updater.update().result == .installed(version: 1))
    #expect(await updater.state.timeFloor == issued)
  }

  @Test func case21_aFrozenServerIsReportedStaleExactlyAtExpiry() async throws {
    let manifest = try server.publish(
      version: 42, issued: server.now.addingTimeInterval(-3600),
      expires: server.now.addingTimeInterval(86400))
    let updater = client()
    #expect(await updater.update().result == .installed(version: 42))
    // published, but the attacker keeps serving v42 (with its ETag: 304s)
    try server.publish(version: 43)
    server.script(server.manifestPath, .status(304))
    server.now = manifest.expires.addingTimeInterval(-1)
    let before = await updater.update()
    #expect(before.result == .unchanged(version: 42) && before.diagnostics.isEmpty)
    server.now = manifest.expires
    let at = await updater.update()
    #expect(at.result == .unchanged(version: 42))
    #expect(at.diagnostics.map(\.code) == [.bundleStale])
    try await expectInUse(updater, version: 42)
  }

  @Test func case22_aFastForwardIsUndoneByANewRootsVersionFloor() async throws {
    let updater = try await installed(42)
    try server.publish(version: TrustRoot.maximumVersion)  // the stolen manifest key
    let replay = try #require(server.bytes(at: server.manifestPath))
    #expect(await updater.update().result == .installed(version: TrustRoot.maximumVersion))
    // Root 2 drops the stolen key and sets the floor to the next real version.
    let newKey = BundleSigningKey()
    let root2 = server.root(version: 2, manifestKeys: [newKey], versionFloor: 43)
    try server.repository.publish(root2, signedBy: [server.rootKey])
    try server.publish(
      version: 43, files: ["theme/base.nss": "Button { background-color: #00ff00; }\n"],
      signedBy: [newKey])
    #expect(await updater.update().result == .installed(version: 43))
    #expect(await color(updater) == "#00ff00ff")
    server.script(server.manifestPath, .bytes(replay))
    let update = await updater.update()
    #expect(update.diagnostics.first?.code == .bundleUntrustedKey)
    try await expectInUse(updater, version: 43)
  }

  // MARK: Key rotation

  @Test func case24_aRotatedManifestKeyIsUsedAndTheOldOneRefused() async throws {
    let updater = try await installed(1)
    let oldKey = server.manifestKey
    let newKey = BundleSigningKey()
    let root2 = server.root(version: 2, manifestKeys: [newKey], versionFloor: 2)
    try server.repository.publish(root2, signedBy: [server.rootKey])
    try server.publish(version: 2, signedBy: [oldKey])
    let refused = await updater.update()
    #expect(refused.diagnostics.first?.code == .bundleUntrustedKey)
    #expect(await updater.root.version == 2)
    // the new root's floor: the version it was published for
    #expect(await updater.state.floor == 2)
    try server.publish(version: 2, signedBy: [newKey])
    #expect(await updater.update().result == .installed(version: 2))
  }

  @Test func aRotationThatKeepsAKeyNeverLowersTheFloor() async throws {
    try server.publish(version: 41)
    let old = try #require(server.bytes(at: server.manifestPath))
    let updater = try await installed(42)
    // Root 2 adds a key beside the current one and says versionFloor 0.
    let added = BundleSigningKey()
    let root2 = server.root(version: 2, manifestKeys: [server.manifestKey, added], versionFloor: 0)
    try server.repository.publish(root2, signedBy: [server.rootKey])
    server.script(server.manifestPath, .bytes(old))
    let update = await updater.update()
    #expect(await updater.root.version == 2)
    // v41, still signed by a trusted key
    #expect(update.diagnostics.first?.code == .bundleRollback)
    #expect(await updater.state.floor == 42)
  }

  @Test func aNewerRootShippedInAnAppReleaseUndoesAFastForward() async throws {
    let updater = try await installed(42)
    try server.publish(version: TrustRoot.maximumVersion)  // the stolen manifest key
    #expect(await updater.update().result == .installed(version: TrustRoot.maximumVersion))
    // The app release ships root 2: a new manifest key, floor 43; the server is not updated.
    let newKey = BundleSigningKey()
    let root2 = server.root(version: 2, manifestKeys: [newKey], versionFloor: 43)
    let shipped = try TrustRoot(
      envelope: SignedEnvelope(
        payload: root2.payload, type: SignedEnvelope.rootType, signedBy: [server.rootKey]
      ).encoded, path: "2.root.json")
    let released = client(bundledRoot: shipped)
    _ = await released.launch()
    #expect(await released.root.version == 2)
    #expect(await released.state.floor == 43)
    try server.publish(version: 43, signedBy: [newKey])
    #expect(await released.update().result == .installed(version: 43))
  }

  @Test func aManifestIssuedFarInTheFutureMovesTheTimeFloorAWeekAtMost() async throws {
    let future = ISO8601DateFormatter().date(from: "9000-01-01T00:00:00Z")!
    try server.publish(version: 1, issued: future, expires: future.addingTimeInterval(86400))
    let updater = client()
    #expect(await updater.update().result == .installed(version: 1))
    #expect(await updater.state.timeFloor == server.now.addingTimeInterval(7 * 86400))
    // A normal manifest valid for 30 days still installs.
    try server.publish(version: 2)
    #expect(await updater.update().result == .installed(version: 2))
  }

  @Test func aHugeRetryAfterWaitsNoLongerThanTheLongestBackoff() async throws {
    server.script(server.manifestPath, .status(503, retryAfter: 1e15))
    let update = await client().update()
    #expect(update.nextAttempt == server.now.addingTimeInterval(6 * 3600))
  }

  @Test func anObjectStoresForbiddenForAMissingRootMeansNoNewerRoot() async throws {
    try server.publish(version: 1)
    server.script("roots/2.root.json", .status(403))  // S3 without list permission
    let updater = client()
    #expect(await updater.update().result == .installed(version: 1))
    #expect(await updater.root.version == 1)
  }

  @Test func case28_endlessRootsStopAfter32StepsAndContinueNextCycle() async throws {
    var previous = server.root(version: 1)
    for version in 2...40 {
      previous.version = version
      try server.repository.publish(previous, signedBy: [server.rootKey])
    }
    try server.publish(version: 1)
    let updater = client()
    _ = await updater.update()
    #expect(await updater.root.version == 32)  // from the pinned root 0
    #expect(server.requests.filter { $0.url.path.contains("/roots/") }.count == 32)
    _ = await updater.update()
    #expect(await updater.root.version == 40)
    // Each root was kept as soon as it was trusted: a restart starts from root 40.
    let restarted = client()
    _ = await restarted.launch()
    #expect(await restarted.root.version == 40)
  }

  @Test func case30_aNewerBundledRootWinsAndAnOlderOneDoesNot() async throws {
    // Stored: root 3.
    var root = server.root(version: 1)
    var envelopes: [Int: [UInt8]] = [:]
    for version in 2...5 {
      root.version = version
      envelopes[version] =
        SignedEnvelope(
          payload: root.payload, type: SignedEnvelope.rootType, signedBy: [server.rootKey]
        ).encoded
      if version <= 3 { try server.repository.publish(root, signedBy: [server.rootKey]) }
    }
    let first = client()
    _ = await first.update()
    #expect(await first.root.version == 3)
    let newer = try TrustRoot(envelope: envelopes[5]!, path: "5.root.json")
    let upgraded = client(bundledRoot: newer)
    _ = await upgraded.launch()
    #expect(await upgraded.root.version == 5)
    let older = try TrustRoot(envelope: envelopes[2]!, path: "2.root.json")
    let stale = server.updater(floor: 0, bundledRoot: older)
    _ = await stale.update()  // a fresh state folder walks 2 → 3
    #expect(await stale.root.version == 3)
    let downgraded = server.updater(state: folder, bundledRoot: older)
    _ = await downgraded.launch()
    #expect(await downgraded.root.version == 5)  // the state kept root 5 from the upgraded launch
  }

  // MARK: Transport and resources

  @Test func case32_aBlobCutShortIsALengthMismatch() async throws {
    let manifest = try server.publish(version: 1)
    server.script("blobs/sha256/" + manifest.files[0].sha256, .truncated(10))
    let updater = client()
    let update = await updater.update()
    #expect(update.diagnostics.first?.code == .bundleLengthMismatch)
    #expect(update.nextAttempt == server.now.addingTimeInterval(60))
    try await expectInUse(updater, version: nil)
  }

  @Test func case33_endlessResponsesStopOneBytePastTheirLimit() async throws {
    server.script(server.manifestPath, .endless)
    let updater = client()
    let update = await updater.update()
    #expect(update.diagnostics.first?.code == .bundleTooLarge)
    #expect(server.requests.last?.limit == 256 << 10)
    server.script(server.manifestPath, nil)
    let manifest = try server.publish(version: 1)
    server.script("blobs/sha256/" + manifest.files[0].sha256, .endless)
    let blob = await updater.update()
    #expect(blob.diagnostics.first?.code == .bundleLengthMismatch)
    #expect(server.requests.last?.limit == manifest.files[0].length)
    try await expectInUse(updater, version: nil)
  }

  @Test func case35and36_failuresBackOffAndHonourRetryAfter() async throws {
    try server.publish(version: 1)
    let updater = client()
    server.script(server.manifestPath, .silence)
    let first = await updater.update()
    #expect(first.diagnostics.first?.code == .bundleFetchFailed)
    #expect(first.nextAttempt == server.now.addingTimeInterval(60))
    server.script(server.manifestPath, .offline)
    #expect(await updater.update().nextAttempt == server.now.addingTimeInterval(120))
    server.script(server.manifestPath, .status(500))
    #expect(await updater.update().nextAttempt == server.now.addingTimeInterval(240))
    server.script(server.manifestPath, .status(503, retryAfter: 1200))
    let retry = await updater.update()
    #expect(retry.diagnostics.first?.message.contains("HTTP 503") == true)
    #expect(retry.nextAttempt == server.now.addingTimeInterval(1200))
    #expect(await updater.failures == 4)
    #expect(await updater.state.floor == 0)
    server.script(server.manifestPath, nil)
    let manifest = try server.publish(version: 1)
    server.script("blobs/sha256/" + manifest.files[0].sha256, .status(404))
    #expect(await updater.update().diagnostics.first?.message.contains("HTTP 404") == true)
    server.script("blobs/sha256/" + manifest.files[0].sha256, nil)
    let recovered = await updater.update()
    #expect(recovered.result == .installed(version: 1))
    #expect(await updater.failures == 0)
  }

  @Test func backoffDoublesUpToItsMaximumWithJitter() {
    let backoff = BundleBackoff()
    #expect(backoff.delay(failures: 1, random: 0.5) == 60)
    #expect(backoff.delay(failures: 3, random: 0.5) == 240)
    #expect(backoff.delay(failures: 100, random: 0.5) == 6 * 3600)
    #expect(backoff.delay(failures: 1, random: 0) == 48)
    #expect(backoff.delay(failures: 1, random: 0.999_999) > 71.99)
    #expect(backoff.delay(failures: 1, random: 0.5, retryAfter: 120) == 120)
  }

  @Test func case37_a304ToAnUnconditionalRequestIsAProtocolError() async throws {
    server.script(server.manifestPath, .status(304))
    let updater = client()
    let update = await updater.update()
    #expect(update.diagnostics.first?.code == .bundleProtocolError)
    // Conditional: nothing downloaded, nothing changed.
    server.script(server.manifestPath, nil)
    let installed = try await installed(1)
    let state = await installed.state
    let again = await installed.update()
    #expect(again.result == .unchanged(version: 1))
    #expect(server.requests.last?.ifNoneMatch == state.etag)
    #expect(server.blobRequests.isEmpty)
    #expect(await installed.state == state)
  }

  @Test func case39_aCaptivePortalPageIsAnEnvelopeError() async throws {
    let updater = try await installed(1)
    let state = await updater.state
    server.script(
      server.manifestPath,
      .bytes(Array("<html><body>Sign in to the Wi-Fi</body></html>".utf8), contentType: "text/html")
    )
    let update = await updater.update()
    #expect(update.diagnostics.first?.code == .bundleEnvelope)
    #expect(await updater.state == state)
  }

  // MARK: Install, crash and runtime

  @Test func case42_aBundleThatDoesNotCompileIsRejectedOnceAndALaterVersionIsTried() async throws {
    let updater = try await installed(1)
    try server.publish(
      version: 2,
      files: ["theme/base.nss": "@brand: #ff0000;\nButton { background-color: @nobrand; }\n"])
    let update = await updater.update()
    #expect(update.diagnostics.first?.code == .bundleCompileFailed)
    let located = try #require(update.diagnostics.dropFirst().first)
    #expect(located.location?.path == "bundle/theme/base.nss")
    #expect(located.location?.line == 2)
    #expect(await updater.state.rejected.count == 1)
    // Not downloaded again.
    server.forgetRequests()
    #expect(await updater.update().diagnostics.first?.code == .bundleRejected)
    #expect(server.blobRequests.isEmpty)
    try await expectInUse(updater, version: 1)
    try server.publish(
      version: 3, files: ["theme/base.nss": "Button { background-color: #0000ff; }\n"])
    #expect(await updater.update().result == .installed(version: 3))
  }

  @Test func aResolverPastTheCompileWorkLimitIsRefusedAndTheLastGoodStays() async throws {
    // Ten modifiers of two contexts over 2,000 tokens: 1,024 permutations, 2 million token values
    // to compile at every launch (9 s before the limit). The gate refuses it instead.
    let updater = try await installed(1)
    let base =
      "{"
      + (0..<2_000).map { "\"t\($0)\": {\"$type\": \"number\", \"$value\": \($0)}" }.joined(
        separator: ", ") + "}"
    let modifiers = (0..<10).map { index in
      "\"m\(index)\": {\"contexts\": {\"a\": [{\"m\(index)\": {\"$type\": \"number\", \"$value\": 0}}], \"b\": [{\"m\(index)\": {\"$type\": \"number\", \"$value\": 1}}]}}"
    }
    let order =
      ["{\"$ref\": \"#/sets/base\"}"] + (0..<10).map { "{\"$ref\": \"#/modifiers/m\($0)\"}" }
    let resolver = """
      {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
       "modifiers": {\(modifiers.joined(separator: ", "))}, "resolutionOrder": [\(order.joined(separator: ", "))]}
      """
    try server.publish(
      version: 2, files: ["theme/r.resolver.json": resolver, "theme/base.tokens.json": base],
      layer: [.init(path: "theme/r.resolver.json")])
    let update = await updater.update()
    #expect(update.diagnostics.first?.code == .bundleCompileFailed)
    #expect(update.diagnostics.dropFirst().first?.code.rawValue == "resolver.too-much-work")
    #expect(await updater.state.rejected.count == 1)
    try await expectInUse(updater, version: 1)
  }

  @Test func aBundleThatDoesNotCompileIsRefusedAtTheStoreToo() async throws {
    let updater = try await installed(1)
    let store = ThemeStore(await updater.theme)
    try server.publish(
      version: 2, files: ["theme/base.nss": "Button { background-color: @nobrand; }\n"])
    let update = await updater.update(into: store)
    #expect(update.result == .refused)
    // The store kept the theme in use and says why.
    #expect(store.theme === (await updater.theme) && store.generation == 1)
    #expect(store.isShowingLastGood)
    #expect(store.diagnostics.first?.code == .bundleCompileFailed)
    #expect(store.diagnostics.contains { $0.location?.path == "bundle/theme/base.nss" })
    // A cycle that fails before there is a theme (offline) tells the store nothing; a good
    // bundle later is accepted.
    server.script(server.manifestPath, .offline)
    #expect(await updater.update(into: store).result == .refused)
    #expect(store.current.serial == 1)
    server.script(server.manifestPath, nil)
    try server.publish(
      version: 3, files: ["theme/base.nss": "Button { background-color: #0000ff; }\n"])
    #expect(await updater.update(into: store).result == .installed(version: 3))
    #expect(store.generation == 2 && !store.isShowingLastGood)
  }

  @Test func case42_aYAMLSyntaxErrorIsLocatedInTheBundle() async throws {
    try server.publish(
      version: 1, files: ["theme/base.yaml": "Button:\n  backgroundColor: [unclosed\n"])
    let updater = client()
    let update = await updater.update()
    #expect(update.diagnostics.first?.code == .bundleCompileFailed)
    #expect(update.diagnostics.dropFirst().first?.location?.path == "bundle/theme/base.yaml")
  }

  @Test func case43_aBundleForANewerRuntimeIsNotInstalledAndTheFloorStays() async throws {
    try server.publish(version: 5, minRuntime: "9.0.0")
    let updater = client(runtime: "1.4.0")
    let update = await updater.update()
    #expect(update.diagnostics.first?.code == .bundleIncompatible)
    #expect(await updater.state.floor == 0)
    #expect(server.blobRequests.isEmpty)
    // The same app, upgraded, installs it.
    let upgraded = client(runtime: "9.0.0")
    #expect(await upgraded.update().result == .installed(version: 5))
  }

  @Test func case44_twoLaunchesWithoutConfirmationRevertToTheLastGoodBundle() async throws {
    let first = try await installed(1)
    #expect(await first.confirmHealthy(version: 1).isEmpty)
    try server.publish(
      version: 2, files: ["theme/base.nss": "Button { background-color: #00ff00; }\n"])
    #expect(await first.update().result == .installed(version: 2))
    // The app crashes before confirming, twice.
    for launch in 1...2 {
      let crashed = client()
      let started = await crashed.launch()
      #expect(started.version == 2, "launch \(launch)")
    }
    let third = client()
    let reverted = await third.launch()
    #expect(reverted.version == 1)
    #expect(reverted.diagnostics.first?.code == .bundleReverted)
    #expect(await color(third) == "#ff0000ff")
    try await expectInUse(third, version: 1)
    // Block-listed: not installed again; a higher version is.
    #expect(await third.update().diagnostics.first?.code == .bundleRejected)
    try server.publish(version: 3)
    #expect(await third.update().result == .installed(version: 3))
  }

  @Test func aConfirmedBundleBecomesActiveAndTheOldOneLastGood() async throws {
    let updater = try await installed(1)
    await updater.confirmHealthy(version: 1)
    try server.publish(
      version: 2, files: ["theme/base.nss": "Button { background-color: #00ff00; }\n"])
    _ = await updater.update()
    await updater.confirmHealthy(version: 2)
    let state = await updater.state
    #expect(state.active?.version == 2 && state.lastGood?.version == 1 && state.pending == nil)
    try server.publish(
      version: 3, files: ["theme/base.nss": "Button { background-color: #0000ff; }\n"])
    _ = await updater.update()
    await updater.confirmHealthy(version: 3)
    // Only the bundles the state names are kept.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/bundles").sorted()
    #expect(names.count == 2)
    #expect(names.allSatisfy { $0.hasPrefix("2-") || $0.hasPrefix("3-") })
  }

  @Test func case45_aChangedFileOnDiskFallsBackToLastGoodThenTheAppsTheme() async throws {
    let updater = try await installed(1)
    await updater.confirmHealthy(version: 1)
    try server.publish(
      version: 2, files: ["theme/base.nss": "Button { background-color: #00ff00; }\n"])
    _ = await updater.update()
    await updater.confirmHealthy(version: 2)
    let state = await updater.state
    func damage(_ installed: BundleState.Installed) throws {
      let path = folder + "/bundles/\(installed.folder)/files/theme/base.nss"
      var bytes = try #require(FileManager.default.contents(atPath: path))
      bytes[0] ^= 0x20
      try bytes.write(to: URL(fileURLWithPath: path))
    }
    try damage(try #require(state.active))
    let afterOne = client()
    let launch = await afterOne.launch()
    #expect(launch.version == 1)
    #expect(launch.diagnostics.map(\.code) == [.bundleBlobHashMismatch])
    #expect(await color(afterOne) == "#ff0000ff")
    // The damaged version comes back from the server (the same manifest, so not "different content").
    let update = await afterOne.update()
    #expect(update.result == .installed(version: 2), "\(update.diagnostics)")
    try await expectInUse(afterOne, version: 2)
    // Both damaged: the app's own theme.
    await afterOne.confirmHealthy(version: 2)
    let both = await afterOne.state
    try damage(try #require(both.active))
    try damage(try #require(both.lastGood))
    let afterTwo = client()
    let bare = await afterTwo.launch()
    #expect(bare.version == nil)
    #expect(bare.diagnostics.map(\.code) == [.bundleBlobHashMismatch, .bundleBlobHashMismatch])
    #expect(await color(afterTwo) == nil)
  }

  @Test func case46_twoCyclesAtOnceInstallOnce() async throws {
    try server.publish(version: 1)
    let updater = client()
    async let first = updater.update()
    async let second = updater.update()
    let results = await [first.result, second.result]
    #expect(results.filter { $0 == .installed(version: 1) }.count == 1)
    #expect(results.contains(.unchanged(version: 1)))
    #expect(server.blobRequests.count == 1)
  }

  @Test func case47_aWipedStateRestartsFromTheBundledRootAndFloor() async throws {
    try server.publish(version: 5)
    let updater = client(floor: 10)
    let update = await updater.update()
    #expect(update.diagnostics.first?.code == .bundleRollback)
    try FileManager.default.removeItem(atPath: folder + "/state.json")
    let wiped = client(floor: 10)
    _ = await wiped.launch()
    #expect(await wiped.state.floor == 10)
    #expect(await wiped.update().diagnostics.first?.code == .bundleRollback)
    try server.publish(version: 11)
    #expect(await wiped.update().result == .installed(version: 11))
  }

  @Test func case48_aBundleImageDeclaringAHugePictureIsDroppedWithADiagnostic() async throws {
    // A 40 KB PNG whose header declares 50,000 × 50,000 pixels.
    func bigEndian(_ value: Int) -> [UInt8] {
      (0..<4).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
    var huge: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + Array("IHDR".utf8)
    huge += bigEndian(50_000) + bigEndian(50_000) + [8, 6, 0, 0, 0]
    huge += [UInt8](repeating: 0, count: 40_000 - huge.count)
    try server.publish(
      version: 1, files: ["theme/base.nss": "Button { background-image: img/huge; }\n"],
      binary: ["img/huge.png": huge],
      layer: [.init(path: "theme/base.nss")])
    let updater = client()
    let update = await updater.update()
    #expect(update.result == .installed(version: 1), "\(update.diagnostics)")  // the theme compiles
    let folder = try #require(await updater.filesFolder)
    let theme = await updater.theme
    let applier = ThemeApplier(
      theme: theme, appliers: HTMLAppliers.standard(images: HTMLImages(assetsDirectory: folder)))
    applier.apply(to: HTMLButton(title: "Buy"))
    let dropped = applier.diagnostics
    #expect(dropped.contains { $0.message.contains("declares 50000 × 50000 pixels") }, "\(dropped)")
  }

  @Test func anUnreadableStateIsReportedAndBootstrapped() async throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "{ not json".write(toFile: folder + "/state.json", atomically: true, encoding: .utf8)
    let updater = client(floor: 3)
    let launch = await updater.launch()
    #expect(launch.diagnostics.map(\.code) == [.bundleStateUnwritable, .bundleStateUnwritable])
    #expect(await updater.state.floor == 3)
  }

  @Test func thePinnedRootKeyCannotSignManifests() async throws {
    try server.publish(version: 1, signedBy: [server.rootKey])
    let update = await client().update()
    #expect(update.diagnostics.first?.code == .bundleUntrustedKey)
    #expect(update.diagnostics.first?.message.contains("may sign roots, not manifests") == true)
  }

  @Test func anExpiredRootAcceptsNoManifest() async throws {
    let expiring = RepositorySimulator()
    try expiring.publishFirstRoot(expires: expiring.now.addingTimeInterval(-1))
    try expiring.publish(version: 1)
    let update = await expiring.updater().update()
    #expect(update.diagnostics.first?.code == .bundleRootExpired)
  }
}

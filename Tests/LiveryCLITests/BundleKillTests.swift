import Crypto
import Foundation
import LiveryBundles
import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The kill test (issue 15): `livery update` killed with SIGKILL at random points of many update
/// cycles against `livery serve`. After every kill the state folder holds a whole bundle — one that
/// was published, every file matching its manifest — and the next start loads it without a
/// damaged file. `LIVERY_KILL_CYCLES` sets the count (`Scripts/kill-soak.sh` runs 1,000).
@Suite struct BundleKillTests {
  static var cycles: Int {
    ProcessInfo.processInfo.environment["LIVERY_KILL_CYCLES"].flatMap(Int.init) ?? 40
  }

  @Test func killedUpdatesLeaveTheOldOrTheNewBundleNeverAMix() async throws {
    let folder = Fixtures.temporaryFolder()
    let site = BundleRepository(folder: folder + "/site")
    let key = BundleSigningKey()
    try (key.publicKey.base64 + "\n").write(
      toFile: folder + "/brand.pub", atomically: true, encoding: .utf8)
    try site.publish(TrustRoot.single(key.publicKey), signedBy: [key])
    try FileManager.default.createDirectory(
      atPath: folder + "/site/channels", withIntermediateDirectories: true)
    let server = try PreviewProcess([folder + "/site"], in: folder, command: "serve")
    defer { _ = server.interrupt() }
    let url = "http://127.0.0.1:\(server.port)/"

    var generator = SystemRandomNumberGenerator()
    var published: Set<Int> = []
    var floor = 0
    var kills = (beforeStart: 0, midway: 0, completed: 0)
    // How long a whole update takes here, to spread the kills over it.
    var typical = 0.3
    for version in 1...Self.cycles {
      // Each version: a theme and 8 blobs of 128 KiB, all new, so every cycle downloads and writes.
      var files: [(path: String, bytes: [UInt8])] = [
        (
          "theme/base.nss",
          Array(
            "Button { background-color: #\(String(format: "%06x", version * 7919 % 0xFFFFFF)); }\n"
              .utf8)
        )
      ]
      for index in 0..<8 {
        files.append(
          (
            "img/\(index).bin",
            (0..<(128 << 10)).map { UInt8(truncatingIfNeeded: $0 &* (version + index)) }
          ))
      }
      try site.publish(
        files: files, layer: [.init(path: "theme/base.nss")], app: "com.example.app",
        channel: "production", version: version,
        issued: Date(), expires: Date().addingTimeInterval(86400), signedBy: [key])
      published.insert(version)

      let process = Process()
      process.executableURL = URL(fileURLWithPath: LiveryRun.binary)
      process.arguments = [
        "update", url, "--trust", folder + "/brand.pub", "--state", folder + "/state",
      ]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      // When the process ended, as it ended (a sleep on a loaded machine oversleeps, so the time
      // after the sleep says nothing about how long an update takes).
      let ended = Locked<Date?>(nil)
      process.terminationHandler = { _ in ended.withLock { $0 = Date() } }
      let started = Date()
      try process.run()
      // Random points over a typical update; every fourth cycle halfway, so kills land midway
      // however the random ones fall.
      let delay =
        version % 4 == 0 ? typical / 2 : Double.random(in: 0...(typical * 1.2), using: &generator)
      try await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        if delay < 0.02 { kills.beforeStart += 1 } else { kills.midway += 1 }
        process.waitUntilExit()
      } else {
        process.waitUntilExit()
        kills.completed += 1
        let duration = (ended.withLock { $0 } ?? Date()).timeIntervalSince(started)
        typical = (typical * 3 + duration) / 4
      }

      // The state: readable, a published bundle, a floor that never went down.
      let store = BundleStore(folder: folder + "/state")
      let state = try store.load()
      #expect(state.floor >= floor, "cycle \(version)")
      floor = state.floor
      if let current = state.current {
        #expect(published.contains(current.version))
        let contents = try #require(
          try store.contents(of: current), "cycle \(version): bundle \(current.version) is missing")
        let manifest = try BundleManifest(
          payload: SignedEnvelope(parsing: contents.envelope, path: "m").payload, path: "m")
        #expect(Set(contents.files.keys) == Set(manifest.files.map(\.path)), "cycle \(version)")
        for file in manifest.files {
          #expect(
            contents.files[file.path].map(Self.sha256) == file.sha256,
            "cycle \(version): \(file.path) is not the manifest's")
        }
      }
      // The next start loads it (on a copy, so the check does not count as one of the app's launches).
      let copy = Fixtures.temporaryFolder() + "/state"
      if FileManager.default.fileExists(atPath: folder + "/state") {
        try FileManager.default.copyItem(atPath: folder + "/state", toPath: copy)
        let updater = BundleUpdater(
          configuration: BundleUpdaterConfiguration(
            repository: URL(string: url)!, app: "com.example.app",
            bundledRoot: .pinning([key.publicKey])),
          store: BundleStore(folder: copy), transport: URLSessionBundleTransport(), base: Self.base)
        let launch = await updater.launch()
        #expect(
          !launch.diagnostics.contains { $0.code == .bundleBlobHashMismatch },
          "cycle \(version): \(launch.diagnostics)")
        #expect(launch.version == state.current?.version || state.pendingLaunches >= 2)
        try? FileManager.default.removeItem(atPath: (copy as NSString).deletingLastPathComponent)
      }
    }
    // The kills landed across the run, not only before or after it.
    #expect(kills.midway > 0)
    print(
      "kill test: \(Self.cycles) cycles; killed early \(kills.beforeStart), midway \(kills.midway); completed \(kills.completed); final floor \(floor)"
    )
  }

  static let base: CompiledTheme = ThemeLoader.read(
    [], options: ThemeLoader.Options(includeDefaults: true)
  ).compile()

  static func sha256(_ bytes: [UInt8]) -> String {
    SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
  }
}

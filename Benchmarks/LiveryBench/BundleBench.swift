import Benchmark
import Crypto
import Foundation
import LiveryBundles
import LiveryCore
import LiveryFormats
import LiveryHTML
@_spi(LiveryAdapter) import LiveryRuntime
import RuntimeWorkload

/// A signed bundle of a ~1 MB NUI stylesheet over the default skin (issue 15's speed goal:
/// verify + compile + swap ≤ 50 ms).
///
/// - verify + compile + swap: the manifest's signature and checks, every file's SHA-256, the
///   bundle compiled as the runtime layer over the default skin with the whole-theme check, and
///   the swap into a `ThemeApplier` styling 200 HTML components (which re-applies them all);
/// - baseline: the same stylesheet read from memory and compiled over the default skin, without
///   the check, the verification or the swap — what the work cannot go below;
/// - a whole update cycle against an in-memory server with a real state folder on disk (root
///   walk, manifest, blob, compile, staging, fsyncs, the commit).
enum BundleWorkload {
  static let key = try! BundleSigningKey(seed: Array(repeating: 7, count: 32))
  static let nss = Array(NSSGenerator.make(targetBytes: 1_000_000).utf8)
  static let files = ["theme/brand.nss": nss]
  static let layer = [BundleManifest.LayerEntry(path: "theme/brand.nss")]
  static let now = Date(timeIntervalSince1970: 1_795_000_000)
  static let manifest = BundleManifest(
    app: "com.example.shop", channel: "production", version: 1, issued: now,
    expires: now.addingTimeInterval(86400), layer: layer,
    files: [.init(path: "theme/brand.nss", sha256: sha256(nss), length: nss.count)])
  static let envelope = SignedEnvelope(
    payload: manifest.payload, type: SignedEnvelope.manifestType, signedBy: [key]
  ).encoded
  static let root = TrustRoot.single(key.publicKey)
  static let base = ThemeLoader.read([], options: ThemeLoader.Options(includeDefaults: true))
    .compile()
  static let verifier = ManifestVerifier(app: "com.example.shop", channel: "production")

  static func sha256(_ bytes: [UInt8]) -> String {
    SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
  }

  /// The repository as a server would hold it, by path.
  static let served: [String: [UInt8]] = [
    "roots/1.root.json": SignedEnvelope(
      payload: root.payload, type: SignedEnvelope.rootType, signedBy: [key]
    ).encoded,
    "channels/production/manifest.json": envelope,
    "blobs/sha256/" + sha256(nss): nss,
  ]

  struct MemoryTransport: BundleTransport {
    func get(_ request: BundleRequest) async throws(Diagnostic) -> BundleResponse {
      let path = String(request.url.path.dropFirst())
      guard let bytes = BundleWorkload.served[path] else { return BundleResponse(status: 404) }
      var body = BundleBodyLimit(request)
      try body.append(bytes)
      return BundleResponse(status: 200, etag: "\"\(path.count)\"", body: body.body)
    }
  }
}

func registerBundleBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], warmupIterations: 2,
    maxDuration: .seconds(10), maxIterations: 50)
  precondition(
    !BundleWorkload.base.replacingRuntimeLayer(
      with: ThemeLoader.readLayer([.memory(BundleWorkload.files)], named: "b")
    ).diagnostics.containsErrors)

  Benchmark(
    "Bundles: verify + compile + swap, 1 MB NSS over the default skin", configuration: configuration
  ) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let views = (0..<200).map {
        HTMLButton(title: "Button \($0)", styleNames: $0 % 3 == 0 ? ["LargeButton"] : [])
      }
      let applier = ThemeApplier(theme: BundleWorkload.base, appliers: HTMLAppliers.standard())
      for view in views { applier.apply(to: view) }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let verified = try! BundleWorkload.verifier.verify(
          BundleWorkload.envelope, path: "manifest.json", root: BundleWorkload.root,
          now: BundleWorkload.now)
        for file in verified.manifest.files {
          precondition(BundleWorkload.sha256(BundleWorkload.files[file.path]!) == file.sha256)
        }
        let theme = BundleUpdater.compile(
          layer: verified.manifest.layer, files: BundleWorkload.files, name: "bundle-1",
          onto: BundleWorkload.base)
        precondition(applier.setTheme(theme))
        // back, for the next iteration (not measured apart; cheap)
        applier.setTheme(BundleWorkload.base)
      }
      benchmark.stopMeasurement()
      blackHole(views)
    }
  }

  Benchmark(
    "Bundles: the same 1 MB NSS compiled over the default skin, unchecked (baseline)",
    configuration: configuration
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      let layer = ThemeLoader.readLayer([.memory(BundleWorkload.files)], named: "b")
      blackHole(BundleWorkload.base.replacingRuntimeLayer(with: layer))
    }
  }

  Benchmark(
    "Bundles: a whole update cycle, 1 MB, in-memory server, state on disk",
    configuration: configuration
  ) { benchmark in
    let folder = NSTemporaryDirectory() + "livery-bundle-bench-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for iteration in benchmark.scaledIterations {
      let updater = BundleUpdater(
        configuration: BundleUpdaterConfiguration(
          repository: URL(string: "https://cdn.example/")!, app: "com.example.shop",
          bundledRoot: .pinning([BundleWorkload.key.publicKey])),
        store: BundleStore(folder: folder + "/\(iteration)"),
        transport: BundleWorkload.MemoryTransport(), base: BundleWorkload.base,
        clock: { BundleWorkload.now })
      let update = await updater.update()
      precondition(update.result == .installed(version: 1), "\(update.diagnostics)")
    }
  }
}

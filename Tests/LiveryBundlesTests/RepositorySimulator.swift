import Crypto
import Foundation
import LiveryBundles
import LiveryCore
import LiveryFormats
import LiveryTestSupport

/// remote-bundles.md §7's harness: a bundle repository published with test keys into a temporary
/// folder, served by a scripted transport that records every request, and a fake clock.
final class RepositorySimulator: @unchecked Sendable {
  // @unchecked: every mutable member is behind `lock`.
  let lock = NSLock()
  let repository: BundleRepository
  let base = URL(string: "https://cdn.example/shop/")!
  /// Signs root 1 (and the root role of later roots) and the manifests, unless a test rotates it.
  var rootKey = BundleSigningKey()
  var manifestKey = BundleSigningKey()
  private var clockNow = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18T…Z
  private var log: [BundleRequest] = []
  /// Answers that replace what the folder holds, by path (`channels/production/manifest.json`).
  private var scripted: [String: Answer] = [:]
  /// Whether a matching `If-None-Match` gets a 304 (nginx does; a careless server does not).
  var honorsETags = true
  /// Whether answers carry an ETag at all.
  var sendsETags = true

  enum Answer {
    case status(Int, retryAfter: TimeInterval? = nil)
    case bytes([UInt8], contentType: String = "application/json")
    /// The file, cut after this many bytes, then the connection closes.
    case truncated(Int)
    /// Bytes without end, in 64 KiB chunks, as long as the client reads.
    case endless
    /// No byte comes: the transport's idle timeout ends it.
    case silence
    /// The connection cannot be made.
    case offline
  }

  init() {
    repository = BundleRepository(folder: Fixtures.temporaryFolder())
  }

  var now: Date {
    get { lock.withLock { clockNow } }
    set { lock.withLock { clockNow = newValue } }
  }

  var clock: @Sendable () -> Date { { [unowned self] in self.now } }

  var requests: [BundleRequest] { lock.withLock { log } }
  func forgetRequests() { lock.withLock { log.removeAll() } }
  var blobRequests: [BundleRequest] { requests.filter { $0.url.path.contains("/blobs/") } }

  func script(_ path: String, _ answer: Answer?) { lock.withLock { scripted[path] = answer } }

  // MARK: Publishing

  /// A root where `rootKey` signs roots and `manifestKeys` (default: `manifestKey`) sign manifests.
  func root(
    version: Int, manifestKeys: [BundleSigningKey]? = nil, versionFloor: Int = 0,
    expires: Date = .distantFuture
  ) -> TrustRoot {
    let manifestKeys = manifestKeys ?? [manifestKey]
    return TrustRoot(
      version: version, expires: expires, keys: [rootKey.publicKey] + manifestKeys.map(\.publicKey),
      rootRole: .init(keyIDs: [rootKey.publicKey.keyID], threshold: 1),
      manifestRole: .init(keyIDs: manifestKeys.map(\.publicKey.keyID), threshold: 1),
      versionFloor: versionFloor)
  }

  /// Root 1: `rootKey` for roots, `manifestKey` for manifests.
  func publishFirstRoot(expires: Date = .distantFuture) throws {
    try repository.publish(root(version: 1, expires: expires), signedBy: [rootKey])
  }

  static let app = "com.example.shop"

  /// A bundle of NSS files (path → text), every file in the layer, in path order.
  @discardableResult
  func publish(
    version: Int,
    files: [String: String] = ["theme/base.nss": "Button { background-color: #ff0000; }\n"],
    binary: [String: [UInt8]] = [:], layer: [BundleManifest.LayerEntry]? = nil, issued: Date? = nil,
    expires: Date? = nil,
    minRuntime: String? = nil, app: String = RepositorySimulator.app,
    signedBy keys: [BundleSigningKey]? = nil
  ) throws -> BundleManifest {
    let issued = issued ?? now.addingTimeInterval(-3600)
    let sorted = files.sorted { $0.key < $1.key }
    return try repository.publish(
      files: sorted.map { ($0.key, Array($0.value.utf8)) }
        + binary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
      layer: layer
        ?? sorted.filter { $0.key.hasSuffix(".nss") || $0.key.hasSuffix(".yaml") }.map {
          .init(path: $0.key)
        }, app: app,
      channel: "production", version: version, issued: issued,
      expires: expires ?? issued.addingTimeInterval(30 * 86400),
      minRuntime: minRuntime, signedBy: keys ?? [manifestKey])
  }

  var manifestPath: String { "channels/production/manifest.json" }

  func bytes(at path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: repository.folder + "/" + path).map { [UInt8]($0) }
  }

  // MARK: Clients

  static let base: CompiledTheme = try! ThemeLoader.load([], options: .init(includeDefaults: false))

  /// An updater trusting `rootKey` (pinned), with a fresh or given state folder.
  func updater(
    state folder: String = Fixtures.temporaryFolder(), floor: Int = 0, runtime: String = "1.0.0",
    bundledRoot: TrustRoot? = nil
  ) -> BundleUpdater {
    var configuration = BundleUpdaterConfiguration(
      repository: base, app: Self.app, bundledRoot: bundledRoot ?? .pinning([rootKey.publicKey]),
      bundledFloor: floor,
      runtimeVersion: RuntimeVersion(runtime)!)
    configuration.backoff.jitter = 0
    return BundleUpdater(
      configuration: configuration, store: BundleStore(folder: folder),
      transport: Transport(simulator: self), base: Self.base,
      clock: clock, random: { 0.5 })
  }

  struct Transport: BundleTransport {
    let simulator: RepositorySimulator

    func get(_ request: BundleRequest) async throws(Diagnostic) -> BundleResponse {
      try simulator.answer(request)
    }
  }

  func answer(_ request: BundleRequest) throws(Diagnostic) -> BundleResponse {
    let path = String(request.url.absoluteString.dropFirst(base.absoluteString.count))
    let answer: Answer? = lock.withLock {
      log.append(request)
      return scripted[path]
    }
    var body = BundleBodyLimit(request)
    switch answer {
    case .status(let status, let retryAfter)?:
      return BundleResponse(status: status, retryAfter: retryAfter)
    case .bytes(let bytes, _)?:
      try body.append(bytes)
      return BundleResponse(status: 200, body: body.body)
    case .truncated(let count)?:
      try body.append(bytes(at: path)!.prefix(count))
      return BundleResponse(status: 200, body: body.body)
    case .endless?:
      let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 64 << 10)
      while true { try body.append(chunk) }
    case .silence?:
      throw .error(
        .bundleFetchFailed, "\(request.url.absoluteString): no byte arrived for 30 s", at: nil)
    case .offline?:
      throw .error(.bundleFetchFailed, "\(request.url.absoluteString): could not connect", at: nil)
    case nil:
      guard let bytes = bytes(at: path) else { return BundleResponse(status: 404) }
      let etag = "\"\(sha256Hex(bytes))\""
      if honorsETags, request.ifNoneMatch == etag { return BundleResponse(status: 304, etag: etag) }
      try body.append(bytes)
      return BundleResponse(status: 200, etag: sendsETags ? etag : nil, body: body.body)
    }
  }
}

extension BundleUpdate.Result {
  var version: Int? {
    switch self {
    case .installed(let version): version
    case .unchanged(let version): version
    case .refused: nil
    }
  }
}

func sha256Hex(_ bytes: [UInt8]) -> String {
  SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
}

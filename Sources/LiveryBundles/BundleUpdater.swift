public import Foundation
public import LiveryCore
import LiveryFormats

/// What an updater checks and where it looks.
public struct BundleUpdaterConfiguration: Sendable {
  /// The repository's base URL: it holds `roots/`, `channels/` and `blobs/` (``BundleRepository``).
  public var repository: URL
  /// The app id manifests must name.
  public var app: String
  public var channel: String
  /// The root the app ships — from its envelope (``TrustRoot/init(envelope:path:)``) or from
  /// pinned root keys (``TrustRoot/pinning(_:threshold:)``). A stored root replaces it only
  /// while it is newer.
  public var bundledRoot: TrustRoot
  /// The lowest manifest version the app accepts even with no state (the version it shipped
  /// knowing of): a wiped state must not reopen rollback below it.
  public var bundledFloor: Int
  public var limits: BundleLimits
  /// This runtime's version, compared with manifests' `minRuntime`.
  public var runtimeVersion: RuntimeVersion
  /// How long to wait after a successful cycle.
  public var pollInterval: TimeInterval
  public var backoff: BundleBackoff

  public init(
    repository: URL, app: String, channel: String = "production", bundledRoot: TrustRoot,
    bundledFloor: Int = 0,
    limits: BundleLimits = BundleLimits(), runtimeVersion: RuntimeVersion = .current,
    pollInterval: TimeInterval = 3600,
    backoff: BundleBackoff = BundleBackoff()
  ) {
    self.repository = repository
    self.app = app
    self.channel = channel
    self.bundledRoot = bundledRoot
    self.bundledFloor = bundledFloor
    self.limits = limits
    self.runtimeVersion = runtimeVersion
    self.pollInterval = pollInterval
    self.backoff = backoff
  }

  func url(_ path: String) -> URL {
    var base = repository.absoluteString
    if !base.hasSuffix("/") { base += "/" }
    return URL(string: base + path)!
  }

  var manifestURL: URL { url("channels/\(channel)/manifest.json") }
}

/// How long to wait after failed cycles: doubling from `initial` up to `maximum`, each delay moved
/// by up to ±`jitter` of itself so a fleet of apps does not come back at once; never sooner than
/// the server's `Retry-After`.
public struct BundleBackoff: Sendable, Equatable {
  public var initial: TimeInterval = 60
  public var maximum: TimeInterval = 6 * 3600
  public var jitter: Double = 0.2

  public init() {}

  /// The delay after `failures` failed cycles in a row (1, 2, …); `random` in 0..<1.
  public func delay(failures: Int, random: Double, retryAfter: TimeInterval? = nil) -> TimeInterval
  {
    let doubled = initial * pow(2, Double(min(max(failures, 1), 62) - 1))
    let base = min(maximum, doubled)
    // A server may ask for a pause, never for one longer than the longest backoff.
    return max(base * (1 + jitter * (2 * random - 1)), min(retryAfter ?? 0, maximum))
  }
}

/// How one update cycle ended.
public struct BundleUpdate: Sendable {
  public enum Result: Sendable, Equatable {
    /// A new bundle was verified, compiled and committed; it is in use.
    case installed(version: Int)
    /// Nothing new (or something ignored, with a warning): the bundle in use stays.
    case unchanged(version: Int?)
    /// The update was refused or failed; the first diagnostic says why, the bundle in use stays.
    case refused
  }

  public var result: Result
  /// Why it was refused (first), then warnings (an ignored manifest, a stale one, the new
  /// theme's warnings).
  public var diagnostics: [Diagnostic]
  /// When the next cycle should run: the poll interval after a success, the backoff after a failure.
  public var nextAttempt: Date
  /// The theme with the new bundle, when one was installed.
  public var theme: CompiledTheme?
}

/// What a launch starts from: the theme with the last good bundle on disk, found without the network.
public struct BundleLaunch: Sendable {
  public var theme: CompiledTheme
  /// The bundle version in use, `nil` for none (the app's own theme).
  public var version: Int?
  /// What recovery found: a bundle reverted, a damaged file, an unreadable state.
  public var diagnostics: [Diagnostic]
}

/// Keeps an app's theme up to date from a bundle repository, never losing the last good theme
/// (remote-bundles.md §6.5): every cycle runs in this actor, one at a time, and any failure ends
/// it with the bundle in use unchanged and the reason as a diagnostic.
///
/// ```swift
/// let updater = BundleUpdater(configuration: configuration, store: BundleStore(folder: stateFolder),
///                             transport: URLSessionBundleTransport(), base: appTheme)
/// let launch = await updater.launch()          // the last good bundle, offline
/// let themes = ThemeStore(launch.theme)        // the one holder of the theme in use
/// let applier = ThemeApplier(store: themes, appliers: appliers)
/// let update = await updater.update(into: themes)   // offered to the store; the applier re-applies
/// await updater.confirmHealthy()               // once the new look rendered fine
/// ```
public actor BundleUpdater {
  public let configuration: BundleUpdaterConfiguration
  let store: BundleStore
  let transport: any BundleTransport
  /// The app's theme: a bundle replaces its runtime layer.
  let base: CompiledTheme
  let clock: @Sendable () -> Date
  let random: @Sendable () -> Double
  let verifier: ManifestVerifier

  /// What is stored (after `launch`).
  public private(set) var state: BundleState
  /// The newest trusted root.
  public private(set) var root: TrustRoot
  /// The theme in use: `base` with the current bundle.
  public private(set) var theme: CompiledTheme
  /// The current bundle's manifest.
  public private(set) var manifest: BundleManifest?

  /// The folder holding the current bundle's files, by their manifest paths: where its named
  /// images are found (`HTMLImages(assetsDirectory:)`), so they resolve only inside the bundle.
  public var filesFolder: String? {
    state.current.map { store.bundlesPath + "/" + $0.folder + "/files" }
  }
  /// Failed cycles in a row.
  public private(set) var failures = 0
  private var launched = false
  /// The cycle running or queued last: the next one waits for it.
  private var tail: Task<BundleUpdate, Never>?

  /// The most roots followed in one cycle.
  public static let maximumRootSteps = 32
  /// How far past the device clock an `issued` time may move the time floor: a week.
  public static let maximumClockLead: TimeInterval = 7 * 86400

  public init(
    configuration: BundleUpdaterConfiguration, store: BundleStore, transport: any BundleTransport,
    base: CompiledTheme,
    clock: @escaping @Sendable () -> Date = { Date() },
    random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
  ) {
    self.configuration = configuration
    self.store = store
    self.transport = transport
    self.base = base
    self.clock = clock
    self.random = random
    verifier = ManifestVerifier(
      app: configuration.app, channel: configuration.channel, limits: configuration.limits)
    state = BundleState(floor: configuration.bundledFloor)
    root = configuration.bundledRoot
    theme = base
  }

  // MARK: - Launch

  /// Starts from what is on disk (§6.5 step 12): removes staging leftovers, reverts a bundle the
  /// app launched twice without confirming, re-hashes the bundle's files, and compiles it — else
  /// the last good bundle, else the app's own theme. No network.
  public func launch() -> BundleLaunch {
    launched = true
    var diagnostics: [Diagnostic] = []
    /// Whether the state was read; if not, no bundle folder is removed this launch.
    var stateRead = true
    do {
      state = try store.load(bootstrapFloor: configuration.bundledFloor)
    } catch {
      diagnostics.append(error)
      diagnostics.append(
        .warning(.bundleStateUnwritable, "starting from the app's own root and floor", at: nil))
      state = BundleState(floor: configuration.bundledFloor)
      stateRead = false
    }
    // The stored root while it is newer than the app's (an app release may ship a newer one).
    root = configuration.bundledRoot
    if let envelope = state.rootEnvelope {
      do {
        let stored = try TrustRoot(envelope: [UInt8](envelope), path: store.statePath + "#root")
        if stored.version >= root.version {
          root = stored
        } else {
          // An app release shipped a newer root: it counts as a rotation from the stored one.
          Self.moveFloor(&state, from: stored, to: root, bundledFloor: configuration.bundledFloor)
        }
      } catch {
        diagnostics.append(error)
      }
    }
    if root == configuration.bundledRoot { state.rootEnvelope = root.envelope.map { Data($0) } }
    let original = state.current
    if let pending = state.pending {
      if state.pendingLaunches >= 2 {
        diagnostics.append(
          .error(
            .bundleReverted,
            "bundle \(pending.version) was launched \(state.pendingLaunches) times without being confirmed healthy; reverted to the last good bundle, and it is not installed again",
            at: nil))
        state.reject(pending.payloadHash)
        state.pending = nil
        state.pendingLaunches = 0
      } else {
        state.pendingLaunches += 1
      }
    }
    // The bundle in use, else the ones before it, each re-hashed and compiled.
    var candidates = [state.pending, state.active, state.lastGood].compactMap { $0 }
    var chosen: (BundleState.Installed, BundleManifest, CompiledTheme)?
    while chosen == nil, !candidates.isEmpty {
      let installed = candidates.removeFirst()
      do {
        chosen = try open(installed)
      } catch {
        diagnostics.append(error)
        if state.pending == installed { state.pending = nil }
        if state.active == installed { state.active = nil }
        if state.lastGood == installed { state.lastGood = nil }
      }
    }
    if let chosen {
      let (installed, manifest, theme) = chosen
      self.theme = theme
      self.manifest = manifest
      // the last good one is in use now
      if state.pending == nil, state.active == nil { state.active = installed }
    } else {
      theme = base
      manifest = nil
    }
    // The stored ETag belongs to the manifest of the bundle that was in use.
    if state.current != original { state.etag = nil }
    do {
      try store.commit(state)
      if stateRead { try store.collectGarbage(keeping: state) }
    } catch {
      diagnostics.append(error)
    }
    return BundleLaunch(theme: theme, version: manifest?.version, diagnostics: diagnostics)
  }

  /// An installed bundle's manifest and theme, its files checked against the manifest first.
  private func open(_ installed: BundleState.Installed) throws(Diagnostic) -> (
    BundleState.Installed, BundleManifest, CompiledTheme
  ) {
    let folder = store.bundlesPath + "/" + installed.folder
    guard
      let (envelopeBytes, files) = try store.contents(of: installed).map({ ($0.envelope, $0.files) }
      )
    else {
      throw .error(
        .bundleBlobHashMismatch, "bundle \(installed.version) is missing from \(folder)", at: nil)
    }
    let envelope = try SignedEnvelope(parsing: envelopeBytes, path: folder + "/manifest.json")
    let manifest = try BundleManifest(
      payload: envelope.payload, path: folder + "/manifest.json#payload",
      limits: configuration.limits)
    for file in manifest.files {
      guard let bytes = files[file.path], bytes.count == file.length,
        Hex.sha256(bytes) == file.sha256
      else {
        throw .error(
          .bundleBlobHashMismatch,
          "\(folder)/files/\(file.path) changed on disk since bundle \(installed.version) was installed; it is not used",
          at: nil)
      }
    }
    let theme = Self.compile(
      layer: manifest.layer, files: files, name: "bundle-\(installed.version)", onto: base,
      limits: configuration.limits)
    guard !theme.diagnostics.containsErrors else {
      throw .error(
        .bundleCompileFailed,
        "bundle \(installed.version) no longer compiles with this app's theme", at: nil)
    }
    return (installed, manifest, theme)
  }

  /// A bundle's theme: `base` with the bundle's layer entries, read from `files` alone (nothing
  /// outside the bundle can be included), as its runtime layer. What the updater's compile gate
  /// and `livery bundle` check; use it only when it has no errors.
  /// The folder a bundle's files are read under: `bundle/theme/base.nss:3:5` in diagnostics.
  public static let bundleRoot = "bundle"

  public static func compile(
    layer: [BundleManifest.LayerEntry], files: [String: [UInt8]], name: String,
    onto base: CompiledTheme, limits: BundleLimits = BundleLimits()
  ) -> CompiledTheme {
    // Every version's files are under the same root, `bundle/`, so a long-running app that installs
    // bundle after bundle registers each file path once (locations are numbers into a table that
    // is never emptied); the version is in the layer's name.
    let source = ThemeInput.memory(files, root: Self.bundleRoot)
    let inputs = layer.map { entry in
      var input = source
      input.selection = files[entry.path] != nil ? .file(entry.path) : .folder(entry.path)
      let conditions = entry.conditions.sorted { $0.key < $1.key }.map {
        Condition.equals(EnvironmentAxis($0.key), $0.value)
      }
      return input.when(Conditions(conditions))
    }
    let formats = FormatRegistry.standard(
      dtcg: DTCGFormat.Options(maximumWork: limits.maximumTokenWork))
    return base.replacingRuntimeLayer(
      with: ThemeLoader.readLayer(
        inputs, named: name, options: ThemeLoader.Options(formats: formats)))
  }

  /// Promotes the pending bundle once the app showed it works (its first frame rendered, or a
  /// clean second launch): it becomes the active one, the previous active one the last good one,
  /// and other bundle folders are removed.
  ///
  /// - Parameter version: The version the app showed (`BundleUpdate`'s or `BundleLaunch`'s): a
  ///   bundle installed since, which the app has not shown, stays pending.
  @discardableResult
  public func confirmHealthy(version: Int) -> [Diagnostic] {
    guard let pending = state.pending, pending.version == version else { return [] }
    var next = state
    if next.active != pending { next.lastGood = next.active }
    next.active = pending
    next.pending = nil
    next.pendingLaunches = 0
    do {
      try store.commit(next)
      state = next
      try store.collectGarbage(keeping: state)
      return []
    } catch {
      return [error]
    }
  }

  // MARK: - One cycle

  /// Runs one update cycle and, when a bundle was installed, offers its theme to `store` (a
  /// `ThemeApplier` following the store re-applies every live component; the store's gate keeps
  /// the last good theme). A bundle whose theme has errors is refused at the store too, with
  /// them (the store shows the last good theme, an applier following it reports them); a cycle
  /// that fetched nothing new, or failed before there was a theme, tells the store nothing.
  /// Cycles run one at a time: a second call waits for the first and then sees its result.
  public func update(into store: ThemeStore? = nil) async -> BundleUpdate {
    let previous = tail
    let task = Task { () -> BundleUpdate in
      _ = await previous?.value
      let update = await self.cycle()
      // Offered before the next cycle starts, so themes land in the order of the installs.
      if let store {
        if let theme = update.theme {
          store.offer(theme)
        } else if update.diagnostics.first?.code == .bundleCompileFailed {
          store.refuse(update.diagnostics.filter { $0.severity == .error })
        }
      }
      return update
    }
    tail = task
    return await task.value
  }

  /// Runs cycles until the task is cancelled, waiting `nextAttempt` between them.
  public func run(
    into store: ThemeStore? = nil, onUpdate: (@Sendable (BundleUpdate) -> Void)? = nil
  ) async {
    while !Task.isCancelled {
      let update = await update(into: store)
      onUpdate?(update)
      let wait = min(
        max(0.001, update.nextAttempt.timeIntervalSince(clock())), configuration.backoff.maximum)
      try? await Task.sleep(nanoseconds: UInt64(wait * 1_000_000_000))
    }
  }

  /// A failed cycle: why, and the server's `Retry-After`.
  private struct Failure: Error {
    var diagnostic: Diagnostic
    var retryAfter: TimeInterval?
    var extra: [Diagnostic] = []
  }

  private func cycle() async -> BundleUpdate {
    if !launched { _ = launch() }
    // Never earlier than the latest `issued` seen: a clock set back cannot revive an expired manifest.
    let now = max(clock(), state.timeFloor ?? .distantPast)
    do {
      return try await attempt(now: now)
    } catch {
      failures += 1
      let delay = configuration.backoff.delay(
        failures: failures, random: random(), retryAfter: error.retryAfter)
      return BundleUpdate(
        result: .refused, diagnostics: [error.diagnostic] + error.extra,
        nextAttempt: clock().addingTimeInterval(delay), theme: nil)
    }
  }

  private func succeeded(
    _ result: BundleUpdate.Result, _ diagnostics: [Diagnostic] = [], theme: CompiledTheme? = nil
  ) -> BundleUpdate {
    failures = 0
    return BundleUpdate(
      result: result, diagnostics: diagnostics,
      nextAttempt: clock().addingTimeInterval(configuration.pollInterval), theme: theme)
  }

  private func fetch(_ request: BundleRequest) async throws(Failure) -> BundleResponse {
    do {
      return try await transport.get(request)
    } catch {
      throw Failure(diagnostic: error)
    }
  }

  private func attempt(now: Date) async throws(Failure) -> BundleUpdate {
    try await walkRoots()
    guard root.expires > now else {
      throw Failure(
        diagnostic: .error(
          .bundleRootExpired,
          "root \(root.version) expired at \(BundleTime.format(root.expires)); no manifest is accepted until a newer root is published",
          at: nil))
    }

    // The manifest, conditionally when a bundle is in use.
    let manifestURL = configuration.manifestURL
    let etag = state.current != nil ? state.etag : nil
    let response = try await fetch(
      BundleRequest(
        url: manifestURL, ifNoneMatch: etag, limit: configuration.limits.maximumManifestBytes))
    switch response.status {
    case 304:
      guard etag != nil else {
        throw Failure(
          diagnostic: .error(
            .bundleProtocolError,
            "\(manifestURL.absoluteString) answered 304 Not Modified to a request without If-None-Match",
            at: nil))
      }
      guard let manifest, manifest.expires <= now else {
        return succeeded(.unchanged(version: manifest?.version))
      }
      return succeeded(
        .unchanged(version: manifest.version),
        [
          .warning(
            .bundleStale,
            "the server still serves manifest \(manifest.version), which expired at \(BundleTime.format(manifest.expires)); the theme stays, but the publisher must sign a new one",
            at: nil)
        ])
    case 200: break
    default: throw Self.statusFailure(response, manifestURL)
    }

    let verified: ManifestVerifier.Verified
    do {
      verified = try verifier.verify(
        response.body, path: manifestURL.absoluteString, root: root, now: now)
    } catch {
      throw Failure(diagnostic: error)
    }
    let manifest = verified.manifest
    let file = SourceLocation.startOf(SourceFileID(path: manifestURL.absoluteString))

    // Versions: never back, never the same number twice with other content.
    if manifest.version < state.floor {
      throw Failure(
        diagnostic: .error(
          .bundleRollback,
          "the server offers manifest \(manifest.version), older than version \(state.floor) already accepted",
          at: file))
    }
    if verified.payloadHash == state.current?.payloadHash {
      // the same manifest, served with another ETag: kept for next time
      if response.etag != state.etag {
        var next = state
        next.etag = response.etag
        try commit(next)
      }
      return succeeded(.unchanged(version: manifest.version))
    }
    if manifest.version == state.floor, let accepted = state.floorHash,
      accepted != verified.payloadHash
    {
      return succeeded(
        .unchanged(version: state.current?.version),
        [
          .warning(
            .bundleEqualVersionDifferentContent,
            "the server offers a different manifest \(manifest.version) than the one accepted at that version; it is ignored",
            at: file)
        ])
    }
    if state.rejected.contains(verified.payloadHash) {
      throw Failure(
        diagnostic: .error(
          .bundleRejected,
          "manifest \(manifest.version) was refused before (it did not compile, or it crashed the app); it is not downloaded again",
          at: file))
    }
    if let needed = manifest.minRuntime.flatMap(RuntimeVersion.init),
      configuration.runtimeVersion < needed
    {
      throw Failure(
        diagnostic: .error(
          .bundleIncompatible,
          "manifest \(manifest.version) needs Livery \(needed) or later; this is \(configuration.runtimeVersion). A later app release picks it up",
          at: file))
    }

    let files = try await download(manifest)

    // The compile gate: any error and the bundle is never used.
    let name = "bundle-\(manifest.version)"
    let theme = Self.compile(
      layer: manifest.layer, files: files, name: name, onto: base, limits: configuration.limits)
    let problems = theme.diagnostics
    if problems.containsErrors {
      var next = state
      next.reject(verified.payloadHash)
      try? commit(next)
      let errors = theme.diagnosticCounts.errors
      throw Failure(
        diagnostic: .error(
          .bundleCompileFailed,
          "bundle \(manifest.version) has \(errors) error\(errors == 1 ? "" : "s") and is not used; the theme in use stays",
          at: file),
        extra: Array(problems.filter { $0.severity == .error }.prefix(20)))
    }

    // Commit: the files, then the state (the single commit point).
    let installed: BundleState.Installed
    do {
      installed = try store.install(verified, files: files)
    } catch {
      throw Failure(diagnostic: error)
    }
    var next = state
    next.pending = installed
    next.pendingLaunches = 0
    next.floor = manifest.version
    next.floorHash = verified.payloadHash
    // The time floor moves to `issued`, but never more than a week past this device's clock: a
    // manifest issued in year 9000 (a wrong clock at the publisher, a stolen key) must not make
    // every later manifest and root look expired for ever.
    next.timeFloor = max(
      state.timeFloor ?? .distantPast,
      min(manifest.issued, clock().addingTimeInterval(Self.maximumClockLead)))
    next.etag = response.etag
    try commit(next)
    try? store.collectGarbage(keeping: state)
    self.theme = theme
    self.manifest = manifest
    return succeeded(.installed(version: manifest.version), problems, theme: theme)
  }

  private func commit(_ next: BundleState) throws(Failure) {
    do {
      try store.commit(next)
      state = next
    } catch {
      throw Failure(diagnostic: error)
    }
  }

  private static func statusFailure(_ response: BundleResponse, _ url: URL) -> Failure {
    Failure(
      diagnostic: .error(
        .bundleFetchFailed, "\(url.absoluteString) answered HTTP \(response.status)", at: nil),
      retryAfter: response.retryAfter)
  }

  /// Follows `roots/N+1.root.json` while there is one, at most `maximumRootSteps` a cycle,
  /// keeping each root as soon as it is trusted.
  private func walkRoots() async throws(Failure) {
    for _ in 0..<Self.maximumRootSteps {
      let url = configuration.url("roots/\(root.version + 1).root.json")
      let response = try await fetch(BundleRequest(url: url, limit: TrustRoot.maximumBytes))
      switch response.status {
      case 200: break
      case 404, 403: return  // no newer root (object stores answer 403 for a missing key)
      default: throw Self.statusFailure(response, url)
      }
      var next: TrustRoot
      do {
        next = try root.next(
          from: SignedEnvelope(parsing: response.body, path: url.absoluteString),
          path: url.absoluteString)
        next.envelope = response.body
      } catch {
        throw Failure(diagnostic: error)
      }
      var state = self.state
      state.rootEnvelope = Data(response.body)
      Self.moveFloor(&state, from: root, to: next, bundledFloor: configuration.bundledFloor)
      try commit(state)
      root = next
    }
  }

  /// The version floor when `next` replaces `previous` as the trusted root (§6.6). When every
  /// manifest key was replaced, the floor becomes the new root's `versionFloor` (recovery from a
  /// stolen key that signed a huge version: manifests signed by the old keys can no longer be
  /// replayed), never below the app's own; while any manifest key stays trusted, the floor only
  /// rises to `versionFloor`, so nothing it signed before can come back.
  static func moveFloor(
    _ state: inout BundleState, from previous: TrustRoot, to next: TrustRoot, bundledFloor: Int
  ) {
    let old = Set(previous.manifestRole.keyIDs)
    let new = Set(next.manifestRole.keyIDs)
    guard old != new else { return }
    if old.isDisjoint(with: new) {
      state.floor = max(next.versionFloor, bundledFloor)
      state.floorHash = nil
    } else if next.versionFloor > state.floor {
      state.floor = next.versionFloor
      state.floorHash = nil
    }
  }

  /// The manifest's files: reused from bundles on disk when byte-identical (re-hashed), else
  /// downloaded by hash, each checked for its exact length and hash.
  private func download(_ manifest: BundleManifest) async throws(Failure) -> [String: [UInt8]] {
    var local: [String: [UInt8]] = [:]
    for installed in [state.pending, state.active, state.lastGood].compactMap({ $0 }) {
      guard let contents = try? store.contents(of: installed) else { continue }
      for bytes in contents.files.values { local[Hex.sha256(bytes)] = bytes }
    }
    var files: [String: [UInt8]] = [:]
    for file in manifest.files {
      if let bytes = local[file.sha256] {
        files[file.path] = bytes
        continue
      }
      let url = configuration.url("blobs/sha256/" + file.sha256)
      let response = try await fetch(
        BundleRequest(
          url: url, limit: file.length, overLimit: .bundleLengthMismatch,
          deadline: max(60, Double(file.length) / 16_384)))
      guard response.status == 200 else { throw Self.statusFailure(response, url) }
      guard response.body.count == file.length else {
        throw Failure(
          diagnostic: .error(
            .bundleLengthMismatch,
            "'\(file.path)' arrived with \(response.body.count) of its \(file.length) bytes",
            at: nil))
      }
      guard Hex.sha256(response.body) == file.sha256 else {
        throw Failure(
          diagnostic: .error(
            .bundleBlobHashMismatch,
            "'\(file.path)' does not hash to the manifest's SHA-256; it was changed", at: nil))
      }
      files[file.path] = response.body
    }
    return files
  }
}

extension RuntimeVersion {
  /// This Livery runtime's version, compared with manifests' `minRuntime`.
  public static let current = RuntimeVersion("0.15.0")!
}

public import Foundation
public import LiveryCore

/// What a client remembers between update cycles and launches (remote-bundles.md §6.4).
public struct BundleState: Codable, Sendable, Equatable {
  /// A bundle on disk: its version, the SHA-256 of its manifest payload, and its folder's name
  /// under `bundles/`.
  public struct Installed: Codable, Sendable, Equatable {
    public var version: Int
    public var payloadHash: String
    public var folder: String
  }

  /// The newest trusted root's envelope; `nil`: the pinned key (root 0).
  public var rootEnvelope: Data?
  /// The highest manifest version ever accepted: nothing lower is installed again.
  public var floor: Int
  /// The payload hash of the manifest accepted at `floor`: the same version with other content
  /// is ignored, this one may be installed again (after its files were found damaged).
  public var floorHash: String?
  /// The latest `issued` of an accepted manifest: the clock is never taken to be earlier.
  public var timeFloor: Date?
  /// The bundle in use since the app confirmed it healthy.
  public var active: Installed?
  /// The bundle `active` replaced: where a failing bundle reverts to.
  public var lastGood: Installed?
  /// A bundle installed but not yet confirmed healthy: used from its install on, reverted when
  /// the app launches twice without confirming it (§6.5 steps 11–12).
  public var pending: Installed?
  /// Launches since `pending` was installed.
  public var pendingLaunches: Int
  /// The ETag of the active manifest's response, sent as `If-None-Match`.
  public var etag: String?
  /// Payload hashes of manifests that verified but did not compile: not downloaded again.
  public var rejected: [String]

  /// Reads a stored state; members a later version added may be missing.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    rootEnvelope = try container.decodeIfPresent(Data.self, forKey: .rootEnvelope)
    floor = try container.decode(Int.self, forKey: .floor)
    floorHash = try container.decodeIfPresent(String.self, forKey: .floorHash)
    timeFloor = try container.decodeIfPresent(Date.self, forKey: .timeFloor)
    active = try container.decodeIfPresent(Installed.self, forKey: .active)
    lastGood = try container.decodeIfPresent(Installed.self, forKey: .lastGood)
    pending = try container.decodeIfPresent(Installed.self, forKey: .pending)
    pendingLaunches = try container.decodeIfPresent(Int.self, forKey: .pendingLaunches) ?? 0
    etag = try container.decodeIfPresent(String.self, forKey: .etag)
    rejected = try container.decodeIfPresent([String].self, forKey: .rejected) ?? []
  }

  /// A client that has installed nothing: its floor is the app's own (a wiped state must not
  /// reopen rollback below what the app shipped with).
  public init(floor: Int = 0) {
    self.floor = floor
    pendingLaunches = 0
    rejected = []
  }

  /// The bundle in use: the pending one, else the active one.
  public var current: Installed? { pending ?? active }

  /// How many refused manifests are remembered (the oldest are forgotten first).
  public static let maximumRejected = 64

  /// Remembers a refused manifest's payload hash.
  mutating func reject(_ payloadHash: String) {
    guard !rejected.contains(payloadHash) else { return }
    rejected.append(payloadHash)
    if rejected.count > Self.maximumRejected {
      rejected.removeFirst(rejected.count - Self.maximumRejected)
    }
  }
}

/// The updater's folder: `state.json` and `bundles/<version>-<hash8>/…`, changed only by the
/// steps that keep it consistent across a crash at any point:
///
/// - a bundle is written into `bundles/.staging-…`, each file flushed, then renamed into place
///   and the folder flushed;
/// - the state is written to `state.json.tmp`, flushed, renamed over `state.json`, and the
///   folder flushed. That rename is the single commit point: before it the old state holds,
///   after it the new one.
public struct BundleStore: Sendable {
  public let folder: String
  let files: any BundleFileSystem

  public init(folder: String, fileSystem: any BundleFileSystem = LocalBundleFileSystem()) {
    self.folder = folder
    files = fileSystem
  }

  var statePath: String { folder + "/state.json" }
  var bundlesPath: String { folder + "/bundles" }

  /// The stored state, or a fresh one at `floor` when there is none (first launch, or wiped).
  ///
  /// - Throws: `bundle.state-unwritable` when the state cannot be read (the file system refused),
  ///   or exists but is not a state; such a file is first moved aside to `state.json.unreadable`,
  ///   so the next commit does not destroy what someone may want to look at.
  public func load(bootstrapFloor floor: Int = 0) throws(Diagnostic) -> BundleState {
    guard let bytes = try files.read(statePath) else { return BundleState(floor: floor) }
    do {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      var state = try decoder.decode(BundleState.self, from: Data(bytes))
      state.floor = max(state.floor, floor)
      return state
    } catch {
      try? files.rename(statePath, to: statePath + ".unreadable")
      throw .error(
        .bundleStateUnwritable,
        "\(statePath) is not a state Livery wrote (kept as state.json.unreadable): \(error)",
        at: .startOf(SourceFileID(path: statePath)))
    }
  }

  /// Writes `state` durably; the commit point of every change.
  public func commit(_ state: BundleState) throws(Diagnostic) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    let bytes: Data
    do { bytes = try encoder.encode(state) } catch {
      throw .error(.bundleStateUnwritable, "cannot encode the state: \(error)", at: nil)
    }
    try files.createDirectory(folder)
    try files.write([UInt8](bytes), to: statePath + ".tmp")
    try files.rename(statePath + ".tmp", to: statePath)
    try files.syncDirectory(folder)
  }

  /// Writes a verified bundle's files and its manifest envelope into a new folder under
  /// `bundles/`, each flushed, and returns the folder's name. Nothing is left behind on failure.
  ///
  /// - Throws: `bundle.length-mismatch` or `bundle.blob-hash-mismatch` when `contents` are not
  ///   exactly the manifest's files; a file-system diagnostic.
  public func install(_ verified: ManifestVerifier.Verified, files contents: [String: [UInt8]])
    throws(Diagnostic) -> BundleState.Installed
  {
    for file in verified.manifest.files {
      guard let bytes = contents[file.path], bytes.count == file.length else {
        throw .error(
          .bundleLengthMismatch,
          "'\(file.path)' is not the \(file.length) bytes the manifest lists", at: nil)
      }
      guard Hex.sha256(bytes) == file.sha256 else {
        throw .error(
          .bundleBlobHashMismatch, "'\(file.path)' does not hash to the manifest's SHA-256", at: nil
        )
      }
    }
    // A folder name no state names yet: a reinstall of the same manifest never touches the old folder.
    let name =
      "\(verified.manifest.version)-\(verified.payloadHash.prefix(8))-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))"
    let staging = bundlesPath + "/.staging-\(name)"
    do {
      try files.createDirectory(staging)
      var folders: Set<String> = [staging]
      var written: [(path: String, bytes: [UInt8])] = [
        (staging + "/manifest.json", verified.envelope)
      ]
      for file in verified.manifest.files {
        let path = staging + "/files/" + file.path
        var folder = (path as NSString).deletingLastPathComponent
        if !folders.contains(folder) { try files.createDirectory(folder) }
        while folder.count > staging.count, folders.insert(folder).inserted {
          folder = (folder as NSString).deletingLastPathComponent
        }
        written.append((path, contents[file.path]!))  // checked above
      }
      try files.write(files: written)
      // Every new folder's entries flushed, deepest first, so the renamed bundle is whole after a power cut.
      for folder in folders.sorted(by: { $0.count > $1.count }) { try files.syncDirectory(folder) }
      try files.rename(staging, to: bundlesPath + "/" + name)
      try files.syncDirectory(bundlesPath)
    } catch {
      try? files.remove(staging)
      throw error
    }
    return BundleState.Installed(
      version: verified.manifest.version, payloadHash: verified.payloadHash, folder: name)
  }

  /// An installed bundle's manifest envelope and files, as written.
  public func contents(of installed: BundleState.Installed) throws(Diagnostic) -> (
    envelope: [UInt8], files: [String: [UInt8]]
  )? {
    let base = bundlesPath + "/" + installed.folder
    guard let envelope = try files.read(base + "/manifest.json") else { return nil }
    var contents: [String: [UInt8]] = [:]
    var stack = [""]
    while let relative = stack.popLast() {
      for name in try files.list(base + "/files" + (relative.isEmpty ? "" : "/" + relative)) {
        let path = relative.isEmpty ? name : relative + "/" + name
        if let bytes = try files.read(base + "/files/" + path) {
          contents[path] = bytes
        } else {
          stack.append(path)
        }
      }
    }
    return (envelope, contents)
  }

  /// Removes staging leftovers and every bundle folder `state` no longer names.
  public func collectGarbage(keeping state: BundleState) throws(Diagnostic) {
    let kept = Set(
      [state.pending?.folder, state.active?.folder, state.lastGood?.folder].compactMap { $0 })
    for name in try files.list(bundlesPath) where !kept.contains(name) {
      try files.remove(bundlesPath + "/" + name)
    }
  }
}

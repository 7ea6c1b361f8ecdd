public import Foundation
public import LiveryCore

/// The publishing side: a folder of plain static files any web server, object store or CDN can
/// serve (remote-bundles.md §6.2).
///
/// ```
/// roots/1.root.json, 2.root.json…          signed trust roots
/// channels/<channel>/manifest.json         the current signed manifest
/// blobs/sha256/<64 hex>                    file contents by hash, immutable
/// ```
public struct BundleRepository: Sendable {
  public let folder: String

  public init(folder: String) {
    self.folder = folder
  }

  public func rootPath(_ version: Int) -> String { folder + "/roots/\(version).root.json" }
  public func manifestPath(channel: String) -> String {
    folder + "/channels/\(channel)/manifest.json"
  }
  public func blobPath(_ sha256: String) -> String { folder + "/blobs/sha256/" + sha256 }

  /// Publishes `root`, signed by `keys` (for a rotation: enough of the previous root's root keys
  /// and of this one's).
  public func publish(_ root: TrustRoot, signedBy keys: [BundleSigningKey]) throws(Diagnostic) {
    let envelope = SignedEnvelope(
      payload: root.payload, type: SignedEnvelope.rootType, signedBy: keys)
    try write(envelope.encoded, to: rootPath(root.version))
  }

  /// Publishes a bundle of `files`: each blob by its hash, then the signed manifest, last, so a
  /// client never sees a manifest whose blobs are not there yet. The manifest is read back with
  /// the client's own checks (paths, limits, layer entries) before anything is written.
  ///
  /// - Returns: The manifest published.
  /// - Throws: `bundle.manifest-invalid` or `bundle.too-large` for a bundle clients would refuse;
  ///   `bundle.state-unwritable` when the folder cannot be written.
  @discardableResult
  public func publish(
    files: [(path: String, bytes: [UInt8])], layer: [BundleManifest.LayerEntry], app: String,
    channel: String, version: Int,
    issued: Date, expires: Date, minRuntime: String? = nil, limits: BundleLimits = BundleLimits(),
    signedBy keys: [BundleSigningKey]
  ) throws(Diagnostic) -> BundleManifest {
    // The channel names a folder of the repository.
    guard !channel.contains("/"), BundleManifest.problem(withPath: channel) == nil else {
      throw .error(
        .bundleManifestInvalid, "the channel '\(channel)' must be one plain folder name", at: nil)
    }
    let entries = files.map {
      BundleManifest.File(path: $0.path, sha256: Hex.sha256($0.bytes), length: $0.bytes.count)
    }
    let manifest = BundleManifest(
      app: app, channel: channel, version: version, issued: issued, expires: expires,
      minRuntime: minRuntime, layer: layer,
      files: entries)
    let path = manifestPath(channel: channel)
    _ = try BundleManifest(payload: manifest.payload, path: path + "#payload", limits: limits)
    for (file, entry) in zip(files, entries)
    where !FileManager.default.fileExists(atPath: blobPath(entry.sha256)) {
      try write(file.bytes, to: blobPath(entry.sha256))
    }
    let envelope = SignedEnvelope(
      payload: manifest.payload, type: SignedEnvelope.manifestType, signedBy: keys)
    let previous =
      (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    try write(envelope.encoded, to: path)
    // Servers such as nginx and Apache make ETags of the modification time in whole seconds and
    // the size: a manifest replaced within the second by one of the same size would keep its
    // ETag, and clients would be told "not modified". Its time is moved a second past the old one.
    if let previous {
      let later = Date(timeIntervalSince1970: (previous.timeIntervalSince1970 + 1).rounded(.down))
      if later > Date() {
        try? FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: path)
      }
    }
    return manifest
  }

  /// The newest root in the folder (`roots/N.root.json` for N = 1, 2, … while there is one), checked
  /// to be signed by its own root keys; `nil` when there is none.
  public func latestRoot() throws(Diagnostic) -> TrustRoot? {
    var latest: TrustRoot?
    var version = 1
    while let data = FileManager.default.contents(atPath: rootPath(version)) {
      latest = try TrustRoot(envelope: [UInt8](data), path: rootPath(version))
      version += 1
    }
    return latest
  }

  /// The manifest published on `channel`, read without checking its signatures (it is the
  /// publisher's own); `nil` when there is none.
  public func publishedManifest(channel: String) throws(Diagnostic) -> BundleManifest? {
    let path = manifestPath(channel: channel)
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let envelope = try SignedEnvelope(parsing: [UInt8](data), path: path)
    return try BundleManifest(payload: envelope.payload, path: path + "#payload")
  }

  private func write(_ bytes: [UInt8], to path: String) throws(Diagnostic) {
    do {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .error(
        .bundleStateUnwritable, "cannot write \(path): \(error.localizedDescription)", at: nil)
    }
  }
}

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
  public func manifestPath(channel: String) -> String { folder + "/channels/\(channel)/manifest.json" }
  public func blobPath(_ sha256: String) -> String { folder + "/blobs/sha256/" + sha256 }

  /// Publishes `root`, signed by `keys` (for a rotation: enough of the previous root's root keys
  /// and of this one's).
  public func publish(_ root: TrustRoot, signedBy keys: [BundleSigningKey]) throws(Diagnostic) {
    let envelope = SignedEnvelope(payload: root.payload, type: SignedEnvelope.rootType, signedBy: keys)
    try write(envelope.encoded, to: rootPath(root.version))
  }

  /// Publishes a bundle of `files`: each blob by its hash, then the signed manifest, last, so a
  /// client never sees a manifest whose blobs are not there yet.
  ///
  /// - Returns: The manifest published.
  @discardableResult
  public func publish(
    files: [(path: String, bytes: [UInt8])], layer: [BundleManifest.LayerEntry], app: String, channel: String, version: Int,
    issued: Date, expires: Date, minRuntime: String? = nil, signedBy keys: [BundleSigningKey]
  ) throws(Diagnostic) -> BundleManifest {
    var entries: [BundleManifest.File] = []
    for file in files {
      let sha256 = Hex.sha256(file.bytes)
      if !FileManager.default.fileExists(atPath: blobPath(sha256)) { try write(file.bytes, to: blobPath(sha256)) }
      entries.append(BundleManifest.File(path: file.path, sha256: sha256, length: file.bytes.count))
    }
    let manifest = BundleManifest(
      app: app, channel: channel, version: version, issued: issued, expires: expires, minRuntime: minRuntime, layer: layer,
      files: entries)
    let envelope = SignedEnvelope(payload: manifest.payload, type: SignedEnvelope.manifestType, signedBy: keys)
    try write(envelope.encoded, to: manifestPath(channel: channel))
    return manifest
  }

  private func write(_ bytes: [UInt8], to path: String) throws(Diagnostic) {
    do {
      try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .error(.bundleStateUnwritable, "cannot write \(path): \(error.localizedDescription)", at: nil)
    }
  }
}

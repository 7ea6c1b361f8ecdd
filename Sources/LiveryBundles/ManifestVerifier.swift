public import Foundation
public import LiveryCore

/// The checks on a served `manifest.json` that need no state (remote-bundles.md §6.5 steps 4–5
/// and 7): the envelope, its signatures against the root's manifest role, then the payload — its
/// app, channel, validity at `now`, paths and limits. Version and rollback checks need the
/// client's state and belong to the updater.
public struct ManifestVerifier: Sendable {
  public var app: String
  public var channel: String
  public var limits: BundleLimits

  public init(app: String, channel: String, limits: BundleLimits = BundleLimits()) {
    self.app = app
    self.channel = channel
    self.limits = limits
  }

  /// A manifest that passed every check, with the SHA-256 of its payload (what "the same
  /// manifest" means).
  public struct Verified: Sendable, Equatable {
    public let manifest: BundleManifest
    public let payloadHash: String
    /// The envelope's bytes, as stored for the next start.
    public let envelope: [UInt8]
  }

  /// - Parameters:
  ///   - bytes: The envelope as downloaded.
  ///   - path: Its name in diagnostics (the URL).
  /// - Throws: The first check that failed, as a diagnostic.
  public func verify(_ bytes: [UInt8], path: String, root: TrustRoot, now: Date) throws(Diagnostic)
    -> Verified
  {
    let file = SourceLocation.startOf(SourceFileID(path: path))
    guard bytes.count <= limits.maximumManifestBytes else {
      throw .error(
        .bundleTooLarge, "the manifest is over \(limits.maximumManifestBytes) bytes", at: file)
    }
    guard root.expires > now else {
      throw .error(
        .bundleRootExpired,
        "root \(root.version) expired at \(BundleTime.format(root.expires)); no manifest is accepted until a newer root is published",
        at: file)
    }
    let envelope = try SignedEnvelope(parsing: bytes, path: path)
    guard envelope.payloadType == SignedEnvelope.manifestType else {
      throw .error(
        .bundleEnvelope, "the document is a \(envelope.payloadType), not a manifest", at: file)
    }
    let role = root.manifestRole
    let verified = envelope.verifiedKeyIDs(by: root.keys, allowed: role.keyIDs)
    guard verified.count >= role.threshold else {
      // Say which key is not trusted, when that is the reason; else the signatures are bad.
      if verified.isEmpty,
        let stranger = envelope.signatures.first(where: { !role.keyIDs.contains($0.keyID) })
      {
        let why =
          root.rootRole.keyIDs.contains(stranger.keyID)
          ? "may sign roots, not manifests" : "is not in root \(root.version)"
        throw .error(
          .bundleUntrustedKey, "the manifest is signed by key \(stranger.keyID), which \(why)",
          at: file)
      }
      throw .error(
        .bundleSignatureInvalid,
        "the manifest has \(verified.count) valid signature\(verified.count == 1 ? "" : "s") by manifest keys of root \(root.version); \(role.threshold) needed",
        at: file)
    }
    let manifest = try BundleManifest(
      payload: envelope.payload, path: path + "#payload", limits: limits)
    guard manifest.app == app else {
      throw .error(
        .bundleWrongApp, "the manifest is for app '\(manifest.app)', not '\(app)'", at: file)
    }
    guard manifest.channel == channel else {
      throw .error(
        .bundleWrongChannel, "the manifest is for channel '\(manifest.channel)', not '\(channel)'",
        at: file)
    }
    guard manifest.expires > now else {
      throw .error(
        .bundleExpired,
        "manifest \(manifest.version) expired at \(BundleTime.format(manifest.expires)) (clock \(BundleTime.format(now)); issued \(BundleTime.format(manifest.issued)))",
        at: file)
    }
    return Verified(manifest: manifest, payloadHash: Hex.sha256(envelope.payload), envelope: bytes)
  }
}

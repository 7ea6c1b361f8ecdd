public import LiveryCore

/// Why a bundle, a root or an update was refused (remote-bundles.md §6.5, §7).
extension DiagnosticCode {
  /// A blob's bytes do not hash to the manifest's SHA-256.
  public static let bundleBlobHashMismatch: DiagnosticCode = "bundle.blob-hash-mismatch"
  /// The bundle's theme has errors; it is not used.
  public static let bundleCompileFailed: DiagnosticCode = "bundle.compile-failed"
  /// The state folder's disk is full.
  public static let bundleDiskFull: DiagnosticCode = "bundle.disk-full"
  /// An envelope that is not strict JSON of the expected shape.
  public static let bundleEnvelope: DiagnosticCode = "bundle.envelope"
  /// A manifest re-signed at the version already installed with other content: ignored.
  public static let bundleEqualVersionDifferentContent: DiagnosticCode =
    "bundle.equal-version-different-content"
  /// The manifest's `expires` has passed.
  public static let bundleExpired: DiagnosticCode = "bundle.expired"
  /// An HTTP status or transport failure.
  public static let bundleFetchFailed: DiagnosticCode = "bundle.fetch-failed"
  /// The manifest needs a newer Livery runtime.
  public static let bundleIncompatible: DiagnosticCode = "bundle.incompatible"
  /// A download that is not the length the manifest gives.
  public static let bundleLengthMismatch: DiagnosticCode = "bundle.length-mismatch"
  /// A manifest payload that is malformed or breaks a limit or path rule.
  public static let bundleManifestInvalid: DiagnosticCode = "bundle.manifest-invalid"
  /// A response without `If-None-Match` answered 304, or another breach of HTTP.
  public static let bundleProtocolError: DiagnosticCode = "bundle.protocol-error"
  /// A manifest refused before (it did not compile, or it was reverted): not downloaded again.
  public static let bundleRejected: DiagnosticCode = "bundle.rejected"
  /// A bundle launched twice without being confirmed healthy (it probably crashed the app): the
  /// last good bundle is used again.
  public static let bundleReverted: DiagnosticCode = "bundle.reverted"
  /// A manifest older than one already installed.
  public static let bundleRollback: DiagnosticCode = "bundle.rollback"
  /// The newest trusted root has expired: no manifest is accepted until a new root is published.
  public static let bundleRootExpired: DiagnosticCode = "bundle.root-expired"
  /// A root payload that is malformed or unsafe (a weak key, a role nobody can sign for).
  public static let bundleRootInvalid: DiagnosticCode = "bundle.root-invalid"
  /// A next root that is not signed as rotation requires.
  public static let bundleRootRejected: DiagnosticCode = "bundle.root-rejected"
  /// A manifest not signed by enough of the root's manifest keys.
  public static let bundleSignatureInvalid: DiagnosticCode = "bundle.signature-invalid"
  /// The stored manifest expired while the server keeps answering "not modified".
  public static let bundleStale: DiagnosticCode = "bundle.stale"
  /// The state folder cannot be written.
  public static let bundleStateUnwritable: DiagnosticCode = "bundle.state-unwritable"
  /// A download over its size limit.
  public static let bundleTooLarge: DiagnosticCode = "bundle.too-large"
  /// A manifest signed only by keys the root does not trust for manifests.
  public static let bundleUntrustedKey: DiagnosticCode = "bundle.untrusted-key"
  /// A signed manifest for another app.
  public static let bundleWrongApp: DiagnosticCode = "bundle.wrong-app"
  /// A signed manifest for another channel.
  public static let bundleWrongChannel: DiagnosticCode = "bundle.wrong-channel"
}

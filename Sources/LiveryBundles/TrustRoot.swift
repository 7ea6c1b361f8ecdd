public import Foundation
public import LiveryCore
import LiveryFormats

/// Who may sign what (remote-bundles.md §6.2, TUF's root role): the keys, and for each role —
/// `root` (signs the next root) and `manifest` (signs manifests) — which keys and how many of them.
///
/// Roots are numbered 1, 2, 3… and served as `roots/N.root.json`. Root N+1 counts only when a
/// threshold of root N's root keys **and** a threshold of its own signed it, so keys rotate
/// without an app release and a single stolen key cannot replace them. A client starts from a
/// root it ships (``TrustRoot/init(envelope:path:)``) or from pinned root keys
/// (``TrustRoot/pinning(_:threshold:)``, version 0).
public struct TrustRoot: Sendable, Equatable {
  public struct Role: Sendable, Equatable {
    public var keyIDs: [String]
    public var threshold: Int

    public init(keyIDs: [String], threshold: Int) {
      self.keyIDs = keyIDs
      self.threshold = threshold
    }
  }

  public var version: Int
  public var expires: Date
  public var keys: [String: BundlePublicKey]
  public var rootRole: Role
  public var manifestRole: Role
  /// Set by a root that replaces compromised manifest keys: the lowest manifest version accepted
  /// from then on (recovery from a fast-forwarded version, §6.6).
  public var versionFloor: Int
  /// The signed document this root was read from, when it was (what a client stores).
  public internal(set) var envelope: [UInt8]?

  public init(
    version: Int, expires: Date, keys: [BundlePublicKey], rootRole: Role, manifestRole: Role,
    versionFloor: Int = 0
  ) {
    self.version = version
    self.expires = expires
    self.keys = Dictionary(keys.map { ($0.keyID, $0) }, uniquingKeysWith: { first, _ in first })
    self.rootRole = rootRole
    self.manifestRole = manifestRole
    self.versionFloor = versionFloor
  }

  /// Version 0, from keys an app pins instead of shipping a root: `keys` (a threshold of them)
  /// may sign root 1, and nothing may sign manifests — the manifest keys come from root 1 and
  /// later roots, so the pinned keys can stay offline. What `livery update --trust KEY` starts from.
  public static func pinning(_ keys: [BundlePublicKey], threshold: Int = 1) -> TrustRoot {
    precondition(
      (1...max(1, keys.count)).contains(threshold) && !keys.isEmpty,
      "pin at least one key, with a threshold of 1…keys.count")
    let role = Role(keyIDs: keys.map(\.keyID), threshold: threshold)
    return TrustRoot(
      version: 0, expires: .distantFuture, keys: keys, rootRole: role,
      manifestRole: Role(keyIDs: [], threshold: 1))
  }

  /// A root where `key` alone signs both roots and manifests (threshold 1 of 1): the simplest
  /// setup, what `livery bundle` publishes as root 1 unless given separate root keys.
  public static func single(
    _ key: BundlePublicKey, version: Int = 1, expires: Date = .distantFuture
  ) -> TrustRoot {
    let role = Role(keyIDs: [key.keyID], threshold: 1)
    return TrustRoot(
      version: version, expires: expires, keys: [key], rootRole: role, manifestRole: role)
  }

  /// A root an app ships or a client stored, from its envelope: checked to be a root signed by a
  /// threshold of its own root keys.
  ///
  /// - Throws: `bundle.envelope`, `bundle.root-invalid` or `bundle.root-rejected`.
  public init(envelope bytes: [UInt8], path: String) throws(Diagnostic) {
    let envelope = try SignedEnvelope(parsing: bytes, path: path)
    guard envelope.payloadType == SignedEnvelope.rootType else {
      throw .error(
        .bundleRootRejected, "the document is a \(envelope.payloadType), not a root",
        at: .startOf(SourceFileID(path: path)))
    }
    self = try TrustRoot(payload: envelope.payload, path: path + "#payload")
    guard isSigned(envelope, by: rootRole) else {
      throw .error(
        .bundleRootRejected,
        "root \(version) is not signed by \(rootRole.threshold) of its own root keys",
        at: .startOf(SourceFileID(path: path)))
    }
    self.envelope = bytes
  }

  /// The largest version a root or manifest may have: 2^53 − 1, exact in JSON and in a Double.
  public static let maximumVersion = (1 << 53) - 1
  /// The largest root document a client downloads (§6.5 step 2).
  public static let maximumBytes = 64 << 10

  // MARK: Reading

  /// Reads and checks a root's payload (already verified as signed).
  ///
  /// - Throws: `bundle.root-invalid`, located in the payload: a wrong type or spec, a key whose id
  ///   is not its hash or that is weak, a role with no keys, unknown keys or a threshold it cannot meet.
  public init(payload: [UInt8], path: String) throws(Diagnostic) {
    let code = DiagnosticCode.bundleRootInvalid
    let json = try StrictJSON(payload, path: path, code: code)
    let root = try StrictJSON.Object.object(
      json.tree.root!, in: json, named: "the root", code: code)
    guard try root.string("type", code: code) == "livery.root" else {
      throw .error(code, "\"type\" must be \"livery.root\"", at: root.location)
    }
    guard try root.integer("spec", in: 1...Int.max, code: code) == 1 else {
      throw .error(
        code, "this client reads spec 1 roots", at: root.value("spec").map(json.tree.location))
    }
    version = try root.integer("version", in: 1...Self.maximumVersion, code: code)
    expires = try BundleTime.parse(
      try root.string("expires", code: code), code: code,
      at: root.value("expires").map(json.tree.location))
    var keys: [String: BundlePublicKey] = [:]
    for (keyID, entry) in try root.members("keys", code: code) {
      guard try entry.string("alg", code: code) == "ed25519" else {
        throw .error(code, "key \(keyID): only \"ed25519\" keys are supported", at: entry.location)
      }
      let text = try entry.string("public", code: code)
      let key: BundlePublicKey
      do {
        key = try BundlePublicKey(base64: text)
      } catch {
        throw .error(code, "key \(keyID): \(error.description)", at: entry.location)
      }
      guard key.keyID == keyID else {
        throw .error(
          code, "key \(keyID): its id must be the SHA-256 of the key, \(key.keyID)",
          at: entry.location)
      }
      keys[keyID] = key
    }
    self.keys = keys
    let roles = try root.object("roles", code: code)
    func role(_ name: String) throws(Diagnostic) -> (Role, StrictJSON.Object) {
      let object = try roles.object(name, code: code)
      var keyIDs: [String] = []
      for element in try object.array("keyids", code: code) {
        guard json.tree.kind(element) == .string else {
          throw .error(code, "key ids are strings", at: json.tree.location(element))
        }
        let keyID = json.tree.string(element)
        guard keys[keyID] != nil else {
          throw .error(
            code, "role \(name) names key \(keyID), which \"keys\" does not list",
            at: json.tree.location(element))
        }
        guard !keyIDs.contains(keyID) else {
          throw .error(
            code, "role \(name) lists key \(keyID) twice", at: json.tree.location(element))
        }
        keyIDs.append(keyID)
      }
      // Never "no keys" (Sparkle's key-removal rule): a role nobody can sign for is refused.
      guard !keyIDs.isEmpty else {
        throw .error(code, "role \(name) has no keys", at: object.location)
      }
      let threshold = try object.integer("threshold", in: 1...keyIDs.count, code: code)
      return (Role(keyIDs: keyIDs, threshold: threshold), object)
    }
    rootRole = try role("root").0
    let (manifest, manifestObject) = try role("manifest")
    manifestRole = manifest
    versionFloor =
      manifestObject.value("versionFloor") == nil
      ? 0 : try manifestObject.integer("versionFloor", in: 0...Self.maximumVersion, code: code)
  }

  /// The payload's JSON, keys sorted, two-space indents: the bytes that are signed.
  public var payload: [UInt8] {
    func role(_ role: Role, floor: Int?) -> JSONText {
      var members: [(String, JSONText)] = [
        ("keyids", .array(role.keyIDs.map(JSONText.string))),
        ("threshold", .number(Double(role.threshold))),
      ]
      if let floor { members.append(("versionFloor", .number(Double(floor)))) }
      return .object(members)
    }
    let keys = self.keys.keys.sorted().map { id in
      (
        id,
        JSONText.object([("alg", .string("ed25519")), ("public", .string(self.keys[id]!.base64))])
      )
    }
    let document = JSONText.object([
      ("type", .string("livery.root")), ("spec", .number(1)),
      ("version", .number(Double(version))),
      ("expires", .string(BundleTime.format(expires))), ("keys", .object(keys)),
      (
        "roles",
        .object([
          ("root", role(rootRole, floor: nil)),
          ("manifest", role(manifestRole, floor: versionFloor)),
        ])
      ),
    ])
    return Array((document.rendered(.document) + "\n").utf8)
  }

  // MARK: Trust

  /// Whether a threshold of `role`'s keys signed `envelope`.
  func isSigned(_ envelope: SignedEnvelope, by role: Role) -> Bool {
    envelope.verifiedKeyIDs(by: keys, allowed: role.keyIDs).count >= role.threshold
  }

  /// The root after this one, from its envelope at `path` (`roots/N+1.root.json`).
  ///
  /// - Throws: `bundle.root-rejected` (wrong type, not signed by a threshold of this root's root
  ///   keys and of its own, not version N+1) or `bundle.root-invalid`.
  public func next(from envelope: SignedEnvelope, path: String) throws(Diagnostic) -> TrustRoot {
    let file = SourceLocation.startOf(SourceFileID(path: path))
    guard envelope.payloadType == SignedEnvelope.rootType else {
      throw .error(
        .bundleRootRejected, "the document is a \(envelope.payloadType), not a root", at: file)
    }
    guard isSigned(envelope, by: rootRole) else {
      throw .error(
        .bundleRootRejected,
        "root \(version + 1) is not signed by \(rootRole.threshold) of root \(version)'s root keys; it is not trusted",
        at: file)
    }
    let next = try TrustRoot(payload: envelope.payload, path: path + "#payload")
    guard next.isSigned(envelope, by: next.rootRole) else {
      throw .error(
        .bundleRootRejected,
        "root \(next.version) is not signed by \(next.rootRole.threshold) of its own root keys",
        at: file)
    }
    guard next.version == version + 1 else {
      throw .error(
        .bundleRootRejected, "\(path) holds root \(next.version); root \(version + 1) was expected",
        at: file)
    }
    return next
  }
}

/// RFC 3339 UTC times with a `Z`, whole seconds: `2026-11-20T10:00:00Z`.
enum BundleTime {
  static func parse(_ text: String, code: DiagnosticCode, at location: SourceLocation?)
    throws(Diagnostic) -> Date
  {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    guard text.hasSuffix("Z"), let date = formatter.date(from: text) else {
      throw .error(code, "'\(text)' is not a UTC time like 2026-11-20T10:00:00Z", at: location)
    }
    return date
  }

  static func format(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    formatter.timeZone = TimeZone(identifier: "UTC")
    // A date past 9999 does not fit the form; distantFuture is written as the form's last second.
    return formatter.string(from: min(date, Date(timeIntervalSince1970: 253_402_300_799)))
  }
}

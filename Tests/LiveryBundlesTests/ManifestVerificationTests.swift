import Crypto
import Foundation
import LiveryBundles
import LiveryCore
import Testing

/// remote-bundles.md §7, the cases decided by the signed documents alone (no state, no network):
/// integrity and authenticity (2–9, 11–13), versions (23), key rotation (24–27, 31), expiry (17, 19).
@Suite struct ManifestVerificationTests {
  static let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18
  static let key = BundleSigningKey()
  static let verifier = ManifestVerifier(app: "com.example.shop", channel: "production")

  static var root: TrustRoot { .single(key.publicKey) }

  /// A manifest payload as text, with `fields` replacing or adding top-level members.
  static func payload(_ fields: [String: String] = [:], files: String? = nil) -> String {
    var members: [(String, String)] = [
      ("type", "\"livery.manifest\""), ("spec", "1"), ("app", "\"com.example.shop\""),
      ("channel", "\"production\""),
      ("version", "42"), ("issued", "\"2026-11-01T10:00:00Z\""),
      ("expires", "\"2026-12-20T10:00:00Z\""),
      (
        "layer",
        "[{\"path\": \"theme/base.yaml\"}, {\"path\": \"theme/dark.yaml\", \"conditions\": {\"colorScheme\": \"dark\"}}]"
      ),
      (
        "files",
        files ?? """
          [{"path": "theme/base.yaml", "sha256": "\(String(repeating: "a", count: 64))", "length": 10},
           {"path": "theme/dark.yaml", "sha256": "\(String(repeating: "b", count: 64))", "length": 20}]
          """
      ),
    ]
    for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
      if let index = members.firstIndex(where: { $0.0 == name }) {
        members[index].1 = value
      } else {
        members.append((name, value))
      }
    }
    return "{\n" + members.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n}\n"
  }

  static func envelope(
    _ payload: String, type: String = SignedEnvelope.manifestType, keys: [BundleSigningKey] = [key]
  ) -> [UInt8] {
    SignedEnvelope(payload: Array(payload.utf8), type: type, signedBy: keys).encoded
  }

  static func verify(_ bytes: [UInt8], root: TrustRoot = root) throws(Diagnostic)
    -> ManifestVerifier.Verified
  {
    try verifier.verify(
      bytes, path: "https://cdn.example/channels/production/manifest.json", root: root, now: now)
  }

  /// The code of the diagnostic verifying `bytes` throws (`nil` when it verifies).
  static func refusal(_ bytes: [UInt8], root: TrustRoot = root) -> Diagnostic? {
    do {
      _ = try verify(bytes, root: root)
      return nil
    } catch {
      return error
    }
  }

  @Test func aSignedManifestVerifiesAndReadsBack() throws {
    let verified = try Self.verify(Self.envelope(Self.payload()))
    #expect(verified.manifest.version == 42)
    #expect(
      verified.manifest.layer == [
        .init(path: "theme/base.yaml"),
        .init(path: "theme/dark.yaml", conditions: ["colorScheme": "dark"]),
      ])
    #expect(verified.manifest.files.map(\.length) == [10, 20])
    // What the library writes, it reads back to the same manifest.
    let written = SignedEnvelope(
      payload: verified.manifest.payload, type: SignedEnvelope.manifestType, signedBy: [Self.key]
    ).encoded
    #expect(try Self.verify(written).manifest == verified.manifest)
  }

  @Test func case2_aChangedPayloadFailsItsSignature() throws {
    var envelope = try SignedEnvelope(parsing: Self.envelope(Self.payload()), path: "m")
    let index = envelope.payload.firstIndex(of: UInt8(ascii: "4"))!
    envelope.payload[index] = UInt8(ascii: "5")  // version 42 → 52
    #expect(Self.refusal(envelope.encoded)?.code == .bundleSignatureInvalid)
  }

  @Test func case3_aKeyTheRootDoesNotListIsNamed() {
    let stranger = BundleSigningKey()
    let refusal = Self.refusal(Self.envelope(Self.payload(), keys: [stranger]))
    #expect(refusal?.code == .bundleUntrustedKey)
    #expect(refusal?.message.contains(stranger.publicKey.keyID) == true)
  }

  @Test func case4_aRootKeyCannotSignManifests() throws {
    let rootKey = BundleSigningKey()
    let root = TrustRoot(
      version: 1, expires: .distantFuture, keys: [rootKey.publicKey, Self.key.publicKey],
      rootRole: .init(keyIDs: [rootKey.publicKey.keyID], threshold: 1),
      manifestRole: .init(keyIDs: [Self.key.publicKey.keyID], threshold: 1))
    let refusal = Self.refusal(Self.envelope(Self.payload(), keys: [rootKey]), root: root)
    #expect(refusal?.code == .bundleUntrustedKey)
    #expect(refusal?.message.contains("may sign roots, not manifests") == true)
    #expect(Self.refusal(Self.envelope(Self.payload()), root: root) == nil)
  }

  @Test func case5_aSignatureListedTwiceCountsOnce() throws {
    let second = BundleSigningKey()
    let root = TrustRoot(
      version: 1, expires: .distantFuture, keys: [Self.key.publicKey, second.publicKey],
      rootRole: .init(keyIDs: [Self.key.publicKey.keyID], threshold: 1),
      manifestRole: .init(keyIDs: [Self.key.publicKey.keyID, second.publicKey.keyID], threshold: 2))
    var envelope = try SignedEnvelope(parsing: Self.envelope(Self.payload()), path: "m")
    envelope.signatures.append(envelope.signatures[0])
    #expect(Self.refusal(envelope.encoded, root: root)?.code == .bundleSignatureInvalid)
    // Both keys: accepted.
    #expect(
      Self.refusal(Self.envelope(Self.payload(), keys: [Self.key, second]), root: root) == nil)
  }

  @Test func case6_malformedSignaturesAreRefusedWithoutACrash() throws {
    var short = try SignedEnvelope(parsing: Self.envelope(Self.payload()), path: "m")
    short.signatures[0].bytes.removeLast()  // 63 bytes
    #expect(Self.refusal(short.encoded)?.code == .bundleSignatureInvalid)
    let payload = Data(Self.payload().utf8).base64EncodedString()
    let notBase64 =
      #"{"payloadType":"application/vnd.livery.manifest+json","payload":"\#(payload)","signatures":[{"keyid":"x","sig":"%%%"}]}"#
    #expect(Self.refusal(Array(notBase64.utf8))?.code == .bundleEnvelope)
    let unsigned =
      #"{"payloadType":"application/vnd.livery.manifest+json","payload":"\#(payload)"}"#
    let refusal = Self.refusal(Array(unsigned.utf8))
    #expect(refusal?.code == .bundleEnvelope)
    #expect(refusal?.message.contains("\"signatures\" is missing") == true)
  }

  @Test func case7_aRootServedAsTheManifestIsRefused() {
    let rootEnvelope = SignedEnvelope(
      payload: Self.root.payload, type: SignedEnvelope.rootType, signedBy: [Self.key]
    ).encoded
    let refusal = Self.refusal(rootEnvelope)
    #expect(refusal?.code == .bundleEnvelope)
    #expect(refusal?.message.contains("not a manifest") == true)
    // The same payload under the manifest type does not verify with the root's signature.
    var relabelled = try! SignedEnvelope(parsing: rootEnvelope, path: "m")
    relabelled.payloadType = SignedEnvelope.manifestType
    #expect(Self.refusal(relabelled.encoded)?.code == .bundleSignatureInvalid)
  }

  @Test func case8_anotherAppOrChannelIsRefused() {
    #expect(
      Self.refusal(Self.envelope(Self.payload(["app": "\"com.other\""])))?.code == .bundleWrongApp)
    let channel = Self.refusal(Self.envelope(Self.payload(["channel": "\"staging\""])))
    #expect(channel?.code == .bundleWrongChannel)
    #expect(channel?.message.contains("channel 'staging'") == true)
  }

  @Test(arguments: [
    ("../../Library/x", "'..' segment"), ("/etc/x", "is absolute"), ("a\\\\b", "backslash"),
    ("a//b", "empty"),
    ("a/b/c/d/e/f/g/h/i", "more than 8 segments"), ("x\\u0001", "control character"),
    // "é" as e + U+0301 (NFD): canonically equal to NFC "é", so only a byte comparison sees it.
    ("theme/caf\u{65}\u{301}.yaml", "normal form C"),
  ])
  func case9_pathsThatLeaveTheBundleAreRefusedBeforeAnyDownload(path: String, reason: String) {
    let files =
      "[{\"path\": \"\(path)\", \"sha256\": \"\(String(repeating: "a", count: 64))\", \"length\": 1}]"
    let refusal = Self.refusal(
      Self.envelope(Self.payload(["layer": "[{\"path\": \"theme/base.yaml\"}]"], files: files)))
    #expect(refusal?.code == .bundleManifestInvalid)
    #expect(refusal?.message.contains(reason) == true, "\(String(describing: refusal))")
  }

  @Test func case9_pathsThatDifferOnlyInCaseAreRefused() {
    let hash = String(repeating: "a", count: 64)
    let files =
      "[{\"path\": \"Theme.yaml\", \"sha256\": \"\(hash)\", \"length\": 1}, {\"path\": \"theme.yaml\", \"sha256\": \"\(hash)\", \"length\": 1}]"
    let refusal = Self.refusal(
      Self.envelope(Self.payload(["layer": "[{\"path\": \"theme.yaml\"}]"], files: files)))
    #expect(refusal?.message.contains("differ only in case") == true)
  }

  @Test func case11_aDuplicateKeyIsRefusedWhereItIs() {
    let payload = Self.payload().replacingOccurrences(
      of: "  \"version\": 42,\n", with: "  \"version\": 42,\n  \"version\": 43,\n")
    let refusal = Self.refusal(Self.envelope(payload))
    #expect(refusal?.code == .bundleManifestInvalid)
    #expect(refusal?.message == "the key \"version\" appears twice")
    #expect(refusal?.location?.line == 7 && refusal?.location?.column == 3)
    #expect(refusal?.location?.file.path.hasSuffix("manifest.json#payload") == true)
  }

  @Test func case12_unknownFieldsAreAccepted() throws {
    #expect(
      try Self.verify(Self.envelope(Self.payload(["x-note": "\"hello\""]))).manifest.version == 42)
  }

  @Test func case13_weakKeysNeverEnterTrust() throws {
    let identity: [UInt8] = [1] + Array(repeating: 0, count: 31)
    // Why: swift-crypto accepts the identity key with R = identity, S = 0 for any message.
    let raw = try Curve25519.Signing.PublicKey(rawRepresentation: identity)
    #expect(
      raw.isValidSignature(
        Data(identity + Array(repeating: 0, count: 32)), for: Data("any message".utf8)))
    for weak in [
      identity, Array(repeating: 0, count: 32), [0xed] + Array(repeating: 0xff, count: 30) + [0x7f],
    ] {
      #expect(throws: BundleKeyError.self) { try BundlePublicKey(raw: weak) }
      // In a root, under its own key id: refused with the key named and why.
      let weakID = SHA256.hash(data: weak).map { String(format: "%02x", $0) }.joined()
      let payload = """
        {"type": "livery.root", "spec": 1, "version": 1, "expires": "2030-01-01T00:00:00Z",
         "keys": {"\(weakID)": {"alg": "ed25519", "public": "\(Data(weak).base64EncodedString())"}},
         "roles": {"root": {"keyids": ["\(weakID)"], "threshold": 1}, "manifest": {"keyids": ["\(weakID)"], "threshold": 1}}}
        """
      do {
        _ = try TrustRoot(payload: Array(payload.utf8), path: "1.root.json")
        Issue.record("a weak key entered a root")
      } catch {
        #expect(
          error.message.contains("key \(weakID): the key is a small-order or non-canonical point"),
          "\(error.message)")
      }
    }
  }

  @Test func case17_case19_anExpiredManifestSaysWhenAndByWhichClock() {
    let refusal = Self.refusal(Self.envelope(Self.payload(["expires": "\"2026-11-02T00:00:00Z\""])))
    #expect(refusal?.code == .bundleExpired)
    #expect(
      refusal?.message.contains("expired at 2026-11-02T00:00:00Z (clock 2026-11-18") == true,
      "\(String(describing: refusal))")
    #expect(refusal?.message.contains("issued 2026-11-01T10:00:00Z") == true)
  }

  @Test func case29_anExpiredRootAcceptsNoManifest() {
    var root = Self.root
    root.expires = Date(timeIntervalSince1970: 1_790_000_000)
    #expect(Self.refusal(Self.envelope(Self.payload()), root: root)?.code == .bundleRootExpired)
  }

  @Test func case9_aFileCannotAlsoBeAFolder() {
    let hash = String(repeating: "a", count: 64)
    let files =
      "[{\"path\": \"theme\", \"sha256\": \"\(hash)\", \"length\": 1}, {\"path\": \"Theme/x.yaml\", \"sha256\": \"\(hash)\", \"length\": 1}]"
    let refusal = Self.refusal(
      Self.envelope(Self.payload(["layer": "[{\"path\": \"Theme/x.yaml\"}]"], files: files)))
    #expect(
      refusal?.message.contains("both a file and the folder") == true,
      "\(String(describing: refusal))")
  }

  @Test(arguments: ["-1", "1.5", "\"42\"", "9007199254740992", "4.2e1", "0"])
  func case23_versionsMustBeWholeNumbersUpTo2To53Minus1(version: String) {
    let refusal = Self.refusal(Self.envelope(Self.payload(["version": version])))
    #expect(refusal?.code == .bundleManifestInvalid, "\(version)")
  }

  @Test func limitsAreCheckedBeforeAnyDownload() {
    let files =
      "[{\"path\": \"theme/base.yaml\", \"sha256\": \"\(String(repeating: "a", count: 64))\", \"length\": \(5 << 20)}]"
    #expect(
      Self.refusal(
        Self.envelope(Self.payload(["layer": "[{\"path\": \"theme/base.yaml\"}]"], files: files)))?
        .code == .bundleTooLarge)
    let upper =
      "[{\"path\": \"theme/base.yaml\", \"sha256\": \"\(String(repeating: "A", count: 64))\", \"length\": 1}]"
    #expect(
      Self.refusal(
        Self.envelope(Self.payload(["layer": "[{\"path\": \"theme/base.yaml\"}]"], files: upper)))?
        .code == .bundleManifestInvalid)
    #expect(
      Self.refusal(Self.envelope(Self.payload(["layer": "[{\"path\": \"elsewhere.yaml\"}]"])))?
        .message.contains("does not list") == true)
  }
}

/// Key rotation through numbered roots (§6.6; cases 24–27, 31).
@Suite struct TrustRootTests {
  static let old = (0..<3).map { _ in BundleSigningKey() }
  static let new = (0..<3).map { _ in BundleSigningKey() }
  static let manifestOld = BundleSigningKey()
  static let manifestNew = BundleSigningKey()

  static func root(
    _ version: Int, rootKeys: [BundleSigningKey], manifestKey: BundleSigningKey, floor: Int = 0
  ) -> TrustRoot {
    TrustRoot(
      version: version, expires: Date(timeIntervalSince1970: 1_900_000_000),
      keys: rootKeys.map(\.publicKey) + [manifestKey.publicKey],
      rootRole: .init(keyIDs: rootKeys.map(\.publicKey.keyID), threshold: 2),
      manifestRole: .init(keyIDs: [manifestKey.publicKey.keyID], threshold: 1), versionFloor: floor)
  }

  static let v1 = root(1, rootKeys: old, manifestKey: manifestOld)
  static let v2 = root(2, rootKeys: new, manifestKey: manifestNew, floor: 43)

  static func next(
    _ root: TrustRoot, signedBy keys: [BundleSigningKey], from current: TrustRoot = v1
  ) throws(Diagnostic) -> TrustRoot {
    let envelope = SignedEnvelope(
      payload: root.payload, type: SignedEnvelope.rootType, signedBy: keys)
    return try current.next(
      from: try SignedEnvelope(parsing: envelope.encoded, path: "2.root.json"), path: "2.root.json")
  }

  @Test func aRootReadsBackAsWritten() throws {
    #expect(try TrustRoot(payload: Self.v2.payload, path: "2.root.json") == Self.v2)
  }

  @Test func case24_twoOfThreeOldAndNewAdoptsTheRootAndItsManifestKey() throws {
    let adopted = try Self.next(
      Self.v2, signedBy: [Self.old[0], Self.old[2], Self.new[1], Self.new[2]])
    #expect(adopted == Self.v2)
    #expect(adopted.versionFloor == 43)
    let verifier = ManifestVerifier(app: "com.example.shop", channel: "production")
    let payload = ManifestVerificationTests.payload()
    let now = ManifestVerificationTests.now
    let byNew = SignedEnvelope(
      payload: Array(payload.utf8), type: SignedEnvelope.manifestType, signedBy: [Self.manifestNew]
    ).encoded
    #expect(throws: Never.self) { try verifier.verify(byNew, path: "m", root: adopted, now: now) }
    let byOld = SignedEnvelope(
      payload: Array(payload.utf8), type: SignedEnvelope.manifestType, signedBy: [Self.manifestOld]
    ).encoded
    #expect(throws: Diagnostic.self) {
      try verifier.verify(byOld, path: "m", root: adopted, now: now)
    }
  }

  @Test func case25_case26_bothThresholdsAreNeeded() {
    // only new keys
    #expect(throws: Diagnostic.self) { try Self.next(Self.v2, signedBy: Self.new) }
    // only old keys
    #expect(throws: Diagnostic.self) { try Self.next(Self.v2, signedBy: Self.old) }
    #expect(throws: Diagnostic.self) {
      try Self.next(Self.v2, signedBy: [Self.old[0], Self.new[0], Self.new[1]])
    }  // one old
  }

  @Test func case27_aRootMustBeTheNextVersion() {
    let v3 = Self.root(3, rootKeys: Self.new, manifestKey: Self.manifestNew)
    do {
      _ = try Self.next(v3, signedBy: Self.old + Self.new)
      Issue.record("root 3 adopted after root 1")
    } catch {
      #expect(error.code == .bundleRootRejected)
      #expect(error.message.contains("root 2 was expected"))
    }
  }

  @Test func case31_aRoleNobodyCanSignForIsRefused() {
    let text = String(decoding: Self.v1.payload, as: UTF8.self)
    // The manifest role's list is the only place the key's ID stands alone in brackets.
    let empty = text.replacingOccurrences(
      of: "\"keyids\": [\"\(Self.manifestOld.publicKey.keyID)\"]", with: "\"keyids\": []")
    #expect(empty != text)
    #expect(throws: Diagnostic.self) {
      try TrustRoot(payload: Array(empty.utf8), path: "1.root.json")
    }
    let unreachable = text.replacingOccurrences(of: "\"threshold\": 2", with: "\"threshold\": 4")
    #expect(unreachable != text)
    #expect(throws: Diagnostic.self) {
      try TrustRoot(payload: Array(unreachable.utf8), path: "1.root.json")
    }
  }
}

import Foundation
public import LiveryCore
import LiveryFormats

/// A signed document as served (remote-bundles.md §6.3): the exact payload bytes, their type, and
/// signatures by key id.
///
/// ```json
/// {"payloadType":"application/vnd.livery.manifest+json","payload":"<base64>",
///  "signatures":[{"keyid":"<hex>","sig":"<base64, 64 bytes>"}]}
/// ```
///
/// What is signed is `"LiveryEnvelope/v1" ‖ 0 ‖ payloadType ‖ 0 ‖ payload`: the raw bytes (no
/// canonical JSON to get wrong), and the type, so a root's signature can never pass as a
/// manifest's. The payload is parsed only after its signatures verified.
public struct SignedEnvelope: Sendable, Equatable {
  public static let rootType = "application/vnd.livery.root+json"
  public static let manifestType = "application/vnd.livery.manifest+json"

  public struct Signature: Sendable, Equatable {
    public var keyID: String
    /// The signature's bytes as given (a valid one has 64).
    public var bytes: [UInt8]
  }

  public var payloadType: String
  public var payload: [UInt8]
  public var signatures: [Signature]

  /// Signs `payload` with every key in `keys`.
  public init(payload: [UInt8], type: String, signedBy keys: [BundleSigningKey]) {
    payloadType = type
    self.payload = payload
    let message = Self.signingInput(type: type, payload: payload)
    signatures = keys.map { Signature(keyID: $0.publicKey.keyID, bytes: $0.sign(message)) }
  }

  /// Reads an envelope; `path` names it in diagnostics (`…/manifest.json`).
  ///
  /// - Throws: `bundle.envelope` with the line and column of the problem: not strict JSON, a
  ///   duplicate key, a missing or mistyped field, a payload or signature that is not base64.
  public init(parsing bytes: [UInt8], path: String) throws(Diagnostic) {
    let code = DiagnosticCode.bundleEnvelope
    let json = try StrictJSON(bytes, path: path, code: code)
    let root = try StrictJSON.Object.object(
      json.tree.root!, in: json, named: "the envelope", code: code)
    payloadType = try root.string("payloadType", code: code)
    guard let payload = Data(base64Encoded: try root.string("payload", code: code)) else {
      throw .error(
        code, "\"payload\" is not base64", at: root.value("payload").map(json.tree.location))
    }
    self.payload = [UInt8](payload)
    var signatures: [Signature] = []
    for element in try root.array("signatures", code: code) {
      let signature = try StrictJSON.Object.object(
        element, in: json, named: "a signature", code: code)
      let keyID = try signature.string("keyid", code: code)
      guard let bytes = Data(base64Encoded: try signature.string("sig", code: code)) else {
        throw .error(code, "the signature by \(keyID) is not base64", at: signature.location)
      }
      signatures.append(Signature(keyID: keyID, bytes: [UInt8](bytes)))
    }
    guard !signatures.isEmpty else {
      throw .error(code, "the envelope has no signatures", at: root.location)
    }
    self.signatures = signatures
  }

  /// The envelope as served: one line of JSON.
  public var encoded: [UInt8] {
    let signatures = self.signatures.map {
      JSONText.object([
        ("keyid", .string($0.keyID)), ("sig", .string(Data($0.bytes).base64EncodedString())),
      ])
    }
    let envelope = JSONText.object([
      ("payloadType", .string(payloadType)),
      ("payload", .string(Data(payload).base64EncodedString())),
      ("signatures", .array(signatures)),
    ])
    return Array((envelope.rendered(.compact) + "\n").utf8)
  }

  static func signingInput(type: String, payload: [UInt8]) -> [UInt8] {
    Array("LiveryEnvelope/v1".utf8) + [0] + Array(type.utf8) + [0] + payload
  }

  /// The distinct key ids among `role`'s keys whose signature verifies. A key id listed twice, or
  /// a key that signed twice, counts once.
  func verifiedKeyIDs(by keys: [String: BundlePublicKey], allowed: [String]) -> Set<String> {
    let message = Self.signingInput(type: payloadType, payload: payload)
    var verified: Set<String> = []
    var tried: Set<String> = []
    // Each key id is tried once: repeating a signature cannot make the client check it thousands of times.
    for signature in signatures
    where allowed.contains(signature.keyID) && tried.insert(signature.keyID).inserted {
      if let key = keys[signature.keyID], key.verifies(signature.bytes, over: message) {
        verified.insert(signature.keyID)
      }
    }
    return verified
  }
}

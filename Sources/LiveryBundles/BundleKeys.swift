import Crypto
import Foundation
import LiveryCore

/// An Ed25519 public key a client trusts (remote-bundles.md §6.2), with its key id: the lowercase
/// hex SHA-256 of its 32 raw bytes.
///
/// Keys that swift-crypto would accept but that prove nothing are refused wherever a key enters
/// trust (a pinned key, a root, a rotation): the small-order points and non-canonical encodings.
/// With the identity point `01 00…00` as the key, the signature R = identity, S = 0 verifies for
/// every message (measured, §5).
public struct BundlePublicKey: Sendable, Hashable {
  /// The 32 raw bytes.
  public let raw: [UInt8]
  /// Lowercase hex SHA-256 of `raw`.
  public let keyID: String
  let key: Curve25519.Signing.PublicKey

  /// - Throws: `bundle.key-invalid` when `raw` is not 32 bytes, is a small-order point or is not
  ///   canonically encoded.
  public init(raw: [UInt8]) throws(BundleKeyError) {
    guard raw.count == 32 else {
      throw BundleKeyError("a public key is 32 bytes; this one has \(raw.count)")
    }
    guard !Self.isWeak(raw) else {
      throw BundleKeyError(
        "the key is a small-order or non-canonical point: any signature could pass with it")
    }
    guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: raw) else {
      throw BundleKeyError("the key is not an Ed25519 public key")
    }
    self.raw = raw
    self.key = key
    keyID = Self.keyID(of: raw)
  }

  /// A key written as base64 (a `.pub` file's text, a root's `public` field); blanks around it are ignored.
  public init(base64 text: String) throws(BundleKeyError) {
    guard let bytes = Data(base64Encoded: text.trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      throw BundleKeyError("the public key is not base64")
    }
    try self.init(raw: [UInt8](bytes))
  }

  public var base64: String { Data(raw).base64EncodedString() }

  /// Whether `signature` is this key's over `message`.
  func verifies(_ signature: [UInt8], over message: [UInt8]) -> Bool {
    signature.count == 64 && key.isValidSignature(signature, for: message)
  }

  public static func == (lhs: BundlePublicKey, rhs: BundlePublicKey) -> Bool { lhs.raw == rhs.raw }
  public func hash(into hasher: inout Hasher) { hasher.combine(raw) }

  static func keyID(of raw: [UInt8]) -> String { Hex.sha256(raw) }

  /// The encodings of the eight small-order points of edwards25519 with the sign bit cleared, as
  /// libsodium's `ge25519_has_small_order` lists them: 0 (order 4), 1 (order 1), two of order 8,
  /// p − 1 (order 2), and p and p + 1 (non-canonical 0 and 1).
  private static let smallOrder: [[UInt8]] = [
    [UInt8](repeating: 0, count: 32),
    [1] + [UInt8](repeating: 0, count: 31),
    [
      0x26, 0xe8, 0x95, 0x8f, 0xc2, 0xb2, 0x27, 0xb0, 0x45, 0xc3, 0xf4, 0x89, 0xf2, 0xef, 0x98,
      0xf0,
      0xd5, 0xdf, 0xac, 0x05, 0xd3, 0xc6, 0x33, 0x39, 0xb1, 0x38, 0x02, 0x88, 0x6d, 0x53, 0xfc,
      0x05,
    ],
    [
      0xc7, 0x17, 0x6a, 0x70, 0x3d, 0x4d, 0xd8, 0x4f, 0xba, 0x3c, 0x0b, 0x76, 0x0d, 0x10, 0x67,
      0x0f,
      0x2a, 0x20, 0x53, 0xfa, 0x2c, 0x39, 0xcc, 0xc6, 0x4e, 0xc7, 0xfd, 0x77, 0x92, 0xac, 0x03,
      0x7a,
    ],
    [0xec] + [UInt8](repeating: 0xff, count: 30) + [0x7f],
    [0xed] + [UInt8](repeating: 0xff, count: 30) + [0x7f],
    [0xee] + [UInt8](repeating: 0xff, count: 30) + [0x7f],
  ]

  /// Small order (either sign), or y ≥ p = 2^255 − 19 (a non-canonical encoding).
  static func isWeak(_ raw: [UInt8]) -> Bool {
    var y = raw
    y[31] &= 0x7f
    if smallOrder.contains(y) { return true }
    return y[31] == 0x7f && y[1..<31].allSatisfy { $0 == 0xff } && y[0] >= 0xed
  }
}

/// Why a key was refused.
public struct BundleKeyError: Error, Sendable, Equatable, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}

/// An Ed25519 private key that signs roots and manifests (the release job's, or an offline root key).
///
/// Its file (`livery keygen`) is one line: the base64 of the 32-byte seed, created readable by
/// its owner only.
public struct BundleSigningKey: Sendable {
  let key: Curve25519.Signing.PrivateKey
  public let publicKey: BundlePublicKey

  /// A new random key.
  public init() {
    self.init(key: Curve25519.Signing.PrivateKey())
  }

  /// The key with this 32-byte seed (the key file's content).
  public init(seed: [UInt8]) throws(BundleKeyError) {
    guard seed.count == 32, let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: seed)
    else {
      throw BundleKeyError("a private key is a 32-byte seed; this one has \(seed.count) bytes")
    }
    self.init(key: key)
  }

  /// The key in a key file's text (base64 of the seed).
  public init(base64 text: String) throws(BundleKeyError) {
    guard let bytes = Data(base64Encoded: text.trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      throw BundleKeyError("the private key file is not base64 text")
    }
    try self.init(seed: [UInt8](bytes))
  }

  /// The key file's text: the base64 of the seed. Keep it secret.
  public var base64: String { key.rawRepresentation.base64EncodedString() }

  private init(key: Curve25519.Signing.PrivateKey) {
    self.key = key
    // A key this library made is never weak.
    publicKey = try! BundlePublicKey(raw: [UInt8](key.publicKey.rawRepresentation))
  }

  func sign(_ message: [UInt8]) -> [UInt8] {
    // Ed25519 signing fails only if BoringSSL cannot allocate.
    [UInt8]((try? key.signature(for: message)) ?? Data())
  }
}

extension Hex {
  /// The SHA-256 of `bytes` in lowercase hex: key ids, file and payload hashes.
  static func sha256(_ bytes: [UInt8]) -> String { encode(SHA256.hash(data: bytes)) }
}

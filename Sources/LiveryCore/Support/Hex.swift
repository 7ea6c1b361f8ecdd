/// Lowercase hexadecimal: digests (bundle hashes and key ids, the preview's ETags) are written
/// and checked here.
package enum Hex {
  package static func encode(_ bytes: some Sequence<UInt8>) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.underestimatedCount * 2)
    for byte in bytes {
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 0xf)])
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Whether `text` is `count` lowercase hex digits.
  package static func isLowercase(_ text: String, count: Int) -> Bool {
    text.utf8.count == count
      && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }
}

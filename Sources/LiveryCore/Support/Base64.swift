/// Base64 decoding that ignores embedded whitespace (MAF images wrap their data across lines).
enum Base64 {
  static func decode(_ text: Substring) -> [UInt8]? {
    var sextets: [UInt8] = []
    sextets.reserveCapacity(text.utf8.count)
    var padding = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"):
        guard padding == 0 else { return nil }
        sextets.append(byte - 65)
      case UInt8(ascii: "a")...UInt8(ascii: "z"):
        guard padding == 0 else { return nil }
        sextets.append(byte - 71)
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        guard padding == 0 else { return nil }
        sextets.append(byte + 4)
      case UInt8(ascii: "+"), UInt8(ascii: "-"):
        guard padding == 0 else { return nil }
        sextets.append(62)
      case UInt8(ascii: "/"), UInt8(ascii: "_"):
        guard padding == 0 else { return nil }
        sextets.append(63)
      case UInt8(ascii: "="): padding += 1
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): continue
      default: return nil
      }
    }
    guard padding <= 2, sextets.count % 4 != 1 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(sextets.count * 3 / 4)
    var index = 0
    while index + 1 < sextets.count {
      let a = sextets[index]
      let b = sextets[index + 1]
      bytes.append(a << 2 | b >> 4)
      if index + 2 < sextets.count { bytes.append((b & 0xF) << 4 | sextets[index + 2] >> 2) }
      if index + 3 < sextets.count {
        bytes.append((sextets[index + 2] & 0x3) << 6 | sextets[index + 3])
      }
      index += 4
    }
    return bytes
  }
}

/// Quick looks into JSON bytes, for formats claiming `.json` files by content: cheap byte scans over
/// the start of a file, never a parse (the reader that wins parses it properly).
package enum JSONSniffer {
  /// How far into a file a sniff looks.
  package static let window = 64 * 1024

  /// The first key of the top-level object and its byte offset, if the text starts with `{` and a
  /// string key (after a byte-order mark, blanks and comments).
  package static func firstKey(in bytes: [UInt8]) -> (key: String, offset: Int)? {
    var index = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    func skipBlanks() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        case UInt8(ascii: "/")
        where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
          while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        case UInt8(ascii: "/")
        where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
          index += 2
          while index + 1 < bytes.count,
            !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
          { index += 1 }
          index += 2
        default: return
        }
      }
    }
    skipBlanks()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
    index += 1
    skipBlanks()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    let start = index
    index += 1
    var key: [UInt8] = []
    while index < bytes.count, index - start < 1024 {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { return (String(decoding: key, as: UTF8.self), start) }
      if byte == UInt8(ascii: "\\") { index += 1 }
      if index < bytes.count { key.append(bytes[index]) }
      index += 1
    }
    return nil
  }

  /// The offset of the first of `needles` within the sniffing window, and which one it was.
  package static func firstOccurrence(of needles: [String], in bytes: [UInt8]) -> (
    needle: String, offset: Int
  )? {
    let end = min(bytes.count, window)
    var best: (needle: String, offset: Int)?
    for needle in needles {
      let pattern = Array(needle.utf8)
      guard let first = pattern.first else { continue }
      // `memchr` to each candidate start; stop at the window, a match, or past an earlier needle's match.
      ByteSearch.scan(for: first, in: bytes) { offset in
        guard offset + pattern.count <= end, offset < (best?.offset ?? end) else {
          return bytes.count
        }
        guard bytes[offset..<offset + pattern.count].elementsEqual(pattern) else { return nil }
        best = (needle, offset)
        return bytes.count
      }
    }
    return best
  }
}

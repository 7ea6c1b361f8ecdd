import Foundation

/// Finding a byte in source bytes with `memchr`: far faster than a loop over a `[UInt8]`, which
/// matters on paths every file takes (line starts, line-end checks, dialect hints).
package enum ByteSearch {
  package static func contains(_ byte: UInt8, in bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      return memchr(base, Int32(byte), buffer.count) != nil
    }
  }

  /// Calls `body` with the offset of each `byte` in `bytes`; `body` returns where to go on searching
  /// (`nil`: just after the hit).
  package static func scan(for byte: UInt8, in bytes: [UInt8], _ body: (Int) -> Int?) {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var start = 0
      while start < buffer.count, let hit = memchr(base + start, Int32(byte), buffer.count - start)
      {
        let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        start = body(offset) ?? offset + 1
      }
    }
  }

  /// Calls `body` with the offset of every `byte` in `bytes`.
  package static func forEach(_ byte: UInt8, in bytes: [UInt8], _ body: (Int) -> Void) {
    scan(for: byte, in: bytes) { offset in
      body(offset)
      return nil
    }
  }
}

/// Where the lines of one text start, so a byte offset becomes a 1-based line and column and a line
/// and column become bytes — counted as diagnostics count them everywhere: a line ends at `\n`,
/// `\r\n` or a lone `\r` (the line break is not part of the line), and a column counts Unicode
/// scalars. Every reader and the diagnostics renderer use this one index.
///
/// Built in one pass (`memchr` for line feeds); a column costs at most a 1,024-byte walk, however
/// long the line (a minified or hostile file). A class: the readers of one document share it.
package final class LineIndex: Sendable {
  /// The text as UTF-8.
  package let bytes: [UInt8]
  /// Byte offset of the start of each line.
  private let lineStarts: [Int]
  /// Whether every byte is ASCII: then a column is a byte count.
  private let isASCII: Bool
  /// For other text: how many scalars come before each 1,024-byte block.
  private let scalarsBeforeBlock: [Int]

  package init(bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    ByteSearch.forEach(10, in: bytes) { starts.append($0 + 1) }
    if ByteSearch.contains(13, in: bytes) {
      // Lone carriage returns end lines too (classic Mac files).
      var lone: [Int] = []
      ByteSearch.forEach(13, in: bytes) { index in
        if index + 1 == bytes.count || bytes[index + 1] != 10 { lone.append(index + 1) }
      }
      if !lone.isEmpty { starts = (starts + lone).sorted() }
    }
    lineStarts = starts
    isASCII = Self.isASCII(bytes)
    var counts: [Int] = []
    if !isASCII {
      counts.reserveCapacity(bytes.count / 1024 + 1)
      var scalars = 0
      for (offset, byte) in bytes.enumerated() {
        if offset & 1023 == 0 { counts.append(scalars) }
        if byte & 0xC0 != 0x80 { scalars += 1 }
      }
    }
    scalarsBeforeBlock = counts
  }

  package convenience init(_ text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// How many lines the text has (an empty text, or one ending in a line break, has an empty last
  /// line).
  package var lineCount: Int { lineStarts.count }

  /// The 1-based line and column of byte `offset` (clamped to the text).
  package func position(ofByte offset: Int) -> (line: Int, column: Int) {
    let clamped = min(max(offset, 0), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
    }
    if isASCII { return (low + 1, clamped - lineStarts[low] + 1) }
    return (low + 1, scalars(before: clamped) - scalars(before: lineStarts[low]) + 1)
  }

  /// The location of byte `offset` in `file`.
  package func location(ofByte offset: Int, in file: SourceFileID) -> SourceLocation {
    let (line, column) = position(ofByte: offset)
    return SourceLocation(file: file, line: line, column: column)
  }

  /// The bytes of a 1-based line without its line break, or `nil` past the end.
  package func line(_ number: Int) -> Range<Int>? {
    guard number >= 1, number <= lineStarts.count else { return nil }
    let start = lineStarts[number - 1]
    guard number < lineStarts.count else { return start..<bytes.count }
    // The next line starts just after this one's break: `\n`, `\r\n` or a lone `\r`.
    var end = lineStarts[number] - 1
    if bytes[end] == 10, end > start, bytes[end - 1] == 13 { end -= 1 }
    return start..<end
  }

  /// The text of a 1-based line without its line break, or `nil` past the end.
  package func text(ofLine number: Int) -> String? {
    line(number).map { String(decoding: bytes[$0], as: UTF8.self) }
  }

  /// The byte offset of a 1-based column (in scalars) on `line`, clamped to the line.
  package func offset(ofColumn column: Int, in line: Range<Int>) -> Int {
    let wanted = max(column - 1, 0)
    if isASCII { return min(line.lowerBound + wanted, line.upperBound) }
    let target = scalars(before: line.lowerBound) + wanted
    var offset = line.lowerBound
    var scalar = target - wanted
    // Start from the last block inside the line that begins at or before the wanted scalar.
    var low = (line.lowerBound >> 10) + 1
    var high = min(line.upperBound >> 10, scalarsBeforeBlock.count - 1)
    while low <= high {
      let middle = (low + high) / 2
      if scalarsBeforeBlock[middle] <= target {
        offset = middle << 10
        scalar = scalarsBeforeBlock[middle]
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    // A block may begin inside a scalar, which it already counts: go on to the next one.
    while offset < line.upperBound, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
    while scalar < target, offset < line.upperBound {
      offset += 1
      while offset < line.upperBound, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      scalar += 1
    }
    return offset
  }

  /// `count` scalars back from `offset`, not before `start`.
  package func offset(_ offset: Int, backBy count: Int, notBefore start: Int) -> Int {
    var offset = offset
    var left = count
    while left > 0, offset > start {
      offset -= 1
      while offset > start, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
      left -= 1
    }
    return offset
  }

  /// `count` scalars forward from `offset`, not past `end`.
  package func offset(_ offset: Int, forwardBy count: Int, notAfter end: Int) -> Int {
    var offset = offset
    var left = count
    while left > 0, offset < end {
      offset += 1
      while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      left -= 1
    }
    return offset
  }

  /// How many scalars come before byte `offset`.
  private func scalars(before offset: Int) -> Int {
    guard !scalarsBeforeBlock.isEmpty else { return offset }
    let block = min(offset >> 10, scalarsBeforeBlock.count - 1)
    var count = scalarsBeforeBlock[block]
    var index = block << 10
    while index < offset {
      if bytes[index] & 0xC0 != 0x80 { count += 1 }
      index += 1
    }
    return count
  }

  /// Eight bytes at a time: no byte has its top bit set.
  package static func isASCII(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { raw in
      var bits: UInt64 = 0
      var index = 0
      while index + 8 <= raw.count {
        bits |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        index += 8
      }
      while index < raw.count {
        bits |= UInt64(raw[index])
        index += 1
      }
      return bits & 0x8080_8080_8080_8080 == 0
    }
  }
}

package import LiveryCore

/// Reads a theme file's bytes and text, with a diagnostic when that is impossible.
package enum SourceText {
  /// The file's UTF-8 bytes and its text, read through a `FolderSource`. Unreadable paths and
  /// invalid UTF-8 are diagnostics at the file (with the line and column of the first bad byte).
  package static func load(path: String) -> Result<(bytes: [UInt8], file: SourceFile), Diagnostic> {
    let (source, name) = FolderSource.containing(path)
    switch source.read(name) {
    case .failure(let error):
      return .failure(
        .error(.fileUnreadable, error.message, at: .startOf(SourceFileID(path: path))))
    case .success(let bytes): return decode(bytes, path: path)
    }
  }

  /// The bytes and source file for text already in memory (tests, embedded and in-memory themes),
  /// line breaks made as `decode` makes them.
  package static func file(text: String, path: String) -> (bytes: [UInt8], file: SourceFile) {
    let bytes = Array(text.utf8)
    guard let normalized = replacingLoneCarriageReturns(bytes) else {
      return (bytes, SourceFile(path: path, text: text))
    }
    return (normalized, SourceFile(path: path, text: String(decoding: normalized, as: UTF8.self)))
  }

  /// Validates UTF-8 and builds the source file for in-memory text (tests, remote bundles).
  ///
  /// A carriage return on its own (classic Mac line ends) becomes a line feed: YAML, XML and CSS
  /// count it as a line break and Livery's readers and diagnostics count line feeds, so without this
  /// libyaml and libxml2 would report lines that the rest of Livery cannot show. `\r\n` stays.
  package static func decode(_ bytes: [UInt8], path: String) -> Result<
    (bytes: [UInt8], file: SourceFile), Diagnostic
  > {
    let bytes = replacingLoneCarriageReturns(bytes) ?? bytes
    let id = SourceFileID(path: path)
    // The standard library validates in one fast pass; only a bad file pays for finding the byte.
    if let text = String(validating: bytes, as: UTF8.self) {
      return .success((bytes, SourceFile(path: path, text: text)))
    }
    if let badOffset = firstInvalidUTF8(bytes) {
      let (line, column) = LineIndex(bytes: bytes).position(ofByte: badOffset)
      return .failure(
        .error(
          .fileEncoding,
          "the file is not valid UTF-8 (byte 0x\(String(bytes[badOffset], radix: 16, uppercase: true)))",
          at: SourceLocation(file: id, line: line, column: column), fixIt: "save the file as UTF-8")
      )
    }
    // Not reached: what the standard library rejects, `firstInvalidUTF8` finds.
    return .success((bytes, SourceFile(path: path, text: String(decoding: bytes, as: UTF8.self))))
  }

  /// A reader's stylesheet for a file that was loaded or decoded: `read` on success, otherwise an
  /// empty stylesheet of the reader's format carrying the diagnostic.
  package static func stylesheet(
    _ loaded: Result<(bytes: [UInt8], file: SourceFile), Diagnostic>, path: String,
    format: StylesheetFormat,
    dialect: ValueDialect, read: ((bytes: [UInt8], file: SourceFile)) -> Stylesheet
  ) -> Stylesheet {
    switch loaded {
    case .failure(let diagnostic):
      return Stylesheet(
        file: SourceFileID(path: path), format: format, dialect: dialect, diagnostics: [diagnostic])
    case .success(let loaded): return read(loaded)
    }
  }

  /// `bytes` with every carriage return that is not followed by a line feed turned into one; `nil`
  /// when there is none (the common case: one `memchr` pass).
  static func replacingLoneCarriageReturns(_ bytes: [UInt8]) -> [UInt8]? {
    var lone: [Int] = []
    ByteSearch.forEach(13, in: bytes) { index in
      if index + 1 == bytes.count || bytes[index + 1] != 10 { lone.append(index) }
    }
    guard !lone.isEmpty else { return nil }
    var result = bytes
    for index in lone { result[index] = 10 }
    return result
  }

  /// The offset of the first byte that is not part of valid UTF-8, or nil.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte < 0x80 {
        index += 1
        continue
      }
      let length: Int
      let minimum: UInt32
      switch byte {
      case 0xC2...0xDF:
        length = 2
        minimum = 0x80
      case 0xE0...0xEF:
        length = 3
        minimum = 0x800
      case 0xF0...0xF4:
        length = 4
        minimum = 0x10000
      default: return index
      }
      guard index + length <= count else { return index }
      var scalar = UInt32(byte) & (0xFF >> (length + 1))
      for offset in 1..<length {
        let next = bytes[index + offset]
        guard next & 0xC0 == 0x80 else { return index }
        scalar = scalar << 6 | UInt32(next & 0x3F)
      }
      guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
        return index
      }
      index += length
    }
    return nil
  }
}

import LiveryCore

/// The source lines diagnostics show, found without rescanning files: each file's line starts are
/// indexed once, and a long line (a minified file, a hostile one) is shown as a window around the
/// caret, so rendering stays linear however many diagnostics point into one line.
final class Excerpts {
  /// Scalars shown on each side of the caret when a line is too long to show whole.
  static let windowRadius = 60

  private let sources: SourceFiles
  private var indexes: [SourceFileID: Index] = [:]

  init(sources: SourceFiles) {
    self.sources = sources
  }

  /// One file's bytes and where its lines start.
  private final class Index {
    let bytes: [UInt8]
    let lineStarts: [Int]
    /// For long lines: the byte offset of every 1,024th scalar, so finding a column is quick.
    var checkpoints: [Int: [Int]] = [:]

    init(_ text: String) {
      bytes = Array(text.utf8)
      var starts = [0]
      for (offset, byte) in bytes.enumerated() where byte == 10 { starts.append(offset + 1) }
      lineStarts = starts
    }

    /// The bytes of a 1-based line without its line break.
    func line(_ number: Int) -> Range<Int>? {
      guard number >= 1, number <= lineStarts.count else { return nil }
      let start = lineStarts[number - 1]
      var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
      if end > start, bytes[end - 1] == 13 { end -= 1 }
      return start..<end
    }

    /// The byte offset of a 1-based column (in scalars) on `line`, clamped to the line.
    func offset(ofColumn column: Int, in line: Range<Int>, number: Int) -> Int {
      var scalar = 0
      var offset = line.lowerBound
      let wanted = max(column - 1, 0)
      if line.count > 4096 {
        let marks = checkpoints[number] ?? makeCheckpoints(line)
        checkpoints[number] = marks
        let mark = min(wanted / 1024, marks.count - 1)
        scalar = mark * 1024
        offset = marks[mark]
      }
      while scalar < wanted, offset < line.upperBound {
        offset += 1
        while offset < line.upperBound, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        scalar += 1
      }
      return offset
    }

    private func makeCheckpoints(_ line: Range<Int>) -> [Int] {
      var marks = [line.lowerBound]
      var scalar = 0
      for offset in line where bytes[offset] & 0xC0 != 0x80 {
        if scalar > 0, scalar % 1024 == 0 { marks.append(offset) }
        scalar += 1
      }
      return marks
    }

    /// `count` scalars back from `offset`, not before `start`.
    func back(from offset: Int, scalars count: Int, notBefore start: Int) -> Int {
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
    func forward(from offset: Int, scalars count: Int, notAfter end: Int) -> Int {
      var offset = offset
      var left = count
      while left > 0, offset < end {
        offset += 1
        while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        left -= 1
      }
      return offset
    }
  }

  /// The line to show for `location` (control characters escaped, a long line cut to a window
  /// marked with `…`) and the caret's position in it, in scalars; `nil` when the text is unknown.
  func window(at location: SourceLocation) -> (line: String, caret: Int)? {
    guard let index = index(for: location.file), let line = index.line(location.line) else {
      return nil
    }
    let caret = index.offset(ofColumn: location.column, in: line, number: location.line)
    let radius = Self.windowRadius
    var start = line.lowerBound
    var end = line.upperBound
    if line.count > radius * 3 {
      start = index.back(from: caret, scalars: radius, notBefore: line.lowerBound)
      end = index.forward(from: caret, scalars: radius + 1, notAfter: line.upperBound)
    }
    let lead = start > line.lowerBound ? "…" : ""
    let tail = end < line.upperBound ? "…" : ""
    let before = Self.shown(index.bytes[start..<caret])
    let after = Self.shown(index.bytes[caret..<end])
    return (lead + before + after + tail, lead.unicodeScalars.count + before.unicodeScalars.count)
  }

  private func index(for file: SourceFileID) -> Index? {
    if let known = indexes[file] { return known }
    guard let source = sources[file] else { return nil }
    let made = Index(source.text)
    indexes[file] = made
    return made
  }

  /// Source bytes as text, each control character (but a tab) shown as one `�`, so the caret
  /// still lines up and nothing in a file can drive the terminal.
  private static func shown(_ bytes: ArraySlice<UInt8>) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.unicodeScalars.contains(where: { $0 != "\t" && DiagnosticRenderer.isControl($0) })
    else { return text }
    return String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0 != "\t" && DiagnosticRenderer.isControl($0) ? "\u{FFFD}" : $0 }
      ))
  }
}

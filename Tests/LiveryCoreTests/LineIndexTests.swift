import LiveryCore
import Testing

/// The one line index every reader and the diagnostics renderer use, against a plain oracle that
/// splits the text the slow way.
@Suite("LineIndex: byte offsets ↔ lines and columns")
struct LineIndexTests {
  /// Lines as the oracle sees them: `\n`, `\r\n` and a lone `\r` end a line; columns are scalars.
  private func oracleLines(_ text: String) -> [[Unicode.Scalar]] {
    var lines: [[Unicode.Scalar]] = [[]]
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\r" {
        if index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
        lines.append([])
      } else if scalar == "\n" {
        lines.append([])
      } else {
        lines[lines.count - 1].append(scalar)
      }
      index += 1
    }
    return lines
  }

  private static let texts: [String] = [
    "",
    "one line",
    "a\nb\n",
    "a\r\nb\r\nc",
    "classic\rmac\rlines",
    "mixed\r\nbreaks\rand\nmore\r",
    "é\nü — ✓ 𝄞\n\nend",
    String(repeating: "é𝄞a", count: 700) + "\n" + String(repeating: "ü", count: 3000),
    String(repeating: "x", count: 5000) + "\r\n" + String(repeating: "✓", count: 2000) + "\r",
  ]

  @Test("every byte offset gets the oracle's line and column", arguments: texts.indices)
  func positions(_ which: Int) {
    let text = Self.texts[which]
    let index = LineIndex(text)
    let lines = oracleLines(text)
    #expect(index.lineCount == lines.count)
    var line = 1
    var column = 1
    let bytes = Array(text.utf8)
    var offset = 0
    for scalar in text.unicodeScalars {
      let position = index.position(ofByte: offset)
      #expect(position.line == line && position.column == column, "offset \(offset)")
      offset += String(scalar).utf8.count
      if scalar == "\n" || (scalar == "\r" && (offset >= bytes.count || bytes[offset] != 10)) {
        line += 1
        column = 1
      } else {
        column += 1  // a `\r` before a `\n` is on its line, as the `\n` is
      }
    }
    let end = index.position(ofByte: bytes.count)
    #expect(end.line == lines.count && end.column == (lines.last?.count ?? 0) + 1)
    #expect(index.position(ofByte: bytes.count + 10) == end, "offsets past the end are clamped")
  }

  @Test(
    "each line's bytes and every column's offset agree with the oracle", arguments: texts.indices)
  func linesAndColumns(_ which: Int) throws {
    let text = Self.texts[which]
    let index = LineIndex(text)
    let lines = oracleLines(text)
    for (number, scalars) in lines.enumerated() {
      let range = try #require(index.line(number + 1))
      #expect(
        index.text(ofLine: number + 1) == String(String.UnicodeScalarView(scalars)),
        "line \(number + 1)")
      for column in stride(from: 1, through: scalars.count + 1, by: max(1, scalars.count / 97)) {
        let offset = index.offset(ofColumn: column, in: range)
        let before = String(decoding: index.bytes[range.lowerBound..<offset], as: UTF8.self)
        #expect(before.unicodeScalars.count == column - 1, "line \(number + 1) column \(column)")
        #expect(index.position(ofByte: offset) == (number + 1, column))
      }
      #expect(index.offset(ofColumn: scalars.count + 50, in: range) == range.upperBound)
    }
    #expect(index.line(0) == nil && index.line(lines.count + 1) == nil)
  }

  @Test("SourceFile.line reads the same lines")
  func sourceFileLines() {
    let file = SourceFile(path: "t.nss", text: "a\r\nβ\rc\n")
    #expect(file.line(1) == "a" && file.line(2) == "β" && file.line(3) == "c" && file.line(4) == "")
    #expect(file.line(5) == nil && file.line(0) == nil)
  }
}

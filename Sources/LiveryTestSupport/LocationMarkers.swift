public import LiveryCore

/// Source text with location markers (`1️⃣`, `2️⃣`, …) instead of hand-counted columns.
///
/// ```swift
/// let source = MarkedSource(".Card:\n  pad: 1️⃣.5\n")
/// source.text                      // ".Card:\n  pad: .5\n"
/// source.location("1️⃣", in: file) // line 2, column 8
/// ```
public struct MarkedSource: Sendable {
  public static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

  /// The text without markers.
  public let text: String
  /// Marker → 1-based line and column (in Unicode scalars) of the character after it.
  public let positions: [String: (line: Int, column: Int)]

  public init(_ marked: String) {
    var text = ""
    var positions: [String: (line: Int, column: Int)] = [:]
    var line = 1
    var column = 1
    var remaining = Substring(marked)
    outer: while let character = remaining.first {
      for marker in MarkedSource.markers where remaining.hasPrefix(marker) {
        positions[marker] = (line, column)
        remaining = remaining.dropFirst(marker.count)
        continue outer
      }
      text.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.unicodeScalars.count
      }
      remaining = remaining.dropFirst()
    }
    self.text = text
    self.positions = positions
  }

  /// The location of `marker` in `path`.
  public func location(_ marker: String, in path: String) -> SourceLocation {
    let position = positions[marker]!
    return SourceLocation(
      file: SourceFileID(path: path), line: position.line, column: position.column)
  }
}

import LiveryCore

/// The source lines diagnostics show, found without rescanning files: each file's line starts are
/// indexed once, and a long line (a minified file, a hostile one) is shown as a window around the
/// caret, so rendering stays linear however many diagnostics point into one line.
final class Excerpts {
  /// Scalars shown on each side of the caret when a line is too long to show whole.
  static let windowRadius = 60

  private let sources: SourceFiles
  private var indexes: [SourceFileID: LineIndex] = [:]

  init(sources: SourceFiles) {
    self.sources = sources
  }

  /// The line to show for `location` (control characters escaped, a long line cut to a window
  /// marked with `…`) and the caret's position in it, in scalars; `nil` when the text is unknown.
  func window(at location: SourceLocation) -> (line: String, caret: Int)? {
    guard let index = index(for: location.file), let line = index.line(location.line) else {
      return nil
    }
    let caret = index.offset(ofColumn: location.column, in: line)
    let radius = Self.windowRadius
    var start = line.lowerBound
    var end = line.upperBound
    if line.count > radius * 3 {
      start = index.offset(caret, backBy: radius, notBefore: line.lowerBound)
      end = index.offset(caret, forwardBy: radius + 1, notAfter: line.upperBound)
    }
    let lead = start > line.lowerBound ? "…" : ""
    let tail = end < line.upperBound ? "…" : ""
    let before = Self.shown(index.bytes[start..<caret])
    let after = Self.shown(index.bytes[caret..<end])
    return (lead + before + after + tail, lead.unicodeScalars.count + before.unicodeScalars.count)
  }

  private func index(for file: SourceFileID) -> LineIndex? {
    if let known = indexes[file] { return known }
    guard let source = sources[file] else { return nil }
    let made = LineIndex(source.text)
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

/// The text of one source file, kept so diagnostics can show the offending line.
public struct SourceFile: Sendable, Hashable {
  public let id: SourceFileID
  public let text: String

  public init(path: String, text: String) {
    id = SourceFileID(path: path)
    self.text = text
  }

  public var path: String { id.path }

  /// The text of a 1-based line, without its line break, or `nil` past the end: lines as
  /// diagnostics count them (`LineIndex`). To read many lines, make a `LineIndex` once.
  public func line(_ number: Int) -> Substring? {
    guard let range = LineIndex(text).line(number) else { return nil }
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    return text[start..<utf8.index(start, offsetBy: range.count)]
  }
}

/// Looks up the text of source files by identifier, for rendering source lines under diagnostics.
public struct SourceFiles: Sendable {
  private var files: [SourceFileID: SourceFile] = [:]

  public init(_ files: [SourceFile] = []) {
    for file in files { self.files[file.id] = file }
  }

  public mutating func add(_ file: SourceFile) { files[file.id] = file }
  public subscript(id: SourceFileID) -> SourceFile? { files[id] }
  public var all: [SourceFile] { files.values.sorted { $0.path < $1.path } }
}

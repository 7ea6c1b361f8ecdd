/// The text of one source file, kept so diagnostics can show the offending line.
public struct SourceFile: Sendable, Hashable {
  public let id: SourceFileID
  public let text: String

  public init(path: String, text: String) {
    id = SourceFileID(path: path)
    self.text = text
  }

  public var path: String { id.path }

  /// The text of a 1-based line, without its line terminator (`\n` or `\r\n`), or `nil` past the end.
  ///
  /// Lines are found in the UTF-8 bytes: as `Character`s, `\r\n` is one character that is not `\n`.
  public func line(_ number: Int) -> Substring? {
    guard number >= 1 else { return nil }
    let utf8 = text.utf8
    var current = 1
    var start = utf8.startIndex
    while current < number {
      guard let newline = utf8[start...].firstIndex(of: 10) else { return nil }
      start = utf8.index(after: newline)
      current += 1
    }
    var end = utf8[start...].firstIndex(of: 10) ?? utf8.endIndex
    if end > start, utf8[utf8.index(before: end)] == 13 { end = utf8.index(before: end) }
    return text[start..<end]
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

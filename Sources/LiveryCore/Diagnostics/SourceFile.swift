/// The text of one source file, kept so diagnostics can show the offending line.
public struct SourceFile: Sendable, Hashable {
  public let id: SourceFileID
  public let text: String

  public init(path: String, text: String) {
    id = SourceFileID(path: path)
    self.text = text
  }

  public var path: String { id.path }

  /// The text of a 1-based line, without its line terminator, or `nil` past the end.
  public func line(_ number: Int) -> Substring? {
    guard number >= 1 else { return nil }
    var current = 1
    var start = text.startIndex
    while current < number {
      guard let newline = text[start...].firstIndex(of: "\n") else { return nil }
      start = text.index(after: newline)
      current += 1
    }
    let end = text[start...].firstIndex(where: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) ?? text.endIndex
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

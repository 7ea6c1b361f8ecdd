package import LiveryCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

extension XMLReader {
  /// An XML element with exact source locations, as the readers walk it. Locations are computed when
  /// asked for (most are never needed), from the tag's offset in the source.
  package struct Element: Sendable {
    package let name: String
    /// Attributes by name, as written.
    package let attributes: [String: String]
    package var children: [Element]
    /// Where the parser reported the tag (just after its end), as it counts: 1-based line and character.
    let reportedLine: Int32
    let reportedColumn: Int32
    /// Where `<name` starts, in bytes; -1 until `locate()` finds it.
    private(set) var knownTagOffset = -1
    let map: SourceMap

    init(name: String, attributes: [String: String], line: Int, column: Int, map: SourceMap) {
      self.name = name
      self.attributes = attributes
      children = []
      reportedLine = Int32(clamping: line)
      reportedColumn = Int32(clamping: column)
      self.map = map
    }

    package subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// Where `<name` starts, in bytes.
    var tagOffset: Int {
      knownTagOffset >= 0
        ? knownTagOffset
        : map.startOfTag(named: name, before: map.offset(line: Int(reportedLine), column: Int(reportedColumn)))
    }

    /// Finds the tag's position in this element and its descendants, in place. Locations work without
    /// it; a reader that asks for several locations per element calls it once first (off the parsing
    /// thread, when reading is pipelined).
    package mutating func locate() {
      knownTagOffset = tagOffset
      for index in children.indices { children[index].locate() }
    }

    /// Where `<name` starts.
    package var location: SourceLocation { map.location(offset: tagOffset, atOrBeforeLine: Int(reportedLine)) }

    /// Where an attribute's value starts (just inside the quote), or the element's location when the
    /// attribute is absent.
    package func location(of attribute: String) -> SourceLocation {
      attributes[attribute] != nil ? location(ofPresent: attribute) : location
    }

    /// `location(of:)` for an attribute the caller has just read.
    func location(ofPresent attribute: String) -> SourceLocation {
      let tag = tagOffset
      // The tag, and so each of its values, ends on the line the parser reported.
      return map.location(offset: map.attributeValue(named: attribute, inTagAt: tag) ?? tag, atOrBeforeLine: Int(reportedLine))
    }
  }
}

/// Reads XML with FoundationXML's SAX `XMLParser` into elements located to the character.
///
/// - Errors come through `parseErrorOccurred` (on Linux `parse()` can return `true` for malformed
///   input, toolchain notes §2); the first one, with its line and column, becomes the diagnostic.
/// - A document type declaration is refused before parsing: no DTD, no external entities, no entity
///   expansion (XXE, "billion laughs").
/// - Text between elements that is not whitespace is reported as stray text, with its location.
package enum XMLReader {
  package struct Result: Sendable {
    /// The root element; `nil` when nothing could be read. After an error, what was read before it.
    package let root: Element?
    package let diagnostics: [Diagnostic]
  }

  package static func parse(_ text: String, file: SourceFileID) -> Result {
    parse(text, file: file, builder: TreeBuilder(map: SourceMap(text: text, file: file)))
  }

  /// Like `parse(_:file:)`, but hands each child of the root element to `rootChild` as soon as it
  /// ends, in document order, instead of keeping it: the result's root has no children. After an
  /// error the children still open are closed and handed over, as `parse(_:file:)` keeps them.
  /// `rootChild` may change the element it is given (e.g. `locate()` it) without copying it.
  package static func parse(_ text: String, file: SourceFileID, rootChild: (inout Element) -> Void) -> Result {
    withoutActuallyEscaping(rootChild) { rootChild in
      let builder = TreeBuilder(map: SourceMap(text: text, file: file))
      builder.rootChild = rootChild
      return parse(text, file: file, builder: builder)
    }
  }

  private static func parse(_ text: String, file: SourceFileID, builder: TreeBuilder) -> Result {
    let map = builder.map
    if let declaration = map.firstDocumentTypeDeclaration() {
      return Result(
        root: nil,
        diagnostics: [
          .error(
            .xmlDoctype,
            "document type declarations are not allowed in theme files (they enable external entities and entity expansion)",
            at: map.location(offset: declaration), fixIt: "remove the <!DOCTYPE …> declaration")
        ])
    }
    let parser = XMLParser(data: Data(text.utf8))
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.delegate = builder
    let succeeded = parser.parse()
    var diagnostics = builder.diagnostics
    if builder.firstError == nil, !succeeded || parser.parserError != nil {
      // Failed without telling the delegate where: report at the parser's last position.
      let location = map.location(line: parser.lineNumber, column: parser.columnNumber)
      diagnostics.append(.error(.xmlSyntax, "malformed XML", at: location))
    }
    if let error = builder.firstError { diagnostics.insert(error, at: 0) }
    var root = builder.root
    if builder.rootChild == nil { root?.locate() }
    return Result(root: root, diagnostics: diagnostics)
  }

  /// Builds the element tree from SAX callbacks. Used by one parse on one thread.
  private final class TreeBuilder: NSObject, XMLParserDelegate {
    let map: SourceMap
    var stack: [Element] = []
    var root: Element?
    var diagnostics: [Diagnostic] = []
    var firstError: Diagnostic?
    /// When set, children of the root go here instead of into the tree.
    var rootChild: ((inout Element) -> Void)?
    /// After the first error nothing more is read: libxml2 would go on recovering into nonsense.
    private var stopped = false
    /// The text since the last tag: its length in bytes, and the first chunk that is not blank.
    private var pendingLength = 0
    private var pendingVisible: String?
    /// Where the first visible chunk starts: the parser reports a text chunk where it ends, so its
    /// start is that offset less the chunk's length in the source (`nil`: not known exactly).
    private var pendingVisibleStart: Int?

    init(map: SourceMap) {
      self.map = map
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      guard !stopped else { return }
      // The tag's exact start is found later, off this thread (`locate()`): only stray text needs it now.
      let element = Element(
        name: qualifiedName ?? elementName, attributes: attributes, line: parser.lineNumber, column: parser.columnNumber, map: map)
      if pendingVisible != nil { flushText(endingAt: element.tagOffset) }
      pendingLength = 0
      stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
      guard !stopped else { return }
      if pendingVisible != nil {
        let reported = map.offset(line: parser.lineNumber, column: parser.columnNumber)
        flushText(endingAt: map.startOfTag(named: "/" + (qualifiedName ?? elementName), before: reported))
      }
      pendingLength = 0
      guard let element = stack.popLast() else { return }
      attach(element)
    }

    /// An element that ended: the root, a child of the root (kept or handed over), or deeper.
    private func attach(_ element: consuming Element) {
      if stack.isEmpty {
        root = element
      } else if stack.count == 1, let rootChild {
        var element = element
        rootChild(&element)
      } else {
        stack[stack.count - 1].children.append(element)
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard !stopped else { return }
      pendingLength += string.utf8.count
      if pendingVisible == nil, string.utf8.contains(where: { !SourceMap.isBlank($0) }) {
        pendingVisible = string
        // A chunk is either text as written or one reference (`&amp;`, `&#233;`) expanded.
        let end = map.offset(line: parser.lineNumber, column: parser.columnNumber)
        let start = end - string.utf8.count
        if start >= 0, end <= map.bytes.count, map.bytes[start..<end].elementsEqual(string.utf8) {
          pendingVisibleStart = start
        } else if end > 0, end <= map.bytes.count, map.bytes[end - 1] == UInt8(ascii: ";"),
          let ampersand = map.bytes[max(0, end - 12)..<end].lastIndex(of: UInt8(ascii: "&"))
        {
          pendingVisibleStart = ampersand
        }
      }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
      guard firstError == nil else { return }
      let location = map.location(line: parser.lineNumber, column: parser.columnNumber)
      let code = (parseError as NSError).code
      firstError = .error(.xmlSyntax, "malformed XML: \(XMLReader.describe(code))", at: location)
      // Keep what was read: close the open elements so the styles before the error survive.
      while let element = stack.popLast() { attach(element) }
      stopped = true
      pendingVisible = nil
      parser.abortParsing()
    }

    /// Text outside attributes is never meaningful in a theme: report it where it starts. The text
    /// ends where the next tag starts; its leading whitespace is skipped.
    private func flushText(endingAt end: Int) {
      defer {
        pendingLength = 0
        pendingVisible = nil
        pendingVisibleStart = nil
      }
      guard let visible = pendingVisible else { return }
      var start = pendingVisibleStart ?? max(0, end - pendingLength)
      while start < end, SourceMap.isBlank(map.bytes[start]) { start += 1 }
      var stop = end
      while stop > start, SourceMap.isBlank(map.bytes[stop - 1]) { stop -= 1 }
      let trimmed = stop > start ? String(decoding: map.bytes[start..<stop], as: UTF8.self) : visible.trimmedBlanks()
      let shown = trimmed.count > 40 ? String(trimmed.prefix(40)) + "…" : trimmed
      diagnostics.append(
        .warning(.xmlStrayText, "stray text '\(shown)' between elements is ignored", at: map.location(offset: start),
          fixIt: "delete it"))
    }
  }

  /// libxml2's error codes that real files hit, in words.
  static func describe(_ code: Int) -> String {
    switch code {
    case 4: return "the document is empty or does not start with an element"
    case 5: return "the document ended too early (an element is not closed)"
    case 9: return "invalid character"
    case 23: return "expected '>'"
    case 26: return "undeclared entity"
    case 38, 39, 41: return "attribute values must be quoted"
    case 40, 73: return "expected '>' or '/>'"
    case 64, 65: return "expected an attribute"
    case 68: return "'<' is not allowed in an attribute value"
    case 73 ... 76: return "mismatched or unclosed tag"
    case 45, 80: return "'--' is not allowed inside a comment, or the comment is not closed"
    default: return "libxml2 error \(code)"
    }
  }
}

/// Converts between `XMLParser` positions (line, column in characters) and byte offsets, and finds
/// tags and attributes in the source bytes. A class: every element of a document shares it.
final class SourceMap: Sendable {
  let bytes: [UInt8]
  let file: SourceFileID
  /// Byte offset of the start of each line.
  let lineStarts: [Int]

  /// Whether every byte is ASCII: then a column is a byte count and needs no walk along the line.
  let isASCII: Bool

  init(text: String, file: SourceFileID) {
    bytes = Array(text.utf8)
    self.file = file
    var starts = [0]
    ByteSearch.forEach(10, in: bytes) { starts.append($0 + 1) }
    lineStarts = starts
    isASCII = Self.isASCII(bytes)
  }

  /// Eight bytes at a time: no byte has its top bit set.
  static func isASCII(_ bytes: [UInt8]) -> Bool {
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

  /// The byte offset of a 1-based line and character column (clamped to the line).
  func offset(line: Int, column: Int) -> Int {
    guard line >= 1 else { return 0 }
    guard line <= lineStarts.count else { return bytes.count }
    var offset = lineStarts[line - 1]
    let end = line < lineStarts.count ? lineStarts[line] : bytes.count
    if isASCII { return min(offset + max(column - 1, 0), end) }
    var remaining = column - 1
    while remaining > 0, offset < end {
      offset += 1
      while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      remaining -= 1
    }
    return offset
  }

  func location(line: Int, column: Int) -> SourceLocation {
    location(offset: offset(line: line, column: column))
  }

  func location(offset: Int) -> SourceLocation {
    let clamped = min(max(offset, 0), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
    }
    return location(offset: clamped, line: low)
  }

  /// `location(offset:)` when the offset is known to lie on 1-based `line` or a little before it
  /// (a tag and its attributes end where the parser reports): a short walk back instead of a search.
  func location(offset: Int, atOrBeforeLine line: Int) -> SourceLocation {
    let clamped = min(max(offset, 0), bytes.count)
    var index = min(max(line - 1, 0), lineStarts.count - 1)
    guard index < 64 || lineStarts[index - 64] <= clamped else { return location(offset: clamped) }
    while lineStarts[index] > clamped { index -= 1 }
    if index + 1 < lineStarts.count, lineStarts[index + 1] <= clamped { return location(offset: clamped) }
    return location(offset: clamped, line: index)
  }

  /// The location of `offset` on the 0-based line `line`.
  private func location(offset clamped: Int, line low: Int) -> SourceLocation {
    if isASCII { return SourceLocation(file: file, line: low + 1, column: clamped - lineStarts[low] + 1) }
    var column = 1
    var index = lineStarts[low]
    while index < clamped {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return SourceLocation(file: file, line: low + 1, column: column)
  }

  /// Where `<name` starts, searching back from `offset` (the parser reports the end of the tag).
  func startOfTag(named name: String, before offset: Int) -> Int {
    let length = name.utf8.count
    var index = min(offset, bytes.count - length - 1)
    while index >= 0 {
      if bytes[index] == UInt8(ascii: "<") {
        var matched = true
        var cursor = index + 1
        for byte in name.utf8 {
          if bytes[cursor] != byte {
            matched = false
            break
          }
          cursor += 1
        }
        if matched, cursor >= bytes.count || !isNameByte(bytes[cursor]) { return index }
      }
      index -= 1
    }
    return max(0, min(offset, bytes.count))
  }

  /// The offset just inside the quote of attribute `name` in the start tag beginning at `tag`.
  func attributeValue(named name: String, inTagAt tag: Int) -> Int? {
    let pattern = ContiguousArray(name.utf8)
    var index = tag + 1
    var quote: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        return nil
      } else if matches(pattern, at: index), index > 0, !isNameByte(bytes[index - 1]) {
        var cursor = index + pattern.count
        while cursor < bytes.count, bytes[cursor] == 32 || bytes[cursor] == 9 || bytes[cursor] == 10 || bytes[cursor] == 13 {
          cursor += 1
        }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else {
          index += 1
          continue
        }
        cursor += 1
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\""), bytes[cursor] != UInt8(ascii: "'") { cursor += 1 }
        return cursor + 1
      }
      index += 1
    }
    return nil
  }

  /// The last place `text` occurs before `offset`.
  func lastOccurrence(of text: String, before offset: Int) -> Int? {
    let pattern = Array(text.utf8)
    guard !pattern.isEmpty else { return nil }
    var index = min(offset, bytes.count) - pattern.count
    while index >= 0 {
      if matches(pattern, at: index) { return index }
      index -= 1
    }
    return nil
  }

  /// The offset of a `<!DOCTYPE` or `<!ENTITY` outside comments and CDATA, if any.
  func firstDocumentTypeDeclaration() -> Int? {
    let comment = Array("<!--".utf8)
    let commentEnd = Array("-->".utf8)
    let cdata = Array("<![CDATA[".utf8)
    let cdataEnd = Array("]]>".utf8)
    // Every declaration starts with "<!": look for the rare '!' and check the byte before it.
    var found: Int?
    ByteSearch.scan(for: UInt8(ascii: "!"), in: bytes) { bang in
      let index = bang - 1
      guard index >= 0, bytes[index] == UInt8(ascii: "<") else { return nil }
      if matches(comment, at: index) { return find(commentEnd, from: index + comment.count) ?? bytes.count }
      if matches(cdata, at: index) { return find(cdataEnd, from: index + cdata.count) ?? bytes.count }
      found = index
      return bytes.count
    }
    return found
  }

  private func find(_ pattern: [UInt8], from start: Int) -> Int? {
    var index = start
    while index + pattern.count <= bytes.count {
      if matches(pattern, at: index) { return index + pattern.count }
      index += 1
    }
    return nil
  }

  private func matches<Pattern: RandomAccessCollection<UInt8>>(_ pattern: Pattern, at index: Int) -> Bool where Pattern.Index == Int {
    guard index >= 0, index + pattern.count <= bytes.count else { return false }
    for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
    return true
  }

  /// Space, tab, line feed or carriage return.
  static func isBlank(_ byte: UInt8) -> Bool { byte == 32 || byte == 10 || byte == 9 || byte == 13 }

  private func isNameByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
      || byte == UInt8(ascii: ":") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}

extension String {
  /// Without leading and trailing spaces, tabs and line breaks (ASCII only; fast, unlike
  /// Foundation's `trimmingCharacters(in:)`).
  func trimmedBlanks() -> String {
    let bytes = utf8
    guard let first = bytes.firstIndex(where: { !SourceMap.isBlank($0) }) else { return "" }
    let last = bytes.lastIndex(where: { !SourceMap.isBlank($0) })!
    if first == bytes.startIndex, last == bytes.index(before: bytes.endIndex) { return self }
    return String(self[first...last])
  }
}

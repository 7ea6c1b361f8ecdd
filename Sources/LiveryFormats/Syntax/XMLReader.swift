import Foundation
package import LiveryCore

extension XMLReader {
  /// An attribute as written: its name, its value with references expanded, and where the value
  /// starts (just inside the quote).
  package struct Attribute: Sendable, Hashable {
    package let name: String
    package let value: String
    let valueOffset: Int
  }

  /// An XML element with exact source locations, as the readers walk it.
  package struct Element: Sendable {
    package let name: String
    /// Attributes in the order written (names are unique: a repeated one is a syntax error).
    package let attributes: [Attribute]
    package var children: [Element]
    /// Where `<name` starts, in bytes.
    let offset: Int
    let map: SourceMap

    package subscript(_ attribute: String) -> String? {
      attributes.first { $0.name == attribute }?.value
    }

    /// Where `<name` starts.
    package var location: SourceLocation { map.location(offset: offset) }

    /// Where an attribute's value starts (just inside the quote), or the element's location when the
    /// attribute is absent.
    package func location(of name: String) -> SourceLocation {
      attributes.first { $0.name == name }.map(location(of:)) ?? location
    }

    package func location(of attribute: Attribute) -> SourceLocation {
      map.location(offset: attribute.valueOffset)
    }
  }
}

/// Reads the XML that theme files use into elements located to the character.
///
/// A small non-validating XML 1.0 parser written for theme files rather than FoundationXML's
/// `XMLParser`, because that parser cannot give what Livery needs: libxml2 under it rejects files of
/// 10 MB or more and long attribute values (it is not given `XML_PARSE_HUGE`), it reports positions
/// only at the end of tags, it recurses per nesting level, and it never tells its delegate about a
/// document type declaration, so a DTD could only be refused by scanning the text around it.
///
/// - Well-formedness as XML 1.0 defines it: names, quoted attributes without `<`, no repeated
///   attribute, matching end tags, one root element, comments without `--`, the five predefined
///   entities and character references, no control characters. The first error stops the parse,
///   with its line and column; the elements read before it are kept.
/// - A document type declaration, or any `<!ENTITY`, `<!ELEMENT`, `<!ATTLIST` or `<!NOTATION`, is
///   refused where the parser meets it as markup: no DTD, no external entities, no entity expansion.
/// - Elements nested more than `maximumDepth` levels are refused (no theme nests more than a few).
/// - Text between elements that is not whitespace is reported as stray text, where it starts.
/// - Work and memory are linear in the input; nothing recurses.
package enum XMLReader {
  /// The deepest nesting accepted: libxml2's own default limit.
  package static let maximumDepth = 256

  package struct Result: Sendable {
    /// The root element; `nil` when nothing could be read. After an error, what was read before it.
    package let root: Element?
    package let diagnostics: [Diagnostic]
  }

  package static func parse(_ bytes: [UInt8], file: SourceFileID) -> Result {
    var parser = Parser(map: SourceMap(bytes: bytes, file: file), rootChild: nil)
    return parser.run()
  }

  /// Like `parse(_:file:)`, but hands each child of the root element to `rootChild` as soon as it
  /// ends, in document order, instead of keeping it: the result's root has no children. After an
  /// error the children still open are closed and handed over, as `parse(_:file:)` keeps them.
  package static func parse(
    _ bytes: [UInt8], file: SourceFileID, rootChild: (inout Element) -> Void
  ) -> Result {
    withoutActuallyEscaping(rootChild) { rootChild in
      var parser = Parser(map: SourceMap(bytes: bytes, file: file), rootChild: rootChild)
      return parser.run()
    }
  }

  /// Why a parse stopped: a message and the byte offset it concerns.
  private struct Failure: Error {
    let code: DiagnosticCode
    let message: String
    let offset: Int
    var fixIt: String?
  }

  private struct Parser {
    let map: SourceMap
    let rootChild: ((inout Element) -> Void)?
    /// Bytes before the first character XML forbids (all of them when there is none).
    let end: Int
    var index = 0
    var open: [(name: String, attributes: [Attribute], offset: Int, children: [Element])] = []
    var root: Element?
    var diagnostics: [Diagnostic] = []
    /// The text since the last tag: where its first visible character is, if any.
    var pendingVisibleStart: Int?

    init(map: SourceMap, rootChild: ((inout Element) -> Void)?) {
      self.map = map
      self.rootChild = rootChild
      end = map.firstForbiddenCharacter() ?? map.bytes.count
    }

    var bytes: [UInt8] { map.bytes }

    mutating func run() -> Result {
      do {
        try parseDocument()
      } catch {
        // Keep what was read: close the open elements so the styles before the error survive.
        while !open.isEmpty { closeElement() }
        diagnostics.insert(
          .error(
            error.code, error.message, at: map.location(offset: error.offset), fixIt: error.fixIt),
          at: 0)
      }
      return Result(root: root, diagnostics: diagnostics)
    }

    private mutating func parseDocument() throws(Failure) {
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
      let start = index
      while true {
        if index >= end {
          if end < bytes.count { throw invalidCharacter }
          if !open.isEmpty {
            throw Failure(
              code: .xmlSyntax,
              message: "malformed XML: the document ended before </\(open[open.count - 1].name)>",
              offset: end,
              fixIt: "close <\(open[open.count - 1].name)>")
          }
          return
        }
        let byte = bytes[index]
        if byte != UInt8(ascii: "<") {
          try text()
          continue
        }
        guard index + 1 < end else { throw syntax("'<' at the end of the document", at: index) }
        switch bytes[index + 1] {
        case UInt8(ascii: "/"): try endTag()
        case UInt8(ascii: "?"): try processingInstruction(atStart: index == start)
        case UInt8(ascii: "!"): try declaration()
        default:
          guard root == nil || !open.isEmpty else {
            throw syntax("extra content after the root element", at: index)
          }
          try startTag()
        }
      }
    }

    // MARK: Markup

    private mutating func startTag() throws(Failure) {
      let tagStart = index
      guard open.count < XMLReader.maximumDepth else {
        throw syntax(
          "elements are nested more than \(XMLReader.maximumDepth) levels deep (the parser's limit)",
          at: tagStart)
      }
      index += 1
      let name = try self.name(what: "an element name")
      var attributes: [Attribute] = []
      var seen: Set<String> = []
      while true {
        let hadSpace = skipBlanks()
        guard index < end else { throw syntax("the tag <\(name)> is not closed", at: tagStart) }
        switch bytes[index] {
        case UInt8(ascii: ">"):
          index += 1
          open(name, attributes, at: tagStart)
          return
        case UInt8(ascii: "/"):
          guard index + 1 < end, bytes[index + 1] == UInt8(ascii: ">") else {
            throw syntax("expected '>' or '/>'", at: index)
          }
          index += 2
          open(name, attributes, at: tagStart)
          closeElement()
          return
        default:
          guard hadSpace else { throw syntax("expected a space, '>' or '/>'", at: index) }
          let nameOffset = index
          let attributeName = try self.name(what: "an attribute name")
          skipBlanks()
          guard index < end, bytes[index] == UInt8(ascii: "=") else {
            throw syntax("expected '=' after '\(attributeName)'", at: index)
          }
          index += 1
          skipBlanks()
          guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
          else {
            throw syntax("attribute values must be quoted", at: index)
          }
          let (value, valueOffset) = try attributeValue()
          // Few attributes: a linear check; many (hostile input): a set, so the check stays linear.
          let repeated =
            attributes.count < 16
            ? attributes.contains { $0.name == attributeName }
            : !seen.insert(attributeName).inserted
          if attributes.count == 15 { seen = Set(attributes.map(\.name) + [attributeName]) }
          guard !repeated else {
            throw syntax("the attribute '\(attributeName)' is repeated", at: nameOffset)
          }
          attributes.append(Attribute(name: attributeName, value: value, valueOffset: valueOffset))
        }
      }
    }

    private mutating func open(_ name: String, _ attributes: [Attribute], at offset: Int) {
      flushText()
      open.append((name, attributes, offset, []))
    }

    private mutating func endTag() throws(Failure) {
      let tagStart = index
      index += 2
      let name = try self.name(what: "an element name")
      skipBlanks()
      guard index < end, bytes[index] == UInt8(ascii: ">") else {
        throw syntax("expected '>'", at: index)
      }
      guard let current = open.last else {
        throw syntax("</\(name)> closes no element", at: tagStart)
      }
      guard current.name == name else {
        throw Failure(
          code: .xmlSyntax,
          message: "malformed XML: mismatched tag: </\(name)> closes <\(current.name)>",
          offset: tagStart,
          fixIt: "write </\(current.name)>")
      }
      index += 1
      closeElement()
    }

    /// Ends the innermost open element and attaches it: the root, a child of the root (kept or
    /// handed over), or deeper.
    private mutating func closeElement() {
      flushText()
      let (name, attributes, offset, children) = open.removeLast()
      var element = Element(
        name: name, attributes: attributes, children: children, offset: offset, map: map)
      if open.isEmpty {
        root = element
      } else if open.count == 1, let rootChild {
        rootChild(&element)
      } else {
        open[open.count - 1].children.append(element)
      }
    }

    private mutating func processingInstruction(atStart: Bool) throws(Failure) {
      let start = index
      index += 2
      let target = try name(what: "a processing instruction target")
      if target.lowercased() == "xml", !atStart {
        throw syntax(
          "the XML declaration <?xml …?> is only allowed at the very start of the file", at: start)
      }
      guard let close = try find("?>", from: index) else {
        throw syntax("the processing instruction is not closed with '?>'", at: start)
      }
      index = close + 2
    }

    /// `<!--`, `<![CDATA[`, or a declaration: `<!DOCTYPE` and the DTD's are refused.
    private mutating func declaration() throws(Failure) {
      let start = index
      if matches("<!--", at: index) {
        guard let close = try find("--", from: index + 4) else {
          throw syntax("the comment is not closed with '-->'", at: start)
        }
        guard close + 2 < end, bytes[close + 2] == UInt8(ascii: ">") else {
          throw syntax("'--' is not allowed inside a comment", at: close)
        }
        index = close + 3
        return
      }
      if matches("<![CDATA[", at: index) {
        guard !open.isEmpty else {
          throw syntax("a CDATA section outside the root element", at: start)
        }
        guard let close = try find("]]>", from: index + 9) else {
          throw syntax("the CDATA section is not closed with ']]>'", at: start)
        }
        index = close + 3
        return
      }
      let keywords: [StaticString] = [
        "<!DOCTYPE", "<!ENTITY", "<!ELEMENT", "<!ATTLIST", "<!NOTATION",
      ]
      if let keyword = keywords.first(where: { matches($0, at: index) }) {
        throw Failure(
          code: .xmlDoctype,
          message:
            "document type declarations are not allowed in theme files (they enable external entities and entity expansion)",
          offset: start, fixIt: "remove the \(keyword) … declaration")
      }
      throw syntax("expected '<!--' or '<![CDATA['", at: start)
    }

    // MARK: Text

    /// Character data up to the next `<`: only whitespace is meaningful between elements.
    private mutating func text() throws(Failure) {
      let start = index
      let stop = map.next(UInt8(ascii: "<"), from: index, before: end)
      if open.isEmpty {
        if let visible = (start..<stop).first(where: { !SourceMap.isBlank(bytes[$0]) }) {
          throw syntax(
            root == nil
              ? "the document does not start with an element"
              : "extra content after the root element", at: visible)
        }
        index = stop
        return
      }
      // References must be well formed even where the text is ignored.
      var ampersand = map.next(UInt8(ascii: "&"), from: start, before: stop)
      while ampersand < stop {
        index = ampersand
        _ = try reference()
        ampersand = map.next(UInt8(ascii: "&"), from: index, before: stop)
      }
      if pendingVisibleStart == nil,
        let visible = (start..<stop).first(where: { !SourceMap.isBlank(bytes[$0]) })
      {
        pendingVisibleStart = visible
      }
      index = stop
    }

    /// Text outside attributes is never meaningful in a theme: report it where it starts. The text
    /// ends where the next tag starts.
    private mutating func flushText() {
      guard let start = pendingVisibleStart else { return }
      pendingVisibleStart = nil
      let stop = map.next(UInt8(ascii: "<"), from: start, before: end)
      var last = stop
      while last > start, SourceMap.isBlank(bytes[last - 1]) { last -= 1 }
      let shownEnd = min(last, start + 160)
      var shown = String(decoding: bytes[start..<shownEnd], as: UTF8.self)
      if shown.count > 40 || shownEnd < last { shown = String(shown.prefix(40)) + "…" }
      diagnostics.append(
        .warning(
          .xmlStrayText, "stray text '\(shown)' between elements is ignored",
          at: map.location(offset: start), fixIt: "delete it"))
    }

    /// A quoted attribute value, references expanded and whitespace normalized to spaces (XML 1.0
    /// §3.3.3), and where it starts.
    private mutating func attributeValue() throws(Failure) -> (String, Int) {
      let quote = bytes[index]
      let valueStart = index + 1
      index = valueStart
      var value: [UInt8] = []
      var runStart = index
      while true {
        guard index < end else {
          throw syntax("the attribute value is not closed", at: valueStart - 1)
        }
        let byte = bytes[index]
        switch byte {
        case quote:
          value += bytes[runStart..<index]
          index += 1
          return (String(decoding: value, as: UTF8.self), valueStart)
        case UInt8(ascii: "<"):
          throw syntax("'<' is not allowed in an attribute value (write &lt;)", at: index)
        case UInt8(ascii: "&"):
          value += bytes[runStart..<index]
          value += try reference()
          runStart = index
        case 9, 10:
          value += bytes[runStart..<index]
          value.append(32)
          index += 1
          runStart = index
        case 13:
          // `\r\n` is one line break: one space.
          value += bytes[runStart..<index]
          value.append(32)
          index += index + 1 < end && bytes[index + 1] == 10 ? 2 : 1
          runStart = index
        default:
          index += 1
        }
      }
    }

    /// `&name;` or `&#N;` / `&#xN;` at `index`, expanded; moves past it.
    private mutating func reference() throws(Failure) -> [UInt8] {
      let start = index
      index += 1
      if index < end, bytes[index] == UInt8(ascii: "#") {
        index += 1
        let hex = index < end && bytes[index] == UInt8(ascii: "x")
        if hex { index += 1 }
        var scalar: UInt32 = 0
        var digits = 0
        while index < end, bytes[index] != UInt8(ascii: ";") {
          guard let digit = Self.digit(bytes[index], hex: hex) else {
            throw syntax("invalid character reference", at: start)
          }
          // Past 0x10FFFF it is invalid whatever follows: stop growing before the number overflows.
          if scalar <= 0x10FFFF { scalar = scalar * (hex ? 16 : 10) + UInt32(digit) }
          digits += 1
          index += 1
        }
        guard index < end, digits > 0, let character = Unicode.Scalar(scalar),
          Self.isXMLCharacter(scalar)
        else {
          throw syntax("invalid character reference", at: start)
        }
        index += 1
        return Array(String(Character(character)).utf8)
      }
      let name = try self.name(what: "an entity name")
      guard index < end, bytes[index] == UInt8(ascii: ";") else {
        throw syntax("expected ';' after '&\(name)'", at: index)
      }
      index += 1
      switch name {
      case "lt": return [UInt8(ascii: "<")]
      case "gt": return [UInt8(ascii: ">")]
      case "amp": return [UInt8(ascii: "&")]
      case "quot": return [UInt8(ascii: "\"")]
      case "apos": return [UInt8(ascii: "'")]
      default:
        throw syntax(
          "undeclared entity '&\(name);' (only &lt; &gt; &amp; &quot; &apos; and &#…; exist here)",
          at: start)
      }
    }

    // MARK: Helpers

    /// An XML name at `index`.
    private mutating func name(what: String) throws(Failure) -> String {
      let start = index
      guard index < end, SourceMap.isNameStart(bytes[index]) else {
        throw syntax("expected \(what)", at: index)
      }
      index += 1
      while index < end, SourceMap.isNameByte(bytes[index]) { index += 1 }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Skips spaces, tabs and line breaks; whether there were any.
    @discardableResult
    private mutating func skipBlanks() -> Bool {
      let start = index
      while index < end, SourceMap.isBlank(bytes[index]) { index += 1 }
      return index > start
    }

    private func matches(_ text: StaticString, at offset: Int) -> Bool {
      let count = text.utf8CodeUnitCount
      guard offset + count <= end else { return false }
      let pointer = text.utf8Start
      for position in 0..<count where bytes[offset + position] != pointer[position] { return false }
      return true
    }

    /// The offset of the next `text` from `offset`, before the end; running into a character XML
    /// forbids first is that character's error.
    private func find(_ text: StaticString, from offset: Int) throws(Failure) -> Int? {
      var position = offset
      let first = text.utf8Start[0]
      while true {
        position = map.next(first, from: position, before: end)
        guard position < end else {
          if end < bytes.count { throw invalidCharacter }
          return nil
        }
        if matches(text, at: position) { return position }
        position += 1
      }
    }

    /// A syntax error; when the parse ran into a character XML forbids, that character is the error.
    private func syntax(_ message: String, at offset: Int) -> Failure {
      if end < bytes.count, index >= end || offset >= end { return invalidCharacter }
      return Failure(code: .xmlSyntax, message: "malformed XML: \(message)", offset: offset)
    }

    /// The first character XML forbids (a control character), where it is.
    private var invalidCharacter: Failure {
      Failure(
        code: .xmlSyntax, message: "malformed XML: invalid character \(describeByte(at: end))",
        offset: end)
    }

    private func describeByte(at offset: Int) -> String {
      "(U+\(String(bytes[offset], radix: 16, uppercase: true).leftPadded(to: 4)))"
    }

    private static func digit(_ byte: UInt8, hex: Bool) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: return byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: return byte - UInt8(ascii: "A") + 10
      default: return nil
      }
    }

    /// XML 1.0's `Char`: tab, line feed, carriage return, and U+0020 up, less surrogates, U+FFFE and U+FFFF.
    private static func isXMLCharacter(_ scalar: UInt32) -> Bool {
      scalar == 9 || scalar == 10 || scalar == 13 || (0x20...0xD7FF).contains(scalar)
        || (0xE000...0xFFFD).contains(scalar)
        || (0x10000...0x10FFFF).contains(scalar)
    }
  }
}

/// One XML document's bytes, where its lines are (`LineIndex`) and its byte classes. A class:
/// every element of a document shares it.
final class SourceMap: Sendable {
  let lines: LineIndex
  let file: SourceFileID
  var bytes: [UInt8] { lines.bytes }

  /// - Parameter bytes: the document as UTF-8, already validated.
  init(bytes: [UInt8], file: SourceFileID) {
    lines = LineIndex(bytes: bytes)
    self.file = file
  }

  func location(offset: Int) -> SourceLocation { lines.location(ofByte: offset, in: file) }

  /// The offset of the next `byte` at or after `offset` and before `end`, or `end`.
  func next(_ byte: UInt8, from offset: Int, before end: Int) -> Int {
    guard offset < end else { return end }
    return bytes.withUnsafeBufferPointer { buffer in
      guard let hit = memchr(buffer.baseAddress! + offset, Int32(byte), end - offset) else {
        return end
      }
      return buffer.baseAddress!.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }
  }

  /// The first character XML 1.0 does not allow anywhere: C0 controls other than tab, line feed and
  /// carriage return, and U+FFFE / U+FFFF (EF BF BE / EF BF BF).
  func firstForbiddenCharacter() -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      for index in 0..<buffer.count {
        let byte = buffer[index]
        if byte < 0x20 {
          if byte != 9 && byte != 10 && byte != 13 { return index }
        } else if byte == 0xEF, index + 2 < buffer.count, buffer[index + 1] == 0xBF,
          buffer[index + 2] >= 0xBE
        {
          return index
        }
      }
      return nil
    }
  }

  /// Space, tab, line feed or carriage return.
  static func isBlank(_ byte: UInt8) -> Bool { byte == 32 || byte == 10 || byte == 9 || byte == 13 }

  /// A byte that may start an XML name: a letter, `_`, `:` or any non-ASCII character.
  static func isNameStart(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  /// A byte that may continue an XML name: also digits, `-` and `.`.
  static func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
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

  /// Padded with leading zeros to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}

package import LiveryCore

/// A JSON parser that knows where everything is: every node carries its line and column, and every
/// problem becomes a diagnostic at the exact place.
///
/// Foundation's parsers report at best a byte offset, so Livery has its own (toolchain notes §3). It
/// is iterative (no recursion, any depth), builds a flat `SyntaxTree`, and decodes strings and numbers
/// only when a reader asks. Lenient mode accepts trailing commas and `//`/`/* */` comments with a
/// warning for each (Redbeard's stock theme needs that); strict mode reports them as errors. A missing
/// comma between two members is reported and parsing goes on, so one typo does not hide the rest.
package enum JSONScanner {
  /// How to treat the extensions to JSON that real theme files contain.
  package struct Options: Sendable {
    /// Severity of a trailing comma or a comment: a warning when lenient, an error when strict.
    package var extensionSeverity: Diagnostic.Severity

    package static let strict = Options(extensionSeverity: .error)
    package static let lenient = Options(extensionSeverity: .warning)
  }

  /// Parses `bytes` (UTF-8, already validated). Returns `nil` for the tree when a syntax error left
  /// nothing consistent to read; the diagnostics say why and where.
  package static func parse(_ bytes: [UInt8], file: SourceFileID, options: Options = .lenient) -> (
    SyntaxTree?, [Diagnostic]
  ) {
    var tree = SyntaxTree(file: file, bytes: bytes)
    var diagnostics: [Diagnostic] = []
    let ok = bytes.withUnsafeBufferPointer { buffer -> Bool in
      var scanner = Scanner(buffer: buffer, file: file, options: options)
      scanner.nodes.reserveCapacity(bytes.count / 12)
      let ok = scanner.run()
      tree.nodes = scanner.nodes
      diagnostics = scanner.diagnostics
      return ok
    }
    return (ok ? tree : nil, diagnostics)
  }

  // MARK: - Scanner

  private struct Scanner {
    let buffer: UnsafeBufferPointer<UInt8>
    let file: SourceFileID
    let options: Options
    var position = 0
    var line = 1
    var lineStart = 0
    /// UTF-8 continuation bytes seen since `lineStart`, so columns count characters.
    var continuationBytes = 0
    var nodes: [SyntaxTree.Node] = []
    var diagnostics: [Diagnostic] = []
    /// Open containers: node index and whether it is an object.
    var stack: [(node: Int, isObject: Bool)] = []
    /// Where the last comma was, so a trailing comma is reported at the comma itself.
    var lastComma = (line: 1, column: 1)

    enum State { case value, firstKey, key, colon, afterValue, done }

    init(buffer: UnsafeBufferPointer<UInt8>, file: SourceFileID, options: Options) {
      self.buffer = buffer
      self.file = file
      self.options = options
    }

    var column: Int { position - lineStart - continuationBytes + 1 }

    func location(line: Int, column: Int) -> SourceLocation {
      SourceLocation(file: file, line: line, column: column)
    }
    var here: SourceLocation { location(line: line, column: column) }

    mutating func fail(_ message: String, notes: [Diagnostic.Note] = [], fixIt: String? = nil)
      -> Bool
    {
      diagnostics.append(.error(.jsonSyntax, message, at: here, notes: notes, fixIt: fixIt))
      return false
    }

    mutating func run() -> Bool {
      // A UTF-8 byte order mark is not JSON, but harmless.
      if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
        position = 3
        lineStart = 3
      }
      var state = State.value
      while true {
        guard skipTrivia() else { return false }
        guard position < buffer.count else {
          if state == .done { return true }
          if let open = stack.last {
            let node = nodes[open.node]
            return fail(
              "unexpected end of file: \(open.isObject ? "'{'" : "'['") is not closed",
              notes: [
                .init("opened here", at: location(line: Int(node.line), column: Int(node.column)))
              ],
              fixIt: "add '\(open.isObject ? "}" : "]")'")
          }
          return fail("the file is empty; expected a JSON value")
        }
        let byte = buffer[position]
        switch state {
        case .done:
          return fail("unexpected '\(character(at: position))' after the end of the JSON value")

        case .value:
          if byte == UInt8(ascii: "]"), let open = stack.last, !open.isObject,
            nodes[open.node].count > 0
          {
            extensionFound("a trailing comma before ']'")
            close()
            state = stack.isEmpty ? .done : .afterValue
            continue
          }
          if byte == UInt8(ascii: "]"), let open = stack.last, !open.isObject,
            nodes[open.node].count == 0
          {
            close()
            state = stack.isEmpty ? .done : .afterValue
            continue
          }
          guard let next = value(byte) else { return false }
          state = next

        case .firstKey, .key:
          if byte == UInt8(ascii: "}") {
            if state == .key { extensionFound("a trailing comma before '}'") }
            close()
            state = stack.isEmpty ? .done : .afterValue
            continue
          }
          guard byte == UInt8(ascii: "\"") else {
            return fail("expected a quoted key or '}', found '\(character(at: position))'")
          }
          countChild()
          guard string() else { return false }
          state = .colon

        case .colon:
          guard byte == UInt8(ascii: ":") else {
            return fail(
              "expected ':' after the key, found '\(character(at: position))'", fixIt: "insert ':'")
          }
          position += 1
          state = .value

        case .afterValue:
          let open = stack.last!
          if byte == UInt8(ascii: ",") {
            lastComma = (line, column)
            position += 1
            state = open.isObject ? .key : .value
          } else if byte == UInt8(ascii: open.isObject ? "}" : "]") {
            close()
            state = stack.isEmpty ? .done : .afterValue
          } else if open.isObject ? byte == UInt8(ascii: "\"") : startsValue(byte) {
            diagnostics.append(
              .error(
                .jsonSyntax,
                "expected ',' or '\(open.isObject ? "}" : "]")' before '\(character(at: position))'",
                at: here, fixIt: "insert ','"))
            state = open.isObject ? .key : .value
          } else {
            return fail(
              "expected ',' or '\(open.isObject ? "}" : "]")', found '\(character(at: position))'")
          }
        }
      }
    }

    func startsValue(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
        UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
        return true
      default:
        return false
      }
    }

    /// Parses a value starting at `byte`; returns the next state, or `nil` after a fatal error.
    mutating func value(_ byte: UInt8) -> State? {
      countChild()
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isObject = byte == UInt8(ascii: "{")
        stack.append((nodes.count, isObject))
        append(isObject ? .mapping : .sequence, payload: 0, count: 0)
        position += 1
        return isObject ? .firstKey : .value
      case UInt8(ascii: "\""):
        guard string() else { return nil }
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        guard number() else { return nil }
      case UInt8(ascii: "t"):
        guard literal("true", .true) else { return nil }
      case UInt8(ascii: "f"):
        guard literal("false", .false) else { return nil }
      case UInt8(ascii: "n"):
        guard literal("null", .null) else { return nil }
      default:
        let hint: String? = byte == UInt8(ascii: "'") ? "JSON strings use double quotes" : nil
        _ = fail("expected a value, found '\(character(at: position))'", fixIt: hint)
        return nil
      }
      return stack.isEmpty ? .done : .afterValue
    }

    mutating func countChild() {
      if let open = stack.last { nodes[open.node].count += 1 }
    }

    mutating func append(_ kind: SyntaxTree.Kind, payload: Int, count: Int, flags: UInt8 = 0) {
      nodes.append(
        SyntaxTree.Node(
          kind: kind, flags: flags, line: UInt32(line), column: UInt32(column),
          payload: UInt32(payload),
          count: UInt32(count), next: UInt32(nodes.count + 1)))
    }

    mutating func close() {
      let open = stack.removeLast()
      nodes[open.node].next = UInt32(nodes.count)
      position += 1
    }

    mutating func extensionFound(_ what: String) {
      let severity = options.extensionSeverity
      let isComma = what.contains("comma")
      let code: DiagnosticCode = isComma ? .jsonTrailingComma : .jsonComment
      let location = isComma ? self.location(line: lastComma.line, column: lastComma.column) : here
      diagnostics.append(
        Diagnostic(
          severity, code,
          "\(what) is not valid JSON" + (severity == .warning ? "; Livery accepts it" : ""),
          at: location,
          fixIt: what.contains("comma") ? "remove the comma" : nil))
    }

    /// Skips whitespace and comments; `false` after an unterminated comment.
    mutating func skipTrivia() -> Bool {
      while position < buffer.count {
        switch buffer[position] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
          position += 1
        case UInt8(ascii: "\n"):
          position += 1
          line += 1
          lineStart = position
          continuationBytes = 0
          // Pretty-printed themes indent every line: skip the run of spaces in one tight loop.
          while position < buffer.count, buffer[position] == UInt8(ascii: " ") { position += 1 }
        case UInt8(ascii: "/")
        where position + 1 < buffer.count && buffer[position + 1] == UInt8(ascii: "/"):
          extensionFound("a // comment")
          while position < buffer.count && buffer[position] != UInt8(ascii: "\n") {
            if buffer[position] & 0xC0 == 0x80 { continuationBytes += 1 }
            position += 1
          }
        case UInt8(ascii: "/")
        where position + 1 < buffer.count && buffer[position + 1] == UInt8(ascii: "*"):
          extensionFound("a /* */ comment")
          let start = here
          position += 2
          while true {
            guard position + 1 < buffer.count else {
              position = buffer.count
              diagnostics.append(
                .error(.jsonSyntax, "unterminated /* comment", at: start, fixIt: "add '*/'"))
              return false
            }
            if buffer[position] == UInt8(ascii: "*") && buffer[position + 1] == UInt8(ascii: "/") {
              position += 2
              break
            }
            if buffer[position] == UInt8(ascii: "\n") {
              line += 1
              lineStart = position + 1
              continuationBytes = 0
            } else if buffer[position] & 0xC0 == 0x80 {
              continuationBytes += 1
            }
            position += 1
          }
        default:
          return true
        }
      }
      return true
    }

    mutating func string() -> Bool {
      let startLine = line
      let startColumn = column
      position += 1
      let start = position
      var flags: UInt8 = 0
      while position < buffer.count {
        let byte = buffer[position]
        if byte == UInt8(ascii: "\"") {
          nodes.append(
            SyntaxTree.Node(
              kind: .string, flags: flags, line: UInt32(startLine), column: UInt32(startColumn),
              payload: UInt32(start),
              count: UInt32(position - start), next: UInt32(nodes.count + 1)))
          position += 1
          return true
        }
        if byte == UInt8(ascii: "\\") {
          flags = SyntaxTree.escapedFlag
          guard position + 1 < buffer.count else { break }
          switch buffer[position + 1] {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
          case UInt8(ascii: "u"):
            guard position + 5 < buffer.count,
              (2...5).allSatisfy({ isHexDigit(buffer[position + $0]) })
            else {
              return fail("invalid \\u escape: expected four hex digits")
            }
            let code = hexValue(at: position + 2)
            if (0xD800..<0xDC00).contains(code), position + 11 < buffer.count,
              buffer[position + 6] == UInt8(ascii: "\\"),
              buffer[position + 7] == UInt8(ascii: "u"),
              (8...11).allSatisfy({ isHexDigit(buffer[position + $0]) }),
              (0xDC00..<0xE000).contains(hexValue(at: position + 8))
            {
              position += 12  // a surrogate pair: one character
              continue
            }
            if (0xD800..<0xE000).contains(code) {
              let escape = String(
                decoding: UnsafeBufferPointer(rebasing: buffer[position..<(position + 6)]),
                as: UTF8.self)
              diagnostics.append(
                Diagnostic(
                  options.extensionSeverity, .jsonLoneSurrogate,
                  "'\(escape)' is half of a UTF-16 surrogate pair without its other half: no character; it reads as U+FFFD (�)",
                  at: here,
                  fixIt: "write the character itself, or both halves (\\uD83D\\uDE00 for 😀)"))
            }
            position += 6
          default:
            return fail("invalid escape '\\\(character(at: position + 1))' in a string")
          }
          continue
        }
        if byte < 0x20 {
          if byte == UInt8(ascii: "\n") {
            return fail(
              "line break inside a string; the string opened at \(startLine):\(startColumn) is not closed",
              fixIt: "close the string with '\"' or write \\n")
          }
          return fail(
            "control character U+00\(String(byte, radix: 16, uppercase: true)) inside a string; escape it"
          )
        }
        if byte & 0xC0 == 0x80 { continuationBytes += 1 }
        position += 1
      }
      position = buffer.count
      diagnostics.append(
        .error(
          .jsonSyntax, "unterminated string", at: location(line: startLine, column: startColumn),
          fixIt: "add the closing '\"'"))
      return false
    }

    /// The value of the four hex digits at `index` (already checked).
    func hexValue(at index: Int) -> UInt32 {
      (0..<4).reduce(UInt32(0)) { value, offset in
        let byte = buffer[index + offset]
        return value * 16 + UInt32(byte <= UInt8(ascii: "9") ? byte - 48 : (byte | 0x20) - 87)
      }
    }

    func isHexDigit(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    mutating func number() -> Bool {
      let start = position
      let startColumn = column
      if buffer[position] == UInt8(ascii: "-") { position += 1 }
      guard position < buffer.count, isDigit(buffer[position]) else {
        return fail("invalid number: expected a digit after '-'")
      }
      if buffer[position] == UInt8(ascii: "0"), position + 1 < buffer.count,
        isDigit(buffer[position + 1])
      {
        return fail("invalid number: JSON numbers cannot have leading zeros")
      }
      while position < buffer.count, isDigit(buffer[position]) { position += 1 }
      if position < buffer.count, buffer[position] == UInt8(ascii: ".") {
        position += 1
        guard position < buffer.count, isDigit(buffer[position]) else {
          return fail("invalid number: expected a digit after '.'")
        }
        while position < buffer.count, isDigit(buffer[position]) { position += 1 }
      }
      let hasExponent = position < buffer.count && buffer[position] | 0x20 == UInt8(ascii: "e")
      if hasExponent {
        position += 1
        if position < buffer.count,
          buffer[position] == UInt8(ascii: "+") || buffer[position] == UInt8(ascii: "-")
        {
          position += 1
        }
        guard position < buffer.count, isDigit(buffer[position]) else {
          return fail("invalid number: expected a digit in the exponent")
        }
        while position < buffer.count, isDigit(buffer[position]) { position += 1 }
      }
      // Only a number with an exponent or 300 digits can be too large for a `Double` (`1e400`).
      if hasExponent || position - start > 300 { checkFinite(from: start, column: startColumn) }
      nodes.append(
        SyntaxTree.Node(
          kind: .number, flags: 0, line: UInt32(line), column: UInt32(startColumn),
          payload: UInt32(start),
          count: UInt32(position - start), next: UInt32(nodes.count + 1)))
      return true
    }

    /// A number too large for a `Double` is an error at its place, whatever property (or token)
    /// it is for; the file still reads. Typing it for a property reports the same problem at the
    /// same place, which the compiled theme reports once.
    mutating func checkFinite(from start: Int, column startColumn: Int) {
      let bytes = UnsafeBufferPointer(rebasing: buffer[start..<position])
      guard !JSONScanner.parseNumber(bytes).isFinite else { return }
      let text = String(decoding: bytes, as: UTF8.self)
      if let error = ValueError.nonFinite(text, at: location(line: line, column: startColumn)) {
        diagnostics.append(.error(.valueNotFinite, error.message, at: error.location))
      }
    }

    mutating func literal(_ word: StaticString, _ kind: SyntaxTree.Kind) -> Bool {
      let length = word.utf8CodeUnitCount
      let matches =
        position + length <= buffer.count
        && (0..<length).allSatisfy { buffer[position + $0] == word.utf8Start[$0] }
      guard matches else {
        var end = position
        while end < buffer.count, end - position < 20,
          (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(buffer[end] | 0x20)
        {
          end += 1
        }
        let found = String(
          decoding: UnsafeBufferPointer(rebasing: buffer[position..<max(end, position + 1)]),
          as: UTF8.self)
        return fail("unexpected '\(found)'; expected a value (strings need double quotes)")
      }
      append(kind, payload: position, count: length)
      position += length
      return true
    }

    func character(at index: Int) -> String {
      guard index < buffer.count else { return "end of file" }
      var end = index + 1
      while end < buffer.count, buffer[end] & 0xC0 == 0x80 { end += 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[index..<end]), as: UTF8.self)
    }
  }

  // MARK: - Decoding

  /// Decodes a string's escapes (already validated by the scanner).
  static func unescape(_ bytes: ArraySlice<UInt8>) -> String {
    var scalars = String.UnicodeScalarView()
    var utf8: [UInt8] = []
    var index = bytes.startIndex
    func flush() {
      if !utf8.isEmpty {
        scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
        utf8.removeAll(keepingCapacity: true)
      }
    }
    func hex(_ at: Int) -> UInt32 {
      var value: UInt32 = 0
      for offset in 0..<4 {
        let byte = bytes[at + offset]
        let digit: UInt8 = byte <= UInt8(ascii: "9") ? byte - 48 : (byte | 0x20) - 87
        value = value * 16 + UInt32(digit)
      }
      return value
    }
    while index < bytes.endIndex {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\") else {
        utf8.append(byte)
        index += 1
        continue
      }
      flush()
      let escape = bytes[index + 1]
      index += 2
      switch escape {
      case UInt8(ascii: "b"): scalars.append("\u{8}")
      case UInt8(ascii: "f"): scalars.append("\u{C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        var code = hex(index)
        index += 4
        if (0xD800..<0xDC00).contains(code), index + 5 < bytes.endIndex,
          bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        {
          let low = hex(index + 2)
          if (0xDC00..<0xE000).contains(low) {
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            index += 6
          }
        }
        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
      default: scalars.append(Unicode.Scalar(escape))
      }
    }
    flush()
    return String(scalars)
  }

  private static let powersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  /// Parses a validated JSON number: exact fast path for up to 15 significant digits and small
  /// exponents (Clinger), the standard library otherwise.
  static func parseNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Double {
    var index = 0
    var negative = false
    if bytes[0] == UInt8(ascii: "-") {
      negative = true
      index = 1
    }
    var mantissa: UInt64 = 0
    var digits = 0
    var exponent = 0
    while index < bytes.count, bytes[index] &- 48 < 10 {
      mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 48)
      digits += 1
      index += 1
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < bytes.count, bytes[index] &- 48 < 10 {
        mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 48)
        digits += 1
        exponent -= 1
        index += 1
      }
    }
    if index == bytes.count, digits <= 15, -exponent <= 22 {
      let value = exponent == 0 ? Double(mantissa) : Double(mantissa) / powersOfTen[-exponent]
      return negative ? -value : value
    }
    return Double(String(decoding: bytes, as: UTF8.self)) ?? .nan
  }
}

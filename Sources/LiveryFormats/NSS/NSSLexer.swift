package import LiveryCore

/// NUI's tokeniser (nss.md §1.2), with a line and column on every token and a diagnostic for every
/// character NUI would choke on.
///
/// NUI's tokeniser stops at the first character it does not know, and NUI then silently uses an
/// empty stylesheet. This lexer reads a superset instead and says what NUI would have done:
///
/// - Forms Livery reads unambiguously but NUI rejects (`//` comments, quoted values, `%`, a leading
///   `+`, `!important`, non-ASCII letters, identifiers starting with `and` or `@media`) become tokens
///   plus one `nss.nui-incompatible` warning per kind, at the first occurrence.
/// - Anything else (`=`, `[`, `<`, an unterminated comment …) is an `nss.syntax` error at the
///   character and an `invalid` token the parser skips.
package struct NSSLexer {
  package enum Kind: UInt8, Sendable {
    case identifier, variable, media, and, string, colon, openBrace, closeBrace, openParen,
      closeParen, comma,
      semicolon, invalid, end
  }

  /// One token: its kind, its bytes and where it starts.
  package struct Token: Sendable {
    package let kind: Kind
    package let start: Int32
    package let end: Int32
    package let line: UInt32
    package let column: UInt32
  }

  /// The kinds of NUI-incompatible input reported once per file, with how often they occur.
  enum Incompatibility: Int, CaseIterable {
    case lineComment, quotes, percent, plusSign, important, nonASCII, andPrefix, mediaPrefix, url
  }

  /// Tokens of `bytes` (valid UTF-8), ending with an `end` token, and the lexical diagnostics.
  package static func tokenize(_ bytes: [UInt8], file: SourceFileID) -> (
    tokens: [Token], diagnostics: [Diagnostic]
  ) {
    bytes.withUnsafeBufferPointer { buffer in
      var lexer = Lexer(buffer: buffer, file: file)
      lexer.run()
      return (lexer.tokens, lexer.diagnostics + lexer.incompatibilityDiagnostics())
    }
  }

  // MARK: - Character classes (nss.md §1.2, recogniser 5)

  /// `[A-Za-z0-9#@\-_\\.]`: what may start an identifier.
  static func startsIdentifier(_ byte: UInt8) -> Bool {
    continuesIdentifier(byte) && byte != UInt8(ascii: "/") || byte == UInt8(ascii: "#")
      || byte == UInt8(ascii: "@")
  }

  /// `[A-Za-z0-9\-_\\/.]`: what may follow inside an identifier.
  static func continuesIdentifier(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "\\"), UInt8(ascii: "/"),
      UInt8(ascii: "."):
      return true
    default:
      return false
    }
  }

  /// Whether `buffer` holds `prefix` at `offset`.
  @inline(__always)
  static func hasPrefix(
    _ prefix: StaticString, at offset: Int, in buffer: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard offset + count <= buffer.count else { return false }
    let pointer = prefix.utf8Start
    for index in 0..<count where buffer[offset + index] != pointer[index] { return false }
    return true
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C || byte == 0x0B
  }

  private struct Lexer {
    let buffer: UnsafeBufferPointer<UInt8>
    let file: SourceFileID
    var position = 0
    var line = 1
    var lineStart = 0
    /// UTF-8 continuation bytes seen since `lineStart`, so columns count characters.
    var continuationBytes = 0
    var tokens: [Token] = []
    var diagnostics: [Diagnostic] = []
    var incompatibilities: [(first: SourceLocation, count: Int, example: String)?] = Array(
      repeating: nil, count: Incompatibility.allCases.count)

    init(buffer: UnsafeBufferPointer<UInt8>, file: SourceFileID) {
      self.buffer = buffer
      self.file = file
      tokens.reserveCapacity(buffer.count / 5)
    }

    var column: Int { position - lineStart - continuationBytes + 1 }
    var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    func peek(_ offset: Int) -> UInt8? { offset < buffer.count ? buffer[offset] : nil }

    mutating func run() {
      if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
        // A byte order mark: harmless for Livery; NUI may or may not see it (nss.md §1.2, unverified).
        position = 3
        lineStart = 3
      }
      while position < buffer.count {
        let byte = buffer[position]
        if NSSLexer.isWhitespace(byte) {
          advanceWhitespace()
          continue
        }
        let startLine = line
        let startColumn = column
        let start = position
        switch byte {
        case UInt8(ascii: "/") where peek(position + 1) == UInt8(ascii: "*"):
          skipBlockComment()
          continue
        case UInt8(ascii: "/")
        where peek(position + 1) == UInt8(ascii: "/") && precededBySpace(start):
          note(.lineComment, "//")
          while position < buffer.count, buffer[position] != 0x0A { advance() }
          continue
        case UInt8(ascii: ":"): single(.colon)
        case UInt8(ascii: "{"): single(.openBrace)
        case UInt8(ascii: "}"): single(.closeBrace)
        case UInt8(ascii: "("): single(.openParen)
        case UInt8(ascii: ")"): single(.closeParen)
        case UInt8(ascii: ","): single(.comma)
        case UInt8(ascii: ";"): single(.semicolon)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
          quoted(byte)
        case UInt8(ascii: "!"):
          important()
        case UInt8(ascii: "+") where peek(position + 1).map(isNumberStart) ?? false:
          note(.plusSign, "+")
          advance()
          identifier(start: start, line: startLine, column: startColumn)
        default:
          if NSSLexer.startsIdentifier(byte) || byte >= 0x80 {
            identifier(start: start, line: startLine, column: startColumn)
          } else {
            invalid()
          }
        }
      }
      tokens.append(
        Token(
          kind: .end, start: Int32(position), end: Int32(position), line: UInt32(line),
          column: UInt32(column)))
    }

    func isNumberStart(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
    }

    func precededBySpace(_ offset: Int) -> Bool {
      offset == 0 || NSSLexer.isWhitespace(buffer[offset - 1])
        || buffer[offset - 1] == UInt8(ascii: ";")
        || buffer[offset - 1] == UInt8(ascii: "{") || buffer[offset - 1] == UInt8(ascii: "}")
    }

    mutating func advance() {
      let byte = buffer[position]
      if byte == 0x0A {
        line += 1
        lineStart = position + 1
        continuationBytes = 0
      } else if byte & 0xC0 == 0x80 {
        continuationBytes += 1
      }
      position += 1
    }

    mutating func advanceWhitespace() {
      while position < buffer.count, NSSLexer.isWhitespace(buffer[position]) {
        if buffer[position] == 0x0A {
          line += 1
          lineStart = position + 1
          continuationBytes = 0
        }
        position += 1
      }
    }

    mutating func single(_ kind: Kind) {
      tokens.append(
        Token(
          kind: kind, start: Int32(position), end: Int32(position + 1), line: UInt32(line),
          column: UInt32(column)))
      position += 1
    }

    mutating func skipBlockComment() {
      let opening = here
      advance()
      advance()
      while position < buffer.count {
        if buffer[position] == UInt8(ascii: "*"), peek(position + 1) == UInt8(ascii: "/") {
          position += 2
          return
        }
        advance()
      }
      diagnostics.append(
        .error(
          .nssSyntax,
          "this comment is never closed, so the rest of the file is part of it (NUI ignores the whole file)",
          at: opening, fixIt: "close the comment with '*/'"))
    }

    mutating func identifier(start: Int, line startLine: Int, column startColumn: Int) {
      // The hot path of the whole reader: plain ASCII scanned with locals only.
      var cursor = position
      let count = buffer.count
      // The first character may be one that cannot continue an identifier ('#', '@').
      if buffer[cursor] < 0x80 { cursor += 1 }
      while cursor < count, NSSLexer.continuesIdentifier(buffer[cursor]) { cursor += 1 }
      position = cursor
      if cursor < count,
        buffer[cursor] >= 0x80 || buffer[cursor] == UInt8(ascii: "%")
          || (buffer[cursor] == UInt8(ascii: ":")
            && NSSLexer.hasPrefix("://", at: cursor, in: buffer))
      {
        unusualIdentifierTail(start: start, line: startLine, column: startColumn)
      }
      var kind = Kind.identifier
      let first = buffer[start]
      let length = position - start
      if first == UInt8(ascii: "@") {
        kind = .variable
        if length >= 6, NSSLexer.hasPrefix("@media", at: start, in: buffer) {
          if length == 6 {
            kind = .media
          } else {
            note(
              .mediaPrefix, text(start, position),
              at: SourceLocation(file: file, line: startLine, column: startColumn))
          }
        }
      } else if first == UInt8(ascii: "a"), length >= 3,
        NSSLexer.hasPrefix("and", at: start, in: buffer)
      {
        if length == 3 {
          kind = .and
        } else {
          note(
            .andPrefix, text(start, position),
            at: SourceLocation(file: file, line: startLine, column: startColumn))
        }
      }
      tokens.append(
        Token(
          kind: kind, start: Int32(start), end: Int32(position), line: UInt32(startLine),
          column: UInt32(startColumn)))
    }

    /// The rare continuations of an identifier: non-ASCII letters and `%` (read, with a warning),
    /// and `http://…` URLs.
    mutating func unusualIdentifierTail(start: Int, line startLine: Int, column startColumn: Int) {
      let location = SourceLocation(file: file, line: startLine, column: startColumn)
      if NSSLexer.hasPrefix("://", at: position, in: buffer), isURLScheme(start, position) {
        // `http://host/x.png`: NUI stops at the ':'; Livery reads the URL as one value.
        while position < buffer.count, !NSSLexer.isWhitespace(buffer[position]),
          ![UInt8(ascii: ";"), UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: ",")].contains(
            buffer[position])
        {
          advance()
        }
        note(.url, text(start, position), at: location)
        return
      }
      var sawNonASCII = false
      var sawPercent = false
      while position < buffer.count {
        let byte = buffer[position]
        if NSSLexer.continuesIdentifier(byte) {
          position += 1
        } else if byte >= 0x80 {
          sawNonASCII = true
          advance()
        } else if byte == UInt8(ascii: "%") {
          sawPercent = true
          position += 1
        } else {
          break
        }
      }
      if sawNonASCII { note(.nonASCII, text(start, position), at: location) }
      if sawPercent { note(.percent, text(start, position), at: location) }
    }

    func isURLScheme(_ start: Int, _ end: Int) -> Bool {
      let scheme = text(start, end).lowercased()
      return scheme == "http" || scheme == "https" || scheme == "file"
    }

    func text(_ start: Int, _ end: Int) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
    }

    /// `"…"` or `'…'`: a string token holding the text between the quotes.
    mutating func quoted(_ quote: UInt8) {
      let location = here
      let startLine = line
      let startColumn = column
      advance()
      let contentStart = position
      while position < buffer.count, buffer[position] != quote, buffer[position] != 0x0A {
        advance()
      }
      guard position < buffer.count, buffer[position] == quote else {
        diagnostics.append(
          .error(
            .nssSyntax, "this quoted value is not closed on its line", at: location,
            fixIt:
              "NSS values need no quotes: remove the \(quote == UInt8(ascii: "\"") ? "\"" : "'")"))
        tokens.append(
          Token(
            kind: .invalid, start: Int32(contentStart), end: Int32(position),
            line: UInt32(startLine), column: UInt32(startColumn)))
        return
      }
      note(.quotes, text(contentStart - 1, position + 1), at: location)
      tokens.append(
        Token(
          kind: .string, start: Int32(contentStart), end: Int32(position), line: UInt32(startLine),
          column: UInt32(startColumn)))
      position += 1
    }

    /// `!important` is skipped with a warning; any other `!` is invalid.
    mutating func important() {
      var cursor = position + 1
      while cursor < buffer.count, buffer[cursor] == 0x20 || buffer[cursor] == 0x09 { cursor += 1 }
      let word = "important".utf8
      var matches = cursor + word.count <= buffer.count
      if matches {
        for (offset, expected) in word.enumerated() where buffer[cursor + offset] | 0x20 != expected
        {
          matches = false
          break
        }
      }
      guard matches else {
        invalid()
        return
      }
      note(.important, "!important")
      while position < cursor + word.count { advance() }
    }

    mutating func invalid() {
      let location = here
      let start = position
      advance()
      while position < buffer.count, buffer[position] & 0xC0 == 0x80 { advance() }
      let character = text(start, position)
      let hint: String?
      switch character {
      case "/": hint = "NSS has no absolute paths or URLs; name images by their asset name"
      case "=": hint = "NSS declarations are written 'property: value;'"
      default: hint = nil
      }
      diagnostics.append(
        .error(
          .nssSyntax,
          "'\(character)' cannot appear in an NSS stylesheet (NUI stops reading here and ignores the whole file)",
          at: location, fixIt: hint))
      tokens.append(
        Token(
          kind: .invalid, start: Int32(start), end: Int32(position), line: UInt32(location.line),
          column: UInt32(location.column)))
    }

    mutating func note(
      _ kind: Incompatibility, _ example: String, at location: SourceLocation? = nil
    ) {
      if let existing = incompatibilities[kind.rawValue] {
        incompatibilities[kind.rawValue] = (existing.first, existing.count + 1, existing.example)
      } else {
        incompatibilities[kind.rawValue] = (location ?? here, 1, example)
      }
    }

    func incompatibilityDiagnostics() -> [Diagnostic] {
      Incompatibility.allCases.compactMap { kind in
        guard let (first, count, example) = incompatibilities[kind.rawValue] else { return nil }
        let more = count > 1 ? " (\(count) times in this file)" : ""
        let message: String
        let fix: String?
        switch kind {
        case .lineComment:
          message =
            "NSS has no '//' comments\(more); Livery reads them as comments, NUI ignores the whole file"
          fix = "write /* … */"
        case .quotes:
          message =
            "NSS values take no quotes\(more); Livery reads \(example) without them, NUI ignores the whole file"
          fix = "remove the quotes"
        case .percent:
          message =
            "'%' is not an NSS character\(more); Livery reads '\(example)' as a percentage, NUI ignores the whole file"
          fix = "write fractions such as 0.5"
        case .plusSign:
          message =
            "a leading '+' is not an NSS character\(more); Livery ignores it, NUI ignores the whole file"
          fix = "remove the '+'"
        case .important:
          message =
            "'!important' has no meaning in NSS\(more); Livery ignores it, NUI ignores the whole file"
          fix = "remove '!important'"
        case .nonASCII:
          message =
            "'\(example)' contains a non-ASCII character\(more); Livery reads it, NUI ignores the whole file"
          fix = nil
        case .andPrefix:
          message =
            "NUI splits '\(example)' into the keyword 'and' and '\(example.dropFirst(3))' and ignores the whole file\(more); Livery reads '\(example)'"
          fix = nil
        case .url:
          message =
            "NSS values cannot hold URLs such as '\(example)'\(more); Livery reads the URL, NUI ignores the whole file"
          fix = "name a bundled image instead"
        case .mediaPrefix:
          message =
            "NUI splits '\(example)' into the keyword '@media' and '\(example.dropFirst(6))' and ignores the whole file\(more); Livery reads '\(example)'"
          fix = "rename the variable so it does not start with '@media'"
        }
        return .warning(.nssNUIIncompatible, message, at: first, fixIt: fix)
      }
    }
  }
}

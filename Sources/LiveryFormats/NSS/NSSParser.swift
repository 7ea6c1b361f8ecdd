import Foundation
import LiveryCore

/// An NSS file as NUI's grammar sees it (nss.md §1.3): definitions and rule sets in document order,
/// each with the `@media` block it sits in.
///
/// Plain data that points into the token array — no strings per declaration — so a 5 MB sheet parses
/// without millions of small allocations; readers take the text they need through the accessors.
struct NSSDocument {
  let file: SourceFileID
  let bytes: [UInt8]
  let tokens: [NSSLexer.Token]

  /// A value: the tokens `first..<end`. NUI stores it as those tokens joined by one space.
  struct Value {
    var first: Int32
    var end: Int32
  }

  struct MediaOption {
    var key: String
    var value: String
    var location: SourceLocation
  }

  struct Definition {
    /// The `@name` token.
    var name: Int32
    var value: Value
    /// Index into `mediaBlocks`, or -1 at top level.
    var media: Int32
  }

  struct Declaration {
    /// Index into `propertyNames`.
    var property: Int32
    /// The property name's token.
    var name: Int32
    var value: Value
  }

  struct RuleSet {
    /// Indices into `selectorTokens`.
    var selectors: Range<Int32>
    /// Indices into `declarations`.
    var declarations: Range<Int32>
    var media: Int32
  }

  /// An index into `definitions` or `rules`, in document order.
  enum Item {
    case definition(Int)
    case rule(Int)
  }

  var items: [Item] = []
  var definitions: [Definition] = []
  var rules: [RuleSet] = []
  /// The selector tokens of every rule, rule after rule.
  var selectorTokens: [Int32] = []
  /// The declarations of every rule, rule after rule.
  var declarations: [Declaration] = []
  /// Every property name, once.
  var propertyNames: [String] = []
  /// The options of each `@media` block, in document order.
  var mediaBlocks: [[MediaOption]] = []
  var diagnostics: [Diagnostic] = []
  /// How many items parsed cleanly before the first syntax error (0: the file failed at once).
  var itemsBeforeFirstError: Int?

  // MARK: - Reading

  func text(_ token: Int32) -> String {
    let token = tokens[Int(token)]
    return bytes.withUnsafeBufferPointer {
      String(
        decoding: UnsafeBufferPointer(rebasing: $0[Int(token.start)..<Int(token.end)]),
        as: UTF8.self)
    }
  }

  func location(_ token: Int32) -> SourceLocation {
    let token = tokens[Int(token)]
    return SourceLocation(file: file, line: Int(token.line), column: Int(token.column))
  }

  /// The value as NUI stores it: its tokens joined by exactly one space (`rgb ( 255 , 0 , 0 )`).
  func text(of value: Value) -> String {
    if value.end - value.first == 1 { return text(value.first) }
    return bytes.withUnsafeBufferPointer { buffer in
      let count = (value.first..<value.end).reduce(-1) {
        $0 + 1 + Int(tokens[Int($1)].end - tokens[Int($1)].start)
      }
      return String(unsafeUninitializedCapacity: count) { output in
        var offset = 0
        for index in value.first..<value.end {
          let token = tokens[Int(index)]
          if offset > 0 {
            output[offset] = 0x20
            offset += 1
          }
          for byte in buffer[Int(token.start)..<Int(token.end)] {
            output[offset] = byte
            offset += 1
          }
        }
        return offset
      }
    }
  }

  func location(of value: Value) -> SourceLocation { location(value.first) }

  /// Whether a token's text starts with `prefix` (ASCII), without making a string.
  func starts(_ token: Int32, with prefix: StaticString) -> Bool {
    let token = tokens[Int(token)]
    guard Int(token.end - token.start) >= prefix.utf8CodeUnitCount else { return false }
    return bytes.withUnsafeBufferPointer {
      NSSLexer.hasPrefix(prefix, at: Int(token.start), in: $0)
    }
  }

  /// The variable (without `@`) when the whole value is one variable: NUI substitutes only those.
  func variable(of value: Value) -> String? {
    guard value.end - value.first == 1, tokens[Int(value.first)].kind == .variable else {
      return nil
    }
    return String(text(value.first).dropFirst())
  }

  /// The first variable token inside a longer value (`4 @w`), which NUI does not substitute.
  func embeddedVariable(of value: Value) -> Int32? {
    guard value.end - value.first > 1 else { return nil }
    return (value.first..<value.end).first { tokens[Int($0)].kind == .variable }
  }

  /// Whether a value's bytes contain `byte` (a cheap test before reading its text).
  func value(_ value: Value, contains byte: UInt8) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      let start = Int(tokens[Int(value.first)].start)
      let end = Int(tokens[Int(value.end - 1)].end)
      return buffer[start..<end].contains(byte)
    }
  }

  func selectors(of rule: RuleSet) -> ArraySlice<Int32> {
    selectorTokens[Int(rule.selectors.lowerBound)..<Int(rule.selectors.upperBound)]
  }
  func declarations(of rule: RuleSet) -> ArraySlice<Declaration> {
    declarations[Int(rule.declarations.lowerBound)..<Int(rule.declarations.upperBound)]
  }
  func location(of rule: RuleSet) -> SourceLocation {
    location(selectorTokens[Int(rule.selectors.lowerBound)])
  }
  func name(of declaration: Declaration) -> String { propertyNames[Int(declaration.property)] }
  func name(of definition: Definition) -> String { String(text(definition.name).dropFirst()) }
}

/// NUI's grammar with recovery: every syntax error is a diagnostic at its place, and reading goes
/// on at the next declaration or rule (NUI itself gives up on the whole file).
struct NSSParser {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let tokens: UnsafeBufferPointer<NSSLexer.Token>
  private let file: SourceFileID
  private var index = 0
  private var document: NSSDocument
  private var names = Interner()
  /// Read `A:B {` as the class `B`, as NUI ≤ 0.2's regex parser did, instead of rejecting it as
  /// NUI 0.5 does.
  private var legacyClassChains = false
  /// The class chains read that way: the first one's text and place, and how many.
  private var firstClassChain: (text: String, location: SourceLocation)?
  private var classChains = 0

  static func parse(_ bytes: [UInt8], file: SourceFileID, legacyClassChains: Bool = false)
    -> NSSDocument
  {
    let (tokens, lexical) = NSSLexer.tokenize(bytes, file: file)
    var document = NSSDocument(file: file, bytes: bytes, tokens: tokens)
    document.diagnostics = lexical
    if lexical.containsErrors { document.itemsBeforeFirstError = 0 }
    return bytes.withUnsafeBufferPointer { bytes in
      tokens.withUnsafeBufferPointer { tokens in
        var parser = NSSParser(bytes: bytes, tokens: tokens, document: document)
        parser.legacyClassChains = legacyClassChains
        document = NSSDocument(file: file, bytes: [], tokens: [])  // one owner while parsing
        parser.run()
        parser.document.propertyNames = parser.names.strings
        return parser.document
      }
    }
  }

  private init(
    bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<NSSLexer.Token>,
    document: NSSDocument
  ) {
    self.bytes = bytes
    self.tokens = tokens
    self.file = document.file
    self.document = document
    self.document.declarations.reserveCapacity(tokens.count / 5)
  }

  // MARK: - Tokens

  private var token: NSSLexer.Token { tokens[index] }
  private var kind: NSSLexer.Kind { tokens[index].kind }
  private func kind(at offset: Int) -> NSSLexer.Kind {
    tokens[min(index + offset, tokens.count - 1)].kind
  }

  private func location(_ token: NSSLexer.Token) -> SourceLocation {
    SourceLocation(file: file, line: Int(token.line), column: Int(token.column))
  }

  private func location(at tokenIndex: Int) -> SourceLocation { location(tokens[tokenIndex]) }

  private var here: SourceLocation { location(token) }

  private func text(_ token: NSSLexer.Token) -> String {
    String(
      decoding: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]),
      as: UTF8.self)
  }

  private func text(at tokenIndex: Int) -> String { text(tokens[tokenIndex]) }

  /// Where a token ends, for "missing ';' after …".
  private func endLocation(of token: NSSLexer.Token) -> SourceLocation {
    let length = bytes[Int(token.start)..<Int(token.end)].reduce(0) {
      $0 + ($1 & 0xC0 == 0x80 ? 0 : 1)
    }
    let quotes = token.kind == .string ? 2 : 0
    return SourceLocation(
      file: file, line: Int(token.line), column: Int(token.column) + length + quotes)
  }

  private mutating func error(
    _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = [],
    fixIt: String? = nil
  ) {
    document.diagnostics.append(
      .error(.nssSyntax, message, at: location, notes: notes, fixIt: fixIt))
    if document.itemsBeforeFirstError == nil {
      document.itemsBeforeFirstError = document.items.count
    }
  }

  private mutating func nuiOnly(
    _ message: String, at location: SourceLocation, fixIt: String? = nil
  ) {
    document.diagnostics.append(.warning(.nssNUIIncompatible, message, at: location, fixIt: fixIt))
  }

  // MARK: - Stylesheet

  private mutating func run() {
    while kind != .end {
      item(media: -1)
    }
    if let first = firstClassChain {
      let others = classChains > 1 ? " (and \(classChains - 1) more in this file)" : ""
      document.diagnostics.append(
        .warning(
          .nssCompatibility,
          "'\(first.text)' is a class chain, not a selector: NUI 0.5 ignores the whole file, while NUI ≤ 0.2 (which apps of that time were written for) read it as the class '\(first.text.split(separator: ":").last ?? "")'; Livery reads it as NUI ≤ 0.2 did\(others); with --dialect nui it reads as NUI 0.5 and skips such rules",
          at: first.location,
          fixIt: "name the class alone: '\(first.text.split(separator: ":").last ?? "") { … }'"))
    }
  }

  private mutating func item(media: Int32) {
    switch kind {
    case .variable:
      definition(media: media)
    case .media:
      if media >= 0 {
        error(
          "'@media' blocks cannot be nested (NUI ignores the whole file); this block is skipped",
          at: here,
          fixIt: "combine the conditions with 'and' in one block")
        skipBlock()
      } else {
        mediaBlock()
      }
    case .identifier, .string, .and:
      ruleSet(media: media)
    case .closeBrace:
      error("this '}' closes nothing", at: here)
      index += 1
    case .semicolon:
      nuiOnly(
        "a ';' outside a declaration is not NSS; Livery ignores it, NUI ignores the whole file",
        at: here, fixIt: "remove the ';'")
      index += 1
    case .invalid:
      index += 1  // already reported by the lexer
      if document.itemsBeforeFirstError == nil {
        document.itemsBeforeFirstError = document.items.count
      }
    default:
      error(
        "expected a rule such as 'Button { … }' or a variable such as '@color: red;', found '\(text(token))'",
        at: here)
      skipStatement()
    }
  }

  /// `@name: value;`
  private mutating func definition(media: Int32) {
    let nameIndex = index
    let name = String(text(at: nameIndex).dropFirst())
    index += 1
    guard kind == .colon else {
      error("expected ':' after '@\(name)'", at: here, fixIt: "write @\(name): value;")
      skipStatement()
      return
    }
    index += 1
    guard let value = value(after: nameIndex, isDefinition: true) else { return }
    if name.isEmpty {
      error("a variable needs a name after '@'", at: location(at: nameIndex))
      return
    }
    document.items.append(.definition(document.definitions.count))
    document.definitions.append(.init(name: Int32(nameIndex), value: value, media: media))
  }

  /// `@media (key:value) and (key:value) { … }`
  private mutating func mediaBlock() {
    let start = here
    index += 1
    var options: [NSSDocument.MediaOption] = []
    while true {
      guard kind == .openParen, kind(at: 1) == .identifier, kind(at: 2) == .colon,
        kind(at: 3) == .identifier,
        kind(at: 4) == .closeParen
      else {
        error(
          "expected a media condition such as '(device:ipad)' or '(orientation:landscape)'; the whole block is skipped",
          at: here)
        skipBlock()
        return
      }
      options.append(
        .init(
          key: text(at: index + 1), value: text(at: index + 3), location: location(at: index + 1)))
      index += 5
      if kind == .and {
        index += 1
        continue
      }
      if kind == .openBrace { break }
      error("expected 'and' or '{' after a media condition; the whole block is skipped", at: here)
      skipBlock()
      return
    }
    index += 1
    document.mediaBlocks.append(options)
    let block = Int32(document.mediaBlocks.count - 1)
    while kind != .closeBrace {
      if kind == .end {
        error(
          "this '@media' block is never closed", at: here,
          notes: [.init("the block starts here", at: start)], fixIt: "add '}'")
        return
      }
      item(media: block)
    }
    index += 1
  }

  /// `A, B { declarations }`
  private mutating func ruleSet(media: Int32) {
    let firstSelector = Int32(document.selectorTokens.count)
    let start = here
    while true {
      document.selectorTokens.append(Int32(index))
      index += 1
      if legacyClassChains, kind == .colon, let last = classChainEnd() {
        // `Button:LoginButton {`: NUI ≤ 0.2's rule regex took the word run before `{`, the last class.
        let chainStart = Int(document.selectorTokens[document.selectorTokens.count - 1])
        let chain = (chainStart...last).filter { tokens[$0].kind == .identifier }.map {
          self.text(at: $0)
        }.joined(separator: ":")
        if firstClassChain == nil { firstClassChain = (chain, location(at: chainStart)) }
        classChains += 1
        document.selectorTokens[document.selectorTokens.count - 1] = Int32(last)
        index = last + 1
      }
      switch kind {
      case .comma:
        index += 1
        guard kind == .identifier || kind == .string || kind == .and else {
          document.selectorTokens.removeSubrange(Int(firstSelector)...)
          error("expected a class name after ','", at: here)
          skipStatement()
          return
        }
        continue
      case .openBrace:
        index += 1
        let firstDeclaration = Int32(document.declarations.count)
        declarations(ruleStart: start)
        document.items.append(.rule(document.rules.count))
        document.rules.append(
          .init(
            selectors: firstSelector..<Int32(document.selectorTokens.count),
            declarations: firstDeclaration..<Int32(document.declarations.count), media: media))
        return
      default:
        let last = Int(document.selectorTokens.last!)
        document.selectorTokens.removeSubrange(Int(firstSelector)...)
        let name = text(at: last)
        switch kind {
        case .colon:
          if nextStop() == .openBrace {
            let next = text(at: index + 1)
            error(
              "'\(name):\(next)' is not a selector: an NSS selector is one class name (class lists like 'Button:LargeButton' exist only in nuiClass); the rule is skipped (NUI 0.5 ignores the whole file; NUI ≤ 0.2 read it as '\(next)', and so does Livery unless --dialect nui is given)",
              at: location(at: last), fixIt: "name the class alone, e.g. '\(next) { … }'")
          } else {
            error(
              "a declaration must be inside a rule: '\(name): …' is outside any '{ … }'",
              at: location(at: last))
          }
        case .identifier, .string:
          error(
            "'\(name) \(text(token))' is not a selector: NSS has no descendant selectors, each selector is one class name; the rule is skipped",
            at: location(at: last))
        default:
          error("expected '{' after the selector '\(name)'", at: here)
        }
        skipStatement()
        return
      }
    }
  }

  /// Where a class chain `:B:C` that starts here ends (the last class's token), when `{` or `,`
  /// follows it; otherwise `nil`.
  private func classChainEnd() -> Int? {
    var cursor = index
    var last: Int?
    while cursor + 1 < tokens.count, tokens[cursor].kind == .colon,
      tokens[cursor + 1].kind == .identifier
    {
      last = cursor + 1
      cursor += 2
    }
    guard let last, cursor < tokens.count,
      tokens[cursor].kind == .openBrace || tokens[cursor].kind == .comma
    else { return nil }
    return last
  }

  /// The kind of the first `{`, `;` or `}` from here on.
  private func nextStop() -> NSSLexer.Kind {
    var cursor = index
    while cursor < tokens.count {
      switch tokens[cursor].kind {
      case .openBrace, .semicolon, .closeBrace, .end: return tokens[cursor].kind
      default: cursor += 1
      }
    }
    return .end
  }

  private mutating func declarations(ruleStart: SourceLocation) {
    while true {
      switch kind {
      case .closeBrace:
        index += 1
        return
      case .end:
        error(
          "this rule is never closed; its declarations are kept", at: here,
          notes: [.init("the rule starts here", at: ruleStart)], fixIt: "add '}'")
        return
      case .identifier, .string, .and:
        switch kind(at: 1) {
        case .colon:
          let nameIndex = index
          index += 2
          if let value = value(after: nameIndex, isDefinition: false) {
            let name = tokens[nameIndex]
            let id = names.intern(bytes, Int(name.start), Int(name.end))
            document.declarations.append(.init(property: id, name: Int32(nameIndex), value: value))
          }
        case .openBrace, .comma:
          error(
            "the rule is not closed before '\(text(token))' starts a new one", at: here,
            notes: [.init("the open rule starts here", at: ruleStart)],
            fixIt: "add '}' before '\(text(token))'")
          return
        case .invalid:
          index += 1  // the lexer reported the character
          skipStatement()
        default:
          index += 1
          error(
            "expected ':' after the property '\(text(at: index - 1))'", at: here,
            fixIt: "write property: value;")
          skipStatement()
        }
      case .variable:
        error(
          "variables cannot be defined inside a rule (NUI ignores the whole file); this definition is skipped",
          at: here,
          fixIt: "move it above the rule")
        skipStatement()
      case .media:
        error("'@media' cannot appear inside a rule; the block is skipped", at: here)
        skipBlock()
      case .semicolon:
        nuiOnly(
          "an empty declaration (';' alone) is not NSS; Livery ignores it, NUI ignores the whole file",
          at: here,
          fixIt: "remove the ';'")
        index += 1
      case .invalid:
        if document.itemsBeforeFirstError == nil {
          document.itemsBeforeFirstError = document.items.count
        }
        skipStatement()
      default:
        error("expected a declaration such as 'font-size: 18;', found '\(text(token))'", at: here)
        skipStatement()
      }
    }
  }

  /// Reads a value up to its `;` and consumes the `;`. Returns nil (after reporting) when the
  /// declaration cannot be read; the position is then at the next declaration.
  private mutating func value(after nameIndex: Int, isDefinition: Bool) -> NSSDocument.Value? {
    let start = index
    var broken = false
    loop: while true {
      switch kind {
      case .identifier, .variable, .string, .openParen, .closeParen, .comma, .and:
        index += 1
      case .invalid:
        broken = true
        index += 1
      default:
        break loop
      }
    }
    var end = index
    let name = tokens[nameIndex]
    var what: String { isDefinition ? "'@\(text(name).dropFirst())'" : "'\(text(name))'" }
    switch kind {
    case .semicolon:
      index += 1
    case .closeBrace:
      nuiOnly(
        "the last \(isDefinition ? "definition" : "declaration") has no ';' (NUI requires one and ignores the whole file)",
        at: endLocation(of: end > start ? tokens[end - 1] : name), fixIt: "add ';'")
    case .colon where end - start >= 2 && [.identifier, .variable].contains(tokens[end - 1].kind):
      // `a: 1 b: 2;` — the ';' after `1` is missing; `b` starts the next declaration.
      end -= 1
      index -= 1
      error(
        "missing ';' after the value of \(what)", at: endLocation(of: tokens[end - 1]),
        fixIt: "add ';'")
    case .colon:
      error("':' cannot appear in a value (NSS has no URLs); \(what) is skipped", at: here)
      skipStatement()
      return nil
    case .openBrace:
      error("'{' cannot appear in a value (a ';' or '}' is missing); \(what) is skipped", at: here)
      skipStatement()
      return nil
    case .end:
      error("the file ends inside the value of \(what)", at: here, fixIt: "add ';'")
    default:
      error("expected ';' after the value of \(what)", at: here, fixIt: "add ';'")
      skipStatement()
      return nil
    }
    if broken { return nil }
    guard end > start else {
      error("\(what) has no value", at: endLocation(of: name))
      return nil
    }
    return NSSDocument.Value(first: Int32(start), end: Int32(end))
  }

  // MARK: - Recovery

  /// Skips to just after the next `;`, or to the next `}` of the current level, skipping nested
  /// blocks whole.
  private mutating func skipStatement() {
    while true {
      switch kind {
      case .end, .closeBrace: return
      case .semicolon:
        index += 1
        return
      case .openBrace:
        skipBlock()
        return
      default:
        index += 1
      }
    }
  }

  /// Skips from here past the block that the next `{` opens (or to the end of the statement if a
  /// `;` comes first).
  private mutating func skipBlock() {
    while kind != .openBrace {
      switch kind {
      case .end: return
      case .semicolon, .closeBrace:
        index += 1
        return
      default: index += 1
      }
    }
    var depth = 0
    while kind != .end {
      if kind == .openBrace { depth += 1 }
      if kind == .closeBrace {
        depth -= 1
        if depth == 0 {
          index += 1
          return
        }
      }
      index += 1
    }
  }
}

/// Property names, interned: a stylesheet repeats a few dozen names thousands of times, and a
/// declaration then costs one hash of its bytes instead of a new string.
struct Interner {
  private var slots = [Int32](repeating: -1, count: 64)
  private var entries: [(hash: UInt64, start: Int, end: Int)] = []
  private(set) var strings: [String] = []

  mutating func intern(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int32 {
    do {
      // FNV-1a over 8-byte words, then the tail byte by byte.
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      var index = start
      let base = UnsafeRawPointer(buffer.baseAddress!)
      while index + 8 <= end {
        hash =
          (hash ^ base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0x100_0000_01b3
        hash ^= hash >> 29
        index += 8
      }
      while index < end {
        hash = (hash ^ UInt64(buffer[index])) &* 0x100_0000_01b3
        index += 1
      }
      var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
      while slots[slot] >= 0 {
        let entry = entries[Int(slots[slot])]
        if entry.hash == hash, entry.end - entry.start == end - start,
          memcmp(buffer.baseAddress! + entry.start, buffer.baseAddress! + start, end - start) == 0
        {
          return slots[slot]
        }
        slot = (slot + 1) & (slots.count - 1)
      }
      let id = Int32(entries.count)
      entries.append((hash, start, end))
      strings.append(
        String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self))
      slots[slot] = id
      if entries.count * 2 > slots.count { grow() }
      return id
    }
  }

  private mutating func grow() {
    slots = [Int32](repeating: -1, count: slots.count * 2)
    for (id, entry) in entries.enumerated() {
      var slot = Int(truncatingIfNeeded: entry.hash) & (slots.count - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
      slots[slot] = Int32(id)
    }
  }
}

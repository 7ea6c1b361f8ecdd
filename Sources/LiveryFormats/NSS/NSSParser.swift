import LiveryCore

/// An NSS file as NUI's grammar sees it (nss.md §1.3): definitions and rule sets in document order,
/// each with where it was written and the `@media` block it sits in.
struct NSSDocument {
  /// A value as NUI stores it: the tokens joined by exactly one space (`rgb ( 255 , 0 , 0 )`).
  struct Value {
    var text: String
    var location: SourceLocation
    /// The whole value is this one variable (name without `@`): NUI substitutes it.
    var variable: String?
    /// A variable inside a longer value (`4 @w`), which NUI does not substitute.
    var embeddedVariable: (name: String, location: SourceLocation)?
  }

  struct MediaOption {
    var key: String
    var value: String
    var location: SourceLocation
  }

  struct Definition {
    var name: String
    var location: SourceLocation
    var value: Value
    /// Index into `mediaBlocks`, or nil at top level.
    var media: Int?
  }

  struct Declaration {
    var property: String
    var location: SourceLocation
    var value: Value
  }

  struct RuleSet {
    var selectors: [(name: String, location: SourceLocation)]
    var declarations: [Declaration]
    var media: Int?
    var location: SourceLocation
  }

  enum Item {
    case definition(Definition)
    case rule(RuleSet)
  }

  var items: [Item] = []
  /// The options of each `@media` block, in document order.
  var mediaBlocks: [[MediaOption]] = []
  var diagnostics: [Diagnostic] = []
  /// How many items parsed cleanly before the first syntax error (0: the file failed at once).
  var itemsBeforeFirstError: Int?
}

/// NUI's grammar with recovery: every syntax error is a diagnostic at its place, and reading goes
/// on at the next declaration or rule (NUI itself gives up on the whole file).
struct NSSParser {
  private let bytes: [UInt8]
  private let tokens: [NSSLexer.Token]
  private let file: SourceFileID
  private var index = 0
  private var document = NSSDocument()

  static func parse(_ bytes: [UInt8], file: SourceFileID) -> NSSDocument {
    let (tokens, lexical) = NSSLexer.tokenize(bytes, file: file)
    var parser = NSSParser(bytes: bytes, tokens: tokens, file: file)
    parser.document.diagnostics = lexical
    if lexical.containsErrors { parser.document.itemsBeforeFirstError = 0 }
    parser.run()
    return parser.document
  }

  private init(bytes: [UInt8], tokens: [NSSLexer.Token], file: SourceFileID) {
    self.bytes = bytes
    self.tokens = tokens
    self.file = file
  }

  // MARK: - Tokens

  private var token: NSSLexer.Token { tokens[index] }
  private var kind: NSSLexer.Kind { tokens[index].kind }
  private func kind(at offset: Int) -> NSSLexer.Kind { tokens[min(index + offset, tokens.count - 1)].kind }

  private func location(_ token: NSSLexer.Token) -> SourceLocation {
    SourceLocation(file: file, line: Int(token.line), column: Int(token.column))
  }

  private var here: SourceLocation { location(token) }

  private func text(_ token: NSSLexer.Token) -> String {
    bytes.withUnsafeBufferPointer { buffer in
      String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(token.start)..<Int(token.end)]), as: UTF8.self)
    }
  }

  /// Where a token ends, for "missing ';' after …".
  private func end(of token: NSSLexer.Token) -> SourceLocation {
    let length = bytes[Int(token.start)..<Int(token.end)].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    let quotes = token.kind == .string ? 2 : 0
    return SourceLocation(file: file, line: Int(token.line), column: Int(token.column) + length + quotes)
  }

  private mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = [], fixIt: String? = nil) {
    document.diagnostics.append(.error(.nssSyntax, message, at: location, notes: notes, fixIt: fixIt))
    if document.itemsBeforeFirstError == nil { document.itemsBeforeFirstError = document.items.count }
  }

  private mutating func nuiOnly(_ message: String, at location: SourceLocation, fixIt: String? = nil) {
    document.diagnostics.append(.warning(.nssNUIIncompatible, message, at: location, fixIt: fixIt))
  }

  // MARK: - Stylesheet

  private mutating func run() {
    while kind != .end {
      item(media: nil)
    }
  }

  private mutating func item(media: Int?) {
    switch kind {
    case .variable:
      definition(media: media)
    case .media:
      if media != nil {
        error("'@media' blocks cannot be nested (NUI ignores the whole file); this block is skipped", at: here,
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
      nuiOnly("a ';' outside a declaration is not NSS; Livery ignores it, NUI ignores the whole file", at: here, fixIt: "remove the ';'")
      index += 1
    case .invalid:
      index += 1  // already reported by the lexer
      if document.itemsBeforeFirstError == nil { document.itemsBeforeFirstError = document.items.count }
    default:
      error("expected a rule such as 'Button { … }' or a variable such as '@color: red;', found '\(text(token))'", at: here)
      skipStatement()
    }
  }

  /// `@name: value;`
  private mutating func definition(media: Int?) {
    let nameToken = token
    let name = String(text(nameToken).dropFirst())
    index += 1
    guard kind == .colon else {
      error("expected ':' after '@\(name)'", at: here, fixIt: "write @\(name): value;")
      skipStatement()
      return
    }
    index += 1
    guard let value = value(after: nameToken, isDefinition: true) else { return }
    if name.isEmpty {
      error("a variable needs a name after '@'", at: location(nameToken))
      return
    }
    document.items.append(.definition(.init(name: name, location: location(nameToken), value: value, media: media)))
  }

  /// `@media (key:value) and (key:value) { … }`
  private mutating func mediaBlock() {
    let start = here
    index += 1
    var options: [NSSDocument.MediaOption] = []
    while true {
      guard kind == .openParen, kind(at: 1) == .identifier, kind(at: 2) == .colon, kind(at: 3) == .identifier,
        kind(at: 4) == .closeParen
      else {
        error(
          "expected a media condition such as '(device:ipad)' or '(orientation:landscape)'; the whole block is skipped",
          at: here)
        skipBlock()
        return
      }
      options.append(.init(key: text(tokens[index + 1]), value: text(tokens[index + 3]), location: location(tokens[index + 1])))
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
    let block = document.mediaBlocks.count - 1
    while kind != .closeBrace {
      if kind == .end {
        error("this '@media' block is never closed", at: here, notes: [.init("the block starts here", at: start)], fixIt: "add '}'")
        return
      }
      item(media: block)
    }
    index += 1
  }

  /// `A, B { declarations }`
  private mutating func ruleSet(media: Int?) {
    var selectors: [(name: String, location: SourceLocation)] = []
    let start = here
    while true {
      selectors.append((text(token), here))
      index += 1
      switch kind {
      case .comma:
        index += 1
        guard kind == .identifier || kind == .string || kind == .and else {
          error("expected a class name after ','", at: here)
          skipStatement()
          return
        }
        continue
      case .openBrace:
        index += 1
        var rule = NSSDocument.RuleSet(selectors: selectors, declarations: [], media: media, location: start)
        declarations(into: &rule)
        document.items.append(.rule(rule))
        return
      case .colon:
        if nextStop() == .openBrace {
          let chain = selectors.last!.name + ":" + text(tokens[index + 1])
          error(
            "'\(chain)' is not a selector: an NSS selector is one class name (class lists like 'Button:LargeButton' exist only in nuiClass); the rule is skipped",
            at: selectors.last!.location, fixIt: "name the class alone, e.g. '\(text(tokens[index + 1])) { … }'")
        } else {
          error("a declaration must be inside a rule: '\(selectors.last!.name): …' is outside any '{ … }'", at: selectors.last!.location)
        }
        skipStatement()
        return
      case .identifier, .string:
        error(
          "'\(selectors.last!.name) \(text(token))' is not a selector: NSS has no descendant selectors, each selector is one class name; the rule is skipped",
          at: selectors.last!.location)
        skipStatement()
        return
      default:
        error("expected '{' after the selector '\(selectors.last!.name)'", at: here)
        skipStatement()
        return
      }
    }
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

  private mutating func declarations(into rule: inout NSSDocument.RuleSet) {
    while true {
      switch kind {
      case .closeBrace:
        index += 1
        return
      case .end:
        error(
          "this rule is never closed; its declarations are kept", at: here,
          notes: [.init("the rule starts here", at: rule.location)], fixIt: "add '}'")
        return
      case .identifier, .string, .and:
        switch kind(at: 1) {
        case .colon:
          let nameToken = token
          index += 2
          if let value = value(after: nameToken, isDefinition: false) {
            rule.declarations.append(.init(property: text(nameToken), location: location(nameToken), value: value))
          }
        case .openBrace, .comma:
          error(
            "the rule is not closed before '\(text(token))' starts a new one", at: here,
            notes: [.init("the open rule starts here", at: rule.location)], fixIt: "add '}' before '\(text(token))'")
          return
        case .invalid:
          index += 1  // the lexer reported the character
          skipStatement()
        default:
          index += 1
          error("expected ':' after the property '\(text(tokens[index - 1]))'", at: here, fixIt: "write property: value;")
          skipStatement()
        }
      case .variable:
        error(
          "variables cannot be defined inside a rule (NUI ignores the whole file); this definition is skipped", at: here,
          fixIt: "move it above the rule")
        skipStatement()
      case .media:
        error("'@media' cannot appear inside a rule; the block is skipped", at: here)
        skipBlock()
      case .semicolon:
        nuiOnly("an empty declaration (';' alone) is not NSS; Livery ignores it, NUI ignores the whole file", at: here,
          fixIt: "remove the ';'")
        index += 1
      case .invalid:
        if document.itemsBeforeFirstError == nil { document.itemsBeforeFirstError = document.items.count }
        skipStatement()
      default:
        error("expected a declaration such as 'font-size: 18;', found '\(text(token))'", at: here)
        skipStatement()
      }
    }
  }

  /// Reads a value up to its `;` and consumes the `;`. Returns nil (after reporting) when the
  /// declaration cannot be read; the position is then at the next declaration.
  private mutating func value(after name: NSSLexer.Token, isDefinition: Bool) -> NSSDocument.Value? {
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
    var valueTokens = tokens[start..<index]
    let what = isDefinition ? "'@\(text(name).dropFirst())'" : "'\(text(name))'"
    switch kind {
    case .semicolon:
      index += 1
    case .closeBrace where !isDefinition:
      nuiOnly(
        "the last declaration has no ';' (NUI requires one and ignores the whole file)", at: end(of: valueTokens.last ?? name),
        fixIt: "add ';'")
    case .colon where valueTokens.count >= 2 && [.identifier, .variable].contains(valueTokens.last!.kind):
      // `a: 1 b: 2;` — the ';' after `1` is missing; `b` starts the next declaration.
      valueTokens = valueTokens.dropLast()
      index -= 1
      error("missing ';' after the value of \(what)", at: end(of: valueTokens.last!), fixIt: "add ';'")
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
    guard let first = valueTokens.first else {
      error("\(what) has no value", at: end(of: name))
      return nil
    }
    var value = NSSDocument.Value(text: "", location: location(first))
    if valueTokens.count == 1 {
      value.text = text(first)
      if first.kind == .variable { value.variable = String(value.text.dropFirst()) }
    } else {
      value.text = valueTokens.map { text($0) }.joined(separator: " ")
      if let variable = valueTokens.first(where: { $0.kind == .variable }) {
        value.embeddedVariable = (String(text(variable).dropFirst()), location(variable))
      }
    }
    return value
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
      case .semicolon:
        index += 1
        return
      case .closeBrace:
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

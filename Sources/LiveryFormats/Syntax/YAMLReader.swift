package import LiveryCore
import Yams

/// Reads YAML with Yams into a `SyntaxTree`, typing plain scalars by the YAML 1.2 JSON schema the way
/// Motif does (motif.md "YAML dialect"), not by Yams' YAML 1.1 defaults.
///
/// - `null`, `true`, `false` exactly; ints `^-?(0|[1-9][0-9]*)$`; floats with a leading digit;
///   `.inf`, `-.inf`, `.nan`. `yes`, `~`, `+1`, `007`, `.5`, `1_000` stay strings.
/// - Quoted and literal (`|`) scalars are strings; folded (`>`) scalars still go through number
///   detection (Motif's quirk).
/// - Core tags `!!null/bool/int/float/str/map/seq` are honoured; any other tag is an error.
/// - Anchors and aliases are errors, and an alias is never expanded (no "billion laughs").
/// - Only the first document is read; more documents get a warning.
package enum YAMLReader {
  /// Parses `text`. The tree is `nil` when libyaml found a syntax error.
  package static func parse(_ text: String, file: SourceFileID) -> (SyntaxTree?, [Diagnostic]) {
    LargeStack.run { parseOnCurrentThread(text, file: file) }
  }

  private static func parseOnCurrentThread(_ text: String, file: SourceFileID) -> (
    SyntaxTree?, [Diagnostic]
  ) {
    // A byte order mark is not part of the YAML (libyaml reads one only at the very start of a
    // stream it decodes itself); marks are shifted back to the file's columns.
    let hadByteOrderMark = text.unicodeScalars.first == "\u{FEFF}"
    var text = hadByteOrderMark ? String(text.unicodeScalars.dropFirst()) : text
    var shifts: [TextEnd.Shift] = []
    var rewrites = 0
    while true {
      let end = TextEnd(text, hadByteOrderMark: hadByteOrderMark, shifts: shifts)
      do {
        return try parse(text, file: file, end: end)
      } catch let error as YamlError {
        // libyaml refuses a UTF-16 surrogate pair written as two escapes ("\uD83D\uDE00", JSON's
        // spelling, which YAML 1.2 as a superset of JSON reads as one character): the double-quoted
        // scalar it stopped in has its pairs rewritten as single escapes ("\U0001F600"), and it
        // reads again; marks are shifted back. Each is one more reading of the file, so a file
        // may be re-read this way for 64 MB in all (at least 64 times).
        if case .scanner(let context?, "found invalid Unicode character escape code", let mark, _) =
          error,
          let rewritten = SurrogatePairs.rewrite(
            text, quotedScalarAt: context.mark, shifts: &shifts)
        {
          rewrites += 1
          guard rewrites <= max(64, maximumSurrogateRereading / max(1, text.utf8.count)) else {
            let message =
              "more double-quoted strings write characters as escaped surrogate pairs (\\uD83D\\uDE00) than Livery re-reads a file this size for (\(rewrites - 1))"
            return (
              nil,
              [
                .error(
                  .yamlSyntax, message,
                  at: end.location(file: file, line: mark.line, column: mark.column),
                  fixIt: "write the characters themselves, or as \\U0001F600")
              ]
            )
          }
          text = rewritten
          continue
        }
        return (nil, [diagnostic(for: error, file: file, end: end)])
      } catch {
        return (nil, [diagnostic(for: error, file: file, end: end)])
      }
    }
  }

  /// How many bytes libyaml may re-read for the double-quoted scalars with escaped surrogate
  /// pairs of one file (each is one more reading of the file).
  static let maximumSurrogateRereading = 64 << 20

  private static func parse(_ text: String, file: SourceFileID, end: TextEnd) throws -> (
    SyntaxTree?, [Diagnostic]
  ) {
    var diagnostics: [Diagnostic] = []
    // The parser must outlive the walk: Yams keeps anchors weakly, owned by the parser.
    let parser = try Parser(yaml: text, resolver: .basic, constructor: .default)
    guard let root = try parser.nextRoot() else { return (SyntaxTree(file: file, bytes: []), []) }
    var builder = Builder(file: file, end: end)
    // Anchors are weak references in Yams' nodes and loading one costs an atomic operation per
    // node; without an '&' in the text there are none (and no aliases, which need an anchor).
    builder.checksAnchors = text.utf8.contains(UInt8(ascii: "&"))
    builder.tree.nodes.reserveCapacity(text.utf8.count / 16)
    builder.add(root, context: root.mark)
    diagnostics += builder.diagnostics
    do {
      if let extra = try parser.nextRoot() {
        let location = extra.mark.map {
          builder.end.location(file: file, line: $0.line, column: $0.column)
        }
        diagnostics.append(
          .warning(
            .yamlExtraDocument, "the file has more than one YAML document; only the first is read",
            at: location))
      }
    } catch {
      diagnostics.append(diagnostic(for: error, file: file, end: builder.end))
    }
    return (builder.tree, diagnostics)
  }

  /// Escaped UTF-16 surrogate pairs in YAML double-quoted scalars, for libyaml, which reads only
  /// whole code points in escapes.
  enum SurrogatePairs {
    /// `text` with every `\uD8xx\uDCxx` pair in the double-quoted scalar starting at `mark` (its
    /// `"`) written as one `\UXXXXXXXX` escape, two characters shorter (recorded in `shifts`); `nil`
    /// when that scalar has no such pair.
    static func rewrite(_ text: String, quotedScalarAt mark: Mark, shifts: inout [TextEnd.Shift])
      -> String?
    {
      let scalars = Array(text.unicodeScalars)
      // Find the mark: libyaml counts \r\n, \r, \n, U+0085, U+2028 and U+2029 as line breaks.
      var index = 0
      var line = 1
      var column = 1
      while index < scalars.count, line < mark.line || (line == mark.line && column < mark.column) {
        let scalar = scalars[index]
        index += 1
        if scalar == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
        if ["\r", "\n", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) {
          line += 1
          column = 1
        } else {
          column += 1
        }
      }
      guard index < scalars.count, scalars[index] == "\"" else { return nil }
      var output = String.UnicodeScalarView(scalars[...index])
      index += 1
      column += 1
      var changed = false
      func hex(_ at: Int) -> UInt32? {
        guard at + 4 <= scalars.count else { return nil }
        return UInt32(String(String.UnicodeScalarView(scalars[at..<(at + 4)])), radix: 16)
      }
      while index < scalars.count, scalars[index] != "\"" {
        let scalar = scalars[index]
        if scalar == "\\", index + 1 < scalars.count {
          if scalars[index + 1] == "u", let high = hex(index + 2), (0xD800..<0xDC00).contains(high),
            index + 11 < scalars.count,
            scalars[index + 6] == "\\", scalars[index + 7] == "u", let low = hex(index + 8),
            (0xDC00..<0xE000).contains(low)
          {
            let code = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            let escape =
              "\\U" + String(repeating: "0", count: 8 - String(code, radix: 16).count)
              + String(code, radix: 16, uppercase: true)
            output.append(contentsOf: escape.unicodeScalars)
            column += 10
            shifts.append(TextEnd.Shift(line: line, fromColumn: column, by: 2))
            index += 12
            changed = true
            continue
          }
          let escaped = scalars[index + 1]
          output.append(scalar)
          output.append(escaped)
          index += 2
          if escaped == "\r", index < scalars.count, scalars[index] == "\n" {
            output.append(scalars[index])
            index += 1
          }
          if ["\r", "\n", "\u{85}", "\u{2028}", "\u{2029}"].contains(escaped) {
            line += 1  // an escaped line break
            column = 1
          } else {
            column += 2
          }
          continue
        }
        output.append(scalar)
        index += 1
        if scalar == "\r", index < scalars.count, scalars[index] == "\n" {
          output.append(scalars[index])
          index += 1
        }
        if ["\r", "\n", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) {
          line += 1
          column = 1
        } else {
          column += 1
        }
      }
      guard changed else { return nil }
      output.append(contentsOf: scalars[index...])
      return String(output)
    }
  }

  /// Turns libyaml's marks into Livery's lines and columns. libyaml counts U+0085, U+2028 and
  /// U+2029 as line breaks where Livery (and every editor's line numbers) counts only line feeds,
  /// and it never sees a byte order mark, which `parse` strips; each of its lines is mapped to where
  /// it starts in the file. It also reports the end of a text without a final line break one line
  /// further down, on a line that does not exist; such marks are put at the end of the last line.
  struct TextEnd {
    let lastLine: Int
    let lastColumn: Int
    /// Where each of libyaml's lines starts (index 0: its line 1); `nil` when they are the file's.
    let lineStarts: [(line: Int, column: Int)]?
    /// Rewrites that made a line shorter (`SurrogatePairs`), oldest first.
    let shifts: [Shift]

    /// On libyaml's `line`, columns from `fromColumn` on were `by` further right in the file.
    struct Shift {
      let line: Int
      let fromColumn: Int
      let by: Int
    }

    /// - Parameters:
    ///   - hadByteOrderMark: the text libyaml reads had a BOM removed from its start.
    ///   - shifts: rewrites that shortened lines of the text libyaml reads.
    init(_ text: String, hadByteOrderMark: Bool = false, shifts: [Shift] = []) {
      self.shifts = shifts
      let utf8 = text.utf8
      let hasOtherBreaks =
        utf8.contains(0xC2) && text.unicodeScalars.contains("\u{85}")
        || utf8.contains(0xE2)
          && text.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" }
      guard hasOtherBreaks || hadByteOrderMark else {
        let lines = LineIndex(text)
        (lastLine, lastColumn) = lines.position(ofByte: lines.bytes.count)
        lineStarts = nil
        return
      }
      var starts = [(line: 1, column: hadByteOrderMark ? 2 : 1)]
      var line = 1
      var column = starts[0].column
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\n":
          line += 1
          column = 1
          starts.append((line, column))
        case "\u{85}", "\u{2028}", "\u{2029}":
          column += 1
          starts.append((line, column))
        default:
          column += 1
        }
      }
      lineStarts = starts
      lastLine = starts.count
      lastColumn = column - starts[starts.count - 1].column + 1
    }

    func location(file: SourceFileID, line: Int, column: Int) -> SourceLocation {
      var (line, column) = line > lastLine ? (lastLine, lastColumn) : (line, column)
      for shift in shifts.reversed() where shift.line == line && column >= shift.fromColumn {
        column += shift.by
      }
      guard let lineStarts, line >= 1 else {
        return SourceLocation(file: file, line: line, column: column)
      }
      let start = lineStarts[line - 1]
      return SourceLocation(file: file, line: start.line, column: start.column + column - 1)
    }
  }

  /// A libyaml error as a diagnostic at its mark.
  static func diagnostic(for error: any Error, file: SourceFileID, end: TextEnd) -> Diagnostic {
    func at(_ mark: Mark) -> SourceLocation {
      end.location(file: file, line: mark.line, column: mark.column)
    }
    guard let yamlError = error as? YamlError else {
      return .error(.yamlSyntax, "cannot read YAML: \(error)", at: .startOf(file))
    }
    switch yamlError {
    case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
      let .composer(context, problem, mark, _):
      let notes = context.map { [Diagnostic.Note($0.text, at: at($0.mark))] } ?? []
      return .error(.yamlSyntax, problem, at: at(mark), notes: notes)
    case let .duplicatedKeysInMapping(duplicates, context):
      let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
      return .error(
        .duplicateKey,
        "the key \(keys) appears more than once in a mapping; YAML requires unique keys (Motif silently kept the last value)",
        at: at(context.mark), fixIt: "remove or rename the repeated key")
    case let .reader(problem, offset, _, yaml):
      let location = offset.map { LineIndex(yaml).location(ofByte: $0, in: file) }
      return .error(.yamlSyntax, problem, at: location ?? .startOf(file))
    default:
      return .error(.yamlSyntax, "cannot read YAML: \(yamlError)", at: .startOf(file))
    }
  }

  /// Turns Yams nodes into tree nodes, depth first (recursion is bounded by libyaml's 1,000 levels and
  /// runs on the large stack).
  private struct Builder {
    var tree: SyntaxTree
    var diagnostics: [Diagnostic] = []
    var anchorsSeen: Set<String> = []
    var checksAnchors = true
    let end: TextEnd

    init(file: SourceFileID, end: TextEnd) {
      tree = SyntaxTree(file: file, bytes: [])
      self.end = end
    }

    func location(_ mark: Mark?) -> SourceLocation {
      mark.map { end.location(file: tree.file, line: $0.line, column: $0.column) }
        ?? .startOf(tree.file)
    }

    /// Adds `node`; `context` is where it was referred from, for reporting aliases.
    mutating func add(_ node: Node, context: Mark?) {
      if checksAnchors, let anchor = node.anchor {
        let name = anchor.rawValue
        if !anchorsSeen.insert(name).inserted {
          diagnostics.append(
            .error(
              .yamlAnchor,
              "YAML aliases ('*\(name)') are not supported in theme files; the value is left out",
              at: location(context),
              notes: [.init("the anchor '&\(name)' is here", at: location(node.mark))],
              fixIt: "repeat the value or use a constant"))
          append(.null, node.mark)
          return
        }
        diagnostics.append(
          .error(
            .yamlAnchor, "YAML anchors ('&\(name)') are not supported in theme files",
            at: location(node.mark),
            fixIt: "use a constant instead"))
      }
      switch node {
      case .scalar(let scalar):
        addScalar(scalar, mark: node.mark)
      case .mapping(let mapping):
        checkCollectionTag(mapping.tag.description, expected: "map", mark: node.mark)
        let index = append(.mapping, node.mark)
        var children = 0
        for (key, value) in mapping {
          add(key, context: key.mark)
          add(value, context: key.mark)
          children += 2
        }
        finish(index, children: children)
      case .sequence(let sequence):
        checkCollectionTag(sequence.tag.description, expected: "seq", mark: node.mark)
        let index = append(.sequence, node.mark)
        var children = 0
        for element in sequence {
          add(element, context: node.mark)
          children += 1
        }
        finish(index, children: children)
      case .alias:
        append(.null, node.mark)
      }
    }

    @discardableResult
    mutating func append(_ kind: SyntaxTree.Kind, _ mark: Mark?, payload: Int = 0) -> Int {
      let index = tree.nodes.count
      let location = location(mark)
      tree.nodes.append(
        SyntaxTree.Node(
          kind: kind, flags: SyntaxTree.sideTableFlag, line: UInt32(location.line),
          column: UInt32(location.column),
          payload: UInt32(payload), count: 0, next: UInt32(index + 1)))
      return index
    }

    mutating func finish(_ index: Int, children: Int) {
      tree.nodes[index].count = UInt32(children)
      tree.nodes[index].next = UInt32(tree.nodes.count)
    }

    mutating func checkCollectionTag(_ tag: String, expected: String, mark: Mark?) {
      guard !tag.isEmpty, tag != "tag:yaml.org,2002:\(expected)", tag != "!" else { return }
      diagnostics.append(
        .error(.yamlTag, "unsupported tag \(shortTag(tag)) on a collection", at: location(mark)))
    }

    mutating func addScalar(_ scalar: Node.Scalar, mark: Mark?) {
      let text = scalar.string
      switch scalar.tag.description {
      case "":  // plain, untagged
        addResolved(text, mark: mark, numbersOnly: false)
      case "tag:yaml.org,2002:str" where scalar.style == .folded:
        // Motif's anchored pattern also matches before the newline that ends a folded scalar.
        addResolved(text, mark: mark, numbersOnly: true, ignoringFinalNewline: true)
      case "tag:yaml.org,2002:str", "!":
        addString(text, mark: mark)
      case "tag:yaml.org,2002:null":
        append(.null, mark)
      case "tag:yaml.org,2002:bool":
        if text == "true" || text == "false" {
          append(text == "true" ? .true : .false, mark)
        } else {
          invalidTagged(text, "!!bool", "true or false", mark: mark)
        }
      case "tag:yaml.org,2002:int":
        if let value = Int(text) {
          addNumber(Double(value), mark: mark)
        } else {
          invalidTagged(text, "!!int", "an integer", mark: mark)
        }
      case "tag:yaml.org,2002:float":
        if let value = YAMLReader.float(text) ?? Double(text) {
          addNumber(value, text: text, mark: mark)
        } else {
          invalidTagged(text, "!!float", "a number", mark: mark)
        }
      case let tag:
        diagnostics.append(
          .error(
            .yamlTag,
            "unsupported tag \(shortTag(tag)) (value: \(text)); theme files allow !!null, !!bool, !!int, !!float, !!str, !!map and !!seq",
            at: location(mark)))
        addString(text, mark: mark)
      }
    }

    mutating func invalidTagged(_ text: String, _ tag: String, _ expected: String, mark: Mark?) {
      diagnostics.append(
        .error(.yamlTag, "'\(text)' is tagged \(tag) but is not \(expected)", at: location(mark)))
      addString(text, mark: mark)
    }

    mutating func addResolved(
      _ text: String, mark: Mark?, numbersOnly: Bool, ignoringFinalNewline: Bool = false
    ) {
      if !numbersOnly {
        switch text {
        case "null":
          append(.null, mark)
          return
        case "true":
          append(.true, mark)
          return
        case "false":
          append(.false, mark)
          return
        default: break
        }
      }
      let candidate = ignoringFinalNewline && text.hasSuffix("\n") ? String(text.dropLast()) : text
      if let number = YAMLReader.jsonSchemaNumber(candidate) {
        addNumber(number, text: candidate, mark: mark)
      } else {
        addString(text, mark: mark)
      }
    }

    mutating func addString(_ text: String, mark: Mark?) {
      append(.string, mark, payload: tree.strings.count)
      tree.strings.append(text)
    }

    mutating func addNumber(_ value: Double, text: String? = nil, mark: Mark?) {
      if !value.isFinite {
        // `.nan`, `.inf`, `1e400`: read, but no property can use them (Docs/CommandLine.md).
        let shown =
          text.map { "'\($0.count > 40 ? $0.prefix(40) + "…" : $0)'" } ?? NumberText.format(value)
        diagnostics.append(
          .error(
            .valueNotFinite,
            "\(shown) is not a finite number (numbers beyond ±1.8e308, .inf and .nan are refused)",
            at: location(mark)))
      }
      append(.number, mark, payload: tree.numbers.count)
      tree.numbers.append(value)
    }

    func shortTag(_ tag: String) -> String {
      tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst("tag:yaml.org,2002:".count) : tag
    }
  }

  /// The number a plain scalar means under the JSON schema (plus `.inf`, `-.inf`, `.nan`), or nil.
  static func jsonSchemaNumber(_ text: String) -> Double? {
    if let special = float(text) { return special }
    let bytes = Array(text.utf8)
    var index = 0
    func digit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= 48 && bytes[i] <= 57 }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard digit(index) else { return nil }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while digit(index) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      while digit(index) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digit(index) else { return nil }
      while digit(index) { index += 1 }
    }
    guard index == bytes.count else { return nil }
    // "1." and "1.e5" are valid here but not for Double(String): give the fraction a digit.
    var normalized = text
    if let dot = normalized.firstIndex(of: "."),
      normalized.index(after: dot) == normalized.endIndex
        || "eE".contains(normalized[normalized.index(after: dot)])
    {
      normalized.insert("0", at: normalized.index(after: dot))
    }
    return Double(normalized)
  }

  static func float(_ text: String) -> Double? {
    switch text {
    case ".inf", "+.inf": return .infinity
    case "-.inf": return -.infinity
    case ".nan": return .nan
    default: return nil
    }
  }
}

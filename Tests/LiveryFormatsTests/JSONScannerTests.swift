import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

private func parse(_ text: String, _ options: JSONScanner.Options = .strict) -> (
  SyntaxTree?, [Diagnostic]
) {
  JSONScanner.parse(Array(text.utf8), file: SourceFileID(path: "scan.json"), options: options)
}

@Suite("JSON scanner with line:column")
struct JSONScannerTests {
  @Test("every node knows its line and column; strings and numbers decode")
  func positions() throws {
    let source = MarkedSource(
      "{\n  1️⃣\"a\": 2️⃣[3️⃣1, -2.5e1, true, null],\n  \"b\\u00e9\\n\": 4️⃣\"x\\\"y\"\n}")
    let (tree, diagnostics) = parse(source.text)
    #expect(diagnostics.isEmpty)
    let tree1 = try #require(tree)
    let root = try #require(tree1.root)
    let entries = Array(tree1.entries(root))
    #expect(entries.count == 2)
    #expect(tree1.location(entries[0].key) == source.location("1️⃣", in: "scan.json"))
    #expect(tree1.location(entries[0].value) == source.location("2️⃣", in: "scan.json"))
    let elements = Array(tree1.elements(entries[0].value))
    #expect(tree1.location(elements[0]) == source.location("3️⃣", in: "scan.json"))
    #expect(elements.map { tree1.kind($0) } == [.number, .number, .true, .null])
    #expect(tree1.number(elements[1]) == -25)
    #expect(tree1.string(entries[1].key) == "bé\n")
    #expect(tree1.string(entries[1].value) == "x\"y")
    #expect(tree1.location(entries[1].value) == source.location("4️⃣", in: "scan.json"))
  }

  @Test("columns count characters after non-ASCII text on the same line")
  func unicodeColumns() throws {
    let source = MarkedSource("{\"é€😀\": 1️⃣1}")
    let (tree, _) = parse(source.text)
    let tree1 = try #require(tree)
    let value = try #require(Array(tree1.entries(tree1.root!)).first).value
    #expect(tree1.location(value) == source.location("1️⃣", in: "scan.json"))
  }

  @Test("a missing comma is reported where it belongs and parsing goes on")
  func missingComma() throws {
    let source = MarkedSource("{\n  \"$test\": \"\"\n  1️⃣\".test\": \"\"\n}")
    let (tree, diagnostics) = parse(source.text)
    #expect(diagnostics.count == 1)
    #expect(diagnostics[0].message == "expected ',' or '}' before '\"'")
    #expect(diagnostics[0].location == source.location("1️⃣", in: "scan.json"))
    #expect(tree.map { $0.count($0.root!) } == 2)
  }

  @Test("trailing commas and comments: warnings when lenient, errors when strict")
  func extensions() {
    let text = "{\n  // comment\n  \"a\": [1, 2,],\n  /* block */ \"b\": 1,\n}"
    let (lenientTree, lenient) = parse(text, .lenient)
    #expect(lenientTree != nil)
    #expect(lenient.map(\.severity) == [.warning, .warning, .warning, .warning])
    #expect(lenient.codes == [.jsonComment, .jsonTrailingComma, .jsonComment, .jsonTrailingComma])
    #expect(lenient[1].location == location("scan.json", 3, 13))
    let (_, strict) = parse(text, .strict)
    #expect(strict.map(\.severity) == [.error, .error, .error, .error])
  }

  @Test(
    "malformed input gets one precise error and never a tree it cannot stand behind",
    arguments: [
      ("{\"a\": tru}", "unexpected 'tru'; expected a value (strings need double quotes)", 1, 7),
      ("{\"a\": 'x'}", "expected a value, found '''", 1, 7),
      ("{\"a\": 01}", "invalid number: JSON numbers cannot have leading zeros", 1, 7),
      (
        "{\"a\": \"x\n\"}", "line break inside a string; the string opened at 1:7 is not closed", 1,
        9
      ),
      ("{\"a\": \"\\q\"}", "invalid escape '\\q' in a string", 1, 8),
      ("{\"a\": [1, 2}", "expected ',' or ']', found '}'", 1, 12),
      ("{\"a\" 1}", "expected ':' after the key, found '1'", 1, 6),
      ("{\"a\": 1} x", "unexpected 'x' after the end of the JSON value", 1, 10),
      ("", "the file is empty; expected a JSON value", 1, 1),
      ("{\"a\": \"", "unterminated string", 1, 7),
      ("/* x", "unterminated /* comment", 1, 1),
    ])
  func malformed(text: String, message: String, line: Int, column: Int) {
    let (tree, diagnostics) = parse(text, .lenient)
    #expect(tree == nil)
    #expect(diagnostics.errors.map(\.message) == [message])
    #expect(diagnostics.errors.first?.location == location("scan.json", line, column))
  }

  @Test("an unclosed container names where it was opened")
  func unclosed() {
    let (tree, diagnostics) = parse("{\n  \"a\": [1,\n")
    #expect(tree == nil)
    #expect(diagnostics.first?.message == "unexpected end of file: '[' is not closed")
    #expect(diagnostics.first?.notes.first?.location == location("scan.json", 2, 8))
  }

  @Test("10,000 levels of nesting parse without recursion")
  func deepNesting() throws {
    let depth = 10_000
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let (tree, diagnostics) = parse(text)
    #expect(diagnostics.isEmpty)
    #expect(tree?.root != nil)
  }

  @Test("numbers: exact fast path and the general case agree with the standard library")
  func numbers() throws {
    for text in [
      "0", "-0.5", "123456789012345", "1e300", "2.5E-3", "0.1", "9007199254740993", "-123.456e2",
    ] {
      let (tree, _) = parse("[\(text)]")
      let element = try #require(tree.flatMap { Array($0.elements($0.root!)).first })
      #expect(tree!.number(element) == Double(text)!, "\(text)")
    }
  }
}

import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

private func values(_ yaml: String) -> (SyntaxTree?, [Diagnostic]) {
  YAMLReader.parse(yaml, file: SourceFileID(path: "reader.yaml"))
}

/// The scalar at key `v` of a one-entry mapping, as (kind, text or number).
private func scalar(_ text: String) -> String {
  let (tree, diagnostics) = values("v: \(text)\n")
  guard let tree, let root = tree.root, diagnostics.isEmpty,
    let entry = Array(tree.entries(root)).first
  else {
    return "error: \(diagnostics.map(\.message))"
  }
  switch tree.kind(entry.value) {
  case .string: return "string \(tree.string(entry.value))"
  case .number:
    let number = tree.number(entry.value)
    return number.isNaN ? "number nan" : "number \(number)"
  case .true: return "true"
  case .false: return "false"
  case .null: return "null"
  case .mapping: return "mapping \(tree.count(entry.value))"
  case .sequence: return "sequence \(tree.count(entry.value))"
  }
}

@Suite("YAML reader: Motif's JSON-schema scalars (motif.md cases 56–59)")
struct YAMLReaderTests {
  @Test(
    "integers and floats follow the JSON schema",
    arguments: [
      ("1", "number 1.0"), ("-1", "number -1.0"), ("0", "number 0.0"), ("1.0", "number 1.0"),
      ("-1.0", "number -1.0"),
      ("0.5", "number 0.5"), ("1.", "number 1.0"), ("-0.5", "number -0.5"), ("0.0", "number 0.0"),
      ("10e2", "number 1000.0"),
      ("10E2", "number 1000.0"), ("10e+2", "number 1000.0"), ("10e-2", "number 0.1"),
      // Numbers, but none a property can use: errors where they are written (issue 25 §3.5).
      (
        ".inf",
        "error: [\"\\'.inf\\' is not a finite number (numbers beyond ±1.8e308, .inf and .nan are refused)\"]"
      ),
      (
        "-.inf",
        "error: [\"\\'-.inf\\' is not a finite number (numbers beyond ±1.8e308, .inf and .nan are refused)\"]"
      ),
      (
        ".nan",
        "error: [\"\\'.nan\\' is not a finite number (numbers beyond ±1.8e308, .inf and .nan are refused)\"]"
      ),
    ])
  func numbers(text: String, expected: String) {
    #expect(scalar(text) == expected)
  }

  @Test(
    "YAML 1.1 spellings stay strings",
    arguments: [
      ("yes", "string yes"), ("~", "string ~"), ("+1", "string +1"), (".5", "string .5"),
      ("007", "string 007"),
      ("1_000", "string 1_000"), ("0x1F", "string 0x1F"), ("True", "string True"),
      ("Null", "string Null"), ("on", "string on"),
    ])
  func strings(text: String, expected: String) {
    #expect(scalar(text) == expected)
  }

  @Test(
    "booleans, null, quoted and block scalars",
    arguments: [
      ("true", "true"), ("false", "false"), ("null", "null"), ("'s'", "string s"),
      ("\"s\"", "string s"), ("s", "string s"),
      ("'1'", "string 1"), ("|\n  5", "string 5\n"), (">\n  12", "number 12.0"),
    ])
  func others(text: String, expected: String) {
    #expect(scalar(text) == expected)
  }

  @Test(
    "core tags are honoured",
    arguments: [
      ("!!null null", "null"), ("!!bool false", "false"), ("!!float -1.0", "number -1.0"),
      ("!!int 1", "number 1.0"),
      ("!!str s", "string s"), ("!!str 1", "string 1"), ("!!map {1: 2}", "mapping 1"),
      ("!!seq [1, 2]", "sequence 2"),
    ])
  func tags(text: String, expected: String) {
    #expect(scalar(text) == expected)
  }

  @Test("an error at the end of a text without a final line break is on the last line, not past it")
  func endWithoutLineBreak() throws {
    for text in ["A:\n  color: red\n  bad: [1, 2", "A: [1, 2", "A:\n  b: c\n  d"] {
      let file = SourceFileID(path: "end.yaml")
      let (_, diagnostics) = YAMLReader.parse(text, file: file)
      let location = try #require(diagnostics.first?.location, "\(text)")
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(location.line <= lines.count, "\(text)")
      #expect(location.column <= lines[location.line - 1].count + 1, "\(text)")
    }
  }

  @Test("collections")
  func collections() {
    #expect(scalar("{k1: v, k2: v}") == "mapping 2")
    #expect(scalar("[1, true]") == "sequence 2")
    let (tree, _) = values("k1: v\nk2: v\n")
    #expect(tree.map { $0.count($0.root!) } == 2)
  }

  @Test("other tags are errors at the value (Y3)")
  func unknownTags() {
    for text in ["!!binary 1234", "!custom 1"] {
      let (_, diagnostics) = values("v: \(text)\n")
      #expect(diagnostics.codes == [.yamlTag], "\(text)")
      #expect(diagnostics.first?.location == location("reader.yaml", 1, 4))
    }
  }

  @Test("anchors and aliases are errors (Y2), and an alias is never expanded")
  func anchors() {
    let (_, anchor) = values("a: &x 1\n")
    #expect(anchor.codes == [.yamlAnchor])
    #expect(anchor.first?.location == location("reader.yaml", 1, 4))
    let (tree, alias) = values("a: &x 1\nb: *x\n")
    #expect(alias.codes == [.yamlAnchor, .yamlAnchor])
    #expect(alias[1].message.hasPrefix("YAML aliases ('*x') are not supported"))
    #expect(alias[1].location == location("reader.yaml", 2, 1))
    let value = tree.flatMap { tree in
      Array(tree.entries(tree.root!)).last.map { tree.kind($0.value) }
    }
    #expect(value == .null)
  }

  @Test("a billion-laughs document is rejected quickly instead of expanding")
  func billionLaughs() {
    var yaml = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for level in 1..<10 {
      yaml +=
        "a\(level): &a\(level) ["
        + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
    }
    let (tree, diagnostics) = values(yaml)
    #expect(diagnostics.codes.allSatisfy { $0 == .yamlAnchor })
    #expect(diagnostics.count == 10 + 81)
    #expect((tree?.count(tree!.root!) ?? 0) == 10)
  }

  /// Motif's spec gives "line 1, column 7" for this input: libyaml's 0-based line and its byte
  /// index. Both name the ':' on the second line, which Livery reports as 2:3.
  @Test("a syntax error has libyaml's message at its 1-based line and column (Y1)")
  func syntaxError() {
    let (tree, diagnostics) = values("a: b\n a: b")
    #expect(tree == nil)
    #expect(diagnostics.codes == [.yamlSyntax])
    #expect(diagnostics.first?.message == "mapping values are not allowed in this context")
    #expect(diagnostics.first?.location == location("reader.yaml", 2, 3))
  }

  @Test("empty input is no document and no error; only the first document is read")
  func documents() {
    let (empty, none) = values("")
    #expect(empty?.root == nil && none.isEmpty)
    let (tree, diagnostics) = values("a: 1\n---\nb: 2\n")
    #expect(diagnostics.codes == [.yamlExtraDocument])
    #expect(tree.map { $0.count($0.root!) } == 1)
  }

  @Test("10,000 levels of nesting give a diagnostic, not a crash")
  func deepNesting() {
    let depth = 10_000
    let flow = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let (tree, diagnostics) = values(flow)
    #expect(tree == nil)
    #expect(diagnostics.first?.message.contains("Maximum nesting level") == true)
    var block = ""
    for level in 0..<depth { block += String(repeating: " ", count: level) + "k:\n" }
    let (_, blockDiagnostics) = values(block)
    #expect(blockDiagnostics.codes == [.yamlSyntax])
  }

  @Test("a duplicate key is an error at the key (Yams enforces YAML's unique keys)")
  func duplicateKeys() {
    let (_, diagnostics) = values("a: 1\nb: 2\na: 3\n")
    #expect(diagnostics.codes == [.duplicateKey])
    #expect(diagnostics.first?.location == location("reader.yaml", 1, 1))
  }
}

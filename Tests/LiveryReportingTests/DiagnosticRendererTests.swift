import LiveryCore
import LiveryReporting
import LiveryTestSupport
import Testing

@Suite("Diagnostics: compiler-style and JSON rendering")
struct DiagnosticRendererTests {
  @Test("a diagnostic renders with its source line, a caret under the column, fix-it and notes")
  func text() {
    let source = MarkedSource(".Button:\n  tintColor: 1️⃣$WarnColor\n$2️⃣WarningColor: red\n")
    let file = SourceFile(path: "Theme.yaml", text: source.text)
    let diagnostic = Diagnostic.error(
      .unknownConstant, "unknown constant '$WarnColor'", at: source.location("1️⃣", in: "Theme.yaml"),
      notes: [.init("'$WarningColor' is defined here", at: source.location("2️⃣", in: "Theme.yaml"))],
      fixIt: "did you mean '$WarningColor'?")
    let rendered = DiagnosticRenderer(sources: SourceFiles([file])).render([diagnostic])
    #expect(
      rendered == """
        Theme.yaml:2:14: error: unknown constant '$WarnColor' [reference.unknown-constant]
           2 |   tintColor: $WarnColor
             |              ^
          fix-it: did you mean '$WarningColor'?
        Theme.yaml:3:2: note: '$WarningColor' is defined here
           3 | $WarningColor: red
             |  ^
        1 error, 0 warnings

        """)
  }

  @Test("the JSON form carries severity, code, message, file, line, column, notes and fix-it")
  func json() {
    let location = SourceLocation(file: SourceFileID(path: "a.json"), line: 3, column: 7)
    let diagnostic = Diagnostic.warning(
      "json.trailing-comma", "a trailing comma", at: location, fixIt: "remove the comma")
    #expect(
      DiagnosticRenderer().json([diagnostic]).rendered(pretty: false)
        == #"[{"severity":"warning","code":"json.trailing-comma","message":"a trailing comma","file":"a.json","line":3,"column":7,"fixIt":"remove the comma"}]"#
    )
  }

  @Test("source lines are found in files with \\r\\n line ends, and shown without the \\r")
  func windowsLineEnds() {
    let file = SourceFile(path: "w.json", text: "{\r\n  \"a\": #,\r\n}")
    #expect(file.line(1) == "{")
    #expect(file.line(2) == "  \"a\": #,")
    #expect(file.line(3) == "}")
    #expect(file.line(4) == nil)
    let location = SourceLocation(file: file.id, line: 2, column: 8)
    let rendered = DiagnosticRenderer(sources: SourceFiles([file])).render(
      .error(.valueType, "bad", at: location))
    #expect(rendered.contains("   2 |   \"a\": #,\n     |        ^\n"))
  }

  @Test("columns count characters, not bytes; tabs keep the caret aligned")
  func unicodeColumns() {
    let source = MarkedSource("\tnäme: 1️⃣x\n")
    let file = SourceFile(path: "u.yaml", text: source.text)
    let location = source.location("1️⃣", in: "u.yaml")
    #expect(location.column == 8)
    let rendered = DiagnosticRenderer(sources: SourceFiles([file])).render(
      .error(.valueType, "bad", at: location))
    #expect(rendered.contains("   1 | \tnäme: x\n     | \t      ^\n"))
  }
}

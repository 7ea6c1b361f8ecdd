import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// nss.md §8 cases 1–16: where NUI parses, the values; where NUI silently drops the whole file
/// ("EMPTY"), the diagnostic Livery gives at the exact place — and the rest of the file still loads.
@Suite("NSS: lexing and syntax (nss.md §1, §8 cases 1–16)")
struct NSSSyntaxTests {
  @Test("1. Button { font-size: 18; } is the Button type style")
  func case1() {
    let theme = nssTheme("Button { font-size: 18; }")
    #expect(theme.diagnostics.isEmpty)
    #expect(theme.value("fontSize", type: "Button") == .number(18))
  }

  @Test("2. a selector list gives each class the declarations")
  func case2() {
    let theme = nssTheme("Button, Label { font-color: red; }")
    #expect(theme.value("textColor", type: "Button")?.description == "#ff0000ff")
    #expect(theme.value("textColor", type: "Label")?.description == "#ff0000ff")
  }

  @Test(
    "3. a missing final ';' (NUI: EMPTY) is a warning at the end of the value; the declaration is read"
  )
  func case3() {
    let sheet = nssSheet("Button { font-size: 18 }")
    #expect(sheet.diagnostics.codes == [.nssNUIIncompatible])
    #expect(sheet.diagnostics.first?.location == nssLocation(1, 23))
    #expect(nssTheme("Button { font-size: 18 }").value("fontSize", type: "Button") == .number(18))
  }

  @Test("4. a '//' comment (NUI: EMPTY) is a warning; Livery reads it as a comment")
  func case4() {
    let sheet = nssSheet("// note\nButton { font-size: 18; }")
    #expect(sheet.diagnostics.codes == [.nssNUIIncompatible])
    #expect(sheet.diagnostics.first?.location == nssLocation(1, 1))
    #expect(
      nssTheme("// note\nButton { font-size: 18; }").value("fontSize", type: "Button")
        == .number(18))
  }

  @Test("5. a comment inside a value is dropped")
  func case5() {
    let theme = nssTheme("Button { font-size: /* big */ 18; }")
    #expect(theme.diagnostics.isEmpty)
    #expect(theme.value("fontSize", type: "Button") == .number(18))
  }

  @Test("6. an unterminated comment (NUI: EMPTY) is an error at '/*'; what comes before it loads")
  func case6() {
    let sheet = nssSheet("Button { font-size: 18; } /* oops")
    #expect(sheet.diagnostics.codes == [.nssSyntax])
    #expect(sheet.diagnostics.first?.location == nssLocation(1, 27))
    #expect(sheet.rules.count == 1)
  }

  @Test("7. quotes (NUI: EMPTY) are a warning; Livery reads the text inside")
  func case7() {
    let text = "Label { font-name: \"Helvetica Neue\"; }"
    let sheet = nssSheet(text)
    #expect(sheet.diagnostics.codes == [.nssNUIIncompatible])
    #expect(sheet.diagnostics.first?.location == nssLocation(1, 20))
    #expect(nssTheme(text).value("fontName", type: "Label") == .string("Helvetica Neue"))
  }

  @Test("8. runs of blanks in a value become one space, as NUI's flattenTokens stores it")
  func case8() {
    let theme = nssTheme("Label { font-name: Helvetica   Neue; }")
    #expect(theme.diagnostics.isEmpty)
    #expect(theme.value("fontName", type: "Label") == .string("Helvetica Neue"))
  }

  @Test(
    "9. 'Button:LargeButton { … }' (NUI: EMPTY) is an error at the selector; the rule is skipped, the next loads"
  )
  func case9() {
    let text = "Button:LargeButton { font-size: 18; }\nLabel { font-size: 12; }"
    let sheet = nssSheet(text)
    #expect(sheet.diagnostics.codes == [.nssSyntax])
    #expect(sheet.diagnostics.first?.location == nssLocation(1, 1))
    let theme = nssTheme(text)
    #expect(theme.value("fontSize", type: "Button") == nil)
    #expect(theme.value("fontSize", type: "Label") == .number(12))
  }

  @Test("10. a descendant selector (NUI: EMPTY) is an error; the next rule loads")
  func case10() {
    let text = "NavigationBar Button { font-size: 18; }\nLabel { font-size: 12; }"
    let sheet = nssSheet(text)
    #expect(sheet.diagnostics.codes == [.nssSyntax])
    #expect(sheet.diagnostics.first?.location == nssLocation(1, 1))
    #expect(nssTheme(text).value("fontSize", type: "Label") == .number(12))
  }

  @Test("11. 'andale' (NUI splits off the keyword 'and': EMPTY) is a warning; 'Sandale' is fine")
  func case11() {
    let sheet = nssSheet("Label { font-name: andale; }")
    #expect(
      sheet.diagnostics.with(code: .nssNUIIncompatible).map(\.location) == [nssLocation(1, 20)])
    #expect(
      nssTheme("Label { font-name: andale; }").value("fontName", type: "Label") == .string("andale")
    )
    #expect(
      nssSheet("Label { font-name: Sandale; }").diagnostics.with(code: .nssNUIIncompatible).isEmpty)
  }

  @Test("12. '@mediaColor' (NUI splits off '@media': EMPTY) is a warning; the variable works")
  func case12() {
    let text = "@mediaColor: red;\nLabel { font-color: @mediaColor; }"
    #expect(nssSheet(text).diagnostics.codes == [.nssNUIIncompatible])
    #expect(nssTheme(text).value("textColor", type: "Label")?.description == "#ff0000ff")
  }

  @Test(
    "13. a variable defined inside a rule (NUI: EMPTY) is an error; the rule's other declarations load"
  )
  func case13() {
    let sheet = nssSheet("Button { @x: 1; font-size: 18; }")
    #expect(sheet.diagnostics.codes == [.nssSyntax])
    #expect(sheet.diagnostics.first?.location == nssLocation(1, 10))
    #expect(
      nssTheme("Button { @x: 1; font-size: 18; }").value("fontSize", type: "Button") == .number(18))
  }

  @Test(
    "14. URLs (NUI: EMPTY) are a warning and read as URLs; sub-paths are fine; absolute paths are errors"
  )
  func case14() {
    let url = nssSheet("View { background-image: http://x/y.png; }")
    #expect(url.diagnostics.codes == [.nssNUIIncompatible])
    #expect(url.diagnostics.first?.location == nssLocation(1, 26))
    #expect(
      nssTheme("View { background-image: http://x/y.png; }").value("backgroundImage", type: "View")
        == .image(.url("http://x/y.png")))
    let subPath = nssTheme("Button { background-image: Assets/btn; }")
    #expect(subPath.diagnostics.isEmpty)
    #expect(subPath.value("backgroundImage", type: "Button") == .image(.named("Assets/btn")))
    let absolute = nssSheet("Button { background-image: /abs/btn.png; font-size: 3; }")
    #expect(absolute.diagnostics.codes == [.nssSyntax])
    #expect(absolute.diagnostics.first?.location == nssLocation(1, 28))
    #expect(
      nssTheme("Button { background-image: /abs/btn.png; font-size: 3; }").value(
        "fontSize", type: "Button") == .number(3))
  }

  @Test(
    "15. !important, %, a leading + and non-ASCII letters (NUI: EMPTY each) are warnings; Livery reads them",
    arguments: [
      ("Label { font-size: 12 !important; }", "fontSize", Value.number(12)),
      (
        "Label { font-color: rgb(100%,0%,0%); }", "textColor",
        Value.color(RGBAColor(red: 1, green: 0, blue: 0))
      ),
      ("Label { font-size: +3; }", "fontSize", Value.number(3)),
      ("Label { font-name: Hélvetica; }", "fontName", Value.string("Hélvetica")),
    ])
  func case15(text: String, property: String, expected: Value) {
    #expect(nssSheet(text).diagnostics.with(code: .nssNUIIncompatible).count == 1)
    #expect(nssSheet(text).diagnostics.errors.isEmpty)
    #expect(nssTheme(text).value(PropertyName(property), type: "Label") == expected)
  }

  @Test("16. CRLF is whitespace; an empty file and an empty rule are fine")
  func case16() {
    let crlf = nssTheme("Button {\r\n font-size: 18;\r\n}\r\n")
    #expect(crlf.diagnostics.isEmpty)
    #expect(crlf.value("fontSize", type: "Button") == .number(18))
    let empty = nssSheet("")
    #expect(empty.diagnostics.isEmpty && empty.rules.isEmpty && empty.constants.isEmpty)
    let emptyRule = nssTheme("Button { }")
    #expect(emptyRule.diagnostics.isEmpty)
    #expect(emptyRule.typeStyles.contains("Button"))
  }
}

@Suite("NSS: recovery — one mistake never loses the rest of the file")
struct NSSRecoveryTests {
  @Test("a missing ';' between declarations is an error after the value; both declarations load")
  func missingSemicolonBetweenDeclarations() {
    let text = "Button { font-size: 18 font-name: Avenir; }"
    let sheet = nssSheet(text)
    #expect(sheet.diagnostics.codes == [.nssSyntax])
    #expect(sheet.diagnostics.first?.location == nssLocation(1, 23))
    let theme = nssTheme(text)
    #expect(theme.value("fontSize", type: "Button") == .number(18))
    #expect(theme.value("fontName", type: "Button") == .string("Avenir"))
  }

  @Test("a rule not closed before the next one: error at the next selector, both rules load")
  func missingBrace() {
    let text = "Button { font-size: 18;\nLabel { font-size: 12; }"
    let sheet = nssSheet(text)
    #expect(sheet.diagnostics.codes == [.nssSyntax])
    #expect(sheet.diagnostics.first?.location == nssLocation(2, 1))
    let theme = nssTheme(text)
    #expect(theme.value("fontSize", type: "Button") == .number(18))
    #expect(theme.value("fontSize", type: "Label") == .number(12))
  }

  @Test(
    "a rule never closed: error at the end of the file, with a note at the rule; its declarations load"
  )
  func unclosedAtEnd() {
    let sheet = nssSheet("Button { font-size: 18;\n")
    #expect(sheet.diagnostics.codes == [.nssSyntax])
    #expect(sheet.diagnostics.first?.notes.first?.location == nssLocation(1, 1))
    #expect(nssTheme("Button { font-size: 18;\n").value("fontSize", type: "Button") == .number(18))
  }

  @Test("stray characters and braces are errors at their place; later rules load")
  func strayCharacters() {
    let text = "Button { font-size = 18; }\n}\nLabel { font-size: 12; }"
    let sheet = nssSheet(text)
    #expect(sheet.diagnostics.errors.map(\.location) == [nssLocation(1, 20), nssLocation(2, 1)])
    #expect(nssTheme(text).value("fontSize", type: "Label") == .number(12))
  }

  @Test("a broken @media block is skipped whole; what follows loads")
  func brokenMedia() {
    let text = "@media device:ipad { Button { font-size: 30; } }\nLabel { font-size: 12; }"
    let sheet = nssSheet(text)
    #expect(sheet.diagnostics.codes == [.nssSyntax])
    #expect(sheet.diagnostics.first?.location == nssLocation(1, 8))
    let theme = nssTheme(text)
    #expect(
      theme.value("fontSize", type: "Button", environment: .default.setting(.idiom, to: "pad"))
        == nil)
    #expect(theme.value("fontSize", type: "Label") == .number(12))
  }

  @Test("a file that is not NSS at all gets one 'not an NSS stylesheet' error")
  func notNSS() {
    let sheet = nssSheet(
      "/* header */\nvar style = {\n  main : { background : \"#262722\", },\n};\n")
    #expect(sheet.diagnostics.codes == [.nssNotNSS])
    #expect(sheet.diagnostics.first?.location == nssLocation(2, 1))
    #expect(sheet.rules.isEmpty)
  }
}

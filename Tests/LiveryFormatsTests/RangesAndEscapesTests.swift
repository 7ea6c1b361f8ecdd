import Foundation
import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// Numbers outside their property's range, and text escapes JSON and YAML disagree on (issue 26 §6):
/// each gets a located diagnostic, and reads the way a demanding user expects.
@Suite("Out-of-range numbers and surrogate escapes (issue 26 §6)")
struct RangesAndEscapesTests {
  @Test("an alpha past 1, a negative radius and rgb(1e20, …): warnings at the values, read clamped")
  func outOfRangeNumbers() throws {
    let theme = motifTheme(
      """
      $Negative: -4
      .Card:
        alpha: 1e308
        cornerRadius: $Negative
        borderWidth: -1
        fontSize: 17
        backgroundColor: rgb(1e20, 0, 0)
        textColor: rgba(0, 0, 0, 2)
      """)
    let warnings = theme.warnings.filter { $0.code == .valueOutOfRange }
    #expect(
      warnings.map(\.location) == [
        location("F1.yaml", 3, 10), location("F1.yaml", 4, 17), location("F1.yaml", 5, 16),
        location("F1.yaml", 7, 20), location("F1.yaml", 8, 14),
      ], "\(warnings)")
    #expect(
      warnings[0].message == "'alpha' takes 0…1; 1e+308 is read as 1"
        || warnings[0].message.hasPrefix("'alpha' takes 0…1;"))
    #expect(warnings[1].message == "'cornerRadius' takes 0 or more; -4 is read as 0")
    #expect(warnings[1].notes.first?.location == location("F1.yaml", 1, 12))
    #expect(warnings[3].message.contains("'1e20' (0–255)"))
    #expect(warnings[4].message.contains("'2' (0–1)"))
    let card = theme.properties(of: "Card")
    #expect(card["alpha"] == .number(1))
    #expect(card["cornerRadius"] == .number(0))
    #expect(card["borderWidth"] == .number(0))
    #expect(card["fontSize"] == .number(17))
    #expect(card["backgroundColor"] == .color(RGBAColor(red: 1, green: 0, blue: 0)))
  }

  @Test("NSS: an rgb() component past 255 is a warning, read clamped")
  func nssComponentOutOfRange() {
    let text =
      "Button {\n  background-color: rgb(0, 400, 0);\n  font-color: rgba(300, 0, 0, 1.0);\n}\n"
    let sheet = NSSReader.read(bytes: Array(text.utf8), path: "a.nss")
    let theme = Theme(layers: [Layer("app", stylesheets: [sheet])]).compile()
    let warnings = theme.warnings.filter { $0.code == .valueOutOfRange }
    #expect(
      warnings.map(\.location) == [location("a.nss", 2, 21), location("a.nss", 3, 15)],
      "\(theme.warnings)")
    #expect(warnings.first?.message.hasPrefix("'400' in ") == true, "\(warnings)")
    #expect(warnings.first?.message.hasSuffix(" is outside 0–255; it is read clamped") == true)
    let button = theme.resolve(StyleQuery(for: "Button"))
    #expect(button[.backgroundColor, as: RGBAColor.self]?.hexRGBA == "#00ff00ff")
  }

  @Test(
    "a lone surrogate escape is a warning (an error in strict JSON) in Motif JSON, Redbeard and design tokens; a pair reads as one character"
  )
  func loneSurrogates() throws {
    let motif = MotifReader.read(
      json: #"{".Card": {"title": "a\uD83D b", "placeholder": "\uD83D\uDE00"}}"#, path: "m.json")
    #expect(motif.diagnostics.map(\.code) == [.jsonLoneSurrogate])
    #expect(motif.diagnostics.first?.location == location("m.json", 1, 23))
    #expect(
      motif.diagnostics.first?.message.contains("'\\uD83D' is half of a UTF-16 surrogate pair")
        == true)
    let theme = Theme(layers: [Layer("app", stylesheets: [motif])]).compile()
    #expect(theme.properties(of: "Card")["placeholder"] == .string("😀"))
    #expect(theme.properties(of: "Card")["title"] == .string("a\u{FFFD} b"))

    let folder = Fixtures.temporaryFolder()
    try #"{"themes": ["t.json"]}"#.write(
      toFile: folder + "/theme.inc.json", atomically: true, encoding: .utf8)
    try #"{"card": {"title": "\uDE00"}}"#.write(
      toFile: folder + "/t.json", atomically: true, encoding: .utf8)
    let redbeard = readTheme([.folder(folder)]).compile()
    #expect(
      redbeard.diagnostics.contains { $0.code == .jsonLoneSurrogate && $0.location?.line == 1 })

    let tokens = TokenTree(#"{"t": {"$type": "fontFamily", "$value": "Helvetica\uDBFF"}}"#)
    #expect(tokens.diagnostics.contains { $0.code == .jsonLoneSurrogate })
    let strict = TokenTree(
      #"{"t": {"$type": "fontFamily", "$value": "Helvetica\uDBFF"}}"#, strict: true)
    #expect(strict.diagnostics.contains { $0.code == .jsonLoneSurrogate && $0.severity == .error })
  }

  @Test(
    "YAML reads an escaped surrogate pair as one character, and places what follows on its line where it is"
  )
  func yamlSurrogatePairs() throws {
    let theme = motifTheme(
      """
      .Card:
        title: "a \\uD83D\\uDE00 b \\uD83D\\uDE01"
        placeholder: "\\uD83D\\uDE00"
      """)
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    #expect(theme.properties(of: "Card")["title"] == .string("a 😀 b 😁"))
    #expect(theme.properties(of: "Card")["placeholder"] == .string("😀"))
    // An error after a rewritten pair on the same line is at its place in the file.
    let broken = MotifReader.read(
      yaml: ".Card:\n  title: \"\\uD83D\\uDE00\" x: y\n", path: "b.yaml")
    #expect(broken.diagnostics.first?.code == .yamlSyntax)
    #expect(
      // at 'x', as for "ab"
      broken.diagnostics.first?.location == location("b.yaml", 2, 25), "\(broken.diagnostics)")
    // A lone half stays libyaml's error, at the escape.
    let lone = MotifReader.read(yaml: ".Card:\n  title: \"\\uD83D oops\"\n", path: "c.yaml")
    #expect(lone.diagnostics.first?.location == location("c.yaml", 2, 13))
  }

  @Test(
    "YAML: a hundred strings with escaped pairs read, and an escaped line break before one keeps positions right"
  )
  func yamlManyPairsAndEscapedBreaks() {
    let many = ".Card:\n" + (0..<100).map { "  title\($0): \"a \\uD83D\\uDE00 \($0)\"\n" }.joined()
    let sheet = MotifReader.read(yaml: many, path: "m.yaml")
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics.prefix(2))")
    let theme = Theme(layers: [Layer("app", stylesheets: [sheet])]).compile()
    #expect(theme.properties(of: "Card")["title99"] == .string("a 😀 99"))
    let broken = MotifReader.read(
      yaml: ".Card:\n  title: \"a\\\n  b \\uD83D\\uDE00\" x: y\n", path: "e.yaml")
    #expect(
      broken.diagnostics.first?.location == location("e.yaml", 3, 19), "\(broken.diagnostics)")
  }

  @Test("rowHeight -1 (UITableView.automaticDimension) is no out-of-range value")
  func automaticDimension() {
    let theme = motifTheme(".Table:\n  rowHeight: -1\n  sectionHeaderHeight: -1\n")
    #expect(theme.warnings.filter { $0.code == .valueOutOfRange }.isEmpty)
    #expect(theme.properties(of: "Table")["rowHeight"] == .number(-1))
  }
}

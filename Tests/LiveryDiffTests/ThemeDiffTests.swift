import Foundation
import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

@testable import LiveryDiff

/// `ThemeDiff` (review-tools.md §2): semantic, per gallery cell, with both declarations and the
/// constant that caused a change.
@Suite struct ThemeDiffTests {
  static func theme(_ nss: String, name: String = "Brand.nss") -> CompiledTheme {
    let theme = ThemeLoader.read(
      [.memory([name: Array(nss.utf8)])], options: .init(includeDefaults: false)
    ).compile()
    #expect(theme.errors.isEmpty, "\(theme.errors)")
    return theme
  }

  @Test func aPaletteConstantChangeShowsAsEveryComponentItReachedWithTheConstantAsCause() throws {
    let old = Self.theme(
      "@accent: #0057B8;\nButton { background-color: @accent; }\nSwitch { on-tint-color: @accent; }\nLabel { font-color: #111111; }"
    )
    let new = Self.theme(
      "@accent: #0060DF;\nButton { background-color: @accent; }\nSwitch { on-tint-color: @accent; }\nLabel { font-color: #111111; }"
    )
    let diff = ThemeDiff(old: old, new: new)
    #expect(diff.styles.map(\.name) == ["Button", "Switch"])
    let button = try #require(diff.styles.first?.changes.first)
    #expect(button.property == "backgroundColor")
    #expect(button.old.map { ThemeDiff.display($0.value) } == "#0057B8")
    #expect(button.new.map { ThemeDiff.display($0.value) } == "#0060DF")
    #expect(button.cause == "accent")
    #expect(button.old?.provenance.location.description == "Brand.nss:2:10")
    #expect(button.cells.map(\.description) == ["normal, colorScheme=light"])
    #expect(diff.constants.map(\.name) == ["accent"])
    #expect(diff.constants.first?.old == "#0057B8")
    #expect(diff.constants.first?.new == "#0060DF")
    #expect(
      diff.summary
        == "2 properties changed in 2 styles (2 cells); constants: 1 changed, 0 added, 0 removed")
  }

  @Test func movedAndRespeltDeclarationsAreNoChange() {
    let old = Self.theme("Button { background-color: #0057B8; font-color: #FFFFFF; }")
    // Reordered, respelt (lower-case hex), split into two rules: what resolves is the same.
    let new = Self.theme("Button { font-color: #ffffff; }\n\nButton { background-color: #0057b8; }")
    let diff = ThemeDiff(old: old, new: new)
    #expect(diff.isEmpty)
    #expect(diff.summary == "no change")
  }

  @Test func addedAndRemovedStylesAndConstantsAreListed() {
    let old = Self.theme("@old: #111111;\nButton:Legacy { font-color: #111111; }")
    let new = Self.theme("@new: #222222;\nButton:Primary { font-color: #111111; }")
    let diff = ThemeDiff(old: old, new: new)
    #expect(diff.addedStyles == ["Primary"])
    #expect(diff.removedStyles == ["Legacy"])
    #expect(
      diff.constants.map { "\($0.name) \($0.old ?? "-") \($0.new ?? "-")" } == [
        "new - #222222", "old #111111 -",
      ])
    // A style one side lacks is added or removed, not every property changed.
    #expect(diff.styles.isEmpty)
  }

  @Test func contrastFindingsTheChangeIntroducedAndFixedAreListed() {
    let old = Self.theme("Label { font-color: #777777; }\nButton { font-color: #111111; }")
    let new = Self.theme("Label { font-color: #595959; }\nButton { font-color: #AAAAAA; }")
    let diff = ThemeDiff(old: old, new: new)
    #expect(
      diff.introduced.map(\.message).map { $0.prefix(31) } == ["Button, colorScheme=light: text"])
    #expect(diff.fixed.map(\.message).map { $0.prefix(30) } == ["Label, colorScheme=light: text"])
  }

  @Test func theSameChangeInSeveralCellsIsOneChangeListingThem() throws {
    let old = Self.theme("Button { font-color: #111111; background-color-highlighted: #EEEEEE; }")
    let new = Self.theme("Button { font-color: #222222; background-color-highlighted: #EEEEEE; }")
    let diff = ThemeDiff(old: old, new: new)
    let change = try #require(diff.styles.first?.changes.first)
    #expect(diff.styles.first?.changes.count == 1)
    #expect(
      change.cells.map(\.description) == [
        "normal, colorScheme=light", "highlighted, colorScheme=light",
      ])
    #expect(diff.changedCells == 2)
  }

  @Test func markdownEscapesThemeTextAndFitsACommentLimit() {
    // A constant name that tries to open a link, an element and a table cell.
    let old = Self.theme("@a: #111111;\nButton { font-color: @a; }")
    let new = Self.theme("@a: #222222;\n@x_evil: #333333;\nButton { font-color: @a; }")
    let markdown = ThemeDiff(old: old, new: new).markdown()
    #expect(markdown.contains("| Constants changed / added / removed | 1 / 1 / 0 |"))
    #expect(markdown.contains("| ` x_evil ` | ` — ` | ` #333333 ` |"), "\(markdown)")
    // A design token's name may hold what Markdown and HTML read as structure.
    func tokens(_ value: String) -> CompiledTheme {
      let json =
        #"{"</details><img src=x>|[a](javascript:b)": {"$type": "color", "$value": "\#(value)"}}"#
      return ThemeLoader.read(
        [.memory(["t.tokens.json": Array(json.utf8)], root: "mem")],
        options: .init(includeDefaults: false)
      ).compile()
    }
    let hostile = ThemeDiff(old: tokens("#111111"), new: tokens("#222222")).markdown()
    // In a code span (GitHub shows it literally), its `|` escaped for the table.
    #expect(hostile.contains("| ` </details><img src=x>\\|[a](javascript:b) ` |"), "\(hostile)")
    // Nothing of it outside code spans.
    let outside = hostile.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 0 }
      .map(\.element).joined()
    #expect(!outside.contains("<img"))
    #expect(!outside.contains("](j"))
  }

  @Test func markdownStaysUnderItsLimit() {
    var old = ""
    var new = ""
    for index in 0..<400 {
      old += "Button:Style\(index) { font-color: #111111; }\n"
      new += "Button:Style\(index) { font-color: #222222; }\n"
    }
    let diff = ThemeDiff(old: Self.theme(old), new: Self.theme(new))
    let markdown = diff.markdown(limit: 20_000)
    #expect(markdown.utf8.count < 20_000)
    #expect(markdown.contains("more sections: run `livery diff` for all of it."))
  }

  @Test(
    .enabled(
      if: Fixtures.hasCorpus,
      "needs ../shared/corpus (the SAP MAF theme); set LIVERY_CORPUS or check out the shared folder"
    ))
  func theSAPCorpusThemeWithOneColourChangedShowsWhatItReached() throws {
    let text = try String(
      contentsOfFile: Fixtures.corpusFile("maf/SAPDefaultStyle.xml"), encoding: .utf8)
    // The ScrollView's background, #DDDDDD, becomes #DADADA.
    let changed = text.replacingOccurrences(
      of:
        "<Style TargetType=\"ScrollView\" platform=\"ios\">\n        <Setter Property=\"Background\" Value=\"#DDDDDD\"/>",
      with:
        "<Style TargetType=\"ScrollView\" platform=\"ios\">\n        <Setter Property=\"Background\" Value=\"#DADADA\"/>"
    )
    #expect(changed != text)
    func load(_ text: String) -> CompiledTheme {
      ThemeLoader.read(
        [.memory(["SAPDefaultStyle.xml": Array(text.utf8)])], options: .init(includeDefaults: true)
      ).compile()
    }
    let diff = ThemeDiff(old: load(text), new: load(changed))
    #expect(diff.styles.map(\.name) == ["ScrollView"])
    let change = try #require(diff.styles.first?.changes.first)
    #expect(change.property == "backgroundColor")
    #expect(change.new?.provenance.location.description == "SAPDefaultStyle.xml:12:27")
    #expect(diff.constants.isEmpty && diff.addedStyles.isEmpty && diff.removedStyles.isEmpty)
    // Unchanged, the corpus theme diffs to nothing.
    #expect(ThemeDiff(old: load(text), new: load(text)).isEmpty)
  }
}

extension ThemeDiffTests {
  @Test func markdownBreaksMentionsAndIssueLinksAndFencesCode() {
    #expect(Markdown.html("@org #12") == "@\u{200B}org #\u{200B}12")
    #expect(Markdown.text("@org") == "\\@\u{200B}org")
    // A fence longer than any run of backticks inside; `|` escaped for a table cell.
    #expect(Markdown.code("a|b`c") == "`` a\\|b`c ``")
    #expect(Markdown.code("x\ny") == "` x y `")
  }
}

import Foundation
import Hummingbird
import HummingbirdTesting
import LiveryCSS
import LiveryCore
import LiveryFormats
import LiveryHTML
import LiveryLint
import LiveryTestSupport
import Testing

@testable import LiveryServer

/// The gallery as a review tool (review-tools.md §3): lint findings as badges on the cells they
/// concern, warnings and findings in a problems list, the skin's styles marked (or hidden) after
/// the theme's own, a type named in any case.
@Suite struct GalleryReviewTests {
  static func page(_ files: [String: String], query: String) async throws -> String {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (name, text) in files {
      try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }
    let inputs = files.keys.sorted().map { ThemeInput.file(folder + "/" + $0) }
    let session = PreviewSession {
      ThemeLoader.read(inputs, options: .init(includeDefaults: true)).compile()
    }
    let app = PreviewServer.application(session: session, hub: EventHub())
    return try await app.test(.router) { client in
      try await client.execute(uri: query, method: .get) { response in
        String(buffer: response.body)
      }
    }
  }

  /// The cell of a row in a column, from `<td` to `</td>`.
  static func cell(_ html: String, style: String, states: String = "", env: String) -> Substring? {
    guard
      let start = html.range(
        of: "data-style=\"\(style)\" data-states=\"\(states)\" data-env=\"\(env),")
    else { return nil }
    let end = html[start.upperBound...].range(of: "</td>")?.lowerBound ?? html.endIndex
    return html[start.lowerBound..<end]
  }

  @Test func aVariantsFindingIsABadgeOnTheCellsOfThatVariant() throws {
    // #AAAAAA on white is 2.32:1, in the iPad file only.
    let inputs: [ThemeInput] = [
      .memory(["Brand.nss": Array("Label {\n  font-color: #000000;\n}\n".utf8)]),
      .memory(["Pad.nss": Array("Label {\n  font-color: #AAAAAA;\n}\n".utf8)], root: "pad")
        .when(Conditions([.equals(.idiom, "pad")])),
    ]
    let theme = ThemeLoader.read(inputs, options: .init(includeDefaults: true)).compile()
    let findings = Linter().findings(in: theme, keepingVariantRepeats: true)
    func page(_ query: [(name: String, value: String)]) -> String {
      GalleryPage.render(
        theme: theme, selection: GallerySelection(query: query + [("type", "Label")]),
        diagnostics: [], showsLastGood: false, generation: 1, findings: findings)
    }
    let pad = try #require(
      Self.cell(page([("idiom", "pad")]), style: "", env: "colorScheme:light,idiom:pad"))
    #expect(pad.contains("⚠ contrast 2.32:1"), "\(pad)")
    let phone = try #require(Self.cell(page([]), style: "", env: "colorScheme:light,idiom:phone"))
    #expect(!phone.contains("⚠ contrast"), "\(phone)")
    // A problem the iPad repeats is listed once, and still a badge on the iPad's cells.
    let repeated = ThemeLoader.read(
      [
        .memory(["Brand.nss": Array("Label {\n  font-color: #AAAAAA;\n}\n".utf8)]),
        .memory(["Pad.nss": Array("Button {\n  corner-radius: 4;\n}\n".utf8)], root: "pad")
          .when(Conditions([.equals(.idiom, "pad")])),
      ], options: .init(includeDefaults: true)
    ).compile()
    let all = Linter().findings(in: repeated, keepingVariantRepeats: true)
    #expect(Linter().findings(in: repeated).count < all.count)
    let repeatedPage = GalleryPage.render(
      theme: repeated, selection: GallerySelection(query: [("type", "Label"), ("idiom", "pad")]),
      diagnostics: [], showsLastGood: false, generation: 1, findings: all)
    let padCell = try #require(
      Self.cell(repeatedPage, style: "", env: "colorScheme:light,idiom:pad"))
    #expect(padCell.contains("⚠ contrast 2.32:1"), "\(padCell)")
    let list = try #require(repeatedPage.range(of: "<details id=\"lv-problems\">")).upperBound
    let problems = String(repeatedPage[list...]).components(separatedBy: "</details>")[0]
    #expect(problems.contains("Label, colorScheme=light: text #AAAAAA"), "\(problems)")
    #expect(!problems.contains("idiom=pad: text #AAAAAA"), "the list says it once")
  }

  @Test func realisticContentIsAVariantTheToolbarOffers() async throws {
    let theme = ["Brand.nss": "Label {\n  font-style: body;\n}\n"]
    let page = try await Self.page(theme, query: "/?type=Label")
    // Text sizes and directions are offered for every theme, the sample text too.
    #expect(page.contains("<select name=\"dynamicTypeSize\">"))
    #expect(page.contains("<option value=\"accessibility3\">accessibility3</option>"))
    #expect(page.contains("<select name=\"layoutDirection\">"))
    #expect(page.contains("<option value=\"dynamicTypeSize:large,xxxlarge,accessibility3\">"))
    #expect(
      page.contains("<select name=\"sample\"><option value=\"default\" selected>short</option>"))
    // A text style's size is the text size's (the stylesheet sets it per class).
    #expect(page.contains("font-size: var(--lv-text-body, 17px)"))
    #expect(
      page.contains(
        ".lv-dynamic-type-size-xxxlarge { --lv-text-largetitle: 40px; --lv-scale-largetitle: 1.176471;"
      ))
    // Another size with a text style grows in proportion; a size without one stays.
    #expect(CSSValues.fontSize(15, scalingWith: .body) == "calc(15px * var(--lv-scale-body, 1))")
    #expect(CSSValues.fontSize(15, scalingWith: nil) == "15px")
    let large = try await Self.page(
      theme,
      query: "/?type=Label&dynamicTypeSize=xxxLarge&layoutDirection=rightToLeft&sample=arabic")
    let cell = try #require(
      Self.cell(large, style: "", env: "colorScheme:light,dynamicTypeSize:xxxlarge"))
    #expect(
      large.contains("lv-dynamic-type-size-xxxlarge lv-layout-direction-righttoleft\" tabindex"))
    #expect(cell.contains(">تسمية</span>"), "\(cell)")
    #expect(large.contains("<option value=\"arabic\" selected>Arabic</option>"))
    let long = try await Self.page(theme, query: "/?type=Label&sample=long")
    #expect(long.contains(">Label with a much longer text than the design expected"))
    // Words the gallery does not know become a sample phrase; text without letters stays.
    #expect(SampleText.arabic("Row 2") == "الصف 2")
    #expect(SampleText.arabic("Unknown words") == "نص تجريبي")
    let counter = HTMLElement("span", text: "3")
    SampleText.rewrite(counter, as: .long)
    #expect(counter.text == "3")
  }

  @Test func contrastFindingsAreBadgesOnTheirCellsAndTheProblemsListHasThemWithFixIts()
    async throws
  {
    // #AAAAAA on white: 2.32:1.
    let html = try await Self.page(
      ["Brand.nss": "Label {\n  font-color: #AAAAAA;\n  font-colour: #000000;\n}\n"],
      query: "/?type=Label")
    // The page names the theme.
    #expect(html.contains("<title>Brand.nss — Livery preview</title>"))
    #expect(html.contains("<h1 class=\"lv-theme-name\" id=\"lv-theme-name\">Brand.nss</h1>"))
    let light = try #require(Self.cell(html, style: "", env: "colorScheme:light"))
    #expect(light.contains("data-rule=\"contrast\">⚠ contrast 2.32:1</span>"), "\(light)")
    #expect(light.contains("a text colour that passes: #767676"))
    // A light-only theme's dark column is drawn light, as linted: the same finding there.
    let dark = try #require(Self.cell(html, style: "", env: "colorScheme:dark"))
    #expect(dark.contains("⚠ contrast 2.32:1"))
    // The problems list: the reader's warning (an unknown property) with its fix-it, and the
    // lint's findings.
    let problems = try #require(html.range(of: "<details id=\"lv-problems\">"))
    let list = html[problems.lowerBound...]
    #expect(list.contains("1 warning · "), "\(list.prefix(300))")
    #expect(list.contains("lint finding"))
    #expect(list.contains("font-colour"))
    #expect(list.contains("fix-it: did you mean"))
    #expect(list.contains("Brand.nss:2:3</code>"))
  }

  @Test func theSkinsStylesComeAfterTheThemesOwnMarkedAndCanBeHidden() async throws {
    let theme = ["Theme.yaml": ".PrimaryButton:\n    backgroundColor: '#ff0000'\n"]
    let html = try await Self.page(theme, query: "/?type=button")
    // `button` is the Button type.
    #expect(html.contains("<section class=\"lv-type\" id=\"type-Button\">"))
    #expect(!html.contains("id=\"type-Label\""))
    let own = try #require(html.range(of: "<th scope=\"row\">PrimaryButton</th>"))
    let skin = try #require(
      html.range(of: "<th scope=\"row\">ActionbarButton <span class=\"lv-skin-mark\""))
    #expect(own.lowerBound < skin.lowerBound)
    let hidden = try await Self.page(theme, query: "/?type=Button&skin=hide")
    #expect(hidden.contains("<th scope=\"row\">PrimaryButton</th>"))
    #expect(!hidden.contains("ActionbarButton"))
    #expect(hidden.contains("name=\"skin\" value=\"hide\" checked"))
  }

  @Test func theDefaultSkinAloneHasNoSkinMarks() async throws {
    let session = PreviewSession {
      ThemeLoader.read([], options: .init(includeDefaults: true)).compile()
    }
    let app = PreviewServer.application(session: session, hub: EventHub())
    try await app.test(.router) { client in
      try await client.execute(uri: "/?type=Button", method: .get) { response in
        let html = String(buffer: response.body)
        #expect(html.contains("ActionbarButton"))
        #expect(!html.contains("lv-skin-mark\""))
      }
    }
  }

  @Test func findKeepsTheStylesWhoseNameOrPropertiesMatch() async throws {
    let theme = ["Theme.yaml": ".PrimaryButton:\n    backgroundColor: '#ff0000'\n"]
    let badges = try await Self.page(theme, query: "/?q=badge")
    #expect(badges.contains("<th scope=\"row\">CellBadgeSelected"))
    #expect(!badges.contains("<th scope=\"row\">PrimaryButton"))
    #expect(badges.contains("name=\"q\" value=\"badge\""))
    // A property name finds the styles that set it.
    let radius = try await Self.page(theme, query: "/?q=indentationWidth")
    #expect(radius.contains("id=\"type-TreeBrowserCell\""))
    #expect(!radius.contains("id=\"type-Button\""))
    let none = try await Self.page(theme, query: "/?q=zzzz")
    #expect(none.contains("No style or property matches “zzzz”."))
    // The types on a page can be jumped to.
    let all = try await Self.page(theme, query: "/")
    #expect(
      all.contains(
        "<nav class=\"lv-jump\" aria-label=\"Types on this page\"><a href=\"#type-View\">View</a>"))
  }
}

extension GalleryReviewTests {
  @Test func thePageLintsWithTheProjectsConfiguration() async throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "Label { font-color: #AAAAAA; }\n".write(
      toFile: folder + "/Brand.nss", atomically: true, encoding: .utf8)
    let session = PreviewSession {
      ThemeLoader.read([.file(folder + "/Brand.nss")], options: .init(includeDefaults: true))
        .compile()
    }
    var quiet = LintConfiguration()
    quiet.severities[LintRule.contrast.id] = .off
    let app = PreviewServer.application(session: session, hub: EventHub(), lint: quiet)
    try await app.test(.router) { client in
      try await client.execute(uri: "/?type=Label", method: .get) { response in
        let html = String(buffer: response.body)
        #expect(!html.contains("data-rule=\"contrast\""))
      }
    }
  }
}

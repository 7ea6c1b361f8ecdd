import Foundation
import LiveryTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `livery preview` in headless Chromium, driven by chromedriver: what a user sees and does.
@Suite(
  .serialized,
  .enabled(if: WebDriver.canRun, Comment(rawValue: WebDriver.skipMessage))
)
struct PreviewBrowserTests {
  /// A Motif theme folder: `.Card` (shown on a View) in Theme.yaml, its colour mapped by
  /// Light.yaml and Dark.yaml (the README's mapping themes); `arguments` loads it.
  static func cardTheme() throws -> String {
    let folder = Fixtures.temporaryFolder()
    try write("$CardColor: '#ff0000'\n", to: folder + "/Light.yaml")
    try write("$CardColor: '#0000ff'\n", to: folder + "/Dark.yaml")
    try write(".Card:\n    backgroundColor: $CardColor\n", to: folder + "/Theme.yaml")
    return folder
  }

  static let arguments = [
    "Light.yaml@colorScheme=light", "Dark.yaml@colorScheme=dark", "Theme.yaml",
  ]

  static func write(_ text: String, to path: String) throws {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// The computed backgrounds of the Card cells' components, light column first (a JS expression).
  static let cardBackgroundList = """
    Array.from(document.querySelectorAll('td.lv-cell[data-style="Card"][data-states=""]'))
      .map(function (cell) { return getComputedStyle(cell.firstElementChild).backgroundColor; })
    """
  static let cardBackgrounds = "return " + cardBackgroundList

  /// A script that is true once the Card cells show `backgrounds`.
  static func cardsShow(_ backgrounds: [String]) -> String {
    "return JSON.stringify(\(cardBackgroundList)) === '[\(backgrounds.map { "\"\($0)\"" }.joined(separator: ","))]'"
  }

  static func repaints(_ browser: WebDriver) throws -> Int {
    Int(try browser.run("return document.body.dataset.repaints || '0'") as? String ?? "") ?? -1
  }

  @Test func theGalleryShowsStyledCellsLightAndDarkAndTheInspectorOpens() throws {
    let folder = try Self.cardTheme()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let server = try PreviewProcess(Self.arguments, in: folder)
    defer { _ = server.interrupt() }
    let browser = try WebDriver(width: 1280, height: 900)
    try browser.open("http://127.0.0.1:\(server.port)/?type=View")

    let counts = try browser.run(
      "return [document.querySelectorAll('td.lv-cell').length, Number(document.getElementById('lv-gallery').dataset.cells)]"
    )
    #expect(try browser.run("return document.getElementById('lv-banner').hidden") as? Bool == true)
    let cells = counts as? [Int] ?? []
    #expect(
      cells.count == 2 && cells[0] == cells[1] && cells[0] > 0, "\(String(describing: counts))")
    // Light and dark columns differ, each with the theme's value.
    #expect(
      try browser.run(Self.cardBackgrounds) as? [String] == ["rgb(255, 0, 0)", "rgb(0, 0, 255)"])

    // What is drawn: the light Card's middle pixel is the theme's red.
    _ = try browser.run(
      "document.querySelector('td.lv-cell[data-style=\"Card\"]').scrollIntoView({block: 'center'})")
    let box =
      try browser.run(
        """
        var r = document.querySelector('td.lv-cell[data-style="Card"][data-states=""]').firstElementChild.getBoundingClientRect();
        return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2), Math.round(r.width), Math.round(r.height)];
        """) as? [Int] ?? []
    try #require(box.count == 4 && box[2] > 0 && box[3] > 0, "the Card has no size: \(box)")
    let shot = try browser.screenshot()
    #expect(
      shot.pixel(x: box[0], y: box[1]).isClose(to: .init(255, 0, 0)),
      "\(shot.pixel(x: box[0], y: box[1]))")

    // Clicking a cell opens the inspector: the value, a swatch, where it was declared.
    try browser.click("td.lv-cell[data-style=\"Card\"]")
    #expect(
      try browser.wait(
        for:
          "var i = document.getElementById('lv-inspector'); return !i.hidden && i.textContent.indexOf('backgroundColor') >= 0"
      ))
    let inspector =
      try browser.run("return document.getElementById('lv-inspector').textContent") as? String ?? ""
    #expect(inspector.contains("Theme.yaml:2:5"), "\(inspector)")
    #expect(inspector.contains("Light.yaml:1:"), "the constant's definition: \(inspector)")
    #expect(
      try browser.run("return document.querySelectorAll('#lv-inspector .lv-swatch').length") as? Int
        ?? 0 > 0)
    #expect(
      try browser.run("return document.querySelectorAll('td.lv-cell.lv-selected').length") as? Int
        == 1)
    // Clicking the winning declaration's location shows the file around it, that line marked,
    // under the property it explains.
    try browser.click("#lv-inspector .lv-source-link[data-path$='Theme.yaml']")
    #expect(
      try browser.wait(
        for:
          "var l = document.querySelector('#lv-inspector .lv-prop .lv-prop-source .lv-source-line'); return l !== null && l.textContent.indexOf('backgroundColor: $CardColor') >= 0"
      ))
  }

  @Test func aBrokenSaveShowsTheBannerKeepsTheLastRenderAndTheNextGoodSaveClearsIt() throws {
    let folder = try Self.cardTheme()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let server = try PreviewProcess(Self.arguments, in: folder)
    defer { _ = server.interrupt() }
    let browser = try WebDriver()
    try browser.open("http://127.0.0.1:\(server.port)/?type=View")
    let cellCount = try browser.run("return document.querySelectorAll('td.lv-cell').length") as? Int
    #expect(try browser.run("return document.getElementById('lv-banner').hidden") as? Bool == true)

    try Self.write(".Card:\n    backgroundColor: $Missing\n", to: folder + "/Theme.yaml")
    #expect(try browser.wait(for: "return !document.getElementById('lv-banner').hidden"))
    let banner =
      try browser.run("return document.getElementById('lv-banner').textContent") as? String ?? ""
    #expect(banner.contains("Theme.yaml:2:"), "\(banner)")
    #expect(banner.contains("showing the last good theme"))
    #expect(
      try browser.run(Self.cardBackgrounds) as? [String] == ["rgb(255, 0, 0)", "rgb(0, 0, 255)"])
    #expect(
      try browser.run("return document.querySelectorAll('td.lv-cell').length") as? Int == cellCount)

    // The terminal says it too: the refused save with its error, then the good one.
    #expect(
      server.standardOutput.contains("not reloaded: the save has 1 error"),
      "\(server.standardOutput)")
    #expect(server.standardOutput.contains("Theme.yaml:2:"))
    try Self.write(".Card:\n    backgroundColor: '#00ff00'\n", to: folder + "/Theme.yaml")
    #expect(try browser.wait(for: "return document.getElementById('lv-banner').hidden"))
    #expect(server.standardOutput.contains("reloaded (generation 2)"), "\(server.standardOutput)")
    #expect(
      try browser.run(Self.cardBackgrounds) as? [String] == ["rgb(0, 255, 0)", "rgb(0, 255, 0)"])
  }

  /// Each way editors and tools save gives exactly one repaint, showing the change.
  @Test func eachSavePatternRepaintsOnce() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let theme = folder + "/theme"
    try FileManager.default.createDirectory(atPath: theme, withIntermediateDirectories: true)
    func card(_ color: String) -> String { ".Card:\n    backgroundColor: '\(color)'\n" }
    try Self.write(card("#ff0000"), to: theme + "/Card.yaml")
    for index in 0..<50 {
      try Self.write(".Extra\(index):\n    cornerRadius: 1\n", to: theme + "/Extra\(index).yaml")
    }
    // A longer quiet period than the default 50 ms: the tests share two cores with other suites
    // and a browser, and a stall inside a burst would split it (the watcher's own tests pin the
    // patterns down with exact timings).
    let server = try PreviewProcess(["--debounce", "250", "theme"], in: folder)
    defer { _ = server.interrupt() }
    let browser = try WebDriver()
    try browser.open("http://127.0.0.1:\(server.port)/?type=View")
    let lightCard =
      "return getComputedStyle(document.querySelector('td.lv-cell[data-style=\"Card\"]').firstElementChild).backgroundColor"
    #expect(try browser.run(lightCard) as? String == "rgb(255, 0, 0)")

    var expected = 0
    func expectOneRepaint(
      _ pattern: String, showing check: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
      expected += 1
      #expect(
        try browser.wait(for: "return document.body.dataset.repaints === '\(expected)'"),
        "\(pattern): no repaint", sourceLocation: sourceLocation)
      #expect(
        try browser.wait(for: check), "\(pattern): the change is not shown",
        sourceLocation: sourceLocation)
      // A second reload would come within the watcher's quiet period and the reload; wait well past both.
      Thread.sleep(forTimeInterval: 1.0)
      #expect(
        try Self.repaints(browser) == expected, "\(pattern): more than one repaint",
        sourceLocation: sourceLocation)
    }

    // An editor's atomic save: write a temporary file, rename it over the theme file.
    try card("#00ff00").write(toFile: theme + "/.Card.yaml.swp", atomically: false, encoding: .utf8)
    #expect(rename(theme + "/.Card.yaml.swp", theme + "/Card.yaml") == 0)
    try expectOneRepaint("rename-save", showing: lightCard + " === 'rgb(0, 255, 0)'")

    // Delete and recreate.
    try FileManager.default.removeItem(atPath: theme + "/Card.yaml")
    try card("#0000ff").write(toFile: theme + "/Card.yaml", atomically: false, encoding: .utf8)
    try expectOneRepaint("delete + recreate", showing: lightCard + " === 'rgb(0, 0, 255)'")

    // Fifty files at once, as a `git checkout` does.
    for index in 0..<50 {
      try Self.write(".Extra\(index):\n    cornerRadius: 2\n", to: theme + "/Extra\(index).yaml")
    }
    try Self.write(card("#ffff00"), to: theme + "/Card.yaml")
    try expectOneRepaint("50 files", showing: lightCard + " === 'rgb(255, 255, 0)'")

    // A new file in the watched folder.
    try Self.write(".Fresh:\n    backgroundColor: '#123456'\n", to: theme + "/Fresh.yaml")
    try expectOneRepaint(
      "new file",
      showing: "return document.querySelector('td.lv-cell[data-style=\"Fresh\"]') !== null")
  }

  /// A save swaps in the cells it changed and nothing else (every other cell is the same DOM
  /// node), and the lint's badges follow the repaint in their own update.
  @Test func aSaveSwapsOnlyTheCellsItChangedAndTheLintFollows() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    func theme(card: String, caption: String) -> String {
      ".Card:\n    backgroundColor: '\(card)'\n.Caption:\n    textColor: '\(caption)'\n"
    }
    try Self.write(theme(card: "#ff0000", caption: "#111111"), to: folder + "/Theme.yaml")
    let server = try PreviewProcess(["Theme.yaml"], in: folder)
    defer { _ = server.interrupt() }
    let browser = try WebDriver(width: 1280, height: 900)
    try browser.open("http://127.0.0.1:\(server.port)/")
    let total =
      try browser.run(
        "var cells = document.querySelectorAll('td.lv-cell'); cells.forEach(function (c) { c.kept = true; }); return cells.length"
      ) as? Int ?? 0
    #expect(total > 100)
    // Which cells are new nodes since they were marked (their keys).
    let swapped =
      "return Array.from(document.querySelectorAll('td.lv-cell')).filter(function (c) { return !c.kept; }).map(function (c) { return c.dataset.style + '|' + c.dataset.states + '|' + c.dataset.env.split(',')[0]; }).sort()"

    try Self.write(theme(card: "#00ff00", caption: "#111111"), to: folder + "/Theme.yaml")
    #expect(try browser.wait(for: "return document.body.dataset.repaints === '1'"))
    #expect(
      try browser.run(swapped) as? [String] == [
        "Card||colorScheme:dark", "Card||colorScheme:light",
      ])
    #expect(
      try browser.run(Self.cardBackgrounds) as? [String] == ["rgb(0, 255, 0)", "rgb(0, 255, 0)"])
    #expect(
      try browser.run("return document.querySelectorAll('td.lv-cell').length") as? Int == total)

    // #AAAAAA on white is 2.32:1: the caption's cells change at once, its badge comes with the lint.
    try Self.write(theme(card: "#00ff00", caption: "#AAAAAA"), to: folder + "/Theme.yaml")
    #expect(try browser.wait(for: "return document.body.dataset.repaints === '2'"))
    #expect(
      try browser.wait(
        for:
          "var c = document.querySelector('td.lv-cell[data-style=\"Caption\"][data-env^=\"colorScheme:light\"]'); return c !== null && c.textContent.indexOf('contrast 2.32:1') >= 0"
      ))
    #expect(
      Int(try browser.run("return document.body.dataset.lintUpdates || '0'") as? String ?? "") ?? 0
        >= 1)
    let captionCells =
      try browser.run(swapped) as? [String] ?? []
    #expect(
      captionCells.allSatisfy { $0.hasPrefix("Card|") || $0.hasPrefix("Caption|") }
        && captionCells.contains("Caption||colorScheme:light"), "\(captionCells)")
    let problems =
      try browser.run("return document.getElementById('lv-problems').textContent") as? String ?? ""
    #expect(problems.contains("lint finding"), "\(problems)")
  }

  /// Realistic content (review-tools.md §3): text sizes side by side (a text style grows with
  /// Dynamic Type, a size in points does not), right to left with Arabic text, and long text.
  @Test func textSizesRightToLeftArabicAndLongTextAreVariantsOfThePage() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.write(
      "Label {\n  font-style: body;\n}\nFixedLabel {\n  font-size: 15;\n}\n",
      to: folder + "/Brand.nss")
    let server = try PreviewProcess(["Brand.nss"], in: folder)
    defer { _ = server.interrupt() }
    let browser = try WebDriver(width: 1280, height: 900)
    try browser.open(
      "http://127.0.0.1:\(server.port)/?type=Label&columns=dynamicTypeSize:large,xxxlarge,accessibility3&layoutDirection=righttoleft&sample=arabic"
    )
    func cells(_ style: String, _ script: String) throws -> [String] {
      try browser.run(
        "return Array.from(document.querySelectorAll('td.lv-cell[data-style=\"\(style)\"][data-states=\"\"]')).map(function (cell) { var text = cell.querySelector('.lv-text'); return \(script); })"
      ) as? [String] ?? []
    }
    // HIG: body is 17 pt at large, 23 at xxxLarge, 40 at accessibility3; a size without a text
    // style (an NSS class is a style of its own) stays.
    #expect(try cells("", "getComputedStyle(text).fontSize") == ["17px", "23px", "40px"])
    #expect(try cells("FixedLabel", "getComputedStyle(text).fontSize") == ["15px", "15px", "15px"])
    #expect(try cells("", "getComputedStyle(text).direction") == ["rtl", "rtl", "rtl"])
    #expect(try cells("", "text.textContent") == ["تسمية", "تسمية", "تسمية"])
    try browser.keepScreenshot("gallery-text-sizes-rtl")
    // The toolbar offers it: its choices are the page's.
    #expect(
      try browser.run("return document.querySelector('select[name=sample]').value") as? String
        == "arabic")
    try browser.open("http://127.0.0.1:\(server.port)/?type=Label&sample=long")
    #expect(
      try cells("", "text.textContent").allSatisfy {
        $0.hasPrefix("Label with a much longer text") && $0.count > 60
      })
  }

  @Test func thePageReconnectsAfterTheServerRestartsAndShowsWhatChanged() throws {
    let folder = try Self.cardTheme()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var server = try PreviewProcess(Self.arguments, in: folder)
    defer { _ = server.interrupt() }  // the second server, or the first if the test stops early
    let port = server.port
    let browser = try WebDriver(width: 1280, height: 240)  // short: the page scrolls
    try browser.open("http://127.0.0.1:\(port)/?type=View")
    try browser.click("td.lv-cell[data-style=\"Card\"]")
    #expect(try browser.wait(for: "return !document.getElementById('lv-inspector').hidden"))
    _ = try browser.run("window.scrollTo(0, 60)")
    let scrolled = try browser.run("return window.scrollY") as? Int ?? 0
    #expect(scrolled > 0)

    #expect(server.interrupt() == 0)
    try Self.write("$CardColor: '#00ff00'\n", to: folder + "/Light.yaml")
    server = try PreviewProcess(Self.arguments, in: folder, port: port)
    #expect(
      try browser.wait(for: Self.cardsShow(["rgb(0, 255, 0)", "rgb(0, 0, 255)"]), timeout: 15))
    // The selection and the scroll position survived the refresh.
    #expect(
      try browser.run("return document.querySelectorAll('td.lv-cell.lv-selected').length") as? Int
        == 1)
    #expect(try browser.run("return window.scrollY") as? Int == scrolled)
  }

  /// The tree page with the default skin: two levels down, a leaf, back, and an action in
  /// action mode, all by clicking (the light column; the dark one shows the same state).
  @Test func theTreePageClicksThroughLevelsALeafBackAndAnAction() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let server = try PreviewProcess([], in: folder)
    defer { _ = server.interrupt() }
    let browser = try WebDriver(width: 1280, height: 900)
    try browser.open("http://127.0.0.1:\(server.port)/tree")
    let column = "section.lv-tree-column:first-of-type "
    let title = "return document.querySelector('\(column)[role=heading]').textContent.trim()"
    let rows =
      "return Array.from(document.querySelectorAll('\(column)[data-item]')).map(function (r) { return r.dataset.item; })"
    #expect(try browser.run(title) as? String == "Products")
    #expect(try browser.run(rows) as? [String] == ["laptops", "phones", "accessories", "help"])
    // Badges: leaf counts, and the one the sample overrides.
    let badges =
      "return Array.from(document.querySelectorAll('\(column).lv-tree-badge')).map(function (b) { return b.textContent.trim(); })"
    #expect(try browser.run(badges) as? [String] == ["3", "2", "new"])

    try browser.click(column + "[data-event='select:phones']")
    #expect(try browser.wait(for: title + " === 'Phones'"))
    try browser.click(column + "[data-event='select:android']")
    #expect(try browser.wait(for: title + " === 'Android'"))
    #expect(try browser.run(rows) as? [String] == ["pixel", "galaxy"])
    // The leaves' images are drawn.
    #expect(
      try browser.run(
        "return Array.from(document.querySelectorAll('\(column)[data-item] img')).filter(function (i) { return i.complete && i.naturalWidth > 0; }).length"
      ) as? Int == 2)

    // A leaf: the alert names it, and the level stays.
    try browser.click(column + "[data-event='select:pixel']")
    #expect(
      try browser.wait(
        for:
          "var a = document.querySelector('\(column).lv-tree-alert'); return a !== null && a.textContent.indexOf('Pixel 9') >= 0"
      ))
    #expect(try browser.run(title) as? String == "Android")
    try browser.click(column + ".lv-tree-alert a")
    #expect(try browser.wait(for: "return document.querySelector('.lv-tree-alert') === null"))

    // Back to Phones.
    try browser.click(column + "[data-event='back']")
    #expect(try browser.wait(for: title + " === 'Phones'"))

    // Action mode on a level with leaves: Edit shows leaves only; the action gets the checked one.
    try browser.click(column + "[data-event='edit']")
    #expect(
      try browser.wait(for: "return document.querySelector('\(column)[data-event=done]') !== null"))
    #expect(try browser.run(rows) as? [String] == ["iphone"])
    #expect(
      try browser.run("return document.querySelectorAll('\(column)[data-event^=perform]').length")
        as? Int == 0, "actions are disabled with nothing checked")
    try browser.click(column + "[data-event='select:iphone']")
    #expect(
      try browser.wait(
        for: "return document.querySelectorAll('\(column)[data-event^=perform]').length === 2"))
    try browser.click(column + "[data-event='perform:compare']")
    #expect(
      try browser.wait(
        for:
          "var a = document.querySelector('\(column).lv-tree-alert'); return a !== null && a.textContent.indexOf('Compare: iPhone 17') >= 0"
      ))
  }
}

/// The inspector as a designer uses it (review-tools.md §3), at 1,280 px: beside the columns, not
/// over them; values and places copyable; the keyboard; the selection in the URL.
@Suite(
  .serialized,
  .enabled(if: WebDriver.canRun, Comment(rawValue: WebDriver.skipMessage))
)
struct InspectorBrowserTests {
  @Test func theInspectorSitsBesideTheColumnsAndWorksFromTheKeyboardAndTheURL() throws {
    let folder = try PreviewBrowserTests.cardTheme()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let server = try PreviewProcess(PreviewBrowserTests.arguments, in: folder)
    defer { _ = server.interrupt() }
    let browser = try WebDriver(width: 1280, height: 900)
    try browser.open("http://127.0.0.1:\(server.port)/?type=View")
    let card = "td.lv-cell[data-style=\"Card\"][data-states=\"\"]"
    // The keyboard: focus the light Card, → to the dark one, Enter inspects it.
    _ = try browser.run("document.querySelector('\(card)').focus()")
    try browser.sendKeys("\u{E014}")  // ArrowRight
    #expect(
      try browser.run("return document.activeElement.dataset.env.indexOf('colorScheme:dark') === 0")
        as? Bool == true)
    try browser.sendKeys("\u{E007}")  // Enter
    #expect(
      try browser.wait(
        for:
          "var i = document.getElementById('lv-inspector'); return !i.hidden && i.textContent.indexOf('backgroundColor') >= 0"
      ))
    try browser.keepScreenshot("inspector-1280")
    // Beside the columns: every cell ends left of the inspector.
    let overlap =
      try browser.run(
        """
        var left = document.getElementById('lv-inspector').getBoundingClientRect().left;
        return Array.from(document.querySelectorAll('td.lv-cell')).some(function (c) { return c.getBoundingClientRect().right > left; });
        """) as? Bool
    #expect(overlap == false)
    // The selection is in the URL; the value and the place are copyable.
    let hash = try browser.run("return decodeURIComponent(location.hash)") as? String ?? ""
    #expect(hash.hasPrefix("#cell=View|Card||colorScheme:dark"), "\(hash)")
    let copies =
      try browser.run(
        "return Array.from(document.querySelectorAll('#lv-inspector .lv-prop[data-property=\"backgroundColor\"] .lv-copy')).map(function (b) { return b.dataset.copy; })"
      ) as? [String] ?? []
    #expect(copies == ["#0000ffff", "Theme.yaml:2"], "\(copies)")
    try browser.click("#lv-inspector .lv-prop[data-property=\"backgroundColor\"] .lv-copy")
    #expect(
      try browser.wait(
        for:
          "return document.querySelector('#lv-inspector .lv-prop[data-property=\"backgroundColor\"] .lv-copy').textContent === 'copied'"
      ))
    // Escape closes it and gives the focus back to the cell.
    try browser.sendKeys("\u{E00C}")
    #expect(try browser.wait(for: "return document.getElementById('lv-inspector').hidden"))
    #expect(try browser.run("return location.hash") as? String == "")
    // A link with a cell opens the inspector on it.
    let link =
      "http://127.0.0.1:\(server.port)/?type=View#cell="
      + "View|Card||".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
      + (try hashEnvironment(browser))
    try browser.open("about:blank")
    try browser.open(link)
    #expect(
      try browser.wait(
        for:
          "var s = document.querySelector('td.lv-cell.lv-selected'); return s !== null && s.dataset.style === 'Card' && !document.getElementById('lv-inspector').hidden"
      ))
  }

  /// The light column's environment, as the cells write it, percent-encoded.
  private func hashEnvironment(_ browser: WebDriver) throws -> String {
    let env =
      try browser.run(
        "return document.querySelector('td.lv-cell[data-style=\"Card\"][data-states=\"\"]').dataset.env"
      ) as? String ?? ""
    return env.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? env
  }
}

import Foundation
import LiveryCore
import LiveryFormats
import LiveryLint
import LiveryTestSupport
import Testing

@testable import LiveryServer

/// A reload sends only the cells whose look changed (review-tools.md §3): what the page patches
/// in must make it the page a fresh render draws, cell for cell, and nothing that did not change
/// is sent.
@Suite struct GalleryCellsTests {
  /// The default skin under an NSS file saying `text`.
  static func theme(_ text: String, in folder: String) throws -> CompiledTheme {
    let path = folder + "/Brand.nss"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return ThemeLoader.read([.file(path)], options: .init(includeDefaults: true)).compile()
  }

  static func render(
    _ theme: CompiledTheme, generation: Int, cells: GalleryCells?, shown: String? = nil,
    findings: [LintFinding] = [], lintPending: Bool = false
  ) -> String {
    GalleryPage.render(
      theme: theme, selection: GallerySelection(), diagnostics: theme.diagnostics,
      showsLastGood: false, generation: generation, live: true, compare: nil, findings: findings,
      lintPending: lintPending, cells: cells, shown: shown)
  }

  /// What the page says it shows (`data-shown`).
  static func shown(_ html: String) -> String? {
    guard let start = html.range(of: "data-shown=\"") else { return nil }
    return String(html[start.upperBound...].prefix { $0 != "\"" })
  }

  /// Every gallery cell by its key (its `data-type` … `data-env` attributes), from `<td` to the
  /// `</td>` that closes it.
  static func cells(_ html: String) -> [String: String] {
    var cells: [String: String] = [:]
    var rest = html[...]
    while let start = rest.range(of: "<td class=\"lv-cell") {
      var depth = 0
      var index = start.lowerBound
      var end = html.endIndex
      while index < html.endIndex {
        if html[index...].hasPrefix("<td") {
          depth += 1
        } else if html[index...].hasPrefix("</td>") {
          depth -= 1
          if depth == 0 {
            end = html.index(index, offsetBy: 5)
            break
          }
        }
        index = html.index(after: index)
      }
      let cell = String(html[start.lowerBound..<end])
      let key = String(cell[cell.range(of: "data-type=")!.lowerBound...].prefix { $0 != ">" })
      #expect(cells[key] == nil, "two cells \(key)")
      cells[key] = cell
      rest = html[end...]
    }
    return cells
  }

  /// The page's cells with the cells a delta sends put in.
  static func patched(_ cells: [String: String], with delta: String) -> [String: String] {
    cells.merging(Self.cells(delta)) { _, new in new }
  }

  @Test func aReloadSendsExactlyTheCellsWhoseLookChangedAndThePatchedPageIsTheFreshOne() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let versions = [
      "@brand: #0057B8;\nLabel {\n  font-color: #111111;\n}\nButton {\n  background-color: @brand;\n}\n",
      // The Label type style: labels everywhere, inside other components too.
      "@brand: #0057B8;\nLabel {\n  font-color: #222222;\n}\nButton {\n  background-color: @brand;\n}\n",
      // A constant: the buttons that use it.
      "@brand: #B80057;\nLabel {\n  font-color: #222222;\n}\nButton {\n  background-color: @brand;\n}\n",
      // Lines moved, nothing else: no cell.
      "\n\n@brand: #B80057;\nLabel {\n  font-color: #222222;\n}\n\nButton {\n  background-color: @brand;\n}\n",
    ]
    let cells = GalleryCells()
    var page = Self.render(try Self.theme(versions[0], in: folder), generation: 1, cells: cells)
    #expect(!page.contains("data-delta=\"1\""))
    let total = Self.cells(page).count
    #expect(total > 100)
    // Nothing changed: no cell, no part.
    let same = Self.render(
      try Self.theme(versions[0], in: folder), generation: 1, cells: cells,
      shown: Self.shown(page))
    #expect(same.contains("data-delta=\"1\""))
    #expect(Self.cells(same).isEmpty)
    #expect(!same.contains("id=\"lv-problems\"") && !same.contains("id=\"lv-toolbar\""))
    // A refused save: the same theme and generation, its errors in the banner (sent), no cell.
    let broken = Diagnostic.error(
      .constantCycle, "the constant refers to itself",
      at: SourceLocation(file: SourceFileID(path: folder + "/Brand.nss"), line: 2, column: 3))
    let refused = GalleryPage.render(
      theme: try Self.theme(versions[0], in: folder), selection: GallerySelection(),
      diagnostics: [broken], showsLastGood: true, generation: 1, live: true, compare: nil,
      findings: [], lintPending: false, cells: cells, shown: Self.shown(same))
    #expect(refused.contains("data-delta=\"1\"") && Self.cells(refused).isEmpty)
    #expect(
      refused.contains("<div id=\"lv-banner\" role=\"status\"><strong>The last save has errors"))

    var sentCounts: [Int] = []
    for (index, text) in versions.enumerated().dropFirst() {
      let theme = try Self.theme(text, in: folder)
      let drawnBefore = cells.drawn
      let delta = Self.render(
        theme, generation: index + 1, cells: cells, shown: Self.shown(page))
      #expect(delta.contains("data-delta=\"1\""), "version \(index): the whole page was sent")
      let fresh = Self.render(theme, generation: index + 1, cells: GalleryCells())
      let old = Self.cells(page)
      let expected = Self.cells(fresh)
      // Patched, the page is the fresh one; what was sent is what differs, nothing more.
      #expect(Self.patched(old, with: delta) == expected, "version \(index)")
      let sent = Set(Self.cells(delta).keys)
      #expect(sent == Set(expected.keys.filter { old[$0] != expected[$0] }), "version \(index)")
      // Cells whose resolutions resolve alike are not drawn again.
      #expect(cells.drawn - drawnBefore < total, "version \(index)")
      sentCounts.append(sent.count)
      page = Self.render(theme, generation: index + 1, cells: cells)
    }
    // The Label type style shows in many cells, the constant in the buttons, moved lines in none.
    #expect(sentCounts[0] > 10, "\(sentCounts)")
    #expect(sentCounts[1] > 0 && sentCounts[1] < sentCounts[0], "\(sentCounts)")
    #expect(sentCounts[2] == 0, "\(sentCounts)")
  }

  @Test func aDrawingThatShowsAnImageFileIsNotKept() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let text = "Button {\n  background-image: logo.png;\n}\n"
    let cells = GalleryCells()
    _ = Self.render(try Self.theme(text, in: folder), generation: 1, cells: cells)
    let drawn = cells.drawn
    // The same theme read again: only the cells that show the image (read from the folder,
    // which may have changed) are drawn again.
    _ = Self.render(try Self.theme(text, in: folder), generation: 2, cells: cells)
    let again = cells.drawn - drawn
    #expect(again > 0 && again < drawn / 4, "\(again) of \(drawn)")
  }

  @Test func aPageWhoseFrameChangedOrThatAnotherServerDrewGetsTheWholePage() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cells = GalleryCells()
    let first = try Self.theme("Label {\n  font-color: #111111;\n}\n", in: folder)
    let page = Self.render(first, generation: 1, cells: cells)
    let token = try #require(Self.shown(page))
    // A new style is a new row: the frame changed.
    let grown = try Self.theme(
      "Label {\n  font-color: #111111;\n}\nFreshStyle {\n  font-color: #333333;\n}\n", in: folder)
    let whole = Self.render(grown, generation: 2, cells: cells, shown: token)
    #expect(!whole.contains("data-delta=\"1\"") && whole.contains("FreshStyle"))
    // Tokens that are not this server's, or name a revision it has not reached, or are not tokens.
    let other = Self.shown(Self.render(first, generation: 1, cells: GalleryCells()))
    let parts = token.split(separator: ".")
    for shown in [
      other, "\(parts[0]).99.\(parts[2])", "x", "", "\(parts[0]).\(parts[1])", "\(token).1",
    ] {
      let page = Self.render(first, generation: 3, cells: cells, shown: shown)
      #expect(!page.contains("data-delta=\"1\""), "\(String(describing: shown))")
    }
  }

  @Test func badgesThatChangeAreSentWhenTheLintCatchesUp() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cells = GalleryCells()
    let readable = try Self.theme("Label {\n  font-color: #111111;\n}\n", in: folder)
    let page = Self.render(
      readable, generation: 1, cells: cells, findings: Linter().findings(in: readable))
    // #AAAAAA on white: 2.32:1. Shown at once with the last findings (none), lint pending …
    let faint = try Self.theme("Label {\n  font-color: #AAAAAA;\n}\n", in: folder)
    let reloaded = Self.render(
      faint, generation: 2, cells: cells, shown: Self.shown(page),
      lintPending: true)
    #expect(reloaded.contains("Linting this save…"))
    #expect(!reloaded.contains("⚠ contrast"))
    // … then the findings: the cells with badges, and the problems list.
    let findings = Linter().findings(in: faint)
    #expect(!findings.isEmpty)
    let linted = Self.render(
      faint, generation: 2, cells: cells, shown: Self.shown(reloaded), findings: findings)
    #expect(linted.contains("data-delta=\"1\""))
    let sent = Self.cells(linted)
    #expect(!sent.isEmpty && sent.values.allSatisfy { $0.contains("⚠ contrast 2.32:1") })
    #expect(linted.contains("id=\"lv-problems\"") && !linted.contains("Linting this save…"))
    // The patched page is the fresh one.
    let fresh = Self.render(faint, generation: 2, cells: GalleryCells(), findings: findings)
    let shown = Self.patched(Self.patched(Self.cells(page), with: reloaded), with: linted)
    #expect(shown == Self.cells(fresh))
  }

  @Test func theLintRunsBesideAReloadAndSaysWhenItIsDone() async throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let updates = Locked<[Int]>([])
    let cache = LintCache(configuration: LintConfiguration()) { generation in
      updates.withLock { $0.append(generation) }
    }
    let readable = try Self.theme("Label {\n  font-color: #111111;\n}\n", in: folder)
    // The first findings are worked out at once: there are no others to show.
    let first = cache.findings(for: readable, generation: 1)
    #expect(first.generation == 1 && first.findings.isEmpty)
    let faint = try Self.theme("Label {\n  font-color: #AAAAAA;\n}\n", in: folder)
    let pending = cache.findings(for: faint, generation: 2)
    #expect(pending.generation == 1 && pending.findings.isEmpty)
    let deadline = Date().addingTimeInterval(30)
    while updates.withLock({ !$0.contains(2) }), Date() < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(updates.withLock { $0 } == [2])
    let done = cache.findings(for: faint, generation: 2)
    #expect(done.generation == 2)
    #expect(done.findings.map(\.diagnostic) == Linter().findings(in: faint).map(\.diagnostic))
  }
}

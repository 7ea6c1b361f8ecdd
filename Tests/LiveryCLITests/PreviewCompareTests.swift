import Foundation
import LiveryTestSupport
import Testing

/// `livery preview --compare OLD` (review-tools.md §2) in headless Chromium: each cell shows
/// before | after, changed cells are marked, "Changes only" filters to them; and `--snapshot`
/// writes before and after pictures of the changed cells.
@Suite(
  .serialized,
  .enabled(if: WebDriver.canRun, Comment(rawValue: WebDriver.skipMessage))
)
struct PreviewCompareTests {
  /// `Old/Theme.yaml` with a red Card and a purple Panel; `Theme.yaml` with the Card green.
  static func themes() throws -> String {
    let folder = Fixtures.temporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder + "/Old", withIntermediateDirectories: true)
    let panel = ".Panel:\n    backgroundColor: '#8040c0'\n"
    try (".Card:\n    backgroundColor: '#ff0000'\n" + panel).write(
      toFile: folder + "/Old/Theme.yaml", atomically: true, encoding: .utf8)
    try (".Card:\n    backgroundColor: '#00ff00'\n" + panel).write(
      toFile: folder + "/Theme.yaml", atomically: true, encoding: .utf8)
    return folder
  }

  @Test func eachCellShowsBeforeAndAfterAndChangedCellsAreMarkedAndFiltered() throws {
    let folder = try Self.themes()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let server = try PreviewProcess(["Theme.yaml", "--compare", "Old/Theme.yaml"], in: folder)
    defer { _ = server.interrupt() }
    let browser = try WebDriver(width: 1280, height: 900)
    try browser.open("http://127.0.0.1:\(server.port)/?type=View")
    // The Card's cells are marked changed (backgroundColor), the Panel's are not.
    let card = "td.lv-cell[data-style=\"Card\"][data-states=\"\"]"
    #expect(
      try browser.run(
        "return Array.from(document.querySelectorAll('\(card)')).map(function (c) { return c.dataset.changed || ''; })"
      )
        as? [String] == ["backgroundColor", "backgroundColor"])
    #expect(
      try browser.run(
        "return document.querySelectorAll('td.lv-cell.lv-changed[data-style=\"Panel\"]').length")
        as? Int == 0)
    // Before is the old red, after the new green, in both columns.
    let sides =
      try browser.run(
        """
        return Array.from(document.querySelectorAll('\(card) .lv-side')).map(function (side) {
          return side.className.split(' ')[1] + ' ' + getComputedStyle(side.children[1]).backgroundColor;
        });
        """) as? [String] ?? []
    #expect(
      sides == [
        "lv-before rgb(255, 0, 0)", "lv-after rgb(0, 255, 0)", "lv-before rgb(255, 0, 0)",
        "lv-after rgb(0, 255, 0)",
      ], "\(sides)")
    let note =
      try browser.run("return document.getElementById('lv-compare-note').textContent") as? String
      ?? ""
    #expect(note.contains("2 changed cells"), "\(note)")
    // Changes only: the toolbar's checkbox, submitted as a form: the Panel's rows go.
    try browser.click("input[name=changes]")
    try browser.click("#lv-toolbar button[type=submit]")
    #expect(try browser.wait(for: "return location.search.indexOf('changes=only') >= 0"))
    #expect(
      try browser.run("return document.querySelectorAll('td.lv-cell[data-style=\"Panel\"]').length")
        as? Int == 0)
    #expect(try browser.run("return document.querySelectorAll('\(card)').length") as? Int == 2)
    #expect(
      try browser.run("return document.querySelector('input[name=changes]').checked") as? Bool
        == true)
  }

  @Test func aSnapshotWritesBeforeAndAfterPicturesOfTheChangedCells() throws {
    let folder = try Self.themes()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try LiveryRun(
      ["preview", "Theme.yaml", "--compare", "Old/Theme.yaml", "--snapshot", "shots"],
      in: folder)
    #expect(run.status == 0, "\(run.standardError)")
    let before = try PNGImage(
      bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/shots/View-before.png"))))
    let after = try PNGImage(
      bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/shots/View-after.png"))))
    // Only the changed Card is drawn: red before, green after; the purple Panel is in neither.
    #expect(before.firstPoint(closeTo: .init(255, 0, 0)) != nil)
    #expect(before.firstPoint(closeTo: .init(0, 255, 0)) == nil)
    #expect(after.firstPoint(closeTo: .init(0, 255, 0)) != nil)
    #expect(after.firstPoint(closeTo: .init(255, 0, 0)) == nil)
    #expect(after.firstPoint(closeTo: .init(128, 64, 192)) == nil)
    // No other type changed: no other before/after pictures.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/shots")
    #expect(names.filter { $0.hasSuffix("-before.png") } == ["View-before.png"])
    // The pages show both sides.
    let index = try String(contentsOfFile: folder + "/shots/index.html", encoding: .utf8)
    #expect(index.contains("class=\"lv-side lv-before"))
    #expect(index.contains("data-changed=\"backgroundColor\""))
  }
}

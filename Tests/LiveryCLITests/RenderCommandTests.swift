import Foundation
import LiveryTestSupport
import Testing

/// `livery render`: pages a user can open, checked as text and in a real browser.
@Suite struct RenderCommandTests {
  @Test func rendersOneComponentToAFileByteForByteTheSameEachTime() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Fixtures.seedListBoxItemStyles.write(
      toFile: folder + "/CustomStyles.xml", atomically: true, encoding: .utf8)
    let first = try LiveryRun(
      ["render", "CustomStyles.xml", "--style", "UITableViewCell", "-o", "a.html"], in: folder)
    let second = try LiveryRun(
      ["render", "CustomStyles.xml", "--style", "UITableViewCell", "-o", "b.html"], in: folder)
    #expect(first.status == 0, "\(first.standardError)")
    #expect(second.status == 0)
    let page = try String(contentsOfFile: folder + "/a.html", encoding: .utf8)
    #expect(page == (try String(contentsOfFile: folder + "/b.html", encoding: .utf8)))
    #expect(page.contains("<figcaption>TableViewCell [UITableViewCell]</figcaption>"))
    #expect(
      page.contains("<div class=\"lv-TableViewCell\" style=\"background-color: rgb(0 255 0)\">"))
    let typeStyle = try LiveryRun(
      ["render", "CustomStyles.xml", "--type", "ListBoxItem"], in: folder)
    #expect(typeStyle.standardOutput.contains("background-color: rgb(255 0 0);"))
  }

  @Test func rendersEveryCatalogTypeWithAll() throws {
    let run = try LiveryRun(["render", "--all"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput.components(separatedBy: "<figure class=\"lv-figure\">").count - 1 == 22)
    #expect(run.standardOutput.hasPrefix("<!DOCTYPE html>"))
  }

  @Test func anUnknownStyleOrTypeFailsWithADiagnostic() throws {
    let style = try LiveryRun(["render", "--style", "EmphasisedButton"])
    #expect(style.status == 1)
    #expect(style.standardOutput.isEmpty)
    #expect(style.standardError.contains("error: no style is called 'EmphasisedButton'"))
    let type = try LiveryRun(["render", "--type", "Buton"])
    #expect(type.status == 1)
    #expect(type.standardError.contains("did you mean 'Button'?"))
    let usage = try LiveryRun(["render"])
    #expect(usage.status == 2)
    #expect(
      usage.standardError.contains(
        "Say what to render: --style NAME (repeatable) or --type TYPE, or --all."))
  }

  @Test func valuesHTMLCannotShowAreListedOnThePageAndWarned() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ".Field:\n    keyboardAppearance: dark\n".write(
      toFile: folder + "/Theme.yaml", atomically: true, encoding: .utf8)
    let run = try LiveryRun(
      ["render", "Theme.yaml", "--style", "Field", "--type", "TextField", "--no-defaults"],
      in: folder)
    #expect(run.status == 0)
    #expect(
      run.standardError.contains(
        "Theme.yaml:2:25: warning: 'keyboardAppearance': dark is kept as data-lv-keyboard-appearance"
      ))
    #expect(run.standardOutput.contains("<h2>Not shown in HTML</h2>"))
    #expect(run.standardOutput.contains("data-lv-keyboard-appearance=\"dark\""))
    let strict = try LiveryRun(
      [
        "render", "Theme.yaml", "--style", "Field", "--type", "TextField", "--no-defaults",
        "--strict",
      ], in: folder)
    #expect(strict.status == 1)
  }

  // MARK: - In a real browser

  @Test(.enabled(if: Chromium.canRun, Comment(rawValue: Chromium.skipMessage)))
  func aDarkRenderIsADarkPageSoWhiteTextShows() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try LiveryRun(
      ["render", "--type", "Label", "--env", "colorScheme=dark", "-o", "dark.html"], in: folder)
    #expect(run.status == 0, "\(run.standardError)")
    let shot = try Chromium.screenshot(of: folder + "/dark.html")
    // The page behind the components is black (it was the light page's grey), as the skin's
    // dark label text expects.
    for (x, y) in [
      (2, 2), (shot.width - 3, 2), (2, shot.height - 3), (shot.width - 3, shot.height - 3),
    ] {
      #expect(
        shot.pixel(x: x, y: y).isClose(to: PNGImage.Pixel(0, 0, 0)),
        "\(x),\(y): \(shot.pixel(x: x, y: y))")
    }
  }

  @Test(.enabled(if: Chromium.canRun, Comment(rawValue: Chromium.skipMessage)))
  func theSeedsListBoxItemCellsAreGreenAndRedInChromium() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Fixtures.seedListBoxItemStyles.write(
      toFile: folder + "/CustomStyles.xml", atomically: true, encoding: .utf8)
    _ = try LiveryRun(
      ["render", "CustomStyles.xml", "--style", "UITableViewCell", "-o", "tree.html"], in: folder)
    _ = try LiveryRun(
      ["render", "CustomStyles.xml", "--type", "ListBoxItem", "-o", "other.html"], in: folder)
    let green = PNGImage.Pixel(0, 255, 0)
    let red = PNGImage.Pixel(255, 0, 0)
    let tree = try Chromium.screenshot(of: folder + "/tree.html")
    let other = try Chromium.screenshot(of: folder + "/other.html")
    let greenPoint = try #require(tree.firstPoint(closeTo: green), "no green cell drawn")
    #expect(tree.firstPoint(closeTo: red) == nil)
    #expect(other.firstPoint(closeTo: red) != nil, "no red cell drawn")
    #expect(other.firstPoint(closeTo: green) == nil)
    // A cell-sized area, not a stray pixel: 300 points along the row are green.
    #expect(
      (greenPoint.x..<greenPoint.x + 300).allSatisfy {
        tree.pixel(x: $0, y: greenPoint.y + 5).isClose(to: green)
      })
  }

  @Test(
    .enabled(if: Chromium.canRun, Comment(rawValue: Chromium.skipMessage)),
    .enabled(
      if: Fixtures.hasCorpus,
      "the shared corpus is not next to the package (../shared/corpus); set LIVERY_CORPUS"))
  func emphasizedButtonHighlightedShowsItsGradientInChromium() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try LiveryRun(
      [
        "render", Fixtures.corpusFile("maf/SAPDefaultStyle.xml"), "--style", "EmphasizedButton",
        "--state", "highlighted", "-o",
        folder + "/button.html",
      ])
    #expect(run.status == 0, "\(run.standardError)")
    let shot = try Chromium.screenshot(of: folder + "/button.html")
    // The gradient runs #00599A (top) → #007AB6 (bottom) inside a #002D4D border.
    let top = try #require(
      shot.firstPoint(closeTo: PNGImage.Pixel(0x00, 0x59, 0x9A), tolerance: 6),
      "no gradient start colour")
    let column = top.x + 10
    let inside = (top.y..<shot.height).filter {
      shot.pixel(x: column, y: $0).isClose(to: PNGImage.Pixel(0x00, 0x7A, 0xB6), tolerance: 6)
    }
    let bottom = try #require(inside.last, "no gradient end colour")
    #expect(bottom > top.y + 20)
    #expect(
      shot.firstPoint(closeTo: PNGImage.Pixel(0x00, 0x2D, 0x4D), tolerance: 10) != nil,
      "no border colour")
    // And white title text inside it.
    #expect(
      (top.y..<bottom).contains { y in
        (top.x..<top.x + 80).contains {
          shot.pixel(x: $0, y: y).isClose(to: PNGImage.Pixel(255, 255, 255), tolerance: 20)
        }
      })
  }
}

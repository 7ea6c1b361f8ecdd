import Foundation
import LiveryTestSupport
import Testing

/// Pages Livery draws from hostile themes load nothing from anywhere else (issue 26 §2): theme text
/// stays inside the CSS string, identifier or URL it lands in, and the pages' Content-Security-Policy
/// forbids loading from elsewhere even if it did not. Checked in headless Chromium with a listener on
/// loopback that counts every connection the page makes.
@Suite struct HostileOutputTests {
  /// A MAF skin and a Motif theme whose font names, image URLs and names try to end their CSS
  /// string and load `http://127.0.0.1:PORT/…`.
  static func themes(port: Int, in folder: String) throws {
    let url = "http://127.0.0.1:\(port)/pwn"
    let maf = """
      <styles>
        <Style TargetType="Label"><Setter Property="FontFamily" Value="Y&#10;;background-image:url(\(url)-maf);--x:1"/></Style>
        <Style TargetType="Button"><Setter Property="FontFamily" Value="Q&quot;;background:url(\(url)-quote) &quot;"/></Style>
      </styles>
      """
    try maf.write(toFile: folder + "/Skin.xml", atomically: true, encoding: .utf8)
    let motif = """
      {".Card": {"fontName": "Z\\n;background-image:url(\(url)-motif)", "backgroundImage": {"url": "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>\\") no-repeat, url(\(url)-data) , url(\\""}}}
      """
    try motif.write(toFile: folder + "/Theme.json", atomically: true, encoding: .utf8)
  }

  @Test(.enabled(if: Chromium.canRun, Comment(rawValue: Chromium.skipMessage)))
  func renderedPagesAndSnapshotsLoadNothingFromElsewhere() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let listener = try LoopbackListener()
    defer { listener.stop() }
    try Self.themes(port: listener.port, in: folder)

    let label = try LiveryRun(
      ["render", "Skin.xml", "--type", "Label", "-o", "label.html"], in: folder)
    #expect(label.status == 0, "\(label.standardError)")
    let button = try LiveryRun(
      ["render", "Skin.xml", "--type", "Button", "-o", "button.html"], in: folder)
    #expect(button.status == 0, "\(button.standardError)")
    let card = try LiveryRun(
      ["render", "Theme.json", "--style", "Card", "--type", "View", "-o", "card.html"], in: folder)
    #expect(card.status == 0, "\(card.standardError)")
    let page = try String(contentsOfFile: folder + "/label.html", encoding: .utf8)
    #expect(
      page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"))
    // The newline is an escape inside the family's string, not the end of the declaration.
    #expect(page.contains("font-family: &quot;Y\\a ;background-image:url("), "\(page)")
    for name in ["label", "button", "card"] {
      _ = try Chromium.screenshot(of: folder + "/\(name).html")
    }
    let snapshot = try LiveryRun(
      ["preview", "Skin.xml", "Theme.json", "--snapshot", "shots"], in: folder)
    #expect(snapshot.status == 0, "\(snapshot.standardError)")
    _ = try Chromium.screenshot(of: folder + "/shots/index.html", width: 1200, height: 2000)
    #expect(
      listener.count == 0, "the pages connected to the loopback listener \(listener.count) times")
  }

  @Test(.enabled(if: Chromium.canRun, Comment(rawValue: Chromium.skipMessage)))
  func theListenerSeesAPageThatDoesLoad() throws {
    // The control: a page that really loads from the listener is counted, so zero above means zero.
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let listener = try LoopbackListener()
    defer { listener.stop() }
    try "<!DOCTYPE html><img src=\"http://127.0.0.1:\(listener.port)/x.png\">".write(
      toFile: folder + "/control.html", atomically: true, encoding: .utf8)
    _ = try Chromium.screenshot(of: folder + "/control.html")
    #expect(listener.count > 0)
  }

  @Test(.enabled(if: Chromium.canRun, Comment(rawValue: Chromium.skipMessage)))
  func convertedCSSKeepsEveryRuleAChromiumParses() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let motif =
      ##"{".G": {"font": {"name": "Y\n;}\nbody { --pwn: 1 }\n.x{", "size": 12}}, ".H</style><script>document.title='pwn'</script>": {"textColor": "#ff0000"}}"##
    try motif.write(toFile: folder + "/T.json", atomically: true, encoding: .utf8)
    let run = try LiveryRun(["convert", "T.json", "--to", "css"], in: folder)
    #expect(run.status == 0, "\(run.standardError)")
    // The CSS inline in a page, and a script that lists the rules Chromium's own parser found.
    let page = """
      <!DOCTYPE html><html><head><style>\(run.standardOutput)</style></head><body><pre id="out"></pre>
      <script>document.getElementById("out").textContent = JSON.stringify([...document.styleSheets[0].cssRules].map(r => r.selectorText || r.cssText.slice(0, 20)));</script>
      </body></html>
      """
    try page.write(toFile: folder + "/page.html", atomically: true, encoding: .utf8)
    let dom = try Chromium.dumpDOM(of: folder + "/page.html")
    let json = try #require(
      dom.range(of: "<pre id=\"out\">").map { dom[$0.upperBound...].prefix { $0 != "<" } })
    let selectors = try #require(
      try JSONSerialization.jsonObject(
        with: Data(String(json).replacingOccurrences(of: "&quot;", with: "\"").utf8)) as? [String])
    #expect(selectors.count == 2, "\(selectors)")
    #expect(!selectors.contains { $0.contains("body") }, "\(selectors)")
    #expect(!dom.contains("<title>pwn</title>"))
  }
}

import Foundation
import Hummingbird
import HummingbirdTesting
import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

@testable import LiveryServer

/// `/tokens` (review-tools.md §3): colours as swatches by group, type drawn in its font,
/// dimensions as bars, shadows on a card, aliases as chains; light and dark side by side.
@Suite struct TokenPageTests {
  static let tokens = """
    {
      "color": {
        "$type": "color",
        "blue": { "500": { "$value": "#0057b8" } },
        "accent": { "$value": "{color.blue.500}" }
      },
      "space": { "$type": "dimension", "small": { "$value": { "value": 8, "unit": "px" } } },
      "font": { "body": { "$type": "fontFamily", "$value": "Avenir Next" } },
      "shadow": {
        "card": {
          "$type": "shadow",
          "$value": { "color": "#00000033", "offsetX": { "value": 0, "unit": "px" },
            "offsetY": { "value": 2, "unit": "px" }, "blur": { "value": 8, "unit": "px" },
            "spread": { "value": 0, "unit": "px" } }
        }
      }
    }
    """

  @Test func tokensHaveAPageOfTheirOwnDrawnAsWhatTheyAre() async throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.tokens.write(
      toFile: folder + "/brand.tokens.json", atomically: true, encoding: .utf8)
    let session = PreviewSession {
      ThemeLoader.read(
        [.file(folder + "/brand.tokens.json")], options: .init(includeDefaults: true)
      )
      .compile()
    }
    let app = PreviewServer.application(session: session, hub: EventHub())
    try await app.test(.router) { client in
      try await client.execute(uri: "/tokens", method: .get) { response in
        #expect(response.status == .ok)
        let html = String(buffer: response.body)
        #expect(html.contains("<title>Tokens of brand.tokens.json — Livery preview</title>"))
        // Colours by group, with swatches; the alias as its chain.
        #expect(html.contains("<h2>Colours <small>(2)</small></h2>"))
        #expect(html.contains("<code>color.accent</code>"))
        #expect(html.contains("→ color.blue.500"), "\(html)")
        #expect(html.contains("class=\"lv-swatch\" style=\"background: rgb(0 87 184)\""))
        // The typography scale, dimensions and shadows drawn.
        #expect(html.contains("<h2>Typography <small>(1)</small></h2>"))
        #expect(html.contains("class=\"lv-font-sample\""))
        #expect(html.contains("<h2>Dimensions <small>(1)</small></h2>"))
        #expect(html.contains("class=\"lv-token-bar\" style=\"width: 8px\""))
        #expect(html.contains("<h2>Shadows <small>(1)</small></h2>"))
        #expect(html.contains("class=\"lv-token-shadow\""))
        // A light-only token tree: one value column.
        #expect(html.contains("<th>value</th>"))
      }
      try await client.execute(uri: "/", method: .get) { response in
        #expect(String(buffer: response.body).contains("<a href=\"/tokens\">Tokens</a>"))
      }
    }
  }

  @Test func lightAndDarkContextsAreSideBySide() async throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ##"{"bg": {"$type": "color", "$value": "#ffffff"}}"##.write(
      toFile: folder + "/light.tokens.json", atomically: true, encoding: .utf8)
    try ##"{"bg": {"$type": "color", "$value": "#000000"}}"##.write(
      toFile: folder + "/dark.tokens.json", atomically: true, encoding: .utf8)
    let inputs: [ThemeInput] = [
      .file(folder + "/light.tokens.json").when(Conditions([.equals(.colorScheme, "light")])),
      .file(folder + "/dark.tokens.json").when(Conditions([.equals(.colorScheme, "dark")])),
    ]
    let theme = await ThemeLoader.read(inputs, options: .init(includeDefaults: true)).compile()
    let html = TokenPage.render(theme: theme, live: false)
    #expect(html.contains("<th>light</th><th>dark</th>"))
    #expect(html.contains("#FFFFFF</code></td><td>"))
    #expect(html.contains("#000000</code></td>"))
    // A static page has no links to a server.
    #expect(!html.contains("href=\"/\""))
  }
}

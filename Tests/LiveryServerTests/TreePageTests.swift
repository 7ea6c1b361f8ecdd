import Foundation
import Hummingbird
import HummingbirdTesting
import LiveryComponents
import LiveryCore
import LiveryFormats
import LiveryHTML
import LiveryTestSupport
import Testing

@testable import LiveryServer

/// The preview's tree page, in process: every tap is a link to the next state.
@Suite struct TreePageTests {
  static func page(_ uri: String) async throws -> String {
    let session = PreviewSession {
      ThemeLoader.read([], options: .init(includeDefaults: true)).compile()
    }
    let app = PreviewServer.application(session: session, hub: EventHub())
    return try await app.test(.router) { client in
      try await client.execute(uri: uri, method: .get) { response in
        #expect(response.status == .ok)
        return String(buffer: response.body)
      }
    }
  }

  @Test func theRootLevelLinksEachRowToItsNextState() async throws {
    let html = try await Self.page("/tree")
    #expect(html.contains(">Products</span>"))  // the root's label is the title
    #expect(html.contains("href=\"/tree?at=laptops\""))  // a node opens its level
    #expect(html.contains("href=\"/tree?leaf=help\""))  // a leaf is selected
    #expect(html.contains("lv-tree-badge"))
    #expect(html.contains(">3</span>"))  // Laptops: three leaves
    #expect(html.contains(">new</span>"))  // Accessories: the app's badge
    #expect(html.contains("lv-color-scheme-dark"))  // light and dark side by side
    #expect(html.contains("id=\"lv-gallery\""))  // the live region the reload script refreshes
  }

  @Test func levelsLeavesAndActionsFollowTheURL() async throws {
    let level = try await Self.page("/tree?at=phones,android")
    #expect(level.contains(">Android</span>"))
    #expect(level.contains("href=\"/tree?at=phones\""))  // back
    let leaf = try await Self.page("/tree?at=phones&leaf=iphone")
    #expect(
      leaf.contains(
        "role=\"alertdialog\"><p>Selected “iPhone 17”</p><a href=\"/tree?at=phones\">OK</a>"))
    let editing = try await Self.page("/tree?at=laptops&edit=1&checked=x1")
    // checking another
    #expect(editing.contains("href=\"/tree?at=laptops&amp;edit=1&amp;checked=x1,t14\""))
    #expect(
      editing.contains("href=\"/tree?at=laptops&amp;edit=1&amp;checked=x1&amp;action=order\""))
    let acted = try await Self.page("/tree?at=laptops&edit=1&checked=x1,air&action=order")
    #expect(acted.contains("<p>Order: ThinkPad X1, MacBook Air</p>"))
    // Nothing checked: the buttons are disabled and link nowhere.
    let none = try await Self.page("/tree?at=laptops&edit=1")
    #expect(!none.contains("action=order"))
    // A path that no longer fits stops where it stops fitting.
    let stale = try await Self.page("/tree?at=phones,nowhere,android")
    #expect(stale.contains(">Phones</span>"))
  }

  @Test func statesReadBackFromTheirURLs() {
    var state = TreeState()
    state = state.applying(.select("phones"), in: TreePage.sample)
    state = state.applying(.edit(true), in: TreePage.sample)
    state = state.applying(.select("iphone"), in: TreePage.sample)
    let query = String(state.url.dropFirst("/tree?".count))
    #expect(TreeState(query: PreviewServer.queryItems(query)) == state)
    #expect(state.applying(.back, in: TreePage.sample) == TreeState())
  }

  @Test func leavesShowTheirImages() async throws {
    let html = try await Self.page("/tree?at=laptops")
    // 3 leaves, 2 columns
    #expect(html.components(separatedBy: "<img src=\"data:image/svg+xml;base64,").count - 1 == 6)
  }

  @Test func theGalleryShowsTheTreesPartsAndCanShowThemAlone() async throws {
    let gallery = try await Self.page("/")
    #expect(gallery.contains("id=\"type-TreeBrowser\""))
    #expect(gallery.contains("<a href=\"/tree\">Open the tree page</a>"))
    let alone = try await Self.page("/?type=TreeBrowser")
    #expect(alone.contains("data-cells=\"0\""))  // no catalog rows
    #expect(!alone.contains("class=\"lv-type\" id=\"type-Button\""))
    // Both rows in both columns: badges (one pressed), and edit mode with its action bar.
    #expect(alone.components(separatedBy: "class=\"lv-tree-part\"").count - 1 == 4)
    // The action bar shows in the edit-mode row only (both columns); the level's is hidden.
    let bars = alone.components(separatedBy: "lv-tree-actions").dropFirst().filter {
      $0.hasPrefix("\"")
    }  // class attributes, not CSS
    let hidden = bars.map { $0.prefix { $0 != ">" }.contains("display: none") }
    #expect(hidden == [true, true, false, false])
    #expect(alone.contains(">✓</span>"))
    // The default skin shown alone leaves the bars and UITableViewCell to their types on
    // purpose: it does not warn about itself.
    #expect(!alone.contains("the theme has no style"))
  }
}

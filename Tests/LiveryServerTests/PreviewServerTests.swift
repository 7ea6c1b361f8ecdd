import Foundation
import Hummingbird
import HummingbirdTesting
import LiveryCore
import LiveryFormats
@testable import LiveryServer
import LiveryTestSupport
import Testing

/// The preview's routes, in process (code-style §17).
@Suite struct PreviewServerTests {
  /// A session over a Motif file in a temporary folder, with the default skin below.
  static func session(_ text: String = ".Card:\n    backgroundColor: '#ff0000'\n") throws -> (PreviewSession, String) {
    let folder = Fixtures.temporaryFolder()
    let path = folder + "/Theme.yaml"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let session = PreviewSession {
      ThemeLoader.read([.file(path)], options: .init(includeDefaults: true)).compile()
    }
    return (session, folder)
  }

  @Test func theGalleryShowsEveryCellOnceAndTheMatrixCount() async throws {
    let (session, folder) = try Self.session()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let app = PreviewServer.application(session: session, hub: EventHub())
    let theme = await session.theme
    let rows = await MainActor.run { GalleryPage.rows(for: theme, selection: GallerySelection()) }
    try await app.test(.router) { client in
      try await client.execute(uri: "/", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        let page = String(buffer: response.body)
        let cells = page.components(separatedBy: "<td class=\"lv-cell").count - 1
        #expect(cells == rows.count * 2)
        #expect(page.contains("data-cells=\"\(rows.count * 2)\""))
        // No duplicate cells: each (type, style, states, environment) once.
        let keys = page.components(separatedBy: "<td class=\"lv-cell").dropFirst().map { $0.components(separatedBy: ">").first ?? "" }
        #expect(Set(keys).count == keys.count)
        #expect(ComponentCatalog.standard.types.allSatisfy { page.contains("id=\"type-\($0.rawValue)\"") })
        #expect(page.contains("colorScheme=light") && page.contains("colorScheme=dark"))
      }
      // The selection lives in the URL.
      try await client.execute(uri: "/?columns=idiom:phone,pad&type=Button", method: .get) { response in
        let page = String(buffer: response.body)
        #expect(page.contains("idiom=pad"))
        #expect(!page.contains("id=\"type-Label\""))
        #expect(page.contains("id=\"type-Button\""))
      }
    }
  }

  @Test func stylesWithoutATypeAreShownOnTheTypeTheirNameOrValuesSuggest() async throws {
    let (session, folder) = try Self.session(
      ".Card:\n    backgroundColor: '#ff0000'\n.WarningButton:\n    backgroundColor: '#ff0000'\n.Caption:\n    fontSize: 11\n")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let theme = await session.theme
    let rows = await MainActor.run { GalleryPage.rows(for: theme, selection: GallerySelection()) }
    #expect(rows.contains(GalleryRow(type: .view, style: "Card", states: [])))
    #expect(rows.contains(GalleryRow(type: .button, style: "WarningButton", states: [])))
    #expect(rows.contains(GalleryRow(type: .label, style: "Caption", states: [])))
  }

  @Test func theInspectorShowsValuesAndWhereTheyCameFrom() async throws {
    let (session, folder) = try Self.session()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let app = PreviewServer.application(session: session, hub: EventHub())
    try await app.test(.router) { client in
      try await client.execute(uri: "/inspect?type=Button&states=highlighted&env=colorScheme:dark", method: .get) { response in
        let html = String(buffer: response.body)
        #expect(response.status == .ok)
        #expect(html.contains("<th>backgroundColor</th>"))
        #expect(html.contains("lv-swatch"))
        #expect(html.contains("DefaultSkin-dark.xml:"))
      }
      try await client.execute(uri: "/inspect", method: .get) { response in
        #expect(response.status == .badRequest)
      }
    }
  }

  @Test func noPathReachesTheFileSystem() async throws {
    let (session, folder) = try Self.session()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let app = PreviewServer.application(session: session, hub: EventHub())
    try await app.test(.router) { client in
      for uri in ["/../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/etc/passwd", "//etc/passwd", "/Theme.yaml", "/\(folder)/Theme.yaml"] {
        try await client.execute(uri: uri, method: .get) { response in
          #expect(response.status == .notFound, "\(uri)")
          #expect(!String(buffer: response.body).contains("root:"))
        }
      }
      // Query values are names, never paths.
      for uri in ["/inspect?type=../../etc/passwd", "/inspect?type=%2e%2e%2f%2e%2e%2fetc%2fpasswd&style=/etc/passwd", "/?type=%2e%2e", "/?columns=colorScheme:../../x"] {
        try await client.execute(uri: uri, method: .get) { response in
          let body = String(buffer: response.body)
          #expect(!body.contains("root:"), "\(uri)")
          #expect(!body.contains("<script>alert"), "\(uri)")
        }
      }
    }
  }

  @Test func hostNamesAreReadFromTheAuthority() {
    #expect(HostCheck.hostName("localhost:8080") == "localhost")
    #expect(HostCheck.hostName("[::1]:8080") == "[::1]")
    #expect(HostCheck.hostName("Evil.Example") == "evil.example")
    #expect(HostCheck.loopback.contains(HostCheck.hostName("127.0.0.1:1234")))
  }

  @Test func aBrokenSaveKeepsTheLastGoodThemeAndShowsTheBanner() async throws {
    let (session, folder) = try Self.session()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let app = PreviewServer.application(session: session, hub: EventHub())
    let good = await session.theme
    try ".Card:\n    backgroundColor: $Missing\n".write(toFile: folder + "/Theme.yaml", atomically: true, encoding: .utf8)
    #expect(await session.reload() == .refused(1))
    #expect(await session.theme === good)
    #expect(await session.snapshot().showsLastGood)
    try await app.test(.router) { client in
      try await client.execute(uri: "/", method: .get) { response in
        let page = String(buffer: response.body)
        #expect(page.contains("The last save has errors; showing the last good theme."))
        #expect(page.contains("Theme.yaml:2:22</code> unknown constant"))
      }
    }
    try ".Card:\n    backgroundColor: '#00ff00'\n".write(toFile: folder + "/Theme.yaml", atomically: true, encoding: .utf8)
    #expect(await session.reload() == .applied(2))
    try await app.test(.router) { client in
      try await client.execute(uri: "/", method: .get) { response in
        #expect(String(buffer: response.body).contains("<div id=\"lv-banner\" hidden></div>"))
      }
    }
  }

  @Test func eventsCountUpAndClientsAreBounded() async throws {
    let hub = EventHub()
    let stream = try #require(await hub.subscribe())
    await hub.publish("reload", data: "{}")
    await hub.publish("refused", data: "{\"errors\":1}")
    var iterator = stream.makeAsyncIterator()
    let first = await iterator.next()
    let second = await iterator.next()
    #expect(first?.text == "id: 1\nevent: reload\ndata: {}\n\n")
    #expect(second?.id == 2 && second?.name == "refused")
    var streams: [AsyncStream<EventHub.Event>] = []
    while let extra = await hub.subscribe() { streams.append(extra) }
    #expect(streams.count == EventHub.maximumClients - 1)
    #expect(await hub.clientCount == EventHub.maximumClients)
    // A page that never reads keeps only the newest 8 events.
    for _ in 0..<20 { await hub.publish("reload", data: "{}") }
    var stalled = streams[0].makeAsyncIterator()
    #expect(await stalled.next()?.id == 15)  // ids 3…22 were sent; 15…22 are kept
    // Heartbeats are comments, without ids.
    let fresh = EventHub()
    let heard = try #require(await fresh.subscribe())
    await fresh.ping()
    var heardIterator = heard.makeAsyncIterator()
    #expect(await heardIterator.next()?.text == ": ping\n\n")
  }
}

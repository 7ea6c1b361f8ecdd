import Foundation
import LiveryTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `livery preview` as a user runs it: the binary, a real socket, real file saves.
@Suite(.serialized) struct PreviewCommandTests {
  /// A plain HTTP connection reading a response as it streams.
  final class Connection {
    let socket: Int32
    private(set) var received = ""

    init(port: Int, path: String, host: String = "127.0.0.1") throws {
      socket = try Loopback.connect(port: port)
      let request = "GET \(path) HTTP/1.1\r\nHost: \(host)\r\nAccept: text/event-stream\r\n\r\n"
      _ = request.withCString { send(socket, $0, strlen($0), 0) }
    }

    deinit { close(socket) }

    /// Reads until `text` has arrived `count` times, or `timeout` seconds pass.
    func wait(for text: String, count: Int = 1, timeout: Double = 10) -> Bool {
      let deadline = Date().addingTimeInterval(timeout)
      var buffer = [UInt8](repeating: 0, count: 65536)
      while received.components(separatedBy: text).count - 1 < count, Date() < deadline {
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 100) > 0 else { continue }
        let read = recv(socket, &buffer, buffer.count, 0)
        guard read > 0 else { break }
        received += String(decoding: buffer[0..<read], as: UTF8.self)
      }
      return received.components(separatedBy: text).count - 1 >= count
    }
  }

  @Test func savesReachOpenPagesAsEventsAndCtrlCStopsCleanly() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ".Card:\n    backgroundColor: '#ff0000'\n".write(
      toFile: folder + "/Theme.yaml", atomically: true, encoding: .utf8)
    let server = try PreviewProcess(["Theme.yaml"], in: folder)
    var stopped = false
    defer { if !stopped { _ = server.interrupt() } }
    let events = try Connection(port: server.port, path: "/events")
    #expect(events.wait(for: ": connected"))
    // An editor's atomic save: one reload.
    try ".Card:\n    backgroundColor: '#00ff00'\n".write(
      toFile: folder + "/.Theme.yaml.tmp", atomically: false, encoding: .utf8)
    #expect(rename(folder + "/.Theme.yaml.tmp", folder + "/Theme.yaml") == 0)
    #expect(events.wait(for: "event: reload"))
    // A broken save: refused, the page keeps the last good theme.
    try ".Card:\n    backgroundColor: $Missing\n".write(
      toFile: folder + "/Theme.yaml", atomically: true, encoding: .utf8)
    #expect(events.wait(for: "event: refused"))
    let page = try Connection(port: server.port, path: "/")
    #expect(page.wait(for: "</html>"))
    #expect(page.received.contains("The last save has errors; showing the last good theme."))
    // A page served under another name (DNS rebinding) gets nothing.
    let rebound = try Connection(port: server.port, path: "/", host: "evil.example")
    #expect(rebound.wait(for: "403"))
    // Fixed again.
    try ".Card:\n    backgroundColor: '#0000ff'\n".write(
      toFile: folder + "/Theme.yaml", atomically: true, encoding: .utf8)
    #expect(events.wait(for: "event: reload", count: 2))
    #expect(events.received.contains("id: 1\nevent: reload"))
    #expect(events.received.contains("id: 2\nevent: refused"))
    #expect(events.received.contains("id: 3\nevent: reload"))
    stopped = true
    #expect(server.interrupt() == 0)
  }

  /// No browser to be found.
  static let withoutChromium = ["PATH": "/nonexistent", "LIVERY_CHROMIUM": ""]

  @Test func aSnapshotWritesTheGalleryWithoutAServer() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try LiveryRun(
      ["preview", "--snapshot", "out"], in: folder, environment: Self.withoutChromium)
    #expect(run.status == 0, "\(run.standardError)")
    let page = try String(contentsOfFile: folder + "/out/index.html", encoding: .utf8)
    #expect(page.contains("id=\"type-Button\""))
    #expect(!page.contains("<script"))
    #expect(run.standardError.contains("no PNGs were made"))
    _ = try LiveryRun(
      ["preview", "--snapshot", "again"], in: folder, environment: Self.withoutChromium)
    // byte for byte
    #expect(page == (try String(contentsOfFile: folder + "/again/index.html", encoding: .utf8)))
  }

  /// With Chromium, a PNG per type shown, the same bytes every time.
  @Test(.enabled(if: Chromium.canRun, Comment(rawValue: Chromium.skipMessage)))
  func aSnapshotDrawsEachTypeShown() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try
      ".Card:\n    backgroundColor: '#ff0000'\n.Title:\n    textColor: '#0000ff'\n    fontSize: 20\n"
      .write(toFile: folder + "/Theme.yaml", atomically: true, encoding: .utf8)
    for output in ["out", "again"] {
      let run = try LiveryRun(
        ["preview", "--type", "View", "--snapshot", output, "Theme.yaml"], in: folder)
      #expect(run.status == 0, "\(run.standardError)")
    }
    let written = try FileManager.default.contentsOfDirectory(atPath: folder + "/out").sorted()
    #expect(written == [".livery-snapshot", "View.png", "index.html"])
    for name in written {
      #expect(
        FileManager.default.contents(atPath: folder + "/out/" + name)
          == FileManager.default.contents(atPath: folder + "/again/" + name), "\(name)")
    }
    let view = try PNGImage(
      bytes: [UInt8](try #require(FileManager.default.contents(atPath: folder + "/out/View.png"))))
    #expect(view.width == 1280)
    #expect(view.firstPoint(closeTo: .init(255, 0, 0)) != nil, "the Card's red is drawn")
    // Sized to its content: the last rows are the page's margin, the rows above them are not.
    let page = PNGImage.Pixel(242, 242, 247)
    func blank(_ y: Int) -> Bool {
      (0..<view.width).allSatisfy { view.pixel(x: $0, y: y).isClose(to: page) }
    }
    let lastDrawn = try #require((0..<view.height).last { !blank($0) }, "nothing drawn")
    #expect(
      view.height - lastDrawn <= 64, "\(view.height - lastDrawn) px of blank under the content")
    // A static snapshot has no toolbar: its controls would do nothing.
    let page1 = try String(contentsOfFile: folder + "/out/index.html", encoding: .utf8)
    #expect(!page1.contains("id=\"lv-toolbar\""))
    // The tree's parts alone, in the default skin: its badges' blue is drawn.
    let tree = try LiveryRun(
      ["preview", "--type", "TreeBrowser", "--snapshot", "tree"], in: folder)
    #expect(tree.status == 0, "\(tree.standardError)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder + "/tree").sorted() == [
        ".livery-snapshot", "TreeBrowser.png", "index.html",
      ])
    let parts = try PNGImage(
      bytes: [UInt8](
        try #require(FileManager.default.contents(atPath: folder + "/tree/TreeBrowser.png"))))
    #expect(parts.firstPoint(closeTo: .init(0, 87, 184)) != nil, "the badges' blue is drawn")
    let unknown = try LiveryRun(["preview", "--type", "Buton", "--snapshot", "x"], in: folder)
    #expect(unknown.status != 0)
    #expect(unknown.standardError.contains("Did you mean Button?"), "\(unknown.standardError)")
  }

  /// A snapshot says how far it is on a terminal (under `script`, which gives it one), and
  /// nothing of it in a pipe.
  @Test(
    .enabled(
      if: Chromium.canRun && FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
      Comment(rawValue: Chromium.skipMessage)))
  func aSnapshotShowsItsProgressOnATerminalOnly() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = [
      "-qc", "'\(LiveryRun.binary)' preview --type Button --snapshot shots", "/dev/null",
    ]
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(text.contains("drawing pictures: 1 of 1"), "\(text)")
    let piped = try LiveryRun(["preview", "--type", "Button", "--snapshot", "piped"], in: folder)
    #expect(piped.status == 0)
    #expect(!piped.standardError.contains("drawing pictures"))
  }
}

import ArgumentParser
import Foundation
import Hummingbird
import LiveryCore
import LiveryFormats
import LiveryServer

/// `livery preview`: the gallery in a browser, repainted on every save.
struct PreviewCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Serve a gallery of every component in every state, light and dark side by side, repainted when a theme file is saved (no files: the default skin).",
    discussion: """
      Binds 127.0.0.1 unless --host says otherwise. GET / is the gallery (the selection lives in the URL), GET /events \
      the Server-Sent Events stream (one event per reload, applied or refused). A save that breaks the theme keeps the \
      last good gallery and shows the errors in a banner. Ctrl-C stops the server.
      """)

  @OptionGroup var theme: ThemeOptions

  @Option(help: "The port to listen on (0: any free port).")
  var port: Int = 8080

  @Option(help: "The address to bind: 127.0.0.1 by default; another address exposes the preview to the network.")
  var host: String = "127.0.0.1"

  @Flag(help: "Leave out Livery's hard-coded defaults and default skin below the files.")
  var noDefaults = false

  @Flag(help: "Open the gallery in the default browser once the server runs.")
  var open = false

  @Option(
    help: ArgumentHelp(
      "Write the gallery to DIR/index.html (self-contained) and, with Chromium installed, DIR/<Type>.png per type; then exit, without a server.",
      valueName: "DIR"))
  var snapshot: String?

  @Option(help: "Milliseconds files must be quiet before saves reload (more for slow or network disks).")
  var debounce: Int = 50

  @Option(help: "Show one component type (the gallery opens at it; a snapshot has only it).")
  var type: String?

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be 0…65535.") }
    guard (1...60_000).contains(debounce) else { throw ValidationError("--debounce must be 1…60000 milliseconds.") }
    if let type, ComponentCatalog.standard.component(TargetType(type)) == nil, TargetType(type) != TreePage.galleryType {
      let types = (ComponentCatalog.standard.types + [TreePage.galleryType]).map(\.rawValue)
      let closest = Suggestions.Candidates(types).closest(to: type).first.map { " Did you mean \($0)?" } ?? ""
      throw ValidationError("--type \(type) is not a component type the gallery shows.\(closest) Types: \(types.joined(separator: ", ")).")
    }
  }

  func run() async throws {
    let options = theme
    let includeDefaults = !noDefaults
    let session = PreviewSession { options.load(includeDefaults: includeDefaults) }
    if let snapshot {
      try await writeSnapshot(session: session, to: snapshot)
      return
    }
    if !["127.0.0.1", "localhost", "::1"].contains(host) {
      Terminal.standardError.write("warning: --host \(host) exposes the preview (and the theme's files) to the network\n")
    }
    let hub = EventHub()
    let live = try await LiveReload(session: session, hub: hub, paths: theme.paths, quietPeriod: Double(debounce) / 1000) { warning in
      Terminal.standardError.write("warning: \(warning)\n")
    }
    defer { live.stop() }
    let host = self.host
    let opensBrowser = open
    let shownType = type
    let app = PreviewServer.application(
      session: session, hub: hub, configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "livery"),
      allowedHosts: [host]
    ) { port in
      let url = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/" + (shownType.map { "?type=\($0)" } ?? "")
      Terminal.standardOutput.write("Livery preview: \(url)\n")
      if opensBrowser { Self.openInBrowser(url) }
    }
    try await app.runService()
  }

  /// `xdg-open` (Linux) or `open` (macOS); a warning when neither works.
  private static func openInBrowser(_ url: String) {
    let process = Process()
    #if os(macOS)
    process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
    process.arguments = [url]
    #else
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-open", url]
    #endif
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch {
      Terminal.standardError.write("warning: could not open a browser (\(error.localizedDescription)); open \(url) yourself\n")
    }
  }

  private func writeSnapshot(session: PreviewSession, to folder: String) async throws {
    let theme = await session.theme
    let diagnostics = await session.diagnostics
    let written = try await GallerySnapshot.write(theme: theme, diagnostics: diagnostics, to: folder, type: type.map(TargetType.init))
    for path in written.pages + written.images { Terminal.standardOutput.write("wrote \(path)\n") }
    if let skipped = written.imagesSkipped { Terminal.standardError.write("note: \(skipped)\n") }
    if diagnostics.containsErrors { throw ExitCode(1) }
  }
}

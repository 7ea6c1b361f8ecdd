import ArgumentParser
import Foundation
import Hummingbird
import LiveryCore
import LiveryFormats
import LiveryReload
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

  @Option(help: "Write the gallery to DIR/index.html (self-contained) and exit, without a server.")
  var snapshot: String?

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be 0…65535.") }
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
    // What the command was given is always watched (a file that failed to load too); what the
    // theme read (Redbeard includes, Motif files found by name) is added after each reload.
    var givenFiles: [String] = []
    var folders: [String] = []
    for path in theme.paths {
      let plain = path.split(separator: "@", maxSplits: 1).first.map(String.init) ?? path
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: plain, isDirectory: &isFolder), isFolder.boolValue {
        folders.append(plain)
      } else {
        givenFiles.append(plain)
      }
    }
    // Saves land in a one-slot mailbox read by one loop: reloads never overlap, events go out in
    // order, and a burst during a long compile gives one more reload, not one per save.
    let (saves, mailbox) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    let watching = WatchedSet()
    func watch(_ files: [String]) throws {
      let watcher = try FileWatcher(files: givenFiles + files, folders: folders) { _ in mailbox.yield() }
      for folder in watcher.unwatchedFolders {
        Terminal.standardError.write("warning: cannot watch \(folder) (inotify's max_user_watches?); saves there are missed\n")
      }
      watching.replace(with: watcher, files: files)
    }
    try watch(await session.files)
    let reloads = Task {
      for await _ in saves {
        switch await session.reload() {
        case .applied(let generation):
          await hub.publish("reload", data: "{\"generation\":\(generation)}")
          let files = await session.files
          if files != watching.files { try? watch(files) }
        case .refused(let errors):
          await hub.publish("refused", data: "{\"errors\":\(errors)}")
        }
      }
    }
    let heartbeat = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(15))
        await hub.ping()
      }
    }
    defer {
      reloads.cancel()
      heartbeat.cancel()
      mailbox.finish()
      watching.stop()
    }
    let host = self.host
    let opensBrowser = open
    let app = PreviewServer.application(
      session: session, hub: hub, configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "livery"),
      allowedHosts: [host]
    ) { port in
      let url = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
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
    let page = await MainActor.run {
      GalleryPage.render(
        theme: theme, selection: GallerySelection(), diagnostics: diagnostics, showsLastGood: false, generation: 1, live: false)
    }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(page.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent("index.html"), options: .atomic)
    Terminal.standardOutput.write("wrote \(folder)/index.html\n")
    if diagnostics.containsErrors { throw ExitCode(1) }
  }
}

/// The watcher in use, replaced when the theme's files change.
private final class WatchedSet: @unchecked Sendable {
  // @unchecked: every access holds `lock`.
  private let lock = NSLock()
  private var watcher: FileWatcher?
  private var watchedFiles: [String] = []

  var files: [String] {
    lock.lock()
    defer { lock.unlock() }
    return watchedFiles
  }

  func replace(with watcher: FileWatcher, files: [String]) {
    lock.lock()
    let old = self.watcher
    self.watcher = watcher
    watchedFiles = files
    lock.unlock()
    old?.stop()
  }

  func stop() {
    lock.lock()
    let current = watcher
    watcher = nil
    lock.unlock()
    current?.stop()
  }
}

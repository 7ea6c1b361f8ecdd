import ArgumentParser
import Foundation
import Hummingbird
import LiveryBundles
import LiveryCore
import LiveryFormats
import LiveryLint
import LiveryReporting
import LiveryServer

/// `livery preview`: the gallery in a browser, repainted on every save.
struct PreviewCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract:
      "Serve a gallery of every component in every state, light and dark side by side, repainted when a theme file is saved (no files: the default skin).",
    discussion: """
      Binds 127.0.0.1 unless --host says otherwise. GET / is the gallery (the selection lives in the URL), GET /events \
      the Server-Sent Events stream (one event per reload, applied or refused). A save that breaks the theme keeps the \
      last good gallery and shows the errors in a banner. Ctrl-C stops the server.

      With --updates URL --trust KEY the preview also runs the bundle updater against that repository, as an app \
      does: it starts from the last good bundle in --state, checks every --poll seconds, and repaints when a new bundle \
      is installed (refusals are printed, and the bundle in use stays). After a failed check it waits less than an \
      app would: doubling from the shorter of --poll and a minute, to at most 30 seconds (or --poll, if that is \
      longer), so a preview sees a restarted server soon.
      """)

  @OptionGroup var theme: ThemeOptions

  @Option(help: "The port to listen on (0: any free port).")
  var port: Int = 8080

  @Option(
    help:
      "The address to bind: 127.0.0.1 by default; another address exposes the preview to the network."
  )
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

  @Option(
    help: ArgumentHelp(
      "Compare with the theme before a change (a file, folder or REV:PATH from git): each cell shows before | after, changed cells are marked, and 'Changes only' filters to them; with --snapshot, DIR/<Type>-before.png and -after.png of the changed cells.",
      valueName: "OLD"))
  var compare: String?

  @Option(
    help: "Milliseconds files must be quiet before saves reload (more for slow or network disks).")
  var debounce: Int = 50

  @Option(
    name: .customLong("max-file-size"),
    help:
      "The largest theme file the preview reads, in MB; a larger one is refused with an error in the banner and the last good theme stays."
  )
  var maxFileSize: Int = PreviewSession.defaultMaximumFileBytes >> 20

  @Option(help: "Show one component type (the gallery opens at it; a snapshot has only it).")
  var type: String?

  @Option(
    help: "A bundle repository to update from, as an app does (livery serve, or any static host).")
  var updates: String?

  @Option(help: "With --updates: the root public key (NAME.pub) or root document to trust.")
  var trust: String?

  @Option(name: .customLong("state"), help: "With --updates: the updater's state folder.")
  var stateFolder: String = ".livery-updates"

  @Option(help: "With --updates: the app id bundles must name.")
  var app: String = BundleDefaults.app

  @Option(help: "With --updates: the channel.")
  var channel: String = BundleDefaults.channel

  @Option(help: "With --updates: seconds between update checks.")
  var poll: Double = 10

  func validate() throws {
    try theme.format.requireTextOrJSON()
    guard (0...65535).contains(port) else { throw ValidationError("--port must be 0…65535.") }
    guard (1...60_000).contains(debounce) else {
      throw ValidationError("--debounce must be 1…60000 milliseconds.")
    }
    guard (1...65_536).contains(maxFileSize) else {
      throw ValidationError("--max-file-size must be 1…65536 MB.")
    }
    if updates != nil, trust == nil {
      throw ValidationError("--updates needs --trust (the root key or root document to trust)")
    }
    guard poll >= 0.1 else { throw ValidationError("--poll must be at least 0.1 seconds") }
    if let type, ComponentCatalog.standard.component(TargetType(type)) == nil,
      TargetType(type) != TreePage.galleryType
    {
      let types = (ComponentCatalog.standard.types + [TreePage.galleryType]).map(\.rawValue)
      let closest =
        Suggestions.Candidates(types).closest(to: type).first.map { " Did you mean \($0)?" } ?? ""
      throw ValidationError(
        "--type \(type) is not a component type the gallery shows.\(closest) Types: \(types.joined(separator: ", "))."
      )
    }
  }

  func run() async throws {
    let options = theme
    let includeDefaults = !noDefaults
    // A remote bundle, when --updates is given, is the theme's runtime layer.
    let bundleLayer = BundleLayer()
    let updater = try await startUpdater(
      layer: bundleLayer, base: options.load(includeDefaults: includeDefaults))
    let session = PreviewSession(paths: options.paths, maximumFileBytes: maxFileSize << 20) {
      options.load(includeDefaults: includeDefaults, runtimeLayer: bundleLayer.layer)
    }
    // The project's lint configuration, as `livery lint` finds it: the page shows its findings.
    let (lint, lintProblems, _) = LintCommand.nearestConfiguration(to: options.paths.first)
    for problem in lintProblems {
      Terminal.standardError.write("\(DiagnosticRenderer.printable(problem.description))\n")
    }
    // The theme before the change, read once: what the gallery compares with.
    let before = try compare.map { argument in
      let old = options.load(
        [try DiffCommand.input(argument)], includeDefaults: includeDefaults)
      if DiffCommand.wasNotFound(old) {
        Terminal.standardError.write(
          "error: cannot read \(DiagnosticRenderer.printable(argument)) to compare with\n")
        throw ExitCode(2)
      }
      return old
    }
    if let snapshot {
      try await writeSnapshot(session: session, to: snapshot, compare: before, lint: lint)
      return
    }
    if !Terminal.isLoopback(host) {
      Terminal.standardError.write(
        "warning: --host \(host) exposes the preview (and the theme's files) to the network\n")
    }
    let hub = EventHub()
    let live = try await LiveReload(
      session: session, hub: hub, paths: theme.paths, quietPeriod: Double(debounce) / 1000
    ) { warning in
      Terminal.standardError.write("warning: \(warning)\n")
    } onReload: { outcome, diagnostics in
      // One line per reload, and a refused save's errors as check prints them.
      let time = Date().formatted(.dateTime.hour(.twoDigits(amPM: .omitted)).minute().second())
      let errors = diagnostics.filter { $0.severity == .error }
      let warnings = diagnostics.filter { $0.severity == .warning }.count
      switch outcome {
      case .applied(let generation):
        Terminal.standardOutput.write(
          "\(time) reloaded (generation \(generation)): \(warnings) warning\(warnings == 1 ? "" : "s")\n"
        )
      case .refused(let count):
        Terminal.standardOutput.write(
          "\(time) not reloaded: the save has \(count) error\(count == 1 ? "" : "s"); the last good theme stays\n"
        )
        for error in errors.prefix(10) {
          Terminal.standardOutput.write("  \(DiagnosticRenderer.printable(error.description))\n")
        }
      }
    }
    defer { live.stop() }
    let updates = updater.map { updater in
      Task {
        await updater.run { update in
          switch update.result {
          case .installed(let version):
            bundleLayer.layer = update.theme?.theme.layers.first { $0.role == .runtime }
            Terminal.standardOutput.write("installed bundle \(version)\n")
            live.reloadNow()
            // shown means healthy, for a preview
            Task { await updater.confirmHealthy(version: version) }
          case .unchanged: break
          case .refused:
            Terminal.standardError.write(BundleDefaults.render(update.diagnostics))
          }
        }
      }
    }
    defer { updates?.cancel() }
    let host = self.host
    let opensBrowser = open
    let shownType = type
    let app = PreviewServer.application(
      session: session, hub: hub,
      configuration: ApplicationConfiguration(
        address: .hostname(host, port: port), serverName: "livery"),
      allowedHosts: [host], compare: before, lint: lint
    ) { port in
      let url =
        "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
        + (shownType.map { "?type=\($0)" } ?? "")
      Terminal.standardOutput.write("Livery preview: \(url)\n")
      if opensBrowser { Self.openInBrowser(url) }
    }
    try await Terminal.serve(host: host, port: port) { try await app.runService() }
  }

  /// The updater for `--updates`, launched from its state (the last good bundle is the runtime
  /// layer from the start); `nil` without `--updates`.
  private func startUpdater(layer: BundleLayer, base: CompiledTheme) async throws -> BundleUpdater?
  {
    guard let updates, let trust else { return nil }
    guard let repository = URL(string: updates),
      repository.scheme == "http" || repository.scheme == "https"
    else {
      throw ValidationError("\(updates) is not an http(s) URL")
    }
    var configuration = BundleUpdaterConfiguration(
      repository: repository, app: app, channel: channel,
      bundledRoot: try BundleDefaults.trustedRoot(trust), pollInterval: poll)
    // An app backs off for hours to spare a server its fleet would crowd; one preview watching
    // its own server wants the server's return seen within half a minute.
    configuration.backoff.initial = min(configuration.backoff.initial, poll)
    configuration.backoff.maximum = max(poll, min(configuration.backoff.maximum, 30))
    let updater = BundleUpdater(
      configuration: configuration, store: BundleStore(folder: stateFolder),
      transport: URLSessionBundleTransport(), base: base)
    let launch = await updater.launch()
    if !launch.diagnostics.isEmpty {
      Terminal.standardError.write(BundleDefaults.render(launch.diagnostics))
    }
    layer.layer = launch.theme.theme.layers.first { $0.role == .runtime }
    if let version = launch.version {
      Terminal.standardOutput.write("starting from bundle \(version)\n")
      await updater.confirmHealthy(version: version)  // shown means healthy, for a preview
    }
    return updater
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
      Terminal.standardError.write(
        "warning: could not open a browser (\(error.localizedDescription)); open \(url) yourself\n")
    }
  }

  private func writeSnapshot(
    session: PreviewSession, to folder: String, compare: CompiledTheme?, lint: LintConfiguration
  ) async throws {
    let theme = await session.theme
    let diagnostics = await session.diagnostics
    let written: GallerySnapshot.Output
    do {
      written = try await GallerySnapshot.write(
        theme: theme, diagnostics: diagnostics, to: folder, type: type.map(TargetType.init),
        compare: compare, lint: lint
      ) { done, total in
        // On a terminal, one line that counts up; nothing in a log or a pipe.
        guard Terminal.standardError.isInteractive else { return }
        Terminal.standardError.write(
          "\rdrawing pictures: \(done) of \(total)" + (done == total ? "\n" : ""))
      }
    } catch let error as SnapshotFolderError {
      throw Terminal.refuse(error.description)
    }
    for path in written.pages + written.images { Terminal.standardOutput.write("wrote \(path)\n") }
    if let skipped = written.imagesSkipped { Terminal.standardError.write("note: \(skipped)\n") }
    if diagnostics.containsErrors { throw ExitCode(1) }
  }
}

/// The remote bundle's layer, read by the preview's loads and set by the updater.
final class BundleLayer: Sendable {
  private let current = Locked<Layer?>(nil)

  var layer: Layer? {
    get { current.withLock { $0 } }
    set { current.withLock { $0 = newValue } }
  }
}

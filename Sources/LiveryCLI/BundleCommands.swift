import ArgumentParser
import Foundation
import Hummingbird
import LiveryBundles
import LiveryCore
import LiveryFormats
import LiveryReporting
import LiveryServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `bundle` and `update` agree on unless told otherwise.
enum BundleDefaults {
  static let app = "com.example.app"
  static let channel = "production"

  /// The theme a bundle joins when no app theme is given: Livery's defaults and default skin.
  static func baseTheme() -> CompiledTheme {
    ThemeLoader.read([], options: ThemeLoader.Options(includeDefaults: true)).compile()
  }

  static func fail(_ diagnostic: Diagnostic) -> ExitCode {
    Terminal.standardError.write(render([diagnostic]))
    return ExitCode(1)
  }

  static func render(_ diagnostics: [Diagnostic], sources: SourceFiles = SourceFiles()) -> String {
    DiagnosticRenderer(sources: sources, decorator: PlainDecorator()).render(
      diagnostics, summary: false)
  }

  static func readText(_ path: String, what: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else {
      throw Terminal.refuse("cannot read the \(what) \(path)")
    }
    return text
  }

  /// What `--trust` names: a root document (`1.root.json`) or a root public key (`NAME.pub`).
  static func trustedRoot(_ path: String) throws -> TrustRoot {
    let text = try readText(path, what: "trusted key")
    do {
      if text.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("{") {
        return try TrustRoot(envelope: Array(text.utf8), path: path)
      }
      return .pinning([try BundlePublicKey(base64: text)])
    } catch let error as BundleKeyError {
      throw Terminal.refuse("\(path): \(error.description)")
    } catch let diagnostic as Diagnostic {
      throw fail(diagnostic)
    }
  }

  static func signingKey(_ path: String) throws -> BundleSigningKey {
    do {
      return try BundleSigningKey(base64: readText(path, what: "private key"))
    } catch let error as BundleKeyError {
      throw Terminal.refuse("\(path): \(error.description)")
    }
  }
}

/// `livery keygen -o NAME`: a new Ed25519 key pair.
struct KeygenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "keygen",
    abstract:
      "Make an Ed25519 key pair for signing theme bundles: NAME (the private key, readable by you only) and NAME.pub."
  )

  @Option(
    name: .shortAndLong,
    help: "Where to write the private key; the public key goes to the same path plus .pub.")
  var output: String

  @Flag(help: "Replace existing files (the old key is lost).")
  var force = false

  func run() throws {
    let key = BundleSigningKey()
    let publicPath = output + ".pub"
    // Not even --force writes a key over a device or a pipe.
    for path in [output, publicPath] { try OutputPath.check(path, inputs: []) }
    if !force {
      for path in [output, publicPath] where FileManager.default.fileExists(atPath: path) {
        throw Terminal.refuse("\(path) exists; pass --force to replace it (the old key is lost)")
      }
    }
    try Self.create(output, with: key.base64 + "\n", mode: 0o600)
    try Self.create(publicPath, with: key.publicKey.base64 + "\n", mode: 0o644)
    Terminal.standardOutput.write(
      "wrote \(output) (private: keep it secret) and \(publicPath)\nkey id \(key.publicKey.keyID)\n"
    )
  }

  /// Creates `path` with `mode` from the start (a private key is never readable by others, even briefly).
  static func create(_ path: String, with text: String, mode: mode_t) throws {
    unlink(path)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else {
      throw Terminal.refuse("cannot create \(path): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count,
      fsync(descriptor) == 0
    else {
      throw Terminal.refuse("cannot write \(path): \(String(cString: strerror(errno)))")
    }
  }
}

/// `livery bundle PATH… --key KEY --version N -o DIR`: a signed bundle in a repository folder.
struct BundleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bundle",
    abstract:
      "Sign theme files into a bundle repository folder that any static web server can serve (roots/, channels/, blobs/).",
    discussion: """
      The bundle is compiled first as the updater's compile gate does, over Livery's defaults and default skin; a \
      theme with errors is refused. (An app's updater compiles it over the app's own theme: check it with the app's \
      files too.) Each PATH becomes a layer entry, in order: a file, or a folder read as one theme (every file \
      under it is in the bundle, images too). PATH@axis=value attaches it to a variant (Dark.nss@colorScheme=dark).

      The first bundle in DIR also writes root 1: the root keys (--root-key, default the --key: then a stolen --key can \
      sign roots too, so give production root keys of their own and keep them offline) and the manifest key (--key). \
      With --root-key on a later bundle, root N+1 is written, signed by those keys: it names the --key as the manifest \
      key (a rotation when it is new; manifests signed with the old key are refused from then on), renews the root's \
      expiry, and with --new-root-key replaces the root keys.
      """)

  @Argument(
    help: ArgumentHelp(
      "Theme files or folders, in load order (PATH@axis=value for a variant). None: Livery's default skin (its light and dark documents).",
      valueName: "path"))
  var paths: [String] = []

  @Option(help: "The private key that signs the manifest (from livery keygen).")
  var key: String

  @Option(help: "The bundle's version: a whole number above the one published on the channel.")
  var version: Int

  @Option(
    help:
      "When the manifest expires: a UTC time (2026-12-20T10:00:00Z) or a span from now (30d, 12h). Default 30d."
  )
  var expires: String = "30d"

  @Option(help: "The app id the bundle is for (clients refuse bundles for other apps).")
  var app: String = BundleDefaults.app

  @Option(help: "The channel (a folder under channels/).")
  var channel: String = BundleDefaults.channel

  @Option(
    name: .customLong("min-runtime"),
    help: "The oldest Livery runtime that may use the bundle (1.4.0).")
  var minRuntime: String?

  @Option(
    name: .customLong("root-key"),
    help: "A root private key, to sign root 1 or the next root (repeatable).")
  var rootKeys: [String] = []

  @Option(
    name: .customLong("new-root-key"),
    help:
      "A private key of the new root's root role, replacing the current root keys (repeatable; each signs the new root too)."
  )
  var newRootKeys: [String] = []

  @Option(
    name: .customLong("root-threshold"),
    help: "How many root keys must sign the next root (with root 1 or --new-root-key).")
  var rootThreshold = 1

  @Option(
    name: .customLong("root-expires"),
    help: "When a root written now expires (a UTC time or a span). Default 365d.")
  var rootExpires: String = "365d"

  @Option(
    name: .customLong("version-floor"),
    help:
      "In a new root: the lowest manifest version clients accept from it (default: this --version; lower it only to undo a stolen key's huge version)."
  )
  var versionFloor: Int?

  @Option(name: .shortAndLong, help: "The repository folder (created if needed).")
  var output: String

  func validate() throws {
    guard (1...TrustRoot.maximumVersion).contains(version) else {
      throw ValidationError("--version must be 1…\(TrustRoot.maximumVersion)")
    }
    if let minRuntime, RuntimeVersion(minRuntime) == nil {
      throw ValidationError("--min-runtime must be a version like 1.4.0")
    }
    _ = try Self.time(expires, option: "--expires")
    _ = try Self.time(rootExpires, option: "--root-expires")
  }

  /// A UTC time, or a span from now (`30d`, `12h`, `90m`).
  static func time(_ text: String, option: String, now: Date = Date()) throws -> Date {
    let units: [Character: TimeInterval] = ["d": 86400, "h": 3600, "m": 60]
    if let unit = text.last.flatMap({ units[$0] }), let count = Double(text.dropLast()), count > 0 {
      return now.addingTimeInterval(count * unit)
    }
    let formatter = ISO8601DateFormatter()
    guard text.hasSuffix("Z"), let date = formatter.date(from: text) else {
      throw ValidationError(
        "\(option) takes a UTC time like 2026-12-20T10:00:00Z or a span like 30d")
    }
    return date
  }

  func run() throws {
    let now = Date()
    do {
      var request = BundlePublisher.Request(
        contents: try BundlePublisher.contents(of: paths), version: version,
        manifestKey: try BundleDefaults.signingKey(key))
      request.app = app
      request.channel = channel
      request.expires = try Self.time(expires, option: "--expires", now: now)
      request.minRuntime = minRuntime
      request.rootKeys = try rootKeys.map(BundleDefaults.signingKey)
      request.newRootKeys = try newRootKeys.map(BundleDefaults.signingKey)
      request.rootThreshold = rootThreshold
      request.rootExpires = try Self.time(rootExpires, option: "--root-expires", now: now)
      request.versionFloor = versionFloor
      let publisher = BundlePublisher(
        repository: BundleRepository(folder: output), baseTheme: BundleDefaults.baseTheme())
      let report = try publisher.publish(request, now: now)
      if !report.diagnostics.isEmpty {
        Terminal.standardError.write(
          BundleDefaults.render(report.diagnostics, sources: report.sources))
      }
      for warning in report.warnings { Terminal.standardError.write("warning: \(warning)\n") }
      for line in report.written { Terminal.standardOutput.write(line + "\n") }
    } catch let error as BundlePublishingError {
      if !error.diagnostics.isEmpty {
        Terminal.standardError.write(
          BundleDefaults.render(error.diagnostics, sources: error.sources))
      }
      // A repository's diagnostic says it all; other refusals are a sentence.
      if error.diagnostics.count == 1, error.diagnostics[0].message == error.message {
        throw ExitCode(1)
      }
      throw Terminal.refuse(error.message)
    }
  }
}

/// `livery serve DIR`: the repository folder over HTTP on loopback.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract:
      "Serve a bundle repository folder over HTTP (strong ETags, 304s, no-cache manifests, immutable blobs), on 127.0.0.1 unless told otherwise."
  )

  @Argument(help: "The repository folder (from livery bundle).")
  var folder: String

  @Option(help: "The port (0: any free one).")
  var port = 8080

  @Option(help: "The address to listen on.")
  var host = "127.0.0.1"

  func run() async throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue
    else {
      throw Terminal.refuse("\(folder) is not a folder")
    }
    if !Terminal.isLoopback(host) {
      Terminal.standardError.write("warning: --host \(host) serves the folder to the network\n")
    }
    let host = self.host
    let app = BundleFileServer.application(
      folder: folder,
      configuration: ApplicationConfiguration(
        address: .hostname(host, port: port), serverName: "livery"),
      onServerRunning: { port in
        Terminal.standardOutput.write("Serving bundles: http://\(host):\(port)/\n")
      })
    try await Terminal.serve(host: host, port: port) { try await app.runService() }
  }
}

/// `livery update URL --trust KEY --state DIR`: one update cycle, as an app runs it.
struct UpdateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "update",
    abstract:
      "Run one update cycle against a bundle repository, as an app does: exit 0 when the state holds a verified bundle (new or unchanged), 1 when the update was refused (the previous bundle stays)."
  )

  @Argument(help: "The repository's base URL (it holds roots/, channels/, blobs/).")
  var url: String

  @Option(
    help:
      "What to trust: a root public key (NAME.pub from livery keygen) or a root document (1.root.json)."
  )
  var trust: String

  @Option(name: .customLong("state"), help: "The updater's state folder (created if needed).")
  var stateFolder: String

  @Option(help: "The app id bundles must name.")
  var app: String = BundleDefaults.app

  @Option(help: "The channel.")
  var channel: String = BundleDefaults.channel

  @Option(help: "The lowest manifest version accepted even with an empty state.")
  var floor = 0

  @Flag(
    help:
      "Leave a new bundle pending instead of confirming it healthy (an app confirms once it rendered)."
  )
  var noConfirm = false

  func run() async throws {
    guard let repository = URL(string: url),
      repository.scheme == "http" || repository.scheme == "https"
    else {
      throw ValidationError("\(url) is not an http(s) URL")
    }
    let root = try BundleDefaults.trustedRoot(trust)
    let updater = BundleUpdater(
      configuration: BundleUpdaterConfiguration(
        repository: repository, app: app, channel: channel, bundledRoot: root, bundledFloor: floor),
      store: BundleStore(folder: stateFolder), transport: URLSessionBundleTransport(),
      base: BundleDefaults.baseTheme())
    let launch = await updater.launch()
    if !launch.diagnostics.isEmpty {
      Terminal.standardError.write(BundleDefaults.render(launch.diagnostics))
    }
    let update = await updater.update()
    if !update.diagnostics.isEmpty {
      Terminal.standardError.write(BundleDefaults.render(update.diagnostics))
    }
    switch update.result {
    case .installed(let version):
      if !noConfirm { await updater.confirmHealthy(version: version) }
      Terminal.standardOutput.write("installed bundle \(version)\n")
    case .unchanged(let version):
      if !noConfirm, let version { await updater.confirmHealthy(version: version) }
      Terminal.standardOutput.write(
        version.map { "up to date: bundle \($0)\n" } ?? "up to date: no bundle\n")
    case .refused:
      let inUse =
        await updater.state.current.map { "bundle \($0.version) stays in use" }
        ?? "no bundle is in use"
      Terminal.standardOutput.write("refused; \(inUse)\n")
      throw ExitCode(1)
    }
  }
}

public import Foundation
public import LiveryCore
import LiveryFormats

/// Publishes a theme into a bundle repository as `livery bundle` does: the theme is compiled
/// through the updater's compile gate first (a theme with errors is never published), the first
/// bundle writes root 1, a new manifest key or root keys write the next root, signed by the old
/// root keys and checked as a client checks it, and the channel's version only goes up.
///
/// ```swift
/// let contents = try BundlePublisher.contents(of: ["Themes/Brand.nss", "Themes/Dark.nss@colorScheme=dark"])
/// var request = BundlePublisher.Request(contents: contents, version: 8, manifestKey: key)
/// request.rootKeys = [rootKey]                      // root 1, or a rotation to `key`
/// let report = try BundlePublisher(repository: BundleRepository(folder: "repo")).publish(request)
/// report.written.forEach { print($0) }
/// ```
public struct BundlePublisher: Sendable {
  /// The files of a bundle and its layer: each path a layer entry, in load order.
  public struct Contents: Sendable {
    public var files: [(path: String, bytes: [UInt8])]
    public var layer: [BundleManifest.LayerEntry]

    public init(files: [(path: String, bytes: [UInt8])], layer: [BundleManifest.LayerEntry]) {
      self.files = files
      self.layer = layer
    }
  }

  /// What to publish, and the keys and policy for the roots.
  public struct Request: Sendable {
    public var contents: Contents
    /// Above the version published on the channel.
    public var version: Int
    /// Signs the manifest; a root names it as the manifest key.
    public var manifestKey: BundleSigningKey
    public var app: String = "com.example.app"
    public var channel: String = "production"
    /// When the manifest expires (default: 30 days after publishing).
    public var expires: Date?
    /// The oldest Livery runtime that may use the bundle (`1.4.0`).
    public var minRuntime: String?
    /// The root keys: they sign root 1 (default: the manifest key) or the next root.
    public var rootKeys: [BundleSigningKey] = []
    /// Keys that replace the root keys in the next root (each signs it too).
    public var newRootKeys: [BundleSigningKey] = []
    /// How many root keys must sign the next root (with root 1 or `newRootKeys`).
    public var rootThreshold = 1
    /// When a root written now expires (default: 365 days after publishing).
    public var rootExpires: Date?
    /// In a new root: the lowest manifest version clients accept from it (default: `version`).
    public var versionFloor: Int?

    public init(contents: Contents, version: Int, manifestKey: BundleSigningKey) {
      self.contents = contents
      self.version = version
      self.manifestKey = manifestKey
    }
  }

  /// What publishing wrote and what it has to say.
  public struct Report: Sendable {
    /// The manifest published.
    public let manifest: BundleManifest
    /// One sentence per document written (a root, the manifest), in order.
    public let written: [String]
    /// Notices about the repository (a root that expires soon).
    public let warnings: [String]
    /// The theme's warnings (shown, not fatal), with `sources` to show them.
    public let diagnostics: [Diagnostic]
    public let sources: SourceFiles
  }

  public let repository: BundleRepository
  /// The theme a bundle joins when checked: the app's theme below the runtime layer (default:
  /// Livery's defaults and default skin).
  public let baseTheme: CompiledTheme

  public init(repository: BundleRepository, baseTheme: CompiledTheme? = nil) {
    self.repository = repository
    self.baseTheme =
      baseTheme
      ?? ThemeLoader.read([], options: ThemeLoader.Options(includeDefaults: true)).compile()
  }

  /// Publishes `request`: checks the theme, writes the root the keys call for, then the manifest
  /// and its blobs.
  ///
  /// - Throws: `BundlePublishingError`: the theme has errors (with them), a version that is not
  ///   higher, keys that cannot sign what is asked, or a repository that cannot be written.
  public func publish(_ request: Request, now: Date = Date()) throws(BundlePublishingError)
    -> Report
  {
    let files = request.contents.files
    // The compile gate the updater runs, here first.
    let theme = BundleUpdater.compile(
      layer: request.contents.layer,
      files: Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first }),
      name: "bundle-\(request.version)", onto: baseTheme)
    // Livery's own layers have no warnings to show; every error counts.
    let diagnostics = theme.diagnostics.filter {
      $0.severity == .error || ($0.location?.path.hasPrefix(BundleUpdater.bundleRoot + "/") ?? true)
    }
    if diagnostics.containsErrors {
      let errors = diagnostics.count { $0.severity == .error }
      throw BundlePublishingError(
        "the theme has \(errors) error\(errors == 1 ? "" : "s"); no bundle was written",
        diagnostics: diagnostics, sources: theme.sources)
    }
    var written: [String] = []
    var warnings: [String] = []
    do {
      if let published = try repository.publishedManifest(channel: request.channel),
        published.version >= request.version
      {
        throw BundlePublishingError(
          "\(request.channel) already has version \(published.version); clients refuse a version that is not higher (pass --version \(published.version + 1))"
        )
      }
      try publishRoot(request, now: now, written: &written, warnings: &warnings)
      let manifest = try repository.publish(
        files: files, layer: request.contents.layer, app: request.app, channel: request.channel,
        version: request.version, issued: now,
        expires: request.expires ?? now.addingTimeInterval(30 * 86400),
        minRuntime: request.minRuntime, signedBy: [request.manifestKey])
      let bytes = manifest.files.reduce(0) { $0 + $1.length }
      written.append(
        "wrote \(repository.manifestPath(channel: request.channel)): version \(request.version), \(manifest.files.count) file\(manifest.files.count == 1 ? "" : "s"), \(bytes) bytes, expires \(ISO8601DateFormatter().string(from: manifest.expires))"
      )
      return Report(
        manifest: manifest, written: written, warnings: warnings, diagnostics: diagnostics,
        sources: theme.sources)
    } catch let error as BundlePublishingError {
      throw error
    } catch let diagnostic as Diagnostic {
      throw BundlePublishingError(diagnostic.message, diagnostics: [diagnostic])
    } catch {
      throw BundlePublishingError("\(error)")
    }
  }

  /// Root 1 when the folder has none; root N+1 when the manifest key is new to root N, or root
  /// keys are given to renew it or replace them.
  private func publishRoot(
    _ request: Request, now: Date, written: inout [String], warnings: inout [String]
  ) throws {
    let signer = request.manifestKey
    let roots = request.rootKeys
    let expiry = request.rootExpires ?? now.addingTimeInterval(365 * 86400)
    guard let latest = try repository.latestRoot() else {
      let rootKeys = roots.isEmpty ? [signer] : roots
      guard (1...rootKeys.count).contains(request.rootThreshold) else {
        throw BundlePublishingError(
          "--root-threshold must be 1…\(rootKeys.count), the number of root keys")
      }
      let root = TrustRoot(
        version: 1, expires: expiry, keys: rootKeys.map(\.publicKey) + [signer.publicKey],
        rootRole: .init(keyIDs: rootKeys.map(\.publicKey.keyID), threshold: request.rootThreshold),
        manifestRole: .init(keyIDs: [signer.publicKey.keyID], threshold: 1),
        versionFloor: request.versionFloor ?? 0)
      try repository.publish(root, signedBy: rootKeys)
      written.append(
        "wrote \(repository.rootPath(1)): root keys \(rootKeys.map { String($0.publicKey.keyID.prefix(12)) }.joined(separator: ", ")), manifest key \(signer.publicKey.keyID.prefix(12))"
      )
      return
    }
    if roots.isEmpty, latest.expires <= now.addingTimeInterval(30 * 86400) {
      warnings.append(
        "root \(latest.version) expires at \(ISO8601DateFormatter().string(from: latest.expires)); clients accept no manifest after that. Renew it: pass --root-key with its root keys"
      )
    }
    let rotates = !latest.manifestRole.keyIDs.contains(signer.publicKey.keyID)
    guard rotates || !roots.isEmpty || !request.newRootKeys.isEmpty else { return }
    guard !roots.isEmpty else {
      throw BundlePublishingError(
        rotates
          ? "the manifest key \(signer.publicKey.keyID.prefix(12)) is not a manifest key of root \(latest.version); to rotate to it, pass --root-key with root \(latest.version)'s root keys"
          : "--new-root-key needs --root-key with root \(latest.version)'s root keys")
    }
    let replacements = request.newRootKeys
    let rootKeys =
      replacements.isEmpty
      ? latest.rootRole.keyIDs.compactMap { latest.keys[$0] } : replacements.map(\.publicKey)
    var rootRole = latest.rootRole
    if !replacements.isEmpty {
      guard (1...replacements.count).contains(request.rootThreshold) else {
        throw BundlePublishingError(
          "--root-threshold must be 1…\(replacements.count), the number of new root keys")
      }
      rootRole = .init(
        keyIDs: replacements.map(\.publicKey.keyID), threshold: request.rootThreshold)
    }
    let next = TrustRoot(
      version: latest.version + 1, expires: expiry, keys: rootKeys + [signer.publicKey],
      rootRole: rootRole,
      manifestRole: .init(keyIDs: [signer.publicKey.keyID], threshold: 1),
      versionFloor: request.versionFloor ?? request.version)
    // Signed by the old root keys and the new ones, and checked as a client checks it before it
    // is published.
    var signers = roots
    for key in replacements where !signers.contains(where: { $0.publicKey == key.publicKey }) {
      signers.append(key)
    }
    let envelope = SignedEnvelope(
      payload: next.payload, type: SignedEnvelope.rootType, signedBy: signers)
    _ = try latest.next(from: envelope, path: repository.rootPath(next.version))
    try repository.publish(next, signedBy: signers)
    let what = rotates ? "manifest key now \(signer.publicKey.keyID.prefix(12))" : "renewed"
    written.append(
      "wrote \(repository.rootPath(next.version)): \(what)\(replacements.isEmpty ? "" : ", new root keys"), expires \(ISO8601DateFormatter().string(from: expiry))"
    )
  }

  /// The files and layer entries of theme files and folders, in load order (`PATH@axis=value`
  /// attaches one to a variant); Livery's default skin (its light and dark documents) when there
  /// are none. A folder is one theme: every regular file under it (hidden ones left out) is in the
  /// bundle, under the folder's name.
  public static func contents(of paths: [String]) throws(BundlePublishingError) -> Contents {
    guard !paths.isEmpty else {
      return Contents(
        files: [
          ("DefaultSkin.xml", Array(DefaultSkin.lightDocument.utf8)),
          ("DefaultSkin-dark.xml", Array(DefaultSkin.darkDocument.utf8)),
        ],
        layer: [
          .init(path: "DefaultSkin.xml"),
          .init(path: "DefaultSkin-dark.xml", conditions: ["colorScheme": "dark"]),
        ])
    }
    var files: [(path: String, bytes: [UInt8])] = []
    var layer: [BundleManifest.LayerEntry] = []
    var names: Set<String> = []
    for argument in paths {
      var path = argument
      var conditions: [String: String] = [:]
      if !FileManager.default.fileExists(atPath: argument), let at = argument.lastIndex(of: "@") {
        path = String(argument[..<at])
        switch Conditions.parse(String(argument[argument.index(after: at)...])) {
        case .failure(let error): throw BundlePublishingError("\(argument): \(error.message)")
        case .success(let parsed):
          for condition in parsed.all {
            guard case .equals(let value) = condition.test else {
              throw BundlePublishingError(
                "\(argument): a bundle's variants are axis=value conditions")
            }
            conditions[condition.axis.rawValue] = value
          }
        }
      }
      while path.count > 1, path.hasSuffix("/") { path.removeLast() }
      let name = (path as NSString).lastPathComponent
      guard names.insert(name.lowercased()).inserted else {
        throw BundlePublishingError(
          "two paths are named '\(name)'; a bundle keeps each under its name")
      }
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw BundlePublishingError("\(path): no such file or folder")
      }
      if isFolder.boolValue {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
          throw BundlePublishingError("cannot list \(path)")
        }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
          let last = (relative as NSString).lastPathComponent
          if last.hasPrefix(".") {
            if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
              enumerator.skipDescendants()
            }
            continue
          }
          if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
            found.append(relative)
          }
        }
        for relative in found.sorted() {
          files.append((name + "/" + relative, try bytes(path + "/" + relative)))
        }
      } else {
        files.append((name, try bytes(path)))
      }
      layer.append(BundleManifest.LayerEntry(path: name, conditions: conditions))
    }
    return Contents(files: files, layer: layer)
  }

  private static func bytes(_ path: String) throws(BundlePublishingError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw BundlePublishingError("cannot read \(path)")
    }
    return [UInt8](data)
  }
}

/// Why a bundle was not published: a sentence, and the diagnostics behind it (the theme's errors,
/// with the files' text to show them; or the repository's).
public struct BundlePublishingError: Error, Sendable, CustomStringConvertible {
  public let message: String
  public let diagnostics: [Diagnostic]
  public let sources: SourceFiles

  public init(
    _ message: String, diagnostics: [Diagnostic] = [], sources: SourceFiles = SourceFiles()
  ) {
    self.message = message
    self.diagnostics = diagnostics
    self.sources = sources
  }

  public var description: String { message }
}

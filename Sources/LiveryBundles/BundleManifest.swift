public import Foundation
public import LiveryCore
import LiveryFormats

/// What a bundle holds (remote-bundles.md §6.2): which app and channel it is for, its version and
/// validity, the theme's load order, and every file with its SHA-256 and exact length — the one
/// document that is signed. Files are fetched by hash, and nothing outside `files` is ever read.
public struct BundleManifest: Sendable, Equatable {
  public struct File: Sendable, Equatable {
    /// Relative path inside the bundle (`theme/base.yaml`).
    public var path: String
    /// Lowercase hex SHA-256 of the bytes.
    public var sha256: String
    public var length: Int

    public init(path: String, sha256: String, length: Int) {
      self.path = path
      self.sha256 = sha256
      self.length = length
    }
  }

  /// One theme input in load order — a file, or a folder of files read as one theme — applying in
  /// a variant when it has conditions.
  public struct LayerEntry: Sendable, Equatable {
    public var path: String
    /// Environment axis → value (`colorScheme: dark`); empty: always.
    public var conditions: [String: String]

    public init(path: String, conditions: [String: String] = [:]) {
      self.path = path
      self.conditions = conditions
    }
  }

  public var app: String
  public var channel: String
  public var version: Int
  public var issued: Date
  public var expires: Date
  /// The oldest Livery runtime that may use the bundle (`1.4.0`), if any.
  public var minRuntime: String?
  public var layer: [LayerEntry]
  public var files: [File]

  public init(
    app: String, channel: String, version: Int, issued: Date, expires: Date,
    minRuntime: String? = nil, layer: [LayerEntry],
    files: [File]
  ) {
    self.app = app
    self.channel = channel
    self.version = version
    self.issued = issued
    self.expires = expires
    self.minRuntime = minRuntime
    self.layer = layer
    self.files = files
  }

  /// Reads a manifest payload (already verified as signed) and checks it against `limits`:
  /// sizes, hashes and paths are refused here, before anything is downloaded.
  ///
  /// - Throws: `bundle.manifest-invalid` (or `bundle.too-large`), located in the payload.
  public init(payload: [UInt8], path: String, limits: BundleLimits = BundleLimits())
    throws(Diagnostic)
  {
    let code = DiagnosticCode.bundleManifestInvalid
    let json = try StrictJSON(payload, path: path, code: code)
    let root = try StrictJSON.Object.object(
      json.tree.root!, in: json, named: "the manifest", code: code)
    func location(_ key: String) -> SourceLocation? { root.value(key).map(json.tree.location) }
    guard try root.string("type", code: code) == "livery.manifest" else {
      throw .error(code, "\"type\" must be \"livery.manifest\"", at: location("type"))
    }
    guard try root.integer("spec", in: 1...Int.max, code: code) == 1 else {
      throw .error(code, "this client reads spec 1 manifests", at: location("spec"))
    }
    app = try root.string("app", code: code)
    channel = try root.string("channel", code: code)
    version = try root.integer("version", in: 1...TrustRoot.maximumVersion, code: code)
    issued = try BundleTime.parse(
      try root.string("issued", code: code), code: code, at: location("issued"))
    expires = try BundleTime.parse(
      try root.string("expires", code: code), code: code, at: location("expires"))
    guard issued <= expires else {
      throw .error(code, "the manifest expires before it was issued", at: location("expires"))
    }
    minRuntime = try root.optionalString("minRuntime", code: code)
    if let minRuntime, RuntimeVersion(minRuntime) == nil {
      throw .error(code, "\"minRuntime\" must be a version like 1.4.0", at: location("minRuntime"))
    }

    let fileElements = try root.array("files", code: code)
    guard fileElements.count <= limits.maximumFiles else {
      throw .error(
        .bundleTooLarge,
        "the manifest lists \(fileElements.count) files; at most \(limits.maximumFiles) are accepted",
        at: location("files"))
    }
    var files: [File] = []
    var total = 0
    var folded: [String: String] = [:]
    for element in fileElements {
      let entry = try StrictJSON.Object.object(element, in: json, named: "a file", code: code)
      let filePath = try entry.string("path", code: code)
      if let problem = Self.problem(withPath: filePath) {
        throw .error(code, "the path '\(filePath)' \(problem)", at: entry.location)
      }
      // Apple's file systems usually ignore case: `Theme.yaml` and `theme.yaml` would be one file.
      if let other = folded.updateValue(
        filePath, forKey: filePath.folding(options: .caseInsensitive, locale: nil))
      {
        throw .error(
          code, "the paths '\(other)' and '\(filePath)' differ only in case", at: entry.location)
      }
      let sha256 = try entry.string("sha256", code: code)
      guard Hex.isLowercase(sha256, count: 64) else {
        throw .error(
          code, "the sha256 of '\(filePath)' must be 64 lowercase hex digits",
          at: entry.value("sha256").map(json.tree.location))
      }
      let length = try entry.integer("length", in: 0...Int.max, code: code)
      guard length <= limits.maximumFileBytes else {
        throw .error(
          .bundleTooLarge,
          "'\(filePath)' is \(length) bytes; files of at most \(limits.maximumFileBytes) are accepted",
          at: entry.location)
      }
      guard length <= limits.maximumTotalBytes - total else {
        throw .error(
          .bundleTooLarge, "the files add up to more than \(limits.maximumTotalBytes) bytes",
          at: entry.location)
      }
      total += length
      files.append(File(path: filePath, sha256: sha256, length: length))
    }
    // A file cannot also be a folder of another (`a` and `a/b`): installing would fail every time.
    let folders = Set(
      folded.keys.flatMap { key in
        let segments = key.split(separator: "/")
        return (1..<max(1, segments.count)).map { segments.prefix($0).joined(separator: "/") }
      })
    if let clash = files.first(where: {
      folders.contains($0.path.folding(options: .caseInsensitive, locale: nil))
    }) {
      throw .error(
        code, "'\(clash.path)' is both a file and the folder of another file", at: location("files")
      )
    }
    self.files = files

    var layer: [LayerEntry] = []
    for element in try root.array("layer", code: code) {
      let entry = try StrictJSON.Object.object(
        element, in: json, named: "a layer entry", code: code)
      let layerPath = try entry.string("path", code: code)
      // A file, or a folder of files read as one theme (a Redbeard theme root, a Motif folder).
      guard files.contains(where: { $0.path == layerPath || $0.path.hasPrefix(layerPath + "/") })
      else {
        throw .error(
          code, "the layer names '\(layerPath)', which \"files\" does not list", at: entry.location)
      }
      var conditions: [String: String] = [:]
      if entry.value("conditions") != nil {
        for (axis, value) in json.tree.entries(try entry.object("conditions", code: code).index) {
          guard json.tree.kind(value) == .string else {
            throw .error(code, "a condition's value is a string", at: json.tree.location(value))
          }
          conditions[json.tree.string(axis)] = json.tree.string(value)
        }
      }
      layer.append(LayerEntry(path: layerPath, conditions: conditions))
    }
    guard !layer.isEmpty else {
      throw .error(code, "the layer names no theme file", at: location("layer"))
    }
    self.layer = layer
  }

  /// Why `path` cannot name a file in a bundle, or `nil` when it can: relative, `/`-separated,
  /// NFC, no `..` or empty segments, no `\` or control characters, at most 8 segments.
  static func problem(withPath path: String) -> String? {
    if path.isEmpty { return "is empty" }
    if path.hasPrefix("/") { return "is absolute" }
    if path.contains("\\") { return "contains a backslash" }
    if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) {
      return "contains a control character"
    }
    // Swift's == compares canonically equivalent strings as equal, so the bytes are compared.
    if !path.precomposedStringWithCanonicalMapping.utf8.elementsEqual(path.utf8) {
      return "is not in Unicode normal form C"
    }
    let segments = path.split(separator: "/", omittingEmptySubsequences: false)
    if segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
      return "has an empty, '.' or '..' segment"
    }
    if segments.count > 8 { return "has more than 8 segments" }
    return nil
  }

  /// The payload's JSON, two-space indents, files in the order given: the bytes that are signed.
  public var payload: [UInt8] {
    var members: [(String, JSONText)] = [
      ("type", .string("livery.manifest")), ("spec", .number(1)), ("app", .string(app)),
      ("channel", .string(channel)), ("version", .number(Double(version))),
      ("issued", .string(BundleTime.format(issued))),
      ("expires", .string(BundleTime.format(expires))),
    ]
    if let minRuntime { members.append(("minRuntime", .string(minRuntime))) }
    let layer = self.layer.map { entry in
      var members: [(String, JSONText)] = [("path", .string(entry.path))]
      if !entry.conditions.isEmpty {
        members.append(
          (
            "conditions",
            .object(entry.conditions.keys.sorted().map { ($0, .string(entry.conditions[$0]!)) })
          ))
      }
      return JSONText.object(members)
    }
    let files = self.files.map { entry in
      JSONText.object([
        ("path", .string(entry.path)), ("sha256", .string(entry.sha256)),
        ("length", .number(Double(entry.length))),
      ])
    }
    members += [("layer", .array(layer)), ("files", .array(files))]
    return Array((JSONText.object(members).rendered(.document) + "\n").utf8)
  }
}

/// What a client accepts before downloading anything (remote-bundles.md §6.5); configurable.
public struct BundleLimits: Sendable, Equatable {
  public var maximumManifestBytes = 256 << 10
  public var maximumFiles = 1_024
  public var maximumFileBytes = 4 << 20
  public var maximumTotalBytes = 32 << 20
  /// The most work the bundle's design tokens may cost beyond reading their text once, all its
  /// token files and resolvers together (`DTCGFormat.Options.maximumWork`: values each resolver
  /// permutation merges again, `$extends` copies, pointers followed). Past it the bundle fails the
  /// compile gate and the theme in use stays, so no signed bundle can make every launch slow.
  public var maximumTokenWork = DTCGFormat.Options.defaultMaximumWork

  public init() {}
}

/// A `major.minor.patch` version, compared numerically.
public struct RuntimeVersion: Sendable, Comparable, CustomStringConvertible {
  public let parts: [Int]

  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard (1...3).contains(parts.count), parts.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
    self.parts = parts.map { $0! } + Array(repeating: 0, count: 3 - parts.count)
  }

  public static func < (lhs: RuntimeVersion, rhs: RuntimeVersion) -> Bool {
    lhs.parts.lexicographicallyPrecedes(rhs.parts)
  }
  public var description: String { parts.map(String.init).joined(separator: ".") }
}

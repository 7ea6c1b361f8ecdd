public import LiveryCore

/// Redbeard JSON themes for the loader: a theme root folder (one with a `theme*.inc.json` at its
/// top) or a root `.inc.json` is one layer, read through its include graph (`RedbeardLoader`); a
/// single theme file is claimed when its content is unmistakably Redbeard's (`ref://`, `glyph://`,
/// `inherits`). The Material palette sits below every loaded theme, whatever its format.
public struct RedbeardFormat: ThemeFormat {
  /// How JSON extensions are treated: trailing commas and comments are warnings unless strict.
  public struct Options: Sendable, Hashable {
    public var strictJSON: Bool

    public init(strictJSON: Bool = false) {
      self.strictJSON = strictJSON
    }
  }

  public var options: Options

  public init(options: Options = Options()) {
    self.options = options
  }

  public var name: String { "Redbeard" }
  public var fileExtensions: Set<String> { ["json"] }

  /// Strings and keys only Redbeard uses.
  private static let markers = [
    "\"ref://", "\"glyph://", "\"inherits\"", "\"clearPreviousThemingValues\"",
  ]

  public func claim(folder: FolderCandidate) -> FormatClaim? {
    guard let root = folder.fileNames.first(where: RedbeardLoader.isRootFile) else { return nil }
    return FormatClaim(.distinctive, "a Redbeard theme root: \(root) is at its top")
  }

  public func claim(file: FileCandidate) -> FormatClaim? {
    guard file.fileExtension == "json" else { return nil }
    if file.fileName.lowercased().hasSuffix(".inc.json") {
      return FormatClaim(.distinctive, "'.inc.json' names a Redbeard include file")
    }
    guard let (marker, offset) = JSONSniffer.firstOccurrence(of: Self.markers, in: file.bytes)
    else { return nil }
    let what =
      marker.hasPrefix("\"ref") || marker.hasPrefix("\"glyph")
      ? "the value \(marker.dropFirst())…" : "the key \(marker)"
    return FormatClaim(.distinctive, "\(what) at \(file.place(ofByte: offset)) is Redbeard's")
  }

  public func read(file: FileCandidate, context: FormatContext) -> FormatReading {
    if file.fileName.lowercased().hasSuffix(".inc.json") {
      let layer = RedbeardLoader.load(
        rootFile: file.path, of: file.source, options: loaderOptions(context))
      return FormatReading(stylesheets: layer.stylesheets, layerName: layer.name)
    }
    return FormatReading(
      stylesheets: [
        RedbeardReader.read(bytes: file.bytes, path: file.displayPath, options: options)
      ], layerName: file.fileName)
  }

  public func read(folder: FolderCandidate, context: FormatContext) -> FormatReading {
    let layer = RedbeardLoader.load(
      folder: folder.path, of: folder.source, options: loaderOptions(context))
    return FormatReading(stylesheets: layer.stylesheets, layerName: layer.name)
  }

  public func baseLayers(context: FormatContext) -> [Layer] { [MaterialPalette.layer] }

  private func loaderOptions(_ context: FormatContext) -> RedbeardLoader.Options {
    RedbeardLoader.Options(
      reader: options, environment: context.environment, threads: context.readingThreads)
  }
}

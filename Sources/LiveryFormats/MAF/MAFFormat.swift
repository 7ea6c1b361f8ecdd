import LiveryCore

/// SAP MAF styling XML for the loader: each file is a layer of its own, over the ones before
/// (MAF's incremental loading).
public struct MAFFormat: ThemeFormat {
  /// How hex colours are read.
  public enum ColorOrder: Sendable, Hashable {
    /// By each style's `platform`: android `#AARRGGBB`, otherwise `#RRGGBBAA` (alpha last).
    case byPlatform
    /// Always `#RRGGBB`/`#RRGGBBAA`.
    case rgba
    /// Always `#RRGGBB`/`#AARRGGBB`.
    case argb
  }

  /// How MAF files are read. (How many threads read is the loader's one setting,
  /// `ThemeLoader.Options.readingThreads`.)
  public struct Options: Sendable, Hashable {
    public var colorOrder: ColorOrder

    public init(colorOrder: ColorOrder = .byPlatform) {
      self.colorOrder = colorOrder
    }
  }

  public var options: Options

  public init(options: Options = Options()) {
    self.options = options
  }

  public var name: String { "MAF" }
  public var fileExtensions: Set<String> { ["xml"] }

  public func claim(file: FileCandidate) -> FormatClaim? {
    file.fileExtension == "xml" ? FormatClaim(.fileName, "a .xml file") : nil
  }

  public func read(file: FileCandidate, context: FormatContext) -> FormatReading {
    // The reader uses a second thread at most (parsing beside building rules).
    let options = MAFReader.Options(
      colorOrder: self.options.colorOrder, threads: min(context.readingThreads, 2))
    return FormatReading(
      stylesheets: [MAFReader.read(bytes: file.bytes, path: file.displayPath, options: options)],
      layerName: file.fileName)
  }
}

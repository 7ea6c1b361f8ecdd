import LiveryCore

/// SAP MAF styling XML for the loader: each file is a layer of its own, over the ones before
/// (MAF's incremental loading).
public struct MAFFormat: ThemeFormat {
  public var options: MAFReader.Options

  public init(options: MAFReader.Options = MAFReader.Options()) {
    self.options = options
  }

  public var name: String { "MAF" }
  public var fileExtensions: Set<String> { ["xml"] }

  public func claim(file: FileCandidate) -> FormatClaim? {
    file.fileExtension == "xml" ? FormatClaim(.fileName, "a .xml file") : nil
  }

  public func read(file: FileCandidate, context: FormatContext) -> FormatReading {
    var options = self.options
    options.threads = max(options.threads, min(context.readingThreads, 2))
    return FormatReading(
      stylesheets: [MAFReader.read(bytes: file.bytes, path: file.displayPath, options: options)],
      layerName: file.fileName)
  }
}

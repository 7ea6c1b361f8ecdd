public import LiveryCore

/// Motif themes (YAML and JSON) for the loader: every Motif file of one load is one layer, in the
/// order given, with Motif's rules across files (`MotifThemeLoader`); a path without extension is a
/// theme name (`MotifThemeLocator`).
public struct MotifFormat: ThemeFormat {
  public init() {}

  public var name: String { "Motif" }
  public var fileExtensions: Set<String> { ["yaml", "yml", "json"] }
  public var layering: FormatLayering {
    .oneLayer(name: "app") { name, sheets in MotifThemeLoader.layer(named: name, files: sheets) }
  }

  public func claim(file: FileCandidate) -> FormatClaim? {
    switch file.fileExtension {
    case "yaml", "yml":
      return FormatClaim(.fileName, "a .\(file.fileExtension ?? "yaml") file")
    case "json":
      // Motif's top-level keys are `$Constant` and `.Class`; other JSON formats do not start so.
      if let (key, offset) = JSONSniffer.firstKey(in: file.bytes),
        key.hasPrefix("$") || key.hasPrefix(".")
      {
        return FormatClaim(
          .content,
          "its first key '\(key)' at \(file.place(ofByte: offset)) is a Motif \(key.hasPrefix("$") ? "constant" : "class")"
        )
      }
      return FormatClaim(.fileName, "a .json file whose content no other format recognised")
    default:
      return nil
    }
  }

  public func read(file: FileCandidate, context: FormatContext) -> FormatReading {
    // Motif's extensions are case-sensitive; the reader reports any other spelling (P4).
    FormatReading(
      stylesheets: [MotifReader.read(bytes: file.bytes, path: file.displayPath)], layerName: "app")
  }

  public func locate(themeNamed name: String, in folder: String, of source: any ThemeSource)
    -> Result<String, Diagnostic>?
  {
    MotifThemeLocator.locate(name: name, in: folder, of: source)
  }
}

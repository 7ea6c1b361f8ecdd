import LiveryCore

/// NSS stylesheets (NUI and the SAP Fiori dialects) for the loader: each file is a layer of its
/// own, over the ones before (NUI's `appendStylesheet:`). The SAP Fiori palette goes just below the
/// first file in a Fiori dialect; variables one file uses and only another defines get a note
/// (NUI's variables are per file).
public struct NSSFormat: ThemeFormat {
  /// The NSS dialect a file is read in.
  public enum Dialect: String, CaseIterable, Sendable {
    case nui, sapfiori
    case fioriThemeManager = "fiori-theme-manager"
    /// SAP's SwiftUI reader (FioriThemeManager's `NSSTool`): `fiori_<component>_component_<part>`
    /// classes, SwiftUI's properties and colour names.
    case fioriSwiftUI = "fiori-swiftui"

    /// The stylesheet format this dialect reads as, "NSS (nui dialect)".
    public var format: StylesheetFormat {
      switch self {
      case .nui: return .nssNUI
      case .sapfiori: return .nssSAPFiori
      case .fioriThemeManager: return .nssFioriThemeManager
      case .fioriSwiftUI: return .nssFioriSwiftUI
      }
    }
  }

  public struct Options: Sendable, Hashable {
    /// The dialect; `nil` detects it from the file.
    public var dialect: Dialect?
    /// The palette the Fiori dialects override.
    public var palette: FioriPalette.Version

    public init(dialect: Dialect? = nil, palette: FioriPalette.Version = .v8) {
      self.dialect = dialect
      self.palette = palette
    }
  }

  public var options: Options

  public init(options: Options = Options()) {
    self.options = options
  }

  public var name: String { "NSS" }
  public var fileExtensions: Set<String> { ["nss"] }

  public func claim(file: FileCandidate) -> FormatClaim? {
    file.fileExtension == "nss" ? FormatClaim(.fileName, "a .nss file") : nil
  }

  public func read(file: FileCandidate, context: FormatContext) -> FormatReading {
    FormatReading(
      stylesheets: [NSSReader.read(bytes: file.bytes, path: file.displayPath, options: options)],
      layerName: file.fileName)
  }

  public func finish(_ assembly: inout ThemeAssembly, context: FormatContext) {
    // The Fiori dialects override the palette: it goes below the first file that does.
    if let first = assembly.layers.firstIndex(where: {
      $0.stylesheets.contains(where: NSSReader.usesFioriPalette)
    }) {
      assembly.insert(FioriPalette.layer(options.palette), at: first)
    }
    assembly.diagnostics += NSSReader.crossFileNotes(assembly.stylesheets(readBy: name))
  }
}

public import LiveryCore

// The formats Livery reads, as `Stylesheet.format` names them. Compare these, never display names.
extension StylesheetFormat {
  public static let motifYAML = StylesheetFormat("motif.yaml", name: "Motif YAML")
  public static let motifJSON = StylesheetFormat("motif.json", name: "Motif JSON")
  /// A file offered as Motif that has no Motif extension.
  public static let motif = StylesheetFormat("motif", name: "Motif")
  public static let mafXML = StylesheetFormat("maf.xml", name: "MAF XML")
  /// A `.nss` file that is not NSS at all, or could not be read.
  public static let nss = StylesheetFormat("nss", name: "NSS")
  public static let nssNUI = StylesheetFormat("nss.nui", name: "NSS (nui dialect)")
  public static let nssSAPFiori = StylesheetFormat("nss.sapfiori", name: "NSS (sapfiori dialect)")
  public static let nssFioriSwiftUI = StylesheetFormat(
    "nss.fiori-swiftui", name: "NSS (fiori-swiftui dialect)")
  public static let nssFioriThemeManager = StylesheetFormat(
    "nss.fiori-theme-manager", name: "NSS (fiori-theme-manager dialect)")
  public static let redbeardInclude = StylesheetFormat("redbeard.include", name: "Redbeard include")
  public static let redbeardJSON = StylesheetFormat("redbeard.json", name: "Redbeard JSON")
  public static let materialPalette = StylesheetFormat("palette.material", name: "Material palette")

  /// The bundled SAP Fiori palette of a version.
  public static func fioriPalette(_ version: FioriPalette.Version) -> StylesheetFormat {
    StylesheetFormat(
      "palette.fiori.\(version.rawValue)", name: "SAP Fiori palette \(version.rawValue)")
  }
}

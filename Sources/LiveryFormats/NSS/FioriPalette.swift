package import LiveryCore

/// SAP Fiori colour styles (`FUIColorStyle`, nss.md §6.3): the palette layer with their published
/// values, and the background variants that key suffixes such as `_darkBackground` select.
///
/// Every style `S` in the palette layer is a set of constants:
///
/// - `S_lightBackground`, `S_darkBackground` (and, where the palette has them, the contrast and
///   elevated variants such as `S_contrastDarkBackground`): fixed colours;
/// - `S`: the adaptive colour — a reference to `S_lightBackground` when `colorScheme=light`, to
///   `S_darkBackground` when `colorScheme=dark`, to the contrast variant when also `contrast=high`,
///   to the elevated variant when also `elevation=elevated`;
/// - `S_deviceInverse`: the opposite of `S` (FioriThemeManager's `deviceInverse` scheme).
///
/// An override sheet redefines the fixed colours by name in a higher layer, so `S` follows.
public enum FioriPalette {
  public enum Version: String, CaseIterable, Sendable {
    // SAP's own name for the palette (PaletteVersion.v3_2); `--palette v3_2` on the command line.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case v3_2, v8

    /// The SAP SDK release that introduced it, for messages.
    public var release: String {
      switch self {
      case .v3_2: return "SAP BTP SDK 3.0 SP02 (Fiori 3)"
      case .v8: return "SAP BTP SDK 9.1"
      }
    }
  }

  /// A background a colour is meant for, as key suffixes name it (`tintColor_darkBackground`).
  package enum Background: String, CaseIterable, Sendable {
    case light = "_lightBackground"
    case dark = "_darkBackground"
    case contrastLight = "_contrastLightBackground"
    case contrastDark = "_contrastDarkBackground"
    case elevatedLight = "_elevatedLightBackground"
    case elevatedDark = "_elevatedDarkBackground"
    case elevatedContrastLight = "_elevatedContrastLightBackground"
    case elevatedContrastDark = "_elevatedContrastDarkBackground"

    /// The environment in which an adaptive colour uses this variant: light backgrounds are light
    /// mode, dark backgrounds dark mode; contrast and elevation are custom axes.
    package var conditions: Conditions {
      var all: [Condition] = [.equals(.colorScheme, isLight ? "light" : "dark")]
      if [.contrastLight, .contrastDark, .elevatedContrastLight, .elevatedContrastDark].contains(
        self)
      {
        all.append(.equals(EnvironmentAxis.contrast, "high"))
      }
      if [.elevatedLight, .elevatedDark, .elevatedContrastLight, .elevatedContrastDark].contains(
        self)
      {
        all.append(.equals(FioriPalette.elevationAxis, "elevated"))
      }
      return Conditions(all)
    }

    package var isLight: Bool {
      [.light, .contrastLight, .elevatedLight, .elevatedContrastLight].contains(self)
    }
  }

  /// `contrast=high`: Fiori's increased-contrast colours.
  /// `elevation=elevated`: Fiori's colours for elevated surfaces (sheets, popovers) in dark mode.
  package static let elevationAxis = EnvironmentAxis("elevation")

  /// Splits `tintColor_darkBackground` into the style and its background. FioriThemeManager's own
  /// misspelling `_elevatedContrastLightkBackground` is accepted too.
  package static func split(_ key: String) -> (style: String, background: Background?) {
    guard let underscore = key.lastIndex(of: "_") else { return (key, nil) }
    let suffix = String(key[underscore...])
    let style = String(key[..<underscore])
    if let background = Background(rawValue: suffix) { return (style, background) }
    if suffix == "_elevatedContrastLightkBackground" { return (style, .elevatedContrastLight) }
    return (key, nil)
  }

  /// Whether `name` is a Fiori colour style (`tintColor`, `primary1`, `grey7` …).
  package static func isStyle(_ name: String) -> Bool { styleNames.contains(name) }

  /// Every colour style name of both palettes, plus the `FUIColorStyle` names nss.md §6.3 lists
  /// that neither palette defines a value for.
  package static let styleNames: Set<String> = {
    var names = Set(Version.allCases.flatMap { entries($0).map(\.name) })
    names.formUnion([
      "cellBackground",
      "primaryBackground", "secondaryBackground", "tertiaryBackground", "primaryGroupedBackground",
      "secondaryGroupedBackground", "tertiaryGroupedBackground", "header", "headerBlended",
      "footer", "chrome",
      "chromeSecondary", "barTransparent", "separator", "separatorOpaque", "neutralBackground",
      "negativeLabel",
      "criticalLabel", "positiveLabel", "informativeLabel", "neutralLabel",
    ])
    return names
  }()

  // MARK: - Data

  struct Entry {
    let name: String
    /// The colour per background; a palette always has `.light` and `.dark`.
    let colors: [Background: RGBAColor]
    /// Values SAP's data gives that are not colours (`D0R774`).
    let invalid: [String]
  }

  /// The palette's styles, in SAP's order.
  static func entries(_ version: Version) -> [Entry] {
    switch version {
    case .v3_2: return v3Dot2Entries
    case .v8: return v8Entries
    }
  }

  private static let v3Dot2Entries = parse(v3Dot2Data)
  private static let v8Entries = parse(v8Data)

  /// Reads the data lines: `name light dark [contrastLight contrastDark [elevatedLight elevatedContrastLight]]`.
  private static func parse(_ data: String) -> [Entry] {
    data.split(separator: "\n").map { line in
      let fields = line.split(separator: " ").map(String.init)
      var colors: [Background: RGBAColor] = [:]
      var invalid: [String] = []
      // Field order → background: FioriThemeManager's `lightColor` is for dark backgrounds.
      let order: [Background] = [
        .dark, .light, .contrastDark, .contrastLight, .elevatedDark, .elevatedContrastDark,
      ]
      for (index, hex) in fields.dropFirst().enumerated() where index < order.count {
        if case .success(let color) = RGBAColor.parseHex("#" + hex, dialect: .rgba) {
          colors[order[index]] = color
        } else {
          invalid.append(hex)
        }
      }
      if fields.count == 2, let single = colors[.dark] { colors[.light] = single }
      return Entry(name: fields[0], colors: colors, invalid: invalid)
    }
  }

  // MARK: - The palette layer

  /// The bundled palette as a layer of constants, with a readable source so `explain` can point at
  /// the line a colour comes from.
  package static func layer(_ version: Version) -> Layer {
    switch version {
    case .v3_2: return v3Dot2Layer
    case .v8: return v8Layer
    }
  }

  /// Where the palette's source text claims to live.
  package static func path(_ version: Version) -> String {
    "<livery>/FioriPalette-\(version.rawValue).nss"
  }

  private static let v3Dot2Layer = makeLayer(.v3_2)
  private static let v8Layer = makeLayer(.v8)

  private static func makeLayer(_ version: Version) -> Layer {
    let id = SourceFileID(path: path(version))
    var lines = [
      "/* SAP Fiori colour palette \(version.rawValue) (\(version.release)), as published in SAP/cloud-sdk-ios-fiori",
      "   FioriThemeManager (Apache-2.0). Each style S is S_lightBackground / S_darkBackground and variants;",
      "   S itself follows colorScheme (and contrast=high, elevation=elevated). */",
    ]
    var constants: [Constant] = []
    func location(_ line: Int, _ column: Int = 1) -> SourceLocation {
      SourceLocation(file: id, line: line, column: column)
    }
    // Each version's data is complete, older palettes' styles included, as SAP resolves it.
    for entry in entries(version) {
      var variantLines: [Background: Int] = [:]
      for background in Background.allCases {
        guard let color = entry.colors[background] else { continue }
        let key = entry.name + background.rawValue
        let text = "@\(key): \(color.hexRGBA);"
        lines.append(text)
        variantLines[background] = lines.count
        constants.append(
          Constant(
            key, .typed(.color(color)), at: location(lines.count),
            valueAt: location(lines.count, key.count + 4)))
      }
      for invalid in entry.invalid {
        lines.append(
          "/* @\(entry.name): \(invalid) in SAP's data is not a colour; Livery leaves it out */")
      }
      // The adaptive style and its inverse.
      for (background, line) in variantLines.sorted(by: { $0.value < $1.value }) {
        constants.append(
          Constant(
            entry.name, .reference(.constant(entry.name + background.rawValue)),
            conditions: background.conditions,
            at: location(line)))
      }
      if let light = variantLines[.light], let dark = variantLines[.dark] {
        constants.append(
          Constant(
            entry.name + "_deviceInverse",
            .reference(.constant(entry.name + Background.dark.rawValue)),
            conditions: Background.light.conditions, at: location(dark)))
        constants.append(
          Constant(
            entry.name + "_deviceInverse",
            .reference(.constant(entry.name + Background.light.rawValue)),
            conditions: Background.dark.conditions, at: location(light)))
      }
    }
    let source = SourceFile(path: id.path, text: lines.joined(separator: "\n") + "\n")
    let sheet = Stylesheet(
      file: id, source: source, format: .fioriPalette(version),
      dialect: ValueDialect(name: "SAP Fiori palette", colors: .css, constantSigil: "@"),
      constants: constants)
    return Layer("fiori-palette-\(version.rawValue)", role: .palette, stylesheets: [sheet])
  }
}

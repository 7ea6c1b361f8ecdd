import LiveryCore
import LiveryFormats

/// Reads one NSS text as `path`.
func nssSheet(_ text: String, path: String = "T.nss", dialect: NSSReader.Dialect? = .nui)
  -> Stylesheet
{
  NSSReader.read(nss: text, path: path, options: NSSReader.Options(dialect: dialect))
}

/// Reads NSS texts as the files N1.nss, N2.nss, … each a layer of its own, with the SAP Fiori palette
/// below the first file in a Fiori dialect — what `ThemeLoader` does with files.
func nssTheme(
  _ texts: String..., dialect: NSSReader.Dialect? = .nui, palette: FioriPalette.Version = .v8
) -> CompiledTheme {
  var layers: [Layer] = []
  for (index, text) in texts.enumerated() {
    let sheet = nssSheet(text, path: "N\(index + 1).nss", dialect: dialect)
    if NSSReader.usesFioriPalette(sheet),
      !layers.contains(where: { $0.name.hasPrefix("fiori-palette") })
    {
      layers.append(FioriPalette.layer(palette))
    }
    layers.append(Layer("N\(index + 1).nss", stylesheets: [sheet]))
  }
  return Theme(layers: layers).compile()
}

extension CompiledTheme {
  /// One resolved property, for compact assertions.
  func value(
    _ property: PropertyName, type: TargetType? = nil, styles: [StyleName] = [],
    states: [StateName] = [],
    environment: StyleEnvironment = .default
  ) -> Value? {
    resolve(StyleQuery(for: type, named: styles, states: states, in: environment))
      .properties[property]?.value
  }

  /// A constant's colour, `#rrggbbaa`.
  func constantHex(_ name: String, _ environment: StyleEnvironment = .default) -> String? {
    constant(named: name, in: environment)?.value?.description
  }
}

let darkMode = StyleEnvironment.default.setting(.colorScheme, to: "dark")

func nssLocation(_ line: Int, _ column: Int, path: String = "T.nss") -> SourceLocation {
  SourceLocation(file: SourceFileID(path: path), line: line, column: column)
}

package import LiveryCore

/// Livery's own default look (semantics §3, layers 1 and 2): hard-coded defaults below a bundled
/// skin with light and dark variants, so every catalog component resolves well with no theme file.
///
/// ```swift
/// let theme = Theme(layers: DefaultSkin.layers() + appLayers).compile()
/// ```
package enum DefaultSkin {
  /// Paths the skin's files report in provenance and diagnostics.
  package static let lightPath = "<livery>/DefaultSkin.xml"
  package static let darkPath = "<livery>/DefaultSkin-dark.xml"

  /// The layers, lowest first: `defaults` (hard-coded in `LiveryCore`) and `skin` (the light file, and
  /// the dark file attached to `colorScheme=dark`).
  package static func layers() -> [Layer] {
    [
      Layer("defaults", role: .defaults, stylesheets: [HardCodedDefaults.stylesheet]),
      Layer("skin", role: .skin, stylesheets: stylesheets),
    ]
  }

  /// The skin's two stylesheets, read once.
  package static let stylesheets: [Stylesheet] = {
    let light = MAFReader.read(xml: lightDocument, path: lightPath)
    var dark = MAFReader.read(xml: darkDocument, path: darkPath)
    dark.conditions = Conditions([.equals(.colorScheme, "dark")])
    return [light, dark]
  }()
}

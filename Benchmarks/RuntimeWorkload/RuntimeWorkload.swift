public import LiveryCore
import LiveryFormats
public import LiveryHTML
@_spi(LiveryAdapter) import LiveryRuntime

/// The runtime's workload (runtime.md §6): 10,000 live HTML components of 20 catalog types, 200
/// named styles (10 per type) with three states each in use, in a MAF theme whose dark file (a
/// `colorScheme=dark` layer) recolours every style.
public enum RuntimeWorkload {
  public static let types: [TargetType] = ComponentCatalog.standard.types.filter {
    $0 != .tableViewCellWithControl && $0 != .activityIndicator
  }
  public static let stylesPerType = 10
  public static let componentCount = 10_000
  public static let states: [StateName] = [.highlighted, .selected, .disabled]

  public static func styleName(_ type: TargetType, _ index: Int) -> String {
    "\(type.rawValue)Style\(index)"
  }

  /// The light document, or the dark one (colours only).
  public static func document(dark: Bool) -> String {
    var state: UInt64 = dark ? 2 : 1
    // SplitMix64: the same colours every run.
    func color() -> String {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      let hex = String((z ^ (z >> 31)) & 0xFF_FFFF, radix: 16)
      return "#" + String(repeating: "0", count: 6 - hex.count) + hex
    }
    var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<styles>\n"
    for type in types {
      for index in 0..<stylesPerType {
        xml +=
          "  <Style TargetType=\"\(type.rawValue)\" Key=\"\(styleName(type, index))\" platform=\"ios\">\n"
        xml += "    <Setter Property=\"Background\" Value=\"\(color())\"/>\n"
        xml += "    <Setter Property=\"Foreground\" Value=\"\(color())\"/>\n"
        if !dark {
          xml += "    <Setter Property=\"FontSize\" Value=\"\(12 + index)\"/>\n"
          xml += "    <Setter Property=\"FontFamily\" Value=\"Helvetica-Bold\"/>\n"
        }
        xml +=
          "    <Border BorderBrush=\"\(color())\" BorderThickness=\"1\" CornerRadius=\"\(index)\"/>\n"
        xml += "    <VisualStates>\n"
        for state in ["Highlighted", "Selected", "Disabled"] {
          xml +=
            "      <VisualState Name=\"\(state)\"><Setter Property=\"Background\" Value=\"\(color())\"/></VisualState>\n"
        }
        xml += "    </VisualStates>\n  </Style>\n"
      }
    }
    return xml + "</styles>\n"
  }

  public static let light = document(dark: false)
  public static let dark = document(dark: true)

  /// A freshly compiled theme (its resolution memo empty).
  public static func compile() -> CompiledTheme {
    let inputs = [
      ThemeInput(source: MemorySource(texts: ["Light.xml": light]), selection: .file("Light.xml")),
      ThemeInput(
        source: MemorySource(texts: ["Dark.xml": dark]), selection: .file("Dark.xml"),
        conditions: Conditions([.equals(.colorScheme, "dark")])),
    ]
    return ThemeLoader.read(inputs, options: .init(includeDefaults: false, checksWholeTheme: false))
      .compile()
  }

  /// The components, each with one of its type's styles and, for three in four, one state.
  @MainActor
  public static func components() -> [HTMLView] {
    (0..<componentCount).map { index in
      let type = types[index % types.count]
      let view = HTMLComponents.make(
        type, styleNames: [StyleName(styleName(type, (index / types.count) % stylesPerType))])!
      if index % 4 != 0 { view.activeStates = [states[index % 4 - 1]] }
      return view
    }
  }

  public static let darkEnvironment = StyleEnvironment.default.setting(.colorScheme, to: "dark")
}

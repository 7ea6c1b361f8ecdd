import Foundation

/// Generates large, realistic Motif themes for the benchmarks: palette constants, chained alias
/// constants, thousands of classes with superclass chains and class-valued properties. Deterministic,
/// so every run measures the same bytes.
public struct ThemeGenerator {
  public struct Theme: Sendable {
    public let yaml: String
    public let json: String
    public let classNames: [String]
  }

  /// Grows the theme until the YAML form reaches `targetBytes`.
  public static func make(targetBytes: Int) -> Theme {
    var random = SplitMix64(seed: 0x11BE_7A11)
    var yaml = ""
    var json = "{\n"
    var classNames: [String] = []
    var first = true

    func addJSON(_ key: String, _ body: String) {
      json += (first ? "" : ",\n") + "    \"\(key)\": " + body
      first = false
    }

    let paletteSize = 400
    for index in 0..<paletteSize {
      let hex = hex6(random.next() & 0xFFFFFF)
      yaml += "$Color\(index): '#\(hex)'\n"
      addJSON("$Color\(index)", "\"#\(hex)\"")
    }
    let aliasCount = 800
    for index in 0..<aliasCount {
      // Chains: every fourth alias points at a palette colour, the others at the previous alias.
      let target =
        index % 4 == 0 ? "$Color\(Int(random.next() % UInt64(paletteSize)))" : "$Alias\(index - 1)"
      yaml += "$Alias\(index): \(target)\n"
      addJSON("$Alias\(index)", "\"\(target)\"")
    }
    let fonts = [
      "AvenirNext-Regular", "AvenirNext-Medium", "HelveticaNeue-Bold", "SFProText-Semibold",
    ]
    var index = 0
    while yaml.utf8.count < targetBytes {
      let name = "Style\(index)"
      classNames.append(name)
      var properties: [(String, String, String)] = []  // key, yaml value, json value
      if index % 5 != 0 {
        let parent = "Style\(index - 1 - Int(random.next() % UInt64(min(index, 3))))"
        properties.append(("_superclass", ".\(parent)", "\".\(parent)\""))
      }
      let alias = "$Alias\(Int(random.next() % UInt64(aliasCount)))"
      properties.append(("backgroundColor", alias, "\"\(alias)\""))
      let tint = hex6(random.next() & 0xFFFFFF)
      properties.append(("tintColor", "'#\(tint)'", "\"#\(tint)\""))
      properties.append(
        ("borderColor", "$Color\(index % paletteSize)", "\"$Color\(index % paletteSize)\""))
      let radius = Int(random.next() % 16)
      properties.append(("cornerRadius", "\(radius)", "\(radius)"))
      properties.append(
        ("borderWidth", "\(Double(random.next() % 4) / 2)", "\(Double(random.next() % 4) / 2)"))
      let (v, h) = (Int(random.next() % 20), Int(random.next() % 30))
      properties.append(("contentEdgeInsets", "[\(v), \(h)]", "[\(v), \(h)]"))
      let font = fonts[Int(random.next() % UInt64(fonts.count))]
      properties.append(("fontName", font, "\"\(font)\""))
      let size = 11 + Int(random.next() % 12)
      properties.append(("fontSize", "\(size)", "\(size)"))
      properties.append(("alpha", "0.\(random.next() % 10)5", "0.\(random.next() % 10)5"))
      properties.append(
        ("accessibilityLabel", "Label for style \(index)", "\"Label for style \(index)\""))
      if index >= 10 && index % 3 == 0 {
        let sub = "Style\(Int(random.next() % UInt64(index)))"
        properties.append(("titleLabel", ".\(sub)", "\".\(sub)\""))
      }
      yaml += ".\(name):\n" + properties.map { "    \($0.0): \($0.1)\n" }.joined()
      addJSON(
        ".\(name)",
        "{\n" + properties.map { "        \"\($0.0)\": \($0.2)" }.joined(separator: ",\n")
          + "\n    }")
      index += 1
    }
    json += "\n}\n"
    return Theme(yaml: yaml, json: json, classNames: classNames)
  }
}

/// A tiny deterministic generator (SplitMix64), so the benchmark input never changes.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Six lower-case hex digits.
func hex6(_ value: UInt64) -> String {
  let hex = String(value, radix: 16)
  return String(repeating: "0", count: max(0, 6 - hex.count)) + hex
}

/// Generates a large MAF styling document: type styles and keyed styles with `BasedOn` chains,
/// setters, gradients, borders, images and visual states, across ios and android.
public enum MAFGenerator {
  public static func make(targetBytes: Int) -> String {
    var random = SplitMix64(seed: 0x3AF)
    var xml =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<styles xmlns=\"http://schemas.sap.com/maf/2011/sap\">\n"
    let types = [
      "Button", "Label", "ListBoxItem", "TextBox", "NavigationBar", "Control", "Window", "Switch",
    ]
    let fonts = ["Helvetica", "Helvetica-Bold", "HelveticaNeue-Medium", "AvenirNext-Regular"]
    for type in types {
      xml +=
        "    <Style TargetType=\"\(type)\" platform=\"ios\">\n        <Setter Property=\"FontSize\" Value=\"15\"/>\n    </Style>\n"
    }
    var index = 0
    while xml.utf8.count < targetBytes {
      let type = types[Int(random.next() % UInt64(types.count))]
      let platform = index % 7 == 0 ? "android" : "ios"
      let basedOn = index % 4 == 0 ? type : "Style\(max(0, index - 1 - Int(random.next() % 3)))"
      xml +=
        "    <Style Key=\"Style\(index)\" TargetType=\"\(type)\" BasedOn=\"\(basedOn)\" platform=\"\(platform)\">\n"
      xml +=
        "        <Setter Property=\"Foreground\" Value=\"#\(hex6(random.next() & 0xFFFFFF))\"/>\n"
      xml +=
        "        <Setter Property=\"FontFamily\" Value=\"\(fonts[Int(random.next() % UInt64(fonts.count))])\"/>\n"
      xml += "        <Setter Property=\"FontSize\" Value=\"\(11 + random.next() % 12)\"/>\n"
      xml += "        <Setter Property=\"HorizontalContentAlignment\" Value=\"Center\"/>\n"
      if index % 3 == 0 {
        xml += """
                  <Setter Property="Background">
                      <Setter.Value>
                          <LinearGradientBrush EndPoint="0.5,1" StartPoint="0.5,0">
                              <LinearGradientBrush.GradientStops>
                                  <GradientStop Color="#\(hex6(random.next() & 0xFFFFFF))" Offset="0.0"/>
                                  <GradientStop Color="#\(hex6(random.next() & 0xFFFFFF))" Offset="0.65"/>
                                  <GradientStop Color="#\(hex6(random.next() & 0xFFFFFF))" Offset="1.0"/>
                              </LinearGradientBrush.GradientStops>
                          </LinearGradientBrush>
                      </Setter.Value>
                  </Setter>

          """
      } else {
        xml +=
          "        <Setter Property=\"Background\" Value=\"#\(hex6(random.next() & 0xFFFFFF))FF\"/>\n"
      }
      xml +=
        "        <Border BorderBrush=\"#\(hex6(random.next() & 0xFFFFFF))\" BorderThickness=\"1\" CornerRadius=\"\(random.next() % 12)\"/>\n"
      if index % 5 == 0 {
        xml +=
          "        <BackgroundImage ImageSource=\"MAFUIComponents.bundle/image\(index).png\" Width=\"30\" Height=\"30\"/>\n"
      }
      if index % 2 == 0 {
        xml += """
                  <VisualStates>
                      <VisualState Name="Highlighted">
                          <Setter Property="Background" Value="#\(hex6(random.next() & 0xFFFFFF))"/>
                          <Setter Property="Foreground" Value="#FFFFFF"/>
                      </VisualState>
                      <VisualState Name="Disabled">
                          <Setter Property="Foreground" Value="#666666"/>
                      </VisualState>
                  </VisualStates>

          """
      }
      xml += "    </Style>\n"
      index += 1
    }
    return xml + "</styles>\n"
  }
}

/// Generates a large NUI stylesheet: variables, default-class and custom-class rules with state
/// suffixes, gradients, insets, offsets, derived `…Detail` classes, comments and `@media` blocks.
public enum NSSGenerator {
  public static func make(targetBytes: Int) -> String {
    var random = SplitMix64(seed: 0x455)
    var nss = "/* Generated NUI stylesheet for Livery's benchmarks. */\n"
    let variableCount = 200
    for index in 0..<variableCount {
      nss += "@color\(index): #\(hex6(random.next() & 0xFFFFFF));\n"
    }
    nss += "@fontName: HelveticaNeue-Light;\n@borderWidth: 1;\n"
    let fonts = ["Avenir", "HelveticaNeue-Medium", "@fontName", "boldSystem"]
    let defaults = [
      "Button", "Label", "TableCell", "NavigationBar", "TextField", "SegmentedControl",
    ]
    var index = 0
    while nss.utf8.count < targetBytes {
      let inMedia = index % 50 == 25
      let indent = inMedia ? "    " : ""
      if inMedia { nss += "@media (device:ipad) and (orientation:landscape) {\n" }
      let selector = index % 20 == 0 ? defaults[(index / 20) % defaults.count] : "Style\(index)"
      nss += "\(indent)\(selector)\(index % 13 == 0 ? ", Extra\(index)" : "") {\n"
      nss += "\(indent)    font-color: @color\(Int(random.next() % UInt64(variableCount)));\n"
      nss += "\(indent)    font-name: \(fonts[Int(random.next() % UInt64(fonts.count))]);\n"
      nss += "\(indent)    font-size: \(11 + random.next() % 12);\n"
      nss += "\(indent)    background-color: #\(hex6(random.next() & 0xFFFFFF));\n"
      nss += "\(indent)    background-color-highlighted: #\(hex6(random.next() & 0xFFFFFF));\n"
      if index % 3 == 0 {
        nss +=
          "\(indent)    background-color-top: #\(hex6(random.next() & 0xFFFFFF)); /* gradient */\n"
        nss += "\(indent)    background-color-bottom: #\(hex6(random.next() & 0xFFFFFF));\n"
      }
      nss += "\(indent)    border-width: @borderWidth;\n"
      nss += "\(indent)    corner-radius: \(random.next() % 12);\n"
      nss += "\(indent)    padding: \(random.next() % 10) \(random.next() % 20);\n"
      nss += "\(indent)    text-shadow-offset: 0,\(random.next() % 3);\n"
      if index % 4 == 0 {
        nss += "\(indent)    shadow-color: rgba(0,0,0,0.\(1 + random.next() % 8));\n"
        nss += "\(indent)    font-color-selected-disabled: gray;\n"
      }
      nss += "\(indent)}\n"
      if index % 10 == 0 {
        nss +=
          "\(indent)Style\(index)Detail { font-color: #\(hex6(random.next() & 0xFFFFFF)); font-size: 12; }\n"
      }
      if inMedia { nss += "}\n" }
      index += 1
    }
    return nss
  }
}

/// Writes a large Redbeard theme into a folder: a root include file, one include file per folder,
/// ~200 theme files with ids that inherit along chains, states (nested for some), parts, `ref://`
/// constants, fonts, insets, `*Alpha` keys, `_iPad` keys, glyphs and the odd trailing comma.
public enum RedbeardGenerator {
  public struct Output: Sendable {
    public let root: String
    /// Every file's bytes, for the bare-scanner baseline.
    public let files: [[UInt8]]
    public var totalBytes: Int { files.reduce(0) { $0 + $1.count } }
  }

  public static func make(targetBytes: Int, fileCount: Int = 200) -> Output {
    var random = SplitMix64(seed: 0x8EDB_EA8D)
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "livery-bench-redbeard-\(getpid())"
    ).path
    try? FileManager.default.removeItem(atPath: root)
    var files: [[UInt8]] = []
    func write(_ relative: String, _ text: String) {
      let path = root + "/" + relative
      try! FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try! text.write(toFile: path, atomically: false, encoding: .utf8)
      files.append(Array(text.utf8))
    }
    var colors = "{\n"
    for index in 0..<300 {
      colors += "    \"color-\(index)\": \"#\(hex6(random.next() & 0xFFFFFF).uppercased())FF\",\n"
    }
    colors += "    \"font-body\": { \"style\": \"body\", \"name\": \"HelveticaNeue\" },\n"
    colors +=
      "    \"font-headline\": { \"style\": \"headline\", \"name\": \"HelveticaNeue-Bold\" }\n}\n"
    write("core/colors.json", colors)
    let perFile = targetBytes / fileCount
    var themeNames: [String] = []
    var index = 0
    // Every 17th theme is named after a view class; the rest are keyed themes.
    func name(_ index: Int) -> String { index % 17 == 0 ? "RBView\(index)" : "theme-\(index)" }
    for file in 0..<fileCount {
      var text = "{\n"
      var first = true
      while text.utf8.count < perFile {
        let id = name(index)
        if !first { text += ",\n" }
        first = false
        let parent =
          index > 0 && index % 4 != 0
          ? "        \"inherits\": \"ref://\(name(index - 1 - Int(random.next() % UInt64(min(index, 3)))))\",\n"
          : ""
        let c = { "ref://color-\(Int(random.next() % 300))" }
        text += """
              "\(id)": {
          \(parent)        "backgroundColor": "\(c())",
                  "backgroundColorAlpha": 0.\(1 + random.next() % 9),
                  "borderColor": "#\(hex6(random.next() & 0xFFFFFF).uppercased())",
                  "borderWidth": \(random.next() % 3),
                  "cornerRadius": \(random.next() % 12),
                  "margin": [ \(random.next() % 10), \(random.next() % 20), \(random.next() % 10), \(random.next() % 20) ],
                  "margin_iPad": [ 12, 24, 12, 24 ],
                  "contentMode": "scaleAspectFit",
                  "titleLabel": { "font": "ref://font-body", "textColor": "\(c())" },
                  "imageView": { "image": "glyph://star/color-\(random.next() % 300)/\(16 + random.next() % 16)" },
                  "highlighted": { "backgroundColor": "\(c())", "titleLabel": { "textColor": "\(c())" } },
                  "selected": { "backgroundColorAlpha": 0.5\(index % 200 == 0 ? "," : "") }
          """
        if index % 10 == 0 {
          text +=
            ",\n        \"alternate\": { \"backgroundColor\": \"\(c())\", \"selected\": { \"backgroundColor\": \"\(c())\" } }"
        }
        text += "\n    }"
        index += 1
      }
      text += "\n}\n"
      let name = "theme-file-\(file).json"
      write("themes/\(file % 10)/\(name)", text)
      themeNames.append(name)
    }
    let include =
      "{\n    \"include\": [ \"core.inc.json\" ],\n    \"themes\": [\n"
      + themeNames.map { "        \"\($0)\"" }.joined(separator: ",\n") + "\n    ]\n}\n"
    write(
      "core/core.inc.json", "{ \"themes\": [ \"comment: colours and fonts\", \"colors.json\" ] }\n")
    write("theme.inc.json", include)
    return Output(root: root, files: files)
  }
}

import Foundation
import LiveryConversion
import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// Reads files from memory as `livery convert` reads them (no defaults below).
func readFiles(_ files: [String: String], root: String = "in") -> Theme {
  var contents: [String: [UInt8]] = [:]
  for (name, text) in files { contents[name] = Array(text.utf8) }
  return ThemeLoader.read(
    [.memory(contents, root: root + "-" + UUID().uuidString.prefix(8))],
    options: .init(includeDefaults: false))
}

/// Reads inputs in order (the files of a folder load in path order; these keep the given order).
func readOrdered(_ files: [(String, String)], attach: [String: String] = [:]) -> Theme {
  let root = "in-" + UUID().uuidString.prefix(8)
  var contents: [String: [UInt8]] = [:]
  for (name, text) in files { contents[name] = Array(text.utf8) }
  let source = MemorySource(contents, root: root)
  let inputs = files.map { name, _ -> ThemeInput in
    var input = ThemeInput(source: source, selection: .file(name))
    if let conditions = attach[name] { input.conditions = try! Conditions.parse(conditions).get() }
    return input
  }
  return ThemeLoader.read(inputs, options: .init(includeDefaults: false))
}

/// Writes `theme` with `writer` and reads what it wrote back.
func roundTrip(_ theme: Theme, _ writer: any ThemeWriter, baseName: String = "Out") -> (
  output: ConversionOutput, theme: CompiledTheme
) {
  let output = writer.write(ConversionSource(theme: theme), baseName: baseName)
  var files: [String: String] = [:]
  for file in output.files { files[file.path] = file.text }
  return (output, readFiles(files, root: "out").compile())
}

/// A constant's colour as `#rrggbbaa`, whether its format typed it (tokens) or not (Motif's strings).
func colorHex(_ theme: CompiledTheme, _ name: String, _ environment: StyleEnvironment = .default)
  -> String?
{
  switch theme.constant(named: name, in: environment)?.value {
  case .color(let color)?: return color.hexRGBA
  case .string(let text)?: return (try? RGBAColor.parse(text, syntax: .css).get())?.hexRGBA
  default: return nil
  }
}

@Suite("Conversion: design tokens out (dtcg.md §7, 59–68)")
struct DTCGExportTests {
  @Test(
    "59: a Motif colour becomes an srgb token with byte/255 components and hex; read back, the same bytes"
  )
  func motifColor() throws {
    let (output, back) = roundTrip(
      readFiles(["T.yaml": "$Accent: '#f2aa4c'\n"]), DTCGWriter(), baseName: "T")
    let text = try #require(output.files.first?.text)
    #expect(output.files.map(\.path) == ["T.tokens.json"])
    #expect(
      text.contains(
        #"""
          "Accent": {
            "$type": "color",
            "$value": {
              "colorSpace": "srgb",
              "components": [0.9490196078431372, 0.6666666666666666, 0.2980392156862745],
              "hex": "#f2aa4c"
            }
          }
        """#))
    #expect(colorHex(back, "Accent") == "#f2aa4cff")
  }

  @Test(
    "60: MAF's iOS RGBA colour keeps its alpha: 0x80 is 0.5019607843137255, and comes back as 0x80")
  func mafAlpha() throws {
    let maf =
      ##"<styles><Style TargetType="Button" platform="ios"><Setter Property="Background" Value="#10182080"/></Style></styles>"##
    let source = ConversionSource(theme: readFiles(["A.xml": maf]))
    guard case .value(.color(let color))? = source.rules.first?.body.settings.first?.value else {
      Issue.record("no colour")
      return
    }
    let json = DTCGWriter.colorJSON(color)
    #expect(json.contains("\"alpha\": 0.5019607843137255") && json.contains("\"hex\": \"#101820\""))
    let back = readFiles(["c.tokens.json": "{\"c\":{\"$type\":\"color\",\"$value\":\(json)}}"])
      .compile()
    #expect(colorHex(back, "c") == "#10182080")
  }

  @Test("61: an NSS alias is an alias with an explicit $type")
  func nssAlias() throws {
    let (output, back) = roundTrip(
      readFiles(["B.nss": "@brand: #007aff;\n@accent: @brand;\n"]), DTCGWriter())
    let text = try #require(output.files.first?.text)
    #expect(
      text.contains("\"accent\": {\n    \"$type\": \"color\",\n    \"$value\": \"{brand}\"\n  }"))
    #expect(colorHex(back, "accent") == "#007affff")
  }

  @Test("62: a token that is also a group's prefix moves to $root, and references follow it")
  func rootRewrite() throws {
    let (output, back) = roundTrip(
      readFiles(["B.nss": "@brand: #007aff;\n@brand.dark: #003d80;\n@link: @brand;\n"]),
      DTCGWriter())
    let text = try #require(output.files.first?.text)
    #expect(text.contains("\"$root\": {"))
    #expect(text.contains("\"$value\": \"{brand.$root}\""))
    #expect(colorHex(back, "brand.$root") == "#007affff")
    #expect(colorHex(back, "link") == "#007affff")
    #expect(colorHex(back, "brand.dark") == "#003d80ff")
  }

  @Test("63: imported $extensions, description and deprecation are written back as they were")
  func extensionsPreserved() throws {
    let tokens =
      #"{"t":{"$type":"color","$value":{"colorSpace":"srgb","components":[1,0,0]},"$description":"Red","$deprecated":"use u","$extensions":{"com.figma":{"scopes":["TEXT_FILL"]}}}}"#
    let (output, _) = roundTrip(readFiles(["t.tokens.json": tokens]), DTCGWriter())
    let text = try #require(output.files.first?.text)
    #expect(text.contains("\"$description\": \"Red\""))
    #expect(text.contains("\"$deprecated\": \"use u\""))
    #expect(text.contains("\"com.figma\": {\n        \"scopes\": [\"TEXT_FILL\"]\n      }"))
    #expect(text.contains("\"components\": [1, 0, 0]"))
  }

  static let brand = Fixtures.packageRoot + "/Examples/motif/brand/"

  static func brandTheme() -> Theme {
    func text(_ name: String) -> String {
      (try? String(contentsOfFile: brand + name, encoding: .utf8)) ?? ""
    }
    return readOrdered(
      [
        ("1-Palette.yaml", text("1-Palette.yaml")), ("2-Light.yaml", text("2-Light.yaml")),
        ("2-Dark.yaml", text("2-Dark.yaml")),
        ("3-Controls.yaml", text("3-Controls.yaml")),
      ], attach: ["2-Light.yaml": "colorScheme=light", "2-Dark.yaml": "colorScheme=dark"])
  }

  @Test(
    "64: light and dark mappings become base + colorScheme files and a resolver; read back, equal in both schemes"
  )
  func darkLayer() throws {
    let original = Self.brandTheme().compile()
    #expect(original.errors.isEmpty, "\(original.errors)")
    let (output, back) = roundTrip(Self.brandTheme(), DTCGWriter(), baseName: "Brand")
    #expect(
      output.files.map(\.path) == [
        "base.tokens.json", "colorScheme-light.tokens.json", "colorScheme-dark.tokens.json",
        "Brand.resolver.json",
      ])
    let resolver = try #require(output.files.last?.text)
    #expect(resolver.contains("\"default\": \"light\""))
    #expect(back.errors.isEmpty, "\(back.errors)")
    for scheme in [StyleEnvironment.ColorScheme.light, .dark] {
      let environment = StyleEnvironment(colorScheme: scheme)
      for name in ["Background", "Surface", "Text", "Accent", "Danger", "Sand", "Lagoon"] {
        #expect(
          colorHex(back, name, environment) == colorHex(original, name, environment),
          "\(name) \(scheme.rawValue)")
        #expect(colorHex(back, name, environment) != nil)
      }
    }
    // The styles and the insets list have no DTCG form: each is one located loss.
    #expect(output.losses.filter { $0.message.hasPrefix("style ") }.count == 4)
    #expect(
      output.losses.contains { $0.message.contains("ControlInsets") && $0.location?.line == 2 })
  }

  @Test(
    "65: a font without letterSpacing and lineHeight is a group of three tokens, reported as a loss"
  )
  func fontGroup() throws {
    let nss = "@body: Avenir 17;\n"
    let theme = Theme(layers: [
      Layer(
        "app",
        stylesheets: [
          Stylesheet(
            file: SourceFileID(path: "F.code"),
            constants: [
              Constant(
                "body", .typed(.font(FontDescriptor(name: "Avenir", size: 17, weight: .bold))),
                at: .startOf(SourceFileID(path: "F.code")))
            ])
        ])
    ])
    _ = nss
    let output = DTCGWriter().write(ConversionSource(theme: theme), baseName: "F")
    let text = try #require(output.files.first?.text)
    #expect(
      text.contains(
        "\"fontFamily\": {\n      \"$type\": \"fontFamily\",\n      \"$value\": \"Avenir\""))
    #expect(
      text.contains("\"fontWeight\": {\n      \"$type\": \"fontWeight\",\n      \"$value\": 700"))
    #expect(
      output.losses.count == 1
        && output.losses[0].message.contains("typography needs letterSpacing and lineHeight"))
  }

  @Test("68: export is deterministic, and a re-import re-exports the same bytes")
  func deterministic() throws {
    let first = DTCGWriter().write(ConversionSource(theme: Self.brandTheme()), baseName: "Brand")
    let second = DTCGWriter().write(ConversionSource(theme: Self.brandTheme()), baseName: "Brand")
    #expect(first.files == second.files)
    var files: [String: String] = [:]
    for file in first.files { files[file.path] = file.text }
    let reread = readFiles(files)
    let again = DTCGWriter().write(ConversionSource(theme: reread), baseName: "Brand")
    #expect(again.files.map(\.text) == first.files.map(\.text))
  }

  @Test(
    "the corpus's figma-sds resolver round-trips: read, write, read gives every token's value in light and dark",
    .enabled(
      if: Fixtures.hasCorpus,
      "the shared corpus is not next to the package (../shared/corpus); set LIVERY_CORPUS"))
  func figmaRoundTrip() throws {
    let original = ThemeLoader.read(
      [.file(Fixtures.corpusFile("dtcg/figma-sds.resolver.json"))],
      options: .init(includeDefaults: false))
    let compiled = original.compile()
    let (output, back) = roundTrip(original, DTCGWriter(), baseName: "figma")
    #expect(output.losses.isEmpty, "\(output.losses.prefix(3))")
    #expect(back.errors.isEmpty, "\(back.errors.prefix(3))")
    for scheme in [StyleEnvironment.ColorScheme.light, .dark] {
      let environment = StyleEnvironment(colorScheme: scheme)
      for name in compiled.constantNames where !name.hasPrefix("palette-") {
        #expect(
          back.constant(named: name, in: environment)?.value
            == compiled.constant(named: name, in: environment)?.value, "\(name)")
      }
    }
  }
}

/// Every named and type style of a theme resolved, with every state it has, as text per property.
func resolvedStyles(
  _ theme: CompiledTheme, _ environment: StyleEnvironment = .default, names: [String]? = nil
) -> [String: String] {
  var result: [String: String] = [:]
  let styles = names ?? theme.styleNames.map(\.rawValue)
  for name in styles {
    let style = theme.resolve(StyleQuery(named: [StyleName(name)], in: environment))
    for (property, resolved) in style.properties {
      result["\(name).\(property.rawValue)"] = resolved.value.description
    }
    for (property, sub) in style.subElements {
      let resolvedSub = theme.resolve(sub.query)
      for (key, value) in resolvedSub.properties {
        result["\(name).\(property.rawValue).\(key.rawValue)"] = value.value.description
      }
    }
  }
  return result
}

@Suite("Conversion: Motif and CSS out")
struct MotifAndCSSExportTests {
  @Test(
    "Motif YAML and JSON: the brand example's controls resolve the same after a round trip (its unconditional part)"
  )
  func motifRoundTrip() throws {
    let folder = Fixtures.packageRoot + "/Examples/motif/"
    let buttons = try String(contentsOfFile: folder + "Buttons.yaml", encoding: .utf8)
    let original = readFiles(["Buttons.yaml": buttons])
    for syntax in [MotifWriter.Syntax.yaml, .json] {
      let (output, back) = roundTrip(original, MotifWriter(syntax: syntax), baseName: "Buttons")
      #expect(back.errors.isEmpty, "\(back.errors)")
      #expect(
        resolvedStyles(back) == resolvedStyles(original.compile()),
        "\(syntax)\n\(output.files[0].text)")
      #expect(output.losses.isEmpty, "\(output.losses)")
    }
  }

  @Test("Motif: states, variants and type styles are located losses; the rest is written")
  func motifLosses() throws {
    let output = MotifWriter(syntax: .yaml).write(
      ConversionSource(theme: Self.codeTheme()), baseName: "A")
    let text = try #require(output.files.first?.text)
    #expect(text.contains("$accent: '#0a6ed1'"))
    #expect(
      text.contains(
        ".Button:\n  backgroundColor: $accent\n  textColor: '#ffffff'\n  cornerRadius: 8\n"))
    #expect(
      output.losses.contains {
        $0.message.contains("state highlighted of .Button: Motif YAML has no states")
          && $0.location?.line == 6
      })
    #expect(
      output.losses.contains { $0.message.contains("type style Button") && $0.location?.line == 2 })
    #expect(
      output.losses.contains { $0.message.contains("colorScheme=dark") && $0.location?.line == 8 })
  }

  /// A theme built in code: two constants, a Button type style with a highlighted state, and a
  /// dark-mode variant of it (line numbers are the items' places in the imaginary file).
  static func codeTheme() -> Theme {
    let file = SourceFileID(path: "Code.theme")
    func at(_ line: Int) -> LiveryCore.SourceLocation {
      LiveryCore.SourceLocation(file: file, line: line, column: 1)
    }
    let body = StyleBody(
      declarations: [
        Declaration("backgroundColor", .reference(.constant("accent")), at: at(3)),
        Declaration("textColor", .string("#ffffff"), at: at(4)),
        Declaration("cornerRadius", .number(8), at: at(5)),
      ],
      states: [
        StateBlock(
          "highlighted",
          StyleBody(declarations: [Declaration("backgroundColor", .string("#084f96"), at: at(7))]),
          at: at(6))
      ])
    let sheet = Stylesheet(
      file: file,
      rules: [
        StyleRule(.type("Button"), body, at: at(2)),
        StyleRule(
          .type("Button"),
          StyleBody(declarations: [Declaration("backgroundColor", .string("#89bff7"), at: at(9))]),
          conditions: Conditions([.equals(.colorScheme, "dark")]), at: at(8)),
      ],
      constants: [
        Constant("accent", .string("#0a6ed1"), at: at(1)),
        Constant("ink", .string("#1d1d1f"), at: at(1)),
      ])
    return Theme(layers: [Layer("app", stylesheets: [sheet])])
  }

  @Test(
    "CSS: custom properties for constants, a class per style and state, dark mode as a media query and an attribute"
  )
  func css() throws {
    let output = CSSWriter().write(ConversionSource(theme: Self.codeTheme()), baseName: "A")
    let text = try #require(output.files.first?.text)
    #expect(text.contains(":root {\n  --accent: rgb(10 110 209);\n  --ink: rgb(29 29 31);\n}"))
    #expect(
      text.contains(
        ".Button {\n  background-color: var(--accent);\n  color: rgb(255 255 255);\n  border-radius: 8px;\n}"
      ))
    #expect(text.contains(".Button--highlighted {\n  background-color: rgb(8 79 150);\n}"))
    #expect(
      text.contains(
        ":root[data-color-scheme=\"dark\"] .Button {\n  background-color: rgb(137 191 247);\n}"))
    #expect(
      text.contains(
        "@media (prefers-color-scheme: dark) {\n  .Button {\n    background-color: rgb(137 191 247);\n  }\n}"
      ))
    #expect(output.losses.isEmpty)
  }

  @Test(
    "CSS rendered in headless Chromium: a button with the style's class shows the theme's colours, light, dark and highlighted",
    .enabled(if: Chromium.canRun, Comment(rawValue: Chromium.skipMessage)))
  func cssInChromium() throws {
    let output = CSSWriter().write(ConversionSource(theme: Self.codeTheme()), baseName: "A")
    let css = try #require(output.files.first?.text)
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    func page(_ name: String, attributes: String, classes: String) throws -> PNGImage {
      let html = """
        <!doctype html><html \(attributes)><head><style>\(css)
        body { margin: 0; } button { border: 0; width: 200px; height: 100px; }</style></head>
        <body><button class="\(classes)"></button></body></html>
        """
      try Data(html.utf8).write(to: URL(fileURLWithPath: folder + "/\(name).html"))
      return try Chromium.screenshot(of: folder + "/\(name).html", width: 400, height: 200)
    }
    let light = try page("light", attributes: "", classes: "Button")
    #expect(light.pixel(x: 100, y: 50) == PNGImage.Pixel(0x0a, 0x6e, 0xd1))
    let dark = try page("dark", attributes: "data-color-scheme=\"dark\"", classes: "Button")
    #expect(dark.pixel(x: 100, y: 50) == PNGImage.Pixel(0x89, 0xbf, 0xf7))
    let pressed = try page("pressed", attributes: "", classes: "Button Button--highlighted")
    #expect(pressed.pixel(x: 100, y: 50) == PNGImage.Pixel(0x08, 0x4f, 0x96))
    #expect(light.pixel(x: 300, y: 150) == PNGImage.Pixel(255, 255, 255))
  }
}

@Suite("Conversion: styles as design tokens (dtcg.md §7, 66)")
struct DTCGStylesExportTests {
  @Test(
    "66: --include-styles writes component tokens with dev.livery, and reading them back rebuilds the rules"
  )
  func includeStyles() throws {
    let theme = MotifAndCSSExportTests.codeTheme()
    let output = DTCGWriter(includeStyles: true).write(
      ConversionSource(theme: theme), baseName: "Code")
    #expect(output.losses.isEmpty, "\(output.losses)")
    let text = try #require(output.files.first?.text)
    #expect(
      text.contains(
        "\"livery\": {\n    \"styles\": {\n      \"Button\": {\n        \"backgroundColor\": {\n          \"$type\": \"color\",\n          \"$value\": \"{accent}\""
      ))
    #expect(text.contains("\":highlighted\": {\n          \"backgroundColor\": {"))
    #expect(
      text.contains(
        "\"property\": \"backgroundColor\",\n                \"state\": [\"highlighted\"]"))
    #expect(
      text.contains(
        "\"styles\": [\n        {\n          \"type\": \"Button\",\n          \"declarations\": ["))
    var files: [String: String] = [:]
    for file in output.files { files[file.path] = file.text }
    let back = readFiles(files)
    let rules = back.layers.flatMap(\.stylesheets).flatMap(\.rules)
    let original = theme.layers.flatMap(\.stylesheets).flatMap(\.rules)
    #expect(rules.map(\.identity) == original.map(\.identity))
    #expect(rules.map(\.conditions) == original.map(\.conditions))
    #expect(
      rules.map { $0.body.declarations.map(\.property) }
        == original.map { $0.body.declarations.map(\.property) })
    #expect(rules.map { $0.body.states.map(\.name) } == original.map { $0.body.states.map(\.name) })
    let compiled = back.compile()
    #expect(compiled.errors.isEmpty, "\(compiled.errors)")
    #expect(!compiled.constantNames.contains { $0.hasPrefix("livery.styles") })
    for scheme in [StyleEnvironment.ColorScheme.light, .dark] {
      let environment = StyleEnvironment(colorScheme: scheme)
      #expect(
        resolvedStyles(compiled, environment, names: ["Button"])
          == resolvedStyles(theme.compile(), environment, names: ["Button"]))
    }
    let pressed = compiled.resolve(StyleQuery(for: "Button", states: ["highlighted"]))
    #expect(pressed.properties["backgroundColor"]?.value.description == "#084f96ff")
  }
}

@Suite("Conversion: NUI's per-state solid-colour background images")
struct SolidColorImageConversionTests {
  static let nss =
    "Button {\n  background-color: #ff0000;\n  background-color-normal: #0000ff;\n  background-color-highlighted: #00ff00;\n}\n"

  @Test(
    "Formats with one background per state write the image's colour, and the view's colour under it as a loss",
    arguments: [
      ConversionTarget.maf, .motifYAML, .redbeard, .css,
    ])
  func writtenAsBackgrounds(_ target: ConversionTarget) throws {
    let (output, back) = roundTrip(readFiles(["B.nss": Self.nss]), target.writer, baseName: "B")
    let loss = try #require(
      output.losses.first {
        $0.message.contains("the view's background colour under a solid-colour background image")
      })
    #expect(loss.location?.line == 2)
    if target == .css { return }  // CSS is not read back
    let type: TargetType = target == .motifYAML || target == .redbeard ? "Button" : .button
    let style = back.resolve(
      StyleQuery(for: target == .maf ? type : nil, named: target == .maf ? [] : ["Button"]))
    #expect(style[.backgroundColor, as: RGBAColor.self]?.hexRGBA == "#0000ffff", "\(target)")
    guard target != .motifYAML else { return }  // Motif has no states (a loss of its own)
    let pressed = back.resolve(
      StyleQuery(
        for: target == .maf ? type : nil, named: target == .maf ? [] : ["Button"],
        states: [.highlighted]))
    #expect(pressed[.backgroundColor, as: RGBAColor.self]?.hexRGBA == "#00ff00ff", "\(target)")
  }

  @Test("NSS writes them back as they were read")
  func nssRoundTrip() {
    let (output, back) = roundTrip(
      readFiles(["B.nss": Self.nss]), ConversionTarget.nss.writer, baseName: "B")
    #expect(output.losses.isEmpty, "\(output.losses)")
    #expect(back.style(for: .button)[.backgroundColor, as: RGBAColor.self]?.hexRGBA == "#ff0000ff")
    #expect(
      back.style(for: .button, states: [.highlighted])[.backgroundImage]
        == ImageSource(.solidColor(RGBAColor(red: 0, green: 1, blue: 0))))
  }
}

/// Directional insets (leading and trailing) survive where the format has them, and are a loss
/// where it has only left and right.
@Suite struct DirectionalInsetsConversionTests {
  static let motif = ".Card:\n  padding: {top: 1, leading: 2, bottom: 3, trailing: 4}\n"

  @Test func motifKeepsThemAndNSSSaysItCannot() throws {
    let theme = readFiles(["Card.yaml": Self.motif], root: "in")
    #expect(!theme.compile().diagnostics.containsErrors, "\(theme.compile().diagnostics)")
    let (motif, back) = roundTrip(theme, MotifWriter(syntax: .yaml))
    #expect(motif.losses.isEmpty, "\(motif.losses)")
    let padding = back.style(for: .view, named: ["Card"])[.padding]
    #expect(padding?.isDirectional == true && padding?.leading == 2 && padding?.trailing == 4)
    let (nss, _) = roundTrip(theme, NSSWriter(dialect: .nui))
    #expect(
      nss.losses.contains { $0.message.contains("not leading and trailing") }, "\(nss.losses)")
  }
}

@Suite("Conversion: constants the theme refers to that only a bundled palette defines")
struct BroughtInConstantTests {
  /// A Fiori stylesheet that names two palette colours and overrides neither.
  static func fioriTheme() -> Theme {
    readFiles([
      "Brand.nss": """
      fdlFUIObjectView_footnoteLabel {
          font-color: primaryLabel;
          background-color: @tintColor;
      }
      """
    ])
  }

  @Test("every variant of a palette colour comes along, so the written theme keeps its dark values")
  func everyVariant() throws {
    let theme = Self.fioriTheme()
    let original = theme.compile()
    #expect(original.errors.isEmpty, "\(original.errors)")
    let source = ConversionSource(theme: theme)
    let primary = source.constants.filter { $0.constant.name == "primaryLabel" }
    #expect(primary.allSatisfy { $0.layerRole == .palette })
    let schemes = Set(primary.map { $0.constant.conditions.description })
    #expect(schemes.contains { $0.contains("colorScheme=dark") }, "\(schemes)")
    #expect(schemes.contains { $0.contains("colorScheme=light") }, "\(schemes)")
    // What each variant refers to comes along too, once.
    let names = source.constants.map { "\($0.constant.name) \($0.constant.conditions)" }
    #expect(Set(names).count == names.count, "\(names)")

    let (output, back) = roundTrip(theme, DTCGWriter(), baseName: "Brand")
    #expect(back.errors.isEmpty, "\(back.errors)\n\(output.files.map(\.text))")
    for scheme in [StyleEnvironment.ColorScheme.light, .dark] {
      let environment = StyleEnvironment(colorScheme: scheme)
      for name in ["primaryLabel", "tintColor"] {
        let written = colorHex(back, name, environment)
        #expect(written != nil, "\(name) \(scheme.rawValue)")
        #expect(written == colorHex(original, name, environment), "\(name) \(scheme.rawValue)")
      }
    }
    #expect(
      colorHex(back, "primaryLabel", StyleEnvironment(colorScheme: .light))
        != colorHex(back, "primaryLabel", StyleEnvironment(colorScheme: .dark)))
  }

  @Test("a palette constant's literal under the written conditions follows that variant's chain")
  func literalOfVariant() throws {
    let source = ConversionSource(theme: Self.fioriTheme())
    let compiled = Self.fioriTheme().compile()
    for scheme in ["light", "dark"] {
      let conditions = try Conditions.parse("colorScheme=\(scheme)").get()
      let environment = StyleEnvironment(colorScheme: .init(rawValue: scheme))
      guard
        case .color(let color)? = source.literal(ofConstant: "primaryLabel", conditions: conditions)
      else {
        Issue.record("primaryLabel has no colour under \(conditions)")
        continue
      }
      #expect(color.hexRGBA == colorHex(compiled, "primaryLabel", environment), "\(scheme)")
    }
    #expect(source.literal(ofConstant: "noSuchColour") == nil)
  }
}

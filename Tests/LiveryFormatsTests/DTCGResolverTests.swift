import Foundation
import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// A resolver (`r.resolver.json`) beside token files, in memory.
func resolverTree(
  _ resolver: String, files: [(String, String)] = [], inputs: [String: String]? = nil
) -> TokenTree {
  TokenTree([("r.resolver.json", resolver)] + files, inputs: inputs)
}

@Suite("DTCG: resolver documents (dtcg.md §7, 44–53)")
struct DTCGResolverTests {
  static let theme = ##"""
    {"version":"2025.10","resolutionOrder":[{"$ref":"#/modifiers/theme"}],
     "modifiers":{"theme":{"contexts":{"light":[{"x":{"$type":"number","$value":1}}],"dark":[{"x":{"$type":"number","$value":2}}]},"default":"light"}}}
    """##

  @Test(
    "44: every input problem at once: an invalid context (with did-you-mean) and an unknown modifier; no tokens"
  )
  func inputErrors() {
    let tree = resolverTree(Self.theme, inputs: ["theme": "blue", "foo": "bar"])
    #expect(Set(tree.codes(.error)) == ["resolver.invalid-context", "resolver.unknown-modifier"])
    #expect(
      tree.diagnostics.contains {
        $0.message.contains("invalid context \"blue\" for modifier \"theme\"")
      })
    #expect(tree.constants.isEmpty)
  }

  @Test("45: inputs are case-insensitive, with a note")
  func caseFolded() {
    let tree = resolverTree(Self.theme, inputs: ["Theme": "DARK"])
    #expect(tree.codes(.note) == ["resolver.input-case-folded"])
    #expect(tree.value("x") == .number(2))
  }

  @Test("46: a dated version and 'context' are errors, the latter with did-you-mean")
  func versionAndContextTypo() {
    let tree = resolverTree(
      ##"{"version":"2025-10-28","resolutionOrder":[{"$ref":"#/modifiers/m"}],"modifiers":{"m":{"context":{"a":[],"b":[]}}}}"##
    )
    #expect(tree.codes(.error).contains("resolver.version"))
    #expect(tree.diagnostics.contains { $0.fixIt == "did you mean 'contexts'?" })
  }

  @Test("47: one context, and a default that is no context, are errors")
  func contexts() {
    let single = resolverTree(
      ##"{"version":"2025.10","resolutionOrder":[{"$ref":"#/modifiers/m"}],"modifiers":{"m":{"contexts":{"a":[]}}}}"##
    )
    #expect(single.codes(.error).contains("resolver.single-context"))
    let sepia = resolverTree(
      ##"{"version":"2025.10","resolutionOrder":[{"$ref":"#/modifiers/m"}],"modifiers":{"m":{"contexts":{"a":[],"b":[]},"default":"sepia"}}}"##
    )
    #expect(sepia.codes(.error).contains("resolver.default-not-context"))
  }

  @Test("48: a set may not point at a modifier, nor anything at resolutionOrder")
  func invalidPointers() {
    let tree = resolverTree(
      ##"{"version":"2025.10","resolutionOrder":[{"$ref":"#/sets/s"},{"$ref":"#/modifiers/theme"}],"sets":{"s":{"sources":[{"$ref":"#/modifiers/theme"},{"$ref":"#/resolutionOrder/0"}]}},"modifiers":{"theme":{"contexts":{"light":[],"dark":[]}}}}"##
    )
    #expect(tree.codes(.error) == ["resolver.invalid-pointer", "resolver.invalid-pointer"])
  }

  @Test("49: two inline items named Size, and one without a type, are errors")
  func inlineItems() {
    let tree = resolverTree(
      #"{"version":"2025.10","resolutionOrder":[{"type":"set","name":"Size","sources":[]},{"type":"set","name":"Size","sources":[]},{"name":"x","sources":[]}]}"#
    )
    #expect(Set(tree.codes(.error)) == ["resolver.duplicate-name", "resolver.invalid-item"])
  }

  @Test("50: remote sources and sources outside the resolver's folder are refused")
  func sourcePaths() {
    let tree = resolverTree(
      ##"{"version":"2025.10","resolutionOrder":[{"$ref":"#/sets/s"}],"sets":{"s":{"sources":[{"$ref":"https://example.com/t.json"},{"$ref":"../../etc/x.json"}]}}}"##
    )
    #expect(tree.codes(.error) == ["resolver.remote-ref-unsupported", "resolver.ref-outside-root"])
  }

  @Test(
    "51: a set after a modifier wins in every context (last in resolutionOrder wins, not most specific)"
  )
  func orderSemantics() {
    let resolver = ##"""
      {"version":"2025.10","resolutionOrder":[{"$ref":"#/sets/A"},{"$ref":"#/modifiers/m"},{"$ref":"#/sets/B"}],
       "sets":{"A":{"sources":[{"x":{"$type":"number","$value":1}}]},"B":{"sources":[{"x":{"$type":"number","$value":3}}]}},
       "modifiers":{"m":{"contexts":{"light":[{"x":{"$type":"number","$value":2}}],"other":[]},"default":"light"}}}
      """##
    let tree = resolverTree(resolver)
    for context in ["light", "other"] {
      #expect(
        tree.value("x", StyleEnvironment().setting(EnvironmentAxis("dtcg:m"), to: context))
          == .number(3))
    }
    #expect(tree.value("x") == .number(3))
    #expect(resolverTree(resolver, inputs: ["m": "light"]).value("x") == .number(3))
  }

  @Test("52: sibling keys beside a set reference replace the set's own shallowly")
  func siblingOverride() {
    let tree = resolverTree(
      ##"{"version":"2025.10","resolutionOrder":[{"$ref":"#/sets/top"}],"sets":{"base":{"sources":[{"x":{"$type":"number","$value":1}}]},"top":{"sources":[{"$ref":"#/sets/base","sources":[{"x":{"$type":"number","$value":5}}]}]}}}"##
    )
    #expect(tree.value("x") == .number(5))
  }

  @Test("53: unused $defs are no problem")
  func defs() {
    let tree = resolverTree(
      #"{"version":"2025.10","$defs":{"anything":{"a":1}},"resolutionOrder":[{"type":"set","name":"s","sources":[{"x":{"$type":"number","$value":1}}]}]}"#
    )
    #expect(tree.diagnostics.isEmpty)
    #expect(tree.value("x") == .number(1))
  }

  @Test(
    "a modifier without a default: its first context answers environments without the axis, and a note says so"
  )
  func noDefault() {
    let tree = resolverTree(
      ##"{"version":"2025.10","resolutionOrder":[{"$ref":"#/modifiers/size"}],"modifiers":{"size":{"contexts":{"desktop":[{"x":{"$type":"number","$value":1}}],"mobile":[{"x":{"$type":"number","$value":2}}]}}}}"##
    )
    #expect(tree.codes(.note) == ["resolver.missing-input"])
    #expect(tree.value("x") == .number(1))
    #expect(
      tree.value("x", StyleEnvironment().setting(EnvironmentAxis("dtcg:size"), to: "mobile"))
        == .number(2))
  }

  @Test("token files beside their resolver are read through it, not again on their own")
  func filesBesideResolver() {
    let tree = resolverTree(
      ##"{"version":"2025.10","resolutionOrder":[{"$ref":"#/modifiers/theme"}],"modifiers":{"theme":{"contexts":{"light":[{"$ref":"light.tokens.json"}],"dark":[{"$ref":"dark.tokens.json"}]},"default":"light"}}}"##,
      files: [
        ("light.tokens.json", #"{"bg":{"$type":"color","$value":\#(C(1, 1, 1))}}"#),
        ("dark.tokens.json", #"{"bg":{"$type":"color","$value":\#(C(0, 0, 0))}}"#),
      ])
    #expect(tree.codes(.error).isEmpty)
    #expect(tree.color("bg") == "#ffffffff")
    #expect(tree.color("bg", StyleEnvironment(colorScheme: .dark)) == "#000000ff")
    #expect(tree.diagnostics.filter { $0.code == .fileSkipped }.count == 2)
  }
}

@Suite(
  "DTCG corpus (../shared/corpus/dtcg; dtcg.md §7, 41–43, 56–58)",
  .enabled(
    if: Fixtures.hasCorpus,
    "the shared corpus is not next to the package (../shared/corpus); set LIVERY_CORPUS")
)
struct DTCGCorpusTests {
  func load(_ path: String, inputs: [String: String]? = nil, strict: Bool = false) -> (
    theme: CompiledTheme, layers: [Layer]
  ) {
    let formats = FormatRegistry.standard(
      dtcg: DTCGFormat.Options(strict: strict, resolverInputs: inputs))
    let read = ThemeLoader.read(
      [.file(Fixtures.corpusFile(path))], options: .init(formats: formats, includeDefaults: false))
    return (read.compile(), read.layers)
  }

  func hex(_ theme: CompiledTheme, _ name: String, _ environment: StyleEnvironment = .default)
    -> String?
  {
    if case .color(let color)? = theme.constant(named: name, in: environment)?.value {
      return color.hexRGBA
    }
    return nil
  }

  @Test(
    "41: figma-sds light: 298 tokens; the brand background is #2c2c2c; 19 em warnings point into typography.tokens.json"
  )
  func figmaLight() {
    let (theme, layers) = load("dtcg/figma-sds.resolver.json", inputs: ["theme": "light"])
    #expect(
      layers.filter { $0.role != .palette }.flatMap(\.stylesheets).flatMap(\.constants).count == 298
    )
    #expect(hex(theme, "color.background.brand.$root") == "#2c2c2cff")
    let em = theme.diagnostics.filter { $0.code == .dtcgUnitEm }
    #expect(em.count == 19)
    #expect(
      em.allSatisfy { $0.location?.path.hasSuffix("figma-sds/typography.tokens.json") == true })
    #expect(theme.errors.isEmpty)
    let strict = load("dtcg/figma-sds.resolver.json", inputs: ["theme": "light"], strict: true)
      .theme
    #expect(strict.errors.filter { $0.code == .dtcgUnitEm }.count == 19)
  }

  @Test(
    "42: figma-sds dark: the brand background is white at alpha 13/255; the default border #444444")
  func figmaDark() throws {
    let (theme, _) = load("dtcg/figma-sds.resolver.json", inputs: ["theme": "dark"])
    let value = try #require(theme.constant(named: "color.background.brand.$root")?.value)
    guard case .color(let color) = value else {
      Issue.record("not a colour")
      return
    }
    #expect(color.red == 1 && color.green == 1 && color.blue == 1)
    #expect(color.alpha == 0.050980392156862744)
    #expect(hex(theme, "color.border.default.$root") == "#444444ff")
    #expect(hex(theme, "color.text.default.$root") == "#ffffffff")
  }

  @Test(
    "43: figma-sds without input: 189 unconditional constants, 109 with a light and a dark definition, equal to each permutation"
  )
  func figmaFactored() {
    let (theme, layers) = load("dtcg/figma-sds.resolver.json")
    let constants = layers.filter { $0.role != .palette }.flatMap(\.stylesheets).flatMap(
      \.constants)
    let unconditional = constants.filter { $0.conditions.isEmpty }
    #expect(unconditional.count == 189)
    let conditional = Dictionary(grouping: constants.filter { !$0.conditions.isEmpty }, by: \.name)
    #expect(conditional.count == 109)
    #expect(
      conditional.values.allSatisfy {
        Set($0.map(\.conditions.description)) == ["colorScheme=light", "colorScheme=dark"]
      })
    #expect(unconditional.contains { $0.name == "color.background.warning.$root" })
    // The self-check of §5.6: every token, in each scheme, equals the permutation compiled alone.
    for (scheme, input) in [(StyleEnvironment.ColorScheme.light, "light"), (.dark, "dark")] {
      let alone = load("dtcg/figma-sds.resolver.json", inputs: ["theme": input]).theme
      let environment = StyleEnvironment(colorScheme: scheme)
      for name in alone.constantNames {
        #expect(
          theme.constant(named: name, in: environment)?.value
            == alone.constant(named: name)?.value, "\(name) \(input)")
      }
    }
    #expect(hex(theme, "size.space.400") == nil)
    #expect(theme.constant(named: "size.space.400")?.value == .number(16))
  }

  @Test("56: Primer's timing tokens: 12 durations in seconds, no diagnostics")
  func primerTiming() {
    let (theme, layers) = load("dtcg/github-primer/base/motion/timing.tokens.json")
    let constants = layers.filter { $0.role != .palette }.flatMap(\.stylesheets).flatMap(
      \.constants)
    #expect(constants.count == 12)
    #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    #expect(constants.allSatisfy { $0.metadata?.declaredType == "duration" })
  }

  @Test(
    "57: Fluent's effects: 4 layered shadows and 3 dimensions; short hex and empty units warn, or fail strictly"
  )
  func fluentEffects() {
    let (theme, layers) = load("dtcg/microsoft-fluent/effects.tokens.json")
    let constants = layers.filter { $0.role != .palette }.flatMap(\.stylesheets).flatMap(
      \.constants)
    #expect(constants.filter { $0.metadata?.declaredType == "shadow" }.count == 4)
    #expect(constants.filter { $0.metadata?.declaredType == "dimension" }.count == 3)
    #expect(theme.errors.isEmpty)
    // dtcg.md counted 4; the corpus file has a 3-digit hex in each of its 8 shadow layers, each reported.
    let written =
      (try? String(
        contentsOfFile: Fixtures.corpusFile("dtcg/microsoft-fluent/effects.tokens.json"),
        encoding: .utf8))?
      .components(separatedBy: "\"hex\": \"#000\"").count ?? 1
    #expect(theme.diagnostics.filter { $0.code == .dtcgHexShort }.count == written - 1)
    #expect(written - 1 == 8)
    #expect(theme.diagnostics.contains { $0.code == .dtcgEmptyUnit })
    let strict = load("dtcg/microsoft-fluent/effects.tokens.json", strict: true)
    #expect(
      strict.layers.filter { $0.role != .palette }.flatMap(\.stylesheets).flatMap(\.constants)
        .filter { $0.metadata?.declaredType == "shadow" }.count == 0)
    #expect(!strict.theme.errors.isEmpty)
  }

  @Test(
    "58: figma-sds' light theme alone: 126 unresolved aliases and one hint to load it with its resolver"
  )
  func themeAlone() {
    let (theme, _) = load("dtcg/figma-sds/theme-light.tokens.json")
    // The report caps each code per file; the count is in the hint.
    let hint = theme.diagnostics.first { $0.code == .resolverHintLoadWithResolver }
    #expect(hint?.message.hasPrefix("126 aliases") == true)
    #expect(theme.diagnostics.contains { $0.code == .dtcgUnresolvedReference })
  }

  @Test(
    "every corpus resolver loads without errors except the reported deviations, in every permutation"
  )
  func allResolvers() {
    for resolver in ["figma-sds", "github-primer", "microsoft-fluent", "adobe-spectrum"] {
      let (theme, layers) = load("dtcg/\(resolver).resolver.json")
      let constants = layers.filter { $0.role != .palette }.flatMap(\.stylesheets).flatMap(
        \.constants)
      #expect(constants.count > 100, "\(resolver)")
      // What the real files get wrong (SOURCES.md): non-DTCG types, Primer's alpha beside an alias,
      // Fluent's CSS keys in typography and incomplete shorthands; each located in a token file.
      let expected: Set<DiagnosticCode> = [
        .dtcgUnknownType, .dtcgNoType, .dtcgUnknownProperty, .dtcgBadValue,
      ]
      let unexpected = theme.errors.filter { !expected.contains($0.code) }
      #expect(unexpected.isEmpty, "\(resolver): \(unexpected.prefix(3))")
      #expect(
        theme.errors.allSatisfy { $0.location?.path.contains("/dtcg/\(resolver)/") == true },
        "\(resolver)")
    }
  }
}

@Suite("DTCG: loading beside other inputs")
struct DTCGLoadingTests {
  @Test(
    "a token file attached to dark mode overrides the base file's tokens in dark only, and reaches its palette"
  )
  func attachedFile() throws {
    let source = MemorySource(
      [
        "base.tokens.json": Array(
          #"{"ink":{"$type":"color","$value":{"colorSpace":"srgb","components":[0,0,0]}},"paper":{"$type":"color","$value":{"colorSpace":"srgb","components":[1,1,1]}},"text":{"$type":"color","$value":"{ink}"}}"#
            .utf8),
        "dark.tokens.json": Array(#"{"text":{"$type":"color","$value":"{paper}"}}"#.utf8),
      ], root: "attached")
    let theme = ThemeLoader.read(
      [
        ThemeInput(source: source, selection: .file("base.tokens.json")),
        ThemeInput(
          source: source, selection: .file("dark.tokens.json"),
          conditions: Conditions([.equals(.colorScheme, "dark")])),
      ], options: .init(includeDefaults: false)
    ).compile()
    #expect(theme.errors.isEmpty, "\(theme.errors)")
    func hex(_ environment: StyleEnvironment) -> String? {
      if case .color(let color)? = theme.constant(named: "text", in: environment)?.value {
        return color.hexRGBA
      }
      return nil
    }
    #expect(hex(StyleEnvironment(colorScheme: .light)) == "#000000ff")
    #expect(hex(StyleEnvironment(colorScheme: .dark)) == "#ffffffff")
  }

  @Test(
    "a Motif JSON file that mentions \"$value\" as a value stays Motif; one with the key is design tokens"
  )
  func claims() {
    let motif = TokenTree([("Theme.json", #"{"$label": "$value", ".Title": {"text": "$label"}}"#)])
    #expect(motif.layers.flatMap(\.stylesheets).contains { $0.format.identifier == "motif.json" })
    let tokens = TokenTree([("Theme.json", #"{"size": {"$type": "number", "$value": 4}}"#)])
    #expect(tokens.value("size") == .number(4))
  }

  @Test("legacy strings: \"1em\" reads as 16 (lenient) and \"200ms\" as 0.2 s, each with a warning")
  func legacyStrings() {
    let tree = TokenTree(
      #"{"d":{"$type":"dimension","$value":"1em"},"t":{"$type":"duration","$value":"200ms"}}"#)
    #expect(tree.value("d") == .number(16))
    #expect(tree.value("t") == .number(0.2))
    #expect(
      tree.codes(.warning) == [
        "dtcg.nonconforming.legacy-string-dimension", "dtcg.nonconforming.legacy-string-dimension",
      ])
  }

  @Test(
    "hostile resolvers: 70 two-context modifiers are one error, not a crash; gradients that double at each level stop at 1,024 stops"
  )
  func hostile() {
    var modifiers: [String] = []
    var order: [String] = []
    for index in 0..<70 {
      modifiers.append("\"m\(index)\":{\"contexts\":{\"a\":[],\"b\":[]},\"default\":\"a\"}")
      order.append("{\"$ref\":\"#/modifiers/m\(index)\"}")
    }
    let resolver =
      "{\"version\":\"2025.10\",\"resolutionOrder\":[\(order.joined(separator: ","))],\"modifiers\":{\(modifiers.joined(separator: ","))}}"
    let tree = resolverTree(resolver)
    #expect(tree.codes(.error) == ["resolver.too-many-permutations"])
    var json =
      #"{"g0":{"$type":"gradient","$value":[{"color":{"colorSpace":"srgb","components":[0,0,0]},"position":0}]}"#
    for level in 1...30 {
      json +=
        ",\"g\(level)\":{\"$type\":\"gradient\",\"$value\":[\"{g\(level - 1)}\",\"{g\(level - 1)}\"]}"
    }
    json += "}"
    let gradients = TokenTree(json)
    #expect(gradients.diagnostics.contains { $0.message.contains("more than 1024 stops") })
    #expect(gradients.has("g10"))
  }
}

import Foundation
import LiveryConversion
import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// Where a written theme differs from its original: every style's resolved properties, sub-element
/// properties and states, in each environment, compared; a difference is allowed only where the
/// writer reported a loss at the declaration's (or its rule's) own source location.
struct RoundTripComparison {
  var checked = 0
  var unexplained: [String] = []
  /// Styles whose parents were reported lost: what they inherit may differ.
  var orphans: Set<String> = []

  init(
    original: CompiledTheme, back: CompiledTheme, losses: [Diagnostic],
    environments: [StyleEnvironment], source: ConversionSource
  ) {
    // A loss at a rule, state or part covers every declaration inside it.
    var lost = Set(losses.compactMap(\.location))
    var orphans: Set<String> = []
    func cover(_ body: ConversionSource.Body, _ covered: Bool) {
      for setting in body.settings where covered { lost.insert(setting.declaration.location) }
      for state in body.states {
        if covered { lost.insert(state.location) }
        cover(state.body, covered || lost.contains(state.location))
      }
      for sub in body.subElements {
        if covered { lost.insert(sub.location) }
        cover(sub.body, covered || lost.contains(sub.location))
      }
    }
    for rule in source.rules {
      cover(rule.body, lost.contains(rule.location))
      // A style whose parent could not be written loses what it inherits.
      if rule.body.parents.contains(where: { lost.contains($0.location) })
        || lost.contains(rule.location)
      {
        switch rule.identity {
        case .type(let type): orphans.insert(type.rawValue)
        case .named(let name, _): orphans.insert(name.rawValue)
        }
      }
    }
    self.orphans = orphans
    let names = Set(original.styleNames.map(\.rawValue) + original.typeStyles.map(\.rawValue))
      .sorted()
    for environment in environments {
      for name in names {
        let query = StyleQuery(named: [StyleName(name)], in: environment)
        compare(
          original.resolve(query).properties, back.resolve(query).properties,
          "\(name) [\(environment.colorScheme?.rawValue ?? "")]", lost, style: name)
        let a = original.resolve(query)
        let b = back.resolve(query)
        for (part, sub) in a.subElements {
          guard let other = b.subElements[part] else {
            if !lost.contains(sub.location) { unexplained.append("\(name).\(part): part missing") }
            continue
          }
          compare(
            original.resolve(sub.query).properties, back.resolve(other.query).properties,
            "\(name).\(part)", lost, style: nil)
        }
        for state in a.states {
          let stateQuery = StyleQuery(
            named: [StyleName(name)], states: [state.name], in: environment)
          compare(
            original.resolve(stateQuery).properties, back.resolve(stateQuery).properties,
            "\(name):\(state.name)", lost, style: name)
        }
      }
    }
  }

  private mutating func compare(
    _ a: [PropertyName: ResolvedProperty], _ b: [PropertyName: ResolvedProperty], _ what: String,
    _ lost: Set<LiveryCore.SourceLocation>, style: String?
  ) {
    for (property, expected) in a {
      checked += 1
      let written = b[property]?.value
      guard !Self.same(written, expected.value) else { continue }
      let provenance = expected.provenance
      if lost.contains(provenance.location) || lost.contains(provenance.valueLocation)
        || provenance.references.contains(where: { lost.contains($0.definedAt) })
      {
        continue
      }
      if let style, orphans.contains(style), provenance.declaredIn?.description != style {
        continue
      }
      unexplained.append(
        "\(what).\(property): \(expected.value) became \(written.map(\.description) ?? "nothing")")
    }
  }

  /// Equal, or equal to 8-bit precision for colours (every format writes bytes), or a scalar and
  /// the text of it (formats without types read an unknown property's `true` as text).
  static func same(_ a: Value?, _ b: Value) -> Bool {
    guard let a else { return false }
    if case .string(let text) = a, text == b.description { return true }
    if case .string(let text) = b, text == a.description { return true }
    if case .color(let x) = a, case .color(let y) = b { return x.hexRGBA == y.hexRGBA }
    if case .number(let x) = a, case .number(let y) = b { return abs(x - y) < 1e-9 }
    return a.description == b.description
  }
}

/// Reads files written by a writer from memory.
func readWritten(_ output: ConversionOutput) -> CompiledTheme {
  var files: [String: String] = [:]
  for file in output.files { files[file.path] = file.text }
  return readFiles(files, root: "written").compile()
}

@Suite("Conformance: one theme in every format, and every format written and read again")
struct ConformanceTests {
  /// The same small theme, written by hand in each format that has named styles.
  static let handWritten: [(String, [String: String])] = [
    (
      "Motif",
      [
        "Brand.yaml":
          "$Accent: '#0a6ed1'\n.Primary:\n  backgroundColor: $Accent\n  textColor: '#ffffff'\n  cornerRadius: 8\n"
      ]
    ),
    (
      "NSS",
      [
        "Brand.nss":
          "@Accent: #0a6ed1;\nPrimary {\n  background-color: @Accent;\n  font-color: #ffffff;\n  corner-radius: 8;\n}\n"
      ]
    ),
    (
      "MAF",
      [
        "Brand.xml":
          ##"<styles><Style Key="Primary"><Setter Property="Background" Value="#0A6ED1"/><Setter Property="TextColor" Value="#FFFFFF"/><Setter Property="CornerRadius" Value="8"/></Style></styles>"##
      ]
    ),
    (
      "Redbeard",
      [
        "theme.inc.json": #"{"include": [], "themes": ["brand.json"]}"#,
        "brand.json":
          ##"{"Accent": "#0a6ed1", "Primary": {"backgroundColor": "ref://Accent", "textColor": "#ffffff", "cornerRadius": 8}}"##,
      ]
    ),
    (
      "design tokens + Motif class",
      [
        "brand.tokens.json":
          #"{"Accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.0392156862745098, 0.43137254901960786, 0.8196078431372549]}}}"#,
        "Classes.yaml":
          ".Primary:\n  backgroundColor: $Accent\n  textColor: '#ffffff'\n  cornerRadius: 8\n",
      ]
    ),
  ]

  @Test("the hand-written theme resolves the same Primary style in every format")
  func handWrittenThemes() throws {
    var results: [String: [String: String]] = [:]
    for (format, files) in Self.handWritten {
      let theme = readFiles(files).compile()
      #expect(theme.errors.isEmpty, "\(format): \(theme.errors)")
      let style = theme.resolve(StyleQuery(named: ["Primary"]))
      results[format] = style.properties.reduce(into: [:]) {
        $0[$1.key.rawValue] = $1.value.value.description
      }
    }
    let expected = ["backgroundColor": "#0a6ed1ff", "textColor": "#ffffffff", "cornerRadius": "8"]
    for (format, properties) in results { #expect(properties == expected, "\(format)") }
  }

  @Test(
    "each hand-written theme, written in every format and read again, resolves the same except where a loss is reported"
  )
  func handWrittenRoundTrips() throws {
    for (format, files) in Self.handWritten {
      let original = readFiles(files)
      for target in ConversionTarget.allCases where target != .css {
        let output = target.writer.write(ConversionSource(theme: original), baseName: "Brand")
        let back = readWritten(output)
        #expect(
          back.errors.isEmpty,
          "\(format) → \(target.rawValue): \(back.errors.prefix(3))\n\(output.files.map(\.text).joined(separator: "\n"))"
        )
        let comparison = RoundTripComparison(
          original: original.compile(), back: back, losses: output.losses, environments: [.default],
          source: ConversionSource(theme: original))
        #expect(
          comparison.unexplained.isEmpty,
          "\(format) → \(target.rawValue): \(comparison.unexplained)")
      }
    }
  }

  /// Corpus themes: a file or a folder each, per format.
  static let corpusThemes = [
    "motif/Examples__ButtonsExample__Theme.yaml", "nss/tombenner__nui__Blue.NUI.nss",
    "nss/SAP__cloud-sdk-ios-fiori__styleSheet.nss",
    "maf/SAPDefaultStyle.xml", "redbeard/MarvelHeroes",
    "dtcg/figma-sds.resolver.json",
  ]

  @Test(
    "every corpus theme, written in every format and read again, resolves the same in light and dark except the reported losses",
    .enabled(
      if: Fixtures.hasCorpus,
      "the shared corpus is not next to the package (../shared/corpus); set LIVERY_CORPUS"))
  func corpusRoundTrips() throws {
    let available = Self.corpusThemes.filter {
      FileManager.default.fileExists(atPath: Fixtures.corpusFile($0))
    }
    #expect(available.count >= 3, "corpus themes found: \(available)")
    for path in available {
      let original = ThemeLoader.read(
        [.path(Fixtures.corpusFile(path))], options: .init(includeDefaults: false))
      let compiled = original.compile()
      for target in ConversionTarget.allCases where target != .css {
        let output = target.writer.write(ConversionSource(theme: original), baseName: "Out")
        let back = readWritten(output)
        #expect(back.errors.isEmpty, "\(path) → \(target.rawValue): \(back.errors.prefix(3))")
        let comparison = RoundTripComparison(
          original: compiled, back: back, losses: output.losses,
          environments: [
            StyleEnvironment(colorScheme: .light), StyleEnvironment(colorScheme: .dark),
          ],
          source: ConversionSource(theme: original))
        #expect(
          comparison.unexplained.isEmpty,
          "\(path) → \(target.rawValue): \(comparison.unexplained.prefix(5)) (of \(comparison.checked))"
        )
      }
    }
  }
}

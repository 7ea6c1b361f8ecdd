import Foundation
import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// Redbeard's stock theme (`../shared/corpus/redbeard/MarvelHeroes`) loads with the outcome its
/// SOURCES.md describes.
@Suite(
  "Redbeard corpus (../shared/corpus/redbeard)",
  .enabled(
    if: Fixtures.hasCorpus,
    "the shared corpus is not next to the package (../shared/corpus); set LIVERY_CORPUS")
)
struct RedbeardCorpusTests {
  let layer = RedbeardLoader.load(Fixtures.corpusFile("redbeard/MarvelHeroes"))
  var theme: CompiledTheme { Theme(layers: [MaterialPalette.layer, layer]).compile() }

  /// A constant's colour as `#rrggbbaa` (the stock theme writes them as strings).
  func hex(_ name: String, _ theme: CompiledTheme) -> String? {
    switch theme.constant(named: name)?.value {
    case .string(let text): return text.lowercased()
    case .color(let color): return color.hexRGBA
    default: return nil
    }
  }

  @Test(
    "the stock theme loads: 43 files, no errors, a warning per trailing comma (35) and for the alias (1)"
  )
  func loads() {
    #expect(layer.stylesheets.count == 43)
    let diagnostics = theme.diagnostics
    #expect(diagnostics.errors.isEmpty, "\(diagnostics.errors)")
    #expect(diagnostics.warnings.with(code: .jsonTrailingComma).count == 35)
    #expect(diagnostics.warnings.with(code: .redbeardAlias).count == 1)
    #expect(diagnostics.warnings.count == 36)
    #expect(diagnostics.with(code: .fileSkipped).count == 1, "RBTooltipView.json is listed twice")
    #expect(layer.stylesheets.first?.readingNote?.hasPrefix("root file for idiom=phone") == true)
  }

  @Test("toggle-button inherits base-button, with its own highlighted and selected states")
  func toggleButton() {
    let theme = self.theme
    let lighter = hex("color-primary-lighter", theme)
    #expect(lighter == "#b0bec5ff")
    let normal = theme.resolve(StyleQuery(named: ["toggle-button"]))
    #expect(normal.properties["backgroundColor"]?.value.description == hex("color-primary", theme))
    #expect(normal.properties["titleColor"]?.value.description == hex("color-text-light", theme))
    for state in [StateName.highlighted, .selected] {
      let style = theme.resolve(StyleQuery(named: ["toggle-button"], states: [state]))
      #expect(style.properties["backgroundColor"]?.value.description == lighter)
      #expect(style.properties["borderColor"]?.value.description == lighter)
    }
    #expect(
      normal.properties["backgroundColor"].map {
        normal.inheritancePath(for: $0).map(\.description)
      } == ["toggle-button", "base-button"])
  }

  @Test("RBSimpleCellView: the body's alternate state nests selected, with parts")
  func nestedStates() {
    let theme = self.theme
    let body = StyleQuery(named: ["RBSimpleCellView"]).subElement("body")
    #expect(
      theme.resolve(body.with(states: ["alternate"])).properties["backgroundColor"]?.value
        .description == hex("palette-grey-300", theme))
    #expect(
      theme.resolve(body.with(states: ["alternate", .selected])).properties["backgroundColor"]?
        .value.description
        == hex("color-accent", theme))
    let title = theme.resolve(body.with(states: ["alternate", .selected]).subElement("titleLabel"))
    #expect(title.properties["textColor"]?.value.description == hex("color-text-light", theme))
    #expect(
      theme.resolve(body).properties["backgroundColor"]?.value.description
        == hex("color-background", theme))
  }

  @Test("every glyph:// in the corpus (15) parses into a glyph image with its colour")
  func glyphs() {
    var glyphs = 0
    func count(_ body: StyleBody) {
      for declaration in body.declarations {
        if case .map(let entries) = declaration.value,
          entries.contains(where: { $0.key == "glyph" })
        {
          glyphs += 1
        }
      }
      for state in body.states { count(state.body) }
      for part in body.subElements { count(part.body) }
    }
    for sheet in layer.stylesheets { for rule in sheet.rules { count(rule.body) } }
    #expect(glyphs == 15)
    let theme = self.theme
    #expect(theme.diagnostics.with(code: .valueType).isEmpty)
    let rating = theme.resolve(StyleQuery(named: ["RBRatingField"]))
    guard case .image(let image) = rating.properties["filledImage"]?.value,
      case .glyph(let name, let color, let height) = image.origin
    else {
      Issue.record("no glyph")
      return
    }
    #expect(name == "star" && height == 32)
    #expect(color?.hexRGBA == hex("palette-yellow-700", theme))
  }

  @Test("per-instance buttons: the collection's theme and the one button's, which clears it first")
  func perInstance() {
    let theme = self.theme
    let alert = StyleQuery(named: ["RBFormAlertViewController"])
    #expect(theme.resolve(alert.subElement("buttons")).isResolved)
    let submit = theme.resolve(alert.subElement("button_formAlertSubmitButtonIdentifier"))
    #expect(submit.resetsPreviousValues)
    #expect(!submit.properties.isEmpty)
  }
}

import Foundation
import LiveryCore
import LiveryFormats
import LiveryHTML
@_spi(LiveryAdapter) import LiveryRuntime
import LiveryTestSupport
import Testing

/// Motif's behaviour (seed: Motif), with appliers registered the Motif way.
@MainActor
@Suite struct MotifRuntimeTests {
  static let buttons = """
    $RedColor: '#f93d38'
    $BlueColor: '#50b5ed'
    $FontName: AvenirNext-Regular

    .ButtonText:
        fontName: $FontName
        fontSize: 16
        textColor: $BlueColor

    .Button:
        borderWidth: 1
        cornerRadius: 5
        borderColor: $BlueColor
        titleText: .ButtonText

    .WarningButton:
        _superclass: .Button
        borderColor: $RedColor
    """

  @Test func anApplierOnTheBaseTypeServesSubtypesAndASubtypesOwnWins() {
    var appliers = HTMLAppliers.standard()
    var seen: [String] = []
    var buttonWidths = ApplierRegistry()
    buttonWidths.register(
      .borderWidth, on: HTMLButton.self, as: Double.self,
      set: { button, width in button.element.setStyle("outline-width", CSSValues.pixels(width)) },
      reset: { $0.element.setStyle("outline-width", nil) })
    appliers.merge(buttonWidths)
    seen.append(contentsOf: appliers.properties(for: HTMLButton.self).map(\.rawValue))
    #expect(seen.contains("borderWidth") && seen.contains("titleLabel"))
    let theme = compile(
      "Theme.yaml", Self.buttons + "\n.Plain:\n    borderWidth: 2\n    borderColor: $RedColor\n")
    let applier = ThemeApplier(theme: theme, appliers: appliers)
    let button = HTMLButton(styleNames: ["Button"])
    let view = HTMLView(styleNames: ["Plain"])
    applier.apply(to: button)
    applier.apply(to: view)
    // The base view's border compound draws the view's border…
    #expect(view.element.style["border"] == "2px solid rgb(249 61 56)")
    // …and the button's own borderWidth applier wins for buttons (the colour still comes from the base).
    #expect(button.element.style["outline-width"] == "1px")
    #expect(button.element.style["border"] == "0 none")
  }

  @Test func aCompoundFontApplierIsCalledOnceWithNameAndSize() {
    var calls: [(String?, Double?)] = []
    var appliers = ApplierRegistry()
    appliers.registerCompound(
      [.fontName, .fontSize], on: HTMLLabel.self,
      apply: { label, values in
        calls.append((values[.fontName, as: String.self], values[.fontSize, as: Double.self]))
        let size = CSSValues.pixels(values[.fontSize, as: Double.self] ?? 17)
        label.element.setStyle("font", "\(size) \(values[.fontName, as: String.self] ?? "system")")
      },
      reset: { $0.element.setStyle("font", nil) })
    let light = compile("Theme.yaml", ".Title:\n    fontName: Avenir-Book\n    fontSize: 20\n")
    let bigger = compile("Theme.yaml", ".Title:\n    fontName: Avenir-Book\n    fontSize: 28\n")
    let applier = ThemeApplier(theme: light, appliers: appliers)
    let label = HTMLLabel(styleNames: ["Title"])
    applier.apply(to: label)
    #expect(calls.count == 1)
    #expect(calls.last?.0 == "Avenir-Book" && calls.last?.1 == 20)
    applier.setTheme(bigger)
    // Only the size changed; the compound gets both values, once.
    #expect(calls.count == 2)
    #expect(calls.last?.0 == "Avenir-Book" && calls.last?.1 == 28)
    #expect(label.element.style["font"] == "28px Avenir-Book")
  }

  @Test func titleTextReachesTheTitleLabelThroughAPartApplier() {
    var appliers = HTMLAppliers.standard()
    var motifParts = ApplierRegistry()
    motifParts.registerPart("titleText", on: HTMLButton.self) { $0.titleLabel }
    appliers.merge(motifParts)
    let applier = ThemeApplier(theme: compile("Theme.yaml", Self.buttons), appliers: appliers)
    let button = HTMLButton(styleNames: ["WarningButton"])
    applier.apply(to: button)
    #expect(button.titleLabel.element.style["color"] == "rgb(80 181 237)")
    #expect(button.titleLabel.element.style["font-size"] == "16px")
    #expect(
      button.titleLabel.element.style["font-family"]?.hasPrefix("\"Avenir Next\", \"AvenirNext\"")
        == true)
    #expect(button.element.style["border"] == "1px solid rgb(249 61 56)")
    #expect(applier.diagnostics.isEmpty, "\(applier.diagnostics)")
  }

  @Test func aWronglyTypedValueIsADiagnosticAtItsDeclarationAndThePropertyIsLeftAlone() throws {
    // `cornerSmoothing` is the app's own property (no schema type): the applier's type decides.
    var appliers = HTMLAppliers.standard()
    var own = ApplierRegistry()
    own.register(
      "cornerSmoothing", on: HTMLView.self, as: Double.self,
      set: { view, value in view.element.setStyle("--smoothing", CSSValues.number(value)) },
      reset: { $0.element.setStyle("--smoothing", nil) })
    appliers.merge(own)
    let theme = compile("Theme.yaml", ".Card:\n    cornerSmoothing: very\n    cornerRadius: 4\n")
    let applier = ThemeApplier(theme: theme, appliers: appliers)
    let view = HTMLView(styleNames: ["Card"])
    applier.apply(to: view)
    applier.apply(to: view)
    #expect(view.element.style["--smoothing"] == nil)
    #expect(view.element.style["border-radius"] == "4px")  // the rest applies
    let problem = try #require(applier.diagnostics.with(code: .valueType).first)
    #expect(applier.diagnostics.with(code: .valueType).count == 1)
    #expect(problem.location?.description == "app/Theme.yaml:2:22")
    #expect(problem.message.contains("expects a number, found a string"))
  }

  @Test func aSchemaTypedPropertyWithAWrongValueIsReportedByTheResolverAndLeftAlone() throws {
    let theme = compile("Theme.yaml", ".Card:\n    borderWidth: thick\n    cornerRadius: 4\n")
    let applier = htmlApplier(theme)
    let view = HTMLView(styleNames: ["Card"])
    applier.apply(to: view)
    #expect(view.element.style["border"] == nil)
    #expect(view.element.style["border-radius"] == "4px")
    let problem = try #require(applier.diagnostics.errors.first)
    #expect(problem.location?.description == "app/Theme.yaml:2:18")
  }

  @Test(
    .enabled(
      if: Fixtures.hasCorpus,
      "the shared corpus is not next to the package (../shared/corpus); set LIVERY_CORPUS"))
  func dynamicThemingReappliesEveryStyledComponent() throws {
    let folder = "motif/Examples__DynamicThemingExample__Themes__"
    // The example's order: colours, one mapping file, then the files that use the mappings.
    func files(_ mappings: String) -> [String] {
      ["Colors", mappings, "Typography", "Content", "Controls", "Navigation", "StyleGuide"].map {
        Fixtures.corpusFile(folder + $0 + "Theme.yaml")
      }
    }
    let light = compile(paths: files("LightMappings"))
    let dark = compile(paths: files("DarkMappings"))
    #expect(!light.diagnostics.containsErrors && !dark.diagnostics.containsErrors)
    let applier = htmlApplier(light)
    let buttons = (0..<3).map { _ in HTMLButton(styleNames: ["Button"]) }
    let backgrounds = (0..<3).map { _ in HTMLView(styleNames: ["ContentBackground"]) }
    for component in buttons as [HTMLView] + backgrounds { applier.apply(to: component) }
    let lightLook = backgrounds.map { $0.element.style }
    let lightButtons = buttons.map { $0.element.style }
    #expect(lightButtons.allSatisfy { $0["background-color"] != nil })
    #expect(applier.setTheme(dark))
    for (view, before) in zip(backgrounds, lightLook) {
      #expect(view.element.style["background-color"] != nil)
      #expect(view.element.style != before)
    }
    for (button, before) in zip(buttons, lightButtons) {
      #expect(button.element.style["background-color"] != before["background-color"])
    }
    #expect(applier.setTheme(light))
    #expect(backgrounds.map(\.element.style) == lightLook)
    #expect(buttons.map(\.element.style) == lightButtons)
    #expect(applier.styledComponentCount == 6)
  }
}

import LiveryCore
import LiveryFormats
import LiveryServer
import LiveryTestSupport
import Testing

/// The two cascade rules on real themes, as a designer sees them in the preview's gallery
/// (semantics §3 and §6): the skin never mixes into what a theme styles, and light-only themes stay
/// light in the dark column.
@Suite(
  "Cascade rules on corpus themes in the gallery",
  .enabled(if: Fixtures.hasCorpus, "the shared corpus (../shared/corpus) is not here"))
struct CascadeRulesCorpusTests {
  nonisolated static let lightOnlyThemes = [
    "redbeard/MarvelHeroes", "maf/SAPDefaultStyle.xml", "nss/tombenner__nui__Googolplex.NUI.nss",
  ]

  private func load(_ relative: String, _ mode: LightOnlyDarkMode = .staysLight) -> CompiledTheme {
    var theme = ThemeLoader.read(
      [.path(Fixtures.corpusFile(relative))], options: .init(includeDefaults: true))
    theme.lightOnlyDarkMode = mode
    return theme.compile()
  }

  /// The gallery cells (rows of the preview) whose text has less than 3:1 contrast with what it is
  /// drawn on: the component's background over the cell's, which is black in a dark column and
  /// white in a light one — unless the theme resolves that column as light.
  private func lowContrastCells(_ theme: CompiledTheme, _ scheme: StyleEnvironment.ColorScheme)
    -> Set<String>
  {
    let environment = StyleEnvironment(colorScheme: scheme)
    let drawnDark = theme.resolvingEnvironment(environment).colorScheme == .dark
    let cell =
      drawnDark ? RGBAColor(red: 0, green: 0, blue: 0) : RGBAColor(red: 1, green: 1, blue: 1)
    var low: Set<String> = []
    for row in GalleryPage.rows(for: theme, selection: GallerySelection()) {
      let style = theme.resolve(
        StyleQuery(
          for: row.type, named: row.style.map { [$0] } ?? [], states: row.states,
          in: environment))
      guard let text = style[.textColor, as: RGBAColor.self] else { continue }
      // A gradient or image background is not judged here.
      if style[.backgroundColor] != nil, style[.backgroundColor, as: RGBAColor.self] == nil {
        continue
      }
      let background =
        style[.backgroundColor, as: RGBAColor.self].map { $0.composited(over: cell) } ?? cell
      if text.composited(over: background).contrastRatio(with: background) < 3 {
        low.insert("\(row.type) \(row.style?.rawValue ?? "-") \(row.states.map(\.rawValue))")
      }
    }
    return low
  }

  @Test(
    "Dark columns have no text cell below 3:1 that the light column does not also have",
    arguments: lightOnlyThemes)
  func darkColumnsStayReadable(_ relative: String) throws {
    let theme = load(relative)
    #expect(theme.isLightOnly, "\(relative)")
    let light = lowContrastCells(theme, .light)
    let dark = lowContrastCells(theme, .dark)
    #expect(dark.subtracting(light).isEmpty, "\(relative): \(dark.subtracting(light).sorted())")
    // What the dark column showed before the rule (and shows when an app asks for the skin's dark
    // values): text the theme made dark on the skin's dark backgrounds — the check can fail.
    let mixed = load(relative, .usesSkinDarkValues)
    #expect(!lowContrastCells(mixed, .dark).subtracting(light).isEmpty, "\(relative)")
  }

  @Test(
    "Googolplex's red button stays red when highlighted, and explain says the skin's blue is not used"
  )
  func googolplexHighlightedButton() throws {
    let theme = load("nss/tombenner__nui__Googolplex.NUI.nss")
    let pressed = theme.style(for: .button, states: [.highlighted])
    #expect(pressed[.backgroundColor, as: RGBAColor.self]?.hexRGBA == "#db3134ff")
    #expect(pressed[.textColor, as: RGBAColor.self]?.hexRGBA == "#ccccccff")
    let superseded = (theme.competingDeclarations(in: pressed)[.backgroundColor] ?? []).filter(
      \.isSupersededByTheme)
    #expect(superseded.contains { $0.states == [.highlighted] && $0.layer == "skin" })
  }
}

/// What the preview's dark column says and shows under a light-only theme.
@Suite("The preview's dark column of a light-only theme")
struct LightOnlyGalleryTests {
  private func theme(_ mode: LightOnlyDarkMode) -> CompiledTheme {
    let input = ThemeInput.memory(
      ["Brand.nss": Array("Label {\n  font-color: #000000;\n}\n".utf8)], root: "app")
    var theme = ThemeLoader.read([input], options: .init(includeDefaults: true))
    theme.lightOnlyDarkMode = mode
    return theme.compile()
  }

  @Test("The dark column says the theme is shown light, and its cells are drawn light")
  func staysLight() {
    let page = GalleryPage.render(
      theme: theme(.staysLight), selection: GallerySelection(type: .label), diagnostics: [],
      showsLastGood: false, generation: 1,
      live: false)
    #expect(page.contains("colorScheme=dark<br><small class=\"lv-column-note\""))
    #expect(page.contains("light-only theme: shown light</small>"))
    #expect(!page.contains("lv-cell lv-color-scheme-dark"))
  }

  @Test("Asked for the skin's dark values, the dark column says so and is drawn dark")
  func skinDark() {
    let page = GalleryPage.render(
      theme: theme(.usesSkinDarkValues), selection: GallerySelection(type: .label), diagnostics: [],
      showsLastGood: false,
      generation: 1, live: false)
    #expect(
      page.contains("light-only theme: the skin&#39;s dark values, as asked</small>")
        || page.contains("light-only theme: the skin's dark values, as asked</small>"))
    #expect(page.contains("lv-cell lv-color-scheme-dark"))
  }
}

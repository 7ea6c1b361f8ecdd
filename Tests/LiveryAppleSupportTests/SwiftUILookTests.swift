import LiveryAppleSupport
import LiveryCore
import LiveryFormats
import LiveryRuntime
import Testing

/// What the SwiftUI adapter draws for a resolved style (apple-adapters.md §4), decided on Linux.
@Suite struct SwiftUILookTests {
  static func style(
    _ nss: String, _ type: TargetType, names: [StyleName] = [], states: [StateName] = [],
    dark: Bool = false, file: String = "Brand.nss"
  ) -> ResolvedStyle {
    let theme = ThemeLoader.read(
      [.memory([file: Array(nss.utf8)])], options: .init(includeDefaults: false)
    ).compile()
    #expect(theme.errors == [])
    var environment = StyleEnvironment.default
    if dark { environment = environment.setting(.colorScheme, to: "dark") }
    return theme.style(for: type, named: names, states: states, in: environment)
  }

  @Test func aButtonsLook() {
    let look = SwiftUILook(
      Self.style(
        """
        Button {
          background-color: #0A6ED1; background-color-top: #FFFFFF; background-color-bottom: #000000;
          font-color: #FFFFFF; font-name: BoldSystem; font-size: 15; corner-radius: 8;
          border-color: #333333; border-width: 2; content-insets: 4 8 4 8; alpha: 0.9;
          text-transform: uppercase; text-align: right; title-insets: 1 1 1 1;
          shadow-color: #000000; shadow-offset: 0,2; shadow-radius: 3;
        }
        """, .button), as: .button)
    #expect(look.foreground == RGBAColor(red8: 255, green8: 255, blue8: 255))
    #expect(look.background.count == 2)
    #expect(look.background.first == .color(RGBAColor(red8: 0x0A, green8: 0x6E, blue8: 0xD1)))
    #expect(look.cornerRadius == 8)
    #expect(
      look.border
        == SwiftUILook.Stroke(width: 2, color: RGBAColor(red8: 0x33, green8: 0x33, blue8: 0x33)))
    // A button's content insets are its padding.
    #expect(look.padding == Insets(top: 4, left: 8, bottom: 4, right: 8))
    #expect(look.opacity == 0.9)
    #expect(look.textCase == "uppercase")
    #expect(look.textAlignment == "trailing")
    #expect(look.font?.face == .system(weight: .bold, italic: false))
    #expect(look.font?.size == 15)
    #expect(look.shadow?.offset == Offset(horizontal: 0, vertical: 2))
    #expect(look.shadow?.radius == 3)
    // SwiftUI has no place for a title's own insets beside its padding: reported.
    #expect(look.notShown == ["titleEdgeInsets"])
  }

  @Test func aControlsColourIsItsTint() {
    let toggle = SwiftUILook(
      Self.style("Switch { on-tint-color: #107E3E; off-tint-color: #CCCCCC; }", .switch),
      as: .switch)
    #expect(toggle.tint == RGBAColor(red8: 0x10, green8: 0x7E, blue8: 0x3E))
    #expect(toggle.notShown == ["offTintColor"])
    let progress = SwiftUILook(
      Self.style(
        "Progress { progress-tint-color: #0A6ED1; track-tint-color: #EEEEEE; }", .progressView),
      as: .progressView)
    #expect(progress.tint == RGBAColor(red8: 0x0A, green8: 0x6E, blue8: 0xD1))
    #expect(progress.notShown == ["trackTintColor"])
  }

  @Test func sapsSwiftUISheetsShowEverythingTheyCanSay() {
    let nss = """
      fiori_objectitem_component_title {
        font-style: headline; font-weight: heavy; font-design: rounded; font-width: condensed;
        font-color: green; background-color: #FFFFFF; border-color: #CCCCCC; corner-radius: 6;
        control-size: large; tint-color: blue;
      }
      fiori_loadingindicator_component_content { position-layout: trailing; }
      """
    let light = SwiftUILook(
      Self.style(nss, .label, names: ["fiori_objectitem_component_title"], file: "Fiori.nss"),
      as: .label)
    #expect(light.foreground == RGBAColor(red8: 0x34, green8: 0xC7, blue8: 0x59))
    #expect(light.font?.scalesWith == .headline)
    #expect(light.font?.face == .system(weight: .heavy, italic: false))
    #expect(light.fontDesign == "rounded")
    #expect(light.fontWidth == "condensed")
    #expect(light.controlSize == "large")
    // border-color draws 1 pt, as SAP's reader does.
    #expect(light.border?.width == 1)
    #expect(light.notShown == [])
    let dark = SwiftUILook(
      Self.style(
        nss, .label, names: ["fiori_objectitem_component_title"], dark: true, file: "Fiori.nss"),
      as: .label)
    #expect(dark.foreground == RGBAColor(red8: 0x30, green8: 0xD1, blue8: 0x58))
    #expect(dark.tint == RGBAColor(red8: 0x0A, green8: 0x84, blue8: 0xFF))
    // position-layout is the loading indicator's own layout: not drawn, not "not shown".
    let content = SwiftUILook(
      Self.style(
        nss, .view, names: ["fiori_loadingindicator_component_content"], file: "Fiori.nss"),
      as: .view)
    #expect(content.notShown == [])
  }

  @Test func backgroundImagesAreShownOnlyWhereTheAdapterDrawsThem() {
    let style = Self.style(
      "Card { background-image: Paper; background-repeat: true; }", .view, names: ["Card"])
    let drawn = SwiftUILook(style, as: .view, drawsImages: true)
    #expect(drawn.backgroundImage == .named("Paper"))
    #expect(drawn.backgroundRepeats)
    #expect(drawn.notShown == [])
    let elsewhere = SwiftUILook(style, as: .view)
    #expect(elsewhere.backgroundImage == nil)
    #expect(elsewhere.notShown == ["backgroundImage", "backgroundRepeat"])
  }

  @Test func nothingSetIsAnEmptyLook() {
    let look = SwiftUILook(Self.style("Label { }", .label), as: .label)
    #expect(look == SwiftUILook())
  }

  @Test func linesCaseAndScaling() {
    let look = SwiftUILook(
      Self.style(
        "Label { text-line-clamp: 0; text-transform: capitalize; text-auto-fit: true; }", .label),
      as: .label)
    #expect(look.lineLimit == .unlimited)
    // SwiftUI has upper- and lower-case text, not capitalised: reported.
    #expect(look.textCase == nil)
    #expect(look.notShown == ["textTransform"])
    #expect(look.minimumScaleFactor == 0.5)
    let two = SwiftUILook(Self.style("Label { text-line-clamp: 2; }", .label), as: .label)
    #expect(two.lineLimit == .lines(2))
  }

  @Test func aHiddenViewAndAnInvisibleShadow() {
    let look = SwiftUILook(
      Self.style(
        "Card { hidden: true; shadow-color: #000000; shadow-opacity: 0; }", .view, names: ["Card"]),
      as: .view)
    #expect(look.isHidden)
    #expect(look.shadow == nil)
  }

  @MainActor @Test func theMemoWorksALookOutOncePerStyleAndType() {
    let theme = ThemeLoader.read(
      [
        .memory(["Brand.nss": Array("Button { font-color: #FFFFFF; title-insets: 1 1 1 1; }".utf8)])
      ],
      options: .init(includeDefaults: false)
    ).compile()
    let memo = SwiftUILookMemo()
    let style = theme.style(for: .button)
    let first = memo.look(style, as: .button)
    #expect(first.isNew)
    #expect(first.look == SwiftUILook(style, as: .button))
    // The theme hands out the same style again: the look comes from the memo.
    let again = memo.look(theme.style(for: .button), as: .button)
    #expect(!again.isNew)
    #expect(again.look == first.look)
    // Another type is another look (a button's content insets are its padding; a view's not).
    let asView = memo.look(style, as: .view)
    #expect(asView.isNew)
    #expect(asView.look.padding == nil)
    #expect(memo.count == 2)
  }
}

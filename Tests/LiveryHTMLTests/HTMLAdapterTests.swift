import Foundation
import LiveryCore
import LiveryFormats
import LiveryHTML
@_spi(LiveryAdapter) import LiveryRuntime
import LiveryTestSupport
import Testing

/// The HTML adapter covers the whole catalog, maps values to CSS and gives back what it changed.
@Suite struct HTMLAdapterTests {
  /// A 1×1 PNG.
  static let png = ImageSource.base64(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
  )!

  /// Escaping, byte for byte: markup characters, quotes in attributes only, control characters
  /// (C0, DEL, C1) as U+FFFD, and everything else — tab, newline, non-breaking space, é, emoji —
  /// as it is (text with nothing to escape comes back unchanged: the fast path).
  @Test(arguments: [
    ("plain-Text_1.0", "plain-Text_1.0", "plain-Text_1.0"),
    ("a & b < c > d", "a &amp; b &lt; c &gt; d", "a &amp; b &lt; c &gt; d"),
    ("say \"hi\" 'x'", "say \"hi\" 'x'", "say &quot;hi&quot; &#39;x&#39;"),
    ("tab\tline\nend", "tab\tline\nend", "tab\tline\nend"),
    (
      "nul\u{0}bell\u{7}cr\r del\u{7F}", "nul\u{FFFD}bell\u{FFFD}cr\u{FFFD} del\u{FFFD}",
      "nul\u{FFFD}bell\u{FFFD}cr\u{FFFD} del\u{FFFD}"
    ),
    ("c1\u{80}\u{9F}!", "c1\u{FFFD}\u{FFFD}!", "c1\u{FFFD}\u{FFFD}!"),
    ("nbsp\u{A0}©\u{BF}é😀", "nbsp\u{A0}©\u{BF}é😀", "nbsp\u{A0}©\u{BF}é😀"),
    ("\u{C2}<\u{85}", "\u{C2}&lt;\u{FFFD}", "\u{C2}&lt;\u{FFFD}"),
  ])
  func escaping(input: String, text: String, attribute: String) {
    #expect(HTMLEscaping.text(input) == text)
    #expect(HTMLEscaping.attribute(input) == attribute)
  }

  /// A value of the type `property` expects.
  static func sample(for property: PropertyName) -> Value {
    switch PropertySchema.standard.type(of: property) {
    case .color: return .color(RGBAColor(red8: 0x12, green8: 0x34, blue8: 0x56))
    case .number: return .number(property == .alpha || property == .shadowOpacity ? 0.5 : 3)
    case .integer: return .number(2)
    case .bool: return .bool(property != .translucent)
    case .string:
      return .string(
        property == .fontName || property == .detailFontName ? "Helvetica-Bold" : "plain")
    case .keyword(let set): return .keyword(set.cases[min(1, set.cases.count - 1)])
    case .insets: return .insets(Insets(top: 1, left: 2, bottom: 3, right: 4))
    case .size: return .size(Size(width: 2, height: 3))
    case .point: return .point(Point(x: 1, y: 2))
    case .offset: return .offset(Offset(horizontal: 1, vertical: 2))
    case .font: return .font(FontDescriptor(name: "Avenir-Book", size: 12))
    case .gradient, .paint:
      return .gradient(
        ColorGradient(stops: [
          .init(color: RGBAColor(red: 1, green: 0, blue: 0), location: 0),
          .init(color: RGBAColor(red: 0, green: 0, blue: 1), location: 1),
        ]))
    case .border:
      return .border(Border(width: 1, color: RGBAColor(red: 0, green: 0, blue: 0), cornerRadius: 2))
    case .shadow:
      return .shadow(
        Shadow(color: RGBAColor(red: 0, green: 0, blue: 0), offset: nil, radius: 2, opacity: 0.5))
    case .image: return .image(png)
    case .list, .any: return .string("plain")
    }
  }

  @Test func everyCatalogTypeHasAComponentWithAnApplierForEachPropertyAndPart() throws {
    let appliers = HTMLAppliers.standard()
    for component in ComponentCatalog.standard.components {
      let view = try #require(
        HTMLComponents.make(component.type), "no HTML component for \(component.type)")
      #expect(appliers.targetType(for: type(of: view)) == component.type)
      let served = Set(appliers.properties(for: type(of: view)))
      let missing = (component.properties + component.parts.map(\.property)).filter {
        !served.contains($0)
      }
      #expect(missing.isEmpty, "\(component.type) has no applier for \(missing)")
    }
    #expect(ComponentCatalog.standard.components.count == 22)
  }

  @Test func everyPropertyChangesTheComponentAndRemovingItGivesTheOwnLookBack() throws {
    let theme = compile(empty: true)
    let applier = ThemeApplier(theme: theme, appliers: HTMLAppliers.standard())
    let renderer = HTMLRenderer()
    var unchanged: [String] = []
    var notRestored: [String] = []
    for component in ComponentCatalog.standard.components {
      let view = try #require(HTMLComponents.make(component.type))
      applier.apply(to: view)
      let own = renderer.fragment(view)
      // One property at a time: each must change what is drawn, and give it back exactly.
      for property in component.properties {
        view.livery.setOverride(PropertyKey(property), to: Self.sample(for: property))
        if renderer.fragment(view) == own { unchanged.append("\(component.type).\(property)") }
        view.livery.removeOverride(property)
        if renderer.fragment(view) != own { notRestored.append("\(component.type).\(property)") }
      }
      // And all of them together.
      var overrides = StyleOverrides()
      for property in component.properties {
        overrides.set(PropertyKey(property), to: Self.sample(for: property))
      }
      view.livery.overrides = overrides
      view.livery.overrides = StyleOverrides()
      if renderer.fragment(view) != own { notRestored.append("\(component.type) (all at once)") }
    }
    #expect(unchanged.isEmpty, "no visible change: \(unchanged)")
    #expect(notRestored.isEmpty, "not given back: \(notRestored)")
    let unexpected = applier.diagnostics.filter { $0.code != .notShown }
    #expect(unexpected.isEmpty, "\(unexpected)")
    // What CSS cannot show is reported (once per place), and kept on the element.
    let notShown = Set(
      applier.diagnostics.with(code: .notShown).map {
        $0.message.components(separatedBy: ":").first ?? ""
      })
    #expect(notShown == ["'adjustsFontSizeToFitWidth'", "'keyboardAppearance'", "'iosStyle'"])
  }

  @Test func labelAlignmentsFollowTheirAxes() {
    let applier = ThemeApplier(theme: compile(empty: true), appliers: HTMLAppliers.standard())
    let label = HTMLLabel()
    let button = HTMLButton()
    for view in [label, button] as [HTMLView] {
      applier.apply(to: view)
      view.livery.setOverride(.contentHorizontalAlignment, to: "right")
      view.livery.setOverride(.contentVerticalAlignment, to: "bottom")
    }
    // A label stacks its lines in a column: horizontal is the cross axis.
    #expect(label.element.style["align-items"] == "flex-end")
    #expect(label.element.style["justify-content"] == "flex-end")
    #expect(button.element.style["justify-content"] == "flex-end")
    #expect(button.element.style["align-items"] == "flex-end")
    label.livery.setOverride(.contentVerticalAlignment, to: "top")
    #expect(label.element.style["justify-content"] == "flex-start")
    #expect(label.element.style["align-items"] == "flex-end")
  }

  @Test func nuiClassesAlignAButtonsTitleAndPaintItsStateImages() {
    // A class's text-align on a button in a class chain (issue 25 §2.1), and a button's
    // background-color beside background-color-normal (§3.6): both as NUI draws them.
    let text =
      "BigButton {\n  text-align: right;\n  background-color: #ff0000;\n  background-color-normal: #0000ff;\n}\n"
    let input = ThemeInput(
      source: MemorySource(texts: ["Brand.nss": text], root: "app"), selection: .file("Brand.nss"))
    let theme = ThemeLoader.read([input], options: .init(includeDefaults: true)).compile()
    let applier = ThemeApplier(theme: theme, appliers: HTMLAppliers.standard())
    let button = HTMLComponents.make(.button, styleNames: ["Button", "BigButton"])!
    applier.applyTree(button)
    #expect(button.element.style["justify-content"] == "flex-end")
    #expect(button.element.style["background-color"] == "rgb(255 0 0)")
    #expect(
      button.element.style["background-image"]?.hasPrefix("url(\"data:image/svg+xml;base64,")
        == true)
  }

  @Test func nssTwoColourGradientsAreDrawnOverTheBackgroundColour() {
    // `background-color-top`/`-bottom` (NUI's CAGradientLayer over the view's colour): a
    // gradient layer above the colour, light-dark where the dark sheet changes its stops.
    let text =
      "Card {\n  background-color: #00ff00;\n  background-color-top: #ff0000;\n  background-color-bottom: #0000ff;\n}\n"
    let dark = "Card {\n  background-color-top: #330000;\n  background-color-bottom: #000033;\n}\n"
    let inputs = [
      ThemeInput(
        source: MemorySource(texts: ["Brand.nss": text], root: "app"),
        selection: .file("Brand.nss")),
      ThemeInput(
        source: MemorySource(texts: ["Dark.nss": dark], root: "app"), selection: .file("Dark.nss")
      ).when(Conditions([.equals(.colorScheme, "dark")])),
    ]
    let theme = ThemeLoader.read(inputs, options: .init(includeDefaults: false)).compile()
    let applier = ThemeApplier(
      theme: theme, appliers: HTMLAppliers.standard(), adaptiveAxes: .colorScheme)
    let card = HTMLComponents.make(.view, styleNames: ["Card"])!
    applier.apply(to: card)
    #expect(card.element.style["background-color"] == "rgb(0 255 0)")
    let image = card.element.style["background-image"] ?? ""
    #expect(image.hasPrefix("linear-gradient("), "\(image)")
    #expect(image.contains("light-dark(rgb(255 0 0), rgb(51 0 0))"), "\(image)")
    #expect(applier.diagnostics.isEmpty, "\(applier.diagnostics)")
  }

  @Test func aValueCSSCannotShowIsKeptAndReportedAtItsDeclaration() throws {
    let theme = compile(motif: ".Field:\n    keyboardAppearance: dark\n    textColor: '#ff0000'\n")
    let applier = ThemeApplier(theme: theme, appliers: HTMLAppliers.standard())
    let field = HTMLTextField(styleNames: ["Field"])
    applier.apply(to: field)
    #expect(field.element.attribute("data-lv-keyboard-appearance") == "dark")
    let notice = try #require(applier.diagnostics.with(code: .notShown).first)
    #expect(notice.location?.description == "app/Theme.yaml:2:25")
    #expect(notice.severity == .warning)
    #expect(
      notice.message
        == "'keyboardAppearance': dark is kept as data-lv-keyboard-appearance but not shown: a web page cannot choose the keyboard"
    )
  }

  @Test func imagesAreEmbeddedOrShownAsLabelledPlaceholdersNeverFetched() throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    guard case .data(let bytes) = Self.png.origin else {
      Issue.record("not data")
      return
    }
    try Data(bytes).write(to: URL(fileURLWithPath: folder + "/logo.png"))
    let images = HTMLImages(assetsDirectory: folder)
    #expect(
      images.show(.named("logo"))
        == .embedded("data:image/png;base64," + Data(bytes).base64EncodedString()))
    #expect(images.show(Self.png) == images.show(.named("logo.png")))
    guard case .placeholder(let label, let reason) = images.show(.url("https://example.com/a.png"))
    else {
      Issue.record("a remote image was embedded")
      return
    }
    #expect(label == "https://example.com/a.png")
    #expect(reason.contains("not fetched"))
    if case .embedded = images.show(.named("missing")) {
      Issue.record("a missing asset was embedded")
    }
    if case .embedded = images.show(.data([1, 2, 3])) {
      Issue.record("bytes that are no image were embedded")
    }
  }

  @Test func renderingIsDeterministicEscapedAndSelfContained() throws {
    func page() -> String {
      let theme = compile(
        motif:
          ".Title:\n    textColor: '#ff0000'\n    fontSize: 20\n    backgroundColor: '#00ff00'\n    cornerRadius: 4\n"
      )
      let applier = ThemeApplier(theme: theme, appliers: HTMLAppliers.standard())
      let label = HTMLLabel(text: "<script>alert(\"x\")</script> & \u{7}", styleNames: ["Title"])
      applier.apply(to: label)
      let all = ComponentCatalog.standard.types.compactMap { type in
        HTMLComponents.make(type).map { (type, $0) }
      }
      for (_, view) in all { applier.applyTree(view) }
      return HTMLRenderer(title: "A & B").page(
        [.init(caption: "Label <Title>", component: label)]
          + all.map { .init(caption: $0.0.rawValue, component: $0.1) },
        notes: ["x < y"])
    }
    let first = page()
    #expect(first == page())
    #expect(
      first.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; \u{FFFD}")
        || first.contains("&lt;script&gt;alert(\"x\")&lt;/script&gt; &amp; \u{FFFD}"))
    #expect(!first.contains("<script"))
    #expect(first.contains("<title>A &amp; B</title>"))
    #expect(first.contains("Label &lt;Title&gt;"))
    #expect(first.contains("<li>x &lt; y</li>"))
    for external in ["http://", "https://", "src=\"//", "@import", "<link"] {
      #expect(!first.contains(external))
    }
    #expect(
      first.contains(
        "style=\"background-color: rgb(0 255 0); border-radius: 4px; color: rgb(255 0 0); font-size: 20px\""
      ))
  }

  @Test func coloursGradientsShadowsAndFontsBecomeCSS() {
    #expect(CSSValues.color(RGBAColor(red8: 0, green8: 122, blue8: 255)) == "rgb(0 122 255)")
    #expect(
      CSSValues.color(RGBAColor(red8: 0, green8: 0, blue8: 0, alpha8: 128)) == "rgb(0 0 0 / 0.502)")
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let blue = RGBAColor(red: 0, green: 0, blue: 1)
    let stops: [ColorGradient.Stop] = [
      .init(color: red, location: 0), .init(color: blue, location: 1),
    ]
    #expect(
      CSSValues.gradient(ColorGradient(stops: stops))
        == "linear-gradient(180deg, rgb(255 0 0) 0%, rgb(0 0 255) 100%)")
    #expect(
      CSSValues.gradient(
        ColorGradient(start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5), stops: stops))
        == "linear-gradient(90deg, rgb(255 0 0) 0%, rgb(0 0 255) 100%)")
    // Corner to corner: the CSS line is longer than the diagonal's projection, so stops move in.
    #expect(
      CSSValues.gradient(
        ColorGradient(start: Point(x: 0, y: 0), end: Point(x: 1, y: 1), stops: stops))
        == "linear-gradient(135deg, rgb(255 0 0) 0%, rgb(0 0 255) 100%)")
    // Half the box: the gradient ends in the middle.
    #expect(
      CSSValues.gradient(
        ColorGradient(start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 0.5), stops: stops))
        == "linear-gradient(180deg, rgb(255 0 0) 0%, rgb(0 0 255) 50%)")
    #expect(
      CSSValues.shadow(
        color: red, offset: Offset(horizontal: 0, vertical: 2), radius: 4, opacity: 0.5)
        == "0px 2px 4px rgb(255 0 0 / 0.5)")
    #expect(CSSValues.font(name: "boldSystem").weight == 700)
    #expect(CSSValues.font(name: "boldSystem").family == CSSValues.systemStack)
    let helvetica = CSSValues.font(name: "HelveticaNeue-BoldItalic")
    #expect(helvetica.family.hasPrefix("\"Helvetica Neue\", \"HelveticaNeue\", "))
    #expect(helvetica.weight == 700 && helvetica.italic)
    #expect(CSSValues.font(name: "Avenir-Book").weight == 400)
    #expect(CSSValues.number(1.0 / 3.0) == "0.33")
    #expect(CSSValues.pixels(-0.001) == "0px")
  }

  // MARK: - Helpers

  func compile(empty: Bool) -> CompiledTheme {
    compile(motif: ".Unused:\n    alpha: 1\n")
  }

  func compile(motif text: String) -> CompiledTheme {
    let input = ThemeInput(
      source: MemorySource(texts: ["Theme.yaml": text], root: "app"), selection: .file("Theme.yaml")
    )
    return ThemeLoader.read([input], options: .init(includeDefaults: false)).compile()
  }
}

/// Directional insets reach the page as logical properties: leading is on the right in a
/// right-to-left page.
@Suite struct HTMLDirectionalInsetsTests {
  @Test func directionalPaddingIsLogical() {
    var overrides = StyleOverrides()
    overrides.set(.padding, to: Insets(top: 1, leading: 2, bottom: 3, trailing: 4))
    let applier = ThemeApplier(
      theme: Theme(layers: []).compile(), appliers: HTMLAppliers.standard())
    let view = HTMLView()
    view.livery.overrides = overrides
    applier.apply(to: view)
    #expect(view.element.style["padding"] == nil)
    #expect(view.element.style["padding-block"] == "1px 3px")
    #expect(view.element.style["padding-inline"] == "2px 4px")
    view.livery.setOverride(.padding, to: Insets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(view.element.style["padding"] == "1px 4px 3px 2px")
    #expect(view.element.style["padding-inline"] == nil)
  }

  @Test func directionalSeparatorInsetsRunFromTheLineStart() {
    let applier = ThemeApplier(
      theme: Theme(layers: []).compile(), appliers: HTMLAppliers.standard())
    let table = HTMLTableView()
    table.livery.setOverride(
      .separatorInset, to: Insets(top: 0, leading: 20, bottom: 0, trailing: 4))
    applier.apply(to: table)
    #expect(table.element.style["--lv-separator-inset"] == "20px")
    #expect(table.element.style["--lv-separator-inset-right"] == "4px")
    #expect(table.element.classes.contains("lv-separator-directional"))
    // The stylesheet places such separators with logical insets.
    #expect(
      HTMLRenderer.stylesheet.contains(
        ".lv-separator-directional .lv-TableViewCell::after, .lv-separator-directional .lv-TableViewCellWithControl::after, .lv-separator-directional .lv-TreeBrowserCell::after { inset-inline-start: var(--lv-separator-inset, 16px);"
      ))
    table.livery.setOverride(.separatorInset, to: Insets(top: 0, left: 20, bottom: 0, right: 4))
    #expect(!table.element.classes.contains("lv-separator-directional"))
    table.livery.removeOverride(.separatorInset)
    #expect(table.element.style["--lv-separator-inset"] == nil)
    #expect(!table.element.classes.contains("lv-separator-directional"))
  }
}

import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// One declaration in a Label rule, resolved: the value and the diagnostics the theme reports.
private func label(_ declaration: String, _ property: PropertyName, type: TargetType = "Label")
  -> (value: Value?, diagnostics: [Diagnostic])
{
  let theme = nssTheme(
    "\(type.rawValue == "TableViewCell" ? "TableCell" : type.rawValue) { \(declaration) }")
  return (theme.value(property, type: type), theme.diagnostics)
}

@Suite("NSS: values the NUI way (nss.md §2.1, §8 cases 31–40)")
struct NSSValueTests {
  @Test(
    "31. hex: #RRGGBB and 0xRRGGBB read; 8 digits keep the first six (with a note); no '#' and #RGB give no colour (errors)",
    arguments: [
      ("#ff8800", "#ff8800ff", nil),
      ("0xFF8800", "#ff8800ff", nil),
      ("#80FF8800", "#80ff88ff", DiagnosticCode.nssCompatibility),
    ] as [(String, String, DiagnosticCode?)])
  func case31(text: String, expected: String, code: DiagnosticCode?) {
    let (value, diagnostics) = label("font-color: \(text);", "textColor")
    #expect(value?.description == expected)
    #expect(diagnostics.codes == (code.map { [$0] } ?? []))
  }

  @Test("31b. 'FF8800' and '#F80' are errors with the fix")
  func case31Errors() {
    let noHash = label("font-color: FF8800;", "textColor")
    #expect(noHash.value == nil)
    #expect(noHash.diagnostics.codes == [.valueType])
    #expect(noHash.diagnostics.first?.fixIt == "write #FF8800")
    #expect(noHash.diagnostics.first?.location == nssLocation(1, 21, path: "N1.nss"))
    let short = label("font-color: #F80;", "textColor")
    #expect(short.value == nil)
    #expect(short.diagnostics.first?.fixIt == "write #FF8800")
  }

  @Test(
    "32. rgba alpha 0.5 is 50 %; integer alpha 1 is 1/255 as in NUI (note); 3 components for rgba is an error; hsl is HSB (note)"
  )
  func case32() {
    #expect(label("font-color: rgba(255,0,0,0.5);", "textColor").value?.description == "#ff000080")
    let integerAlpha = label("font-color: rgba(255,0,0,1);", "textColor")
    if case .color(let color) = integerAlpha.value {
      #expect(abs(color.alpha - 1.0 / 255) < 1e-9)
      #expect(color.red == 1)
    } else {
      Issue.record("no colour")
    }
    #expect(integerAlpha.diagnostics.codes == [.nssCompatibility])
    #expect(integerAlpha.diagnostics.first?.severity == .note)
    let missingAlpha = label("font-color: rgba(255,0,0);", "textColor")
    #expect(missingAlpha.value == nil)
    #expect(missingAlpha.diagnostics.codes == [.valueType])
    let hsb = label("font-color: hsl(0.5,1.0,1.0);", "textColor")
    #expect(hsb.value?.description == "#00ffffff")
    #expect(hsb.diagnostics.codes == [.nssCompatibility])
  }

  @Test("33. UIColor names are case-sensitive; 'clear' is transparent")
  func case33() {
    #expect(label("font-color: darkGray;", "textColor").value?.description == "#555555ff")
    let lower = label("font-color: darkgray;", "textColor")
    #expect(lower.value == nil)
    #expect(lower.diagnostics.first?.fixIt == "write darkGray")
    #expect(label("font-color: clear;", "textColor").value?.description == "#00000000")
  }

  @Test("34. an offset needs a comma: '1,2' reads, '1 2' (NUI: crash) is an error with the fix")
  func case34() {
    #expect(
      label("text-shadow-offset: 1,2;", "textShadowOffset").value
        == .offset(Offset(horizontal: 1, vertical: 2)))
    let blank = label("text-shadow-offset: 1 2;", "textShadowOffset")
    #expect(blank.value == nil)
    #expect(blank.diagnostics.codes == [.valueType])
    #expect(blank.diagnostics.first?.fixIt == "write 1,2")
  }

  @Test(
    "35. insets: 1–4 blank-separated numbers in CSS order; commas make NUI use 0 everywhere (warning)",
    arguments: [
      ("5", Insets(all: 5), false),
      ("10 15", Insets(top: 10, left: 15, bottom: 10, right: 15), false),
      ("1 2 3", Insets(top: 1, left: 2, bottom: 3, right: 2), false),
      ("1 2 3 4", Insets(top: 1, left: 4, bottom: 3, right: 2), false),
      ("1,2,3,4", Insets(all: 0), true),
    ])
  func case35(text: String, expected: Insets, warns: Bool) {
    let (value, diagnostics) = label("padding: \(text);", "padding", type: "Button")
    #expect(value == .insets(expected))
    #expect(diagnostics.codes == (warns ? [.nssValue] : []))
    if warns { #expect(diagnostics.first?.fixIt == "write 1 2 3 4") }
  }

  @Test("36. booleans yes/no and numbers with px read as NUI reads them")
  func case36() {
    #expect(label("text-auto-fit: yes;", "adjustsFontSizeToFitWidth").value == .bool(true))
    #expect(label("text-auto-fit: no;", "adjustsFontSizeToFitWidth").value == .bool(false))
    let pixels = label("border-width: 2px;", "borderWidth")
    #expect(pixels.value == .number(2))
    #expect(pixels.diagnostics.isEmpty)
    let garbage = label("font-size: big;", "fontSize")
    #expect(garbage.value == .number(0))
    #expect(garbage.diagnostics.codes == [.nssValue])
  }

  @Test("37. Button padding and title-insets are both kept; title-insets is the title's insets")
  func case37() {
    let theme = nssTheme("Button { padding: 5; title-insets: 7; }")
    #expect(theme.value("titleEdgeInsets", type: "Button") == .insets(Insets(all: 7)))
    #expect(theme.value("padding", type: "Button") == .insets(Insets(all: 5)))
  }

  @Test(
    "38. text-align: 'justified' on a Label is left (note); 'fill' on a Button is the content alignment fill"
  )
  func case38() {
    let justified = label("text-align: justified;", "textAlignment")
    #expect(justified.value == .keyword("left"))
    #expect(justified.diagnostics.codes == [.nssCompatibility])
    let fill = label("text-align: fill;", "contentHorizontalAlignment", type: "Button")
    #expect(fill.value == .keyword("fill"))
    #expect(fill.diagnostics.isEmpty)
    let typo = label("text-align: centre;", "textAlignment")
    #expect(typo.value == .keyword("left"))
    #expect(typo.diagnostics.codes == [.nssValue])
    #expect(typo.diagnostics.first?.fixIt == "did you mean 'center'?")
  }

  @Test("39. TextField horizontal-align: NUI never applies it (a bug); Livery does, with a note")
  func case39() {
    let (value, diagnostics) = label(
      "horizontal-align: center;", "contentHorizontalAlignment", type: "TextField")
    #expect(value == .keyword("center"))
    #expect(diagnostics.codes == [.nssCompatibility])
  }

  @Test("40. an image and its cap insets")
  func case40() {
    let theme = nssTheme("Button { background-image: Icon; background-image-insets: 2; }")
    #expect(theme.value("backgroundImage", type: "Button") == .image(.named("Icon")))
    #expect(theme.value("backgroundImageInsets", type: "Button") == .insets(Insets(all: 2)))
  }
}

/// nss.md §8 cases 41–45 are renderer rules — which of several resolved properties a NUI renderer
/// uses, and which views it styles at all. In Livery those are the appliers' rules (README, "How Livery reads NSS",
/// lists them); the stylesheet's job, tested here, is to resolve every value with its origin.
@Suite("NSS: renderer precedence and application (nss.md §8 cases 41–45)")
struct NSSApplicationTests {
  @Test(
    "41/42. background image and colour both resolve; NavigationBar/SearchBar appliers pick as NUI did"
  )
  func backgrounds() {
    let theme = nssTheme(
      "NavigationBar { background-image: bar; background-color: red; } SearchBar { background-image: bg; background-color: red; }"
    )
    for type: TargetType in ["NavigationBar", "SearchBar"] {
      let style = theme.resolve(StyleQuery(for: type))
      #expect(style.properties["backgroundImage"] != nil)
      #expect(style.properties["backgroundColor"]?.value.description == "#ff0000ff")
    }
  }

  @Test(
    "43. BarButton:Mine resolves the tint and the background colour; the applier lets the tint win as NUI did"
  )
  func barButton() {
    let theme = nssTheme(
      "BarButton { background-tint-color: orange; } Mine { background-color: green; }")
    let style = theme.resolve(StyleQuery(for: "BarButtonItem", named: ["BarButton", "Mine"]))
    #expect(style.properties["tintColor"]?.value.description == "#ff8000ff")
    #expect(style.properties["backgroundColor"]?.value.description == "#00ff00ff")
  }

  @Test("44/45. the Label type style and text-transform resolve; 'none' resolves to nothing")
  func labels() {
    let theme = nssTheme("Label { text-transform: uppercase; }")
    #expect(theme.value("textTransform", type: "Label") == .keyword("uppercase"))
    #expect(theme.resolve(StyleQuery(for: "Label", named: [.none])).properties.isEmpty)
  }
}

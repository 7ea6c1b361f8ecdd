import Foundation
import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// Each MAF file is a layer of its own, in order (MAF's incremental loading).
private func mafTheme(_ documents: String...) -> CompiledTheme {
  let layers = documents.enumerated().map { index, xml in
    Layer("maf\(index + 1)", stylesheets: [MAFReader.read(xml: xml, path: "M\(index + 1).xml")])
  }
  return Theme(layers: layers).compile()
}

private func styles(_ body: String) -> String {
  "<styles xmlns=\"http://schemas.sap.com/maf/2011/sap\">\n\(body)\n</styles>\n"
}

private func hex(_ value: Value?) -> String? { value?.description }

@Suite("MAF styling XML: the model (maf-redbeard-peers.md §1.3, §2)")
struct MAFModelTests {
  @Test("a style without Key is the type style; with Key it is a named style for that type only")
  func navigationBarWithAndWithoutKey() {
    let theme = mafTheme(
      styles(
        """
        <Style TargetType="NavigationBar">
          <Setter Property="TintColor" Value="#FF0000"/>
          <Setter Property="FontSize" Value="18"/>
        </Style>
        <Style TargetType="NavigationBar" Key="Checkout">
          <Setter Property="TintColor" Value="#00AA00"/>
        </Style>
        """))
    #expect(theme.diagnostics.isEmpty)
    let plain = theme.resolve(StyleQuery(for: "NavigationBar"))
    #expect(hex(plain.properties["tintColor"]?.value) == "#ff0000ff")
    #expect(plain.properties["fontSize"]?.value == .number(18))
    let checkout = theme.resolve(StyleQuery(for: "NavigationBar", named: ["Checkout"]))
    #expect(hex(checkout.properties["tintColor"]?.value) == "#00aa00ff")
    #expect(
      checkout.properties["fontSize"] == nil,
      "a keyed style does not inherit the unkeyed style of its TargetType")
  }

  @Test("ListBoxItem is TableViewCell: green, and red when selected")
  func listBoxItem() {
    let theme = mafTheme(
      styles(
        """
        <Style TargetType="ListBoxItem">
          <Setter Property="Background" Value="#00FF00"/>
          <VisualStates>
            <VisualState Name="Selected">
              <Setter Property="Background" Value="#FF0000"/>
            </VisualState>
          </VisualStates>
        </Style>
        """))
    #expect(
      hex(theme.resolve(StyleQuery(for: "TableViewCell")).properties["backgroundColor"]?.value)
        == "#00ff00ff")
    #expect(
      hex(theme.resolve(StyleQuery(for: "ListBoxItem")).properties["backgroundColor"]?.value)
        == "#00ff00ff")
    let selected = theme.resolve(StyleQuery(for: "TableViewCell", states: [.selected]))
    #expect(hex(selected.properties["backgroundColor"]?.value) == "#ff0000ff")
  }

  @Test("BasedOn names a Key first, then a TargetType's implicit style; StaticResource forms too")
  func basedOn() {
    let theme = mafTheme(
      styles(
        """
        <Style TargetType="Button"><Setter Property="FontSize" Value="15"/></Style>
        <Style TargetType="Label" Key="Button"><Setter Property="FontSize" Value="99"/></Style>
        <Style Key="FromKey" TargetType="Label" BasedOn="Button"/>
        <Style Key="FromType" TargetType="Button" BasedOn="StaticResource ListBoxItem"/>
        <Style Key="FromBraces" TargetType="Button" BasedOn="{StaticResource ListBoxItem}"/>
        <Style TargetType="ListBoxItem"><Setter Property="FontSize" Value="13"/></Style>
        """))
    #expect(theme.diagnostics.isEmpty)
    #expect(
      theme.resolve(StyleQuery(named: ["FromKey"])).properties["fontSize"]?.value == .number(99))
    #expect(
      theme.resolve(StyleQuery(named: ["FromType"])).properties["fontSize"]?.value == .number(13))
    #expect(
      theme.resolve(StyleQuery(named: ["FromBraces"])).properties["fontSize"]?.value == .number(13)
    )
  }

  @Test(
    "a derived style's visual state refines the base's per property; order inside a Style does not matter"
  )
  func statesRefine() {
    let theme = mafTheme(
      styles(
        """
        <Style TargetType="Button">
          <VisualStates>
            <VisualState Name="Highlighted">
              <Setter Property="Foreground" Value="#111111"/>
              <Setter Property="Shadow" Value="#222222"/>
            </VisualState>
          </VisualStates>
          <Setter Property="Foreground" Value="#333333"/>
        </Style>
        <Style Key="Emphasized" TargetType="Button" BasedOn="Button">
          <VisualStates>
            <VisualState Name="Highlighted"><Setter Property="Foreground" Value="#FFFFFF"/></VisualState>
          </VisualStates>
        </Style>
        """))
    let highlighted = theme.resolve(
      StyleQuery(for: "Button", named: ["Emphasized"], states: [.highlighted]))
    #expect(hex(highlighted.properties["textColor"]?.value) == "#ffffffff")
    #expect(hex(highlighted.properties["shadowColor"]?.value) == "#222222ff")
    #expect(
      hex(
        theme.resolve(StyleQuery(for: "Button", named: ["Emphasized"])).properties["textColor"]?
          .value) == "#333333ff")
  }

  @Test("property names match case-insensitively through the alias table")
  func aliases() {
    let theme = mafTheme(
      styles(
        """
        <Style TargetType="Label" Key="A">
          <Setter Property="foreground" Value="#010101"/>
          <Setter Property="FONTFAMILY" Value="Helvetica"/>
          <Setter Property="iosStyle" Value="UIBarStyleDefault"/>
          <Setter Property="thumbTintColor" Value="#020202"/>
          <Setter Property="HorizontalContentAlignment" Value="Center"/>
        </Style>
        <Style TargetType="Label" Key="B"><Setter Property="TextColor" Value="#030303"/><Setter Property="IosStyle" Value="x"/></Style>
        """))
    #expect(theme.diagnostics.isEmpty)
    let a = theme.resolve(StyleQuery(named: ["A"])).properties
    #expect(
      Set(a.keys) == [
        "textColor", "fontName", "iosStyle", "thumbTintColor", "contentHorizontalAlignment",
      ])
    #expect(a["contentHorizontalAlignment"]?.value == .keyword("center"))
    #expect(
      Set(theme.resolve(StyleQuery(named: ["B"])).properties.keys) == ["textColor", "iosStyle"])
  }

  @Test("gradients, solid brushes, borders and images with sizes become typed values")
  func values() throws {
    let theme = mafTheme(
      styles(
        """
        <Style TargetType="View" Key="Bar">
          <Setter Property="Background">
            <Setter.Value>
              <LinearGradientBrush EndPoint="0.5,1" StartPoint="0.5,0">
                <LinearGradientBrush.GradientStops>
                  <GradientStop Color="#FFFFFF" Offset="0.0"/>
                  <GradientStop Color="#0000007F" Offset="0.5"/>
                  <GradientStop Color="#000000" Offset="0.5"/>
                </LinearGradientBrush.GradientStops>
              </LinearGradientBrush>
            </Setter.Value>
          </Setter>
          <Setter Property="TintColor"><Setter.Value><SolidColorBrush Color="#0676C1FF"/></Setter.Value></Setter>
          <Border BorderBrush="#666666" BorderThickness="1.5" CornerRadius="8"/>
          <BackgroundImage ImageSource="MAFUIComponents.bundle/bar.png" Width="30" Height="44"/>
          <OnImage ImageSource="https://example.com/on.png"/>
          <ImageBrush ImageSource="aGVs
               bG8="/>
        </Style>
        """))
    #expect(theme.diagnostics.isEmpty)
    let bar = theme.resolve(StyleQuery(named: ["Bar"])).properties
    guard case .gradient(let gradient)? = bar["backgroundColor"]?.value else {
      Issue.record("background is \(String(describing: bar["backgroundColor"]))")
      return
    }
    #expect(gradient.stops.map(\.location) == [0, 0.5, 0.5], "equal offsets make a hard stop")
    #expect(gradient.stops[1].color.hexRGBA == "#0000007f", "iOS colours put alpha last")
    #expect(gradient.start == Point(x: 0.5, y: 0) && gradient.end == Point(x: 0.5, y: 1))
    #expect(hex(bar["tintColor"]?.value) == "#0676c1ff")
    #expect(bar["borderWidth"]?.value == .number(1.5))
    #expect(bar["cornerRadius"]?.value == .number(8))
    #expect(
      bar["backgroundImage"]?.value
        == .image(
          ImageSource(.named("MAFUIComponents.bundle/bar.png"), size: Size(width: 30, height: 44))))
    #expect(bar["onImage"]?.value == .image(.url("https://example.com/on.png")))
    #expect(
      bar["image"]?.value == .image(.data(Array("hello".utf8))), "base64 with embedded whitespace")
  }

  @Test("SubStyle setters style the embedded control of that type")
  func subStyle() throws {
    let theme = mafTheme(
      styles(
        """
        <Style Key="CellButton" TargetType="Button"><Setter Property="FontSize" Value="11"/></Style>
        <Style Key="Cell" TargetType="TableViewCellWithControl">
          <Setter Property="SubStyle" TargetType="Button" Value="CellButton"/>
          <Setter Property="SubStyle" TargetType="TextBox" Value="Missing"/>
        </Style>
        """))
    let cell = theme.resolve(StyleQuery(for: "TableViewCellWithControl", named: ["Cell"]))
    let button = try #require(cell.subElements["button"])
    #expect(button.styles == ["CellButton"])
    #expect(theme.resolve(button.query).properties["fontSize"]?.value == .number(11))
    #expect(cell.subElements["textField"] != nil, "TextBox is TextField")
    #expect(theme.diagnostics.codes == [.unknownParent])
    #expect(theme.diagnostics.first?.severity == .warning)
  }

  @Test(
    "platform=android reads #AARRGGBB and Value=\"0\" hides the property; the caller can override the order"
  )
  func androidColors() {
    let xml = styles(
      """
      <Style TargetType="Button" Key="A" platform="android">
        <Setter Property="Background" Value="#80DDDDDD"/>
        <Setter Property="Foreground" Value="0"/>
      </Style>
      <Style TargetType="Button" Key="I" platform="ios"><Setter Property="Background" Value="#80DDDDDD"/></Style>
      """)
    let android = StyleEnvironment.default.setting(.platform, to: "android")
    let theme = mafTheme(xml)
    let a = theme.resolve(StyleQuery(named: ["A"], in: android)).properties
    #expect(hex(a["backgroundColor"]?.value) == "#dddddd80")
    #expect(a["textColor"]?.value == .null)
    #expect(
      hex(theme.resolve(StyleQuery(named: ["I"])).properties["backgroundColor"]?.value)
        == "#80dddddd")
    #expect(
      theme.resolve(StyleQuery(named: ["A"])).properties.isEmpty,
      "an android style does not apply on iOS")
    let forced = Theme(layers: [
      Layer(
        "m",
        stylesheets: [MAFReader.read(xml: xml, path: "F.xml", options: .init(colorOrder: .argb))])
    ]).compile()
    #expect(
      hex(forced.resolve(StyleQuery(named: ["I"])).properties["backgroundColor"]?.value)
        == "#dddddd80")
  }

  @Test("incremental loading: a later file changes only the styles and properties it names")
  func incremental() {
    let base = styles(
      """
      <Style TargetType="Button">
        <Setter Property="FontSize" Value="15"/>
        <Setter Property="Foreground" Value="#333333"/>
        <VisualStates><VisualState Name="Highlighted"><Setter Property="Foreground" Value="#000000"/></VisualState></VisualStates>
      </Style>
      <Style TargetType="Label"><Setter Property="FontSize" Value="12"/></Style>
      """)
    let update = styles(
      """
      <Style TargetType="Button"><Setter Property="FontSize" Value="20"/></Style>
      """)
    let theme = mafTheme(base, update)
    let button = theme.resolve(StyleQuery(for: "Button"))
    #expect(button.properties["fontSize"]?.value == .number(20))
    #expect(button.properties["fontSize"]?.provenance.layer == "maf2")
    #expect(hex(button.properties["textColor"]?.value) == "#333333ff")
    #expect(hex(button.states.first?.properties["textColor"]?.value) == "#000000ff")
    #expect(theme.resolve(StyleQuery(for: "Label")).properties["fontSize"]?.value == .number(12))
  }
}

@Suite("MAF styling XML: bad input never aborts the file")
struct MAFRobustnessTests {
  @Test("malformed XML gives the first error's line and column; styles before it are kept")
  func malformed() {
    let source = MarkedSource(
      "<styles>\n  <Style TargetType=\"Button\"><Setter Property=\"FontSize\" Value=\"3\"/></Style>\n  <Style TargetType=\"Label\">\n  1️⃣</Stle>\n</styles>\n"
    )
    let sheet = MAFReader.read(xml: source.text, path: "bad.xml")
    #expect(sheet.diagnostics.codes.first == .xmlSyntax)
    #expect(sheet.diagnostics.first?.location?.line == 4)
    #expect(sheet.rules.first?.identity == .type("Button"))
  }

  @Test("an unquoted attribute is an error at its line")
  func unquoted() {
    let sheet = MAFReader.read(
      xml: "<styles>\n<Style TargetType=Button/>\n</styles>", path: "q.xml")
    #expect(sheet.diagnostics.codes == [.xmlSyntax])
    #expect(sheet.diagnostics.first?.location?.line == 2)
  }

  @Test("external entities (XXE) are refused before parsing")
  func xxe() {
    let source = MarkedSource(
      "<?xml version=\"1.0\"?>\n1️⃣<!DOCTYPE styles [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<styles><Style TargetType=\"Label\"><Setter Property=\"Text\" Value=\"&x;\"/></Style></styles>"
    )
    let sheet = MAFReader.read(xml: source.text, path: "xxe.xml")
    #expect(sheet.diagnostics.codes == [.xmlDoctype])
    #expect(sheet.diagnostics.first?.location == source.location("1️⃣", in: "xxe.xml"))
    #expect(sheet.rules.isEmpty)
  }

  @Test("entity expansion (billion laughs) is refused; a DOCTYPE inside a comment is not")
  func billionLaughs() {
    var entities = "<!ENTITY lol \"lol\">"
    for level in 1...9 {
      entities +=
        "<!ENTITY lol\(level) \""
        + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">"
    }
    let sheet = MAFReader.read(
      xml: "<!DOCTYPE lolz [\(entities)]>\n<styles>&lol9;</styles>", path: "lol.xml")
    #expect(sheet.diagnostics.codes == [.xmlDoctype])
    let commented = MAFReader.read(xml: "<!-- <!DOCTYPE x> -->\n<styles/>", path: "c.xml")
    #expect(commented.diagnostics.isEmpty)
    let quoted = MAFReader.read(
      xml:
        "<styles><Style Key=\"Wow!\" TargetType=\"Label\"><!-- !! --></Style><![CDATA[<!DOCTYPE]]></styles>",
      path: "q.xml")
    #expect(!quoted.diagnostics.codes.contains(.xmlDoctype))
    let late = MAFReader.read(
      xml: "<!-- one --><!-- two! -->\n<!ENTITY x \"y\">\n<styles/>", path: "l.xml")
    #expect(late.diagnostics.codes == [.xmlDoctype])
    #expect(late.diagnostics.first?.location?.line == 2)
  }

  @Test(
    "parsing on one thread while building on another gives what one thread gives, for good and bad input"
  )
  func pipelined() {
    var big = "<styles>\n"
    for index in 0..<700 {
      big +=
        "  <Style TargetType=\"Button\" Key=\"S\(index)\"\(index % 3 == 0 ? " BasedOn=\"S\(index - 1)\"" : "")>\n"
      big +=
        "    <Setter Property=\"Background\" Value=\"#\(index % 7 == 0 ? "0000000" : "112233")\"/>"
      big +=
        "<Setter Property=\"FontFamily\" Value=\"\(index % 11 == 0 ? "Nope" : "Helvetica")\"/>\n"
      big += index % 50 == 0 ? "    stray \(index)\n" : ""
      big +=
        "    <VisualStates><VisualState Name=\"Highlighted\"><Setter Property=\"Foreground\" Value=\"#445566\"/></VisualState></VisualStates>\n"
      big += "  </Style>\n"
    }
    let documents = [
      big + "</styles>\n",
      big
        // an error after 700 styles
        + "  <Style TargetType=\"Label\"><Setter Property=\"X\" Value=\"1\"></Style>\n</styles>\n",
      big + "</styles>\n<extra/>\n",
      "<other><Style TargetType=\"Label\"/></other>",
      "<styles>\n  <Style TargetType=\"Label\">\n  </Stle>\n</styles>\n",
      "",
    ]
    for (index, text) in documents.enumerated() {
      let one = MAFReader.read(xml: text, path: "p\(index).xml", options: .init(threads: 1))
      let two = MAFReader.read(xml: text, path: "p\(index).xml", options: .init(threads: 2))
      #expect(two.rules == one.rules, "document \(index)")
      #expect(two.diagnostics == one.diagnostics, "document \(index)")
    }
    let whole = MAFReader.read(xml: documents[0], path: "p0.xml", options: .init(threads: 2))
    #expect(whole.rules.count == 700)
    #expect(whole.diagnostics.with(code: .xmlStrayText).count == 14)
    #expect(whole.diagnostics.with(code: .mafColor).count == 100)
    #expect(whole.diagnostics.with(code: .mafUnknownFont).count == 64)
    let broken = MAFReader.read(xml: documents[1], path: "p1.xml", options: .init(threads: 2))
    #expect(broken.diagnostics.first?.code == .xmlSyntax)
    #expect(broken.rules.count == 701)
  }

  @Test(
    "stray text is located where it starts, after comments, entities, processing instructions and long runs"
  )
  func strayTextLocations() {
    let long = String(repeating: "lorem ipsum ", count: 60)
    let source = MarkedSource(
      """
      <styles>
        <!-- a comment --> 1️⃣after a comment
        <Style TargetType="Label"/>
        2️⃣fish &amp; chips &#233;
        <Style TargetType="Button"/>
        <?pi data?>3️⃣after a pi
        <Style TargetType="Switch"/>
        4️⃣\(long)
        <Style TargetType="Slider"/>
        <!-- thème ☕ --> 5️⃣é ☕ x
        <Style TargetType="Stepper"/>
        6️⃣&amp; &#x263A; y
      </styles>
      """)
    for threads in [1, 2] {
      let sheet = MAFReader.read(
        xml: source.text, path: "stray.xml", options: .init(threads: threads))
      let stray = sheet.diagnostics.with(code: .xmlStrayText)
      #expect(
        stray.map(\.location)
          == ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣"].map { source.location($0, in: "stray.xml") })
      #expect(sheet.rules.count == 5)
    }
  }

  @Test(
    "dirty input: stray text, 7-digit colours, unknown fonts and elements are warnings at their place"
  )
  func dirty() {
    let source = MarkedSource(
      """
      <styles>
        <Style TargetType="Label" Key="A">
          <Setter Property="Background" Value="1️⃣#0000000"/>
          <Setter Property="FontFamily" Value="2️⃣Helvetica-Regular"/>
          <Setter Property="Foreground" Value="#A5a5a5"/>
          3️⃣<Bogus/>
        </Style>
        <!-- thème ☕ -->4️⃣s
        <Style TargetType="Label" Key="B" 5️⃣id="b"/>
      </styles>
      """)
    let sheet = MAFReader.read(xml: source.text, path: "dirty.xml")
    let diagnostics = sheet.diagnostics.sortedByLocation()
    let expected: [(DiagnosticCode, String)] = [
      (.mafColor, "1️⃣"), (.mafUnknownFont, "2️⃣"), (.mafUnknownElement, "3️⃣"), (.xmlStrayText, "4️⃣"),
    ]
    #expect(diagnostics.codes == expected.map(\.0))
    #expect(diagnostics.map(\.location) == expected.map { source.location($0.1, in: "dirty.xml") })
    #expect(diagnostics.allSatisfy { $0.severity == .warning })
    #expect(diagnostics[1].fixIt?.hasPrefix("did you mean 'Helvetica'") == true)
    #expect(sheet.rules.count == 2)
    #expect(sheet.rules[0].body.declarations.map(\.property) == ["fontName", "textColor"])
  }
}

/// SAP's own iOS default skin (../shared/corpus/maf/SAPDefaultStyle.xml).
@Suite(
  "MAF corpus: SAPDefaultStyle.xml",
  .enabled(
    if: Fixtures.hasCorpus,
    "the shared corpus is not next to the package (../shared/corpus); set LIVERY_CORPUS")
)
struct SAPDefaultStyleTests {
  static let path = Fixtures.corpusFile("maf/SAPDefaultStyle.xml")

  private func theme(_ extra: [Layer] = []) -> CompiledTheme {
    Theme(layers: [Layer("sap", stylesheets: [MAFReader.read(path: Self.path)])] + extra).compile()
  }

  @Test("loads with zero errors and exactly the warnings §1.6 predicts")
  func warnings() {
    let diagnostics = theme().diagnostics
    #expect(diagnostics.errors.isEmpty)
    let found = diagnostics.map {
      "\($0.code.rawValue)@\($0.location?.line ?? 0):\($0.location?.column ?? 0)"
    }
    #expect(
      found == [
        "xml.stray-text@349:5",  // §1.6.3: the stray 's' after a </Style>
        "style.unknown-parent@350:21", "style.unknown-parent@354:21",
        "style.unknown-parent@363:21",  // §1.6.1 stdLabel
        // §1.6.7 id= for Key=
        "maf.id-attribute@557:35", "maf.id-attribute@561:35", "maf.id-attribute@564:35",
        "maf.unknown-font@643:46",  // §1.6.10 Helvetica-Regular
        "maf.second-border@1261:9",  // §1.6.5 two <Border>s in ActionbarButton
        "maf.invalid-color@1311:46",  // §1.6.4 #0000000
      ])
  }

  /// §1.6.2 predicted a dangling `BasedOn="ListBox"`; with `ListBox` read as `TableView` (the file's
  /// own comment says so) it resolves to the implicit TableView style at line 163.
  @Test("BasedOn=\"ListBox\" resolves through the ListBox = TableView alias")
  func listBoxBasedOn() {
    let white = theme().resolve(StyleQuery(for: "TableView", named: ["TableViewWhite"]))
    #expect(white.properties["borderColor"]?.value.description == "#abababff")
    #expect(white.properties["borderWidth"]?.value == .number(0))
    #expect(white.properties["backgroundColor"]?.provenance.location.line == 446)
  }

  @Test("all 152 styles are present: 16 type styles and 136 named")
  func inventory() {
    let sheet = MAFReader.read(path: Self.path)
    #expect(sheet.rules.count == 152)
    #expect(
      sheet.rules.filter { if case .type = $0.identity { return true } else { return false } }.count
        == 16)
    #expect(theme().styleNames.count == 136)
  }

  @Test(
    "MAFLogonUIEmphasizedButton resolves through EmphasizedButton → stdButton → Button, normal and highlighted"
  )
  func emphasizedChain() throws {
    let theme = theme()
    let normal = theme.resolve(StyleQuery(for: "Button", named: ["MAFLogonUIEmphasizedButton"]))
    #expect(normal.diagnostics.isEmpty)
    #expect(normal.properties["fontSize"]?.value == .number(20))
    #expect(normal.properties["textColor"]?.value.description == "#ffffffff")
    let alignment = try #require(normal.properties["contentHorizontalAlignment"])
    #expect(alignment.value == .keyword("center"))
    #expect(
      normal.inheritancePath(for: alignment).map(\.description) == [
        "MAFLogonUIEmphasizedButton", "EmphasizedButton", "stdButton", "Button",
      ])
    guard case .gradient(let background)? = normal.properties["backgroundColor"]?.value else {
      Issue.record("the normal background is EmphasizedButton's gradient")
      return
    }
    #expect(background.stops.map(\.color.hexRGBA) == ["#007ab6ff", "#0062a9ff", "#00599aff"])
    #expect(normal.properties["cornerRadius"]?.value == .number(8))
    let highlighted = theme.resolve(
      StyleQuery(for: "Button", named: ["MAFLogonUIEmphasizedButton"], states: [.highlighted]))
    #expect(highlighted.properties["shadowColor"]?.value.description == "#004a7dff")
    #expect(highlighted.properties["borderColor"]?.value.description == "#002d4dff")
    #expect(highlighted.properties["borderWidth"]?.value == .number(1.2))
    guard case .gradient(let pressed)? = highlighted.properties["backgroundColor"]?.value else {
      Issue.record("the highlighted background is EmphasizedButton's gradient")
      return
    }
    #expect(pressed.stops.first?.color.hexRGBA == "#00599aff")
    let disabled = try #require(normal.states.first { $0.name == .disabled })
    #expect(disabled.properties["shadowColor"]?.value.description == "#3dbfffff")
  }

  @Test("Label → stdLabel → PlainSectionHeaderLabel once a later file defines stdLabel")
  func stdLabel() throws {
    let androidBundle = MAFReader.read(
      xml: styles(
        "<Style BasedOn=\"Label\" Key=\"stdLabel\" TargetType=\"Label\" platform=\"ios\"/>"),
      path: "styles_def.xml")
    let theme = theme([Layer("bundle", stylesheets: [androidBundle])])
    #expect(theme.diagnostics.with(code: .unknownParent).isEmpty)
    let header = theme.resolve(StyleQuery(for: "Label", named: ["PlainSectionHeaderLabel"]))
    let font = try #require(header.properties["fontName"])
    #expect(
      header.inheritancePath(for: font).map(\.description) == [
        "PlainSectionHeaderLabel", "stdLabel", "Label",
      ])
    #expect(header.properties["textColor"]?.value.description == "#ffffffff")
  }

  @Test("the base64 image, the SubStyles and the image elements are read")
  func images() throws {
    let theme = theme()
    guard
      case .image(let logo)? = theme.resolve(StyleQuery(named: ["sapimage_base64encoded"]))
        .properties["image"]?.value,
      case .data(let bytes) = logo.origin
    else {
      Issue.record("the base64 ImageBrush is image data")
      return
    }
    #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47], "a PNG")
    let cell = theme.resolve(
      StyleQuery(for: "TableViewCellWithControl", named: ["TableViewCellWithControlStdButton"]))
    #expect(cell.subElements["button"]?.styles == ["stdButton"])
    #expect(cell.subElements["label"]?.styles == ["CellLabel"])
  }
}

import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// Defects found reading real files Livery had not seen (issue 10 §7), each from a minimal file.
@Suite("Reading defects found on unseen real files")
struct ReadingDefectsTests {
  private func maf(_ body: String, path: String = "Skin.xml") -> Stylesheet {
    MAFReader.read(xml: "<styles>\n\(body)\n</styles>\n", path: path)
  }

  @Test(
    "1. MAF: a value that cannot have its property's type is a warning at the value; the rest of the skin loads"
  )
  func mafUntypableValue() throws {
    let source = MarkedSource(
      """
      <styles>
      <Style TargetType="ListBox" platform="android">
        <Setter Property="BorderBrush" Value="1️⃣2"/>
        <Setter Property="SeparatorColor" Value="#FFCCCCCC"/>
      </Style>
      <Style TargetType="Label">
        <Setter Property="FontSize" Value="2️⃣big"/>
        <Setter Property="Foreground" Value="#333333"/>
      </Style>
      </styles>
      """)
    let sheet = MAFReader.read(xml: source.text, path: "AndroidDefault.xml")
    let theme = Theme(layers: [Layer("skin", stylesheets: [sheet])]).compile()
    #expect(theme.errors.isEmpty, "\(theme.errors)")
    #expect(theme.warnings.codes == [.mafColor, .mafInvalidValue])
    #expect(theme.warnings[0].location == source.location("1️⃣", in: "AndroidDefault.xml"))
    #expect(theme.warnings[0].message.contains("'2' is not a colour for 'borderColor'"))
    #expect(theme.warnings[1].location == source.location("2️⃣", in: "AndroidDefault.xml"))
    #expect(
      theme.warnings[1].message
        == "'fontSize' expects a number: 'big' is not a number; the setter is ignored")
    let list = theme.resolve(
      StyleQuery(for: "TableView", in: StyleEnvironment(platform: .android)))
    #expect(list[.borderColor] == nil)
    #expect(
      list[.separatorColor, as: RGBAColor.self]?.hexRGBA == "#ccccccff", "Android's #AARRGGBB")
    let label = theme.resolve(StyleQuery(for: "Label"))
    #expect(label[.fontSize] == nil)
    #expect(label[.textColor, as: RGBAColor.self]?.hexRGBA == "#333333ff")
  }

  @Test(
    "2. MAF: hex digits without '#' get the same warning as a 7-digit colour, with '#' as the fix")
  func mafColourWithoutHash() throws {
    let sheet = maf(
      """
      <Style TargetType="Label">
        <Setter Property="Foreground" Value="fff0f0f0"/>
        <Setter Property="Background" Value="#0000000"/>
      </Style>
      """)
    #expect(sheet.diagnostics.codes == [.mafColor, .mafColor])
    #expect(sheet.diagnostics.map(\.severity) == [.warning, .warning])
    #expect(sheet.diagnostics[0].fixIt == "write '#fff0f0f0'")
    #expect(
      sheet.diagnostics[0].message.hasSuffix("a hex colour starts with '#'; the value is ignored"))
    #expect(sheet.rules.first?.body.declarations.isEmpty == true)
  }

  @Test(
    "3. MAF: Android styles are judged against Android's font families, iOS and platform-less ones against iOS fonts"
  )
  func mafFontsByPlatform() {
    let sheet = maf(
      """
      <Style TargetType="Label" platform="android"><Setter Property="FontFamily" Value="sans_serif"/></Style>
      <Style TargetType="TextBox" platform="android"><Setter Property="FontFamily" Value="monospace"/></Style>
      <Style TargetType="Button" platform="android"><Setter Property="FontFamily" Value="Helvetica-Bold"/></Style>
      <Style TargetType="Label" platform="ios"><Setter Property="FontFamily" Value="sans_serif"/></Style>
      <Style TargetType="Label"><Setter Property="FontFamily" Value="Helvetica-Bold"/></Style>
      """)
    #expect(sheet.diagnostics.codes == [.mafUnknownFont, .mafUnknownFont])
    #expect(
      sheet.diagnostics[0].message
        == "'Helvetica-Bold' is not an Android font family; the device will fall back to its default font"
    )
    #expect(
      sheet.diagnostics[1].message
        == "'sans_serif' is not an iOS system font; the device will fall back to the system font")
    #expect(sheet.diagnostics.map { $0.location?.line } == [4, 5])
  }

  @Test(
    "4. MAF: width and height on a <Style> are its size; any other unknown attribute is a warning")
  func mafStyleAttributes() throws {
    let sheet = maf(
      """
      <Style TargetType="Image" Key="Logo" width="120" height="40" border="1">
        <Setter Property="Width" Value="130"/>
      </Style>
      """)
    #expect(sheet.diagnostics.codes == [.mafUnknownAttribute])
    #expect(sheet.diagnostics.first?.message.hasPrefix("<Style> has no attribute 'border'") == true)
    let theme = Theme(layers: [Layer("app", stylesheets: [sheet])]).compile()
    let logo = theme.resolve(StyleQuery(for: "ImageView", named: ["Logo"]))
    #expect(logo[.height, as: Double.self] == 40)
    #expect(logo[.width, as: Double.self] == 130, "a Setter wins over the attribute")
  }

  @Test("5. NSS: an undefined variable is one diagnostic, worded as the whole-theme check words it")
  func nssUndefinedVariableOnce() throws {
    let sheet = NSSReader.read(
      nss: "@accent: red;\nLabel { font-color: @acent; }\n", path: "Once.nss")
    let theme = Theme(layers: [Layer("app", stylesheets: [sheet])]).compile()
    let checked = try #require(theme.errors.first)
    let resolved = try #require(theme.resolve(StyleQuery(for: "Label")).diagnostics.first)
    #expect(theme.errors.count == 1)
    #expect(
      resolved.message == checked.message && resolved.location == checked.location
        && resolved.fixIt == checked.fixIt)
    #expect(checked.message == "unknown constant '@acent'")
    #expect(checked.fixIt == "did you mean '@accent'?")
  }

  @Test("6. NSS: a class chain applies the classes that exist, without the default skin")
  func nssChainWithoutDefaults() {
    let sheet = NSSReader.read(nss: "VanillaCell { font-color: #336699; }\n", path: "Cells.nss")
    let theme = Theme(layers: [Layer("app", stylesheets: [sheet])]).compile()
    let cell = theme.resolve(StyleQuery(named: ["TableCell", "VanillaCell"]))
    #expect(cell.isResolved && cell.diagnostics.isEmpty)
    #expect(cell[.textColor, as: RGBAColor.self]?.hexRGBA == "#336699ff")
    let typo = theme.resolve(StyleQuery(named: ["TableCell", "VanilaCell", "VanillaCell"]))
    #expect(typo.diagnostics.map(\.severity) == [.warning])
    #expect(typo[.textColor] != nil)
  }

  @Test(
    "7. NSS: fonts iOS ships — Geeza Pro, AppleGothic (NUI's stock theme), PingFang, Kohinoor … — are known"
  )
  func nssFonts() {
    let fonts = [
      "GeezaPro", "GeezaPro-Bold", "AppleGothic", "PingFangSC-Regular", "KohinoorBangla-Semibold",
      "Charter-Roman",
      "AppleSDGothicNeo-Bold", "Rockwell-Bold", "IowanOldStyle-Roman", "HiraginoSans-W6",
    ]
    let text = fonts.enumerated().map { "C\($0.offset) { font-name: \($0.element); }" }.joined(
      separator: "\n")
    let sheet = NSSReader.read(
      nss: text + "\nD { font-name: GeezaPrro; }\n", path: "Fonts.nss",
      options: .init(dialect: .nui))
    #expect(sheet.diagnostics.codes == [.nssUnknownFont], "\(sheet.diagnostics)")
    #expect(sheet.diagnostics.first?.fixIt?.contains("'GeezaPro'") == true)
  }

  @Test(
    "8. NSS: 'Button:LoginButton { … }' reads as the class LoginButton (NUI ≤ 0.2), one warning per file; --dialect nui keeps NUI 0.5"
  )
  func nssLegacyClassChains() throws {
    let text = """
      Button:LoginButton { font-color: #FF0000; }
      Button:SignupButton, Label:Hint { font-size: 12; }
      Button { font-size: 18; }
      """
    let legacy = NSSReader.read(nss: text, path: "Legacy.nss")
    #expect(legacy.diagnostics.codes == [.nssCompatibility])
    let warning = try #require(legacy.diagnostics.first)
    #expect(warning.severity == .warning)
    #expect(warning.location?.line == 1 && warning.location?.column == 1)
    #expect(
      warning.message.contains("read it as the class 'LoginButton'")
        && warning.message.contains("(and 2 more in this file)"))
    let theme = Theme(layers: [Layer("app", stylesheets: [legacy])]).compile()
    #expect(
      theme.resolve(StyleQuery(named: ["LoginButton"]))[.textColor, as: RGBAColor.self]?.hexRGBA
        == "#ff0000ff")
    #expect(theme.resolve(StyleQuery(named: ["Hint"]))[.fontSize, as: Double.self] == 12)
    #expect(theme.resolve(StyleQuery(named: ["SignupButton"]))[.fontSize, as: Double.self] == 12)
    #expect(theme.resolve(StyleQuery(for: "Button"))[.fontSize, as: Double.self] == 18)

    let strict = NSSReader.read(nss: text, path: "Legacy.nss", options: .init(dialect: .nui))
    #expect(strict.diagnostics.codes == [.nssSyntax, .nssSyntax])
    #expect(strict.rules.count == 1, "only 'Button' reads as NUI 0.5 reads it")
  }
}

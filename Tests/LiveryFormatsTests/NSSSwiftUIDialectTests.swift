import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryFormats

/// SAP's SwiftUI dialect (`fiori-swiftui`): files SAP's FioriSwiftUI components read through its
/// own reader (FioriThemeManager's `NSSTool`), read the way it reads them (ReadingNSS.md).
@Suite struct NSSSwiftUIDialectTests {
  static func theme(_ text: String) -> CompiledTheme {
    ThemeLoader.read(
      [.memory(["Indicator.nss": Array(text.utf8)])], options: .init(includeDefaults: false)
    ).compile()
  }

  static let dark = StyleEnvironment.default.setting(.colorScheme, to: "dark")
  static let title: [StyleName] = ["fiori_loadingindicator_component_title"]

  static func hex(_ value: Int, alpha: Double = 1) -> Value {
    .color(
      RGBAColor(
        red: Double(value >> 16) / 255, green: Double(value >> 8 & 0xFF) / 255,
        blue: Double(value & 0xFF) / 255, alpha: alpha))
  }

  @Test func swiftUIColourNamesDifferLightAndDarkAndItsPropertiesNeedNoWarning() {
    let text = "fiori_loadingindicator_component_title { font-color: green; font-weight: bold; }"
    let sheet = NSSReader.read(nss: text, path: "Indicator.nss")
    #expect(sheet.format == .nssFioriSwiftUI)
    #expect(sheet.readingNote?.contains("fiori_loadingindicator_component_title") == true)
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
    let theme = Self.theme(text)
    let light = theme.style(for: .label, named: Self.title, in: .default)
    #expect(light.value(of: .textColor) == Self.hex(0x34C759))
    #expect(light.value(of: .fontWeight) == .keyword("bold"))
    let dark = theme.style(for: .label, named: Self.title, in: Self.dark)
    #expect(dark.value(of: .textColor) == Self.hex(0x30D158))
    #expect(dark.value(of: .fontWeight) == .keyword("bold"))
  }

  @Test func paletteNamesTakeTheSchemeSAPsReaderNamesAfterThem() throws {
    let text = """
      fiori_objectitem_component_title {
        font-color: primaryLabel_lightConstant;
        tint-color: tintColor_darkConstant;
        background-color: primaryBackground_deviceInverse;
        border-color: separator_device;
        foreground-color: primaryLabel;
      }
      """
    let sheet = NSSReader.read(nss: text, path: "Indicator.nss")
    #expect(sheet.format == .nssFioriSwiftUI)
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
    let theme = Self.theme(text)
    #expect(theme.errors.isEmpty, "\(theme.errors)")
    func constant(_ name: String) -> Value? { theme.constant(named: name)?.value }
    let names: [StyleName] = ["fiori_objectitem_component_title"]
    for (environment, isDark) in [(StyleEnvironment.default, false), (Self.dark, true)] {
      let style = theme.style(for: .label, named: names, in: environment)
      let scheme = isDark ? "_darkBackground" : "_lightBackground"
      let inverse = isDark ? "_lightBackground" : "_darkBackground"
      // Constant schemes stay put; the device's follows; its inverse flips.
      #expect(style.value(of: .textColor) == constant("primaryLabel_lightBackground"))
      #expect(style.value(of: .tintColor) == constant("tintColor_darkBackground"))
      #expect(style.value(of: .backgroundColor) == constant("primaryBackground" + inverse))
      #expect(style.value(of: .borderColor) == constant("separator" + scheme))
      #expect(style.value(of: "foregroundColor") == constant("primaryLabel" + scheme))
    }
    #expect(constant("primaryLabel_lightBackground") != constant("primaryLabel_darkBackground"))
  }

  @Test func itsSyntaxStatesAndValuesReadAsSAPsReaderReadsThem() {
    let text = """
      // SAP's reader takes line comments and block comments.
      @accent: #0A6ED1;
      fiori_loadingindicator_component_progress { tint-color: @accent; control-size: large; }
      /* the title */
      fiori_loadingindicator_component_title {
          font-size: 38;
          font-color: #A68A5B80;
          font-color-readOnly: #F46;
          font-color-focused: black;
          border-color: red;
          font-style: title;
      }
      fiori_loadingindicator_component_content { position-layout: trailing }
      """
    let sheet = NSSReader.read(nss: text, path: "Indicator.nss")
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
    let theme = Self.theme(text)
    let title = theme.style(for: .label, named: Self.title, in: .default)
    #expect(title.value(of: .fontSize) == .number(38))
    // Eight digits are RRGGBBAA here (the UIKit dialect reads AARRGGBB).
    #expect(title.value(of: .textColor) == Self.hex(0xA68A5B, alpha: 128.0 / 255))
    #expect(title.value(of: "textStyle") == .keyword("title1"))
    // A border colour is SwiftUI's `.border`: 1 point.
    #expect(title.value(of: .borderColor) == Self.hex(0xFF3B30))
    #expect(title.value(of: .borderWidth) == .number(1))
    let readOnly = theme.style(
      for: .label, named: Self.title, states: [StateName("readOnly")], in: .default)
    #expect(readOnly.value(of: .textColor) == Self.hex(0xFF4466))
    let focused = theme.style(for: .label, named: Self.title, states: [.focused], in: .default)
    #expect(focused.value(of: .textColor) == Self.hex(0x000000))
    let progress = theme.style(
      for: .activityIndicator, named: ["fiori_loadingindicator_component_progress"], in: .default)
    #expect(progress.value(of: .tintColor) == Self.hex(0x0A6ED1))
    #expect(progress.value(of: "controlSize") == .keyword("large"))
    let content = theme.style(
      for: .view, named: ["fiori_loadingindicator_component_content"], in: .default)
    #expect(content.value(of: "positionLayout") == .keyword("trailing"))
  }

  @Test func whatSAPsReaderShowsAsBlackIsAnErrorHere() {
    let text = """
      fiori_title_component_title {
          font-color: magenta;
          background-color: rgba(0, 0, 0, 0.5);
          padding: 4;
      }
      """
    let sheet = NSSReader.read(nss: text, path: "Title.nss")
    #expect(
      sheet.diagnostics.contains {
        $0.message.contains("not a property SAP's SwiftUI reader reads")
      })
    let theme = Self.theme(text)
    let messages = theme.diagnostics.map(\.message)
    #expect(messages.contains { $0.contains("no colour for 'magenta'") }, "\(messages)")
    #expect(messages.contains { $0.contains("no rgb() or rgba()") }, "\(messages)")
  }

  @Test func aSelectorDefinedAgainKeepsOnlyItsLastBlockAsSAPsReaderDoes() {
    let text = """
      fiori_title_component_title { font-color: red; font-size: 20; }
      fiori_title_component_title { font-size: 30; }
      """
    let sheet = NSSReader.read(nss: text, path: "Title.nss")
    #expect(sheet.diagnostics.contains { $0.message.contains("keeps only this block") })
    let theme = Self.theme(text)
    let title = theme.style(for: .label, named: ["fiori_title_component_title"], in: .default)
    #expect(title.value(of: .fontSize) == .number(30))
    #expect(
      title.value(of: .textColor) == nil,
      "the earlier block's colour (and its dark variant) is gone")
    let dark = theme.style(for: .label, named: ["fiori_title_component_title"], in: Self.dark)
    #expect(dark.value(of: .textColor) == nil)
  }

  @Test func aNUISheetIsNotTakenForIt() {
    let sheet = NSSReader.read(nss: "Button { font-color: green; }", path: "Brand.nss")
    #expect(sheet.format == .nssNUI)
    let theme = Self.theme("Button { font-color: green; }")
    // NUI's green is UIColor.greenColor: #00FF00 in both schemes.
    #expect(theme.style(for: .button, in: Self.dark).value(of: .textColor) == Self.hex(0x00FF00))
  }
}

import Foundation
import LiveryCore
import LiveryFormats
import LiverySymbols
import LiveryTestSupport
import Testing

/// The naming rules, collisions, determinism and what a generated file holds.
@Suite struct SymbolGeneratorTests {
  @Test(arguments: [
    ("WarningButton", "warningButton"), ("primary-color", "primaryColor"), ("2_hours", "_2Hours"), ("3_hours", "_3Hours"),
    ("URLField", "urlField"), ("UIButton", "uiButton"), ("URL", "url"), ("HTTP2Server", "http2Server"), ("a.b:c/d", "aBCD"),
    ("my style", "myStyle"), ("Café", "cafe"), ("中文", "u4E2DU6587"), ("default", "`default`"), ("self", "`self`"),
    ("--", "_2d2d"), ("", "_empty"), ("x", "x"), ("X", "x"), ("button.title_label", "buttonTitleLabel"), ("$RedColor", "redColor"),
    ("colorScheme", "colorScheme"), ("9", "_9"),
  ])
  func namingRules(name: String, identifier: String) {
    #expect(SwiftIdentifier.make(name) == identifier)
  }

  @Test(arguments: [("brand", "Brand"), ("my-theme", "MyTheme"), ("2024", "_2024"), ("", "Theme"), ("self", "`Self`")])
  func typeNames(name: String, identifier: String) {
    #expect(SwiftIdentifier.makeType(name) == identifier)
  }

  /// A theme with one of everything, in two files.
  static func theme(reversed: Bool = false) -> CompiledTheme {
    var a = IRBuilder("Themes/Buttons.yaml")
    let buttons = a.sheet(
      [
        a.named("WarningButton", for: "Button", [a.decl("tintColor", .string("red"))], states: [a.state("highlighted", [])]),
        a.type("Button", [a.decl("cornerRadius", .number(4))]),
      ], constants: [a.constant("RedColor", .string("#f93d38"))])
    var b = IRBuilder("Themes/Dark.nss")
    let dark = b.sheet(
      [b.named("2_hours", [b.decl("textColor", .string("x"), when: Conditions([.equals(.colorScheme, "dark")]))])],
      when: Conditions([.equals(.colorScheme, "dark")]))
    let sheets = reversed ? [dark, buttons] : [buttons, dark]
    return Theme(layers: [Layer("app", stylesheets: sheets)]).compile()
  }

  @Test func aGeneratedFileHoldsEveryKindOfNameWithItsSource() {
    let output = SymbolGenerator(namespace: "Brand", access: .public).generate(Self.theme())
    #expect(output.diagnostics.isEmpty)
    let source = output.source
    #expect(source.contains("public import LiveryCore"))
    #expect(source.contains("public enum Brand {"))
    #expect(source.contains("    /// `WarningButton` (Button) — Themes/Buttons.yaml:3\n    public static let warningButton: StyleName = \"WarningButton\""))
    #expect(source.contains("public static let button: TargetType = \"Button\""))
    #expect(source.contains("/// `RedColor` = \"#f93d38\""))
    #expect(source.contains("public static let redColor: String = \"RedColor\""))
    #expect(source.contains("public static let tintColor: PropertyName = \"tintColor\""))
    #expect(source.contains("public static let highlighted: StateName = \"highlighted\""))
    #expect(source.contains("public enum ColorScheme {\n      public static let axis: EnvironmentAxis = \"colorScheme\"\n"))
    #expect(source.contains("public static let dark = \"dark\""))
    #expect(!source.contains("Date") && !source.contains("2026"))  // no timestamp
    // Every declaration carries the access level.
    let declarations = source.split(separator: "\n").filter { $0.contains(" enum ") || $0.contains(" let ") }
    #expect(declarations.allSatisfy { $0.trimmingCharacters(in: .whitespaces).hasPrefix("public ") })
  }

  @Test func theOutputIsTheSameInAnyInputOrderAndOnEveryRun() {
    let generator = SymbolGenerator(namespace: "Brand")
    let first = generator.generate(Self.theme()).source
    #expect(generator.generate(Self.theme()).source == first)
    #expect(generator.generate(Self.theme(reversed: true)).source == first)
    #expect(first.contains("// Content hash (FNV-1a 64 of what follows the header): "))
  }

  @Test func twoNamesForOneIdentifierAreBothKeptAndBothPlacesNamed() throws {
    var a = IRBuilder("a.yaml")
    var b = IRBuilder("b.nss")
    let theme = Theme(layers: [
      Layer("a", stylesheets: [a.sheet([a.named("2_hours"), a.named("3_hours")])]),
      Layer("b", stylesheets: [b.sheet([b.named("2-hours")])]),
    ]).compile()
    let output = SymbolGenerator(namespace: "T").generate(theme)
    let warning = try #require(output.diagnostics.first)
    #expect(output.diagnostics.count == 1)
    #expect(warning.code == .symbolsNameCollision && warning.severity == .warning)
    #expect(warning.message.contains("'2-hours' and '2_hours' all become `_2Hours`"))
    #expect(Set([warning.location?.path] + warning.notes.map { $0.location?.path }) == ["a.yaml", "b.nss"])
    // Both kept, neither dropped; 3_hours untouched.
    #expect(output.source.components(separatedBy: "static let _2Hours_").count == 3)
    #expect(output.source.contains("static let _3Hours: StyleName = \"3_hours\""))
  }

  @Test func aVariantValueNamedLikeTheAxisMemberIsKept() {
    var a = IRBuilder("a.yaml")
    let theme = Theme(layers: [
      Layer("a", stylesheets: [a.sheet([a.named("X", when: Conditions([.equals(EnvironmentAxis("brand"), "axis")]))])])
    ]).compile()
    let output = SymbolGenerator(namespace: "T").generate(theme)
    #expect(output.source.contains("static let axis: EnvironmentAxis = \"brand\""))
    #expect(output.source.contains("static let axis_"))
    #expect(output.diagnostics.map(\.code) == [.symbolsNameCollision])
  }

  @Test func livesDefaultsAndSkinAreLeftOut() throws {
    let theme = try ThemeLoader.load(.memory(["Brand.nss": Array("Button { background-color: #ff0000; }\n".utf8)]))
    let source = SymbolGenerator(namespace: "Brand").generate(theme).source
    #expect(source.contains("static let button: TargetType"))
    #expect(!source.contains("static let label: TargetType"))  // the default skin styles Label; the file does not
  }
}

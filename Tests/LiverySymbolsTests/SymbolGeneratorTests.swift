import Foundation
import LiveryCore
import LiveryFormats
import LiverySymbols
import LiveryTestSupport
import Testing

/// The naming rules, collisions, determinism and what a generated file holds.
@Suite struct SymbolGeneratorTests {
  @Test(arguments: [
    ("WarningButton", "warningButton"), ("primary-color", "primaryColor"), ("2_hours", "_2Hours"),
    ("3_hours", "_3Hours"),
    ("URLField", "urlField"), ("UIButton", "uiButton"), ("URL", "url"),
    ("HTTP2Server", "http2Server"), ("a.b:c/d", "aBCD"),
    ("my style", "myStyle"), ("Café", "cafe"), ("中文", "u4E2DU6587"), ("default", "`default`"),
    ("self", "self_"), ("init", "init_"),
    ("--", "_2d2d"), ("", "_empty"), ("x", "x"), ("X", "x"),
    ("button.title_label", "buttonTitleLabel"), ("$RedColor", "redColor"),
    ("colorScheme", "colorScheme"), ("9", "_9"),
  ])
  func namingRules(name: String, identifier: String) {
    #expect(SwiftIdentifier.make(name) == identifier)
  }

  @Test(arguments: [
    ("brand", "Brand"), ("my-theme", "MyTheme"), ("2024", "_2024"), ("", "ThemeSymbols"),
    ("self", "Self_"), ("URLKit", "URLKit"), ("iOSApp", "IOSApp"),
  ])
  func typeNames(name: String, identifier: String) {
    #expect(SwiftIdentifier.makeType(name) == identifier)
  }

  /// A theme with one of everything, in two files.
  static func theme(reversed: Bool = false) -> CompiledTheme {
    var a = IRBuilder("Themes/Buttons.yaml")
    let buttons = a.sheet(
      [
        a.named(
          "WarningButton", for: "Button", [a.decl("tintColor", .string("red"))],
          states: [a.state("highlighted", [])]),
        a.type("Button", [a.decl("cornerRadius", .number(4))]),
      ], constants: [a.constant("RedColor", .string("#f93d38"))])
    var b = IRBuilder("Themes/Dark.nss")
    let dark = b.sheet(
      [
        b.named(
          "2_hours",
          [b.decl("textColor", .string("x"), when: Conditions([.equals(.colorScheme, "dark")]))])
      ],
      when: Conditions([.equals(.colorScheme, "dark")]))
    let sheets = reversed ? [dark, buttons] : [buttons, dark]
    return Theme(layers: [Layer("app", stylesheets: sheets)]).compile()
  }

  @Test func theCommandAndTheNamesStayInsideTheirComments() {
    // `--name` and `-o` as the command line gave them: a line break would start a line of Swift.
    let command =
      "livery symbols -o \"x\nlet pwned = 1\n#error(\"pwned\")\u{2028}y.swift\" --name Brand\r\n"
    let source = SymbolGenerator(namespace: "Brand\nlet x = 1", command: command).generate(
      Self.theme()
    ).source
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1].hasPrefix("// Regenerate: livery symbols -o \"x let pwned = 1 #error"))
    #expect(!lines.contains { $0.hasPrefix("let ") || $0.hasPrefix("#error") })
    #expect(!source.contains("\u{2028}") && !source.contains("\r"))
  }

  @Test func aGeneratedFileHoldsEveryKindOfNameWithItsSource() {
    let output = SymbolGenerator(namespace: "Brand", access: .public).generate(Self.theme())
    #expect(output.diagnostics.isEmpty)
    let source = output.source
    #expect(source.contains("public import LiveryCore"))
    #expect(source.contains("public enum Brand {"))
    #expect(
      source.contains(
        "    /// `WarningButton` (Button) — Themes/Buttons.yaml:3\n    public static let warningButton: LiveryCore.StyleName = \"WarningButton\""
      ))
    #expect(source.contains("public static let button: LiveryCore.TargetType = \"Button\""))
    #expect(source.contains("/// `RedColor` = \"#f93d38\""))
    #expect(source.contains("public static let redColor: Swift.String = \"RedColor\""))
    #expect(source.contains("public static let tintColor: LiveryCore.PropertyName = \"tintColor\""))
    #expect(
      source.contains("public static let highlighted: LiveryCore.StateName = \"highlighted\""))
    #expect(
      source.contains(
        "public enum ColorScheme {\n      public static let axis: LiveryCore.EnvironmentAxis = \"colorScheme\"\n"
      ))
    #expect(source.contains("public static let dark = \"dark\""))
    // Every declaration carries the access level.
    let declarations = source.split(separator: "\n").filter {
      $0.contains(" enum ") || $0.contains(" let ")
    }
    #expect(
      declarations.allSatisfy { $0.trimmingCharacters(in: .whitespaces).hasPrefix("public ") })
  }

  @Test func theOutputIsTheSameInAnyInputOrderAndOnEveryRun() {
    let generator = SymbolGenerator(namespace: "Brand")
    let first = generator.generate(Self.theme()).source
    #expect(generator.generate(Self.theme()).source == first)
    #expect(generator.generate(Self.theme(reversed: true)).source == first)
    #expect(first.contains("// Content hash (FNV-1a 64 of what follows the header): "))
    // A name used in two files, the files first seen in either order (file ids follow that order).
    func shared(_ paths: [String]) -> String {
      var sheets: [String: Stylesheet] = [:]
      for path in paths {
        var b = IRBuilder(path)
        sheets[path] = b.sheet([b.type("Label", [b.decl("textColor", .string("x"))])])
      }
      let theme = Theme(layers: [Layer("app", stylesheets: paths.sorted().map { sheets[$0]! })])
        .compile()
      return generator.generate(theme).source
    }
    let unique = UUID().uuidString
    // The second pair has other paths (an id is never forgotten), so the hash line differs; the rest must not.
    func body(_ source: String) -> String {
      source.split(separator: "\n").filter { !$0.hasPrefix("// Content hash") }.joined(
        separator: "\n")
    }
    let ab = shared(["z-\(unique).nss", "a-\(unique).nss"])
    let ba = shared(["a-\(unique)-2.nss", "z-\(unique)-2.nss"]).replacingOccurrences(
      of: "-2.nss", with: ".nss")
    #expect(body(ab) == body(ba))
    #expect(ab.contains("`textColor` — a-\(unique).nss:1 (and 1 more)"))
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
    #expect(
      Set([warning.location?.path] + warning.notes.map { $0.location?.path }) == [
        "a.yaml", "b.nss",
      ])
    // Both kept, neither dropped; 3_hours untouched.
    #expect(output.source.components(separatedBy: "static let _2Hours_").count == 3)
    #expect(output.source.contains("static let _3Hours: LiveryCore.StyleName = \"3_hours\""))
  }

  @Test func aNamespaceNeverHidesTheModulesTheFileNames() {
    #expect(
      SymbolGenerator(namespace: "LiveryCore").generate(Self.theme()).source.contains(
        "enum LiveryCoreSymbols {"))
    #expect(
      SymbolGenerator(namespace: "Swift").generate(Self.theme()).source.contains(
        "enum SwiftSymbols {"))
  }

  @Test func aVariantValueNamedLikeTheAxisMemberIsKept() {
    var a = IRBuilder("a.yaml")
    let theme = Theme(layers: [
      Layer(
        "a",
        stylesheets: [
          a.sheet([a.named("X", when: Conditions([.equals(EnvironmentAxis("brand"), "axis")]))])
        ])
    ]).compile()
    let output = SymbolGenerator(namespace: "T").generate(theme)
    #expect(output.source.contains("static let axis: LiveryCore.EnvironmentAxis = \"brand\""))
    #expect(output.source.contains("static let axis_"))
    #expect(output.diagnostics.map(\.code) == [.symbolsNameCollision])
  }

  @Test func livesDefaultsAndSkinAreLeftOut() throws {
    let theme = try ThemeLoader.load(
      .memory(["Brand.nss": Array("Button { background-color: #ff0000; }\n".utf8)]))
    let source = SymbolGenerator(namespace: "Brand").generate(theme).source
    #expect(source.contains("static let button: LiveryCore.TargetType"))
    // the default skin styles Label; the file does not
    #expect(!source.contains("static let label: LiveryCore.TargetType"))
  }
}

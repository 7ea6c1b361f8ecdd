import Foundation
import LiveryCore
import LiverySymbols
import LiveryTestSupport
import PropertyBased
import Testing

/// Generated files compile: random theme names (any characters) always give Swift that
/// type-checks, and `public` output is usable from another module (every nested declaration is
/// public). Runs `swiftc` against the LiveryCore module this build made.
@Suite(.serialized) struct GeneratedSwiftCompilesTests {
  /// Where this build keeps its Swift modules (`.build/debug/Modules`).
  static var modules: String {
    URL(fileURLWithPath: Fixtures.builtProduct("livery")).deletingLastPathComponent()
      .appendingPathComponent("Modules").path
  }

  static var swiftc: String? {
    let candidates =
      ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
      + (ProcessInfo.processInfo.environment["PATH"] ?? "")
      .split(separator: ":").map { $0 + "/swiftc" }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  static var canCompile: Bool {
    swiftc != nil && FileManager.default.fileExists(atPath: modules + "/LiveryCore.swiftmodule")
  }

  /// Runs swiftc; returns its status and what it printed.
  static func swiftc(_ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc!)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  /// A theme using `names` as styles, types, constants, properties, states and variant values.
  static func theme(_ names: [String]) -> CompiledTheme {
    var builder = IRBuilder("random.yaml")
    var rules: [StyleRule] = []
    var constants: [Constant] = []
    for (index, name) in names.enumerated() {
      let declaration = builder.decl(
        name, .number(Double(index)), when: Conditions([.equals(EnvironmentAxis(name), name)]))
      rules.append(builder.named(name, for: name, [declaration], states: [builder.state(name, [])]))
      rules.append(builder.type(name))
      constants.append(builder.constant(name, .number(1)))
    }
    return Theme(layers: [Layer("app", stylesheets: [builder.sheet(rules, constants: constants)])])
      .compile()
  }

  @Test(.enabled(if: canCompile, "swiftc or this build's LiveryCore module is missing"))
  func randomNamesAlwaysGiveSwiftThatCompiles() async throws {
    let folder = Fixtures.temporaryFolder()
    // Letters, digits, separators, Swift keywords, accents, CJK, emoji, quotes and backslashes.
    let alphabet = Array("aZ09_-.:/ $\"\\'`éü中😀\t\u{301}한")
    let name = Gen.int(in: 0...(alphabet.count - 1)).map { alphabet[$0] }.string(of: 1...12)
    await propertyCheck(count: 6, input: name.array(of: 20...40)) { randomNames in
      let names =
        randomNames + [
          "default", "self", "Self", "Type", "type", "Protocol", "init", "class", "Any", "2_hours",
          "2-hours", "", "\t", "axis",
          "environment-axis", "EnvironmentAxis", "LiveryCore", "Swift", "StyleName", "String", "_",
          "__", "\u{301}", "cc81", "empty",
        ]
      let source = SymbolGenerator(namespace: names[0], access: .public).generate(Self.theme(names))
        .source
      let file = folder + "/Symbols.swift"
      // Declared and used: every member read through its full path.
      try? (source + Self.uses(of: source)).write(toFile: file, atomically: true, encoding: .utf8)
      let (status, output) =
        (try? Self.swiftc(["-typecheck", "-I", Self.modules, file])) ?? (-1, "swiftc did not run")
      #expect(status == 0, "\(output)\n\(source)")
    }
  }

  /// `func useAll() { _ = A.B.c … }` reading every `static let` of a generated file by its path.
  static func uses(of source: String) -> String {
    var path: [String] = []
    var lines = ["", "func useAll() {"]
    for line in source.split(separator: "\n") {
      let text = line.trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("///") || text.hasPrefix("//") { continue }
      if let range = text.range(of: "enum "), text.hasSuffix("{") {
        path.append(
          String(text[range.upperBound...].dropLast()).trimmingCharacters(in: .whitespaces))
      } else if text == "}" {
        _ = path.popLast()
      } else if let range = text.range(of: "static let ") {
        let name = text[range.upperBound...].prefix { $0 != ":" && $0 != " " }
        lines.append("  _ = " + (path + [String(name)]).joined(separator: "."))
      }
    }
    return (lines + ["}", ""]).joined(separator: "\n")
  }

  @Test(.enabled(if: canCompile, "swiftc or this build's LiveryCore module is missing"))
  func publicSymbolsAreUsableFromAnotherModule() throws {
    let folder = Fixtures.temporaryFolder()
    let source = SymbolGenerator(namespace: "Brand", access: .public).generate(
      SymbolGeneratorTests.theme()
    ).source
    try source.write(toFile: folder + "/BrandSymbols.swift", atomically: true, encoding: .utf8)
    let (built, buildOutput) = try Self.swiftc([
      "-emit-module", "-module-name", "BrandSymbols", "-I", Self.modules, "-emit-module-path",
      folder + "/BrandSymbols.swiftmodule",
      folder + "/BrandSymbols.swift",
    ])
    #expect(built == 0, "\(buildOutput)")
    try """
    import BrandSymbols
    import LiveryCore

    func use(_ theme: CompiledTheme) {
      _ = theme.style(for: Brand.Types.button, named: [Brand.Styles.warningButton], states: [Brand.States.highlighted])
      _ = theme.constant(named: Brand.Constants.redColor)
      _ = StyleEnvironment.default.setting(Brand.Variants.ColorScheme.axis, to: Brand.Variants.ColorScheme.dark)
      let property: PropertyName = Brand.Properties.tintColor
      _ = property
    }

    """.write(toFile: folder + "/Use.swift", atomically: true, encoding: .utf8)
    let (status, output) = try Self.swiftc([
      "-typecheck", "-I", folder, "-I", Self.modules, folder + "/Use.swift",
    ])
    #expect(status == 0, "\(output)")
    // The same file generated internal is not visible from the other module.
    let internalSource = SymbolGenerator(namespace: "Brand", access: .internal).generate(
      SymbolGeneratorTests.theme()
    ).source
    try internalSource.write(
      toFile: folder + "/BrandSymbols.swift", atomically: true, encoding: .utf8)
    _ = try Self.swiftc([
      "-emit-module", "-module-name", "BrandSymbols", "-I", Self.modules, "-emit-module-path",
      folder + "/BrandSymbols.swiftmodule",
      folder + "/BrandSymbols.swift",
    ])
    let (hidden, hiddenOutput) = try Self.swiftc([
      "-typecheck", "-I", folder, "-I", Self.modules, folder + "/Use.swift",
    ])
    #expect(hidden != 0)
    #expect(hiddenOutput.contains("cannot find 'Brand' in scope"), "\(hiddenOutput)")
  }
}

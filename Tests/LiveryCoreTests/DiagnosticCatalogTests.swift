import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

/// Diagnostic codes: one spelling (kebab-case after a prefix), one sorted catalog per module.
@Suite struct DiagnosticCatalogTests {
  /// Every code declaration in the sources: file, name, spelling.
  static func declarations() throws -> [(file: String, name: String, code: String)] {
    let sources = Fixtures.packageRoot + "/Sources"
    var found: [(String, String, String)] = []
    let walker = try #require(FileManager.default.enumerator(atPath: sources))
    let pattern = try NSRegularExpression(
      pattern: #"static let (\w+): DiagnosticCode =\s*"([^"]+)""#)
    while let relative = walker.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      let text = try String(contentsOfFile: sources + "/" + relative, encoding: .utf8)
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        let name = String(text[Range(match.range(at: 1), in: text)!])
        let code = String(text[Range(match.range(at: 2), in: text)!])
        found.append((relative, name, code))
      }
    }
    return found
  }

  @Test func everyCodeIsKebabCaseInOneSortedCatalogPerModule() throws {
    let declarations = try Self.declarations()
    #expect(declarations.count > 150)
    let spelling = try NSRegularExpression(pattern: #"^[a-z]+(\.[a-z0-9]+(-[a-z0-9]+)*)+$"#)
    for declaration in declarations {
      let range = NSRange(declaration.code.startIndex..., in: declaration.code)
      #expect(
        spelling.firstMatch(in: declaration.code, range: range) != nil,
        "\(declaration.name) is spelled '\(declaration.code)'")
    }
    var byModule: [String: Set<String>] = [:]
    for declaration in declarations {
      let module = String(declaration.file.split(separator: "/").first ?? "")
      byModule[module, default: []].insert(declaration.file)
      let name = (declaration.file as NSString).lastPathComponent
      #expect(
        name == "DiagnosticCode.swift" || name.hasPrefix("DiagnosticCode+"),
        "\(declaration.name) is declared in \(declaration.file), not in its module's catalog")
    }
    for (module, files) in byModule { #expect(files.count == 1, "\(module): \(files.sorted())") }
    for file in Set(declarations.map(\.file)) {
      let names = declarations.filter { $0.file == file }.map(\.name)
      #expect(names == names.sorted { $0.lowercased() < $1.lowercased() }, "\(file) is not sorted")
    }
    #expect(Set(declarations.map(\.code)).count == declarations.count, "a code is declared twice")
  }

  @Test func aFormerSpellingReadsAsTheCodeItBecame() {
    #expect(DiagnosticCode(rawValue: "dtcg.badValue") == DiagnosticCode(rawValue: "dtcg.bad-value"))
    #expect(DiagnosticCode(rawValue: "resolver.tooMuchWork").rawValue == "resolver.too-much-work")
    #expect(DiagnosticCode(rawValue: "dtcg.bad-value").formerSpelling == "dtcg.badValue")
    #expect(DiagnosticCode.valueType.formerSpelling == nil)
    let literal: DiagnosticCode = "dtcg.badValue"
    #expect(literal == DiagnosticCode(rawValue: "dtcg.bad-value"), "a literal too")
  }
}

import Foundation
import LiveryTestSupport
import Testing

/// `livery symbols`: writing, writing only when changed, `--check`, refusing a broken theme.
@Suite struct SymbolsCLITests {
  let folder = Fixtures.temporaryFolder()

  func livery(_ arguments: String...) throws -> LiveryRun { try LiveryRun(arguments, in: folder) }

  func write(_ text: String, _ name: String) throws {
    try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
  }

  func modified(_ name: String) throws -> Date {
    try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.modificationDate]
      as! Date
  }

  @Test func symbolsAreWrittenOnceAndCheckedForStaleness() throws {
    try write(
      "@red: #ff0000;\nButton { background-color: #ff0000; }\nWarningButton { background-color: @red; }\n",
      "Brand.nss")
    let first = try livery("symbols", "Brand.nss", "-o", "BrandSymbols.swift")
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.standardOutput == "wrote BrandSymbols.swift\n")
    let text = try String(contentsOfFile: folder + "/BrandSymbols.swift", encoding: .utf8)
    #expect(text.contains("enum Brand {"))
    #expect(text.contains("static let warningButton: LiveryCore.StyleName = \"WarningButton\""))
    #expect(text.contains("/// `WarningButton` — Brand.nss:3"))
    #expect(
      text.contains("// Regenerate: livery symbols THEME… -o BrandSymbols.swift --name Brand"))

    // Nothing changed: not written again (a build that depends on it does nothing).
    let stamp = try modified("BrandSymbols.swift")
    Thread.sleep(forTimeInterval: 0.05)
    let again = try livery("symbols", "Brand.nss", "-o", "BrandSymbols.swift")
    #expect(again.standardOutput == "BrandSymbols.swift is up to date\n")
    #expect(try modified("BrandSymbols.swift") == stamp)
    #expect(try livery("symbols", "Brand.nss", "-o", "BrandSymbols.swift", "--check").status == 0)

    // A new style: --check says stale and writes nothing.
    try write(
      "@red: #ff0000;\nButton { background-color: #ff0000; }\nWarningButton { background-color: @red; }\nQuiet { border-width: 0; }\n",
      "Brand.nss")
    let stale = try livery("symbols", "Brand.nss", "-o", "BrandSymbols.swift", "--check")
    #expect(stale.status == 1)
    #expect(stale.standardError.contains("BrandSymbols.swift is stale"))
    #expect(try String(contentsOfFile: folder + "/BrandSymbols.swift", encoding: .utf8) == text)
    let missing = try livery("symbols", "Brand.nss", "-o", "Other.swift", "--check")
    #expect(missing.status == 1 && missing.standardError.contains("is missing"))
  }

  @Test func aThemeWithErrorsWritesNothing() throws {
    try write("Button { background-color: @nope; }\n", "Bad.nss")
    let run = try livery("symbols", "Bad.nss", "-o", "Symbols.swift")
    #expect(run.status == 1)
    #expect(run.standardError.contains("Bad.nss:1:28"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/Symbols.swift"))
  }

  @Test func withoutFilesTheDefaultSkinsNamesAreWritten() throws {
    let run = try livery("symbols", "-o", "SkinSymbols.swift")
    #expect(run.status == 0, "\(run.standardError)")
    let text = try String(contentsOfFile: folder + "/SkinSymbols.swift", encoding: .utf8)
    #expect(text.contains("enum Skin {"))
    #expect(text.contains("static let button: LiveryCore.TargetType = \"Button\""))
    #expect(text.contains("<livery>/DefaultSkin.xml:"))
  }

  @Test func accessAndNameAreHonoured() throws {
    try write("Button { background-color: #ff0000; }\n", "Brand.nss")
    #expect(
      try livery(
        "symbols", "Brand.nss", "-o", "Out.swift", "--access", "package", "--name", "my-brand"
      ).status == 0)
    let text = try String(contentsOfFile: folder + "/Out.swift", encoding: .utf8)
    #expect(text.contains("package enum MyBrand {"))
    #expect(text.contains("package static let button: LiveryCore.TargetType"))
    #expect(try livery("symbols", "Brand.nss", "-o", "Out.swift", "--access", "open").status == 2)
  }
}

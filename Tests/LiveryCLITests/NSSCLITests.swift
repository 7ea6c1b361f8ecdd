import Foundation
import LiveryTestSupport
import Testing

private let examples = Fixtures.packageRoot + "/Examples/nss/"

@Suite("CLI: NSS stylesheets and the SAP Fiori dialects")
struct NSSCLITests {
  @Test("check -v says which dialect each .nss file is read in, and why")
  func dialectReason() throws {
    let run = try LiveryRun(["check", "-v", examples + "Brand.nss", examples + "FioriBrand.nss"])
    #expect(run.status == 0)
    #expect(
      run.standardOutput.contains("Brand.nss (NSS (nui dialect)) — detected: no SAP Fiori classes"))
    #expect(
      run.standardOutput.contains(
        "FioriBrand.nss (NSS (sapfiori dialect)) — detected: the SAP Fiori class 'fdlFUIObjectView_headlineLabel' at 11:1"
      ))
    #expect(run.standardOutput.contains("FioriPalette-v8.nss (SAP Fiori palette v8)"))
    let json = try #require(
      try LiveryRun(["check", "-v", "--format", "json", examples + "FioriBrand.nss"]).json()
        as? [String: Any])
    let files = try #require(json["files"] as? [[String: Any]])
    #expect(
      files.last?["why"] as? String
        == "detected: the SAP Fiori class 'fdlFUIObjectView_headlineLabel' at 11:1")
  }

  @Test("--dialect overrides detection; --fiori-palette picks the palette")
  func dialectOption() throws {
    let forced = try LiveryRun(["check", "-v", "--dialect", "nui", examples + "FioriBrand.nss"])
    #expect(forced.standardOutput.contains("(NSS (nui dialect)) — chosen with --dialect"))
    #expect(forced.status == 1, "as plain NUI, the palette names are undefined variables")
    let v3 = try #require(
      try LiveryRun([
        "resolve", examples + "FioriBrand.nss", "--fiori-palette", "v3_2", "--type",
        "FUIObjectView", "--no-defaults",
        "--format", "json",
      ]).json() as? [String: Any])
    #expect(v3.isEmpty == false)
    let bad = try LiveryRun(["check", "--dialect", "css", examples + "Brand.nss"])
    #expect(bad.status == 2)
  }

  @Test("resolve accepts a NUI class chain: --style Button:LargeButton")
  func classChain() throws {
    let run = try LiveryRun([
      "resolve", examples + "Brand.nss", "--style", "Button:LargeButton", "--state", "highlighted",
      "--no-defaults",
      "--format", "json",
    ])
    #expect(run.status == 0)
    let style = try #require(try run.json() as? [String: Any])
    #expect(style["fontSize"] as? Double == 20)
    #expect(style["fontName"] as? String == "HelveticaNeue-Medium")
    #expect(style["backgroundColor"] as? String == "#0854a1ff")
  }

  @Test("explain shows where a Fiori colour comes from, down to the palette line")
  func explainPalette() throws {
    let run = try LiveryRun([
      "explain", examples + "FioriBrand.nss", "--type", "TableViewCell", "--state", "selected",
      "--no-defaults",
    ])
    #expect(run.status == 0)
    #expect(
      run.standardOutput.contains("via @negative_darkBackground (<livery>/FioriPalette-v8.nss:"))
  }

  @Test("check reports every mistake of a broken sheet with its line and exits 1")
  func brokenSheet() throws {
    let run = try LiveryRun(["check", examples + "mistakes/Broken.nss"])
    #expect(run.status == 1)
    #expect(
      run.standardOutput.contains(
        "Broken.nss:12:1: warning: 'Button:LargeButton' is a class chain, not a selector"))
    #expect(run.standardOutput.contains("Broken.nss:16:17: error: unknown constant '@acent'"))
    #expect(run.standardOutput.contains("fix-it: did you mean '@accent'?"))
    #expect(run.standardOutput.hasSuffix("3 errors, 5 warnings\n"))
    let strict = try LiveryRun(["check", "--dialect", "nui", examples + "mistakes/Broken.nss"])
    #expect(
      strict.standardOutput.contains(
        "Broken.nss:12:1: error: 'Button:LargeButton' is not a selector"))
    #expect(strict.standardOutput.hasSuffix("4 errors, 4 warnings\n"))
  }

  @Test("a folder with .nss files loads them; a non-NSS .nss file is one clear error")
  func folder() throws {
    let folder = Fixtures.temporaryFolder()
    try "Button { font-size: 18; }\n".write(
      toFile: folder + "/A.nss", atomically: true, encoding: .utf8)
    try "var style = {\n  main : { color : \"#fff\" }\n};\n".write(
      toFile: folder + "/B.nss", atomically: true, encoding: .utf8)
    let run = try LiveryRun(["check", folder])
    #expect(run.status == 1)
    #expect(
      run.standardOutput.contains(
        "B.nss:1:1: error: this is not an NSS stylesheet (it looks like JavaScript)"))
    #expect(run.standardOutput.contains("1 error, 0 warnings"))
  }

  @Test("resolve and explain report an undefined variable once, with its fix-it")
  func undefinedVariableOnce() throws {
    let folder = Fixtures.temporaryFolder()
    try "@accent: red;\nLabel { font-color: @acent; }\n".write(
      toFile: folder + "/Once.nss", atomically: true, encoding: .utf8)
    for command in ["resolve", "explain"] {
      let run = try LiveryRun([
        command, folder + "/Once.nss", "--type", "Label", "--no-defaults", "--color", "never",
      ])
      #expect(run.status == 1)
      #expect(
        run.standardError.components(separatedBy: "unknown constant").count == 2,
        "\(command): \(run.standardError)")
      #expect(run.standardError.contains("Once.nss:2:21: error: unknown constant '@acent'"))
      #expect(run.standardError.contains("fix-it: did you mean '@accent'?"))
    }
  }

  @Test(
    "--no-defaults --style TableCell:VanillaCell applies VanillaCell (NUI skips classes with no rules)"
  )
  func chainWithoutDefaults() throws {
    let folder = Fixtures.temporaryFolder()
    try "VanillaCell { font-color: #336699; }\n".write(
      toFile: folder + "/Cells.nss", atomically: true, encoding: .utf8)
    let run = try LiveryRun([
      "resolve", folder + "/Cells.nss", "--no-defaults", "--style", "TableCell:VanillaCell",
      "--format", "json",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    let json = try #require(try run.json() as? [String: Any])
    #expect(json["textColor"] as? String == "#336699ff")
    #expect(run.standardError.isEmpty)
  }
}

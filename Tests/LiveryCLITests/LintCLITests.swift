import Foundation
import LiveryCore
import LiveryReporting
import LiveryTestSupport
import Testing

/// `livery lint` as a user runs it (review-tools.md §1): findings with file:line:col, the exit
/// status, and its SARIF log validated against the official SARIF 2.1.0 schema.
@Suite struct LintCLITests {
  let folder = Fixtures.temporaryFolder()

  init() throws {
    try Data(
      "Label {\n  font-color: #777777;\n}\nNavigationBar {\n  on-tint-color: #FF0000;\n}\n".utf8
    )
    .write(to: URL(fileURLWithPath: folder + "/Brand.nss"))
  }

  func livery(_ arguments: String...) throws -> LiveryRun { try LiveryRun(arguments, in: folder) }

  @Test func textFindingsAndTheExitStatus() throws {
    let run = try livery("lint", "Brand.nss", "--no-defaults", "--color", "never")
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput.contains(
        "Brand.nss:2:3: warning: Label, colorScheme=light: text #777777 on #FFFFFF is 4.47:1, below 4.5:1 (WCAG AA) [lint.contrast]"
      ), "\(run.standardOutput)")
    #expect(run.standardOutput.contains("fix-it: a text colour that passes: #767676"))
    #expect(
      run.standardOutput.contains("Brand.nss:5:3: warning: NavigationBar never reads 'onTintColor'")
    )
    // Warnings fail with --max-warnings below their count, or a rule made an error.
    let strict = try livery("lint", "Brand.nss", "--no-defaults", "--max-warnings", "1")
    #expect(strict.status == 1)
    #expect(strict.standardError.contains("more than --max-warnings 1"))
    #expect(
      try livery("lint", "Brand.nss", "--no-defaults", "--rule", "contrast=error").status == 1)
    let off = try livery(
      "lint", "Brand.nss", "--no-defaults", "--rule", "contrast=off,unused-property=off",
      "--max-warnings", "0")
    #expect(off.status == 0, "\(off.standardOutput)")
    // AAA asks more of the same grey.
    let aaa = try livery("lint", "Brand.nss", "--no-defaults", "--level", "AAA")
    #expect(aaa.standardOutput.contains("below 7:1 (WCAG AAA)"))
  }

  @Test func theNearestConfigurationFileIsReadAndItsMistakesShownAtTheirPlace() throws {
    try FileManager.default.createDirectory(
      atPath: folder + "/Themes/Legacy", withIntermediateDirectories: true)
    try Data("Button { height: 30; }\n".utf8).write(
      to: URL(fileURLWithPath: folder + "/Themes/Brand.nss"))
    try Data("Switch { height: 20; }\n".utf8).write(
      to: URL(fileURLWithPath: folder + "/Themes/Legacy/Old.nss"))
    let configuration = """
      {
        "rules": { "touch-target": "error" },
        "overrides": [ { "files": "Themes/Legacy/**", "rules": { "touch-target": "off" } } ]
      }
      """
    try Data(configuration.utf8).write(to: URL(fileURLWithPath: folder + "/.livery.json"))
    let run = try livery(
      "lint", "Themes/Brand.nss", "Themes/Legacy/Old.nss", "--no-defaults", "--color", "never")
    #expect(run.status == 1)
    #expect(
      run.standardOutput.contains(
        "Themes/Brand.nss:1:10: error: a height of 30 pt is below the 44 pt a tappable control needs"
      ),
      "\(run.standardOutput)")
    #expect(!run.standardOutput.contains("Old.nss:1:10"))
    // The command line wins over the file; --no-config reads none.
    let warned = try livery(
      "lint", "Themes/Brand.nss", "--no-defaults", "--rule", "touch-target=warning")
    #expect(warned.status == 0)
    #expect(warned.standardOutput.contains("warning: a height of 30 pt"))
    #expect(try livery("lint", "Themes/Legacy/Old.nss", "--no-defaults", "--no-config").status == 0)
    // A mistake in the file is an error at its place, with the nearest word.
    try Data("{\n  \"rules\": { \"touch-targets\": \"off\" }\n}\n".utf8).write(
      to: URL(fileURLWithPath: folder + "/.livery.json"))
    let broken = try livery("lint", "Themes/Brand.nss", "--no-defaults", "--color", "never")
    #expect(broken.status == 1)
    #expect(
      broken.standardOutput.contains(".livery.json:2:14: error: unknown lint rule 'touch-targets'"),
      "\(broken.standardOutput)")
    #expect(broken.standardOutput.contains("did you mean 'touch-target'?"))
    // --config names another file.
    try Data(#"{"rules": {"touch-target": "off"}}"#.utf8).write(
      to: URL(fileURLWithPath: folder + "/quiet.json"))
    let quiet = try livery(
      "lint", "Themes/Brand.nss", "--no-defaults", "--config", "quiet.json", "--max-warnings", "0")
    #expect(quiet.status == 0, "\(quiet.standardOutput)")
  }

  @Test func fixWritesTheSafeFixesAndSaysWhatChanged() throws {
    let path = folder + "/Palette.nss"
    try Data(
      "@accent: #0057B8;\nButton {\n  font-color: #0057B8;\n}\nLabel { font-color: #111111; }\n"
        .utf8
    ).write(to: URL(fileURLWithPath: path))
    let run = try livery("lint", "Palette.nss", "--no-defaults", "--fix", "--color", "never")
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput.contains("fixed Palette.nss:3:15: #0057B8 → @accent [lint.use-constant]"),
      "\(run.standardOutput)")
    let fixed = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      fixed
        == "@accent: #0057B8;\nButton {\n  font-color: @accent;\n}\nLabel { font-color: #111111; }\n"
    )
    // What is left is reported from the fixed file: nothing of use-constant.
    #expect(!run.standardOutput.contains("[lint.use-constant]\n  "))
    #expect(!run.standardOutput.contains("note: Button 'textColor' is #0057B8"))
    // Nothing more to fix: the file stays as it is.
    let again = try livery("lint", "Palette.nss", "--no-defaults", "--fix")
    #expect(!again.standardOutput.contains("fixed "))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == fixed)
  }

  @Test func fixKeepsClassicMacLineEnds() throws {
    let path = folder + "/Classic.nss"
    let text = "@accent: #0057B8;\rButton {\r  font-color: #0057B8;\r}\r"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let run = try livery("lint", "Classic.nss", "--no-defaults", "--fix", "--color", "never")
    #expect(
      run.standardOutput.contains("fixed Classic.nss:3:15: #0057B8 → @accent [lint.use-constant]"),
      "\(run.standardOutput)")
    let fixed = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(
      String(decoding: fixed, as: UTF8.self)
        == "@accent: #0057B8;\rButton {\r  font-color: @accent;\r}\r")
  }

  @Test func usageErrorsExitTwo() throws {
    #expect(try livery("lint", "Brand.nss", "--rule", "contrast=loud").status == 2)
    #expect(
      try livery("lint", "Brand.nss", "--rule", "contrats=off").standardError.contains(
        "no lint rule 'contrats'"))
    #expect(try livery("lint", "Brand.nss", "--level", "AAAA").status == 2)
    // Only lint writes SARIF and annotations.
    #expect(try livery("check", "Brand.nss", "--format", "sarif").status == 2)
  }

  @Test func theSARIFLogIsValidAgainstTheOfficialSchema() throws {
    let run = try livery("lint", "Brand.nss", "--no-defaults", "--format", "sarif")
    #expect(run.status == 0)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    #expect(results.count == 2)
    let contrast = try #require(results.first { $0["ruleId"] as? String == "contrast" })
    #expect(contrast["level"] as? String == "warning")
    let location = try #require((contrast["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Brand.nss")
    #expect(
      (physical["artifactLocation"] as? [String: Any])?["uriBaseId"] as? String == "%SRCROOT%")
    let bases = try #require(runs.first?["originalUriBaseIds"] as? [String: [String: String]])
    #expect(bases["%SRCROOT%"]?["uri"]?.hasPrefix("file:///") == true)
    #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 2)
    #expect((physical["region"] as? [String: Any])?["startColumn"] as? Int == 3)
    #expect((contrast["relatedLocations"] as? [[String: Any]])?.count == 1)
    // The official schema, through Python's jsonschema (CI installs it; here it must be present
    // unless the machine has no Python).
    let logFile = folder + "/lint.sarif"
    try Data(run.standardOutput.utf8).write(to: URL(fileURLWithPath: logFile))
    let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("SARIF/sarif-schema-2.1.0.json").path
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      jsonschema.Draft4Validator.check_schema(schema)
      errors = list(jsonschema.Draft4Validator(schema).iter_errors(json.load(open(sys.argv[2]))))
      for error in errors: print(error.json_path, error.message)
      sys.exit(1 if errors else 0)
      """
    let python = try? LiveryRun(
      ["env", "python3", "-c", script, schema, logFile], executable: "/usr/bin/env")
    guard let python, !python.standardError.contains("No module named 'jsonschema'") else {
      #expect(
        ProcessInfo.processInfo.environment["LIVERY_REQUIRE_JSONSCHEMA"] == nil,
        "Python's jsonschema is required here (.ci/run installs it)")
      return
    }
    #expect(python.status == 0, "\(python.standardOutput)\(python.standardError)")
  }

  @Test func anAbsolutePathWithASpaceIsAFileURI() throws {
    let path = folder + "/My Theme.nss"
    try Data("Label { font-color: #777777; }\n".utf8).write(to: URL(fileURLWithPath: path))
    let run = try livery("lint", path, "--no-defaults", "--format", "sarif")
    #expect(
      run.standardOutput.contains(
        "\"uri\": \"file://" + path.replacingOccurrences(of: " ", with: "%20") + "\""),
      "\(run.standardOutput)")
    let github = try livery("lint", path, "--no-defaults", "--format", "github")
    // A property value with ',' or ':' in it is escaped too.
    let odd = folder + "/a,b:c.nss"
    try Data("Label { font-color: #777777; }\n".utf8).write(to: URL(fileURLWithPath: odd))
    let escaped = try livery("lint", odd, "--no-defaults", "--format", "github")
    #expect(github.standardOutput.contains("file=" + path + ","))
    #expect(
      escaped.standardOutput.contains("/a%2Cb%3Ac.nss,line=1,col=9"), "\(escaped.standardOutput)")
  }

  @Test func githubAnnotationsEscapeWhatTheyEmbed() throws {
    let run = try livery("lint", "Brand.nss", "--no-defaults", "--format", "github")
    #expect(run.status == 0)
    #expect(
      run.standardOutput.hasPrefix(
        "::warning file=Brand.nss,line=2,col=3,title=lint.contrast::Label, colorScheme=light: text #777777"
      ), "\(run.standardOutput)")
    // A note goes on an escaped new line of the same annotation: one line per finding.
    #expect(run.standardOutput.split(separator: "\n").count == 2)
    // No theme text can start a command of its own.
    let hostile = GitHubAnnotations.lines([
      .warning("lint.contrast", "a\r\n::error::injected %0A", at: nil)
    ])
    #expect(hostile == "::warning title=lint.contrast::a%0D%0A::error::injected %250A\n")
  }
}

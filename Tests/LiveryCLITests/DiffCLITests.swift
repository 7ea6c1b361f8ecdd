import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

/// `livery diff` as a user runs it (review-tools.md §2): paths and `REV:PATH` from a real git
/// repository, text, JSON and Markdown, and the exit status.
@Suite struct DiffCLITests {
  let folder = Fixtures.temporaryFolder()

  func livery(_ arguments: String...) throws -> LiveryRun { try LiveryRun(arguments, in: folder) }

  func write(_ text: String, to name: String) throws {
    let url = URL(fileURLWithPath: folder + "/" + name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Runs git in the folder.
  func git(_ arguments: String...) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "git \(arguments)")
  }

  static let old =
    "@accent: #0057B8;\nButton { background-color: @accent; }\nSwitch { on-tint-color: @accent; }\n"
  static let new =
    "@accent: #0060DF;\nButton { background-color: @accent; }\nSwitch { on-tint-color: @accent; }\n"

  @Test func twoFilesTheirChangesAndTheExitStatus() throws {
    try write(Self.old, to: "Old.nss")
    try write(Self.new, to: "New.nss")
    let run = try livery("diff", "Old.nss", "New.nss", "--no-defaults", "--color", "never")
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput.contains(
        "Button\n  backgroundColor: #0057B8 → #0060DF  (constant 'accent')\n    in normal, colorScheme=light\n    old Old.nss:2:10 · new New.nss:2:10\n"
      ), "\(run.standardOutput)")
    #expect(run.standardOutput.contains("  ~ accent #0057B8 → #0060DF  New.nss:1:1"))
    #expect(
      run.standardOutput.hasSuffix(
        "2 properties changed in 2 styles (2 cells); constants: 1 changed, 0 added, 0 removed\n"))
    // --exit-code: 1 for a change, 0 for none.
    #expect(try livery("diff", "Old.nss", "New.nss", "--no-defaults", "--exit-code").status == 1)
    let same = try livery("diff", "Old.nss", "Old.nss", "--no-defaults", "--exit-code")
    #expect(same.status == 0)
    #expect(same.standardOutput == "no change\n")
  }

  @Test func jsonAndMarkdown() throws {
    try write(Self.old, to: "Old.nss")
    try write(Self.new, to: "New.nss")
    let json = try livery("diff", "Old.nss", "New.nss", "--no-defaults", "--format", "json")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    #expect(object["changed"] as? Bool == true)
    let styles = try #require(object["styles"] as? [[String: Any]])
    let change = try #require((styles.first?["changes"] as? [[String: Any]])?.first)
    #expect(change["property"] as? String == "backgroundColor")
    #expect(change["cause"] as? String == "accent")
    #expect((change["new"] as? [String: Any])?["value"] as? String == "#0060dfff")
    #expect(
      ((change["old"] as? [String: Any])?["location"] as? [String: Any])?["line"] as? Int == 2)
    let markdown = try livery("diff", "Old.nss", "New.nss", "--no-defaults", "--format", "markdown")
    #expect(markdown.standardOutput.hasPrefix("### Theme diff: 2 properties changed"))
    #expect(markdown.standardOutput.contains("<details><summary>Button — 1 property</summary>"))
    #expect(
      markdown.standardOutput.contains(
        "| ` backgroundColor ` | ` #0057B8 ` | ` #0060DF ` | 1 | constant ` accent ` |"),
      "\(markdown.standardOutput)")
    // Formats that belong to lint are refused, and lint refuses markdown.
    #expect(try livery("diff", "Old.nss", "New.nss", "--format", "sarif").status == 2)
    #expect(try livery("lint", "Old.nss", "--format", "markdown").status == 2)
    #expect(try livery("diff", "Old.nss").status == 2)
  }

  @Test func aRevisionOfAGitRepositoryIsOneSide() throws {
    try write(Self.old, to: "Themes/Brand.nss")
    try git("init", "-q")
    try git("-c", "user.email=t@example.com", "-c", "user.name=t", "add", ".")
    try git(
      "-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "-m", "first")
    try write(Self.new, to: "Themes/Brand.nss")
    let file = try livery(
      "diff", "HEAD:Themes/Brand.nss", "Themes/Brand.nss", "--no-defaults", "--color", "never")
    #expect(file.status == 0, "\(file.standardError)")
    #expect(
      file.standardOutput.contains("old HEAD:Themes/Brand.nss:2:10 · new Themes/Brand.nss:2:10"),
      "\(file.standardOutput)")
    let folder = try livery(
      "diff", "HEAD:Themes", "Themes", "--no-defaults", "--exit-code", "--color", "never")
    #expect(folder.status == 1)
    #expect(folder.standardOutput.contains("old HEAD:Themes/Brand.nss:2:10"))
    // Nothing there, or no such revision: said, exit 2.
    let missing = try livery("diff", "HEAD:Nothing.nss", "Themes/Brand.nss")
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("git has no 'Nothing.nss' at revision 'HEAD'"))
    #expect(try livery("diff", "nope:Themes", "Themes").status == 2)
    // An absolute path inside the repository is read there; one outside it is refused.
    let absolute = try livery(
      "diff", "HEAD:" + self.folder + "/Themes/Brand.nss", "Themes/Brand.nss", "--no-defaults",
      "--exit-code")
    #expect(absolute.status == 1, "\(absolute.standardError)")
    let outside = try livery("diff", "HEAD:/etc/hosts", "Themes/Brand.nss")
    #expect(outside.status == 2)
    #expect(outside.standardError.contains("outside the repository"), "\(outside.standardError)")
    // A revision is never an option to git: `-…:…` is read as a path (there is none), git is
    // not asked.
    let dashed = try livery("diff", "--", "--output=x:Themes", "Themes/Brand.nss")
    #expect(dashed.status == 2)
    #expect(
      dashed.standardError.contains("no theme named '--output=x:Themes'"), "\(dashed.standardError)"
    )
    #expect(!dashed.standardError.contains("git"))
    #expect(!FileManager.default.fileExists(atPath: self.folder + "/x"))
    #expect(try livery("diff", "Gone.nss", "Themes/Brand.nss").status == 2)
  }
}

import Foundation
import LiveryTestSupport
import Testing

@Suite("CLI: Redbeard theme roots")
struct RedbeardCLITests {
  private let example = Fixtures.packageRoot + "/Examples/redbeard"

  @Test("check -v names the root file chosen and why; --env picks another")
  func rootChoice() throws {
    let phone = try LiveryRun(["check", "-v", example])
    #expect(phone.status == 0)
    #expect(
      phone.standardOutput.contains(
        "theme.inc.json (Redbeard include) — root file for idiom=phone; theme_phone.inc.json not found"
      ))
    let padRun = try LiveryRun([
      "check", "-v", example, "--env", "idiom=pad,osVersion=10.3,locale=de_ch",
    ])
    #expect(
      padRun.standardOutput.contains(
        "theme_pad.inc.json (Redbeard include) — root file for idiom=pad, osVersion=10.3, locale=de_ch; theme_pad_10.3_de_ch.inc.json, theme_pad_10.3_de.inc.json, theme_pad_10.3.inc.json, theme_pad_10_de_ch.inc.json, theme_pad_10_de.inc.json, theme_pad_10.inc.json, theme_pad_de_ch.inc.json, theme_pad_de.inc.json not found"
      ))
  }

  @Test("resolve with --env drives the root file and the _iPad keys")
  func resolveOnPad() throws {
    let phone = try #require(
      try LiveryRun([
        "resolve", example, "--style", "base-button", "--no-defaults", "--format", "json",
      ]).json() as? [String: Any])
    #expect((phone["contentEdgeInsets"] as? [String: Double])?["left"] == 16)
    let pad = try #require(
      try LiveryRun([
        "resolve", example, "--style", "base-button", "--env", "idiom=pad", "--no-defaults",
        "--format", "json",
      ]).json()
        as? [String: Any])
    #expect((pad["contentEdgeInsets"] as? [String: Double])?["left"] == 24)
    let cell = try #require(
      try LiveryRun([
        "resolve", example, "--style", "RBSimpleCellView", "--env", "idiom=pad", "--no-defaults",
        "--format", "json",
      ])
      .json() as? [String: Any])
    let title = try #require(cell["titleLabel"] as? [String: Any])
    #expect(
      (title["font"] as? [String: String])?["textStyle"] == "title2",
      "theme_pad.inc.json adds pad.json")
  }

  @Test("a .inc.json file works too; --strict turns trailing commas into errors")
  func strict() throws {
    let folder = Fixtures.temporaryFolder()
    try #"{"themes": ["t.json"]}"#.write(
      toFile: folder + "/theme.inc.json", atomically: true, encoding: .utf8)
    try #"{"X": {"borderWidth": 1,}}"#.write(
      toFile: folder + "/t.json", atomically: true, encoding: .utf8)
    let lenient = try LiveryRun(["check", folder + "/theme.inc.json"])
    #expect(lenient.status == 0)
    #expect(lenient.standardOutput.contains("0 errors, 1 warning"))
    let strict = try LiveryRun(["check", "--strict", folder])
    #expect(strict.status == 1)
    #expect(strict.standardOutput.contains("t.json:1:24: error: a trailing comma"))
  }

  @Test("check -v says which format read a .json file and why")
  func formatChoice() throws {
    let folder = Fixtures.temporaryFolder()
    try #"{"RBButton": {"inherits": "ref://base", "cornerRadius": 4}, "base": {"borderWidth": 1}}"#
      .write(
        toFile: folder + "/buttons.json", atomically: true, encoding: .utf8)
    try ##"{"$Blue": "#00f", ".Button": {"tintColor": "$Blue"}}"##.write(
      toFile: folder + "/Motif.json", atomically: true, encoding: .utf8)
    let run = try LiveryRun([
      "check", "-v", "--format", "json", folder + "/buttons.json", folder + "/Motif.json",
    ])
    #expect(run.status == 0, "\(run.standardOutput)")
    let files = try #require((try run.json() as? [String: Any])?["files"] as? [[String: Any]])
    let buttons = try #require(
      files.first { ($0["path"] as? String)?.hasSuffix("buttons.json") == true })
    #expect(buttons["format"] as? String == "Redbeard JSON")
    #expect(
      buttons["why"] as? String
        == "read as Redbeard (not Motif): the key \"inherits\" at 1:15 is Redbeard's")
    let motif = try #require(
      files.first { ($0["path"] as? String)?.hasSuffix("Motif.json") == true })
    #expect(motif["format"] as? String == "Motif JSON")
    #expect(
      motif["why"] as? String == "read as Motif: its first key '$Blue' at 1:2 is a Motif constant")
    #expect(motif["role"] as? String == "app")
    #expect(
      files.first?["role"] as? String == "defaults",
      "Livery's own layers are listed too, with their role")
    let text = try LiveryRun(["check", "-v", folder + "/Motif.json"])
    #expect(
      text.standardOutput.contains("bundled <livery>/HardCodedDefaults (hard-coded defaults)\n"))
    #expect(text.standardOutput.contains("read \(folder)/Motif.json (Motif JSON) — read as Motif"))
    #expect(text.standardOutput.hasSuffix("no problems in 1 file\n"))
  }
}

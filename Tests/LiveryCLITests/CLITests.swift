import Foundation
import LiveryTestSupport
import Testing

/// Runs the built `livery` binary (it sits next to the test bundle) and captures what it prints.
struct LiveryRun {
  let status: Int32
  let standardOutput: String
  let standardError: String

  static var binary: String { Fixtures.builtProduct("livery") }

  /// Runs `livery` with `arguments`; with `executable`, runs that program instead (a wrapper such as
  /// `runuser`), `arguments` then being all of its arguments but the first. `environment` adds or
  /// replaces variables (an empty value removes one).
  init(
    _ arguments: [String], in directory: String? = nil, executable: String? = nil,
    environment changes: [String: String] = [:]
  ) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable ?? LiveryRun.binary)
    process.arguments = executable == nil ? arguments : Array(arguments.dropFirst())
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "NO_COLOR")
    for (name, value) in changes { environment[name] = value.isEmpty ? nil : value }
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read both pipes to the end before waiting, so a full pipe cannot block the child.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    status = process.terminationStatus
    standardOutput = String(decoding: outputData, as: UTF8.self)
    standardError = String(decoding: errorData, as: UTF8.self)
  }

  /// Standard output parsed as JSON.
  func json() throws -> Any {
    try JSONSerialization.jsonObject(with: Data(standardOutput.utf8))
  }
}

/// A folder of small Motif themes for the CLI to read.
private let themes: String = {
  let folder = Fixtures.temporaryFolder()
  let files = [
    "Colors.yaml": "$Red: '#f93d38'\n$Blue: '#50b5ed'\n",
    "Light.yaml": "$Warning: $Red\n",
    "Dark.yaml": "$Warning: '#fc8078'\n",
    "Buttons.yaml": """
    .ButtonText:
      fontName: AvenirNext-Regular
      fontSize: 16
    .Button:
      cornerRadius: 5
      contentEdgeInsets: [10, 20]
      tintColor: $Blue
      titleText: .ButtonText
    .WarningButton:
      _superclass: .Button
      tintColor: $Warning

    """,
    "Broken.yaml": ".Card:\n  cornerRadius: wide\n  tintColor: $Nope\n",
    "Legacy.json": "{\".Card\": {\"contentEdgeInsets\": \"{1, 2, 3, 4}\",}}",
    "App.xml": """
    <styles>
      <Style TargetType="Button" platform="ios"><Setter Property="Background" Value="#FF00FF"/></Style>
      <Style TargetType="Label" Key="Title"><Setter Property="FontFamily" Value="Helvetica-Regular"/></Style>
    </styles>

    """,
    "Panels.xml": """
    <styles>
      <Style Key="Panel" TargetType="ActionBar" platform="android"><Setter Property="Background" Value="#FF112233"/></Style>
      <Style Key="Panel" TargetType="Dialog" platform="android"><Setter Property="Foreground" Value="#FF445566"/></Style>
    </styles>

    """,
    "Light.nss": "Button {\n  background-color: #ff0000;\n}\n",
  ]
  for (name, text) in files {
    _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8))
  }
  return folder
}()

@Suite("livery CLI: exit codes and output")
struct CLITests {
  @Test("check: a clean theme exits 0")
  func checkClean() throws {
    let run = try LiveryRun(["check", "Colors.yaml", "Light.yaml", "Buttons.yaml"], in: themes)
    #expect(run.status == 0)
    #expect(run.standardOutput == "no problems in 3 files\n")
  }

  @Test(
    "resolve: a type only keyed styles name is the theme's; a style for two types without --type warns and uses one"
  )
  func keyedStyleTypes() throws {
    let typed = try LiveryRun(
      [
        "resolve", "Panels.xml", "--type", "Dialog", "--style", "Panel", "--platform", "android",
        "--no-defaults",
      ], in: themes)
    #expect(typed.status == 0, "\(typed.standardError)")
    #expect(typed.standardError.isEmpty)
    #expect(typed.standardOutput.contains("textColor  #445566ff"))
    let untyped = try LiveryRun(
      ["resolve", "Panels.xml", "--style", "Panel", "--platform", "android", "--no-defaults"],
      in: themes)
    #expect(untyped.status == 0)
    #expect(
      untyped.standardError.contains(
        "warning: the style 'Panel' is defined for the types 'Dialog' and 'ActionBar'"))
    #expect(untyped.standardError.contains("[reference.ambiguous-style]"))
    #expect(!untyped.standardOutput.contains("backgroundColor"))
  }

  @Test(
    "explain: the skin's values of a property the theme styles are listed as not used; dark mode of a light-only theme says so"
  )
  func skinFallbackAndLightOnly() throws {
    let run = try LiveryRun(
      ["explain", "Light.nss", "--type", "Button", "--state", "highlighted"], in: themes)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("backgroundColor             #ff0000ff"))
    #expect(
      run.standardOutput.contains(
        "not used (the theme styles these properties):\n    backgroundColor  <livery>/DefaultSkin.xml:32:27  in Button [highlighted]  (layer skin)"
      ))
    let dark = try LiveryRun(
      ["resolve", "Light.nss", "--type", "View", "--env", "colorScheme=dark"], in: themes)
    #expect(
      dark.standardOutput.hasPrefix(
        "type View  [colorScheme=dark idiom=phone orientation=portrait platform=ios]  (light-only theme: resolved as colorScheme=light"
      ))
    #expect(dark.standardOutput.contains("backgroundColor  #ffffffff"))
    let skinDark = try LiveryRun(
      ["resolve", "Light.nss", "--type", "View", "--env", "colorScheme=dark", "--skin-dark"],
      in: themes)
    #expect(skinDark.standardOutput.contains("backgroundColor  #000000ff"))
    let check = try LiveryRun(["check", "-v", "Light.nss"], in: themes)
    #expect(
      check.standardOutput.contains(
        "note: light-only theme: no file of the theme mentions a dark colour scheme"))
    let json = try LiveryRun(
      ["explain", "Light.nss", "--type", "Button", "--state", "highlighted", "--format", "json"],
      in: themes)
    let object = try #require(try json.json() as? [String: Any])
    let notUsed = try #require(object["$notUsed"] as? [[String: Any]])
    #expect(
      notUsed.contains {
        $0["property"] as? String == "backgroundColor" && $0["line"] as? Int == 32
          && $0["layer"] as? String == "skin"
      })
    #expect(
      notUsed.allSatisfy { $0["reason"] as? String == "not used: the theme styles this property" })
    let checkJSON = try #require(
      try LiveryRun(["check", "-v", "Light.nss", "--format", "json"], in: themes).json()
        as? [String: Any])
    #expect(checkJSON["lightOnly"] as? Bool == true)
  }

  @Test("check: errors exit 1 and are printed compiler-style with file:line:column")
  func checkErrors() throws {
    let run = try LiveryRun(["check", "Broken.yaml"], in: themes)
    #expect(run.status == 1)
    #expect(run.standardOutput.contains("Broken.yaml:2:17: error: 'cornerRadius' expects a number"))
    #expect(
      run.standardOutput.contains(
        "Broken.yaml:3:14: error: unknown constant '$Nope' [reference.unknown-constant]"))
    #expect(run.standardOutput.contains("   3 |   tintColor: $Nope\n     |              ^\n"))
    #expect(run.standardOutput.hasSuffix("2 errors, 0 warnings\n"))
    #expect(!run.standardOutput.contains("\u{1B}["), "no colours when the output is not a terminal")
  }

  @Test("check: warnings do not fail unless --strict")
  func strict() throws {
    let lenient = try LiveryRun(["check", "Legacy.json"], in: themes)
    #expect(lenient.status == 0)
    #expect(lenient.standardOutput.contains("0 errors, 2 warnings"))
    let strict = try LiveryRun(["check", "--strict", "Legacy.json"], in: themes)
    #expect(strict.status == 1)
  }

  @Test("check --format json lists every diagnostic with its location")
  func checkJSON() throws {
    let run = try LiveryRun(["check", "--format", "json", "Broken.yaml"], in: themes)
    #expect(run.status == 1)
    let object = try #require(try run.json() as? [String: Any])
    #expect(object["ok"] as? Bool == false)
    #expect(object["errors"] as? Int == 2)
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(
      diagnostics.map { $0["code"] as? String } == [
        "value.type-mismatch", "reference.unknown-constant",
      ])
    #expect(diagnostics[1]["file"] as? String == "Broken.yaml")
    #expect(diagnostics[1]["line"] as? Int == 3)
    #expect(diagnostics[1]["column"] as? Int == 14)
  }

  @Test(
    "usage errors exit 2",
    arguments: [
      ["resolve", "Buttons.yaml"],
      ["resolve", "Buttons.yaml", "--style", "Button", "--env", "colorScheme"],
      ["check", "--bogus", "Buttons.yaml"],
      ["resolve", "Buttons.yaml", "--type", "Button", "--env", "osVersion=x"],
      ["check", ""],
    ])
  func usage(arguments: [String]) throws {
    let run = try LiveryRun(arguments, in: themes)
    #expect(run.status == 2, "\(arguments): \(run.standardError)")
  }

  @Test("livery with no arguments prints its help and exits 0")
  func help() throws {
    let run = try LiveryRun([])
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("SUBCOMMANDS:"))
  }

  @Test("resolve --format json: colours as #rrggbbaa, numbers as numbers, sub-elements nested")
  func resolveJSON() throws {
    let run = try LiveryRun(
      [
        "resolve", "Colors.yaml", "Light.yaml", "Buttons.yaml", "--style", "WarningButton",
        "--format", "json",
      ], in: themes)
    #expect(run.status == 0, "\(run.standardError)")
    let object = try #require(try run.json() as? [String: Any])
    #expect(object["tintColor"] as? String == "#f93d38ff")
    #expect(object["cornerRadius"] as? Int == 5)
    #expect(
      object["contentEdgeInsets"] as? [String: Int] == [
        "top": 10, "left": 20, "bottom": 10, "right": 20,
      ])
    let title = try #require(object["titleText"] as? [String: Any])
    #expect(title.count == 2)
    #expect(title["fontName"] as? String == "AvenirNext-Regular")
    #expect(title["fontSize"] as? Int == 16)
  }

  @Test("a file attached to a variant applies in that environment only")
  func variants() throws {
    let arguments = [
      "resolve", "Colors.yaml", "Light.yaml@colorScheme=light", "Dark.yaml@colorScheme=dark",
      "Buttons.yaml",
      "--style", "WarningButton", "--format", "json",
    ]
    let light = try #require(try LiveryRun(arguments, in: themes).json() as? [String: Any])
    let dark = try #require(
      try LiveryRun(arguments + ["--env", "colorScheme=dark"], in: themes).json() as? [String: Any])
    #expect(light["tintColor"] as? String == "#f93d38ff")
    #expect(dark["tintColor"] as? String == "#fc8078ff")
  }

  @Test("explain --format json adds each property's origin")
  func explainJSON() throws {
    let run = try LiveryRun(
      [
        "explain", "Colors.yaml", "Light.yaml", "Buttons.yaml", "--style", "WarningButton",
        "--format", "json",
      ], in: themes)
    let object = try #require(try run.json() as? [String: Any])
    let radius = try #require(object["cornerRadius"] as? [String: Any])
    #expect(radius["value"] as? Int == 5)
    let origin = try #require(radius["origin"] as? [String: Any])
    #expect(origin["file"] as? String == "Buttons.yaml")
    #expect(origin["line"] as? Int == 5)
    #expect(origin["column"] as? Int == 3)
    #expect(origin["layer"] as? String == "app")
    #expect(origin["path"] as? [String] == ["WarningButton", "Button"])
    let tint = try #require((object["tintColor"] as? [String: Any])?["origin"] as? [String: Any])
    let references = try #require(tint["references"] as? [[String: Any]])
    #expect(references.map { $0["name"] as? String } == ["$Warning", "$Red"])
    #expect(references.map { $0["file"] as? String } == ["Light.yaml", "Colors.yaml"])
  }

  @Test("explain prints the inheritance path and the reference chain")
  func explainText() throws {
    let run = try LiveryRun(
      ["explain", "Colors.yaml", "Light.yaml", "Buttons.yaml", "--style", "WarningButton"],
      in: themes)
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("inherited: WarningButton → Button"))
    #expect(
      run.standardOutput.contains(
        "via $Warning (Light.yaml:1:1) → $Red (Colors.yaml:1:1) → value at Colors.yaml:1:7"))
  }

  @Test("an unknown style exits 1 with 'did you mean'")
  func unknownStyle() throws {
    let run = try LiveryRun(
      ["resolve", "Colors.yaml", "Light.yaml", "Buttons.yaml", "--style", "WarnigButton"],
      in: themes)
    #expect(run.status == 1)
    #expect(run.standardError.contains("no style is named 'WarnigButton'; nothing was applied"))
    #expect(run.standardError.contains("did you mean 'WarningButton'?"))
  }

  @Test("--color always forces ANSI colours; text output has none otherwise")
  func colors() throws {
    let run = try LiveryRun(["check", "--color", "always", "Broken.yaml"], in: themes)
    #expect(run.standardOutput.contains("\u{1B}[1;31merror:\u{1B}[0m"))
  }

  @Test("check -v lists the files read with their format and variant")
  func verbose() throws {
    let run = try LiveryRun(
      ["check", "-v", "Colors.yaml", "Dark.yaml@colorScheme=dark"], in: themes)
    #expect(run.standardOutput.contains("read Colors.yaml (Motif YAML)\n"))
    #expect(
      run.standardOutput.contains("read Dark.yaml (Motif YAML, applies when colorScheme=dark)\n"))
  }

  @Test("with no files, check checks Livery's default skin, and resolve uses it")
  func defaults() throws {
    let check = try LiveryRun(["check"])
    #expect(check.status == 0)
    #expect(check.standardOutput == "no problems in 3 files\n")
    let light = try #require(
      try LiveryRun(["resolve", "--type", "Button", "--format", "json"]).json() as? [String: Any])
    #expect(light["backgroundColor"] as? String == "#0057b8ff")
    #expect(light["cornerRadius"] as? Int == 12)
    #expect((light["states"] as? [String: Any])?["highlighted"] != nil)
    let dark = try #require(
      try LiveryRun([
        "resolve", "--type", "Button", "--env", "colorScheme=dark", "--format", "json",
      ]).json() as? [String: Any])
    #expect(dark["backgroundColor"] as? String == "#0060dfff")
    let explain = try #require(
      try LiveryRun(["explain", "--type", "Label", "--format", "json"]).json() as? [String: Any])
    let origin = try #require((explain["textColor"] as? [String: Any])?["origin"] as? [String: Any])
    #expect(origin["layer"] as? String == "skin")
    #expect(origin["file"] as? String == "<livery>/DefaultSkin.xml")
  }

  @Test(
    "MAF files layer over the default skin; --no-defaults leaves it out; --platform selects styles")
  func mafFiles() throws {
    let over = try #require(
      try LiveryRun(["resolve", "App.xml", "--type", "Button", "--format", "json"], in: themes)
        .json() as? [String: Any])
    #expect(over["backgroundColor"] as? String == "#ff00ffff")
    #expect(over["cornerRadius"] as? Int == 12, "the skin still gives the rest")
    let bare = try #require(
      try LiveryRun(
        ["resolve", "App.xml", "--type", "Button", "--no-defaults", "--format", "json"], in: themes
      ).json() as? [String: Any])
    #expect(bare.keys.sorted() == ["backgroundColor"])
    let android = try #require(
      try LiveryRun(
        [
          "resolve", "App.xml", "--type", "Button", "--no-defaults", "--platform", "android",
          "--format", "json",
        ], in: themes
      )
      .json() as? [String: Any])
    #expect(android.isEmpty, "platform=\"ios\" styles do not apply on android")
    let check = try LiveryRun(["check", "App.xml"], in: themes)
    #expect(check.status == 0)
    #expect(
      check.standardOutput.contains(
        "App.xml:3:78: warning: 'Helvetica-Regular' is not an iOS system font"))
  }

  @Test("catalog lists the component types; an unknown type is a usage error with a suggestion")
  func catalog() throws {
    let all = try #require(
      try LiveryRun(["catalog", "--format", "json"]).json() as? [[String: Any]])
    #expect(all.count == 22)
    let button = try #require(all.first { $0["type"] as? String == "Button" })
    #expect(
      (button["properties"] as? [String: String])?["backgroundColor"] == "a colour or a gradient")
    #expect(button["states"] as? [String] == ["highlighted", "disabled", "selected"])
    let typo = try LiveryRun(["catalog", "Buton"])
    #expect(typo.status == 2)
    #expect(typo.standardError.contains("did you mean 'Button'?"))
  }

  @Test("skin prints the default skin's MAF XML, light or dark")
  func skin() throws {
    let light = try LiveryRun(["skin"])
    #expect(light.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
    #expect(
      light.standardOutput.contains(
        "<Style TargetType=\"TreeBrowserCell\" BasedOn=\"TableViewCell\">"))
    let dark = try LiveryRun(["skin", "--dark"])
    #expect(dark.standardOutput.contains("dark mode"))
  }
}

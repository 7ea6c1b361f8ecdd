import Foundation
import LiveryCore
import LiveryFormats
import LiveryLint
import Testing

/// The rules besides `contrast` and `unused-property` (review-tools.md §1), the configuration
/// (`.livery.json`, per path) and inline disables in each format's comment syntax.
@Suite struct LintRulesTests {
  /// NSS files in memory, each attached to the conditions given (none: always).
  static func theme(_ files: [(String, String, Conditions)], includeDefaults: Bool = false)
    -> CompiledTheme
  {
    let inputs: [ThemeInput] = files.map { name, text, conditions in
      let input = ThemeInput.memory([name: Array(text.utf8)])
      return conditions.isEmpty ? input : input.when(conditions)
    }
    let theme = ThemeLoader.read(inputs, options: .init(includeDefaults: includeDefaults))
      .compile()
    #expect(theme.errors.isEmpty, "\(theme.errors)")
    return theme
  }

  static func theme(_ nss: String) -> CompiledTheme { theme([("Brand.nss", nss, .always)]) }

  static let light = Conditions([.equals(.colorScheme, "light")])
  static let dark = Conditions([.equals(.colorScheme, "dark")])

  /// The findings of one rule.
  static func findings(_ rule: LintRule, _ theme: CompiledTheme) -> [Diagnostic] {
    theme.lint().filter { $0.code == rule.code }
  }

  // MARK: - dark-mode-coverage

  @Test func aColourSetForLightAndNotForDarkIsReportedAtTheLightDeclaration() throws {
    let theme = Self.theme([
      ("Brand.nss", "Button { font-color: #111111; }", .always),
      (
        "Light.nss",
        "@accent: #0057B8;\nLabel {\n  font-color: #222222;\n  background-color: #FFFFFF;\n}",
        Self.light
      ),
      ("Dark.nss", "@other: #000000;\nLabel { background-color: #000000; }", Self.dark),
    ])
    let findings = Self.findings(.darkModeCoverage, theme)
    #expect(findings.map { $0.location?.description } == ["Light.nss:1:1", "Light.nss:3:3"])
    #expect(
      findings.map(\.message) == [
        "the constant 'accent' is defined for light only; in dark mode what refers to it has no value",
        "Label sets 'textColor' for light only; in dark mode it has no value (the platform's shows)",
      ])
    #expect(findings.allSatisfy { $0.severity == .warning })
    // The background has its dark value; the Button's colour is for both schemes.
  }

  @Test func aLightOnlyThemeHasNoDarkModeToCover() {
    let theme = Self.theme([("Light.nss", "Label { font-color: #222222; }", Self.light)])
    // Only light is mentioned: a light-only theme stays light (semantics §6).
    #expect(theme.isLightOnly)
    #expect(Self.findings(.darkModeCoverage, theme).isEmpty)
  }

  @Test func whatDarkModeGetsInsteadIsSaid() throws {
    let theme = Self.theme([
      ("Brand.nss", "Label { font-color: #333333; }", .always),
      ("Light.nss", "Label { font-color: #222222; }", Self.light),
      ("Dark.nss", "Button { font-color: #EEEEEE; }", Self.dark),
    ])
    // The unconditional value reaches dark: covered.
    #expect(Self.findings(.darkModeCoverage, theme).isEmpty)
    let partial = Self.theme([
      ("Light.nss", "Label { font-color: #222222; }", Self.light),
      ("Dark.nss", "Button { font-color: #EEEEEE; }", Self.dark),
      ("Base.nss", "Text { font-color: #333333; }", .always),
    ])
    #expect(Self.findings(.darkModeCoverage, partial).count == 1)
  }

  // MARK: - deprecated-token

  @Test func aUseOfADeprecatedTokenIsReportedAtTheUseWithItsReplacement() throws {
    // dtcg.md case 36: a group's `$deprecated` reaches its children; `false` opts one out.
    let json = """
      {
        "old": {
          "$type": "color",
          "$deprecated": "use {color.new}",
          "a": { "$value": "#ff0000" },
          "b": { "$value": "#00ff00", "$deprecated": false }
        },
        "color": { "new": { "$type": "color", "$value": "#0000ff" } },
        "alias": { "$type": "color", "$value": "{old.a}" },
        "fine": { "$type": "color", "$value": "{old.b}" }
      }
      """
    let folder = "mem-\(UUID().uuidString.prefix(8))"
    let theme = ThemeLoader.read(
      [.memory(["t.tokens.json": Array(json.utf8)], root: folder)],
      options: .init(includeDefaults: false)
    ).compile()
    #expect(theme.errors.isEmpty, "\(theme.errors)")
    let findings = Linter().findings(in: theme).filter {
      $0.diagnostic.code == LintRule.deprecatedToken.code
    }
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.diagnostic.message == "'old.a' is deprecated: use {color.new}")
    #expect(finding.diagnostic.location?.line == 9)
    #expect(finding.diagnostic.notes.first?.location?.line == 5)
    #expect(finding.diagnostic.fixIt == "use 'color.new' instead")
    let fix = try #require(finding.fix)
    let (fixed, applied) = LintFix.apply([fix], to: json)
    #expect(applied == [fix])
    #expect(fixed.contains(#""alias": { "$type": "color", "$value": "{color.new}" }"#))
  }

  @Test func aDeprecationNamingNoReplacementHasNoFix() throws {
    let theme = Self.tokens(
      ##"{"old": {"$type": "color", "$value": "#ff0000", "$deprecated": true}, "use": {"$type": "color", "$value": "{old}"}}"##
    )
    let findings = Linter().findings(in: theme).filter {
      $0.diagnostic.code == LintRule.deprecatedToken.code
    }
    #expect(findings.map(\.diagnostic.message) == ["'old' is deprecated"])
    #expect(findings.first?.fix == nil)
  }

  static func tokens(_ json: String) -> CompiledTheme {
    let theme = ThemeLoader.read(
      [.memory(["t.tokens.json": Array(json.utf8)], root: "mem-\(UUID().uuidString.prefix(8))")],
      options: .init(includeDefaults: false)
    ).compile()
    #expect(theme.errors.isEmpty, "\(theme.errors)")
    return theme
  }

  // MARK: - no-effect

  @Test func aRedefinitionLaterInTheFileAndAnOverrideInALaterFileHaveNoEffect() throws {
    let theme = Self.theme([
      (
        "Brand.nss",
        "Button {\n  font-color: #111111;\n  background-color: #FFFFFF;\n}\nButton { font-color: #222222; }",
        .always
      ),
      ("Extra.nss", "Button { background-color: #EEEEEE; }", .always),
      ("Dark.nss", "Button { background-color: #000000; }", Self.dark),
    ])
    let findings = Self.findings(.noEffect, theme)
    #expect(findings.map { $0.location?.description } == ["Brand.nss:2:3", "Brand.nss:3:3"])
    #expect(
      findings.map(\.message) == [
        "Button 'textColor' is declared again later in this file; this declaration has no effect",
        "Button 'backgroundColor' is declared again in a later file; this declaration has no effect",
      ])
    #expect(
      findings.map { $0.notes.first?.location?.description } == [
        "Brand.nss:5:10", "Extra.nss:1:10",
      ])
    // The dark file's value has other conditions: it overrides only in dark mode. (A duplicate
    // in one rule is the reader's warning, syntax.duplicate-key: the reader keeps the later.)
  }

  @Test func theDefaultSkinsOwnOverridesOfTheHardCodedDefaultsAreNotReported() {
    let skin = ThemeLoader.read([], options: .init(includeDefaults: true)).compile()
    #expect(skin.lint().filter { $0.code == LintRule.noEffect.code }.isEmpty)
  }

  // MARK: - use-constant

  @Test func aLiteralEqualToAConstantSuggestsItAndTheFixWritesIt() throws {
    let text =
      "@accent: #0057B8;\nButton {\n  font-color: #0057b8;\n  background-color: #0057B8;\n}\nLabel { font-color: #111111; }\n"
    let theme = Self.theme(text)
    let findings = Linter().findings(in: theme).filter {
      $0.diagnostic.code == LintRule.useConstant.code
    }
    #expect(
      findings.map { $0.diagnostic.location?.description } == ["Brand.nss:3:15", "Brand.nss:4:21"])
    #expect(
      findings.first?.diagnostic.message
        == "Button 'textColor' is #0057B8, the value of the constant 'accent'; name it so a change to the palette reaches here"
    )
    #expect(findings.first?.diagnostic.severity == .note)
    #expect(findings.first?.diagnostic.fixIt == "write @accent")
    let (fixed, applied) = LintFix.apply(findings.compactMap(\.fix), to: text)
    #expect(applied.count == 2)
    #expect(
      fixed
        == "@accent: #0057B8;\nButton {\n  font-color: @accent;\n  background-color: @accent;\n}\nLabel { font-color: #111111; }\n"
    )
    // Fixed, the theme has nothing more to say.
    #expect(Self.findings(.useConstant, Self.theme(fixed)).isEmpty)
  }

  @Test func aConstantDefinedAfterTheUseOrConditionallyIsNotSuggested() {
    #expect(
      Self.findings(.useConstant, Self.theme("Button { font-color: #0057B8; }\n@accent: #0057B8;"))
        .isEmpty)
    let conditional = Self.theme([
      ("Light.nss", "@accent: #0057B8;\nButton { font-color: #0057B8; }", Self.light)
    ])
    #expect(Self.findings(.useConstant, conditional).isEmpty)
  }

  @Test func twoConstantsWithTheColourAreBothNamedAndNothingIsFixed() throws {
    let theme = Self.theme("@a: #FFFFFF;\n@b: #ffffff;\nButton { background-color: #FFFFFF; }")
    let findings = Linter().findings(in: theme).filter {
      $0.diagnostic.code == LintRule.useConstant.code
    }
    #expect(findings.count == 1)
    #expect(findings.first?.diagnostic.fixIt == "write @a or @b")
    #expect(findings.first?.fix == nil)
  }

  @Test func motifYAMLWritesTheDollarReference() throws {
    let yaml = "$Accent: '#0057B8'\n.Primary:\n  backgroundColor: '#0057B8'\n"
    let theme = ThemeLoader.read(
      [.memory(["Theme.yaml": Array(yaml.utf8)])], options: .init(includeDefaults: false)
    ).compile()
    #expect(theme.errors.isEmpty, "\(theme.errors)")
    let findings = Linter().findings(in: theme).filter {
      $0.diagnostic.code == LintRule.useConstant.code
    }
    let fix = try #require(findings.first?.fix)
    #expect(
      LintFix.apply([fix], to: yaml).0
        == "$Accent: '#0057B8'\n.Primary:\n  backgroundColor: '$Accent'\n")
  }

  // MARK: - touch-target

  @Test func aTappableControlBelowFortyFourPointsIsReportedOncePerDeclaration() throws {
    let theme = Self.theme(
      "Button { height: 30; }\nLabel { height: 20; }\nSegmentedControl { height: 44; }")
    let findings = Self.findings(.touchTarget, theme)
    #expect(findings.map { $0.location?.description } == ["Brand.nss:1:10"])
    #expect(
      findings.first?.message
        == "a height of 30 pt is below the 44 pt a tappable control needs (Apple Human Interface Guidelines): Button"
    )
    var configuration = LintConfiguration()
    configuration.minimumTouchTarget = 30
    #expect(theme.lint(configuration).filter { $0.code == LintRule.touchTarget.code }.isEmpty)
  }

  // MARK: - fixed-font-size

  @Test func aFixedSizeIsReportedOnlyInAThemeThatUsesTextStyles() throws {
    let fixed = "Button { font-size: 15; }"
    #expect(Self.findings(.fixedFontSize, Self.theme(fixed)).isEmpty)
    let theme = Self.theme("Label { font-style: body; }\n" + fixed)
    let findings = Self.findings(.fixedFontSize, theme)
    #expect(findings.map { $0.location?.description } == ["Brand.nss:2:10"])
    #expect(findings.first?.severity == .note)
    #expect(findings.first?.notes.first?.location?.description == "Brand.nss:1:9")
  }

  // MARK: - Configuration

  @Test func theConfigurationFileSetsSeveritiesOptionsAndOverridesPerPath() throws {
    let folder = "/project"
    let file = SourceFileID(path: "/project/.livery.json")
    let text = """
      {
        "rules": {
          "contrast": { "severity": "error", "level": "AAA" },
          "use-constant": "off",
          "touch-target": { "minimum": 48 }
        },
        "overrides": [
          { "files": ["Legacy/**"], "rules": { "contrast": "warning", "touch-target": "off" } },
          { "files": "*.yaml", "rules": { "contrast": { "level": "AA" } } }
        ]
      }
      """
    let (configuration, problems) = LintConfigurationFile.parse(text, file: file, directory: folder)
    #expect(problems.isEmpty, "\(problems)")
    #expect(configuration.severity(of: .contrast) == .error)
    #expect(configuration.severity(of: .useConstant) == .off)
    #expect(configuration.contrastLevel == .aaa)
    #expect(configuration.minimumTouchTarget == 48)
    let legacy = configuration.applying(toFile: "/project/Legacy/Old/Brand.nss")
    #expect(legacy.severity(of: .contrast) == .warning)
    #expect(legacy.severity(of: .touchTarget) == .off)
    #expect(legacy.contrastLevel == .aaa)
    let yaml = configuration.applying(toFile: "/project/Themes/Deep/Theme.yaml")
    #expect(yaml.contrastLevel == .aa)
    #expect(yaml.severity(of: .contrast) == .error)
    #expect(
      configuration.applying(toFile: "/elsewhere/Legacy/Brand.nss")
        == {
          var base = configuration
          base.overrides = []
          return base
        }())
    // The command line wins everywhere.
    let forced = configuration.setting(.contrast, to: .info)
    #expect(forced.applying(toFile: "/project/Legacy/Brand.nss").severity(of: .contrast) == .info)
  }

  @Test func mistakesInTheConfigurationAreDiagnosedAtTheirPlace() {
    let file = SourceFileID(path: "/p/.livery.json")
    let text = """
      {
        "rulez": {},
        "rules": {
          "contrst": "error",
          "contrast": "eror",
          "touch-target": { "minimum": -1, "level": "AA" }
        },
        "overrides": [ { "rules": {} } ]
      }
      """
    let (_, problems) = LintConfigurationFile.parse(text, file: file, directory: "/p")
    #expect(
      problems.map { "\($0.location!.line):\($0.location!.column) \($0.message)" } == [
        "2:3 unknown key 'rulez' (known: rules, overrides)",
        "4:5 unknown lint rule 'contrst' (known: contrast, dark-mode-coverage, unused-property, deprecated-token, no-effect, use-constant, touch-target, fixed-font-size)",
        "5:17 'eror' is no severity: error, warning, info or off",
        "6:34 'minimum' is a size in points above 0",
        "6:38 unknown option of 'touch-target' 'level' (known: severity, minimum)",
        "8:18 an override needs 'files': the paths it applies to, as glob patterns",
      ])
    #expect(
      problems.allSatisfy { $0.severity == .error && $0.code.rawValue == "lint.configuration" })
    #expect(problems[1].fixIt == "did you mean 'contrast'?")
    #expect(problems[2].fixIt == "did you mean 'error'?")
    // Not JSON at all: the reader's own diagnostic, at its place.
    let (_, broken) = LintConfigurationFile.parse("{\"rules\": ", file: file, directory: "/p")
    #expect(broken.first?.location != nil)
  }

  @Test func globsMatchComponentsAndAnyDepth() {
    let cases: [(String, String, Bool)] = [
      ("Brand.nss", "*.nss", true),
      ("Themes/Brand.nss", "*.nss", true),
      ("Themes/Brand.nss", "Themes/*.nss", true),
      ("Themes/Deep/Brand.nss", "Themes/*.nss", false),
      ("Themes/Deep/Brand.nss", "Themes/**/*.nss", true),
      ("Themes/Brand.nss", "Themes/**/*.nss", true),
      ("Themes/Brand.nss", "Themes/Br?nd.nss", true),
      ("Themes/Brand.yaml", "Themes/*.nss", false),
      ("Legacy/a/b/c.xml", "Legacy/**", true),
    ]
    for (path, pattern, expected) in cases {
      var override = LintConfiguration.Override(patterns: [pattern], relativeTo: "/root")
      override.severities = [:]
      #expect(override.matches("/root/" + path) == expected, "\(path) ~ \(pattern)")
    }
  }

  @Test func theNearestConfigurationFileIsFoundWalkingUp() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "livery-lint-\(UUID().uuidString)")
    let deep = root.appendingPathComponent("Themes/Brand")
    try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let theme = deep.appendingPathComponent("Brand.nss")
    try Data("Button {}".utf8).write(to: theme)
    try Data("{}".utf8).write(to: root.appendingPathComponent(".livery.json"))
    #expect(
      LintConfigurationFile.find(from: theme.path)
        == root.appendingPathComponent(".livery.json").path)
    try Data("{}".utf8).write(to: deep.appendingPathComponent(".livery.json"))
    #expect(
      LintConfigurationFile.find(from: theme.path)
        == deep.appendingPathComponent(".livery.json").path)
    #expect(
      LintConfigurationFile.find(from: deep.path)
        == deep.appendingPathComponent(".livery.json").path)
  }

  @Test("a configuration file with classic Mac line ends: problems on the lines its text shows")
  func configurationWithLoneCarriageReturns() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "livery-lint-cr-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: path) }
    try Data("{\r  \"rulez\": 5\r}".utf8).write(to: path)
    let (_, problems, source) = LintConfigurationFile.read(path.path)
    let location = try #require(problems.first?.location)
    #expect(location.line == 2 && location.column == 3, "\(problems)")
    #expect(source?.line(2) == "  \"rulez\": 5")
  }

  @Test func overridesApplyToTheFilesTheyMatch() throws {
    let theme = Self.theme([
      ("Brand.nss", "Button { height: 30; }", .always),
      ("Legacy.nss", "Switch { height: 20; }", .always),
    ])
    var configuration = LintConfiguration()
    var override = LintConfiguration.Override(
      patterns: ["Legacy.nss"], relativeTo: FileManager.default.currentDirectoryPath)
    override.severities[LintRule.touchTarget.id] = .off
    configuration.overrides = [override]
    let findings = theme.lint(configuration).filter { $0.code == LintRule.touchTarget.code }
    #expect(findings.map { $0.location?.description } == ["Brand.nss:1:10"])
  }

  // MARK: - Inline disables

  @Test func nssCommentsTurnRulesOffForALineTheNextLineOrARegion() {
    let text = """
      Label { font-color: #AAAAAA; }
      /* livery-disable-next-line contrast -- the brand's grey, approved */
      Button { font-color: #AAAAAA; }
      TextField { font-color: #AAAAAA; } /* livery-disable-line */
      /* livery-disable contrast, touch-target */
      TextView { font-color: #AAAAAA; }
      Switch { height: 20; }
      /* livery-enable touch-target */
      Slider { height: 20; }
      /* livery-enable */
      SearchBar { font-color: #AAAAAA; }
      """
    let findings = Self.theme(text).lint().filter {
      $0.code == LintRule.contrast.code || $0.code == LintRule.touchTarget.code
    }
    #expect(
      findings.map { "\($0.location!.line) \($0.code.rawValue)" } == [
        "1 lint.contrast", "9 lint.touch-target", "11 lint.contrast",
      ])
  }

  @Test func aDisableThatTurnsNothingOffIsANote() {
    let text = """
      /* livery-disable-next-line contrast */
      Button { font-color: #AAAAAA; }
      /* livery-disable-next-line contrast -- fixed since */
      Label { font-color: #111111; }
      /* livery-disable touch-target */
      """
    let theme = Self.theme(text)
    let notes = theme.lint().filter { $0.code.rawValue == "lint.directive" }
    #expect(
      notes.map { "\($0.location!.line) \($0.severity) \($0.message)" } == [
        "3 note this livery-disable-next-line turns off contrast where nothing is reported; remove it",
        "5 note this livery-disable turns off touch-target where nothing is reported; remove it",
      ])
    // A rule the configuration turns off has nothing to report: its disables are not noted.
    var quiet = LintConfiguration()
    quiet = quiet.setting(.touchTarget, to: .off)
    #expect(
      theme.lint(quiet).filter { $0.code.rawValue == "lint.directive" }.map { $0.location!.line }
        == [3])
  }

  @Test func aDirectiveNamingNoRuleIsReported() {
    let text = "/* livery-disable contrats */\n/* livery-disabel */\nLabel { font-color: #AAAAAA; }"
    let findings = Self.theme(text).lint()
    let directives = findings.filter { $0.code.rawValue == "lint.directive" }
    #expect(
      directives.map(\.message) == [
        "livery-disable names 'contrats', which is no lint rule (rules: contrast, dark-mode-coverage, unused-property, deprecated-token, no-effect, use-constant, touch-target, fixed-font-size)",
        "'livery-disabel' is no lint directive; it turns nothing off",
      ])
    #expect(
      directives.map(\.fixIt) == ["did you mean 'contrast'?", "did you mean 'livery-disable'?"])
    // Neither turned anything off.
    #expect(findings.contains { $0.code == LintRule.contrast.code })
  }

  @Test func yamlAndXMLCommentsAndDesignTokenExtensionsTurnRulesOff() {
    let yaml = """
      $Accent: '#0057B8'
      .Primary:
        backgroundColor: '#0057B8' # livery-disable-line use-constant
        color: '#0057B8'
      """
    let motif = ThemeLoader.read(
      [.memory(["Theme.yaml": Array(yaml.utf8)])], options: .init(includeDefaults: false)
    ).compile()
    #expect(
      motif.lint().filter { $0.code == LintRule.useConstant.code }.map { $0.location!.line } == [4])
    let xml = """
      <?xml version="1.0" encoding="utf-8"?>
      <styles xmlns="http://schemas.sap.com/maf/2011/sap">
        <!-- livery-disable contrast -->
        <Style TargetType="Label">
          <Setter Property="TextColor" Value="#AAAAAA"/>
        </Style>
        <!-- livery-enable contrast -->
        <Style TargetType="Button">
          <Setter Property="TextColor" Value="#AAAAAA"/>
        </Style>
      </styles>
      """
    let maf = ThemeLoader.read(
      [.memory(["Brand.xml": Array(xml.utf8)])], options: .init(includeDefaults: false)
    ).compile()
    #expect(
      Set(maf.lint().filter { $0.code == LintRule.contrast.code }.map { $0.location!.line }) == [9])
    let tokens = Self.tokens(
      """
      {
        "old": { "$type": "color", "$value": "#ff0000", "$deprecated": true },
        "quiet": {
          "$extensions": { "dev.livery": { "lint-disable": ["deprecated-token"] } },
          "a": { "$type": "color", "$value": "{old}" }
        },
        "loud": { "$type": "color", "$value": "{old}" }
      }
      """)
    #expect(
      tokens.lint().filter { $0.code == LintRule.deprecatedToken.code }.map { $0.location!.line }
        == [7])
  }
}

/// What a review of the change found, each kept from coming back.
@Suite struct LintReviewFindingsTests {
  @Test func fixesApplyInOnePassAndAnOverlappingOneIsLeftOut() {
    let file = SourceFileID(path: "Fix.nss")
    let text = "a: #111111; b: #111111;\nc: #222222;\n"
    let fixes = [
      LintFix(
        at: SourceLocation(file: file, line: 1, column: 16), replacing: "#111111", with: "@one"),
      LintFix(
        at: SourceLocation(file: file, line: 1, column: 4), replacing: "#111111", with: "@one"),
      // Overlaps the first edit: left out.
      LintFix(at: SourceLocation(file: file, line: 1, column: 5), replacing: "111111", with: "x"),
      LintFix(
        at: SourceLocation(file: file, line: 2, column: 4), replacing: "#222222", with: "@two"),
      // The file no longer says this: left out.
      LintFix(at: SourceLocation(file: file, line: 2, column: 4), replacing: "#333333", with: "@z"),
    ]
    let (fixed, applied) = LintFix.apply(fixes, to: text)
    #expect(fixed == "a: @one; b: @one;\nc: @two;\n")
    #expect(applied.count == 3)
  }

  @Test func globsReadDotAndTrailingSlashAndRepeatedStars() {
    func matches(_ path: String, _ pattern: String) -> Bool {
      LintConfiguration.Override(patterns: [pattern], relativeTo: "/root").matches("/root/" + path)
    }
    #expect(matches("Legacy/Old.nss", "./Legacy/**"))
    #expect(matches("Legacy/Deep/Old.nss", "Legacy/"))
    #expect(matches("a/b/c/d.nss", "**/**/**/*.nss"))
    #expect(!matches("Other/Old.nss", "Legacy/"))
  }

  @Test func yamlSingleQuotesHaveNoEscapesAndEscapedLineBreaksCountAsLines() {
    // A backslash closes nothing in a YAML single-quoted scalar: the comment after it counts.
    let yaml =
      "$Accent: '#0057B8'\n.Primary:\n  text: 'a\\' # livery-disable-line use-constant\n  backgroundColor: '#0057B8'\n"
    let theme = ThemeLoader.read(
      [.memory(["Theme.yaml": Array(yaml.utf8)])], options: .init(includeDefaults: false)
    ).compile()
    // The directive on line 3 covers line 3 only: line 4's literal is still reported.
    #expect(
      theme.lint().filter { $0.code == LintRule.useConstant.code }.map { $0.location!.line } == [4])
  }

  @Test func aDeprecationNamingAReplacementThatCannotBeWrittenAsIsHasNoFix() throws {
    let json =
      ##"{"old": {"$type": "color", "$value": "#ff0000", "$deprecated": "use {new one}"}, "new one": {"$type": "color", "$value": "#00ff00"}, "use": {"$type": "color", "$value": "{old}"}}"##
    let theme = LintRulesTests.tokens(json)
    let findings = Linter().findings(in: theme).filter {
      $0.diagnostic.code == LintRule.deprecatedToken.code
    }
    #expect(findings.count == 1)
    #expect(findings.first?.fix == nil)
  }
}

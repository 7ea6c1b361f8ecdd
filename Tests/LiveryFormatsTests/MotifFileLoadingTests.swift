import Foundation
import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// motif.md cases 60–61: theme names and file loading.
@Suite("Motif: theme names and file loading (cases 60–61)")
struct MotifFileLoadingTests {
  @Test(
    "60: a theme's name drops the extension and one trailing 'Theme'",
    arguments: [
      ("Name.json", "Name"), ("Name.yaml", "Name"), ("Name.yml", "Name"), ("NameTheme.yml", "Name"),
      ("Theme.yml", "Theme"),
      ("Basic.json", "Basic"), ("ThemeFooTheme.yaml", "ThemeFooTheme"),
      ("Themes/ColorsTheme.yaml", "Colors"),
    ])
  func themeNames(file: String, name: String) {
    #expect(MotifThemeLocator.themeName(file) == name)
  }

  private func folder(_ files: [String: String]) -> String {
    let folder = Fixtures.temporaryFolder()
    for (name, text) in files {
      _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8))
    }
    return folder
  }

  @Test("61: lookup by name prefers the extension order over an exact name")
  func lookup() throws {
    let folder = folder(["Basic.json": "{}", "BasicTheme.yaml": "{}\n", "BundledTheme.yaml": ""])
    #expect(
      try MotifThemeLocator.locate(name: "Basic", in: folder).get() == folder + "/BasicTheme.yaml")
    #expect(
      try MotifThemeLocator.locate(name: "Bundled", in: folder).get() == folder
        + "/BundledTheme.yaml")
  }

  @Test("61: an unknown name (P1) lists the themes that exist and suggests the closest")
  func unknownName() {
    let folder = folder(["ColorsTheme.yaml": "{}\n", "Buttons.json": "{}"])
    guard case .failure(let diagnostic) = MotifThemeLocator.locate(name: "Color", in: folder) else {
      Issue.record("'Color' must not be found")
      return
    }
    #expect(diagnostic.code == .motifThemeNotFound)
    #expect(diagnostic.fixIt == "did you mean 'Colors'?")
    #expect(diagnostic.notes.first?.message == "themes in \(folder): Buttons, Colors")
  }

  @Test("61: each failing file gets its diagnostic with a location")
  func failures() {
    let folder = folder([
      "Invalid.json": "{\n  \"$test\": \"\"\n  \".test\": {}\n}", "NoExtension": "",
      "Empty.yaml": "", "Notes.txt": "x",
    ])
    #expect(MotifReader.read(path: folder + "/Missing.yaml").diagnostics.codes == [.fileUnreadable])
    let invalid = MotifReader.read(path: folder + "/Invalid.json").diagnostics
    #expect(invalid.codes == [.jsonSyntax])
    #expect(
      invalid.first?.location
        == SourceLocation(file: SourceFileID(path: folder + "/Invalid.json"), line: 3, column: 3))
    #expect(MotifReader.read(path: folder + "/NoExtension").diagnostics.codes == [.motifExtension])
    #expect(MotifReader.read(path: folder + "/Empty.yaml").diagnostics.codes == [.motifEmptyFile])
    #expect(
      MotifReader.read(path: folder + "/Notes.txt").diagnostics.first?.message.contains("has 'txt'")
        == true)
    let remote = readTheme([.path("https://example.com/Theme.yaml")])
    #expect(remote.diagnostics.codes == [.fileUnreadable])
    let unknown = readTheme([.path(folder + "/Unknown")])
    #expect(unknown.diagnostics.codes == [.motifThemeNotFound])
  }

  @Test("a file that is not UTF-8 is an error at the first bad byte")
  func encoding() {
    let folder = Fixtures.temporaryFolder()
    let path = folder + "/Latin1.yaml"
    _ = FileManager.default.createFile(
      atPath: path, contents: Data([0x24, 0x41, 0x3A, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A]))
    let diagnostics = MotifReader.read(path: path).diagnostics
    #expect(diagnostics.codes == [.fileEncoding])
    #expect(
      diagnostics.first?.location
        == SourceLocation(file: SourceFileID(path: path), line: 1, column: 8))
  }

  @Test(
    "a carriage return alone is a line break for every reader, so each location has its line to show"
  )
  func classicMacLineEnds() throws {
    let folder = Fixtures.temporaryFolder()
    // The line each file's first diagnostic is on (the YAML error is at the end of the file).
    let files = [
      "cr.yaml": ("A:\r  color: red\r  bad: [1, 2\r", 4),
      "cr.json": ("{\r  \"A\": {\r    \"color\": #\r  }\r}\r", 3),
      "cr.xml": ("<styles>\r  <Style TargetType=\"Label\">\r    junk\r  </Style>\r</styles>\r", 3),
      "cr.nss": ("Label {\r  font-color: #FF0000;\r  bogus-property: 1;\r}\r", 3),
    ]
    for (name, (text, expectedLine)) in files {
      let path = folder + "/" + name
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      let compiled = readTheme([.path(path)]).compile()
      let diagnostic = try #require(
        compiled.diagnostics.first { $0.location?.path == path }, "\(name)")
      let location = try #require(diagnostic.location)
      #expect(location.line == expectedLine, "\(name): \(diagnostic)")
      let line = try #require(compiled.sources[location.file]?.line(location.line), "\(name)")
      #expect(!line.contains("\r"), "\(name)")
    }
  }

  @Test("a folder loads its theme files in name order and notes the files it skips")
  func folders() {
    let folder = folder(["B.yaml": "$B: $A\n", "A.yaml": "$A: 1\n", "README.md": "# x"])
    let loaded = readTheme([.path(folder)])
    #expect(loaded.files == [folder + "/A.yaml", folder + "/B.yaml"])
    #expect(loaded.diagnostics.codes == [.fileSkipped])
    #expect(loaded.diagnostics.first?.severity == .note)
    #expect(loaded.compile().constant(named: "B")?.value == .number(1))
  }

  @Test("an input can be attached to a variant with @axis=value")
  func variantInputs() throws {
    let input = try ThemeInput.parse("Dark.yaml@colorScheme=dark,idiom=pad").get()
    #expect(input.displayPath == "Dark.yaml")
    #expect(
      input.conditions == Conditions([.equals(.colorScheme, "dark"), .equals(.idiom, "pad")]))
    #expect(throws: ValueError.self) { try ThemeInput.parse("Dark.yaml@osVersion=x").get() }
  }
}

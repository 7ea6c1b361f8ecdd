import Foundation
import LiveryCore
import LiveryFormats
import LiveryReporting
import LiveryTestSupport
import Testing

/// Inputs an attacker (or a broken generator) would write, generated here at the sizes that used to
/// crash, hang or explode (issue 11). Each ends in located diagnostics, bounded in number and size.
/// Time and memory are measured by the scaling suite (`Benchmarks/scaling`), not asserted here.
@Suite("Hostile input: located diagnostics, bounded output, never a crash")
struct HostileInputTests {
  /// Everything a user would see for a theme: every diagnostic rendered with its excerpt.
  static func report(_ compiled: CompiledTheme) -> String {
    DiagnosticRenderer(sources: compiled.sources).render(compiled.diagnostics)
  }

  static func compile(_ sheets: Stylesheet...) -> CompiledTheme {
    Theme(layers: [Layer("hostile", stylesheets: sheets)]).compile()
  }

  // MARK: Crashes

  @Test("MAF XML nested 60,000 deep is refused at the depth limit, with its location")
  func deepXML() {
    let depth = 60_000
    let xml =
      "<styles>\n" + String(repeating: "<a>", count: depth)
      + String(repeating: "</a>", count: depth) + "</styles>\n"
    let sheet = MAFReader.read(xml: xml, path: "deep.xml")
    let syntax = sheet.diagnostics.with(code: .xmlSyntax)
    #expect(syntax.count == 1)
    #expect(
      syntax.first?.message.contains("nested more than \(XMLReader.maximumDepth) levels") == true)
    // `<styles>` and 255 `<a>`s fit; the 256th `<a>` is refused where it starts.
    #expect(syntax.first?.location == location("deep.xml", 2, 1 + 3 * (XMLReader.maximumDepth - 1)))
  }

  @Test("Redbeard dictionaries and lists nested 20,000 deep stop at the limits with one error each")
  func deepRedbeard() {
    let depth = 20_000
    let parts =
      "{\"Button\": " + String(repeating: "{\"label\": ", count: depth) + "{}"
      + String(repeating: "}", count: depth + 1)
    let partsSheet = RedbeardReader.read(json: parts, path: "parts.json")
    #expect(partsSheet.diagnostics.with(code: .valueTooDeep).count == 1)
    let states =
      "{\"Button\": " + String(repeating: "{\"highlighted\": ", count: depth) + "{}"
      + String(repeating: "}", count: depth + 1)
    #expect(
      RedbeardReader.read(json: states, path: "states.json").diagnostics.with(code: .valueTooDeep)
        .count == 1)
    let list =
      "{\"Button\": {\"x\": " + String(repeating: "[", count: depth)
      + String(repeating: "]", count: depth) + "}}"
    let listSheet = RedbeardReader.read(json: list, path: "list.json")
    #expect(listSheet.diagnostics.with(code: .valueTooDeep).count == 1)
    // What a user sees stays small: the excerpt of a 40,000-character line is a window.
    #expect(Self.report(Self.compile(partsSheet, listSheet)).utf8.count < 2_000)
  }

  /// A Redbeard theme root in memory: `theme.inc.json` plus `files`.
  static func redbeard(_ root: String, _ files: [String: String]) -> CompiledTheme {
    var all = files
    all["theme.inc.json"] = root
    let source = MemorySource(texts: all, root: "rb")
    return Theme(layers: [RedbeardLoader.load(folder: "", of: source)]).compile()
  }

  @Test("a 10,000-file include chain loads; a 10,000-file include cycle is one short error")
  func includeChains() {
    let count = 10_000
    var files: [String: String] = [:]
    for index in 0..<count {
      let next = index + 1 < count ? "\"i\(index + 1).inc.json\"" : ""
      files["i\(index).inc.json"] = "{\"include\": [\(next)], \"themes\": [\"t\(index).json\"]}"
      files["t\(index).json"] = "{\"S\(index)\": {\"textColor\": \"#112233\"}}"
    }
    let chain = Self.redbeard("{\"include\": [\"i0.inc.json\"]}", files)
    #expect(chain.errors.isEmpty)
    #expect(chain.styleNames.count == count)

    files["i\(count - 1).inc.json"] = "{\"include\": [\"i0.inc.json\"]}"
    let cycle = Self.redbeard("{\"include\": [\"i0.inc.json\"]}", files)
    let errors = cycle.errors.with(code: .redbeardIncludeCycle)
    #expect(errors.count == 1)
    #expect(errors.first?.message.contains("… and \(count - Cycles.membersShown) more") == true)
    #expect(errors.first.map { $0.message.utf8.count < 500 } == true)
  }

  @Test(
    "100,000 repeats of one include and 20,000 missing includes: capped diagnostics, each kind shown"
  )
  func includeFloods() {
    let repeats = Array(repeating: "\"t.json\"", count: 100_000).joined(separator: ", ")
    let repeated = Self.redbeard(
      "{\"themes\": [\(repeats)]}", ["t.json": "{\"S\": {\"textColor\": \"#112233\"}}"])
    #expect(repeated.errors.isEmpty)
    #expect(repeated.diagnostics.count <= 26)
    #expect(repeated.diagnostics.last?.message.hasPrefix("99974 more notes [file.skipped]") == true)
    #expect(Self.report(repeated).utf8.count < 20_000)

    let missing = (0..<20_000).map { "\"missing\($0).json\"" }.joined(separator: ", ")
    let absent = Self.redbeard("{\"themes\": [\(missing)]}", [:])
    #expect(absent.errors.count == 26)
    #expect(Self.report(absent).utf8.count < 40_000)
  }

  // MARK: Security

  @Test("a DOCTYPE hidden behind a processing instruction holding '<!--' is refused where it is")
  func doctypeBehindProcessingInstruction() {
    let entity = String(repeating: "x", count: 10_000)
    let setters = String(repeating: "<Setter Property=\"Text\" Value=\"&big;\"/>", count: 100)
    let source = MarkedSource(
      "<?hide <!-- ?>\n1️⃣<!DOCTYPE styles [<!ENTITY big \"\(entity)\">]>\n<?hide --> ?>\n<styles><Style TargetType=\"Label\">\(setters)</Style></styles>\n"
    )
    let sheet = MAFReader.read(xml: source.text, path: "pi.xml")
    #expect(sheet.diagnostics.codes == [.xmlDoctype])
    #expect(sheet.diagnostics.first?.location == source.location("1️⃣", in: "pi.xml"))
    #expect(sheet.rules.isEmpty)

    let external = MarkedSource(
      "<?hide <!-- ?>\n1️⃣<!DOCTYPE styles [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<?hide --> ?>\n<styles><Style TargetType=\"Label\"><Setter Property=\"Text\" Value=\"&x;\"/></Style></styles>\n"
    )
    let refused = MAFReader.read(xml: external.text, path: "xxe.xml")
    #expect(refused.diagnostics.codes == [.xmlDoctype])
    #expect(refused.diagnostics.first?.location == external.location("1️⃣", in: "xxe.xml"))
    #expect(!Self.report(Self.compile(refused)).contains("root:"))
  }

  @Test("an entity reference without a DTD is an error, never a lookup")
  func undeclaredEntity() {
    let sheet = MAFReader.read(
      xml: "<styles><Style TargetType=\"Label\" Key=\"&x;\"/></styles>", path: "e.xml")
    #expect(sheet.diagnostics.codes == [.xmlSyntax])
    #expect(sheet.diagnostics.first?.message.contains("undeclared entity '&x;'") == true)
    #expect(sheet.diagnostics.first?.location == location("e.xml", 1, 40))
  }

  // MARK: Superlinear output

  @Test("10,000-member ref:// and inherits cycles are each reported once, with their first members")
  func longCycles() {
    let count = 10_000
    var constants = (0..<count).map { "\"c\($0)\": \"ref://c\(($0 + 1) % count)\"" }
    constants += (0..<count).map { "\"S\($0)\": {\"inherits\": \"ref://S\(($0 + 1) % count)\"}" }
    let sheet = RedbeardReader.read(
      json: "{" + constants.joined(separator: ",\n") + "}", path: "cycles.json")
    let compiled = Self.compile(sheet)
    #expect(compiled.diagnostics.with(code: .constantCycle).count == 1)
    #expect(compiled.diagnostics.with(code: .inheritanceCycle).count == 1)
    for diagnostic in compiled.diagnostics {
      #expect(diagnostic.notes.count <= Cycles.membersShown)
      #expect(diagnostic.message.utf8.count < 1_000)
    }
    #expect(Self.report(compiled).utf8.count < 20_000)
    // Resolving a member meets the cycle and stops.
    let style = compiled.resolve(StyleQuery(named: ["S0"]))
    #expect(style.diagnostics.count <= 2)
  }

  @Test("10,000 duplicate keys at a JSON root: the last definition wins, the warnings are capped")
  func duplicateKeys() {
    let count = 10_000
    let json =
      "{"
      + (0..<count).map { "\"$Red\": \"#\(String(format: "%06x", $0))\"" }.joined(separator: ", ")
      + "}"
    let sheet = MotifReader.read(json: json, path: "dups.json")
    #expect(sheet.constants.count == 1)
    #expect(
      sheet.constants.first.map { "\($0.value)".contains(String(format: "%06x", count - 1)) }
        == true)
    let compiled = Self.compile(sheet)
    #expect(compiled.diagnostics.with(code: .duplicateKey).count == 26)
    #expect(Self.report(compiled).utf8.count < 30_000)
  }

  @Test(
    "a Motif class and an NSS rule with 100,000 declarations of repeated properties keep the last of each"
  )
  func hugeRules() {
    let count = 100_000
    let motif =
      "{\".Card\": {" + (0..<count).map { "\"p\($0 % 1_000)\": \($0)" }.joined(separator: ", ")
      + "}}"
    let card = MotifReader.read(json: motif, path: "card.json")
    #expect(card.rules.first?.body.declarations.count == 1_000)
    #expect(card.rules.first?.body.declarations.last?.value == .number(Double(count - 1)))
    let nss = "Button {\n" + (0..<count).map { "  font-size: \($0 % 50 + 1);\n" }.joined() + "}\n"
    let button = NSSReader.read(nss: nss, path: "many.nss")
    #expect(button.rules.first?.body.declarations.count == 1)
    #expect(button.rules.first?.body.declarations.first?.value == .string("50"))
    #expect(Self.compile(button).diagnostics.with(code: .duplicateKey).count == 26)
  }

  @Test(
    "10,000 unknown attributes on one line: a capped report whose excerpts are windows of the line")
  func unknownAttributes() {
    let attributes = (0..<10_000).map { " a\($0)=\"\($0)\"" }.joined()
    let xml = "<styles><Style TargetType=\"Button\"><Border\(attributes)/></Style></styles>"
    let sheet = MAFReader.read(xml: xml, path: "attrs.xml")
    #expect(sheet.diagnostics.with(code: .mafUnknownAttribute).count == 10_000)
    let compiled = Self.compile(sheet)
    #expect(compiled.diagnostics.count == 26)
    let report = Self.report(compiled)
    #expect(report.utf8.count < 30_000)
  }

  // MARK: Numbers

  @Test("out-of-range and non-finite numbers are located errors, never a trap")
  func numbers() {
    let nines = String(repeating: "9", count: 400)
    let nss = NSSReader.read(
      nss:
        "@hue: \(nines);\nButton {\n  background-color: hsl(\(nines), 1.0, 1.0);\n  font-color: hsla(@hue, 1.0, 1.0, 1);\n  border-color: rgb(nan, inf, -inf);\n}\n",
      path: "n.nss")
    let nssErrors = Self.compile(nss).errors
    #expect(nssErrors.count == 3)
    #expect(nssErrors.map(\.location?.line) == [3, 4, 5])
    let font = Self.compile(
      NSSReader.read(
        nss: "Button {\n  font-size: 1e400;\n  corner-radius: NaN;\n}\n", path: "f.nss"))
    #expect(font.errors.map(\.code) == [.valueNotFinite, .valueNotFinite])
    #expect(font.errors.map(\.location) == [location("f.nss", 2, 14), location("f.nss", 3, 18)])

    let motif = Self.compile(
      MotifReader.read(
        json: "{\".Card\": {\"cornerRadius\": 1e400, \"alpha\": 1e400, \"fontSize\": -1e400}}",
        path: "n.json"))
    #expect(motif.errors.count == 3)
    #expect(motif.errors.allSatisfy { $0.message.contains("not a finite number") })

    let yaml = Self.compile(
      MotifReader.read(yaml: ".Card:\n  cornerRadius: .inf\n  alpha: .nan\n", path: "n.yaml"))
    #expect(yaml.errors.count == 2)

    let maf = Self.compile(
      MAFReader.read(
        xml:
          "<styles><Style TargetType=\"Button\"><Setter Property=\"FontSize\" Value=\"1e400\"/><Setter Property=\"CornerRadius\" Value=\"nan\"/></Style></styles>",
        path: "n.xml"))
    #expect(maf.errors.with(code: .valueNotFinite).count == 2)
    // Colours never print a non-finite component.
    var color = RGBAColor(red: 1, green: 0, blue: 0)
    color.green = .nan
    #expect(color.hexRGBA == "#ff0000ff")
  }

  @Test("an OS version has at most 8 parts; a 60,000-part one is refused, not expanded")
  func versions() {
    let parts = Array(repeating: "1", count: 60_000).joined(separator: ".")
    #expect(Version(parsing: parts) == nil)
    #expect(Version(parsing: "1.2.3.4.5.6.7.8") != nil)
    guard case .failure(let error) = StyleEnvironment.parseAssignment("osVersion=" + parts) else {
      Issue.record("accepted")
      return
    }
    #expect(error.message.utf8.count < 200)
  }

  @Test("30,000 environment settings in bulk: the last of each wins, sorted once")
  func bulkEnvironment() {
    var assignments: [(axis: EnvironmentAxis, value: String?)] = (0..<30_000).map {
      (EnvironmentAxis("axis\($0 % 10_000)"), "v\($0)")
    }
    assignments.append((.colorScheme, "dark"))
    let environment = StyleEnvironment.default.setting(assignments)
    #expect(environment[EnvironmentAxis("axis42")] == "v20042")
    #expect(environment.colorScheme == .dark)
    var one = StyleEnvironment.default
    for (axis, value) in assignments.suffix(10_001) { one[axis] = value }
    #expect(one == environment)
  }

  // MARK: Odd but legal input

  @Test("a 12 MB MAF file and a 12 MB attribute value load (libxml2 stopped at 10 MB)")
  func bigXML() {
    let style =
      "  <Style TargetType=\"Button\" Key=\"S%d\"><Setter Property=\"Background\" Value=\"#112233\"/></Style>\n"
    var xml = "<styles>\n"
    var index = 0
    while xml.utf8.count < 12_000_000 {
      xml += String(format: style, index)
      index += 1
    }
    xml +=
      "  <Style TargetType=\"Label\" Key=\"Long\"><Setter Property=\"Text\" Value=\""
      + String(repeating: "y", count: 12_000_000) + "\"/></Style>\n</styles>\n"
    let sheet = MAFReader.read(xml: xml, path: "big.xml")
    #expect(!sheet.diagnostics.containsErrors)
    #expect(sheet.rules.count == index + 1)
  }

  @Test("a part written twice in one Redbeard theme: the later replaces the earlier, whole")
  func repeatedPart() {
    let sheet = RedbeardReader.read(
      json:
        "{\"Button\": {\"label\": {\"textColor\": \"#111111\", \"alpha\": 0.5}, \"label\": {\"textColor\": \"#222222\"}}}",
      path: "p.json")
    let parts = sheet.rules.first?.body.subElements ?? []
    #expect(parts.count == 1)
    #expect(parts.first?.body.declarations.map(\.property) == ["textColor"])
  }

  @Test("a Redbeard theme defined twice: the earlier one's variant parts go with it")
  func redefinedTheme() {
    let sheet = RedbeardReader.read(
      json:
        "{\"Card\": {\"label_iPad\": {\"textColor\": \"#111111\"}}, \"Card\": {\"textColor\": \"#222222\"}}",
      path: "r.json")
    #expect(sheet.rules.count == 1)
    #expect(sheet.rules.first?.body.declarations.map(\.property) == ["textColor"])
  }

  @Test(
    "FioriThemeManager files with CRLF line ends and combining marks: every line read, every location inside it (found by fuzzing)"
  )
  func fioriThemeManagerLines() {
    let text = "@sapUiBrand:#112233;\r\n@sapUiHighlight:Ipr;\r\n@e\u{301}e\u{301}:Nope;\r\n"
    let sheet = NSSReader.read(
      nss: text, path: "ftm.nss", options: .init(dialect: .fioriThemeManager))
    let warnings = sheet.diagnostics.filter { $0.code == .fioriIgnored && $0.severity == .warning }
    #expect(warnings.map(\.location) == [location("ftm.nss", 2, 17), location("ftm.nss", 3, 7)])
    #expect(sheet.constants.map(\.name).contains("sapUiBrand"))
  }

  @Test("a control character inside a comment or a value is reported where it is")
  func forbiddenCharacters() {
    let comment = MAFReader.read(xml: "<styles>\n<!-- a \u{0C} b -->\n</styles>\n", path: "c.xml")
    #expect(
      comment.diagnostics.first?.message.hasPrefix("malformed XML: invalid character") == true)
    #expect(comment.diagnostics.first?.location == location("c.xml", 2, 8))
    let value = MAFReader.read(
      xml: "<styles><Style TargetType=\"A\u{01}\"/></styles>", path: "v.xml")
    #expect(value.diagnostics.first?.location == location("v.xml", 1, 29))
  }

  @Test("text properties may say NaN or Infinity; only numbers must be finite")
  func textThatLooksLikeNumbers() {
    let sheet = MAFReader.read(
      xml:
        "<styles><Style TargetType=\"Label\"><Setter Property=\"Text\" Value=\"NaN\"/><Setter Property=\"FontSize\" Value=\"Infinity\"/></Style></styles>",
      path: "t.xml")
    #expect(sheet.diagnostics.filter { $0.severity == .error }.map(\.code) == [.valueNotFinite])
  }

  @Test("one file under two spellings or through a link loads once")
  func sameFileTwice() throws {
    let folder = Fixtures.temporaryFolder()
    _ = FileManager.default.createFile(
      atPath: folder + "/a.yaml", contents: Data(".Card:\n  alpha: 1\n".utf8))
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/link.yaml", withDestinationPath: folder + "/a.yaml")
    let theme = ThemeLoader.read(
      [.path(folder + "/a.yaml"), .path(folder + "/./a.yaml"), .path(folder + "/link.yaml")],
      options: .init(includeDefaults: false))
    #expect(theme.layers.flatMap(\.stylesheets).filter { $0.format == .motifYAML }.count == 1)
    #expect(theme.diagnostics.with(code: .fileSkipped).count == 2)
  }

  @Test("a YAML BOM is not a syntax error; libyaml's extra line breaks do not move locations")
  func yamlLines() {
    let bom = MotifReader.read(yaml: "\u{FEFF}.Card:\n  tintColor: $Nope\n", path: "bom.yaml")
    #expect(bom.diagnostics.isEmpty)
    #expect(Self.compile(bom).diagnostics.first?.location == location("bom.yaml", 2, 14))
    let separators = MotifReader.read(
      yaml: ".Card:\n  title: \"a\u{2028}b\u{85}c\"\n  tintColor: $Nope\n", path: "ls.yaml")
    #expect(separators.diagnostics.isEmpty)
    #expect(Self.compile(separators).diagnostics.first?.location == location("ls.yaml", 3, 14))
  }
}

@Suite("Rendering what hostile files contain")
struct HostileRenderingTests {
  @Test("a long line is shown as a window around the caret, with the caret under the column")
  func window() {
    let long = String(repeating: "a", count: 5_000) + "X" + String(repeating: "b", count: 5_000)
    let file = SourceFile(path: "long.txt", text: "first\n" + long + "\n")
    let diagnostic = Diagnostic.error(
      "test.code", "here", at: SourceLocation(file: file.id, line: 2, column: 5_001))
    let text = DiagnosticRenderer(sources: SourceFiles([file])).render(diagnostic)
    let lines = text.split(separator: "\n")
    #expect(
      lines[1].hasSuffix(
        "…" + String(repeating: "a", count: 60) + "X" + String(repeating: "b", count: 60) + "…"))
    let caret = lines[2].firstIndex(of: "^").map {
      lines[2].distance(from: lines[2].startIndex, to: $0)
    }
    let xColumn = lines[1].firstIndex(of: "X").map {
      lines[1].distance(from: lines[1].startIndex, to: $0)
    }
    #expect(caret == xColumn)
  }

  @Test(
    "control characters from a file or a name never reach the terminal raw; misleading paths are quoted"
  )
  func escaping() {
    let file = SourceFile(path: "x.yaml:9:9: error: forged", text: "a\u{1B}[31mred: 1\n")
    let diagnostic = Diagnostic.error(
      "test.code", "bad '\u{1B}[31m'", at: SourceLocation(file: file.id, line: 1, column: 2))
    let text = DiagnosticRenderer(sources: SourceFiles([file])).render(diagnostic)
    #expect(!text.contains("\u{1B}"))
    #expect(text.hasPrefix("\"x.yaml:9:9: error: forged\":1:2: error:"))
    #expect(
      SourceLocation(file: SourceFileID(path: "line\nbreak.yaml"), line: 1, column: 1).description
        == "\"line\\u{a}break.yaml\":1:1")
    #expect(
      SourceLocation(file: SourceFileID(path: "plain/file.yaml"), line: 3, column: 4).description
        == "plain/file.yaml:3:4")
  }

  @Test("a message quoting a huge value is clipped, in text and in JSON")
  func longMessages() {
    let name = String(repeating: "F", count: 50_000)
    let diagnostic = Diagnostic.warning("test.code", "unknown font '\(name)'", at: nil, fixIt: name)
    let text = DiagnosticRenderer().render(diagnostic)
    #expect(text.utf8.count < 2 * DiagnosticRenderer.maximumMessageLength + 200)
    #expect(text.contains("… (49015 more characters)"))
    let json = DiagnosticRenderer.json(diagnostic).rendered()
    #expect(json.utf8.count < 2 * DiagnosticRenderer.maximumMessageLength + 300)
  }

  @Test("diagnostics are capped per file and kind, in order, with a count of the rest")
  func capping() {
    let file = SourceFileID(path: "cap.yaml")
    var diagnostics = (1...100).map {
      Diagnostic.warning("test.many", "w\($0)", at: SourceLocation(file: file, line: $0, column: 1))
    }
    diagnostics.append(
      .error("test.other", "e", at: SourceLocation(file: file, line: 101, column: 1)))
    let capped = diagnostics.capped(perFileAndCode: 10)
    #expect(capped.count == 12)
    #expect(
      capped[10].message.hasPrefix(
        "90 more warnings [test.many] in cap.yaml are not shown (the first 10 are); the first of them: w11"
      ))
    #expect(capped[11].code == "test.other")
  }
}

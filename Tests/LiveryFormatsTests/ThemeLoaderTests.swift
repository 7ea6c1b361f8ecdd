import Foundation
import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

private let buttons = Fixtures.packageRoot + "/Examples/motif/Buttons.yaml"

/// `ThemeLoader`, the front door: files, folders and memory, one error with every diagnostic,
/// warnings kept, the defaults below, a registry of formats.
@Suite("ThemeLoader: loading themes from anywhere")
struct ThemeLoaderTests {
  @Test("a file loads over the defaults and the skin; its values read as Swift types")
  func loadFile() throws {
    let theme = try ThemeLoader.load(.file(buttons))
    #expect(theme.warnings.isEmpty)
    #expect(theme.theme.layers.map(\.role) == [.defaults, .skin, .palette, .app])
    let warning = theme.style(
      for: .button, named: ["WarningButton"], in: StyleEnvironment(colorScheme: .dark))
    #expect(warning[.backgroundColor, as: RGBAColor.self]?.hexRGBA == "#f25c54ff")
    #expect(warning[.cornerRadius, as: Double.self] == 8)
    #expect(warning[.cornerRadius, as: RGBAColor.self] == nil, "a number is not a colour")
    // The type style comes from the default skin below the file.
    #expect(theme.style(for: .label)[.fontSize, as: Double.self] != nil)
  }

  @Test("errors throw one error carrying every diagnostic, warnings included; warnings alone load")
  func errorsThrow() throws {
    let folder = Fixtures.temporaryFolder()
    try ".Card:\n  tintColor: $Missing\n  cornerRadius: 4\n".write(
      toFile: folder + "/Broken.yaml", atomically: true, encoding: .utf8)
    try "{\".Tile\": {\"cornerRadius\": 4,}}".write(
      toFile: folder + "/Lenient.json", atomically: true, encoding: .utf8)
    let thrown = #expect(throws: DiagnosticsError.self) { try ThemeLoader.load(.folder(folder)) }
    let error = try #require(thrown)
    #expect(error.errors.codes == [.unknownConstant])
    #expect(error.warnings.codes == [.jsonTrailingComma])
    #expect(
      error.description.hasPrefix(
        "1 error, 1 warning\n\(folder)/Broken.yaml:2:14: error: unknown constant '$Missing'"))
    #expect(
      error.sources[try #require(error.errors.first?.location).file]?.line(2)
        == "  tintColor: $Missing")

    let lenient = try ThemeLoader.load(.file(folder + "/Lenient.json"))
    #expect(lenient.warnings.codes == [.jsonTrailingComma])
    #expect(lenient.style(for: .view, named: ["Tile"])[.cornerRadius, as: Int.self] == 4)
  }

  @Test("without the whole-theme check, only what the readers report can refuse a theme")
  func withoutWholeThemeCheck() throws {
    let unchecked = ThemeLoader.Options(checksWholeTheme: false)
    let reference = MemorySource(texts: [
      "Card.yaml": ".Card:\n  tintColor: $Missing\n  cornerRadius: 4\n"
    ])
    let theme = try ThemeLoader.load(
      ThemeInput(source: reference, selection: .file("Card.yaml")), options: unchecked)
    #expect(theme.style(for: .view, named: ["Card"])[.cornerRadius, as: Double.self] == 4)
    #expect(throws: DiagnosticsError.self) {
      try ThemeLoader.load(ThemeInput(source: reference, selection: .file("Card.yaml")))
    }
    let syntax = MemorySource(texts: ["Bad.yaml": ".Card: [\n"])
    #expect(throws: DiagnosticsError.self) {
      try ThemeLoader.load(
        ThemeInput(source: syntax, selection: .file("Bad.yaml")), options: unchecked)
    }
  }

  @Test("bytes in memory load like files, under the paths they are given")
  func memory() throws {
    let nss = "@brand: #0A6ED1;\nButton { background-color: @brand; }\n"
    let theme = try ThemeLoader.load(.memory(["Brand.nss": Array(nss.utf8)], root: "bundle"))
    let button = theme.style(for: .button)
    #expect(button[.backgroundColor, as: RGBAColor.self]?.hexRGBA == "#0a6ed1ff")
    #expect(button.properties[.backgroundColor]?.provenance.location.path == "bundle/Brand.nss")
    #expect(theme.sources.all.map(\.path).contains("bundle/Brand.nss"))
    let data = try ThemeLoader.load(
      .memory(["Brand.nss": Data(nss.utf8)]), options: .init(includeDefaults: false))
    #expect(data.theme.layers.map(\.name) == ["material-palette", "Brand.nss"])
  }

  @Test("async load gives the same theme, and throws the same error")
  func asynchronous() async throws {
    let theme = try await ThemeLoader.load(.file(buttons))
    #expect(
      theme.style(for: .button, named: ["WarningButton"])[.cornerRadius, as: Double.self] == 8)
    do {
      _ = try await ThemeLoader.load(
        .file(Fixtures.packageRoot + "/Examples/motif/mistakes/Typos.yaml"))
      Issue.record("a theme with errors must throw")
    } catch let error as DiagnosticsError {
      #expect(error.errors.count == 6)
    }
    let read = await ThemeLoader.read([.file(buttons)])
    #expect(read.layers.last?.name == "app")
  }

  @Test("a theme with a runtime layer: replacing it changes only that layer")
  func runtimeLayer() throws {
    let base = try ThemeLoader.load(.file(buttons), options: .init(includeDefaults: false))
    #expect(base.theme.runtimeLayer == nil)
    let bundle = NSSReader.read(
      nss: "WarningButton { background-color: #112233; }", path: "remote/Bundle.nss")
    let updated = base.theme.replacingRuntimeLayer(with: Layer("bundle 1", stylesheets: [bundle]))
      .compile()
    #expect(updated.theme.layers.map(\.role) == [.palette, .app, .runtime])
    let button = updated.style(for: .button, named: ["WarningButton"])
    #expect(button[.backgroundColor, as: RGBAColor.self]?.hexRGBA == "#112233ff")
    #expect(button.properties[.backgroundColor]?.provenance.layerRole == .runtime)
    #expect(
      button[.cornerRadius, as: Double.self] == 8, "what the runtime layer does not set stays")
    let second = NSSReader.read(
      nss: "WarningButton { background-color: #445566; }", path: "remote/Bundle2.nss")
    let again = updated.theme.replacingRuntimeLayer(
      with: Layer("bundle 2", role: .app, stylesheets: [second]))
    #expect(again.layers.map(\.role) == [.palette, .app, .runtime])
    #expect(again.runtimeLayer?.name == "bundle 2")
    #expect(again.replacingRuntimeLayer(with: nil).layers.map(\.role) == [.palette, .app])
  }

  @Test("a folder's theme root among other files is read whole, once; other files by their format")
  func mixedFolder() throws {
    let folder = Fixtures.temporaryFolder()
    let manager = FileManager.default
    try manager.createDirectory(
      atPath: folder + "/redbeard/core", withIntermediateDirectories: true)
    try #"{"include": ["core.inc.json"]}"#.write(
      toFile: folder + "/redbeard/theme.inc.json", atomically: true, encoding: .utf8)
    try #"{"themes": ["colors.json"]}"#.write(
      toFile: folder + "/redbeard/core/core.inc.json", atomically: true, encoding: .utf8)
    try ##"{"brand": "#0A6ED1", "UILabel": {"textColor": "ref://brand"}}"##.write(
      toFile: folder + "/redbeard/core/colors.json", atomically: true, encoding: .utf8)
    try "Button { font-size: 20; }".write(
      toFile: folder + "/a.nss", atomically: true, encoding: .utf8)
    try "notes".write(toFile: folder + "/z.txt", atomically: true, encoding: .utf8)
    let theme = ThemeLoader.read([.folder(folder)], options: .init(includeDefaults: false))
    #expect(theme.layers.map(\.name) == ["material-palette", "a.nss", "theme.inc.json"])
    #expect(theme.diagnostics.codes == [.fileSkipped])
    #expect(theme.layers.flatMap(\.diagnostics).isEmpty, "\(theme.layers.flatMap(\.diagnostics))")
    let compiled = theme.compile()
    #expect(compiled.style(for: .label)[.textColor, as: RGBAColor.self]?.hexRGBA == "#0a6ed1ff")
  }

  @Test("the same load on 1 and 2 reading threads gives the same theme")
  func threads() {
    let redbeard = ThemeInput.folder(Fixtures.packageRoot + "/Examples/redbeard")
    let maf = ThemeInput.file(Fixtures.packageRoot + "/Examples/maf/Brand.xml")
    #expect(
      ThemeLoader.Options().readingThreads == 1,
      "the library reads on the caller's thread unless asked")
    let one = ThemeLoader.read([maf, redbeard], options: .init(readingThreads: 1))
    let two = ThemeLoader.read([maf, redbeard], options: .init(readingThreads: 2))
    #expect(one.layers.map(\.name) == two.layers.map(\.name))
    #expect(
      one.layers.flatMap(\.stylesheets).map(\.rules)
        == two.layers.flatMap(\.stylesheets).map(\.rules))
  }

  @Test("an input attached to a variant applies only there")
  func variants() throws {
    let light = MemorySource(texts: [
      "Base.nss": "@tint: #000000;\nButton { tint-color: @tint; }", "Dark.nss": "@tint: #FFFFFF;",
    ])
    let theme = try ThemeLoader.load(
      ThemeInput(source: light, selection: .file("Base.nss")),
      ThemeInput(source: light, selection: .file("Dark.nss")).when(
        Conditions([.equals(.colorScheme, "dark")])),
      options: .init(includeDefaults: false))
    #expect(theme.style(for: .button)[.tintColor, as: RGBAColor.self]?.hexRGBA == "#000000ff")
    #expect(
      theme.style(for: .button, in: StyleEnvironment(colorScheme: .dark))[
        .tintColor, as: RGBAColor.self]?.hexRGBA == "#ffffffff")
  }

  @Test("paths are normalised: './', trailing and doubled slashes name the same files")
  func normalisedPaths() throws {
    let examples = Fixtures.packageRoot + "/Examples"
    let source = FolderSource(examples)
    let plain = ThemeLoader.read(
      [ThemeInput(source: source, selection: .folder("redbeard"))],
      options: .init(includeDefaults: false))
    for selection in [".//redbeard/", "./redbeard", "redbeard//"] {
      let odd = ThemeLoader.read(
        [ThemeInput(source: source, selection: .folder(selection))],
        options: .init(includeDefaults: false))
      #expect(
        odd.layers.flatMap(\.stylesheets).map(\.path)
          == plain.layers.flatMap(\.stylesheets).map(\.path), "\(selection)")
      #expect(odd.diagnostics.isEmpty && odd.layers.flatMap(\.diagnostics).isEmpty, "\(selection)")
    }
    let memory = MemorySource(texts: [
      "themes/theme.inc.json": #"{"themes": ["t.json"]}"#, "themes/t.json": #"{"X": {"alpha": 1}}"#,
    ])
    let layer = ThemeLoader.read(
      [ThemeInput(source: memory, selection: .file("./themes/theme.inc.json"))],
      options: .init(includeDefaults: false))
    #expect(
      layer.layers.last?.stylesheets.map(\.path) == ["themes/theme.inc.json", "themes/t.json"])
    #expect(layer.layers.flatMap(\.diagnostics).isEmpty)
    // `./Examples` on the command line shows as written.
    #expect(ThemeInput.path("./Examples").displayPath == "./Examples")
    #expect(
      ThemeLoader.read([.path("")]).diagnostics.map(\.message) == ["an empty path names no file"])
  }

  @Test("the same input twice loads once; two sources shown under one path cannot both load")
  func duplicates() throws {
    let first = MemorySource(texts: ["Brand.nss": "Button { font-size: 12; }"])
    let second = MemorySource(texts: ["Brand.nss": "Button { font-size: 20; }"])
    let twice = ThemeLoader.read(
      [
        ThemeInput(source: first, selection: .file("Brand.nss")),
        ThemeInput(source: first, selection: .file("./Brand.nss")),
      ],
      options: .init(includeDefaults: false))
    #expect(twice.diagnostics.map(\.severity) == [.note])
    let clash = ThemeLoader.read(
      [
        ThemeInput(source: first, selection: .file("Brand.nss")),
        ThemeInput(source: second, selection: .file("Brand.nss")),
      ],
      options: .init(includeDefaults: false))
    #expect(clash.diagnostics.map(\.severity) == [.error])
    #expect(
      clash.diagnostics.first?.fixIt
        == "give each source of files in memory its own root (MemorySource(…, root:))")
    let apart = try ThemeLoader.load(
      ThemeInput(source: first, selection: .file("Brand.nss")),
      ThemeInput(
        source: MemorySource(texts: ["Brand.nss": "Button { font-size: 20; }"], root: "update"),
        selection: .file("Brand.nss")),
      options: .init(includeDefaults: false))
    #expect(apart.style(for: .button)[.fontSize, as: Int.self] == 20)
  }

  @Test(
    "a downloaded bundle becomes the runtime layer through the registry; the rest of the theme stays"
  )
  func bundleAsRuntimeLayer() throws {
    let theme = try ThemeLoader.load(.file(buttons))
    let files = ["Bundle.nss": Array("WarningButton { background-color: #112233; }".utf8)]
    let layer = ThemeLoader.readLayer([.memory(files, root: "bundle-7")], named: "bundle 7")
    #expect(layer.role == .runtime && layer.stylesheets.map(\.path) == ["bundle-7/Bundle.nss"])
    let updated = try theme.replacingRuntimeLayer(with: layer).validated()
    #expect(updated.theme.layers.map(\.role) == [.defaults, .skin, .palette, .app, .runtime])
    #expect(
      updated.style(for: .button, named: ["WarningButton"])[.backgroundColor, as: RGBAColor.self]?
        .hexRGBA == "#112233ff")
    let broken = ThemeLoader.readLayer(
      [.memory(["Bad.nss": Array("Button { font-color: @nope; }".utf8)])], named: "bad")
    #expect(throws: DiagnosticsError.self) {
      try theme.replacingRuntimeLayer(with: broken).validated()
    }
    let missing = ThemeLoader.readLayer([.file("/no/such/Bundle.nss")], named: "missing")
    #expect(
      missing.diagnostics.codes == [.fileUnreadable],
      "a problem with the inputs travels with the layer")
  }

  @Test("files in linked folders are listed; a link out of the folder is marked, a link loop ends")
  func linkedFolders() throws {
    let folder = Fixtures.temporaryFolder()
    let outside = Fixtures.temporaryFolder()
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
    try "x".write(toFile: folder + "/real/a.nss", atomically: true, encoding: .utf8)
    try "y".write(toFile: outside + "/b.nss", atomically: true, encoding: .utf8)
    try manager.createSymbolicLink(
      atPath: folder + "/inside", withDestinationPath: folder + "/real")
    try manager.createSymbolicLink(atPath: folder + "/out", withDestinationPath: outside)
    try manager.createSymbolicLink(atPath: folder + "/real/loop", withDestinationPath: folder)
    let entries = try FolderSource(folder).files().get()
    #expect(entries.map(\.path) == ["inside/a.nss", "out/b.nss", "real/a.nss"])
    #expect(entries.map { $0.leadsOutsideTo != nil } == [false, true, false])
  }
}

/// The registry decides who reads what; the loader knows no format.
@Suite("Format registry: which format reads a file, and why")
struct FormatRegistryTests {
  private func candidate(_ name: String, _ text: String) -> FileCandidate {
    FileCandidate(source: MemorySource(texts: [name: text]), path: name, bytes: Array(text.utf8))
  }

  @Test(
    ".json is Motif by its $/. keys, Redbeard by ref:// or inherits, and Motif when nothing else recognises it"
  )
  func json() throws {
    let registry = FormatRegistry.standard()
    let motif = try #require(
      registry.choose(file: candidate("Theme.json", "{\n  \"$Blue\": \"#00f\"\n}")))
    #expect(motif.format.name == "Motif" && motif.claim.strength == .content)
    #expect(motif.explanation == "read as Motif: its first key '$Blue' at 2:3 is a Motif constant")
    let redbeard = try #require(
      registry.choose(file: candidate("buttons.json", "{\"ok\": {\"inherits\": \"ref://base\"}}")))
    #expect(redbeard.format.name == "Redbeard")
    #expect(redbeard.others == ["Motif"])
    #expect(
      redbeard.explanation
        == "read as Redbeard (not Motif): the key \"inherits\" at 1:9 is Redbeard's")
    let plain = try #require(registry.choose(file: candidate("x.json", "{}")))
    #expect(plain.format.name == "Motif" && plain.explanation == nil)
    let include = try #require(registry.choose(file: candidate("theme_pad.inc.json", "{}")))
    #expect(include.format.name == "Redbeard")
    #expect(registry.choose(file: candidate("notes.txt", "x")) == nil)
    #expect(registry.choose(file: candidate("Brand.nss", ""))?.format.name == "NSS")
    #expect(registry.choose(file: candidate("Brand.XML", ""))?.format.name == "MAF")
  }

  @Test("claim reasons count lines as diagnostics do, a lone carriage return included")
  func placeInClassicMacFile() {
    let text = "{\r  \"X\": {\r    \"inherits\": \"ref://y\"\r  }\r}"
    #expect(
      FormatRegistry.standard().choose(file: candidate("x.json", text))?.explanation
        == "read as Redbeard (not Motif): the key \"inherits\" at 3:5 is Redbeard's")
  }

  @Test("a Motif theme name matches file names exactly, as on an iOS device")
  func exactThemeNames() {
    let source = MemorySource(texts: ["ButtonsTheme.yaml": ".Button: {alpha: 1}\n"])
    let found = ThemeLoader.read(
      [ThemeInput(source: source, selection: .themeName("Buttons", inFolder: ""))],
      options: .init(includeDefaults: false))
    #expect(found.layers.last?.stylesheets.map(\.path) == ["ButtonsTheme.yaml"])
    let wrongCase = ThemeLoader.read(
      [ThemeInput(source: source, selection: .themeName("buttons", inFolder: ""))],
      options: .init(includeDefaults: false))
    #expect(wrongCase.diagnostics.codes == [.motifThemeNotFound])
    #expect(wrongCase.diagnostics.first?.fixIt == "did you mean 'Buttons'?")
  }

  @Test("check -v's reason reaches the stylesheet; a file no format claims is an error")
  func reasons() throws {
    let source = MemorySource(texts: [
      "buttons.json": "{\"RBButton\": {\"textColor\": \"ref://palette-red-500\"}}",
      "notes.txt": "x",
    ])
    let theme = ThemeLoader.read(
      [
        ThemeInput(source: source, selection: .file("buttons.json")),
        ThemeInput(source: source, selection: .file("notes.txt")),
      ],
      options: .init(includeDefaults: false))
    let sheet = try #require(theme.layers.last?.stylesheets.first)
    #expect(sheet.format == .redbeardJSON)
    #expect(
      sheet.readingNote == "read as Redbeard (not Motif): the value ref://… at 1:28 is Redbeard's")
    #expect(theme.diagnostics.codes == [.fileUnknownFormat])
    #expect(
      theme.diagnostics.first?.message.contains(
        "Livery reads Motif (.json, .yaml, .yml), MAF (.xml), NSS (.nss), Redbeard (.json)") == true
    )
  }

  /// A format the loader has never heard of: `key = value` lines styling one type per file.
  struct KeyValueFormat: ThemeFormat {
    var name: String { "KeyValue" }
    var fileExtensions: Set<String> { ["kv"] }

    func claim(file: FileCandidate) -> FormatClaim? {
      file.fileExtension == "kv" ? FormatClaim(.fileName, "a .kv file") : nil
    }

    func read(file: FileCandidate, context: FormatContext) -> FormatReading {
      let id = SourceFileID(path: file.displayPath)
      let text = String(decoding: file.bytes, as: UTF8.self)
      var declarations: [Declaration] = []
      for (number, line) in text.split(separator: "\n").enumerated() {
        let parts = line.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2 else { continue }
        declarations.append(
          Declaration(
            PropertyName(parts[0]), .string(parts[1]),
            at: SourceLocation(file: id, line: number + 1, column: 1)))
      }
      let type = TargetType(String(file.fileName.split(separator: ".")[0]))
      let rule = StyleRule(.type(type), StyleBody(declarations: declarations), at: .startOf(id))
      return FormatReading(
        stylesheets: [
          Stylesheet(
            file: id, format: StylesheetFormat("kv", name: "KeyValue"),
            dialect: ValueDialect(name: "KeyValue", colors: .css, scalarsAreText: true),
            rules: [rule])
        ], layerName: file.fileName)
    }
  }

  @Test("a new format is a registration, not a loader change")
  func customFormat() throws {
    var formats = FormatRegistry.standard()
    formats.register(KeyValueFormat())
    let source = MemorySource(texts: [
      "Button.kv": "tintColor = #FF8800\ncornerRadius = 6\n",
      "Label.nss": "Label { font-size: 13; }",
    ])
    let theme = try ThemeLoader.load(
      ThemeInput(source: source), options: .init(formats: formats, includeDefaults: false))
    #expect(theme.theme.layers.map(\.name) == ["material-palette", "Button.kv", "Label.nss"])
    #expect(theme.style(for: .button)[.tintColor, as: RGBAColor.self]?.hexRGBA == "#ff8800ff")
    #expect(theme.style(for: .label)[.fontSize, as: Int.self] == 13)
    // Without the registration, the folder's .kv file is skipped with a note.
    let without = ThemeLoader.read(
      [ThemeInput(source: source)], options: .init(includeDefaults: false))
    #expect(without.diagnostics.codes == [.fileSkipped])
  }
}

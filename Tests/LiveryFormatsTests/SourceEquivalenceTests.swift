import Foundation
import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// Every corpus theme reads the same from memory as from disk: the same layers, stylesheets, rules,
/// constants and diagnostics, at the same paths — every reader and every rule across files goes
/// through a `ThemeSource`.
@Suite(
  "Themes from memory read as from disk (../shared/corpus)",
  .enabled(
    if: Fixtures.hasCorpus,
    "the shared corpus is not next to the package (../shared/corpus); set LIVERY_CORPUS")
)
struct SourceEquivalenceTests {
  /// Every file under `folder`, by path relative to it (hidden files left out, as sources do).
  static func filesInMemory(_ folder: String) -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let relative = enumerator?.nextObject() as? String {
      guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
        let data = FileManager.default.contents(atPath: folder + "/" + relative)
      else { continue }
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        continue
      }
      files[relative] = [UInt8](data)
    }
    return files
  }

  /// A corpus folder and what to load from it: one file, or the folder itself (`nil`).
  static let cases: [(folder: String, file: String?)] = {
    guard let corpus = Fixtures.corpus else { return [] }
    var cases: [(String, String?)] = []
    for format in ["motif", "maf", "nss"] {
      let names =
        (try? FileManager.default.contentsOfDirectory(atPath: corpus + "/" + format)) ?? []
      for name in names.sorted() where name != "SOURCES.md" { cases.append((format, name)) }
      cases.append((format, nil))
    }
    cases.append(("redbeard/MarvelHeroes", nil))
    cases.append(("redbeard/MarvelHeroes", "theme.inc.json"))
    cases.append(("redbeard", nil))
    return cases
  }()

  @Test(
    "each corpus theme: the same layers and diagnostics from memory as from disk",
    arguments: 0..<cases.count)
  func sameTheme(case index: Int) throws {
    let (relativeFolder, file) = Self.cases[index]
    let folder = Fixtures.corpusFile(relativeFolder)
    let memory = MemorySource(Self.filesInMemory(folder), root: folder)
    let onDisk: ThemeInput = file.map { .file(folder + "/" + $0) } ?? .folder(folder)
    let inMemory = ThemeInput(source: memory, selection: file.map { .file($0) } ?? .folder(""))
    for threads in [1, 2] {
      let options = ThemeLoader.Options(includeDefaults: false, readingThreads: threads)
      let disk = ThemeLoader.read([onDisk], options: options)
      let ram = ThemeLoader.read([inMemory], options: options)
      let what = "\(relativeFolder)/\(file ?? "") on \(threads) thread(s)"
      #expect(disk.diagnostics == ram.diagnostics, "\(what)")
      #expect(disk.layers.map(\.name) == ram.layers.map(\.name), "\(what)")
      #expect(disk.layers.map(\.role) == ram.layers.map(\.role), "\(what)")
      try #require(disk.layers.count == ram.layers.count)
      for (left, right) in zip(disk.layers, ram.layers) {
        try #require(
          left.stylesheets.count == right.stylesheets.count, "\(what): layer \(left.name)")
        for (a, b) in zip(left.stylesheets, right.stylesheets) {
          #expect(
            a.path == b.path && a.format == b.format && a.readingNote == b.readingNote,
            "\(what): \(a.path)")
          #expect(a.rules == b.rules && a.constants == b.constants, "\(what): \(a.path)")
          #expect(a.diagnostics == b.diagnostics, "\(what): \(a.path)")
          #expect(
            a.conditions == b.conditions && a.typeAliases == b.typeAliases, "\(what): \(a.path)")
        }
      }
      #expect(disk.compile().diagnostics == ram.compile().diagnostics, "\(what)")
    }
  }

  @Test(
    "the cases cover every corpus format Livery reads (design tokens come with their own issue)")
  func coverage() {
    let folders = Set(
      Self.cases.map { $0.folder.split(separator: "/").first.map(String.init) ?? "" })
    #expect(folders == ["motif", "maf", "nss", "redbeard"])
    #expect(Self.cases.count > 40)
  }
}

/// The same comparison without the corpus, over the bundled examples and the selections a caller may
/// write differently (`./`, trailing slashes, a theme name).
@Suite("Themes from memory read as from disk (Examples/)")
struct ExampleSourceEquivalenceTests {
  @Test("every example, selected several ways, reads the same from memory as from disk")
  func examples() throws {
    let examples = Fixtures.packageRoot + "/Examples"
    let disk = FolderSource(examples)
    let memory = MemorySource(SourceEquivalenceTests.filesInMemory(examples), root: examples)
    let selections: [ThemeInput.Selection] = [
      .file("motif/Buttons.yaml"), .file("./motif/Buttons.yaml"),
      .themeName("Buttons", inFolder: "motif"),
      .file("maf/Brand.xml"), .file("nss/Brand.nss"), .file("nss/FioriBrand.nss"),
      .folder("nss/mistakes/"),
      .folder("redbeard"), .folder("./redbeard//"), .file("redbeard/theme_pad.inc.json"),
      .folder("motif/brand"), .folder(""),
    ]
    for selection in selections {
      let options = ThemeLoader.Options(includeDefaults: false)
      let a = ThemeLoader.read([ThemeInput(source: disk, selection: selection)], options: options)
      let b = ThemeLoader.read([ThemeInput(source: memory, selection: selection)], options: options)
      #expect(a.diagnostics == b.diagnostics, "\(selection)")
      #expect(a.layers.map(\.name) == b.layers.map(\.name), "\(selection)")
      let sheetsA = a.layers.flatMap(\.stylesheets)
      let sheetsB = b.layers.flatMap(\.stylesheets)
      #expect(sheetsA.map(\.path) == sheetsB.map(\.path), "\(selection)")
      #expect(
        sheetsA.map(\.rules) == sheetsB.map(\.rules)
          && sheetsA.map(\.diagnostics) == sheetsB.map(\.diagnostics), "\(selection)")
      #expect(sheetsA.count > 1, "\(selection) read something")
    }
  }
}

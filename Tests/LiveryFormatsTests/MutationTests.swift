import Foundation
import LiveryCore
import LiveryFormats
import LiveryTestSupport
import Testing

/// Damaged theme files, made by mutating real ones with a fixed seed: whatever the damage, loading
/// never crashes or hangs, every diagnostic has a location inside its file, and reading on several
/// threads gives what one thread gives. (A longer run of the same idea found the `\r` and
/// end-of-text location bugs.)
@Suite("Mutated theme files: located diagnostics, never a crash")
struct MutationTests {
  /// SplitMix64: deterministic, so a failure names the seed and the run repeats it.
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ limit: Int) -> Int { Int(next() % UInt64(max(limit, 1))) }
  }

  static let tokens = [
    "{", "}", "[", "]", "\"", "\\", ":", ",", "#", "$", "<", ">", "/>", "</Style>", "&amp;", "&#0;",
    "\n", "\r", "\r\n",
    "\t", " - ", "- ", "? ", "|", ">-", "---", "ref://", "glyph://", "@media", "!important", "/*",
    "*/", "é", "☕", "\u{FEFF}",
    "1e999", "-0", "inherits", "BasedOn", "superclass", "_superclass", "&", "*x", "!!str",
  ].map { Array($0.utf8) }

  static func mutate(_ bytes: [UInt8], _ random: inout Random) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<(1 + random.below(5)) {
      let position = bytes.isEmpty ? 0 : random.below(bytes.count)
      switch random.below(6) {
      case 0 where !bytes.isEmpty: bytes[position] = UInt8(random.below(128))
      case 1: bytes.insert(contentsOf: tokens[random.below(tokens.count)], at: position)
      case 2 where !bytes.isEmpty:
        bytes.removeSubrange(position..<min(bytes.count, position + 1 + random.below(40)))
      case 3: bytes = Array(bytes.prefix(position))
      case 4 where !bytes.isEmpty:
        let chunk = Array(bytes[position..<min(bytes.count, position + 1 + random.below(80))])
        bytes.insert(contentsOf: chunk, at: random.below(bytes.count))
      default:
        bytes.insert(
          contentsOf: Array(
            repeating: tokens[random.below(tokens.count)], count: 1 + random.below(50)
          ).joined(), at: position)
      }
    }
    return bytes
  }

  /// The example theme files (always there) and the corpus (when it is next to the package).
  static var originals: [String] {
    var roots = [Fixtures.packageRoot + "/Examples"]
    if let corpus = Fixtures.corpus {
      roots += [corpus + "/motif", corpus + "/nss", corpus + "/maf"]
    }
    return roots.flatMap { root in
      (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
        .filter {
          ["yaml", "yml", "json", "xml", "nss"].contains(($0 as NSString).pathExtension)
            && !$0.contains("redbeard")
        }
        .map { root + "/" + $0 }
    }.sorted()
  }

  @Test(
    "every diagnostic of 400 damaged files is located inside its file; MAF reads the same on 1 and 2 threads"
  )
  func damagedFiles() throws {
    var random = Random(state: 0x11FE_2026)
    let folder = Fixtures.temporaryFolder()
    let originals = Self.originals
    try #require(!originals.isEmpty)
    var rangesChecked = 0
    for round in 0..<400 {
      let original = originals[random.below(originals.count)]
      let bytes = Self.mutate(
        Array(FileManager.default.contents(atPath: original) ?? Data()), &random)
      let path = folder + "/damaged-\(round)." + (original as NSString).pathExtension
      _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
      let compiled = readTheme([.path(path)]).compile()
      for diagnostic in compiled.diagnostics {
        let location = try #require(
          diagnostic.location, "round \(round) (\(original)): \(diagnostic)")
        guard let source = compiled.sources[location.file] else { continue }
        rangesChecked += 1
        let lines = source.text.utf8.split(separator: 10, omittingEmptySubsequences: false)
        #expect(
          location.line >= 1 && location.line <= lines.count,
          "round \(round) (\(original)): \(diagnostic)")
        if location.line >= 1, location.line <= lines.count {
          let length = String(decoding: lines[location.line - 1], as: UTF8.self).unicodeScalars
            .count
          #expect(
            location.column >= 1 && location.column <= length + 1,
            "round \(round) (\(original)): \(diagnostic)")
        }
      }
      if path.hasSuffix(".xml") {
        let one = MAFReader.read(path: path, options: .init(threads: 1))
        let two = MAFReader.read(path: path, options: .init(threads: 2))
        #expect(
          one.rules == two.rules && one.diagnostics == two.diagnostics,
          "round \(round) (\(original))")
      }
    }
    // Most damaged files give several diagnostics with their source kept: the checks above ran.
    #expect(rangesChecked > 400)
  }
}

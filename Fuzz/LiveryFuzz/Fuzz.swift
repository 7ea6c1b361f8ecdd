import Foundation
import LiveryCore
import LiveryFormats
import LiveryProbes
import LiveryReporting

/// One libFuzzer entry point for every reader; `LIVERY_FUZZ_TARGET` picks the reader (`Fuzz/run`
/// sets it): `maf`, `nss`, `motif-yaml`, `json` (Motif JSON and a Redbeard theme file) or
/// `redbeard` (an include graph: the input is split into files at each `\n=====\n`).
///
/// Each input is read, compiled, checked and rendered, and the invariants Livery's mutation tests
/// check must hold: no crash, every diagnostic inside its file, the same result on 1 and 2
/// threads. A broken invariant aborts, which libFuzzer reports as a crash with the input saved.
enum FuzzTarget: String {
  case maf, nss
  case motifYAML = "motif-yaml"
  case json, redbeard

  static let current: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["LIVERY_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
      FileHandle.standardError.write(
        Data("set LIVERY_FUZZ_TARGET to maf, nss, motif-yaml, json or redbeard\n".utf8))
      exit(2)
    }
    return target
  }()

  func run(_ bytes: [UInt8]) {
    switch self {
    case .maf:
      let one = Probes.readMAF(bytes: bytes, path: "fuzz.xml", threads: 1)
      let two = Probes.readMAF(bytes: bytes, path: "fuzz.xml", threads: 2)
      Invariants.require(
        one.rules == two.rules && one.diagnostics == two.diagnostics,
        "MAF reads differently on 1 and 2 threads")
      Invariants.check(Theme(layers: [Layer("fuzz", stylesheets: [one])]))
    case .nss:
      Invariants.check(
        Theme(layers: [Layer("fuzz", stylesheets: [Probes.readNSS(bytes: bytes, path: "fuzz.nss")])]
        ))
    case .motifYAML:
      Invariants.check(
        Theme(layers: [
          Layer("fuzz", stylesheets: [Probes.readMotif(bytes: bytes, path: "fuzz.yaml")])
        ]))
    case .json:
      Invariants.check(
        Theme(layers: [
          Layer("fuzz", stylesheets: [Probes.readMotif(bytes: bytes, path: "fuzz.json")])
        ]))
      Invariants.check(
        Theme(layers: [
          Layer("fuzz", stylesheets: [Probes.readRedbeard(bytes: bytes, path: "fuzz.json")])
        ]))
    case .redbeard:
      let source = MemorySource(Self.files(splitting: bytes), root: "fuzz")
      let one = Probes.loadRedbeard(folder: "", of: source, threads: 1)
      let two = Probes.loadRedbeard(folder: "", of: source, threads: 2)
      Invariants.require(
        one.stylesheets.map(\.rules) == two.stylesheets.map(\.rules)
          && one.stylesheets.map(\.diagnostics) == two.stylesheets.map(\.diagnostics),
        "Redbeard loads differently on 1 and 2 threads")
      Invariants.check(Theme(layers: [one]))
    }
  }

  /// The files of an include graph: the first part is `theme.inc.json`, then `a.inc.json`,
  /// `b.json`, `c.inc.json`, … so includes and themes can name each other.
  static func files(splitting bytes: [UInt8]) -> [String: [UInt8]] {
    let separator = Array("\n=====\n".utf8)
    var parts: [[UInt8]] = []
    var start = 0
    var index = 0
    while index + separator.count <= bytes.count {
      if bytes[index..<index + separator.count].elementsEqual(separator) {
        parts.append(Array(bytes[start..<index]))
        index += separator.count
        start = index
      } else {
        index += 1
      }
    }
    parts.append(Array(bytes[start...]))
    var files: [String: [UInt8]] = [:]
    for (number, part) in parts.prefix(26).enumerated() {
      let letter = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(number - 1 < 0 ? 0 : number - 1)))
      let name =
        number == 0 ? "theme.inc.json" : (number % 2 == 1 ? "\(letter).inc.json" : "\(letter).json")
      files[name] = part
    }
    return files
  }
}

/// What must hold for any input.
enum Invariants {
  static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    FileHandle.standardError.write(Data("invariant broken: \(message())\n".utf8))
    abort()
  }

  /// Compiles, checks, resolves every style once and renders every diagnostic; each diagnostic
  /// and note must point inside its file.
  static func check(_ theme: Theme) {
    let compiled = theme.compile()
    let diagnostics = compiled.diagnostics
    // Each file's line lengths, in characters, counted once.
    var lineLengths: [SourceFileID: [Int]] = [:]
    func requireInside(_ location: SourceLocation?, _ diagnostic: Diagnostic) {
      guard let location, let source = compiled.sources[location.file] else { return }
      let lengths =
        lineLengths[location.file]
        ?? source.text.utf8.split(separator: 10, omittingEmptySubsequences: false).map {
          String(decoding: $0, as: UTF8.self).unicodeScalars.count
        }
      lineLengths[location.file] = lengths
      require(
        location.line >= 1 && location.line <= lengths.count, "line outside the file: \(diagnostic)"
      )
      require(
        location.column >= 1 && location.column <= lengths[location.line - 1] + 1,
        "column outside its line: \(diagnostic)")
    }
    for diagnostic in diagnostics {
      requireInside(diagnostic.location, diagnostic)
      for note in diagnostic.notes { requireInside(note.location, diagnostic) }
    }
    for name in compiled.styleNames { _ = compiled.resolve(StyleQuery(named: [name])) }
    for type in compiled.typeStyles { _ = compiled.resolve(StyleQuery(for: type)) }
    _ = DiagnosticRenderer(sources: compiled.sources).render(diagnostics)
  }
}

#if LIVERY_FUZZING
/// libFuzzer's driver, from the fuzzer runtime `-sanitize=fuzzer` links.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// What libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  FuzzTarget.current.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}

/// SwiftPM links an executable's entry point as `<module>_main` (`--defsym main=…`), which hides
/// libFuzzer's own `main`: it hands over to libFuzzer's driver.
@_cdecl("LiveryFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> CInt
{
  var argc = argc
  var argv = argv
  return runFuzzerDriver(&argc, &argv) { fuzzOneInput($0, $1) }
}
#else
/// Without the fuzzer (a plain `swift build`): runs the chosen target once over each file given,
/// to replay a crash libFuzzer saved.
@main
struct Replay {
  static func main() {
    for path in CommandLine.arguments.dropFirst() {
      let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
      FuzzTarget.current.run(bytes)
      print("ok \(path)")
    }
  }
}
#endif

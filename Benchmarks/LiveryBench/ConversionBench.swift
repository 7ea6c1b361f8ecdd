import Benchmark
import Foundation
import LiveryConversion
import LiveryCore
import LiveryFormats
import LiveryProbes

// Issue 17: design tokens in through a resolver, and the 5 MB Motif theme converted to every format,
// each against reading the same bytes as Livery reads them today (MB/s in RESULTS.md).

/// The shared corpus (`LIVERY_CORPUS`, or `../shared/corpus` beside the package), if present.
let corpusRoot: String? = {
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<3 { url.deleteLastPathComponent() }
  let path =
    ProcessInfo.processInfo.environment["LIVERY_CORPUS"]
    ?? url.deletingLastPathComponent().appendingPathComponent("shared/corpus").path
  return FileManager.default.fileExists(atPath: path + "/dtcg") ? path : nil
}()

/// The largest corpus token set: GitHub Primer, 12 permutations (4 themes × 3 sizes) over 46 files.
let primerResolver = (corpusRoot ?? "") + "/dtcg/github-primer.resolver.json"

func loadTokens(inputs: [String: String]? = nil) -> Theme {
  ThemeLoader.read(
    [.file(primerResolver)],
    options: .init(
      formats: .standard(dtcg: DTCGFormat.Options(resolverInputs: inputs)), includeDefaults: false))
}

/// Every token file the resolver reads, concatenated: the same bytes for the baseline.
let primerFiles: [[UInt8]] = {
  guard corpusRoot != nil else { return [] }
  return loadTokens(inputs: ["theme": "light", "size": "default"]).layers.flatMap(\.stylesheets)
    .compactMap { sheet in
      sheet.source.map { Array($0.text.utf8) }
    }
}()

/// The 5 MB Motif theme, read once, for the writers.
let motifTheme = Theme(layers: [
  Layer("app", stylesheets: [Probes.readMotif(yaml: theme.yaml, path: "Bench.yaml")])
])

func registerConversionBenchmarks() {
  if corpusRoot != nil {
    let bytes = primerFiles.reduce(0) { $0 + $1.count }
    print("Tokens: github-primer, \(primerFiles.count) files, \(bytes) bytes")
    Benchmark("Tokens: Livery JSON scanner over the resolver's files (baseline)") { benchmark in
      for _ in benchmark.scaledIterations {
        for file in primerFiles {
          blackHole(Probes.scanJSON(file, path: "Bench.tokens.json"))
        }
      }
    }
    Benchmark("Tokens: github-primer resolver, one permutation (--input), load+compile") {
      benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(loadTokens(inputs: ["theme": "dark", "size": "default"]).compile())
      }
    }
    Benchmark("Tokens: github-primer resolver, all 12 permutations factored, load+compile") {
      benchmark in
      for _ in benchmark.scaledIterations { blackHole(loadTokens().compile()) }
    }
  } else {
    print(
      "Tokens benchmarks skipped: the shared corpus (../shared/corpus/dtcg) is not here; set LIVERY_CORPUS"
    )
  }
  // The baseline for conversion is "YAML: Livery Motif load+compile" above, on the same 5 MB: what
  // reading costs. Converting = reading (the same) + flattening + writing, measured here.
  for target in ConversionTarget.allCases {
    Benchmark(
      "Convert: 5 MB Motif → \(target.rawValue) (flatten + write)",
      configuration: .init(maxIterations: 10)
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(target.writer.write(ConversionSource(theme: motifTheme), baseName: "Bench"))
      }
    }
  }
}

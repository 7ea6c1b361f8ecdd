import Benchmark
import Foundation
import LiveryCore
import LiveryFormats
import Yams

/// The ~5 MB theme every benchmark reads, generated once per process.
let theme = ThemeGenerator.make(targetBytes: 5_000_000)
let yamlBytes = theme.yaml.utf8.count
let jsonBytes = Array(theme.json.utf8)

/// Load + compile: what an app pays to go from theme text to a resolvable theme.
func loadMotif(yaml: String) -> CompiledTheme {
  let sheet = MotifReader.read(yaml: yaml, path: "Bench.yaml")
  return Theme(layers: [MotifThemeLoader.layer(named: "app", files: [sheet])]).compile()
}

func loadMotif(json: String) -> CompiledTheme {
  let sheet = MotifReader.read(json: json, path: "Bench.json")
  return Theme(layers: [MotifThemeLoader.layer(named: "app", files: [sheet])]).compile()
}

let environments: [Environment] = [
  .default, .default.setting(.colorScheme, to: "dark"), .default.setting(.idiom, to: "pad"),
  .default.setting(.colorScheme, to: "dark").setting(.idiom, to: "pad"),
]

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
    warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 30)

  // (a) Loading, against the libraries that merely parse the same bytes.
  Benchmark("YAML: Yams.compose alone (baseline)") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(try? Yams.compose(yaml: theme.yaml)) }
  }
  Benchmark("YAML: Yams.compose, basic resolver (baseline)") { benchmark in
    // What Livery's YAML reader calls: Motif's scalar rules replace Yams' YAML 1.1 resolver.
    for _ in benchmark.scaledIterations { blackHole(try? Yams.compose(yaml: theme.yaml, .basic)) }
  }
  Benchmark("YAML: Livery Motif load+compile") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(loadMotif(yaml: theme.yaml)) }
  }
  Benchmark("JSON: JSONSerialization alone (baseline)") { benchmark in
    let data = Data(jsonBytes)
    for _ in benchmark.scaledIterations { blackHole(try? JSONSerialization.jsonObject(with: data)) }
  }
  Benchmark("JSON: Livery scanner alone") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(JSONScanner.parse(jsonBytes, file: SourceFileID(path: "Bench.json"), options: .lenient))
    }
  }
  Benchmark("JSON: Livery Motif load+compile") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(loadMotif(json: theme.json)) }
  }
  Benchmark("JSON: Livery Motif load+compile+check") { benchmark in
    // The whole-theme check `livery check` runs: references, cycles, every value's type.
    for _ in benchmark.scaledIterations { blackHole(loadMotif(json: theme.json).diagnostics) }
  }

  // (b) Warm lookup: the memoized path every styled component takes.
  Benchmark(
    "Resolve: warm lookup",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 10, scalingFactor: .kilo, maxDuration: .seconds(3))
  ) { benchmark in
    let compiled = loadMotif(json: theme.json)
    let query = StyleQuery(styles: ["Style4242"])
    blackHole(compiled.resolve(query))
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(compiled.resolve(query)) }
    benchmark.stopMeasurement()
  }

  // (c) Cold: every class in four environments, on a freshly compiled theme each time.
  Benchmark("Resolve: cold, every style in 4 environments", configuration: .init(maxIterations: 8)) { benchmark in
    for _ in benchmark.scaledIterations {
      let compiled = loadMotif(json: theme.json)
      let names = theme.classNames.map(StyleName.init)
      benchmark.startMeasurement()
      for environment in environments {
        for name in names { blackHole(compiled.resolve(StyleQuery(styles: [name], environment: environment))) }
      }
      benchmark.stopMeasurement()
    }
  }
}

import Benchmark
import Foundation
import LiveryCore
import LiveryFormats
import LiveryProbes
import RuntimeWorkload
import Yams

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The ~5 MB theme every benchmark reads, generated once per process.
let theme = ThemeGenerator.make(targetBytes: 5_000_000)
let yamlBytes = theme.yaml.utf8.count
let jsonBytes = Array(theme.json.utf8)

/// Load + compile: what an app pays to go from theme text to a resolvable theme.
func loadMotif(yaml: String) -> CompiledTheme {
  Theme(layers: [Layer("app", stylesheets: [Probes.readMotif(yaml: yaml, path: "Bench.yaml")])])
    .compile()
}

func loadMotif(json: String) -> CompiledTheme {
  Theme(layers: [Layer("app", stylesheets: [Probes.readMotif(json: json, path: "Bench.json")])])
    .compile()
}

/// The ~5 MB MAF styling document.
let mafXML = MAFGenerator.make(targetBytes: 5_000_000)

/// The ~5 MB NUI stylesheet.
let nssText = NSSGenerator.make(targetBytes: 5_000_000)
let nssBytes = Array(nssText.utf8)

func loadNSS() -> CompiledTheme {
  Theme(layers: [Layer("nss", stylesheets: [Probes.readNSS(nss: nssText, path: "Bench.nss")])])
    .compile()
}

/// The ~5 MB Redbeard theme over ~200 files, written to a temporary folder once per process.
let redbeard = RedbeardGenerator.make(targetBytes: 5_000_000)

/// `threads: nil` reads theme files on every active core, `1` on the caller's thread.
func loadRedbeard(threads: Int?) -> CompiledTheme {
  Theme(layers: [Probes.loadRedbeard(root: redbeard.root, threads: threads)]).compile()
}

/// A SAX delegate that only counts: the cost of parsing the bytes and nothing else.
final class CountingDelegate: NSObject, XMLParserDelegate {
  var count = 0

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    count += attributes.count
  }
}

/// Resolves every query `rounds` times, split over `threads` threads (each takes every other query).
func resolveAll(_ queries: [StyleQuery], in compiled: CompiledTheme, threads: Int, rounds: Int = 1)
{
  DispatchQueue.concurrentPerform(iterations: threads) { part in
    for _ in 0..<rounds {
      for index in stride(from: part, to: queries.count, by: threads) {
        blackHole(compiled.resolve(queries[index]))
      }
    }
  }
}

let environments: [StyleEnvironment] = [
  .default, .default.setting(.colorScheme, to: "dark"), .default.setting(.idiom, to: "pad"),
  .default.setting(.colorScheme, to: "dark").setting(.idiom, to: "pad"),
]

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
    warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 30)

  registerRuntimeBenchmarks()
  registerAppleShapeBenchmarks()
  registerSwiftUIShapeBenchmarks()
  registerPreviewBenchmarks()
  registerTreeBenchmarks()
  registerBundleBenchmarks()
  registerConversionBenchmarks()
  registerDiffBenchmarks()

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
      blackHole(Probes.scanJSON(jsonBytes, path: "Bench.json"))
    }
  }
  Benchmark("JSON: Livery Motif load+compile") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(loadMotif(json: theme.json)) }
  }
  Benchmark("JSON: Livery Motif load+compile+check") { benchmark in
    // The whole-theme check `livery check` runs: references, cycles, every value's type.
    for _ in benchmark.scaledIterations { blackHole(loadMotif(json: theme.json).diagnostics) }
  }

  // MAF styling XML (issue 3): load+compile against a bare XMLParser pass over the same bytes.
  Benchmark("MAF: bare XMLParser pass (baseline)") { benchmark in
    let data = Data(mafXML.utf8)
    for _ in benchmark.scaledIterations {
      let parser = XMLParser(data: data)
      let delegate = CountingDelegate()
      parser.delegate = delegate
      blackHole(parser.parse())
      blackHole(delegate.count)
    }
  }
  Benchmark("MAF: Livery load+compile, two threads") { benchmark in
    for _ in benchmark.scaledIterations {
      let sheet = Probes.readMAF(xml: mafXML, path: "Bench.xml", threads: 2)
      blackHole(Theme(layers: [Layer("maf", stylesheets: [sheet])]).compile())
    }
  }
  Benchmark("MAF: Livery load+compile, one thread") { benchmark in
    for _ in benchmark.scaledIterations {
      let sheet = Probes.readMAF(xml: mafXML, path: "Bench.xml", threads: 1)
      blackHole(Theme(layers: [Layer("maf", stylesheets: [sheet])]).compile())
    }
  }

  // NSS (issue 4): load+compile against a bare pass of Livery's own NSS lexer over the same bytes.
  Benchmark("NSS: bare lexer pass (baseline)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(Probes.tokenizeNSS(nssBytes, path: "Bench.nss"))
    }
  }
  Benchmark("NSS: Livery load+compile") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(loadNSS()) }
  }
  Benchmark("NSS: Livery load+compile+check") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(loadNSS().diagnostics) }
  }

  // Redbeard (issue 5): the whole theme read from disk and compiled, against the bare JSON scanner
  // over the same bytes already in memory.
  Benchmark("Redbeard: bare JSON scanner over every file (baseline)") { benchmark in
    for _ in benchmark.scaledIterations {
      for bytes in redbeard.files { blackHole(Probes.scanJSON(bytes, path: "B.json")) }
    }
  }
  Benchmark("Redbeard: Livery load+compile (from disk), every core") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(loadRedbeard(threads: nil)) }
  }
  Benchmark("Redbeard: Livery load+compile, one thread") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(loadRedbeard(threads: 1)) }
  }
  Benchmark("Redbeard: Livery load+compile+check") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(loadRedbeard(threads: nil).diagnostics) }
  }

  // (b) Warm lookup: the memoized path every styled component takes.
  Benchmark(
    "Resolve: warm lookup",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], warmupIterations: 10, scalingFactor: .kilo,
      maxDuration: .seconds(3))
  ) { benchmark in
    let compiled = loadMotif(json: theme.json)
    let query = StyleQuery(named: ["Style4242"])
    blackHole(compiled.resolve(query))
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(compiled.resolve(query)) }
    benchmark.stopMeasurement()
  }
  // The same lookup with the query built anew each time, as `CompiledTheme.style(for:…)` and a
  // component that does not keep its query ask: building it (sorting states, hashing the fields,
  // one allocation) and comparing it field by field with the memo's key.
  Benchmark(
    "Resolve: warm lookup, query built anew",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], warmupIterations: 10, scalingFactor: .kilo,
      maxDuration: .seconds(3))
  ) { benchmark in
    let compiled = loadMotif(json: theme.json)
    let name = StyleName("Style4242")
    blackHole(compiled.resolve(StyleQuery(named: [name])))
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(compiled.resolve(StyleQuery(named: [name]))) }
    benchmark.stopMeasurement()
  }

  // (d) Two threads resolving disjoint queries on one theme, against one thread resolving the same
  // queries: the memo is sharded and resolution works outside its locks, so two threads should
  // take about half the time on two cores (issue 10 §4).
  for threads in [1, 2] {
    let name = threads == 1 ? "one thread (baseline)" : "two threads on disjoint halves"
    Benchmark("Resolve: cold, every style, \(name)", configuration: .init(maxIterations: 10)) {
      benchmark in
      for _ in benchmark.scaledIterations {
        let compiled = loadMotif(json: theme.json)
        let queries = theme.classNames.map { StyleQuery(named: [StyleName($0)]) }
        benchmark.startMeasurement()
        resolveAll(queries, in: compiled, threads: threads)
        benchmark.stopMeasurement()
      }
    }
  }
  // Warm lookups: 200,000 memoized resolutions of 1,000 styles per measurement, on one thread or
  // split over two (one hand-over per measurement, so dispatching threads does not dominate).
  for threads in [1, 2] {
    let name = threads == 1 ? "one thread (baseline)" : "two threads"
    Benchmark(
      "Resolve: 200k warm lookups, \(name)",
      configuration: .init(metrics: [.wallClock], maxIterations: 20)
    ) { benchmark in
      let compiled = loadMotif(json: theme.json)
      let queries = theme.classNames.prefix(1_000).map { StyleQuery(named: [StyleName($0)]) }
      resolveAll(queries, in: compiled, threads: 1)
      for _ in benchmark.scaledIterations {
        benchmark.startMeasurement()
        resolveAll(queries, in: compiled, threads: threads, rounds: 200)
        benchmark.stopMeasurement()
      }
    }
  }

  // (c) Cold: every class in four environments, on a freshly compiled theme each time.
  Benchmark("Resolve: cold, every style in 4 environments", configuration: .init(maxIterations: 8))
  { benchmark in
    for _ in benchmark.scaledIterations {
      let compiled = loadMotif(json: theme.json)
      let names = theme.classNames.map(StyleName.init)
      benchmark.startMeasurement()
      for environment in environments {
        for name in names {
          blackHole(compiled.resolve(StyleQuery(named: [name], in: environment)))
        }
      }
      benchmark.stopMeasurement()
    }
  }
}

// Workloads in a loop, for a profiler. Not a benchmark: no numbers.
//
//   valgrind --tool=callgrind .build/release/RuntimeProfile [ROUNDS]
//     the runtime benchmark's warm light → dark switch, ROUNDS times (10)
//   valgrind --tool=callgrind --toggle-collect='*resolveColdQueries*' \
//     .build/release/RuntimeProfile cold [STYLES]
//     cold resolution (issue 31): the 5 MB Motif benchmark theme compiled, then its first STYLES
//     classes (all) resolved once in each of the resolution benchmark's four environments; only
//     the resolutions are collected, so instructions ÷ (STYLES × 4) is the cost of one query.
//   valgrind --tool=callgrind --toggle-collect='*resolveWarmQueries*' \
//     .build/release/RuntimeProfile warm [LOOKUPS]
//     warm lookups (issue 31): the resolution benchmark's warm query (one style, resolved once
//     first) asked LOOKUPS times (1,000,000); instructions ÷ LOOKUPS is the cost of one lookup.
//   valgrind --tool=callgrind --toggle-collect='*resolveFreshWarmQueries*' \
//     .build/release/RuntimeProfile warm-fresh [LOOKUPS]
//     the same, the query built anew for every lookup (as `CompiledTheme.style(for:…)` does).
//   valgrind --tool=callgrind --toggle-collect='*checkCompiled*' \
//     .build/release/RuntimeProfile check-nss
//     the whole-theme check (`livery check`'s) of the 5 MB NUI benchmark stylesheet, compiled
//     first; only the check is collected.
//   valgrind --tool=callgrind --toggle-collect='*compileMotifJSON*' \
//     .build/release/RuntimeProfile compile-json
//     reading and compiling the 5 MB Motif benchmark theme's JSON form.
import Foundation
import LiveryCore
import LiveryFormats
import LiveryHTML
import LiveryProbes
@_spi(LiveryAdapter) @_spi(LiveryTesting) import LiveryRuntime
import RuntimeWorkload

@MainActor
func run() {
  let theme = RuntimeWorkload.compile()
  let applier = ThemeApplier(theme: theme, appliers: HTMLAppliers.standard())
  let views = RuntimeWorkload.components()
  for view in views { applier.apply(to: view) }
  let rounds = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 10
  for _ in 0..<rounds {
    applier.environment = RuntimeWorkload.darkEnvironment
    if rounds == 1 { print(applier.setterCallCount, views[1].element.styleText) }
    applier.environment = .default
    if rounds == 1 { print(applier.setterCallCount, views[1].element.styleText) }
  }
  print(applier.setterCallCount)
}

/// Resolves every query once, on a freshly compiled theme: the function callgrind collects.
@inline(never)
func resolveColdQueries(_ queries: [StyleQuery], in theme: CompiledTheme) -> Int {
  var properties = 0
  for query in queries { properties += theme.resolve(query).properties.count }
  return properties
}

func cold() {
  let count = Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? Int.max
  let generated = ThemeGenerator.make(targetBytes: 5_000_000)
  let theme = Theme(
    layers: [
      Layer("app", stylesheets: [Probes.readMotif(yaml: generated.yaml, path: "Bench.yaml")])
    ]
  ).compile()
  let environments: [StyleEnvironment] = [
    .default, .default.setting(.colorScheme, to: "dark"), .default.setting(.idiom, to: "pad"),
    .default.setting(.colorScheme, to: "dark").setting(.idiom, to: "pad"),
  ]
  let names = generated.classNames.prefix(count).map(StyleName.init)
  let queries = environments.flatMap { environment in
    names.map { StyleQuery(named: [$0], in: environment) }
  }
  let start = Date()
  let properties = resolveColdQueries(queries, in: theme)
  let seconds = Date().timeIntervalSince(start)
  print(
    "\(queries.count) cold queries, \(properties) properties, \(String(format: "%.2f", seconds * 1e6 / Double(queries.count))) µs a query"
  )
}

/// Asks the same query `count` times of a theme that has resolved it: the function callgrind collects.
@inline(never)
func resolveWarmQueries(_ query: StyleQuery, count: Int, in theme: CompiledTheme) -> Int {
  var properties = 0
  for _ in 0..<count { properties &+= theme.resolve(query).properties.count }
  return properties
}

/// The same, building an equal query for every lookup: the function callgrind collects.
@inline(never)
func resolveFreshWarmQueries(_ name: StyleName, count: Int, in theme: CompiledTheme) -> Int {
  var properties = 0
  for _ in 0..<count { properties &+= theme.resolve(StyleQuery(named: [name])).properties.count }
  return properties
}

func warm(fresh: Bool) {
  let count = Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 1_000_000
  let json = ThemeGenerator.make(targetBytes: 5_000_000).json
  let theme = compileMotifJSON(json)
  let query = StyleQuery(named: ["Style4242"])
  _ = theme.resolve(query)
  let start = Date()
  let properties =
    fresh
    ? resolveFreshWarmQueries("Style4242", count: count, in: theme)
    : resolveWarmQueries(query, count: count, in: theme)
  let seconds = Date().timeIntervalSince(start)
  print(
    "\(count) warm lookups, \(properties) properties, \(String(format: "%.1f", seconds * 1e9 / Double(count))) ns a lookup"
  )
}

/// The whole-theme check of the 5 MB NUI stylesheet, compiled first: the function callgrind collects.
@inline(never)
func checkCompiled(_ theme: CompiledTheme) -> Int { theme.diagnostics.count }

/// Reading and compiling the 5 MB Motif benchmark theme's JSON form: what callgrind collects.
@inline(never)
func compileMotifJSON(_ json: String) -> CompiledTheme {
  Theme(layers: [Layer("app", stylesheets: [Probes.readMotif(json: json, path: "Bench.json")])])
    .compile()
}

func compileJSON() {
  let json = ThemeGenerator.make(targetBytes: 5_000_000).json
  print("\(compileMotifJSON(json).styleNames.count) styles")
}

func checkNSS() {
  let text = NSSGenerator.make(targetBytes: 5_000_000)
  let theme = Theme(layers: [
    Layer("nss", stylesheets: [Probes.readNSS(nss: text, path: "Bench.nss")])
  ])
  .compile()
  print("\(checkCompiled(theme)) diagnostics")
}

if CommandLine.arguments.dropFirst().first == "cold" {
  cold()
} else if CommandLine.arguments.dropFirst().first == "warm" {
  warm(fresh: false)
} else if CommandLine.arguments.dropFirst().first == "warm-fresh" {
  warm(fresh: true)
} else if CommandLine.arguments.dropFirst().first == "check-nss" {
  checkNSS()
} else if CommandLine.arguments.dropFirst().first == "compile-json" {
  compileJSON()
} else {
  MainActor.assumeIsolated { run() }
}

// swift-tools-version:6.1
import PackageDescription

// The benchmarks live in their own package so that `swift build` and `swift test` of Livery never
// build the benchmark harness. Run from this folder: `swift package benchmark`.
let package = Package(
  name: "LiveryBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Livery", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
  ],
  targets: [
    .executableTarget(
      name: "LiveryBench",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "LiveryCore", package: "Livery"),
        .product(name: "LiveryFormats", package: "Livery"),
        .product(name: "Yams", package: "Yams"),
      ],
      path: "LiveryBench",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ],
  swiftLanguageModes: [.v6]
)

// swift-tools-version:6.2
import PackageDescription

// The benchmarks live in their own package so that `swift build` and `swift test` of Livery never
// build the benchmark harness. Run from this folder: `swift package benchmark`.
let package = Package(
  name: "LiveryBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Livery", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
    .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
  ],
  targets: [
    // The runtime benchmarks' theme and components, shared with the profiling loop.
    .target(
      name: "RuntimeWorkload",
      dependencies: [
        .product(name: "LiveryCore", package: "Livery"),
        .product(name: "LiveryFormats", package: "Livery"),
        .product(name: "LiveryRuntime", package: "Livery"),
        .product(name: "LiveryHTML", package: "Livery"),
      ],
      path: "RuntimeWorkload"
    ),
    // glibc's allocator statistics, for the runtime's bytes-per-component measurement.
    .target(name: "MallocStats", path: "MallocStats"),
    .executableTarget(
      name: "LiveryBench",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "LiveryCore", package: "Livery"),
        .product(name: "LiveryFormats", package: "Livery"),
        .product(name: "LiveryRuntime", package: "Livery"),
        .product(name: "LiveryHTML", package: "Livery"),
        .product(name: "LiveryComponents", package: "Livery"),
        .product(name: "LiveryServer", package: "Livery"),
        .product(name: "LiveryBundles", package: "Livery"),
        .product(name: "LiveryConversion", package: "Livery"),
        .product(name: "LiveryDiff", package: "Livery"),
        .product(name: "LiveryProbes", package: "Livery"),
        .product(name: "LiveryTestSupport", package: "Livery"),
        .product(name: "LiveryAppleSupport", package: "Livery"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "Yams", package: "Yams"),
        "MallocStats", "RuntimeWorkload",
      ],
      path: "LiveryBench",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // The runtime workload in a loop, for profiling with valgrind's callgrind.
    .executableTarget(
      name: "RuntimeProfile",
      dependencies: [
        .product(name: "LiveryCore", package: "Livery"),
        .product(name: "LiveryFormats", package: "Livery"),
        .product(name: "LiveryRuntime", package: "Livery"),
        .product(name: "LiveryHTML", package: "Livery"),
        .product(name: "LiveryProbes", package: "Livery"),
        "RuntimeWorkload",
      ],
      path: "RuntimeProfile"
    ),
  ],
  swiftLanguageModes: [.v6]
)

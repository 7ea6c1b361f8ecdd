// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for Livery's readers, in their own package so that Livery's build never sees the
// sanitizer flags. Build and run with `Fuzz/run` (it passes `-sanitize=fuzzer,address` and uses its
// own scratch folder); see Fuzz/README.md.
let package = Package(
  name: "LiveryFuzz",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "Livery", path: "..")],
  targets: [
    .executableTarget(
      name: "LiveryFuzz",
      dependencies: [
        .product(name: "LiveryCore", package: "Livery"),
        .product(name: "LiveryFormats", package: "Livery"),
        .product(name: "LiveryProbes", package: "Livery"),
        .product(name: "LiveryReporting", package: "Livery"),
      ],
      path: "LiveryFuzz"
    )
  ],
  swiftLanguageModes: [.v6]
)

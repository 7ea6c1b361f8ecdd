// swift-tools-version:6.2
import PackageDescription

/// Settings every target shares: Swift 6 mode with the upcoming features the code-style guide asks for.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "Livery",
  // macOS 14: Hummingbird 2 (the preview and bundle servers, the CLI) needs it. The products an app
  // links (Livery, LiveryHTML, LiveryBundles, …) ask for nothing newer than iOS 16; where an API
  // needs a newer OS (Observation), it says so with @available.
  platforms: [.macOS(.v14), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    // What an app links: `import Livery` (the model, the readers, the runtime) and an adapter.
    .library(name: "Livery", targets: ["Livery"]),
    .library(name: "LiveryCore", targets: ["LiveryCore"]),
    .library(name: "LiveryFormats", targets: ["LiveryFormats"]),
    .library(name: "LiveryReporting", targets: ["LiveryReporting"]),
    .library(name: "LiveryLint", targets: ["LiveryLint"]),
    .library(name: "LiveryDiff", targets: ["LiveryDiff"]),
    .library(name: "LiveryRuntime", targets: ["LiveryRuntime"]),
    .library(name: "LiveryHTML", targets: ["LiveryHTML"]),
    // The UIKit adapter (empty where UIKit is not: Linux builds it as an empty module), and the
    // platform-free part of the Apple adapters it is built on.
    .library(name: "LiveryUIKit", targets: ["LiveryUIKit"]),
    .library(name: "LiveryAppleSupport", targets: ["LiveryAppleSupport"]),
    // The SwiftUI adapter (empty where SwiftUI is not).
    .library(name: "LiverySwiftUI", targets: ["LiverySwiftUI"]),
    .library(name: "LiveryComponents", targets: ["LiveryComponents"]),
    .library(name: "LiveryBundles", targets: ["LiveryBundles"]),
    .library(name: "LiverySymbols", targets: ["LiverySymbols"]),
    .library(name: "LiveryConversion", targets: ["LiveryConversion"]),
    .library(name: "LiveryReload", targets: ["LiveryReload"]),
    .library(name: "LiveryServer", targets: ["LiveryServer"]),
    // The readers alone and the bare passes, for the Benchmarks and Fuzz packages. Not for apps.
    .library(name: "LiveryProbes", targets: ["LiveryProbes"]),
    // Test helpers (headless Chromium, WebDriver, fixtures), shared with the benchmarks. Not for apps.
    .library(name: "LiveryTestSupport", targets: ["LiveryTestSupport"]),
    .executable(name: "livery", targets: ["LiveryCLI"]),
    // The build-tool plugin's generator, and the plugin: `<Target>Theme.swift` from a target's themes.
    .executable(name: "livery-symbols", targets: ["LiverySymbolsTool"]),
    .plugin(name: "LiverySymbolsPlugin", targets: ["LiverySymbolsPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
    .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
  ],
  targets: [
    // The front door: re-exports Core, Formats and Runtime, so an app file says `import Livery`.
    .target(
      name: "Livery", dependencies: ["LiveryCore", "LiveryFormats", "LiveryRuntime"],
      swiftSettings: strictSettings),
    // The unified model: values, IR, layers, resolver, diagnostics. No third-party dependencies.
    .target(name: "LiveryCore", swiftSettings: strictSettings),
    // Readers from theme files to the IR, one folder per format.
    .target(
      name: "LiveryFormats",
      dependencies: ["LiveryCore", .product(name: "Yams", package: "Yams")],
      swiftSettings: strictSettings
    ),
    // Applying resolved styles to live components: appliers, the theme applier. Core only.
    .target(name: "LiveryRuntime", dependencies: ["LiveryCore"], swiftSettings: strictSettings),
    // The HTML/CSS adapter: a component for every catalog type, its appliers, the page renderer.
    // Livery's values written as CSS for every CSS context (strings, identifiers, URLs escaped):
    // the HTML adapter and the CSS writer share it. Core only.
    .target(name: "LiveryCSS", dependencies: ["LiveryCore"], swiftSettings: strictSettings),
    .target(
      name: "LiveryHTML",
      dependencies: ["LiveryCore", "LiveryCSS", "LiveryRuntime", "LiveryComponents"],
      swiftSettings: strictSettings),
    // Components built from the engine's parts: the tree browser (MAF's tree view) as a
    // platform-neutral model every adapter renders.
    .target(name: "LiveryComponents", dependencies: ["LiveryCore"], swiftSettings: strictSettings),
    // The platform-free part of the Apple adapters: traits to environment, control and cell
    // states, per-state plans. Every decision that is not a UIKit or SwiftUI call, tested on Linux.
    .target(
      name: "LiveryAppleSupport", dependencies: ["LiveryCore", "LiveryRuntime"],
      swiftSettings: strictSettings),
    // The UIKit adapter: every file is under `#if canImport(UIKit)`. On Linux it is type-checked
    // against a declared Apple API surface by Scripts/check-apple-surface.sh (Checks/AppleSurface).
    .target(
      name: "LiveryUIKit",
      dependencies: ["LiveryCore", "LiveryRuntime", "LiveryAppleSupport", "LiveryComponents"],
      swiftSettings: strictSettings),
    // The SwiftUI adapter: every file is under `#if canImport(SwiftUI)`. On Linux it is
    // type-checked and tested against a declared SwiftUI surface (Checks/AppleSurface).
    .target(
      name: "LiverySwiftUI",
      dependencies: [
        "LiveryCore", "LiveryFormats", "LiveryRuntime", "LiveryAppleSupport", "LiveryComponents",
        // For UIKit views hosted in SwiftUI (iOS; empty elsewhere).
        "LiveryUIKit",
      ],
      swiftSettings: strictSettings),
    // The lint engine: rules over the gallery matrix (contrast per component, state and
    // scheme, …), shared by `livery lint`, the preview and apps; its configuration file and
    // inline disables are read with the formats' positioned JSON reader.
    .target(
      name: "LiveryLint", dependencies: ["LiveryCore", "LiveryRuntime", "LiveryFormats"],
      swiftSettings: strictSettings),
    // What a change to a theme did: every resolved value of the gallery matrix old → new, with
    // both declarations and the constant that caused it, and the contrast findings it
    // introduced or fixed (`livery diff`, `preview --compare`).
    .target(
      name: "LiveryDiff", dependencies: ["LiveryCore", "LiveryLint", "LiveryReporting"],
      swiftSettings: strictSettings),
    // Signed theme bundles: the format, verification, publishing and the updater. Apps link it;
    // it needs Crypto (Ed25519, SHA-256) and never the server or NIO.
    .target(
      name: "LiveryBundles",
      dependencies: [
        "LiveryCore", "LiveryFormats",
        .product(name: "Crypto", package: "swift-crypto"),
      ],
      swiftSettings: strictSettings
    ),
    // Swift symbols for a theme's names (`livery symbols`, the build-tool plugin). Core only.
    .target(name: "LiverySymbols", dependencies: ["LiveryCore"], swiftSettings: strictSettings),
    // The plugin's generator: the symbols library and the readers only (never the server or NIO).
    .executableTarget(
      name: "LiverySymbolsTool",
      dependencies: ["LiveryCore", "LiveryFormats", "LiveryReporting", "LiverySymbols"],
      swiftSettings: strictSettings),
    .plugin(
      name: "LiverySymbolsPlugin", capability: .buildTool(), dependencies: ["LiverySymbolsTool"]),
    // Writers for every format and CSS, through the shared model (`livery convert`). Tools only.
    .target(
      name: "LiveryConversion", dependencies: ["LiveryCore", "LiveryCSS", "LiveryFormats"],
      swiftSettings: strictSettings),
    // Watching theme files for live reload: inotify on Linux, modification times elsewhere.
    .target(name: "LiveryReload", swiftSettings: strictSettings),
    // The preview server and the bundle file server (Hummingbird): gallery, inspector, live reload,
    // `livery serve`. Apps never link it.
    .target(
      name: "LiveryServer",
      dependencies: [
        "LiveryCore", "LiveryFormats", "LiveryRuntime", "LiveryHTML", "LiveryComponents",
        "LiveryReporting", "LiveryReload", "LiveryLint", "LiveryDiff", "LiveryCSS",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Crypto", package: "swift-crypto"),
      ],
      swiftSettings: strictSettings
    ),
    // Text, ANSI and JSON renderings of diagnostics and resolved styles, for the CLI and tools to come.
    .target(name: "LiveryReporting", dependencies: ["LiveryCore"], swiftSettings: strictSettings),
    // The `livery` command: thin ArgumentParser commands over the libraries.
    .executableTarget(
      name: "LiveryCLI",
      dependencies: [
        "LiveryCore", "LiveryFormats", "LiveryReporting", "LiveryRuntime", "LiveryHTML",
        "LiveryReload", "LiveryServer", "LiveryBundles", "LiveryLint", "LiveryDiff",
        "LiverySymbols", "LiveryConversion", .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings
    ),
    // The README's library example, compiled with the package and run by the tests.
    .executableTarget(
      name: "QuickStart", dependencies: ["Livery"], path: "Examples/QuickStart",
      swiftSettings: strictSettings),
    // What the benchmarks and the fuzzers reach inside the readers (apps load through ThemeLoader).
    .target(
      name: "LiveryProbes", dependencies: ["LiveryCore", "LiveryFormats"],
      swiftSettings: strictSettings),
    // Helpers for tests: location markers, corpus access, diagnostic assertions.
    .target(name: "LiveryTestSupport", dependencies: ["LiveryCore"], swiftSettings: strictSettings),
    .testTarget(
      name: "LiveryCoreTests",
      dependencies: ["LiveryCore", "LiveryTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LiveryFormatsTests",
      dependencies: ["LiveryCore", "LiveryFormats", "LiveryTestSupport", "QuickStart"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LiveryReportingTests",
      dependencies: ["LiveryCore", "LiveryFormats", "LiveryReporting", "LiveryTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LiveryRuntimeTests",
      dependencies: [
        "LiveryCore", "LiveryFormats", "LiveryRuntime", "LiveryHTML", "LiveryTestSupport",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LiveryLintTests",
      dependencies: ["LiveryLint", "LiveryCore", "LiveryFormats", "LiveryTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LiveryDiffTests",
      dependencies: ["LiveryDiff", "LiveryCore", "LiveryFormats", "LiveryTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LiveryAppleSupportTests",
      dependencies: [
        "LiveryAppleSupport", "LiveryCore", "LiveryFormats", "LiveryRuntime", "LiveryTestSupport",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LiveryHTMLTests",
      dependencies: [
        "LiveryCore", "LiveryFormats", "LiveryRuntime", "LiveryHTML", "LiveryComponents",
        "LiveryTestSupport",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LiveryBundlesTests",
      dependencies: [
        "LiveryCore", "LiveryFormats", "LiveryRuntime", "LiveryHTML", "LiveryBundles",
        "LiveryTestSupport",
        .product(name: "Crypto", package: "swift-crypto"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LiverySymbolsTests",
      dependencies: [
        "LiveryCore", "LiveryFormats", "LiverySymbols", "LiveryTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LiveryComponentsTests",
      dependencies: ["LiveryCore", "LiveryFormats", "LiveryComponents", "LiveryTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LiveryConversionTests",
      dependencies: [
        "LiveryCore", "LiveryFormats", "LiveryConversion", "LiveryTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LiveryReloadTests",
      dependencies: ["LiveryReload", "LiveryTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LiveryServerTests",
      dependencies: [
        "LiveryCore", "LiveryFormats", "LiveryComponents", "LiveryHTML", "LiveryServer",
        "LiveryBundles", "LiveryLint", "LiveryCSS", "LiveryTestSupport",
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LiveryCLITests",
      dependencies: [
        "LiveryCLI", "LiveryCore", "LiveryFormats", "LiveryBundles", "LiveryReporting",
        "LiveryTestSupport", .product(name: "Crypto", package: "swift-crypto"),
      ],
      // The official SARIF 2.1.0 schema `lint --format sarif` is validated against (read by path).
      exclude: ["SARIF"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)

// swift-tools-version:6.2
import PackageDescription

// LiveryUIKit, type-checked and tested on Linux against stub modules named as Apple's (UIKit,
// QuartzCore, CoreGraphics, ObjectiveC) that declare exactly the API the adapter calls, each
// declaration transcribed from Apple's documentation with its page and availability
// (apple-adapters.md §5.2). Built only by Scripts/check-apple-surface.sh; nothing here ships.
// This proves the adapter is consistent with the transcribed signatures, not that it compiles
// against Apple's SDK: .github/workflows/apple.yml does that on a Mac.

/// The stubs are built with library evolution, so their enums are not frozen and a `switch` over
/// one needs `@unknown default`, as with the SDK's.
/// (Their own warnings — Foundation on Linux is not built for library evolution — are silenced:
/// the stubs are scaffolding; the adapter's warnings are errors.)
let stubSettings: [SwiftSetting] = [
  .unsafeFlags(["-enable-library-evolution", "-suppress-warnings"])
]

let package = Package(
  name: "AppleSurface",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "Livery", path: "../..")],
  targets: [
    .target(name: "CoreGraphics", swiftSettings: stubSettings),
    .target(name: "ObjectiveC", swiftSettings: stubSettings),
    .target(name: "QuartzCore", dependencies: ["CoreGraphics"], swiftSettings: stubSettings),
    // SwiftUI's declarations, and a small view graph that evaluates views as Apple documents
    // (identity, state, environment), so the adapter's behaviour can be tested. Swift 5 mode:
    // the graph is test scaffolding; the adapter is compiled against it in Swift 6 mode.
    .target(
      name: "SwiftUI", dependencies: ["UIKit"],
      swiftSettings: stubSettings + [.swiftLanguageMode(.v5)]),
    .target(
      name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore", "ObjectiveC"],
      swiftSettings: stubSettings),
    // Sources/LiveryUIKitChecked is a link to ../../Sources/LiveryUIKit: the adapter's own files,
    // compiled as they are, with every warning an error.
    .target(
      name: "LiveryUIKitChecked",
      dependencies: [
        "UIKit", "QuartzCore", "ObjectiveC",
        .product(name: "LiveryCore", package: "Livery"),
        .product(name: "LiveryRuntime", package: "Livery"),
        .product(name: "LiveryAppleSupport", package: "Livery"),
        .product(name: "LiveryComponents", package: "Livery"),
      ],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .define("LIVERY_APPLE_SURFACE"),
        .unsafeFlags(["-warnings-as-errors"]),
      ]),
    // Sources/LiverySwiftUIChecked is a link to ../../Sources/LiverySwiftUI, compiled the same way.
    .target(
      name: "LiverySwiftUIChecked",
      dependencies: [
        "SwiftUI", "UIKit", "LiveryUIKitChecked",
        .product(name: "LiveryComponents", package: "Livery"),
        .product(name: "LiveryCore", package: "Livery"),
        .product(name: "LiveryFormats", package: "Livery"),
        .product(name: "LiveryRuntime", package: "Livery"),
        .product(name: "LiveryAppleSupport", package: "Livery"),
      ],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .define("LIVERY_APPLE_SURFACE"),
        .unsafeFlags(["-warnings-as-errors", "-module-alias", "LiveryUIKit=LiveryUIKitChecked"]),
      ]),
    // Sources/UIKitExampleChecked is a link to the example app's sources
    // (Examples/UIKitExample.swiftpm): its UIKit code and its SwiftUI screen, type-checked the
    // same way (its app shell is left out: the stubs declare no `App` or `Scene`).
    .target(
      name: "UIKitExampleChecked",
      dependencies: [
        "UIKit", "LiveryUIKitChecked", "SwiftUI", "LiverySwiftUIChecked",
        .product(name: "Livery", package: "Livery"),
        .product(name: "LiveryComponents", package: "Livery"),
        .product(name: "LiveryReload", package: "Livery"),
      ],
      exclude: ["ExampleApp.swift"],
      // The app imports LiveryUIKit: here that is the checked copy.
      swiftSettings: [
        .unsafeFlags([
          "-warnings-as-errors", "-module-alias", "LiveryUIKit=LiveryUIKitChecked",
          "-module-alias", "LiverySwiftUI=LiverySwiftUIChecked",
        ])
      ]),
    // The adapter's behaviour against the stubs' documented semantics.
    .testTarget(
      name: "LiveryUIKitBehaviourTests",
      dependencies: [
        "LiveryUIKitChecked", "UIKit",
        .product(name: "LiveryCore", package: "Livery"),
        .product(name: "LiveryFormats", package: "Livery"),
        .product(name: "LiveryRuntime", package: "Livery"),
      ],
      swiftSettings: [.define("LIVERY_APPLE_SURFACE")]),
    // The SwiftUI adapter's behaviour against the stubs' view graph.
    .testTarget(
      name: "LiverySwiftUIBehaviourTests",
      dependencies: [
        "LiverySwiftUIChecked", "SwiftUI", "UIKit", "LiveryUIKitChecked",
        .product(name: "LiveryCore", package: "Livery"),
        .product(name: "LiveryFormats", package: "Livery"),
      ],
      swiftSettings: [.define("LIVERY_APPLE_SURFACE")]),
  ]
)

// swift-tools-version:6.2
import PackageDescription

// LiveryUIKit's behaviour tests on an iOS Simulator, against UIKit itself: the same files that
// Checks/AppleSurface runs against the stubs on Linux (Checks/UIKitTests, linked here), less the
// few that need the stubs (simulated system traits, images that say what they were made from,
// UIKit's callbacks made at once). Run by .github/workflows/apple.yml with `xcodebuild test`; on
// Linux and macOS the files compile to nothing.
let package = Package(
  name: "UIKitSimulator",
  platforms: [.iOS(.v16), .macOS(.v14)],
  dependencies: [.package(name: "Livery", path: "../..")],
  targets: [
    .testTarget(
      name: "LiveryUIKitSimulatorTests",
      dependencies: [
        .product(name: "LiveryUIKit", package: "Livery"),
        .product(name: "LiveryCore", package: "Livery"),
        .product(name: "LiveryFormats", package: "Livery"),
        .product(name: "LiveryRuntime", package: "Livery"),
        .product(name: "LiveryComponents", package: "Livery"),
      ],
      path: "Tests/LiveryUIKitSimulatorTests")
  ]
)

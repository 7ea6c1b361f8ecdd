// swift-tools-version: 6.0
// Livery's UIKit example: open this folder in Xcode (File ▸ Open… UIKitExample.swiftpm) and run it
// on an iOS Simulator. It reads the themes in this checkout's Examples folder, so saving one of
// them in your editor restyles the running app.
import AppleProductTypes
import PackageDescription

let package = Package(
  name: "UIKitExample",
  platforms: [.iOS("16.0")],
  products: [
    .iOSApplication(
      name: "UIKitExample",
      targets: ["App"],
      bundleIdentifier: "dev.livery.UIKitExample",
      teamIdentifier: "",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .palette),
      accentColor: .presetColor(.blue),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait, .landscapeRight, .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ]
    )
  ],
  dependencies: [.package(name: "Livery", path: "../..")],
  targets: [
    .executableTarget(
      name: "App",
      dependencies: [
        .product(name: "Livery", package: "Livery"),
        .product(name: "LiveryUIKit", package: "Livery"),
        .product(name: "LiverySwiftUI", package: "Livery"),
        .product(name: "LiveryComponents", package: "Livery"),
        .product(name: "LiveryReload", package: "Livery"),
      ],
      path: "Sources/App"
    )
  ]
)

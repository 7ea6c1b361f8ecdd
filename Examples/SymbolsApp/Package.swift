// swift-tools-version:6.0
import PackageDescription

// An app target with a theme and Livery's build-tool plugin: every build where a theme file
// changed regenerates `ShopTheme.swift`, and `main.swift` uses its symbols instead of strings.
let package = Package(
  name: "SymbolsApp",
  platforms: [.macOS(.v14), .iOS(.v16)],
  dependencies: [.package(name: "Livery", path: "../..")],
  targets: [
    .executableTarget(
      name: "Shop",
      dependencies: [.product(name: "LiveryFormats", package: "Livery")],
      resources: [.process("Themes")],
      plugins: [.plugin(name: "LiverySymbolsPlugin", package: "Livery")]
    )
  ],
  swiftLanguageModes: [.v6]
)

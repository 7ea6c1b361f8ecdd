import Foundation
import PackagePlugin

/// Generates `<Target>Theme.swift` — Swift symbols for every name the target's theme files use —
/// on each build where a theme file changed (every theme file is a declared input, so a build
/// with nothing changed runs nothing). Theme files are the target's `.nss`, `.xml`, `.yaml`,
/// `.yml` and `.json` files (Motif and Redbeard), in path order; keep other XML or JSON files in a
/// folder named `NoSymbols`. The enum is internal, named `<Target>Theme`.
@main
struct LiverySymbolsPlugin: BuildToolPlugin {
  static let themeExtensions: Set<String> = ["nss", "xml", "yaml", "yml", "json"]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let themes = target.sourceFiles
      .map(\.url)
      .filter { Self.themeExtensions.contains($0.pathExtension.lowercased()) && !$0.path.contains("/NoSymbols/") }
      .sorted { $0.path < $1.path }
    guard !themes.isEmpty else { return [] }
    let name = target.name + "Theme"
    let output = context.pluginWorkDirectoryURL.appendingPathComponent(name + ".swift")
    return [
      .buildCommand(
        displayName: "Livery symbols for \(target.name) (\(themes.count) theme file\(themes.count == 1 ? "" : "s"))",
        executable: try context.tool(named: "LiverySymbolsTool").url,
        arguments: ["--output", output.path, "--name", name, "--relative-to", context.package.directoryURL.path] + themes.map(\.path),
        inputFiles: themes,
        outputFiles: [output])
    ]
  }
}

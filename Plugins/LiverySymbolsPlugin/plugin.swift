import Foundation
import PackagePlugin

/// Generates `<Target>Theme.swift` — Swift symbols for every name the target's theme files use —
/// on each build where a theme file changed (every theme file is a declared input, so a build
/// with nothing changed runs nothing). The enum is internal, named after the target.
///
/// - Theme files are the target's `.nss`, `.xml`, `.yaml`, `.yml` and `.json` files, in path
///   order; XML or JSON that no format reads is skipped with a warning. Files under a folder
///   named `NoSymbols` are left out.
/// - A folder holding a `theme*.inc.json` is a Redbeard theme and is read as one.
/// - A folder named `axis=value` (`colorScheme=dark/`) attaches what is under it to that variant,
///   as `PATH@colorScheme=dark` does on the command line.
@main
struct LiverySymbolsPlugin: BuildToolPlugin {
  static let themeExtensions: Set<String> = ["nss", "xml", "yaml", "yml", "json"]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let files = target.sourceFiles.map(\.url)
    let root = Self.commonFolder(of: files)
    let themes = files.filter { url in
      Self.themeExtensions.contains(url.pathExtension.lowercased())
        && !Self.relative(url.path, to: root).split(separator: "/").contains("NoSymbols")
    }
    .sorted { $0.path < $1.path }
    guard !themes.isEmpty else { return [] }
    let name = target.name + "Theme"
    let output = context.pluginWorkDirectoryURL.appendingPathComponent(name + ".swift")
    return [
      .buildCommand(
        displayName:
          "Livery symbols for \(target.name) (\(themes.count) theme file\(themes.count == 1 ? "" : "s"))",
        executable: try context.tool(named: "LiverySymbolsTool").url,
        arguments: [
          "--output", output.path, "--name", name, "--relative-to",
          context.package.directoryURL.path,
        ]
          + Self.arguments(for: themes, root: root),
        inputFiles: themes,
        outputFiles: [output])
    ]
  }

  /// The tool's theme arguments: files, Redbeard roots as folders, `@axis=value` from folder names.
  static func arguments(for themes: [URL], root: String) -> [String] {
    let redbeardRoots = Set(
      themes.filter {
        $0.lastPathComponent.hasPrefix("theme") && $0.lastPathComponent.hasSuffix(".inc.json")
      }
      .map { $0.deletingLastPathComponent().path })
    var arguments: [String] = []
    var seen: Set<String> = []
    for theme in themes {
      let folder = theme.deletingLastPathComponent().path
      let owner = redbeardRoots.filter { folder == $0 || folder.hasPrefix($0 + "/") }.min {
        $0.count < $1.count
      }
      let path = owner ?? theme.path
      guard seen.insert(path).inserted else { continue }
      let conditions = relative(path, to: root).split(separator: "/").filter { segment in
        let parts = segment.split(separator: "=", maxSplits: 1)
        return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty && !parts[1].contains(".")
      }
      arguments.append(conditions.isEmpty ? path : path + "@" + conditions.joined(separator: ","))
    }
    return arguments
  }

  /// The deepest folder holding every file (the target's folder, for a target with sources).
  static func commonFolder(of files: [URL]) -> String {
    guard var common = files.first?.deletingLastPathComponent().path else { return "/" }
    for file in files.dropFirst() {
      let folder = file.deletingLastPathComponent().path
      while !(folder == common || folder.hasPrefix(common + "/")), common != "/" {
        common = (common as NSString).deletingLastPathComponent
      }
    }
    return common
  }

  static func relative(_ path: String, to root: String) -> String {
    path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
  }
}

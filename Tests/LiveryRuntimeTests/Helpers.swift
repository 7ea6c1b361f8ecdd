import Foundation
import LiveryCore
import LiveryFormats
import LiveryHTML
@_spi(LiveryAdapter) import LiveryRuntime
import LiveryTestSupport

/// Compiles files given as text, each a layer over the ones before (MAF, NSS) or read as a Motif
/// theme, without Livery's defaults unless asked.
func compile(
  _ files: [(name: String, text: String)], defaults: Bool = false,
  environment: StyleEnvironment = .default
) -> CompiledTheme {
  let inputs = files.map {
    ThemeInput(
      source: MemorySource(texts: [$0.name: $0.text], root: "app"), selection: .file($0.name))
  }
  return ThemeLoader.read(
    inputs, options: .init(environment: environment, includeDefaults: defaults)
  ).compile()
}

/// Compiles one file given as text.
func compile(_ name: String, _ text: String, defaults: Bool = false) -> CompiledTheme {
  compile([(name, text)], defaults: defaults)
}

/// Compiles files on disk (the corpus), in order.
func compile(paths: [String], environment: StyleEnvironment = .default) -> CompiledTheme {
  ThemeLoader.read(
    paths.map(ThemeInput.path), options: .init(environment: environment, includeDefaults: false)
  ).compile()
}

/// The HTML adapter's applier for a theme.
func htmlApplier(_ theme: CompiledTheme, environment: StyleEnvironment = .default) -> ThemeApplier {
  ThemeApplier(theme: theme, environment: environment, appliers: HTMLAppliers.standard())
}

/// A Redbeard theme root in memory: `theme.inc.json` including the given theme files.
func redbeardTheme(_ files: [String: String], environment: StyleEnvironment = .default)
  -> CompiledTheme
{
  var texts = files
  let names = files.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
  texts["theme.inc.json"] = "{ \"themes\": [\(names)] }"
  let input = ThemeInput(source: MemorySource(texts: texts, root: "rb"))
  return ThemeLoader.read([input], options: .init(environment: environment, includeDefaults: false))
    .compile()
}

/// A test double that counts every setter call: for tests that must count calls. It lives on the
/// main actor, as a `UIView` does, and conforms as UIKit's views do (an isolated conformance).
@MainActor
final class CountingView: @MainActor Styleable {
  let styling = StylingRecord()
  let styleType: TargetType?
  var values: [PropertyName: Value] = [:]
  var calls = 0

  init(type: TargetType? = .button, styleNames: [StyleName] = []) {
    styleType = type
    if !styleNames.isEmpty { self.livery.styleNames = styleNames }
  }

  /// Appliers for `properties`, each storing the value and counting the call; each checks that
  /// it runs on the main actor, as a UIKit setter must.
  static func appliers(_ properties: [PropertyName]) -> ApplierRegistry {
    var registry = ApplierRegistry()
    for property in properties {
      registry.register(
        property, on: CountingView.self, as: Value.self,
        set: { view, value in
          MainActor.preconditionIsolated("a setter ran off the main actor")
          view.calls += 1
          view.values[property] = value
        },
        reset: { view in
          MainActor.preconditionIsolated("a reset ran off the main actor")
          view.calls += 1
          view.values[property] = nil
        })
    }
    return registry
  }
}

import Benchmark
import LiveryCore
import LiveryFormats
@_spi(LiveryAdapter) @_spi(LiveryTesting) import LiveryRuntime
import RuntimeWorkload

/// A stand-in for a UIKit view with the UIKit adapter's applier shapes (apple-adapters.md §6,
/// measured on Linux): colours as values by appearance (UIKit's dynamic `UIColor`s, which adapt
/// by themselves), a layer's border and shadow colours as one appearance's value (`CGColor`s, set
/// again on a switch), title colours per state (`setTitleColor(_:for:)`), the font as one
/// compound, and every other property one plain setter. Setters only count their calls, so what
/// is measured is the runtime's own work and the calls it makes (the platform's setters are the
/// rest, measured on Apple by the workflow).
@MainActor
final class AppleShapedView: @MainActor Styleable {
  let styling = StylingRecord()
  let styleType: TargetType?

  /// Setter calls by kind since the last `resetCounts()`.
  static var dynamicColorCalls = 0
  static var layerColorCalls = 0
  static var otherCalls = 0

  static func resetCounts() {
    dynamicColorCalls = 0
    layerColorCalls = 0
    otherCalls = 0
  }

  init(_ type: TargetType, styleNames: [StyleName]) {
    styleType = type
    livery.styleNames = styleNames
  }

  static let layerColors: Set<PropertyName> = [.borderColor, .shadowColor]
  static let fontProperties: [PropertyName] = [.fontName, .fontSize, .fontWeight]
  static let perState: Set<TargetType> = [.button, .segmentedControl, .barButtonItem, .tabBar]

  static func appliers() -> ApplierRegistry {
    var registry = ApplierRegistry()
    registry.map(AppleShapedView.self, to: .view)
    let schema = PropertySchema.standard
    var properties = Set(ComponentCatalog.standard.components.flatMap(\.properties))
    properties.subtract(fontProperties)
    for property in properties.sorted() {
      switch schema.type(of: property) {
      case .color where layerColors.contains(property):
        registry.register(
          property, on: AppleShapedView.self, as: RGBAColor.self,
          set: { _, _ in layerColorCalls += 1 }, reset: { _ in })
      case .color, .paint:
        registry.register(
          property, on: AppleShapedView.self, as: Adaptive<Value>.self,
          set: { _, _ in dynamicColorCalls += 1 }, reset: { _ in })
      default:
        registry.register(
          property, on: AppleShapedView.self, as: Value.self,
          set: { _, _ in otherCalls += 1 }, reset: { _ in })
      }
    }
    registry.registerCompound(
      fontProperties, on: AppleShapedView.self,
      apply: { _, values in
        otherCalls += 1
        blackHole(FontDescriptor(values, properties: fontProperties))
      }, reset: { _ in })
    return registry
  }
}

extension RuntimeWorkload {
  /// The workload's components as UIKit-shaped views (the same types, names and states).
  @MainActor
  static func appleShaped() -> [AppleShapedView] {
    (0..<componentCount).map { index in
      let type = types[index % types.count]
      let view = AppleShapedView(
        type, styleNames: [StyleName(styleName(type, (index / types.count) % stylesPerType))])
      if index % 4 != 0 { view.activeStates = [states[index % 4 - 1]] }
      return view
    }
  }

  /// An applier as the UIKit adapter makes one (colour scheme and contrast left to the
  /// platform) and the workload's views, styled once.
  @MainActor
  static func styledAppleShaped(theme: CompiledTheme = compile())
    -> (ThemeApplier, [AppleShapedView])
  {
    let applier = ThemeApplier(
      theme: theme, appliers: AppleShapedView.appliers(), adaptiveAxes: [.colorScheme, .contrast])
    let views = appleShaped()
    for view in views { applier.apply(to: view) }
    return (applier, views)
  }

  /// The light theme with one style in ten given another background: a theme switch where a
  /// tenth of the styles changed.
  static func compileWithATenthChanged() -> CompiledTheme {
    var text = ""
    var style = 0
    for line in light.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.contains("<Style ") { style += 1 }
      if style % 10 == 1, line.contains("Property=\"Background\""), !line.contains("VisualState") {
        text += "    <Setter Property=\"Background\" Value=\"#123456\"/>\n"
      } else {
        text += line + "\n"
      }
    }
    let inputs = [
      ThemeInput(source: MemorySource(texts: ["Light.xml": text]), selection: .file("Light.xml")),
      ThemeInput(
        source: MemorySource(texts: ["Dark.xml": dark]), selection: .file("Dark.xml"),
        conditions: Conditions([.equals(.colorScheme, "dark")])),
    ]
    return ThemeLoader.read(inputs, options: .init(includeDefaults: false, checksWholeTheme: false))
      .compile()
  }
}

func registerAppleShapeBenchmarks() {
  let slow = Benchmark.Configuration(
    metrics: [
      .wallClock, .custom("dynamic colour calls"), .custom("layer colour calls"),
      .custom("other calls"), .custom("views whose background differs"),
    ], warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 15)

  @MainActor
  func report(_ benchmark: Benchmark) {
    benchmark.measurement(.custom("dynamic colour calls"), AppleShapedView.dynamicColorCalls)
    benchmark.measurement(.custom("layer colour calls"), AppleShapedView.layerColorCalls)
    benchmark.measurement(.custom("other calls"), AppleShapedView.otherCalls)
  }

  // The runtime's own work styling 10,000 views the first time, styles already resolved.
  Benchmark("Apple-shaped U1: first application, 10,000 views", configuration: slow) {
    benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      // Styled once, so the styles are resolved; then fresh views, styled the first time.
      let (applier, _) = RuntimeWorkload.styledAppleShaped()
      let views = RuntimeWorkload.appleShaped()
      AppleShapedView.resetCounts()
      benchmark.startMeasurement()
      for view in views { applier.apply(to: view) }
      benchmark.stopMeasurement()
      report(benchmark)
      blackHole(views)
    }
  }

  // Light → dark as UIKit sees it: the colours adapt by themselves; only layer colours are set.
  Benchmark("Apple-shaped U2: light → dark, 10,000 views", configuration: slow) {
    benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let (applier, views) = RuntimeWorkload.styledAppleShaped()
      applier.environment = RuntimeWorkload.darkEnvironment
      applier.environment = .default
      AppleShapedView.resetCounts()
      benchmark.startMeasurement()
      applier.environment = RuntimeWorkload.darkEnvironment
      benchmark.stopMeasurement()
      report(benchmark)
      blackHole(views)
    }
  }

  // Back to the first theme after a switch: its resolutions are remembered, so what is left is
  // the runtime comparing and setting what differs.
  Benchmark("Apple-shaped U3: back to the first theme, warm", configuration: slow) {
    benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let first = RuntimeWorkload.compile()
      let (applier, views) = RuntimeWorkload.styledAppleShaped(theme: first)
      _ = applier.setTheme(RuntimeWorkload.compileWithATenthChanged())
      AppleShapedView.resetCounts()
      benchmark.startMeasurement()
      _ = applier.setTheme(first)
      benchmark.stopMeasurement()
      report(benchmark)
      blackHole(views)
    }
  }

  // A theme switch where a tenth of the styles changed their background: only those are set.
  Benchmark("Apple-shaped U3: theme switch, a tenth of the styles changed", configuration: slow) {
    benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let (applier, views) = RuntimeWorkload.styledAppleShaped()
      let changed = RuntimeWorkload.compileWithATenthChanged()
      // How many views show another value now, counted apart from the applier.
      let differing = views.filter { view in
        let query = { (theme: CompiledTheme) in
          theme.resolve(
            StyleQuery(
              for: view.styleType ?? .view, named: view.livery.styleNames,
              states: Array(view.activeStates), in: .default))[.backgroundColor, as: Paint.self]
        }
        return query(applier.theme) != query(changed)
      }.count
      benchmark.measurement(.custom("views whose background differs"), differing)
      AppleShapedView.resetCounts()
      benchmark.startMeasurement()
      _ = applier.setTheme(changed)
      benchmark.stopMeasurement()
      report(benchmark)
      blackHole(views)
    }
  }
}

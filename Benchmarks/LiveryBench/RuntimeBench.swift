import Benchmark
import Foundation
import LiveryCore
import LiveryFormats
import LiveryHTML
@_spi(LiveryAdapter) @_spi(LiveryTesting) import LiveryRuntime
import MallocStats
import RuntimeWorkload

/// What an app would write by hand to show the dark look: the same CSS on the same elements, from
/// the same typed colours.
@MainActor
func setDirectly(
  _ views: [HTMLView], _ looks: [(background: RGBAColor, text: RGBAColor, border: RGBAColor)]
) {
  for (view, look) in zip(views, looks) {
    view.element.setStyle("background-color", CSSValues.color(look.background))
    view.element.setStyle("background-image", nil)
    view.element.setStyle("background-size", nil)
    view.element.setStyle("color", CSSValues.color(look.text))
    view.element.setStyle("border", "1px solid " + CSSValues.color(look.border))
  }
}

/// Bytes the allocator has handed out and not taken back (glibc's `mallinfo2`).
func allocatedBytes() -> Int { Int(livery_allocated_bytes()) }

/// A component whose setters do nothing: what is left is the runtime's own bookkeeping. On the
/// main actor, with an isolated conformance, as a `UIView` is.
@MainActor
final class NullView: @MainActor Styleable {
  let styling = StylingRecord()
  let styleType: TargetType?

  init(_ type: TargetType, styleNames: [StyleName]) {
    styleType = type
    self.livery.styleNames = styleNames
  }

  static func appliers() -> ApplierRegistry {
    var registry = ApplierRegistry()
    for property in ComponentCatalog.standard.components.flatMap(\.properties) {
      registry.register(
        property, on: NullView.self, as: Value.self, set: { _, _ in }, reset: { _ in })
    }
    return registry
  }
}

extension RuntimeWorkload {
  /// A fresh theme, an HTML applier and the components, styled once in the light environment.
  @MainActor
  static func styled() -> (CompiledTheme, ThemeApplier, [HTMLView]) {
    let theme = compile()
    let applier = ThemeApplier(theme: theme, appliers: HTMLAppliers.standard())
    let views = components()
    for view in views { applier.apply(to: view) }
    return (theme, applier, views)
  }
}

func registerRuntimeBenchmarks() {
  let slow = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .custom("setter calls")], warmupIterations: 1,
    maxDuration: .seconds(20),
    maxIterations: 15)

  // R1: the switch an app makes when the system goes dark, with every resolution it needs cold.
  Benchmark(
    "Runtime R1: light → dark, 10,000 HTML components, cold resolutions", configuration: slow
  ) { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let (_, applier, views) = RuntimeWorkload.styled()
      let calls = applier.setterCallCount
      benchmark.startMeasurement()
      applier.environment = RuntimeWorkload.darkEnvironment
      benchmark.measurement(.custom("setter calls"), applier.setterCallCount - calls)
      benchmark.stopMeasurement()
      blackHole(views)
    }
  }

  // The same switch with the dark resolutions already remembered: the applying alone.
  Benchmark("Runtime R1: light → dark, 10,000 HTML components, warm", configuration: slow) {
    benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let (_, applier, views) = RuntimeWorkload.styled()
      applier.environment = RuntimeWorkload.darkEnvironment
      applier.environment = .default
      let calls = applier.setterCallCount
      benchmark.startMeasurement()
      applier.environment = RuntimeWorkload.darkEnvironment
      benchmark.measurement(.custom("setter calls"), applier.setterCallCount - calls)
      benchmark.stopMeasurement()
      blackHole(views)
    }
  }

  // The same switch when the HTML adapter leaves the colour scheme to the page (light-dark()):
  // every colour is set once for both schemes, and the switch sets nothing.
  Benchmark(
    "Runtime R1: light → dark, 10,000 HTML components, adaptive colours", configuration: slow
  ) { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let applier = ThemeApplier(
        theme: RuntimeWorkload.compile(), appliers: HTMLAppliers.standard(),
        adaptiveAxes: .colorScheme)
      let views = RuntimeWorkload.components()
      for view in views { applier.apply(to: view) }
      let calls = applier.setterCallCount
      benchmark.startMeasurement()
      applier.environment = RuntimeWorkload.darkEnvironment
      benchmark.measurement(.custom("setter calls"), applier.setterCallCount - calls)
      benchmark.stopMeasurement()
      blackHole(views)
    }
  }

  // The runtime's own work in a switch: components whose setters do nothing (apple-adapters.md
  // §6: at most 1 µs per component), resolutions warm.
  Benchmark(
    "Runtime: light → dark, 10,000 components with null setters, warm", configuration: slow
  ) { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let applier = ThemeApplier(theme: RuntimeWorkload.compile(), appliers: NullView.appliers())
      let views = (0..<RuntimeWorkload.componentCount).map { index -> NullView in
        let type = RuntimeWorkload.types[index % RuntimeWorkload.types.count]
        return NullView(
          type,
          styleNames: [
            StyleName(RuntimeWorkload.styleName(type, (index / RuntimeWorkload.types.count) % 10))
          ])
      }
      for view in views { applier.apply(to: view) }
      applier.environment = RuntimeWorkload.darkEnvironment
      applier.environment = .default
      let calls = applier.setterCallCount
      benchmark.startMeasurement()
      applier.environment = RuntimeWorkload.darkEnvironment
      benchmark.measurement(.custom("setter calls"), applier.setterCallCount - calls)
      benchmark.stopMeasurement()
      blackHole(views)
    }
  }

  // R2's baseline: the same CSS set by hand on the same components.
  Benchmark("Runtime R2: light → dark set by hand (baseline)", configuration: slow) {
    benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let (theme, _, views) = RuntimeWorkload.styled()
      // The dark look of each component, computed before the clock starts (an app has it in code).
      let looks = views.map { view -> (background: RGBAColor, text: RGBAColor, border: RGBAColor) in
        let style = theme.resolve(
          StyleQuery(
            for: view.styleType ?? .view, named: view.livery.styleNames,
            states: Array(view.activeStates),
            in: RuntimeWorkload.darkEnvironment))
        let none = RGBAColor.transparent
        return (
          style[.backgroundColor, as: RGBAColor.self] ?? none,
          style[.textColor, as: RGBAColor.self] ?? none,
          style[.borderColor, as: RGBAColor.self] ?? none
        )
      }
      benchmark.startMeasurement()
      setDirectly(views, looks)
      benchmark.stopMeasurement()
      blackHole(views)
    }
  }

  // R3: styling components the first time with styles the theme already resolved.
  Benchmark(
    "Runtime R3: first application of cached styles, 10,000 components", configuration: slow
  ) { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let theme = RuntimeWorkload.compile()
      let applier = ThemeApplier(theme: theme, appliers: HTMLAppliers.standard())
      // resolves every query once
      for view in RuntimeWorkload.components() { applier.apply(to: view) }
      let views = RuntimeWorkload.components()
      let calls = applier.setterCallCount
      benchmark.startMeasurement()
      for view in views { applier.apply(to: view) }
      benchmark.measurement(.custom("setter calls"), applier.setterCallCount - calls)
      benchmark.stopMeasurement()
      blackHole(views)
    }
  }

  // R3's memory: the runtime's bytes per styled component (null setters: no component state),
  // and whether 100 switches grow anything.
  Benchmark(
    "Runtime R3: bookkeeping bytes per styled component",
    configuration: .init(
      metrics: [
        .custom("bytes per component"), .custom("record bytes"),
        .custom("growth over 100 switches, bytes"),
      ],
      maxIterations: 3)
  ) { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let theme = RuntimeWorkload.compile()
      let applier = ThemeApplier(theme: theme, appliers: NullView.appliers())
      let count = RuntimeWorkload.componentCount
      let names = (0..<count).map { index -> (TargetType, StyleName) in
        let type = RuntimeWorkload.types[index % RuntimeWorkload.types.count]
        return (
          type,
          StyleName(RuntimeWorkload.styleName(type, (index / RuntimeWorkload.types.count) % 10))
        )
      }
      // Warm: the styles resolved, the tables built, so only per-component bytes are counted.
      var warm: [NullView]? = names.map { NullView($0.0, styleNames: [$0.1]) }
      for view in warm! { applier.apply(to: view) }
      warm = nil
      _ = applier.styledComponentCount
      let start = allocatedBytes()
      let views = names.map { NullView($0.0, styleNames: [$0.1]) }
      let created = allocatedBytes()
      for view in views { applier.apply(to: view) }
      let styled = allocatedBytes()
      applier.environment = RuntimeWorkload.darkEnvironment
      applier.environment = .default
      let afterOne = allocatedBytes()
      for round in 0..<100 {
        applier.environment = round % 2 == 0 ? RuntimeWorkload.darkEnvironment : .default
      }
      let afterHundred = allocatedBytes()
      benchmark.measurement(.custom("bytes per component"), (styled - created) / count)
      benchmark.measurement(.custom("record bytes"), (created - start) / count)
      benchmark.measurement(
        .custom("growth over 100 switches, bytes"), max(0, afterHundred - afterOne))
      blackHole(views)
    }
  }
}

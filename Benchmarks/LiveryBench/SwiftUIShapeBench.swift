import Benchmark
import LiveryAppleSupport
import LiveryCore
import RuntimeWorkload

/// The SwiftUI adapter's own work per body evaluation (apple-adapters.md §6, the platform-free
/// part, measured on Linux): a styled view's body resolves its style in SwiftUI's environment
/// (a memo lookup once the theme has resolved it) and turns it into the modifiers' values
/// (`SwiftUILook`). SwiftUI's own work — evaluating the body, diffing, drawing — is the rest,
/// measured on Apple by the workflow. The workload's 10,000 components, as SwiftUI views.
struct SwiftUIShapedQuery {
  let type: TargetType
  let query: StyleQuery

  static func workload(in environment: StyleEnvironment = .default) -> [SwiftUIShapedQuery] {
    (0..<RuntimeWorkload.componentCount).map { index in
      let type = RuntimeWorkload.types[index % RuntimeWorkload.types.count]
      let name = RuntimeWorkload.styleName(
        type, (index / RuntimeWorkload.types.count) % RuntimeWorkload.stylesPerType)
      let states = index % 4 == 0 ? [] : [RuntimeWorkload.states[index % 4 - 1]]
      return SwiftUIShapedQuery(
        type: type,
        query: StyleQuery(for: type, named: [StyleName(name)], states: states, in: environment))
    }
  }
}

func registerSwiftUIShapeBenchmarks() {
  let slow = Benchmark.Configuration(
    metrics: [.wallClock], warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 15)

  // The baseline, in the same process: the warm style lookups alone.
  Benchmark("SwiftUI-shaped S0: warm style lookups, 10,000 views", configuration: slow) {
    benchmark in
    let theme = RuntimeWorkload.compile()
    let views = SwiftUIShapedQuery.workload()
    for view in views { blackHole(theme.resolve(view.query)) }
    benchmark.startMeasurement()
    for view in views { blackHole(theme.resolve(view.query)) }
    benchmark.stopMeasurement()
  }

  // What every styled view's body does on a re-evaluation (a theme already resolved: a switch
  // back, a dark switch of a theme seen dark, any body re-run): lookup and look.
  Benchmark("SwiftUI-shaped S1: body work, warm, 10,000 views", configuration: slow) {
    benchmark in
    let theme = RuntimeWorkload.compile()
    let views = SwiftUIShapedQuery.workload()
    for view in views { blackHole(theme.resolve(view.query)) }
    benchmark.startMeasurement()
    for view in views { blackHole(SwiftUILook(theme.resolve(view.query), as: view.type)) }
    benchmark.stopMeasurement()
  }

  // The same with the adapter's memo of looks by style (one per theme, in the environment):
  // what a body does once its style's look was worked out.
  Benchmark(
    "SwiftUI-shaped S1m: body work with the look memo, warm, 10,000 views", configuration: slow
  ) {
    benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let theme = RuntimeWorkload.compile()
      let views = SwiftUIShapedQuery.workload()
      let memo = SwiftUILookMemo()
      for view in views { blackHole(memo.look(theme.resolve(view.query), as: view.type)) }
      benchmark.startMeasurement()
      for view in views { blackHole(memo.look(theme.resolve(view.query), as: view.type)) }
      benchmark.stopMeasurement()
    }
  }

  // A switch to a theme seen for the first time, as the adapter does it: every style resolved
  // cold, its look worked out once (a new memo with the theme), then looked up.
  Benchmark("SwiftUI-shaped S2: body work, cold theme, 10,000 views", configuration: slow) {
    benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let theme = RuntimeWorkload.compile()
      let views = SwiftUIShapedQuery.workload()
      let memo = SwiftUILookMemo()
      benchmark.startMeasurement()
      for view in views { blackHole(memo.look(theme.resolve(view.query), as: view.type)) }
      benchmark.stopMeasurement()
    }
  }
}

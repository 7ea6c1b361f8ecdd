// Runs the runtime benchmark's warm light → dark switch in a loop, for a profiler
// (`valgrind --tool=callgrind .build/release/RuntimeProfile`). Not a benchmark: no numbers.
import LiveryCore
import LiveryFormats
import LiveryHTML
@_spi(LiveryAdapter) @_spi(LiveryTesting) import LiveryRuntime
import RuntimeWorkload

@MainActor
func run() {
  let theme = RuntimeWorkload.compile()
  let applier = ThemeApplier(theme: theme, appliers: HTMLAppliers.standard())
  let views = RuntimeWorkload.components()
  for view in views { applier.apply(to: view) }
  let rounds = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 10
  for _ in 0..<rounds {
    applier.environment = RuntimeWorkload.darkEnvironment
    if rounds == 1 { print(applier.setterCallCount, views[1].element.styleText) }
    applier.environment = .default
    if rounds == 1 { print(applier.setterCallCount, views[1].element.styleText) }
  }
  print(applier.setterCallCount)
}

MainActor.assumeIsolated { run() }

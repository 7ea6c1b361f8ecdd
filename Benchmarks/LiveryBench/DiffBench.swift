import Benchmark
import Foundation
import LiveryCore
import LiveryDiff
import RuntimeWorkload

// Issue 30: `livery diff` of two themes that differ in one palette constant, at 1.25, 2.5 and
// 5 MB (time and memory should grow linearly), each against loading and compiling the same two
// themes — what a diff must do before it compares anything.
func registerDiffBenchmarks() {
  for megabytes in [1.25, 2.5, 5.0] {
    let old =
      megabytes == 5
      ? theme.yaml : ThemeGenerator.make(targetBytes: Int(megabytes * 1_000_000)).yaml
    // One palette constant changed: `$Color7`, which many classes reach through alias chains.
    guard let line = old.split(separator: "\n").first(where: { $0.hasPrefix("$Color7:") }) else {
      fatalError("the generator writes $Color7")
    }
    let new = old.replacingOccurrences(of: String(line), with: "$Color7: '#123456'")
    let label = megabytes == 5 ? "5" : "\(megabytes)"
    let configuration = Benchmark.Configuration(
      metrics: [.wallClock, .peakMemoryResident, .mallocCountTotal], maxIterations: 5)
    Benchmark(
      "Diff \(label) MB: load+compile both themes (baseline)", configuration: configuration
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole((loadMotif(yaml: old), loadMotif(yaml: new)))
      }
    }
    Benchmark(
      "Diff \(label) MB: load+compile both + ThemeDiff (one palette constant changed)",
      configuration: configuration
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        let diff = ThemeDiff(old: loadMotif(yaml: old), new: loadMotif(yaml: new))
        precondition(!diff.isEmpty)
        blackHole(diff)
      }
    }
  }
}

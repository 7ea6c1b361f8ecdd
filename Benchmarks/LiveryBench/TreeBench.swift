import Benchmark
import LiveryComponents
import LiveryCore
import LiveryFormats
import LiveryHTML
import LiveryProbes
@_spi(LiveryAdapter) import LiveryRuntime

/// The tree browser on 100,000 items: the root has 1,000 nodes and each node 99 leaves, so the
/// first level has 1,000 rows, each with a badge counting 99 leaves.
///
/// - building the content: 100,000 `add` calls, each checked (ids, parent); baseline: the same
///   items into one dictionary, unchecked;
/// - opening the 1,000-row level with the badge counts cached, and with them cold (the first time,
///   or after a change — every count of the tree computed once);
/// - baseline: the same 1,000 children read and turned into rows by hand, with a leaf count
///   already known — what opening a level cannot go below;
/// - the level rendered as HTML with the default skin (the preview's work per tap).
enum TreeWorkload {
  static let nodes = 1_000
  static let leavesPerNode = 99

  static func content() -> TreeContent {
    var content = TreeContent(rootLabel: "Catalog")
    for node in 0..<nodes {
      let id = "n\(node)"
      try! content.add(TreeItem(id: id, label: "Group \(node)"))
      for leaf in 0..<leavesPerNode {
        try! content.add(TreeItem(id: "\(id).\(leaf)", label: "Item \(node).\(leaf)"), to: id)
      }
    }
    return content
  }

  @MainActor
  static func browser(on content: TreeContent) -> TreeBrowser {
    TreeBrowser(content: content, onLeafSelected: { _ in })
  }
}

func registerTreeBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], warmupIterations: 2, maxDuration: .seconds(10),
    maxIterations: 200)

  Benchmark("Tree: build the content, 100,000 items", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(TreeWorkload.content()) }
  }

  // The same items and ids made and kept in one dictionary, unchecked: what building cannot go below.
  Benchmark("Tree: 100,000 items into a dictionary (baseline)", configuration: configuration) {
    benchmark in
    for _ in benchmark.scaledIterations {
      var items: [String: TreeItem] = [:]
      for node in 0..<TreeWorkload.nodes {
        let id = "n\(node)"
        items[id] = TreeItem(id: id, label: "Group \(node)")
        for leaf in 0..<TreeWorkload.leavesPerNode {
          let leafID = "\(id).\(leaf)"
          items[leafID] = TreeItem(id: leafID, label: "Item \(node).\(leaf)")
        }
      }
      blackHole(items)
    }
  }

  let built = TreeWorkload.content()
  Benchmark("Tree: open a level of 1,000 rows, badges cached", configuration: configuration) {
    benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let browser = TreeWorkload.browser(on: built)
      blackHole(browser.rows)  // the counts, computed once
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(browser.rows) }
      benchmark.stopMeasurement()
    }
  }

  Benchmark(
    "Tree: open a level of 1,000 rows, every badge computed (cold)", configuration: configuration
  ) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      // A change drops the cached counts: each iteration opens the level on a just-changed tree.
      var contents: [TreeContent] = []
      for index in benchmark.scaledIterations {
        var changed = built
        try! changed.add(TreeItem(id: "extra\(index)", label: "Extra"), to: "n0")
        contents.append(changed)
      }
      let browsers = contents.map { TreeWorkload.browser(on: $0) }
      benchmark.startMeasurement()
      for browser in browsers { blackHole(browser.rows) }
      benchmark.stopMeasurement()
    }
  }

  Benchmark("Tree: 1,000 rows made by hand, counts known (baseline)", configuration: configuration)
  { benchmark in
    let children = built.children(of: TreeContent.rootID)
    let known = Dictionary(
      uniqueKeysWithValues: children.map { ($0.id, TreeWorkload.leavesPerNode) })
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(
        built.children(of: TreeContent.rootID).map { item in
          HandMadeRow(
            item: item, isLeaf: false, badge: String(known[item.id] ?? 0), isSelected: false)
        })
    }
    benchmark.stopMeasurement()
  }

  let skin = Theme(layers: Probes.defaultSkinLayers()).compile()
  Benchmark(
    "Tree: a level of 1,000 rows rendered as HTML, default skin", configuration: configuration
  ) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let browser = TreeWorkload.browser(on: built)
      let styles = TreeStyles(theme: skin)
      let applier = ThemeApplier(
        theme: skin, environment: .default, appliers: HTMLAppliers.standard())
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let view = HTMLTreeBrowser(browser, styles: styles)
        applier.applyTree(view)
        blackHole(HTMLRenderer.markup(of: view))
      }
      benchmark.stopMeasurement()
    }
  }
}

/// What a ``TreeRow`` holds, for the baseline.
struct HandMadeRow {
  let item: TreeItem
  let isLeaf: Bool
  let badge: String?
  let isSelected: Bool
}

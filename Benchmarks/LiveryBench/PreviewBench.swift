import Benchmark
import Foundation
import Hummingbird
import LiveryCore
import LiveryFormats
import LiveryServer
import LiveryTestSupport

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `livery preview`'s speed, in process with a real headless Chromium (chromedriver):
///
/// - save → repainted: a file is written with one value changed; the watcher, the reload, the
///   Server-Sent Event, the page's fetch and DOM swap and the next frame follow. The page stamps
///   the frame's time, so the custom metric is exact; wall clock adds the 5 ms polling that
///   notices it.
/// - baseline: the same event sent with no file change — the page's part alone.
/// - the gallery served: `GET /` over a socket.
///
/// Without Chromium and chromedriver the browser benchmarks fail at setup, saying what to install.
func registerPreviewBenchmarks() {
  let latency = Benchmark.Configuration(
    metrics: [.wallClock, .custom("save → repaint, ms")], warmupIterations: 2,
    maxDuration: .seconds(60),
    maxIterations: 50)

  for workload in PreviewWorkload.all {
    let slot = HarnessSlot()
    Benchmark("Preview: save → repainted in Chromium, \(workload.name)", configuration: latency) {
      benchmark, harness in
      for _ in benchmark.scaledIterations {
        benchmark.startMeasurement()
        let milliseconds = try await harness.save()
        harness.samples.append(milliseconds)
        benchmark.measurement(.custom("save → repaint, ms"), milliseconds)
        benchmark.stopMeasurement()
      }
    } setup: {
      try await slot.fill(PreviewHarness(workload))
    } teardown: {
      slot.empty(reporting: "save → repaint, \(workload.name)")
    }
    // The page's part alone: the same event with no file change, so nothing is watched or compiled.
    let baselineSlot = HarnessSlot()
    Benchmark(
      "Preview: event → repainted, no save (baseline), \(workload.name)", configuration: latency
    ) { benchmark, harness in
      for _ in benchmark.scaledIterations {
        benchmark.startMeasurement()
        let milliseconds = try await harness.eventOnly()
        harness.samples.append(milliseconds)
        benchmark.measurement(.custom("save → repaint, ms"), milliseconds)
        benchmark.stopMeasurement()
      }
    } setup: {
      try await baselineSlot.fill(PreviewHarness(workload))
    } teardown: {
      baselineSlot.empty(reporting: "event → repaint, \(workload.name)")
    }
  }

  let served = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], warmupIterations: 3, maxDuration: .seconds(10),
    maxIterations: 100)
  let servedSlot = HarnessSlot()
  Benchmark("Preview: gallery of the default skin served (GET /)", configuration: served) {
    benchmark, harness in
    for _ in benchmark.scaledIterations { blackHole(try await harness.fetchGallery()) }
  } setup: {
    try await servedSlot.fill(PreviewHarness(PreviewWorkload.all[0], browser: false))
  } teardown: {
    servedSlot.empty()
  }
  Benchmark(
    "Preview: gallery of the default skin rendered (no HTTP, baseline)", configuration: served
  ) { benchmark async in
    let defaultSkin = await ThemeLoader.read([], options: .init(includeDefaults: true)).compile()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(
        await MainActor.run {
          GalleryPage.render(
            theme: defaultSkin, selection: GallerySelection(), diagnostics: [],
            showsLastGood: false, generation: 1)
        })
    }
  }
}

/// Holds a benchmark's harness from its setup to its teardown (ordo's teardown gets no argument).
final class HarnessSlot: @unchecked Sendable {
  // @unchecked: setup, iterations and teardown of one benchmark run one after another.
  private var harness: PreviewHarness?

  func fill(_ harness: PreviewHarness) -> PreviewHarness {
    self.harness = harness
    return harness
  }

  /// Stops the harness; with `reporting`, prints p50 and p95 of its samples (the tool's table
  /// shows p90 and p99 only).
  func empty(reporting name: String? = nil) {
    if let name, let samples = harness?.samples.sorted(), !samples.isEmpty {
      func percentile(_ p: Double) -> Int {
        samples[min(samples.count - 1, Int((Double(samples.count) * p).rounded(.up)) - 1)]
      }
      FileHandle.standardError.write(
        Data(
          "\(name): p50 \(percentile(0.5)) ms, p95 \(percentile(0.95)) ms over \(samples.count) samples\n"
            .utf8))
    }
    harness?.stop()
    harness = nil
  }
}

/// A theme to preview, the file a save rewrites and the value a save changes.
struct PreviewWorkload: Sendable {
  let name: String
  /// Writes the theme into `folder`; returns the paths to load, the file to save and the edit
  /// each save makes: one declaration's text before and after (saves alternate between them, so
  /// every save changes one resolved value, as a designer's edit does).
  let make:
    @Sendable (_ folder: String) throws -> (
      paths: [String], saved: String, edit: (from: String, to: String)
    )

  static let all: [PreviewWorkload] = [
    PreviewWorkload(name: "default skin + a small app file") { folder in
      let file = folder + "/Brand.yaml"
      try ".Card:\n    backgroundColor: '#ff0000'\n".write(
        toFile: file, atomically: true, encoding: .utf8)
      return ([file], file, ("backgroundColor: '#ff0000'", "backgroundColor: '#00ff00'"))
    },
    PreviewWorkload(name: "corpus SAPDefaultStyle.xml (MAF, 157 KB)") { folder in
      let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/corpus/maf/SAPDefaultStyle.xml").path
      guard FileManager.default.fileExists(atPath: corpus) else {
        throw Chromium.Failure(
          description: "the shared corpus is not at \(corpus); this benchmark needs it")
      }
      let file = folder + "/SAPDefaultStyle.xml"
      // a copy in a temporary folder, never in the project
      try FileManager.default.copyItem(atPath: corpus, toPath: file)
      // The first border colour of the table views (four cells and the tree's parts show it).
      return ([file], file, ("BorderBrush=\"#ABABAB\"", "BorderBrush=\"#ABABAC\""))
    },
    PreviewWorkload(name: "5 MB generated Motif theme") { folder in
      let file = folder + "/Big.yaml"
      try theme.yaml.write(toFile: file, atomically: true, encoding: .utf8)
      // The first palette colour (styles on every page refer to it through aliases).
      let first = String(theme.yaml.prefix { $0 != "\n" })
      return ([file], file, (first, "$Color0: '#000001'"))
    },
  ]
}

/// A preview server in this process, its live reload and a browser showing the gallery.
final class PreviewHarness: @unchecked Sendable {
  // @unchecked: the browser is used from one benchmark at a time, on the browser queue only.
  let folder = Fixtures.temporaryFolder()
  let saved: String
  let edit: (from: String, to: String)
  let session: PreviewSession
  let hub = EventHub()
  let live: LiveReload
  let server: Task<Void, any Error>
  let port: Int
  private let browser: WebDriver?
  private let queue = DispatchQueue(label: "livery.bench.browser")
  private var saves = 0
  /// Milliseconds per save or event, for p95.
  var samples: [Int] = []

  init(_ workload: PreviewWorkload, browser wantsBrowser: Bool = true) async throws {
    // Before anything starts, so a missing browser leaves no server or watcher behind.
    guard !wantsBrowser || WebDriver.canRun else {
      throw Chromium.Failure(description: WebDriver.skipMessage)
    }
    let (paths, saved, edit) = try workload.make(folder)
    self.saved = saved
    self.edit = edit
    let inputs = paths.map(ThemeInput.path)
    session = PreviewSession {
      ThemeLoader.read(inputs, options: .init(includeDefaults: true)).compile()
    }
    live = try await LiveReload(session: session, hub: hub, paths: paths)
    let (ports, portContinuation) = AsyncStream<Int>.makeStream()
    let app = PreviewServer.application(
      session: session, hub: hub,
      configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0))
    ) { port in portContinuation.yield(port) }
    server = Task { try await app.runService(gracefulShutdownSignals: []) }
    var iterator = ports.makeAsyncIterator()
    port = await iterator.next() ?? 0
    if wantsBrowser {
      do {
        let driver = try WebDriver(width: 1280, height: 900)
        try driver.open("http://127.0.0.1:\(port)/")
        browser = driver
      } catch {
        live.stop()
        server.cancel()
        throw error
      }
    } else {
      browser = nil
    }
  }

  /// Rewrites the file with one value changed (the workload's edit, back and forth) and returns
  /// the time from the write to the page's repainted frame, in milliseconds.
  func save() async throws -> Int {
    saves += 1
    let original = try String(contentsOfFile: saved, encoding: .utf8)
    let (from, to) = saves % 2 == 1 ? (edit.from, edit.to) : (edit.to, edit.from)
    guard let range = original.range(of: from) else {
      throw Chromium.Failure(description: "the saved file no longer says \(from)")
    }
    let text = original.replacingCharacters(in: range, with: to)
    let before = try await onBrowserQueue { try Self.repaints($0) }
    let start = Date().timeIntervalSince1970 * 1000
    try text.write(toFile: saved, atomically: true, encoding: .utf8)
    return try await repainted(after: before, since: start)
  }

  /// Sends a reload event without a save.
  func eventOnly() async throws -> Int {
    let before = try await onBrowserQueue { try Self.repaints($0) }
    let start = Date().timeIntervalSince1970 * 1000
    await hub.publish("reload", data: "{}")
    return try await repainted(after: before, since: start)
  }

  private static func repaints(_ browser: WebDriver) throws -> Int {
    Int(try browser.run("return document.body.dataset.repaints || '0'") as? String ?? "") ?? 0
  }

  /// Waits (polling every 5 ms) for a repaint after the `previous`th, and returns its time since
  /// `start` (epoch milliseconds, stamped by the page).
  private func repainted(after previous: Int, since start: Double) async throws -> Int {
    try await onBrowserQueue { browser in
      let deadline = Date().addingTimeInterval(60)
      while Date() < deadline {
        if let stamp = try browser.run(
          "return Number(document.body.dataset.repaints || 0) > \(previous) ? document.body.dataset.repaintedAt : null"
        ) as? String,
          let repaintedAt = Double(stamp)
        {
          return Int((repaintedAt - start).rounded())
        }
        Thread.sleep(forTimeInterval: 0.005)
      }
      throw Chromium.Failure(description: "no repaint after the \(previous)th within 60 s")
    }
  }

  /// Runs `body` with the browser on the browser's own queue: its calls block, and must not
  /// hold a thread of the cooperative pool the server runs on.
  private func onBrowserQueue<T: Sendable>(_ body: @escaping @Sendable (WebDriver) throws -> T)
    async throws -> T
  {
    guard let browser else { throw Chromium.Failure(description: "this harness has no browser") }
    return try await withCheckedThrowingContinuation { continuation in
      queue.async { continuation.resume(with: Result { try body(browser) }) }
    }
  }

  func fetchGallery() async throws -> Int {
    let (data, _) = try await URLSession.shared.data(
      from: URL(string: "http://127.0.0.1:\(port)/")!)
    return data.count
  }

  func stop() {
    browser?.quit()
    live.stop()
    server.cancel()
    try? FileManager.default.removeItem(atPath: folder)
  }
}

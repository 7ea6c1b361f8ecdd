import Foundation
public import LiveryCore

/// `livery preview --snapshot DIR`: the static gallery as `DIR/index.html` (self-contained, no
/// script) and, when headless Chromium is installed, `DIR/<Type>.png` for every type the gallery
/// shows — deterministic, for CI artifacts and for diffing two themes.
public enum GallerySnapshot {
  /// What was written.
  public struct Output: Sendable {
    /// `index.html`, then `index-2.html`… when the rows need several pages.
    public var pages: [String]
    public var images: [String] = []
    /// Why no images were made (no Chromium), or `nil`.
    public var imagesSkipped: String?
  }

  /// Writes the gallery of every page of rows (page 1 is `index.html`, others `index-N.html`)
  /// and, with Chromium, one PNG per type.
  ///
  /// - Parameters:
  ///   - type: Only this type's rows and PNG; `nil`: every type.
  ///   - browser: Chromium's path (by default `findChromium()`); `nil`: no PNGs.
  public static func write(
    theme: CompiledTheme, diagnostics: [Diagnostic], to folder: String, type: TargetType? = nil, browser: String? = findChromium()
  ) async throws -> Output {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let entries = await MainActor.run { GalleryPage.entries(for: theme, selection: GallerySelection(type: type)) }
    let pageCount = GalleryPage.pageCount(entries: entries.count)
    var output = Output(pages: [])
    for page in 1...pageCount {
      let html = await MainActor.run {
        GalleryPage.render(
          theme: theme, selection: GallerySelection(type: type, page: page), diagnostics: diagnostics, showsLastGood: false, generation: 1,
          live: false)
      }
      let path = (folder as NSString).appendingPathComponent(fileName(page: page))
      try Data(html.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      output.pages.append(path)
    }
    guard let browser else {
      output.imagesSkipped = "Chromium is not installed (apt install chromium); no PNGs were made"
      return output
    }
    let rows = await MainActor.run { GalleryPage.rows(for: theme, selection: GallerySelection(type: type)) }
    let rowsByType = Dictionary(grouping: rows, by: \.type).mapValues(\.count)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("livery-snapshot-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    var shots: [Shot] = []
    for type in ComponentCatalog.standard.types where rowsByType[type] != nil {
      let typeRows = rowsByType[type] ?? 0
      let typePage = await MainActor.run {
        GalleryPage.render(
          theme: theme, selection: GallerySelection(type: type), diagnostics: [], showsLastGood: false, generation: 1, live: false)
      }
      let html = scratch + "/\(type.rawValue).html"
      try Data(typePage.utf8).write(to: URL(fileURLWithPath: html))
      // Tall enough for the type's rows (a page shows at most `stylesPerPage` styles); the rest is blank.
      shots.append(
        Shot(
          page: html, png: (folder as NSString).appendingPathComponent("\(type.rawValue).png"),
          height: min(16_000, 160 + typeRows * 110), profile: scratch + "/profile-\(type.rawValue)"))
    }
    try await take(shots, browser: browser)
    output.images = shots.map(\.png)
    return output
  }

  /// One screenshot to take.
  private struct Shot {
    let page: String
    let png: String
    let height: Int
    let profile: String
  }

  /// Takes the screenshots two browsers at a time (each in its own profile).
  private static func take(_ shots: [Shot], browser: String, lanes: Int = 2) async throws {
    var waiting = shots[...]
    var running: [(shot: Shot, process: Process, deadline: ContinuousClock.Instant)] = []
    while !waiting.isEmpty || !running.isEmpty {
      while running.count < lanes, let shot = waiting.popFirst() {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
          "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
          "--user-data-dir=\(shot.profile)", "--window-size=1280,\(shot.height)", "--screenshot=\(shot.png)",
          URL(fileURLWithPath: shot.page).absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? FileManager.default.removeItem(atPath: shot.png)
        try process.run()
        running.append((shot, process, .now + .seconds(120)))
      }
      try await Task.sleep(for: .milliseconds(50))
      for (index, job) in running.enumerated().reversed() where !job.process.isRunning || ContinuousClock.now > job.deadline {
        running.remove(at: index)
        if job.process.isRunning {
          job.process.terminate()
          for other in running { other.process.terminate() }
          throw SnapshotError(description: "Chromium did not finish \(job.shot.png) within 120 s")
        }
        guard FileManager.default.fileExists(atPath: job.shot.png) else {
          for other in running { other.process.terminate() }
          throw SnapshotError(description: "Chromium wrote no \(job.shot.png) (exit status \(job.process.terminationStatus))")
        }
      }
    }
  }

  /// The file of page `page` of the static gallery.
  static func fileName(page: Int) -> String {
    page == 1 ? "index.html" : "index-\(page).html"
  }

  /// Chromium's path: `LIVERY_CHROMIUM`, else the first of chromium, chromium-browser,
  /// google-chrome on `PATH`.
  public static func findChromium() -> String? {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["LIVERY_CHROMIUM"], FileManager.default.isExecutableFile(atPath: explicit) { return explicit }
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) { return folder + "/" + name }
    }
    return nil
  }
}

/// A snapshot image that could not be made.
public struct SnapshotError: Error, CustomStringConvertible {
  public let description: String
}

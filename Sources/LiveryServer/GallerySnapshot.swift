import Foundation
public import LiveryCore
import LiveryDiff
import LiveryHTML
public import LiveryLint

/// `livery preview --snapshot DIR`: the static gallery as `DIR/index.html` (self-contained, no
/// script, no toolbar) and, when headless Chromium is installed, `DIR/<Type>.png` for every type
/// the gallery shows, each as tall as its content — deterministic, for CI artifacts and for
/// diffing two themes.
public enum GallerySnapshot {
  /// What was written.
  public struct Output: Sendable {
    /// `index.html`, then `index-2.html`… past `GalleryPage.stylesPerPage` styles.
    public var pages: [String]
    public var images: [String] = []
    /// Why no images were made (no Chromium), or `nil`.
    public var imagesSkipped: String?
  }

  /// Writes every page of the gallery (page 1 is `index.html`, others `index-N.html`) and, with
  /// Chromium, a PNG per type (`Button.png`; `Button-2.png`… for a type with more styles than a
  /// page holds), into a new or empty folder, or one an earlier snapshot wrote: its marker file
  /// (`.livery-snapshot`) lists what that snapshot wrote, and exactly those files are removed
  /// first. A folder holding anything else is refused (`SnapshotFolderError`): nothing of
  /// anyone else's is ever deleted or overwritten.
  ///
  /// - Parameters:
  ///   - type: Only this type's rows and PNG; `nil`: every type.
  ///   - browser: Chromium's path (by default `findChromium()`); `nil`: no PNGs.
  ///   - compare: The theme before a change (`preview --compare`): the pages draw it beside
  ///     `theme`, and with Chromium `<Type>-before.png` and `<Type>-after.png` show the changed
  ///     cells of each type with changes.
  ///   - lint: The lint's configuration (a project's `.livery.json`): the badges and problems
  ///     list show what `livery lint` reports.
  ///   - progress: Told how many pictures are done of how many, as each is written (a terminal
  ///     shows it: a snapshot of a big theme takes a while).
  public static func write(
    theme: CompiledTheme, diagnostics: [Diagnostic], to folder: String, type: TargetType? = nil,
    browser: String? = findChromium(), compare: CompiledTheme? = nil,
    lint: LintConfiguration = LintConfiguration(),
    progress: @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) async throws -> Output {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try removeEarlierOutput(in: folder)
    defer { try? recordOutput(in: folder) }
    let entries = GalleryPage.entries(for: theme, selection: GallerySelection(type: type))
    let findings = Linter(lint).findings(in: theme)
    var output = Output(pages: [])
    for page in 1...GalleryPage.pageCount(entries: entries.count) {
      let html = GalleryPage.render(
        theme: theme, selection: GallerySelection(type: type, page: page),
        diagnostics: diagnostics, showsLastGood: false, generation: 1, live: false,
        compare: compare, findings: findings)
      let path = (folder as NSString).appendingPathComponent(fileName(page: page))
      try Data(html.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      output.pages.append(path)
    }
    // The constants and tokens, when the theme has any.
    if !TokenPage.entries(of: theme, schemes: [.default]).isEmpty {
      let path = (folder as NSString).appendingPathComponent("tokens.html")
      try Data(TokenPage.render(theme: theme, live: false).utf8).write(
        to: URL(fileURLWithPath: path), options: .atomic)
      output.pages.append(path)
    }
    guard let browser else {
      output.imagesSkipped = "Chromium is not installed (apt install chromium); no PNGs were made"
      return output
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "livery-snapshot-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    // One PNG per page of each type: `Button.png`, then `Button-2.png`… past `stylesPerPage` styles.
    var shots: [Shot] = []
    /// A page of the gallery for `selection`, drawn `height` pixels tall into `name`.png.
    func shoot(_ selection: GallerySelection, as name: String, height: Int) async throws {
      let html = GalleryPage.render(
        theme: theme, selection: selection, diagnostics: [], showsLastGood: false, generation: 1,
        live: false, compare: compare, findings: findings)
      let source = scratch + "/\(name).html"
      try Data(html.utf8).write(to: URL(fileURLWithPath: source))
      shots.append(
        Shot(
          page: source, png: (folder as NSString).appendingPathComponent(name + ".png"),
          height: height, profile: scratch + "/profile-\(name)"))
    }
    let entriesByType = Dictionary(grouping: entries, by: \.type)
    for type in ComponentCatalog.standard.types {
      guard let typeEntries = entriesByType[type] else { continue }
      for page in 1...GalleryPage.pageCount(entries: typeEntries.count) {
        let selection = GallerySelection(type: type, page: page)
        let slice = typeEntries[
          (page - 1)
            * GalleryPage.stylesPerPage..<min(typeEntries.count, page * GalleryPage.stylesPerPage)]
        let rowCount = GalleryPage.rows(of: slice, in: theme, selection: selection).count
        guard rowCount > 0 else { continue }
        // Tall enough for the rows (cells are 50–110 px); what is left below is blank.
        try await shoot(
          selection, as: type.rawValue + (page == 1 ? "" : "-\(page)"),
          height: min(16_000, 160 + rowCount * 110))
      }
    }
    if let compare {
      // The changed cells of each type, before and after, in pictures of their own.
      let environments = GallerySelection().columnValues.map {
        GallerySelection().environment(column: $0)
      }
      for type in ComponentCatalog.standard.types {
        guard let typeEntries = entriesByType[type] else { continue }
        let changedRows = GalleryMatrix.rows(of: typeEntries, in: theme, environments: environments)
          .filter { row in
            environments.contains { environment in
              let query = row.query(in: environment)
              return !ThemeDiff.changedProperties(compare.resolve(query), theme.resolve(query))
                .isEmpty
            }
          }
        guard !changedRows.isEmpty else { continue }
        for side in [GallerySelection.CompareSide.before, .after] {
          var selection = GallerySelection(type: type)
          selection.changesOnly = true
          selection.side = side
          try await shoot(
            selection, as: "\(type.rawValue)-\(side.rawValue)",
            height: min(16_000, 200 + changedRows.count * 130))
        }
      }
    }
    if type == nil || type == TreePage.galleryType {
      try await shoot(
        GallerySelection(type: TreePage.galleryType), as: TreePage.galleryType.rawValue, height: 900
      )
    }
    // Each picture as tall as its page: measured at 1,280 px in one Chromium run; a page the
    // measurement missed keeps its estimate.
    let heights = measureHeights(of: shots, browser: browser, scratch: scratch)
    shots = shots.map { shot in
      guard let measured = heights[shot.page] else { return shot }
      return Shot(
        page: shot.page, png: shot.png, height: min(16_000, max(120, measured)),
        profile: shot.profile)
    }
    try await take(shots, browser: browser, progress: progress)
    output.images = shots.map(\.png)
    return output
  }

  /// The file in a snapshot folder that lists what the snapshot wrote.
  public static let markerName = ".livery-snapshot"

  /// Deletes what an earlier snapshot wrote into `folder` — the files its marker lists, and only
  /// those that are still regular files — so a smaller theme's snapshot leaves no pages or PNGs
  /// of a bigger one behind. A folder with other contents and no marker is refused.
  private static func removeEarlierOutput(in folder: String) throws {
    let manager = FileManager.default
    let marker = (folder as NSString).appendingPathComponent(markerName)
    let contents = try manager.contentsOfDirectory(atPath: folder)
    guard let listed = try? String(contentsOfFile: marker, encoding: .utf8) else {
      guard contents.isEmpty else { throw SnapshotFolderError(folder: folder) }
      return
    }
    for name in listed.split(separator: "\n").map(String.init) where isOwnName(name) {
      let path = (folder as NSString).appendingPathComponent(name)
      if (try? manager.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular
      {
        try manager.removeItem(atPath: path)
      }
    }
  }

  /// Lists the snapshot's files (the pages and PNGs now in `folder`) in its marker.
  private static func recordOutput(in folder: String) throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter(isOwnName)
      .sorted()
    try (names.joined(separator: "\n") + "\n").write(
      toFile: (folder as NSString).appendingPathComponent(markerName), atomically: true,
      encoding: .utf8)
  }

  /// Whether `name` is one a snapshot writes: `index.html`, `index-N.html`, `<Type>.png`,
  /// `<Type>-N.png`, `<Type>-before.png`, `<Type>-after.png`.
  private static func isOwnName(_ name: String) -> Bool {
    let types = Set((ComponentCatalog.standard.types + [TreePage.galleryType]).map(\.rawValue))
    let stem = (name as NSString).deletingPathExtension
    let parts = stem.split(separator: "-", maxSplits: 1).map(String.init)
    guard let base = parts.first,
      parts.count == 1 || Int(parts[1]) != nil || parts[1] == "before" || parts[1] == "after",
      !name.contains("/")
    else { return false }
    return (name.hasSuffix(".html") && (base == "index" || name == "tokens.html"))
      || (name.hasSuffix(".png") && types.contains(base))
  }

  /// One screenshot to take.
  struct Shot {
    let page: String
    let png: String
    let height: Int
    let profile: String
  }

  /// Takes the screenshots two browsers at a time (each in its own profile).
  private static func take(
    _ shots: [Shot], browser: String, lanes: Int = 2,
    progress: (_ done: Int, _ total: Int) -> Void
  ) async throws {
    var done = 0
    var waiting = shots[...]
    var running: [(shot: Shot, process: Process, deadline: ContinuousClock.Instant)] = []
    // However this ends (a failure, a cancelled task), no browser is left running.
    defer {
      for job in running { stop(job.process) }
    }
    while !waiting.isEmpty || !running.isEmpty {
      while running.count < lanes, let shot = waiting.popFirst() {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
          "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
          "--force-device-scale-factor=1",
          "--user-data-dir=\(shot.profile)", "--window-size=1280,\(shot.height)",
          "--screenshot=\(shot.png)",
          URL(fileURLWithPath: shot.page).absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? FileManager.default.removeItem(atPath: shot.png)
        try process.run()
        running.append((shot, process, .now + .seconds(120)))
      }
      try await Task.sleep(for: .milliseconds(50))
      for (index, job) in running.enumerated().reversed()
      where !job.process.isRunning || ContinuousClock.now > job.deadline {
        running.remove(at: index)
        if job.process.isRunning {
          stop(job.process)
          throw SnapshotError(description: "Chromium did not finish \(job.shot.png) within 120 s")
        }
        guard FileManager.default.fileExists(atPath: job.shot.png) else {
          throw SnapshotError(
            description:
              "Chromium wrote no \(job.shot.png) (exit status \(job.process.terminationStatus))")
        }
        done += 1
        progress(done, shots.count)
      }
    }
  }

  /// The height of each shot's page at 1,280 px: the pages in frames of one page whose script
  /// writes their heights into its DOM, which Chromium prints (`--dump-dom`). Empty when
  /// Chromium does not answer in 60 s or says nothing readable.
  static func measureHeights(of shots: [Shot], browser: String, scratch: String) -> [String: Int] {
    guard !shots.isEmpty else { return [:] }
    var page =
      "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"></head><body>\n"
    for (index, shot) in shots.enumerated() {
      page +=
        "<iframe data-index=\"\(index)\" src=\"\(HTMLEscaping.attribute(URL(fileURLWithPath: shot.page).absoluteString))\" style=\"width:1280px;height:10px;border:0;display:block\"></iframe>\n"
    }
    page += """
      <script>
      window.addEventListener('load', function () {
        var heights = [];
        document.querySelectorAll('iframe').forEach(function (frame) {
          try { heights[Number(frame.dataset.index)] = frame.contentDocument.documentElement.scrollHeight; } catch (e) {}
        });
        document.body.setAttribute('data-heights', heights.join(','));
      });
      </script>
      </body></html>
      """
    let path = scratch + "/measure.html"
    guard (try? Data(page.utf8).write(to: URL(fileURLWithPath: path))) != nil else { return [:] }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: browser)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
      "--force-device-scale-factor=1", "--allow-file-access-from-files",
      "--user-data-dir=\(scratch)/profile-measure", "--window-size=1280,900",
      "--virtual-time-budget=20000", "--dump-dom", URL(fileURLWithPath: path).absoluteString,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return [:] }
    // Read on a thread of its own, so a browser that hangs is stopped after 60 s.
    let text = Locked<Data?>(nil)
    let reader = Thread {
      let data = output.fileHandleForReading.readDataToEndOfFile()
      text.withLock { $0 = data }
    }
    reader.start()
    let deadline = Date().addingTimeInterval(60)
    while text.withLock({ $0 == nil }), Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    stop(process)
    guard let data = text.withLock({ $0 }),
      let dom = String(data: data, encoding: .utf8),
      let start = dom.range(of: "data-heights=\""),
      let end = dom[start.upperBound...].firstIndex(of: "\"")
    else { return [:] }
    var heights: [String: Int] = [:]
    for (index, value) in dom[start.upperBound..<end].split(
      separator: ",", omittingEmptySubsequences: false
    ).enumerated() where index < shots.count {
      if let height = Int(value), height > 0 { heights[shots[index].page] = height }
    }
    return heights
  }

  /// The file of page `page` of the static gallery.
  static func fileName(page: Int) -> String {
    page == 1 ? "index.html" : "index-\(page).html"
  }

  /// Chromium's path: `LIVERY_CHROMIUM`, else the first of chromium, chromium-browser,
  /// google-chrome, chrome on `PATH` (the tests' `Chromium.path` looks the same way).
  public static func findChromium() -> String? {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["LIVERY_CHROMIUM"],
      FileManager.default.isExecutableFile(atPath: explicit)
    {
      return explicit
    }
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    for name in ["chromium", "chromium-browser", "google-chrome", "chrome"] {
      for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name)
      { return folder + "/" + name }
    }
    return nil
  }
}

extension GallerySnapshot {
  /// Ends a browser: SIGTERM, then a few seconds for it to go (polled: `waitUntilExit` needs a
  /// run loop this task may not have).
  fileprivate static func stop(_ process: Process) {
    guard process.isRunning else { return }
    process.terminate()
    let deadline = Date().addingTimeInterval(5)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
  }
}

/// A snapshot image that could not be made.
public struct SnapshotError: Error, CustomStringConvertible {
  public let description: String
}

/// A snapshot was asked into a folder that holds files it did not write.
public struct SnapshotFolderError: Error, CustomStringConvertible {
  public let folder: String

  public var description: String {
    "\(folder) holds files an earlier snapshot did not write; snapshot into an empty folder (nothing there is deleted or overwritten)"
  }
}

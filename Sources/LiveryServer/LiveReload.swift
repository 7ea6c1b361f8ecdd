import Foundation
public import LiveryCore
import LiveryReload

/// Reloads a preview's theme when its files change and tells open pages: every file the command
/// was given and every file the theme read (Redbeard includes, Motif files found by name) is
/// watched; each burst of saves gives one reload and one event (`reload` or `refused`).
///
/// ```swift
/// let live = try await LiveReload(session: session, hub: hub, paths: ["Themes"])
/// defer { live.stop() }
/// ```
///
/// Saves land in a one-slot mailbox read by one loop: reloads never overlap, events go out in
/// order, and a burst during a long compile gives one more reload, not one per save.
public final class LiveReload: Sendable {
  private let watching = WatchedSet()
  private let counts = Counts()
  private let loop: Task<Void, Never>
  private let heartbeat: Task<Void, Never>
  private let mailbox: AsyncStream<Void>.Continuation

  /// Starts watching.
  ///
  /// - Parameters:
  ///   - paths: What the theme was loaded from (files and folders; a `@axis=value` suffix is ignored).
  ///   - quietPeriod: How long (seconds) files must be quiet before a burst of saves reloads. 50 ms
  ///     catches an editor's save or a checkout on a calm machine and is most of the delay between
  ///     a save and the repaint; slow or busy disks want more.
  ///   - heartbeatInterval: How often open event streams get a comment, so closed pages are noticed.
  ///   - onWarning: Called with a sentence for each folder that cannot be watched.
  ///   - onReload: Called after each reload with what it did and the load's problems (a
  ///     terminal says it: the page is not the only place a save is seen).
  public init(
    session: PreviewSession, hub: EventHub, paths: [String], quietPeriod: Double = 0.05,
    heartbeatInterval: Duration = .seconds(15),
    onWarning: @escaping @Sendable (String) -> Void = { _ in },
    onReload: @escaping @Sendable (PreviewSession.Outcome, [Diagnostic]) -> Void = { _, _ in }
  ) async throws {
    let (givenFiles, folders) = Self.split(paths)
    let (saves, mailbox) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    self.mailbox = mailbox
    let watching = self.watching
    let counts = self.counts
    // What the command was given is always watched (a file that failed to load too); what the
    // theme read is added after each reload.
    /// Watches `files` from now on; returns whether the watcher it replaced held changes.
    @Sendable func watch(_ files: [String]) throws -> Bool {
      let watcher = try FileWatcher(
        files: givenFiles + files, folders: folders, quietPeriod: quietPeriod
      ) { _ in
        counts.add(changes: 1)
        mailbox.yield()
      }
      for folder in watcher.unwatchedFolders {
        onWarning(
          "cannot watch \(folder) (the system's limit on watched folders or open files?); saves there are missed"
        )
      }
      return watching.replace(with: watcher, files: files)
    }
    _ = try watch(await session.files)
    loop = Task {
      for await _ in saves {
        counts.add(reloads: 1)
        let outcome = await session.reload()
        onReload(outcome, await session.diagnostics)
        switch outcome {
        case .applied(let generation):
          await hub.publish(
            "reload",
            data: JSONText.object([("generation", .number(Double(generation)))]).rendered(
              pretty: false))
          let files = await session.files
          // A new watcher replaces the old one, which may have held saves it was still waiting
          // out (its quiet period) or not read yet: then read once more. (Only then: a new file
          // that the reload just read must give one repaint, not two.)
          if files != watching.files, (try? watch(files)) == true { mailbox.yield() }
        case .refused(let errors):
          await hub.publish(
            "refused",
            data: JSONText.object([("errors", .number(Double(errors)))]).rendered(pretty: false))
        }
      }
    }
    heartbeat = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: heartbeatInterval)
        await hub.ping()
      }
    }
  }

  deinit { stop() }

  /// How many bursts of changes the watchers reported, and how many reloads started: what a
  /// preview that stopped repainting is asked first (is the watcher hearing, is the loop running?).
  public var activity: (changes: Int, reloads: Int) { counts.snapshot }

  /// Reloads now, as a save would (a remote bundle arrived): one reload and one event, in order
  /// with the saves'.
  public func reloadNow() {
    mailbox.yield()
  }

  /// Files and folders, without their `@axis=value` suffixes.
  private static func split(_ paths: [String]) -> (files: [String], folders: [String]) {
    var files: [String] = []
    var folders: [String] = []
    for path in paths {
      let plain = path.split(separator: "@", maxSplits: 1).first.map(String.init) ?? path
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: plain, isDirectory: &isFolder), isFolder.boolValue {
        folders.append(plain)
      } else {
        files.append(plain)
      }
    }
    return (files, folders)
  }

  /// Stops watching; no reload starts afterwards.
  public func stop() {
    loop.cancel()
    heartbeat.cancel()
    mailbox.finish()
    watching.stop()
  }
}

/// Counters for `LiveReload.activity`.
private final class Counts: Sendable {
  private let counts = Locked((changes: 0, reloads: 0))

  func add(changes: Int = 0, reloads: Int = 0) {
    counts.withLock {
      $0.changes += changes
      $0.reloads += reloads
    }
  }

  var snapshot: (changes: Int, reloads: Int) { counts.withLock { $0 } }
}

/// The watcher in use, replaced when the theme's files change.
private final class WatchedSet: @unchecked Sendable {
  // @unchecked: every access holds `lock`.
  private let lock = NSLock()
  private var watcher: FileWatcher?
  private var watchedFiles: [String] = []

  var files: [String] {
    lock.lock()
    defer { lock.unlock() }
    return watchedFiles
  }

  private var stopped = false

  /// Uses `watcher` from now on; after `stop()`, stops it instead (a reload that was running
  /// when the preview stopped must not leave a watcher behind). Returns whether the watcher it
  /// replaced had seen changes it had not reported yet.
  func replace(with watcher: FileWatcher, files: [String]) -> Bool {
    lock.lock()
    guard !stopped else {
      lock.unlock()
      watcher.stop()
      return false
    }
    let old = self.watcher
    self.watcher = watcher
    watchedFiles = files
    lock.unlock()
    return old?.stopReportingHeldChanges() ?? false
  }

  func stop() {
    lock.lock()
    stopped = true
    let current = watcher
    watcher = nil
    lock.unlock()
    current?.stop()
  }
}

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Watches the files a theme was read from, and the folders they sit in, and reports changes in
/// bursts: an editor's atomic save (write a temporary file, rename it over the original), a delete
/// and re-create, or fifty files changed by one `git checkout` each give **one** callback.
///
/// On Linux it uses inotify on the folders (atomic saves replace a file's inode, so watching the
/// file itself would lose it); on Apple platforms the system's file-event API (a `DispatchSource`
/// file-system object on each folder and each watched file, kqueue underneath), re-opened when a
/// save replaces a file; elsewhere it compares modification times every `pollInterval`.
/// Files appearing in a watched folder with a theme file's extension count as changes, so a new
/// file in a theme folder is picked up.
///
/// ```swift
/// let watcher = try FileWatcher(files: theme.files, folders: ["Themes"]) { changed in
///   print("reload:", changed)          // on the watcher's own thread
/// }
/// // … later
/// watcher.stop()
/// ```
public final class FileWatcher: Sendable {
  /// File extensions (lower-case, without the dot) that count as theme files in a watched folder.
  public static let themeExtensions: Set<String> = ["yaml", "yml", "json", "xml", "nss"]

  /// The thread's state; the thread holds it, this watcher stops it when freed.
  private let worker: FileWatchWorker

  /// How long (seconds) the files must be quiet before a burst is reported.
  public var quietPeriod: Double { worker.quietPeriod }

  /// Folders the system refused to watch (inotify's `max_user_watches` reached, no permission):
  /// changes there are missed.
  public var unwatchedFolders: [String] { worker.unwatched }

  /// Starts watching.
  ///
  /// - Parameters:
  ///   - files: Files to watch (absolute or relative to the current folder).
  ///   - folders: Folders whose theme files (at any depth) are watched too, new ones included.
  ///   - quietPeriod: How long (seconds) changes must stop before they are reported together.
  ///   - pollInterval: How often (seconds) modification times are compared where inotify does not exist.
  ///   - onChange: Called on the watcher's thread with the paths that changed, sorted.
  /// - Throws: `FileWatcherError` when the system refuses to watch.
  public init(
    files: [String], folders: [String] = [], quietPeriod: Double = 0.1, pollInterval: Double = 0.25,
    onChange: @escaping @Sendable ([String]) -> Void
  ) throws {
    worker = try FileWatchWorker(
      files: files, folders: folders, quietPeriod: quietPeriod, pollInterval: pollInterval,
      onChange: onChange)
  }

  deinit {
    worker.stop()
  }

  /// Stops watching: no callback starts after it returns.
  public func stop() {
    worker.stop()
  }

  /// Stops watching, and says whether changes had been seen that were not reported yet (the
  /// quiet period was still running, or events were waiting to be read): a caller replacing this
  /// watcher with another reads the files once more when it was so.
  public func stopReportingHeldChanges() -> Bool {
    worker.stop()
  }
}

/// The watcher's state and its thread's loop.
final class FileWatchWorker: @unchecked Sendable {
  // @unchecked: the mutable state lives on the watcher thread, except `stopped`, which is locked.

  let quietPeriod: Double
  let pollInterval: Double
  private let files: Set<String>
  private let folders: [String]
  private let onChange: @Sendable ([String]) -> Void
  /// Guards `stopped` and every callback, so none starts after `stop()` returns (recursive: a
  /// callback may stop its watcher).
  private let lock = NSRecursiveLock()
  private var stopped = false
  /// Whether changes were seen and not reported yet (guarded by `lock`).
  private var holding = false
  private let unwatchedLock = NSLock()
  private var unwatchedFolders: [String] = []
  /// At most this long (seconds) after a first change, changes are reported even if more keep coming.
  var maximumDelay: Double { max(1, quietPeriod * 5) }
  #if canImport(Darwin) && !os(Linux)
  /// Every source and the state below live on this queue.
  private let queue = DispatchQueue(label: "livery.file-watcher")
  /// One source per watched folder and per watched file that exists, by path.
  private var sources: [String: any DispatchSourceFileSystemObject] = [:]
  /// Each relevant file's identity, size and modification time when last looked at.
  private var known: [String: FileStamp] = [:]
  private var pending: Set<String> = []
  private var lastEvent = Date.distantPast
  private var firstPending = Date.distantPast
  private var flushScheduled = false
  #endif
  #if os(Linux)
  private var inotify: Int32 = -1
  private var wakeRead: Int32 = -1
  private var wakeWrite: Int32 = -1
  private var watches: [Int32: String] = [:]
  #endif

  init(
    files: [String], folders: [String], quietPeriod: Double, pollInterval: Double,
    onChange: @escaping @Sendable ([String]) -> Void
  ) throws {
    self.files = Set(files.map(FileWatchWorker.absolute))
    self.folders = folders.map(FileWatchWorker.absolute)
    self.quietPeriod = quietPeriod
    self.pollInterval = pollInterval
    self.onChange = onChange
    #if os(Linux)
    try startInotify()
    #elseif canImport(Darwin)
    startDispatchSources()
    #else
    startPolling()
    #endif
  }

  var unwatched: [String] {
    unwatchedLock.lock()
    defer { unwatchedLock.unlock() }
    return unwatchedFolders
  }

  deinit {
    #if os(Linux)
    // Closed here, after the thread has ended (it holds this worker) and `stop()` wrote its byte.
    if inotify >= 0 { close(inotify) }
    if wakeRead >= 0 { close(wakeRead) }
    if wakeWrite >= 0 { close(wakeWrite) }
    #endif
  }

  /// Reports `changed` unless the watcher was stopped.
  private func deliver(_ changed: [String]) {
    lock.lock()
    defer { lock.unlock() }
    holding = false
    if !stopped { onChange(changed) }
  }

  /// Notes whether changes are waiting to be reported.
  private func hold(_ isHolding: Bool) {
    lock.lock()
    holding = isHolding
    lock.unlock()
  }

  /// Stops the loop; no callback starts after it returns. Returns whether changes were seen and
  /// not reported (on Linux, relevant events still unread count too).
  @discardableResult
  func stop() -> Bool {
    #if canImport(Darwin) && !os(Linux)
    // Events the queue has not handled yet count as held: let it handle them first (unless this
    // runs on the queue, in a callback).
    if DispatchQueue.getSpecific(key: Self.queueKey) != true { queue.sync {} }
    #endif
    lock.lock()
    let wasStopped = stopped
    stopped = true
    var held = holding
    #if os(Linux)
    if !wasStopped { held = held || hasUnreadRelevantEvents() }
    #endif
    lock.unlock()
    guard !wasStopped else { return false }
    #if os(Linux)
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
    #elseif canImport(Darwin)
    queue.async { [self] in
      for source in sources.values { source.cancel() }
      sources.removeAll()
    }
    #endif
    return held
  }

  private var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  static func absolute(_ path: String) -> String {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
    return url.standardizedFileURL.path
  }

  /// Whether a change to `path` matters: a watched file, or a theme file inside a watched folder.
  func isRelevant(_ path: String) -> Bool {
    if files.contains(path) { return true }
    let name = (path as NSString).lastPathComponent
    guard !name.hasPrefix("."),
      FileWatcher.themeExtensions.contains((name as NSString).pathExtension.lowercased())
    else {
      return false
    }
    return folders.contains { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
  }

  /// Every folder to watch: the files' folders and the watched folders with their subfolders.
  private func foldersToWatch() -> [String] {
    var result = Set(files.map { ($0 as NSString).deletingLastPathComponent })
    for folder in folders {
      result.insert(folder)
      result.formUnion(Self.subfolders(of: folder))
    }
    return result.sorted()
  }

  /// Every folder below `folder` (hidden ones and what is in them left out), 64 levels at most.
  static func subfolders(of folder: String) -> [String] {
    var result: [String] = []
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    while let relative = walker.nextObject() as? String {
      var isFolder: ObjCBool = false
      let full = folder + "/" + relative
      guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), isFolder.boolValue
      else { continue }
      if (relative as NSString).lastPathComponent.hasPrefix(".") || walker.level > 64 {
        walker.skipDescendants()
        continue
      }
      result.append(full)
    }
    return result
  }

  #if os(Linux)
  private static let mask = UInt32(
    IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF
      | IN_MOVE_SELF | IN_ATTRIB)

  private func startInotify() throws {
    inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard inotify >= 0 else {
      throw FileWatcherError("inotify_init1 failed: \(String(cString: strerror(errno)))")
    }
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else {
      throw FileWatcherError("pipe failed: \(String(cString: strerror(errno)))")
    }
    wakeRead = pipeEnds[0]
    wakeWrite = pipeEnds[1]
    for folder in foldersToWatch() { addWatch(folder) }
    let thread = Thread { [self] in run() }
    thread.name = "livery.file-watcher"
    thread.start()
  }

  /// Whether the inotify queue holds an event about a relevant file (read and dropped: the
  /// watcher is stopping). Called under `lock`, so the loop is not reading meanwhile.
  private func hasUnreadRelevantEvents() -> Bool {
    guard inotify >= 0 else { return false }
    let bufferSize = 64 * 1024
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: bufferSize, alignment: 8)
    defer { buffer.deallocate() }
    var found = false
    readEvents(into: buffer, size: bufferSize) { event, name in
      if event.mask & UInt32(IN_Q_OVERFLOW) != 0 { found = true }
      guard let folder = watches[event.wd] else { return }
      let path = name.isEmpty ? folder : folder + "/" + name
      if event.mask & UInt32(IN_ISDIR) != 0 || isRelevant(path) { found = true }
    }
    return found
  }

  /// Reads every event waiting on the (non-blocking) inotify descriptor, with its name.
  private func readEvents(
    into buffer: UnsafeMutableRawPointer, size: Int, _ body: (inotify_event, String) -> Void
  ) {
    while true {
      let count = read(inotify, buffer, size)
      guard count > 0 else { return }
      var offset = 0
      while offset + MemoryLayout<inotify_event>.size <= count {
        let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
        let nameStart = buffer.advanced(by: offset + MemoryLayout<inotify_event>.size)
        let name =
          event.len > 0 ? String(cString: nameStart.assumingMemoryBound(to: CChar.self)) : ""
        offset += MemoryLayout<inotify_event>.size + Int(event.len)
        body(event, name)
      }
    }
  }

  private func addWatch(_ folder: String) {
    let descriptor = inotify_add_watch(inotify, folder, Self.mask)
    if descriptor >= 0 {
      watches[descriptor] = folder
    } else {
      unwatchedLock.lock()
      unwatchedFolders.append(folder)
      unwatchedLock.unlock()
    }
  }

  /// Watches a folder that appeared (created, or moved in by a checkout) and what is below it, and
  /// counts the theme files already in it as changed: they were written before the watch existed.
  private func adopt(folder: String, into pending: inout Set<String>) {
    addWatch(folder)
    for subfolder in Self.subfolders(of: folder) { addWatch(subfolder) }
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return }
    while let relative = walker.nextObject() as? String {
      if (relative as NSString).lastPathComponent.hasPrefix(".") {
        walker.skipDescendants()
        continue
      }
      let full = folder + "/" + relative
      if isRelevant(full) { pending.insert(full) }
    }
  }

  private func run() {
    var pending: Set<String> = []
    var lastEvent = Date.distantPast
    var firstPending = Date.distantPast
    let bufferSize = 64 * 1024
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: bufferSize, alignment: 8)
    defer { buffer.deallocate() }
    while !isStopped {
      var descriptors = [
        pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
      ]
      let wait = min(
        quietPeriod - Date().timeIntervalSince(lastEvent),
        maximumDelay - Date().timeIntervalSince(firstPending))
      let timeout: Int32 = pending.isEmpty ? -1 : Int32(max(1, wait * 1000))
      let ready = poll(&descriptors, 2, timeout)
      // Events are read and noted under the lock, so `stop()` knows whether any were held.
      lock.lock()
      if stopped {
        lock.unlock()
        return
      }
      if ready > 0, descriptors[0].revents & Int16(POLLIN) != 0 {
        readEvents(into: buffer, size: bufferSize) { event, name in
          if pending.isEmpty { firstPending = Date() }
          if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // Events were lost: everything may have changed.
            pending.formUnion(files)
            pending.formUnion(folders)
            lastEvent = Date()
            return
          }
          guard let folder = watches[event.wd] else { return }
          let path = name.isEmpty ? folder : folder + "/" + name
          if event.mask & UInt32(IN_ISDIR) != 0 {
            // A new folder inside a watched folder: watch it, and what is already in it.
            if event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, !name.hasPrefix("."),
              folders.contains(where: { path.hasPrefix($0 + "/") })
            {
              adopt(folder: path, into: &pending)
              lastEvent = Date()
            }
            return
          }
          if isRelevant(path) {
            pending.insert(path)
            lastEvent = Date()
          }
        }
      }
      holding = !pending.isEmpty
      lock.unlock()
      let now = Date()
      if !pending.isEmpty,
        now.timeIntervalSince(lastEvent) >= quietPeriod
          || now.timeIntervalSince(firstPending) >= maximumDelay
      {
        let changed = pending.sorted()
        pending.removeAll()
        deliver(changed)
      }
    }
  }
  #elseif canImport(Darwin)
  /// Watches everything before `init` returns (a save just after it is seen), on the queue.
  private func startDispatchSources() {
    queue.setSpecific(key: Self.queueKey, value: true)
    queue.sync { [self] in
      for folder in foldersToWatch() { watch(folder, isFolder: true) }
      known = stamps()
      // The watched files, and the theme files under the folders: a folder's source hears only
      // entries added, removed or renamed, not a file written in place.
      for file in Set(files).union(known.keys) { watch(file, isFolder: false) }
    }
  }

  /// Marks `queue`, so `stop()` knows whether it runs on it (a callback that stops its watcher).
  private static let queueKey = DispatchSpecificKey<Bool>()

  /// Opens a source on `path` (for events only: it keeps no volume busy). A folder reports entries
  /// added, removed or renamed; a file reports writes, growth, attribute changes and its own
  /// deletion or replacement (an atomic save renames another file over it).
  private func watch(_ path: String, isFolder: Bool) {
    guard sources[path] == nil, !isStopped else { return }
    let descriptor = open(path, O_EVTONLY)
    guard descriptor >= 0 else {
      if isFolder {
        unwatchedLock.lock()
        if !unwatchedFolders.contains(path) { unwatchedFolders.append(path) }
        unwatchedLock.unlock()
      }
      return
    }
    let mask: DispatchSource.FileSystemEvent =
      isFolder
      ? [.write, .delete, .rename, .link, .revoke]
      : [.write, .extend, .attrib, .delete, .rename, .link, .revoke]
    let source = DispatchSource.makeFileSystemObjectSource(
      fileDescriptor: descriptor, eventMask: mask, queue: queue)
    // The handler runs on `queue`, where `sources` lives; it reads the source that fired from
    // there rather than capturing it (a cancelled source fires no more).
    source.setEventHandler { [weak self] in
      guard let self, let fired = self.sources[path] else { return }
      self.handle(fired.data, at: path, isFolder: isFolder)
    }
    source.setCancelHandler { close(descriptor) }
    sources[path] = source
    source.resume()
  }

  /// On the queue: what changed, from the event and a fresh look at the files.
  private func handle(_ event: DispatchSource.FileSystemEvent, at path: String, isFolder: Bool) {
    if pending.isEmpty { firstPending = Date() }
    lastEvent = Date()
    if !isFolder {
      // The file itself changed: pending whatever its stamp says (a same-sized save within one
      // timestamp tick changes no stamp).
      pending.insert(path)
      if !event.intersection([.delete, .rename, .revoke]).isEmpty {
        // Replaced or gone: watch whatever is at the path now (again when it reappears).
        sources.removeValue(forKey: path)?.cancel()
        watch(path, isFolder: false)
      }
    } else if !event.intersection([.delete, .rename, .revoke]).isEmpty {
      sources.removeValue(forKey: path)?.cancel()
      watch(path, isFolder: true)
    }
    // New subfolders of a watched folder are watched, and files that appeared get a source.
    for folder in foldersToWatch() where sources[folder] == nil { watch(folder, isFolder: true) }
    let now = stamps()
    for file in Set(files).union(now.keys) where sources[file] == nil {
      watch(file, isFolder: false)
    }
    for candidate in Set(known.keys).union(now.keys) where known[candidate] != now[candidate] {
      pending.insert(candidate)
    }
    known = now
    hold(!pending.isEmpty)
    scheduleFlush()
  }

  /// Reports the pending changes once the files have been quiet for `quietPeriod` (or
  /// `maximumDelay` after the first), checking again until then.
  private func scheduleFlush() {
    guard !flushScheduled, !pending.isEmpty else { return }
    flushScheduled = true
    let wait = max(
      0.001,
      min(
        quietPeriod - Date().timeIntervalSince(lastEvent),
        maximumDelay - Date().timeIntervalSince(firstPending)))
    queue.asyncAfter(deadline: .now() + wait) { [weak self] in
      guard let self else { return }
      flushScheduled = false
      let now = Date()
      if now.timeIntervalSince(lastEvent) >= quietPeriod
        || now.timeIntervalSince(firstPending) >= maximumDelay
      {
        let changed = pending.sorted()
        pending.removeAll()
        if !changed.isEmpty { deliver(changed) }
      } else {
        scheduleFlush()
      }
    }
  }

  /// Each relevant file's stamp: the watched files and the theme files under the folders.
  private func stamps() -> [String: FileStamp] {
    var result: [String: FileStamp] = [:]
    var candidates = Array(files)
    for folder in folders {
      guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
      while let relative = walker.nextObject() as? String {
        if (relative as NSString).lastPathComponent.hasPrefix(".") {
          walker.skipDescendants()
          continue
        }
        candidates.append(folder + "/" + relative)
      }
    }
    for path in candidates where isRelevant(path) {
      var status = stat()
      guard stat(path, &status) == 0 else { continue }
      result[path] = FileStamp(
        device: Int64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
        seconds: Int64(status.st_mtimespec.tv_sec), nanoseconds: Int64(status.st_mtimespec.tv_nsec))
    }
    return result
  }
  #else
  private func startPolling() {
    let thread = Thread { [self] in poll() }
    thread.name = "livery.file-watcher"
    thread.start()
  }

  private func snapshot() -> [String: Date] {
    var times: [String: Date] = [:]
    var candidates = Array(files)
    for folder in folders {
      guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
      while let relative = walker.nextObject() as? String {
        candidates.append(folder + "/" + relative)
      }
    }
    for path in candidates where isRelevant(path) {
      times[path] =
        (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
        ?? .distantPast
    }
    return times
  }

  private func poll() {
    var known = snapshot()
    var pending: Set<String> = []
    var lastEvent = Date.distantPast
    while !isStopped {
      Thread.sleep(forDouble: pollInterval)
      let now = snapshot()
      for path in Set(known.keys).union(now.keys) where known[path] != now[path] {
        pending.insert(path)
        lastEvent = Date()
      }
      known = now
      hold(!pending.isEmpty)
      if !pending.isEmpty, Date().timeIntervalSince(lastEvent) >= quietPeriod {
        let changed = pending.sorted()
        pending.removeAll()
        deliver(changed)
      }
    }
  }
  #endif
}

/// A file's identity, size and modification time: what tells a change when an event names a
/// folder, not a file.
struct FileStamp: Hashable {
  var device: Int64
  var inode: UInt64
  var size: Int64
  var seconds: Int64
  var nanoseconds: Int64
}

/// Why a watcher could not start.
public struct FileWatcherError: Error, CustomStringConvertible {
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}

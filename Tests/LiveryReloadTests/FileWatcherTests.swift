import Foundation
import LiveryReload
import LiveryTestSupport
import Testing

/// The save patterns of issue 13 (runtime.md §8): each gives exactly one callback.
@Suite(.serialized) struct FileWatcherTests {
  /// Callbacks received, from the watcher's thread.
  final class Calls: @unchecked Sendable {
    // @unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var batches: [[String]] = []

    func record(_ paths: [String]) {
      lock.lock()
      batches.append(paths)
      lock.unlock()
    }

    var all: [[String]] {
      lock.lock()
      defer { lock.unlock() }
      return batches
    }

    /// Waits until `count` callbacks arrived (at most `timeout` seconds), then `settle` more
    /// seconds so that a wrong extra callback would show.
    func wait(for count: Int, timeout: Double = 5, settle: Double = 0.5) -> [[String]] {
      let deadline = Date().addingTimeInterval(timeout)
      while all.count < count, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
      Thread.sleep(forTimeInterval: settle)
      return all
    }
  }

  let folder: String

  init() throws {
    folder = Fixtures.temporaryFolder()
    try "$Accent: '#ff0000'\n".write(
      toFile: folder + "/Theme.yaml", atomically: false, encoding: .utf8)
  }

  func watch(files: [String] = [], folders: [String] = []) throws -> (FileWatcher, Calls) {
    let calls = Calls()
    let watcher = try FileWatcher(files: files, folders: folders, quietPeriod: 0.5) {
      calls.record($0)
    }
    Thread.sleep(forTimeInterval: 0.05)
    return (watcher, calls)
  }

  @Test func anAtomicRenameSaveIsOneChange() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (watcher, calls) = try watch(files: [folder + "/Theme.yaml"])
    defer { watcher.stop() }
    // What editors do: write a temporary file beside it, then rename it over the original.
    try "$Accent: '#00ff00'\n".write(
      toFile: folder + "/.Theme.yaml.swp", atomically: false, encoding: .utf8)
    #expect(rename(folder + "/.Theme.yaml.swp", folder + "/Theme.yaml") == 0)
    #expect(calls.wait(for: 1) == [[folder + "/Theme.yaml"]])
  }

  @Test func aWriteInPlaceIsOneChange() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (watcher, calls) = try watch(files: [folder + "/Theme.yaml"])
    defer { watcher.stop() }
    let handle = try #require(FileHandle(forWritingAtPath: folder + "/Theme.yaml"))
    for _ in 0..<20 {
      handle.write(Data("# more\n".utf8))  // many small writes, one save
    }
    try handle.close()
    #expect(calls.wait(for: 1).count == 1)
  }

  @Test func aDeleteAndRecreateIsOneChange() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (watcher, calls) = try watch(files: [folder + "/Theme.yaml"])
    defer { watcher.stop() }
    try FileManager.default.removeItem(atPath: folder + "/Theme.yaml")
    try "$Accent: '#0000ff'\n".write(
      toFile: folder + "/Theme.yaml", atomically: false, encoding: .utf8)
    #expect(calls.wait(for: 1) == [[folder + "/Theme.yaml"]])
  }

  @Test func fiftyFilesChangedAtOnceAreOneChange() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for index in 0..<50 {
      try ".S\(index):\n    alpha: 1\n".write(
        toFile: folder + "/S\(index).yaml", atomically: false, encoding: .utf8)
    }
    let (watcher, calls) = try watch(folders: [folder])
    defer { watcher.stop() }
    // A `git checkout`: every file rewritten, some atomically.
    for index in 0..<50 {
      let path = folder + "/S\(index).yaml"
      try ".S\(index):\n    alpha: 0.5\n".write(
        toFile: path, atomically: index % 2 == 0, encoding: .utf8)
    }
    let batches = calls.wait(for: 1)
    #expect(batches.count == 1)
    #expect(batches.first?.count == 50)
  }

  @Test func newThemeFilesInAWatchedFolderArePickedUpAndOthersAreNot() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (watcher, calls) = try watch(folders: [folder])
    defer { watcher.stop() }
    try "notes".write(toFile: folder + "/README.txt", atomically: false, encoding: .utf8)
    try "x".write(toFile: folder + "/.hidden.yaml", atomically: false, encoding: .utf8)
    Thread.sleep(forTimeInterval: 0.3)
    #expect(calls.all.isEmpty)
    // A new folder with files written at once (`mkdir -p` and a copy): found even when they landed
    // before the watch on the new folder existed.
    try FileManager.default.createDirectory(
      atPath: folder + "/dark/deep", withIntermediateDirectories: true)
    try ".Card:\n    alpha: 1\n".write(
      toFile: folder + "/dark/Card.yaml", atomically: false, encoding: .utf8)
    try ".Deep:\n    alpha: 1\n".write(
      toFile: folder + "/dark/deep/Deep.yaml", atomically: false, encoding: .utf8)
    #expect(calls.wait(for: 1) == [[folder + "/dark/Card.yaml", folder + "/dark/deep/Deep.yaml"]])
    // And watched from then on.
    try ".Deep:\n    alpha: 0.5\n".write(
      toFile: folder + "/dark/deep/Deep.yaml", atomically: true, encoding: .utf8)
    #expect(calls.wait(for: 2).last == [folder + "/dark/deep/Deep.yaml"])
  }

  @Test func freeingTheWatcherStopsIt() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var (watcher, calls): (FileWatcher?, Calls) = try watch(files: [folder + "/Theme.yaml"])
    #expect(watcher?.quietPeriod == 0.5)
    watcher = nil
    Thread.sleep(forTimeInterval: 0.1)
    try "$Accent: '#654321'\n".write(
      toFile: folder + "/Theme.yaml", atomically: true, encoding: .utf8)
    #expect(calls.wait(for: 1, timeout: 0.6).isEmpty)
  }

  @Test func changesThatNeverStopAreStillReported() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (watcher, calls) = try watch(files: [folder + "/Theme.yaml"])
    defer { watcher.stop() }
    // A save every 0.1 s for 3.5 s: never quiet for 0.5 s, reported at most 2.5 s after the first.
    for index in 0..<35 {
      try "$Accent: '#0000\(index % 10)0'\n".write(
        toFile: folder + "/Theme.yaml", atomically: false, encoding: .utf8)
      Thread.sleep(forTimeInterval: 0.1)
    }
    #expect(!calls.all.isEmpty)
  }

  @Test func nothingIsReportedAfterStop() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (watcher, calls) = try watch(files: [folder + "/Theme.yaml"])
    watcher.stop()
    Thread.sleep(forTimeInterval: 0.1)
    try "$Accent: '#123456'\n".write(
      toFile: folder + "/Theme.yaml", atomically: true, encoding: .utf8)
    #expect(calls.wait(for: 1, timeout: 0.5).isEmpty)
  }

  /// A watcher replaced by another hands over what it was still waiting out: the live reload reads
  /// once more when, and only when, the old watcher held a change.
  @Test func stoppingSaysWhetherChangesWereHeld() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (quiet, _) = try watch(files: [folder + "/Theme.yaml"])
    #expect(quiet.stopReportingHeldChanges() == false, "nothing changed")
    let (busy, calls) = try watch(files: [folder + "/Theme.yaml"])
    try "$Accent: '#654321'\n".write(
      toFile: folder + "/Theme.yaml", atomically: true, encoding: .utf8)
    // Within the 0.5 s quiet period: seen (or still unread), not reported.
    Thread.sleep(forTimeInterval: 0.1)
    #expect(busy.stopReportingHeldChanges() == true)
    #expect(calls.wait(for: 1, timeout: 0.8).isEmpty, "and never reported after the stop")
    // Unread events count too: stopped right after the save, before the loop can read it.
    let (sudden, _) = try watch(files: [folder + "/Theme.yaml"])
    try "$Accent: '#abcdef'\n".write(
      toFile: folder + "/Theme.yaml", atomically: false, encoding: .utf8)
    #expect(sudden.stopReportingHeldChanges() == true)
  }
}

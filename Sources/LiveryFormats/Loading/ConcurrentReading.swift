import Dispatch
import Foundation
import LiveryCore

/// Reads independent files on several cores and returns the results in input order, so a theme
/// loaded in parallel is the same theme, with the same diagnostics in the same order, as one loaded
/// on one thread.
enum ConcurrentReading {
  /// The active cores: the default thread count.
  static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

  /// `transform` of every item, in order. Runs on up to `threads` threads (1: on the caller's,
  /// without Dispatch); items are handed out one at a time, so one large file does not hold up
  /// the others.
  static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], threads: Int, _ transform: @Sendable (Item) -> Result
  ) -> [Result] {
    let workers = min(max(threads, 1), items.count)
    guard workers > 1 else { return items.map(transform) }
    let slots = Slots<Result>(count: items.count)
    let next = Locked(0)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let index = next.withLock { value in
          defer { value += 1 }
          return value
        }
        guard index < items.count else { return }
        slots.store(transform(items[index]), at: index)
      }
    }
    return slots.results()
  }

  /// One write-once slot per item; each index is written by exactly one worker, and read only after
  /// `concurrentPerform` has returned.
  private final class Slots<Result>: @unchecked Sendable {
    private var storage: UnsafeMutableBufferPointer<Result?>

    init(count: Int) {
      storage = .allocate(capacity: count)
      storage.initialize(repeating: nil)
    }

    deinit {
      _ = storage.deinitialize()
      storage.deallocate()
    }

    func store(_ result: Result, at index: Int) {
      storage[index] = result
    }

    func results() -> [Result] {
      storage.map { $0! }
    }
  }
}

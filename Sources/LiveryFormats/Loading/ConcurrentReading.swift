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

extension ConcurrentReading {
  /// Overlaps producing items with consuming them: `produce` runs on the calling thread and hands
  /// items to its `yield`; `consume` runs on a second thread and is given `forEach`, which calls its
  /// argument with each item in order (in place: the consumer may change it without a copy) until
  /// `produce` has returned and every item was seen. Items travel in batches, so the hand-over costs
  /// a lock per `batch` items. Returns both results.
  ///
  /// The consumer frees the items only once all are consumed: freeing memory another thread
  /// allocated waits for that thread's allocator lock (glibc arenas), and doing it while the
  /// producer still allocated made the pipeline slower than one thread.
  static func pipeline<Item: Sendable, Produced, Consumed: Sendable>(
    batch: Int = 64,
    produce: (_ yield: (Item) -> Void) -> Produced,
    consume: @escaping @Sendable (_ forEach: ((inout Item) -> Void) -> Void) -> Consumed
  ) -> (Produced, Consumed) {
    let work = Channel<Item>()
    let result = Locked<Consumed?>(nil)
    let finished = DispatchSemaphore(value: 0)
    consumers.async {
      var consumedItems: [[Item]] = []
      let consumed = consume { body in
        while var items = work.take() {
          for index in items.indices { body(&items[index]) }
          consumedItems.append(items)
        }
      }
      consumedItems = []
      result.withLock { $0 = consumed }
      finished.signal()
    }
    var pending: [Item] = []
    pending.reserveCapacity(batch)
    let produced = produce { item in
      pending.append(item)
      if pending.count == batch {
        work.put(pending)
        pending = []
        pending.reserveCapacity(batch)
      }
    }
    if !pending.isEmpty { work.put(pending) }
    work.close()
    finished.wait()
    return (produced, result.withLock { $0! })
  }

  /// Where consumers run: a queue of its own (not the global one), so a consumer never waits for a
  /// worker that a blocked producer holds, and threads that outlive one pipeline.
  private static let consumers = DispatchQueue(
    label: "livery.concurrent-reading", attributes: .concurrent)

  /// Batches from one thread to another, in order.
  private final class Channel<Item: Sendable>: @unchecked Sendable {
    // @unchecked: `batches`, `head` and `closed` are only touched while `condition` is locked.
    private let condition = NSCondition()
    private var batches: [[Item]] = []
    private var head = 0
    private var closed = false

    func put(_ batch: [Item]) {
      condition.lock()
      batches.append(batch)
      condition.signal()
      condition.unlock()
    }

    func close() {
      condition.lock()
      closed = true
      condition.signal()
      condition.unlock()
    }

    /// The next batch, waiting for one; `nil` when closed and drained.
    func take() -> [Item]? {
      condition.lock()
      defer { condition.unlock() }
      while head == batches.count, !closed { condition.wait() }
      guard head < batches.count else { return nil }
      let batch = batches[head]
      batches[head] = []
      head += 1
      return batch
    }
  }
}

import Foundation

/// Runs work that recurses as deep as its input on a thread with a large stack.
///
/// Yams builds its node tree recursively and libyaml allows 1,000 levels of nesting; in a debug build
/// that needs about 700 KB of stack, more than a secondary thread may have. Running the YAML reader
/// here makes the depth limit a diagnostic, never a crash.
enum LargeStack {
  /// 64 MB of address space; only the pages actually touched are committed.
  static let size = 64 << 20

  static func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
    let box = ResultBox<Result>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.value = work()
      done.signal()
    }
    thread.stackSize = size
    thread.start()
    done.wait()
    return box.value!
  }

  private final class ResultBox<Value: Sendable>: @unchecked Sendable {
    // @unchecked: written once by the worker before it signals, read after the wait.
    var value: Value?
  }
}

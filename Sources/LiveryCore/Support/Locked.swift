import Foundation

/// A value guarded by a lock, for the few mutable caches behind immutable public types.
///
/// `Synchronization.Mutex` would do, but it needs macOS 15 / iOS 18; apps that adopt Livery
/// support older systems, so this wraps `NSLock`.
package final class Locked<State>: @unchecked Sendable {
  // @unchecked: every access to `state` happens inside `lock`.
  private let lock = NSLock()
  private var state: State

  package init(_ state: State) {
    self.state = state
  }

  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}

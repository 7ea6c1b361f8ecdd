#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("Locked: no lock for this platform (Darwin, Glibc and Musl have one)")
#endif

/// A value guarded by a lock, for the few mutable caches behind immutable public types.
///
/// `Synchronization.Mutex` would do, but it needs macOS 15 / iOS 18, and apps that adopt Livery
/// support older systems. So the lock is the platform's own: `os_unfair_lock` on Apple's systems,
/// a `pthread_mutex_t` elsewhere — not `NSLock`, which on Linux goes through two Foundation
/// classes to reach the same mutex (the memo's warm lookup takes a lock, issue 31). The lock and
/// the value live at a fixed address, allocated once: a lock must not move, and reaching the value
/// through a pointer spares the exclusivity checks a class's stored property costs on every access
/// (the lock already makes accesses exclusive).
///
/// The Linux branch is built and tested here. The Apple branch (`os_unfair_lock`, iOS 10+) is for
/// `.github/workflows/apple.yml` to compile and test on a Mac; that workflow has not run yet, so
/// nothing but reading vouches for it.
package final class Locked<State>: @unchecked Sendable {
  // @unchecked: `state` is read and written only between `lock` and `unlock`.
  private let mutex: UnsafeMutablePointer<PlatformMutex>
  private let state: UnsafeMutablePointer<State>

  /// Where the value starts in the one allocation, after the lock.
  private static var stateOffset: Int {
    let alignment = MemoryLayout<State>.alignment
    return (MemoryLayout<PlatformMutex>.size + alignment - 1) / alignment * alignment
  }

  package init(_ state: State) {
    // The lock and the value in one allocation of whole cache lines (128 bytes: Apple silicon's
    // line, and the pair of 64-byte lines x86 prefetches together), so two locks used by two
    // threads (the memo's shards, made one after another) never share a line.
    let bytes = UnsafeMutableRawPointer.allocate(
      byteCount: (Self.stateOffset + MemoryLayout<State>.size + 127) / 128 * 128,
      alignment: max(128, MemoryLayout<State>.alignment))
    mutex = bytes.bindMemory(to: PlatformMutex.self, capacity: 1)
    #if canImport(Darwin)
    mutex.initialize(to: os_unfair_lock())
    #else
    mutex.initialize(to: pthread_mutex_t())
    let created = pthread_mutex_init(mutex, nil)
    precondition(created == 0, "pthread_mutex_init failed (\(created))")
    #endif
    self.state = (bytes + Self.stateOffset).bindMemory(to: State.self, capacity: 1)
    self.state.initialize(to: state)
  }

  deinit {
    #if !canImport(Darwin)
    pthread_mutex_destroy(mutex)
    #endif
    state.deinitialize(count: 1)
    mutex.deinitialize(count: 1)
    UnsafeMutableRawPointer(mutex).deallocate()
  }

  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    #if canImport(Darwin)
    os_unfair_lock_lock(mutex)
    defer { os_unfair_lock_unlock(mutex) }
    #else
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    #endif
    return try body(&state.pointee)
  }
}

#if canImport(Darwin)
private typealias PlatformMutex = os_unfair_lock
#else
private typealias PlatformMutex = pthread_mutex_t
#endif

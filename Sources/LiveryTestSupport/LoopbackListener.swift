import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP listener on 127.0.0.1 that counts the connections made to it and answers none: for tests
/// that check a page loads nothing from elsewhere (point the hostile URLs at it).
public final class LoopbackListener: @unchecked Sendable {
  // @unchecked: `count` is behind `lock`; the socket is closed once, by `stop`.
  public let port: Int
  private let socket: Int32
  private let lock = NSLock()
  private var connections = 0
  private var stopped = false

  public init() throws {
    #if canImport(Glibc)
    let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw Chromium.Failure(description: "no socket") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(fd, 16) == 0 else {
      close(fd)
      throw Chromium.Failure(description: "cannot listen on 127.0.0.1")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    socket = fd
    port = Int(UInt16(bigEndian: address.sin_port))
    let thread = Thread { [self] in
      while true {
        let client = accept(fd, nil, nil)
        guard client >= 0 else { return }
        lock.withLock { connections += 1 }
        close(client)
      }
    }
    thread.start()
  }

  /// How many connections were made so far.
  public var count: Int { lock.withLock { connections } }

  public func stop() {
    let first = lock.withLock {
      defer { stopped = true }
      return !stopped
    }
    if first {
      shutdown(socket, Int32(SHUT_RDWR))  // wakes the accepting thread
      close(socket)
    }
  }

  deinit { stop() }
}

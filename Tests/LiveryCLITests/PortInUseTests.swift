import Foundation
import LiveryTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A server command given a port another program holds says so in one line (review-tools.md §3:
/// "A port in use is a one-line message suggesting --port"), not the socket layer's errno.
@Suite struct PortInUseTests {
  /// A socket listening on a free loopback port, and the port.
  static func occupiedPort() throws -> (socket: Int32, port: Int) {
    #if canImport(Glibc)
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    try #require(fd >= 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    try #require(bound == 0)
    try #require(listen(fd, 1) == 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    return (fd, Int(UInt16(bigEndian: address.sin_port)))
  }

  @Test func previewAndServeSayThePortIsInUse() throws {
    let (fd, port) = try Self.occupiedPort()
    defer { close(fd) }
    for arguments in [["preview", "--port", "\(port)"], ["serve", ".", "--port", "\(port)"]] {
      let run = try LiveryRun(arguments, in: Fixtures.temporaryFolder())
      #expect(run.status == 1)
      #expect(
        run.standardError
          == "error: port \(port) on 127.0.0.1 is in use; try --port \(port + 1) (or --port 0 for any free port)\n",
        "\(arguments[0]): \(run.standardError)")
    }
  }
}

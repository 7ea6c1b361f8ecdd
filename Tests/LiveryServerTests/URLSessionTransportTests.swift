import Foundation
import Hummingbird
import HummingbirdTesting
import LiveryBundles
import LiveryCore
import LiveryTestSupport
import Testing

/// The real transport (`URLSession`) against a hostile server on loopback: remote-bundles.md §7
/// cases 32–37 where the network itself misbehaves.
@Suite struct URLSessionTransportTests {
  /// A server that does what a broken or malicious one does, one route per behaviour.
  /// `endlessWritten` counts the bytes the endless answer got to write.
  static func hostile(gzipBomb: [UInt8], endlessWritten: Locked<Int> = Locked(0))
    -> some ApplicationProtocol
  {
    let router = Router()
    router.get("endless") { _, _ in
      Response(
        status: .ok,
        body: ResponseBody { writer in
          let chunk = ByteBuffer(repeating: UInt8(ascii: "x"), count: 16 << 10)
          for _ in 0..<(1 << 16) {  // 1 GiB
            try await writer.write(chunk)
            endlessWritten.withLock { $0 += chunk.readableBytes }
          }
          try await writer.finish(nil)
        })
    }
    router.get("drip") { _, _ in
      Response(
        status: .ok,
        body: ResponseBody { writer in
          for _ in 0..<20 {  // 60 s, far past the 4 s deadline the test sets
            try await writer.write(ByteBuffer(string: "x"))
            try await Task.sleep(nanoseconds: 3_000_000_000)
          }
          try await writer.finish(nil)
        })
    }
    router.get("silence") { _, _ in
      Response(
        status: .ok,
        body: ResponseBody { writer in
          try await Task.sleep(nanoseconds: 4_000_000_000)  // past the 1 s idle timeout
          try await writer.finish(nil)
        })
    }
    router.get("cut") { _, _ in
      Response(
        status: .ok, headers: [.contentLength: "1000"],
        body: ResponseBody { writer in
          try await writer.write(ByteBuffer(string: String(repeating: "y", count: 100)))
          throw CancellationError()  // the connection closes after 100 of the 1000 bytes
        })
    }
    router.get("bomb") { _, _ in
      Response(
        status: .ok, headers: [.contentEncoding: "gzip", .contentType: "application/json"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: gzipBomb)))
    }
    router.get("loop") { _, _ in Response(status: .found, headers: [.location: "/loop"]) }
    router.get("busy") { _, _ in
      Response(status: .serviceUnavailable, headers: [.retryAfter: "120"])
    }
    router.get("tagged") { request, _ in
      if request.headers[.ifNoneMatch] == "\"v1\"" {
        return Response(status: .notModified, headers: [.eTag: "\"v1\""])
      }
      return Response(
        status: .ok, headers: [.eTag: "\"v1\""],
        body: ResponseBody(byteBuffer: ByteBuffer(string: "{}")))
    }
    return Application(
      router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
  }

  /// 8 MiB of zeros, gzipped (about 8 KB): far more when decoded than the 1 MiB it is allowed.
  static func gzipBomb() throws -> [UInt8] { try gzippedZeros(8 << 20, level: 9) }

  /// `count` zero bytes, gzipped by `gzip` itself.
  static func gzippedZeros(_ count: Int, level: Int) throws -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "head -c \(count) /dev/zero | gzip -\(level) -c"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return [UInt8](data)
  }

  static func get(
    _ port: Int, _ path: String, limit: Int = 256 << 10, ifNoneMatch: String? = nil,
    deadline: TimeInterval = 120,
    // Generous: the in-process server shares two cores with every other test of a full run
    // (browsers included), and may be starved for seconds; the idle timeout has its own test.
    transport: URLSessionBundleTransport = URLSessionBundleTransport(idleTimeout: 60)
  ) async -> Result<BundleResponse, Diagnostic> {
    let request = BundleRequest(
      url: URL(string: "http://127.0.0.1:\(port)/\(path)")!, ifNoneMatch: ifNoneMatch, limit: limit,
      deadline: deadline)
    do {
      return .success(try await transport.get(request))
    } catch {
      return .failure(error)
    }
  }

  @Test func hostileAnswersAreCutShortAndSaySo() async throws {
    let bomb = try Self.gzipBomb()
    #expect(bomb.count < 64 << 10)
    let endlessWritten = Locked(0)
    try await Self.hostile(gzipBomb: bomb, endlessWritten: endlessWritten).test(.live) { client in
      let port = try #require(client.port)
      // Case 33: 1 GiB for a 256 KiB manifest stops at the limit …
      let endless = await Self.get(port, "endless")
      #expect(endless.failure?.code == .bundleTooLarge)
      // … while the answer is still streaming: the server (which writes as the client reads) had
      // not got to the end (~50 MB here, what the client read before its cancel took effect).
      // Counted in bytes, not seconds: full CI runs starve this suite for minutes, and streaming
      // the whole answer takes seconds, so no time bound both holds under load and tells.
      #expect(endlessWritten.withLock { $0 } < 1 << 30)
      // Case 34: a compressed answer (the updater asks for identity) is refused before its body
      // is read: no platform gets to decode a bomb.
      let decoded = await Self.get(port, "bomb", limit: 1 << 20)
      #expect(decoded.failure?.code == .bundleFetchFailed, "\(decoded)")
      #expect(
        decoded.failure?.message.contains("answered with Content-Encoding: gzip") == true,
        "\(decoded)")
      // Case 32: closed halfway.
      let cut = await Self.get(port, "cut")
      #expect(cut.failure?.code == .bundleLengthMismatch, "\(cut)")
      // Case 36: 503 with Retry-After; a redirect loop.
      let busy = try #require(try? await Self.get(port, "busy").get())
      #expect(busy.status == 503 && busy.retryAfter == 120)
      let loop = await Self.get(port, "loop")
      #expect(loop.failure?.message.contains("redirected more than 5 times") == true, "\(loop)")
      // Case 37: a 304 reaches the updater as a 304.
      let fresh = try #require(try? await Self.get(port, "tagged").get())
      #expect(fresh.status == 200 && fresh.etag == "\"v1\"" && fresh.body == Array("{}".utf8))
      let revalidated = try #require(
        try? await Self.get(port, "tagged", ifNoneMatch: "\"v1\"").get())
      #expect(revalidated.status == 304 && revalidated.body.isEmpty)
    }
  }

  /// A server answering every path with `bomb`, gzip-encoded, whatever was asked.
  static func bombEverywhere(_ bomb: [UInt8]) -> some ApplicationProtocol {
    let router = Router()
    let buffer = ByteBuffer(bytes: bomb)
    router.get("**") { _, _ in
      Response(
        status: .ok, headers: [.contentEncoding: "gzip", .contentType: "application/json"],
        body: ResponseBody(byteBuffer: buffer))
    }
    return Application(
      router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
  }

  /// The largest resident size `pid` reached, in bytes (Linux's `VmHWM`), or `nil` once it is gone.
  static func peakResident(_ pid: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kilobytes << 10
  }

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: "/proc/self/status"),
      "needs Linux's /proc to measure memory"))
  func aTwoGigabyteBombIsRefusedBeforeItIsRead() async throws {
    // 2 GiB of zeros, gzipped (9 MB at level 1): what a hostile host serves as a manifest, a root
    // or a blob. Before: `livery update` reached 2.28 GB resident and took 32–36 s.
    let bomb = try Self.gzippedZeros(2 << 30, level: 1)
    #expect(bomb.count < 16 << 20)
    try await Self.bombEverywhere(bomb).test(.live) { client in
      let port = try #require(client.port)
      // The transport, for each kind of download (a manifest's, a root's, a blob's limit).
      for (path, limit) in [
        ("channels/production/manifest.json", 256 << 10), ("roots/2.root.json", 64 << 10),
        ("blobs/sha256/ab", 32 << 20),
      ] {
        let started = Date()
        let result = await Self.get(port, path, limit: limit)
        #expect(
          result.failure?.message.contains("answered with Content-Encoding: gzip") == true,
          "\(path): \(result)")
        // Refused at the headers: far less than decoding 2 GB would take, even on a busy machine.
        #expect(Date().timeIntervalSince(started) < 60, "\(path)")
      }
      // The command an app's CI or a user runs: refused at once, its memory near its own size.
      let folder = Fixtures.temporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      try (BundleSigningKey().publicKey.base64 + "\n").write(
        toFile: folder + "/key.pub", atomically: true, encoding: .utf8)
      let update = Process()
      update.executableURL = URL(fileURLWithPath: Fixtures.builtProduct("livery"))
      update.arguments = [
        "update", "http://127.0.0.1:\(port)/", "--trust", folder + "/key.pub", "--state",
        folder + "/state",
      ]
      let errors = Pipe()
      update.standardOutput = FileHandle.nullDevice
      update.standardError = errors
      let started = Date()
      try update.run()
      var peak = 0
      while update.isRunning {
        peak = max(peak, Self.peakResident(update.processIdentifier) ?? 0)
        try await Task.sleep(nanoseconds: 10_000_000)
      }
      let message = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(update.terminationStatus == 1, "\(message)")
      #expect(message.contains("Content-Encoding: gzip"), "\(message)")
      #expect(peak < 256 << 20, "livery update peaked at \(peak >> 20) MB")
      #expect(Date().timeIntervalSince(started) < 20)
      print(
        "2 GiB gzip bomb: livery update refused it in \(String(format: "%.2f", Date().timeIntervalSince(started))) s, peak resident \(peak >> 20) MB"
      )
    }
  }

  @Test func anAnnouncedLengthOverTheLimitIsRefusedAtOnce() async throws {
    let router = Router()
    router.get("big") { _, _ in
      Response(
        status: .ok, headers: [.contentLength: String(1 << 30)],
        body: ResponseBody { writer in
          let chunk = ByteBuffer(repeating: 0, count: 64 << 10)
          for _ in 0..<(1 << 14) { try await writer.write(chunk) }
          try await writer.finish(nil)
        })
    }
    try await Application(
      router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0))
    ).test(.live) { client in
      let port = try #require(client.port)
      let result = await Self.get(port, "big", limit: 1 << 20)
      #expect(result.failure?.code == .bundleTooLarge)
      #expect(result.failure?.message.contains("announced 1073741824 bytes") == true, "\(result)")
    }
  }

  @Test func slowServersMeetTheIdleTimeoutAndTheDeadline() async throws {
    try await Self.hostile(gzipBomb: []).test(.live) { client in
      let port = try #require(client.port)
      // Case 35: headers, then silence: the idle timeout (1 s here, 30 s by default).
      let silence = await Self.get(
        port, "silence", transport: URLSessionBundleTransport(idleTimeout: 1))
      // The server would answer (empty) after 4 s: failing at all means the idle timeout fired first.
      #expect(silence.failure?.code == .bundleFetchFailed, "\(silence)")
      // A byte every 3 s keeps an idle timeout of 20 s happy, but not a 4 s deadline.
      let started = Date()
      let drip = await Self.get(
        port, "drip", deadline: 4, transport: URLSessionBundleTransport(idleTimeout: 20))
      #expect(drip.failure?.message.contains("took longer than 4 s") == true, "\(drip)")
      // Before the drip's own end (60 s), however loaded the machine (a full parallel run with
      // browser tests has starved the deadline's timer for 20 s on two cores, and one beside a
      // callgrind run for 25 s).
      #expect(Date().timeIntervalSince(started) < 59)
    }
  }

  @Test func nothingListeningIsAFetchFailure() async throws {
    let port = try Loopback.freePort()
    let result = await Self.get(port, "x")
    #expect(result.failure?.code == .bundleFetchFailed)
  }
}

extension Result {
  var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}

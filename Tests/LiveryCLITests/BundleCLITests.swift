import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if canImport(Glibc)
import Glibc
#endif

/// `livery keygen`, `bundle`, `serve` and `update` as a publisher and a client use them: the real
/// binary, over HTTP from `livery serve` and from nginx (its own ETags and 304s).
@Suite struct BundleCLITests {
  let folder = Fixtures.temporaryFolder()

  func livery(_ arguments: String...) throws -> LiveryRun { try LiveryRun(arguments, in: folder) }

  func write(_ text: String, _ name: String) throws {
    let path = folder + "/" + name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  func state() throws -> [String: Any] {
    let data = try #require(FileManager.default.contents(atPath: folder + "/state/state.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  func versionInUse() throws -> Int? {
    let state = try state()
    let current = (state["pending"] ?? state["active"]) as? [String: Any]
    return current?["version"] as? Int
  }

  @Test func keygenWritesAPrivateKeyOnlyItsOwnerReads() throws {
    let run = try livery("keygen", "-o", "brand")
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("key id "))
    let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/brand")
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let text = try String(contentsOfFile: folder + "/brand.pub", encoding: .utf8)
    #expect(Data(base64Encoded: text.trimmingCharacters(in: .newlines))?.count == 32)
    let again = try livery("keygen", "-o", "brand")
    #expect(again.status == 1)
    #expect(again.standardError.contains("--force"))
    #expect(try livery("keygen", "-o", "brand", "--force").status == 0)
    #expect(try String(contentsOfFile: folder + "/brand.pub", encoding: .utf8) != text)
  }

  @Test func bundleRefusesAThemeWithErrorsAndAVersionThatIsNotHigher() throws {
    _ = try livery("keygen", "-o", "brand")
    try write("Button { background-color: @nope; }\n", "Bad.nss")
    let bad = try livery("bundle", "Bad.nss", "--key", "brand", "--version", "1", "-o", "site")
    #expect(bad.status == 1)
    #expect(bad.standardError.contains("bundle/Bad.nss:1:28: error: unknown constant '@nope'"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/site"))
    try write("Button { background-color: #ff0000; }\n", "Brand.nss")
    #expect(
      try livery("bundle", "Brand.nss", "--key", "brand", "--version", "2", "-o", "site").status
        == 0)
    let same = try livery("bundle", "Brand.nss", "--key", "brand", "--version", "2", "-o", "site")
    #expect(same.status == 1)
    #expect(same.standardError.contains("already has version 2"))
    let usage = try livery("bundle", "Brand.nss", "--key", "brand", "--version", "0", "-o", "site")
    #expect(usage.status == 2)
  }

  @Test func bundleWithoutPathsSignsTheDefaultSkin() throws {
    _ = try livery("keygen", "-o", "brand")
    let run = try livery("bundle", "--key", "brand", "--version", "1", "-o", "site")
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("version 1, 2 files"))
    let envelope = try #require(
      FileManager.default.contents(atPath: folder + "/site/channels/production/manifest.json"))
    let object = try #require(try JSONSerialization.jsonObject(with: envelope) as? [String: Any])
    let payload = try #require(Data(base64Encoded: object["payload"] as? String ?? ""))
    let manifest = try #require(
      try JSONSerialization.jsonObject(with: payload) as? [String: Any])
    let layer = try #require(manifest["layer"] as? [[String: Any]])
    let dark = layer.first { ($0["path"] as? String)?.hasSuffix("DefaultSkin-dark.xml") == true }
    #expect(dark?["conditions"] as? [String: String] == ["colorScheme": "dark"], "\(layer)")
  }

  /// The whole story against a server at `base`: install, no-op, refuse a tampered file, rotate
  /// the manifest key.
  func updateStory(base: String) throws {
    let update = { try self.livery("update", base, "--trust", "brand.pub", "--state", "state") }
    let first = try update()
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.standardOutput == "installed bundle 1\n")
    #expect(try versionInUse() == 1)
    let etag = try state()["etag"] as? String
    #expect(etag?.isEmpty == false)

    let again = try update()
    #expect(again.status == 0 && again.standardOutput == "up to date: bundle 1\n")
    #expect(try state()["etag"] as? String == etag)

    // Version 2 with one blob changed on the server after publishing.
    try write("Button { background-color: #00ff00; }\n", "Themes/Brand.nss")
    #expect(
      try livery("bundle", "Themes", "--key", "brand", "--version", "2", "-o", "site").status == 0)
    let blobs = folder + "/site/blobs/sha256"
    let newest = try FileManager.default.contentsOfDirectory(atPath: blobs).max {
      let a =
        try FileManager.default.attributesOfItem(atPath: blobs + "/" + $0)[.modificationDate]
        as! Date
      let b =
        try FileManager.default.attributesOfItem(atPath: blobs + "/" + $1)[.modificationDate]
        as! Date
      return a < b
    }!
    let original = try #require(FileManager.default.contents(atPath: blobs + "/" + newest))
    var tampered = original
    tampered[tampered.count - 3] = UInt8(ascii: "1")
    try tampered.write(to: URL(fileURLWithPath: blobs + "/" + newest))
    let refused = try update()
    #expect(refused.status == 1)
    #expect(refused.standardError.contains("[bundle.blob-hash-mismatch]"))
    #expect(refused.standardOutput == "refused; bundle 1 stays in use\n")
    #expect(try versionInUse() == 1)
    try original.write(to: URL(fileURLWithPath: blobs + "/" + newest))
    #expect(try update().standardOutput == "installed bundle 2\n")

    // Rotation: a new manifest key, named by root 2 signed with the root key.
    _ = try livery("keygen", "-o", "release")
    try write("Button { background-color: #0000ff; }\n", "Themes/Brand.nss")
    let unrotated = try livery(
      "bundle", "Themes", "--key", "release", "--version", "3", "-o", "site")
    #expect(unrotated.status == 1 && unrotated.standardError.contains("--root-key"))
    let rotated = try livery(
      "bundle", "Themes", "--key", "release", "--root-key", "brand", "--version", "3", "-o", "site")
    #expect(rotated.status == 0 && rotated.standardOutput.contains("2.root.json"))
    #expect(try update().standardOutput == "installed bundle 3\n")
    #expect(try versionInUse() == 3)

    // Renewing the root, then replacing the root key; the old root key can sign no further root.
    let renewed = try livery(
      "bundle", "Themes", "--key", "release", "--root-key", "brand", "--version", "4", "-o", "site")
    #expect(
      renewed.status == 0 && renewed.standardOutput.contains("3.root.json: renewed"),
      "\(renewed.standardError)")
    _ = try livery("keygen", "-o", "offline")
    let replaced = try livery(
      "bundle", "Themes", "--key", "release", "--root-key", "brand", "--new-root-key", "offline",
      "--version", "5", "-o", "site")
    #expect(
      replaced.status == 0 && replaced.standardOutput.contains("new root keys"),
      "\(replaced.standardError)")
    #expect(try update().standardOutput == "installed bundle 5\n")
    let stale = try livery(
      "bundle", "Themes", "--key", "release", "--root-key", "brand", "--version", "6", "-o", "site")
    #expect(
      stale.status == 1 && stale.standardError.contains("[bundle.root-rejected]"),
      "\(stale.standardError)")
  }

  func publishFirstBundle() throws {
    #expect(try livery("keygen", "-o", "brand").status == 0)
    try write("Button { background-color: #ff0000; }\n", "Themes/Brand.nss")
    let bundle = try livery("bundle", "Themes", "--key", "brand", "--version", "1", "-o", "site")
    #expect(bundle.status == 0, "\(bundle.standardError)")
  }

  @Test func anUpdateAgainstLiveryServe() throws {
    try publishFirstBundle()
    let server = try PreviewProcess(["site"], in: folder, command: "serve")
    defer { _ = server.interrupt() }
    try updateStory(base: "http://127.0.0.1:\(server.port)/")
  }

  @Test(
    .enabled(
      if: NginxServer.isAvailable
        || ProcessInfo.processInfo.environment["LIVERY_REQUIRE_NGINX"] == "1",
      "nginx is not installed (apt install nginx)"))
  func anUpdateAgainstNginx() throws {
    try publishFirstBundle()
    let nginx = try NginxServer(root: folder + "/site")
    defer { nginx.stop() }
    try updateStory(base: "http://127.0.0.1:\(nginx.port)/")
    // nginx answered the conditional request with a 304.
    let log = try String(contentsOfFile: nginx.accessLog, encoding: .utf8)
    #expect(log.contains("\"GET /channels/production/manifest.json HTTP/1.1\" 304"))
  }

  @Test func aRunningPreviewPicksUpANewBundle() async throws {
    #expect(try livery("keygen", "-o", "brand").status == 0)
    try write("Button { background-color: #123456; }\n", "Themes/Brand.nss")
    #expect(
      try livery("bundle", "Themes", "--key", "brand", "--version", "1", "-o", "site").status == 0)
    let server = try PreviewProcess(["site"], in: folder, command: "serve")
    defer { _ = server.interrupt() }
    let preview = try PreviewProcess(
      [
        "--updates", "http://127.0.0.1:\(server.port)/", "--trust", "brand.pub", "--state", "state",
        "--poll", "0.3",
      ],
      in: folder)
    defer { _ = preview.interrupt() }
    // What the pages fetched said, for the message on failure.
    var lastAnswer = "no answer"
    var generationsSeen: [String: Int] = [:]
    var slowest = 0.0
    var longestPause = 0.0
    func generation(in body: String) -> String {
      body.firstRange(of: "data-generation=\"").map {
        String(body[$0.upperBound...].prefix { $0 != "\"" })
      } ?? "none"
    }
    func galleryShows(_ color: String) async throws -> Bool {
      // a loaded CI machine runs Chromium tests beside this one
      let deadline = Date().addingTimeInterval(90)
      // The page is looked at once more after the deadline: a full parallel run keeps the task
      // pool's two threads busy with synchronous tests, and a sleep here may end long after it
      // was due — the preview is not to be judged by a page fetched before that.
      while true {
        // A connection of its own each time: URLSession.shared keeps a response cache and a
        // connection pool for the whole test process.
        let asked = Date()
        do {
          let (status, body) = try Loopback.get(port: preview.port, path: "/?type=Button")
          slowest = max(slowest, Date().timeIntervalSince(asked))
          if body.contains(color) { return true }
          generationsSeen[generation(in: body), default: 0] += 1
          let cell = body.firstRange(of: "<td class=\"lv-cell").map {
            body[$0.lowerBound...].prefix(600)
          }
          lastAnswer =
            "status \(status), \(body.utf8.count) bytes, generations seen \(generationsSeen), slowest answer \(slowest) s, longest pause \(longestPause) s; first cell: \(cell ?? "none")"
        } catch {
          // A render slower than the read's timeout on a loaded machine: not yet, ask again.
          lastAnswer = "\(error) (generations seen before: \(generationsSeen))"
        }
        guard Date() < deadline else { return false }
        let paused = Date()
        try await Task.sleep(nanoseconds: 200_000_000)
        longestPause = max(longestPause, Date().timeIntervalSince(paused))
      }
    }
    // On failure, what both processes said (a refused fetch, a backoff) and what the page
    // showed last are the first clues.
    func said() -> String {
      "preview printed:\n\(preview.standardOutput)\(preview.standardError)\n"
        + "serve printed:\n\(server.standardOutput)\(server.standardError)\n"
        + "the page, last: \(lastAnswer)"
    }
    #expect(try await galleryShows("rgb(18 52 86)"), "\(said())")
    try write("Button { background-color: #654321; }\n", "Themes/Brand.nss")
    #expect(
      try livery("bundle", "Themes", "--key", "brand", "--version", "2", "-o", "site").status == 0)
    #expect(try await galleryShows("rgb(101 67 33)"), "\(said())")
  }

  @Test func anUpdateFromNowhereIsRefusedAndSaysWhy() throws {
    _ = try livery("keygen", "-o", "brand")
    let run = try livery(
      "update", "http://127.0.0.1:9/", "--trust", "brand.pub", "--state", "state")
    #expect(run.status == 1)
    #expect(run.standardError.contains("[bundle.fetch-failed]"))
    #expect(run.standardOutput == "refused; no bundle is in use\n")
  }
}

/// nginx from apt serving a folder on a free loopback port, with its own configuration, logs and
/// PID file in a temporary folder; stopped by `stop()`.
final class NginxServer {
  static let binary = ["/usr/sbin/nginx", "/usr/bin/nginx"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  static var isAvailable: Bool { binary != nil }

  let port: Int
  let prefix = Fixtures.temporaryFolder()
  var accessLog: String { prefix + "/access.log" }
  private let process = Process()

  init(root: String) throws {
    guard let binary = Self.binary else {
      throw Chromium.Failure(description: "nginx is not installed")
    }
    port = try Loopback.freePort()
    let configuration = """
      daemon off;
      worker_processes 1;
      pid \(prefix)/nginx.pid;
      error_log \(prefix)/error.log;
      events { worker_connections 64; }
      http {
        access_log \(prefix)/access.log;
        client_body_temp_path \(prefix)/tmp;
        proxy_temp_path \(prefix)/tmp;
        fastcgi_temp_path \(prefix)/tmp;
        uwsgi_temp_path \(prefix)/tmp;
        scgi_temp_path \(prefix)/tmp;
        types { application/json json; }
        default_type application/octet-stream;
        server {
          listen 127.0.0.1:\(port);
          root \(root);
          location /channels/ { add_header Cache-Control "no-cache"; }
          location /roots/ { add_header Cache-Control "no-cache"; }
          location /blobs/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
        }
      }
      """
    try configuration.write(toFile: prefix + "/nginx.conf", atomically: true, encoding: .utf8)
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["-p", prefix, "-c", prefix + "/nginx.conf"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      if let socket = try? Loopback.connect(port: port) {
        close(socket)
        return
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    stop()
    let log = (try? String(contentsOfFile: prefix + "/error.log", encoding: .utf8)) ?? ""
    throw Chromium.Failure(description: "nginx did not start: \(log)")
  }

  func stop() {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGQUIT)
    let deadline = Date().addingTimeInterval(5)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }
}

/// `livery serve` streams what it serves (issue 26 §3): three clients fetching a 400 MB blob at
/// once cost the server chunks of it, not three copies (it read each file whole: 1.6 GB).
@Suite struct ServeMemoryTests {
  /// Fetches `path` over a plain socket and discards the body; returns how many bytes came.
  static func fetch(port: Int, path: String) -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return -1 }
    let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    _ = request.withCString { send(fd, $0, strlen($0), 0) }
    var total = 0
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let got = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      guard got > 0 else { break }
      total += got
    }
    return total
  }

  @Test func threeClientsOfA400MBBlobCostTheServerLittle() async throws {
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/site/blobs/sha256", withIntermediateDirectories: true)
    // Sparse: 400 MB of zeros that take no disk.
    let big = folder + "/site/blobs/sha256/big"
    _ = FileManager.default.createFile(atPath: big, contents: nil)
    try FileHandle(forWritingAtPath: big).map { handle in
      try handle.truncate(atOffset: 400 << 20)
      try handle.close()
    }
    let server = try PreviewProcess([folder + "/site"], in: folder, command: "serve")
    defer { _ = server.interrupt() }
    let pid = server.process.processIdentifier
    let port = server.port
    let results = Locked<[Int]>([])
    let threads = (0..<3).map { _ in
      Thread {
        let count = Self.fetch(port: port, path: "/blobs/sha256/big")
        results.withLock { $0.append(count) }
      }
    }
    for thread in threads { thread.start() }
    var peak = 0
    while results.withLock({ $0.count }) < 3 {
      if let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
      {
        peak = max(peak, kilobytes << 10)
      }
      try await Task.sleep(nanoseconds: 20_000_000)
    }
    #expect(results.withLock { $0 }.allSatisfy { $0 > 400 << 20 }, "\(results.withLock { $0 })")
    #expect(
      peak < 200 << 20, "livery serve peaked at \(peak >> 20) MB serving three 400 MB downloads")
    print("livery serve: three concurrent 400 MB downloads, peak resident \(peak >> 20) MB")
  }
}

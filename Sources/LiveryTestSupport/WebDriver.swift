import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A headless Chromium driven over the W3C WebDriver protocol by the apt `chromedriver`: open a
/// page, run scripts in it, click, take screenshots. Plain JSON over HTTP, so tests and the latency
/// benchmark need no Python or Node.
///
/// ```swift
/// let browser = try WebDriver()
/// try browser.open("http://127.0.0.1:8080/")
/// let title = try browser.run("return document.title") as? String
/// ```
///
/// Tests skip with `skipMessage` when the browser or driver is missing, unless
/// `LIVERY_REQUIRE_CHROMIUM=1` (CI): then they fail.
public final class WebDriver: @unchecked Sendable {
  // @unchecked: one caller at a time (a test, or the benchmark's browser queue); the state set in
  // `init` does not change afterwards but for `ended`, which only `quit` (called once) writes.
  /// The driver's path, if one is installed (`LIVERY_CHROMEDRIVER` names another).
  public static let driverPath: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["LIVERY_CHROMEDRIVER"],
      FileManager.default.isExecutableFile(atPath: explicit)
    {
      return explicit
    }
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    for folder in folders
    where FileManager.default.isExecutableFile(atPath: folder + "/chromedriver") {
      return folder + "/chromedriver"
    }
    return nil
  }()

  /// Whether browser tests run: browser and driver are here, or they are required.
  public static var canRun: Bool {
    (Chromium.path != nil && driverPath != nil) || Chromium.isRequired
  }

  public static let skipMessage =
    "Chromium or chromedriver is not installed (apt install chromium chromium-driver); the browser test is skipped"

  private let driver = Process()
  /// The driver's standard output, drained for its whole life (a closed pipe would kill it).
  private let driverOutput = Pipe()
  private let base: String
  private let session: String
  private let profile: String
  private var ended = false

  /// Starts the driver and a headless browser with a `width`×`height` window.
  public init(width: Int = 1280, height: Int = 900) throws {
    guard let browser = Chromium.path, let driverPath = Self.driverPath else {
      throw Chromium.Failure(
        description:
          "Chromium and chromedriver are required (LIVERY_REQUIRE_CHROMIUM=1) but not installed")
    }
    profile = Fixtures.temporaryFolder()
    driver.executableURL = URL(fileURLWithPath: driverPath)
    driver.arguments = ["--port=0"]
    let output = driverOutput
    driver.standardOutput = output
    driver.standardError = FileHandle.nullDevice
    try driver.run()
    // "ChromeDriver was started successfully on port 46313."
    var printed = ""
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline, !printed.contains("successfully on port"), driver.isRunning {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      printed += String(decoding: data, as: UTF8.self)
    }
    guard
      let range = printed.range(of: #"successfully on port (\d+)"#, options: .regularExpression),
      let port = Int(printed[range].split(separator: " ").last ?? "")
    else {
      Self.stop(driver)
      throw Chromium.Failure(description: "chromedriver did not start: \(printed)")
    }
    base = "http://127.0.0.1:\(port)"
    output.fileHandleForReading.readabilityHandler = { _ = $0.availableData }
    let capabilities: [String: Any] = [
      "capabilities": [
        "alwaysMatch": [
          "browserName": "chrome",
          "goog:chromeOptions": [
            "binary": browser,
            "args": [
              "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
              "--force-device-scale-factor=1",
              "--window-size=\(width),\(height)", "--user-data-dir=\(profile)",
            ],
          ],
        ]
      ]
    ]
    let reply: Any?
    do {
      reply = try Self.request("POST", base + "/session", body: capabilities)
    } catch {
      Self.stop(driver)
      throw error
    }
    guard
      let sessionID = ((reply as? [String: Any])?["value"] as? [String: Any])?["sessionId"]
        as? String
    else {
      Self.stop(driver)
      throw Chromium.Failure(
        description: "chromedriver gave no session: \(String(describing: reply))")
    }
    session = sessionID
    // Pages in these tests load within seconds; a script never runs longer than 30 s.
    _ = try? command("POST", "/timeouts", ["pageLoad": 30_000, "script": 30_000])
  }

  deinit { quit() }

  /// Ends the browser and the driver.
  public func quit() {
    guard !ended else { return }
    ended = true
    _ = try? Self.request("DELETE", base + "/session/" + session, body: nil)
    Self.stop(driver)
    driverOutput.fileHandleForReading.readabilityHandler = nil
    try? FileManager.default.removeItem(atPath: profile)
  }

  /// SIGTERM, then SIGKILL if the driver is still there after 5 s. (Polled: `waitUntilExit` can
  /// wait forever for a run loop that never turns on a test's thread.)
  private static func stop(_ driver: Process) {
    guard driver.isRunning else { return }
    driver.terminate()
    var deadline = Date().addingTimeInterval(5)
    while driver.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    guard driver.isRunning else { return }
    kill(driver.processIdentifier, SIGKILL)
    deadline = Date().addingTimeInterval(5)
    while driver.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
  }

  /// Loads `url` and waits for the page's load event.
  public func open(_ url: String) throws {
    _ = try command("POST", "/url", ["url": url])
  }

  /// Runs `script` (a function body: `return …`) in the page with `arguments`; returns its JSON result.
  @discardableResult
  public func run(_ script: String, _ arguments: [Any] = []) throws -> Any? {
    try command("POST", "/execute/sync", ["script": script, "args": arguments])
  }

  /// Clicks the first element matching the CSS `selector`.
  public func click(_ selector: String) throws {
    let found = try command("POST", "/element", ["using": "css selector", "value": selector])
    guard let element = (found as? [String: Any])?.values.first as? String else {
      throw Chromium.Failure(description: "no element matches \(selector)")
    }
    do {
      _ = try command("POST", "/element/\(element)/click", [:])
    } catch {
      throw Chromium.Failure(description: "clicking \(selector): \(error)")
    }
  }

  /// Presses and releases each key of `keys` in turn, to the focused element, as a person types
  /// (WebDriver's key codes for the special keys: `\u{E007}` Enter, `\u{E00C}` Escape,
  /// `\u{E012}`–`\u{E015}` the arrows).
  public func sendKeys(_ keys: String) throws {
    var actions: [[String: Any]] = []
    for key in keys {
      actions.append(["type": "keyDown", "value": String(key)])
      actions.append(["type": "keyUp", "value": String(key)])
    }
    _ = try command(
      "POST", "/actions", ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
  }

  /// Evaluates `script` every 20 ms until it returns `true`, for at most `timeout` seconds.
  public func wait(for script: String, timeout: Double = 10) throws -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
      if try run(script) as? Bool == true { return true }
      Thread.sleep(forTimeInterval: 0.02)
    } while Date() < deadline
    return false
  }

  /// The visible part of the page.
  public func screenshot() throws -> PNGImage {
    try PNGImage(bytes: try screenshotFile())
  }

  /// The visible part of the page as PNG bytes, to write to a file and look at.
  public func screenshotFile() throws -> [UInt8] {
    guard let text = try command("GET", "/screenshot", nil) as? String,
      let data = Data(base64Encoded: text)
    else {
      throw Chromium.Failure(description: "no screenshot")
    }
    return [UInt8](data)
  }

  /// Writes the visible part of the page to `LIVERY_SCREENSHOTS/name.png` when that folder is
  /// set (to look at what a test saw); nothing otherwise.
  public func keepScreenshot(_ name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["LIVERY_SCREENSHOTS"] else { return }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(try screenshotFile()).write(to: URL(fileURLWithPath: folder + "/" + name + ".png"))
  }

  private func command(_ method: String, _ path: String, _ body: [String: Any]?) throws -> Any? {
    let reply = try Self.request(method, base + "/session/" + session + path, body: body)
    return (reply as? [String: Any])?["value"].flatMap { $0 is NSNull ? nil : $0 }
  }

  /// One HTTP exchange with the driver; a WebDriver error becomes a `Chromium.Failure`. (Over a
  /// plain socket: chromedriver writes `Content-Length:915` without a space, which URLSession on
  /// Linux refuses with "Failed writing header".)
  private static func request(_ method: String, _ url: String, body: [String: Any]?) throws -> Any?
  {
    guard let parsed = URL(string: url), let port = parsed.port else {
      throw Chromium.Failure(description: "bad URL \(url)")
    }
    let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
    var head =
      "\(method) \(parsed.path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
    if body != nil { head += "Content-Type: application/json\r\n" }
    head += "Content-Length: \(payload.count)\r\n\r\n"
    let response = try Loopback.exchange(port: port, request: [UInt8](head.utf8) + [UInt8](payload))
    guard let split = response.firstRange(of: [13, 10, 13, 10]) else {
      throw Chromium.Failure(description: "\(method) \(url): no HTTP response")
    }
    let data = Data(response[split.upperBound...])
    guard !data.isEmpty else { return nil }
    let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    if let value = (object as? [String: Any])?["value"] as? [String: Any],
      let error = value["error"] as? String
    {
      throw Chromium.Failure(
        description: "\(method) \(url): \(error): \(value["message"] as? String ?? "")")
    }
    return object
  }
}

/// Plain TCP connections to 127.0.0.1, for clients that need to see the bytes (chromedriver,
/// Server-Sent Events).
public enum Loopback {
  /// A port the kernel just gave out, free again.
  public static func freePort() throws -> Int {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
      }
    }
    guard bound else { throw Chromium.Failure(description: "no free port") }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  /// A connected socket; the caller closes it.
  public static func connect(port: Int) throws -> Int32 {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw Chromium.Failure(description: "no socket") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(socket)
      throw Chromium.Failure(description: "cannot connect to 127.0.0.1:\(port)")
    }
    return socket
  }

  /// Sends `request` to 127.0.0.1:`port` and reads the whole response: until its
  /// `Content-Length` is complete (chromedriver keeps the connection open) or the server closes.
  /// Throws when nothing connects, the request cannot be sent, or no whole response came within
  /// `timeout` seconds.
  public static func exchange(port: Int, request: [UInt8], timeout: Double = 90) throws -> [UInt8] {
    let socket = try connect(port: port)
    defer { close(socket) }
    var sent = 0
    while sent < request.count {
      // MSG_NOSIGNAL: a server that closed first is an error here, not a SIGPIPE for the process.
      let wrote = request[sent...].withUnsafeBytes {
        send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard wrote > 0 else {
        throw Chromium.Failure(description: "127.0.0.1:\(port) closed the connection")
      }
      sent += wrote
    }
    var response: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 200) > 0 else { continue }
      let read = recv(socket, &buffer, buffer.count, 0)
      guard read > 0 else { return response }
      response += buffer[0..<read]
      if let end = response.firstRange(of: [13, 10, 13, 10]) {
        let head = String(decoding: response[..<end.lowerBound], as: UTF8.self).lowercased()
        let length =
          head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
          .flatMap {
            Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
          }
        if let length, response.count - end.upperBound >= length { return response }
      }
    }
    throw Chromium.Failure(
      description: "127.0.0.1:\(port) did not answer within \(Int(timeout)) s")
  }

  /// `GET path` on a connection of its own (no client cache, no pooled connection that a
  /// restarted server left behind): the status and the body.
  public static func get(port: Int, path: String, timeout: Double = 30) throws -> (
    status: Int, body: String
  ) {
    let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
    let text = String(
      decoding: try exchange(port: port, request: Array(request.utf8), timeout: timeout),
      as: UTF8.self)
    guard let headEnd = text.range(of: "\r\n\r\n"),
      let status = text.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap({ Int($0) })
    else {
      throw Chromium.Failure(description: "not an HTTP answer to GET \(path): \(text.prefix(200))")
    }
    return (status, String(text[headEnd.upperBound...]))
  }
}

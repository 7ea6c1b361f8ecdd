import Foundation

/// Headless Chromium for tests that look at what a browser draws. Tests skip with a message when
/// no Chromium is installed, unless `LIVERY_REQUIRE_CHROMIUM=1` (CI sets it): then they fail.
public enum Chromium {
  /// The browser's path, if one is installed.
  public static let path: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["LIVERY_CHROMIUM"],
      FileManager.default.isExecutableFile(atPath: explicit)
    {
      return explicit
    }
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    for name in ["chromium", "chromium-browser", "google-chrome", "chrome"] {
      for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name)
      { return folder + "/" + name }
    }
    return nil
  }()

  /// Whether a test that needs the browser must fail rather than skip without one.
  public static var isRequired: Bool {
    ProcessInfo.processInfo.environment["LIVERY_REQUIRE_CHROMIUM"] == "1"
  }

  /// Whether browser tests run: Chromium is here, or it is required (and its absence fails them).
  public static var canRun: Bool { path != nil || isRequired }

  /// Why a browser test is skipped.
  public static let skipMessage =
    "Chromium is not installed (apt install chromium); the browser check is skipped"

  public struct Failure: Error, CustomStringConvertible {
    public let description: String
    public init(description: String) {
      self.description = description
    }
  }

  /// Loads `page` (a local HTML file) in headless Chromium at `width`×`height` and returns the
  /// screenshot.
  public static func screenshot(of page: String, width: Int = 800, height: Int = 400) throws
    -> PNGImage
  {
    guard let path else {
      throw Failure(
        description: "Chromium is required (LIVERY_REQUIRE_CHROMIUM=1) but not installed")
    }
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let output = folder + "/shot.png"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
      "--force-device-scale-factor=1",
      "--user-data-dir=\(folder)/profile", "--window-size=\(width),\(height)",
      "--screenshot=\(output)",
      URL(fileURLWithPath: page).absoluteString,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(90)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning {
      process.terminate()
      throw Failure(description: "Chromium did not finish within 90 s")
    }
    guard let data = FileManager.default.contents(atPath: output) else {
      throw Failure(
        description: "Chromium wrote no screenshot (exit status \(process.terminationStatus))")
    }
    return try PNGImage(bytes: [UInt8](data))
  }
}

extension Chromium {
  /// Loads `page` (a local HTML file) in headless Chromium, runs its scripts, and returns the DOM
  /// as serialized after load (`--dump-dom`).
  public static func dumpDOM(of page: String) throws -> String {
    guard let path else {
      throw Failure(
        description: "Chromium is required (LIVERY_REQUIRE_CHROMIUM=1) but not installed")
    }
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(folder)/profile",
      "--dump-dom",
      URL(fileURLWithPath: page).absoluteString,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

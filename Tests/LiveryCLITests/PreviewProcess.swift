import Foundation
import LiveryTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// A running `livery preview` (or another serving command, `livery serve`), stopped with SIGINT (Ctrl-C).
final class PreviewProcess {
  let process = Process()
  let port: Int
  private let output = Pipe()
  /// Everything it has printed on standard output so far.
  private let printed: LockedText
  var standardOutput: String { printed.text }
  private let errors = Pipe()
  private let complained: LockedText
  /// Everything it has printed on standard error so far (what a failed test shows).
  var standardError: String { complained.text }

  init(
    _ arguments: [String], in folder: String, port requested: Int = 0, command: String = "preview"
  ) throws {
    process.executableURL = URL(fileURLWithPath: LiveryRun.binary)
    process.arguments = [command, "--port", String(requested)] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.standardOutput = output
    process.standardError = errors
    let printed = LockedText()
    output.fileHandleForReading.readabilityHandler = { handle in
      printed.append(String(decoding: handle.availableData, as: UTF8.self))
    }
    let complained = LockedText()
    self.complained = complained
    errors.fileHandleForReading.readabilityHandler = { handle in
      complained.append(String(decoding: handle.availableData, as: UTF8.self))
    }
    try process.run()
    let deadline = Date().addingTimeInterval(30)
    while !printed.text.contains("/\n"), Date() < deadline, process.isRunning {
      Thread.sleep(forTimeInterval: 0.02)
    }
    self.printed = printed
    let text = printed.text
    guard let range = text.range(of: #"http://127\.0\.0\.1:(\d+)/"#, options: .regularExpression)
    else {
      process.terminate()
      throw Chromium.Failure(description: "no URL printed: \(text)\(complained.text)")
    }
    port = Int(text[range].split(separator: ":").last!.dropLast())!
  }

  /// Stops it as Ctrl-C does; returns its exit status.
  func interrupt() -> Int32 {
    defer {
      output.fileHandleForReading.readabilityHandler = nil
      errors.fileHandleForReading.readabilityHandler = nil
    }
    kill(process.processIdentifier, SIGINT)
    let deadline = Date().addingTimeInterval(10)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    guard !process.isRunning else {
      kill(process.processIdentifier, SIGKILL)  // it did not stop: fail, but never hang the tests
      process.waitUntilExit()
      return -1
    }
    return process.terminationStatus
  }
}

/// Text appended from another thread.
final class LockedText: @unchecked Sendable {
  // @unchecked: every access holds `lock`.
  private let lock = NSLock()
  private var value = ""
  func append(_ more: String) {
    lock.lock()
    value += more
    lock.unlock()
  }
  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}

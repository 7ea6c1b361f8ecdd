import ArgumentParser
import Foundation

/// Writes to standard output or error, and knows whether colours are wanted there.
struct Terminal: Sendable {
  let handle: FileHandle
  let descriptor: Int32

  static let standardOutput = Terminal(handle: .standardOutput, descriptor: STDOUT_FILENO)
  static let standardError = Terminal(handle: .standardError, descriptor: STDERR_FILENO)

  func write(_ text: String) {
    handle.write(Data(text.utf8))
  }

  /// Colours on a terminal only, never when `NO_COLOR` is set (https://no-color.org), unless forced.
  func wantsColors(_ choice: ColorChoice) -> Bool {
    switch choice {
    case .always: return true
    case .never: return false
    case .auto:
      return isatty(descriptor) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }
  }
}

extension Terminal {
  /// A refusal that is not a usage error: said on standard error, exit status 1.
  static func refuse(_ message: String) -> ExitCode {
    standardError.write("error: \(message)\n")
    return ExitCode(1)
  }

  /// Whether a server bound to `host` is reachable from this machine only.
  static func isLoopback(_ host: String) -> Bool { ["127.0.0.1", "localhost", "::1"].contains(host) }
}

import ArgumentParser
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard output or error, and knows whether colours are wanted there.
struct Terminal: Sendable {
  let descriptor: Int32

  static let standardOutput = Terminal(descriptor: STDOUT_FILENO)
  static let standardError = Terminal(descriptor: STDERR_FILENO)

  /// Writes all of `text`. A closed or full stream (`>&-`, `> /dev/full`, a reader that went
  /// away) ends the command with a message on standard error and exit status 1 — never a trap.
  func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      #if canImport(Glibc)
      let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      #else
      let written = bytes.withUnsafeBytes { Darwin.write(descriptor, $0.baseAddress, $0.count) }
      #endif
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else {
        let reason = String(cString: strerror(errno))
        if descriptor != STDERR_FILENO {
          Terminal.standardError.write(
            "error: cannot write to standard \(descriptor == STDOUT_FILENO ? "output" : "error"): \(reason)\n"
          )
        }
        exit(1)
      }
      bytes = bytes.dropFirst(written)
    }
  }

  /// Whether this is a terminal a person watches (not a file, a pipe or a dumb terminal):
  /// where progress of a long command is shown.
  var isInteractive: Bool {
    isatty(descriptor) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
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

  /// Runs a server, saying in one line — not with the socket layer's `bind(…) failed: Address
  /// already in use (errno: 98)` — when its port is taken.
  static func serve(host: String, port: Int, _ run: () async throws -> Void) async throws {
    do {
      try await run()
    } catch {
      let text = String(describing: error)
      guard
        text.contains("Address already in use") || text.contains("errno: 98")
          || text.contains("errno: 48")
      else { throw error }
      let next = port < 65535 ? " \(port + 1)" : ""
      throw refuse(
        "port \(port) on \(host) is in use; try --port\(next) (or --port 0 for any free port)")
    }
  }

  /// Whether a server bound to `host` is reachable from this machine only.
  static func isLoopback(_ host: String) -> Bool {
    ["127.0.0.1", "localhost", "::1"].contains(host)
  }
}

/// Where a command writes files: only regular files (or new ones), never one of its inputs, and
/// never through a name that leads elsewhere.
enum OutputPath {
  /// Refuses `path` as an output: when it exists and is not a regular file (a device, a named
  /// pipe, a socket, a folder — writing "atomically" would replace it), or when it is one of the
  /// files the command reads.
  static func check(_ path: String, inputs: [String]) throws {
    var info = stat()
    if lstat(path, &info) == 0 {
      let kind: String?
      switch info.st_mode & S_IFMT {
      case S_IFREG: kind = nil
      case S_IFDIR: kind = "a folder"
      case S_IFCHR, S_IFBLK: kind = "a device"
      case S_IFIFO: kind = "a named pipe"
      case S_IFSOCK: kind = "a socket"
      case S_IFLNK: kind = "a symbolic link"
      default: kind = "not a regular file"
      }
      if let kind {
        throw Terminal.refuse(
          "\(path) is \(kind); livery writes only regular files (or standard output)")
      }
    }
    let target = realPath(path)
    for input in inputs {
      let file = input.split(separator: "@", maxSplits: 1).first.map(String.init) ?? input
      if realPath(file) == target {
        throw Terminal.refuse(
          "\(path) is one of the files read; writing it would destroy it (give another -o)")
      }
    }
  }

  /// Refuses a name that is to become a file name in a folder unless it is one plain component.
  static func checkName(_ name: String, option: String) throws {
    guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.contains("\\"),
      !name.contains("\0")
    else {
      throw ValidationError("\(option) must be a plain name, not a path: '\(name)'")
    }
  }

  /// The absolute path with symbolic links resolved, as far as it exists (the rest appended).
  static func realPath(_ path: String) -> String {
    let absolute =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var existing = (absolute as NSString).standardizingPath
    var rest: [String] = []
    while !existing.isEmpty, existing != "/", !FileManager.default.fileExists(atPath: existing) {
      rest.insert((existing as NSString).lastPathComponent, at: 0)
      existing = (existing as NSString).deletingLastPathComponent
    }
    let resolved = (existing as NSString).resolvingSymlinksInPath
    return ([resolved] + rest).joined(separator: "/")
  }
}

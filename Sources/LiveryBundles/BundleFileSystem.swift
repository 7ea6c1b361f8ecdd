import Foundation
public import LiveryCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
  Glibc.write(descriptor, buffer, count)
  #else
  Darwin.write(descriptor, buffer, count)
  #endif
}

private func systemRename(_ source: String, _ destination: String) -> Int32 {
  #if canImport(Glibc)
  Glibc.rename(source, destination)
  #else
  Darwin.rename(source, destination)
  #endif
}

/// The file operations the updater's store makes, one call per step, so tests can stop it at any
/// of them (a crash point) or fill the disk. Writes are durable when they return.
public protocol BundleFileSystem: Sendable {
  /// The file's bytes, or `nil` when there is no such file (or it is a folder).
  func read(_ path: String) throws(Diagnostic) -> [UInt8]?
  /// Creates or replaces the file with `bytes` and flushes it to the disk (`fsync`).
  func write(_ bytes: [UInt8], to path: String) throws(Diagnostic)
  /// Creates the folder and its parents.
  func createDirectory(_ path: String) throws(Diagnostic)
  /// Renames atomically (replacing a file at `destination`).
  func rename(_ source: String, to destination: String) throws(Diagnostic)
  /// Removes a file or a folder and everything in it; nothing when it is not there.
  func remove(_ path: String) throws(Diagnostic)
  /// Flushes a folder's entries, so a rename in it survives a power cut.
  func syncDirectory(_ path: String) throws(Diagnostic)
  /// The names in a folder (`[]` when it is not there).
  func list(_ path: String) throws(Diagnostic) -> [String]
  /// Creates or replaces each file (their folders exist) and flushes them all to the disk before
  /// returning. The default writes one by one; a file system may flush once for all.
  func write(files: [(path: String, bytes: [UInt8])]) throws(Diagnostic)
}

extension BundleFileSystem {
  public func write(files: [(path: String, bytes: [UInt8])]) throws(Diagnostic) {
    for file in files { try write(file.bytes, to: file.path) }
  }
}

/// The real file system, through POSIX calls (for `fsync`, which Foundation does not offer).
public struct LocalBundleFileSystem: BundleFileSystem {
  public init() {}

  public func read(_ path: String) throws(Diagnostic) -> [UInt8]? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue
    else { return nil }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Self.failure("read", path, errno)
    }
    return [UInt8](data)
  }

  public func write(_ bytes: [UInt8], to path: String) throws(Diagnostic) {
    try write(bytes, to: path, flush: true)
  }

  /// Writes every file, then flushes their file system once (Linux's `syncfs`: one journal
  /// commit, where a flush per file makes one each — a bundle of 1,024 small files took 9 s to
  /// install on a slow disk). Where there is no `syncfs` that reports write-back errors, each file
  /// is flushed as it is written.
  public func write(files: [(path: String, bytes: [UInt8])]) throws(Diagnostic) {
    guard let syncfs = Self.syncfs, let first = files.first else {
      for file in files { try write(file.bytes, to: file.path) }
      return
    }
    // Opened before anything is written: `syncfs` reports a write-back error to every descriptor
    // opened before it happened, even one another process's flush has already seen.
    let folder = (first.path as NSString).deletingLastPathComponent
    let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Self.failure("open the folder", folder, errno) }
    defer { close(descriptor) }
    for file in files { try write(file.bytes, to: file.path, flush: false) }
    guard syncfs(descriptor) == 0 else { throw Self.failure("flush the files of", folder, errno) }
  }

  /// Linux's `syncfs(2)` (which Swift's Glibc module does not declare), looked up once; `nil`
  /// before Linux 5.8, whose `syncfs` returned success after a failed write-back.
  private static let syncfs: (@convention(c) (Int32) -> Int32)? = {
    #if os(Linux)
    var names = utsname()
    guard uname(&names) == 0 else { return nil }
    let release = withUnsafeBytes(of: &names.release) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    let parts = release.split(whereSeparator: { !$0.isNumber }).prefix(2).compactMap { Int($0) }
    guard parts.count == 2, (parts[0], parts[1]) >= (5, 8), let symbol = dlsym(nil, "syncfs") else {
      return nil
    }
    return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    #else
    return nil
    #endif
  }()

  private func write(_ bytes: [UInt8], to path: String, flush: Bool) throws(Diagnostic) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw Self.failure("create", path, errno) }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress! + written, bytes.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw Self.failure("write", path, errno)
      }
      written += result
    }
    guard !flush || fsync(descriptor) == 0 else { throw Self.failure("flush", path, errno) }
  }

  public func createDirectory(_ path: String) throws(Diagnostic) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw Self.failure("create the folder", path, Self.posixCode(of: error))
    }
  }

  public func rename(_ source: String, to destination: String) throws(Diagnostic) {
    guard systemRename(source, destination) == 0 else {
      throw Self.failure("rename \(source) to", destination, errno)
    }
  }

  public func remove(_ path: String) throws(Diagnostic) {
    guard FileManager.default.fileExists(atPath: path) else { return }
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      throw Self.failure("remove", path, Self.posixCode(of: error))
    }
  }

  public func syncDirectory(_ path: String) throws(Diagnostic) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Self.failure("open the folder", path, errno) }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else { throw Self.failure("flush the folder", path, errno) }
  }

  public func list(_ path: String) throws(Diagnostic) -> [String] {
    guard FileManager.default.fileExists(atPath: path) else { return [] }
    do {
      return try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    } catch {
      throw Self.failure("list", path, Self.posixCode(of: error))
    }
  }

  /// The POSIX error under a Foundation error (EIO when it has none).
  static func posixCode(of error: any Error) -> Int32 {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return Int32(underlying.code)
    }
    if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
    if error.code == NSFileWriteOutOfSpaceError { return ENOSPC }
    if error.code == NSFileWriteNoPermissionError || error.code == NSFileReadNoPermissionError {
      return EACCES
    }
    return EIO
  }

  /// `bundle.disk-full` for ENOSPC and EDQUOT, else `bundle.state-unwritable`, naming the file.
  static func failure(_ action: String, _ path: String, _ code: Int32) -> Diagnostic {
    let reason = String(cString: strerror(code))
    if code == ENOSPC || code == EDQUOT {
      return .error(
        .bundleDiskFull, "cannot \(action) \(path): the disk is full (\(reason))", at: nil)
    }
    return .error(.bundleStateUnwritable, "cannot \(action) \(path): \(reason)", at: nil)
  }
}

public import Foundation

/// Where theme files come from: a folder on disk, files in memory (a downloaded bundle, a test), or
/// anything else that can list files and hand over their bytes.
///
/// Every reader and every rule that spans files — Redbeard's include graph and root choice, Motif's
/// lookup by theme name, a folder's files in order — goes through a source, so a theme reads the
/// same from memory as from disk, with the same diagnostics.
///
/// Files are named by paths relative to the source, `/`-separated (`core/colors.json`); a
/// diagnostic shows a file as `displayPath(of:)`: the source's `root`, a `/`, and that path.
public protocol ThemeSource: Sendable {
  /// What diagnostics put in front of a file's relative path: the folder (`Themes/Acme`), or any
  /// label for files in memory; `""` shows relative paths alone.
  var root: String { get }

  /// Tells sources apart: two sources with the same identity hold the same files (the same folder
  /// on disk); each set of files in memory is its own.
  var identity: String { get }

  /// Every file, sorted by relative path. Files and folders whose name starts with `.` are left out.
  func files() -> Result<[SourceEntry], SourceError>

  /// The bytes of the file at `path`.
  func read(_ path: String) -> Result<[UInt8], SourceError>

  /// What is at `path`: a file, a folder, or nothing.
  func kind(of path: String) -> SourceEntry.Kind?

  /// Tells files apart: two paths with the same identity are the same file (for a folder on disk,
  /// the same real file, however it was spelt or linked), so an input listed twice loads once.
  func identity(of path: String) -> String
}

extension ThemeSource {
  /// The source's identity and the normalised path.
  public func identity(of path: String) -> String { identity + "/" + SourcePath.normalize(path) }
}

/// Relative paths as sources name files.
package enum SourcePath {
  /// No `./`, no doubled, leading or trailing `/` (`..` stays: a source refuses it where it must).
  package static func normalize(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
      parts.append(part)
    }
    return parts.joined(separator: "/")
  }
}

extension ThemeSource {
  /// The path a file is reported under: `root/path`.
  public func displayPath(of path: String) -> String {
    let path = SourcePath.normalize(path)
    if path.isEmpty { return root.isEmpty ? "." : root }
    if root.isEmpty { return path }
    return root.hasSuffix("/") ? root + path : root + "/" + path
  }
}

/// A file of a source.
public struct SourceEntry: Sendable, Hashable {
  public enum Kind: Sendable, Hashable { case file, folder }

  /// The path relative to the source.
  public var path: String
  /// Where a symbolic link leads, when it leads out of the source (a folder source refuses to read
  /// such a file for formats that keep to their root, such as Redbeard); `nil` otherwise.
  public var leadsOutsideTo: String?
  /// Why this entry cannot be read, when the source knows while listing: a folder it may not open,
  /// a named pipe or device, a folder nested too deep. The loader reports it; nothing is skipped
  /// in silence. `nil` for an ordinary file.
  public var problem: String?
  /// A file, or a folder (only entries with a `problem` are folders: a source lists files).
  public var kind: Kind

  public init(
    path: String, leadsOutsideTo: String? = nil, problem: String? = nil, kind: Kind = .file
  ) {
    self.path = path
    self.leadsOutsideTo = leadsOutsideTo
    self.problem = problem
    self.kind = kind
  }

  /// The last path component, `colors.json`.
  public var name: String { String(path.split(separator: "/").last ?? Substring(path)) }
}

/// Why a source cannot list or read something.
public struct SourceError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}

/// The files in a folder on disk (and its sub-folders).
public struct FolderSource: ThemeSource {
  /// The folder, as given (relative to the working directory, or absolute); `""` is the working
  /// directory, shown as bare relative paths.
  public let root: String

  public init(_ folder: String) {
    var root = folder
    while root.count > 1, root.hasSuffix("/") { root.removeLast() }
    self.root = root
  }

  /// The folder's absolute, standardised path: the same folder however it was named.
  public var identity: String {
    "folder:" + URL(fileURLWithPath: rootOnDisk).standardizedFileURL.path
  }

  public init(_ url: URL) {
    self.init(url.path)
  }

  /// The folder that holds `path` and the file's name in it, so that the file shows as `path`.
  public static func containing(_ path: String) -> (source: FolderSource, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (FolderSource(""), path) }
    let folder = slash == path.startIndex ? "/" : String(path[..<slash])
    return (FolderSource(folder), String(path[path.index(after: slash)...]))
  }

  private var rootOnDisk: String { root.isEmpty ? "." : root }

  private func onDisk(_ path: String) -> String {
    let path = SourcePath.normalize(path)
    return path.isEmpty
      ? rootOnDisk : (rootOnDisk.hasSuffix("/") ? rootOnDisk + path : rootOnDisk + "/" + path)
  }

  /// The file's real path on disk (links resolved): `a.yaml`, `./a.yaml` and a link to it are one file.
  public func identity(of path: String) -> String { "file:" + Self.realPath(onDisk(path)) }

  public func kind(of path: String) -> SourceEntry.Kind? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: onDisk(path), isDirectory: &isDirectory) else {
      return nil
    }
    return isDirectory.boolValue ? .folder : .file
  }

  /// The file's bytes. It is opened without blocking and checked to be a regular file through the
  /// open descriptor, so a named pipe put in its place cannot make the read wait forever.
  public func read(_ path: String) -> Result<[UInt8], SourceError> {
    let descriptor = open(onDisk(path), O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(SourceError(Self.describe(errno: errno))) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return .failure(SourceError(Self.describe(errno: errno)))
    }
    if let problem = Self.problem(withType: status.st_mode & S_IFMT) {
      return .failure(SourceError(problem))
    }
    var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
    var count = 0
    while true {
      if count == bytes.count { bytes += [UInt8](repeating: 0, count: max(bytes.count, 4096)) }
      let got = bytes.withUnsafeMutableBytes { buffer in
        readBytes(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        return .failure(SourceError(Self.describe(errno: errno)))
      }
      if got == 0 { break }
      count += got
    }
    bytes.removeSubrange(count...)
    return .success(bytes)
  }

  /// Why a file could not be opened or read, in words.
  static func describe(errno code: Int32) -> String {
    switch code {
    case ENOENT, ENOTDIR: return "no such file"
    case EACCES, EPERM: return "the file cannot be read (permission denied)"
    case EISDIR: return "this is a folder, not a file"
    default: return "the file cannot be read (\(String(cString: strerror(code))))"
    }
  }

  /// Why a file of this type (`st_mode & S_IFMT`) is not read; `nil` for a regular file. Reading a
  /// named pipe would wait for a writer forever, and a device has no end.
  static func problem(withType type: mode_t) -> String? {
    switch type {
    case S_IFREG: return nil
    case S_IFDIR: return "this is a folder, not a file"
    case S_IFIFO: return "this is a named pipe (FIFO), not a regular file; it is not read"
    case S_IFCHR, S_IFBLK: return "this is a device, not a regular file; it is not read"
    case S_IFSOCK: return "this is a socket, not a regular file; it is not read"
    default: return "this is not a regular file; it is not read"
    }
  }

  /// How many folders deep a folder source lists; deeper folders are reported, not walked.
  public static let maximumDepth = 64

  /// Every file under the folder, following links to folders (each real folder once, so a link
  /// loop ends). Only links are resolved, to tell whether they stay inside the folder. A folder that
  /// cannot be opened, a file that is not a regular file, and a folder deeper than `maximumDepth`
  /// are listed with their `problem`. A walk with its own stack: any depth, any width.
  public func files() -> Result<[SourceEntry], SourceError> {
    guard kind(of: "") == .folder else { return .failure(SourceError("the folder cannot be read")) }
    let realRoot = Self.realPath(rootOnDisk)
    var visited: Set<String> = [realRoot]
    var entries: [SourceEntry] = []
    func isOutside(_ real: String) -> Bool {
      real != realRoot && !real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
    }
    // `linked`: whether a link led here (then files are checked for leading outside the root).
    var pending: [(folder: String, onDisk: String, depth: Int, linked: Bool)] = [
      ("", rootOnDisk, 0, false)
    ]
    while let (folder, disk, depth, linked) = pending.popLast() {
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: disk)
      } catch {
        let denied = access(disk, R_OK | X_OK) != 0
        entries.append(
          SourceEntry(
            path: folder,
            problem: denied
              ? "the folder cannot be read (permission denied)" : "the folder cannot be read",
            kind: .folder))
        continue
      }
      let prefix = folder.isEmpty ? "" : folder + "/"
      for name in names where !name.hasPrefix(".") {
        let path = prefix + name
        let full = disk.hasSuffix("/") ? disk + name : disk + "/" + name
        var status = stat()
        guard lstat(full, &status) == 0 else {
          // Gone since the listing: nothing to read. Anything else (no search permission on the
          // folder) is reported.
          if errno != ENOENT {
            entries.append(SourceEntry(path: path, problem: Self.describe(errno: errno)))
          }
          continue
        }
        var type = status.st_mode & S_IFMT
        let isLink = type == S_IFLNK
        if isLink {
          guard stat(full, &status) == 0 else { continue }  // a broken link: nothing to read
          type = status.st_mode & S_IFMT
        }
        if type == S_IFDIR {
          guard depth < Self.maximumDepth else {
            entries.append(
              SourceEntry(
                path: path,
                problem:
                  "the folder is nested more than \(Self.maximumDepth) folders deep; it is not read",
                kind: .folder))
            continue
          }
          if !isLink {
            pending.append((path, full, depth + 1, linked))
          } else {
            let real = Self.realPath(full)
            if visited.insert(real).inserted { pending.append((path, real, depth + 1, true)) }
          }
          continue
        }
        var entry = SourceEntry(path: path, problem: Self.problem(withType: type))
        if isLink || linked {
          let real = Self.realPath(full)
          if isOutside(real) { entry.leadsOutsideTo = real }
        }
        entries.append(entry)
      }
    }
    return .success(entries.sorted { $0.path < $1.path })
  }

  static func realPath(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
  }
}

/// `read(2)`, under a name the sources' own `read(_:)` does not hide.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}

/// Files held in memory, by relative path: a downloaded bundle, an embedded theme, a test.
///
/// ```swift
/// let source = MemorySource(["Brand.nss": Array(nss.utf8), "Dark.nss": Array(dark.utf8)], root: "bundle-42")
/// ```
public struct MemorySource: ThemeSource {
  public let root: String
  public let identity: String
  private let contents: [String: [UInt8]]

  /// - Parameters:
  ///   - files: relative path → bytes (`./` and leading `/` are dropped).
  ///   - root: what diagnostics show in front of the paths.
  public init(_ files: [String: [UInt8]], root: String = "") {
    var contents: [String: [UInt8]] = [:]
    for (path, bytes) in files { contents[SourcePath.normalize(path)] = bytes }
    self.contents = contents
    var root = root
    while root.count > 1, root.hasSuffix("/") { root.removeLast() }
    self.root = root
    identity = "memory:" + UUID().uuidString
  }

  /// Files given as text.
  public init(texts: [String: String], root: String = "") {
    self.init(texts.mapValues { Array($0.utf8) }, root: root)
  }

  public func files() -> Result<[SourceEntry], SourceError> {
    .success(
      contents.keys.filter { !$0.split(separator: "/").contains(where: { $0.hasPrefix(".") }) }
        .sorted().map {
          SourceEntry(path: $0)
        })
  }

  public func read(_ path: String) -> Result<[UInt8], SourceError> {
    let key = SourcePath.normalize(path)
    if let bytes = contents[key] { return .success(bytes) }
    return .failure(
      SourceError(kind(of: key) == .folder ? "this is a folder, not a file" : "no such file"))
  }

  public func kind(of path: String) -> SourceEntry.Kind? {
    let key = SourcePath.normalize(path)
    if contents[key] != nil { return .file }
    if key.isEmpty { return .folder }
    let prefix = key.hasSuffix("/") ? key : key + "/"
    return contents.keys.contains { $0.hasPrefix(prefix) } ? .folder : nil
  }
}

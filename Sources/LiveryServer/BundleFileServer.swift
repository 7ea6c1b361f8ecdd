import Crypto
import Foundation
public import Hummingbird
import LiveryCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `livery serve`: a bundle repository folder as static files, with the HTTP policy of
/// remote-bundles.md §6.7 — strong ETags (the SHA-256 of the bytes), `304 Not Modified` for a
/// matching `If-None-Match`, `Cache-Control: no-cache` on manifests and roots and
/// `public, max-age=31536000, immutable` on blobs. `GET` and `HEAD` only; no path leaving the
/// folder, no hidden file and nothing reached through a symbolic link is served; files are
/// streamed in chunks.
///
/// ```swift
/// let app = BundleFileServer.application(folder: "site", configuration: .init(address: .hostname("127.0.0.1", port: 8080)))
/// try await app.runService()
/// ```
public enum BundleFileServer {
  public static func application(
    folder: String, configuration: ApplicationConfiguration = ApplicationConfiguration(),
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    Application(
      router: router(folder: folder), configuration: configuration,
      onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) })
  }

  static func router(folder: String) -> Router<BasicRequestContext> {
    let files = Files(folder: folder)
    let router = Router()
    @Sendable func answer(_ request: Request, head: Bool) async -> Response {
      guard let path = Files.relativePath(request.uri.path) else {
        return text(.notFound, "not found\n")
      }
      let condition = request.headers[.ifNoneMatch]
      // A revalidation of an unchanged file costs opening it and one `fstat`.
      if let condition, let etag = files.etag(ifUnchanged: path), matches(condition, etag) {
        return Response(
          status: .notModified, headers: [.eTag: etag, .cacheControl: cacheControl(for: path)])
      }
      guard let file = await files.open(path) else { return text(.notFound, "not found\n") }
      var headers: HTTPFields = [.eTag: file.etag, .cacheControl: cacheControl(for: path)]
      if let condition, matches(condition, file.etag) {
        file.close()
        return Response(status: .notModified, headers: headers)
      }
      headers[.contentType] =
        path.hasSuffix(".json") ? "application/json" : "application/octet-stream"
      headers[.contentLength] = String(file.size)
      guard !head else {
        file.close()
        return Response(status: .ok, headers: headers)
      }
      // Streamed in chunks read off the server's threads: three clients of a 400 MB blob cost
      // three chunks of memory, not three copies of the file.
      return Response(
        status: .ok, headers: headers,
        body: ResponseBody { writer in
          defer { file.close() }
          var offset = 0
          while offset < file.size {
            let chunk = await file.read(at: offset, count: min(Files.chunkSize, file.size - offset))
            guard !chunk.isEmpty else { break }  // the file shrank while it was sent
            try await writer.write(ByteBuffer(bytes: chunk))
            offset += chunk.count
          }
          try await writer.finish(nil)
        })
    }
    router.get("**") { request, _ in await answer(request, head: false) }
    router.head("**") { request, _ in await answer(request, head: true) }
    router.get("/") { _, _ in
      text(
        .notFound,
        "a Livery bundle repository: roots/, channels/<channel>/manifest.json, blobs/sha256/\n")
    }
    return router
  }

  static func text(_ status: HTTPResponse.Status, _ text: String) -> Response {
    Response(
      status: status, headers: [.contentType: "text/plain; charset=utf-8"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }

  /// Blobs are named by their hash and never change; everything else must be revalidated.
  static func cacheControl(for path: String) -> String {
    path.hasPrefix("blobs/") ? "public, max-age=31536000, immutable" : "no-cache"
  }

  /// Whether an `If-None-Match` value (`*`, or a list of tags, weak ones compared weakly) names `etag`.
  static func matches(_ header: String, _ etag: String) -> Bool {
    header.split(separator: ",").contains { tag in
      var tag = tag.trimmingCharacters(in: .whitespaces)
      if tag == "*" { return true }
      if tag.hasPrefix("W/") { tag.removeFirst(2) }
      return tag == etag
    }
  }

  /// The folder's files, with their ETags kept while a file's size and modification time stay
  /// the same (a 304 costs one `fstat`). Files are opened component by component from the
  /// folder, following no symbolic link anywhere on the way: neither a link to a file nor a link
  /// to a folder leads out of it.
  final class Files: Sendable {
    /// An open regular file of the folder, read in chunks off the server's threads.
    final class File: Sendable {
      let descriptor: Int32
      let size: Int
      let etag: String

      init(descriptor: Int32, size: Int, etag: String) {
        self.descriptor = descriptor
        self.size = size
        self.etag = etag
      }

      /// Up to `count` bytes at `offset` (fewer at the end of the file).
      func read(at offset: Int, count: Int) async -> [UInt8] {
        await Files.offPool { [descriptor] in Files.read(descriptor, at: offset, count: count) }
      }

      func close() { closeDescriptor(descriptor) }
    }

    fileprivate struct Stamp: Equatable {
      var size: Int
      var modified: timespec

      static func == (lhs: Stamp, rhs: Stamp) -> Bool {
        lhs.size == rhs.size && lhs.modified.tv_sec == rhs.modified.tv_sec
          && lhs.modified.tv_nsec == rhs.modified.tv_nsec
      }
    }

    let folder: String
    private let etags = Locked<[String: (stamp: Stamp, etag: String)]>([:])
    /// How many ETags are kept at most (they are small; a repository has few live files).
    static let maximumKept = 65_536
    /// How much of a file is read (and held) at a time.
    static let chunkSize = 256 << 10

    init(folder: String) {
      self.folder = folder
    }

    /// A request path as a path inside the folder, or `nil`: no empty, `.` or `..` segment and no
    /// hidden file (a publisher's `.staging` or editor files), no backslash or NUL.
    static func relativePath(_ path: String) -> String? {
      guard let decoded = path.removingPercentEncoding, !decoded.contains("\0"),
        !decoded.contains("\\")
      else { return nil }
      let segments = decoded.split(separator: "/", omittingEmptySubsequences: true)
      guard !segments.isEmpty, segments.allSatisfy({ !$0.hasPrefix(".") }) else { return nil }
      return segments.joined(separator: "/")
    }

    /// The regular file at `path`, opened from the folder one component at a time with
    /// `O_NOFOLLOW`, and its size and modification time; `nil` for anything else (a link, a
    /// folder, a pipe, a device, a missing file).
    private func openRegular(_ path: String) -> (descriptor: Int32, stamp: Stamp)? {
      var directory = openPath(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard directory >= 0 else { return nil }
      let segments = path.split(separator: "/").map(String.init)
      for segment in segments.dropLast() {
        let next = openat(directory, segment, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        closeDescriptor(directory)
        guard next >= 0 else { return nil }
        directory = next
      }
      // Non-blocking: opening a named pipe must not wait for a writer.
      let descriptor = openat(
        directory, segments.last ?? "", O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
      closeDescriptor(directory)
      guard descriptor >= 0 else { return nil }
      var info = stat()
      guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
        closeDescriptor(descriptor)
        return nil
      }
      #if canImport(Darwin)
      return (descriptor, Stamp(size: Int(info.st_size), modified: info.st_mtimespec))
      #else
      return (descriptor, Stamp(size: Int(info.st_size), modified: info.st_mtim))
      #endif
    }

    /// The file's ETag, if it is known and the file has not changed since.
    func etag(ifUnchanged path: String) -> String? {
      guard let (descriptor, stamp) = openRegular(path) else { return nil }
      closeDescriptor(descriptor)
      guard let known = etags.withLock({ $0[path] }), known.stamp == stamp else { return nil }
      return known.etag
    }

    /// The regular file at `path`, open, with its ETag (the SHA-256 of its bytes, hashed in
    /// chunks off the server's threads when not known for this size and modification time).
    func open(_ path: String) async -> File? {
      guard let (descriptor, stamp) = openRegular(path) else { return nil }
      if let known = etags.withLock({ $0[path] }), known.stamp == stamp {
        return File(descriptor: descriptor, size: stamp.size, etag: known.etag)
      }
      let hashed = await Self.offPool { Self.hash(descriptor, size: stamp.size) }
      let etag = "\"" + Hex.encode(hashed.digest) + "\""
      etags.withLock { kept in
        if kept.count >= Self.maximumKept { kept.removeAll() }
        // Kept only when the file did not change while it was read.
        if hashed.count == stamp.size { kept[path] = (stamp, etag) }
      }
      return File(descriptor: descriptor, size: stamp.size, etag: etag)
    }

    private static func hash(_ descriptor: Int32, size: Int) -> (digest: SHA256.Digest, count: Int)
    {
      var hasher = SHA256()
      var offset = 0
      while offset < size {
        let chunk = read(descriptor, at: offset, count: min(chunkSize, size - offset))
        guard !chunk.isEmpty else { break }
        hasher.update(data: chunk)
        offset += chunk.count
      }
      return (hasher.finalize(), offset)
    }

    fileprivate static func read(_ descriptor: Int32, at offset: Int, count: Int) -> [UInt8] {
      var bytes = [UInt8](repeating: 0, count: count)
      var filled = 0
      while filled < count {
        let got = bytes.withUnsafeMutableBytes {
          pread(descriptor, $0.baseAddress! + filled, count - filled, off_t(offset + filled))
        }
        if got < 0, errno == EINTR { continue }
        guard got > 0 else { break }
        filled += got
      }
      bytes.removeLast(count - filled)
      return bytes
    }

    /// Blocking file work on a thread of its own, never on Swift's cooperative pool.
    fileprivate static func offPool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
      await withCheckedContinuation { continuation in
        queue.async { continuation.resume(returning: work()) }
      }
    }

    private static let queue = DispatchQueue(label: "livery.serve.files", attributes: .concurrent)
  }
}

#if canImport(Glibc)
private func closeDescriptor(_ descriptor: Int32) { _ = Glibc.close(descriptor) }
private func openPath(_ path: String, _ flags: Int32) -> Int32 { Glibc.open(path, flags) }
#elseif canImport(Darwin)
private func closeDescriptor(_ descriptor: Int32) { _ = Darwin.close(descriptor) }
private func openPath(_ path: String, _ flags: Int32) -> Int32 { Darwin.open(path, flags) }
#endif

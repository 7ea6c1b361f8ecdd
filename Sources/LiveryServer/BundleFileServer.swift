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
/// folder, no hidden file and no symbolic link to a file is served.
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
    @Sendable func answer(_ request: Request, head: Bool) -> Response {
      guard let path = Files.relativePath(request.uri.path) else { return text(.notFound, "not found\n") }
      let condition = request.headers[.ifNoneMatch]
      // A revalidation of an unchanged file costs one `stat`.
      if let condition, let etag = files.etag(ifUnchanged: path), matches(condition, etag) {
        return Response(status: .notModified, headers: [.eTag: etag, .cacheControl: cacheControl(for: path)])
      }
      guard let file = files.file(path, withBytes: !head) else { return text(.notFound, "not found\n") }
      var headers: HTTPFields = [.eTag: file.etag, .cacheControl: cacheControl(for: path)]
      if let condition, matches(condition, file.etag) {
        return Response(status: .notModified, headers: headers)
      }
      headers[.contentType] = path.hasSuffix(".json") ? "application/json" : "application/octet-stream"
      headers[.contentLength] = String(file.size)
      return Response(status: .ok, headers: headers, body: head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: file.bytes)))
    }
    router.get("**") { request, _ in answer(request, head: false) }
    router.head("**") { request, _ in answer(request, head: true) }
    router.get("/") { _, _ in text(.notFound, "a Livery bundle repository: roots/, channels/<channel>/manifest.json, blobs/sha256/\n") }
    return router
  }

  static func text(_ status: HTTPResponse.Status, _ text: String) -> Response {
    Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
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
  /// the same (a 304 costs one `stat`).
  final class Files: Sendable {
    struct File {
      var size: Int
      var etag: String
      var bytes: [UInt8]
    }

    private struct Stamp: Equatable {
      var size: Int
      var modified: timespec

      static func == (lhs: Stamp, rhs: Stamp) -> Bool {
        lhs.size == rhs.size && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
      }
    }

    let folder: String
    private let etags = Locked<[String: (stamp: Stamp, etag: String)]>([:])
    /// How many ETags are kept at most (they are small; a repository has few live files).
    static let maximumKept = 65_536

    init(folder: String) {
      self.folder = folder
    }

    /// A request path as a path inside the folder, or `nil`: no empty, `.` or `..` segment and no
    /// hidden file (a publisher's `.staging` or editor files), no backslash or NUL.
    static func relativePath(_ path: String) -> String? {
      guard let decoded = path.removingPercentEncoding, !decoded.contains("\0"), !decoded.contains("\\") else { return nil }
      let segments = decoded.split(separator: "/", omittingEmptySubsequences: true)
      guard !segments.isEmpty, segments.allSatisfy({ !$0.hasPrefix(".") }) else { return nil }
      return segments.joined(separator: "/")
    }

    /// The size and modification time of the regular file at `path` (a symbolic link is not
    /// followed: it could lead out of the folder).
    private func stamp(_ path: String) -> Stamp? {
      var info = stat()
      guard lstat(folder + "/" + path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
      #if canImport(Darwin)
      return Stamp(size: Int(info.st_size), modified: info.st_mtimespec)
      #else
      return Stamp(size: Int(info.st_size), modified: info.st_mtim)
      #endif
    }

    /// The file's ETag, if it is known and the file has not changed since.
    func etag(ifUnchanged path: String) -> String? {
      guard let stamp = stamp(path), let known = etags.withLock({ $0[path] }), known.stamp == stamp else { return nil }
      return known.etag
    }

    /// The file at `path` (a regular file only), its bytes read when `withBytes`.
    func file(_ path: String, withBytes: Bool) -> File? {
      let full = folder + "/" + path
      guard let stamp = stamp(path) else { return nil }
      if !withBytes, let known = etags.withLock({ $0[path] }), known.stamp == stamp {
        return File(size: stamp.size, etag: known.etag, bytes: [])
      }
      guard let data = FileManager.default.contents(atPath: full) else { return nil }
      let bytes = [UInt8](data)
      let etag = "\"" + SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined() + "\""
      etags.withLock { kept in
        if kept.count >= Self.maximumKept { kept.removeAll() }
        // Kept only when the file did not change while it was read.
        if bytes.count == stamp.size { kept[path] = (stamp, etag) }
      }
      return File(size: bytes.count, etag: etag, bytes: bytes)
    }
  }
}

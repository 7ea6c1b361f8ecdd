import Crypto
import Foundation
import Hummingbird
import HummingbirdTesting
import LiveryTestSupport
import Testing

@testable import LiveryServer

/// `livery serve`'s HTTP policy (remote-bundles.md §6.7).
@Suite struct BundleFileServerTests {
  let folder = Fixtures.temporaryFolder() + "/site"

  init() throws {
    // Beside the folder, where a path leaving it would land.
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "secret".write(toFile: folder + "/../sentinel", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/link.json", withDestinationPath: folder + "/../sentinel")
    for (path, text) in [
      "channels/production/manifest.json": "{\"payloadType\": \"x\"}",
      "blobs/sha256/abc": "blob bytes", "roots/1.root.json": "{}",
      ".staging/secret": "no", "notes.txt": "plain",
    ] {
      let full = folder + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
  }

  var app: some ApplicationProtocol { Application(router: BundleFileServer.router(folder: folder)) }

  static func etag(_ text: String) -> String {
    "\"" + SHA256.hash(data: Array(text.utf8)).map { String(format: "%02x", $0) }.joined() + "\""
  }

  @Test func nothingIsServedThroughASymbolicLinkToAFolder() async throws {
    // A link to a folder outside (`/etc`), and one to a folder inside: neither is followed.
    let outside = Fixtures.temporaryFolder()
    try "secret".write(toFile: outside + "/passwd", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/etc-dir", withDestinationPath: outside)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/blobs/alias", withDestinationPath: folder + "/blobs/sha256")
    try await app.test(.router) { client in
      for uri in ["/etc-dir/passwd", "/blobs/alias/abc", "/etc-dir"] {
        try await client.execute(uri: uri, method: .get) { response in
          #expect(response.status == .notFound, "\(uri)")
          #expect(String(buffer: response.body) != "secret")
        }
        try await client.execute(uri: uri, method: .head) { response in
          #expect(response.status == .notFound, "HEAD \(uri)")
        }
      }
      // The real path still answers.
      try await client.execute(uri: "/blobs/sha256/abc", method: .get) { response in
        #expect(String(buffer: response.body) == "blob bytes")
      }
    }
  }

  @Test func filesCarryStrongETagsAndTheirCachePolicy() async throws {
    try await app.test(.router) { client in
      try await client.execute(uri: "/channels/production/manifest.json", method: .get) {
        response in
        #expect(response.status == .ok)
        #expect(response.headers[.eTag] == Self.etag("{\"payloadType\": \"x\"}"))
        #expect(response.headers[.cacheControl] == "no-cache")
        #expect(response.headers[.contentType] == "application/json")
        #expect(String(buffer: response.body) == "{\"payloadType\": \"x\"}")
      }
      try await client.execute(uri: "/blobs/sha256/abc", method: .get) { response in
        #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
        #expect(response.headers[.contentType] == "application/octet-stream")
      }
      try await client.execute(uri: "/roots/1.root.json", method: .head) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentLength] == "2")
        #expect(response.body.readableBytes == 0)
      }
    }
  }

  @Test func aMatchingIfNoneMatchGetsA304WithTheHeadersRepeated() async throws {
    let etag = Self.etag("blob bytes")
    try await app.test(.router) { client in
      for condition in [etag, "\"other\", \(etag)", "W/\(etag)", "*"] {
        try await client.execute(
          uri: "/blobs/sha256/abc", method: .get, headers: [.ifNoneMatch: condition]
        ) { response in
          #expect(response.status == .notModified, "\(condition)")
          #expect(response.headers[.eTag] == etag)
          #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
          #expect(response.body.readableBytes == 0)
        }
      }
      try await client.execute(
        uri: "/blobs/sha256/abc", method: .get, headers: [.ifNoneMatch: "\"stale\""]
      ) { response in
        #expect(response.status == .ok)
      }
    }
  }

  @Test func aChangedFileGetsANewETag() async throws {
    try await app.test(.router) { client in
      let first = try await client.execute(uri: "/notes.txt", method: .get).headers[.eTag]
      try "changed, longer".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
      let second = try await client.execute(
        uri: "/notes.txt", method: .get, headers: [.ifNoneMatch: first ?? ""])
      #expect(second.status == .ok)
      #expect(second.headers[.eTag] == Self.etag("changed, longer"))
    }
  }

  @Test(arguments: [
    "/.staging/secret", "/../sentinel", "/%2e%2e/sentinel", "/channels/../../sentinel",
    "/link.json", "/channels", "/nothing", "/blobs/sha256/abc%00",
  ])
  func nothingOutsideTheFolderHiddenOrMissingIsServed(path: String) async throws {
    try await app.test(.router) { client in
      try await client.execute(uri: path, method: .get) { response in
        #expect(response.status == .notFound)
      }
    }
  }
}

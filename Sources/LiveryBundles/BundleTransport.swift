public import Foundation
public import LiveryCore

/// One `GET` of the updater: the URL, the ETag to send as `If-None-Match`, and how much may come.
public struct BundleRequest: Sendable, Equatable {
  public var url: URL
  /// Sent as `If-None-Match`; `nil`: an unconditional request.
  public var ifNoneMatch: String?
  /// The most body bytes accepted (after any `Content-Encoding` is decoded); one more aborts the
  /// transfer.
  public var limit: Int
  /// What to call the download when it is too long: `bundle.too-large` for documents,
  /// `bundle.length-mismatch` for a blob whose length the manifest gives.
  public var overLimit: DiagnosticCode
  /// The longest the whole transfer may take, in seconds.
  public var deadline: TimeInterval

  public init(
    url: URL, ifNoneMatch: String? = nil, limit: Int, overLimit: DiagnosticCode = .bundleTooLarge,
    deadline: TimeInterval = 60
  ) {
    self.url = url
    self.ifNoneMatch = ifNoneMatch
    self.limit = limit
    self.overLimit = overLimit
    self.deadline = deadline
  }
}

/// What a server answered: the status, the headers the updater reads, and the body.
public struct BundleResponse: Sendable, Equatable {
  public var status: Int
  public var etag: String?
  /// `Retry-After`, in seconds (from a number or an HTTP date).
  public var retryAfter: TimeInterval?
  public var body: [UInt8]

  public init(status: Int, etag: String? = nil, retryAfter: TimeInterval? = nil, body: [UInt8] = [])
  {
    self.status = status
    self.etag = etag
    self.retryAfter = retryAfter
    self.body = body
  }
}

/// How the updater reaches the server (remote-bundles.md §7's harness): ``URLSessionBundleTransport``
/// in apps and the CLI, a scripted one in tests.
///
/// An implementation reads the body through ``BundleBodyLimit`` (so a body one byte over
/// `request.limit` is aborted there and then), gives up after 30 s without a byte and at
/// `request.deadline`, and throws `bundle.fetch-failed` for anything that is not an HTTP answer.
/// It follows no more than a few redirects and keeps no cache.
public protocol BundleTransport: Sendable {
  func get(_ request: BundleRequest) async throws(Diagnostic) -> BundleResponse
}

/// Counts a body's bytes as they arrive and refuses the first one past the limit: what keeps an
/// endless response, a file longer than its manifest says or a decompression bomb from filling
/// the memory (§6.5 step 8, §7 cases 33–34).
public struct BundleBodyLimit: Sendable {
  public let request: BundleRequest
  public private(set) var body: [UInt8] = []

  public init(_ request: BundleRequest) {
    self.request = request
  }

  /// Adds a chunk.
  ///
  /// - Throws: `request.overLimit` when the body now holds more than `request.limit` bytes.
  public mutating func append(_ chunk: some Collection<UInt8>) throws(Diagnostic) {
    guard chunk.count <= request.limit - body.count else {
      throw .error(
        request.overLimit,
        "\(request.url.absoluteString) sent more than the \(request.limit) bytes expected; the download was stopped",
        at: nil)
    }
    body.append(contentsOf: chunk)
  }
}

/// Reads `Retry-After`: delay seconds, or an HTTP date (relative to `now`).
enum RetryAfter {
  static func parse(_ value: String?, now: Date) -> TimeInterval? {
    guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
      return nil
    }
    if let seconds = Int(value), seconds >= 0 { return TimeInterval(seconds) }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    return formatter.date(from: value).map { max(0, $0.timeIntervalSince(now)) }
  }
}

public import Foundation
public import LiveryCore

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The updater's transport over `URLSession` (over libcurl on Linux, see `CurlTransfer`)
/// (remote-bundles.md §6.5 step 8, §6.7): no cache and
/// no cookies; the body asked for uncompressed (`Accept-Encoding: identity`) and an answer that
/// comes compressed anyway refused before its body is read — a platform may decode it faster
/// than any count can stop it (a 2 MB gzip of 2 GiB of zeros); an announced length over the
/// request's limit refused at once; the body counted as it arrives and the transfer cancelled one
/// byte past the limit; given up after `idleTimeout` without a byte and at the request's deadline;
/// at most `maximumRedirects` redirects.
public final class URLSessionBundleTransport: BundleTransport {
  public let idleTimeout: TimeInterval
  public let maximumRedirects: Int

  public init(idleTimeout: TimeInterval = 30, maximumRedirects: Int = 5) {
    self.idleTimeout = idleTimeout
    self.maximumRedirects = maximumRedirects
  }

  public func get(_ request: BundleRequest) async throws(Diagnostic) -> BundleResponse {
    #if os(Linux)
    // Linux's URLSession decodes every compressed answer, whatever was asked, before a delegate
    // can stop it: the same policy runs there over libcurl itself (`CurlTransfer`).
    return try await CurlTransfer(
      request: request, idleTimeout: idleTimeout, maximumRedirects: maximumRedirects
    ).run().get()
    #else
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.timeoutIntervalForRequest = idleTimeout
    configuration.timeoutIntervalForResource = request.deadline
    let download = Download(request, maximumRedirects: maximumRedirects)
    let session = URLSession(configuration: configuration, delegate: download, delegateQueue: nil)
    var urlRequest = URLRequest(
      url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: idleTimeout)
    if let etag = request.ifNoneMatch {
      urlRequest.setValue(etag, forHTTPHeaderField: "If-None-Match")
    }
    urlRequest.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
    let task = session.dataTask(with: urlRequest)
    // The deadline, kept here too: it must hold however the platform treats the resource timeout.
    let deadline = Task {
      try await Task.sleep(nanoseconds: UInt64(request.deadline * 1_000_000_000))
      download.fail(
        .error(
          .bundleFetchFailed,
          "\(request.url.absoluteString) took longer than \(Int(request.deadline)) s", at: nil))
      task.cancel()
    }
    let result = await withCheckedContinuation { continuation in
      download.start(task, continuation)
    }
    deadline.cancel()
    // The task has ended (its completion resumed us): let the session go. `invalidateAndCancel()`
    // here raced the platform's own teardown of the transfer (a SIGILL seen once in ~740 runs).
    session.finishTasksAndInvalidate()
    return try result.get()
    #endif
  }

  /// One transfer's delegate: counts the body, follows redirects, and finishes once.
  private final class Download: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // @unchecked: every mutable member is behind `lock`.
    private let lock = NSLock()
    private var body: BundleBodyLimit
    private let request: BundleRequest
    private let maximumRedirects: Int
    private var redirects = 0
    private var response: HTTPURLResponse?
    private var failure: Diagnostic?
    private var continuation: CheckedContinuation<Result<BundleResponse, Diagnostic>, Never>?
    private var finished: Result<BundleResponse, Diagnostic>?

    init(_ request: BundleRequest, maximumRedirects: Int) {
      self.request = request
      self.maximumRedirects = maximumRedirects
      body = BundleBodyLimit(request)
    }

    func start(
      _ task: URLSessionDataTask,
      _ continuation: CheckedContinuation<Result<BundleResponse, Diagnostic>, Never>
    ) {
      let done: Result<BundleResponse, Diagnostic>? = lock.withLock {
        if finished == nil { self.continuation = continuation }
        return finished
      }
      if let done { continuation.resume(returning: done) } else { task.resume() }
    }

    /// Records why the transfer stops (the first reason wins).
    func fail(_ diagnostic: Diagnostic) {
      lock.withLock { if failure == nil { failure = diagnostic } }
    }

    func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
      completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
      let http = response as? HTTPURLResponse
      let refusal = http.flatMap(refusal(of:))
      lock.withLock {
        self.response = http
        if let refusal, failure == nil { failure = refusal }
      }
      completionHandler(refusal == nil ? .allow : .cancel)
    }

    /// Why an answer is refused before its body is read: compressed although `identity` was asked
    /// for, or announced longer than the limit.
    private func refusal(of response: HTTPURLResponse) -> Diagnostic? {
      var encoding: String?
      var length: String?
      for (key, value) in response.allHeaderFields {
        guard let name = (key as? String)?.lowercased() else { continue }
        if name == "content-encoding" { encoding = "\(value)" }
        if name == "content-length" { length = "\(value)" }
      }
      if let encoding,
        !encoding.split(separator: ",").allSatisfy({
          $0.trimmingCharacters(in: .whitespaces).lowercased() == "identity"
        })
      {
        return .error(
          .bundleFetchFailed,
          "\(request.url.absoluteString) answered with Content-Encoding: \(encoding), though the updater asks for identity; "
            + "compressed answers are refused before they are read (serve bundle files uncompressed)",
          at: nil)
      }
      if response.statusCode == 200, let length,
        let bytes = Int(length.trimmingCharacters(in: .whitespaces)), bytes > request.limit
      {
        return .error(
          request.overLimit,
          "\(request.url.absoluteString) announced \(bytes) bytes, more than the \(request.limit) expected; the download was not started",
          at: nil)
      }
      return nil
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      let stop: Bool = lock.withLock {
        guard failure == nil else { return true }
        do throws(Diagnostic) {
          try body.append(data)
          return false
        } catch {
          failure = error
          return true
        }
      }
      if stop { dataTask.cancel() }
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask,
      willPerformHTTPRedirection response: HTTPURLResponse, newRequest: URLRequest,
      completionHandler: @escaping (URLRequest?) -> Void
    ) {
      let allowed: Bool = lock.withLock {
        redirects += 1
        guard redirects <= maximumRedirects else {
          failure = .error(
            .bundleFetchFailed,
            "\(request.url.absoluteString) redirected more than \(maximumRedirects) times; the download was stopped",
            at: nil)
          return false
        }
        return true
      }
      if allowed {
        completionHandler(newRequest)
      } else {
        completionHandler(nil)
        task.cancel()
      }
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
    ) {
      let (continuation, result):
        (
          CheckedContinuation<Result<BundleResponse, Diagnostic>, Never>?,
          Result<BundleResponse, Diagnostic>
        ) =
          lock.withLock {
            let result: Result<BundleResponse, Diagnostic>
            if let failure {
              result = .failure(failure)
            } else if error != nil, !body.body.isEmpty {
              result = .failure(
                .error(
                  .bundleLengthMismatch,
                  "\(request.url.absoluteString): the connection closed after \(body.body.count) bytes, before the answer was whole",
                  at: nil))
            } else if let error {
              result = .failure(Self.diagnostic(for: error, url: request.url))
            } else if let response {
              let headers = Dictionary(
                response.allHeaderFields.compactMap { key, value in
                  (key as? String).map { ($0.lowercased(), "\(value)") }
                },
                uniquingKeysWith: { first, _ in first })
              result = .success(
                BundleResponse(
                  status: response.statusCode, etag: headers["etag"],
                  retryAfter: RetryAfter.parse(headers["retry-after"], now: Date()), body: body.body
                ))
            } else {
              result = .failure(
                .error(
                  .bundleFetchFailed, "\(request.url.absoluteString) gave no HTTP response", at: nil
                ))
            }
            finished = result
            defer { self.continuation = nil }
            return (self.continuation, result)
          }
      continuation?.resume(returning: result)
    }

    static func diagnostic(for error: any Error, url: URL) -> Diagnostic {
      let error = error as NSError
      let reason: String
      switch (error.domain, error.code) {
      case (NSURLErrorDomain, NSURLErrorTimedOut):
        reason = "no answer in time (the idle timeout passed without a byte)"
      case (NSURLErrorDomain, NSURLErrorCannotFindHost): reason = "the host name was not found"
      case (NSURLErrorDomain, NSURLErrorCannotConnectToHost): reason = "could not connect"
      case (NSURLErrorDomain, NSURLErrorNotConnectedToInternet): reason = "the device is offline"
      case (NSURLErrorDomain, NSURLErrorNetworkConnectionLost):
        reason = "the connection closed before the answer was whole"
      default: reason = error.localizedDescription
      }
      return .error(.bundleFetchFailed, "\(url.absoluteString): \(reason)", at: nil)
    }
  }
}

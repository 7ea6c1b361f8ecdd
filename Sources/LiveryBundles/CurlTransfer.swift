#if os(Linux)
import Foundation
import LiveryCore
#if canImport(Glibc)
import Glibc
#endif

/// One download over libcurl, for Linux: what ``URLSessionBundleTransport`` runs there.
///
/// Linux's FoundationNetworking hands every answer to libcurl with automatic decompression on and
/// delivers the decoded bytes to the delegate from a queue: a delegate that cancels at the limit
/// is heard only after libcurl has decoded what the server sent — 2 GiB from a 9 MB gzip, 2.28 GB
/// resident (issue 26 §1). Here libcurl (the library FoundationNetworking itself loads, opened
/// with `dlopen`, so nothing is needed to build) decodes nothing, and its callbacks decide on the
/// curl thread itself: a compressed answer or an announced length over the limit stops the
/// transfer at its headers, the first byte past the limit stops it there, silence past the idle
/// timeout and the deadline stop it whenever they come.
struct CurlTransfer {
  let request: BundleRequest
  let idleTimeout: TimeInterval
  let maximumRedirects: Int

  /// Runs the transfer on a thread of its own (libcurl blocks), never on Swift's cooperative pool.
  func run() async -> Result<BundleResponse, Diagnostic> {
    await withCheckedContinuation { continuation in
      let thread = Thread { continuation.resume(returning: perform()) }
      thread.stackSize = 1 << 20
      thread.start()
    }
  }

  private func perform() -> Result<BundleResponse, Diagnostic> {
    guard let curl = Curl.library else {
      return .failure(
        .error(
          .bundleFetchFailed,
          "\(request.url.absoluteString): libcurl (libcurl.so.4) cannot be loaded", at: nil))
    }
    guard let handle = curl.easyInit() else {
      return .failure(
        .error(
          .bundleFetchFailed, "\(request.url.absoluteString): libcurl could not start a transfer",
          at: nil))
    }
    defer { curl.easyCleanup(handle) }
    let state = TransferState(request: request, idleTimeout: idleTimeout)
    let context = Unmanaged.passRetained(state)
    defer { context.release() }
    var headers: OpaquePointer?
    for line in ["Accept-Encoding: identity"]
      + (request.ifNoneMatch.map { ["If-None-Match: \($0)"] } ?? [])
    {
      headers = line.withCString { curl.slistAppend(headers, $0) }
    }
    defer { curl.slistFreeAll(headers) }
    let url = strdup(request.url.absoluteString)
    defer { free(url) }
    let pointer = context.toOpaque()
    curl.set(handle, Curl.optionURL, pointer: UnsafeMutableRawPointer(url))
    curl.set(handle, Curl.optionHTTPHeader, pointer: UnsafeMutableRawPointer(headers))
    curl.set(
      handle, Curl.optionWriteFunction,
      pointer: unsafeBitCast(Curl.writeCallback, to: UnsafeMutableRawPointer.self))
    curl.set(handle, Curl.optionWriteData, pointer: pointer)
    curl.set(
      handle, Curl.optionHeaderFunction,
      pointer: unsafeBitCast(Curl.headerCallback, to: UnsafeMutableRawPointer.self))
    curl.set(handle, Curl.optionHeaderData, pointer: pointer)
    curl.set(
      handle, Curl.optionProgressFunction,
      pointer: unsafeBitCast(Curl.progressCallback, to: UnsafeMutableRawPointer.self))
    curl.set(handle, Curl.optionProgressData, pointer: pointer)
    curl.set(handle, Curl.optionNoProgress, long: 0)
    curl.set(handle, Curl.optionNoSignal, long: 1)
    curl.set(handle, Curl.optionFollowLocation, long: 1)
    curl.set(handle, Curl.optionMaximumRedirects, long: maximumRedirects)
    curl.set(handle, Curl.optionProtocols, long: Curl.protocolHTTP | Curl.protocolHTTPS)
    curl.set(handle, Curl.optionRedirectProtocols, long: Curl.protocolHTTP | Curl.protocolHTTPS)
    curl.set(handle, Curl.optionContentDecoding, long: 0)
    curl.set(handle, Curl.optionTimeoutMilliseconds, long: Int(request.deadline * 1000))
    let code = curl.perform(handle)
    var status = 0
    curl.responseCode(handle, &status)
    return state.result(
      code: code, status: status, elapsed: Date().timeIntervalSince(state.started),
      redirects: maximumRedirects)
  }
}

/// What the callbacks share with the transfer. Touched by the curl thread only while it runs.
private final class TransferState: @unchecked Sendable {
  // @unchecked: the callbacks run on the transfer's own thread, one at a time; `result` is read
  // after `perform` returned on that same thread.
  let request: BundleRequest
  let idleTimeout: TimeInterval
  let started = Date()
  var lastByte = Date()
  var received: Int64 = 0
  var body: BundleBodyLimit
  var status = 0
  var headers: [String: String] = [:]
  var failure: Diagnostic?

  init(request: BundleRequest, idleTimeout: TimeInterval) {
    self.request = request
    self.idleTimeout = idleTimeout
    body = BundleBodyLimit(request)
  }

  /// A header line: a status line starts a new answer (after a redirect), the blank line ends
  /// the headers — where a compressed answer or one announced too long is refused.
  func header(_ line: String) -> Bool {
    let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
    lastByte = Date()
    if text.hasPrefix("HTTP/") {
      headers = [:]
      status = Int(text.split(separator: " ").dropFirst().first ?? "") ?? 0
      return true
    }
    if text.isEmpty {
      guard !(300...399).contains(status) else { return true }
      if let encoding = headers["content-encoding"],
        !encoding.split(separator: ",").allSatisfy({
          $0.trimmingCharacters(in: .whitespaces).lowercased() == "identity"
        })
      {
        failure = .error(
          .bundleFetchFailed,
          "\(request.url.absoluteString) answered with Content-Encoding: \(encoding), though the updater asks for identity; "
            + "compressed answers are refused before they are read (serve bundle files uncompressed)",
          at: nil)
        return false
      }
      if status == 200, let length = headers["content-length"].flatMap({ Int($0) }),
        length > request.limit
      {
        failure = .error(
          request.overLimit,
          "\(request.url.absoluteString) announced \(length) bytes, more than the \(request.limit) expected; the download was not started",
          at: nil)
        return false
      }
      return true
    }
    guard let colon = text.firstIndex(of: ":") else { return true }
    let name = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
    let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    headers[name] = headers[name].map { $0 + ", " + value } ?? value
    return true
  }

  /// Body bytes of the final answer (a redirect's own body is not kept).
  func data(_ chunk: UnsafeBufferPointer<UInt8>) -> Bool {
    lastByte = Date()
    guard !(300...399).contains(status) else { return true }
    do throws(Diagnostic) {
      try body.append(chunk)
      return true
    } catch {
      failure = error
      return false
    }
  }

  /// Called about once a second, bytes or not: silence past the idle timeout ends the transfer.
  func progress(downloaded: Int64) -> Bool {
    if downloaded != received {
      received = downloaded
      lastByte = Date()
    }
    if Date().timeIntervalSince(lastByte) > idleTimeout {
      failure =
        failure
        ?? .error(
          .bundleFetchFailed,
          "\(request.url.absoluteString): no answer in time (the idle timeout passed without a byte)",
          at: nil)
      return false
    }
    return true
  }

  func result(code: Int32, status: Int, elapsed: TimeInterval, redirects: Int) -> Result<
    BundleResponse, Diagnostic
  > {
    if let failure { return .failure(failure) }
    let url = request.url.absoluteString
    switch code {
    case Curl.ok:
      return .success(
        BundleResponse(
          status: status, etag: headers["etag"],
          retryAfter: RetryAfter.parse(headers["retry-after"], now: Date()), body: body.body))
    case Curl.operationTimedOut:
      if elapsed >= request.deadline - 0.5 {
        return .failure(
          .error(.bundleFetchFailed, "\(url) took longer than \(Int(request.deadline)) s", at: nil))
      }
      return .failure(
        .error(
          .bundleFetchFailed, "\(url): no answer in time (the idle timeout passed without a byte)",
          at: nil))
    case Curl.tooManyRedirects:
      return .failure(
        .error(
          .bundleFetchFailed,
          "\(url) redirected more than \(redirects) times; the download was stopped", at: nil))
    case Curl.partialFile, Curl.receiveError, Curl.gotNothing:
      guard body.body.isEmpty else {
        return .failure(
          .error(
            .bundleLengthMismatch,
            "\(url): the connection closed after \(body.body.count) bytes, before the answer was whole",
            at: nil))
      }
      return .failure(
        .error(
          .bundleFetchFailed, "\(url): the connection closed before the answer was whole", at: nil))
    case Curl.couldNotResolveHost:
      return .failure(.error(.bundleFetchFailed, "\(url): the host name was not found", at: nil))
    case Curl.couldNotConnect:
      return .failure(.error(.bundleFetchFailed, "\(url): could not connect", at: nil))
    default:
      return .failure(
        .error(.bundleFetchFailed, "\(url): the transfer failed (libcurl error \(code))", at: nil))
    }
  }
}

/// The few libcurl entry points the transfer uses, looked up in the library FoundationNetworking
/// loads. Option numbers are libcurl's stable ABI (`curl.h`).
private struct Curl: @unchecked Sendable {
  // @unchecked: function pointers into a library that stays loaded for the process's life.
  typealias EasyInit = @convention(c) () -> OpaquePointer?
  typealias EasyCleanup = @convention(c) (OpaquePointer?) -> Void
  typealias EasyPerform = @convention(c) (OpaquePointer?) -> Int32
  // `curl_easy_setopt` and `curl_easy_getinfo` are variadic: called with one pointer or `long`
  // argument, which the platforms' C calling conventions (x86-64 and AArch64 Linux) pass as for a
  // non-variadic call.
  typealias SetPointer = @convention(c) (OpaquePointer?, Int32, UnsafeMutableRawPointer?) -> Int32
  typealias SetLong = @convention(c) (OpaquePointer?, Int32, Int) -> Int32
  typealias GetLong = @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<Int>) -> Int32
  typealias SlistAppend = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?
  typealias SlistFreeAll = @convention(c) (OpaquePointer?) -> Void
  typealias GlobalInit = @convention(c) (Int) -> Int32

  let easyInit: EasyInit
  let easyCleanup: EasyCleanup
  let perform: EasyPerform
  let setPointer: SetPointer
  let setLong: SetLong
  let getLong: GetLong
  let slistAppend: SlistAppend
  let slistFreeAll: SlistFreeAll

  static let ok: Int32 = 0
  static let couldNotResolveHost: Int32 = 6
  static let couldNotConnect: Int32 = 7
  static let partialFile: Int32 = 18
  static let operationTimedOut: Int32 = 28
  static let tooManyRedirects: Int32 = 47
  static let gotNothing: Int32 = 52
  static let receiveError: Int32 = 56

  static let optionWriteData: Int32 = 10001
  static let optionURL: Int32 = 10002
  static let optionWriteFunction: Int32 = 20011
  static let optionHTTPHeader: Int32 = 10023
  static let optionHeaderData: Int32 = 10029
  static let optionNoProgress: Int32 = 43
  static let optionFollowLocation: Int32 = 52
  static let optionProgressData: Int32 = 10057
  static let optionMaximumRedirects: Int32 = 68
  static let optionHeaderFunction: Int32 = 20079
  static let optionNoSignal: Int32 = 99
  static let optionTimeoutMilliseconds: Int32 = 155
  static let optionContentDecoding: Int32 = 158
  static let optionProtocols: Int32 = 181
  static let optionRedirectProtocols: Int32 = 182
  static let optionProgressFunction: Int32 = 20219
  static let infoResponseCode: Int32 = 0x20_0002
  static let protocolHTTP = 1
  static let protocolHTTPS = 2

  /// The library, opened and initialised once; `nil` when it cannot be found.
  static let library: Curl? = {
    guard let image = dlopen("libcurl.so.4", RTLD_NOW) ?? dlopen("libcurl.so", RTLD_NOW) else {
      return nil
    }
    func symbol<T>(_ name: String, as type: T.Type) -> T? {
      dlsym(image, name).map { unsafeBitCast($0, to: type) }
    }
    guard let globalInit = symbol("curl_global_init", as: GlobalInit.self),
      let easyInit = symbol("curl_easy_init", as: EasyInit.self),
      let easyCleanup = symbol("curl_easy_cleanup", as: EasyCleanup.self),
      let perform = symbol("curl_easy_perform", as: EasyPerform.self),
      let setPointer = symbol("curl_easy_setopt", as: SetPointer.self),
      let setLong = symbol("curl_easy_setopt", as: SetLong.self),
      let getLong = symbol("curl_easy_getinfo", as: GetLong.self),
      let slistAppend = symbol("curl_slist_append", as: SlistAppend.self),
      let slistFreeAll = symbol("curl_slist_free_all", as: SlistFreeAll.self)
    else { return nil }
    _ = globalInit(3)  // CURL_GLOBAL_ALL
    return Curl(
      easyInit: easyInit, easyCleanup: easyCleanup, perform: perform, setPointer: setPointer,
      setLong: setLong, getLong: getLong,
      slistAppend: slistAppend, slistFreeAll: slistFreeAll)
  }()

  func set(_ handle: OpaquePointer, _ option: Int32, pointer: UnsafeMutableRawPointer?) {
    _ = setPointer(handle, option, pointer)
  }
  func set(_ handle: OpaquePointer, _ option: Int32, long: Int) {
    _ = setLong(handle, option, long)
  }
  func responseCode(_ handle: OpaquePointer, _ code: inout Int) {
    _ = getLong(handle, Curl.infoResponseCode, &code)
  }

  typealias DataCallback =
    @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int
  typealias ProgressCallback =
    @convention(c) (UnsafeMutableRawPointer?, Int64, Int64, Int64, Int64) -> Int32

  /// Body bytes: all taken, or 0 to stop (libcurl ends the transfer at once).
  static let writeCallback: DataCallback = { data, size, count, context in
    guard let context, let data else { return 0 }
    let state = Unmanaged<TransferState>.fromOpaque(context).takeUnretainedValue()
    let bytes = UnsafeBufferPointer(
      start: UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: size * count)
    return state.data(bytes) ? size * count : 0
  }

  static let headerCallback: DataCallback = { data, size, count, context in
    guard let context, let data else { return 0 }
    let state = Unmanaged<TransferState>.fromOpaque(context).takeUnretainedValue()
    let line = String(
      decoding: UnsafeBufferPointer(
        start: UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: size * count),
      as: UTF8.self)
    return state.header(line) ? size * count : 0
  }

  static let progressCallback: ProgressCallback = { context, _, downloaded, _, _ in
    guard let context else { return 1 }
    let state = Unmanaged<TransferState>.fromOpaque(context).takeUnretainedValue()
    return state.progress(downloaded: downloaded) ? 0 : 1
  }
}
#endif

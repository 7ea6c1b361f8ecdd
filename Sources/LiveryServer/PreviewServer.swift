import Foundation
public import Hummingbird
public import LiveryCore
import LiveryHTML
public import LiveryLint
import ServiceLifecycle

/// The preview's web app: the gallery at `/`, Server-Sent Events at `/events` (one event per
/// reload, applied or refused, with an id that counts up), the inspector at `/inspect`, and the
/// text of the files the theme loaded at `/source` (for the inspector). It serves only its own
/// pages and that text: no path in a URL ever reaches the file system.
///
/// ```swift
/// let app = PreviewServer.application(session: session, hub: hub, configuration: .init(address: .hostname("127.0.0.1", port: 8080)))
/// try await app.runService()
/// ```
public enum PreviewServer {
  /// The application, built by one function so tests run the same thing in-process.
  ///
  /// - Parameter allowedHosts: Host names requests may name besides the loopback ones (the
  ///   address the server was bound to, when it is not a loopback one).
  public static func application(
    session: PreviewSession, hub: EventHub,
    configuration: ApplicationConfiguration = ApplicationConfiguration(),
    allowedHosts: Set<String> = [], compare: CompiledTheme? = nil,
    lint: LintConfiguration = LintConfiguration(),
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    Application(
      router: router(
        session: session, hub: hub, allowedHosts: allowedHosts, compare: compare, lint: lint),
      configuration: configuration,
      onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) })
  }

  /// The routes.
  ///
  /// - Parameter compare: The theme before a change (`preview --compare`): the gallery draws it
  ///   beside the session's theme and marks the cells that differ.
  public static func router(
    session: PreviewSession, hub: EventHub, allowedHosts: Set<String> = [],
    compare: CompiledTheme? = nil, lint configuration: LintConfiguration = LintConfiguration()
  ) -> Router<BasicRequestContext> {
    let router = Router()
    let turns = RenderTurns()
    // A reload is shown at once with the last findings; this save's follow in a `lint` event.
    let lint = LintCache(configuration: configuration) { generation in
      Task {
        await hub.publish(
          "lint",
          data: JSONText.object([("generation", .number(Double(generation)))]).rendered(
            pretty: false))
      }
    }
    let cells = Locked(GalleryCells())
    router.add(
      middleware: HostCheck(allowed: HostCheck.loopback.union(allowedHosts.map { $0.lowercased() }))
    )
    router.get("/") { request, _ -> Response in
      let selection = GallerySelection(query: queryItems(request.uri.query))
      // What the page asking shows (its `data-shown`): then only the cells changed since.
      let shown = request.headers.first { $0.name.canonicalName == shownField }?.value
      return await page(session, turns) { state in
        let lint = lint.findings(for: state.theme, generation: state.generation)
        return cells.withLock { cells in
          GalleryPage.render(
            theme: state.theme, selection: selection, diagnostics: state.diagnostics,
            showsLastGood: state.showsLastGood, generation: state.generation, live: true,
            compare: compare, findings: lint.findings,
            lintPending: lint.generation != state.generation, cells: cells,
            shown: shown)
        }
      }
    }
    router.get("/tokens") { _, _ -> Response in
      await page(session, turns) { state in TokenPage.render(theme: state.theme) }
    }
    router.get("/tree") { request, _ -> Response in
      let tree = TreeState(query: queryItems(request.uri.query))
      return await page(session, turns) { state in
        TreePage.render(
          theme: state.theme, state: tree, diagnostics: state.diagnostics,
          showsLastGood: state.showsLastGood,
          generation: state.generation)
      }
    }
    router.get("/inspect") { request, _ -> Response in
      let parameters = Dictionary(
        queryItems(request.uri.query), uniquingKeysWith: { first, _ in first })
      guard let type = parameters["type"], !type.isEmpty else {
        return Response(
          status: .badRequest,
          body: ResponseBody(byteBuffer: ByteBuffer(string: "type is required\n")))
      }
      var environment = StyleEnvironment.default
      for pair in (parameters["env"] ?? "").split(separator: ",") {
        let parts = pair.split(separator: ":", maxSplits: 1).map(String.init)
        if parts.count == 2 {
          environment = environment.setting(EnvironmentAxis(parts[0]), to: parts[1])
        }
      }
      let style = parameters["style"] ?? ""
      let states = (parameters["states"] ?? "").split(separator: ",").map { StateName(String($0)) }
      let query = StyleQuery(
        for: TargetType(type), named: style.isEmpty ? [] : [StyleName(style)], states: states,
        in: environment)
      let theme = await session.theme
      let fragment = GalleryPage.inspector(theme: theme, query: query)
      return html(fragment)
    }
    router.get("/source") { request, _ -> Response in
      // The text of a file the theme loaded, by the path the inspector showed; anything else is 404.
      let parameters = Dictionary(
        queryItems(request.uri.query), uniquingKeysWith: { first, _ in first })
      let path = parameters["path"] ?? ""
      let line = min(max(parameters["line"].flatMap { Int($0) } ?? 1, 1), 100_000_000)
      let theme = await session.theme
      guard
        let fragment = GalleryPage.source(theme: theme, path: path, line: line)
      else {
        return Response(
          status: .notFound,
          body: ResponseBody(
            byteBuffer: ByteBuffer(string: "the theme loaded no file by that path\n")))
      }
      return html(fragment)
    }
    router.get("/events") { _, _ -> Response in
      guard let stream = await hub.subscribe() else {
        return Response(
          status: .serviceUnavailable,
          body: ResponseBody(byteBuffer: ByteBuffer(string: "too many preview pages are open\n")))
      }
      return Response(
        status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
        body: ResponseBody { writer in
          try await writer.write(ByteBuffer(string: ": connected\nretry: 1000\n\n"))
          // Ended when the server shuts down (Ctrl-C), or an open page would keep it running.
          for try await event in stream.cancelOnGracefulShutdown() {
            try await writer.write(ByteBuffer(string: event.text))
          }
          try await writer.finish(nil)
        })
    }
    return router
  }

  /// The request header in which a live page says what it shows (`data-shown`).
  static let shownField = "livery-shown"

  /// The query's name–value pairs as a form sends them: `+` is a space, `%XX` a byte
  /// (Hummingbird's own parameters leave `+` as it is).
  static func queryItems(_ query: String?) -> [(name: String, value: String)] {
    (query ?? "").split(separator: "&").map { pair in
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
        let spaced = $0.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
      }
      return (parts[0], parts.count > 1 ? parts[1] : "")
    }
  }

  /// A page rendered on the request's own task (no hop to the main actor) from one consistent
  /// snapshot of the session, when it is its turn.
  private static func page(
    _ session: PreviewSession, _ turns: RenderTurns,
    _ render:
      (
        (theme: CompiledTheme, diagnostics: [Diagnostic], showsLastGood: Bool, generation: Int)
      ) -> String
  ) async -> Response {
    await turns.begin()
    let state = await session.snapshot()
    let text = render(state)
    await turns.end()
    return html(text)
  }

  private static func html(_ text: String) -> Response {
    var headers: HTTPFields = [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"]
    headers[.contentSecurityPolicy] = HTMLRenderer.contentSecurityPolicy(live: true)
    headers[.xContentTypeOptions] = "nosniff"
    return Response(
      status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }
}

/// The lint's findings for the theme a generation shows, worked out once per generation (the
/// same engine as `livery lint`: the preview shows the findings the command reports, a
/// variant's repeats kept for the badges on its cells) — beside
/// the reload, not on its path: a page asking for a generation whose findings are not ready gets
/// the last ones at once, and `onUpdate` is called when the new ones are (the preview sends a
/// `lint` event; the page fetches the cells whose badges changed). Only the first findings are
/// worked out while the page waits: there are no others to show.
final class LintCache: Sendable {
  private struct State {
    var done: (generation: Int, findings: [LintFinding])?
    /// The generation being linted, and the newest one asked for meanwhile.
    var running: Int?
    var wanted: (generation: Int, theme: CompiledTheme)?
  }
  private let state = Locked(State())
  private let configuration: LintConfiguration
  private let onUpdate: @Sendable (Int) -> Void

  init(configuration: LintConfiguration, onUpdate: @escaping @Sendable (Int) -> Void = { _ in }) {
    self.configuration = configuration
    self.onUpdate = onUpdate
  }

  /// The findings to show for `theme` (generation `generation`), and the generation they are
  /// for: this one's when ready, else the last ones while this one's are worked out.
  func findings(for theme: CompiledTheme, generation: Int) -> (
    findings: [LintFinding], generation: Int
  ) {
    enum Next {
      case ready([LintFinding], Int)
      case first
      case start
      case wait([LintFinding], Int)
    }
    let next = state.withLock { state -> Next in
      guard let done = state.done else { return .first }
      if done.generation >= generation { return .ready(done.findings, done.generation) }
      if state.running == nil {
        state.running = generation
        return .start
      }
      if state.running != generation, (state.wanted?.generation ?? 0) < generation {
        state.wanted = (generation, theme)
      }
      return .wait(done.findings, done.generation)
    }
    switch next {
    case .ready(let findings, let generation): return (findings, generation)
    case .first:
      let findings = Linter(configuration).findings(in: theme, keepingVariantRepeats: true)
      store(findings, for: generation)
      return (findings, generation)
    case .start:
      lintBeside(theme, generation)
      return state.withLock { ($0.done?.findings ?? [], $0.done?.generation ?? 0) }
    case .wait(let findings, let generation): return (findings, generation)
    }
  }

  private func store(_ findings: [LintFinding], for generation: Int) {
    state.withLock { state in
      if (state.done?.generation ?? 0) < generation { state.done = (generation, findings) }
    }
  }

  /// Lints on a thread of its own (as a reload loads: the cooperative pool stays free), then the
  /// newest generation asked for meanwhile, if any.
  private func lintBeside(_ theme: CompiledTheme, _ generation: Int) {
    let thread = Thread { [self] in
      var current = (theme: theme, generation: generation)
      while true {
        let findings = Linter(configuration).findings(
          in: current.theme, keepingVariantRepeats: true)
        store(findings, for: current.generation)
        onUpdate(current.generation)
        let next = state.withLock { state -> (theme: CompiledTheme, generation: Int)? in
          guard let wanted = state.wanted, wanted.generation > current.generation else {
            state.running = nil
            state.wanted = nil
            return nil
          }
          state.running = wanted.generation
          state.wanted = nil
          return (wanted.theme, wanted.generation)
        }
        guard let next else { return }
        current = next
      }
    }
    thread.name = "livery.preview-lint"
    thread.start()
  }
}

/// Refuses requests naming a host other than the server's (a web page that rebinds its own DNS
/// name to 127.0.0.1 could otherwise read the preview from the user's browser).
struct HostCheck: RouterMiddleware {
  typealias Context = BasicRequestContext
  static let loopback: Set<String> = ["127.0.0.1", "localhost", "::1", "[::1]"]
  let allowed: Set<String>

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard let authority = request.head.authority,
      !(Self.hostName(authority).map(allowed.contains) ?? false)
    else {
      return try await next(request, context)
    }
    return Response(
      status: .forbidden,
      body: ResponseBody(
        byteBuffer: ByteBuffer(string: "this preview answers to its own address only\n")))
  }

  /// `localhost:8080` → `localhost`; `[::1]:8080` → `[::1]`; `nil` for anything that is not a
  /// plain `host[:port]` (`127.0.0.1:80@evil.example`, userinfo, a path, a port that is no number).
  static func hostName(_ authority: String) -> String? {
    let lower = authority.lowercased()
    let host: Substring
    let rest: Substring
    if lower.hasPrefix("[") {
      guard let end = lower.firstIndex(of: "]") else { return nil }
      host = lower[...end]
      rest = lower[lower.index(after: end)...]
      guard host.dropFirst().dropLast().allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." })
      else { return nil }
    } else {
      let colon = lower.firstIndex(of: ":") ?? lower.endIndex
      host = lower[..<colon]
      rest = lower[colon...]
      guard !host.isEmpty,
        host.unicodeScalars.allSatisfy({
          ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "-"
        })
      else { return nil }
    }
    guard
      rest.isEmpty
        || (rest.first == ":" && rest.count > 1 && rest.dropFirst().allSatisfy(\.isASCII)
          && rest.dropFirst().allSatisfy(\.isNumber))
    else { return nil }
    return String(host)
  }
}

/// Lets one page render at a time. A render is synchronous work on the cooperative pool (a large
/// gallery takes a few hundred milliseconds); several at once would take every thread it has on a
/// small machine, and the session, the event stream and live reload would wait behind them.
actor RenderTurns {
  private var isBusy = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Returns when it is the caller's turn.
  func begin() async {
    guard isBusy else {
      isBusy = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Ends the caller's turn: the next waiting render takes it.
  func end() {
    if waiting.isEmpty { isBusy = false } else { waiting.removeFirst().resume() }
  }
}

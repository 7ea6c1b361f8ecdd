public import Hummingbird
import LiveryCore
import LiveryHTML
import ServiceLifecycle

/// The preview's web app: the gallery at `/`, Server-Sent Events at `/events` (one event per
/// reload, applied or refused, with an id that counts up), the inspector at `/inspect`. It serves
/// only its own pages: no path in a URL ever reaches the file system.
///
/// ```swift
/// let app = PreviewServer.application(session: session, hub: hub, configuration: .init(address: .hostname("127.0.0.1", port: 8080)))
/// try await app.runService()
/// ```
public enum PreviewServer {
  /// The application, built by one function so tests run the same thing in-process.
  public static func application(
    session: PreviewSession, hub: EventHub, configuration: ApplicationConfiguration = ApplicationConfiguration(),
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    Application(
      router: router(session: session, hub: hub), configuration: configuration,
      onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) })
  }

  /// The routes.
  public static func router(session: PreviewSession, hub: EventHub) -> Router<BasicRequestContext> {
    let router = Router()
    router.get("/") { request, _ -> Response in
      let selection = GallerySelection(
        query: request.uri.queryParameters.map { (String($0.key), String($0.value)) })
      let state = await session.snapshot()
      let page = await MainActor.run {
        GalleryPage.render(
          theme: state.theme, selection: selection, diagnostics: state.diagnostics, showsLastGood: state.showsLastGood,
          generation: state.generation)
      }
      return html(page)
    }
    router.get("/inspect") { request, _ -> Response in
      let parameters = request.uri.queryParameters
      guard let type = parameters["type"].map(String.init), !type.isEmpty else {
        return Response(status: .badRequest, body: ResponseBody(byteBuffer: ByteBuffer(string: "type is required\n")))
      }
      var environment = StyleEnvironment.default
      for pair in (parameters["env"].map(String.init) ?? "").split(separator: ",") {
        let parts = pair.split(separator: ":", maxSplits: 1).map(String.init)
        if parts.count == 2 { environment = environment.setting(EnvironmentAxis(parts[0]), to: parts[1]) }
      }
      let style = parameters["style"].map(String.init) ?? ""
      let states = (parameters["states"].map(String.init) ?? "").split(separator: ",").map { StateName(String($0)) }
      let query = StyleQuery(
        type: TargetType(type), styles: style.isEmpty ? [] : [StyleName(style)], states: states, environment: environment)
      let theme = await session.theme
      let fragment = await MainActor.run { GalleryPage.inspector(theme: theme, query: query) }
      return html(fragment)
    }
    router.get("/events") { _, _ -> Response in
      guard let stream = await hub.subscribe() else {
        return Response(
          status: .serviceUnavailable, body: ResponseBody(byteBuffer: ByteBuffer(string: "too many preview pages are open\n")))
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

  private static func html(_ text: String) -> Response {
    Response(
      status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }
}

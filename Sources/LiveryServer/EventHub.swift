/// Server-Sent Events to every open preview page: one event per reload, applied or refused, with
/// an id that counts up. Each client buffers at most a few events (a stalled page drops the
/// oldest), and at most `maximumClients` are connected, so memory stays bounded.
public actor EventHub {
  /// One event, as the stream sends it.
  public struct Event: Sendable, Equatable {
    public let id: Int
    /// `reload` or `refused`.
    public let name: String
    /// One line of JSON.
    public let data: String

    /// The event in the wire format (`id:`, `event:`, `data:`, a blank line); a heartbeat is a
    /// comment line.
    public var text: String {
      name.isEmpty ? ": \(data)\n\n" : "id: \(id)\nevent: \(name)\ndata: \(data)\n\n"
    }
  }

  public static let maximumClients = 1000
  private var clients: [Int: AsyncStream<Event>.Continuation] = [:]
  private var nextClient = 0
  private var nextEvent = 1

  public init() {}

  /// A stream of the events sent from now on, or `nil` when `maximumClients` are connected.
  public func subscribe() -> AsyncStream<Event>? {
    guard clients.count < Self.maximumClients else { return nil }
    let key = nextClient
    nextClient += 1
    let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(8))
    continuation.onTermination = { [weak self] _ in
      Task { await self?.remove(key) }
    }
    clients[key] = continuation
    return stream
  }

  private func remove(_ key: Int) {
    clients[key] = nil
  }

  /// Sends an event to every client.
  ///
  /// - Returns: The event sent.
  @discardableResult
  public func publish(_ name: String, data: String) -> Event {
    let event = Event(id: nextEvent, name: name, data: data)
    nextEvent += 1
    for continuation in clients.values { continuation.yield(event) }
    return event
  }

  /// Sends a comment line to every client, without using an id: writing to a page that went
  /// away fails, which frees its slot (a closed tab is otherwise noticed only at the next reload).
  public func ping() {
    let event = Event(id: 0, name: "", data: "ping")
    for continuation in clients.values { continuation.yield(event) }
  }

  /// How many clients are connected.
  public var clientCount: Int { clients.count }
}

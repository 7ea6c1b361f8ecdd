#if canImport(Observation)
public import Observation
#endif

/// The one holder of the theme in use, and the one gate that refuses a theme with errors: the
/// last good theme stays (runtime.md §5, apple-adapters.md §2.5).
///
/// Everything that replaces a theme offers it here — the runtime's `ThemeApplier`, the preview's
/// live reload, the bundle updater — and everything that shows one reads it from here or follows
/// its changes: `events` (an `AsyncSequence`), `observe(_:)` (a callback on the offering thread),
/// or `ThemeStore.Observed` (an `@Observable` model for SwiftUI where the OS has Observation).
/// Thread-safe: offers may come from any thread or task.
///
/// ```swift
/// let store = ThemeStore(try ThemeLoader.load(.file("Brand.nss")))
/// switch store.offer(reloaded) {
/// case .accepted(let generation): print("now generation", generation)
/// case .refused(let errors): print(errors)          // the last good theme stays
/// }
/// for await event in store.events { … }             // the current theme first, then each offer
/// ```
public final class ThemeStore: Sendable {
  /// What an offer did.
  public enum Outcome: Sendable, Equatable {
    /// The theme is in use, with this generation (counting themes in use from 1).
    case accepted(generation: Int)
    /// The theme had errors (these) and is not used.
    case refused(errors: [Diagnostic])
  }

  /// One offer's result, as observers and `events` see it.
  public struct Event: Sendable {
    /// Counts offers from 1 (0: the theme the store started with), so an offerer can tell its
    /// own offer's event from others'.
    public let serial: Int
    /// The theme in use after the offer.
    public let theme: CompiledTheme
    /// The generation of `theme`.
    public let generation: Int
    /// Whether the offered theme is now in use.
    public let accepted: Bool
    /// The offered theme's problems: its errors when refused, its warnings when accepted.
    public let diagnostics: [Diagnostic]
    /// Whether a good theme stays in use while the offered one was refused.
    public let isShowingLastGood: Bool
  }

  private struct State {
    var theme: CompiledTheme
    var generation = 1
    var serial = 0
    var hasHadGoodTheme: Bool
    var isShowingLastGood = false
    var lastDiagnostics: [Diagnostic]
    var observers: [Int: @Sendable (Event) -> Void] = [:]
    var nextObserver = 0
  }

  private let state: Locked<State>
  /// Whether, before any theme without errors was in use, a newer theme with errors replaces the
  /// one in use (a preview shows the latest broken theme rather than the first).
  public let replacesUntilGood: Bool

  /// Starts with `theme` in use, as given (check it first: `ThemeLoader.load` does).
  ///
  /// - Parameter replacesUntilGood: Until a theme without errors has been in use, a refused
  ///   theme still replaces the one shown (there is no good one to keep); it still counts as
  ///   refused.
  public init(_ theme: CompiledTheme, replacesUntilGood: Bool = false) {
    self.replacesUntilGood = replacesUntilGood
    state = Locked(
      State(
        theme: theme, hasHadGoodTheme: !theme.diagnostics.containsErrors,
        lastDiagnostics: theme.diagnostics))
  }

  /// The theme in use: the last good one.
  public var theme: CompiledTheme { state.withLock { $0.theme } }

  /// The generation of the theme in use, from 1.
  public var generation: Int { state.withLock { $0.generation } }

  /// Whether the last offer was refused while a good theme stays in use.
  public var isShowingLastGood: Bool {
    state.withLock { $0.isShowingLastGood && $0.hasHadGoodTheme }
  }

  /// The problems of the last theme offered (or the first one): the errors a refused theme had,
  /// until a good one comes.
  public var diagnostics: [Diagnostic] { state.withLock { $0.lastDiagnostics } }

  /// Uses `newTheme` unless it has errors: then the last good theme stays and its errors are the
  /// answer. Observers hear of it either way, on this thread, after the store changed.
  @discardableResult
  public func offer(_ newTheme: CompiledTheme) -> Outcome {
    record(newTheme, problems: newTheme.diagnostics)
  }

  /// Records a theme that failed before there was one to offer (a file over a size limit): `errors`
  /// are the refusal's, the theme in use stays.
  @discardableResult
  public func refuse(_ errors: [Diagnostic]) -> Outcome {
    record(nil, problems: errors)
  }

  private func record(_ newTheme: CompiledTheme?, problems: [Diagnostic]) -> Outcome {
    let refused = newTheme == nil || problems.containsErrors
    // A refusal is said with its errors alone.
    let said =
      refused && problems.containsErrors ? problems.filter { $0.severity == .error } : problems
    let (event, observers) = state.withLock { state -> (Event, [@Sendable (Event) -> Void]) in
      state.serial += 1
      state.lastDiagnostics = said
      state.isShowingLastGood = refused
      if let newTheme, !refused {
        state.hasHadGoodTheme = true
        state.theme = newTheme
        state.generation += 1
      } else if let newTheme, replacesUntilGood, !state.hasHadGoodTheme {
        state.theme = newTheme
      }
      let event = Event(
        serial: state.serial, theme: state.theme, generation: state.generation, accepted: !refused,
        diagnostics: said, isShowingLastGood: refused && state.hasHadGoodTheme)
      return (event, Array(state.observers.values))
    }
    for observer in observers { observer(event) }
    return refused ? .refused(errors: event.diagnostics) : .accepted(generation: event.generation)
  }

  /// How many offers were made (0 before any): a cheap way to tell whether anything changed.
  public var serial: Int { state.withLock { $0.serial } }

  /// The current state as an event (serial 0 before any offer).
  public var current: Event {
    state.withLock {
      Event(
        serial: $0.serial, theme: $0.theme, generation: $0.generation,
        accepted: !$0.isShowingLastGood, diagnostics: $0.lastDiagnostics,
        isShowingLastGood: $0.isShowingLastGood && $0.hasHadGoodTheme)
    }
  }

  /// Calls `handler` with every offer's event, on the offering thread, until the returned
  /// subscription is cancelled or freed.
  public func observe(_ handler: @escaping @Sendable (Event) -> Void) -> Subscription {
    let key = state.withLock { state -> Int in
      state.nextObserver += 1
      state.observers[state.nextObserver] = handler
      return state.nextObserver
    }
    return Subscription { [weak self] in
      self?.state.withLock { _ = $0.observers.removeValue(forKey: key) }
    }
  }

  /// The current state, then every offer's event, for as long as the sequence is iterated (the
  /// newest waits when a consumer is slow: events are not queued up). Subscribed before the
  /// current state is read, and an event older than one already sent is dropped, so an offer
  /// racing the subscription is neither lost nor followed by a staler state.
  public var events: AsyncStream<Event> {
    let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(1))
    let sent = Locked(-1)
    let send: @Sendable (Event) -> Void = { event in
      let isNewer = sent.withLock { last -> Bool in
        guard event.serial > last else { return false }
        last = event.serial
        return true
      }
      if isNewer { continuation.yield(event) }
    }
    let subscription = observe(send)
    send(current)
    continuation.onTermination = { _ in subscription.cancel() }
    return stream
  }

  /// The themes in use: the current one, then each newer one (a refused offer keeps the theme in
  /// use, so it sends nothing; a slow consumer gets the newest).
  public var themes: AsyncStream<CompiledTheme> {
    let (stream, continuation) = AsyncStream<CompiledTheme>.makeStream(
      bufferingPolicy: .bufferingNewest(1))
    let sent = Locked<ObjectIdentifier?>(nil)
    let send: @Sendable (Event) -> Void = { event in
      let isNewer = sent.withLock { last -> Bool in
        guard ObjectIdentifier(event.theme) != last else { return false }
        last = ObjectIdentifier(event.theme)
        return true
      }
      if isNewer { continuation.yield(event.theme) }
    }
    let subscription = observe(send)
    send(current)
    continuation.onTermination = { _ in subscription.cancel() }
    return stream
  }

  /// What `observe(_:)` returns; cancelling it (or freeing it) stops the calls.
  public final class Subscription: Sendable {
    private let onCancel: Locked<(@Sendable () -> Void)?>

    init(_ onCancel: @escaping @Sendable () -> Void) {
      self.onCancel = Locked(onCancel)
    }

    /// Stops the calls; later calls do nothing.
    public func cancel() {
      let action = onCancel.withLock { action -> (@Sendable () -> Void)? in
        defer { action = nil }
        return action
      }
      action?()
    }

    deinit { cancel() }
  }
}

#if canImport(Observation)
extension ThemeStore {
  /// The store as an `@Observable` model on the main actor: SwiftUI views that read `theme`
  /// re-evaluate when a theme is accepted (and `diagnostics` when one is refused), with no
  /// view identity changed.
  ///
  /// ```swift
  /// @State var model = ThemeStore.Observed(store)
  /// var body: some View { Text(model.generation.description) }
  /// ```
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  @Observable
  public final class Observed {
    /// The theme in use.
    public private(set) var theme: CompiledTheme
    public private(set) var generation: Int
    /// The last offer's problems (a refused theme's errors until a good one comes).
    public private(set) var diagnostics: [Diagnostic]
    public private(set) var isShowingLastGood: Bool
    @ObservationIgnored private var observation: ThemeStore.Subscription?
    @ObservationIgnored private var serial: Int

    public init(_ store: ThemeStore) {
      // Read after subscribing would race the first event; read before, an offer in between is
      // caught by the subscription (the serial check drops what is older than the snapshot).
      let current = store.current
      theme = current.theme
      generation = current.generation
      diagnostics = current.diagnostics
      isShowingLastGood = current.isShowingLastGood
      serial = current.serial
      observation = store.observe { [weak self] event in
        Task { @MainActor [weak self] in self?.update(event) }
      }
      let latest = store.current
      if latest.serial > serial { update(latest) }
    }

    private func update(_ event: ThemeStore.Event) {
      // Events hop here one by one and may arrive out of order: an older one changes nothing.
      guard event.serial > serial else { return }
      serial = event.serial
      if event.theme !== theme { theme = event.theme }
      generation = event.generation
      diagnostics = event.diagnostics
      isShowingLastGood = event.isShowingLastGood
    }
  }
}
#endif

import LiveryCore
import LiveryTestSupport
import Testing

/// The one holder of the theme in use and the one gate that keeps the last good theme.
@Suite struct ThemeStoreTests {
  static func theme(_ color: String) -> CompiledTheme {
    var b = IRBuilder("store.ir")
    return compile(b.sheet([b.type("Button", [b.decl("tintColor", .string(color))])]))
  }

  static func broken() -> CompiledTheme {
    var b = IRBuilder("broken.ir")
    return compile(
      b.sheet([
        b.named("A", [], parents: [b.parent("B")]), b.named("B", [], parents: [b.parent("A")]),
      ]))
  }

  @Test func aThemeWithErrorsIsRefusedAndTheLastGoodStays() {
    let first = Self.theme("#ff0000")
    let store = ThemeStore(first)
    #expect(store.generation == 1 && store.theme === first && !store.isShowingLastGood)
    let broken = Self.broken()
    #expect(broken.diagnostics.containsErrors)
    guard case .refused(let errors) = store.offer(broken) else {
      Issue.record("a theme with errors is refused")
      return
    }
    #expect(!errors.isEmpty && errors.allSatisfy { $0.severity == .error })
    #expect(store.theme === first && store.generation == 1 && store.isShowingLastGood)
    let second = Self.theme("#00ff00")
    #expect(store.offer(second) == .accepted(generation: 2))
    #expect(store.theme === second && !store.isShowingLastGood && store.diagnostics.isEmpty)
    // A failure with no theme to offer (a file over a limit) is a refusal too.
    let tooLarge = Diagnostic.error(.fileTooLarge, "too large", at: nil)
    #expect(store.refuse([tooLarge]) == .refused(errors: [tooLarge]))
    #expect(store.theme === second && store.isShowingLastGood)
  }

  @Test func untilAGoodThemeTheLatestBrokenOneIsShownWhenAsked() {
    let store = ThemeStore(Self.broken(), replacesUntilGood: true)
    let later = Self.broken()
    _ = store.offer(later)
    #expect(store.theme === later, "no good theme to keep: the latest is shown")
    #expect(!store.isShowingLastGood, "there is no last good theme")
    let strict = ThemeStore(Self.broken())
    let kept = strict.theme
    _ = strict.offer(Self.broken())
    #expect(strict.theme === kept)
  }

  @Test func observersAndEventsHearEveryOffer() async {
    let store = ThemeStore(Self.theme("#000000"))
    let heard = Locked<[Int]>([])
    let subscription = store.observe { event in heard.withLock { $0.append(event.serial) } }
    var events = store.events.makeAsyncIterator()
    let initial = await events.next()
    #expect(initial?.serial == 0 && initial?.accepted == true)
    _ = store.offer(Self.broken())
    let refused = await events.next()
    #expect(refused?.accepted == false && refused?.isShowingLastGood == true)
    _ = store.offer(Self.theme("#111111"))
    let accepted = await events.next()
    #expect(accepted?.accepted == true && accepted?.generation == 2)
    subscription.cancel()
    _ = store.offer(Self.theme("#222222"))
    #expect(heard.withLock { $0 } == [1, 2], "nothing after cancel")
  }

  @Test func aSlowConsumerOfThemesGetsTheNewestEvenAfterARefusal() async {
    let store = ThemeStore(Self.theme("#000000"))
    var themes = store.themes.makeAsyncIterator()
    _ = await themes.next()
    let accepted = Self.theme("#555555")
    _ = store.offer(accepted)
    _ = store.offer(Self.broken())
    #expect(await themes.next() === accepted, "the refusal after it does not hide it")
  }

  @Test func themesListsTheAcceptedOnes() async {
    let store = ThemeStore(Self.theme("#000000"))
    let first = store.theme
    var themes = store.themes.makeAsyncIterator()
    #expect(await themes.next() === first)
    _ = store.offer(Self.broken())
    let next = Self.theme("#333333")
    _ = store.offer(next)
    #expect(await themes.next() === next, "the refused one is skipped")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test @MainActor func theObservableModelFollowsTheStore() async throws {
    let store = ThemeStore(Self.theme("#000000"))
    let model = ThemeStore.Observed(store)
    #expect(model.generation == 1)
    let next = Self.theme("#444444")
    _ = store.offer(next)
    // The model hops to the main actor, which a full parallel test run keeps busy: wait long.
    var deadline = ContinuousClock.now + .seconds(120)
    while model.generation != 2, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(model.theme === next && !model.isShowingLastGood)
    _ = store.offer(Self.broken())
    deadline = ContinuousClock.now + .seconds(120)
    while !model.isShowingLastGood, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(model.theme === next && model.isShowingLastGood && !model.diagnostics.isEmpty)
  }
}

import Foundation
import LiveryCore
import LiveryHTML
import LiveryRuntime
import LiveryTestSupport
import Testing

/// Isolation is the adapter's choice (apple-adapters.md §2.6): the runtime runs wherever its
/// components live. The main actor's case (UIKit, SwiftUI) is every `@MainActor` suite here, with
/// `CountingView`'s isolated conformance; these are the others.
@Suite struct IsolationTests {
  static func sheet(_ color: String) -> CompiledTheme {
    compile("Brand.nss", "Button { background-color: \(color); }")
  }

  @Test func anApplierMadeOutsideAnyActorCatchesUpWithTheStoreWhenCalled() {
    // Nonisolated and synchronous, as `livery render` is.
    let store = ThemeStore(Self.sheet("#ff0000"))
    let applier = ThemeApplier(store: store, appliers: HTMLAppliers.standard())
    let first = HTMLButton(title: "Pay")
    applier.apply(to: first)
    #expect(first.element.style["background-color"] == "rgb(255 0 0)")
    // Offered by someone else: nothing runs behind the applier's back…
    store.offer(Self.sheet("#00ff00"))
    #expect(first.element.style["background-color"] == "rgb(255 0 0)")
    // …and its next call takes the new theme up, for every component it styled.
    let second = HTMLButton(title: "Cancel")
    applier.apply(to: second)
    #expect(applier.theme === store.theme)
    #expect(first.element.style["background-color"] == "rgb(0 255 0)")
    #expect(second.element.style["background-color"] == "rgb(0 255 0)")
    // A refused offer is reported at the next call; the last good theme stays.
    let broken = compile("Brand.nss", "Button { background-color: ")
    #expect(store.offer(broken) != .accepted(generation: 3))
    applier.reapplyAll()
    #expect(applier.diagnostics.with(code: .themeRefused).count == 1)
    #expect(first.element.style["background-color"] == "rgb(0 255 0)")
  }

  @Test func anApplierOnAnActorOfItsOwnFollowsTheStoreThere() async throws {
    let store = ThemeStore(Self.sheet("#ff0000"))
    let renderer = Renderer(store: store)
    #expect(await renderer.start() == "rgb(255 0 0)")
    // Offered from this task: the applier re-applies on the renderer's actor, unasked.
    store.offer(Self.sheet("#00ff00"))
    let deadline = ContinuousClock.now + .seconds(60)
    while await renderer.background != "rgb(0 255 0)", ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(await renderer.background == "rgb(0 255 0)")
  }

  @Test func componentsAndAppliersMayBeMadeOnOneTaskAndUsedOnIt() async {
    // What the preview server does per request: everything made, applied and rendered on the
    // request's task, none of it Sendable, no actor involved.
    let html = await Task.detached {
      let applier = ThemeApplier(theme: Self.sheet("#0000ff"), appliers: HTMLAppliers.standard())
      let button = HTMLButton(title: "Pay")
      applier.apply(to: button)
      return button.element.style["background-color"]
    }.value
    #expect(html == "rgb(0 0 255)")
  }
}

/// Components and their applier on an actor of their own (a server's, say).
private actor Renderer {
  let store: ThemeStore
  let button = HTMLButton(title: "Pay")
  var applier: ThemeApplier?

  init(store: ThemeStore) {
    self.store = store
  }

  /// Makes the applier here (so it follows the store on this actor) and styles the button.
  func start() -> String? {
    let applier = ThemeApplier(store: store, appliers: HTMLAppliers.standard())
    applier.apply(to: button)
    self.applier = applier
    return background
  }

  var background: String? { button.element.style["background-color"] }
}

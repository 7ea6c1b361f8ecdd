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

  @Test func anAcceptedThemeIsTakenUpEvenWhenARefusedOfferCameAfterIt() {
    let store = ThemeStore(Self.sheet("#ff0000"))
    let applier = ThemeApplier(store: store, appliers: HTMLAppliers.standard())
    let button = HTMLButton(title: "Pay")
    applier.apply(to: button)
    store.offer(Self.sheet("#00ff00"))
    // A refused theme with a warning beside its error: the refusal is said with the error alone.
    let broken = compile("Brand.nss", "Button { background-color: ; badge-wobble: 2; }")
    #expect(broken.diagnostics.containsErrors)
    #expect(broken.diagnostics.contains { $0.severity == .warning })
    #expect(store.offer(broken) != .accepted(generation: 3))
    applier.reapplyAll()
    #expect(applier.theme === store.theme)
    #expect(button.element.style["background-color"] == "rgb(0 255 0)")
    let refusals = applier.diagnostics.with(code: .themeRefused)
    #expect(refusals.count == 1)
    #expect(applier.diagnostics.allSatisfy { $0.severity == .error }, "\(applier.diagnostics)")
    // The same refusal offered through the applier is said once, not again with other counts.
    #expect(!applier.setTheme(broken))
    applier.reapplyAll()
    #expect(applier.diagnostics.with(code: .themeRefused).count == 1, "\(applier.diagnostics)")
  }

  @Test func anApplierWithAStoreOfItsOwnTakesUpOffersToThatStore() {
    let applier = ThemeApplier(theme: Self.sheet("#ff0000"), appliers: HTMLAppliers.standard())
    let button = HTMLButton(title: "Pay")
    applier.apply(to: button)
    applier.store.offer(Self.sheet("#00ff00"))
    applier.reapplyAll()
    #expect(button.element.style["background-color"] == "rgb(0 255 0)")
  }

  @Test func anApplierOnAnActorOfItsOwnCatchesUpThereAndIsFreed() async throws {
    let store = ThemeStore(Self.sheet("#ff0000"))
    weak var freed: Renderer?
    do {
      let renderer = Renderer(store: store)
      freed = renderer
      #expect(await renderer.render() == "rgb(255 0 0)")
      // Offered from this task: the renderer's next call shows it.
      store.offer(Self.sheet("#00ff00"))
      #expect(await renderer.render() == "rgb(0 255 0)")
    }
    // Nothing keeps the actor alive: no task follows the store on it.
    #expect(freed == nil)
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

  /// Styles the button with the store's newest theme (making the applier, here, the first time)
  /// and says its background.
  func render() -> String? {
    let applier = applier ?? ThemeApplier(store: store, appliers: HTMLAppliers.standard())
    self.applier = applier
    applier.apply(to: button)
    return button.element.style["background-color"]
  }
}

import LiveryCore
import LiveryFormats
import SwiftUI
import XCTest

@testable import LiverySwiftUIChecked

/// A theme switch re-evaluates bodies and recreates no view (apple-adapters.md §4, §6): a peer
/// put a theme version in `.id(…)` and switches took 2 s. Counted in the stubs' view graph, whose
/// identity rules are Apple's documented ones; the control case shows the count can fail.
final class ThemeSwitchTests: XCTestCase {
  /// A screen with state of its own: a counter the user has moved.
  struct Screen: View {
    @State private var taps = 0
    var body: some View {
      VStack {
        Text("taps \(taps)")
        Button("Tap") { taps += 1 }.liveryStyle("PrimaryButton")
        Text("Card").liveryStyle("Card", as: .view)
      }
    }
  }

  /// The peer's mistake: the generation as the screen's identity.
  struct RebuildingScreen: View {
    @Environment(\.livery) private var livery
    var body: some View { Screen().id(livery.generation) }
  }

  static let first = SwiftUIAdapterTests.theme(
    "PrimaryButton { background-color: #107E3E; }\nCard { background-color: #FFFFFF; }")
  static let second = SwiftUIAdapterTests.theme(
    "PrimaryButton { background-color: #BB0000; }\nCard { background-color: #F5F6F7; }")

  func test_aThemeSwitchReevaluatesBodiesAndKeepsEveryViewAndItsState() async throws {
    try await Self.switchThemes(rebuilding: false)
  }

  func test_theControlCaseAnIdentityFromTheGenerationRecreatesTheScreen() async throws {
    try await Self.switchThemes(rebuilding: true)
  }

  @MainActor
  private static func switchThemes(rebuilding: Bool) async throws {
    let store = ThemeStore(Self.first)
    let host =
      rebuilding
      ? StubHost(AnyRoot(RebuildingScreen().livery(store)))
      : StubHost(AnyRoot(Screen().livery(store)))
    await host.settle()
    host.tap("Tap")
    host.tap("Tap")
    host.update()
    XCTAssertNotNil(host.text("taps 2"))
    XCTAssert(host.drawing(around: "Tap").contains("fill(#107E3EFF in RoundedRectangle(0.0))"))
    let screen = try XCTUnwrap(
      host.nodes.first { $0.isView(named: "Screen") && !$0.isView(named: "Rebuilding") })
    let button = try XCTUnwrap(host.nodes.first { $0.isView(named: "LiveryButtonBody") })
    let screenBodies = screen.bodyEvaluations
    let buttonBodies = button.bodyEvaluations
    let created = host.created
    let serials = Set(host.nodes.map(\.serial))

    XCTAssertEqual(store.offer(Self.second), .accepted(generation: 2))
    await host.settle()

    // The new theme is drawn.
    XCTAssert(host.drawing(around: "Tap").contains("fill(#BB0000FF in RoundedRectangle(0.0))"))
    XCTAssert(host.drawing(around: "Card").contains("fill(#F5F6F7FF in RoundedRectangle(0.0))"))
    if rebuilding {
      // Every view below the id was made again, and the user's taps are gone.
      XCTAssertGreaterThan(host.removed, 10)
      XCTAssertNotNil(host.text("taps 0"))
    } else {
      // The bodies that read the theme ran again (the button's style); the screen's, which
      // reads nothing of Livery's, did not; no view was created or removed; the state stayed.
      XCTAssert(host.nodes.first { $0.isView(named: "Screen") } === screen)
      XCTAssert(host.nodes.first { $0.isView(named: "LiveryButtonBody") } === button)
      XCTAssertGreaterThan(button.bodyEvaluations, buttonBodies)
      XCTAssertEqual(screen.bodyEvaluations, screenBodies)
      XCTAssertEqual(host.created, created)
      XCTAssertEqual(host.removed, 0)
      XCTAssertEqual(Set(host.nodes.map(\.serial)), serials)
      XCTAssertNotNil(host.text("taps 2"))
    }
  }

  /// Two stores, one after the other at the same place: both start at generation 1.
  struct StoreSwitcher: View {
    let first: ThemeStore
    let second: ThemeStore
    @State private var usesSecond = false
    var body: some View {
      VStack {
        Button("Switch stores") { usesSecond = true }
        Text("Card").liveryStyle("Card", as: .view)
      }
      .livery(usesSecond ? second : first)
    }
  }

  func test_anotherStoreAtTheSamePlaceShowsItsTheme() async {
    await Self.switchStores()
  }

  @MainActor
  private static func switchStores() async {
    let host = StubHost(StoreSwitcher(first: ThemeStore(first), second: ThemeStore(second)))
    await host.settle()
    XCTAssert(host.drawing(around: "Card").contains("fill(#FFFFFFFF in RoundedRectangle(0.0))"))
    host.tap("Switch stores")
    host.update()
    // At once, before the task that follows the new store has run.
    XCTAssert(
      host.drawing(around: "Card").contains("fill(#F5F6F7FF in RoundedRectangle(0.0))"),
      "\(host.drawing(around: "Card"))")
    await host.settle()
    XCTAssert(
      host.drawing(around: "Card").contains("fill(#F5F6F7FF in RoundedRectangle(0.0))"),
      "\(host.drawing(around: "Card"))")
  }

  /// The documented exception: a switch to a theme that stops setting a view's text colour
  /// gives the view back the app's, and SwiftUI builds that view's content anew (SwiftUI has no
  /// "keep the foreground in effect" value to set instead); the screen around it stays.
  func test_aSwitchThatDropsATextColourGivesTheAppsBackAndRebuildsOnlyThatView() async {
    await Self.dropColour()
  }

  @MainActor
  private static func dropColour() async {
    let store = ThemeStore(SwiftUIAdapterTests.theme("Card { font-color: #0000FF; }"))
    let host = StubHost(
      AnyRoot(
        Screen().foregroundStyle(Color(red: 1, green: 0, blue: 0)).livery(store)))
    await host.settle()
    host.tap("Tap")
    host.update()
    XCTAssertEqual(host.text("Card")?.environment._foreground?.description, "#0000FFFF")
    XCTAssertEqual(
      store.offer(SwiftUIAdapterTests.theme("Card { background-color: #EEEEEE; }")),
      .accepted(generation: 2))
    await host.settle()
    XCTAssertEqual(host.text("Card")?.environment._foreground?.description, "#FF0000FF")
    XCTAssertGreaterThan(host.removed, 0)
    XCTAssertNotNil(host.text("taps 1"))  // the screen's state stayed
  }
}

/// A root of a fixed type, so both screens are hosted the same way.
struct AnyRoot<Content: View>: View {
  let content: Content
  init(_ content: Content) { self.content = content }
  var body: some View { content }
}

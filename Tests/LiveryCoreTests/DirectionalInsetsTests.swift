import LiveryCore
import LiveryTestSupport
import Testing

/// Insets with leading and trailing edges (apple-adapters.md §2.2; UIKit's
/// `NSDirectionalEdgeInsets`).
@Suite struct DirectionalInsetsTests {
  static func padding(_ entries: [(String, Double)]) -> ResolvedStyle {
    var b = IRBuilder("insets.ir")
    let location = b.here()
    let map = ValueExpression.map(entries.map { .init($0.0, .number($0.1), at: location) })
    return compile(b.sheet([b.type("View", [b.decl("padding", map)])])).style(for: .view)
  }

  @Test func leadingAndTrailingReadAsDirectionalInsets() throws {
    let style = Self.padding([("top", 1), ("leading", 2), ("bottom", 3), ("trailing", 4)])
    let insets = try #require(style[.padding])
    #expect(insets.isDirectional && insets.leading == 2 && insets.trailing == 4)
    #expect(insets.resolved(for: .leftToRight) == Insets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(insets.resolved(for: .rightToLeft) == Insets(top: 1, left: 4, bottom: 3, right: 2))
    #expect(Value.insets(insets).description == "{top 1, leading 2, bottom 3, trailing 4}")
    // Absolute insets stay as they are whatever the direction.
    let absolute = Insets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(absolute.resolved(for: .rightToLeft) == absolute && !absolute.isDirectional)
  }

  @Test func mixingLeftAndLeadingIsAnError() {
    let style = Self.padding([("left", 2), ("trailing", 4)])
    #expect(style[.padding] == nil)
    #expect(compileDiagnosticsMention("either left and right or leading and trailing"))
  }

  /// The mix is reported when the theme is compiled (the value is checked there).
  func compileDiagnosticsMention(_ text: String) -> Bool {
    var b = IRBuilder("insets.ir")
    let location = b.here()
    let map = ValueExpression.map([
      .init("left", .number(2), at: location), .init("trailing", .number(4), at: location),
    ])
    let theme = compile(b.sheet([b.type("View", [b.decl("padding", map)])]))
    return theme.diagnostics.contains { $0.message.contains(text) }
  }
}

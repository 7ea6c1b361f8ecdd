import LiveryCore
import LiveryReporting
import LiveryTestSupport
import Testing

@Suite("Style reports: the JSON shape of resolve and explain")
struct StyleReportTests {
  private func theme() -> CompiledTheme {
    var b = IRBuilder("report.ir")
    return compile(
      b.sheet([
        b.named("Label", [b.decl("fontSize", .number(12))]),
        b.named(
          "Button",
          [
            b.decl("backgroundColor", .string("#336699")), b.decl("cornerRadius", .number(4)),
            b.decl("title", .reference(.style("Label"))),
          ],
          states: [
            b.state(
              "highlighted", [b.decl("backgroundColor", .string("#000"))],
              states: [b.state("selected", [b.decl("alpha", .number(0.5))])])
          ]),
      ]))
  }

  @Test("resolve: properties, sub-elements as nested objects, states nested under \"states\"")
  func resolveShape() {
    let theme = theme()
    let json = StyleReport(theme: theme).json(
      theme.resolve(StyleQuery(named: ["Button"])), explain: false)
    #expect(
      json.rendered(pretty: false)
        == ##"{"backgroundColor":"#336699ff","cornerRadius":4,"title":{"fontSize":12},"states":{"highlighted":{"backgroundColor":"#000000ff","states":{"selected":{"alpha":0.5}}}}}"##
    )
  }

  @Test("explain: each property becomes value and origin")
  func explainShape() {
    let theme = theme()
    let json = StyleReport(theme: theme).json(
      theme.resolve(StyleQuery(named: ["Button"])), explain: true)
    guard case .object(let members) = json,
      case .object(let radius)? = members.first(where: { $0.0 == "cornerRadius" })?.1,
      case .object(let origin)? = radius.first(where: { $0.0 == "origin" })?.1
    else {
      Issue.record("unexpected shape: \(json.rendered())")
      return
    }
    #expect(origin.map(\.0) == ["file", "line", "column", "layer", "path", "value"])
    #expect(origin.first { $0.0 == "path" }?.1 == .array([.string("Button")]))
  }

  @Test("explain text names the state a value came from when that state is active")
  func explainState() {
    let theme = theme()
    let text = StyleReport(theme: theme).text(
      theme.resolve(StyleQuery(named: ["Button"], states: [.highlighted])), explain: true)
    #expect(text.contains("backgroundColor  #000000ff\n      report.ir:"))
    #expect(text.contains("  in Button [highlighted]  (layer app)"))
  }

  @Test("styles that refer to each other in a cycle print once, not forever")
  func cyclicSubElements() {
    var b = IRBuilder("cycle-report.ir")
    let theme = compile(
      b.sheet([
        b.named("A", [b.decl("b", .reference(.style("B")))]),
        b.named("B", [b.decl("a", .reference(.style("A")))]),
      ]))
    let report = StyleReport(theme: theme)
    let text = report.text(theme.resolve(StyleQuery(named: ["A"])), explain: false)
    #expect(text.contains("(already shown above)"))
    #expect(
      report.json(theme.resolve(StyleQuery(named: ["A"])), explain: false).rendered(pretty: false)
        .contains(#""$expanded":false"#))
  }
}

import LiveryCore
import LiveryFormats
import LiveryHTML
@_spi(LiveryAdapter) @_spi(LiveryTesting) import LiveryRuntime
import LiveryTestSupport
import Testing

/// Values that vary by appearance (apple-adapters.md §2.1): an adapter whose platform switches
/// the colour scheme itself gets every appearance at once, and a switch re-applies nothing.
@MainActor
@Suite struct AdaptiveApplyingTests {
  static let nss = """
    Button { background-color: #ffffff; font-color: #111111; border-color: #cccccc; border-width: 1; }
    """
  static let darkNSS = """
    Button { background-color: #1c1c1e; font-color: #eeeeee; border-color: #444444; }
    """

  static func theme() -> CompiledTheme {
    let inputs: [ThemeInput] = [
      .memory(["Brand.nss": Array(nss.utf8)]),
      .memory(["Dark.nss": Array(darkNSS.utf8)], root: "dark").when(
        Conditions([.equals(.colorScheme, "dark")])),
    ]
    return ThemeLoader.read(inputs).compile()
  }

  @Test func aColourSchemeSwitchOverAThousandHTMLComponentsCallsNoSetter() throws {
    let applier = ThemeApplier(
      theme: Self.theme(), appliers: HTMLAppliers.standard(), adaptiveAxes: .colorScheme)
    let root = HTMLView()
    for _ in 0..<1000 { root.addSubview(HTMLButton(title: "Pay")) }
    applier.applyTree(root)
    let button = try #require(root.subviews.first)
    #expect(
      button.element.style["background-color"] == "light-dark(rgb(255 255 255), rgb(28 28 30))")
    #expect(
      button.element.style["border"] == "1px solid light-dark(rgb(204 204 204), rgb(68 68 68))")
    let before = applier.setterCallCount
    applier.environment = applier.environment.setting(.colorScheme, to: "dark")
    #expect(applier.setterCallCount == before, "the page's color-scheme switches the colours")
    applier.environment = applier.environment.setting(.colorScheme, to: "light")
    #expect(applier.setterCallCount == before)
    // Without adaptive axes, the same switch sets every colour again.
    let plain = ThemeApplier(theme: Self.theme(), appliers: HTMLAppliers.standard())
    let other = HTMLView()
    for _ in 0..<1000 { other.addSubview(HTMLButton(title: "Pay")) }
    plain.applyTree(other)
    let plainBefore = plain.setterCallCount
    plain.environment = plain.environment.setting(.colorScheme, to: "dark")
    #expect(plain.setterCallCount - plainBefore >= 2000)
    #expect(other.subviews[0].element.style["background-color"] == "rgb(28 28 30)")
  }

  @Test func appliersOfPlainValuesGetTheAppearanceAndOnlyTheyAreCalledAgain() throws {
    var registry = ApplierRegistry()
    registry.map(CountingView.self, to: .button)
    // A colour the platform cannot adapt (a layer's CGColor), and one it can.
    registry.register(
      .borderColor, on: CountingView.self, as: RGBAColor.self,
      set: { view, color in
        view.calls += 1
        view.values[.borderColor] = .color(color)
      }, reset: { $0.values[.borderColor] = nil })
    registry.register(
      .backgroundColor, on: CountingView.self, as: Adaptive<Paint>.self,
      set: { view, paint in
        view.calls += 1
        view.values[.backgroundColor] = paint.styleValue
      }, reset: { $0.values[.backgroundColor] = nil })
    let applier = ThemeApplier(theme: Self.theme(), appliers: registry, adaptiveAxes: .colorScheme)
    let view = CountingView(type: nil)
    applier.apply(to: view)
    #expect(view.values[.borderColor] == .color(RGBAColor(red8: 0xcc, green8: 0xcc, blue8: 0xcc)))
    guard case .adaptive? = view.values[.backgroundColor] else {
      Issue.record("the adaptive applier got the table: \(view.values)")
      return
    }
    let calls = view.calls
    applier.environment = applier.environment.setting(.colorScheme, to: "dark")
    #expect(view.calls == calls + 1, "the plain colour only")
    #expect(view.values[.borderColor] == .color(RGBAColor(red8: 0x44, green8: 0x44, blue8: 0x44)))
    // A subtree forced light is its own appearance.
    view.livery.environment = [.colorScheme: "light"]
    #expect(view.values[.borderColor] == .color(RGBAColor(red8: 0xcc, green8: 0xcc, blue8: 0xcc)))
    // A state change while the appearance changed still sets the plain colour for the new one.
    view.livery.environment = [:]
    #expect(view.values[.borderColor] == .color(RGBAColor(red8: 0x44, green8: 0x44, blue8: 0x44)))
  }

  @Test func aForcedSubtreeCarriesItsSchemeInThePage() {
    let applier = ThemeApplier(
      theme: Self.theme(), appliers: HTMLAppliers.standard(), adaptiveAxes: .colorScheme)
    let light = HTMLView()
    let dark = HTMLView()
    light.addSubview(HTMLButton(title: "A"))
    dark.addSubview(HTMLButton(title: "B"))
    dark.livery.environment = [.colorScheme: "dark"]
    light.livery.environment = [.colorScheme: "light"]
    applier.applyTree(light)
    applier.applyTree(dark)
    let page = HTMLRenderer().page([
      .init(caption: "light", component: light), .init(caption: "dark", component: dark),
    ])
    #expect(page.contains("lv-color-scheme-dark"))
    #expect(page.contains("lv-color-scheme-light"))
    // Both columns share one resolution: the same light-dark() colours, picked by color-scheme.
    #expect(
      light.subviews[0].element.style["background-color"]
        == dark.subviews[0].element.style["background-color"])
  }
}

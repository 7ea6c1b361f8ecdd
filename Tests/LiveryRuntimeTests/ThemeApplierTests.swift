import Foundation
import LiveryCore
import LiveryFormats
import LiveryHTML
import LiveryTestSupport
import Testing

@_spi(LiveryAdapter) @_spi(LiveryTesting) @testable import LiveryRuntime

/// The theme applier's contract (runtime.md §4–5), engine by engine aside.
@MainActor
@Suite struct ThemeApplierTests {
  static let theme = """
    $Accent: '#007aff'
    .Button:
        backgroundColor: $Accent
        cornerRadius: 8
        highlighted:
            backgroundColor: '#0051a8'
    .Card:
        backgroundColor: '#ffffff'
        borderWidth: 1
    """

  @Test func anApplierMadeOnTheMainActorFollowsOffersMadeElsewhereThere() async throws {
    // The store is offered a theme from another task; the applier re-applies by itself, on the
    // main actor (CountingView's setters stop the process otherwise).
    let store = ThemeStore(compile("Theme.yaml", Self.theme))
    let applier = ThemeApplier(store: store, appliers: CountingView.appliers([.cornerRadius]))
    let view = CountingView(styleNames: ["Button"])
    applier.apply(to: view)
    #expect(view.values[.cornerRadius] == .number(8))
    let rounder = compile("Theme.yaml", ".Button:\n    cornerRadius: 20\n")
    await Task.detached { _ = store.offer(rounder) }.value
    let deadline = ContinuousClock.now + .seconds(120)
    while view.values[.cornerRadius] != .number(20), ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(view.values[.cornerRadius] == .number(20))
    #expect(applier.theme === store.theme)
  }

  @Test func switchingToAnIdenticalThemeMakesNoSetterCall() {
    let properties: [PropertyName] = [.backgroundColor, .cornerRadius, .borderWidth]
    let applier = ThemeApplier(
      theme: compile("Theme.yaml", Self.theme), appliers: CountingView.appliers(properties))
    let views = (0..<50).map { CountingView(styleNames: [$0 % 2 == 0 ? "Button" : "Card"]) }
    for view in views { applier.apply(to: view) }
    let calls = views.map(\.calls).reduce(0, +)
    #expect(calls == 100)
    let engineCount = applier.setterCallCount
    #expect(applier.setTheme(compile("Theme.yaml", Self.theme)))  // the same files, compiled again
    let environment = applier.environment
    applier.environment = environment  // and an unchanged environment
    for view in views { applier.apply(to: view) }  // and applying again
    #expect(views.map(\.calls).reduce(0, +) == calls)
    #expect(applier.setterCallCount == engineCount)
  }

  @Test func batchedSwitchesCoalesceIntoOnePass() {
    let light = compile("Theme.yaml", Self.theme)
    let applier = ThemeApplier(theme: light, appliers: CountingView.appliers([.backgroundColor]))
    let view = CountingView(styleNames: ["Button"])
    applier.apply(to: view)
    let dark = compile(
      "Theme.yaml", Self.theme.replacingOccurrences(of: "#007aff", with: "#0a84ff"))
    applier.batch {
      applier.setTheme(dark)
      applier.environment = StyleEnvironment(colorScheme: .dark)
      applier.environment = StyleEnvironment(colorScheme: .light)
      applier.environment = StyleEnvironment(colorScheme: .dark)
      #expect(view.calls == 1)  // nothing applied inside the batch
    }
    #expect(view.calls == 2)  // one pass, one setter call
    #expect(
      view.values[.backgroundColor] == .color(RGBAColor(red8: 0x0a, green8: 0x84, blue8: 0xff)))
  }

  @Test func aThemeWithErrorsIsRefusedAndTheLastGoodOneStays() throws {
    let good = compile("Theme.yaml", Self.theme)
    let applier = htmlApplier(good)
    let button = HTMLButton(styleNames: ["Button"])
    applier.apply(to: button)
    let broken = compile("Theme.yaml", ".Button:\n    backgroundColor: $Missing\n")
    #expect(broken.diagnostics.containsErrors)
    #expect(!applier.setTheme(broken))
    #expect(applier.theme === good)
    #expect(button.element.style["background-color"] == "rgb(0 122 255)")
    let refusal = try #require(applier.diagnostics.with(code: .themeRefused).first)
    #expect(
      refusal.message == "the new theme has 1 error and is not used; the last good theme stays")
    #expect(applier.diagnostics.contains { $0.code == .unknownConstant && $0.location?.line == 2 })
  }

  @Test func freedComponentsLeaveTheRegistryAndItStaysFlatOverSwitches() {
    let light = compile("Theme.yaml", Self.theme)
    let dark = compile(
      "Theme.yaml", Self.theme.replacingOccurrences(of: "#007aff", with: "#0a84ff"))
    let applier = htmlApplier(light)
    var buttons: [HTMLButton]? = (0..<10_000).map { _ in HTMLButton(styleNames: ["Button"]) }
    for button in buttons! { applier.apply(to: button) }
    #expect(applier.styledComponentCount == 10_000)
    buttons = nil
    #expect(applier.registrySlotCount == 10_000)  // dead slots until the next pass or growth
    #expect(applier.styledComponentCount == 0)
    #expect(applier.registrySlotCount == 0)
    // Churn without switches: slots are reclaimed as the registry grows.
    for _ in 0..<50 {
      let batch = (0..<1_000).map { _ in HTMLButton(styleNames: ["Button"]) }
      for button in batch { applier.apply(to: button) }
    }
    #expect(applier.registrySlotCount <= 2_000)

    let kept = (0..<100).map { _ in HTMLButton(styleNames: ["Button"]) }
    for button in kept { applier.apply(to: button) }
    for round in 0..<100 { applier.setTheme(round % 2 == 0 ? dark : light) }
    #expect(applier.styledComponentCount == 100)
    #expect(applier.registrySlotCount == 100)
    #expect(kept.allSatisfy { $0.element.style["background-color"] == "rgb(0 122 255)" })
  }

  @Test func anUnknownStyleKeepsTheLookAndIsReportedOnce() throws {
    let applier = htmlApplier(compile("Theme.yaml", Self.theme))
    let button = HTMLButton(styleNames: ["Button"])
    applier.apply(to: button)
    let look = button.element.style
    button.livery.styleNames = ["Buton"]
    applier.apply(to: button)
    applier.apply(to: HTMLButton(styleNames: ["Buton"]))
    #expect(button.element.style == look)
    let unknown = applier.diagnostics.with(code: .unknownStyle)
    #expect(unknown.count == 1)
    #expect(unknown.first?.fixIt == "did you mean 'Button'?")
  }

  @Test func aPropertyWithNoApplierIsReportedOncePerTypeWithTheClosestNames() throws {
    let theme = compile(
      "Theme.yaml", ".Card:\n    backgroundColour: '#ffffff'\n    cornerRadius: 2\n")
    let applier = htmlApplier(theme)
    for _ in 0..<3 { applier.apply(to: HTMLView(styleNames: ["Card"])) }
    let problems = applier.diagnostics.with(code: .noApplier)
    #expect(problems.count == 1)
    let problem = try #require(problems.first)
    #expect(problem.location?.description == "app/Theme.yaml:2:5")
    #expect(problem.fixIt == "did you mean 'backgroundColor'?")
  }

  @Test func aSubElementWithNoPartIsReportedAndTheRestApplies() {
    let theme = compile(
      "Theme.yaml",
      ".Text:\n    textColor: '#ff0000'\n.Button:\n    badge: .Text\n    cornerRadius: 3\n")
    let applier = htmlApplier(theme)
    let button = HTMLButton(styleNames: ["Button"])
    applier.apply(to: button)
    #expect(button.element.style["border-radius"] == "3px")
    #expect(applier.diagnostics.with(code: .noPart).count == 1)
  }

  @Test func aSubtreeEnvironmentReachesItsDescendants() {
    let darkTheme = ThemeLoader.read(
      [
        ThemeInput(
          source: MemorySource(
            texts: ["Theme.yaml": ".Card:\n    backgroundColor: '#ffffff'\n"], root: "app"),
          selection: .file("Theme.yaml")),
        ThemeInput(
          source: MemorySource(
            texts: ["Dark.yaml": ".Card:\n    backgroundColor: '#000000'\n"], root: "app"),
          selection: .file("Dark.yaml"),
          conditions: Conditions([.equals(.colorScheme, "dark")])),
      ], options: .init(includeDefaults: false)
    ).compile()
    let applier = htmlApplier(darkTheme)
    let column = HTMLView()
    let card = HTMLView(styleNames: ["Card"])
    column.addSubview(card)
    applier.applyTree(column)
    #expect(card.element.style["background-color"] == "rgb(255 255 255)")
    column.livery.environment = [.colorScheme: "dark"]
    #expect(card.element.style["background-color"] == "rgb(0 0 0)")
    column.livery.environment = [:]
    #expect(card.element.style["background-color"] == "rgb(255 255 255)")
  }
}

/// Bad input while applying: reported once, never a crash, and the component keeps a coherent look.
@MainActor
@Suite struct ApplyingBadInputTests {
  @Test func aStyleInACycleIsReportedOnceAndTheRestApplies() throws {
    let theme = """
      .A:
          _superclass: .B
          backgroundColor: '#ff0000'
      .B:
          _superclass: .A
          cornerRadius: 4
      """
    let compiled = compileMotif(theme)
    let applier = htmlApplier(compiled)
    let views = (0..<100).map { _ in HTMLView(styleNames: ["A"]) }
    for view in views { applier.apply(to: view) }
    for view in views { #expect(view.element.style["background-color"] == "rgb(255 0 0)") }
    // The theme's check reports the cycle once; applying adds nothing per component.
    #expect(compiled.diagnostics.with(code: .inheritanceCycle).count == 1)
    #expect(applier.diagnostics.count <= 1)
    #expect(
      applier.diagnostics.count
        == Set(
          applier.diagnostics.map {
            "\($0.code.rawValue)\($0.location?.description ?? "")\($0.message)"
          }
        ).count)
  }

  @Test func aPartThatIsItsComponentIsReportedAndSkipped() throws {
    var appliers = HTMLAppliers.standard()
    var loop = ApplierRegistry()
    loop.registerPart("inner", on: HTMLView.self) { $0 }
    appliers.merge(loop)
    let theme = compileMotif(".Box:\n    cornerRadius: 2\n    inner: .Box\n")
    let applier = ThemeApplier(theme: theme, appliers: appliers)
    let view = HTMLView(styleNames: ["Box"])
    applier.apply(to: view)  // returns
    #expect(view.element.style["border-radius"] == "2px")
    #expect(applier.diagnostics.with(code: .partsTooDeep).count == 1)
    view.livery.setOverride(.cornerRadius, to: 5.0)  // still styled as itself, not as a part
    #expect(view.element.style["border-radius"] == "5px")
  }

  @Test func partsOfPartsStopAtTheDepthLimit() throws {
    var appliers = ApplierRegistry()
    appliers.registerPart("inner", on: Nest.self) { $0.inner }
    appliers.register(
      .cornerRadius, on: Nest.self, as: Double.self, set: { $0.radius = $1 },
      reset: { $0.radius = nil })
    // Each level's sub-element is the next level's style: 20 levels.
    var text = ""
    for level in 0..<20 {
      text +=
        ".L\(level):\n    cornerRadius: \(level)\n"
        + (level < 19 ? "    inner: .L\(level + 1)\n" : "")
    }
    let applier = ThemeApplier(theme: compileMotif(text), appliers: appliers)
    let root = Nest(depth: 20, styleNames: ["L0"])
    applier.apply(to: root)
    var node: Nest? = root
    var styled = 0
    while let current = node, current.radius != nil {
      styled += 1
      node = current.inner
    }
    #expect(styled == ThemeApplier.maximumPartDepth + 1)
    #expect(applier.diagnostics.with(code: .partsTooDeep).count == 1)
  }

  @Test func aPartsOwnOverrideAndSwitchCount() {
    let theme = compileMotif(".Text:\n    textColor: '#ff0000'\n.Button:\n    titleLabel: .Text\n")
    let applier = htmlApplier(theme)
    let button = HTMLButton(styleNames: ["Button"])
    applier.apply(to: button)
    #expect(button.titleLabel.element.style["color"] == "rgb(255 0 0)")
    button.titleLabel.livery.setOverride(.textColor, to: RGBAColor(red: 0, green: 0, blue: 1))
    #expect(button.titleLabel.element.style["color"] == "rgb(0 0 255)")
    applier.apply(to: button)  // the owner's pass keeps the part's override
    #expect(button.titleLabel.element.style["color"] == "rgb(0 0 255)")
    button.titleLabel.livery.removeOverride(.textColor)
    #expect(button.titleLabel.element.style["color"] == "rgb(255 0 0)")
    button.titleLabel.livery.isThemingDisabled = true
    #expect(button.titleLabel.element.style["color"] == nil)
  }

  @Test func aComponentMovedIntoADarkSubtreeTakesItsEnvironment() {
    let darkTheme = ThemeLoader.read(
      [
        ThemeInput(
          source: MemorySource(
            texts: ["T.yaml": ".Card:\n    backgroundColor: '#ffffff'\n"], root: "app"),
          selection: .file("T.yaml")),
        ThemeInput(
          source: MemorySource(
            texts: ["D.yaml": ".Card:\n    backgroundColor: '#000000'\n"], root: "app"),
          selection: .file("D.yaml"),
          conditions: Conditions([.equals(.colorScheme, "dark")])),
      ], options: .init(includeDefaults: false)
    ).compile()
    let applier = htmlApplier(darkTheme)
    let dark = HTMLView()
    dark.livery.environment = [.colorScheme: "dark"]
    applier.applyTree(dark)
    let card = HTMLView(styleNames: ["Card"])
    applier.apply(to: card)
    #expect(card.element.style["background-color"] == "rgb(255 255 255)")
    dark.addSubview(card)
    #expect(card.element.style["background-color"] == "rgb(0 0 0)")
    card.removeFromSuperview()
    #expect(card.element.style["background-color"] == "rgb(255 255 255)")
  }

  @Test func aSwitchMadeWhileAPassRunsRunsAfterIt() {
    let light = compileMotif(".Card:\n    backgroundColor: '#ffffff'\n")
    let other = compileMotif(".Card:\n    backgroundColor: '#00ff00'\n")
    let applier = htmlApplier(light)
    let cards = (0..<10).map { _ in HTMLView(styleNames: ["Card"]) }
    for card in cards { applier.apply(to: card) }
    var switched = false
    applier.onDiagnostic = { _ in
      guard !switched else { return }
      switched = true
      applier.setTheme(other)  // from inside a pass
    }
    applier.setTheme(compileMotif(".Card:\n    backgroundColor: '#ffffff'\n    mystery: 1\n"))
    #expect(switched)
    #expect(cards.allSatisfy { $0.element.style["background-color"] == "rgb(0 255 0)" })
    #expect(applier.styledComponentCount == 10)
  }

  func compileMotif(_ text: String) -> CompiledTheme { compile("Theme.yaml", text) }
}

/// A component with a part of its own kind, nested `depth` deep.
final class Nest: Styleable {
  let styling = StylingRecord()
  let styleType: TargetType? = .view
  let inner: Nest?
  var radius: Double?
  weak var parent: Nest?

  init(depth: Int, styleNames: [StyleName] = []) {
    inner = depth > 0 ? Nest(depth: depth - 1) : nil
    inner?.parent = self
    if !styleNames.isEmpty { self.livery.styleNames = styleNames }
  }

  var styleParent: (any Styleable)? { parent }
}

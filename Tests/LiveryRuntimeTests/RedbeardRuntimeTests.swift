import Foundation
import LiveryCore
import LiveryFormats
import LiveryHTML
@_spi(LiveryAdapter) import LiveryRuntime
import LiveryTestSupport
import Testing

/// Redbeard's behaviour (seed: Redbeard), with its documented flaw fixed: nothing stale stays.
@MainActor
@Suite(.serialized) struct RedbeardRuntimeTests {
  nonisolated static let views = """
    {
      "UILabel": {
        "textColor": "#ff0000", "backgroundColor": "#00ff00",
        "highlighted": { "textColor": "#0000ff", "backgroundColor": "#ffff00" },
        "selected": { "textColor": "#00ffff" },
        "textColor_iPad": "#123456"
      },
      "title-label": { "textColor": "#111111", "clearPreviousThemingValues": true },
      "caption-label": { "textColor": "#222222" }
    }
    """

  var theme: CompiledTheme { redbeardTheme(["views.json": Self.views]) }

  @Test func theBaseThemeAppliesOnceOnFirstAppearanceUnlessOptedOut() {
    let applier = htmlApplier(theme)
    let label = HTMLLabel()
    applier.componentDidAppear(label)
    #expect(label.element.style["color"] == "rgb(255 0 0)")
    label.element.setStyle("color", "rgb(1 2 3)")  // the app changes it by hand
    applier.componentDidAppear(label)  // moved to another superview: not themed again
    #expect(label.element.style["color"] == "rgb(1 2 3)")

    let optedOut = HTMLLabel()
    optedOut.livery.appliesOnFirstAppearance = false
    applier.componentDidAppear(optedOut)
    #expect(optedOut.element.style.isEmpty)
    applier.apply(to: optedOut)  // explicit application still works
    #expect(optedOut.element.style["color"] == "rgb(255 0 0)")
  }

  @Test func disablingGloballyAffectsOnlyComponentsCreatedAfterwards() async {
    // A process-wide switch, so it is tried in a process of its own: tests running beside this
    // one create components off the main actor, and would be created with theming off.
    await #expect(processExitsWith: .success) {
      let applier = htmlApplier(redbeardTheme(["views.json": RedbeardRuntimeTests.views]))
      let before = HTMLLabel()
      StylingRecord.disablesThemingForNewComponents = true
      let after = HTMLLabel()
      StylingRecord.disablesThemingForNewComponents = false
      applier.componentDidAppear(before)
      applier.componentDidAppear(after)
      guard before.element.style["color"] == "rgb(255 0 0)", after.element.style.isEmpty,
        after.livery.isThemingDisabled, !HTMLLabel().livery.isThemingDisabled
      else { exit(1) }
    }
  }

  @Test func disablingOneComponentTakesEffectAtOnce() {
    let applier = htmlApplier(theme)
    let label = HTMLLabel()
    applier.apply(to: label)
    label.livery.isThemingDisabled = true
    #expect(label.element.style.isEmpty)  // its own look back
    applier.setTheme(
      redbeardTheme(["views.json": Self.views.replacingOccurrences(of: "#ff0000", with: "#ff00ff")])
    )
    #expect(label.element.style.isEmpty)
    label.livery.isThemingDisabled = false
    #expect(label.element.style["color"] == "rgb(255 0 255)")
  }

  @Test func anIdentifierReplacesTheBaseThemeWithNoValueOfItLeft() {
    let applier = htmlApplier(theme)
    let label = HTMLLabel()
    applier.componentDidAppear(label)
    #expect(label.element.style["background-color"] == "rgb(0 255 0)")
    label.livery.styleNames = ["title-label"]  // view.theme.identifier = "title-label"
    #expect(label.element.style == ["color": "rgb(17 17 17)"])
    // Without clearPreviousThemingValues too: Redbeard's "theming is additive" is not copied.
    label.livery.styleNames = ["caption-label"]
    #expect(label.element.style == ["color": "rgb(34 34 34)"])
  }

  @Test func overridesBeatTheThemeSurviveASwitchAndRestoreWhenRemoved() {
    let applier = htmlApplier(theme)
    let label = HTMLLabel()
    applier.apply(to: label)
    // theme.applyChanges
    label.livery.setOverride(.textColor, to: RGBAColor(red: 0, green: 0, blue: 0))
    #expect(label.element.style["color"] == "rgb(0 0 0)")
    applier.setTheme(
      redbeardTheme(["views.json": Self.views.replacingOccurrences(of: "#00ff00", with: "#0000aa")])
    )
    #expect(label.element.style["color"] == "rgb(0 0 0)")
    #expect(label.element.style["background-color"] == "rgb(0 0 170)")
    label.activeStates = [.highlighted]  // the override wins in every state
    #expect(label.element.style["color"] == "rgb(0 0 0)")
    label.activeStates = []
    label.livery.removeOverride(.textColor)
    #expect(label.element.style["color"] == "rgb(255 0 0)")
  }

  @Test func anOverrideOfTheWrongTypeIsReportedWhereItWasSet() throws {
    let applier = htmlApplier(theme)
    let label = HTMLLabel()
    applier.apply(to: label)
    let line = #line + 1
    label.livery.setOverride("textColor", to: 12.0)
    #expect(label.element.style["color"] == "rgb(255 0 0)")
    let problem = try #require(applier.diagnostics.with(code: .valueType).first)
    #expect(problem.location?.line == line)
  }

  @Test func stateValuesLeaveNothingStaleWhenTheStateEnds() {
    let applier = htmlApplier(theme)
    let label = HTMLLabel()
    applier.apply(to: label)
    let normal = label.element.style
    label.setState(.highlighted, true)
    #expect(label.element.style["background-color"] == "rgb(255 255 0)")
    label.activeStates = [.selected]
    #expect(label.element.style["background-color"] == "rgb(0 255 0)")
    #expect(label.element.style["color"] == "rgb(0 255 255)")
    label.activeStates = []
    #expect(label.element.style == normal)
  }

  @Test func iPadValuesApplyUnderIdiomPad() {
    let pad = StyleEnvironment(idiom: .pad)
    let applier = htmlApplier(theme, environment: pad)
    let label = HTMLLabel()
    applier.apply(to: label)
    #expect(label.element.style["color"] == "rgb(18 52 86)")
    applier.environment = StyleEnvironment(idiom: .phone)
    #expect(label.element.style["color"] == "rgb(255 0 0)")
  }
}

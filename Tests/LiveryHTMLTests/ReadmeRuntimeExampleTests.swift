import Foundation
import LiveryCore
import LiveryFormats
import LiveryHTML
@_spi(LiveryAdapter) import LiveryRuntime
import LiveryTestSupport
import Testing

/// The README's runtime example, line for line, so it cannot rot.
@Test func theReadmesRuntimeExampleWorks() throws {
  let theme = try ThemeLoader.load(.file(Fixtures.packageRoot + "/Examples/motif/Buttons.yaml"))
  let applier = ThemeApplier(theme: theme, appliers: HTMLAppliers.standard())
  let button = HTMLButton(title: "Delete", styleNames: ["WarningButton"])
  applier.apply(to: button)
  let normal = button.element.style
  button.activeStates = [.highlighted]
  button.activeStates = []
  #expect(button.element.style == normal)
  button.livery.setOverride(.cornerRadius, to: 20.0)
  #expect(button.element.style["border-radius"] == "20px")
  applier.environment = applier.environment.setting(.colorScheme, to: "dark")
  #expect(button.element.style["border-radius"] == "20px")
  #expect(button.element.style != normal)
  let page = HTMLRenderer().page([.init(caption: "Delete", component: button)])
  #expect(page.contains("<figcaption>Delete</figcaption>"))
}

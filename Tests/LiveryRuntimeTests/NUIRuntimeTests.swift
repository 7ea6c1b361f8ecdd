import Foundation
import LiveryCore
import LiveryFormats
import LiveryHTML
@_spi(LiveryAdapter) import LiveryRuntime
import LiveryTestSupport
import Testing

/// NUI's behaviour (seed: SAP Fiori NSS), on HTML components.
@MainActor
@Suite struct NUIRuntimeTests {
  static let sheet = """
    Button {
      background-color: #FF0000;
      font-color: #FFFFFF;
      font-size: 15;
    }
    LargeButton {
      font-size: 24;
      background-color: #00FF00;
    }
    """

  @Test func aClassChainAppliesLeftToRightWithTheRightmostWinningPerProperty() {
    let applier = htmlApplier(compile("Brand.nss", Self.sheet))
    let button = HTMLButton(styleNames: ["Button", "LargeButton"])
    applier.apply(to: button)
    #expect(button.element.style["background-color"] == "rgb(0 255 0)")
    #expect(button.element.style["font-size"] == "24px")
    #expect(button.element.style["color"] == "rgb(255 255 255)")  // only Button sets it
  }

  @Test func noneOptsTheComponentOut() {
    let applier = htmlApplier(compile("Brand.nss", Self.sheet))
    let button = HTMLButton(styleNames: [.none])
    applier.apply(to: button)
    #expect(button.element.style.isEmpty)
    #expect(applier.diagnostics.isEmpty)
  }

  @Test func settingAClassAfterTheComponentWasStyledTakesEffectAtOnce() {  // nui#295
    let applier = htmlApplier(compile("Brand.nss", Self.sheet))
    let button = HTMLButton()
    applier.componentDidAppear(button)
    #expect(button.element.style["background-color"] == "rgb(255 0 0)")
    button.livery.styleNames = ["Button", "LargeButton"]
    #expect(button.element.style["background-color"] == "rgb(0 255 0)")
    #expect(button.element.style["font-size"] == "24px")
    button.livery.styleNames = []
    #expect(button.element.style["background-color"] == "rgb(255 0 0)")
    #expect(button.element.style["font-size"] == "15px")
  }
}

import Foundation
import LiveryCore
import LiveryFormats
import LiveryHTML
@_spi(LiveryTesting) import LiveryRuntime
import LiveryTestSupport
import Testing

/// Adaptive colours as a browser draws them (apple-adapters.md §2.1): one application writes
/// `light-dark(…)`, the page's colour scheme picks the value, and parts forced light or dark keep
/// theirs.
@Suite(.enabled(if: Chromium.canRun, Comment(rawValue: Chromium.skipMessage)))
struct AdaptiveColoursBrowserTests {
  static let red = PNGImage.Pixel(0xFF, 0x00, 0x00)
  static let blue = PNGImage.Pixel(0x00, 0x00, 0xFF)

  static func theme() -> CompiledTheme {
    let inputs: [ThemeInput] = [
      .memory(["Brand.nss": Array("Button { background-color: #ff0000; }".utf8)]),
      .memory(["Dark.nss": Array("Button { background-color: #0000ff; }".utf8)], root: "dark")
        .when(Conditions([.equals(.colorScheme, "dark")])),
    ]
    return ThemeLoader.read(inputs).compile()
  }

  /// How many pixels are `color`, and the topmost one's row.
  static func area(of color: PNGImage.Pixel, in image: PNGImage) -> (count: Int, top: Int) {
    var count = 0
    var top = Int.max
    for y in 0..<image.height {
      for x in 0..<image.width where image.pixel(x: x, y: y).isClose(to: color, tolerance: 4) {
        count += 1
        top = min(top, y)
      }
    }
    return (count, top)
  }

  @Test func thePageSchemePicksEachColourWithoutReapplyingAndForcedPartsKeepTheirs() throws {
    let applier = ThemeApplier(
      theme: Self.theme(), appliers: HTMLAppliers.standard(), adaptiveAxes: .colorScheme)
    // Top to bottom: a button that follows the page, one in a part forced dark, one in a part
    // forced light; equal titles, so equal sizes.
    let plain = HTMLButton(title: "Pay")
    let forcedDark = HTMLView()
    forcedDark.livery.environment = [.colorScheme: "dark"]
    forcedDark.addSubview(HTMLButton(title: "Pay"))
    let forcedLight = HTMLView()
    forcedLight.livery.environment = [.colorScheme: "light"]
    forcedLight.addSubview(HTMLButton(title: "Pay"))
    let figures = [plain, forcedDark, forcedLight].map {
      applier.applyTree($0)
      return HTMLRenderer.Figure(caption: "", component: $0)
    }
    let folder = Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let renderer = HTMLRenderer(title: "Adaptive")
    try renderer.page(figures, environment: applier.environment)
      .write(toFile: folder + "/light.html", atomically: true, encoding: .utf8)
    let calls = applier.setterCallCount
    applier.environment = applier.environment.setting(.colorScheme, to: "dark")
    #expect(applier.setterCallCount == calls, "the switch set something")
    try renderer.page(figures, environment: applier.environment)
      .write(toFile: folder + "/dark.html", atomically: true, encoding: .utf8)

    let light = try Chromium.screenshot(of: folder + "/light.html")
    let lightRed = Self.area(of: Self.red, in: light)
    let lightBlue = Self.area(of: Self.blue, in: light)
    // Light page: the plain and the forced-light buttons red, the forced-dark one blue.
    #expect(lightBlue.count > 100, "no dark button on the light page")
    #expect(
      lightRed.count > lightBlue.count * 3 / 2,
      "red \(lightRed.count), blue \(lightBlue.count) px")
    #expect(lightRed.top < lightBlue.top, "the plain button is not the light one")

    let dark = try Chromium.screenshot(of: folder + "/dark.html")
    let darkRed = Self.area(of: Self.red, in: dark)
    let darkBlue = Self.area(of: Self.blue, in: dark)
    // Dark page, same markup but the page's class: the plain button turned blue; the forced
    // ones kept their schemes.
    #expect(darkRed.count > 100, "no light button on the dark page")
    #expect(
      darkBlue.count > darkRed.count * 3 / 2, "red \(darkRed.count), blue \(darkBlue.count) px")
    #expect(darkBlue.top < darkRed.top, "the plain button is not the dark one")
  }
}

import LiveryCore
import LiveryFormats
import LiveryUIKitChecked
import SwiftUI
import UIKit
import XCTest

@testable import LiverySwiftUIChecked

/// A mixed app: UIKit views inside SwiftUI, styled by LiveryUIKit from the theme in SwiftUI's
/// environment, and restyled when the store takes another theme.
final class MixedAppTests: XCTestCase {
  func test_aUIKitViewInsideSwiftUITakesTheEnvironmentsTheme() async {
    await Self.hosted()
  }

  @MainActor
  private static func hosted() async {
    let store = ThemeStore(
      SwiftUIAdapterTests.theme(
        "Chart { background-color: #FFFFFF; corner-radius: 6; }",
        dark: "Chart { background-color: #1C1C1E; }"))
    let host = StubHost(
      VStack {
        LiveryHostedUIView(styleNames: ["Chart"]) { UIView(frame: .zero) }
      }.livery(store))
    await host.settle()
    guard let chart = host.nodes.compactMap({ $0.hostedView as? UIView }).first else {
      return XCTFail("no hosted view")
    }
    XCTAssertEqual(chart.livery.styleNames, ["Chart"])
    XCTAssertEqual(chart.layer.cornerRadius, 6)
    // One dynamic colour, light and dark (UIKit resolves it from the view's traits).
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    XCTAssertEqual(rgba(chart.backgroundColor, in: light), [255, 255, 255, 255])
    XCTAssertEqual(rgba(chart.backgroundColor, in: dark), [28, 28, 30, 255])
    // The store takes another theme: the hosted view follows.
    XCTAssertEqual(
      store.offer(
        SwiftUIAdapterTests.theme("Chart { background-color: #F5F6F7; corner-radius: 10; }")),
      .accepted(generation: 2))
    await host.settle()
    XCTAssertEqual(chart.layer.cornerRadius, 10)
    XCTAssertEqual(rgba(chart.backgroundColor, in: light), [245, 246, 247, 255])
    // The same view throughout: made once.
    XCTAssert(host.nodes.compactMap({ $0.hostedView as? UIView }).first === chart)
  }

  @MainActor
  private static func rgba(_ color: UIColor?, in traits: UITraitCollection) -> [CGFloat] {
    var red: CGFloat = -1
    var green: CGFloat = -1
    var blue: CGFloat = -1
    var alpha: CGFloat = -1
    _ = color?.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha].map { ($0 * 255).rounded() }
  }

  /// Background images (iOS): found by the shared rules, decoded by UIKit once, drawn stretched
  /// or tiled in the view's shape; one that cannot be shown is reported once, and the view
  /// keeps its other layers.
  func test_backgroundImagesAreDrawnInTheViewsShapeAndAMissingOneIsReported() {
    MainActor.assumeIsolated {
      UIImage.stubAssetNames = ["Paper"]
      defer { UIImage.stubAssetNames = [] }
      let theme = SwiftUIAdapterTests.theme(
        """
        Card { background-color: #FFFFFF; background-image: Paper; corner-radius: 8; }
        Tile { background-image: Paper; background-repeat: true; }
        Broken { background-color: #EEEEEE; background-image: Nowhere; }
        """)
      let collected = SwiftUIAdapterTests.Collected()
      let host = StubHost(
        VStack {
          Text("Card").liveryStyle("Card", as: .view)
          Text("Tile").liveryStyle("Tile", as: .view)
          Text("Broken").liveryStyle("Broken", as: .view)
        }.livery(theme) { collected.diagnostics.append($0) })
      host.update()
      let card = host.drawing(around: "Card")
      XCTAssert(card.contains("image(ui:asset:Paper, resizable(stretch))"), "\(card)")
      XCTAssert(card.contains("clipShape(RoundedRectangle(8.0))"), "\(card)")
      XCTAssert(card.contains("fill(#FFFFFFFF in RoundedRectangle(8.0))"), "\(card)")
      XCTAssert(host.drawing(around: "Tile").contains("image(ui:asset:Paper, resizable(tile))"))
      let broken = host.drawing(around: "Broken")
      XCTAssertFalse(broken.contains { $0.hasPrefix("image(") }, "\(broken)")
      XCTAssert(broken.contains("fill(#EEEEEEFF in RoundedRectangle(0.0))"))
      let messages = collected.diagnostics.map(\.description)
      XCTAssertEqual(messages.filter { $0.contains("Nowhere") }.count, 1, "\(messages)")
      XCTAssert(messages.contains { $0.contains("asset catalog") }, "\(messages)")
    }
  }
}

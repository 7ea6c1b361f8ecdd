#if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
import LiveryCore
import LiveryFormats
@_spi(LiveryTesting) import LiveryRuntime
import UIKit
import XCTest

// The same files run against the stubs on Linux (Checks/AppleSurface, module
// LiveryUIKitChecked) and against UIKit on the iOS Simulator (Checks/UIKitSimulator).
#if canImport(LiveryUIKitChecked)
@testable import LiveryUIKitChecked
#else
import LiveryUIKit
#endif

/// LiveryUIKit against the stubs' documented semantics (apple-adapters.md §5.2): what these tests
/// show holds for UIKit as far as the stubs transcribe it, not more. (XCTest, not Swift Testing:
/// Swift Testing cross-imports overlays for modules named UIKit and CoreGraphics, which the
/// stubs' names would ask for and Linux does not have. XCTest on Linux runs each test on the main
/// thread but cannot call a main-actor test method, so each test says so itself.)
final class UIKitAdapterTests: XCTestCase {
  static func theme(_ nss: String, dark: String? = nil) -> CompiledTheme {
    var inputs: [ThemeInput] = [.memory(["Brand.nss": Array(nss.utf8)])]
    if let dark {
      inputs.append(
        .memory(["Dark.nss": Array(dark.utf8)], root: "dark")
          .when(Conditions([.equals(.colorScheme, "dark")])))
    }
    return ThemeLoader.read(inputs, options: .init(includeDefaults: false)).compile()
  }

  static func rgba(_ color: UIColor?, in traits: UITraitCollection = UITraitCollection())
    -> [CGFloat]
  {
    var red: CGFloat = -1
    var green: CGFloat = -1
    var blue: CGFloat = -1
    var alpha: CGFloat = -1
    _ = color?.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha].map { ($0 * 255).rounded() }
  }

  func test_aWindowsTreeIsStyledAndColoursAdaptWithoutSetterCalls() {
    MainActor.assumeIsolated {
      let theme = Self.theme(
        "Card { background-color: #ffffff; border-color: #cccccc; border-width: 2; corner-radius: 8; }\nLabel { font-color: #111111; }",
        dark:
          "Card { background-color: #1c1c1e; border-color: #444444; }\nLabel { font-color: #eeeeee; }"
      )
      let window = UIWindow(frame: .zero)
      let card = UIView(frame: .zero)
      card.livery.styleNames = ["Card"]
      let label = UILabel(frame: .zero)
      window.addSubview(card)
      card.addSubview(label)
      let applier = ThemeApplier.install(ThemeStore(theme), in: window)
      // One dynamic colour for both schemes.
      let light = UITraitCollection(userInterfaceStyle: .light)
      let dark = UITraitCollection(userInterfaceStyle: .dark)
      XCTAssertEqual(Self.rgba(card.backgroundColor, in: light), [255, 255, 255, 255])
      XCTAssertEqual(Self.rgba(card.backgroundColor, in: dark), [28, 28, 30, 255])
      XCTAssertEqual(Self.rgba(label.textColor, in: dark), [238, 238, 238, 255])
      XCTAssert(card.layer.borderWidth == 2 && card.layer.cornerRadius == 8)
      XCTAssertEqual(card.layer.borderColor?.components, [0.8, 0.8, 0.8, 1])
      // The system turns dark: the dynamic colours need nothing; Livery's environment follows.
      let calls = applier.setterCallCount
      applier.environment = applier.environment.setting(.colorScheme, to: "dark")
      // Only the layer's colour (a CGColor, which cannot adapt) was set again.
      XCTAssertEqual(applier.setterCallCount - calls, 1)
      XCTAssertEqual(card.layer.borderColor?.components, [68 / 255, 68 / 255, 68 / 255, 1])
    }
  }

  func test_removingAStyleGivesTheViewsOwnValuesBack() {
    MainActor.assumeIsolated {
      let window = UIWindow(frame: .zero)
      let view = UIView(frame: .zero)
      view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
      view.alpha = 0.5
      window.addSubview(view)
      view.livery.styleNames = ["Card"]
      let store = ThemeStore(Self.theme("Card { background-color: #ff0000; alpha: 1; }"))
      let applier = ThemeApplier.install(store, in: window)
      XCTAssertEqual(Self.rgba(view.backgroundColor), [255, 0, 0, 255])
      XCTAssertEqual(view.alpha, 1)
      view.livery.styleNames = []
      XCTAssertEqual(Self.rgba(view.backgroundColor), [0, 0, 255, 255])
      XCTAssertEqual(view.alpha, 0.5)
      XCTAssert(applier.styledComponentCount >= 1)
    }
  }

  func test_buttonTitleColoursAreSetPerStateAndStaleStatesCleared() {
    MainActor.assumeIsolated {
      let window = UIWindow(frame: .zero)
      let button = UIButton(frame: .zero)
      // The button's own title colour (UIKit's default).
      let system = Self.rgba(button.titleColor(for: .normal))
      window.addSubview(button)
      let store = ThemeStore(
        Self.theme(
          "Button { font-color: #111111; font-color-highlighted: #ff0000; font-color-selected: #00ff00; }",
          dark: "Button { font-color: #eeeeee; }"))
      let applier = ThemeApplier.install(store, in: window)
      let dark = UITraitCollection(userInterfaceStyle: .dark)
      XCTAssertEqual(Self.rgba(button.titleColor(for: .normal)), [17, 17, 17, 255])
      XCTAssertEqual(Self.rgba(button.titleColor(for: .normal), in: dark), [238, 238, 238, 255])
      XCTAssertEqual(Self.rgba(button.titleColor(for: .highlighted)), [255, 0, 0, 255])
      XCTAssertEqual(Self.rgba(button.titleColor(for: .selected)), [0, 255, 0, 255])
      // UIKit shows the state's colour as the button changes state, with no call from Livery.
      let calls = applier.setterCallCount
      button.isHighlighted = true
      XCTAssertEqual(Self.rgba(button.currentTitleColor), [255, 0, 0, 255])
      button.isHighlighted = false
      XCTAssertEqual(applier.setterCallCount, calls)
      // A theme without the highlighted colour: that state is cleared (the normal one shows).
      applier.setTheme(Self.theme("Button { font-color: #111111; font-color-selected: #00ff00; }"))
      XCTAssertEqual(Self.rgba(button.titleColor(for: .highlighted)), [17, 17, 17, 255])
      XCTAssertEqual(Self.rgba(button.titleColor(for: .selected)), [0, 255, 0, 255])
      // No title colour at all: every state is given back (UIKit's system colour shows).
      applier.setTheme(
        Self.theme(
          "Button { font-color: #111111; font-color-selected-highlighted: #ff0000; }"))
      XCTAssertEqual(
        Self.rgba(button.titleColor(for: [.selected, .highlighted])), [255, 0, 0, 255])
      applier.setTheme(Self.theme("Button { corner-radius: 4; }"))
      XCTAssertEqual(Self.rgba(button.titleColor(for: .normal)), system)
      XCTAssertEqual(Self.rgba(button.titleColor(for: .selected)), system)
      XCTAssertEqual(Self.rgba(button.titleColor(for: [.selected, .highlighted])), system)
    }
  }

  #if canImport(LiveryUIKitChecked)  // the stub window simulates the system's traits
  func test_theWindowsTraitChangesReachTheApplier() {
    MainActor.assumeIsolated {
      let window = UIWindow(frame: .zero)
      let card = UIView(frame: .zero)
      card.livery.styleNames = ["Card"]
      window.addSubview(card)
      let applier = ThemeApplier.install(
        ThemeStore(
          Self.theme(
            "Card { background-color: #ffffff; border-color: #cccccc; border-width: 1; }",
            dark: "Card { background-color: #1c1c1e; border-color: #444444; }")),
        in: window)
      XCTAssertEqual(applier.environment.colorScheme, .light)
      // The device turns dark and the user picks a larger text size.
      let calls = applier.setterCallCount
      window.simulateSystemTraits(
        UITraitCollection(traitsFrom: [
          UITraitCollection(userInterfaceStyle: .dark),
          UITraitCollection(preferredContentSizeCategory: .accessibilityMedium),
        ]))
      XCTAssertEqual(applier.environment.colorScheme, .dark)
      XCTAssertEqual(applier.environment.dynamicTypeSize, .accessibility1)
      // The layer's colour followed; the dynamic background needed nothing.
      XCTAssertEqual(card.layer.borderColor?.components, [68 / 255, 68 / 255, 68 / 255, 1])
      XCTAssertEqual(applier.setterCallCount - calls, 1)
      // The observer itself is hidden and never styled.
      XCTAssertEqual(window.subviews.filter { $0.livery.isThemingDisabled }.count, 1)
    }
  }
  #endif

  func test_aTreeWalkStaysOutOfControlsAndUIKitsPrivateViews() {
    MainActor.assumeIsolated {
      let window = UIWindow(frame: .zero)
      let button = UIButton(frame: .zero)
      let insideButton = UILabel(frame: .zero)  // as a button's title label is
      button.addSubview(insideButton)
      let background = _UIBarBackgroundStandIn(frame: .zero)
      let label = UILabel(frame: .zero)
      window.addSubview(button)
      window.addSubview(background)
      window.addSubview(label)
      ThemeApplier.install(
        ThemeStore(Self.theme("Label { font-color: #ff0000; }\nView { alpha: 0.5; }")), in: window)
      XCTAssertEqual(Self.rgba(label.textColor), [255, 0, 0, 255])
      XCTAssertEqual(Self.rgba(insideButton.textColor), [0, 0, 0, 255], "styled inside a control")
      XCTAssertEqual(background.alpha, 1, "styled a private UIKit view")
      // Installing again keeps one observer, below the app's views.
      ThemeApplier.install(ThemeStore(Self.theme("Label { font-color: #00ff00; }")), in: window)
      XCTAssertEqual(window.subviews.filter { $0.livery.isThemingDisabled }.count, 1)
      XCTAssert(window.subviews.first?.livery.isThemingDisabled == true)
      XCTAssertEqual(Self.rgba(label.textColor), [0, 255, 0, 255])
    }
  }

  func test_labelFontsAreNamedOrSystemScaledWithTheirTextStyleAndGivenBack() {
    MainActor.assumeIsolated {
      let window = UIWindow(frame: .zero)
      let title = UILabel(frame: .zero)
      title.livery.styleNames = ["Title"]
      let note = UILabel(frame: .zero)
      note.livery.styleNames = ["Note"]
      let missing = UILabel(frame: .zero)
      missing.livery.styleNames = ["Missing"]
      let own = UIFont(name: "Georgia", size: 13)
      missing.font = own
      for label in [title, note, missing] { window.addSubview(label) }
      let applier = ThemeApplier.install(
        ThemeStore(
          Self.theme(
            "Title { font-name: Avenir-Heavy; font-size: 22; }\nNote { font-name: BoldSystem; font-size: 13; }\nMissing { font-name: NoSuchFont-Bold; }"
          )),
        in: window)
      XCTAssertEqual(title.font.fontName, "Avenir-Heavy")
      XCTAssertEqual(title.font.pointSize, 22)
      XCTAssertEqual(note.font.pointSize, 13)
      // A face that is not installed: the system font at the label's own size, and a notice.
      XCTAssertEqual(missing.font.pointSize, 13)
      #if canImport(LiveryUIKitChecked)  // the stub's fonts say their weight
      XCTAssertEqual(note.font.stubWeight, .bold)
      XCTAssertEqual(missing.font.stubWeight, .regular)
      #endif
      XCTAssert(
        applier.diagnostics.contains { $0.message.contains("no font named 'NoSuchFont-Bold'") },
        "\(applier.diagnostics)")
      // Removing the style gives the label its own font back.
      missing.livery.styleNames = []
      XCTAssert(missing.font === own)
      XCTAssertFalse(missing.adjustsFontForContentSizeCategory)
    }
  }

  #if canImport(LiveryUIKitChecked)  // UIKit runs the update handler at its next update; the stub at once
  func test_aConfiguredButtonGetsItsTitleColourPerStateThroughItsUpdateHandler() {
    MainActor.assumeIsolated {
      let window = UIWindow(frame: .zero)
      let button = UIButton(frame: .zero)
      button.configuration = .plain()
      let ownTitleColor = Self.rgba(button.titleColor(for: .normal))
      var appHandlerCalls = 0
      button.configurationUpdateHandler = { _ in appHandlerCalls += 1 }
      window.addSubview(button)
      let applier = ThemeApplier.install(
        ThemeStore(Self.theme("Button { font-color: #111111; font-color-highlighted: #ff0000; }")),
        in: window)
      XCTAssertEqual(Self.rgba(button.configuration?.baseForegroundColor), [17, 17, 17, 255])
      button.isHighlighted = true
      XCTAssertEqual(Self.rgba(button.configuration?.baseForegroundColor), [255, 0, 0, 255])
      button.isHighlighted = false
      XCTAssertEqual(Self.rgba(button.configuration?.baseForegroundColor), [17, 17, 17, 255])
      XCTAssert(appHandlerCalls >= 2, "the app's own handler still runs")
      // A theme without a title colour gives the button its own handler and colour back.
      applier.setTheme(Self.theme("Button { corner-radius: 4; }"))
      XCTAssertNil(button.configuration?.baseForegroundColor)
      let before = appHandlerCalls
      button.isHighlighted = true
      XCTAssertEqual(appHandlerCalls, before + 1)
      XCTAssertNil(button.configuration?.baseForegroundColor)
      // Per-state setters were left alone (UIKit ignores them for a configured button).
      XCTAssertEqual(Self.rgba(button.titleColor(for: .normal)), ownTitleColor)
    }
  }

  func test_aConfiguredButtonsTitleFontIsItsConfigurationsAfterTheAppsOwn() {
    MainActor.assumeIsolated {
      let window = UIWindow(frame: .zero)
      let button = UIButton(frame: .zero)
      button.configuration = .plain()
      // The app's own transformer (a font of its own), kept under the theme's and given back.
      let appFont = UIFont.systemFont(ofSize: 9, weight: .regular)
      button.configuration?.titleTextAttributesTransformer =
        UIConfigurationTextAttributesTransformer { incoming in
          var outgoing = incoming
          outgoing.font = appFont
          return outgoing
        }
      button.livery.styleNames = ["Pay"]
      window.addSubview(button)
      let applier = ThemeApplier.install(
        ThemeStore(Self.theme("Pay { font-name: Avenir-Heavy; font-size: 22; }")), in: window)
      @MainActor func titleFont() -> UIFont? {
        button.configuration?.titleTextAttributesTransformer?(AttributeContainer()).font
      }
      XCTAssertEqual(titleFont()?.fontName, "Avenir-Heavy")
      XCTAssertEqual(titleFont()?.pointSize, 22)
      applier.setTheme(Self.theme("Pay { corner-radius: 2; }"))
      XCTAssert(titleFont() === appFont)
    }
  }

  #if canImport(LiveryUIKitChecked)  // the stub window simulates the system's traits
  #endif

  func test_traitsBecomeTheEnvironment() {
    MainActor.assumeIsolated {
      let window = UIWindow(frame: .zero)
      window.simulateSystemTraits(
        UITraitCollection(traitsFrom: [
          UITraitCollection(userInterfaceStyle: .dark),
          UITraitCollection(preferredContentSizeCategory: .accessibilityLarge),
          UITraitCollection(horizontalSizeClass: .regular),
          UITraitCollection(layoutDirection: .rightToLeft),
          UITraitCollection(userInterfaceIdiom: .vision),
        ]))
      let environment = StyleEnvironment(traitsOf: window, in: Self.theme("View { alpha: 1; }"))
      XCTAssertEqual(environment.colorScheme, .dark)
      XCTAssertEqual(environment.dynamicTypeSize, .accessibility2)
      XCTAssertEqual(environment.horizontalSizeClass, .regular)
      XCTAssertEqual(environment.layoutDirection, .rightToLeft)
      XCTAssertEqual(environment.idiom, .pad)  // the theme names no vision look
    }
  }
  #endif

  func test_aViewsRecordLivesWithTheView() {
    MainActor.assumeIsolated {
      weak var freedRecord: StylingRecord?
      do {
        let view = UIView(frame: .zero)
        view.livery.styleNames = ["Card"]
        freedRecord = view.styling
        XCTAssert(view.styling === freedRecord)
        XCTAssertEqual(view.livery.styleNames, ["Card"])
      }
      // The runtime releases a view's associated objects when it is freed; the stub does at its
      // next call.
      _ = UIView(frame: .zero).styling
      XCTAssertNil(freedRecord, "the record outlived its view")
    }
  }
}

/// Stands in for one of UIKit's private views (its class name starts with `_`).
@MainActor
final class _UIBarBackgroundStandIn: UIView {}
#endif

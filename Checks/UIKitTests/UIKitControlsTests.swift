#if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
import Foundation
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

/// Bars, controls, cells, gradients and images against the stubs' documented semantics.
final class UIKitControlsTests: XCTestCase {
  typealias Theme = UIKitAdapterTests

  static let light = UITraitCollection(userInterfaceStyle: .light)
  static let dark = UITraitCollection(userInterfaceStyle: .dark)
  /// An attribute of the app's own.
  static let appKey = NSAttributedString.Key("appKey")

  static func rgba(_ color: Any?, in traits: UITraitCollection = light) -> [CGFloat] {
    Theme.rgba(color as? UIColor, in: traits)
  }

  #if canImport(LiveryUIKitChecked)  // the stub window simulates the system's traits
  func test_barsTakeTheThemeThroughCopiesOfTheirOwnAppearancesAndGetThemBack() {
    MainActor.assumeIsolated {
      let theme = Theme.theme(
        "Bar { bar-tint-color: #ff0000; font-color: #00ff00; title-vertical-offset: 4; }",
        dark: "Bar { bar-tint-color: #330000; }")
      let window = UIWindow(frame: .zero)
      let bar = UINavigationBar(frame: .zero)
      let own = UINavigationBarAppearance()
      own.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
      bar.standardAppearance = own
      bar.livery.styleNames = ["Bar"]
      window.addSubview(bar)
      let applier = ThemeApplier.install(ThemeStore(theme), in: window)
      // Standard, compact and scroll edge: the theme's colour, dynamic; the title attributes.
      for appearance in [bar.standardAppearance, bar.compactAppearance, bar.scrollEdgeAppearance] {
        XCTAssertEqual(Self.rgba(appearance?.backgroundColor), [255, 0, 0, 255])
        XCTAssertEqual(Self.rgba(appearance?.backgroundColor, in: Self.dark), [51, 0, 0, 255])
        XCTAssertEqual(
          Self.rgba(appearance?.titleTextAttributes[.foregroundColor]), [0, 255, 0, 255])
        XCTAssertEqual(appearance?.titlePositionAdjustment.vertical, 4)
      }
      // The bar holds copies: the app's object is not the bar's.
      own.backgroundColor = nil
      XCTAssertEqual(Self.rgba(bar.standardAppearance.backgroundColor), [255, 0, 0, 255])
      // A dark switch: the colours are dynamic, nothing is set again.
      let calls = applier.setterCallCount
      window.simulateSystemTraits(Self.dark)
      XCTAssertEqual(applier.setterCallCount, calls)
      // Removing the style gives the bar its own appearances back.
      bar.livery.styleNames = []
      XCTAssertEqual(Self.rgba(bar.standardAppearance.backgroundColor), [0, 0, 255, 255])
      XCTAssertNil(bar.compactAppearance)
      XCTAssertNil(bar.scrollEdgeAppearance)
    }
  }
  #endif

  #if canImport(LiveryUIKitChecked)  // the stub's images say what they were made from
  func test_aButtonsOwnPerStateValuesComeBackWhenTheThemeStops() {
    MainActor.assumeIsolated {
      UIImage.stubAssetNames = ["own", "pressed", "logo"]
      defer { UIImage.stubAssetNames = [] }
      let window = UIWindow(frame: .zero)
      let button = UIButton(frame: .zero)
      // The app's own: an image for normal, another for highlighted.
      button.setImage(UIImage(named: "own"), for: .normal)
      button.setImage(UIImage(named: "pressed"), for: .highlighted)
      button.livery.styleNames = ["Pay"]
      window.addSubview(button)
      let applier = ThemeApplier.install(
        ThemeStore(Theme.theme("Pay { font-color-highlighted: #ff0000; }")), in: window)
      applier.setTheme(Theme.theme("Pay { font-color: #00ff00; }"))
      XCTAssertEqual(Self.rgba(button.titleColor(for: .normal)), [0, 255, 0, 255])
      // The theme's highlighted colour is gone: the highlighted state falls back again.
      XCTAssertEqual(Self.rgba(button.titleColor(for: .highlighted)), [0, 255, 0, 255])
      // A theme image for the highlighted state, then none: the app's own images are back.
      applier.setTheme(Theme.theme("Pay { image-highlighted: logo; }"))
      XCTAssertEqual(button.image(for: .highlighted)?.stubOrigin, "asset:logo")
      XCTAssertEqual(button.image(for: .normal)?.stubOrigin, "asset:own")
      applier.setTheme(Theme.theme("Pay { corner-radius: 2; }"))
      XCTAssertEqual(button.image(for: .normal)?.stubOrigin, "asset:own")
      XCTAssertEqual(button.image(for: .highlighted)?.stubOrigin, "asset:pressed")
    }
  }

  func test_aBarsTwoColourGradientIsAPictureOfItPerScheme() {
    MainActor.assumeIsolated {
      let theme = Theme.theme(
        "Bar { background-color-top: #ff0000; background-color-bottom: #0000ff; }",
        dark: "Bar { background-color-top: #330000; background-color-bottom: #000033; }")
      let window = UIWindow(frame: .zero)
      let bar = UINavigationBar(frame: .zero)
      bar.livery.styleNames = ["Bar"]
      window.addSubview(bar)
      ThemeApplier.install(ThemeStore(theme), in: window)
      // Not a backdrop (the bar's own background would cover it): the appearances' image.
      XCTAssertFalse(bar.subviews.contains { $0 is LiveryBackdrop })
      let image = bar.standardAppearance.backgroundImage
      func firstFill(_ traits: UITraitCollection) -> [Double] {
        // "drawn:fill:r,g,b,a,fill:…": the first cell's colour.
        let origin = image?.resolved(for: traits).stubOrigin ?? ""
        let first = origin.dropFirst("drawn:fill:".count).split(separator: ",").prefix(4)
        return first.compactMap { Double($0) }.map { ($0 * 100).rounded() / 100 }
      }
      // The top cell is nearly the top colour, in each scheme's variant.
      XCTAssertEqual(firstFill(Self.light), [0.98, 0, 0.02, 1])
      XCTAssertEqual(firstFill(Self.dark), [0.2, 0, 0, 1])
      XCTAssertEqual(image?.size, CGSize(width: 32, height: 32))
    }
  }
  #endif

  func test_tabBarItemsTakeTitleColoursPerStateAndIconColours() {
    MainActor.assumeIsolated {
      let theme = Theme.theme(
        "Tabs { font-color: #111111; font-color-selected: #222222; selected-image-tint-color: #333333; font-size: 11; }"
      )
      let window = UIWindow(frame: .zero)
      let bar = UITabBar(frame: .zero)
      bar.livery.styleNames = ["Tabs"]
      window.addSubview(bar)
      ThemeApplier.install(ThemeStore(theme), in: window)
      for layout in [
        bar.standardAppearance.stackedLayoutAppearance,
        bar.standardAppearance.inlineLayoutAppearance,
        bar.scrollEdgeAppearance?.compactInlineLayoutAppearance,
      ] {
        XCTAssertEqual(
          Self.rgba(layout?.normal.titleTextAttributes[.foregroundColor]), [17, 17, 17, 255])
        XCTAssertEqual(
          Self.rgba(layout?.selected.titleTextAttributes[.foregroundColor]), [34, 34, 34, 255])
        XCTAssertEqual(Self.rgba(layout?.selected.iconColor), [51, 51, 51, 255])
        XCTAssertEqual((layout?.normal.titleTextAttributes[.font] as? UIFont)?.pointSize, 11)
      }
    }
  }

  func test_combinedStatesGetTheirOwnAttributesAndStaleOnesAreCleared() {
    MainActor.assumeIsolated {
      let window = UIWindow(frame: .zero)
      let control = UISegmentedControl(frame: .zero)
      control.livery.styleNames = ["Seg"]
      window.addSubview(control)
      let applier = ThemeApplier.install(
        ThemeStore(
          Theme.theme("Seg { font-color: #111111; font-color-selected-highlighted: #333333; }")),
        in: window)
      XCTAssertEqual(
        Self.rgba(control.titleTextAttributes(for: [.selected, .highlighted])?[.foregroundColor]),
        [51, 51, 51, 255])
      applier.setTheme(Theme.theme("Seg { font-color: #111111; }"))
      XCTAssertNil(control.titleTextAttributes(for: [.selected, .highlighted]))
    }
  }

  func test_aStateUIKitKeepsNoValueForIsReported() {
    MainActor.assumeIsolated {
      let window = UIWindow(frame: .zero)
      let bar = UITabBar(frame: .zero)
      bar.livery.styleNames = ["Tabs"]
      window.addSubview(bar)
      let applier = ThemeApplier.install(
        ThemeStore(
          Theme.theme("Tabs { font-color: #111111; font-color-highlighted: #ff0000; }")),
        in: window)
      XCTAssert(
        applier.diagnostics.contains {
          $0.message.contains("the value in highlighted is not shown")
            && $0.message.contains("normal and selected only")
        }, "\(applier.diagnostics)")
      XCTAssertEqual(
        Self.rgba(
          bar.standardAppearance.stackedLayoutAppearance.normal.titleTextAttributes[
            .foregroundColor]), [17, 17, 17, 255])
    }
  }

  #if canImport(LiveryUIKitChecked)  // the stub sends a touch's events
  func test_aControlsStateValuesShowWhileTheStateLasts() {
    MainActor.assumeIsolated {
      let theme = Theme.theme(
        "Pay { background-color: #0000ff; background-color-highlighted: #ff0000; border-width-disabled: 3; }"
      )
      let window = UIWindow(frame: .zero)
      let plain = UIButton(frame: .zero)
      let configured = UIButton(frame: .zero)
      configured.configuration = .plain()
      for button in [plain, configured] {
        button.livery.styleNames = ["Pay"]
        window.addSubview(button)
      }
      ThemeApplier.install(ThemeStore(theme), in: window)
      XCTAssertEqual(Self.rgba(plain.backgroundColor), [0, 0, 255, 255])
      // A touch highlights a plain button; its events bring the state's values.
      plain.isHighlighted = true
      plain.stubSend(.touchDown)
      XCTAssertEqual(Self.rgba(plain.backgroundColor), [255, 0, 0, 255])
      plain.isHighlighted = false
      plain.stubSend(.touchUpInside)
      XCTAssertEqual(Self.rgba(plain.backgroundColor), [0, 0, 255, 255])
      // A configured button says every state change through its update handler.
      configured.isHighlighted = true
      XCTAssertEqual(Self.rgba(configured.backgroundColor), [255, 0, 0, 255])
      configured.isHighlighted = false
      configured.isEnabled = false
      XCTAssertEqual(Self.rgba(configured.backgroundColor), [0, 0, 255, 255])
      XCTAssertEqual(configured.layer.borderWidth, 3)
      configured.isEnabled = true
      XCTAssertEqual(configured.layer.borderWidth, 0)
    }
  }

  func test_aTextFieldsEditingShowsItsEditingValues() {
    MainActor.assumeIsolated {
      let window = UIWindow(frame: .zero)
      let field = UITextField(frame: .zero)
      field.livery.styleNames = ["Field"]
      window.addSubview(field)
      // MAF names its states freely: an `Editing` visual state.
      let maf = """
        <styles><Style TargetType="TextBox" Key="Field"><Border BorderThickness="1"/>
        <VisualStates><VisualState Name="Editing"><Border BorderThickness="2"/></VisualState>
        </VisualStates></Style></styles>
        """
      let theme = ThemeLoader.read(
        [.memory(["Brand.xml": Array(maf.utf8)])], options: .init(includeDefaults: false)
      ).compile()
      XCTAssert(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
      ThemeApplier.install(ThemeStore(theme), in: window)
      XCTAssertEqual(field.layer.borderWidth, 1)
      field.isEditing = true
      field.stubSend(.editingDidBegin)
      XCTAssertEqual(field.layer.borderWidth, 2)
      field.isEditing = false
      field.stubSend(.editingDidEnd)
      XCTAssertEqual(field.layer.borderWidth, 1)
    }
  }

  func test_aCellsSelectionShowsItsSelectedValues() {
    MainActor.assumeIsolated {
      let window = UIWindow(frame: .zero)
      let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
      var appCalls = 0
      cell.configurationUpdateHandler = { _, _ in appCalls += 1 }
      cell.livery.styleNames = ["Row"]
      window.addSubview(cell)
      ThemeApplier.install(
        ThemeStore(Theme.theme("Row { font-color: #111111; font-color-selected: #ff0000; }")),
        in: window)
      XCTAssertEqual(Self.rgba(cell.textLabel?.textColor), [17, 17, 17, 255])
      cell.isSelected = true
      XCTAssertEqual(Self.rgba(cell.textLabel?.textColor), [255, 0, 0, 255])
      XCTAssertEqual(appCalls, 1, "the app's own handler still runs")
      cell.isSelected = false
      XCTAssertEqual(Self.rgba(cell.textLabel?.textColor), [17, 17, 17, 255])
    }
  }
  #endif

  func test_segmentedTitleAttributesArePerStateOverTheControlsOwn() {
    MainActor.assumeIsolated {
      let theme = Theme.theme(
        "Seg { font-color: #111111; font-color-selected: #222222; font-size: 20; }")
      let window = UIWindow(frame: .zero)
      let control = UISegmentedControl(frame: .zero)
      let ownFont = UIFont.systemFont(ofSize: 9, weight: .regular)
      control.setTitleTextAttributes([.font: ownFont, Self.appKey: 2], for: .normal)
      control.livery.styleNames = ["Seg"]
      window.addSubview(control)
      ThemeApplier.install(ThemeStore(theme), in: window)
      let normal = control.titleTextAttributes(for: .normal)
      XCTAssertEqual(Self.rgba(normal?[.foregroundColor]), [17, 17, 17, 255])
      XCTAssertEqual((normal?[.font] as? UIFont)?.pointSize, 20)
      XCTAssertEqual(normal?[Self.appKey] as? Int, 2, "the control's own attributes stay")
      XCTAssertEqual(
        Self.rgba(control.titleTextAttributes(for: .selected)?[.foregroundColor]),
        [34, 34, 34, 255])
      control.livery.styleNames = []
      XCTAssertEqual((control.titleTextAttributes(for: .normal)?[.font] as? UIFont)?.pointSize, 9)
      XCTAssertNil(control.titleTextAttributes(for: .normal)?[.foregroundColor])
      XCTAssertNil(control.titleTextAttributes(for: .selected))
    }
  }

  #if canImport(LiveryUIKitChecked)  // the stub window simulates the system's traits
  func test_aGradientIsDrawnBelowTheSubviewsAndFollowsTheSchemeByItself() {
    MainActor.assumeIsolated {
      let theme = Theme.theme(
        "Card { background-color-top: #ff0000; background-color-bottom: #0000ff; }",
        dark: "Card { background-color-top: #330000; background-color-bottom: #000033; }")
      let window = UIWindow(frame: .zero)
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      let content = UILabel(frame: .zero)
      card.addSubview(content)
      card.livery.styleNames = ["Card"]
      window.addSubview(card)
      let applier = ThemeApplier.install(ThemeStore(theme), in: window)
      let backdrop = card.subviews.first as? LiveryBackdrop
      XCTAssertNotNil(backdrop, "the gradient is below the card's own subviews")
      XCTAssert(card.subviews.last === content)
      XCTAssertEqual(backdrop?.frame.size, card.bounds.size)
      XCTAssertEqual(backdrop?.autoresizingMask, [.flexibleWidth, .flexibleHeight])
      XCTAssertFalse(backdrop?.isUserInteractionEnabled ?? true)
      let gradient = backdrop?.layer as? CAGradientLayer
      func colors() -> [[CGFloat]] {
        (gradient?.colors ?? []).map {
          (($0 as? CGColor)?.components ?? []).map { ($0 * 255).rounded() }
        }
      }
      XCTAssertEqual(colors(), [[255, 0, 0, 255], [0, 0, 255, 255]])
      // The backdrop is not styled as a view of the card's.
      XCTAssertFalse(card.styleChildren.contains { $0 === backdrop })
      // Dark: the backdrop resolves its colours from its own traits; no applier call.
      let calls = applier.setterCallCount
      window.simulateSystemTraits(Self.dark)
      XCTAssertEqual(colors(), [[51, 0, 0, 255], [0, 0, 51, 255]])
      XCTAssertEqual(applier.setterCallCount, calls)
      // No gradient any more: the backdrop goes.
      card.livery.styleNames = []
      XCTAssertFalse(card.subviews.contains { $0 is LiveryBackdrop })
    }
  }
  #endif

  func test_aLabelsGradientIsReportedNotDrawnOverItsText() {
    MainActor.assumeIsolated {
      let theme = Theme.theme(
        "Title { background-color-top: #ff0000; background-color-bottom: #0000ff; }")
      let window = UIWindow(frame: .zero)
      let label = UILabel(frame: .zero)
      label.livery.styleNames = ["Title"]
      window.addSubview(label)
      let applier = ThemeApplier.install(ThemeStore(theme), in: window)
      XCTAssert(label.subviews.isEmpty)
      XCTAssert(
        applier.diagnostics.contains { $0.message.contains("draws its content in its own layer") },
        "\(applier.diagnostics)")
    }
  }

  #if canImport(LiveryUIKitChecked)  // the stub's images say what they were made from
  func test_imagesComeFromTheSharedRulesThenTheAssetCatalog() {
    MainActor.assumeIsolated {
      UIImage.stubAssetNames = ["logo"]
      defer { UIImage.stubAssetNames = [] }
      let applier = ThemeApplier(
        theme: Theme.theme(""), appliers: .uiKit(), adaptiveAxes: .uiKit)
      let view = UIImageView(frame: .zero)
      applier.apply(to: view)
      view.livery.setOverride(.image, to: ImageSource.named("logo"))
      XCTAssertEqual(view.image?.stubOrigin, "asset:logo")
      view.livery.setOverride(.image, to: ImageSource(.url("https://example.com/x.png")))
      XCTAssertNil(view.image)
      XCTAssert(applier.diagnostics.contains { $0.message.contains("is not fetched") })
      view.livery.setOverride(.image, to: ImageSource.named("missing"))
      XCTAssert(
        applier.diagnostics.contains { $0.message.contains("nor in the app's asset catalog") })
      // An image the theme gives a size is drawn at that size.
      view.livery.setOverride(
        .image, to: ImageSource(.named("logo"), size: Size(width: 20, height: 10)))
      XCTAssertEqual(view.image?.size, CGSize(width: 20, height: 10))
      XCTAssertEqual(view.image?.stubOrigin, "drawn:asset:logo")
      view.livery.removeOverride(.image)
      XCTAssertNil(view.image)
    }
  }
  #endif

  #if canImport(LiveryUIKitChecked)  // the stub's images say what they were made from
  func test_nuiStateBackgroundColoursArePicturesOfTheColourPerState() {
    MainActor.assumeIsolated {
      // NUI: with `background-color-normal` beside `background-color`, the suffixed colours are
      // per-state background images of the colour.
      let theme = Theme.theme(
        "Pay { background-color: #00ff00; background-color-normal: #0000ff; background-color-highlighted: #ff0000; }",
        dark:
          "Pay { background-color: #003300; background-color-normal: #000033; background-color-highlighted: #330000; }"
      )
      let window = UIWindow(frame: .zero)
      let button = UIButton(frame: .zero)
      button.livery.styleNames = ["Pay"]
      window.addSubview(button)
      ThemeApplier.install(ThemeStore(theme), in: window)
      XCTAssertEqual(
        button.backgroundImage(for: .highlighted)?.stubOrigin, "drawn:fill:1.0,0.0,0.0,1.0")
      XCTAssertEqual(
        button.backgroundImage(for: .normal)?.stubOrigin, "drawn:fill:0.0,0.0,1.0,1.0")
      // A dark variant of each state's picture, in one image.
      XCTAssertEqual(
        button.backgroundImage(for: .highlighted)?.resolved(for: Self.dark).stubOrigin,
        "drawn:fill:0.2,0.0,0.0,1.0")
      XCTAssertEqual(Self.rgba(button.backgroundColor), [0, 255, 0, 255])
    }
  }
  #endif

  func test_aBarsButtonItemsAreInItsTree() {
    MainActor.assumeIsolated {
      let theme = Theme.theme("Save { font-color: #ff0000; font-color-disabled: #888888; }")
      let window = UIWindow(frame: .zero)
      let bar = UINavigationBar(frame: .zero)
      let item = UINavigationItem()
      let save = UIBarButtonItem()
      save.livery.styleNames = ["Save"]
      item.rightBarButtonItems = [save]
      bar.items = [item]
      window.addSubview(bar)
      ThemeApplier.install(ThemeStore(theme), in: window)
      XCTAssertEqual(
        Self.rgba(save.titleTextAttributes(for: .normal)?[.foregroundColor]), [255, 0, 0, 255])
      XCTAssertEqual(
        Self.rgba(save.titleTextAttributes(for: .disabled)?[.foregroundColor]),
        [136, 136, 136, 255])
    }
  }

  func test_cellsStyleTheirLabelsAndSelectedBackground() {
    MainActor.assumeIsolated {
      let applier = ThemeApplier(
        theme: Theme.theme(""), appliers: .uiKit(), adaptiveAxes: .uiKit)
      let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
      applier.apply(to: cell)
      cell.livery.setOverride(.textColor, to: RGBAColor(red: 1, green: 0, blue: 0))
      cell.livery.setOverride(.detailTextColor, to: RGBAColor(red: 0, green: 1, blue: 0))
      cell.livery.setOverride(.detailFontSize, to: 11)
      cell.livery.setOverride(.selectedBackground, to: RGBAColor(red: 0, green: 0, blue: 1))
      XCTAssertEqual(Self.rgba(cell.textLabel?.textColor), [255, 0, 0, 255])
      XCTAssertEqual(Self.rgba(cell.detailTextLabel?.textColor), [0, 255, 0, 255])
      XCTAssertEqual(cell.detailTextLabel?.font.pointSize, 11)
      let selected = (cell.selectedBackgroundView?.layer as? CAGradientLayer)?.colors?.first
      XCTAssertEqual((selected as? CGColor)?.components, [0, 0, 1, 1])
      #if canImport(LiveryUIKitChecked)  // a content configuration of the stub's
      // A cell with a content configuration has no labels to set: nothing is touched, and
      // that is said.
      let configured = UITableViewCell(style: .default, reuseIdentifier: nil)
      configured.contentConfiguration = StubConfiguration()
      applier.apply(to: configured)
      configured.livery.setOverride(.textColor, to: RGBAColor(red: 1, green: 0, blue: 0))
      XCTAssertEqual(Self.rgba(configured.textLabel?.textColor), [0, 0, 0, 255])
      XCTAssert(
        applier.diagnostics.contains { $0.message.contains("content configuration") },
        "\(applier.diagnostics)")
      #endif
    }
  }
}

#if canImport(LiveryUIKitChecked)
private struct StubConfiguration: UIContentConfiguration {}
#endif
#endif

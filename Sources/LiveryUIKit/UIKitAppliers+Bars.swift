// iOS and Mac Catalyst (tvOS has no UISlider, UISwitch, UIStepper or UIToolbar; visionOS delivers
// traits otherwise: neither is supported yet); the Apple surface check compiles it on Linux.
#if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
import Foundation
import LiveryAppleSupport
import LiveryCore
import LiveryRuntime
import UIKit

// Bars are styled through their appearance objects (iOS 13+), set on the bar instance — never the
// global `appearance()` proxy: standard, compact and scroll-edge appearances are each the bar's
// own (read before Livery first set them) with the theme's values laid over, so a bar at the top
// of a scroll view looks as the theme says too. UIKit copies an appearance when it is assigned.

extension UIKitAppliers {
  mutating func bars() {
    navigationBars()
    toolbars()
    tabBars()
    barButtonItems()
    searchBars()
  }

  /// The properties every bar shares, laid over an appearance: translucency first (configuring
  /// resets the background), then the background colour and shadow image.
  static func layBar(
    _ values: CompoundValues, over appearance: UIBarAppearance, images: ThemeImages,
    notices: inout [String]
  ) {
    switch values[.translucent, as: Bool.self] {
    case true?: appearance.configureWithDefaultBackground()
    case false?: appearance.configureWithOpaqueBackground()
    case nil: break
    }
    // The bar's colour: its tint, else its background colour (a View property, which the bar's
    // own background would hide on the view); a gradient as a picture of it.
    if let color = values[.barTintColor, as: Adaptive<RGBAColor>.self] {
      appearance.backgroundColor = UIColor(livery: color)
    } else if let paint = values[.backgroundColor, as: Adaptive<Paint>.self] {
      if let colors = paint.colors {
        appearance.backgroundColor = UIColor(livery: colors)
      } else {
        appearance.backgroundImage = UIImage.livery(paint: paint)
      }
    }
    // NSS's two-colour gradient: a picture of it over the colour (NUI drew a gradient image).
    if let gradient = values[.backgroundGradient, as: Adaptive<ColorGradient>.self] {
      appearance.backgroundImage = UIImage.livery(gradient)
    }
    if let image = image(values, .backgroundImage, images: images, notices: &notices) {
      appearance.backgroundImage = image
    }
    if let image = image(values, .shadowImage, images: images, notices: &notices) {
      appearance.shadowImage = image
    }
  }

  /// An image among compound values (one that differs by appearance shows its light one, with a
  /// notice: bar images are not dynamic).
  static func image(
    _ values: CompoundValues, _ property: PropertyName, images: ThemeImages,
    notices: inout [String]
  ) -> UIImage? {
    guard let source = values[property, as: Adaptive<ImageSource>.self] else { return nil }
    if !source.isFixed {
      notices.append("'\(property)' differs by colour scheme; the bar shows its light image")
    }
    do throws(ApplierNotice) {
      return try UIImage.livery(source.light, images: images)
    } catch {
      notices.append("'\(property)': \(error.message)")
      return nil
    }
  }

  /// Title text attributes from the theme's text colour, font and text shadow.
  static func titleAttributes(
    _ values: CompoundValues, color: Adaptive<RGBAColor>?, notices: inout [String]
  ) -> [NSAttributedString.Key: Any] {
    var attributes: [NSAttributedString.Key: Any] = [:]
    if let color { attributes[.foregroundColor] = UIColor(livery: color) }
    if let plan = AppleFontPlan(
      FontDescriptor(values, properties: [.fontName, .fontSize]), currentSize: 17)
    {
      let (font, missing) = UIFont.livery(plan)
      attributes[.font] = font
      if let missing {
        notices.append("no font named '\(missing)' is installed; the system font shows")
      }
    }
    let shadowColor = values[.textShadowColor, as: Adaptive<RGBAColor>.self]
    let shadowOffset = values[.textShadowOffset, as: Offset.self]
    if shadowColor != nil || shadowOffset != nil {
      let shadow = NSShadow()
      if let shadowColor { shadow.shadowColor = UIColor(livery: shadowColor) }
      if let shadowOffset {
        shadow.shadowOffset = CGSize(width: shadowOffset.horizontal, height: shadowOffset.vertical)
      }
      attributes[.shadow] = shadow
    }
    return attributes
  }

  /// A bar's style from a keyword: `barStyle`'s (`default`, `black`, `blackTranslucent`) or
  /// MAF's `iosStyle` (`UIBarStyleDefault`, `UIBarStyleBlack`, `UIBarStyleBlackTranslucent`);
  /// the bar's own style and translucency given back.
  mutating func barStyles<C: Styleable>(
    on type: C.Type, get: @escaping (C) -> (UIBarStyle, Bool),
    set: @escaping (C, UIBarStyle) -> Void, translucent: @escaping (C, Bool) -> Void
  ) {
    for property in [PropertyName.barStyle, .iosStyle] {
      registry.register(
        property, on: type, as: String.self, own: { OwnBarStyle(get($0)) },
        set: { bar, word throws(ApplierNotice) in
          let name = word.hasPrefix("UIBarStyle") ? String(word.dropFirst(10)) : word
          switch name.lowercased() {
          case "default": set(bar, .default)
          case "black": set(bar, .black)
          case "blacktranslucent":
            // Deprecated since iOS 7: a black bar, translucent.
            set(bar, .black)
            translucent(bar, true)
          default: throw ApplierNotice("'\(word)' is not a bar style UIKit knows")
          }
        },
        restore: { bar, own in
          set(bar, own.style)
          translucent(bar, own.isTranslucent)
        })
    }
  }

  // MARK: - Navigation bars and toolbars

  /// A bar's appearances by slot — standard, compact, scroll edge, compact scroll edge — each the
  /// bar's own with the theme laid over (`lay` adds what is the bar's kind's). A slot the bar
  /// leaves `nil` starts from its standard appearance, transparent at a scroll edge as UIKit
  /// draws it there. Removing the theme gives the bar its own four back, `nil`s included.
  mutating func barAppearances<Bar: UIView, Appearance: UIBarAppearance>(
    on type: Bar.Type, as appearanceType: Appearance.Type, properties: [PropertyName],
    read: @escaping (Bar) -> [Appearance?], write: @escaping (Bar, [Appearance?]) -> Void,
    lay: @escaping (Appearance, _ slot: Int, CompoundValues, inout [String]) -> Void = {
      _, _, _, _ in
    }
  ) {
    let images = self.images
    registry.registerCompound(
      [
        .barTintColor, .translucent, .shadowImage, .backgroundGradient, .backgroundColor,
        .backgroundImage,
      ] + properties, on: type, takesTables: true,
      apply: { bar, values throws(ApplierNotice) in
        let own = OwnBarAppearances.of(bar) { read(bar) }.appearances.map { $0 as? Appearance }
        var notices: [String] = []
        let laid = own.enumerated().map { slot, base -> Appearance? in
          guard let standard = own[0] else { return base }
          // swift-format-ignore: NeverForceUnwrap
          let appearance = (base ?? standard).copy() as! Appearance  // the same class
          if base == nil, slot >= 2 { appearance.configureWithTransparentBackground() }
          Self.layBar(values, over: appearance, images: images, notices: &notices)
          lay(appearance, slot, values, &notices)
          return appearance
        }
        write(bar, laid)
        if !notices.isEmpty { throw ApplierNotice(notices.joined(separator: "; ")) }
      },
      reset: { bar in
        guard let own = OwnBarAppearances.existing(bar) else { return }
        write(bar, own.appearances.map { $0 as? Appearance })
      })
  }

  mutating func navigationBars() {
    let images = self.images
    barAppearances(
      on: UINavigationBar.self, as: UINavigationBarAppearance.self,
      properties: [
        .textColor, .fontName, .fontSize, .textShadowColor, .textShadowOffset,
        .titleVerticalPositionAdjustment, .backgroundImageLandscapePhone,
      ],
      read: {
        [
          $0.standardAppearance, $0.compactAppearance, $0.scrollEdgeAppearance,
          $0.compactScrollEdgeAppearance,
        ]
      },
      write: { bar, appearances in
        if let standard = appearances[0] { bar.standardAppearance = standard }
        bar.compactAppearance = appearances[1]
        bar.scrollEdgeAppearance = appearances[2]
        bar.compactScrollEdgeAppearance = appearances[3]
      },
      lay: { appearance, slot, values, notices in
        let attributes = Self.titleAttributes(
          values, color: values[.textColor, as: Adaptive<RGBAColor>.self], notices: &notices)
        appearance.titleTextAttributes.merge(attributes) { $1 }
        if let shift = values[.titleVerticalPositionAdjustment, as: Double.self] {
          appearance.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: CGFloat(shift))
        }
        // The compact slots are the phone in landscape.
        if slot == 1 || slot == 3,
          let landscape = Self.image(
            values, .backgroundImageLandscapePhone, images: images, notices: &notices)
        {
          appearance.backgroundImage = landscape
        }
      })
    barStyles(
      on: UINavigationBar.self, get: { ($0.barStyle, $0.isTranslucent) },
      set: { $0.barStyle = $1 }, translucent: { $0.isTranslucent = $1 })
  }

  mutating func toolbars() {
    barAppearances(
      on: UIToolbar.self, as: UIToolbarAppearance.self, properties: [],
      read: {
        [
          $0.standardAppearance, $0.compactAppearance, $0.scrollEdgeAppearance,
          $0.compactScrollEdgeAppearance,
        ]
      },
      write: { bar, appearances in
        if let standard = appearances[0] { bar.standardAppearance = standard }
        bar.compactAppearance = appearances[1]
        bar.scrollEdgeAppearance = appearances[2]
        bar.compactScrollEdgeAppearance = appearances[3]
      })
    barStyles(
      on: UIToolbar.self, get: { ($0.barStyle, $0.isTranslucent) }, set: { $0.barStyle = $1 },
      translucent: { $0.isTranslucent = $1 })
  }

  // MARK: - Tab bars

  /// A tab bar's look has a per-state part (its items' title colour, normal and selected) and a
  /// plain part; both are kept with the bar and laid over its own appearances together.
  mutating func tabBars() {
    let images = images
    registry.registerCompound(
      [
        .barTintColor, .translucent, .shadowImage, .selectionIndicatorImage, .fontName, .fontSize,
        .selectedImageTintColor, .unselectedItemTintColor, .backgroundGradient, .backgroundColor,
        .backgroundImage,
      ], on: UITabBar.self, takesTables: true,
      apply: { bar, values throws(ApplierNotice) in
        let look = TabBarLook.of(bar)
        look.values = values
        try look.lay(on: bar, images: images)
      },
      reset: { bar in
        let look = TabBarLook.of(bar)
        look.values = nil
        try? look.lay(on: bar, images: images)
      })
    registry.registerStates(
      .textColor, on: UITabBar.self, as: Adaptive<RGBAColor>.self,
      set: { bar, table, _ throws(ApplierNotice) in
        let look = TabBarLook.of(bar)
        look.titleColors = table
        try? look.lay(on: bar, images: images)
        // A tab bar item's title has a normal and a selected colour only.
        try Self.report(
          unshowable: table.entries.map(\.states).filter { $0 != [.selected] },
          keeps: "normal and selected")
      },
      reset: { bar in
        let look = TabBarLook.of(bar)
        look.titleColors = nil
        try? look.lay(on: bar, images: images)
      })
    barStyles(
      on: UITabBar.self, get: { ($0.barStyle, $0.isTranslucent) }, set: { $0.barStyle = $1 },
      translucent: { $0.isTranslucent = $1 })
    notShown(
      [.indicatorImage], on: UITabBar.self,
      because: "a UIKit tab bar has one indicator image: selectionIndicatorImage")
  }

  // MARK: - Bar button items

  mutating func barButtonItems() {
    titleAttributes(
      on: UIBarButtonItem.self, get: { $0.titleTextAttributes(for: $1) },
      set: { $0.setTitleTextAttributes($1, for: $2) })
    color(.tintColor, on: UIBarButtonItem.self, get: { $0.tintColor }, set: { $0.tintColor = $1 })
    // Its background: an image per state, or one of the colour (a picture of it, as NUI drew
    // a bar button's background colour; set again when the colour scheme changes).
    let images = images
    registry.registerCompound(
      [.backgroundImage, .backgroundColor], on: UIBarButtonItem.self,
      apply: { item, values throws(ApplierNotice) in
        var image: UIImage?
        var notice: ApplierNotice?
        if let source = values[.backgroundImage, as: ImageSource.self] {
          do throws(ApplierNotice) {
            image = try UIImage.livery(source, images: images)
          } catch {
            notice = error
          }
        } else if let paint = values[.backgroundColor, as: Paint.self] {
          if case .color(let color) = paint {
            image = UIImage.livery(solid: color)
          } else {
            notice = ApplierNotice(
              "not shown: a bar button item's background is an image or a colour, not a gradient")
          }
        }
        item.setBackgroundImage(image, for: .normal, barMetrics: .default)
        if let notice { throw notice }
      },
      reset: { $0.setBackgroundImage(nil, for: .normal, barMetrics: .default) })
    notShown(
      [.borderColor, .borderWidth, .cornerRadius], on: UIBarButtonItem.self,
      because: "a bar button item is no view: its shape is its background image")
    registry.register(
      .iosStyle, on: UIBarButtonItem.self, as: String.self, own: { $0.style },
      set: { item, word throws(ApplierNotice) in
        let name = word.hasPrefix("UIBarButtonItemStyle") ? String(word.dropFirst(20)) : word
        switch name.lowercased() {
        case "plain": item.style = .plain
        case "done": item.style = .done
        case "bordered":
          item.style = .plain
          throw ApplierNotice("the bordered style is deprecated since iOS 8 and shown as plain")
        default: throw ApplierNotice("'\(word)' is not a bar button item style UIKit knows")
        }
      },
      restore: { $0.style = $1 })
  }

  /// Title text attributes per control state (bar button items, segmented controls): the text
  /// colour per state, the font and text shadow in every state, over the component's own.
  mutating func titleAttributes<C: Styleable>(
    on type: C.Type,
    get: @escaping (C, UIControl.State) -> [NSAttributedString.Key: Any]?,
    set: @escaping (C, [NSAttributedString.Key: Any]?, UIControl.State) -> Void
  ) {
    registry.registerStates(
      .textColor, on: type, as: Adaptive<RGBAColor>.self,
      set: { component, table, _ throws(ApplierNotice) in
        let look = TitleAttributesLook.of(component, get: get)
        look.colors = table
        look.lay(on: component, set: set)
        try Self.report(unshowable: ControlStatePlan(table, previous: nil).unshowable)
      },
      reset: { component in
        let look = TitleAttributesLook.of(component, get: get)
        look.colors = nil
        look.lay(on: component, set: set)
      })
    registry.registerCompound(
      [.fontName, .fontSize, .textShadowColor, .textShadowOffset], on: type, takesTables: true,
      apply: { component, values throws(ApplierNotice) in
        let look = TitleAttributesLook.of(component, get: get)
        var notices: [String] = []
        look.common = Self.titleAttributes(values, color: nil, notices: &notices)
        look.lay(on: component, set: set)
        if !notices.isEmpty { throw ApplierNotice(notices.joined(separator: "; ")) }
      },
      reset: { component in
        let look = TitleAttributesLook.of(component, get: get)
        look.common = [:]
        look.lay(on: component, set: set)
      })
  }

  // MARK: - Search bars

  mutating func searchBars() {
    color(
      .barTintColor, on: UISearchBar.self, get: { $0.barTintColor }, set: { $0.barTintColor = $1 })
    barStyles(
      on: UISearchBar.self, get: { ($0.barStyle, $0.isTranslucent) }, set: { $0.barStyle = $1 },
      translucent: { $0.isTranslucent = $1 })
    registry.register(
      .translucent, on: UISearchBar.self, as: Bool.self, own: { $0.isTranslucent },
      set: { $0.isTranslucent = $1 }, restore: { $0.isTranslucent = $1 })
    color(
      .textColor, on: UISearchBar.self, get: { $0.searchTextField.textColor },
      set: { $0.searchTextField.textColor = $1 })
    fonts(on: UISearchBar.self, properties: [.fontName, .fontSize]) {
      .textField($0.searchTextField)
    }
    stateImages(
      .searchFieldBackgroundImage, on: UISearchBar.self,
      get: { $0.searchFieldBackgroundImage(for: $1) },
      set: { $0.setSearchFieldBackgroundImage($1, for: $2) })
    // The scope bar's background: an image, or one of the colour (a picture of it, set again
    // when the colour scheme changes).
    let images = images
    registry.registerCompound(
      [.scopeBarBackgroundImage, .scopeBackground], on: UISearchBar.self,
      apply: { bar, values throws(ApplierNotice) in
        let own = OwnImage.of(bar) { $0.scopeBarBackgroundImage }
        if let source = values[.scopeBarBackgroundImage, as: ImageSource.self] {
          bar.scopeBarBackgroundImage = try UIImage.livery(source, images: images)
        } else if let paint = values[.scopeBackground, as: Paint.self] {
          guard case .color(let color) = paint else {
            bar.scopeBarBackgroundImage = own.image
            throw ApplierNotice(
              "not shown: a search bar's scope background is an image or a colour, not a gradient")
          }
          bar.scopeBarBackgroundImage = UIImage.livery(solid: color)
        } else {
          bar.scopeBarBackgroundImage = own.image
        }
      },
      reset: { bar in
        bar.scopeBarBackgroundImage = OwnImage.of(bar) { $0.scopeBarBackgroundImage }.image
      })
    // The bar's background (a View property, which the bar's own background would hide on the
    // view): its background image, or a picture of its colour or gradient.
    registry.registerCompound(
      [.backgroundImage, .backgroundColor], on: UISearchBar.self, takesTables: true,
      apply: { bar, values throws(ApplierNotice) in
        let own = OwnImage.of(bar) { $0.backgroundImage }
        var notices: [String] = []
        if let image = Self.image(values, .backgroundImage, images: images, notices: &notices) {
          bar.backgroundImage = image
        } else if let paint = values[.backgroundColor, as: Adaptive<Paint>.self] {
          bar.backgroundImage = UIImage.livery(paint: paint)
        } else {
          bar.backgroundImage = own.image
        }
        if !notices.isEmpty { throw ApplierNotice(notices.joined(separator: "; ")) }
      },
      reset: { bar in bar.backgroundImage = OwnImage.of(bar) { $0.backgroundImage }.image })
    registry.registerPart(.searchField, on: UISearchBar.self) { $0.searchTextField }
    notShown(
      [.scopeBar], on: UISearchBar.self,
      because: "UIKit's scope bar is private: scopeBarBackgroundImage and scopeBackground style it")
    notShown(
      [.shadowImage], on: UISearchBar.self, because: "a search bar has no shadow image")
  }
}

/// A bar's own style and translucency.
struct OwnBarStyle: Sendable {
  let style: UIBarStyle
  let isTranslucent: Bool

  init(_ own: (UIBarStyle, Bool)) {
    style = own.0
    isTranslucent = own.1
  }
}

/// A bar's own appearances (standard, compact, scroll edge…), read before Livery first set them.
@MainActor
final class OwnBarAppearances {
  let appearances: [UIBarAppearance?]

  private init(_ appearances: [UIBarAppearance?]) {
    self.appearances = appearances.map { $0?.copy() as? UIBarAppearance }
  }

  static func of(_ bar: UIView, read: () -> [UIBarAppearance?]) -> OwnBarAppearances {
    kept.value(of: bar) { OwnBarAppearances(read()) }
  }

  static func existing(_ bar: UIView) -> OwnBarAppearances? { kept.value(of: bar) }

  private static let kept = Associated<OwnBarAppearances>()
}

/// A view's own image, read before Livery first set one.
@MainActor
final class OwnImage {
  let image: UIImage?

  private init(_ image: UIImage?) { self.image = image }

  static func of<V: UIView>(_ view: V, read: (V) -> UIImage?) -> OwnImage {
    kept.value(of: view) { OwnImage(read(view)) }
  }

  private static let kept = Associated<OwnImage>()
}

/// A tab bar's look: the theme's plain values and its items' title colours, laid over the bar's
/// own appearances.
@MainActor
final class TabBarLook {
  var values: CompoundValues?
  var titleColors: StateTable<Adaptive<RGBAColor>>?
  let own: [UITabBarAppearance?]

  private init(_ bar: UITabBar) {
    own = [bar.standardAppearance, bar.scrollEdgeAppearance].map {
      $0?.copy() as? UITabBarAppearance
    }
  }

  static func of(_ bar: UITabBar) -> TabBarLook { kept.value(of: bar) { TabBarLook(bar) } }

  func lay(on bar: UITabBar, images: ThemeImages) throws(ApplierNotice) {
    // Nothing of the theme's left: the bar's own appearances back, a nil scroll edge included.
    guard values != nil || titleColors != nil else {
      if let standard = own[0] { bar.standardAppearance = standard }
      bar.scrollEdgeAppearance = own[1]
      return
    }
    var notices: [String] = []
    func laid(_ base: UITabBarAppearance?, scrollEdge: Bool) -> UITabBarAppearance? {
      guard let start = base ?? own[0] else { return nil }
      // swift-format-ignore: NeverForceUnwrap
      let appearance = start.copy() as! UITabBarAppearance  // same class
      // A scroll edge the bar leaves nil is transparent, as UIKit draws it.
      if base == nil, scrollEdge { appearance.configureWithTransparentBackground() }
      var normal: [NSAttributedString.Key: Any] = [:]
      var selected: [NSAttributedString.Key: Any] = [:]
      if let values {
        UIKitAppliers.layBar(values, over: appearance, images: images, notices: &notices)
        if let image = UIKitAppliers.image(
          values, .selectionIndicatorImage, images: images, notices: &notices)
        {
          appearance.selectionIndicatorImage = image
        }
        let font = UIKitAppliers.titleAttributes(values, color: nil, notices: &notices)
        normal.merge(font) { $1 }
        selected.merge(font) { $1 }
      }
      if let color = titleColors?.normal { normal[.foregroundColor] = UIColor(livery: color) }
      if let color = titleColors?.value(for: [.selected]) {
        selected[.foregroundColor] = UIColor(livery: color)
      }
      let selectedIcon = values?[.selectedImageTintColor, as: Adaptive<RGBAColor>.self]
      let normalIcon = values?[.unselectedItemTintColor, as: Adaptive<RGBAColor>.self]
      for layout in [
        appearance.stackedLayoutAppearance, appearance.inlineLayoutAppearance,
        appearance.compactInlineLayoutAppearance,
      ] {
        layout.normal.titleTextAttributes.merge(normal) { $1 }
        layout.selected.titleTextAttributes.merge(selected) { $1 }
        if let selectedIcon { layout.selected.iconColor = UIColor(livery: selectedIcon) }
        if let normalIcon { layout.normal.iconColor = UIColor(livery: normalIcon) }
      }
      return appearance
    }
    if let standard = laid(own[0], scrollEdge: false) { bar.standardAppearance = standard }
    bar.scrollEdgeAppearance = laid(own[1], scrollEdge: true)
    if !notices.isEmpty { throw ApplierNotice(notices.joined(separator: "; ")) }
  }

  private static let kept = Associated<TabBarLook>()
}

/// Title text attributes per state (bar button items, segmented controls): the component's own,
/// read before Livery first set any, with the theme's colour per state and font and shadow in
/// every state laid over.
@MainActor
final class TitleAttributesLook {
  /// The states UIKit keeps title attributes for.
  static let states: [UIControl.State] = [.normal, .highlighted, .disabled, .selected, .focused]
  let own: [[NSAttributedString.Key: Any]?]
  var colors: StateTable<Adaptive<RGBAColor>>?
  var common: [NSAttributedString.Key: Any] = [:]

  private init(_ own: [[NSAttributedString.Key: Any]?]) { self.own = own }

  static func of<C>(
    _ component: C, get: (C, UIControl.State) -> [NSAttributedString.Key: Any]?
  ) -> TitleAttributesLook where C: AnyObject {
    kept.value(of: component) { TitleAttributesLook(states.map { get(component, $0) }) }
  }

  /// The states the last lay wrote attributes for.
  private var written: [UIControl.State] = []

  /// Writes the normal state's attributes, and those of every state the component had its own
  /// for or the theme's colours declare — no others, so UIKit's own look for the rest (a
  /// disabled item's dimming) stays, falling back to the normal state's font and colour.
  func lay<C>(on component: C, set: (C, [NSAttributedString.Key: Any]?, UIControl.State) -> Void) {
    var states: [UIControl.State] = [.normal]
    for (index, state) in Self.states.enumerated() where index > 0 && own[index] != nil {
      states.append(state)
    }
    for entry in colors?.entries ?? [] {
      guard let bits = ControlStateBits(entry.states) else { continue }
      let state = UIControl.State(rawValue: bits.rawValue)
      if !states.contains(state) { states.append(state) }
    }
    for stale in written where !states.contains(stale) { set(component, nil, stale) }
    written = states
    for state in states {
      let own = Self.states.firstIndex(of: state).flatMap { self.own[$0] }
      var attributes = own ?? [:]
      attributes.merge(common) { $1 }
      let names = ControlStateBits(rawValue: state.rawValue).states
      let color =
        state == .normal
        ? colors?.normal : colors?.entries.last { Set($0.states) == names }?.value
      if let color { attributes[.foregroundColor] = UIColor(livery: color) }
      let untouched = own == nil && common.isEmpty && color == nil
      set(component, untouched ? nil : attributes, state)
    }
  }

  private static let kept = Associated<TitleAttributesLook>()
}
#endif

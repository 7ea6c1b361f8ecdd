public import LiveryCore

/// What the Apple adapters read from the platform's traits (UIKit's `UITraitCollection`,
/// SwiftUI's environment), in platform-free terms, and the style environment they give
/// (apple-adapters.md §3, "Environment from traits"). The adapters translate the platform's enums
/// into these; everything after that is decided here, and tested on Linux.
///
/// ```swift
/// var traits = AppleTraits()
/// traits.userInterfaceStyle = .dark                   // from traitCollection.userInterfaceStyle
/// traits.idiom = .vision
/// let environment = traits.environment(over: .default, themeIdioms: ["phone", "pad"])
/// // colorScheme=dark idiom=pad (the theme says nothing for vision: the pad's look)
/// ```
public struct AppleTraits: Hashable, Sendable {
  /// Light, dark or not yet known (`unspecified` keeps the environment's scheme).
  public enum InterfaceStyle: Hashable, Sendable {
    case unspecified, light, dark
  }

  /// Normal or increased contrast (UIKit's `accessibilityContrast`, SwiftUI's
  /// `colorSchemeContrast`).
  public enum Contrast: Hashable, Sendable {
    case unspecified, normal, high
  }

  /// The kind of device (UIKit's `UIUserInterfaceIdiom`).
  public enum Idiom: Hashable, Sendable {
    case unspecified, phone, pad, tv, carPlay, mac, vision, watch
  }

  public var userInterfaceStyle = InterfaceStyle.unspecified
  public var contrast = Contrast.unspecified
  /// The content size category as Livery names it; `nil` when unspecified.
  public var dynamicTypeSize: StyleEnvironment.DynamicTypeSize?
  public var horizontalSizeClass: StyleEnvironment.SizeClass?
  public var verticalSizeClass: StyleEnvironment.SizeClass?
  public var layoutDirection: StyleEnvironment.LayoutDirection?
  public var idiom = Idiom.unspecified

  public init() {}

  /// The environment these traits describe, over `base` (what the app set on the applier: a
  /// platform, a locale, an orientation): each trait the platform specified replaces its axis;
  /// an unspecified one leaves `base`'s value.
  ///
  /// - Parameter themeIdioms: The idioms the theme has values for (`CompiledTheme.environmentValues`):
  ///   Vision Pro and Mac (Catalyst, "Designed for iPad") show the pad's look when the theme says
  ///   nothing for them, CarPlay the phone's.
  public func environment(over base: StyleEnvironment, themeIdioms: Set<String> = [])
    -> StyleEnvironment
  {
    var environment = base
    switch userInterfaceStyle {
    case .unspecified: break
    case .light: environment.colorScheme = .light
    case .dark: environment.colorScheme = .dark
    }
    switch contrast {
    case .unspecified: break
    case .normal: environment.contrast = .normal
    case .high: environment.contrast = .high
    }
    if let dynamicTypeSize { environment.dynamicTypeSize = dynamicTypeSize }
    if let horizontalSizeClass { environment.horizontalSizeClass = horizontalSizeClass }
    if let verticalSizeClass { environment.verticalSizeClass = verticalSizeClass }
    if let layoutDirection { environment.layoutDirection = layoutDirection }
    if let idiom = Self.idiom(for: idiom, themeIdioms: themeIdioms) { environment.idiom = idiom }
    return environment
  }

  /// The appearance a dynamic colour is resolved for: dark when the style is dark, increased
  /// contrast when the contrast is high (unspecified traits resolve as light, normal contrast,
  /// as UIKit resolves them).
  public var appearance: Appearance {
    Appearance(isDark: userInterfaceStyle == .dark, isHighContrast: contrast == .high)
  }

  /// The idiom Livery styles for: the device's own when the theme names it, else the closest one
  /// (vision and mac → pad, carPlay → phone); `nil` when unspecified.
  static func idiom(for idiom: Idiom, themeIdioms: Set<String>) -> StyleEnvironment.Idiom? {
    let own: StyleEnvironment.Idiom
    let fallback: StyleEnvironment.Idiom?
    switch idiom {
    case .unspecified: return nil
    case .phone: return .phone
    case .pad: return .pad
    case .tv: return .tv
    case .watch: return .watch
    case .mac: (own, fallback) = (.mac, .pad)
    case .vision: (own, fallback) = (StyleEnvironment.Idiom("vision"), .pad)
    case .carPlay: (own, fallback) = (StyleEnvironment.Idiom("carPlay"), .phone)
    }
    guard let fallback, !themeIdioms.contains(where: { $0.lowercased() == own.rawValue }) else {
      return own
    }
    return fallback
  }
}

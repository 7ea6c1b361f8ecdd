/// A value per appearance — light, dark, and each with increased contrast — for the axes a
/// platform resolves by itself (apple-adapters.md §2.1): HTML turns a colour table into CSS
/// `light-dark()` (tested on Linux); the planned UIKit and SwiftUI adapters are to turn it into a
/// dynamic `UIColor` or an environment-resolved `Color` (not written yet; nothing has run on an
/// Apple platform).
///
/// An entry is `nil` where the style does not set the property in that appearance; a
/// high-contrast entry that is `nil` falls back to the same scheme's.
public struct AppearanceTable: Hashable, Sendable {
  public var light: Value?
  public var dark: Value?
  public var lightHighContrast: Value?
  public var darkHighContrast: Value?

  public init(
    light: Value?, dark: Value?, lightHighContrast: Value? = nil, darkHighContrast: Value? = nil
  ) {
    self.light = light
    self.dark = dark
    self.lightHighContrast = lightHighContrast
    self.darkHighContrast = darkHighContrast
  }

  /// The value in an appearance (a high-contrast one falls back to its scheme's).
  public func value(in appearance: Appearance) -> Value? {
    switch (appearance.isDark, appearance.isHighContrast) {
    case (false, false): return light
    case (true, false): return dark
    case (false, true): return lightHighContrast ?? light
    case (true, true): return darkHighContrast ?? dark
    }
  }
}

/// One of the four appearances a table covers.
public struct Appearance: Hashable, Sendable {
  public var isDark: Bool
  public var isHighContrast: Bool

  public init(isDark: Bool = false, isHighContrast: Bool = false) {
    self.isDark = isDark
    self.isHighContrast = isHighContrast
  }

  public static let light = Appearance()
  public static let dark = Appearance(isDark: true)

  /// The appearance an environment asks for: dark when `colorScheme=dark`, high contrast when
  /// `contrast=high`.
  public init(_ environment: StyleEnvironment) {
    self.init(
      isDark: environment.colorScheme == .dark, isHighContrast: environment.contrast == .high)
  }
}

/// The environment axes an adapter leaves to its platform, which switches them without Livery
/// re-applying anything (a colour-scheme switch costs no setter call for adaptive colours).
public struct AdaptiveAxes: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Light and dark (HTML's `light-dark()`, UIKit's dynamic colours).
  public static let colorScheme = AdaptiveAxes(rawValue: 1)
  /// Normal and increased contrast (UIKit and SwiftUI resolve it with the colour).
  public static let contrast = AdaptiveAxes(rawValue: 2)
}

/// A typed value that may differ by appearance, for appliers that hand the platform every
/// appearance at once (`register(.textColor, on: …, as: Adaptive<RGBAColor>.self, …)`): fixed when
/// the style gives one value everywhere, else one per appearance.
///
/// ```swift
/// let tint = Adaptive<RGBAColor>(styleValue: style.value(of: .tintColor)!)
/// tint?.value(in: .dark)
/// ```
public struct Adaptive<T: StyleValueConvertible & Equatable>: StyleValueConvertible, Equatable {
  public let light: T
  public let dark: T
  public let lightHighContrast: T
  public let darkHighContrast: T

  /// One value in every appearance.
  public init(_ value: T) {
    light = value
    dark = value
    lightHighContrast = value
    darkHighContrast = value
  }

  public init(light: T, dark: T, lightHighContrast: T? = nil, darkHighContrast: T? = nil) {
    self.light = light
    self.dark = dark
    self.lightHighContrast = lightHighContrast ?? light
    self.darkHighContrast = darkHighContrast ?? dark
  }

  /// Whether it is the same in every appearance.
  public var isFixed: Bool {
    light == dark && light == lightHighContrast && light == darkHighContrast
  }

  /// Whether only the colour scheme changes it (increased contrast changes nothing).
  public var variesByContrast: Bool { light != lightHighContrast || dark != darkHighContrast }

  public func value(in appearance: Appearance) -> T {
    switch (appearance.isDark, appearance.isHighContrast) {
    case (false, false): return light
    case (true, false): return dark
    case (false, true): return lightHighContrast
    case (true, true): return darkHighContrast
    }
  }

  /// A plain value is fixed; a table converts when every appearance it covers has a `T` (a table
  /// with an appearance the style leaves unset is no `Adaptive`: the runtime applies it per
  /// appearance instead).
  public init?(styleValue: Value) {
    guard case .adaptive(let table) = styleValue else {
      guard let value = T(styleValue: styleValue) else { return nil }
      self.init(value)
      return
    }
    guard let light = table.light.flatMap(T.init(styleValue:)),
      let dark = table.dark.flatMap(T.init(styleValue:))
    else { return nil }
    let lightHigh = table.lightHighContrast.map(T.init(styleValue:))
    let darkHigh = table.darkHighContrast.map(T.init(styleValue:))
    // Present but of another kind: not a `T`.
    if lightHigh == .some(nil) || darkHigh == .some(nil) { return nil }
    self.init(
      light: light, dark: dark, lightHighContrast: lightHigh ?? nil,
      darkHighContrast: darkHigh ?? nil)
  }

  public var styleValue: Value {
    isFixed
      ? light.styleValue
      : .adaptive(
        AppearanceTable(
          light: light.styleValue, dark: dark.styleValue,
          lightHighContrast: lightHighContrast.styleValue,
          darkHighContrast: darkHighContrast.styleValue))
  }
}

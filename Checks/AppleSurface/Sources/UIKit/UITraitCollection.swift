// A stub of UIKit's trait collection: only what LiveryUIKit calls, transcribed from Apple's
// documentation (the page is named above each declaration, with the availability it gives).
// Built only by Scripts/check-apple-surface.sh on Linux; never shipped, never linked by an app.
// Enums have Apple's raw values; the module is built with library evolution, so a switch over
// them needs `@unknown default`, as with the SDK's.

@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle — iOS 12.0+
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast — iOS 13.0+
public enum UIAccessibilityContrast: Int, Sendable {
  case unspecified = -1
  case normal = 0
  case high = 1
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass — iOS 8.0+
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

/// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection — iOS 10.0+
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom — iOS 3.2+
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  /// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/tv — iOS 9.0+
  case tv = 2
  /// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/carplay — iOS 9.0+
  case carPlay = 3
  /// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/mac — iOS 14.0+
  case mac = 5
  /// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/vision — iOS 17.0+
  case vision = 6
}

/// https://developer.apple.com/documentation/uikit/uicontentsizecategory — iOS 7.0+
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/unspecified — iOS 10.0+
  public static let unspecified = UIContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extrasmall — iOS 7.0+
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/small — iOS 7.0+
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/medium — iOS 7.0+
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/large — iOS 7.0+
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extralarge — iOS 7.0+
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextralarge — iOS 7.0+
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextraextralarge — iOS 7.0+
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitymedium — iOS 7.0+
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitylarge — iOS 7.0+
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextralarge — iOS 7.0+
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextralarge — iOS 7.0+
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextraextralarge — iOS 7.0+
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection — iOS 8.0+
/// (Immutable and thread-safe, as Apple documents; Sendable in the SDK.)
public final class UITraitCollection: NSObject, Sendable {
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle — iOS 12.0+
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast — iOS 13.0+
  public let accessibilityContrast: UIAccessibilityContrast
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory — iOS 10.0+
  public let preferredContentSizeCategory: UIContentSizeCategory
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass — iOS 8.0+
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/verticalsizeclass — iOS 8.0+
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection — iOS 10.0+
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfaceidiom — iOS 8.0+
  public let userInterfaceIdiom: UIUserInterfaceIdiom

  init(
    style: UIUserInterfaceStyle = .unspecified, contrast: UIAccessibilityContrast = .unspecified,
    size: UIContentSizeCategory = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
    vertical: UIUserInterfaceSizeClass = .unspecified,
    direction: UITraitEnvironmentLayoutDirection = .unspecified,
    idiom: UIUserInterfaceIdiom = .unspecified
  ) {
    userInterfaceStyle = style
    accessibilityContrast = contrast
    preferredContentSizeCategory = size
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
    layoutDirection = direction
    userInterfaceIdiom = idiom
  }

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init() — iOS 8.0+
  /// (Every trait unspecified.)
  public override convenience init() { self.init(style: .unspecified) }

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:) — iOS 12.0+
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(style: userInterfaceStyle)
  }

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(accessibilitycontrast:) — iOS 13.0+
  public convenience init(accessibilityContrast: UIAccessibilityContrast) {
    self.init(contrast: accessibilityContrast)
  }

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:) — iOS 10.0+
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(size: preferredContentSizeCategory)
  }

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(horizontalsizeclass:) — iOS 8.0+
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontal: horizontalSizeClass)
  }

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(verticalsizeclass:) — iOS 8.0+
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(vertical: verticalSizeClass)
  }

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(layoutdirection:) — iOS 10.0+
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(direction: layoutDirection)
  }

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfaceidiom:) — iOS 8.0+
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(idiom: userInterfaceIdiom)
  }

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(traitsfrom:) — iOS 8.0+
  /// (Later collections' specified traits win.)
  public convenience init(traitsFrom traits: [UITraitCollection]) {
    func last<T: Equatable>(_ value: (UITraitCollection) -> T, unless unspecified: T) -> T {
      traits.map(value).last { $0 != unspecified } ?? unspecified
    }
    self.init(
      style: last(\.userInterfaceStyle, unless: .unspecified),
      contrast: last(\.accessibilityContrast, unless: .unspecified),
      size: last(\.preferredContentSizeCategory, unless: .unspecified),
      horizontal: last(\.horizontalSizeClass, unless: .unspecified),
      vertical: last(\.verticalSizeClass, unless: .unspecified),
      direction: last(\.layoutDirection, unless: .unspecified),
      idiom: last(\.userInterfaceIdiom, unless: .unspecified))
  }
}

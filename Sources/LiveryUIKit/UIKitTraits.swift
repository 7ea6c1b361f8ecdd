// iOS and Mac Catalyst (tvOS has no UISlider, UISwitch, UIStepper or UIToolbar; visionOS delivers
// traits otherwise: neither is supported yet); the Apple surface check compiles it on Linux.
#if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
import LiveryAppleSupport
import LiveryCore
import UIKit

extension AppleTraits {
  /// The traits Livery reads from a trait collection (apple-adapters.md §3).
  init(_ traits: UITraitCollection) {
    self.init()
    switch traits.userInterfaceStyle {
    case .light: userInterfaceStyle = .light
    case .dark: userInterfaceStyle = .dark
    case .unspecified: userInterfaceStyle = .unspecified
    @unknown default: userInterfaceStyle = .unspecified
    }
    switch traits.accessibilityContrast {
    case .normal: contrast = .normal
    case .high: contrast = .high
    case .unspecified: contrast = .unspecified
    @unknown default: contrast = .unspecified
    }
    dynamicTypeSize = Self.dynamicTypeSizes[traits.preferredContentSizeCategory]
    horizontalSizeClass = Self.sizeClass(traits.horizontalSizeClass)
    verticalSizeClass = Self.sizeClass(traits.verticalSizeClass)
    switch traits.layoutDirection {
    case .leftToRight: layoutDirection = .leftToRight
    case .rightToLeft: layoutDirection = .rightToLeft
    case .unspecified: layoutDirection = nil
    @unknown default: layoutDirection = nil
    }
    switch traits.userInterfaceIdiom {
    case .phone: idiom = .phone
    case .pad: idiom = .pad
    case .tv: idiom = .tv
    case .carPlay: idiom = .carPlay
    case .mac: idiom = .mac
    case .vision: idiom = .vision
    case .unspecified: idiom = .unspecified
    @unknown default: idiom = .unspecified
    }
  }

  private static func sizeClass(_ sizeClass: UIUserInterfaceSizeClass) -> StyleEnvironment
    .SizeClass?
  {
    switch sizeClass {
    case .compact: .compact
    case .regular: .regular
    case .unspecified: nil
    @unknown default: nil
    }
  }

  /// Content size categories by Livery's name for them.
  private static let dynamicTypeSizes: [UIContentSizeCategory: StyleEnvironment.DynamicTypeSize] =
    [
      .extraSmall: .xSmall, .small: .small, .medium: .medium, .large: .large,
      .extraLarge: .xLarge, .extraExtraLarge: .xxLarge, .extraExtraExtraLarge: .xxxLarge,
      .accessibilityMedium: .accessibility1, .accessibilityLarge: .accessibility2,
      .accessibilityExtraLarge: .accessibility3, .accessibilityExtraExtraLarge: .accessibility4,
      .accessibilityExtraExtraExtraLarge: .accessibility5,
    ]
}
#endif

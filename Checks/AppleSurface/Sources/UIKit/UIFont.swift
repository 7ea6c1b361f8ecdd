// A stub of UIKit's fonts: only what LiveryUIKit calls, transcribed from Apple's documentation
// (the page is named above each declaration, with the availability it gives). The stub's
// installed fonts are a short list (below); `UIFontMetrics` scales for the stub's content size
// category, which is the default (large): the size stays, and the font says it is scaled.

/// https://developer.apple.com/documentation/uikit/uifont — iOS 2.0+
open class UIFont: NSObject, @unchecked Sendable {
  // @unchecked: immutable after init.

  /// https://developer.apple.com/documentation/uikit/uifont/weight — iOS 8.2+
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uifont/weight/ultralight — iOS 8.2+
    public static let ultraLight = Weight(rawValue: -0.8)
    /// https://developer.apple.com/documentation/uikit/uifont/weight/thin — iOS 8.2+
    public static let thin = Weight(rawValue: -0.6)
    /// https://developer.apple.com/documentation/uikit/uifont/weight/light — iOS 8.2+
    public static let light = Weight(rawValue: -0.4)
    /// https://developer.apple.com/documentation/uikit/uifont/weight/regular — iOS 8.2+
    public static let regular = Weight(rawValue: 0)
    /// https://developer.apple.com/documentation/uikit/uifont/weight/medium — iOS 8.2+
    public static let medium = Weight(rawValue: 0.23)
    /// https://developer.apple.com/documentation/uikit/uifont/weight/semibold — iOS 8.2+
    public static let semibold = Weight(rawValue: 0.3)
    /// https://developer.apple.com/documentation/uikit/uifont/weight/bold — iOS 8.2+
    public static let bold = Weight(rawValue: 0.4)
    /// https://developer.apple.com/documentation/uikit/uifont/weight/heavy — iOS 8.2+
    public static let heavy = Weight(rawValue: 0.56)
    /// https://developer.apple.com/documentation/uikit/uifont/weight/black — iOS 8.2+
    public static let black = Weight(rawValue: 0.62)
  }

  /// https://developer.apple.com/documentation/uikit/uifont/textstyle — iOS 7.0+
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle — iOS 11.0+
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title1 — iOS 9.0+
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title2 — iOS 9.0+
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title3 — iOS 9.0+
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/headline — iOS 7.0+
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline — iOS 7.0+
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body — iOS 7.0+
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/callout — iOS 9.0+
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote — iOS 7.0+
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1 — iOS 7.0+
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption2 — iOS 7.0+
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  /// Fonts the stub has installed (a device has many more).
  static let installed: Set<String> = [
    "Helvetica", "Helvetica-Bold", "HelveticaNeue", "HelveticaNeue-Bold", "Avenir-Book",
    "Avenir-Heavy", "Georgia",
  ]

  /// https://developer.apple.com/documentation/uikit/uifont/fontname — iOS 2.0+
  public let fontName: String
  /// https://developer.apple.com/documentation/uikit/uifont/pointsize — iOS 2.0+
  public let pointSize: CGFloat
  /// Stub-only: the system font's weight, or nil for a named font.
  public let stubWeight: Weight?
  /// Stub-only: the text style `UIFontMetrics` scaled it for.
  public let stubScaledFor: TextStyle?

  init(name: String, size: CGFloat, weight: Weight?, scaledFor: TextStyle?) {
    fontName = name
    pointSize = size
    stubWeight = weight
    stubScaledFor = scaledFor
  }

  /// https://developer.apple.com/documentation/uikit/uifont/init(name:size:) — iOS 2.0+
  /// (nil when no font by that name is installed.)
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard Self.installed.contains(fontName) else { return nil }
    self.init(name: fontName, size: fontSize, weight: nil, scaledFor: nil)
  }

  /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:) — iOS 8.2+
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(name: ".SFUI", size: fontSize, weight: weight, scaledFor: nil)
  }
}

/// https://developer.apple.com/documentation/uikit/uifontmetrics — iOS 11.0+
open class UIFontMetrics: NSObject, @unchecked Sendable {
  private let style: UIFont.TextStyle

  /// https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:) — iOS 11.0+
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    style = textStyle
  }

  /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:) — iOS 11.0+
  open func scaledFont(for font: UIFont) -> UIFont {
    UIFont(name: font.fontName, size: font.pointSize, weight: font.stubWeight, scaledFor: style)
  }
}

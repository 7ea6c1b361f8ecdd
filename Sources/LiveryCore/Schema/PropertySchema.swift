/// What type each canonical property expects.
///
/// The standard schema lists well-known UIKit-style properties. Names not listed fall back to suffix
/// rules (`…Color` is a colour, `…Insets` insets, `…Font` a font, `…Image` an image) and otherwise
/// stay untyped: they are kept and resolved to their natural value, never dropped.
public struct PropertySchema: Sendable {
  private var types: [PropertyName: PropertyType]
  private var suffixRules: [(suffix: String, type: PropertyType)]
  private var ranges: [PropertyName: ClosedRange<Double>]

  public init(
    types: [PropertyName: PropertyType] = [:],
    suffixRules: [(suffix: String, type: PropertyType)] = [],
    ranges: [PropertyName: ClosedRange<Double>] = [:]
  ) {
    self.types = types
    self.suffixRules = suffixRules
    self.ranges = ranges
  }

  /// The numbers `property` takes, when they are bounded (an alpha 0…1, a radius 0 or more): a
  /// number outside is reported (`value.out-of-range`) and resolves clamped into the range, as
  /// UIKit and CSS clamp it.
  public func range(of property: PropertyName) -> ClosedRange<Double>? {
    ranges[property]
  }

  /// `value` clamped into `property`'s range, and whether it had to be; `nil` for values that are
  /// no number or properties without a range.
  public func clamped(_ value: Value, for property: PropertyName) -> (
    value: Value, range: ClosedRange<Double>
  )? {
    Self.clamped(value, into: ranges[property])
  }

  /// `value` clamped into `range` (a property's, looked up before), and whether it had to be.
  static func clamped(_ value: Value, into range: ClosedRange<Double>?) -> (
    value: Value, range: ClosedRange<Double>
  )? {
    guard case .number(let number) = value, let range, !range.contains(number) else { return nil }
    return (.number(min(max(number, range.lowerBound), range.upperBound)), range)
  }

  /// The properties the schema lists by name, sorted (others are typed by suffix or not at all).
  public var listedProperties: [PropertyName] { types.keys.sorted() }

  /// The type of `property`: listed, else by suffix, else `.any`.
  public func type(of property: PropertyName) -> PropertyType {
    if let type = types[property] { return type }
    for rule in suffixRules where property.rawValue.hasSuffix(rule.suffix) {
      return rule.type
    }
    return .any
  }

  /// A copy with more (or replaced) entries.
  public func adding(_ more: [PropertyName: PropertyType]) -> PropertySchema {
    var copy = self
    copy.types.merge(more) { _, new in new }
    return copy
  }
}

extension PropertySchema {
  /// The well-known properties every format maps onto.
  public static let standard: PropertySchema = {
    var types: [PropertyName: PropertyType] = [:]
    func set(_ type: PropertyType, _ names: String...) {
      for name in names { types[PropertyName(name)] = type }
    }
    set(
      .number, "alpha", "opacity", "cornerRadius", "borderWidth", "fontSize", "detailFontSize",
      "lineSpacing",
      "letterSpacing", "kern", "lineHeight", "width", "height", "minimumWidth", "minimumHeight",
      "maximumWidth",
      "maximumHeight", "rowHeight", "sectionHeaderHeight", "sectionFooterHeight", "shadowRadius",
      "shadowOpacity",
      "minimumScaleFactor", "separatorHeight", "titleVerticalPositionAdjustment")
    set(.color, "color")
    set(.integer, "numberOfLines")
    set(.string, "iosStyle")
    set(.number, "indentationWidth")
    set(.list(.string), "excludeViews", "excludeSubviews")
    set(
      .keyword(
        KeywordSet(
          FontDescriptor.TextStyle.allCases.map(\.rawValue) + ["kpiNumber", "kpiNumber2"],
          aliases: ["title": "title1", "caption": "caption1"])), "textStyle")
    set(
      .bool, "backgroundRepeat", "hidden", "enabled", "translucent", "clipsToBounds",
      "masksToBounds", "adjustsFontSizeToFitWidth",
      "userInteractionEnabled", "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator")
    set(
      .string, "fontName", "fontFamily", "detailFontName", "title", "placeholder",
      "accessibilityLabel")
    set(
      .insets, "padding", "margin", "margins", "insets", "layoutMargins", "separatorInset",
      "contentInset")
    set(
      .keyword(
        KeywordSet(
          [
            "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy",
            "black",
          ],
          aliases: [
            "100": "ultraLight", "200": "thin", "300": "light", "400": "regular",
            "normal": "regular", "500": "medium",
            "600": "semibold", "700": "bold", "800": "heavy", "900": "black",
          ])), "fontWeight")
    set(.keyword(KeywordSet(["default", "black", "white"])), "indicatorStyle")
    // SwiftUI's (SAP's SwiftUI NSS dialect): a font's design and width, a control's size, where a
    // loading indicator's spinner sits beside its title.
    set(.keyword(KeywordSet(["default", "serif", "rounded", "monospaced"])), "fontDesign")
    set(.string, "fontWidth")
    set(.keyword(KeywordSet(["mini", "small", "regular", "large", "extraLarge"])), "controlSize")
    set(.keyword(KeywordSet(["leading", "trailing", "top", "bottom"])), "positionLayout")
    set(.size, "shadowOffset", "minimumSize", "maximumSize", "size", "intrinsicSize")
    set(
      .offset, "textShadowOffset", "titlePositionAdjustment", "backgroundVerticalPositionAdjustment"
    )
    set(.point, "startPoint", "endPoint", "anchorPoint")
    set(.font, "font")
    set(.gradient, "backgroundGradient", "gradient")
    set(.paint, "backgroundColor", "background", "selectedBackground", "scopeBackground")
    set(.image, "backgroundImageLandscapePhone")
    set(.border, "border")
    set(.shadow, "shadow", "textShadow")
    set(.image, "image", "icon")
    set(.keyword(KeywordSet(["left", "center", "right", "justified", "natural"])), "textAlignment")
    set(
      .keyword(KeywordSet(["left", "center", "right", "fill", "leading", "trailing"])),
      "contentHorizontalAlignment")
    set(.keyword(KeywordSet(["top", "center", "bottom", "fill"])), "contentVerticalAlignment")
    set(
      .keyword(
        KeywordSet([
          "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
          "left", "right",
          "topLeft", "topRight", "bottomLeft", "bottomRight",
        ])), "contentMode")
    set(
      .keyword(
        KeywordSet(
          ["default", "black", "blackTranslucent"],
          aliases: [
            "uibarstyledefault": "default", "uibarstyleblack": "black",
            "uibarstyleblackopaque": "black",
            "uibarstyleblacktranslucent": "blackTranslucent", "0": "default", "1": "black",
            "2": "blackTranslucent",
          ])),
      "barStyle")
    set(.keyword(KeywordSet(["default", "dark", "light", "alert"])), "keyboardAppearance")
    set(
      .keyword(
        KeywordSet(["none", "line", "bezel", "roundedRect"], aliases: ["rounded": "roundedRect"])),
      "borderStyle")
    set(
      .keyword(
        KeywordSet(
          ["none", "singleLine", "singleLineEtched"],
          aliases: ["single-line": "singleLine", "single-line-etched": "singleLineEtched"])),
      "separatorStyle")
    set(.keyword(KeywordSet(["none", "uppercase", "lowercase", "capitalize"])), "textTransform")
    set(
      .keyword(
        KeywordSet([
          "byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead", "byTruncatingTail",
          "byTruncatingMiddle",
        ])), "lineBreakMode")
    var ranges: [PropertyName: ClosedRange<Double>] = [:]
    for name in ["alpha", "opacity", "shadowOpacity", "minimumScaleFactor"] {
      ranges[PropertyName(name)] = 0...1
    }
    for name in [
      "cornerRadius", "borderWidth", "fontSize", "detailFontSize", "lineHeight", "width", "height",
      "minimumWidth", "minimumHeight",
      "maximumWidth", "maximumHeight", "shadowRadius", "separatorHeight", "indentationWidth",
      "numberOfLines",
    ] {
      // Not rowHeight and the section heights: UIKit's -1 there is UITableView.automaticDimension.
      ranges[PropertyName(name)] = 0...Double.greatestFiniteMagnitude
    }
    return PropertySchema(
      types: types,
      suffixRules: [
        ("Color", .color), ("TintColor", .color), ("Insets", .insets), ("EdgeInsets", .insets),
        ("Margin", .insets), ("Font", .font),
        ("Image", .image), ("Gradient", .gradient), ("Offset", .offset),
      ],
      ranges: ranges)
  }()
}

import Foundation

/// A font description: any subset of family/PostScript name, size, weight and Dynamic Type style.
///
/// Fonts stay descriptions; turning one into a platform font (and falling back when the name does
/// not exist) is the applier's job.
public struct FontDescriptor: Hashable, Sendable {
  /// A weight on the CSS/OpenType scale, 1…1000: one of the nine named weights (100 `ultraLight`
  /// … 900 `black`), or any other number a design token gives (750 stays 750).
  public struct Weight: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    /// 1…1000.
    public let numericValue: Int

    /// A weight on the 1…1000 scale; `nil` outside it.
    public init?(numericValue: Int) {
      guard (1...1000).contains(numericValue) else { return nil }
      self.numericValue = numericValue
    }

    private init(named value: Int) { numericValue = value }

    public static let ultraLight = Weight(named: 100)
    public static let thin = Weight(named: 200)
    public static let light = Weight(named: 300)
    public static let regular = Weight(named: 400)
    public static let medium = Weight(named: 500)
    public static let semibold = Weight(named: 600)
    public static let bold = Weight(named: 700)
    public static let heavy = Weight(named: 800)
    public static let black = Weight(named: 900)

    /// The nine named weights, lightest first.
    public static let allCases: [Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    private static let names = [
      "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]

    /// The name of a named weight (`semibold`), the number of any other (`750`).
    public var rawValue: String {
      numericValue % 100 == 0 && numericValue <= 900
        ? Self.names[numericValue / 100 - 1] : String(numericValue)
    }

    public var description: String { rawValue }

    /// A named weight by its name (`semibold`), or a weight by its number (`750`).
    public init?(rawValue: String) {
      if let index = Self.names.firstIndex(of: rawValue) {
        self = Self.allCases[index]
      } else if let number = Int(rawValue) {
        self.init(numericValue: number)
      } else {
        return nil
      }
    }

    /// The named weight nearest this one (750 → heavy), for platforms with nine weights.
    public var nearestNamed: Weight {
      Self.allCases[min(max(Int((Double(numericValue) / 100).rounded()), 1), 9) - 1]
    }

    /// From a name (case-insensitive, `ultralight`/`ultra-light`) or a number in 1…1000.
    public init?(parsing text: String) {
      let key = text.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(
        of: "_", with: "")
      if let number = Int(key) {
        self.init(numericValue: number)
        return
      }
      let aliases: [String: Weight] = [
        "normal": .regular, "extralight": .ultraLight, "semi": .semibold,
        "demibold": .semibold, "extrabold": .heavy,
      ]
      if let alias = aliases[key] {
        self = alias
        return
      }
      guard let index = Self.names.firstIndex(where: { $0.lowercased() == key }) else { return nil }
      self = Self.allCases[index]
    }
  }

  /// Dynamic Type text styles.
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote,
      caption1, caption2

    /// Case-insensitive, with Redbeard's `subHeadline` and plain `title`/`caption`.
    public init?(parsing text: String) {
      let key = text.lowercased()
      let aliases: [String: TextStyle] = ["title": .title1, "caption": .caption1]
      if let alias = aliases[key] {
        self = alias
        return
      }
      guard let match = TextStyle.allCases.first(where: { $0.rawValue.lowercased() == key }) else {
        return nil
      }
      self = match
    }

    /// The style's point size at the default (large) text size, as Apple's Human Interface
    /// Guidelines give it for iOS.
    public var defaultPointSize: Double { pointSize(at: .large) }

    /// The style's point size at a text size the user chose (Apple's Human Interface Guidelines,
    /// iOS Dynamic Type sizes); at a size that is none of the twelve, the default size's.
    public func pointSize(at size: StyleEnvironment.DynamicTypeSize) -> Double {
      let step = size.step ?? 3
      return Double(Self.pointSizes[self]![step])
    }

    /// Point sizes by text size, `xSmall` … `accessibility5` (HIG, "Dynamic Type sizes").
    private static let pointSizes: [TextStyle: [Int]] = [
      .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
      .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
      .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
      .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
      .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
      .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
      .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
      .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
      .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The style's weight when the theme gives none (headline is semibold; the rest regular).
    public var defaultWeight: Weight { self == .headline ? .semibold : .regular }
  }

  /// The weight a system-font keyword stands for (`System`, `BoldSystem`, NUI's and MAF's
  /// spellings, any case), or `nil` when `name` is a font's own name.
  public static func systemFontWeight(named name: String) -> Weight? {
    systemWeights[name.lowercased()]
  }

  /// Whether `name` is a system-font keyword with an italic face (`ItalicSystem`).
  public static func isItalicSystemFont(named name: String) -> Bool {
    name.lowercased() == "italicsystem"
  }

  private static let systemWeights: [String: Weight] = [
    "system": .regular, "boldsystem": .bold, "italicsystem": .regular, "blacksystem": .black,
    "heavysystem": .heavy, "lightsystem": .light, "mediumsystem": .medium,
    "semiboldsystem": .semibold, "thinsystem": .thin, "ultralightsystem": .ultraLight,
  ]

  public var name: String?
  public var size: Double?
  public var weight: Weight?
  public var textStyle: TextStyle?

  public init(
    name: String? = nil, size: Double? = nil, weight: Weight? = nil, textStyle: TextStyle? = nil
  ) {
    self.name = name
    self.size = size
    self.weight = weight
    self.textStyle = textStyle
  }
}

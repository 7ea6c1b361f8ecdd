import Foundation

/// A font description: any subset of family/PostScript name, size, weight and Dynamic Type style.
///
/// Fonts stay descriptions; turning one into a platform font (and falling back when the name does
/// not exist) is the applier's job.
public struct FontDescriptor: Hashable, Sendable {
  /// Weights with their CSS numeric values.
  public enum Weight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// 100 (ultraLight) … 900 (black).
    public var numericValue: Int { (Weight.allCases.firstIndex(of: self)! + 1) * 100 }

    /// From a name (case-insensitive, `ultralight`/`ultra-light`) or a CSS number.
    public init?(parsing text: String) {
      let key = text.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
      if let number = Int(key), number % 100 == 0, (1...9).contains(number / 100) {
        self = Weight.allCases[number / 100 - 1]
        return
      }
      let aliases: [String: Weight] = ["normal": .regular, "extralight": .ultraLight, "semi": .semibold,
                                       "demibold": .semibold, "extrabold": .heavy]
      if let alias = aliases[key] { self = alias; return }
      guard let match = Weight.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
      self = match
    }
  }

  /// Dynamic Type text styles.
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// Case-insensitive, with Redbeard's `subHeadline` and plain `title`/`caption`.
    public init?(parsing text: String) {
      let key = text.lowercased()
      let aliases: [String: TextStyle] = ["title": .title1, "caption": .caption1]
      if let alias = aliases[key] { self = alias; return }
      guard let match = TextStyle.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
      self = match
    }
  }

  public var name: String?
  public var size: Double?
  public var weight: Weight?
  public var textStyle: TextStyle?

  public init(name: String? = nil, size: Double? = nil, weight: Weight? = nil, textStyle: TextStyle? = nil) {
    self.name = name
    self.size = size
    self.weight = weight
    self.textStyle = textStyle
  }
}

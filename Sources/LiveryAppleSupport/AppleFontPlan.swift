public import LiveryCore

/// How the Apple adapters build a font from a theme's font description, decided here and tested
/// on Linux (apple-adapters.md §3: fonts through named or system fonts, scaled with Dynamic Type
/// when the theme names a text style).
///
/// ```swift
/// let plan = AppleFontPlan(FontDescriptor(name: "BoldSystem", size: 15, textStyle: .body))
/// // face .system(weight: .bold, italic: false), size 15, scales with .body
/// ```
public struct AppleFontPlan: Hashable, Sendable {
  /// The typeface: the system font at a weight, or a font by its name.
  public enum Face: Hashable, Sendable {
    case system(weight: FontDescriptor.Weight, italic: Bool)
    /// A font by its PostScript or family name; the theme's weight does not change a named face.
    case named(String)
  }

  public var face: Face
  public var size: Double
  /// The text style the font scales with as the user's text size changes (UIKit's
  /// `UIFontMetrics`, SwiftUI's `relativeTo:`); `nil`: a fixed size.
  public var scalesWith: FontDescriptor.TextStyle?

  /// The plan for `descriptor`; `nil` when it says nothing (no name, size, weight or style), so
  /// the view keeps its own font.
  ///
  /// - Parameter currentSize: The size to keep when the theme gives neither a size nor a text
  ///   style (the view's own font's).
  public init?(_ descriptor: FontDescriptor, currentSize: Double = 17) {
    guard
      descriptor.name != nil || descriptor.size != nil || descriptor.weight != nil
        || descriptor.textStyle != nil
    else { return nil }
    size = descriptor.size ?? descriptor.textStyle?.defaultPointSize ?? currentSize
    scalesWith = descriptor.textStyle
    if let name = descriptor.name, !name.isEmpty,
      FontDescriptor.systemFontWeight(named: name) == nil
    {
      face = .named(name)
    } else {
      let keyword = descriptor.name.flatMap(FontDescriptor.systemFontWeight(named:))
      let weight = descriptor.weight ?? keyword ?? descriptor.textStyle?.defaultWeight ?? .regular
      face = .system(
        weight: weight.nearestNamed,
        italic: descriptor.name.map(FontDescriptor.isItalicSystemFont(named:)) ?? false)
    }
  }
}

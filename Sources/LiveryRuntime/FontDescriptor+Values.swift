public import LiveryCore

extension PropertyName {
  /// A whole font (Motif and Redbeard themes may give one instead of its name and size), which
  /// font appliers take beside `fontName`, `fontSize` and `fontWeight`.
  public static let font: PropertyName = "font"
  /// NSS's two-colour background gradient (`background-color-top` and `-bottom`), drawn over the
  /// background colour, which background appliers take beside `backgroundColor`.
  public static let backgroundGradient: PropertyName = "backgroundGradient"
  /// The Dynamic Type text style a font scales with (SAP's `font-style`, a Motif font's style),
  /// which font appliers take beside `fontName` and `fontSize`.
  public static let textStyle: PropertyName = "textStyle"
}

extension FontDescriptor {
  /// The font a compound applier's values describe: a `font` descriptor when the applier takes
  /// one, with a `…FontName`/`…FontSize` property (a cell's detail font) or `fontName`,
  /// `fontSize`, `fontWeight` and `textStyle` (SAP's `font-style`) laid over it. Every adapter
  /// builds its fonts from this.
  public init(_ values: CompoundValues, properties: [PropertyName]) {
    self =
      properties.contains(.font)
      ? values[.font, as: FontDescriptor.self] ?? FontDescriptor() : FontDescriptor()
    for name in properties {
      if name.rawValue.hasSuffix("FontName"), let text = values[name, as: String.self] {
        self.name = text
      }
      if name.rawValue.hasSuffix("FontSize"), let size = values[name, as: Double.self] {
        self.size = size
      }
    }
    if let text = values[.fontName, as: String.self] { name = text }
    if let size = values[.fontSize, as: Double.self] { self.size = size }
    if let weight = values[.fontWeight, as: String.self].flatMap(Weight.init(parsing:)) {
      self.weight = weight
    }
    if let style = values[.textStyle, as: String.self].flatMap(TextStyle.init(parsing:)) {
      textStyle = style
    }
  }
}

extension CompoundValues {
  /// The values `style` gives `properties` (those it sets), as a compound applier receives them:
  /// for adapters that read a resolved style themselves (SwiftUI's modifiers) and build values
  /// the same way (`FontDescriptor(_:properties:)`).
  public init(_ style: ResolvedStyle, properties: [PropertyName]) {
    self.init(values: properties.compactMap { name in style.value(of: name).map { (name, $0) } })
  }
}

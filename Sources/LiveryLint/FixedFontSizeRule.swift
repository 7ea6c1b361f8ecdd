import LiveryCore
import LiveryRuntime

/// `fixed-font-size`: text with a font size and no text style, in a theme that gives other text
/// a text style — which follows Dynamic Type, as this text then does not. A theme that never
/// uses text styles chose fixed sizes throughout and gets no finding. Reported once per
/// declaration, at the size.
struct FixedFontSizeRule {
  let context: LintContext

  func findings() -> [Diagnostic] {
    guard
      let dynamic = context.ownDeclarations().first(where: {
        $0.declaration.property == .textStyle
      })
    else { return [] }
    var findings: [Diagnostic] = []
    let properties: [PropertyName] = [.font, .fontName, .fontSize, .fontWeight, .textStyle]
    for environment in context.environments {
      for row in context.rows {
        let style = context.theme.resolve(row.query(in: environment))
        let sized = [PropertyName.fontSize, .font].compactMap { style.properties[$0] }.first {
          context.isOwn($0.provenance)
        }
        guard let sized else { continue }
        let font = FontDescriptor(
          CompoundValues(style, properties: properties), properties: properties)
        guard let size = font.size, font.textStyle == nil else { continue }
        findings.append(
          .note(
            "lint.fixed-font-size",
            "a font size of \(NumberText.format(size)) pt with no text style stays that size whatever the reader's text size (Dynamic Type), unlike text with a text style in this theme",
            at: sized.provenance.location,
            notes: [
              Diagnostic.Note("a text style this theme uses", at: dynamic.declaration.location)
            ],
            fixIt: "give it a text style (the size then scales from it)"))
      }
    }
    return findings
  }
}

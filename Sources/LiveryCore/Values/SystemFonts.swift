/// Fonts every iOS device has, by PostScript name and by family name, so a theme naming a font that
/// does not exist (MAF's `Helvetica-Regular`) gets a warning instead of a silent fallback.
///
/// Apps can bundle other fonts; readers only warn where a format's files were meant for system fonts.
package enum SystemFonts {
  /// PostScript and family names: lower-cased → as Apple spells them.
  static let names: [String: String] = {
    var names: [String: String] = [:]
    func family(_ family: String, _ faces: [String]) {
      names[family.lowercased()] = family
      names[family.replacingSpaces().lowercased()] = family.replacingSpaces()
      for face in faces { names[face.lowercased()] = face }
    }
    family("Helvetica", ["Helvetica", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique", "Helvetica-Light",
                         "Helvetica-LightOblique"])
    family("Helvetica Neue", ["HelveticaNeue", "HelveticaNeue-Bold", "HelveticaNeue-Italic", "HelveticaNeue-BoldItalic",
                              "HelveticaNeue-Light", "HelveticaNeue-LightItalic", "HelveticaNeue-Medium",
                              "HelveticaNeue-MediumItalic", "HelveticaNeue-Thin", "HelveticaNeue-ThinItalic",
                              "HelveticaNeue-UltraLight", "HelveticaNeue-UltraLightItalic", "HelveticaNeue-CondensedBold",
                              "HelveticaNeue-CondensedBlack"])
    family("Arial", ["ArialMT", "Arial-BoldMT", "Arial-ItalicMT", "Arial-BoldItalicMT"])
    family("Arial Rounded MT Bold", ["ArialRoundedMTBold"])
    family("American Typewriter", ["AmericanTypewriter", "AmericanTypewriter-Bold", "AmericanTypewriter-Light",
                                   "AmericanTypewriter-Semibold", "AmericanTypewriter-Condensed",
                                   "AmericanTypewriter-CondensedBold", "AmericanTypewriter-CondensedLight"])
    family("Avenir", ["Avenir-Book", "Avenir-Roman", "Avenir-Light", "Avenir-Medium", "Avenir-Heavy", "Avenir-Black",
                      "Avenir-Oblique", "Avenir-BookOblique", "Avenir-LightOblique", "Avenir-MediumOblique",
                      "Avenir-HeavyOblique", "Avenir-BlackOblique"])
    family("Avenir Next", ["AvenirNext-Regular", "AvenirNext-Medium", "AvenirNext-DemiBold", "AvenirNext-Bold",
                           "AvenirNext-Heavy", "AvenirNext-UltraLight", "AvenirNext-Italic", "AvenirNext-MediumItalic",
                           "AvenirNext-DemiBoldItalic", "AvenirNext-BoldItalic", "AvenirNext-HeavyItalic",
                           "AvenirNext-UltraLightItalic"])
    family("Avenir Next Condensed", ["AvenirNextCondensed-Regular", "AvenirNextCondensed-Medium",
                                     "AvenirNextCondensed-DemiBold", "AvenirNextCondensed-Bold"])
    family("Baskerville", ["Baskerville", "Baskerville-Bold", "Baskerville-Italic", "Baskerville-BoldItalic",
                           "Baskerville-SemiBold"])
    family("Chalkboard SE", ["ChalkboardSE-Regular", "ChalkboardSE-Bold", "ChalkboardSE-Light"])
    family("Chalkduster", ["Chalkduster"])
    family("Cochin", ["Cochin", "Cochin-Bold", "Cochin-Italic", "Cochin-BoldItalic"])
    family("Copperplate", ["Copperplate", "Copperplate-Bold", "Copperplate-Light"])
    family("Courier", ["Courier", "Courier-Bold", "Courier-Oblique", "Courier-BoldOblique"])
    family("Courier New", ["CourierNewPSMT", "CourierNewPS-BoldMT", "CourierNewPS-ItalicMT", "CourierNewPS-BoldItalicMT"])
    family("Didot", ["Didot", "Didot-Bold", "Didot-Italic"])
    family("Futura", ["Futura-Medium", "Futura-Bold", "Futura-MediumItalic", "Futura-CondensedMedium",
                      "Futura-CondensedExtraBold"])
    family("Georgia", ["Georgia", "Georgia-Bold", "Georgia-Italic", "Georgia-BoldItalic"])
    family("Gill Sans", ["GillSans", "GillSans-Bold", "GillSans-Italic", "GillSans-BoldItalic", "GillSans-Light",
                         "GillSans-SemiBold", "GillSans-UltraBold"])
    family("Hoefler Text", ["HoeflerText-Regular", "HoeflerText-Black", "HoeflerText-Italic", "HoeflerText-BlackItalic"])
    family("Marker Felt", ["MarkerFelt-Thin", "MarkerFelt-Wide"])
    family("Menlo", ["Menlo-Regular", "Menlo-Bold", "Menlo-Italic", "Menlo-BoldItalic"])
    family("Noteworthy", ["Noteworthy-Light", "Noteworthy-Bold"])
    family("Optima", ["Optima-Regular", "Optima-Bold", "Optima-Italic", "Optima-BoldItalic", "Optima-ExtraBlack"])
    family("Palatino", ["Palatino-Roman", "Palatino-Bold", "Palatino-Italic", "Palatino-BoldItalic"])
    family("Papyrus", ["Papyrus", "Papyrus-Condensed"])
    family("Snell Roundhand", ["SnellRoundhand", "SnellRoundhand-Bold", "SnellRoundhand-Black"])
    family("Times New Roman", ["TimesNewRomanPSMT", "TimesNewRomanPS-BoldMT", "TimesNewRomanPS-ItalicMT",
                               "TimesNewRomanPS-BoldItalicMT"])
    family("Trebuchet MS", ["TrebuchetMS", "TrebuchetMS-Bold", "TrebuchetMS-Italic", "Trebuchet-BoldItalic"])
    family("Verdana", ["Verdana", "Verdana-Bold", "Verdana-Italic", "Verdana-BoldItalic"])
    family("Zapfino", ["Zapfino"])
    family("Symbol", ["Symbol"])
    family("Zapf Dingbats", ["ZapfDingbatsITC"])
    family("SF Pro Text", [".SFUIText", ".SFProText-Regular", "SFProText-Regular", "SFProText-Semibold"])
    // The system font by role, as NUI spells it (nss.md §2.1 FontName).
    for role in ["system", "boldSystem", "italicSystem", "blackSystem", "heavySystem", "lightSystem", "mediumSystem",
                 "semiboldSystem", "thinSystem", "ultraLightSystem"] {
      names[role.lowercased()] = role
    }
    return names
  }()

  /// Whether `name` is a font every iOS device has (case-insensitive).
  package static func contains(_ name: String) -> Bool {
    names[name.lowercased()] != nil
  }

  /// Close system font names for a "did you mean": the family when the name is `Family-Face` with a
  /// face the family lacks (`Helvetica-Regular` → `Helvetica`), else the nearest spellings.
  package static func closest(to name: String) -> [String] {
    if let dash = name.firstIndex(of: "-"), let family = names[name[..<dash].lowercased()] {
      let faces = names.values.filter { $0.lowercased().hasPrefix(family.lowercased() + "-") }.sorted()
      return [family] + Suggestions.closest(to: name, among: faces, limit: 2)
    }
    return Suggestions.closest(to: name, among: Set(names.values), limit: 3)
  }
}

extension String {
  fileprivate func replacingSpaces() -> String { split(separator: " ").joined() }
}

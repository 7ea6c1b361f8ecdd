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
    // UIFont.familyNames and fontNames(forFamilyName:) on iOS 16–17.
    family("Academy Engraved LET", ["AcademyEngravedLetPlain"])
    family("Al Nile", ["AlNile", "AlNile-Bold"])
    family(
      "American Typewriter",
      [
        "AmericanTypewriter", "AmericanTypewriter-Light", "AmericanTypewriter-Semibold",
        "AmericanTypewriter-Bold", "AmericanTypewriter-Condensed",
        "AmericanTypewriter-CondensedLight", "AmericanTypewriter-CondensedBold",
      ])
    family("Apple Color Emoji", ["AppleColorEmoji"])
    family(
      "Apple SD Gothic Neo",
      [
        "AppleSDGothicNeo-Regular", "AppleSDGothicNeo-Thin", "AppleSDGothicNeo-UltraLight",
        "AppleSDGothicNeo-Light", "AppleSDGothicNeo-Medium", "AppleSDGothicNeo-SemiBold",
        "AppleSDGothicNeo-Bold",
      ])
    family("Apple Symbols", ["AppleSymbols"])
    family("Arial", ["ArialMT", "Arial-ItalicMT", "Arial-BoldMT", "Arial-BoldItalicMT"])
    family("Arial Hebrew", ["ArialHebrew", "ArialHebrew-Light", "ArialHebrew-Bold"])
    family("Arial Rounded MT Bold", ["ArialRoundedMTBold"])
    family(
      "Avenir",
      [
        "Avenir-Book", "Avenir-Roman", "Avenir-BookOblique", "Avenir-Oblique", "Avenir-Light",
        "Avenir-LightOblique", "Avenir-Medium", "Avenir-MediumOblique", "Avenir-Heavy",
        "Avenir-HeavyOblique", "Avenir-Black", "Avenir-BlackOblique",
      ])
    family(
      "Avenir Next",
      [
        "AvenirNext-Regular", "AvenirNext-Italic", "AvenirNext-UltraLight",
        "AvenirNext-UltraLightItalic", "AvenirNext-Medium", "AvenirNext-MediumItalic",
        "AvenirNext-DemiBold", "AvenirNext-DemiBoldItalic", "AvenirNext-Bold",
        "AvenirNext-BoldItalic", "AvenirNext-Heavy", "AvenirNext-HeavyItalic",
      ])
    family(
      "Avenir Next Condensed",
      [
        "AvenirNextCondensed-Regular", "AvenirNextCondensed-Italic",
        "AvenirNextCondensed-UltraLight", "AvenirNextCondensed-UltraLightItalic",
        "AvenirNextCondensed-Medium", "AvenirNextCondensed-MediumItalic",
        "AvenirNextCondensed-DemiBold", "AvenirNextCondensed-DemiBoldItalic",
        "AvenirNextCondensed-Bold", "AvenirNextCondensed-BoldItalic", "AvenirNextCondensed-Heavy",
        "AvenirNextCondensed-HeavyItalic",
      ])
    family(
      "Baskerville",
      [
        "Baskerville", "Baskerville-Italic", "Baskerville-SemiBold", "Baskerville-SemiBoldItalic",
        "Baskerville-Bold", "Baskerville-BoldItalic",
      ])
    family(
      "Bodoni 72",
      ["BodoniSvtyTwoITCTT-Book", "BodoniSvtyTwoITCTT-BookIta", "BodoniSvtyTwoITCTT-Bold"])
    family(
      "Bodoni 72 Oldstyle",
      ["BodoniSvtyTwoOSITCTT-Book", "BodoniSvtyTwoOSITCTT-BookIt", "BodoniSvtyTwoOSITCTT-Bold"])
    family("Bodoni 72 Smallcaps", ["BodoniSvtyTwoSCITCTT-Book"])
    family("Bodoni Ornaments", ["BodoniOrnamentsITCTT"])
    family("Bradley Hand", ["BradleyHandITCTT-Bold"])
    family("Chalkboard SE", ["ChalkboardSE-Regular", "ChalkboardSE-Light", "ChalkboardSE-Bold"])
    family("Chalkduster", ["Chalkduster"])
    family(
      "Charter",
      [
        "Charter-Roman", "Charter-Italic", "Charter-Bold", "Charter-BoldItalic", "Charter-Black",
        "Charter-BlackItalic",
      ])
    family("Cochin", ["Cochin", "Cochin-Italic", "Cochin-Bold", "Cochin-BoldItalic"])
    family("Copperplate", ["Copperplate", "Copperplate-Light", "Copperplate-Bold"])
    family("Courier", ["Courier", "Courier-Bold", "Courier-Oblique", "Courier-BoldOblique"])
    family(
      "Courier New",
      [
        "CourierNewPSMT", "CourierNewPS-ItalicMT", "CourierNewPS-BoldMT",
        "CourierNewPS-BoldItalicMT",
      ])
    family(
      "Damascus",
      ["Damascus", "DamascusLight", "DamascusMedium", "DamascusSemiBold", "DamascusBold"])
    family("Devanagari Sangam MN", ["DevanagariSangamMN", "DevanagariSangamMN-Bold"])
    family("Didot", ["Didot", "Didot-Italic", "Didot-Bold"])
    family("DIN Alternate", ["DINAlternate-Bold"])
    family("DIN Condensed", ["DINCondensed-Bold"])
    family("Euphemia UCAS", ["EuphemiaUCAS", "EuphemiaUCAS-Italic", "EuphemiaUCAS-Bold"])
    family("Farah", ["Farah"])
    family(
      "Futura",
      [
        "Futura-Medium", "Futura-MediumItalic", "Futura-Bold", "Futura-CondensedMedium",
        "Futura-CondensedExtraBold",
      ])
    family("Galvji", ["Galvji", "Galvji-Bold"])
    family("Geeza Pro", ["GeezaPro", "GeezaPro-Bold"])
    family("Georgia", ["Georgia", "Georgia-Italic", "Georgia-Bold", "Georgia-BoldItalic"])
    family(
      "Gill Sans",
      [
        "GillSans", "GillSans-Italic", "GillSans-Light", "GillSans-LightItalic",
        "GillSans-SemiBold", "GillSans-SemiBoldItalic", "GillSans-Bold", "GillSans-BoldItalic",
        "GillSans-UltraBold",
      ])
    family("Grantha Sangam MN", ["GranthaSangamMN-Regular", "GranthaSangamMN-Bold"])
    family("Gujarati Sangam MN", ["GujaratiSangamMN", "GujaratiSangamMN-Bold"])
    family("Gurmukhi MN", ["GurmukhiMN", "GurmukhiMN-Bold"])
    family(
      "Helvetica",
      [
        "Helvetica", "Helvetica-Oblique", "Helvetica-Light", "Helvetica-LightOblique",
        "Helvetica-Bold", "Helvetica-BoldOblique",
      ])
    family(
      "Helvetica Neue",
      [
        "HelveticaNeue", "HelveticaNeue-Italic", "HelveticaNeue-UltraLight",
        "HelveticaNeue-UltraLightItalic", "HelveticaNeue-Thin", "HelveticaNeue-ThinItalic",
        "HelveticaNeue-Light", "HelveticaNeue-LightItalic", "HelveticaNeue-Medium",
        "HelveticaNeue-MediumItalic", "HelveticaNeue-Bold", "HelveticaNeue-BoldItalic",
        "HelveticaNeue-CondensedBold", "HelveticaNeue-CondensedBlack",
      ])
    family("Hiragino Maru Gothic ProN", ["HiraMaruProN-W4"])
    family("Hiragino Mincho ProN", ["HiraMinProN-W3", "HiraMinProN-W6"])
    family("Hiragino Sans", ["HiraginoSans-W3", "HiraginoSans-W6", "HiraginoSans-W7"])
    family(
      "Hoefler Text",
      ["HoeflerText-Regular", "HoeflerText-Italic", "HoeflerText-Black", "HoeflerText-BlackItalic"])
    family(
      "Iowan Old Style",
      [
        "IowanOldStyle-Roman", "IowanOldStyle-Italic", "IowanOldStyle-Bold",
        "IowanOldStyle-BoldItalic",
      ])
    family("Kailasa", ["Kailasa", "Kailasa-Bold"])
    family("Kannada Sangam MN", ["KannadaSangamMN", "KannadaSangamMN-Bold"])
    family("Kefa", ["Kefa-Regular"])
    family("Khmer Sangam MN", ["KhmerSangamMN"])
    family(
      "Kohinoor Bangla",
      ["KohinoorBangla-Regular", "KohinoorBangla-Light", "KohinoorBangla-Semibold"])
    family(
      "Kohinoor Devanagari",
      ["KohinoorDevanagari-Regular", "KohinoorDevanagari-Light", "KohinoorDevanagari-Semibold"])
    family(
      "Kohinoor Gujarati",
      ["KohinoorGujarati-Regular", "KohinoorGujarati-Light", "KohinoorGujarati-Bold"])
    family(
      "Kohinoor Telugu",
      ["KohinoorTelugu-Regular", "KohinoorTelugu-Light", "KohinoorTelugu-Medium"])
    family("Lao Sangam MN", ["LaoSangamMN"])
    family("Malayalam Sangam MN", ["MalayalamSangamMN", "MalayalamSangamMN-Bold"])
    family("Marker Felt", ["MarkerFelt-Thin", "MarkerFelt-Wide"])
    family("Menlo", ["Menlo-Regular", "Menlo-Italic", "Menlo-Bold", "Menlo-BoldItalic"])
    family("Mishafi", ["DiwanMishafi"])
    family("Mukta Mahee", ["MuktaMahee-Regular", "MuktaMahee-Light", "MuktaMahee-Bold"])
    family("Myanmar Sangam MN", ["MyanmarSangamMN", "MyanmarSangamMN-Bold"])
    family("Noteworthy", ["Noteworthy-Light", "Noteworthy-Bold"])
    family("Noto Nastaliq Urdu", ["NotoNastaliqUrdu", "NotoNastaliqUrdu-Bold"])
    family(
      "Noto Sans Kannada",
      ["NotoSansKannada-Regular", "NotoSansKannada-Light", "NotoSansKannada-Bold"])
    family(
      "Noto Sans Myanmar",
      ["NotoSansMyanmar-Regular", "NotoSansMyanmar-Light", "NotoSansMyanmar-Bold"])
    family("Noto Sans Oriya", ["NotoSansOriya", "NotoSansOriya-Bold"])
    family(
      "Optima",
      ["Optima-Regular", "Optima-Italic", "Optima-Bold", "Optima-BoldItalic", "Optima-ExtraBlack"])
    family("Oriya Sangam MN", ["OriyaSangamMN", "OriyaSangamMN-Bold"])
    family(
      "Palatino", ["Palatino-Roman", "Palatino-Italic", "Palatino-Bold", "Palatino-BoldItalic"])
    family("Papyrus", ["Papyrus", "Papyrus-Condensed"])
    family("Party LET", ["PartyLetPlain"])
    family(
      "PingFang HK",
      [
        "PingFangHK-Regular", "PingFangHK-Ultralight", "PingFangHK-Thin", "PingFangHK-Light",
        "PingFangHK-Medium", "PingFangHK-Semibold",
      ])
    family(
      "PingFang SC",
      [
        "PingFangSC-Regular", "PingFangSC-Ultralight", "PingFangSC-Thin", "PingFangSC-Light",
        "PingFangSC-Medium", "PingFangSC-Semibold",
      ])
    family(
      "PingFang TC",
      [
        "PingFangTC-Regular", "PingFangTC-Ultralight", "PingFangTC-Thin", "PingFangTC-Light",
        "PingFangTC-Medium", "PingFangTC-Semibold",
      ])
    family(
      "Rockwell", ["Rockwell-Regular", "Rockwell-Italic", "Rockwell-Bold", "Rockwell-BoldItalic"])
    family("Savoye LET", ["SavoyeLetPlain"])
    family("Sinhala Sangam MN", ["SinhalaSangamMN", "SinhalaSangamMN-Bold"])
    family("Snell Roundhand", ["SnellRoundhand", "SnellRoundhand-Bold", "SnellRoundhand-Black"])
    family("Symbol", ["Symbol"])
    family("Tamil Sangam MN", ["TamilSangamMN", "TamilSangamMN-Bold"])
    family("Thonburi", ["Thonburi", "Thonburi-Light", "Thonburi-Bold"])
    family(
      "Times New Roman",
      [
        "TimesNewRomanPSMT", "TimesNewRomanPS-ItalicMT", "TimesNewRomanPS-BoldMT",
        "TimesNewRomanPS-BoldItalicMT",
      ])
    family(
      "Trebuchet MS",
      ["TrebuchetMS", "TrebuchetMS-Italic", "TrebuchetMS-Bold", "Trebuchet-BoldItalic"])
    family("Verdana", ["Verdana", "Verdana-Italic", "Verdana-Bold", "Verdana-BoldItalic"])
    family("Zapf Dingbats", ["ZapfDingbatsITC"])
    family("Zapfino", ["Zapfino"])
    // Fonts older iOS versions shipped, which themes of that time name (NUI's stock theme uses AppleGothic).
    family("AppleGothic", ["AppleGothic"])
    family("Bangla Sangam MN", ["BanglaSangamMN", "BanglaSangamMN-Bold"])
    family("DB LCD Temp", ["DBLCDTempBlack"])
    family("Heiti SC", ["STHeitiSC-Light", "STHeitiSC-Medium"])
    family("Heiti TC", ["STHeitiTC-Light", "STHeitiTC-Medium"])
    family("Hiragino Kaku Gothic ProN", ["HiraKakuProN-W3", "HiraKakuProN-W6"])
    family("Marion", ["Marion-Regular", "Marion-Italic", "Marion-Bold"])
    family(
      "Superclarendon",
      [
        "Superclarendon-Regular", "Superclarendon-Italic", "Superclarendon-Light",
        "Superclarendon-LightItalic", "Superclarendon-Bold", "Superclarendon-BoldItalic",
        "Superclarendon-Black", "Superclarendon-BlackItalic",
      ])
    family("Telugu Sangam MN", ["TeluguSangamMN", "TeluguSangamMN-Bold"])
    family(
      "SF Pro Text", [".SFUIText", ".SFProText-Regular", "SFProText-Regular", "SFProText-Semibold"])
    // The system font by role, as NUI spells it (nss.md §2.1 FontName).
    for role in [
      "system", "boldSystem", "italicSystem", "blackSystem", "heavySystem", "lightSystem",
      "mediumSystem",
      "semiboldSystem", "thinSystem", "ultraLightSystem",
    ] {
      names[role.lowercased()] = role
    }
    return names
  }()

  /// Whether `name` is a font every iOS device has (case-insensitive).
  package static func contains(_ name: String) -> Bool {
    names[name.lowercased()] != nil
  }

  /// Close system font names for a "did you mean", closest first: a font one edit away
  /// (`HelveticaNeue` for `Helvetica-Neue`), then the family when the name is `Family-Face` with a
  /// face the family lacks (`Helvetica-Regular` → `Helvetica`) and its nearest faces, else the
  /// nearest spellings.
  package static func closest(to name: String) -> [String] {
    let nearest = Suggestions.closest(to: name, among: Set(names.values), limit: 3)
    guard let dash = name.firstIndex(of: "-"), let family = names[name[..<dash].lowercased()] else {
      return nearest
    }
    let faces = names.values.filter { $0.lowercased().hasPrefix(family.lowercased() + "-") }
      .sorted()
    // PostScript names (no spaces) first: what `font-name` and `FontFamily` are written with.
    let oneEdit = nearest.filter { Suggestions.isOneEditAway(name, $0) }.sorted {
      !$0.contains(" ") && $1.contains(" ")
    }
    var result = oneEdit
    for candidate in [family] + Suggestions.closest(to: name, among: faces, limit: 2)
    where !result.contains(candidate) {
      result.append(candidate)
    }
    return Array(result.prefix(3))
  }
}

extension String {
  fileprivate func replacingSpaces() -> String { split(separator: " ").joined() }
}

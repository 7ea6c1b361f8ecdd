import LiveryAppleSupport
import LiveryCore
import LiveryFormats
import Testing

/// Traits → environment (apple-adapters.md §3): what the UIKit and SwiftUI adapters read from
/// the platform becomes the style environment.
@Suite struct AppleTraitsTests {
  @Test func eachSpecifiedTraitSetsItsAxisAndUnspecifiedOnesKeepTheBase() {
    var traits = AppleTraits()
    traits.userInterfaceStyle = .dark
    traits.contrast = .high
    traits.dynamicTypeSize = .accessibility2
    traits.horizontalSizeClass = .regular
    traits.verticalSizeClass = .compact
    traits.layoutDirection = .rightToLeft
    traits.idiom = .pad
    let environment = traits.environment(over: .default)
    #expect(environment.colorScheme == .dark)
    #expect(environment.contrast == .high)
    #expect(environment.dynamicTypeSize == .accessibility2)
    #expect(environment.horizontalSizeClass == .regular)
    #expect(environment.verticalSizeClass == .compact)
    #expect(environment.layoutDirection == .rightToLeft)
    #expect(environment.idiom == .pad)
    // What traits do not say stays as the app set it.
    let base = StyleEnvironment.default.setting(.locale, to: "de-DE")
      .setting(.orientation, to: "landscape")
    let unspecified = AppleTraits().environment(over: base)
    #expect(unspecified == base)
    #expect(AppleTraits().environment(over: .default).colorScheme == .light)
  }

  @Test func visionAndMacShowThePadsLookUnlessTheThemeNamesThem() {
    for (idiom, own) in [(AppleTraits.Idiom.vision, "vision"), (.mac, "mac")] {
      var traits = AppleTraits()
      traits.idiom = idiom
      #expect(traits.environment(over: .default, themeIdioms: ["phone", "pad"]).idiom == .pad)
      #expect(
        traits.environment(over: .default, themeIdioms: ["pad", own]).idiom
          == StyleEnvironment.Idiom(own))
    }
    var car = AppleTraits()
    car.idiom = .carPlay
    #expect(car.environment(over: .default, themeIdioms: ["pad"]).idiom == .phone)
    #expect(
      car.environment(over: .default, themeIdioms: ["carPlay"]).idiom
        == StyleEnvironment.Idiom("carPlay"))
    var tv = AppleTraits()
    tv.idiom = .tv
    #expect(tv.environment(over: .default).idiom == .tv)
  }

  @Test func theThemesIdiomsComeFromItsConditions() throws {
    let theme = ThemeLoader.read([
      .memory(["Brand.nss": Array("Button { background-color: #ffffff; }".utf8)]),
      .memory(["Vision.nss": Array("Button { background-color: #000000; }".utf8)], root: "vision")
        .when(Conditions([.equals(.idiom, "vision")])),
    ]).compile()
    let idioms = theme.environmentValues[.idiom] ?? []
    #expect(idioms.contains("vision"), "\(theme.environmentValues)")
    var traits = AppleTraits()
    traits.idiom = .vision
    #expect(traits.environment(over: .default, themeIdioms: idioms).idiom?.rawValue == "vision")
  }
}

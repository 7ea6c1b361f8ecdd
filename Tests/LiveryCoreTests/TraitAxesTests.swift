import LiveryCore
import LiveryTestSupport
import Testing

/// The axes a platform resolves by itself or reports as traits (apple-adapters.md §2.2).
@Suite struct TraitAxesTests {
  @Test func typedAxesRoundTripAndMatchConditions() throws {
    var environment = StyleEnvironment()
    environment.contrast = .high
    environment.dynamicTypeSize = .accessibility2
    environment.horizontalSizeClass = .compact
    environment.verticalSizeClass = .regular
    environment.layoutDirection = .rightToLeft
    #expect(environment.contrast == .high)
    #expect(environment.dynamicTypeSize == .accessibility2)
    #expect(environment.dynamicTypeSize?.isAccessibilitySize == true)
    #expect(
      environment.horizontalSizeClass == .compact && environment.verticalSizeClass == .regular)
    #expect(environment.layoutDirection == .rightToLeft)
    #expect(
      environment[EnvironmentAxis("DynamicTypeSize")] == "accessibility2", "names are canonical")
    let conditions = try Conditions.parse(
      "contrast=high,layoutDirection=rightToLeft,horizontalSizeClass=compact"
    ).get()
    #expect(conditions.matches(environment))
    environment.contrast = .normal
    #expect(!conditions.matches(environment))
    // Unset by default: themes without these conditions resolve as before.
    #expect(StyleEnvironment().contrast == nil && StyleEnvironment().dynamicTypeSize == nil)
  }

  @Test func dynamicTypeSizesAreOrdered() {
    let sizes = StyleEnvironment.DynamicTypeSize.allSizes
    #expect(sizes.count == 12)
    #expect(sizes.first == .xSmall && sizes.last == .accessibility5)
    #expect(StyleEnvironment.DynamicTypeSize.large.step == 3)
    #expect(StyleEnvironment.DynamicTypeSize("XXLarge") == .xxLarge)
    #expect(StyleEnvironment.DynamicTypeSize("huge").step == nil)
  }

  @Test func aHighContrastDeclarationWinsOnlyInHighContrast() {
    var b = IRBuilder("contrast.ir")
    let theme = compile(
      b.sheet([
        b.type("Label", [b.decl("textColor", .string("#666666"))]),
        b.type(
          "Label", [b.decl("textColor", .string("#000000"))],
          when: Conditions([.equals(.contrast, "high")])),
      ]))
    var environment = StyleEnvironment()
    #expect(theme.style(for: .label, in: environment)[.textColor]?.hexRGBA == "#666666ff")
    environment.contrast = .high
    #expect(theme.style(for: .label, in: environment)[.textColor]?.hexRGBA == "#000000ff")
  }
}

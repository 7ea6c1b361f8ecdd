import LiveryCore
import LiveryTestSupport
import Testing

/// A resolution that leaves colour scheme and contrast to the platform (apple-adapters.md §2.1).
@Suite struct AdaptiveResolutionTests {
  static func theme() -> CompiledTheme {
    var b = IRBuilder("adaptive.ir")
    let dark = Conditions([.equals(.colorScheme, "dark")])
    let high = Conditions([.equals(.contrast, "high")])
    let darkHigh = Conditions([.equals(.colorScheme, "dark"), .equals(.contrast, "high")])
    return compile(
      b.sheet([
        b.type(
          "Label",
          [
            b.decl("textColor", .string("#111111")), b.decl("fontSize", .number(17)),
            b.decl("tintColor", .string("#0000ff")),
          ]),
        b.type("Label", [b.decl("textColor", .string("#eeeeee"))], when: dark),
        b.type("Label", [b.decl("textColor", .string("#000000"))], when: high),
        b.type("Label", [b.decl("textColor", .string("#ffffff"))], when: darkHigh),
        b.type("Label", [b.decl("shadowOpacity", .number(0.5))], when: dark),
      ]))
  }

  @Test func aLightDarkPairIsOneTableAndTheRestStaysPlain() {
    let theme = Self.theme()
    let style = theme.resolve(StyleQuery(for: .label), adapting: .colorScheme)
    guard case .adaptive(let table)? = style.value(of: .textColor) else {
      Issue.record(
        "textColor differs by scheme: \(String(describing: style.value(of: .textColor)))")
      return
    }
    #expect(table.light == .color(RGBAColor(red8: 0x11, green8: 0x11, blue8: 0x11)))
    #expect(table.dark == .color(RGBAColor(red8: 0xee, green8: 0xee, blue8: 0xee)))
    #expect(table.lightHighContrast == nil && table.darkHighContrast == nil)
    #expect(style[.fontSize] == 17 && style[.tintColor]?.hexRGBA == "#0000ffff", "same everywhere")
    // Set in dark only: no light value (the component keeps its own there).
    guard case .adaptive(let opacity)? = style.value(of: .shadowOpacity) else {
      Issue.record("shadowOpacity is dark only")
      return
    }
    #expect(opacity.light == nil && opacity.dark == .number(0.5))
    // The query carries the open axis, and the scheme the caller asked for does not matter.
    let fromDark = theme.resolve(
      StyleQuery(for: .label, in: StyleEnvironment(colorScheme: .dark)), adapting: .colorScheme)
    #expect(fromDark === style, "one resolution for both schemes, memoized")
    #expect(style.query.environment[.colorScheme] == "(adaptive)")
  }

  @Test func aHighContrastTableHasFourEntries() throws {
    let style = Self.theme().resolve(StyleQuery(for: .label), adapting: [.colorScheme, .contrast])
    let text = try #require(style[.textColor, as: Adaptive<RGBAColor>.self])
    #expect(text.value(in: .light).hexRGBA == "#111111ff")
    #expect(text.value(in: .dark).hexRGBA == "#eeeeeeff")
    #expect(text.value(in: Appearance(isDark: false, isHighContrast: true)).hexRGBA == "#000000ff")
    #expect(text.value(in: Appearance(isDark: true, isHighContrast: true)).hexRGBA == "#ffffffff")
    #expect(!text.isFixed && text.variesByContrast)
    // A plain value reads as a fixed Adaptive; a table with a missing appearance reads as none.
    #expect(style[.tintColor, as: Adaptive<RGBAColor>.self]?.isFixed == true)
    #expect(style[.shadowOpacity, as: Adaptive<Double>.self] == nil)
    // Without the contrast axis open, the environment's contrast decides.
    var high = StyleEnvironment()
    high.contrast = .high
    let colorOnly = Self.theme().resolve(StyleQuery(for: .label, in: high), adapting: .colorScheme)
    let pair = try #require(colorOnly[.textColor, as: Adaptive<RGBAColor>.self])
    #expect(pair.light.hexRGBA == "#000000ff" && pair.dark.hexRGBA == "#ffffffff")
  }

  @Test func aStateOnlyOneSchemeDeclaresIsKept() {
    var b = IRBuilder("dark-only.ir")
    let dark = Conditions([.equals(.colorScheme, "dark")])
    let theme = compile(
      b.sheet([
        b.type("Button", [b.decl("backgroundColor", .string("#ffffff"))]),
        b.type(
          "Button", [],
          states: [b.state("disabled", [b.decl("backgroundColor", .string("#222222"))])],
          when: dark),
      ]))
    let style = theme.resolve(StyleQuery(for: .button), adapting: .colorScheme)
    let disabled = style.states.first { $0.name == "disabled" }
    guard case .adaptive(let table)? = disabled?.value(of: .backgroundColor) else {
      Issue.record("a dark-only state is kept: \(style.states.map(\.name))")
      return
    }
    #expect(
      table.light == nil && table.dark == .color(RGBAColor(red8: 0x22, green8: 0x22, blue8: 0x22)))
  }

  @Test func statesAndPartsAreMergedToo() {
    var b = IRBuilder("states.ir")
    let dark = Conditions([.equals(.colorScheme, "dark")])
    let theme = compile(
      b.sheet([
        b.type(
          "Button", [b.decl("backgroundColor", .string("#ffffff"))],
          states: [b.state("highlighted", [b.decl("backgroundColor", .string("#cccccc"))])]),
        b.type(
          "Button", [],
          states: [b.state("highlighted", [b.decl("backgroundColor", .string("#333333"))])],
          when: dark),
      ]))
    let style = theme.resolve(StyleQuery(for: .button), adapting: .colorScheme)
    let highlighted = style.states.first { $0.name == "highlighted" }
    guard case .adaptive(let table)? = highlighted?.value(of: .backgroundColor) else {
      Issue.record("the highlighted background differs by scheme")
      return
    }
    #expect(table.light == .color(RGBAColor(red8: 0xcc, green8: 0xcc, blue8: 0xcc)))
    #expect(table.dark == .color(RGBAColor(red8: 0x33, green8: 0x33, blue8: 0x33)))
  }
}

import Foundation
import LiveryCore
import LiveryFormats
@_spi(LiveryAdapter) @_spi(LiveryTesting) import LiveryRuntime
import LiveryTestSupport
import Testing

/// Per-state appliers (apple-adapters.md §2.3): UIKit takes a button's title colour per control
/// state up front; the applier gets the whole table, again only when it changed.
@MainActor
@Suite struct PerStateApplierTests {
  final class Control: Styleable {
    let styling = StylingRecord()
    var tables: [StateTable<RGBAColor>] = []
    var cleared: [[StateName]] = []
    var resets = 0
  }

  static func registry() -> ApplierRegistry {
    var registry = ApplierRegistry()
    registry.map(Control.self, to: .button)
    registry.registerStates(
      .textColor, on: Control.self, as: RGBAColor.self,
      set: { control, table, previous in
        control.tables.append(table)
        control.cleared += table.combinationsRemoved(since: previous)
      },
      reset: { $0.resets += 1 })
    return registry
  }

  static func theme(_ nss: String) -> CompiledTheme {
    ThemeLoader.read(
      [.memory(["Brand.nss": Array(nss.utf8)])], options: .init(includeDefaults: false)
    ).compile()
  }

  static let full = """
    Button { font-color: #111111; font-color-highlighted: #222222; font-color-selected: #333333;
             font-color-disabled: #444444; }
    """

  @Test func theWholeTableArrivesOnceAndAgainOnlyWhenItChanges() throws {
    let applier = ThemeApplier(theme: Self.theme(Self.full), appliers: Self.registry())
    let control = Control()
    applier.apply(to: control)
    let table = try #require(control.tables.last)
    #expect(control.tables.count == 1)
    #expect(table.normal?.hexRGBA == "#111111ff")
    #expect(table.value(for: [.highlighted])?.hexRGBA == "#222222ff")
    #expect(table.value(for: [.selected])?.hexRGBA == "#333333ff")
    #expect(table.value(for: ["disabled"])?.hexRGBA == "#444444ff")
    #expect(
      table.value(for: [.selected, .highlighted])?.hexRGBA == "#111111ff", "falls back to normal")
    // The same theme again: no call. A theme changing only a state's value: one call.
    applier.setTheme(Self.theme(Self.full))
    #expect(control.tables.count == 1)
    applier.setTheme(Self.theme(Self.full.replacingOccurrences(of: "#333333", with: "#999999")))
    #expect(control.tables.count == 2)
    #expect(control.tables.last?.value(for: [.selected])?.hexRGBA == "#999999ff")
    #expect(control.tables.last?.normal?.hexRGBA == "#111111ff")
    // A state the theme no longer defines is listed for clearing.
    applier.setTheme(
      Self.theme("Button { font-color: #111111; font-color-highlighted: #222222; }"))
    #expect(Set(control.cleared) == [[.selected], ["disabled"]])
    // No state sets it any more: reset.
    applier.setTheme(Self.theme("Button { background-color: #ffffff; }"))
    #expect(control.resets == 1)
  }

  @Test func theComponentsActiveStatesChangeNeitherTheTableNorTheCalls() throws {
    let applier = ThemeApplier(theme: Self.theme(Self.full), appliers: Self.registry())
    let control = Control()
    control.activeStates = [.selected]
    applier.apply(to: control)
    let table = try #require(control.tables.last)
    #expect(table.normal?.hexRGBA == "#111111ff", "normal is the value with no state active")
    #expect(table.value(for: [.selected])?.hexRGBA == "#333333ff")
    control.activeStates = [.highlighted]
    control.activeStates = []
    #expect(control.tables.count == 1, "the platform switches states itself")
  }

  @Test func anApplierOfAnotherTypeIsToldAtTheDeclaration() {
    var registry = ApplierRegistry()
    registry.map(Control.self, to: .button)
    registry.registerStates(
      .textColor, on: Control.self, as: Double.self, set: { control, _, _ in control.resets += 10 },
      reset: { _ in })
    let applier = ThemeApplier(theme: Self.theme(Self.full), appliers: registry)
    let control = Control()
    applier.apply(to: control)
    #expect(control.resets == 0, "not called with values it cannot take")
    let problem = applier.diagnostics.with(code: .valueType).first
    #expect(problem?.message.contains("in every state") == true)
    #expect(problem?.location?.path.hasSuffix("Brand.nss") == true)
  }
}

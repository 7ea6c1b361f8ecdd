import LiveryAppleSupport
import LiveryCore
import LiveryRuntime
import Testing

/// Control and cell states (apple-adapters.md §3, "States from the control"), and which
/// per-state values a UIKit setter is given.
@Suite struct ControlStatesTests {
  @Test func bitsAreUIKitsDocumentedRawValues() {
    // UIControl.State: highlighted = 1 << 0, disabled = 1 << 1, selected = 1 << 2,
    // focused = 1 << 3 (Apple's UIControl.State documentation).
    #expect(ControlStateBits.normal.rawValue == 0)
    #expect(ControlStateBits.highlighted.rawValue == 1)
    #expect(ControlStateBits.disabled.rawValue == 2)
    #expect(ControlStateBits.selected.rawValue == 4)
    #expect(ControlStateBits.focused.rawValue == 8)
  }

  @Test func statesAndBitsConvertBothWays() {
    #expect(ControlStateBits([.selected, .highlighted]) == [.selected, .highlighted])
    #expect(ControlStateBits([StateName]()) == .normal)
    #expect(ControlStateBits([StateName("Highlighted")]) == .highlighted)  // any case
    #expect(ControlStateBits([.editing]) == nil)
    #expect(ControlStateBits([.selected, StateName("expanded")]) == nil)
    #expect(ControlStateBits(rawValue: 0b1101).states == [.highlighted, .selected, .focused])
    // Application and reserved bits carry no Livery state.
    #expect(ControlStateBits(rawValue: 0x00FF_0000).states.isEmpty)
    #expect(ControlStateBits([.selected, .highlighted]).description == "highlighted+selected")
  }

  @Test func aPlanSetsEveryDefinedCombinationAndClearsStaleOnes() {
    typealias Table = StateTable<RGBAColor>
    let red = RGBAColor(red8: 255, green8: 0, blue8: 0)
    let green = RGBAColor(red8: 0, green8: 255, blue8: 0)
    let blue = RGBAColor(red8: 0, green8: 0, blue8: 255)
    let previous = Table(
      normal: red,
      entries: [
        .init(states: [.highlighted], value: green),
        .init(states: [.selected, .highlighted], value: blue),
        .init(states: [.disabled], value: blue),
      ])
    let table = Table(
      normal: green,
      entries: [
        .init(states: [.highlighted], value: red),
        .init(states: [.editing], value: blue),  // no control state: reported, not set
        .init(states: [.selected], value: blue),
      ])
    let plan = ControlStatePlan(table, previous: previous)
    #expect(
      plan.settings.map(\.bits) == [
        .normal, .highlighted, .selected, [.selected, .highlighted], .disabled,
      ])
    #expect(plan.settings.map(\.value) == [green, red, blue, nil, nil])
    #expect(plan.unshowable == [[.editing]])
  }

  @Test func aTableWithoutNormalClearsTheNormalItSetBefore() {
    let red = RGBAColor(red8: 255, green8: 0, blue8: 0)
    let before = StateTable<RGBAColor>(normal: red, entries: [])
    let after = StateTable<RGBAColor>(
      normal: nil, entries: [.init(states: [.selected], value: red)])
    let plan = ControlStatePlan(after, previous: before)
    #expect(plan.settings.map(\.bits) == [.normal, .selected])
    #expect(plan.settings.map(\.value) == [nil, red])
    // No table at all: everything the previous one set is cleared.
    let gone = ControlStatePlan<RGBAColor>(nil, previous: after)
    #expect(gone.settings.map(\.bits) == [.selected])
    #expect(gone.settings.map(\.value) == [nil])
    // A later declaration of the same states wins.
    let twice = StateTable<RGBAColor>(
      normal: nil,
      entries: [
        .init(states: [.selected, .highlighted], value: red),
        .init(states: [.highlighted, .selected], value: RGBAColor(red8: 1, green8: 2, blue8: 3)),
      ])
    let last = ControlStatePlan(twice, previous: nil)
    #expect(last.settings.count == 1)
    #expect(last.settings.first?.value == RGBAColor(red8: 1, green8: 2, blue8: 3))
  }

  @Test func cellStatesFollowMAFAndTheTreeBrowser() {
    #expect(CellStates().states.isEmpty)
    #expect(CellStates(isSelected: true).states == [.selected])
    #expect(CellStates(isSelected: true, isEditing: true).states == [StateName("selectedEditable")])
    #expect(CellStates(isEditing: true).states == [.editing])
    #expect(
      CellStates(isHighlighted: true, isDisabled: true, isFocused: true, isExpanded: true).states
        == [.highlighted, .disabled, .focused, StateName("expanded")])
  }
}

/// Fonts (apple-adapters.md §3): named or system faces, sizes, and Dynamic Type scaling.
@Suite struct AppleFontPlanTests {
  @Test func systemKeywordsNamesWeightsAndTextStyles() throws {
    #expect(AppleFontPlan(FontDescriptor()) == nil)  // nothing said: the view's own font stays
    let bold = try #require(AppleFontPlan(FontDescriptor(name: "BoldSystem", size: 15)))
    #expect(bold.face == .system(weight: .bold, italic: false))
    #expect(bold.size == 15 && bold.scalesWith == nil)
    let named = try #require(AppleFontPlan(FontDescriptor(name: "Avenir-Heavy", weight: .light)))
    #expect(named.face == .named("Avenir-Heavy"))  // a named face is its own weight
    #expect(named.size == 17)  // the view's size when the theme gives none
    let headline = try #require(AppleFontPlan(FontDescriptor(textStyle: .headline)))
    #expect(headline.face == .system(weight: .semibold, italic: false))
    #expect(headline.size == 17 && headline.scalesWith == .headline)
    let caption = try #require(
      AppleFontPlan(
        FontDescriptor(
          size: 14, weight: FontDescriptor.Weight(numericValue: 750), textStyle: .caption1)))
    #expect(caption.face == .system(weight: .heavy, italic: false))  // 750 → the nearest named
    #expect(caption.size == 14 && caption.scalesWith == .caption1)
    let italic = try #require(AppleFontPlan(FontDescriptor(name: "italicSystem"), currentSize: 12))
    #expect(italic.face == .system(weight: .regular, italic: true) && italic.size == 12)
  }
}

public import LiveryCore
public import LiveryRuntime

/// UIKit's `UIControl.State` bits, platform-free: the raw values Apple's `UIControl.State`
/// documentation gives (`highlighted` 1 << 0, `disabled` 1 << 1, `selected` 1 << 2, `focused`
/// 1 << 3), so the UIKit adapter converts with `UIControl.State(rawValue:)` and everything about
/// which states to set is decided and tested here.
public struct ControlStateBits: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static let normal: ControlStateBits = []
  public static let highlighted = ControlStateBits(rawValue: 1 << 0)
  public static let disabled = ControlStateBits(rawValue: 1 << 1)
  public static let selected = ControlStateBits(rawValue: 1 << 2)
  public static let focused = ControlStateBits(rawValue: 1 << 3)

  /// Each bit with the Livery state it stands for.
  static let named: [(ControlStateBits, StateName)] = [
    (.highlighted, .highlighted), (.disabled, .disabled), (.selected, .selected),
    (.focused, .focused),
  ]

  /// The bits for a combination of Livery states; `nil` when one of them is no control state
  /// (`editing`, `expanded`: UIKit has no per-state setter for those).
  public init?(_ states: some Sequence<StateName>) {
    var bits = ControlStateBits()
    for state in states {
      guard let bit = Self.named.first(where: { $0.1 == state })?.0 else { return nil }
      bits.insert(bit)
    }
    self = bits
  }

  /// The Livery states these bits stand for (other bits are ignored).
  public var states: Set<StateName> {
    Set(Self.named.filter { contains($0.0) }.map(\.1))
  }

  /// `normal`, or the states joined with `+` (`selected+highlighted`).
  public var description: String {
    let names = Self.named.filter { contains($0.0) }.map(\.1.rawValue)
    return names.isEmpty ? "normal" : names.joined(separator: "+")
  }
}

/// What a per-state setter does with one property's state table (UIKit's
/// `setTitleColor(_:for:)`, `setBackgroundImage(_:for:)`, `setImage(_:for:)`): the value for each
/// control state the table defines, `nil` for each one a previous table set and this one does
/// not (UIKit then falls back to `.normal` for it), and the declared states no control state can
/// show, to report rather than drop.
///
/// ```swift
/// let plan = ControlStatePlan(table, previous: old)
/// for (bits, color) in plan.settings { button.setTitleColor(color.map(UIColor.init), for: UIControl.State(rawValue: bits.rawValue)) }
/// ```
public struct ControlStatePlan<T: StyleValueConvertible & Equatable>: Sendable {
  /// Control states and their values, `.normal` first; a `nil` value clears that state.
  public let settings: [(bits: ControlStateBits, value: T?)]
  /// Declared state combinations that are no control state (`[editing]`), in the table's order.
  public let unshowable: [[StateName]]

  public init(_ table: StateTable<T>?, previous: StateTable<T>?) {
    var settings: [(bits: ControlStateBits, value: T?)] = []
    var unshowable: [[StateName]] = []
    var seen: Set<ControlStateBits> = []
    func put(_ bits: ControlStateBits, _ value: T?) {
      if let index = settings.firstIndex(where: { $0.bits == bits }) {
        settings[index].value = value  // a later declaration of the same states wins
      } else {
        settings.append((bits, value))
      }
      seen.insert(bits)
    }
    // Normal: the table's, else cleared when the previous table set it (the control's own).
    if let normal = table?.normal {
      put(.normal, normal)
    } else if previous?.normal != nil {
      put(.normal, nil)
    }
    for entry in table?.entries ?? [] {
      guard let bits = ControlStateBits(entry.states) else {
        unshowable.append(entry.states)
        continue
      }
      put(bits, entry.value)
    }
    for entry in previous?.entries ?? [] {
      guard let bits = ControlStateBits(entry.states), !seen.contains(bits) else { continue }
      put(bits, nil)
    }
    self.settings = settings
    self.unshowable = unshowable
  }
}

/// A table or list cell's state (UIKit's `UICellConfigurationState`), as Livery's states: MAF's
/// `SelectedEditable` is a selected cell in edit mode; the tree browser's `expanded` a disclosed
/// row.
public struct CellStates: Hashable, Sendable {
  public var isSelected = false
  public var isHighlighted = false
  public var isEditing = false
  public var isDisabled = false
  public var isFocused = false
  public var isExpanded = false

  public init(
    isSelected: Bool = false, isHighlighted: Bool = false, isEditing: Bool = false,
    isDisabled: Bool = false, isFocused: Bool = false, isExpanded: Bool = false
  ) {
    self.isSelected = isSelected
    self.isHighlighted = isHighlighted
    self.isEditing = isEditing
    self.isDisabled = isDisabled
    self.isFocused = isFocused
    self.isExpanded = isExpanded
  }

  /// The active Livery states.
  public var states: Set<StateName> {
    var states: Set<StateName> = []
    if isSelected { states.insert(isEditing ? StateName("selectedEditable") : .selected) }
    if isEditing, !isSelected { states.insert(.editing) }
    if isHighlighted { states.insert(.highlighted) }
    if isDisabled { states.insert(.disabled) }
    if isFocused { states.insert(.focused) }
    if isExpanded { states.insert(StateName("expanded")) }
    return states
  }
}

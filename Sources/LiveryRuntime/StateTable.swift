public import LiveryCore

/// A property's value in every state a style declares, for platforms that take per-state values
/// up front (UIKit's `setTitleColor(_:for:)`, `setBackgroundImage(_:for:barMetrics:)`): the value
/// for `normal`, and one per declared state or nested combination that sets the property
/// (`[selected]`, `[selected, highlighted]`).
///
/// A combination the table has no entry for shows the `normal` value, as UIKit falls back to
/// `.normal` for a state it was given nothing for.
public struct StateTable<T: StyleValueConvertible & Equatable>: Equatable, Sendable {
  /// One declared state (or nested combination) and the value it gives.
  public struct Entry: Equatable, Sendable {
    /// The states, outermost first, as the style nests them.
    public let states: [StateName]
    public let value: T

    public init(states: [StateName], value: T) {
      self.states = states
      self.value = value
    }
  }

  /// The value with no state active; `nil` when the style sets it only in some states.
  public let normal: T?
  /// The declared states that set the property, in the style's order.
  public let entries: [Entry]

  public init(normal: T?, entries: [Entry]) {
    self.normal = normal
    self.entries = entries
  }

  /// The value a control in `states` shows: the entry for exactly those states, else `normal`.
  public func value(for states: Set<StateName>) -> T? {
    entries.last { Set($0.states) == states }?.value ?? normal
  }

  /// The state combinations `previous` set and this table no longer does: an adapter clears them
  /// (UIKit: set `nil` for that control state), so nothing stale stays.
  public func combinationsRemoved(since previous: StateTable<T>?) -> [[StateName]] {
    guard let previous else { return [] }
    let kept = Set(entries.map { Set($0.states) })
    return previous.entries.map(\.states).filter { !kept.contains(Set($0)) }
  }
}

extension StateTable where T == Value {
  /// `property`'s table in `style`: its value in `normal` (the style resolved with no state
  /// active) and in each state `style` declares; `nil` when neither sets it.
  static func of(
    _ property: PropertyName, in style: ResolvedStyle?, normal: ResolvedStyle?
  ) -> StateTable<Value>? {
    guard let style else { return nil }
    var entries: [Entry] = []
    func walk(_ states: [ResolvedState], path: [StateName]) {
      for state in states {
        let here = path + [state.name]
        if let value = state.value(of: property) {
          entries.append(Entry(states: here, value: value))
        }
        walk(state.states, path: here)
      }
    }
    walk(style.states, path: [])
    let normal = (normal ?? style).value(of: property)
    guard normal != nil || !entries.isEmpty else { return nil }
    return StateTable(normal: normal, entries: entries)
  }

  /// The table as `U`s; `nil` when a value is no `U`.
  func converted<U>(to type: U.Type) -> StateTable<U>? {
    var converted: [StateTable<U>.Entry] = []
    for entry in entries {
      guard let value = U(styleValue: entry.value) else { return nil }
      converted.append(StateTable<U>.Entry(states: entry.states, value: value))
    }
    if let normal, U(styleValue: normal) == nil { return nil }
    return StateTable<U>(normal: normal.flatMap(U.init(styleValue:)), entries: converted)
  }
}

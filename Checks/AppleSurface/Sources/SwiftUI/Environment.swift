// A stub of SwiftUI's environment, state and dynamic properties: only what LiverySwiftUI calls,
// transcribed from Apple's documentation (the page above each declaration, with its availability).

import Foundation

/// https://developer.apple.com/documentation/swiftui/environmentkey — iOS 13.0+
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues — iOS 13.0+
public struct EnvironmentValues: CustomStringConvertible {
  var storage: [ObjectIdentifier: Any] = [:]

  public init() {}

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-1ngmn — iOS 13.0+
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  public var description: String { "EnvironmentValues(\(storage.count) set)" }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme — iOS 13.0+
  public var colorScheme: ColorScheme {
    get { self[_Key<ColorScheme, _ColorSchemeTag>.self] }
    set { self[_Key<ColorScheme, _ColorSchemeTag>.self] = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorschemecontrast — iOS 13.0+
  /// (Read-only in SwiftUI: the system sets it. `_stubContrast` sets it for a test.)
  public var colorSchemeContrast: ColorSchemeContrast {
    self[_Key<ColorSchemeContrast, _ContrastTag>.self]
  }
  public var _stubContrast: ColorSchemeContrast {
    get { colorSchemeContrast }
    set { self[_Key<ColorSchemeContrast, _ContrastTag>.self] = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize — iOS 15.0+
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[_Key<DynamicTypeSize, _DynamicTypeTag>.self] }
    set { self[_Key<DynamicTypeSize, _DynamicTypeTag>.self] = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection — iOS 13.0+
  public var layoutDirection: LayoutDirection {
    get { self[_Key<LayoutDirection, _LayoutDirectionTag>.self] }
    set { self[_Key<LayoutDirection, _LayoutDirectionTag>.self] = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass — iOS 13.0+
  /// (Not on macOS.)
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[_OptionalKey<UserInterfaceSizeClass, _HorizontalTag>.self] }
    set { self[_OptionalKey<UserInterfaceSizeClass, _HorizontalTag>.self] = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/verticalsizeclass — iOS 13.0+
  /// (Not on macOS.)
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[_OptionalKey<UserInterfaceSizeClass, _VerticalTag>.self] }
    set { self[_OptionalKey<UserInterfaceSizeClass, _VerticalTag>.self] = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled — iOS 13.0+
  public var isEnabled: Bool {
    get { self[_TrueKey.self] }
    set { self[_TrueKey.self] = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/isfocused — iOS 14.0+
  /// (Read-only: whether the nearest focusable ancestor has focus. `_stubFocused` sets it.)
  public var isFocused: Bool { self[_Key<Bool, _FocusedTag>.self] }
  public var _stubFocused: Bool {
    get { isFocused }
    set { self[_Key<Bool, _FocusedTag>.self] = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/font — iOS 13.0+
  public var font: Font? {
    get { self[_OptionalKey<Font, _FontTag>.self] }
    set { self[_OptionalKey<Font, _FontTag>.self] = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/linelimit — iOS 13.0+
  public var lineLimit: Int? {
    get { self[_OptionalKey<Int, _LineLimitTag>.self] }
    set { self[_OptionalKey<Int, _LineLimitTag>.self] = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/multilinetextalignment — iOS 13.0+
  public var multilineTextAlignment: TextAlignment {
    get { self[_Key<TextAlignment, _AlignmentTag>.self] }
    set { self[_Key<TextAlignment, _AlignmentTag>.self] = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/textcase — iOS 14.0+
  public var textCase: Text.Case? {
    get { self[_OptionalKey<Text.Case, _TextCaseTag>.self] }
    set { self[_OptionalKey<Text.Case, _TextCaseTag>.self] = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/linespacing — iOS 13.0+
  public var lineSpacing: CGFloat {
    get { self[_ZeroKey<_LineSpacingTag>.self] }
    set { self[_ZeroKey<_LineSpacingTag>.self] = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/minimumscalefactor — iOS 13.0+
  public var minimumScaleFactor: CGFloat {
    get { storage[ObjectIdentifier(_ScaleTag.self)] as? CGFloat ?? 1 }
    set { storage[ObjectIdentifier(_ScaleTag.self)] = newValue }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/controlsize — iOS 13.0+
  public var controlSize: ControlSize {
    get { self[_Key<ControlSize, _ControlSizeTag>.self] }
    set { self[_Key<ControlSize, _ControlSizeTag>.self] = newValue }
  }

  // What views draw with, kept where SwiftUI keeps them (not public API): the foreground and
  // tint styles, text tracking, and the control styles in effect (innermost last).
  public internal(set) var _foreground: AnyShapeStyle? {
    get { self[_OptionalKey<AnyShapeStyle, _ForegroundTag>.self] }
    set { self[_OptionalKey<AnyShapeStyle, _ForegroundTag>.self] = newValue }
  }
  public internal(set) var _tint: AnyShapeStyle? {
    get { self[_OptionalKey<AnyShapeStyle, _TintTag>.self] }
    set { self[_OptionalKey<AnyShapeStyle, _TintTag>.self] = newValue }
  }
  public internal(set) var _tracking: CGFloat? {
    get { self[_OptionalKey<CGFloat, _TrackingTag>.self] }
    set { self[_OptionalKey<CGFloat, _TrackingTag>.self] = newValue }
  }
  var _buttonStyles: [_AnyButtonStyle] {
    get { storage[ObjectIdentifier(_ButtonStylesTag.self)] as? [_AnyButtonStyle] ?? [] }
    set { storage[ObjectIdentifier(_ButtonStylesTag.self)] = newValue }
  }
  var _toggleStyles: [_AnyToggleStyle] {
    get { storage[ObjectIdentifier(_ToggleStylesTag.self)] as? [_AnyToggleStyle] ?? [] }
    set { storage[ObjectIdentifier(_ToggleStylesTag.self)] = newValue }
  }
  var _labelStyles: [_AnyLabelStyle] {
    get { storage[ObjectIdentifier(_LabelStylesTag.self)] as? [_AnyLabelStyle] ?? [] }
    set { storage[ObjectIdentifier(_LabelStylesTag.self)] = newValue }
  }
  var _progressStyles: [_AnyProgressViewStyle] {
    get { storage[ObjectIdentifier(_ProgressStylesTag.self)] as? [_AnyProgressViewStyle] ?? [] }
    set { storage[ObjectIdentifier(_ProgressStylesTag.self)] = newValue }
  }
}

// Keys for the built-in values (the stub's own).
enum _ColorSchemeTag {}
enum _ContrastTag {}
enum _DynamicTypeTag {}
enum _LayoutDirectionTag {}
enum _HorizontalTag {}
enum _VerticalTag {}
enum _FontTag {}
enum _LineLimitTag {}
enum _AlignmentTag {}
enum _TextCaseTag {}
enum _LineSpacingTag {}
enum _ScaleTag {}
enum _ControlSizeTag {}
enum _ForegroundTag {}
enum _TintTag {}
enum _TrackingTag {}
enum _ButtonStylesTag {}
enum _ToggleStylesTag {}
enum _LabelStylesTag {}
enum _ProgressStylesTag {}
enum _FocusedTag {}
extension Bool: _Defaulted { static var _default: Bool { false } }

protocol _Defaulted { static var _default: Self { get } }
extension ColorScheme: _Defaulted { static var _default: ColorScheme { .light } }
extension ColorSchemeContrast: _Defaulted { static var _default: ColorSchemeContrast { .standard } }
extension DynamicTypeSize: _Defaulted { static var _default: DynamicTypeSize { .large } }
extension LayoutDirection: _Defaulted { static var _default: LayoutDirection { .leftToRight } }
extension TextAlignment: _Defaulted { static var _default: TextAlignment { .leading } }
extension ControlSize: _Defaulted { static var _default: ControlSize { .regular } }

struct _Key<Value: _Defaulted, Tag>: EnvironmentKey {
  static var defaultValue: Value { Value._default }
}
struct _OptionalKey<Value, Tag>: EnvironmentKey {
  static var defaultValue: Value? { nil }
}
struct _ZeroKey<Tag>: EnvironmentKey {
  static var defaultValue: CGFloat { 0 }
}
struct _TrueKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

/// https://developer.apple.com/documentation/swiftui/colorscheme — iOS 13.0+
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light, dark
}

/// https://developer.apple.com/documentation/swiftui/colorschemecontrast — iOS 13.0+
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
  case standard, increased
}

/// https://developer.apple.com/documentation/swiftui/dynamictypesize — iOS 15.0+
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// https://developer.apple.com/documentation/swiftui/layoutdirection — iOS 13.0+
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

/// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass — iOS 13.0+
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular
}

/// https://developer.apple.com/documentation/swiftui/textalignment — iOS 13.0+
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}

/// https://developer.apple.com/documentation/swiftui/controlsize — iOS 15.0+
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular
  /// https://developer.apple.com/documentation/swiftui/controlsize/large — iOS 15.0+
  case large
  /// https://developer.apple.com/documentation/swiftui/controlsize/extralarge — iOS 17.0+
  case extraLarge
}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty — iOS 13.0+
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// Where a dynamic property's node is, once installed.
final class _Location: @unchecked Sendable {
  weak var node: StubNode?
  var slot = ""
  var environment: EnvironmentValues?
}

/// https://developer.apple.com/documentation/swiftui/environment — iOS 13.0+
@propertyWrapper
public struct Environment<Value>: DynamicProperty, _StubDynamic {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let location = _Location()

  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf — iOS 13.0+
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue — iOS 13.0+
  /// (Read outside a body, SwiftUI gives the default value and logs a runtime warning.)
  public var wrappedValue: Value { (location.environment ?? EnvironmentValues())[keyPath: keyPath] }

  func _install(node: StubNode, slot: String, environment: EnvironmentValues) {
    location.node = node
    location.environment = environment
    // The view depends on this value: a change re-runs its body.
    let keyPath = self.keyPath
    node.environmentReads[slot] = _EnvironmentRead(
      read: { _Fingerprint.of($0[keyPath: keyPath]) },
      last: _Fingerprint.of(environment[keyPath: keyPath]))
  }
}

/// https://developer.apple.com/documentation/swiftui/state — iOS 13.0+
/// (Storage belongs to the view's identity: the initial value is used once, when the identity
/// appears; setting the value schedules an update.)
@propertyWrapper
public struct State<Value>: DynamicProperty, _StubDynamic {
  let initial: Value
  let location = _Location()

  /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) — iOS 13.0+
  public init(wrappedValue value: Value) { initial = value }
  /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:) — iOS 13.0+
  public init(initialValue value: Value) { initial = value }

  /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue — iOS 13.0+
  public var wrappedValue: Value {
    get {
      guard let node = location.node else { return initial }
      return node.state[location.slot] as? Value ?? initial
    }
    nonmutating set {
      guard let node = location.node else { return }
      node.state[location.slot] = newValue
      node.isDirty = true
      MainActor.assumeIsolated { node.host.setNeedsUpdate() }
    }
  }

  /// https://developer.apple.com/documentation/swiftui/state/projectedvalue — iOS 13.0+
  public var projectedValue: Binding<Value> {
    let state = self
    return Binding(get: { state.wrappedValue }, set: { state.wrappedValue = $0 })
  }

  func _install(node: StubNode, slot: String, environment: EnvironmentValues) {
    location.node = node
    location.slot = slot
    if node.state[slot] == nil { node.state[slot] = initial }
  }
}

extension State: @unchecked Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/binding — iOS 13.0+
@propertyWrapper
public struct Binding<Value> {
  let get: () -> Value
  let set: (Value) -> Void

  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp — iOS 13.0+
  /// (Declared `@preconcurrency` with `@isolated(any) @Sendable` closures; the stub asks for
  /// `@Sendable` ones, so a caller's closures must be.)
  public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
    self.get = get
    self.set = set
  }
  /// https://developer.apple.com/documentation/swiftui/binding/constant(_:) — iOS 13.0+
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
  public var projectedValue: Binding<Value> { self }
}

/// https://developer.apple.com/documentation/swiftui/scaledmetric — iOS 14.0+
/// (Scales a value with the environment's Dynamic Type size, relative to a text style. The stub
/// scales by the body style's curve for every style — Apple's Human Interface Guidelines table:
/// 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53 pt from xSmall to accessibility5 — where
/// SwiftUI uses each text style's own curve.)
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, _StubDynamic {
  let base: Value
  let textStyle: Font.TextStyle
  let location = _Location()

  /// https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:relativeto:) — iOS 14.0+
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    base = wrappedValue
    self.textStyle = textStyle
  }

  public var wrappedValue: Value {
    let size = (location.environment ?? EnvironmentValues()).dynamicTypeSize
    let body: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    let index = DynamicTypeSize.allCases.firstIndex(of: size) ?? 3
    return base * Value(body[index] / 17)
  }

  func _install(node: StubNode, slot: String, environment: EnvironmentValues) {
    location.environment = environment
  }
}

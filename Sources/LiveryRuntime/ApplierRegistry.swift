public import LiveryCore

/// The appliers an adapter knows: per component type and property, how a resolved value reaches
/// the component (Motif's `registerThemeProperty:requiringValueOfClass:applierBlock:`, typed).
///
/// An applier registered for a class serves its subclasses (`borderWidth` on the base view serves
/// every button); a subclass's own applier wins. Build the registry once and hand it to a
/// `ThemeApplier`; it is a value, immutable from then on.
///
/// The registry is not `Sendable`: build it where its components live. Built in a `@MainActor`
/// function, its closures are isolated to the main actor and may call main-actor APIs (UIKit's,
/// for the planned adapter); the HTML adapter's are built and used on whatever task renders a
/// page.
///
/// ```swift
/// var appliers = ApplierRegistry()
/// appliers.register(.borderWidth, on: HTMLView.self, as: Double.self,
///                   set: { view, width in view.borderWidth = width }, reset: { $0.borderWidth = 0 })
/// appliers.registerCompound([.fontName, .fontSize], on: HTMLLabel.self,
///                           apply: { label, values in label.font = … }, reset: { $0.font = nil })
/// appliers.registerPart(.titleLabel, on: HTMLButton.self) { $0.titleLabel }
/// ```
public struct ApplierRegistry {
  /// Single and compound appliers, in registration order.
  var appliers: [AnyApplier] = []
  /// Part appliers, in registration order.
  var parts: [AnyPartApplier] = []
  /// Component classes and the catalog types they are, in registration order.
  var types: [(Registered, TargetType)] = []

  public init() {}

  /// Registers how `property` is set on components of type `C` (and its subclasses): `set`
  /// receives the value as `T`, `reset` gives the component back its own look when the theme no
  /// longer sets the property.
  ///
  /// A value that is not a `T` (a string where a number is required) is reported at its
  /// declaration and the property is left alone.
  public mutating func register<C: Styleable, T: StyleValueConvertible>(
    _ property: PropertyName, on type: C.Type, as valueType: T.Type,
    set: @escaping (C, T) throws(ApplierNotice) -> Void,
    reset: @escaping (C) -> Void
  ) {
    appliers.append(
      AnyApplier(
        properties: [property], type: Registered(C.self), expects: T.self,
        action: .single(
          convert: { T(styleValue: $0) },
          set: { component, value throws(ApplierNotice) in
            try set(unsafeDowncast(component, to: C.self), value as! T)
          },
          restore: .reset { reset(unsafeDowncast($0, to: C.self)) })))
  }

  /// Registers how `property` is set on components of type `C`, reading the component's own
  /// value with `own` before Livery first changes it (in the platform's terms: a `UIColor?`, a
  /// font), and giving it back with `restore` when the theme no longer sets the property.
  ///
  /// ```swift
  /// registry.register(.backgroundColor, on: UIView.self, as: Adaptive<RGBAColor>.self,
  ///   own: { $0.backgroundColor }, set: { $0.backgroundColor = UIColor(livery: $1) },
  ///   restore: { $0.backgroundColor = $1 })
  /// ```
  public mutating func register<C: Styleable, T: StyleValueConvertible, Own: Sendable>(
    _ property: PropertyName, on type: C.Type, as valueType: T.Type,
    own: @escaping (C) -> Own,
    set: @escaping (C, T) throws(ApplierNotice) -> Void,
    restore: @escaping (C, Own) -> Void
  ) {
    appliers.append(
      AnyApplier(
        properties: [property], type: Registered(C.self), expects: T.self,
        action: .single(
          convert: { T(styleValue: $0) },
          set: { component, value throws(ApplierNotice) in
            try set(unsafeDowncast(component, to: C.self), value as! T)
          },
          restore: .original(
            get: { own(unsafeDowncast($0, to: C.self)) },
            set: { component, value in restore(unsafeDowncast(component, to: C.self), value as! Own)
            }
          ))))
  }

  /// Registers how `property` is set on components of type `C`, reading the component's own
  /// value with `get` before Livery first changes it, and setting that back to restore it.
  public mutating func register<C: Styleable, T: StyleValueConvertible>(
    _ property: PropertyName, on type: C.Type, as valueType: T.Type,
    get: @escaping (C) -> T,
    set: @escaping (C, T) -> Void
  ) {
    register(property, on: type, as: valueType, own: get, set: { set($0, $1) }, restore: set)
  }

  /// Registers one applier for several properties (a font from its name, size and weight): it is
  /// called once, with every current value of its properties, whenever any of them changed; and
  /// `reset` when the theme sets none of them any more.
  ///
  /// With `takesTables`, values that differ by appearance arrive as `.adaptive` tables (read them
  /// as `values[.borderColor, as: Adaptive<RGBAColor>.self]`), and an appearance switch calls it
  /// for nothing; without, they arrive as the component's appearance has them.
  public mutating func registerCompound<C: Styleable>(
    _ properties: [PropertyName], on type: C.Type, takesTables: Bool = false,
    apply: @escaping (C, CompoundValues) throws(ApplierNotice) -> Void,
    reset: @escaping (C) -> Void
  ) {
    appliers.append(
      AnyApplier(
        properties: properties, type: Registered(C.self), expects: nil,
        action: .compound(
          apply: { component, values throws(ApplierNotice) in
            try apply(unsafeDowncast(component, to: C.self), values)
          },
          reset: { reset(unsafeDowncast($0, to: C.self)) }, takesTables: takesTables)))
  }

  /// Registers a per-state applier (apple-adapters.md §2.3): `set` receives the property's whole
  /// state table — its value in `normal` and in each state the style declares — and the table it
  /// replaces (`table.combinationsRemoved(since: previous)` lists what to clear); it is called
  /// again only when the table changed, whatever the component's active states (its `normal` is
  /// the value with no state active). `reset` gives the component back its own look when no state
  /// sets the property any more. Under an applier with adaptive axes, a value that differs by
  /// appearance is a table: register `as: Adaptive<RGBAColor>.self` (a dynamic colour per state).
  /// A state combination the platform cannot keep a value for is reported by throwing an
  /// ``ApplierNotice`` after setting the rest.
  ///
  /// ```swift
  /// registry.registerStates(.textColor, on: UIButton.self, as: RGBAColor.self,
  ///   set: { button, table, previous in … setTitleColor(_, for:) per entry … },
  ///   reset: { $0.setTitleColor(nil, for: .normal) })
  /// ```
  public mutating func registerStates<C: Styleable, T: StyleValueConvertible & Equatable>(
    _ property: PropertyName, on type: C.Type, as valueType: T.Type,
    set: @escaping (C, StateTable<T>, StateTable<T>?) throws(ApplierNotice) -> Void,
    reset: @escaping (C) -> Void
  ) {
    appliers.append(
      AnyApplier(
        properties: [property], type: Registered(C.self), expects: T.self,
        action: .states(
          set: { component, table, previous throws(ApplierNotice) in
            guard let typed = table.converted(to: T.self) else { return false }
            try set(
              unsafeDowncast(component, to: C.self), typed, previous?.converted(to: T.self))
            return true
          },
          reset: { reset(unsafeDowncast($0, to: C.self)) })))
  }

  /// Registers a part: a property whose value is a sub-element style (a button's `titleLabel`,
  /// Motif's `titleText: .ButtonText`) names the child component `part` returns; the runtime
  /// applies the sub-element's style to it, with the parent's states and environment.
  public mutating func registerPart<C: Styleable>(
    _ property: PropertyName, on type: C.Type,
    part: @escaping (C) -> (any Styleable)?
  ) {
    parts.append(
      AnyPartApplier(
        property: property, type: Registered(C.self), part: { part(unsafeDowncast($0, to: C.self)) }
      ))
  }

  /// Says which catalog type components of class `C` are (`UIButton` → `.button`); subclasses
  /// are that type too unless mapped themselves, so an app's `PayButton: UIButton` is a button.
  public mutating func map<C: Styleable>(_ componentClass: C.Type, to type: TargetType) {
    types.append((Registered(C.self), type))
  }

  /// The catalog type of components of `componentClass`: the most specific mapped class it is or
  /// inherits from (the later mapping among equals), `nil` when none is.
  public func targetType(for componentClass: any Styleable.Type) -> TargetType? {
    var best: (Registered, TargetType)?
    for entry in types where entry.0.accepts(componentClass) {
      if let current = best, current.0.isMoreSpecific(than: entry.0) { continue }
      best = entry
    }
    return best?.1
  }

  /// Every applier and type mapping of `other` added to these; on the same class and property,
  /// `other`'s win.
  public mutating func merge(_ other: ApplierRegistry) {
    appliers += other.appliers
    parts += other.parts
    types += other.types
  }

  /// The properties with an applier for components of `type` (and its base classes), sorted: what
  /// the adapter can show.
  public func properties(for type: any Styleable.Type) -> [PropertyName] {
    var names: Set<PropertyName> = []
    for applier in appliers where applier.type.accepts(type) { names.formUnion(applier.properties) }
    for part in parts where part.type.accepts(type) { names.insert(part.property) }
    return names.sorted()
  }

  /// Each property's most specific applier for components of `type`.
  func table(for type: any Styleable.Type) -> ApplierTable {
    var singles: [PropertyName: AnyApplier] = [:]
    var partAppliers: [PropertyName: AnyPartApplier] = [:]
    // Later registrations win among equally specific ones; a subclass's beat its base's.
    for applier in appliers where applier.type.accepts(type) {
      for property in applier.properties {
        if let current = singles[property], current.type.isMoreSpecific(than: applier.type) {
          continue
        }
        singles[property] = applier
      }
    }
    for part in parts where part.type.accepts(type) {
      if let current = partAppliers[part.property], current.type.isMoreSpecific(than: part.type) {
        continue
      }
      partAppliers[part.property] = part
    }
    var stateAppliers: [(PropertyName, AnyApplier)] = []
    for (property, applier) in singles.sorted(by: { $0.key < $1.key }) {
      if case .states = applier.action { stateAppliers.append((property, applier)) }
    }
    return ApplierTable(
      appliers: singles, parts: partAppliers, stateAppliers: stateAppliers,
      known: Array(Set(singles.keys).union(partAppliers.keys)).map(\.rawValue))
  }
}

/// The current values of a compound applier's properties; a property the theme does not set is
/// `nil` (use the component's own value for it).
public struct CompoundValues: Sendable {
  /// A few pairs, searched in place.
  let values: [(PropertyName, Value)]

  /// The value of `property` as `T`, or `nil` when it is not set or not a `T`.
  @inlinable
  public subscript<T: StyleValueConvertible>(property: PropertyName, as type: T.Type) -> T? {
    // Inlinable, so each applier gets it specialised for its type: appliers read values for
    // every component a switch touches.
    guard let value = self[property] else { return nil }
    return T(styleValue: value)
  }

  /// Whether a value differs by appearance.
  var hasTables: Bool {
    values.contains { if case .adaptive = $0.1 { true } else { false } }
  }

  /// The values as `appearance` has them (a property unset there is left out); `nil` when none
  /// is set there.
  func inAppearance(_ appearance: Appearance) -> CompoundValues? {
    guard hasTables else { return self }
    let shown = values.compactMap { name, value -> (PropertyName, Value)? in
      guard case .adaptive(let table) = value else { return (name, value) }
      return table.value(in: appearance).map { (name, $0) }
    }
    return shown.isEmpty ? nil : CompoundValues(values: shown)
  }

  /// The value of `property`, or `nil` when it is not set.
  public subscript(property: PropertyName) -> Value? {
    // By index: iterating pairs would copy (and retain) every value on the way.
    for index in values.indices where values[index].0 == property { return values[index].1 }
    return nil
  }
}

/// What an applier throws when it cannot show a value fully (CSS has no keyboard appearance, an
/// image is not on this machine): it applied what it could, and the runtime reports the message
/// at the value's declaration. Applying itself never throws.
public struct ApplierNotice: Error, Sendable, Equatable {
  public let message: String

  public init(_ message: String) {
    self.message = message
  }
}

/// A registered component class, with what is needed to compare classes at run time.
struct Registered {
  let type: any Styleable.Type
  /// Whether a class is this one or one of its subclasses.
  let accepts: (any Styleable.Type) -> Bool

  init<C: Styleable>(_ type: C.Type) {
    self.type = type
    accepts = { $0 is C.Type }
  }

  /// Whether this class is a subclass of `other`'s (and not the same).
  func isMoreSpecific(than other: Registered) -> Bool {
    ObjectIdentifier(type) != ObjectIdentifier(other.type) && other.accepts(type)
  }
}

/// A single or compound applier with its types erased.
final class AnyApplier {
  let properties: [PropertyName]
  let type: Registered
  /// The value type a single applier takes (for messages), `nil` for a compound one.
  let expects: (any StyleValueConvertible.Type)?
  let action: Action

  enum Action {
    case single(
      convert: (Value) -> (any Sendable)?,
      set: (AnyObject, any Sendable) throws(ApplierNotice) -> Void,
      restore: Restore)
    case compound(
      apply: (AnyObject, CompoundValues) throws(ApplierNotice) -> Void,
      reset: (AnyObject) -> Void,
      takesTables: Bool)
    /// A per-state applier: `set` returns `false` when a value is not of the applier's type.
    case states(
      set: (AnyObject, StateTable<Value>, StateTable<Value>?) throws(ApplierNotice) -> Bool,
      reset: (AnyObject) -> Void)
  }

  enum Restore {
    case reset((AnyObject) -> Void)
    case original(
      get: (AnyObject) -> any Sendable,
      set: (AnyObject, any Sendable) -> Void)
  }

  init(
    properties: [PropertyName], type: Registered, expects: (any StyleValueConvertible.Type)?,
    action: Action
  ) {
    self.properties = properties
    self.type = type
    self.expects = expects
    self.action = action
  }
}

/// A part applier with its types erased.
struct AnyPartApplier {
  let property: PropertyName
  let type: Registered
  let part: (AnyObject) -> (any Styleable)?
}

/// The appliers serving one component class, by property.
struct ApplierTable {
  let appliers: [PropertyName: AnyApplier]
  let parts: [PropertyName: AnyPartApplier]
  /// The per-state appliers, by property name.
  let stateAppliers: [(PropertyName, AnyApplier)]
  /// Every property name served, for "did you mean".
  let known: [String]
}

/// Whom a rule styles: every component of a type, or components that opt in by name.
public enum StyleIdentity: Hashable, Sendable, CustomStringConvertible {
  /// The base style of every component of this type (MAF style without Key, NUI `Button`).
  case type(TargetType)
  /// A style components opt into (MAF Key, NUI class, Motif `.Class`, Redbeard id), optionally
  /// limited to one target type.
  case named(StyleName, targetType: TargetType?)

  public var description: String {
    switch self {
    case .type(let type): return "type \(type)"
    case .named(let name, nil): return name.rawValue
    case .named(let name, let type?): return "\(name) (\(type))"
    }
  }

  /// The lookup key shared by every rule with this identity, ignoring the target type of named styles.
  var key: StyleKey {
    switch self {
    case .type(let type): return .type(type)
    case .named(let name, _): return .named(name)
    }
  }
}

/// The key styles are filed under: a type, or a name.
public enum StyleKey: Hashable, Sendable, Comparable, CustomStringConvertible {
  case type(TargetType)
  case named(StyleName)

  public var description: String {
    switch self {
    case .type(let type): return type.rawValue
    case .named(let name): return name.rawValue
    }
  }

  public static func < (lhs: StyleKey, rhs: StyleKey) -> Bool {
    switch (lhs, rhs) {
    case let (.type(l), .type(r)): return l < r
    case let (.named(l), .named(r)): return l < r
    case (.type, .named): return true
    case (.named, .type): return false
    }
  }
}

/// A parent of a style (MAF `BasedOn`, Motif `_superclass`, Redbeard `inherits`).
public struct StyleReference: Hashable, Sendable {
  /// Where to look the name up.
  public enum Lookup: UInt8, Hashable, Sendable {
    /// A named style.
    case named
    /// The type style of a target type.
    case type
    /// A named style first, then a type's style (MAF `BasedOn`).
    case namedThenType
  }

  public var name: String
  public var lookup: Lookup
  public var location: SourceLocation
  /// How bad it is when nothing has this name. MAF files ship with dangling `BasedOn` (a warning);
  /// for the other formats it is an error.
  public var missingSeverity: Diagnostic.Severity

  public init(
    _ name: String, lookup: Lookup = .named, at location: SourceLocation,
    missingSeverity: Diagnostic.Severity = .error
  ) {
    self.name = name
    self.lookup = lookup
    self.location = location
    self.missingSeverity = missingSeverity
  }
}

/// One property assignment.
public struct Declaration: Hashable, Sendable {
  public var property: PropertyName
  public var value: ValueExpression
  /// Where the property name was written.
  public var location: SourceLocation
  /// Where the value was written.
  public var valueLocation: SourceLocation
  /// Variant conditions on this one declaration (most rules have none).
  public var conditions: Conditions

  @inlinable
  public init(
    _ property: PropertyName, _ value: ValueExpression, at location: SourceLocation,
    valueAt valueLocation: SourceLocation? = nil, conditions: Conditions = .always
  ) {
    self.property = property
    self.value = value
    self.location = location
    self.valueLocation = valueLocation ?? location
    self.conditions = conditions
  }
}

/// The contents of a style, a state or a sub-element.
public struct StyleBody: Hashable, Sendable {
  /// Styles this one builds on, in order; later parents win over earlier ones.
  public var parents: [StyleReference]
  public var declarations: [Declaration]
  /// States in declaration order; a state may nest states (Redbeard `alternate → selected`).
  public var states: [StateBlock]
  /// Styles for parts of the component (Redbeard `titleLabel: {…}`, MAF `SubStyle`, Motif
  /// `titleText: .ButtonText`).
  public var subElements: [SubElement]
  /// Reset what earlier styles set before applying this one (Redbeard `clearPreviousThemingValues`).
  public var resetsPreviousValues: Bool

  @inlinable
  public init(
    parents: [StyleReference] = [], declarations: [Declaration] = [], states: [StateBlock] = [],
    subElements: [SubElement] = [], resetsPreviousValues: Bool = false
  ) {
    self.parents = parents
    self.declarations = declarations
    self.states = states
    self.subElements = subElements
    self.resetsPreviousValues = resetsPreviousValues
  }

  public var isEmpty: Bool {
    parents.isEmpty && declarations.isEmpty && states.isEmpty && subElements.isEmpty
      && !resetsPreviousValues
  }
}

/// The declarations that apply while a component is in a state.
public struct StateBlock: Hashable, Sendable {
  public var name: StateName
  public var body: StyleBody
  public var location: SourceLocation

  @inlinable
  public init(_ name: StateName, _ body: StyleBody, at location: SourceLocation) {
    self.name = name
    self.body = body
    self.location = location
  }
}

/// A style for the part of a component named by `property`. A reference to a named style is a
/// body whose only content is that parent.
public struct SubElement: Hashable, Sendable {
  public var property: PropertyName
  public var body: StyleBody
  public var location: SourceLocation

  public init(_ property: PropertyName, _ body: StyleBody, at location: SourceLocation) {
    self.property = property
    self.body = body
    self.location = location
  }
}

/// A style rule: identity, variant conditions and contents.
public struct StyleRule: Hashable, Sendable {
  public var identity: StyleIdentity
  public var body: StyleBody
  public var conditions: Conditions
  /// Where the rule's name was written.
  public var location: SourceLocation

  @inlinable
  public init(
    _ identity: StyleIdentity, _ body: StyleBody, conditions: Conditions = .always,
    at location: SourceLocation
  ) {
    self.identity = identity
    self.body = body
    self.conditions = conditions
    self.location = location
  }
}

/// A named value other values refer to (Motif `$X`, NSS `@x`, Redbeard constant ids, DTCG tokens).
public struct Constant: Hashable, Sendable {
  public var name: String
  public var value: ValueExpression
  public var conditions: Conditions
  public var location: SourceLocation
  public var valueLocation: SourceLocation
  /// What a format says about the constant beyond its value (a design token's description,
  /// deprecation, type and extensions); `nil` for most formats.
  public var metadata: ConstantMetadata?

  public init(
    _ name: String, _ value: ValueExpression, conditions: Conditions = .always,
    at location: SourceLocation,
    valueAt valueLocation: SourceLocation? = nil, metadata: ConstantMetadata? = nil
  ) {
    self.name = name
    self.value = value
    self.conditions = conditions
    self.location = location
    self.valueLocation = valueLocation ?? location
    self.metadata = metadata
  }
}

/// What a format says about a constant beyond its value: documentation, deprecation, the type it
/// was declared with and data for tools. Design tokens carry all of it (`$description`,
/// `$deprecated`, `$type`, `$extensions`); writers put it back.
///
/// Immutable and shared: a constant holds one reference, so constants of formats without metadata
/// stay small.
public final class ConstantMetadata: Hashable, Sendable {
  /// The constant's documentation (`$description`).
  public let documentation: String?
  /// Whether the constant is deprecated, and the message that says what to use instead.
  public let deprecation: Deprecation?
  /// The type the constant was declared or inferred with, in its format's words (`color`,
  /// `dimension`), when the format types constants.
  public let declaredType: String?
  /// Vendor data the constant carried, as JSON text keyed by vendor, in the order written; writers
  /// put it back unchanged (DTCG `$extensions`).
  public let extensions: [Extension]
  /// The value as written, as JSON text, when the model's value cannot say everything it said (a
  /// Display P3 colour, a shadow's spread, a pointer into another token): writers reproduce it.
  public let originalValue: String?
  /// How the value reached this name besides being written here ("inherited via $extends {input}",
  /// "components[0] via #/base/blue/$value/components/0"), for `explain`.
  public let provenance: [String]

  /// A deprecation, with an optional explanation.
  public struct Deprecation: Hashable, Sendable {
    public let message: String?
    public init(message: String?) { self.message = message }
  }

  /// One vendor's data, as JSON text.
  public struct Extension: Hashable, Sendable {
    public let key: String
    public let json: String
    public init(key: String, json: String) {
      self.key = key
      self.json = json
    }
  }

  public init(
    documentation: String? = nil, deprecation: Deprecation? = nil, declaredType: String? = nil,
    extensions: [Extension] = [],
    originalValue: String? = nil, provenance: [String] = []
  ) {
    self.documentation = documentation
    self.deprecation = deprecation
    self.declaredType = declaredType
    self.extensions = extensions
    self.originalValue = originalValue
    self.provenance = provenance
  }

  public static func == (lhs: ConstantMetadata, rhs: ConstantMetadata) -> Bool {
    lhs === rhs
      || (lhs.documentation == rhs.documentation && lhs.deprecation == rhs.deprecation
        && lhs.declaredType == rhs.declaredType
        && lhs.extensions == rhs.extensions && lhs.originalValue == rhs.originalValue
        && lhs.provenance == rhs.provenance)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(documentation)
    hasher.combine(declaredType)
    hasher.combine(originalValue)
  }
}

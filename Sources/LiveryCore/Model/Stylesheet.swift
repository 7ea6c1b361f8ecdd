/// What one reader produced from one file: rules, constants and the problems it found.
public struct Stylesheet: Sendable {
  /// The file's text, for diagnostics; `nil` for stylesheets built in code.
  public var source: SourceFile?
  /// The file this stylesheet came from; locations inside it use this identifier.
  public var file: SourceFileID
  /// The format and dialect it was read as, for `check -v` and `explain` ("Motif YAML").
  public var format: StylesheetFormat
  public var dialect: ValueDialect
  /// "This file applies when …": conditions every rule and constant in the file inherits.
  public var conditions: Conditions
  public var rules: [StyleRule]
  public var constants: [Constant]
  /// Type names this format uses for catalog types (MAF `ListBoxItem` → `TableViewCell`).
  public var typeAliases: [TargetType: TargetType]
  public var diagnostics: [Diagnostic]
  /// How this file's own variant conditions compete with each other.
  public var variantPrecedence: VariantPrecedence
  /// The variant a reader compiled the file for, when it chose one: a design-token resolver given
  /// `--input theme=dark` holds that context's values, without conditions. Tools resolve in it
  /// unless told otherwise, and a colour scheme here counts as the theme mentioning it (semantics §6).
  public var compiledVariant: Conditions = .always
  /// Why the file was read the way it was — which format and why, when several could read it, and
  /// the reader's own choices ("sapfiori dialect: selector 'fdl…' at 3:1") — for `check -v`.
  public var readingNote: String?

  public init(
    file: SourceFileID, source: SourceFile? = nil, format: StylesheetFormat = .code,
    dialect: ValueDialect = .standard,
    conditions: Conditions = .always, rules: [StyleRule] = [], constants: [Constant] = [],
    typeAliases: [TargetType: TargetType] = [:], diagnostics: [Diagnostic] = []
  ) {
    self.file = file
    self.source = source
    self.format = format
    self.dialect = dialect
    self.conditions = conditions
    self.rules = rules
    self.constants = constants
    self.typeAliases = typeAliases
    self.diagnostics = diagnostics
    variantPrecedence = .mostSpecific
  }

  public var path: String { file.path }
}

/// Which format, and which variant of it, a stylesheet was read as.
///
/// Formats define their identifiers where they are read (`StylesheetFormat.motifYAML` lives beside
/// the Motif reader); compare identifiers, never display names.
public struct StylesheetFormat: Hashable, Sendable, CustomStringConvertible {
  /// A stable, machine-readable identifier: `motif.yaml`, `nss.sapfiori`.
  public let identifier: String
  /// The name people read: `Motif YAML`, `NSS (sapfiori dialect)`.
  public let name: String

  public init(_ identifier: String, name: String) {
    self.identifier = identifier
    self.name = name
  }

  public var description: String { name }

  public static func == (lhs: StylesheetFormat, rhs: StylesheetFormat) -> Bool {
    lhs.identifier == rhs.identifier
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

  /// A stylesheet built in code rather than read from a file.
  public static let code = StylesheetFormat("livery.code", name: "built in code")
  /// Livery's hard-coded defaults.
  public static let hardCodedDefaults = StylesheetFormat(
    "livery.defaults", name: "hard-coded defaults")
}

/// How the variant conditions inside one stylesheet compete (semantics §6).
public enum VariantPrecedence: Sendable, Hashable {
  /// The most specific matching definition wins; ties go to the later one (Livery, Motif, MAF).
  case mostSpecific
  /// The last matching definition in the file wins, however specific (NUI: `@media` blocks and
  /// variables apply in document order).
  case lastDefined
}

/// The part a layer plays in the cascade, lowest precedence first.
public enum LayerRole: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Values compiled into the library (`HardCodedDefaults`).
  case defaults
  /// Livery's bundled default skin.
  case skin
  /// Bundled colour palettes other layers refer to (Material, SAP Fiori).
  case palette
  /// The app's own stylesheets, in load order.
  case app
  /// A layer replaced while the app runs, such as a remotely downloaded bundle; at most one, on top.
  /// (Values set in code are above it, and no layer: `Provenance.Source.code`.)
  case runtime

  public var description: String { rawValue }

  /// Livery's own layers below every theme: the hard-coded defaults and the default skin. They are
  /// fallbacks — a property the theme styles never takes a value from them (semantics §3).
  public var isFallback: Bool { self == .defaults || self == .skin }

  /// The theme's own layers: the app's and a runtime layer.
  public var isThemed: Bool { self == .app || self == .runtime }
}

/// One level of the cascade: stylesheets loaded together (semantics §3).
public struct Layer: Sendable {
  /// A name for people (`app`, `Brand.nss`, `theme.inc.json`), shown by `explain`.
  public var name: String
  public var role: LayerRole
  public var stylesheets: [Stylesheet]
  /// Conditions the whole layer is limited to (a dark-mode layer).
  public var conditions: Conditions

  public init(
    _ name: String, role: LayerRole = .app, stylesheets: [Stylesheet],
    conditions: Conditions = .always
  ) {
    self.name = name
    self.role = role
    self.stylesheets = stylesheets
    self.conditions = conditions
  }

  /// Everything the readers reported for this layer's files.
  public var diagnostics: [Diagnostic] { stylesheets.flatMap(\.diagnostics) }
}

/// An ordered list of layers, lowest precedence first. Compile it to resolve styles.
///
/// ```swift
/// let theme = Theme(layers: [Layer("app", stylesheets: [sheet])]).compile()
/// let style = theme.resolve(StyleQuery(named: ["WarningButton"]))
/// ```
public struct Theme: Sendable {
  public var layers: [Layer]
  /// Problems with the theme as a whole rather than with one file's contents (a path that does not
  /// exist, a file listed twice, a folder with no theme files).
  public var diagnostics: [Diagnostic]
  /// What `colorScheme=dark` does when the theme is light-only (semantics §6): by default it
  /// stays light, skin included.
  public var lightOnlyDarkMode: LightOnlyDarkMode

  public init(
    layers: [Layer], diagnostics: [Diagnostic] = [],
    lightOnlyDarkMode: LightOnlyDarkMode = .staysLight
  ) {
    self.layers = layers
    self.diagnostics = diagnostics
    self.lightOnlyDarkMode = lightOnlyDarkMode
  }

  /// Merges the layers and returns an immutable theme, ready to resolve. References, cycles and
  /// value types are checked when `diagnostics` is first read.
  ///
  /// - Parameters:
  ///   - schema: what type each property expects.
  ///   - cacheCapacity: how many resolved styles the theme remembers, least recently used first
  ///     out (at least 32), so a long-running process stays within bounds. A query asked in an
  ///     environment the theme resolves as another (`CompiledTheme.sessionEnvironment(_:)`: axes
  ///     no condition tests set as the default has them, dark as light in a light-only theme)
  ///     takes two: its answer, and the resolution other environments share.
  ///   - environmentCapacity: for how many environments it remembers the rules and constants that
  ///     apply, and the merged bodies of styles (each environment keeps at most a million property
  ///     slots of those); more environments than this in turn resolve from scratch. Environments
  ///     are counted as resolved: those that differ only on axes no condition tests are one.
  public func compile(
    schema: PropertySchema = .standard, cacheCapacity: Int = 8_192, environmentCapacity: Int = 16
  )
    -> CompiledTheme
  {
    CompiledTheme(
      compiling: self, schema: schema, cacheCapacity: cacheCapacity,
      environmentCapacity: environmentCapacity)
  }

  /// The runtime layer (a downloaded bundle, above the app's own layers), if the theme has one.
  public var runtimeLayer: Layer? { layers.last { $0.role == .runtime } }

  /// The same theme with its runtime layer replaced by `layer` (its role becomes `.runtime`), or
  /// removed when `layer` is `nil`. Every other layer, and their order, stay as they are.
  ///
  /// ```swift
  /// let updated = theme.replacingRuntimeLayer(with: Layer("bundle 42", stylesheets: downloaded)).compile()
  /// ```
  public func replacingRuntimeLayer(with layer: Layer?) -> Theme {
    var copy = self
    copy.layers.removeAll { $0.role == .runtime }
    if var layer {
      layer.role = .runtime
      copy.layers.append(layer)
    }
    return copy
  }

}

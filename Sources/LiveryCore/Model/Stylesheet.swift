/// What one reader produced from one file: rules, constants and the problems it found.
public struct Stylesheet: Sendable {
  /// The file's text, for diagnostics; `nil` for stylesheets built in code.
  public var source: SourceFile?
  /// The file this stylesheet came from; locations inside it use this identifier.
  public var file: SourceFileID
  /// The format and dialect, for `check -v` and `explain` ("Motif YAML").
  public var format: String
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
  /// Why the reader read the file the way it did ("sapfiori dialect: selector 'fdl…' at 3:1"), for
  /// `check -v`.
  public var readingNote: String?

  public init(
    file: SourceFileID, source: SourceFile? = nil, format: String, dialect: ValueDialect = .standard,
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

/// How the variant conditions inside one stylesheet compete (semantics §6).
public enum VariantPrecedence: Sendable, Hashable {
  /// The most specific matching definition wins; ties go to the later one (Livery, Motif, MAF).
  case mostSpecific
  /// The last matching definition in the file wins, however specific (NUI: `@media` blocks and
  /// variables apply in document order).
  case lastDefined
}

/// One level of the cascade: stylesheets loaded together (semantics §3).
public struct Layer: Sendable {
  public var name: String
  public var stylesheets: [Stylesheet]
  /// Conditions the whole layer is limited to (a dark-mode layer).
  public var conditions: Conditions

  public init(_ name: String, stylesheets: [Stylesheet], conditions: Conditions = .always) {
    self.name = name
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
/// let style = theme.resolve(StyleQuery(styles: ["WarningButton"]))
/// ```
public struct Theme: Sendable {
  public var layers: [Layer]

  public init(layers: [Layer]) {
    self.layers = layers
  }

  /// Merges the layers, checks references, cycles and value types, and returns an immutable theme.
  public func compile(schema: PropertySchema = .standard) -> CompiledTheme {
    CompiledTheme(compiling: self, schema: schema)
  }
}

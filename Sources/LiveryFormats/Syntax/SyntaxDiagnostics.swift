public import LiveryCore

// The syntax readers' diagnostic catalog, alphabetical.
extension DiagnosticCode {
  /// A key appears twice in one JSON object or YAML mapping.
  public static let duplicateKey: DiagnosticCode = "syntax.duplicate-key"
  /// A `//` or `/* */` comment in JSON.
  public static let jsonComment: DiagnosticCode = "json.comment"
  /// Malformed JSON.
  public static let jsonSyntax: DiagnosticCode = "json.syntax"
  /// A comma before `}` or `]` in JSON.
  public static let jsonTrailingComma: DiagnosticCode = "json.trailing-comma"
  /// A YAML anchor (`&a`) or alias (`*a`); Livery, like Motif, does not support them.
  public static let yamlAnchor: DiagnosticCode = "yaml.anchor"
  /// More than one YAML document in a file; only the first is read.
  public static let yamlExtraDocument: DiagnosticCode = "yaml.extra-document"
  /// Malformed YAML, as libyaml reports it.
  public static let yamlSyntax: DiagnosticCode = "yaml.syntax"
  /// A YAML tag other than the core `!!null/bool/int/float/str/map/seq`.
  public static let yamlTag: DiagnosticCode = "yaml.unsupported-tag"
}

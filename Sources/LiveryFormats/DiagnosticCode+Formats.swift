public import LiveryCore

// The format readers' diagnostic catalog, alphabetical by name. Motif codes name the Motif error
// they replace (motif.md "Errors"); Motif reported none of them with a location.
extension DiagnosticCode {
  /// A Fiori palette override that FioriThemeManager would not apply (a rule, a key with a space, a
  /// repeated key, a value it cannot read).
  public static let fioriIgnored: DiagnosticCode = "fiori.ignored"
  /// A Fiori palette override hidden by a more specific key for the same colour (§6.2 precedence).
  public static let fioriShadowed: DiagnosticCode = "fiori.shadowed"
  /// A key appears twice in one JSON object or YAML mapping.
  public static let duplicateKey: DiagnosticCode = "syntax.duplicate-key"
  /// A file was not loaded: not a theme file in a folder, or listed twice.
  public static let fileSkipped: DiagnosticCode = "file.skipped"
  /// A file no format claims (neither its name nor its content is one Livery reads).
  public static let fileUnknownFormat: DiagnosticCode = "file.unknown-format"
  /// A `//` or `/* */` comment in JSON.
  public static let jsonComment: DiagnosticCode = "json.comment"
  /// A `\uD83D` escape without its other half: no character, so it reads as U+FFFD (a warning; an
  /// error in strict JSON).
  public static let jsonLoneSurrogate: DiagnosticCode = "json.lone-surrogate"
  /// Malformed JSON.
  public static let jsonSyntax: DiagnosticCode = "json.syntax"
  /// A comma before `}` or `]` in JSON.
  public static let jsonTrailingComma: DiagnosticCode = "json.trailing-comma"
  /// A `<Setter.Value>` that is not a brush Livery knows, or a gradient without stops.
  public static let mafBrush: DiagnosticCode = "maf.brush"
  /// A colour MAF cannot mean (a 7-digit hex); the setter is ignored.
  public static let mafColor: DiagnosticCode = "maf.invalid-color"
  /// The same property set twice in one style or state; the later wins.
  public static let mafDuplicateSetter: DiagnosticCode = "maf.duplicate-setter"
  /// `id=` used instead of `Key=` on a style.
  public static let mafIdAttribute: DiagnosticCode = "maf.id-attribute"
  /// An image property element whose source is neither a name, a URL nor base64.
  public static let mafImage: DiagnosticCode = "maf.invalid-image"
  /// A setter's value cannot have its property's type (`FontSize="big"`); the setter is ignored.
  public static let mafInvalidValue: DiagnosticCode = "maf.invalid-value"
  /// The root element is not `<styles>`.
  public static let mafNotStyles: DiagnosticCode = "maf.not-styles"
  /// A second `<Border>` in one style (merged, later attributes win).
  public static let mafSecondBorder: DiagnosticCode = "maf.second-border"
  /// A `<Style>` with neither TargetType nor Key.
  public static let mafStyleWithoutTarget: DiagnosticCode = "maf.style-without-target"
  /// A required attribute is missing or an attribute is unknown.
  public static let mafUnknownAttribute: DiagnosticCode = "maf.attribute"
  /// An element MAF does not define in that place.
  public static let mafUnknownElement: DiagnosticCode = "maf.unknown-element"
  /// A font name that is not an iOS system font.
  public static let mafUnknownFont: DiagnosticCode = "maf.unknown-font"
  /// P8: a class's value is not a dictionary.
  public static let motifClassNotMapping: DiagnosticCode = "motif.class-not-mapping"
  /// P11: a class name is already defined by an earlier file.
  public static let motifDuplicateClass: DiagnosticCode = "motif.duplicate-class"
  /// P10: a constant name is already defined by an earlier file.
  public static let motifDuplicateConstant: DiagnosticCode = "motif.duplicate-constant"
  /// P5: the file is empty.
  public static let motifEmptyFile: DiagnosticCode = "motif.empty-file"
  /// P4: the file's extension is not yaml, yml or json.
  public static let motifExtension: DiagnosticCode = "motif.invalid-extension"
  /// P13/P14: a reference to a name defined only in a later file.
  public static let motifForwardReference: DiagnosticCode = "motif.forward-reference"
  /// P9: `_superclass` is not written as a `.Class` reference.
  public static let motifInvalidSuperclass: DiagnosticCode = "motif.invalid-superclass"
  /// P7: a top-level key is neither `$Constant` nor `.Class`.
  public static let motifInvalidSymbol: DiagnosticCode = "motif.invalid-symbol"
  /// A `.5`-style value, which Motif reads as a reference to a class named `5`.
  public static let motifLeadingDot: DiagnosticCode = "motif.leading-dot-number"
  /// P6: the root of the file is not a dictionary.
  public static let motifRootNotMapping: DiagnosticCode = "motif.root-not-mapping"
  /// P1: no theme file has the requested name.
  public static let motifThemeNotFound: DiagnosticCode = "motif.theme-not-found"
  /// Livery reads a value differently from NUI, or reproduces a NUI quirk that CSS would read
  /// differently (`rgba` alpha /255, `hsl` as HSB, an ignored alpha byte).
  public static let nssCompatibility: DiagnosticCode = "nss.compatibility"
  /// `background-color-top` without `background-color-bottom` (or the reverse) for the same class.
  public static let nssGradient: DiagnosticCode = "nss.gradient"
  /// A `@media` key or value NUI does not check.
  public static let nssMedia: DiagnosticCode = "nss.media"
  /// A file with the `.nss` extension that is not a NUI stylesheet at all.
  public static let nssNotNSS: DiagnosticCode = "nss.not-nss"
  /// Input Livery reads but NUI's tokeniser rejects, making NUI ignore the whole file.
  public static let nssNUIIncompatible: DiagnosticCode = "nss.nui-incompatible"
  /// A syntax error: Livery skips the declaration or rule (NUI ignores the whole file).
  public static let nssSyntax: DiagnosticCode = "nss.syntax"
  /// A font name that is neither a NUI system-font keyword nor an iOS font.
  public static let nssUnknownFont: DiagnosticCode = "nss.unknown-font"
  /// A property NUI does not read.
  public static let nssUnknownProperty: DiagnosticCode = "nss.unknown-property"
  /// A value NUI reads in a surprising way (text where a number belongs reads as 0).
  public static let nssValue: DiagnosticCode = "nss.value"
  /// A variable used in a way NUI does not substitute (inside a longer value, across files).
  public static let nssVariable: DiagnosticCode = "nss.variable"
  /// `clearPreviousTheming` for `clearPreviousThemingValues` (read, with a warning).
  public static let redbeardAlias: DiagnosticCode = "redbeard.alias"
  /// An include or theme name that matches files in two places under the theme root.
  public static let redbeardAmbiguousName: DiagnosticCode = "redbeard.ambiguous-name"
  /// A `glyph://` value that is not `glyph://name/<color>/<height>`.
  public static let redbeardGlyph: DiagnosticCode = "redbeard.glyph"
  /// An include file that includes itself through other files.
  public static let redbeardIncludeCycle: DiagnosticCode = "redbeard.include-cycle"
  /// `inherits` that is not a `ref://` reference.
  public static let redbeardInherits: DiagnosticCode = "redbeard.inherits"
  /// An include or theme name that no file under the theme root has.
  public static let redbeardMissingFile: DiagnosticCode = "redbeard.missing-file"
  /// An include or theme name that leads outside the theme root (`../`, an absolute path, a symlink).
  public static let redbeardPathEscape: DiagnosticCode = "redbeard.path-escape"
  /// A `ref://` without an id.
  public static let redbeardReference: DiagnosticCode = "redbeard.reference"
  /// A theme root folder without `theme.inc.json` (or a variant of it).
  public static let redbeardRoot: DiagnosticCode = "redbeard.root"
  /// A file whose JSON is not shaped as Redbeard expects (an include file's arrays, a theme file's
  /// dictionary, a flag's boolean).
  public static let redbeardShape: DiagnosticCode = "redbeard.shape"
  /// A document type declaration in an XML theme (refused: XXE and entity expansion).
  public static let xmlDoctype: DiagnosticCode = "xml.doctype"
  /// Text between XML elements where only elements belong.
  public static let xmlStrayText: DiagnosticCode = "xml.stray-text"
  /// Malformed XML (or a character XML forbids, or nesting past the limit), at the first error.
  public static let xmlSyntax: DiagnosticCode = "xml.syntax"
  /// A YAML anchor (`&a`) or alias (`*a`); Livery, like Motif, does not support them.
  public static let yamlAnchor: DiagnosticCode = "yaml.anchor"
  /// More than one YAML document in a file; only the first is read.
  public static let yamlExtraDocument: DiagnosticCode = "yaml.extra-document"
  /// Malformed YAML, as libyaml reports it.
  public static let yamlSyntax: DiagnosticCode = "yaml.syntax"
  /// A YAML tag other than the core `!!null/bool/int/float/str/map/seq`.
  public static let yamlTag: DiagnosticCode = "yaml.unsupported-tag"
}

extension Diagnostic {
  /// A value nested deeper than the JSON and YAML readers accept (`MotifReader.maximumValueDepth`),
  /// which they leave out.
  static func valueTooDeep(at location: SourceLocation) -> Diagnostic {
    .error(
      .valueTooDeep,
      "this value is nested more than \(MotifReader.maximumValueDepth) levels deep; it is left out",
      at: location)
  }
}

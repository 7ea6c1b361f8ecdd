public import LiveryCore

// The format readers' diagnostic catalog (every reader's, design tokens included), alphabetical
// by name. Motif codes name the Motif error
// they replace (motif.md "Errors"); Motif reported none of them with a location.
extension DiagnosticCode {
  /// A use of a deprecated token.
  public static let deprecatedConstant: DiagnosticCode = "lint.deprecated-constant"
  /// A token's explicit `$type` differs from the group `$type` it would otherwise inherit through an alias (D2).
  public static let dtcgAliasTypeShadowsGroupType: DiagnosticCode =
    "dtcg.alias-type-shadows-group-type"
  /// A token or group name with `{`, `}` or `.`.
  public static let dtcgBadName: DiagnosticCode = "dtcg.bad-name"
  /// A JSON pointer that does not start with `#/`.
  public static let dtcgBadPointerSyntax: DiagnosticCode = "dtcg.bad-pointer-syntax"
  /// `$description`, `$deprecated` or `$extensions` of the wrong JSON type.
  public static let dtcgBadProperty: DiagnosticCode = "dtcg.bad-property"
  /// A curly reference with bad syntax (`{}`, `{a..b}`).
  public static let dtcgBadReference: DiagnosticCode = "dtcg.bad-reference"
  /// A `$value` that does not match its type; the token is left out.
  public static let dtcgBadValue: DiagnosticCode = "dtcg.bad-value"
  /// Two names that differ only in case.
  public static let dtcgCaseCollision: DiagnosticCode = "dtcg.case-collision"
  /// A colour outside sRGB, converted (its original is kept for export).
  public static let dtcgColorConverted: DiagnosticCode = "dtcg.color-converted"
  /// A key twice in one object (D10).
  public static let dtcgDuplicateKey: DiagnosticCode = "dtcg.duplicate-key"
  /// A font family that is an empty string (or a list of them): it names no font.
  public static let dtcgEmptyFontFamily: DiagnosticCode = "dtcg.empty-font-family"
  /// An empty `unit` (lenient: taken as px).
  public static let dtcgEmptyUnit: DiagnosticCode = "dtcg.nonconforming.empty-unit"
  /// Groups that extend each other in a circle.
  public static let dtcgExtendsCycle: DiagnosticCode = "dtcg.extends-cycle"
  /// `$extends` names a token, not a group.
  public static let dtcgExtendsTargetNotGroup: DiagnosticCode = "dtcg.extends-target-not-group"
  /// `$extends` that would copy more values than a tree may (16 times its own, at least 100,000,
  /// at most 1,000,000, or what is left of the load's work limit).
  public static let dtcgExtendsTooLarge: DiagnosticCode = "dtcg.extends-too-large"
  /// An inherited token's type differs from the extending group's `$type` (D8).
  public static let dtcgExtendsTypeDiffers: DiagnosticCode = "dtcg.extends-type-differs"
  /// `$extends` names nothing.
  public static let dtcgExtendsUnresolved: DiagnosticCode = "dtcg.extends-unresolved"
  /// `$extensions` keys should be reverse-DNS names (`com.figma`).
  public static let dtcgExtensionKey: DiagnosticCode = "dtcg.extension-key"
  /// A gradient stop position outside 0…1, clamped (D4).
  public static let dtcgGradientPositionClamped: DiagnosticCode = "dtcg.gradient-position-clamped"
  /// A colour's `hex` disagrees with its sRGB components; the components win.
  public static let dtcgHexMismatch: DiagnosticCode = "dtcg.hex-mismatch"
  /// A 3-digit `hex` (lenient: expanded with a warning).
  public static let dtcgHexShort: DiagnosticCode = "dtcg.nonconforming.hex-short"
  /// A pre-2025 colour string (`#rrggbb`, `rgb()`; lenient: read with a warning).
  public static let dtcgLegacyStringColor: DiagnosticCode = "dtcg.nonconforming.legacy-string-color"
  /// A pre-2025 dimension or duration string (`16px`, `200ms`; lenient: read with a warning).
  public static let dtcgLegacyStringDimension: DiagnosticCode =
    "dtcg.nonconforming.legacy-string-dimension"
  /// A typography `lineHeight` written as a dimension (lenient: divided by the font size).
  public static let dtcgLineHeightDimension: DiagnosticCode =
    "dtcg.nonconforming.line-height-dimension"
  /// A member of a group that is neither a token nor a group.
  public static let dtcgNotTokenOrGroup: DiagnosticCode = "dtcg.not-token-or-group"
  /// No `$type`, no typed parent group, and a value that is not a reference.
  public static let dtcgNoType: DiagnosticCode = "dtcg.no-type"
  /// Aliases in a circle; reported once, on every member.
  public static let dtcgReferenceCycle: DiagnosticCode = "dtcg.reference-cycle"
  /// An alias to a group rather than a token (`{color.accent}` for `{color.accent.$root}`).
  public static let dtcgReferenceToGroup: DiagnosticCode = "dtcg.reference-to-group"
  /// A name starting with `$` that is not one of DTCG's properties.
  public static let dtcgReservedName: DiagnosticCode = "dtcg.reserved-name"
  /// Merged files (or a resolver's sets and contexts) have a token at a path where another has a
  /// group: the later replaces the earlier whole, and what it drops is named.
  public static let dtcgTokenGroupCollision: DiagnosticCode = "dtcg.token-group-collision"
  /// An object with `$value` and child tokens or groups.
  public static let dtcgTokenWithChildren: DiagnosticCode = "dtcg.token-with-children"
  /// Values nested deeper than Livery reads.
  public static let dtcgTooDeep: DiagnosticCode = "dtcg.too-deep"
  /// An explicit `$type` that differs from the aliased token's type.
  public static let dtcgTypeMismatch: DiagnosticCode = "dtcg.type-mismatch"
  /// Android's `dp` or Apple's `pt` (lenient: taken as points, which px is on iOS).
  public static let dtcgUnitDp: DiagnosticCode = "dtcg.nonconforming.unit-dp"
  /// `em` where DTCG allows `px` or `rem` (lenient: converted with a warning).
  public static let dtcgUnitEm: DiagnosticCode = "dtcg.nonconforming.unit-em"
  /// A `$`-property DTCG does not define in that place.
  public static let dtcgUnknownProperty: DiagnosticCode = "dtcg.unknown-property"
  /// A `$type` that is not one of DTCG's 13 types.
  public static let dtcgUnknownType: DiagnosticCode = "dtcg.unknown-type"
  /// A JSON pointer that leads nowhere.
  public static let dtcgUnresolvedPointer: DiagnosticCode = "dtcg.unresolved-pointer"
  /// An alias to a token that does not exist.
  public static let dtcgUnresolvedReference: DiagnosticCode = "dtcg.unresolved-reference"
  /// A token with both `$value` and `$ref`.
  public static let dtcgValueAndRef: DiagnosticCode = "dtcg.value-and-ref"
  /// A key appears twice in one JSON object or YAML mapping.
  public static let duplicateKey: DiagnosticCode = "syntax.duplicate-key"
  /// A file was not loaded: not a theme file in a folder, or listed twice.
  public static let fileSkipped: DiagnosticCode = "file.skipped"
  /// A file no format claims (neither its name nor its content is one Livery reads).
  public static let fileUnknownFormat: DiagnosticCode = "file.unknown-format"
  /// A Fiori palette override that FioriThemeManager would not apply (a rule, a key with a space, a
  /// repeated key, a value it cannot read).
  public static let fioriIgnored: DiagnosticCode = "fiori.ignored"
  /// A Fiori palette override hidden by a more specific key for the same colour (§6.2 precedence).
  public static let fioriShadowed: DiagnosticCode = "fiori.shadowed"
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
  /// A resolver `default` that is not one of the modifier's contexts.
  public static let resolverDefaultNotContext: DiagnosticCode = "resolver.default-not-context"
  /// Two `resolutionOrder` items with one name.
  public static let resolverDuplicateName: DiagnosticCode = "resolver.duplicate-name"
  /// Where the tokens of a file that refers to other files' tokens are: load it through its resolver.
  public static let resolverHintLoadWithResolver: DiagnosticCode =
    "resolver.hint-load-with-resolver"
  /// An input written in another case than the modifier or context (accepted).
  public static let resolverInputCaseFolded: DiagnosticCode = "resolver.input-case-folded"
  /// An input for a modifier with no such context.
  public static let resolverInvalidContext: DiagnosticCode = "resolver.invalid-context"
  /// An inline `resolutionOrder` item without a name or type, or of an unknown type.
  public static let resolverInvalidItem: DiagnosticCode = "resolver.invalid-item"
  /// A reference object that points where the resolver forbids (`#/modifiers/…` from a set, `#/resolutionOrder/…`).
  public static let resolverInvalidPointer: DiagnosticCode = "resolver.invalid-pointer"
  /// A modifier without an input and without a default.
  public static let resolverMissingInput: DiagnosticCode = "resolver.missing-input"
  /// A modifier with no contexts.
  public static let resolverNoContexts: DiagnosticCode = "resolver.no-contexts"
  /// An input that is not a string (`{"beta": true}`).
  public static let resolverNonStringInput: DiagnosticCode = "resolver.non-string-input"
  /// Reference objects that point at each other, or at their own parent.
  public static let resolverReferenceCycle: DiagnosticCode = "resolver.reference-cycle"
  /// A source path outside the resolver's folder.
  public static let resolverRefOutsideRoot: DiagnosticCode = "resolver.ref-outside-root"
  /// A remote (`https:`) source; Livery resolves offline.
  public static let resolverRemoteRefUnsupported: DiagnosticCode = "resolver.remote-ref-unsupported"
  /// A modifier with one context.
  public static let resolverSingleContext: DiagnosticCode = "resolver.single-context"
  /// A resolver document that breaks the Resolver module's structure (a missing `resolutionOrder`, a
  /// property it does not define, a wrong JSON type).
  public static let resolverStructure: DiagnosticCode = "resolver.structure"
  /// More permutations than Livery compiles (1,024).
  public static let resolverTooManyPermutations: DiagnosticCode = "resolver.too-many-permutations"
  /// Sets and contexts that name more sources than Livery follows (10,000 references in a
  /// document: sets naming sets twice over double with every level).
  public static let resolverTooManySources: DiagnosticCode = "resolver.too-many-sources"
  /// A resolver whose permutations would merge, copy and follow more token values than the load's
  /// work limit (`DTCGFormat.Options.maximumWork`): compile fewer permutations with inputs.
  public static let resolverTooMuchWork: DiagnosticCode = "resolver.too-much-work"
  /// An input for a modifier the resolver does not have.
  public static let resolverUnknownModifier: DiagnosticCode = "resolver.unknown-modifier"
  /// A set `resolutionOrder` never uses.
  public static let resolverUnusedSet: DiagnosticCode = "resolver.unused-set"
  /// A `version` other than "2025.10".
  public static let resolverVersion: DiagnosticCode = "resolver.version"
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

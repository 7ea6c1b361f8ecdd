public import LiveryCore

// The design-token reader's diagnostic catalog. Codes are spelt as `formats/dtcg.md` §5 and §7
// name them (`dtcg.referenceCycle`), so a code found in a report is found in the spec.
extension DiagnosticCode {
  /// A token's explicit `$type` differs from the group `$type` it would otherwise inherit through an alias (D2).
  public static let dtcgAliasTypeShadowsGroupType: DiagnosticCode = "dtcg.aliasTypeShadowsGroupType"
  /// A token or group name with `{`, `}` or `.`.
  public static let dtcgBadName: DiagnosticCode = "dtcg.badName"
  /// A JSON pointer that does not start with `#/`.
  public static let dtcgBadPointerSyntax: DiagnosticCode = "dtcg.badPointerSyntax"
  /// `$description`, `$deprecated` or `$extensions` of the wrong JSON type.
  public static let dtcgBadProperty: DiagnosticCode = "dtcg.badProperty"
  /// A curly reference with bad syntax (`{}`, `{a..b}`).
  public static let dtcgBadReference: DiagnosticCode = "dtcg.badReference"
  /// A `$value` that does not match its type; the token is left out.
  public static let dtcgBadValue: DiagnosticCode = "dtcg.badValue"
  /// Two names that differ only in case.
  public static let dtcgCaseCollision: DiagnosticCode = "dtcg.caseCollision"
  /// A colour outside sRGB, converted (its original is kept for export).
  public static let dtcgColorConverted: DiagnosticCode = "dtcg.colorConverted"
  /// A key twice in one object (D10).
  public static let dtcgDuplicateKey: DiagnosticCode = "dtcg.duplicateKey"
  /// A font family that is an empty string (or a list of them): it names no font.
  public static let dtcgEmptyFontFamily: DiagnosticCode = "dtcg.emptyFontFamily"
  /// `$extensions` keys should be reverse-DNS names (`com.figma`).
  public static let dtcgExtensionKey: DiagnosticCode = "dtcg.extensionKey"
  /// Groups that extend each other in a circle.
  public static let dtcgExtendsCycle: DiagnosticCode = "dtcg.extendsCycle"
  /// `$extends` names a token, not a group.
  public static let dtcgExtendsTargetNotGroup: DiagnosticCode = "dtcg.extendsTargetNotGroup"
  /// `$extends` that would copy more values than a tree may (16 times its own, at least 100,000,
  /// at most 1,000,000, or what is left of the load's work limit).
  public static let dtcgExtendsTooLarge: DiagnosticCode = "dtcg.extendsTooLarge"
  /// An inherited token's type differs from the extending group's `$type` (D8).
  public static let dtcgExtendsTypeDiffers: DiagnosticCode = "dtcg.extendsTypeDiffers"
  /// `$extends` names nothing.
  public static let dtcgExtendsUnresolved: DiagnosticCode = "dtcg.extendsUnresolved"
  /// A gradient stop position outside 0…1, clamped (D4).
  public static let dtcgGradientPositionClamped: DiagnosticCode = "dtcg.gradientPositionClamped"
  /// A colour's `hex` disagrees with its sRGB components; the components win.
  public static let dtcgHexMismatch: DiagnosticCode = "dtcg.hexMismatch"
  /// No `$type`, no typed parent group, and a value that is not a reference.
  public static let dtcgNoType: DiagnosticCode = "dtcg.noType"
  /// A member of a group that is neither a token nor a group.
  public static let dtcgNotTokenOrGroup: DiagnosticCode = "dtcg.notTokenOrGroup"
  /// `em` where DTCG allows `px` or `rem` (lenient: converted with a warning).
  public static let dtcgUnitEm: DiagnosticCode = "dtcg.nonconforming.unitEm"
  /// A 3-digit `hex` (lenient: expanded with a warning).
  public static let dtcgHexShort: DiagnosticCode = "dtcg.nonconforming.hexShort"
  /// A typography `lineHeight` written as a dimension (lenient: divided by the font size).
  public static let dtcgLineHeightDimension: DiagnosticCode =
    "dtcg.nonconforming.lineHeightDimension"
  /// Android's `dp` or Apple's `pt` (lenient: taken as points, which px is on iOS).
  public static let dtcgUnitDp: DiagnosticCode = "dtcg.nonconforming.unitDp"
  /// An empty `unit` (lenient: taken as px).
  public static let dtcgEmptyUnit: DiagnosticCode = "dtcg.nonconforming.emptyUnit"
  /// A pre-2025 colour string (`#rrggbb`, `rgb()`; lenient: read with a warning).
  public static let dtcgLegacyStringColor: DiagnosticCode = "dtcg.nonconforming.legacyStringColor"
  /// A pre-2025 dimension or duration string (`16px`, `200ms`; lenient: read with a warning).
  public static let dtcgLegacyStringDimension: DiagnosticCode =
    "dtcg.nonconforming.legacyStringDimension"
  /// An alias to a group rather than a token (`{color.accent}` for `{color.accent.$root}`).
  public static let dtcgReferenceToGroup: DiagnosticCode = "dtcg.referenceToGroup"
  /// Aliases in a circle; reported once, on every member.
  public static let dtcgReferenceCycle: DiagnosticCode = "dtcg.referenceCycle"
  /// A name starting with `$` that is not one of DTCG's properties.
  public static let dtcgReservedName: DiagnosticCode = "dtcg.reservedName"
  /// An object with `$value` and child tokens or groups.
  public static let dtcgTokenWithChildren: DiagnosticCode = "dtcg.tokenWithChildren"
  /// Merged files (or a resolver's sets and contexts) have a token at a path where another has a
  /// group: the later replaces the earlier whole, and what it drops is named.
  public static let dtcgTokenGroupCollision: DiagnosticCode = "dtcg.tokenGroupCollision"
  /// Values nested deeper than Livery reads.
  public static let dtcgTooDeep: DiagnosticCode = "dtcg.tooDeep"
  /// An explicit `$type` that differs from the aliased token's type.
  public static let dtcgTypeMismatch: DiagnosticCode = "dtcg.typeMismatch"
  /// A `$type` that is not one of DTCG's 13 types.
  public static let dtcgUnknownType: DiagnosticCode = "dtcg.unknownType"
  /// A `$`-property DTCG does not define in that place.
  public static let dtcgUnknownProperty: DiagnosticCode = "dtcg.unknownProperty"
  /// A JSON pointer that leads nowhere.
  public static let dtcgUnresolvedPointer: DiagnosticCode = "dtcg.unresolvedPointer"
  /// An alias to a token that does not exist.
  public static let dtcgUnresolvedReference: DiagnosticCode = "dtcg.unresolvedReference"
  /// A token with both `$value` and `$ref`.
  public static let dtcgValueAndRef: DiagnosticCode = "dtcg.valueAndRef"
  /// A use of a deprecated token.
  public static let deprecatedConstant: DiagnosticCode = "lint.deprecatedConstant"

  /// A resolver `default` that is not one of the modifier's contexts.
  public static let resolverDefaultNotContext: DiagnosticCode = "resolver.defaultNotContext"
  /// Two `resolutionOrder` items with one name.
  public static let resolverDuplicateName: DiagnosticCode = "resolver.duplicateName"
  /// Where the tokens of a file that refers to other files' tokens are: load it through its resolver.
  public static let resolverHintLoadWithResolver: DiagnosticCode = "resolver.hintLoadWithResolver"
  /// An input written in another case than the modifier or context (accepted).
  public static let resolverInputCaseFolded: DiagnosticCode = "resolver.inputCaseFolded"
  /// An inline `resolutionOrder` item without a name or type, or of an unknown type.
  public static let resolverInvalidItem: DiagnosticCode = "resolver.invalidItem"
  /// A reference object that points where the resolver forbids (`#/modifiers/…` from a set, `#/resolutionOrder/…`).
  public static let resolverInvalidPointer: DiagnosticCode = "resolver.invalidPointer"
  /// An input for a modifier with no such context.
  public static let resolverInvalidContext: DiagnosticCode = "resolver.invalidContext"
  /// A modifier without an input and without a default.
  public static let resolverMissingInput: DiagnosticCode = "resolver.missingInput"
  /// A modifier with no contexts.
  public static let resolverNoContexts: DiagnosticCode = "resolver.noContexts"
  /// An input that is not a string (`{"beta": true}`).
  public static let resolverNonStringInput: DiagnosticCode = "resolver.nonStringInput"
  /// Reference objects that point at each other, or at their own parent.
  public static let resolverReferenceCycle: DiagnosticCode = "resolver.referenceCycle"
  /// A source path outside the resolver's folder.
  public static let resolverRefOutsideRoot: DiagnosticCode = "resolver.refOutsideRoot"
  /// A remote (`https:`) source; Livery resolves offline.
  public static let resolverRemoteRefUnsupported: DiagnosticCode = "resolver.remoteRefUnsupported"
  /// A modifier with one context.
  public static let resolverSingleContext: DiagnosticCode = "resolver.singleContext"
  /// A resolver document that breaks the Resolver module's structure (a missing `resolutionOrder`, a
  /// property it does not define, a wrong JSON type).
  public static let resolverStructure: DiagnosticCode = "resolver.structure"
  /// More permutations than Livery compiles (1,024).
  public static let resolverTooManyPermutations: DiagnosticCode = "resolver.tooManyPermutations"
  /// Sets and contexts that name more sources than Livery follows (10,000 references in a
  /// document: sets naming sets twice over double with every level).
  public static let resolverTooManySources: DiagnosticCode = "resolver.tooManySources"
  /// A resolver whose permutations would merge, copy and follow more token values than the load's
  /// work limit (`DTCGFormat.Options.maximumWork`): compile fewer permutations with inputs.
  public static let resolverTooMuchWork: DiagnosticCode = "resolver.tooMuchWork"
  /// An input for a modifier the resolver does not have.
  public static let resolverUnknownModifier: DiagnosticCode = "resolver.unknownModifier"
  /// A set `resolutionOrder` never uses.
  public static let resolverUnusedSet: DiagnosticCode = "resolver.unusedSet"
  /// A `version` other than "2025.10".
  public static let resolverVersion: DiagnosticCode = "resolver.version"
}

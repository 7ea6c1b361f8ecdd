/// A stable identifier for a kind of diagnostic, such as `reference.unknown-constant`.
///
/// Codes are part of the public contract (tools match on them); messages may change.
/// Codes are kebab-case after a prefix that says where they come from (`syntax.duplicate-key`,
/// `dtcg.bad-value`). Each module keeps its codes in one catalog, sorted by name: this file for the
/// core, `DiagnosticCode+<Module>.swift` in each other module.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  public let rawValue: String

  /// A code by its spelling; a former spelling (`dtcg.badValue`, before every code was
  /// kebab-case) gives the code it became, for one release.
  public init(rawValue: String) {
    self.rawValue = Self.formerSpellings[rawValue] ?? rawValue
  }

  public init(stringLiteral value: String) {
    rawValue = Self.formerSpellings[value] ?? value
  }

  /// The spelling this code had before codes were all kebab-case (release of 2026-11), for tools
  /// that matched on it; `nil` for a code whose spelling did not change. Reports carry it for one
  /// release (`formerCode` in JSON).
  public var formerSpelling: String? { Self.renamedFrom[rawValue] }

  /// Former spelling → current one: the design-token and resolver codes and `convert.name-rewritten`
  /// were camelCase.
  static let formerSpellings: [String: String] = [
    "dtcg.nonconforming.legacyStringDimension": "dtcg.nonconforming.legacy-string-dimension",
    "dtcg.nonconforming.lineHeightDimension": "dtcg.nonconforming.line-height-dimension",
    "convert.nameRewritten": "convert.name-rewritten",
    "dtcg.aliasTypeShadowsGroupType": "dtcg.alias-type-shadows-group-type",
    "dtcg.badName": "dtcg.bad-name",
    "dtcg.badPointerSyntax": "dtcg.bad-pointer-syntax",
    "dtcg.badProperty": "dtcg.bad-property",
    "dtcg.badReference": "dtcg.bad-reference",
    "dtcg.badValue": "dtcg.bad-value",
    "dtcg.caseCollision": "dtcg.case-collision",
    "dtcg.colorConverted": "dtcg.color-converted",
    "dtcg.duplicateKey": "dtcg.duplicate-key",
    "dtcg.emptyFontFamily": "dtcg.empty-font-family",
    "dtcg.extendsCycle": "dtcg.extends-cycle",
    "dtcg.extendsTargetNotGroup": "dtcg.extends-target-not-group",
    "dtcg.extendsTooLarge": "dtcg.extends-too-large",
    "dtcg.extendsTypeDiffers": "dtcg.extends-type-differs",
    "dtcg.extendsUnresolved": "dtcg.extends-unresolved",
    "dtcg.extensionKey": "dtcg.extension-key",
    "dtcg.gradientPositionClamped": "dtcg.gradient-position-clamped",
    "dtcg.hexMismatch": "dtcg.hex-mismatch",
    "dtcg.noType": "dtcg.no-type",
    "dtcg.nonconforming.emptyUnit": "dtcg.nonconforming.empty-unit",
    "dtcg.nonconforming.hexShort": "dtcg.nonconforming.hex-short",
    "dtcg.nonconforming.legacyStringColor": "dtcg.nonconforming.legacy-string-color",
    "dtcg.nonconforming.unitDp": "dtcg.nonconforming.unit-dp",
    "dtcg.nonconforming.unitEm": "dtcg.nonconforming.unit-em",
    "dtcg.notTokenOrGroup": "dtcg.not-token-or-group",
    "dtcg.referenceCycle": "dtcg.reference-cycle",
    "dtcg.referenceToGroup": "dtcg.reference-to-group",
    "dtcg.reservedName": "dtcg.reserved-name",
    "dtcg.tokenGroupCollision": "dtcg.token-group-collision",
    "dtcg.tokenWithChildren": "dtcg.token-with-children",
    "dtcg.tooDeep": "dtcg.too-deep",
    "dtcg.typeMismatch": "dtcg.type-mismatch",
    "dtcg.unknownProperty": "dtcg.unknown-property",
    "dtcg.unknownType": "dtcg.unknown-type",
    "dtcg.unresolvedPointer": "dtcg.unresolved-pointer",
    "dtcg.unresolvedReference": "dtcg.unresolved-reference",
    "dtcg.valueAndRef": "dtcg.value-and-ref",
    "lint.deprecatedConstant": "lint.deprecated-constant",
    "resolver.defaultNotContext": "resolver.default-not-context",
    "resolver.duplicateName": "resolver.duplicate-name",
    "resolver.hintLoadWithResolver": "resolver.hint-load-with-resolver",
    "resolver.inputCaseFolded": "resolver.input-case-folded",
    "resolver.invalidContext": "resolver.invalid-context",
    "resolver.invalidItem": "resolver.invalid-item",
    "resolver.invalidPointer": "resolver.invalid-pointer",
    "resolver.missingInput": "resolver.missing-input",
    "resolver.noContexts": "resolver.no-contexts",
    "resolver.nonStringInput": "resolver.non-string-input",
    "resolver.refOutsideRoot": "resolver.ref-outside-root",
    "resolver.referenceCycle": "resolver.reference-cycle",
    "resolver.remoteRefUnsupported": "resolver.remote-ref-unsupported",
    "resolver.singleContext": "resolver.single-context",
    "resolver.tooManyPermutations": "resolver.too-many-permutations",
    "resolver.tooManySources": "resolver.too-many-sources",
    "resolver.tooMuchWork": "resolver.too-much-work",
    "resolver.unknownModifier": "resolver.unknown-modifier",
    "resolver.unusedSet": "resolver.unused-set",
  ]

  static let renamedFrom: [String: String] = Dictionary(
    uniqueKeysWithValues: formerSpellings.map { ($0.value, $0.key) })
}

// The core's catalog, alphabetical.
extension DiagnosticCode {
  /// A query names a style defined for several target types without saying which type it is for.
  public static let ambiguousStyle: DiagnosticCode = "reference.ambiguous-style"
  /// A constant refers to itself through a chain of references.
  public static let constantCycle: DiagnosticCode = "reference.constant-cycle"
  /// A file is not valid UTF-8.
  public static let fileEncoding: DiagnosticCode = "file.encoding"
  /// A file is larger than what reads it accepts (the preview's `--max-file-size`).
  public static let fileTooLarge: DiagnosticCode = "file.too-large"
  /// A file could not be read.
  public static let fileUnreadable: DiagnosticCode = "file.unreadable"
  /// A style inherits from itself through its parents.
  public static let inheritanceCycle: DiagnosticCode = "style.inheritance-cycle"
  /// A value uses a form its format deprecated; Livery still reads it.
  public static let legacySyntax: DiagnosticCode = "value.legacy-syntax"
  /// A constant has no definition whose conditions match the environment being resolved.
  public static let noMatchingVariant: DiagnosticCode = "variant.no-match"
  /// A reference names a constant that does not exist.
  public static let unknownConstant: DiagnosticCode = "reference.unknown-constant"
  /// A parent names a style that does not exist.
  public static let unknownParent: DiagnosticCode = "style.unknown-parent"
  /// A reference names neither a constant nor a style.
  public static let unknownReference: DiagnosticCode = "reference.unknown"
  /// A reference or query names a style that does not exist.
  public static let unknownStyle: DiagnosticCode = "reference.unknown-style"
  /// A query names a component type that neither the catalog nor the theme knows.
  public static let unknownType: DiagnosticCode = "reference.unknown-type"
  /// A number too large for a `Double` (`1e400`), or `inf` / `nan`: no property can use it.
  public static let valueNotFinite: DiagnosticCode = "value.not-finite"
  /// A number outside its property's range (an alpha above 1, a negative radius) or a colour
  /// component outside 0–255: read clamped into the range, with a warning.
  public static let valueOutOfRange: DiagnosticCode = "value.out-of-range"
  /// A value is nested deeper than Livery accepts.
  public static let valueTooDeep: DiagnosticCode = "value.too-deep"
  /// A value cannot be converted to the type its property expects.
  public static let valueType: DiagnosticCode = "value.type-mismatch"
}

public import LiveryCore
import LiveryRuntime

/// Lints a compiled theme: every rule the configuration runs, over the gallery matrix — every
/// component type × style × declared state × colour scheme (and increased contrast where the
/// theme has it), as the runtime would apply it. The CLI (`livery lint`) and an app
/// (`theme.lint(configuration)`) use this one engine (the preview is to), so they give the same
/// findings.
///
/// ```swift
/// let theme = try ThemeLoader.load(.file("Brand.nss"))
/// for finding in theme.lint() { print(finding) }
/// // Brand.nss:4:3: warning: Button 'PrimaryButton', colorScheme=dark: text #8E8E93 on #1C1C1E is 4.1:1, below 4.5:1 (WCAG AA) [lint.contrast]
/// ```
///
/// Findings are diagnostics: at the declaration to change, with notes at the other declarations
/// involved, and a fix-it when one is clear. They concern the theme's own files: a problem that
/// lies wholly in Livery's defaults or default skin is not the theme's (linting the default skin
/// alone, it is).
public struct Linter: Sendable {
  public var configuration: LintConfiguration

  public init(_ configuration: LintConfiguration = LintConfiguration()) {
    self.configuration = configuration
  }

  /// The findings, sorted by place.
  public func lint(_ theme: CompiledTheme) -> [Diagnostic] {
    findings(in: theme).map(\.diagnostic)
  }

  /// The findings with the edits that fix them where a fix is safe, sorted by place: the
  /// rules' findings at the severities the configuration gives their files, less those an inline
  /// `livery-disable` turns off, and problems with the inline directives themselves.
  ///
  /// - Parameter keepingVariantRepeats: Keep a variant's finding that repeats the default
  ///   variant's for the same cell (`droppingRepeatedVariants(_:in:)` leaves those out, as a list
  ///   for people should): for a badge on every cell, or to compare two themes cell by cell.
  public func findings(in theme: CompiledTheme, keepingVariantRepeats: Bool = false)
    -> [LintFinding]
  {
    let ownFiles = LintContext.ownFiles(of: theme)
    // One run per distinct configuration the files have (one, without overrides); a finding
    // counts in the run whose configuration is its file's.
    var runs: [(configuration: LintConfiguration, files: Set<SourceFileID>)] = []
    for file in ownFiles {
      let applied = configuration.applying(toFile: file.path)
      if let index = runs.firstIndex(where: { $0.configuration == applied }) {
        runs[index].files.insert(file)
      } else {
        runs.append((applied, [file]))
      }
    }
    if runs.isEmpty { runs.append((configuration.applying(toFile: ""), [])) }
    let disables = InlineDisables(theme: theme, files: ownFiles)
    var findings: [LintFinding] = disables.diagnostics.map { LintFinding($0) }
    // Which directives turned a finding off, and which rules ran: for directives left behind.
    var usedDisables: Set<SourceLocation> = []
    var enabled: Set<String> = []
    for (index, run) in runs.enumerated() {
      let context = LintContext(theme: theme, configuration: run.configuration)
      for rule in LintRule.all {
        guard let severity = run.configuration.severity(of: rule).diagnosticSeverity else {
          continue
        }
        enabled.insert(rule.id)
        for var finding in Self.run(rule, in: context) {
          // A finding outside the theme's own files (or without a place) counts once, in the
          // first run.
          let belongs =
            if let place = finding.diagnostic.location, ownFiles.contains(place.file) {
              run.files.contains(place.file)
            } else {
              index == 0
            }
          guard belongs else { continue }
          if let place = finding.diagnostic.location,
            let directive = disables.suppressor(of: rule, at: place)
          {
            usedDisables.insert(directive)
            continue
          }
          finding.diagnostic.severity = severity
          finding.diagnostic.code = rule.code
          findings.append(finding)
        }
      }
    }
    findings += disables.unused(used: usedDisables, enabled: enabled).map { LintFinding($0) }
    var seen: Set<Diagnostic> = []
    findings = findings.filter { seen.insert($0.diagnostic).inserted }
    if !keepingVariantRepeats { findings = Self.droppingRepeatedVariants(findings, in: theme) }
    return findings.sorted { lhs, rhs in
      switch (lhs.diagnostic.location, rhs.diagnostic.location) {
      case let (left?, right?) where left != right: left < right
      case (nil, _?): false
      case (_?, nil): true
      default: lhs.diagnostic.message < rhs.diagnostic.message
      }
    }
  }

  /// The findings of a variant (`idiom=pad`, `brand=acme`) that say what the same cell's
  /// finding in the default variant says, at the same place, left out: an iPad shows the phone's
  /// problem once, and a variant's own problems stay.
  public static func droppingRepeatedVariants(_ findings: [LintFinding], in theme: CompiledTheme)
    -> [LintFinding]
  {
    let variants = GalleryMatrix.reviewVariants(of: theme)
    guard !variants.isEmpty else { return findings }
    struct Said: Hashable {
      let code: DiagnosticCode
      let location: SourceLocation?
      let row: GalleryRow
      let colorScheme: String?
      let contrast: String?
      let rest: String
    }
    func said(_ finding: LintFinding) -> (said: Said, isVariant: Bool)? {
      guard let cell = finding.cell else { return nil }
      let prefix = LintContext.describe(cell.row, in: cell.environment)
      let rest =
        finding.diagnostic.message.hasPrefix(prefix)
        ? String(finding.diagnostic.message.dropFirst(prefix.count)) : finding.diagnostic.message
      return (
        Said(
          code: finding.diagnostic.code, location: finding.diagnostic.location, row: cell.row,
          colorScheme: cell.environment[.colorScheme], contrast: cell.environment[.contrast],
          rest: rest),
        !GalleryMatrix.reviewVariant(of: cell.environment, among: variants).isEmpty
      )
    }
    let inDefaultVariant = Set(
      findings.compactMap { said($0).flatMap { $0.isVariant ? nil : $0.said } })
    return findings.filter { finding in
      guard let (said, isVariant) = said(finding), isVariant else { return true }
      return !inDefaultVariant.contains(said)
    }
  }

  private static func run(_ rule: LintRule, in context: LintContext) -> [LintFinding] {
    switch rule {
    case .contrast: ContrastRule(context: context).findings()
    case .darkModeCoverage:
      DarkModeCoverageRule(context: context).findings().map { LintFinding($0) }
    case .unusedProperty: UnusedPropertyRule(context: context).findings().map { LintFinding($0) }
    case .deprecatedToken: DeprecatedTokenRule(context: context).findings()
    case .noEffect: NoEffectRule(context: context).findings().map { LintFinding($0) }
    case .useConstant: UseConstantRule(context: context).findings()
    case .touchTarget: TouchTargetRule(context: context).findings().map { LintFinding($0) }
    case .fixedFontSize: FixedFontSizeRule(context: context).findings().map { LintFinding($0) }
    default: []
    }
  }
}

/// A lint finding: the diagnostic, and the edit that fixes it when one is safe (`livery lint
/// --fix` applies those).
public struct LintFinding: Sendable, Hashable {
  public var diagnostic: Diagnostic
  public var fix: LintFix?
  /// The gallery cell it concerns, for a rule that checks cells (`contrast`): where the
  /// preview shows it.
  public var cell: LintCell?

  public init(_ diagnostic: Diagnostic, fix: LintFix? = nil, cell: LintCell? = nil) {
    self.diagnostic = diagnostic
    self.fix = fix
    self.cell = cell
  }
}

/// A cell of the gallery matrix: a row (type, style, states) in one environment.
public struct LintCell: Sendable, Hashable {
  public let row: GalleryRow
  public let environment: StyleEnvironment

  public init(row: GalleryRow, environment: StyleEnvironment) {
    self.row = row
    self.environment = environment
  }
}

/// One text edit: at `location`, the text `original` becomes `replacement`. It applies only
/// where the file still says `original` there.
public struct LintFix: Sendable, Hashable {
  public let location: SourceLocation
  public let original: String
  public let replacement: String

  public init(at location: SourceLocation, replacing original: String, with replacement: String) {
    self.location = location
    self.original = original
    self.replacement = replacement
  }

  /// `text` with the edits applied, each where the text still says its `original`, and the
  /// edits that applied. Edits that overlap an applied one are left out.
  public static func apply(_ fixes: [LintFix], to text: String) -> (String, [LintFix]) {
    var scalars = Array(text.unicodeScalars)
    // Line starts, as offsets into the scalars (columns count scalars).
    var lineStarts = [0]
    for (offset, scalar) in scalars.enumerated() where scalar == "\n" {
      lineStarts.append(offset + 1)
    }
    var placed: [(start: Int, fix: LintFix)] = []
    for fix in fixes {
      guard fix.location.line <= lineStarts.count else { continue }
      let start = lineStarts[fix.location.line - 1] + fix.location.column - 1
      let original = Array(fix.original.unicodeScalars)
      guard start + original.count <= scalars.count,
        Array(scalars[start..<start + original.count]) == original
      else { continue }
      placed.append((start, fix))
    }
    // In order of place, one pass: an edit overlapping an earlier one is dropped.
    var applied: [LintFix] = []
    var output: [Unicode.Scalar] = []
    output.reserveCapacity(scalars.count)
    var copied = 0
    for (start, fix) in placed.sorted(by: { $0.start < $1.start }) where start >= copied {
      output += scalars[copied..<start]
      output += fix.replacement.unicodeScalars
      copied = start + fix.original.unicodeScalars.count
      applied.append(fix)
    }
    output += scalars[copied...]
    scalars = output
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return (String(result), applied)
  }
}

extension CompiledTheme {
  /// This theme's lint findings (`Linter`).
  public func lint(_ configuration: LintConfiguration = LintConfiguration()) -> [Diagnostic] {
    Linter(configuration).lint(self)
  }
}

/// What every rule reads: the theme, the matrix's environments, and which layers are the
/// theme's own.
struct LintContext {
  let theme: CompiledTheme
  let configuration: LintConfiguration
  /// Light and dark (light alone for a theme with no dark values: it stays light), each also
  /// with increased contrast where the theme has values for it.
  let environments: [StyleEnvironment]
  /// The layers whose declarations findings concern: the app's files (and a runtime bundle);
  /// every layer when the theme is Livery's own (the default skin linted alone).
  let ownRoles: Set<LayerRole>

  init(theme: CompiledTheme, configuration: LintConfiguration) {
    self.theme = theme
    self.configuration = configuration
    environments = GalleryMatrix.reviewEnvironments(for: theme)
    ownRoles = Self.ownRoles(of: theme)
  }

  /// The gallery matrix's rows in `environments`, worked out when a rule first asks.
  var rows: [GalleryRow] {
    if let rows = rowsBox.rows { return rows }
    let rows = GalleryMatrix.rows(for: theme, environments: environments)
    rowsBox.rows = rows
    return rows
  }
  private let rowsBox = RowsBox()

  private final class RowsBox {
    var rows: [GalleryRow]?
  }

  /// The roles of the layers whose declarations findings concern.
  static func ownRoles(of theme: CompiledTheme) -> Set<LayerRole> {
    let hasOwnFiles = theme.theme.layers.contains { $0.role.isThemed && !$0.stylesheets.isEmpty }
    return hasOwnFiles ? [.app, .runtime] : Set(LayerRole.allCases)
  }

  /// The files of the theme's own layers, in cascade order.
  static func ownFiles(of theme: CompiledTheme) -> [SourceFileID] {
    let roles = ownRoles(of: theme)
    var seen: Set<SourceFileID> = []
    return theme.theme.layers.filter { roles.contains($0.role) }.flatMap(\.stylesheets).map(\.file)
      .filter { seen.insert($0).inserted }
  }

  /// The own layers' stylesheets, each with its layer's index and the conditions the layer and
  /// the file put on everything in it.
  var ownSheets: [(layer: Int, sheet: Stylesheet, conditions: Conditions)] {
    theme.theme.layers.enumerated().filter { ownRoles.contains($0.element.role) }.flatMap {
      index, layer in
      layer.stylesheets.map { (index, $0, layer.conditions.and($0.conditions)) }
    }
  }

  /// Every declaration of the theme's own files, in cascade order, with where it sits: its
  /// style (types as the catalog names them), state and sub-element path, and all the
  /// conditions on it.
  func ownDeclarations() -> [OwnDeclaration] {
    var result: [OwnDeclaration] = []
    for (layer, sheet, sheetConditions) in ownSheets {
      for rule in sheet.rules {
        var identity = rule.identity
        switch identity {
        case .type(let type): identity = .type(theme.canonicalType(type))
        case .named(let name, let type?):
          identity = .named(name, targetType: theme.canonicalType(type))
        case .named: break
        }
        func walk(_ body: StyleBody, states: [StateName], path: [PropertyName]) {
          for declaration in body.declarations {
            result.append(
              OwnDeclaration(
                declaration: declaration, identity: identity, states: states, path: path,
                conditions: sheetConditions.and(rule.conditions).and(declaration.conditions),
                sheet: sheet, layer: layer))
          }
          for state in body.states { walk(state.body, states: states + [state.name], path: path) }
          for element in body.subElements {
            walk(element.body, states: states, path: path + [element.property])
          }
        }
        walk(rule.body, states: [], path: [])
      }
    }
    return result
  }

  /// Whether a value declared with `provenance` is the theme's own.
  func isOwn(_ provenance: Provenance?) -> Bool {
    provenance?.layerRole.map(ownRoles.contains) ?? false
  }

  /// Which colour schemes something under `conditions` applies in.
  enum Schemes { case light, dark, both, neither }

  static func schemes(_ conditions: Conditions) -> Schemes {
    let tests = conditions.all.filter { $0.axis == .colorScheme }
    let light = tests.allSatisfy { $0.matches(lightEnvironment) }
    let dark = tests.allSatisfy { $0.matches(darkEnvironment) }
    switch (light, dark) {
    case (true, true): return .both
    case (true, false): return .light
    case (false, true): return .dark
    case (false, false): return .neither
    }
  }

  static let lightEnvironment = StyleEnvironment.default.setting(.colorScheme, to: "light")
  static let darkEnvironment = StyleEnvironment.default.setting(.colorScheme, to: "dark")

  /// How a finding names a matrix cell: `Button 'PrimaryButton' highlighted, colorScheme=dark`.
  static func describe(_ row: GalleryRow, in environment: StyleEnvironment) -> String {
    var text = row.type.rawValue
    if let style = row.style { text += " '\(style.rawValue)'" }
    if !row.states.isEmpty { text += " " + row.states.map(\.rawValue).joined(separator: "+") }
    var axes = ["colorScheme=\(environment[.colorScheme] ?? "light")"]
    if let contrast = environment[.contrast] { axes.append("contrast=\(contrast)") }
    // A variant: the other axes where it is not the default environment (`idiom=pad`).
    for (axis, value) in environment.values
    where axis != .colorScheme && axis != .contrast && StyleEnvironment.default[axis] != value {
      axes.append("\(axis.rawValue)=\(value)")
    }
    return text + ", " + axes.joined(separator: " ")
  }
}

/// A declaration of the theme's own files and where it sits.
struct OwnDeclaration {
  let declaration: Declaration
  /// The style it belongs to, its type as the catalog names it.
  let identity: StyleIdentity
  /// The state path (`[]` for normal).
  let states: [StateName]
  /// The sub-element path (`[]` for the component itself).
  let path: [PropertyName]
  /// Every condition on it: its layer's, file's, rule's and its own.
  let conditions: Conditions
  let sheet: Stylesheet
  let layer: Int

  /// How messages name its style: `Button`, `'PrimaryButton'`, with the state and part.
  var styleDescription: String {
    var text =
      switch identity {
      case .type(let type): type.rawValue
      case .named(let name, _): "'\(name.rawValue)'"
      }
    if !states.isEmpty { text += " " + states.map(\.rawValue).joined(separator: "+") }
    if !path.isEmpty { text += " " + path.map(\.rawValue).joined(separator: ".") }
    return text
  }
}

/// Lines of several files as Unicode scalars (columns count scalars), each file indexed when
/// first asked for (`LineIndex`).
struct SourceLines {
  private var files: [SourceFileID: LineIndex] = [:]

  /// Line `number` (1-based) of `source`, without its line break.
  mutating func line(_ number: Int, of source: SourceFile) -> [Unicode.Scalar]? {
    let index = files[source.id] ?? LineIndex(source.text)
    files[source.id] = index
    return index.text(ofLine: number).map { Array($0.unicodeScalars) }
  }
}

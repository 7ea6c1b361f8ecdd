import ArgumentParser
import LiveryCore
import LiveryFormats
import LiveryReporting

/// `livery resolve`: the typed values a component gets.
struct ResolveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resolve", abstract: "Print the resolved, typed properties of a style.")

  @OptionGroup var theme: ThemeOptions
  @OptionGroup var query: QueryOptions

  func validate() throws { try query.requireTarget() }

  func run() throws {
    try QueryRun(theme: theme, query: query, explain: false).run()
  }
}

/// `livery explain`: the same, with where each value came from.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Print each resolved property with its origin: file:line:column, layer, inheritance path and references.")

  @OptionGroup var theme: ThemeOptions
  @OptionGroup var query: QueryOptions

  func validate() throws { try query.requireTarget("explain") }

  func run() throws {
    try QueryRun(theme: theme, query: query, explain: true).run()
  }
}

/// What `resolve` and `explain` share: load, resolve, print, and set the exit status.
struct QueryRun {
  let theme: ThemeOptions
  let query: QueryOptions
  let explain: Bool

  func run() throws {
    let compiled = theme.load(includeDefaults: !query.noDefaults, environment: try query.makeEnvironment())
    let styleQuery = try query.makeQuery()
    let resolved = compiled.resolve(styleQuery)
    // A problem the whole-theme check found is met again when resolving: report it once.
    let known = Set(compiled.diagnostics.map { "\($0.code.rawValue)@\($0.location?.description ?? "")" })
    // Capped as the theme's are: the theme's list leaves repeats out, so resolving can meet them again.
    var diagnostics = compiled.diagnostics
      + resolved.diagnostics.filter { !known.contains("\($0.code.rawValue)@\($0.location?.description ?? "")") }.capped()
    if let type = styleQuery.targetType, !compiled.isKnownType(type) {
      let known = Set(ComponentCatalog.standard.types.map(\.rawValue) + compiled.typeStyles.map(\.rawValue))
      diagnostics.append(
        .error(
          .unknownType, "--type \(type.rawValue): no component type of the catalog or the theme is called '\(type.rawValue)'",
          at: nil, fixIt: Suggestions.phrase(Suggestions.closest(to: type.rawValue, among: known)) ?? "livery catalog lists the types"))
    }
    let report = StyleReport(theme: compiled)
    let reportable = diagnostics.filter { $0.severity != .note }
    switch theme.format {
    case .json:
      Terminal.standardOutput.write(report.json(resolved, explain: explain).rendered() + "\n")
      if !reportable.isEmpty {
        Terminal.standardError.write(JSONText.object([("diagnostics", DiagnosticRenderer().json(reportable))]).rendered() + "\n")
      }
    case .text:
      let decorator = theme.decorator(for: .standardOutput)
      if !reportable.isEmpty {
        let renderer = DiagnosticRenderer(sources: compiled.sources, decorator: theme.decorator(for: .standardError))
        renderer.render(reportable) { Terminal.standardError.write($0) }
      }
      var header = styleQuery.styles.isEmpty
        ? "type \(styleQuery.targetType?.rawValue ?? "")" : styleQuery.styles.map(\.rawValue).joined(separator: " + ")
      if !styleQuery.states.isEmpty { header += " (" + styleQuery.states.map(\.rawValue).joined(separator: ", ") + ")" }
      header += "  [\(styleQuery.environment)]"
      Terminal.standardOutput.write(decorator.decorate(header, as: .location) + "\n")
      if resolved.isResolved {
        Terminal.standardOutput.write(report.text(resolved, explain: explain, decorator: decorator))
      }
    }
    if theme.fails(diagnostics) || !resolved.isResolved { throw ExitCode(1) }
  }
}

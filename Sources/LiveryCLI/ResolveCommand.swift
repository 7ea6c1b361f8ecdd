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

  func validate() throws {
    try theme.format.requireTextOrJSON()
    try query.requireTarget()
  }

  func run() throws {
    try QueryRun(theme: theme, query: query, explain: false).run()
  }
}

/// `livery explain`: the same, with where each value came from.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract:
      "Print each resolved property with its origin: file:line:column, layer, inheritance path and references."
  )

  @OptionGroup var theme: ThemeOptions
  @OptionGroup var query: QueryOptions

  func validate() throws {
    try theme.format.requireTextOrJSON()
    try query.requireTarget("explain")
  }

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
    let compiled = theme.load(
      includeDefaults: !query.noDefaults, environment: try query.makeEnvironment())
    if !query.constants.isEmpty { return try runConstants(compiled) }
    let styleQuery = try query.makeQuery(for: compiled)
    let resolved = compiled.resolve(styleQuery)
    // A problem the whole-theme check found is met again when resolving: report it once.
    let known = Set(
      compiled.diagnostics.map { "\($0.code.rawValue)@\($0.location?.description ?? "")" })
    // Capped as the theme's are: the theme's list leaves repeats out, so resolving can meet them again.
    var diagnostics =
      compiled.diagnostics
      + resolved.diagnostics.filter {
        !known.contains("\($0.code.rawValue)@\($0.location?.description ?? "")")
      }.capped()
    if let type = styleQuery.targetType, !compiled.isKnownType(type) {
      let known = Set(
        ComponentCatalog.standard.types.map(\.rawValue) + compiled.typeStyles.map(\.rawValue))
      diagnostics.append(
        .error(
          .unknownType,
          "--type \(type.rawValue): no component type of the catalog or the theme is called '\(type.rawValue)'",
          at: nil,
          fixIt: Suggestions.phrase(Suggestions.closest(to: type.rawValue, among: known))
            ?? "livery catalog lists the types"))
    }
    let report = StyleReport(theme: compiled)
    let reportable = diagnostics.filter { $0.severity != .note }
    switch theme.format {
    case .json:
      Terminal.standardOutput.write(report.json(resolved, explain: explain).rendered() + "\n")
      if !reportable.isEmpty {
        Terminal.standardError.write(
          JSONText.object([("diagnostics", DiagnosticRenderer().json(reportable))]).rendered()
            + "\n")
      }
    case .text, .sarif, .github, .markdown:
      let decorator = theme.decorator(for: .standardOutput)
      if !reportable.isEmpty {
        let renderer = DiagnosticRenderer(
          sources: compiled.sources, decorator: theme.decorator(for: .standardError))
        renderer.render(reportable) { Terminal.standardError.write($0) }
      }
      var header =
        styleQuery.styles.isEmpty
        ? "type \(styleQuery.targetType?.rawValue ?? "")"
        : styleQuery.styles.map(\.rawValue).joined(separator: " + ")
      if !styleQuery.states.isEmpty {
        header += " (" + styleQuery.states.map(\.rawValue).joined(separator: ", ") + ")"
      }
      header += "  [\(styleQuery.environment)]"
      if compiled.resolvingEnvironment(styleQuery.environment) != styleQuery.environment {
        header +=
          "  (light-only theme: resolved as colorScheme=light; --skin-dark for the skin's dark values)"
      }
      Terminal.standardOutput.write(decorator.decorate(header, as: .location) + "\n")
      if resolved.isResolved {
        Terminal.standardOutput.write(report.text(resolved, explain: explain, decorator: decorator))
      }
    }
    if theme.fails(diagnostics) || !resolved.isResolved { throw ExitCode(1) }
  }
}

extension QueryRun {
  /// `--constant`: each constant's or token's value in the environment, explained when asked.
  func runConstants(_ compiled: CompiledTheme) throws {
    let environment = try query.makeEnvironment(for: compiled)
    let report = StyleReport(theme: compiled)
    var diagnostics = compiled.diagnostics.filter { $0.severity != .note }
    var failed = false
    for name in query.constants {
      guard let resolved = compiled.constant(named: name, in: environment) else {
        let close = Suggestions.phrase(Suggestions.closest(to: name, among: compiled.constantNames))
        diagnostics.append(
          .error(
            .unknownConstant, "--constant \(name): no constant or token has this name", at: nil,
            fixIt: close))
        failed = true
        continue
      }
      if resolved.value == nil, case .failure = resolved.result { failed = true }
    }
    switch theme.format {
    case .json:
      let found = query.constants.filter {
        compiled.constant(named: $0, in: environment) != nil
      }
      Terminal.standardOutput.write(
        JSONText.object([
          ("environment", .string(environment.description)),
          (
            "constants",
            .array(found.map { report.json(constant: $0, in: environment, explain: explain) })
          ),
        ]).rendered() + "\n")
      if !diagnostics.isEmpty {
        Terminal.standardError.write(
          JSONText.object([("diagnostics", DiagnosticRenderer().json(diagnostics))]).rendered()
            + "\n")
      }
    case .text, .sarif, .github, .markdown:
      if !diagnostics.isEmpty {
        let renderer = DiagnosticRenderer(
          sources: compiled.sources, decorator: theme.decorator(for: .standardError))
        renderer.render(diagnostics) { Terminal.standardError.write($0) }
      }
      let decorator = theme.decorator(for: .standardOutput)
      Terminal.standardOutput.write(
        decorator.decorate("constants  [\(environment)]", as: .location) + "\n")
      for name in query.constants
      where compiled.constant(named: name, in: environment) != nil {
        Terminal.standardOutput.write(
          report.text(constant: name, in: environment, explain: explain, decorator: decorator))
      }
    }
    if failed || theme.fails(diagnostics) { throw ExitCode(1) }
  }
}

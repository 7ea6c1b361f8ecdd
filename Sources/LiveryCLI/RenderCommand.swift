import ArgumentParser
import Foundation
import LiveryCore
import LiveryFormats
import LiveryHTML
import LiveryReporting
@_spi(LiveryAdapter) import LiveryRuntime

/// `livery render`: a standalone HTML page showing a component styled by the theme.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract:
      "Write a standalone HTML page showing a component styled by the theme (over Livery's defaults and skin, as resolve does).",
    discussion: """
      The page embeds everything it shows (its stylesheet, images as data: URLs) and is the same, byte for byte, for the same \
      theme and options. Values HTML cannot show are listed under the component and reported as warnings. \
      Exit status as in check: 1 when the theme has errors (or warnings, with --strict) or a style does not exist.
      """)

  @OptionGroup var theme: ThemeOptions
  @OptionGroup var query: QueryOptions

  @Flag(help: "Render every catalog type in its type style.")
  var all = false

  @Option(help: "A folder where named images (MAF bundle images, asset names) are looked up.")
  var assets: String?

  @Option(name: .shortAndLong, help: "Write the page to this file (default: standard output).")
  var output: String?

  func validate() throws {
    try theme.format.requireTextOrJSON()
    if !all { try query.requireTarget("render", orAll: true) }
    if all && (!query.styles.isEmpty || query.targetType != nil) {
      throw ValidationError(
        "--all renders every type in its type style; leave out --style and --type.")
    }
  }

  func run() throws {
    let compiled = theme.load(
      includeDefaults: !query.noDefaults, environment: try query.makeEnvironment())
    let environment = try query.makeEnvironment(for: compiled)
    var diagnostics = compiled.diagnostics
    let styleQuery = try query.makeQuery(for: compiled)

    var figures: [HTMLRenderer.Figure] = []
    let targets: [TargetType]
    if all {
      targets = ComponentCatalog.standard.types
    } else if let type = componentType(for: styleQuery, in: compiled, diagnostics: &diagnostics) {
      targets = [type]
    } else {
      targets = []
    }
    let applier = ThemeApplier(
      theme: compiled, environment: environment,
      appliers: HTMLAppliers.standard(images: HTMLImages(assetsDirectory: assets)))
    for type in targets {
      guard let component = HTMLComponents.make(type, styleNames: all ? [] : styleQuery.styles)
      else { continue }
      component.activeStates = Set(styleQuery.states)
      applier.applyTree(component)
      figures.append(
        HTMLRenderer.Figure(caption: caption(type, styleQuery, all: all), component: component))
    }
    // What the whole-theme check found is met again while applying: report it once.
    let known = Set(diagnostics.map(Self.identity))
    diagnostics += applier.diagnostics.filter { !known.contains(Self.identity($0)) }
    let notes = applier.diagnostics.filter { $0.code == .notShown }.map { diagnostic in
      (diagnostic.location.map { "\($0): " } ?? "") + diagnostic.message
    }
    let title = all ? "Livery — every component" : figures.first?.caption ?? "Livery"
    // A light-only theme's dark page is drawn light, as it resolves.
    if let note = compiled.lightOnlyNote, environment.colorScheme == .dark {
      Terminal.standardError.write("note: \(note)\n")
    }
    let page = HTMLRenderer(title: title).page(
      figures, notes: notes, environment: compiled.resolvingEnvironment(environment))

    report(diagnostics, sources: compiled.sources)
    if !figures.isEmpty {
      if let output {
        try OutputPath.check(output, inputs: theme.paths)
        do {
          try Data(page.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
          Terminal.standardError.write(
            "error: cannot write \(output): \(error.localizedDescription)\n")
          throw ExitCode(1)
        }
      } else {
        Terminal.standardOutput.write(page)
      }
    }
    if theme.fails(diagnostics) || figures.isEmpty { throw ExitCode(1) }
  }

  /// The catalog type to render: `--type`, else the type the named styles target (MAF
  /// `TargetType`), else the type a name stands for (NUI's `Button` in `Button:LargeButton`).
  private func componentType(
    for query: StyleQuery, in compiled: CompiledTheme, diagnostics: inout [Diagnostic]
  ) -> TargetType? {
    let catalog = ComponentCatalog.standard
    if let type = query.targetType {
      let canonical = compiled.canonicalType(type)
      if catalog.component(canonical) != nil { return canonical }
      diagnostics.append(
        .error(
          .unknownType,
          "--type \(type.rawValue): the HTML adapter has no '\(type.rawValue)' component",
          at: nil,
          fixIt: Suggestions.phrase(
            Suggestions.closest(to: type.rawValue, among: catalog.types.map(\.rawValue)))
            ?? "livery catalog lists the types"))
      return nil
    }
    for name in query.styles.reversed() {
      if let type = compiled.targetTypes(ofStyle: name).first(where: {
        catalog.component($0) != nil
      }) {
        return type
      }
      if let type = compiled.typeStyle(named: name), catalog.component(type) != nil { return type }
      let canonical = compiled.canonicalType(TargetType(name.rawValue))
      if catalog.component(canonical) != nil { return canonical }
    }
    let names = query.styles.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    let exists = query.styles.contains { compiled.hasStyle(named: $0) }
    diagnostics.append(
      .error(
        exists ? .unknownType : .unknownStyle,
        exists
          ? "\(names) names no component type; say which with --type"
          : "no style is called \(names)",
        at: nil,
        fixIt: exists
          ? "livery catalog lists the types"
          : Suggestions.phrase(
            Suggestions.closest(
              to: query.styles.last?.rawValue ?? "", among: compiled.styleNames.map(\.rawValue)))))
    return nil
  }

  private func caption(_ type: TargetType, _ query: StyleQuery, all: Bool) -> String {
    var caption = type.rawValue
    if !all && !query.styles.isEmpty {
      caption += " [" + query.styles.map(\.rawValue).joined(separator: ", ") + "]"
    }
    if !query.states.isEmpty {
      caption += " (" + query.states.map(\.rawValue).joined(separator: ", ") + ")"
    }
    return caption
  }

  private static func identity(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.code.rawValue)@\(diagnostic.location?.description ?? "")"
  }

  private func report(_ diagnostics: [Diagnostic], sources: SourceFiles) {
    let reportable = diagnostics.filter { $0.severity != .note }
    guard !reportable.isEmpty else { return }
    switch theme.format {
    case .json:
      Terminal.standardError.write(
        JSONText.object([("diagnostics", DiagnosticRenderer().json(reportable))]).rendered() + "\n")
    case .text, .sarif, .github, .markdown:
      let renderer = DiagnosticRenderer(
        sources: sources, decorator: theme.decorator(for: .standardError))
      renderer.render(reportable) { Terminal.standardError.write($0) }
    }
  }
}

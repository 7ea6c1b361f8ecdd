import ArgumentParser
import Foundation
import LiveryCore
import LiveryFormats
import LiveryReporting

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}

/// The theme commands' `--format`: text and json, and for `lint` also SARIF 2.1.0 and GitHub
/// workflow annotations.
enum ThemeOutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json, sarif, github, markdown

  /// Refuses the formats only `lint` (sarif, github) or `diff` (markdown) writes.
  func requireTextOrJSON(also allowed: Set<ThemeOutputFormat> = []) throws {
    guard self == .text || self == .json || allowed.contains(self) else {
      let owner = self == .markdown ? "diff" : "lint"
      let choices = (["text", "json"] + allowed.map(\.rawValue).sorted()).joined(separator: ", ")
      throw ValidationError("--format \(rawValue) is for \(owner); this command writes \(choices)")
    }
  }
}

enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
  case auto, always, never
}

enum MAFColorChoice: String, ExpressibleByArgument, CaseIterable {
  case platform, rgba, argb

  var order: MAFReader.ColorOrder {
    switch self {
    case .platform: return .byPlatform
    case .rgba: return .rgba
    case .argb: return .argb
    }
  }
}

enum DialectChoice: String, ExpressibleByArgument, CaseIterable {
  case nui, sapfiori
  case fioriThemeManager = "fiori-theme-manager"
  case fioriSwiftUI = "fiori-swiftui"

  var dialect: NSSReader.Dialect { NSSReader.Dialect(rawValue: rawValue)! }
}

enum PaletteChoice: String, ExpressibleByArgument, CaseIterable {
  // SAP's own name for the palette (PaletteVersion.v3_2); `--palette v3_2` on the command line.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case v3_2, v8

  var version: FioriPalette.Version { FioriPalette.Version(rawValue: rawValue)! }
}

/// The theme files every command loads, and how to report.
struct ThemeOptions: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "Theme files or folders (.yaml, .yml, .json: Motif; .xml: MAF; .nss: NUI/SAP Fiori; a folder with theme.inc.json or a .inc.json file: Redbeard; .tokens.json, .resolver.json: W3C design tokens), in load order. Motif files load as one theme, in the order given; each MAF or NSS file is a layer over the ones before. Append @axis=value to attach a file to a variant (Dark.yaml@colorScheme=dark). None: Livery's default skin.",
      valueName: "path"))
  var paths: [String] = []

  @Option(
    help:
      "How MAF files read hex colours: by each style's platform (default), or always rgba / argb.")
  var mafColors: MAFColorChoice = .platform

  @Option(
    help:
      "How .nss files are read: nui, sapfiori, fiori-theme-manager or fiori-swiftui (default: detected per file; check -v says which and why)."
  )
  var dialect: DialectChoice?

  @Option(
    name: .customLong("fiori-palette"),
    help: "The SAP Fiori palette the Fiori dialects override: v3_2 or v8.")
  var fioriPalette: PaletteChoice = .v8

  @Option(
    help:
      "Output format: text for people, json for tools (lint also: sarif, github; diff also: markdown)."
  )
  var format: ThemeOutputFormat = .text

  @Option(help: "Colour: auto (terminals only), always or never.")
  var color: ColorChoice = .auto

  @Option(
    name: .customLong("input"),
    help: ArgumentHelp(
      "A design-token resolver input, modifier=context (theme=dark); repeatable or comma-separated. Without any, every permutation is compiled and --env chooses (light/dark contexts are colorScheme, other modifiers dtcg:<modifier>).",
      valueName: "modifier=context"))
  var inputs: [String] = []

  @Flag(
    help:
      "Under a light-only theme (no file of it mentions a dark colour scheme), use the default skin's dark values in colorScheme=dark; by default such a theme stays light, skin included."
  )
  var skinDark = false

  @Flag(
    help:
      "Treat warnings as errors for the exit status (JSON extensions in Redbeard files, and the deviations design-token files have — em units, 3-digit hex — are then errors)."
  )
  var strict = false

  func validate() throws {
    for path in paths {
      if case .failure(let error) = ThemeInput.parse(path) { throw ValidationError(error.message) }
    }
    _ = try resolverInputs()
  }

  /// `--input` as the resolver's inputs, or `nil` when none are given.
  func resolverInputs() throws -> [String: String]? {
    let pairs = inputs.flatMap { $0.split(separator: ",").map(String.init) }
    guard !pairs.isEmpty else { return nil }
    var result: [String: String] = [:]
    for pair in pairs {
      let parts = pair.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw ValidationError(
          "'\(pair)' is not a resolver input: expected modifier=context, e.g. theme=dark")
      }
      result[parts[0]] = parts[1]
    }
    return result
  }

  /// Reads and compiles the theme, with Livery's defaults below it when asked (or when no files are
  /// given). Every problem, the theme's and its files', is in the compiled theme's `diagnostics`.
  func load(
    includeDefaults: Bool, environment: StyleEnvironment = .default, runtimeLayer: Layer? = nil
  ) -> CompiledTheme {
    let inputs = paths.map { path -> ThemeInput in
      guard case .success(let input) = ThemeInput.parse(path) else { return ThemeInput.path(path) }
      return input
    }
    return load(
      inputs, includeDefaults: includeDefaults, environment: environment, runtimeLayer: runtimeLayer
    )
  }

  /// Reads and compiles `inputs` with these options (`diff` loads two themes).
  func load(
    _ inputs: [ThemeInput], includeDefaults: Bool, environment: StyleEnvironment = .default,
    runtimeLayer: Layer? = nil
  ) -> CompiledTheme {
    let formats = FormatRegistry.standard(
      maf: MAFFormat.Options(colorOrder: mafColors.order),
      nss: NSSFormat.Options(dialect: dialect?.dialect, palette: fioriPalette.version),
      redbeard: RedbeardFormat.Options(strictJSON: strict),
      dtcg: DTCGFormat.Options(strict: strict, resolverInputs: (try? resolverInputs()) ?? nil))
    // The command is the whole process: it may read on every core.
    let options = ThemeLoader.Options(
      formats: formats, environment: environment,
      includeDefaults: includeDefaults || inputs.isEmpty,
      readingThreads: ProcessInfo.processInfo.activeProcessorCount,
      lightOnlyDarkMode: skinDark ? .usesSkinDarkValues : .staysLight)
    let theme = ThemeLoader.read(inputs, options: options)
    return (runtimeLayer.map { theme.replacingRuntimeLayer(with: $0) } ?? theme).compile()
  }

  /// How diagnostics and reports are dressed on `terminal`.
  func decorator(for terminal: Terminal) -> any TextDecorator {
    terminal.wantsColors(color) ? ANSIDecorator() : PlainDecorator()
  }

  /// Whether these diagnostics make the command fail.
  func fails(_ diagnostics: [Diagnostic]) -> Bool {
    diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
  }
}

/// What `resolve` and `explain` ask for.
struct QueryOptions: ParsableArguments {
  @Option(
    name: .customLong("style"),
    help:
      "A named style; repeat for several, or write a NUI class chain (Button:LargeButton). The rightmost wins per property; a name with no named style stands for that type's style."
  )
  var styles: [String] = []

  @Option(
    name: .customLong("type"),
    help:
      "The component type, for its type style (or to pick a named style's variant for that type).")
  var targetType: String?

  @Option(
    name: .customLong("constant"),
    help:
      "A constant or design token to resolve instead of a style ($Accent's name is Accent, a token's is its dotted path such as color.accent.$root); repeatable."
  )
  var constantArguments: [String] = []

  /// Repeated `--constant`s are joined with this before parsing (`Livery.listOptions`); no
  /// argument can hold it.
  static let constantSeparator = "\u{0}"

  /// The `--constant` names, in order.
  var constants: [String] {
    constantArguments.flatMap {
      $0.split(separator: Self.constantSeparator, omittingEmptySubsequences: false).map(String.init)
    }
  }

  @Option(
    name: .customLong("state"),
    help: "An active state (highlighted, selected, disabled, …); repeatable or comma-separated.")
  var states: [String] = []

  @Option(help: "The platform to resolve for (ios, android, …); the same as --env platform=….")
  var platform: String?

  @Flag(
    help:
      "Leave out Livery's hard-coded defaults and default skin (used below the given files otherwise)."
  )
  var noDefaults = false

  @Option(
    name: .customLong("env"),
    help:
      "Environment axis=value (platform, idiom, colorScheme, osVersion, locale, orientation or any custom axis); repeatable or comma-separated."
  )
  var environment: [String] = []

  /// Resolve and explain need a style or a type (render may say `--all` instead).
  func requireTarget(_ verb: String = "resolve", orAll: Bool = false) throws {
    // `render` draws styles; only resolve and explain print constants.
    if orAll, !constants.isEmpty {
      throw ValidationError("--constant is for resolve and explain; \(verb) draws styles.")
    }
    if styles.isEmpty && targetType == nil && constants.isEmpty {
      let choices =
        orAll
        ? "--style NAME (repeatable) or --type TYPE, or --all"
        : "--style NAME (repeatable), --type TYPE or --constant NAME"
      throw ValidationError("Say what to \(verb): \(choices).")
    }
  }

  func validate() throws {
    if targetType?.trimmingCharacters(in: .whitespaces).isEmpty == true {
      throw ValidationError("--type needs a component type name, e.g. --type Button.")
    }
    if styles.contains(where: {
      $0.split(separator: ":", omittingEmptySubsequences: false).contains {
        $0.trimmingCharacters(in: .whitespaces).isEmpty
      }
    }) {
      throw ValidationError(
        "--style needs a style name (or a class chain such as Button:LargeButton without empty parts)."
      )
    }
    _ = try makeEnvironment()
  }

  func makeEnvironment() throws -> StyleEnvironment {
    var result = StyleEnvironment.default
    if let platform { result = result.setting(.platform, to: platform) }
    return try result.setting(arguments: environment)
  }

  /// The environment to resolve in: `--env` and `--platform`, then, for the axes they leave
  /// unset, the variant the theme was compiled for (`--input theme=dark` is `colorScheme=dark`).
  func makeEnvironment(for theme: CompiledTheme) throws -> StyleEnvironment {
    var result = try makeEnvironment()
    let given = Set(
      environment.flatMap { $0.split(separator: ",") }.compactMap {
        try? StyleEnvironment.parseAssignment(String($0)).get().0
      }
        + (platform == nil ? [] : [EnvironmentAxis.platform]))
    for condition in theme.compiledVariant.all where !given.contains(condition.axis) {
      if case .equals(let value) = condition.test {
        result = result.setting(condition.axis, to: value)
      }
    }
    return result
  }

  func makeQuery(for theme: CompiledTheme) throws -> StyleQuery {
    StyleQuery(
      for: targetType.map(TargetType.init),
      named: styles.flatMap { $0.split(separator: ":").map { StyleName(String($0)) } },
      states: states.flatMap { $0.split(separator: ",").map { StateName(String($0)) } },
      in: try makeEnvironment(for: theme))
  }
}

extension StyleEnvironment {
  /// This environment with `--env` arguments applied (`axis=value`, repeatable or comma-separated).
  func setting(arguments: [String]) throws -> StyleEnvironment {
    var assignments: [(axis: EnvironmentAxis, value: String?)] = []
    for setting in arguments.flatMap({ $0.split(separator: ",").map(String.init) }) {
      switch StyleEnvironment.parseAssignment(setting) {
      case .success(let (axis, value)): assignments.append((axis, value))
      case .failure(let error): throw ValidationError(error.message)
      }
    }
    return setting(assignments)
  }
}

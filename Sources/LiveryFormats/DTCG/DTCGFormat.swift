public import LiveryCore

/// W3C design tokens (DTCG Format and Resolver modules 2025.10) for the loader.
///
/// Token files (`.tokens.json`, `.tokens`, or `.json` with `$value`) given together are one token
/// tree, merged in the order given (later tokens replace earlier ones whole); a resolver document
/// (`.resolver.json`) reads the files it names. Tokens become constants named by their dotted path
/// (`color.accent.$root`), typed by their `$type`; aliases stay references, resolved in the query's
/// environment. Without `inputs` a resolver's every permutation is compiled at once: `light` and
/// `dark` contexts become `colorScheme`, other modifiers the axis `dtcg:<modifier>`.
///
/// ```swift
/// let theme = try ThemeLoader.load(.file("tokens/figma-sds.resolver.json"))
/// theme.constant(named: "color.background.brand.$root", in: StyleEnvironment(colorScheme: .dark))
/// ```
public struct DTCGFormat: ThemeFormat {
  /// How to read token files and resolvers.
  public struct Options: Sendable, Hashable {
    /// Report the deviations real files have (em units, 3-digit hex, colour strings) as errors
    /// instead of reading them with a warning.
    public var strict: Bool
    /// What 1 rem is in points (16 unless the app's base font size differs).
    public var basePxFontSize: Double
    /// One context per resolver modifier (`["theme": "dark"]`): compile that permutation only.
    /// `nil` compiles every permutation into conditions on environment axes.
    public var resolverInputs: [String: String]?
    /// The most work a load's design tokens may cost beyond reading their text once, in values
    /// (JSON nodes): the values every resolver permutation after the first merges again, the
    /// values `$extends` copies and the pointers followed, over every token file and resolver of
    /// the load (`FormatContext.work`). Past it the load gets one error — `resolver.tooMuchWork`
    /// (pass inputs for some modifiers), `dtcg.extendsTooLarge` — and what would exceed it is not
    /// compiled, so no theme, a signed bundle's included, makes a load slow: at the default,
    /// ten modifiers over a 1,000-value tree compile in 1.3 s on the project's 2-core Linux VM
    /// (Benchmarks/scaling).
    public var maximumWork: Int

    /// The default `maximumWork`: 1,024 permutations of a 1,000-value tree, or 16 permutations of
    /// a 64,000-value one.
    public static let defaultMaximumWork = 1_048_576

    public init(
      strict: Bool = false, basePxFontSize: Double = 16, resolverInputs: [String: String]? = nil,
      maximumWork: Int = Self.defaultMaximumWork
    ) {
      self.strict = strict
      self.basePxFontSize = basePxFontSize
      self.resolverInputs = resolverInputs
      self.maximumWork = maximumWork
    }
  }

  public var options: Options

  public init(options: Options = Options()) {
    self.options = options
  }

  /// Token files as read.
  public static let tokensFormat = StylesheetFormat(
    "dtcg.tokens", name: "design tokens (DTCG 2025.10)")
  /// Resolver documents as read.
  public static let resolverFormat = StylesheetFormat(
    "dtcg.resolver", name: "design-token resolver (DTCG 2025.10)")

  public var name: String { "Design tokens" }
  public var fileExtensions: Set<String> { ["json", "tokens"] }
  public var layering: FormatLayering { .readTogether(name: "tokens") }

  public func claim(file: FileCandidate) -> FormatClaim? {
    let name = file.fileName.lowercased()
    if name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens") {
      return FormatClaim(.distinctive, "a design-token file (\(file.fileName))")
    }
    if name.hasSuffix(".resolver.json") {
      return FormatClaim(.distinctive, "a design-token resolver (\(file.fileName))")
    }
    guard file.fileExtension == "json" else { return nil }
    for needle in ["\"$value\"", "\"resolutionOrder\""] {
      if let offset = Self.key(needle, in: file.bytes) {
        return FormatClaim(
          .distinctive, "the key \(needle) at \(file.place(ofByte: offset)) is design-token syntax")
      }
    }
    return nil
  }

  /// Where `needle` first appears as an object key (followed by `:`) within the sniffing window,
  /// so a Motif value that merely mentions `"$value"` is not taken for a token.
  static func key(_ needle: String, in bytes: [UInt8]) -> Int? {
    var from = 0
    let pattern = Array(needle.utf8)
    let end = min(bytes.count, JSONSniffer.window)
    while from < end,
      let found = JSONSniffer.firstOccurrence(of: [needle], in: Array(bytes[from..<end]))?.offset
    {
      var after = from + found + pattern.count
      while after < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[after]) { after += 1 }
      if after < bytes.count, bytes[after] == UInt8(ascii: ":") { return from + found }
      from += found + pattern.count
    }
    return nil
  }

  public func read(file: FileCandidate, context: FormatContext) -> FormatReading {
    read(files: [file], context: context)
  }

  public func read(files: [FileCandidate], context: FormatContext) -> FormatReading {
    read(files: files, alongside: [], context: context)
  }

  public func read(files: [FileCandidate], alongside: [FileCandidate], context: FormatContext)
    -> FormatReading
  {
    let compilerOptions = TokenCompiler.Options(
      strict: options.strict, basePxFontSize: options.basePxFontSize,
      maximumWork: options.maximumWork)
    var sheets: [Stylesheet] = []
    let resolvers = files.filter {
      $0.fileName.lowercased().hasSuffix(".resolver.json") || Self.looksLikeResolver($0)
    }
    var readByResolver: [String: String] = [:]
    for file in resolvers {
      let (resolverSheets, read) = readResolver(file, options: compilerOptions, work: context.work)
      sheets += resolverSheets
      for path in read where readByResolver[path] == nil { readByResolver[path] = file.displayPath }
    }
    // Token files given beside a resolver that reads them are its: loading them again as one
    // plain tree would set every context's tokens at once.
    var loose: [(path: String, source: SourceFile?, tree: TokenJSON?)] = []
    var diagnostics: [Diagnostic] = []
    for file in files where !resolvers.contains(where: { $0.displayPath == file.displayPath }) {
      if let resolver = readByResolver[file.displayPath] {
        diagnostics.append(
          .note(
            .fileSkipped, "read through \(resolver), which names it",
            at: .startOf(SourceFileID(path: file.displayPath))))
        continue
      }
      let parsed = Self.parse(bytes: file.bytes, path: file.displayPath, options: compilerOptions)
      diagnostics += parsed.diagnostics + (parsed.tree?.extensionKeyWarnings() ?? [])
      loose.append((file.displayPath, parsed.source, parsed.tree))
    }
    // Files that hold in every variant, under these: their tokens are reached, not emitted again.
    let under = alongside.filter {
      !Self.looksLikeResolver($0) && !$0.fileName.lowercased().hasSuffix(".resolver.json")
    }
    .compactMap { Self.parse(bytes: $0.bytes, path: $0.displayPath, options: compilerOptions).tree }
    if !loose.isEmpty {
      let trees = under + loose.compactMap(\.tree)
      var constants: [Constant] = []
      var rules: [StyleRule] = []
      if let first = trees.first {
        var collisions: [Diagnostic] = []
        let merged = trees.dropFirst().reduce(first) {
          TokenJSON.merging($0, $1, path: [], collisions: &collisions)
        }
        let result = TokenCompiler.compile(
          merged, options: compilerOptions,
          allowance: context.work.remaining(of: options.maximumWork))
        context.work.spend(result.work)
        let own = Set(loose.map { SourceFileID(path: $0.path) })
        // A collision between the files under these is theirs to report.
        diagnostics += collisions.filter {
          under.isEmpty || $0.location.map { own.contains($0.file) } ?? true
        }
        constants = result.constants.filter { under.isEmpty || own.contains($0.location.file) }
        rules = result.rules.filter { under.isEmpty || own.contains($0.location.file) }
        diagnostics += result.diagnostics.filter {
          under.isEmpty || $0.location.map { own.contains($0.file) } ?? true
        }
      }
      sheets += Self.distribute(
        constants, diagnostics, rules: rules, over: loose.map { ($0.path, $0.source) },
        format: Self.tokensFormat)
    } else if !diagnostics.isEmpty, !sheets.isEmpty {
      sheets[sheets.count - 1].diagnostics += diagnostics
    }
    return FormatReading(
      stylesheets: sheets, layerName: files.count == 1 ? files[0].fileName : "tokens")
  }

  private static func looksLikeResolver(_ file: FileCandidate) -> Bool {
    !file.fileName.lowercased().hasSuffix(".tokens.json")
      && key("\"resolutionOrder\"", in: file.bytes) != nil
      && key("\"version\"", in: file.bytes) != nil
  }

  /// A resolver's stylesheets (its own first, then one per token file it read) and the paths it read.
  private func readResolver(_ file: FileCandidate, options: TokenCompiler.Options, work: LoadWork)
    -> ([Stylesheet], [String])
  {
    let parsed = Self.parse(bytes: file.bytes, path: file.displayPath, options: options)
    var resolver = TokenResolver(
      file: file, options: options, inputs: self.options.resolverInputs, work: work)
    var constants: [Constant] = []
    if let tree = parsed.tree { constants = resolver.compile(document: tree) }
    let files =
      [(file.displayPath, parsed.source)] + resolver.readFiles.map { ($0.path, $0.source) }
    var sheets = Self.distribute(
      constants, parsed.diagnostics + resolver.diagnostics, rules: resolver.rules, over: files,
      format: Self.tokensFormat)
    sheets[0].format = Self.resolverFormat
    for index in sheets.indices { sheets[index].compiledVariant = resolver.selectedVariant }
    return (sheets, resolver.readFiles.map(\.path))
  }

  /// One stylesheet per file, holding the constants and diagnostics located in it (the rest go to
  /// the first).
  static func distribute(
    _ constants: [Constant], _ diagnostics: [Diagnostic], rules: [StyleRule] = [],
    over files: [(path: String, source: SourceFile?)],
    format: StylesheetFormat
  ) -> [Stylesheet] {
    var sheets = files.map {
      Stylesheet(file: SourceFileID(path: $0.path), source: $0.source, format: format)
    }
    var position: [SourceFileID: Int] = [:]
    for (index, sheet) in sheets.enumerated() where position[sheet.file] == nil {
      position[sheet.file] = index
    }
    for constant in constants {
      sheets[position[constant.location.file] ?? 0].constants.append(constant)
    }
    for rule in rules { sheets[position[rule.location.file] ?? 0].rules.append(rule) }
    for diagnostic in diagnostics {
      sheets[diagnostic.location.flatMap { position[$0.file] } ?? 0].diagnostics.append(diagnostic)
    }
    return sheets
  }

  /// A JSON file's value tree, text and syntax problems (strict RFC 8259 under `strict`, comments
  /// and trailing commas as warnings otherwise).
  static func parse(bytes: [UInt8], path: String, options: TokenCompiler.Options)
    -> (tree: TokenJSON?, source: SourceFile?, diagnostics: [Diagnostic])
  {
    switch SourceText.decode(bytes, path: path) {
    case .failure(let diagnostic): return (nil, nil, [diagnostic])
    case .success(let (bytes, file)):
      var (tree, diagnostics) = JSONScanner.parse(
        bytes, file: file.id, options: options.strict ? .strict : .lenient)
      guard let tree else { return (nil, file, diagnostics) }
      guard tree.root != nil else {
        diagnostics.append(
          .error(
            .dtcgNotTokenOrGroup, "the file is empty; an empty token file is written {}",
            at: .startOf(file.id)))
        return (nil, file, diagnostics)
      }
      let value = TokenJSON.build(tree, diagnostics: &diagnostics)
      return (value, file, diagnostics)
    }
  }
}

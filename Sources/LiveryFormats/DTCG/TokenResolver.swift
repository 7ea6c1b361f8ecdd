import LiveryCore

/// A DTCG resolver document (Resolver module 2025.10, dtcg.md §2, §5.6) compiled into constants:
/// with inputs, one permutation; without, every permutation at once, each constant limited to the
/// contexts it depends on, so the theme answers any environment.
struct TokenResolver {
  /// One token tree a set or context contributes, and where it came from.
  struct Source {
    var tree: TokenJSON
    var label: String
  }

  /// A modifier as compiled: its contexts' sources, its default, and the axis it becomes.
  struct Modifier {
    var name: String
    var contexts: [(name: String, sources: [Source])]
    var defaultContext: String?
    var location: SourceLocation
    /// The environment axis Livery wrote it for (`$extensions["dev.livery"].axis`), if it did.
    var axis: String?
  }

  /// One step of `resolutionOrder`.
  enum Step {
    case set([Source])
    case modifier(Int)
  }

  let file: FileCandidate
  let options: TokenCompiler.Options
  let inputs: [String: String]?
  let fileID: SourceFileID
  var diagnostics: [Diagnostic] = []
  /// The token files the resolver read, in order of first use, with their text for excerpts.
  var readFiles: [(path: String, source: SourceFile?)] = []
  var trees: [String: TokenJSON?] = [:]
  /// Inline token trees of the document whose `$extensions` keys were checked (a set may be used twice).
  var checkedInlineSources: Set<SourceLocation> = []
  var document = TokenJSON(.null, at: .startOf(SourceFileID(path: "")))
  var modifiers: [Modifier] = []
  var steps: [Step] = []
  /// Style rules Livery wrote into the token files (`--include-styles`), once each.
  var rules: [StyleRule] = []
  private var ruleLocations: Set<SourceLocation> = []
  /// With inputs: the environment the chosen contexts stand for (`theme=dark` is `colorScheme=dark`).
  private(set) var selectedVariant: Conditions = .always

  /// The most permutations Livery compiles (Livery's own limit).
  static let maximumPermutations = 1_024
  /// References to sets and files a document's sets and contexts may follow in all (Livery's own
  /// limit: sets that name the next set twice double with every level).
  static let maximumReferences = 10_000
  var referencesFollowed = 0
  /// Where the document's members are (a document may hold thousands of sets), and each token
  /// file's (for `file.json#/fragment` sources).
  var documentPositions = MemberPositions()
  var filePositions: [String: MemberPositions] = [:]

  /// What the load has spent (`DTCGFormat.Options.maximumWork` bounds it for all its token files
  /// and resolvers together).
  let work: LoadWork
  /// What the load had spent when this document began.
  private var spentBefore = 0

  init(
    file: FileCandidate, options: TokenCompiler.Options, inputs: [String: String]?,
    work: LoadWork = LoadWork()
  ) {
    self.file = file
    self.options = options
    self.inputs = inputs
    self.work = work
    fileID = SourceFileID(path: file.displayPath)
  }

  /// The constants of the resolved document, and the problems found (the resolver's own and its
  /// token files').
  mutating func compile(document: TokenJSON) -> [Constant] {
    self.document = document
    documentPositions = MemberPositions()
    spentBefore = work.spent
    guard readStructure() else { return [] }
    if let inputs {
      guard let selection = validate(inputs) else { return [] }
      selectedVariant = Conditions(
        modifiers.indices.flatMap { axisMapping(modifiers[$0])(selection[$0]) }.map { condition in
          if case .equalsOrUnset(let value) = condition.test {
            return Condition(condition.axis, .equals(value))
          }
          return condition
        })
      return compile(permutation: selection)?.constants ?? []
    }
    var total = 1
    for modifier in modifiers {
      let (product, overflow) = total.multipliedReportingOverflow(
        by: max(modifier.contexts.count, 1))
      total = overflow ? Int.max : min(product, Int.max / 2)
    }
    guard total <= Self.maximumPermutations else {
      let product =
        modifiers.prefix(12).map { "\($0.contexts.count) (\($0.name))" }.joined(separator: " × ")
        + (modifiers.count > 12 ? " × …" : "")
      let shown = total == Int.max ? "more than \(Int.max / 2)" : "\(total)"
      diagnostics.append(
        .error(
          .resolverTooManyPermutations,
          "the modifiers make \(product) = \(shown) permutations; Livery compiles at most \(Self.maximumPermutations)",
          at: document["resolutionOrder"]?.location ?? .startOf(fileID),
          fixIt: "pass --input for some modifiers"))
      return []
    }
    // Counted before anything is compiled: the values every permutation after the first merges
    // again. What the compiles copy and follow is counted as they run (`compileAll`).
    let remaining = work.remaining(of: options.maximumWork)
    // Counted far enough to tell: past `remaining` once the first permutation's share is taken off.
    let enough =
      remaining > Int.max / 4 ? Int.max / 2 : remaining + remaining / max(total - 1, 1) + total
    let all = merged(permutations: total, limit: enough)
    let again = all - all / total
    guard again <= remaining else {
      tooMuchWork(total, what: "means merging more than \(remaining) token values again")
      return []
    }
    return compileAll()
  }

  /// The error for a resolver past the load's work limit (`DTCGFormat.Options.maximumWork`).
  private mutating func tooMuchWork(_ total: Int, what: String) {
    let left = spentBefore > 0 ? " (what the load's earlier token files left of it)" : ""
    diagnostics.append(
      .error(
        .resolverTooMuchWork,
        "compiling all \(total) permutations \(what), past Livery's work limit of \(options.maximumWork)\(left), which keeps a load fast; no permutation is used",
        at: document["resolutionOrder"]?.location ?? .startOf(fileID),
        fixIt:
          "pass --input for some modifiers (\(modifiers.prefix(3).map { "\($0.name)=\($0.defaultContext ?? $0.contexts.first?.name ?? "…")" }.joined(separator: ", "))) to compile fewer permutations"
      ))
  }

  /// The values every permutation merges, added up (a set's sources count once per permutation, a
  /// context's once per permutation that chooses it); counting stops past `limit`.
  private func merged(permutations total: Int, limit: Int) -> Int {
    var merged = 0
    for step in steps {
      let (sources, times): ([Source], Int)
      switch step {
      case .set(let list): (sources, times) = (list, total)
      case .modifier(let index):
        (sources, times) = (
          modifiers[index].contexts.flatMap(\.sources),
          total / max(modifiers[index].contexts.count, 1)
        )
      }
      for source in sources {
        guard merged <= limit else { return merged }
        merged += source.tree.nodeCount(upTo: (limit - merged) / times + 1) * times
      }
    }
    return merged
  }

  // MARK: - Inputs

  /// The context index chosen for each modifier, or `nil` when any input is wrong (all reported).
  private mutating func validate(_ inputs: [String: String]) -> [Int]? {
    var selection = [Int?](repeating: nil, count: modifiers.count)
    // Modifiers an input named, even with a context they lack: that input's error is the only one.
    var named = [Bool](repeating: false, count: modifiers.count)
    var failed = false
    let at = SourceLocation.startOf(fileID)
    for (key, value) in inputs.sorted(by: { $0.key < $1.key }) {
      guard
        let modifier = modifiers.firstIndex(where: { $0.name == key })
          ?? modifiers.firstIndex(where: { $0.name.lowercased() == key.lowercased() })
      else {
        diagnostics.append(
          .error(
            .resolverUnknownModifier,
            "unknown modifier \"\(key)\" in the input; the resolver's modifiers are \(modifiers.map(\.name).joined(separator: ", "))",
            at: at,
            fixIt: Suggestions.phrase(Suggestions.closest(to: key, among: modifiers.map(\.name)))))
        failed = true
        continue
      }
      named[modifier] = true
      let contexts = modifiers[modifier].contexts.map(\.name)
      guard
        let context = contexts.firstIndex(of: value)
          ?? contexts.firstIndex(where: { $0.lowercased() == value.lowercased() })
      else {
        diagnostics.append(
          .error(
            .resolverInvalidContext,
            "invalid context \"\(value)\" for modifier \"\(modifiers[modifier].name)\"; its contexts are \(contexts.joined(separator: ", "))",
            at: modifiers[modifier].location,
            fixIt: Suggestions.phrase(Suggestions.closest(to: value, among: contexts))
              ?? Suggestions.phrase(contexts)))
        failed = true
        continue
      }
      if key != modifiers[modifier].name || value != contexts[context] {
        diagnostics.append(
          .note(
            .resolverInputCaseFolded,
            "input \(key)=\(value) read as \(modifiers[modifier].name)=\(contexts[context]) (inputs are case-insensitive)",
            at: modifiers[modifier].location))
      }
      selection[modifier] = context
    }
    for (position, modifier) in modifiers.enumerated()
    where selection[position] == nil && !named[position] {
      if let name = modifier.defaultContext,
        let context = modifier.contexts.firstIndex(where: { $0.name == name })
      {
        selection[position] = context
      } else {
        diagnostics.append(
          .error(
            .resolverMissingInput,
            "no input for modifier \"\(modifier.name)\", which has no default",
            at: modifier.location,
            fixIt: "pass --input \(modifier.name)=\(modifier.contexts.first?.name ?? "…")"))
        failed = true
      }
    }
    return failed ? nil : selection.map { $0 ?? 0 }
  }

  // MARK: - Compiling

  /// One permutation, flattened in `resolutionOrder` (D7) and compiled as one token tree; its
  /// `$extends` copies and pointers followed are counted in `work`. `nil` when that would pass
  /// the load's work limit (`compileAll` says so).
  private mutating func compile(permutation: [Int], again: Bool = false) -> (
    constants: [Constant], diagnostics: [Diagnostic]
  )? {
    var merged: TokenJSON?
    var collisions: [Diagnostic] = []
    for step in steps {
      let sources: [Source]
      switch step {
      case .set(let list): sources = list
      case .modifier(let index): sources = modifiers[index].contexts[permutation[index]].sources
      }
      for source in sources {
        merged =
          merged.map { TokenJSON.merging($0, source.tree, path: [], collisions: &collisions) }
          ?? source.tree
      }
    }
    let tree = merged ?? TokenJSON(.object([]), at: .startOf(fileID))
    if again { work.spend(tree.nodeCount(upTo: work.remaining(of: options.maximumWork) + 1)) }
    guard !again || work.spent <= options.maximumWork else { return nil }
    var result = TokenCompiler.compile(
      tree, options: options, allowance: work.remaining(of: options.maximumWork))
    work.spend(result.work)
    result.diagnostics = collisions + result.diagnostics
    diagnostics += result.diagnostics
    // Livery's own style records carry their conditions; each is kept once.
    for rule in result.rules where ruleLocations.insert(rule.location).inserted {
      rules.append(rule)
    }
    return (result.constants, result.diagnostics)
  }

  /// Every permutation, factored (§5.6): each name's definition depends on the fewest modifiers
  /// that explain it, and gets conditions on those axes only.
  private mutating func compileAll() -> [Constant] {
    let counts = modifiers.map { max($0.contexts.count, 1) }
    var permutations: [[Int]] = [[]]
    for count in counts {
      permutations = permutations.flatMap { prefix in (0..<count).map { prefix + [$0] } }
    }
    var tables: [[String: Constant]] = []
    var order: [String] = []
    var seenNames: Set<String> = []
    var diagnosticsSeen: [Diagnostic: [Int]] = [:]
    var diagnosticOrder: [Diagnostic] = []
    let before = diagnostics
    for (number, permutation) in permutations.enumerated() {
      diagnostics = []
      guard let result = compile(permutation: permutation, again: number > 0),
        number == 0 || work.spent <= options.maximumWork
      else {
        diagnostics = before
        tooMuchWork(
          permutations.count,
          what:
            "merges, copies through $extends and follows through pointers more token values than the load may"
        )
        return []
      }
      var table: [String: Constant] = [:]
      for constant in result.constants {
        table[constant.name] = constant
        if seenNames.insert(constant.name).inserted { order.append(constant.name) }
      }
      tables.append(table)
      for diagnostic in result.diagnostics {
        if diagnosticsSeen[diagnostic] == nil { diagnosticOrder.append(diagnostic) }
        diagnosticsSeen[diagnostic, default: []].append(number)
      }
    }
    diagnostics = before
    // A problem of some permutations only says which.
    for diagnostic in diagnosticOrder {
      var shown = diagnostic
      let permutationsSeen = diagnosticsSeen[diagnostic]!
      if permutationsSeen.count < permutations.count {
        let names = permutationsSeen.prefix(4).map { describe(permutations[$0]) }.joined(
          separator: "; ")
        shown.notes.append(
          .init(
            "in \(names)\(permutationsSeen.count > 4 ? " and \(permutationsSeen.count - 4) more" : "")"
          ))
      }
      diagnostics.append(shown)
    }
    let axes = modifiers.map(axisMapping)
    var constants: [Constant] = []
    constants.reserveCapacity(order.count)
    for name in order {
      let definitions = tables.map { $0[name] }
      let dependsOn = smallestDependency(definitions, permutations: permutations)
      var emitted: Set<[Int]> = []
      for (number, permutation) in permutations.enumerated() {
        guard var constant = definitions[number] else { continue }
        let key = dependsOn.map { permutation[$0] }
        guard emitted.insert(key).inserted else { continue }
        var conditions: [Condition] = []
        for modifier in dependsOn { conditions += axes[modifier](permutation[modifier]) }
        constant.conditions = Conditions(conditions)
        constants.append(constant)
      }
    }
    return constants
  }

  /// What makes two permutations' definitions of a name the same (§5.6 step 2): the value as
  /// written (references unresolved), type and metadata — not the file it is written in, so a
  /// token the light and dark files define alike stays one unconditional constant.
  struct Definition: Hashable {
    let value: ValueExpression
    let metadata: ConstantMetadata?
    init?(_ constant: Constant?) {
      guard let constant else { return nil }
      value = constant.value
      metadata = constant.metadata
    }
  }

  /// The fewest modifiers whose contexts alone decide the definition: exactly the modifiers that
  /// change it somewhere when only their context changes. (A modifier that never does can change
  /// freely without changing the definition; one that does must be in every deciding set.) One
  /// pass per modifier, so a name costs modifiers × permutations, not 2^modifiers × permutations.
  private func smallestDependency(_ constants: [Constant?], permutations: [[Int]]) -> [Int] {
    let definitions = constants.map(Definition.init)
    if definitions.allSatisfy({ $0 == definitions[0] }) { return [] }
    // Permutation numbers are mixed-radix (the last modifier counts fastest): the number with this
    // modifier's digit taken out names the other modifiers' contexts.
    var stride = permutations.count
    return modifiers.indices.filter { modifier in
      let count = max(modifiers[modifier].contexts.count, 1)
      stride /= count
      var seen: [Int: Definition?] = [:]
      for number in permutations.indices {
        let key = number - (number / stride % count) * stride
        if let earlier = seen[key] {
          if earlier != definitions[number] { return true }
        } else {
          seen[key] = .some(definitions[number])
        }
      }
      return false
    }
  }

  private func describe(_ permutation: [Int]) -> String {
    zip(modifiers, permutation).map { "\($0.name)=\($0.contexts[$1].name)" }.joined(separator: ", ")
  }

  /// How a modifier's contexts become environment conditions (§5.6 step 5): light and dark are the
  /// colour scheme (high-contrast variants add `contrast=high`); anything else is the custom axis
  /// `dtcg:<modifier>`, whose default context also holds when the environment does not set it.
  private func axisMapping(_ modifier: Modifier) -> (Int) -> [Condition] {
    let names = modifier.contexts.map(\.name)
    let fallback = modifier.defaultContext ?? names.first
    if let written = modifier.axis {
      // Livery's own export names its axis: read it back as it was.
      let axis = EnvironmentAxis(written)
      return { context in
        names[context] == fallback && axis != .colorScheme
          ? [Condition(axis, .equalsOrUnset(names[context]))] : [.equals(axis, names[context])]
      }
    }
    let schemes = names.map(Self.colorScheme)
    if !names.isEmpty, schemes.allSatisfy({ $0 != nil }), Set(schemes.map { $0!.scheme }).count == 2
    {
      return { context in
        let (scheme, highContrast) = schemes[context]!
        return [.equals(.colorScheme, scheme)]
          + (highContrast ? [.equals(EnvironmentAxis.contrast, "high")] : [])
      }
    }
    let axis = EnvironmentAxis("dtcg:" + modifier.name)
    return { context in
      names[context] == fallback
        ? [Condition(axis, .equalsOrUnset(names[context]))] : [.equals(axis, names[context])]
    }
  }

  /// `light`, `Dark`, `light-hc`, `darkHighContrast`, `light_ax` → the scheme and whether it is high contrast.
  static func colorScheme(_ context: String) -> (scheme: String, highContrast: Bool)? {
    let lower = context.lowercased()
    for scheme in ["light", "dark"] where lower.hasPrefix(scheme) {
      let rest = lower.dropFirst(scheme.count)
      if rest.isEmpty { return (scheme, false) }
      if ["-hc", "_hc", "highcontrast", "-high-contrast", "_ax", "-ax"].contains(String(rest)) {
        return (scheme, true)
      }
    }
    return nil
  }
}

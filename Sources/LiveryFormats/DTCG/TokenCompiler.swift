import Foundation
import LiveryCore

/// Compiles one token tree — a token file, or the files of a resolver set merged — into constants
/// (dtcg.md §5.2): expands `$extends`, classifies tokens and groups, resolves types, checks
/// references and cycles, and converts values. Every problem is a located diagnostic; a bad token is
/// left out and everything else loads.
struct TokenCompiler {
  /// How strictly to read.
  struct Options: Sendable, Hashable {
    /// Report the real files' deviations (em units, 3-digit hex, string colours) as errors rather
    /// than converting them with a warning (D11).
    var strict = false
    /// What 1 rem (and, leniently, 1 em) is in points.
    var basePxFontSize = 16.0
    /// The most work a load's design tokens may cost (`DTCGFormat.Options.maximumWork`).
    var maximumWork = DTCGFormat.Options.defaultMaximumWork
  }

  /// The 13 types of the Format module.
  static let types = [
    "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
    "strokeStyle", "border", "transition",
    "shadow", "gradient", "typography",
  ]

  /// One token as found in the tree.
  struct Token {
    var path: [String]
    var name: String
    var node: TokenJSON
    var location: SourceLocation
    var explicitType: String?
    var groupType: String?
    var deprecation: ConstantMetadata.Deprecation?
    /// The aliased token's name, for a whole-token alias (`"{a.b}"`, `{"$ref": "#/a/b"}`).
    var alias: String?
    var aliasLocation: SourceLocation?
    var dropped = false

    /// What to read as the value: `$value`, or the `$ref` as a reference object.
    var valueNode: TokenJSON {
      if let value = node["$value"] { return value }
      guard let reference = node.member("$ref") else { return TokenJSON(.null, at: location) }
      return TokenJSON(.object([reference]), at: reference.value.location)
    }
  }

  let options: Options
  private(set) var tokens: [Token] = []
  private(set) var diagnostics: [Diagnostic] = []
  private var index: [String: Int] = [:]
  /// Where the expanded tree's members are, for "that is a group" messages.
  private let positions = MemberPositions()
  private var root = TokenJSON(.object([]), at: .startOf(SourceFileID(path: "")))
  private var suggestions = Suggestions.Budget()
  /// Whether `$extends` copied anything (then the same problem can be met once per copy).
  private var copiedByExtends = false
  /// What this compile may spend on `$extends` copies and pointers, and what it spent.
  private var allowance = Int.max
  private var work = 0

  init(options: Options) {
    self.options = options
  }

  /// The constants of a token tree in document order, the rules Livery wrote into it, and what was
  /// wrong with it.
  ///
  /// - Parameter allowance: The work (`DTCGFormat.Options.maximumWork`) this compile may spend on
  ///   `$extends` copies and pointers followed; `work` says what it spent.
  static func compile(
    _ tree: TokenJSON, options: Options, allowance: Int = .max
  ) -> (constants: [Constant], rules: [StyleRule], diagnostics: [Diagnostic], work: Int) {
    var compiler = TokenCompiler(options: options)
    compiler.allowance = allowance
    let (constants, diagnostics) = compiler.run(tree)
    let rules = compiler.keptStyles()
    var all = diagnostics + compiler.diagnostics.dropFirst(diagnostics.count)
    if compiler.copiedByExtends {
      // Tokens `$extends` copied many times meet the same problem at the same place: said once.
      var seen: Set<Diagnostic> = []
      all = all.filter { seen.insert($0).inserted }
    }
    return (constants, rules, all, compiler.work)
  }

  mutating func run(_ tree: TokenJSON) -> (constants: [Constant], diagnostics: [Diagnostic]) {
    guard tree.members != nil else {
      diagnostics.append(
        .error(
          .dtcgNotTokenOrGroup,
          "a token file must be a JSON object (the root group); this one is \(tree.kindDescription)",
          at: tree.location))
      return ([], diagnostics)
    }
    var expander = ExtendsExpander(root: tree, allowance: allowance)
    root = expander.expand()
    copiedByExtends = expander.copiedNodes > 0
    work = expander.copiedNodes
    diagnostics += expander.diagnostics
    var path: [String] = []
    walkGroup(root, path: &path, type: nil, typeValid: true, deprecation: nil)
    for (position, token) in tokens.enumerated() { index[token.name] = position }
    checkCaseCollisions()
    checkReferences()
    let types = resolveTypes()
    let chainEnds = endsOfAliasChains { tokens[$0].alias == nil ? .some($0) : nil }
    var reader = TokenValueReader(
      options: options, root: root, tokens: tokens, index: index, types: types,
      chainEnds: chainEnds, pointerAllowance: max(0, allowance - work))
    reader.reportPointerCycles()
    // Values first, then aliases: an alias to a token whose value was bad is left out with it.
    var values: [Int: Value] = [:]
    var provenance: [Int: [String]] = [:]
    for position in tokens.indices
    where !tokens[position].dropped && tokens[position].alias == nil && !reader.isFailed(position) {
      guard let type = types[position] else { continue }
      var notes: [String] = []
      if let value = reader.read(
        tokens[position].valueNode, as: type, token: tokens[position].name, notes: &notes)
      {
        values[position] = value
        provenance[position] = notes
      }
    }
    let finals = finalTargets()
    var constants: [Constant] = []
    constants.reserveCapacity(tokens.count)
    for position in tokens.indices where !tokens[position].dropped {
      guard let type = types[position] else { continue }
      let token = tokens[position]
      let expression: ValueExpression
      if let target = token.alias {
        guard let final = finals[position], values[final] != nil else { continue }
        expression = .reference(.constant(target))
      } else {
        guard let value = values[position] else { continue }
        expression = .typed(value)
      }
      constants.append(
        makeConstant(token, expression, type: type, provenance: provenance[position] ?? []))
    }
    diagnostics += reader.diagnostics
    work += reader.pointerFollows
    constants += keptValues()
    return (constants, diagnostics)
  }

  /// Whether the file carries Livery's own style records, whose component tokens
  /// (`livery.styles.…`) are then only for other tools.
  private var hasStyleRecords: Bool { root["$extensions"]?["dev.livery"]?["styles"] != nil }

  /// The style rules Livery wrote with `--include-styles` (`$extensions["dev.livery"].styles`).
  mutating func keptStyles() -> [StyleRule] {
    guard case .array(let records)? = root["$extensions"]?["dev.livery"]?["styles"]?.kind else {
      return []
    }
    return records.compactMap { record -> StyleRule? in
      let identity: StyleIdentity
      if let type = record["type"]?.string {
        identity = .type(TargetType(type))
      } else if let name = record["named"]?.string {
        identity = .named(
          StyleName(name), targetType: record["targetType"]?.string.map(TargetType.init))
      } else {
        diagnostics.append(
          .error(
            .dtcgBadProperty,
            "a Livery style record needs \"type\" or \"named\"; this one is left out",
            at: record.location))
        return nil
      }
      let conditions =
        record["conditions"]?.string.flatMap { try? Conditions.parse($0).get() } ?? .always
      return StyleRule(
        identity, Self.styleBody(record), conditions: conditions, at: record.location)
    }
  }

  private static func styleBody(_ record: TokenJSON) -> StyleBody {
    var body = StyleBody()
    if case .array(let parents)? = record["parents"]?.kind {
      body.parents = parents.compactMap { parent in
        guard let name = parent["name"]?.string else { return nil }
        let lookup: StyleReference.Lookup =
          parent["lookup"]?.string == "type"
          ? .type : parent["lookup"]?.string == "namedThenType" ? .namedThenType : .named
        let severity =
          parent["ifMissing"]?.string.flatMap(Diagnostic.Severity.init(rawValue:)) ?? .error
        return StyleReference(name, lookup: lookup, at: parent.location, missingSeverity: severity)
      }
    }
    if case .array(let declarations)? = record["declarations"]?.kind {
      body.declarations = declarations.compactMap { entry in
        guard let property = entry["property"]?.string, let value = entry["value"] else {
          return nil
        }
        let conditions =
          entry["conditions"]?.string.flatMap { try? Conditions.parse($0).get() } ?? .always
        return Declaration(
          PropertyName(property), expression(value), at: entry.location, valueAt: value.location,
          conditions: conditions)
      }
    }
    if case .array(let states)? = record["states"]?.kind {
      body.states = states.compactMap { state in
        state["name"]?.string.map {
          StateBlock(StateName($0), styleBody(state), at: state.location)
        }
      }
    }
    if case .array(let parts)? = record["parts"]?.kind {
      body.subElements = parts.compactMap { part in
        part["property"]?.string.map {
          SubElement(PropertyName($0), styleBody(part), at: part.location)
        }
      }
    }
    body.resetsPreviousValues = record["resetsPreviousValues"]?.kind.isTrue ?? false
    return body
  }

  /// Values Livery wrote that DTCG has no type for (`$extensions["dev.livery"].values` at the
  /// root: insets, sizes, strings), read back as the literals they were, so a Livery round trip
  /// keeps them. `"{name}"` is a reference.
  private func keptValues() -> [Constant] {
    guard let values = root["$extensions"]?["dev.livery"]?["values"]?.members else { return [] }
    return values.map { member in
      Constant(
        member.key, Self.expression(member.value), at: member.keyLocation,
        valueAt: member.value.location)
    }
  }

  static func expression(_ node: TokenJSON) -> ValueExpression {
    switch node.kind {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number)
    case .string(let text):
      if text.hasPrefix("{"), text.hasSuffix("}"),
        case .success(let name) = TokenReference.curly(text)
      {
        return .reference(.constant(name))
      }
      return .string(text)
    case .array(let elements): return .list(elements.map { .init(expression($0), at: $0.location) })
    case .object(let members):
      if members.count == 1, members[0].key == "$style", let name = members[0].value.string {
        return .reference(.style(name))
      }
      // A literal Livery wrapped because it looks like a reference or a style.
      if members.count == 1, members[0].key == "$string", let text = members[0].value.string {
        return .string(text)
      }
      if members.count == 1, members[0].key == "$map", let inner = members[0].value.members {
        return .map(inner.map { .init($0.key, expression($0.value), at: $0.keyLocation) })
      }
      return .map(members.map { .init($0.key, expression($0.value), at: $0.keyLocation) })
    }
  }

  // MARK: - Structure

  /// Whether `name` (`color.accent`) is a group of the tree.
  private func isGroup(_ name: String) -> Bool {
    guard
      let node = positions.follow(
        name.split(separator: ".", omittingEmptySubsequences: false).map(String.init), from: root)
    else {
      return false
    }
    return node.members != nil && !node.isToken
  }

  /// Reads the tokens under `group`, whose path is `path` (restored when it returns: one array
  /// for the whole walk, so a group 240 deep costs one step, not a copy of its path).
  private mutating func walkGroup(
    _ group: TokenJSON, path: inout [String], type: String?, typeValid: Bool,
    deprecation: ConstantMetadata.Deprecation?
  ) {
    guard let members = group.members else { return }
    var type = type
    var typeValid = typeValid
    var deprecation = deprecation
    // Group properties first: they apply to every child, wherever they are written.
    for member in members where member.key.hasPrefix("$") && member.key != "$root" {
      switch member.key {
      case "$type":
        if let checked = checkType(member.value) {
          type = checked
          typeValid = true
        } else {
          // Reported once here; its tokens are left out without a message each.
          typeValid = false
        }
      case "$deprecated": if let read = readDeprecation(member.value) { deprecation = read }
      case "$description": checkDescription(member.value)
      case "$extensions": checkExtensions(member.value)
      case "$extends": break  // expanded before the walk
      // a group's $ref is its $extends, expanded before the walk
      case "$ref" where member.value.string != nil: break
      case "$schema" where path.isEmpty: break
      default: reservedOrUnknown(member, in: "a group")
      }
    }
    for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
      // Livery's own records stand for these
      if path == ["livery"], member.key == "styles", hasStyleRecords { continue }
      guard checkName(member) else { continue }
      guard member.value.members != nil else {
        diagnostics.append(
          .error(
            .dtcgNotTokenOrGroup,
            "'\(member.key)' is \(member.value.kindDescription); a group holds tokens (objects with $value) and groups (objects)",
            at: member.keyLocation))
        continue
      }
      path.append(member.key)
      defer { path.removeLast() }
      if member.value.isToken {
        readToken(
          member, path: path, groupType: typeValid ? type : nil, groupTypeInvalid: !typeValid,
          deprecation: deprecation)
      } else if member.key == "$root" {
        diagnostics.append(
          .error(
            .dtcgNotTokenOrGroup, "'$root' must be a token (an object with $value)",
            at: member.keyLocation))
      } else {
        walkGroup(
          member.value, path: &path, type: type, typeValid: typeValid, deprecation: deprecation)
      }
    }
  }

  private mutating func readToken(
    _ member: TokenJSON.Member, path: [String], groupType: String?, groupTypeInvalid: Bool,
    deprecation: ConstantMetadata.Deprecation?
  ) {
    let node = member.value
    var token = Token(
      path: path, name: path.joined(separator: "."), node: node, location: member.keyLocation,
      groupType: groupType, deprecation: deprecation)
    var bad = false
    var typeInvalid = false
    for property in node.members ?? [] {
      switch property.key {
      case "$value": break
      case "$ref":
        if node["$value"] != nil {
          diagnostics.append(
            .error(
              .dtcgValueAndRef,
              "'\(token.name)' has both $value and $ref; a token is either a value or a reference",
              at: property.keyLocation))
          bad = true
        }
      case "$type":
        if let checked = checkType(property.value) {
          token.explicitType = checked
        } else {
          typeInvalid = true
        }
      case "$description": checkDescription(property.value)
      case "$deprecated": if let read = readDeprecation(property.value) { token.deprecation = read }
      case "$extensions": checkExtensions(property.value)
      default:
        if property.key.hasPrefix("$") || property.value.members == nil {
          let hint =
            property.key == "alpha"
            ? " (an alpha beside a value is not DTCG: give the colour its alpha)" : ""
          diagnostics.append(
            .error(
              .dtcgUnknownProperty,
              "'\(property.key)' is not a token property\(hint); '\(token.name)' is left out",
              at: property.keyLocation))
        } else {
          diagnostics.append(
            .error(
              .dtcgTokenWithChildren,
              "'\(token.name)' has a $value and a child '\(property.key)'; an object is a token or a group, never both, so neither is loaded",
              at: token.location, notes: [.init("the child is here", at: property.keyLocation)]))
        }
        bad = true
      }
    }
    if !bad, !typeInvalid, !(groupTypeInvalid && token.explicitType == nil) {
      readAlias(&token)
    }
    token.dropped =
      token.dropped || bad || typeInvalid || (groupTypeInvalid && token.explicitType == nil)
    tokens.append(token)
  }

  /// Finds a whole-token alias: `"$value": "{a.b}"` or `"$ref": "#/a/b"`.
  private mutating func readAlias(_ token: inout Token) {
    if let value = token.node["$value"], let text = value.string, text.hasPrefix("{"),
      text.hasSuffix("}")
    {
      switch TokenReference.curly(text) {
      case .success(let name):
        token.alias = name
        token.aliasLocation = value.location
      case .failure(let problem):
        diagnostics.append(.error(.dtcgBadReference, problem.message, at: value.location))
        token.dropped = true
      }
    } else if let reference = token.node["$ref"] {
      guard let pointer = reference.string else {
        diagnostics.append(
          .error(
            .dtcgBadPointerSyntax, "$ref must be a string such as \"#/color/blue\"",
            at: reference.location))
        token.dropped = true
        return
      }
      switch TokenReference.pointerSegments(pointer) {
      case .failure(let problem):
        diagnostics.append(.error(.dtcgBadPointerSyntax, problem.message, at: reference.location))
        token.dropped = true
      case .success(let segments):
        if let valueAt = segments.firstIndex(of: "$value") {
          // A pointer into a value stands for that part of it: a literal, read with the value.
          if valueAt == segments.count - 1 {
            token.alias = segments.dropLast().joined(separator: ".")
            token.aliasLocation = reference.location
          }
        } else {
          token.alias = segments.joined(separator: ".")
          token.aliasLocation = reference.location
        }
      }
    }
  }

  private mutating func checkName(_ member: TokenJSON.Member) -> Bool {
    let name = member.key
    if name == "$root" { return true }
    // Byte checks: `String.contains(String)` goes through Foundation, a tenth of a resolver's compile.
    if name.utf8.contains(UInt8(ascii: ".")) {
      let nested =
        name.split(separator: ".", omittingEmptySubsequences: false).map { "{\"\($0)\": " }.joined()
        + "…"
      diagnostics.append(
        .error(
          .dtcgBadName,
          "'\(name)' contains '.', which DTCG names must not (it separates the parts of a reference)",
          at: member.keyLocation, fixIt: "nest it: \(nested)"))
      return false
    }
    if name.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
      diagnostics.append(
        .error(
          .dtcgBadName, "'\(name)' contains '{' or '}', which DTCG names must not",
          at: member.keyLocation))
      return false
    }
    return true
  }

  private mutating func reservedOrUnknown(_ member: TokenJSON.Member, in place: String) {
    if member.value.members != nil {
      diagnostics.append(
        .error(
          .dtcgReservedName,
          "'\(member.key)': names must not start with '$' (DTCG reserves those for its properties)",
          at: member.keyLocation, fixIt: "rename it to '\(member.key.dropFirst())'"))
    } else {
      let known = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$root"]
      let hint = Suggestions.phrase(Suggestions.closest(to: member.key, among: known))
      diagnostics.append(
        .error(
          .dtcgUnknownProperty, "'\(member.key)' is not a property of \(place); it is ignored",
          at: member.keyLocation, fixIt: hint))
    }
  }

  private mutating func checkType(_ node: TokenJSON) -> String? {
    guard let text = node.string else {
      diagnostics.append(
        .error(
          .dtcgUnknownType, "$type must be a string, one of \(Self.types.joined(separator: ", "))",
          at: node.location))
      return nil
    }
    if Self.types.contains(text) { return text }
    let close =
      Self.types.first { $0.lowercased() == text.lowercased() }.map { [$0] }
      ?? Suggestions.closest(to: text, among: Self.types)
    diagnostics.append(
      .error(
        .dtcgUnknownType,
        "'\(text)' is not a DTCG type (types are case-sensitive: \(Self.types.joined(separator: ", "))); its tokens are left out",
        at: node.location, fixIt: Suggestions.phrase(close)))
    return nil
  }

  /// `$deprecated`: `.some(nil)` for `false` (which un-deprecates), `nil` when it is malformed.
  private mutating func readDeprecation(_ node: TokenJSON) -> ConstantMetadata.Deprecation?? {
    switch node.kind {
    case .bool(let flag): return .some(flag ? ConstantMetadata.Deprecation(message: nil) : nil)
    case .string(let message): return .some(ConstantMetadata.Deprecation(message: message))
    default:
      diagnostics.append(
        .error(
          .dtcgBadProperty, "$deprecated must be true, false or a string saying why",
          at: node.location))
      return nil
    }
  }

  private mutating func checkDescription(_ node: TokenJSON) {
    if node.string == nil {
      diagnostics.append(
        .error(
          .dtcgBadProperty, "$description must be a string; it is \(node.kindDescription)",
          at: node.location))
    }
  }

  /// `$extensions` must be an object; its keys are checked per file before trees merge
  /// (`TokenJSON.extensionKeyWarnings`), where a later file's would replace an earlier one's.
  private mutating func checkExtensions(_ node: TokenJSON) {
    guard node.members != nil else {
      diagnostics.append(
        .error(
          .dtcgBadProperty,
          "$extensions must be an object keyed by vendor; it is \(node.kindDescription)",
          at: node.location))
      return
    }
  }

  private mutating func checkCaseCollisions() {
    var folded: [String: Int] = [:]
    for (position, token) in tokens.enumerated() where !token.dropped {
      let key = token.name.lowercased()
      if let first = folded[key] {
        diagnostics.append(
          .warning(
            .dtcgCaseCollision,
            "'\(token.name)' and '\(tokens[first].name)' differ only in case; tools that fold case (Swift names, CSS) will confuse them",
            at: token.location,
            notes: [.init("'\(tokens[first].name)' is here", at: tokens[first].location)]))
      } else {
        folded[key] = position
      }
    }
  }

  // MARK: - References and types

  /// Aliases to nothing or to groups are errors; aliases in a circle are one error for the circle.
  private mutating func checkReferences() {
    var names: Suggestions.Candidates?
    var unresolved = 0
    var firstUnresolved: SourceLocation?
    for position in tokens.indices where !tokens[position].dropped {
      guard let target = tokens[position].alias else { continue }
      if let found = index[target] {
        if tokens[found].dropped {
          tokens[position].dropped = true  // its target's problem is reported at the target
        } else if let deprecation = tokens[found].deprecation, tokens[position].deprecation == nil {
          let why = deprecation.message.map { ": \($0)" } ?? ""
          diagnostics.append(
            .warning(
              .deprecatedConstant, "'\(target)' is deprecated\(why)",
              at: tokens[position].aliasLocation,
              notes: [.init("'\(target)' is here", at: tokens[found].location)]))
        }
        continue
      }
      tokens[position].dropped = true
      let location = tokens[position].aliasLocation
      if isGroup(target) {
        let rootName = target + ".$root"
        diagnostics.append(
          .error(
            .dtcgReferenceToGroup, "'{\(target)}' names a group; an alias names a token",
            at: location,
            fixIt: index[rootName] != nil ? "write {\(rootName)}" : nil))
        continue
      }
      var fixIt: String?
      if suggestions.allows() {
        if names == nil {
          names = Suggestions.Candidates(tokens.filter { !$0.dropped }.map(\.name))
        }
        let close = names!.closest(to: target, limit: 3)
        fixIt =
          close.isEmpty
          ? nil : "did you mean " + close.map { "{\($0)}" }.joined(separator: " or ") + "?"
      }
      unresolved += 1
      firstUnresolved = firstUnresolved ?? location
      diagnostics.append(
        .error(
          .dtcgUnresolvedReference,
          "'{\(target)}' names no token; '\(tokens[position].name)' is left out", at: location,
          fixIt: fixIt))
    }
    if unresolved > 0 {
      diagnostics.append(
        .note(
          .resolverHintLoadWithResolver,
          "\(unresolved) alias\(unresolved == 1 ? "" : "es") name tokens this tree does not have: a token file that refers to other files' tokens loads with them — give the files together, or their resolver (*.resolver.json)",
          at: firstUnresolved))
    }
    // Cycles: every member is left out, and the cycle is one error.
    var edges = [[Int]](repeating: [], count: tokens.count)
    for position in tokens.indices where !tokens[position].dropped {
      if let target = tokens[position].alias, let found = index[target] {
        edges[position] = [found]
      }
    }
    for cycle in StronglyConnectedComponents.cycles(count: tokens.count, edges: edges) {
      diagnostics.append(Self.cycleError("aliases", cycle, tokens))
      for member in cycle { tokens[member].dropped = true }
    }
  }

  /// One error for tokens that refer to each other in a circle (`what`: "aliases").
  static func cycleError(_ what: String, _ cycle: [Int], _ tokens: [Token]) -> Diagnostic {
    let path = (cycle + [cycle[0]]).map { tokens[$0].name }
    let shown =
      path.count > 12
      ? path.prefix(10).joined(separator: " → ") + " → … (\(cycle.count) tokens)"
      : path.joined(separator: " → ")
    let notes = cycle.dropFirst().prefix(10).map {
      Diagnostic.Note("'\(tokens[$0].name)' is part of the cycle", at: tokens[$0].location)
    }
    return .error(
      .dtcgReferenceCycle, "\(what) form a cycle: \(shown); none of its tokens is loaded",
      at: tokens[cycle[0]].location,
      notes: Array(notes)
        + (cycle.count > 11 ? [Diagnostic.Note("… and \(cycle.count - 11) more")] : []))
  }

  /// Each token's type (§1.3, D2): its own `$type`, else its alias target's, else its group's.
  /// Chains are followed iteratively and each token's answer is kept, so the pass is linear.
  private mutating func resolveTypes() -> [String?] {
    var types = endsOfAliasChains { position -> String?? in
      let token = tokens[position]
      if let explicit = token.explicitType { return .some(explicit) }
      return token.alias == nil ? .some(token.groupType) : nil
    }
    for position in tokens.indices where !tokens[position].dropped {
      let token = tokens[position]
      if let target = token.alias, let found = index[target] {
        let targetType = types[found]
        if let explicit = token.explicitType, let targetType, explicit != targetType {
          diagnostics.append(
            .error(
              .dtcgTypeMismatch,
              "'\(token.name)' is a \(explicit) but aliases '\(target)', a \(targetType); it is left out",
              at: token.aliasLocation ?? token.location,
              notes: [.init("'\(target)' is \(targetType)", at: tokens[found].location)]))
          tokens[position].dropped = true
          continue
        }
        if token.explicitType == nil, let targetType, let groupType = token.groupType,
          groupType != targetType
        {
          diagnostics.append(
            .warning(
              .dtcgAliasTypeShadowsGroupType,
              "'\(token.name)' is a \(targetType), the type of the token it aliases, not the group's \(groupType) (the spec's rule for aliases)",
              at: token.aliasLocation ?? token.location))
        }
      }
      if types[position] == nil, token.alias == nil {
        diagnostics.append(
          .error(
            .dtcgNoType,
            "'\(token.name)' has no type: no $type, no typed parent group, and its value is not a reference (DTCG forbids guessing)",
            at: token.location, fixIt: "add \"$type\" to the token or its group"))
        tokens[position].dropped = true
      }
      types[position] = tokens[position].dropped ? nil : types[position]
    }
    return types
  }

  // MARK: - Constants

  /// The token each alias chain ends at (`nil` for chains into nothing, through a link left out, or
  /// into a cycle).
  private func finalTargets() -> [Int?] {
    endsOfAliasChains(skippingDropped: true) { position in
      tokens[position].alias == nil ? .some(position) : nil
    }
  }

  /// For every token, what `end` says of the first token along its alias chain where it says
  /// something (`.some`), found once per token: a chain of 100,000 aliases costs 100,000 steps, not
  /// 100,000². A chain into nothing, into a cycle or (with `skippingDropped`) through a link left out
  /// gives `nil`.
  private func endsOfAliasChains<Answer>(skippingDropped: Bool = false, _ end: (Int) -> Answer??)
    -> [Answer?]
  {
    // `nil`: not walked yet; `.some(answer)`: done.
    var states = [Answer??](repeating: nil, count: tokens.count)
    for start in tokens.indices where states[start] == nil {
      var chain: [Int] = []
      var onChain: Set<Int> = []
      var current = start
      var answer: Answer?
      while true {
        if let known = states[current] {
          answer = known
          break
        }
        guard onChain.insert(current).inserted, !(skippingDropped && tokens[current].dropped) else {
          break
        }
        chain.append(current)
        if let found = end(current) {
          answer = found
          break
        }
        guard let target = tokens[current].alias, let next = index[target] else { break }
        current = next
      }
      for member in chain { states[member] = .some(answer) }
    }
    return states.map { $0 ?? nil }
  }

  private func makeConstant(
    _ token: Token, _ expression: ValueExpression, type: String, provenance: [String]
  ) -> Constant {
    let valueNode = token.valueNode
    let extensions =
      token.node["$extensions"]?.members?.map {
        ConstantMetadata.Extension(key: $0.key, json: $0.value.jsonText)
      } ?? []
    let metadata = ConstantMetadata(
      documentation: token.node["$description"]?.string, deprecation: token.deprecation,
      declaredType: type, extensions: extensions,
      originalValue: token.alias == nil ? valueNode.jsonText : nil,
      provenance: (token.node.origin.map { [$0] } ?? []) + provenance)
    return Constant(
      token.name, expression, at: token.location, valueAt: valueNode.location, metadata: metadata)
  }
}

/// DTCG's two reference syntaxes.
enum TokenReference {
  /// Why a text is not a reference.
  struct Problem: Error {
    let message: String
  }

  /// The token name in `"{a.b}"`, or why it is not one.
  static func curly(_ text: String) -> Result<String, Problem> {
    let inner = text.dropFirst().dropLast()
    let segments = inner.split(separator: ".", omittingEmptySubsequences: false)
    guard !inner.isEmpty,
      segments.allSatisfy({
        !$0.isEmpty
          && !$0.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") })
      })
    else {
      return .failure(
        Problem(
          message:
            "'\(text)' is not a reference: write {group.token}, names separated by single dots"))
    }
    return .success(String(inner))
  }

  /// The decoded segments of `#/a/b` (RFC 6901: `~1` is `/`, `~0` is `~`), or why it is not a pointer.
  static func pointerSegments(_ text: String) -> Result<[String], Problem> {
    if text.hasPrefix("http:") || text.hasPrefix("https:") {
      return .failure(
        Problem(
          message: "'\(text)' is a remote reference; token files refer within the document (#/…)"))
    }
    guard text.hasPrefix("#/") else {
      return .failure(
        Problem(message: "'\(text)' is not a JSON pointer into this document: write #/group/token"))
    }
    return .success(
      text.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
        $0.utf8.contains(UInt8(ascii: "~"))
          ? $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
          : String($0)
      })
  }

  /// The node a pointer's segments lead to from `root`.
  static func follow(_ segments: [String], from root: TokenJSON) -> TokenJSON? {
    var node = root
    for segment in segments {
      switch node.kind {
      case .object(let members):
        guard let next = members.first(where: { $0.key == segment }) else { return nil }
        node = next.value
      case .array(let elements):
        guard let position = Int(segment), position >= 0, position < elements.count,
          String(position) == segment
        else { return nil }
        node = elements[position]
      default:
        return nil
      }
    }
    return node
  }
}

import LiveryCore

/// Reads a token's `$value` as its type (dtcg.md §1.6, §5.3) into a Livery value: checks every
/// constraint, converts colour spaces and units, and resolves references inside composite values
/// (the model has no sub-value references, so they become literals, and the provenance says so).
struct TokenValueReader {
  let options: TokenCompiler.Options
  let root: TokenJSON
  let tokens: [TokenCompiler.Token]
  let index: [String: Int]
  let types: [String?]
  /// The token each token's alias chain ends at (itself for a token with a value; `nil` for a
  /// chain into nothing or into a cycle).
  let chainEnds: [Int?]
  private(set) var diagnostics: [Diagnostic] = []
  /// Literal values of tokens referred to from inside composites.
  private var literals: [Int: Value] = [:]
  /// Tokens whose value failed to read for a reason of their own (reported once, where found):
  /// not read again each time another value refers to them.
  private var failed: Set<Int> = []
  private var reading: Set<Int> = []
  /// Pointers into values followed so far, and how many may be (100,000, or what is left of
  /// the load's work limit): a file may not make reading exponential.
  private(set) var pointerFollows = 0
  let pointerBudget: Int
  /// How often a limit that depends on where a value is read from (nesting, pointer budget) cut a
  /// read short: a value that failed that way may read well from elsewhere, so it is not `failed`.
  private var limitsHit = 0
  /// The most stops a gradient may have once references in it are read.
  static let maximumStops = 1_024
  private let positions = MemberPositions()

  init(
    options: TokenCompiler.Options, root: TokenJSON, tokens: [TokenCompiler.Token],
    index: [String: Int], types: [String?], chainEnds: [Int?],
    pointerAllowance: Int = .max
  ) {
    pointerBudget = min(100_000, pointerAllowance)
    self.options = options
    self.root = root
    self.tokens = tokens
    self.index = index
    self.types = types
    self.chainEnds = chainEnds
  }

  /// The value of a token's `$value` node, or `nil` (with a diagnostic) when it does not fit `type`.
  mutating func read(_ node: TokenJSON, as type: String, token: String, notes: inout [String])
    -> Value?
  {
    var context = Context(token: token, notes: notes)
    let value = value(node, as: type, context: &context)
    notes = context.notes
    return value
  }

  /// What one read carries along: whose value it is, and how references were followed.
  struct Context {
    var token: String
    var notes: [String]
    var depth = 0
  }

  /// Tokens whose whole value points at another's (`{"$ref": "#/b/$value"}`) in a circle: one
  /// error for the circle, and every member failed before any is read (each member of a circle
  /// of 10,000 would otherwise be followed 64 deep).
  mutating func reportPointerCycles() {
    var edges = [[Int]](repeating: [], count: tokens.count)
    for (position, token) in tokens.enumerated() where !token.dropped && token.alias == nil {
      guard let members = token.valueNode.members, members.count == 1, members[0].key == "$ref",
        let pointer = members[0].value.string,
        case .success(let segments) = TokenReference.pointerSegments(pointer),
        segments.last == "$value",
        let target = index[segments.dropLast().joined(separator: ".")], let end = chainEnds[target]
      else { continue }
      edges[position] = [end]
    }
    for cycle in StronglyConnectedComponents.cycles(count: tokens.count, edges: edges) {
      diagnostics.append(TokenCompiler.cycleError("pointers to values", cycle, tokens))
      failed.formUnion(cycle)
    }
  }

  /// Whether the token's value is known not to read (`reportPointerCycles`, or an earlier read).
  func isFailed(_ position: Int) -> Bool { failed.contains(position) }

  // MARK: - Dispatch and references

  private mutating func value(_ node: TokenJSON, as type: String, context: inout Context) -> Value?
  {
    if let referenced = reference(node, as: type, context: &context) { return referenced }
    switch type {
    case "color": return color(node, context: &context).map(Value.color)
    case "dimension": return dimension(node, context: &context, emBase: nil).map(Value.number)
    case "fontFamily": return fontFamily(node, context: &context)
    case "fontWeight": return fontWeight(node, context: &context).map(Value.number)
    case "duration": return duration(node, context: &context).map(Value.number)
    case "cubicBezier": return cubicBezier(node, context: &context)
    case "number":
      guard let number = node.number else {
        return bad(
          node, "a number token's value must be a JSON number; it is \(node.kindDescription)",
          context)
      }
      return .number(number)
    case "strokeStyle": return strokeStyle(node, context: &context)
    case "border": return border(node, context: &context)
    case "transition": return transition(node, context: &context)
    case "shadow": return shadow(node, context: &context)
    case "gradient": return gradient(node, context: &context)
    case "typography": return typography(node, context: &context)
    default: return bad(node, "'\(type)' is not a DTCG type", context)
    }
  }

  /// A reference where a (sub-)value may be one: `"{a.b}"` or `{"$ref": "#/…"}`. `nil` when the
  /// node is no reference; `.some(nil)` when it is one that failed (reported).
  private mutating func reference(_ node: TokenJSON, as type: String, context: inout Context)
    -> Value??
  {
    if let text = node.string, text.hasPrefix("{"), text.hasSuffix("}") {
      switch TokenReference.curly(text) {
      case .failure(let problem):
        diagnostics.append(.error(.dtcgBadReference, problem.message, at: node.location))
        return .some(nil)
      case .success(let name):
        context.notes.append("\(type) via {\(name)}")
        return .some(tokenValue(name, as: type, at: node.location, context: &context))
      }
    }
    guard let members = node.members, members.count == 1, members[0].key == "$ref" else {
      return nil
    }
    guard let pointer = members[0].value.string else {
      diagnostics.append(
        .error(
          .dtcgBadPointerSyntax, "$ref must be a string such as \"#/color/blue\"",
          at: members[0].value.location))
      return .some(nil)
    }
    switch TokenReference.pointerSegments(pointer) {
    case .failure(let problem):
      diagnostics.append(
        .error(.dtcgBadPointerSyntax, problem.message, at: members[0].value.location))
      return .some(nil)
    case .success(let segments):
      context.notes.append("\(type) via \(pointer)")
      let target = positions.follow(segments, from: root)
      if !segments.contains("$value"), let target, target.isToken {
        return .some(
          tokenValue(
            segments.joined(separator: "."), as: type, at: node.location, context: &context))
      }
      guard let target else {
        diagnostics.append(
          .error(
            .dtcgUnresolvedPointer, "'\(pointer)' leads nowhere in this token tree",
            at: members[0].value.location))
        return .some(nil)
      }
      if let valueAt = segments.firstIndex(of: "$value"), valueAt == segments.count - 1 {
        // A pointer to a whole token's value reads that token once, like an alias.
        return .some(
          tokenValue(
            segments.dropLast().joined(separator: "."), as: type, at: node.location,
            context: &context))
      }
      pointerFollows += 1
      guard context.depth < 32, pointerFollows <= pointerBudget else {
        limitsHit += 1
        diagnostics.append(
          .error(
            .dtcgUnresolvedPointer,
            "'\(pointer)' leads through more than 32 pointers, or the file follows more than \(pointerBudget) (a cycle?)",
            at: node.location))
        return .some(nil)
      }
      context.depth += 1
      defer { context.depth -= 1 }
      return .some(value(target, as: type, context: &context))
    }
  }

  /// The type of the token a whole-token reference (`"{a.b}"`, `{"$ref": "#/a/b"}`) ends at after
  /// its aliases; `nil` for anything else.
  private func referencedType(_ node: TokenJSON) -> String? {
    var name: String?
    if let text = node.string, text.hasPrefix("{"), text.hasSuffix("}"),
      case .success(let target) = TokenReference.curly(text)
    {
      name = target
    } else if let members = node.members, members.count == 1, members[0].key == "$ref",
      let pointer = members[0].value.string,
      case .success(var segments) = TokenReference.pointerSegments(pointer)
    {
      // `#/a/b` and `#/a/b/$value` both stand for the token a.b.
      if segments.last == "$value" { segments.removeLast() }
      if !segments.contains("$value") { name = segments.joined(separator: ".") }
    }
    return name.flatMap { index[$0] }.flatMap { chainEnds[$0] }.flatMap { types[$0] }
  }

  /// The literal value of the token `name` (following aliases), which must be of `type`.
  private mutating func tokenValue(
    _ name: String, as type: String, at location: SourceLocation, context: inout Context
  ) -> Value? {
    let named = index[name]
    guard let position = named.flatMap({ chainEnds[$0] }),
      !tokens[position].dropped || literals[position] != nil
    else {
      let exists = named != nil
      diagnostics.append(
        .error(
          exists ? .dtcgBadValue : .dtcgUnresolvedReference,
          exists
            ? "'{\(name)}' has no usable value (see its own error)"
            : "'{\(name)}' names no token in this tree", at: location))
      return nil
    }
    let targetType = types[position]
    guard targetType == type else {
      diagnostics.append(
        .error(
          .dtcgTypeMismatch,
          "'{\(name)}' is a \(targetType ?? "token without a type"), where \(context.token) needs a \(type)",
          at: location,
          notes: [.init("'\(tokens[position].name)' is here", at: tokens[position].location)]))
      return nil
    }
    if let known = literals[position] { return known }
    guard !failed.contains(position) else {
      diagnostics.append(
        .error(.dtcgBadValue, "'{\(name)}' has no usable value (see its own error)", at: location))
      return nil
    }
    let node = tokens[position].valueNode
    guard reading.insert(position).inserted else {
      diagnostics.append(
        .error(.dtcgReferenceCycle, "'{\(name)}' refers back to the value being read", at: location)
      )
      return nil
    }
    defer { reading.remove(position) }
    var inner = Context(token: tokens[position].name, notes: [], depth: context.depth + 1)
    guard inner.depth < 64 else {
      limitsHit += 1
      return bad(node, "references inside values nest more than 64 deep", context)
    }
    let limitsBefore = limitsHit
    let result = value(node, as: type, context: &inner)
    if let result {
      literals[position] = result
    } else if limitsHit == limitsBefore {
      failed.insert(position)
    }
    return result
  }

  // MARK: - Helpers

  private mutating func bad<T>(
    _ node: TokenJSON, _ message: String, _ context: Context, fixIt: String? = nil
  ) -> T? {
    diagnostics.append(
      .error(
        .dtcgBadValue, "\(message); '\(context.token)' is left out", at: node.location, fixIt: fixIt
      ))
    return nil
  }

  /// A lenient conversion: a warning, or an error under `strict` (then `nil`).
  private mutating func nonconforming(
    _ code: DiagnosticCode, _ message: String, at location: SourceLocation, fixIt: String? = nil
  ) -> Bool {
    if options.strict {
      diagnostics.append(.error(code, message + " (strict: not read)", at: location, fixIt: fixIt))
      return false
    }
    diagnostics.append(.warning(code, message, at: location, fixIt: fixIt))
    return true
  }

  /// The members of an object value, checking required and allowed keys.
  private mutating func object(
    _ node: TokenJSON, _ what: String, required: [String], optional: [String] = [], context: Context
  ) -> [String: TokenJSON]? {
    guard let members = node.members else {
      return bad(node, "\(what) must be an object; it is \(node.kindDescription)", context)
    }
    var found: [String: TokenJSON] = [:]
    for member in members {
      guard required.contains(member.key) || optional.contains(member.key) else {
        let allowed = (required + optional).joined(separator: ", ")
        return bad(node, "\(what) has no '\(member.key)' (it takes \(allowed))", context)
      }
      found[member.key] = member.value
    }
    let missing = required.filter { found[$0] == nil }
    guard missing.isEmpty else {
      return bad(
        node,
        "\(what) is missing \(missing.joined(separator: ", ")) (all of \(required.joined(separator: ", ")) are required)",
        context)
    }
    // Component references where a field is text (`"unit": {"$ref": "#/base/$value/unit"}`): the
    // JSON they point at. Typed fields (numbers, colours) read references themselves, with a note.
    // Every broken one is reported, in the order written.
    var broken = false
    for member in members {
      guard let target = componentTarget(member.value) else { continue }
      guard case .some(let value) = target else {
        broken = true
        continue
      }
      if value.string != nil { found[member.key] = value }
    }
    return broken ? nil : found
  }

  /// What a component reference — `{"$ref": …}` pointing inside a token's `$value` (the format
  /// report's "component references") — stands for: the JSON it points at, after any further such
  /// references. `nil` for any other node (a whole-token `$ref` is read as an alias, typed);
  /// `.some(nil)` when the pointer leads nowhere (reported).
  private mutating func componentTarget(_ node: TokenJSON) -> TokenJSON?? {
    var current = node
    var hops = 0
    while let members = current.members, members.count == 1, members[0].key == "$ref",
      let pointer = members[0].value.string,
      case .success(let segments) = TokenReference.pointerSegments(pointer),
      segments.contains("$value"), segments.last != "$value"
    {
      pointerFollows += 1
      guard let target = positions.follow(segments, from: root), hops < 32,
        pointerFollows <= pointerBudget
      else {
        limitsHit += 1
        diagnostics.append(
          .error(
            .dtcgUnresolvedPointer,
            "'\(pointer)' leads nowhere in this token tree (or through more than 32 pointers)",
            at: members[0].value.location))
        return .some(nil)
      }
      current = target
      hops += 1
    }
    return hops == 0 ? nil : .some(current)
  }

  private mutating func number(_ node: TokenJSON, _ what: String, context: inout Context) -> Double?
  {
    if let referenced = reference(node, as: "number", context: &context) {
      if case .number(let value)? = referenced { return value }
      return nil
    }
    guard let value = node.number else {
      return bad(node, "\(what) must be a number; it is \(node.kindDescription)", context)
    }
    return value
  }

  // MARK: - Colour

  private mutating func color(_ node: TokenJSON, context: inout Context) -> RGBAColor? {
    if let referenced = reference(node, as: "color", context: &context) {
      if case .color(let color)? = referenced { return color }
      return nil
    }
    if let text = node.string {
      guard case .success(let color) = RGBAColor.parse(text, syntax: .css) else {
        return bad(
          node, "'\(text)' is not a colour; DTCG colours are objects {colorSpace, components}",
          context)
      }
      guard
        nonconforming(
          .dtcgLegacyStringColor,
          "'\(text)' is a pre-2025 colour string; DTCG 2025.10 writes {\"colorSpace\": \"srgb\", \"components\": […]}",
          at: node.location)
      else { return nil }
      return color
    }
    guard
      let fields = object(
        node, "a colour", required: ["colorSpace", "components"], optional: ["alpha", "hex"],
        context: context)
    else {
      return nil
    }
    guard let spaceName = fields["colorSpace"]!.string,
      let space = TokenColorSpace(rawValue: spaceName)
    else {
      let names = TokenColorSpace.allCases.map(\.rawValue)
      let written = fields["colorSpace"]!.string ?? ""
      return bad(
        fields["colorSpace"]!, "colorSpace must be one of \(names.joined(separator: ", "))",
        context,
        fixIt: Suggestions.phrase(Suggestions.closest(to: written, among: names)))
    }
    guard case .array(let elements) = fields["components"]!.kind, elements.count == 3 else {
      return bad(
        fields["components"]!, "components must be an array of exactly 3 numbers (or \"none\")",
        context)
    }
    var components: [Double] = []
    for (position, element) in elements.enumerated() {
      let (range, isHue, name) = space.ranges[position]
      if element.string == "none" {
        components.append(0)
        continue
      }
      guard let value = number(element, "component \(position) (\(name))", context: &context) else {
        return nil
      }
      if let range,
        isHue ? !(value >= range.lowerBound && value < range.upperBound) : !range.contains(value)
      {
        let shown =
          isHue
          ? "[0, 360)"
          : range.upperBound.isInfinite
            ? "≥ 0"
            : "[\(NumberText.format(range.lowerBound)), \(NumberText.format(range.upperBound))]"
        return bad(
          element,
          "\(spaceName) \(name) \(NumberText.format(value)) is outside \(shown)\(isHue ? " (hue must be < 360)" : "")",
          context)
      }
      components.append(value)
    }
    var alpha = 1.0
    if let alphaNode = fields["alpha"] {
      guard let value = number(alphaNode, "alpha", context: &context) else { return nil }
      guard (0...1).contains(value) else {
        return bad(alphaNode, "alpha \(NumberText.format(value)) is outside [0,1]", context)
      }
      alpha = value
    }
    var hex: RGBAColor?
    if let hexNode = fields["hex"] {
      guard let text = hexNode.string, text.hasPrefix("#"),
        text.dropFirst().allSatisfy(\.isHexDigit)
      else {
        return bad(hexNode, "hex must be a string #rrggbb", context)
      }
      let digits = text.dropFirst()
      if digits.count == 3 {
        let expanded = "#" + digits.map { "\($0)\($0)" }.joined()
        guard
          nonconforming(
            .dtcgHexShort, "hex '\(text)' has 3 digits; DTCG requires 6 (read as \(expanded))",
            at: hexNode.location, fixIt: "write \"\(expanded)\"")
        else { return nil }
        hex = try? RGBAColor.parseHex(expanded, dialect: .rgb).get()
      } else if digits.count == 6 {
        hex = try? RGBAColor.parseHex(text, dialect: .rgb).get()
      } else {
        return bad(
          hexNode, "hex must have 6 digits (#rrggbb, never alpha); '\(text)' has \(digits.count)",
          context)
      }
    }
    var srgb = space.toSRGB(components)
    if space == .srgb {
      if let hex,
        zip([hex.red, hex.green, hex.blue], srgb).contains(where: {
          abs($0 - $1) > 1.0 / 255 + 1e-9
        })
      {
        diagnostics.append(
          .warning(
            .dtcgHexMismatch,
            "hex \(hex.hexRGBA.prefix(7)) disagrees with the components (\(RGBAColor(red: srgb[0], green: srgb[1], blue: srgb[2]).hexRGBA.prefix(7))); the components win, hex is only a fallback",
            at: fields["hex"]!.location))
      }
    } else if !TokenColorSpace.inGamut(srgb) {
      let shown = srgb.map { (($0 * 1000).rounded() / 1000).description }.joined(separator: ", ")
      if let hex {
        srgb = [hex.red, hex.green, hex.blue]
        diagnostics.append(
          .note(
            .dtcgColorConverted,
            "\(spaceName) colour is outside sRGB ([\(shown)]); its hex fallback is used, the original is kept for export",
            at: node.location))
      } else {
        srgb = TokenColorSpace.gamutMap(srgb)
        diagnostics.append(
          .note(
            .dtcgColorConverted,
            "\(spaceName) colour is outside sRGB ([\(shown)]); gamut-mapped, the original is kept for export",
            at: node.location))
      }
    }
    return RGBAColor(red: srgb[0], green: srgb[1], blue: srgb[2], alpha: alpha)
  }

  // MARK: - Dimensions and durations

  /// A dimension in points (px; rem and, leniently, em times the base size or `emBase`).
  private mutating func dimension(_ node: TokenJSON, context: inout Context, emBase: Double?)
    -> Double?
  {
    if let referenced = reference(node, as: "dimension", context: &context) {
      if case .number(let value)? = referenced { return value }
      return nil
    }
    if let text = node.string {
      guard let (value, unit) = Self.splitUnit(text), ["px", "rem", "em", ""].contains(unit) else {
        return bad(
          node, "'\(text)' is not a dimension; DTCG writes {\"value\": 16, \"unit\": \"px\"}",
          context)
      }
      guard
        nonconforming(
          .dtcgLegacyStringDimension,
          "'\(text)' is a pre-2025 dimension string; DTCG 2025.10 writes {\"value\": \(NumberText.format(value)), \"unit\": \"\(unit.isEmpty ? "px" : unit)\"}",
          at: node.location)
      else { return nil }
      return points(value, unit: unit.isEmpty ? "px" : unit, emBase: emBase)
    }
    guard let members = node.members else {
      return bad(
        node, "a dimension must be an object {value, unit}; it is \(node.kindDescription)", context)
    }
    if node["unit"] == nil, members.contains(where: { $0.key == "value" }) {
      return bad(node, "a dimension's unit is required even when value is 0 (px or rem)", context)
    }
    guard let fields = object(node, "a dimension", required: ["value", "unit"], context: context)
    else { return nil }
    guard let value = number(fields["value"]!, "a dimension's value", context: &context) else {
      return nil
    }
    guard let unit = fields["unit"]!.string else {
      return bad(fields["unit"]!, "unit must be \"px\" or \"rem\"", context)
    }
    switch unit {
    case "px", "rem": return points(value, unit: unit, emBase: emBase)
    case "em":
      let base =
        emBase.map { "the font size \(NumberText.format($0))" }
        ?? "\(NumberText.format(options.basePxFontSize)) px"
      guard
        nonconforming(
          .dtcgUnitEm,
          "unit 'em' is not a DTCG unit (px or rem); read as \(NumberText.format(value)) × \(base)",
          at: fields["unit"]!.location)
      else { return nil }
      return points(value, unit: "em", emBase: emBase)
    case "dp", "pt":
      guard
        nonconforming(
          .dtcgUnitDp, "unit '\(unit)' is not a DTCG unit (px or rem); read as points",
          at: fields["unit"]!.location, fixIt: "write \"px\"")
      else { return nil }
      return value
    case "":
      guard
        nonconforming(
          .dtcgEmptyUnit, "an empty unit is not a DTCG unit; read as px",
          at: fields["unit"]!.location, fixIt: "write \"px\"")
      else { return nil }
      return value
    default:
      return bad(
        fields["unit"]!, "unit '\(unit)' is not a DTCG dimension unit (px or rem)", context)
    }
  }

  private func points(_ value: Double, unit: String, emBase: Double?) -> Double {
    switch unit {
    case "rem": return value * options.basePxFontSize
    case "em": return value * (emBase ?? options.basePxFontSize)
    default: return value
    }
  }

  /// `16px` → (16, "px"); `1.5` → (1.5, "").
  static func splitUnit(_ text: String) -> (Double, String)? {
    let trimmed = text.filter { $0 != " " }
    // The longest prefix that is a number: `1em` is 1 and `em`, `1e3px` is 1000 and `px`.
    var end = trimmed.endIndex
    while end > trimmed.startIndex {
      if let value = Double(trimmed[..<end]) {
        return (value, String(trimmed[end...]).lowercased())
      }
      end = trimmed.index(before: end)
    }
    return nil
  }

  /// A duration in seconds.
  private mutating func duration(_ node: TokenJSON, context: inout Context) -> Double? {
    if let referenced = reference(node, as: "duration", context: &context) {
      if case .number(let value)? = referenced { return value }
      return nil
    }
    if let text = node.string {
      guard let (value, unit) = Self.splitUnit(text), unit == "ms" || unit == "s" else {
        return bad(
          node, "'\(text)' is not a duration; DTCG writes {\"value\": 200, \"unit\": \"ms\"}",
          context)
      }
      guard
        nonconforming(
          .dtcgLegacyStringDimension,
          "'\(text)' is a pre-2025 duration string; DTCG 2025.10 writes {\"value\": \(NumberText.format(value)), \"unit\": \"\(unit)\"}",
          at: node.location)
      else { return nil }
      return unit == "ms" ? value / 1000 : value
    }
    guard let fields = object(node, "a duration", required: ["value", "unit"], context: context)
    else { return nil }
    guard let value = number(fields["value"]!, "a duration's value", context: &context) else {
      return nil
    }
    switch fields["unit"]!.string {
    case "ms": return value / 1000
    case "s": return value
    default: return bad(fields["unit"]!, "a duration's unit must be \"ms\" or \"s\"", context)
    }
  }

  // MARK: - Fonts

  private mutating func fontFamily(_ node: TokenJSON, context: inout Context) -> Value? {
    switch node.kind {
    case .string(let name):
      if name.trimmingSpaces().isEmpty { emptyFontFamily(node, context) }
      return .font(FontDescriptor(name: name))
    case .array(let elements):
      let names = elements.compactMap(\.string)
      guard !elements.isEmpty, names.count == elements.count else {
        return bad(node, "a font family is a string or a non-empty array of strings", context)
      }
      // The first family that names something; the platform falls back along the list.
      guard let first = names.first(where: { !$0.trimmingSpaces().isEmpty }) else {
        emptyFontFamily(node, context)
        return .font(FontDescriptor(name: names[0]))
      }
      if first != names[0] { emptyFontFamily(elements[0], context) }
      return .font(FontDescriptor(name: first))
    default:
      return bad(
        node,
        "a font family is a string or a non-empty array of strings; it is \(node.kindDescription)",
        context)
    }
  }

  private mutating func emptyFontFamily(_ node: TokenJSON, _ context: Context) {
    diagnostics.append(
      .warning(
        .dtcgEmptyFontFamily,
        "an empty font family names no font; '\(context.token)' gets the platform's default font",
        at: node.location, fixIt: "name a font family, such as \"Inter\""))
  }

  static let weightNames: [String: Double] = [
    "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
    "normal": 400, "regular": 400, "book": 400,
    "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700, "extra-bold": 800,
    "ultra-bold": 800, "black": 900, "heavy": 900,
    "extra-black": 950, "ultra-black": 950,
  ]

  private mutating func fontWeight(_ node: TokenJSON, context: inout Context) -> Double? {
    if let referenced = reference(node, as: "fontWeight", context: &context) {
      if case .number(let value)? = referenced { return value }
      return nil
    }
    if let number = node.number {
      guard (1...1000).contains(number) else {
        return bad(node, "font weight \(NumberText.format(number)) is outside [1, 1000]", context)
      }
      return number
    }
    guard let name = node.string else {
      return bad(node, "a font weight is a number in [1, 1000] or a name such as bold", context)
    }
    if let weight = Self.weightNames[name] { return weight }
    let lower = name.lowercased()
    let fix =
      Self.weightNames[lower] != nil
      ? "write \"\(lower)\" (weight names are lower-case)"
      : Suggestions.phrase(Suggestions.closest(to: name, among: Self.weightNames.keys.sorted()))
    return bad(node, "'\(name)' is not a DTCG font weight name", context, fixIt: fix)
  }

  /// The weight as a font keeps it: 750 stays 750 (fractions round to the nearest whole weight).
  static func descriptorWeight(_ weight: Double) -> FontDescriptor.Weight {
    FontDescriptor.Weight(numericValue: Int(weight.rounded()))
      ?? (weight < 1 ? .ultraLight : .black)
  }

  private mutating func typography(_ node: TokenJSON, context: inout Context) -> Value? {
    guard
      let fields = object(
        node, "a typography value",
        required: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"],
        context: context)
    else { return nil }
    // Every field is read, so one bad field does not hide the others' problems.
    let family = value(fields["fontFamily"]!, as: "fontFamily", context: &context)
    let size = dimension(fields["fontSize"]!, context: &context, emBase: nil)
    let weight = fontWeight(fields["fontWeight"]!, context: &context)
    let letterSpacing = dimension(fields["letterSpacing"]!, context: &context, emBase: size)
    let lineHeight = self.lineHeight(fields["lineHeight"]!, fontSize: size, context: &context)
    guard case .font(let font)? = family, let size, let weight, letterSpacing != nil,
      lineHeight != nil
    else { return nil }
    return .font(FontDescriptor(name: font.name, size: size, weight: Self.descriptorWeight(weight)))
  }

  /// A typography's lineHeight: a number (a multiplier of the font size) or a reference to a number
  /// token. A dimension — written in place or through a reference to a dimension token — is read
  /// leniently, as the multiplier it stands for, with the same warning either way.
  private mutating func lineHeight(_ node: TokenJSON, fontSize: Double?, context: inout Context)
    -> Double?
  {
    let isDimension =
      node.members != nil && node["$ref"] == nil ? true : referencedType(node) == "dimension"
    guard isDimension else { return number(node, "lineHeight", context: &context) }
    guard let height = dimension(node, context: &context, emBase: fontSize) else { return nil }
    let multiplier = fontSize.map { NumberText.format(height / $0) } ?? "?"
    guard
      nonconforming(
        .dtcgLineHeightDimension,
        "lineHeight is a multiplier of the font size, not a dimension; read as \(multiplier)",
        at: node.location)
    else { return nil }
    return fontSize.map { height / $0 } ?? height
  }

  // MARK: - Composites

  private mutating func cubicBezier(_ node: TokenJSON, context: inout Context) -> Value? {
    guard case .array(let elements) = node.kind, elements.count == 4 else {
      return bad(
        node, "a cubic Bézier is an array of exactly 4 numbers [P1x, P1y, P2x, P2y]", context)
    }
    var numbers: [Value] = []
    for (position, element) in elements.enumerated() {
      guard let value = number(element, "a Bézier coordinate", context: &context) else {
        return nil
      }
      if position % 2 == 0, !(0...1).contains(value) {
        return bad(
          element, "x must be in [0,1]; P\(position / 2 + 1)x is \(NumberText.format(value))",
          context)
      }
      numbers.append(.number(value))
    }
    return .list(numbers)
  }

  static let strokeKeywords = [
    "solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset",
  ]

  private mutating func strokeStyle(_ node: TokenJSON, context: inout Context) -> Value? {
    if let keyword = node.string {
      guard Self.strokeKeywords.contains(keyword) else {
        return bad(
          node,
          "'\(keyword)' is not a stroke style (\(Self.strokeKeywords.joined(separator: ", ")))",
          context)
      }
      return .keyword(keyword)
    }
    guard
      let fields = object(
        node, "a stroke style", required: ["dashArray", "lineCap"], context: context)
    else { return nil }
    guard case .array(let dashes) = fields["dashArray"]!.kind, !dashes.isEmpty else {
      return bad(fields["dashArray"]!, "dashArray must not be empty", context)
    }
    var lengths: [Value] = []
    for dash in dashes {
      guard let length = dimension(dash, context: &context, emBase: nil) else { return nil }
      lengths.append(.number(length))
    }
    guard let cap = fields["lineCap"]!.string, ["round", "butt", "square"].contains(cap) else {
      return bad(fields["lineCap"]!, "lineCap must be round, butt or square", context)
    }
    return .dictionary([.init("dashArray", .list(lengths)), .init("lineCap", .keyword(cap))])
  }

  private mutating func border(_ node: TokenJSON, context: inout Context) -> Value? {
    guard
      let fields = object(
        node, "a border", required: ["color", "width", "style"], context: context),
      let color = color(fields["color"]!, context: &context),
      let width = dimension(fields["width"]!, context: &context, emBase: nil),
      value(fields["style"]!, as: "strokeStyle", context: &context) != nil
    else { return nil }
    return .border(Border(width: width, color: color))
  }

  private mutating func transition(_ node: TokenJSON, context: inout Context) -> Value? {
    guard
      let fields = object(
        node, "a transition", required: ["duration", "delay", "timingFunction"], context: context),
      let length = duration(fields["duration"]!, context: &context),
      let delay = duration(fields["delay"]!, context: &context),
      let curve = value(fields["timingFunction"]!, as: "cubicBezier", context: &context)
    else { return nil }
    return .dictionary([
      .init("duration", .number(length)), .init("delay", .number(delay)),
      .init("timingFunction", curve),
    ])
  }

  private mutating func shadow(_ node: TokenJSON, context: inout Context) -> Value? {
    guard case .array(let elements) = node.kind else {
      return oneShadow(node, context: &context).map(Value.shadow)
    }
    guard !elements.isEmpty else { return bad(node, "a shadow array must not be empty", context) }
    var shadows: [Value] = []
    for element in elements {
      if let referenced = reference(element, as: "shadow", context: &context) {
        guard case .shadow? = referenced else {
          return referenced == nil
            ? nil : bad(element, "a reference in a shadow array must name a single shadow", context)
        }
        shadows.append(referenced!)
        continue
      }
      guard let shadow = oneShadow(element, context: &context) else { return nil }
      shadows.append(.shadow(shadow))
    }
    return .list(shadows)
  }

  private mutating func oneShadow(_ node: TokenJSON, context: inout Context) -> Shadow? {
    guard
      let fields = object(
        node, "a shadow", required: ["color", "offsetX", "offsetY", "blur", "spread"],
        optional: ["inset"], context: context),
      let color = color(fields["color"]!, context: &context),
      let x = dimension(fields["offsetX"]!, context: &context, emBase: nil),
      let y = dimension(fields["offsetY"]!, context: &context, emBase: nil),
      let blur = dimension(fields["blur"]!, context: &context, emBase: nil),
      dimension(fields["spread"]!, context: &context, emBase: nil) != nil
    else { return nil }
    if let inset = fields["inset"], case .bool = inset.kind {
    } else if let inset = fields["inset"] {
      return bad(inset, "inset must be true or false", context)
    }
    return Shadow(color: color, offset: Offset(horizontal: x, vertical: y), radius: blur)
  }

  private mutating func gradient(_ node: TokenJSON, context: inout Context) -> Value? {
    guard case .array(let elements) = node.kind, !elements.isEmpty else {
      return bad(node, "a gradient is a non-empty array of stops {color, position}", context)
    }
    var stops: [ColorGradient.Stop] = []
    for element in elements {
      if let referenced = reference(element, as: "gradient", context: &context) {
        guard case .gradient(let inner)? = referenced else { return nil }
        guard stops.count + inner.stops.count <= Self.maximumStops else {
          return bad(
            element,
            "the gradient has more than \(Self.maximumStops) stops once its references are read",
            context)
        }
        stops += inner.stops
        continue
      }
      guard
        let fields = object(
          element, "a gradient stop", required: ["color", "position"], context: context),
        let color = color(fields["color"]!, context: &context),
        let position = number(fields["position"]!, "a stop's position", context: &context)
      else { return nil }
      let clamped = min(max(position, 0), 1)
      if clamped != position {
        diagnostics.append(
          .warning(
            .dtcgGradientPositionClamped,
            "stop position \(NumberText.format(position)) is outside [0,1]; clamped to \(NumberText.format(clamped))",
            at: fields["position"]!.location))
      }
      stops.append(ColorGradient.Stop(color: color, location: clamped))
    }
    return .gradient(ColorGradient(stops: stops))
  }
}

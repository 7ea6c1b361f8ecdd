package import LiveryCore

/// Reads one Redbeard theme file (maf-redbeard-peers.md §3.2–3.4) into a stylesheet.
///
/// - Each top-level id is a theme (a style) or a constant. A theme id that names a component type
///   (`UILabel`, `RBButton`, `Button`) is that type's style; any other id (`base-button`) is a named
///   style. A dictionary of font keys (`{"style": "body", "name": "HelveticaNeue"}`) or a scalar is a
///   constant.
/// - Inside a theme: `inherits: "ref://x"` is the parent; `clearPreviousThemingValues: true` the reset
///   flag; a dictionary is a state when its key is a state name (`highlighted`, `alternate`,
///   `validState` …, nested states allowed) and otherwise a part (`titleLabel`, `buttons`,
///   `button_<identifier>`); `name_iPad` wins over `name` on iPad; `titleColorAlpha` sets the alpha of
///   `titleColor`.
/// - Values: `ref://id` (a constant, or a theme: then the property styles a part), `glyph://name/
///   <color id or #hex>/<height>`, `#RRGGBB`/`#RRGGBBAA` (alpha last), insets `[top, left, bottom,
///   right]`, sizes `[w, h]`, fonts `{style, name}`.
package enum RedbeardReader {
  /// The deepest nesting of parts and states read (real themes nest two or three); deeper
  /// dictionaries are left out with an error. Values nest up to `MotifReader.maximumValueDepth`.
  package static let maximumNesting = 32

  package static let dialect = ValueDialect(
    name: "Redbeard", colors: ColorSyntax(hex: .rgba, names: false),
    insetsOrder: .topLeftBottomRight,
    constantSigil: "ref://", styleSigil: "ref://")

  /// How JSON extensions are treated: trailing commas and comments are warnings unless strict.
  package typealias Options = RedbeardFormat.Options

  /// Reads one theme file from disk.
  package static func read(path: String, options: Options = Options()) -> Stylesheet {
    read(SourceText.load(path: path), path: path, options: options)
  }

  /// Reads one theme file's bytes; `path` is what diagnostics show.
  package static func read(bytes: [UInt8], path: String, options: Options = Options()) -> Stylesheet
  {
    read(SourceText.decode(bytes, path: path), path: path, options: options)
  }

  private static func read(
    _ loaded: Result<(bytes: [UInt8], file: SourceFile), Diagnostic>, path: String, options: Options
  )
    -> Stylesheet
  {
    SourceText.stylesheet(loaded, path: path, format: .redbeardJSON, dialect: dialect) {
      read(bytes: $0.bytes, file: $0.file, options: options)
    }
  }

  /// Reads one theme file's JSON text (tests, in-memory themes).
  package static func read(json text: String, path: String, options: Options = Options())
    -> Stylesheet
  {
    let (bytes, file) = SourceText.file(text: text, path: path)
    return read(bytes: bytes, file: file, options: options)
  }

  static func read(bytes: [UInt8], file: SourceFile, options: Options) -> Stylesheet {
    let (tree, syntax) = JSONScanner.parse(
      bytes, file: file.id, options: options.strictJSON ? .strict : .lenient)
    var sheet = Stylesheet(
      file: file.id, source: file, format: .redbeardJSON, dialect: dialect,
      typeAliases: RedbeardVocabulary.classAliases,
      diagnostics: syntax)
    guard let tree, let root = tree.root else { return sheet }
    guard tree.kind(root) == .mapping else {
      sheet.diagnostics.append(
        .error(
          .redbeardShape, "a Redbeard theme file is a dictionary of theme and constant ids",
          at: tree.location(root)))
      return sheet
    }
    var builder = Builder(tree: tree)
    builder.readRoot(root)
    sheet.rules = builder.rules
    sheet.constants = builder.constants
    sheet.diagnostics += builder.diagnostics
    return sheet
  }

  // MARK: - Building

  /// Where a dictionary sits inside a theme: the states and parts leading to it.
  enum Step: Equatable {
    case state(StateName)
    case part(PropertyName)
  }

  struct Builder {
    let tree: SyntaxTree
    var rules: [StyleRule] = []
    var constants: [Constant] = []
    var diagnostics: [Diagnostic] = []
    /// Postfixed dictionaries (`titleLabel_iPad: {…}`) of the theme being read: its path, the part
    /// or state, the body and the conditions. They become rules of their own under the conditions.
    /// The states and parts leading from the theme being read to the dictionary being read.
    private var path: [Step] = []
    /// A `*Alpha` key waiting for the colour it pairs with.
    typealias PendingAlpha = (
      property: String, value: ValueExpression, location: SourceLocation, conditions: Conditions
    )
    private var conditionalParts:
      [(
        path: [Step], step: Step, body: StyleBody, conditions: Conditions, location: SourceLocation
      )] = []

    init(tree: SyntaxTree) {
      self.tree = tree
    }

    mutating func readRoot(_ root: SyntaxTree.Index) {
      var seen: [String: SourceLocation] = [:]
      // Definitions a later one replaces, removed in one pass at the end (linear however many): the
      // constants by location, the rules by index (a theme's variant parts are rules of their own).
      var superseded: Set<SourceLocation> = []
      var rulesOf: [String: Range<Int>] = [:]
      var supersededRules: Set<Int> = []
      defer {
        if !superseded.isEmpty { constants.removeAll { superseded.contains($0.location) } }
        if !supersededRules.isEmpty {
          rules = rules.indices.filter { !supersededRules.contains($0) }.map { rules[$0] }
        }
      }
      var key = tree.firstChild(root)
      for _ in 0..<tree.count(root) {
        let value = tree.next(after: key)
        defer { key = tree.next(after: value) }
        guard tree.kind(key) == .string else { continue }  // JSON keys are strings
        let id = tree.string(key)
        let location = tree.location(key)
        if let earlier = seen[id] {
          diagnostics.append(
            .warning(
              .duplicateKey, "'\(id)' is defined twice in this file; the later definition wins",
              at: location,
              notes: [.init("the earlier definition is here", at: earlier)]))
          superseded.insert(earlier)
          if let earlierRules = rulesOf[id] { supersededRules.formUnion(earlierRules) }
          rulesOf[id] = nil
        }
        seen[id] = location
        if tree.kind(value) == .mapping, !isValueDictionary(value) {
          let first = rules.count
          readTheme(id, value, at: location)
          rulesOf[id] = first..<rules.count
        } else if let expression = expression(value) {
          constants.append(Constant(id, expression, at: location, valueAt: tree.location(value)))
        }
      }
    }

    /// A dictionary that is a value (a font), not a theme or a part.
    func isValueDictionary(_ index: SyntaxTree.Index) -> Bool {
      let count = tree.count(index)
      guard count > 0, count <= RedbeardVocabulary.fontKeys.count else { return false }
      var key = tree.firstChild(index)
      for _ in 0..<count {
        let name = tree.string(key)
        guard name == "style" || name == "name" || name == "size" || name == "weight" else {
          return false
        }
        key = tree.next(after: tree.next(after: key))
      }
      return true
    }

    mutating func readTheme(_ id: String, _ value: SyntaxTree.Index, at location: SourceLocation) {
      conditionalParts.removeAll(keepingCapacity: true)
      // A class name is a type style under its own name; the sheet's type aliases make it the
      // catalog type's (`UILabel` → `Label`).
      let identity: StyleIdentity =
        RedbeardVocabulary.type(for: id) != nil
        ? .type(TargetType(id)) : .named(StyleName(id), targetType: nil)
      path.removeAll(keepingCapacity: true)
      let body = self.body(value)
      rules.append(StyleRule(identity, body, at: location))
      for part in conditionalParts {
        var content = StyleBody()
        switch part.step {
        case .state(let name): content.states = [StateBlock(name, part.body, at: part.location)]
        case .part(let name): content.subElements = [SubElement(name, part.body, at: part.location)]
        }
        rules.append(
          StyleRule(
            identity, wrap(content, in: part.path, at: part.location), conditions: part.conditions,
            at: part.location))
      }
    }

    /// Puts `content` at `path` inside otherwise empty bodies.
    func wrap(_ content: StyleBody, in path: [Step], at location: SourceLocation) -> StyleBody {
      var body = content
      for step in path.reversed() {
        var outer = StyleBody()
        switch step {
        case .state(let name): outer.states = [StateBlock(name, body, at: location)]
        case .part(let name): outer.subElements = [SubElement(name, body, at: location)]
        }
        body = outer
      }
      return body
    }

    /// A theme dictionary, a state or a part; `path` leads to it from the theme.
    mutating func body(_ mapping: SyntaxTree.Index) -> StyleBody {
      var body = StyleBody()
      var alphas: [PendingAlpha] = []
      var dictionaries:
        [(key: String, value: SyntaxTree.Index, location: SourceLocation, conditions: Conditions?)] =
          []
      let count = tree.count(mapping)
      body.declarations.reserveCapacity(count)
      var keyIndex = tree.firstChild(mapping)
      for _ in 0..<count {
        let value = tree.next(after: keyIndex)
        defer { keyIndex = tree.next(after: value) }
        var key = tree.string(keyIndex)
        let location = tree.location(keyIndex)
        // The reserved keys, tested by length first: comparing every key with them costs more than
        // building the key.
        switch key.utf8.count {
        case 8 where key == "inherits":
          readInherits(value, into: &body)
          continue
        case 20 where key == "clearPreviousTheming", 26 where key == "clearPreviousThemingValues":
          readReset(key, value, at: location, into: &body)
          continue
        default:
          break
        }
        var conditions: Conditions?
        if let (postfix, postfixConditions) = RedbeardVocabulary.postfix(of: key) {
          key = String(key.utf8.dropLast(postfix.utf8.count))!
          conditions = postfixConditions
        }
        if tree.kind(value) == .mapping, !isValueDictionary(value) {
          dictionaries.append((key, value, location, conditions))
          continue
        }
        guard let expression = expression(value) else { continue }
        if key.utf8.count > 5, key.utf8.hasSuffix("Alpha".utf8), case .number = expression {
          alphas.append(
            (String(key.utf8.dropLast(5))!, expression, location, conditions ?? .always))
          continue
        }
        body.declarations.append(
          Declaration(
            PropertyName(key), expression, at: location, valueAt: tree.location(value),
            conditions: conditions ?? .always))
      }
      if !alphas.isEmpty { pairAlphas(alphas, in: &body) }
      // Where each part is in `body.subElements`: a repeated part replaces the earlier one.
      var partIndex: [PropertyName: Int] = [:]
      var replacedParts: Set<Int> = []
      for dictionary in dictionaries {
        guard path.count < RedbeardReader.maximumNesting else {
          diagnostics.append(
            .error(
              .valueTooDeep,
              "parts and states are nested more than \(RedbeardReader.maximumNesting) levels deep; '\(dictionary.key)' is left out",
              at: dictionary.location))
          continue
        }
        let isState = RedbeardVocabulary.isState(dictionary.key)
        let step: Step =
          isState ? .state(StateName(dictionary.key)) : .part(PropertyName(dictionary.key))
        path.append(step)
        let content = self.body(dictionary.value)
        path.removeLast()
        if let conditions = dictionary.conditions {
          conditionalParts.append((path, step, content, conditions, dictionary.location))
          continue
        }
        switch step {
        case .state(let name):
          body.states.append(StateBlock(name, content, at: dictionary.location))
        case .part(let name):
          if let earlier = partIndex[name] { replacedParts.insert(earlier) }
          partIndex[name] = body.subElements.count
          body.subElements.append(SubElement(name, content, at: dictionary.location))
        }
      }
      if !replacedParts.isEmpty {
        body.subElements = body.subElements.indices.filter { !replacedParts.contains($0) }.map {
          body.subElements[$0]
        }
      }
      return body
    }

    /// A property in one variant.
    struct VariantKey: Hashable {
      let property: PropertyName
      let conditions: Conditions
      init(_ property: PropertyName, _ conditions: Conditions) {
        self.property = property
        self.conditions = conditions
      }
    }

    /// `titleColorAlpha: 0.5` beside `titleColor: ref://x` → `titleColor: {color: ref://x, alpha: 0.5}`;
    /// alone (in a state, or over an inherited colour) → `titleColor: {alpha: 0.5}`, which applies to
    /// the colour it lays over when the style is resolved.
    func pairAlphas(
      _ alphas: [PendingAlpha],
      in body: inout StyleBody
    ) {
      // The last declaration of each property and variant, found once: linear however many alphas.
      var lastIndex: [VariantKey: Int] = [:]
      for (index, declaration) in body.declarations.enumerated() {
        lastIndex[VariantKey(declaration.property, declaration.conditions)] = index
      }
      for alpha in alphas {
        let property = PropertyName(alpha.property)
        let alphaEntry = ValueExpression.Entry("alpha", alpha.value, at: alpha.location)
        if let index = lastIndex[VariantKey(property, alpha.conditions)] {
          let color = body.declarations[index]
          body.declarations[index].value = .map([
            .init("color", color.value, at: color.valueLocation), alphaEntry,
          ])
        } else {
          lastIndex[VariantKey(property, alpha.conditions)] = body.declarations.count
          body.declarations.append(
            Declaration(
              property, .map([alphaEntry]), at: alpha.location, valueAt: alpha.location,
              conditions: alpha.conditions))
        }
      }
    }

    mutating func readInherits(_ value: SyntaxTree.Index, into body: inout StyleBody) {
      let location = tree.location(value)
      guard tree.kind(value) == .string, tree.string(value, hasPrefix: "ref://"),
        case let name = tree.string(value, droppingFirst: 6),
        !name.isEmpty
      else {
        diagnostics.append(
          .error(
            .redbeardInherits, "'inherits' takes a theme reference such as \"ref://base-button\"",
            at: location))
        return
      }
      body.parents = [StyleReference(name, lookup: .namedThenType, at: location)]
    }

    mutating func readReset(
      _ key: String, _ value: SyntaxTree.Index, at location: SourceLocation,
      into body: inout StyleBody
    ) {
      guard tree.kind(value) == .true || tree.kind(value) == .false else {
        diagnostics.append(
          .error(.redbeardShape, "'\(key)' takes true or false", at: tree.location(value)))
        return
      }
      if key == "clearPreviousTheming" {
        diagnostics.append(
          .warning(
            .redbeardAlias,
            "'clearPreviousTheming' is not a Redbeard key (Redbeard ignores it); Livery reads it as 'clearPreviousThemingValues'",
            at: location, fixIt: "write clearPreviousThemingValues"))
      }
      body.resetsPreviousValues = tree.kind(value) == .true
    }

    /// A value: `ref://` references, `glyph://` images, literals, lists and font dictionaries.
    mutating func expression(_ index: SyntaxTree.Index, depth: Int = 0) -> ValueExpression? {
      guard depth < MotifReader.maximumValueDepth else {
        diagnostics.append(.valueTooDeep(at: tree.location(index)))
        return nil
      }
      switch tree.kind(index) {
      case .string:
        if tree.string(index, hasPrefix: "ref://") {
          let id = tree.string(index, droppingFirst: 6)
          guard !id.isEmpty else {
            diagnostics.append(
              .error(.redbeardReference, "'ref://' needs an id after it", at: tree.location(index)))
            return nil
          }
          return .reference(Reference(.constantOrStyle, id))
        }
        if tree.string(index, hasPrefix: "glyph://") {
          return glyph(tree.string(index), at: tree.location(index))
        }
        return .string(tree.string(index))
      case .number: return .number(tree.number(index))
      case .true: return .bool(true)
      case .false: return .bool(false)
      case .null: return .null
      case .sequence:
        let count = tree.count(index)
        var elements: [ValueExpression.Element] = []
        elements.reserveCapacity(count)
        var element = tree.firstChild(index)
        for _ in 0..<count {
          guard let value = expression(element, depth: depth + 1) else { return nil }
          elements.append(.init(value, at: tree.location(element)))
          element = tree.next(after: element)
        }
        return .list(elements)
      case .mapping:
        let count = tree.count(index)
        var entries: [ValueExpression.Entry] = []
        entries.reserveCapacity(count)
        var key = tree.firstChild(index)
        for _ in 0..<count {
          let valueIndex = tree.next(after: key)
          guard let value = expression(valueIndex, depth: depth + 1) else { return nil }
          entries.append(.init(tree.string(key), value, at: tree.location(key)))
          key = tree.next(after: valueIndex)
        }
        return .map(entries)
      }
    }

    /// `glyph://name/<color id or #hex>/<height>` (`RBThemeGlyphReference`).
    mutating func glyph(_ text: String, at location: SourceLocation) -> ValueExpression? {
      let parts = text.utf8.dropFirst(8).split(
        separator: UInt8(ascii: "/"), omittingEmptySubsequences: false
      )
      .map { String(Substring($0)) }
      guard let name = parts.first, !name.isEmpty, parts.count <= 3 else {
        diagnostics.append(
          .error(
            .redbeardGlyph,
            "'\(text)' is not a glyph: expected glyph://name/<color id or #hex>/<height>",
            at: location,
            fixIt: "e.g. glyph://search/color-icon-light/22"))
        return nil
      }
      var entries: [ValueExpression.Entry] = []
      entries.reserveCapacity(parts.count)
      entries.append(.init("glyph", .string(name), at: location))
      if parts.count > 1, !parts[1].isEmpty {
        let color = parts[1]
        entries.append(
          .init(
            "color",
            color.hasPrefix("#") ? .string(color) : .reference(Reference(.constantOrStyle, color)),
            at: location))
      }
      if parts.count > 2 {
        guard let height = Double(finiteText: parts[2]), height > 0 else {
          diagnostics.append(
            .error(
              .redbeardGlyph, "the glyph height '\(parts[2])' is not a positive number",
              at: location))
          return nil
        }
        entries.append(.init("height", .number(height), at: location))
      }
      return .map(entries)
    }
  }
}

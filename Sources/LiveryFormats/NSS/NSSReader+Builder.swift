import LiveryCore

extension NSSReader {
  /// Turns a parsed NSS document into rules and constants (the `nui` and `sapfiori` dialects).
  struct Builder {
    let document: NSSDocument
    let file: SourceFile
    let fiori: Bool
    private var diagnostics: [Diagnostic] = []
    private var rules: [StyleRule] = []
    private var constants: [Constant] = []
    private var typeAliases = NSSProperties.typeAliases
    /// Conditions of each `@media` block, computed once.
    private var mediaConditions: [Conditions] = []
    /// Gradient halves waiting for their partner, per selector list, block and state path.
    private var gradients: [GradientKey: GradientHalves] = [:]
    /// Selectors already given their part links.
    private var linked: Set<String> = []
    /// Variables used as font names, to check their definitions' values.
    private var fontVariables: Set<String> = []

    struct GradientKey: Hashable {
      let selectors: String
      let media: Int?
      let states: [StateName]
    }

    struct GradientHalf {
      let value: NSSDocument.Value
      let location: SourceLocation
    }

    struct GradientHalves {
      var top: GradientHalf?
      var bottom: GradientHalf?
      var paired = false
    }

    init(document: NSSDocument, file: SourceFile, fiori: Bool) {
      self.document = document
      self.file = file
      self.fiori = fiori
    }

    mutating func build() -> Stylesheet {
      mediaConditions = document.mediaBlocks.map { conditions(for: $0) }
      var overrides: [Int: [FioriOverride]] = [:]
      var order: [Int] = []
      for item in document.items {
        switch item {
        case .definition(let definition):
          if fiori, NSSReader.isPaletteKey(definition.name) {
            let block = definition.media.map { $0 + 1 } ?? 0
            if overrides[block] == nil { order.append(block) }
            // NUI keeps the last definition of a name; so does the fork.
            overrides[block, default: []].removeAll { $0.key == definition.name }
            guard let value = paletteColor(definition.value) else { continue }
            overrides[block, default: []].append(
              FioriOverride(
                key: definition.name, value: value, location: definition.location, valueLocation: definition.value.location))
          } else {
            constants.append(
              Constant(
                definition.name, expression(definition.value, isDefinition: true),
                conditions: definition.media.map { mediaConditions[$0] } ?? .always, at: definition.location,
                valueAt: definition.value.location))
          }
        case .rule(let rule):
          add(rule)
        }
      }
      for block in order {
        let (fioriConstants, notes) = FioriOverrides.constants(
          overrides[block] ?? [], conditions: block == 0 ? .always : mediaConditions[block - 1])
        constants += fioriConstants
        diagnostics += notes
      }
      reportUnpairedGradients()
      checkFontVariables()
      var sheet = Stylesheet(
        file: file.id, source: file, format: (fiori ? Dialect.sapfiori : Dialect.nui).format,
        dialect: NSSReader.valueDialect(fiori ? .sapfiori : .nui), rules: rules, constants: constants,
        typeAliases: typeAliases, diagnostics: document.diagnostics + diagnostics)
      sheet.variantPrecedence = .lastDefined
      return sheet
    }

    // MARK: - @media

    private mutating func conditions(for options: [NSSDocument.MediaOption]) -> Conditions {
      var all: [Condition] = []
      for option in options {
        switch option.key {
        case "device":
          let idiom: String
          switch option.value {
          case "iphone": idiom = "phone"
          case "ipad": idiom = "pad"
          default:
            idiom = option.value.lowercased() == "iphone" ? "phone" : option.value.lowercased() == "ipad" ? "pad" : option.value
            diagnostics.append(
              .warning(
                .nssMedia,
                "NUI's device is 'iphone' or 'ipad', compared case-sensitively, so '(device:\(option.value))' never applies in NUI; Livery reads it as idiom=\(idiom)",
                at: option.location))
          }
          all.append(.equals(.idiom, idiom))
        case "orientation":
          if option.value != "portrait" && option.value != "landscape" {
            diagnostics.append(
              .warning(
                .nssMedia,
                "NUI's orientation is 'portrait' or 'landscape', compared case-sensitively, so '(orientation:\(option.value))' never applies in NUI; Livery reads it as orientation=\(option.value.lowercased())",
                at: option.location))
          }
          all.append(.equals(.orientation, option.value))
        default:
          diagnostics.append(
            .warning(
              .nssMedia,
              "NUI checks only 'device' and 'orientation' and applies a block with '\(option.key)' everywhere; Livery reads it as the custom axis \(option.key)=\(option.value), so the block applies only where the environment sets it",
              at: option.location, fixIt: "use (device:iphone|ipad) or (orientation:portrait|landscape), or set --env \(option.key)=\(option.value)"))
          all.append(.equals(EnvironmentAxis(option.key), option.value))
        }
      }
      return Conditions(all)
    }

    // MARK: - Values

    /// A palette override's value: always a colour (or a reference), so it is read here, where a
    /// mistake can be reported at its place even if nothing uses the colour.
    private mutating func paletteColor(_ value: NSSDocument.Value) -> ValueExpression? {
      let expression = expression(value, isDefinition: true)
      guard case .string(let text) = expression else { return expression }
      var remarks: [ValueError] = []
      switch NSSLiteralReader(fiori: true).color(text, at: value.location, remarks: &remarks) {
      case .success(let color):
        diagnostics += remarks.map { $0.remark(at: value.location) }
        return .typed(.color(color))
      case .failure(let error):
        diagnostics.append(.error(.valueType, "a palette colour must be a colour: \(error.message)", at: value.location, fixIt: error.hint))
        return nil
      }
    }

    /// A value as an expression: a whole-value variable is a reference (NUI substitutes only those);
    /// in the Fiori dialect a palette name is a reference to the palette; anything else is text.
    private mutating func expression(_ value: NSSDocument.Value, isDefinition: Bool) -> ValueExpression {
      if let variable = value.variable {
        if isDefinition {
          diagnostics.append(
            .note(
              .nssCompatibility,
              "NUI does not chain variables: there this variable's value is the text '@\(variable)', which is no value at all; Livery follows the reference",
              at: value.location))
        }
        return .reference(.constant(variable))
      }
      if let embedded = value.embeddedVariable {
        diagnostics.append(
          .warning(
            .nssVariable,
            "NUI replaces a variable only when it is the whole value, so '\(value.text)' keeps '@\(embedded.name)' as text (Livery does the same)",
            at: embedded.location))
      }
      if fiori, NSSLiteralReader.namedColors[value.text] == nil {
        let (style, background) = FioriPalette.split(value.text)
        if FioriPalette.isStyle(style), background != nil || style == value.text {
          return .reference(.constant(value.text))
        }
      }
      return .string(value.text)
    }

    // MARK: - Rules

    private mutating func add(_ rule: NSSDocument.RuleSet) {
      let conditions = rule.media.map { mediaConditions[$0] } ?? .always
      let selectorKey = rule.selectors.map(\.name).joined(separator: ",")
      var body = StyleBody()
      var seen: [DeclarationKey: (location: SourceLocation, explicitNormal: Bool)] = [:]
      var halves: [[StateName]: (top: GradientHalf?, bottom: GradientHalf?)] = [:]
      for declaration in rule.declarations {
        guard let meaning = NSSProperties.meaning(of: declaration.property, fiori: fiori) else {
          unknownProperty(declaration, into: &body)
          continue
        }
        switch meaning.role {
        case .gradientTop:
          halves[meaning.states, default: (nil, nil)].top = GradientHalf(value: declaration.value, location: declaration.location)
          continue
        case .gradientBottom:
          halves[meaning.states, default: (nil, nil)].bottom = GradientHalf(value: declaration.value, location: declaration.location)
          continue
        case .plain:
          break
        }
        let key = DeclarationKey(property: meaning.canonical, states: meaning.states)
        if let earlier = seen[key], earlier.explicitNormal != meaning.explicitNormal {
          // `background-color` and `background-color-normal`: the `-normal` one is drawn on top.
          if earlier.explicitNormal { continue }
          body.remove(meaning.canonical, states: meaning.states)
        } else if let earlier = seen[key] {
          diagnostics.append(
            .warning(
              .duplicateKey, "'\(declaration.property)' sets \(meaning.canonical) again in this rule; the later value wins",
              at: declaration.location, notes: [.init("the earlier value is here", at: earlier.location)]))
          body.remove(meaning.canonical, states: meaning.states)
        }
        seen[key] = (declaration.location, meaning.explicitNormal)
        if declaration.property == "horizontal-align" {
          diagnostics.append(
            .note(
              .nssCompatibility,
              "NUI's TextField renderer reads 'horizontal-align' but never applies it (a bug: text stays left-aligned); Livery applies it",
              at: declaration.location))
        }
        if meaning.canonical == "fontName" { checkFont(declaration.value) }
        body.insert(
          Declaration(meaning.canonical, expression(declaration.value, isDefinition: false), at: declaration.location,
            valueAt: declaration.value.location),
          states: meaning.states)
      }
      for (states, pair) in halves.sorted(by: { $0.key.count < $1.key.count }) {
        let key = GradientKey(selectors: selectorKey, media: rule.media, states: states)
        var pending = gradients[key] ?? GradientHalves()
        if let top = pair.top { pending.top = top }
        if let bottom = pair.bottom { pending.bottom = bottom }
        if let top = pending.top, let bottom = pending.bottom {
          pending.paired = true
          let value = ValueExpression.list([
            .init(expression(top.value, isDefinition: false), at: top.value.location),
            .init(expression(bottom.value, isDefinition: false), at: bottom.value.location),
          ])
          body.insert(
            Declaration("backgroundGradient", value, at: max(top.location, bottom.location), valueAt: top.value.location),
            states: states)
        }
        gradients[key] = pending
      }
      for selector in rule.selectors {
        var selectorBody = body
        let identity = self.identity(of: selector.name)
        if case .type(let type) = identity, type == "Button" || type == "BarButtonItem" {
          // NUI's Button renderer reads text-align as the content alignment (nss.md §2.1).
          selectorBody.rename("textAlignment", to: "contentHorizontalAlignment")
        }
        rules.append(StyleRule(identity, selectorBody, conditions: conditions, at: selector.location))
        linkParts(of: selector.name, at: selector.location)
      }
    }

    private struct DeclarationKey: Hashable {
      let property: PropertyName
      let states: [StateName]
    }

    private mutating func unknownProperty(_ declaration: NSSDocument.Declaration, into body: inout StyleBody) {
      let known = Array(NSSProperties.canonicalNames.keys) + (fiori ? Array(NSSProperties.fioriNames.keys) : [])
      let closest = Suggestions.closest(to: declaration.property, among: known)
      let canonical = NSSProperties.camelCased(declaration.property)
      diagnostics.append(
        .warning(
          .nssUnknownProperty,
          "'\(declaration.property)' is not a property NUI reads; Livery keeps it as '\(canonical)' for custom appliers",
          at: declaration.location, fixIt: Suggestions.phrase(closest)))
      body.declarations.append(
        Declaration(canonical, expression(declaration.value, isDefinition: false), at: declaration.location,
          valueAt: declaration.value.location))
    }

    /// A default class is its type's style; `fdl<Component>` (SAP Fiori) is the component's; any
    /// other class is a named style.
    private mutating func identity(of selector: String) -> StyleIdentity {
      if let type = NSSProperties.defaultClasses[selector] { return .type(type) }
      if fiori, selector.hasPrefix("fdl"), !selector.contains("_"), selector.count > 3 {
        let component = TargetType(String(selector.dropFirst(3)))
        typeAliases[TargetType(selector)] = component
        return .type(component)
      }
      return .named(StyleName(selector), targetType: nil)
    }

    /// `TableCellDetail` styles the detail label of `TableCell` cells; `fdlFUIObjectView_headlineLabel`
    /// the headline label of every `FUIObjectView`: each becomes a sub-element of its base style that
    /// applies the derived class.
    private mutating func linkParts(of selector: String, at location: SourceLocation) {
      guard linked.insert(selector).inserted else { return }
      if fiori, selector.hasPrefix("fdl"), let underscore = selector.firstIndex(of: "_") {
        let component = String(selector[selector.index(selector.startIndex, offsetBy: 3)..<underscore])
        let part = String(selector[selector.index(after: underscore)...])
        guard !component.isEmpty, !part.isEmpty else { return }
        let body = StyleBody(subElements: [
          SubElement(PropertyName(part), StyleBody(parents: [StyleReference(selector, at: location)]), at: location)
        ])
        rules.append(StyleRule(.type(TargetType(component)), body, at: location))
        return
      }
      for derived in NSSProperties.derivedClasses where selector.hasSuffix(derived.suffix) && selector.count > derived.suffix.count {
        let base = String(selector.dropLast(derived.suffix.count))
        var parents = [StyleReference(selector, at: location)]
        if let type = derived.base { parents.insert(StyleReference(type.rawValue, lookup: .type, at: location), at: 0) }
        let body = StyleBody(subElements: [SubElement(derived.part, StyleBody(parents: parents), at: location)])
        rules.append(StyleRule(identity(of: base), body, at: location))
        return
      }
    }

    private mutating func reportUnpairedGradients() {
      for halves in gradients.values where !halves.paired {
        if let top = halves.top {
          diagnostics.append(
            .error(
              .nssGradient,
              "background-color-top needs background-color-bottom for the same class (NUI passes no colour and the gradient is undefined); the gradient is not applied",
              at: top.location, fixIt: "add background-color-bottom"))
        }
        if let bottom = halves.bottom {
          diagnostics.append(
            .error(
              .nssGradient,
              "background-color-bottom needs background-color-top for the same class (NUI passes no colour and the gradient is undefined); the gradient is not applied",
              at: bottom.location, fixIt: "add background-color-top"))
        }
      }
    }

    // MARK: - Fonts

    /// NUI's system-font keywords (nss.md §2.1 FontName).
    static let systemFontKeywords: Set<String> = [
      "system", "boldSystem", "italicSystem", "blackSystem", "heavySystem", "lightSystem", "mediumSystem",
      "semiboldSystem", "thinSystem", "ultraLightSystem",
    ]

    private mutating func checkFont(_ value: NSSDocument.Value) {
      if let variable = value.variable {
        fontVariables.insert(variable)
        return
      }
      guard !Builder.systemFontKeywords.contains(value.text), !SystemFonts.contains(value.text) else { return }
      let closest = SystemFonts.closest(to: value.text) + Suggestions.closest(to: value.text, among: Builder.systemFontKeywords)
      diagnostics.append(
        .warning(
          .nssUnknownFont,
          "'\(value.text)' is neither a NUI system-font keyword (system, boldSystem, …) nor an iOS font; unless the app bundles it, NUI gets no font (labels keep the system font, bar titles crash)",
          at: value.location, fixIt: Suggestions.phrase(Array(closest.prefix(3)))))
    }

    private mutating func checkFontVariables() {
      for case .definition(let definition) in document.items where fontVariables.contains(definition.name) {
        if definition.value.variable == nil { checkFont(definition.value) }
      }
    }
  }
}

extension StyleBody {
  /// Adds a declaration in the state its property suffix named (`-selected-highlighted`: the
  /// highlighted state nested in the selected one).
  mutating func insert(_ declaration: Declaration, states: [StateName]) {
    guard let first = states.first else {
      declarations.append(declaration)
      return
    }
    if let index = self.states.firstIndex(where: { $0.name == first }) {
      self.states[index].body.insert(declaration, states: Array(states.dropFirst()))
    } else {
      var body = StyleBody()
      body.insert(declaration, states: Array(states.dropFirst()))
      self.states.append(StateBlock(first, body, at: declaration.location))
    }
  }

  /// Removes the declarations of `property` in the state `states` names.
  mutating func remove(_ property: PropertyName, states: [StateName]) {
    guard let first = states.first else {
      declarations.removeAll { $0.property == property }
      return
    }
    if let index = self.states.firstIndex(where: { $0.name == first }) {
      self.states[index].body.remove(property, states: Array(states.dropFirst()))
    }
  }

  /// Renames a property here and in every state.
  mutating func rename(_ property: PropertyName, to newName: PropertyName) {
    for index in declarations.indices where declarations[index].property == property {
      declarations[index].property = newName
    }
    for index in states.indices { states[index].body.rename(property, to: newName) }
  }
}

import LiveryCore

extension NSSReader {
  /// Turns a parsed NSS document into rules and constants (the `nui` and `sapfiori` dialects).
  struct Builder {
    let document: NSSDocument
    let file: SourceFile
    let fiori: Bool
    /// SAP's SwiftUI dialect (`fiori-swiftui`): its properties, state suffixes and colours.
    let swiftUI: Bool
    private var diagnostics: [Diagnostic] = []
    private var rules: [StyleRule] = []
    private var constants: [Constant] = []
    private var typeAliases = NSSProperties.typeAliases
    /// Conditions of each `@media` block, computed once.
    private var mediaConditions: [Conditions] = []
    /// Gradient halves waiting for their partner, per selector list, block and state path.
    private var gradients: [GradientKey: GradientHalves] = [:]
    /// Numbers for gradient keys: single selectors by their bytes, selector lists by their text,
    /// state paths by their names.
    private var selectorNames = Interner()
    private var selectorLists: [String: Int] = [:]
    private var statePaths: [String: Int] = [:]
    /// Font-name values by their bytes: 1 a known font, 2 an unknown one, 3 a variable already noted.
    private var fontValues = Interner()
    private var fontVerdicts: [UInt8] = []
    /// Selectors already given their part links.
    private var linked: Set<String> = []
    /// Variables used as font names, to check their definitions' values.
    private var fontVariables: Set<String> = []
    /// Per interned property name: its index in `properties` (-1: not a NUI property; Int.min: not
    /// looked at yet).
    private var propertyIndex: [Int] = []
    private var properties: [PropertyInfo] = []
    /// Per canonical property and state ("slot"): the last rule that set it, whether with `-normal`,
    /// and where — so repeats in a rule are found without a dictionary per rule.
    private var slotNumbers: [String: Int] = [:]
    private var slotRule: [Int] = []
    private var slotNormal: [Bool] = []
    private var slotLocation: [SourceLocation] = []
    private var ruleSerial = 0
    /// Font names already checked, and whether they exist.
    private var knownFonts: [String: Bool] = [:]
    /// "did you mean" searches left for unknown properties and fonts.
    private var propertySuggestions = Suggestions.Budget()
    private var fontSuggestions = Suggestions.Budget()
    /// Selectors whose `background-color-<state>` are solid-colour background images.
    private var solidImageSelectors: Set<String> = []

    struct GradientKey: Hashable {
      /// The rule's selector list, numbered.
      let selectors: Int
      let media: Int32
      /// The state path, numbered.
      let states: Int
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

    init(document: NSSDocument, file: SourceFile, dialect: Dialect) {
      self.document = document
      self.file = file
      fiori = dialect == .sapfiori
      swiftUI = dialect == .fioriSwiftUI
    }

    /// The dialect being read.
    var dialect: Dialect { swiftUI ? .fioriSwiftUI : fiori ? .sapfiori : .nui }

    mutating func build() -> Stylesheet {
      mediaConditions = document.mediaBlocks.map { conditions(for: $0) }
      findSolidImageSelectors()
      rules.reserveCapacity(document.selectorTokens.count + document.selectorTokens.count / 8)
      var overrides: [Int: [FioriOverride]] = [:]
      var order: [Int] = []
      for item in document.items {
        switch item {
        case .definition(let index):
          let definition = document.definitions[index]
          let name = document.name(of: definition)
          let location = document.location(definition.name)
          let valueLocation = document.location(of: definition.value)
          if fiori, NSSReader.isPaletteKey(name) {
            let block = Int(definition.media) + 1
            if overrides[block] == nil { order.append(block) }
            // NUI keeps the last definition of a name; so does the fork.
            overrides[block, default: []].removeAll { $0.key == name }
            guard let value = paletteColor(definition.value) else { continue }
            overrides[block, default: []].append(
              FioriOverride(
                key: name, value: value, location: location, valueLocation: valueLocation))
          } else {
            constants.append(
              Constant(
                name, expression(definition.value, isDefinition: true),
                conditions: definition.media >= 0
                  ? mediaConditions[Int(definition.media)] : .always, at: location,
                valueAt: valueLocation))
          }
        case .rule(let index):
          add(document.rules[index])
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
      // SAP's SwiftUI reader takes `//` comments and quoted text: no NUI-compatibility warnings.
      let lexical =
        swiftUI
        ? document.diagnostics.filter { $0.code != .nssNUIIncompatible } : document.diagnostics
      var sheet = Stylesheet(
        file: file.id, source: file, format: dialect.format,
        dialect: NSSReader.valueDialect(dialect), rules: rules,
        constants: constants,
        typeAliases: typeAliases, diagnostics: lexical + diagnostics)
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
            idiom =
              option.value.lowercased() == "iphone"
              ? "phone" : option.value.lowercased() == "ipad" ? "pad" : option.value
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
              at: option.location,
              fixIt:
                "use (device:iphone|ipad) or (orientation:portrait|landscape), or set --env \(option.key)=\(option.value)"
            ))
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
      let location = document.location(of: value)
      switch NSSLiteralReader(fiori: true).color(text, at: location, remarks: &remarks) {
      case .success(let color):
        diagnostics += remarks.map { $0.remark(at: location) }
        return .typed(.color(color))
      case .failure(let error):
        diagnostics.append(
          .error(
            .valueType, "a palette colour must be a colour: \(error.message)", at: location,
            fixIt: error.hint))
        return nil
      }
    }

    /// A value as an expression: a whole-value variable is a reference (NUI substitutes only those);
    /// in the Fiori dialect a palette name is a reference to the palette; anything else is text.
    private mutating func expression(_ value: NSSDocument.Value, isDefinition: Bool)
      -> ValueExpression
    {
      if let variable = document.variable(of: value) {
        if isDefinition {
          diagnostics.append(
            .note(
              .nssCompatibility,
              "NUI does not chain variables: there this variable's value is the text '@\(variable)', which is no value at all; Livery follows the reference",
              at: document.location(of: value)))
        }
        return .reference(.constant(variable))
      }
      let text = document.text(of: value)
      if let embedded = document.embeddedVariable(of: value) {
        diagnostics.append(
          .warning(
            .nssVariable,
            "NUI replaces a variable only when it is the whole value, so '\(text)' keeps '\(document.text(embedded))' as text (Livery does the same)",
            at: document.location(embedded)))
      }
      let isColourName =
        swiftUI
        ? NSSLiteralReader.swiftUIColors[text] != nil : NSSLiteralReader.namedColors[text] != nil
      if fiori || swiftUI, !isColourName {
        // SAP's SwiftUI reader names a palette colour's scheme after `_`, as FioriThemeManager
        // does (`primaryLabel_lightConstant`, `tintColor_deviceInverse`).
        if swiftUI, let underscore = text.lastIndex(of: "_"),
          case let style = String(text[..<underscore]), FioriPalette.isStyle(style),
          let suffix = FioriThemeManagerReader.schemes[
            String(text[text.index(after: underscore)...])]
        {
          return .reference(.constant(style + suffix))
        }
        let (style, background) = FioriPalette.split(text)
        if FioriPalette.isStyle(style), background != nil || style == text {
          return .reference(.constant(text))
        }
      }
      return .string(text)
    }

    // MARK: - Rules

    private mutating func add(_ rule: NSSDocument.RuleSet) {
      let conditions = rule.media >= 0 ? mediaConditions[Int(rule.media)] : .always
      var body = StyleBody()
      body.declarations.reserveCapacity(rule.declarations.count)
      // SwiftUI colour names' dark values (SAP's SwiftUI dialect).
      var darkBody = StyleBody()
      ruleSerial += 1
      var halves:
        [(statesKey: Int, states: [StateName], top: GradientHalf?, bottom: GradientHalf?)] = []
      var superseded: Set<SourceLocation> = []
      // `background-color` with `background-color-normal`: NUI sets the view's colour to the first
      // and each state's background image (a 1×1 image of the colour) to the suffixed ones. Both
      // are kept then: the plain one as `backgroundColor`, the suffixed ones as solid-colour
      // `backgroundImage`s in their states (nss.md §2.1, NUI's testBackgroundColor).
      // Decided per selector over the whole sheet (NUI merges a class's blocks).
      let backgroundImages =
        !solidImageSelectors.isEmpty
        && document.selectors(of: rule).contains { solidImageSelectors.contains(document.text($0)) }
      var images: [(declaration: Declaration, states: [StateName])] = []
      for declaration in document.declarations(of: rule) {
        let id = info(of: declaration)
        guard id >= 0 else {
          unknownProperty(declaration, into: &body)
          continue
        }
        if backgroundImages, properties[id].canonical == .backgroundColor,
          properties[id].role == .plain,
          properties[id].explicitNormal || !properties[id].states.isEmpty
        {
          let location = document.location(declaration.name)
          let valueLocation = document.location(of: declaration.value)
          let image = Declaration(
            .backgroundImage,
            .map([
              .init(
                "solidColor", expression(declaration.value, isDefinition: false), at: valueLocation)
            ]),
            at: location, valueAt: valueLocation)
          if let earlier = images.last(where: { $0.states == properties[id].states }) {
            diagnostics.append(
              .warning(
                .duplicateKey,
                "'\(document.name(of: declaration))' sets the background image of this state again in this rule; the later value wins",
                at: location,
                notes: [.init("the earlier value is here", at: earlier.declaration.location)]))
          }
          images.append((image, properties[id].states))
          continue
        }
        // Plain fields read in place: copying the whole entry would retain its strings.
        let role = properties[id].role
        let slot = properties[id].slot
        let explicitNormal = properties[id].explicitNormal
        let location = document.location(declaration.name)
        if role != .plain {
          let half = GradientHalf(value: declaration.value, location: location)
          let statesKey = properties[id].statesKey
          if let index = halves.firstIndex(where: { $0.statesKey == statesKey }) {
            if role == .gradientTop {
              halves[index].top = half
            } else {
              halves[index].bottom = half
            }
          } else {
            let states = properties[id].states
            halves.append(
              role == .gradientTop ? (statesKey, states, half, nil) : (statesKey, states, nil, half)
            )
          }
          continue
        }
        // A property already set in this rule: same canonical property and state.
        if slotRule[slot] == ruleSerial {
          if slotNormal[slot] != explicitNormal {
            // `background-color` and `background-color-normal`: the `-normal` one is drawn on top.
            if slotNormal[slot] { continue }
          } else {
            diagnostics.append(
              .warning(
                .duplicateKey,
                "'\(document.name(of: declaration))' sets \(properties[id].canonical) again in this rule; the later value wins",
                at: location, notes: [.init("the earlier value is here", at: slotLocation[slot])]))
          }
          // Removed in one pass after the rule: a rule repeating a property 100,000 times stays linear.
          superseded.insert(slotLocation[slot])
        }
        slotRule[slot] = ruleSerial
        slotNormal[slot] = explicitNormal
        slotLocation[slot] = location
        if properties[id].checksFont { checkFont(declaration.value) }
        if properties[id].isHorizontalAlign {
          diagnostics.append(
            .note(
              .nssCompatibility,
              "NUI's TextField renderer reads 'horizontal-align' but never applies it (a bug: text stays left-aligned); Livery applies it",
              at: location))
        }
        var output = Declaration(
          properties[id].canonical, expression(declaration.value, isDefinition: false),
          at: location,
          valueAt: document.location(of: declaration.value))
        // SwiftUI's colour names differ light and dark: the light colour here, the dark one in a
        // `colorScheme=dark` variant of the rule.
        if swiftUI,
          let colors = NSSLiteralReader.swiftUIColors[document.text(of: declaration.value)]
        {
          output.value = .typed(.color(colors.light))
          if colors.dark != colors.light {
            var dark = output
            dark.value = .typed(.color(colors.dark))
            darkBody.insert(dark, states: properties[id].states)
          }
        }
        if properties[id].states.isEmpty {
          body.declarations.append(output)
        } else {
          body.insert(output, states: properties[id].states)
        }
        // SAP's SwiftUI reader draws `border-color` as SwiftUI's `.border`: 1 point wide (the
        // dialect has no width of its own).
        if swiftUI, properties[id].canonical == "borderColor" {
          body.insert(
            Declaration("borderWidth", .number(1), at: location, valueAt: location),
            states: properties[id].states)
        }
      }
      if !superseded.isEmpty { body.removeDeclarations(at: superseded) }
      // First in their blocks, in source order: NUI's `background-image` for a state wins over them.
      for image in images.reversed() {
        body.insert(image.declaration, states: image.states, first: true)
      }
      if !halves.isEmpty { pairGradients(halves, rule: rule, into: &body) }
      for selector in document.selectors(of: rule) {
        let name = document.text(selector)
        let location = document.location(selector)
        let identity = self.identity(of: name)
        // SAP's SwiftUI reader keeps only the last block of a selector: an earlier one is replaced
        // whole (NUI merges them).
        if swiftUI, let earlier = rules.first(where: { $0.identity == identity })?.location {
          rules.removeAll { $0.identity == identity }
          diagnostics.append(
            .warning(
              .duplicateKey,
              "'\(name)' is defined again: SAP's SwiftUI reader keeps only this block, and so does Livery (the earlier one is dropped whole)",
              at: location, notes: [.init("the earlier block is here", at: earlier)]))
        }
        if case .type(let type) = identity, type == "Button" || type == "BarButtonItem" {
          // NUI's Button renderer reads text-align as the content alignment (nss.md §2.1).
          var buttonBody = body
          buttonBody.rename("textAlignment", to: "contentHorizontalAlignment")
          rules.append(StyleRule(identity, buttonBody, conditions: conditions, at: location))
        } else if case .named = identity {
          // A class may be applied to any component: NUI's Button renderer reads its text-align
          // (through the whole class chain) as the content alignment, the others as the text's.
          rules.append(
            StyleRule(identity, body.addingContentAlignment(), conditions: conditions, at: location)
          )
        } else {
          rules.append(StyleRule(identity, body, conditions: conditions, at: location))
        }
        // After the rule: variants apply in document order (`lastDefined`).
        if !darkBody.isEmpty {
          rules.append(
            StyleRule(
              identity, darkBody,
              conditions: Conditions(conditions.all + [.equals(.colorScheme, "dark")]),
              at: location))
        }
        linkParts(of: name, at: location)
      }
    }

    /// The selectors whose blocks, together, set both `background-color` and
    /// `background-color-normal`: NUI gives those the view's colour and per-state 1×1 background
    /// images, and Livery keeps both (nss.md §2.1, NUI's testBackgroundColor).
    private mutating func findSolidImageSelectors() {
      var plain: Set<String> = []
      var normal: Set<String> = []
      for rule in document.rules {
        var hasPlain = false
        var hasNormal = false
        for declaration in document.declarations(of: rule) {
          let id = info(of: declaration)
          guard id >= 0, properties[id].canonical == .backgroundColor, properties[id].role == .plain
          else { continue }
          if properties[id].explicitNormal {
            hasNormal = true
          } else if properties[id].states.isEmpty {
            hasPlain = true
          }
        }
        guard hasPlain || hasNormal else { continue }
        for selector in document.selectors(of: rule) {
          let name = document.text(selector)
          if hasPlain { plain.insert(name) }
          if hasNormal { normal.insert(name) }
        }
      }
      solidImageSelectors = plain.intersection(normal)
    }

    /// What a property name means, for the builder: worked out once per distinct name.
    private struct PropertyInfo {
      let canonical: PropertyName
      let states: [StateName]
      let role: NSSProperties.Meaning.Role
      let explicitNormal: Bool
      /// One number per canonical property and state, for finding repeats in a rule.
      let slot: Int
      let checksFont: Bool
      let isHorizontalAlign: Bool
      /// One number per state path.
      let statesKey: Int
    }

    /// The index of a declaration's property in `properties`, or -1 for a name NUI does not read.
    private mutating func info(of declaration: NSSDocument.Declaration) -> Int {
      let id = Int(declaration.property)
      if id < propertyIndex.count, propertyIndex[id] != Int.min { return propertyIndex[id] }
      if id >= propertyIndex.count {
        propertyIndex += Array(repeating: Int.min, count: id - propertyIndex.count + 1)
      }
      let name = document.name(of: declaration)
      guard let meaning = NSSProperties.meaning(of: name, dialect: dialect) else {
        propertyIndex[id] = -1
        return -1
      }
      let slotKey =
        meaning.canonical.rawValue + "|" + meaning.states.map(\.rawValue).joined(separator: "+")
      let slot = slotNumbers[slotKey] ?? slotNumbers.count
      if slot == slotNumbers.count {
        slotNumbers[slotKey] = slot
        slotRule.append(0)
        slotNormal.append(false)
        slotLocation.append(.startOf(file.id))
      }
      let statePath = meaning.states.map(\.rawValue).joined(separator: "+")
      let statesKey = statePaths[statePath] ?? statePaths.count
      if statesKey == statePaths.count { statePaths[statePath] = statesKey }
      properties.append(
        PropertyInfo(
          canonical: meaning.canonical, states: meaning.states, role: meaning.role,
          explicitNormal: meaning.explicitNormal,
          slot: slot, checksFont: meaning.canonical == "fontName",
          isHorizontalAlign: name == "horizontal-align",
          statesKey: statesKey))
      propertyIndex[id] = properties.count - 1
      return properties.count - 1
    }

    /// Top and bottom halves, paired with the halves earlier rules of the same selectors left open.
    private mutating func pairGradients(
      _ halves: [(statesKey: Int, states: [StateName], top: GradientHalf?, bottom: GradientHalf?)],
      rule: NSSDocument.RuleSet, into body: inout StyleBody
    ) {
      // The selector list as a number: one selector by its interned bytes, several by their text.
      let selectors = document.selectors(of: rule)
      let selectorKey: Int
      if selectors.count == 1 {
        let token = document.tokens[Int(selectors.first!)]
        selectorKey = Int(
          document.bytes.withUnsafeBufferPointer {
            selectorNames.intern($0, Int(token.start), Int(token.end))
          })
      } else {
        let text = selectors.map { document.text($0) }.joined(separator: ",")
        let number = selectorLists[text] ?? selectorLists.count
        if number == selectorLists.count { selectorLists[text] = number }
        selectorKey = -1 - number
      }
      for pair in halves {
        let key = GradientKey(selectors: selectorKey, media: rule.media, states: pair.statesKey)
        var pending = gradients[key] ?? GradientHalves()
        if let top = pair.top { pending.top = top }
        if let bottom = pair.bottom { pending.bottom = bottom }
        if let top = pending.top, let bottom = pending.bottom {
          pending.paired = true
          let value = ValueExpression.list([
            .init(expression(top.value, isDefinition: false), at: document.location(of: top.value)),
            .init(
              expression(bottom.value, isDefinition: false), at: document.location(of: bottom.value)
            ),
          ])
          body.insert(
            Declaration(
              "backgroundGradient", value, at: max(top.location, bottom.location),
              valueAt: document.location(of: top.value)),
            states: pair.states)
        }
        gradients[key] = pending
      }
    }

    private mutating func unknownProperty(
      _ declaration: NSSDocument.Declaration, into body: inout StyleBody
    ) {
      let name = document.name(of: declaration)
      let location = document.location(declaration.name)
      let closest =
        propertySuggestions.allows()
        ? Suggestions.closest(
          to: name,
          among: swiftUI
            ? Array(NSSProperties.swiftUINames.keys)
            : Array(NSSProperties.canonicalNames.keys)
              + (fiori ? Array(NSSProperties.fioriNames.keys) : []))
        : []
      let canonical = NSSProperties.camelCased(name)
      let reader = swiftUI ? "SAP's SwiftUI reader" : "NUI"
      diagnostics.append(
        .warning(
          .nssUnknownProperty,
          "'\(name)' is not a property \(reader) reads; Livery keeps it as '\(canonical)' for custom appliers",
          at: location, fixIt: Suggestions.phrase(closest)))
      body.declarations.append(
        Declaration(
          canonical, expression(declaration.value, isDefinition: false), at: location,
          valueAt: document.location(of: declaration.value)))
    }

    /// A default class is its type's style; `fdl<Component>` (SAP Fiori) is the component's; any
    /// other class is a named style.
    private mutating func identity(of selector: String) -> StyleIdentity {
      if NSSProperties.mayBeDefaultClass(selector),
        let type = NSSProperties.defaultClasses[selector]
      {
        return .type(type)
      }
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
      let isFDL = fiori && selector.utf8.starts(with: "fdl".utf8)
      // Derived classes end in 'l' (Detail), 'w' (ContentView) or 'r' (ScopeBar): test that first.
      let last = selector.utf8.last
      guard
        isFDL
          || ((last == UInt8(ascii: "l") || last == UInt8(ascii: "w") || last == UInt8(ascii: "r"))
            && NSSProperties.derivedClasses.contains(where: { selector.hasSuffix($0.suffix) })),
        linked.insert(selector).inserted
      else { return }
      if isFDL, let underscore = selector.firstIndex(of: "_") {
        let component = String(
          selector[selector.index(selector.startIndex, offsetBy: 3)..<underscore])
        let part = String(selector[selector.index(after: underscore)...])
        guard !component.isEmpty, !part.isEmpty else { return }
        let body = StyleBody(subElements: [
          SubElement(
            PropertyName(part), StyleBody(parents: [StyleReference(selector, at: location)]),
            at: location)
        ])
        rules.append(StyleRule(.type(TargetType(component)), body, at: location))
        return
      }
      for derived in NSSProperties.derivedClasses
      where selector.hasSuffix(derived.suffix) && selector.count > derived.suffix.count {
        let base = String(selector.dropLast(derived.suffix.count))
        var parents = [StyleReference(selector, at: location)]
        if let type = derived.base {
          parents.insert(StyleReference(type.rawValue, lookup: .type, at: location), at: 0)
        }
        let body = StyleBody(subElements: [
          SubElement(derived.part, StyleBody(parents: parents), at: location)
        ])
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
      "system", "boldSystem", "italicSystem", "blackSystem", "heavySystem", "lightSystem",
      "mediumSystem",
      "semiboldSystem", "thinSystem", "ultraLightSystem",
    ]

    private mutating func checkFont(_ value: NSSDocument.Value) {
      // A one-token value is judged once per spelling, by its bytes (a sheet repeats a few fonts
      // thousands of times).
      var id = -1
      if value.end - value.first == 1 {
        let token = document.tokens[Int(value.first)]
        id = Int(
          document.bytes.withUnsafeBufferPointer {
            fontValues.intern($0, Int(token.start), Int(token.end))
          })
        if id >= fontVerdicts.count { fontVerdicts.append(0) }
        if fontVerdicts[id] == 1 || fontVerdicts[id] == 3 { return }
      }
      if let variable = document.variable(of: value) {
        fontVariables.insert(variable)
        if id >= 0 { fontVerdicts[id] = 3 }
        return
      }
      let text = document.text(of: value)
      let known: Bool
      if id >= 0, fontVerdicts[id] == 2 {
        known = false
      } else if let cached = knownFonts[text] {
        known = cached
      } else {
        known = Builder.systemFontKeywords.contains(text) || SystemFonts.contains(text)
        knownFonts[text] = known
      }
      if id >= 0 { fontVerdicts[id] = known ? 1 : 2 }
      guard !known else { return }
      let closest =
        fontSuggestions.allows()
        ? SystemFonts.closest(to: text)
          + Suggestions.closest(to: text, among: Builder.systemFontKeywords) : []
      diagnostics.append(
        .warning(
          .nssUnknownFont,
          "'\(text)' is neither a NUI system-font keyword (system, boldSystem, …) nor an iOS font; unless the app bundles it, NUI gets no font (labels keep the system font, bar titles crash)",
          at: document.location(of: value), fixIt: Suggestions.phrase(Array(closest.prefix(3)))))
    }

    private mutating func checkFontVariables() {
      for definition in document.definitions
      where fontVariables.contains(document.name(of: definition)) {
        if document.variable(of: definition.value) == nil { checkFont(definition.value) }
      }
    }
  }
}

extension StyleBody {
  /// Adds a declaration in the state its property suffix named (`-selected-highlighted`: the
  /// highlighted state nested in the selected one).
  /// Adds a declaration in the state block `states` names (made when missing): last, or first so
  /// that any other declaration of its property in that block wins over it.
  mutating func insert(_ declaration: Declaration, states: [StateName], first: Bool = false) {
    insert(declaration, states: states[...], first: first)
  }

  private mutating func insert(
    _ declaration: Declaration, states: ArraySlice<StateName>, first: Bool
  ) {
    guard let state = states.first else {
      if first { declarations.insert(declaration, at: 0) } else { declarations.append(declaration) }
      return
    }
    if let index = self.states.firstIndex(where: { $0.name == state }) {
      self.states[index].body.insert(declaration, states: states.dropFirst(), first: first)
    } else {
      var body = StyleBody()
      body.insert(declaration, states: states.dropFirst(), first: first)
      self.states.append(StateBlock(state, body, at: declaration.location))
    }
  }

  /// Removes the declarations made at these locations, here and in every state.
  mutating func removeDeclarations(at locations: Set<SourceLocation>) {
    declarations.removeAll { locations.contains($0.location) }
    for index in states.indices { states[index].body.removeDeclarations(at: locations) }
  }

  /// The body with a `contentHorizontalAlignment` beside each `textAlignment`, the same value from
  /// the same place: what a class's `text-align` means on a button (nss.md §2.1).
  func addingContentAlignment() -> StyleBody {
    guard declarations.contains(where: { $0.property == "textAlignment" }) || !states.isEmpty else {
      return self
    }
    var copy = self
    // Right after its text-align, so source order against `horizontal-align` still decides.
    copy.declarations = declarations.flatMap { declaration -> [Declaration] in
      guard declaration.property == "textAlignment" else { return [declaration] }
      var alignment = declaration
      alignment.property = "contentHorizontalAlignment"
      return [declaration, alignment]
    }
    for index in copy.states.indices {
      copy.states[index].body = copy.states[index].body.addingContentAlignment()
    }
    return copy
  }

  /// Renames a property here and in every state.
  mutating func rename(_ property: PropertyName, to newName: PropertyName) {
    for index in declarations.indices where declarations[index].property == property {
      declarations[index].property = newName
    }
    for index in states.indices { states[index].body.rename(property, to: newName) }
  }
}

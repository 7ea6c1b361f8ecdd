import LiveryCore
import LiveryTestSupport
import Testing

@Suite("Resolver: which styles a component gets (semantics §4)")
struct StyleSelectionTests {
  @Test("a component with no style names gets its type style")
  func typeStyle() {
    var b = IRBuilder("selection.ir")
    let theme = compile(b.sheet([b.type("Button", [b.decl("tintColor", .string("#ff0000"))])]))
    let style = theme.resolve(StyleQuery(for: "Button"))
    #expect(style.isResolved)
    #expect(style["tintColor"] == color("#ff0000"))
  }

  @Test("a named style does not implicitly include the type style")
  func namedStyleExcludesTypeStyle() {
    var b = IRBuilder("selection.ir")
    let theme = compile(
      b.sheet([
        b.type(
          "Button", [b.decl("tintColor", .string("red")), b.decl("cornerRadius", .number(4))]),
        b.named("Primary", [b.decl("tintColor", .string("blue"))]),
      ]))
    let style = theme.resolve(StyleQuery(for: "Button", named: ["Primary"]))
    #expect(style["tintColor"] == color("blue"))
    #expect(style.value(of: "cornerRadius") == nil)
  }

  @Test("a named style gets the type style through an explicit parent")
  func namedStyleWithTypeParent() {
    var b = IRBuilder("selection.ir")
    let theme = compile(
      b.sheet([
        b.type(
          "Button", [b.decl("tintColor", .string("red")), b.decl("cornerRadius", .number(4))]),
        b.named(
          "Primary", [b.decl("tintColor", .string("blue"))],
          parents: [b.parent("Button", lookup: .type)]),
      ]))
    let style = theme.resolve(StyleQuery(for: "Button", named: ["Primary"]))
    #expect(style["tintColor"] == color("blue"))
    #expect(style.value(of: "cornerRadius") == .number(4))
  }

  @Test("with several style names the rightmost wins per property")
  func rightmostNameWins() {
    var b = IRBuilder("selection.ir")
    let theme = compile(
      b.sheet([
        b.named("A", [b.decl("tintColor", .string("red")), b.decl("borderWidth", .number(1))]),
        b.named("B", [b.decl("tintColor", .string("blue"))]),
      ]))
    let ab = theme.resolve(StyleQuery(named: ["A", "B"]))
    #expect(ab["tintColor"] == color("blue"))
    #expect(ab.value(of: "borderWidth") == .number(1))
    let ba = theme.resolve(StyleQuery(named: ["B", "A"]))
    #expect(ba["tintColor"] == color("red"))
  }

  @Test("an unknown style name alone resolves nothing and suggests the closest names")
  func unknownStyleName() {
    var b = IRBuilder("selection.ir")
    let theme = compile(
      b.sheet([b.named("Button", [b.decl("tintColor", .string("red"))]), b.named("Label")]))
    let style = theme.resolve(StyleQuery(named: ["Buttn"]))
    #expect(!style.isResolved)
    #expect(style.properties.isEmpty)
    #expect(style.diagnostics.map(\.code) == [.unknownStyle])
    #expect(style.diagnostics.first?.severity == .error)
    #expect(style.diagnostics.first?.message == "no style is named 'Buttn'; nothing was applied")
    #expect(style.diagnostics.first?.fixIt == "did you mean 'Button'?")
  }

  @Test(
    "a chain applies the names that exist; an unknown one is a warning (NUI skips it, nss.md case 27)"
  )
  func partialChain() {
    var b = IRBuilder("chain.ir")
    let theme = compile(b.sheet([b.named("VanillaCell", [b.decl("tintColor", .string("red"))])]))
    let style = theme.resolve(StyleQuery(named: ["VanilaCell", "VanillaCell"]))
    #expect(style.isResolved)
    #expect(style.value(of: .tintColor) == color("red"))
    #expect(style.diagnostics.map(\.severity) == [.warning])
    #expect(
      style.diagnostics.first?.message == "no style is named 'VanilaCell'; the other styles apply")
    #expect(style.diagnostics.first?.fixIt == "did you mean 'VanillaCell'?")
    // A component type with no style in this theme is no mistake: there is just nothing to apply.
    let typed = theme.resolve(StyleQuery(named: ["TableViewCell", "VanillaCell"]))
    #expect(typed.isResolved && typed.diagnostics.isEmpty)
    #expect(typed.value(of: .tintColor) == color("red"))
    let onlyType = theme.resolve(StyleQuery(named: ["TableViewCell"]))
    #expect(onlyType.isResolved && onlyType.properties.isEmpty && onlyType.diagnostics.isEmpty)
  }

  @Test("type aliases declared by a format resolve to the catalog type")
  func typeAliases() {
    var b = IRBuilder("selection.ir")
    let theme = compile(
      b.sheet(
        [b.type("ListBoxItem", [b.decl("backgroundColor", .string("green"))])],
        aliases: ["ListBoxItem": "TableViewCell"]))
    #expect(theme.resolve(StyleQuery(for: "TableViewCell"))["backgroundColor"] == color("green"))
    #expect(theme.resolve(StyleQuery(for: "ListBoxItem"))["backgroundColor"] == color("green"))
  }

  @Test("a named style limited to a target type is preferred for that type")
  func namedStyleTargetType() {
    var b = IRBuilder("selection.ir")
    let theme = compile(
      b.sheet([
        b.named("Title", for: "Label", [b.decl("fontSize", .number(20))]),
        b.named("Title", for: "Button", [b.decl("fontSize", .number(14))]),
      ]))
    #expect(
      theme.resolve(StyleQuery(for: "Label", named: ["Title"])).value(of: "fontSize") == .number(20)
    )
    #expect(
      theme.resolve(StyleQuery(for: "Button", named: ["Title"])).value(of: "fontSize")
        == .number(14))
  }
}

@Suite("Resolver: layers and variants (semantics §3, §6)")
struct CascadeTests {
  @Test("a later layer overrides per property")
  func layerOverridePerProperty() {
    var base = IRBuilder("base.ir")
    var app = IRBuilder("app.ir")
    let theme = compile(
      Layer(
        "skin",
        stylesheets: [
          base.sheet([
            base.type(
              "Button",
              [base.decl("tintColor", .string("red")), base.decl("cornerRadius", .number(4))])
          ])
        ]),
      Layer(
        "app",
        stylesheets: [app.sheet([app.type("Button", [app.decl("tintColor", .string("blue"))])])]))
    let style = theme.resolve(StyleQuery(for: "Button"))
    #expect(style["tintColor"] == color("blue"))
    #expect(style.value(of: "cornerRadius") == .number(4))
    #expect(style.properties["tintColor"]?.provenance.layer == "app")
    #expect(style.properties["cornerRadius"]?.provenance.layer == "skin")
  }

  @Test("a later layer overrides per state per property")
  func layerOverridePerState() {
    var base = IRBuilder("base.ir")
    var app = IRBuilder("app.ir")
    let baseHighlighted = base.state(
      "highlighted",
      [base.decl("backgroundColor", .string("red")), base.decl("textColor", .string("white"))])
    let appHighlighted = app.state("Highlighted", [app.decl("backgroundColor", .string("blue"))])
    let theme = compile(
      Layer(
        "skin",
        stylesheets: [
          base.sheet([
            base.type(
              "Button", [base.decl("backgroundColor", .string("gray"))], states: [baseHighlighted])
          ])
        ]),
      Layer("app", stylesheets: [app.sheet([app.type("Button", states: [appHighlighted])])]))
    let normal = theme.resolve(StyleQuery(for: "Button"))
    #expect(normal["backgroundColor"] == color("gray"))
    let highlighted = normal.state("highlighted")
    #expect(highlighted?["backgroundColor"] == color("blue"))
    #expect(highlighted?["textColor"] == color("white"))
    let active = theme.resolve(StyleQuery(for: "Button", states: [.highlighted]))
    #expect(active["backgroundColor"] == color("blue"))
    #expect(active["textColor"] == color("white"))
  }

  @Test("the most specific variant wins; ties go to the later definition")
  func variantSpecificity() {
    var b = IRBuilder("variants.ir")
    let darkPad = Conditions([.equals(.colorScheme, "dark"), .equals(.idiom, "pad")])
    let theme = compile(
      b.sheet([
        b.type("Button", [b.decl("backgroundColor", .string("white"))]),
        b.type("Button", [b.decl("backgroundColor", .string("gray"))], when: darkPad),
        b.type(
          "Button", [b.decl("backgroundColor", .string("black"))],
          when: Conditions([.equals(.colorScheme, "dark")])),
        b.type(
          "Button", [b.decl("backgroundColor", .string("navy"))],
          when: Conditions([.equals(.colorScheme, "dark")])),
      ]))
    #expect(theme.resolve(StyleQuery(for: "Button"))["backgroundColor"] == color("white"))
    #expect(
      theme.resolve(StyleQuery(for: "Button", in: dark))["backgroundColor"]
        == color("navy"))
    let pad = dark.setting(.idiom, to: "pad")
    #expect(
      theme.resolve(StyleQuery(for: "Button", in: pad))["backgroundColor"]
        == color("gray"))
  }

  @Test("locale and OS version conditions match with fallback and prefixes")
  func localeAndVersion() {
    var b = IRBuilder("variants.ir")
    let theme = compile(
      b.sheet([
        b.type(
          "Label",
          [
            b.decl("text", .string("any")),
            b.decl("text", .string("german"), when: Conditions([.equals(.locale, "de")])),
            b.decl("text", .string("swiss"), when: Conditions([.equals(.locale, "de_CH")])),
            b.decl("fontSize", .number(12)),
            b.decl("fontSize", .number(13), when: Conditions([.equals(.osVersion, "9.3")])),
            b.decl(
              "fontSize", .number(17),
              when: Conditions([
                Condition(.osVersion, .versionRange(minimum: Version(parsing: "17"), maximum: nil))
              ])),
          ])
      ]))
    func label(_ environment: StyleEnvironment) -> ResolvedStyle {
      theme.resolve(StyleQuery(for: "Label", in: environment))
    }
    #expect(label(.default).value(of: "text") == .string("any"))
    #expect(label(.default.setting(.locale, to: "de_AT")).value(of: "text") == .string("german"))
    #expect(label(.default.setting(.locale, to: "de-ch")).value(of: "text") == .string("swiss"))
    #expect(label(.default.setting(.osVersion, to: "9.3.1")).value(of: "fontSize") == .number(13))
    #expect(label(.default.setting(.osVersion, to: "9.2")).value(of: "fontSize") == .number(12))
    #expect(label(.default.setting(.osVersion, to: "17.4")).value(of: "fontSize") == .number(17))
  }

  @Test("a layer attached to a variant applies only there, even over a later plain layer's absence")
  func layerVariant() {
    var base = IRBuilder("light.ir")
    var night = IRBuilder("dark.ir")
    let theme = compile(
      Layer(
        "app",
        stylesheets: [
          base.sheet([base.type("View", [base.decl("backgroundColor", .string("white"))])])
        ]),
      Layer(
        "dark",
        stylesheets: [
          night.sheet([night.type("View", [night.decl("backgroundColor", .string("black"))])])
        ],
        conditions: Conditions([.equals(.colorScheme, "dark")])))
    #expect(theme.resolve(StyleQuery(for: "View"))["backgroundColor"] == color("white"))
    #expect(
      theme.resolve(StyleQuery(for: "View", in: dark))["backgroundColor"]
        == color("black"))
  }

  @Test("constants override by name across layers and pick their variant")
  func constants() {
    var base = IRBuilder("base.ir")
    var app = IRBuilder("app.ir")
    let theme = compile(
      Layer(
        "skin",
        stylesheets: [
          base.sheet(
            [base.type("Button", [base.decl("tintColor", .reference(.constant("Accent")))])],
            constants: [
              base.constant("Accent", .string("blue")),
              base.constant(
                "Accent", .string("cyan"), when: Conditions([.equals(.colorScheme, "dark")])),
            ])
        ]),
      Layer(
        "app", stylesheets: [app.sheet([], constants: [app.constant("Accent", .string("orange"))])])
    )
    #expect(theme.resolve(StyleQuery(for: "Button"))["tintColor"] == color("orange"))
    #expect(
      theme.resolve(StyleQuery(for: "Button", in: dark))["tintColor"] == color("orange"))
    #expect(theme.constant(named: "Accent")?.value == .string("orange"))
    #expect(theme.constant(named: "Missing") == nil)
  }

  @Test("environments that differ only on axes no condition tests share one resolution")
  func untestedAxesShareOneResolution() {
    var b = IRBuilder("axes.ir")
    let theme = compile(
      b.sheet(
        [
          b.type(
            "Button",
            [b.decl("tintColor", .reference(.constant("Accent"))), b.decl("alpha", .number(0.5))]),
          b.type(
            "Button", [b.decl("alpha", .number(0.8))],
            when: Conditions([.equals(.colorScheme, "dark")])),
        ],
        constants: [b.constant("Accent", .string("#0000ff"))]))
    let phone = StyleQuery(for: "Button")
    let padEnvironment = StyleEnvironment.default.setting(.idiom, to: "pad")
      .setting(.dynamicTypeSize, to: "xxxLarge").setting(.locale, to: "de_CH")
    let pad = StyleQuery(for: "Button", in: padEnvironment)
    let padStyle = theme.resolve(pad)
    #expect(padStyle.query == pad, "the answer keeps the query as asked")
    #expect(padStyle.properties == theme.resolve(phone).properties)
    #expect(padStyle["tintColor"] == color("#0000ff"))
    let padDark = theme.resolve(
      pad.with(environment: padEnvironment.setting(.colorScheme, to: "dark")))
    #expect(padDark.value(of: "alpha") == .number(0.8), "the axis the theme tests still counts")
    #expect(theme.constant(named: "Accent", in: padEnvironment)?.value == .string("#0000ff"))
    #expect(theme.resolve(pad) === padStyle, "the iPad's answer is remembered as asked")
  }

  @Test(
    "an axis tested anywhere keeps queries on it apart: a rule, a declaration in a part or its state, a constant, a file, a layer, the skin"
  )
  func axesTestedAnywhereCount() {
    var b = IRBuilder("deep.ir")
    let pad = Conditions([.equals(.idiom, "pad")])
    let sheet = b.sheet(
      [
        b.named(
          "Card",
          [
            b.decl("cornerRadius", .reference(.constant("Radius"))),
            b.decl("shadowRadius", .reference(.constant("Shadow"))),
          ],
          subElements: [
            SubElement(
              "title",
              StyleBody(
                declarations: [
                  b.decl("alpha", .number(1)),
                  b.decl("borderWidth", .number(3), when: Conditions([.equals(.contrast, "high")])),
                ],
                states: [
                  b.state(
                    "highlighted",
                    [b.decl("alpha", .number(0.5)), b.decl("alpha", .number(0.2), when: pad)])
                ]),
              at: b.here())
          ]),
        b.named(
          "Card", [b.decl("shadowOpacity", .number(0.3))],
          when: Conditions([.equals(.layoutDirection, "righttoleft")])),
      ],
      constants: [
        b.constant("Radius", .number(4)),
        b.constant("Radius", .number(9), when: Conditions([.equals(.orientation, "landscape")])),
      ])
    var brand = IRBuilder("brand.ir")
    let brandSheet = brand.sheet(
      [brand.named("Card", [brand.decl("borderWidth", .number(2))])],
      when: Conditions([.equals(EnvironmentAxis("brand"), "acme")]))
    var gold = IRBuilder("gold.ir")
    let goldSheet = gold.sheet([gold.named("Card", [gold.decl("alpha", .number(0.9))])])
    var skin = IRBuilder("skin.ir")
    let skinSheet = skin.sheet(
      [],
      constants: [
        skin.constant("Shadow", .number(1)),
        skin.constant(
          "Shadow", .number(5), when: Conditions([.equals(.verticalSizeClass, "compact")])),
      ])
    let theme = Theme(layers: [
      Layer("skin", role: .skin, stylesheets: [skinSheet]),
      Layer("app", stylesheets: [sheet, brandSheet]),
      Layer(
        "gold", stylesheets: [goldSheet],
        conditions: Conditions([.equals(EnvironmentAxis("tier"), "gold")])),
    ]).compile()
    func card(_ axis: EnvironmentAxis? = nil, _ value: String = "") -> ResolvedStyle {
      theme.resolve(
        StyleQuery(named: ["Card"], in: axis.map { .default.setting($0, to: value) } ?? .default))
    }
    func title(_ axis: EnvironmentAxis? = nil, _ value: String = "") -> ResolvedStyle {
      theme.resolve(
        StyleQuery(named: ["Card"], in: axis.map { .default.setting($0, to: value) } ?? .default)
          .subElement("title"))
    }
    #expect(title(.idiom, "pad").state("highlighted")?.value(of: "alpha") == .number(0.2))
    #expect(title().state("highlighted")?.value(of: "alpha") == .number(0.5))
    #expect(title(.contrast, "high").value(of: "borderWidth") == .number(3))
    #expect(title().value(of: "borderWidth") == nil)
    #expect(card(.layoutDirection, "righttoleft").value(of: "shadowOpacity") == .number(0.3))
    #expect(card().value(of: "shadowOpacity") == nil)
    #expect(card(.orientation, "landscape").value(of: "cornerRadius") == .number(9))
    #expect(card().value(of: "cornerRadius") == .number(4))
    #expect(card(.verticalSizeClass, "compact").value(of: "shadowRadius") == .number(5))
    #expect(card().value(of: "shadowRadius") == .number(1))
    #expect(card(EnvironmentAxis("brand"), "acme").value(of: "borderWidth") == .number(2))
    #expect(card().value(of: "borderWidth") == nil)
    #expect(card(EnvironmentAxis("tier"), "gold").value(of: "alpha") == .number(0.9))
    #expect(card().value(of: "alpha") == nil)
  }

  @Test("a constant with no definition for the environment is a diagnostic naming its variants")
  func constantWithoutMatchingVariant() {
    var b = IRBuilder("variants.ir")
    let theme = compile(
      b.sheet(
        [b.type("Button", [b.decl("tintColor", .reference(.constant("Accent")))])],
        constants: [
          b.constant("Accent", .string("cyan"), when: Conditions([.equals(.colorScheme, "dark")]))
        ]))
    let light = theme.resolve(StyleQuery(for: "Button"))
    #expect(light.value(of: "tintColor") == nil)
    #expect(light.diagnostics.first?.message.contains("no definition of 'Accent' applies") == true)
    #expect(light.diagnostics.first?.code == .noMatchingVariant)
    // The environment is told on the axes the variants test, not on others (an iPad's idiom is
    // resolved as the default's, which the query did not ask for).
    let pad = theme.resolve(StyleQuery(for: "Button", in: .default.setting(.idiom, to: "pad")))
    #expect(
      pad.diagnostics.first?.message
        == "no definition of 'Accent' applies when colorScheme=light (it is defined for: colorScheme=dark)"
    )
    #expect(
      theme.resolve(StyleQuery(for: "Button", in: dark))["tintColor"] == color("cyan"))
  }
}

@Suite("Resolver: inheritance, states and references (semantics §5, §7)")
struct InheritanceTests {
  @Test("derived values win; states merge per property down the chain")
  func statesMergeDownTheChain() {
    var b = IRBuilder("inherit.ir")
    let theme = compile(
      b.sheet([
        b.named(
          "Base", [b.decl("backgroundColor", .string("gray")), b.decl("cornerRadius", .number(4))],
          states: [
            b.state(
              "highlighted",
              [b.decl("backgroundColor", .string("red")), b.decl("textColor", .string("white"))])
          ]),
        b.named(
          "Derived", [b.decl("backgroundColor", .string("green"))], parents: [b.parent("Base")],
          states: [b.state("highlighted", [b.decl("backgroundColor", .string("blue"))])]),
      ]))
    let style = theme.resolve(StyleQuery(named: ["Derived"]))
    #expect(style["backgroundColor"] == color("green"))
    #expect(style.value(of: "cornerRadius") == .number(4))
    let highlighted = style.state("highlighted")
    #expect(highlighted?["backgroundColor"] == color("blue"))
    #expect(highlighted?["textColor"] == color("white"))
  }

  @Test("nested states apply only inside their parent state")
  func nestedStates() {
    var b = IRBuilder("inherit.ir")
    let selected = b.state("selected", [b.decl("backgroundColor", .string("blue"))])
    let alternate = b.state(
      "alternate", [b.decl("backgroundColor", .string("gray"))],
      states: [b.state("selected", [b.decl("backgroundColor", .string("navy"))])])
    let theme = compile(
      b.sheet([
        b.named(
          "Cell", [b.decl("backgroundColor", .string("white"))], states: [selected, alternate])
      ]))
    func background(_ states: [StateName]) -> Value? {
      theme.resolve(StyleQuery(named: ["Cell"], states: states))["backgroundColor"]
    }
    #expect(background([]) == color("white"))
    #expect(background(["selected"]) == color("blue"))
    #expect(background(["alternate"]) == color("gray"))
    #expect(background(["alternate", "selected"]) == color("navy"))
  }

  @Test("when a state ends, properties only the state set are gone")
  func stateEnds() {
    var b = IRBuilder("inherit.ir")
    let theme = compile(
      b.sheet([
        b.named(
          "Button", states: [b.state("highlighted", [b.decl("backgroundColor", .string("red"))])])
      ]))
    #expect(
      theme.resolve(StyleQuery(named: ["Button"], states: [.highlighted]))["backgroundColor"]
        == color("red"))
    #expect(theme.resolve(StyleQuery(named: ["Button"])).value(of: "backgroundColor") == nil)
  }

  @Test("provenance gives the inheritance path, the layer, the state and the reference chain")
  func provenance() throws {
    var b = IRBuilder("provenance.ir")
    let sheet = b.sheet(
      [
        b.named(
          "Base", [b.decl("tintColor", .reference(.constant("Primary")))],
          states: [b.state("disabled", [b.decl("alpha", .number(0.5))])]),
        b.named("Button", parents: [b.parent("Base")]),
        b.named(
          "WarningButton", [b.decl("cornerRadius", .number(3))], parents: [b.parent("Button")]),
      ],
      constants: [
        b.constant("Primary", .reference(.constant("Blue"))),
        b.constant("Blue", .string("#0000ff")),
      ])
    let theme = compile(sheet)
    let style = theme.resolve(StyleQuery(named: ["WarningButton"], states: [.disabled]))
    let tint = try #require(style.properties["tintColor"])
    #expect(tint.value == color("#0000ff"))
    #expect(
      style.inheritancePath(for: tint) == [
        .named("WarningButton"), .named("Button"), .named("Base"),
      ])
    #expect(tint.provenance.layer == "app")
    #expect(tint.provenance.location == sheet.rules[0].body.declarations[0].location)
    #expect(tint.provenance.references.map(\.spelling) == ["Primary", "Blue"])
    #expect(tint.provenance.valueLocation == sheet.constants[1].valueLocation)
    let alpha = try #require(style.properties["alpha"])
    #expect(alpha.provenance.states == [.disabled])
    let radius = try #require(style.properties["cornerRadius"])
    #expect(style.inheritancePath(for: radius) == [.named("WarningButton")])
  }

  @Test(
    "a literal's provenance says what a reference's says, in states, nested states and inline parts"
  )
  func literalProvenanceEverywhereInARule() throws {
    var b = IRBuilder("places.ir")
    // Beside each literal, a reference to a constant: its provenance is made when resolved.
    func pair(_ literal: Double) -> [Declaration] {
      [b.decl("alpha", .number(literal)), b.decl("tintColor", .reference(.constant("Blue")))]
    }
    let sheet = b.sheet(
      [
        b.named(
          "Card", pair(0.1),
          states: [b.state("selected", pair(0.2), states: [b.state("disabled", pair(0.3))])],
          subElements: [
            SubElement(
              "title",
              StyleBody(declarations: pair(0.4), states: [b.state("highlighted", pair(0.5))]),
              at: b.here())
          ])
      ],
      constants: [b.constant("Blue", .string("#0000ff"))])
    // A keyed style for a type, and a rule of the skin layer beneath (a fallback: what the app's
    // layer does not style).
    var skin = IRBuilder("skin.ir")
    let skinSheet = skin.sheet(
      [skin.named("Panel", for: "View", [skin.decl("cornerRadius", .number(7))])])
    let panelSheet = b.sheet([b.named("Panel", for: "View", pair(0.6))])
    let theme = Theme(layers: [
      Layer("skin", role: .skin, stylesheets: [skinSheet]),
      Layer("app", stylesheets: [sheet, panelSheet]),
    ]).compile()
    func expectAlike(
      _ properties: [PropertyName: ResolvedProperty], states: [StateName],
      declaredIn: StyleKey?, alpha: Double
    ) throws {
      let literal = try #require(properties["alpha"])
      let reference = try #require(properties["tintColor"])
      #expect(literal.value == .number(alpha))
      for provenance in [literal.provenance, reference.provenance] {
        #expect(provenance.states == states)
        #expect(provenance.declaredIn == declaredIn)
        #expect(provenance.source == .layer("app", role: .app))
        #expect(provenance.location.file == sheet.file)
      }
      #expect(literal.provenance.valueLocation.line == literal.provenance.location.line)
      #expect(literal.provenance.references.isEmpty && reference.provenance.references.count == 1)
    }
    let card = theme.resolve(StyleQuery(named: ["Card"]))
    try expectAlike(card.properties, states: [], declaredIn: .named("Card"), alpha: 0.1)
    let selected = try #require(card.states.first)
    try expectAlike(
      selected.properties, states: [.selected], declaredIn: .named("Card"), alpha: 0.2)
    try expectAlike(
      try #require(selected.states.first).properties, states: [.selected, .disabled],
      declaredIn: .named("Card"), alpha: 0.3)
    // The active states laid over the normal values keep the state path they were declared in.
    let both = theme.resolve(StyleQuery(named: ["Card"], states: [.selected, .disabled]))
    try expectAlike(
      both.properties, states: [.selected, .disabled], declaredIn: .named("Card"), alpha: 0.3)
    let title = theme.resolve(try #require(card.subElements["title"]).query)
    try expectAlike(title.properties, states: [], declaredIn: nil, alpha: 0.4)
    try expectAlike(
      try #require(title.states.first).properties, states: [.highlighted], declaredIn: nil,
      alpha: 0.5)
    let panel = theme.resolve(StyleQuery(for: "View", named: ["Panel"]))
    try expectAlike(panel.properties, states: [], declaredIn: .named("Panel"), alpha: 0.6)
    let radius = try #require(panel.properties["cornerRadius"])
    #expect(radius.provenance.source == .layer("skin", role: .skin))
    #expect(radius.provenance.declaredIn == .named("Panel") && radius.provenance.states == [])
    #expect(radius.provenance.location.file == skinSheet.file)
  }

  @Test("inheritance paths stay whole when ancestors were resolved (and memoized) first")
  func memoizedAncestors() throws {
    var b = IRBuilder("memo.ir")
    let theme = compile(
      b.sheet([
        b.named("Base", [b.decl("tintColor", .string("red")), b.decl("alpha", .number(1))]),
        b.named("Button", [b.decl("alpha", .number(0.5))], parents: [b.parent("Base")]),
        b.named(
          "WarningButton", [b.decl("cornerRadius", .number(3))], parents: [b.parent("Button")]),
      ]))
    _ = theme.resolve(StyleQuery(named: ["Base"]))
    _ = theme.resolve(StyleQuery(named: ["Button"]))
    let warning = theme.resolve(StyleQuery(named: ["WarningButton"]))
    #expect(warning.value(of: "alpha") == .number(0.5))
    #expect(warning["tintColor"] == color("red"))
    let tint = try #require(warning.properties["tintColor"])
    #expect(
      warning.inheritancePath(for: tint) == [
        .named("WarningButton"), .named("Button"), .named("Base"),
      ])
  }

  @Test("with several parents each ancestor applies once, before the styles that derive from it")
  func diamond() {
    var b = IRBuilder("diamond.ir")
    let theme = compile(
      b.sheet([
        b.named("A", [b.decl("x", .string("a")), b.decl("y", .string("a"))]),
        b.named("B", [b.decl("x", .string("b"))], parents: [b.parent("A")]),
        b.named("C", [b.decl("z", .string("c"))], parents: [b.parent("A")]),
        b.named("D", parents: [b.parent("B"), b.parent("C")]),
      ]))
    _ = theme.resolve(StyleQuery(named: ["C"]))
    let d = theme.resolve(StyleQuery(named: ["D"]))
    #expect(d.value(of: "x") == .string("b"))
    #expect(d.value(of: "y") == .string("a"))
    #expect(d.value(of: "z") == .string("c"))
  }

  @Test("a style reference as a value styles the sub-element the property names")
  func subElements() throws {
    var b = IRBuilder("sub.ir")
    let theme = compile(
      b.sheet([
        b.named("ButtonText", [b.decl("fontSize", .number(16))]),
        b.named("Button", [b.decl("titleText", .reference(.style("ButtonText")))]),
        b.named(
          "Card",
          subElements: [
            SubElement(
              "title",
              StyleBody(
                parents: [b.parent("ButtonText")], declarations: [b.decl("fontSize", .number(20))]),
              at: b.here())
          ]),
      ]))
    let button = theme.resolve(StyleQuery(named: ["Button"]))
    let title = try #require(button.subElements["titleText"])
    #expect(title.styles == ["ButtonText"])
    #expect(theme.resolve(title.query).value(of: "fontSize") == .number(16))
    let card = theme.resolve(StyleQuery(named: ["Card"]))
    let cardTitle = try #require(card.subElements["title"])
    #expect(theme.resolve(cardTitle.query).value(of: "fontSize") == .number(20))
  }

  @Test("resetsPreviousValues passes through to the resolved style")
  func resetFlag() {
    var b = IRBuilder("flags.ir")
    let theme = compile(
      b.sheet([
        b.named("Alert", [b.decl("tintColor", .string("red"))], resets: true), b.named("Plain"),
      ]))
    #expect(theme.resolve(StyleQuery(named: ["Alert"])).resetsPreviousValues)
    #expect(!theme.resolve(StyleQuery(named: ["Plain"])).resetsPreviousValues)
  }
}

@Suite("Compile-time checks: references, cycles, types (semantics §5, §9)")
struct CompileCheckTests {
  @Test("a constant cycle is reported as the whole cycle")
  func constantCycle() throws {
    var b = IRBuilder("cycles.ir")
    let theme = compile(
      b.sheet(
        [],
        constants: [
          b.constant("A", .reference(.constant("B"))), b.constant("B", .reference(.constant("C"))),
          b.constant("C", .reference(.constant("A"))),
          b.constant("Self", .reference(.constant("Self"))),
        ]))
    let cycles = theme.diagnostics.with(code: .constantCycle)
    #expect(cycles.count == 2)
    let abc = try #require(cycles.first { $0.message.contains("'A'") })
    #expect(abc.message == "constant 'A' refers to itself: A → B → C → A")
    #expect(abc.notes.count == 2)
    #expect(cycles.contains { $0.message == "constant 'Self' refers to itself: Self → Self" })
    let resolved = theme.constant(named: "A")
    guard case .failure(let error)? = resolved?.result else {
      Issue.record("a cyclic constant must not resolve")
      return
    }
    #expect(error.message.contains("cycle"))
  }

  @Test("an inheritance cycle is reported once, and a style pointing into it still resolves")
  func inheritanceCycle() {
    var b = IRBuilder("cycles.ir")
    let theme = compile(
      b.sheet([
        b.named("A", [b.decl("x", .number(1))], parents: [b.parent("B")]),
        b.named("B", [b.decl("y", .number(2))], parents: [b.parent("C")]),
        b.named("C", [b.decl("z", .number(3))], parents: [b.parent("B")]),
      ]))
    let cycles = theme.diagnostics.with(code: .inheritanceCycle)
    #expect(cycles.map(\.message) == ["style 'B' inherits from itself: B → C → B"])
    let a = theme.resolve(StyleQuery(named: ["A"]))
    #expect(
      a.value(of: "x") == .number(1) && a.value(of: "y") == .number(2)
        && a.value(of: "z") == .number(3))
  }

  @Test("a dangling reference is an error at its location with 'did you mean'")
  func danglingReference() throws {
    var b = IRBuilder("refs.ir")
    let declaration = b.decl("tintColor", .reference(.constant("WarnngColor")))
    let theme = compile(
      b.sheet(
        [b.named("Button", [declaration], parents: [b.parent("Bsae")]), b.named("Base")],
        constants: [b.constant("WarningColor", .string("red"))]))
    let unknown = try #require(theme.diagnostics.with(code: .unknownConstant).first)
    #expect(unknown.message == "unknown constant 'WarnngColor'")
    #expect(unknown.location == declaration.valueLocation)
    #expect(unknown.fixIt == "did you mean 'WarningColor'?")
    let parent = try #require(theme.diagnostics.with(code: .unknownParent).first)
    #expect(parent.fixIt == "did you mean 'Base'?")
    #expect(parent.severity == .error)
  }

  @Test("a chain broken inside a list names the missing link, as resolution does")
  func brokenChainInsideAList() {
    var b = IRBuilder("broken.ir")
    let theme = compile(
      b.sheet(
        [
          b.named(
            "Card",
            [
              b.decl(
                "gradient",
                .list([
                  .init(.reference(.constant("Top")), at: b.here()),
                  .init(.string("#ffffff"), at: b.here()),
                ]))
            ])
        ],
        constants: [b.constant("Top", .reference(.constant("Missing")))]))
    let messages = theme.diagnostics.map(\.message)
    #expect(messages.contains { $0.contains("unknown reference 'Missing'") }, "\(messages)")
    #expect(!messages.contains { $0.contains("unknown reference 'Top'") }, "\(messages)")
  }

  @Test("a literal of the wrong type is an error at the value; the property is left out")
  func typeMismatch() throws {
    var b = IRBuilder("types.ir")
    let declaration = b.decl("cornerRadius", .string("wide"))
    let theme = compile(
      b.sheet([b.named("Card", [declaration, b.decl("backgroundColor", .string("notacolor"))])]))
    let errors = theme.diagnostics.with(code: .valueType)
    #expect(errors.count == 2)
    #expect(
      errors[0].message
        == "'cornerRadius' expects a number: expected a number, found the string 'wide'")
    #expect(errors[0].location == declaration.valueLocation)
    let style = theme.resolve(StyleQuery(named: ["Card"]))
    #expect(style.value(of: "cornerRadius") == nil)
    #expect(style.diagnostics.count == 2)
  }

  @Test(
    "100,000 chained constants and a 100,000-deep superclass chain resolve without exhausting the stack"
  )
  func longChains() throws {
    var b = IRBuilder("chains.ir")
    let count = 100_000
    var constants = (0..<(count - 1)).map {
      b.constant("C\($0)", .reference(.constant("C\($0 + 1)")))
    }
    constants.append(b.constant("C\(count - 1)", .string("#ffffff")))
    var rules = (0..<(count - 1)).map { b.named("S\($0)", parents: [b.parent("S\($0 + 1)")]) }
    rules.append(b.named("S\(count - 1)", [b.decl("tintColor", .reference(.constant("C0")))]))
    let theme = compile(b.sheet(rules, constants: constants))
    #expect(theme.diagnostics.isEmpty)
    let style = theme.resolve(StyleQuery(named: ["S0"]))
    let tint = try #require(style.properties["tintColor"])
    #expect(tint.value == color("#ffffff"))
    #expect(tint.provenance.references.count == count)
    #expect(style.inheritancePath(for: tint).count == count)
  }

  @Test(
    "a cycle below 40 levels of shared ancestors: the ancestry is walked once per style, not once per path",
    .timeLimit(.minutes(1)))
  func cycleBelowSharedAncestors() throws {
    // S0 is its own parent (a cycle, reported); every level above has two parents that share S(i).
    var b = IRBuilder("diamonds.ir")
    let depth = 40
    var rules = [b.named("S0", [b.decl("tintColor", .string("red"))], parents: [b.parent("S0")])]
    for level in 0..<depth {
      rules.append(b.named("A\(level)", parents: [b.parent("S\(level)")]))
      rules.append(b.named("B\(level)", parents: [b.parent("S\(level)")]))
      rules.append(
        b.named("S\(level + 1)", parents: [b.parent("A\(level)"), b.parent("B\(level)")]))
    }
    let theme = compile(b.sheet(rules))
    let style = theme.resolve(StyleQuery(named: [StyleName("S\(depth)")]))
    let tint = try #require(style.properties["tintColor"])
    #expect(tint.value == color("red"))
    #expect(style.lineage.count == 3 * depth + 1)
    #expect(style.inheritancePath(for: tint).count == 2 * depth + 1)
  }

  @Test("resolution is memoized and safe from many tasks at once")
  func concurrency() async {
    var b = IRBuilder("concurrency.ir")
    let theme = compile(
      b.sheet((0..<50).map { b.named("S\($0)", [b.decl("tintColor", .string("red"))]) }))
    await withTaskGroup(of: Bool.self) { group in
      for index in 0..<200 {
        group.addTask {
          theme.resolve(StyleQuery(named: [StyleName("S\(index % 50)")]))["tintColor"]
            == color("red")
        }
      }
      for await ok in group { #expect(ok) }
    }
  }
}

import Dispatch
import Foundation
import LiveryTestSupport
import Testing

@testable import LiveryCore

/// What the runtime needs from the core so it never re-implements the cascade: overrides as the top
/// layer, change sets, a bounded memo that threads share, typed access and a typed environment.
@Suite("Core support for the runtime")
struct RuntimeSupportTests {
  private func buttons() -> CompiledTheme {
    var b = IRBuilder("buttons.ir")
    return compile(
      b.sheet([
        b.named(
          "Primary", for: "Button",
          [
            b.decl("backgroundColor", .string("#0a6ed1")), b.decl("cornerRadius", .number(8)),
            b.decl("textColor", .string("white")),
          ],
          states: [
            b.state(
              "highlighted",
              [b.decl("backgroundColor", .string("#085caf")), b.decl("alpha", .number(0.9))])
          ]),
        b.named("Plain", for: "Button", [b.decl("textColor", .string("#0a6ed1"))]),
      ]))
  }

  @Test(
    "overrides are the top layer, in every state, with provenance that says override and points at the code"
  )
  func overrides() throws {
    let theme = buttons()
    var overrides = StyleOverrides()
    let line = #line + 1
    overrides.set(.backgroundColor, to: RGBAColor(red: 1, green: 0, blue: 0))
    let query = StyleQuery(for: "Button", named: ["Primary"], states: [.highlighted])
    let style = theme.resolve(query, overrides: overrides)
    #expect(style[.backgroundColor, as: RGBAColor.self]?.hexRGBA == "#ff0000ff")
    #expect(style[.alpha, as: Double.self] == 0.9, "the state's other values stay")
    let provenance = try #require(style.properties[.backgroundColor]?.provenance)
    #expect(
      provenance.isOverride && provenance.source == .code && provenance.layerRole == nil
        && provenance.layer == "code")
    #expect(
      provenance.location.path.hasSuffix("RuntimeSupportTests.swift")
        && provenance.location.line == line)
    #expect(
      style.state("highlighted")?[.backgroundColor] == .color(RGBAColor(red: 1, green: 0, blue: 0)))
    // The theme's own resolution is untouched (and still memoized).
    #expect(theme.resolve(query)[.backgroundColor, as: RGBAColor.self]?.hexRGBA == "#085cafff")
    #expect(theme.resolve(query, overrides: StyleOverrides()) === theme.resolve(query))
  }

  @Test("an override of the wrong type is not applied; a diagnostic at the override says why")
  func wrongTypeOverride() throws {
    var overrides = StyleOverrides()
    overrides.set("cornerRadius", to: "round")
    overrides.set("tintColor", to: 3.0)
    let style = buttons().resolve(
      StyleQuery(for: "Button", named: ["Primary"]), overrides: overrides)
    #expect(style[.cornerRadius, as: Double.self] == 8)
    #expect(style[.tintColor] == nil)
    #expect(
      style.diagnostics.codes.sorted { $0.rawValue < $1.rawValue } == [.valueType, .valueType])
    #expect(
      style.diagnostics.allSatisfy {
        $0.location?.path.hasSuffix("RuntimeSupportTests.swift") == true
      })
  }

  @Test(
    "text overrides read as the property needs them: keywords, fonts; a colour on a gradient property is a gradient"
  )
  func convertedOverrides() throws {
    var overrides = StyleOverrides()
    overrides.set(.textAlignment, to: "Center")
    overrides.set("font", to: "Avenir-Book")
    overrides.set("backgroundGradient", to: RGBAColor(red: 0, green: 0, blue: 1))
    let style = buttons().resolve(
      StyleQuery(for: "Button", named: ["Primary"]), overrides: overrides)
    #expect(style.diagnostics.isEmpty, "\(style.diagnostics)")
    #expect(style.value(of: .textAlignment) == .keyword("center"))
    #expect(style["font", as: FontDescriptor.self] == FontDescriptor(name: "Avenir-Book"))
    #expect(style["backgroundGradient", as: ColorGradient.self]?.stops.count == 2)
    #expect(
      style.value(of: "backgroundGradient").map { if case .gradient = $0 { true } else { false } }
        == true)
    var same = StyleOverrides()
    same.set(.textAlignment, to: "Center")
    var other = StyleOverrides()
    other.set(.textAlignment, to: "Center")
    #expect(same == other, "equal values set on different lines are equal overrides")
  }

  @Test("changes say when the declared states' own values changed")
  func stateChanges() {
    var b = IRBuilder("states.ir")
    let before = compile(
      b.sheet([
        b.named(
          "Tab", [b.decl("alpha", .number(1))],
          states: [b.state("selected", [b.decl("alpha", .number(0.5))])])
      ]))
    var c = IRBuilder("states2.ir")
    let after = compile(
      c.sheet([
        c.named(
          "Tab", [c.decl("alpha", .number(1))],
          states: [c.state("selected", [c.decl("alpha", .number(0.7))])])
      ]))
    let query = StyleQuery(named: ["Tab"])
    let changes = after.resolve(query).changes(from: before.resolve(query))
    #expect(changes.propertiesToSet.isEmpty && changes.propertiesToRestore.isEmpty)
    #expect(changes.statesChanged && !changes.isEmpty)
    #expect(!before.resolve(query).changes(from: before.resolve(query)).statesChanged)
  }

  @Test("changes: what to set and what to restore between two resolutions; none for the same style")
  func changes() {
    let theme = buttons()
    let normal = theme.resolve(StyleQuery(for: "Button", named: ["Primary"]))
    let highlighted = theme.resolve(
      StyleQuery(for: "Button", named: ["Primary"], states: [.highlighted]))
    let pressing = highlighted.changes(from: normal)
    #expect(pressing.propertiesToSet.map(\.name) == [.alpha, .backgroundColor])
    #expect(pressing.propertiesToRestore.isEmpty)
    let releasing = normal.changes(from: highlighted)
    #expect(releasing.propertiesToSet.map(\.name) == [.backgroundColor])
    #expect(releasing.propertiesToRestore == [.alpha], "no stale highlighted alpha")
    #expect(normal.changes(from: normal).isEmpty)
    #expect(normal.changes(from: nil).propertiesToSet.count == 3)
    let plain = theme.resolve(StyleQuery(for: "Button", named: ["Plain"]))
    let switched = plain.changes(from: normal)
    #expect(switched.propertiesToSet.map(\.name) == [.textColor])
    #expect(switched.propertiesToRestore == [.backgroundColor, .cornerRadius])
    let unknown = theme.resolve(StyleQuery(for: "Button", named: ["Nope"]))
    #expect(unknown.changes(from: normal).isEmpty, "an unknown style keeps the current look")
    var overrides = StyleOverrides()
    overrides.set(.cornerRadius, to: 2.0)
    let overridden = theme.resolve(
      StyleQuery(for: "Button", named: ["Primary"]), overrides: overrides)
    #expect(overridden.changes(from: normal).propertiesToSet.map(\.name) == [.cornerRadius])
    #expect(
      normal.changes(from: overridden).propertiesToSet.map(\.name) == [.cornerRadius],
      "removing it restores the themed value")
  }

  @Test(
    "styles like: the same values (states too) and parts style alike; where they were written does not count"
  )
  func stylesLike() {
    let theme = buttons()
    let query = StyleQuery(for: "Button", named: ["Primary"])
    let primary = theme.resolve(query)
    #expect(primary.stylesLike(primary))
    // The same declarations written elsewhere (another file, other lines): alike.
    var moved = IRBuilder("moved.ir")
    let elsewhere = compile(
      moved.sheet([
        moved.named("Plain", for: "Button", [moved.decl("textColor", .string("#0a6ed1"))]),
        moved.named(
          "Primary", for: "Button",
          [
            moved.decl("textColor", .string("white")), moved.decl("cornerRadius", .number(8)),
            moved.decl("backgroundColor", .string("#0a6ed1")),
          ],
          states: [
            moved.state(
              "highlighted",
              [
                moved.decl("alpha", .number(0.9)),
                moved.decl("backgroundColor", .string("#085caf")),
              ])
          ]),
      ]))
    #expect(elsewhere.resolve(query).stylesLike(primary))
    #expect(primary.stylesLike(elsewhere.resolve(query)))
    // Another value, a property more or less, another state value, unresolved: not alike.
    func variant(_ declarations: [Declaration], highlightedAlpha: Double = 0.9) -> ResolvedStyle {
      var b = IRBuilder("variant.ir")
      return compile(
        b.sheet([
          b.named(
            "Primary", for: "Button", declarations,
            states: [
              b.state(
                "highlighted",
                [
                  b.decl("backgroundColor", .string("#085caf")),
                  b.decl("alpha", .number(highlightedAlpha)),
                ])
            ])
        ])
      ).resolve(query)
    }
    var b = IRBuilder("declarations.ir")
    let base = [
      b.decl("backgroundColor", .string("#0a6ed1")), b.decl("cornerRadius", .number(8)),
      b.decl("textColor", .string("white")),
    ]
    #expect(variant(base).stylesLike(primary))
    #expect(
      !variant(Array(base.dropLast()) + [b.decl("textColor", .string("black"))]).stylesLike(primary)
    )
    #expect(!variant(Array(base.dropLast())).stylesLike(primary))
    #expect(!primary.stylesLike(variant(Array(base.dropLast()))))
    #expect(!variant(base + [b.decl("alpha", .number(0.5))]).stylesLike(primary))
    #expect(!variant(base, highlightedAlpha: 0.8).stylesLike(primary))
    let unknown = theme.resolve(StyleQuery(for: "Button", named: ["Nope"]))
    #expect(!unknown.stylesLike(primary) && !primary.stylesLike(unknown))
  }

  /// A theme whose Button has alpha 1, and 0.5 where `conditions` hold.
  private func buttonTheme(halfAlphaWhen conditions: Conditions) -> Theme {
    var b = IRBuilder("button.ir")
    return Theme(layers: [
      Layer(
        "app",
        stylesheets: [
          b.sheet([
            b.type("Button", [b.decl("alpha", .number(1))]),
            b.type("Button", [b.decl("alpha", .number(0.5))], when: conditions),
          ])
        ])
    ])
  }

  @Test("environments that differ only on axes no condition tests are resolved in one session")
  func untestedAxesAddNoSession() {
    let theme = buttonTheme(halfAlphaWhen: Conditions([.equals(.colorScheme, "dark")])).compile()
    for idiom in ["phone", "pad", "mac"] {
      for size in ["large", "xxxLarge"] {
        for scheme in ["light", "dark"] {
          let environment = StyleEnvironment.default.setting(.idiom, to: idiom)
            .setting(.dynamicTypeSize, to: size).setting(.colorScheme, to: scheme)
          _ = theme.resolve(StyleQuery(for: "Button", in: environment))
        }
      }
    }
    #expect(theme.sessions.count == 2, "light and dark; idioms and type sizes add none")
  }

  @Test("the memo keeps at most its capacity, however many queries come")
  func boundedMemo() {
    // A condition on the brand: every brand is an environment of its own.
    let theme = buttonTheme(halfAlphaWhen: Conditions([.equals(EnvironmentAxis("brand"), "b0")]))
      .compile(cacheCapacity: 64, environmentCapacity: 4)
    for index in 0..<5_000 {
      let environment = StyleEnvironment(custom: ["brand": "b\(index)"])
      _ = theme.resolve(StyleQuery(for: "Button", in: environment))
    }
    #expect(theme.memo.count <= 64)
    #expect(theme.sessions.count <= 4)
    let query = StyleQuery(for: "Button")
    #expect(theme.resolve(query) === theme.resolve(query), "a remembered style is shared")
  }

  @Test("threads resolving at once get what one thread gets, and share one instance per query")
  func concurrentResolution() async {
    var b = IRBuilder("parallel.ir")
    var rules = [
      b.named(
        "Base",
        [b.decl("cornerRadius", .number(4)), b.decl("tintColor", .reference(.constant("tint")))])
    ]
    for index in 0..<400 {
      rules.append(
        b.named(
          "S\(index)", [b.decl("alpha", .number(Double(index) / 400))], parents: [b.parent("Base")])
      )
    }
    // A dark value, so light and dark are two sessions resolving at once.
    rules.append(
      b.named(
        "Base", [b.decl("borderWidth", .number(2))],
        when: Conditions([.equals(.colorScheme, "dark")])))
    let sheet = b.sheet(rules, constants: [b.constant("tint", .string("#336699"))])
    let serial = compile(sheet)
    let shared = compile(sheet)
    let queries = (0..<400).flatMap { index in
      [
        StyleQuery(named: [StyleName("S\(index)")]),
        StyleQuery(named: [StyleName("S\(index)")], in: dark),
      ]
    }
    let expected = queries.map { serial.resolve($0).properties }
    let results = await withTaskGroup(of: [(Int, ResolvedStyle)].self) { group in
      for worker in 0..<4 {
        group.addTask {
          stride(from: worker, to: queries.count, by: 4).map { ($0, shared.resolve(queries[$0])) }
            + stride(from: 3 - worker, to: queries.count, by: 4).map {
              ($0, shared.resolve(queries[$0]))
            }
        }
      }
      var all: [(Int, ResolvedStyle)] = []
      for await part in group { all += part }
      return all
    }
    for (index, style) in results {
      #expect(style.properties == expected[index])
      #expect(style === shared.resolve(queries[index]))
    }
    #expect(shared.sessions.count == 2, "light and dark resolved side by side")
  }

  @Test("the typed environment: well-known axes as typed properties, custom axes by name")
  func typedEnvironment() {
    var environment = StyleEnvironment(idiom: .pad, colorScheme: .dark)
    #expect(environment.platform == .ios && environment.orientation == .portrait)
    #expect(environment.idiom == .pad && environment.colorScheme == .dark)
    environment.osVersion = Version(17, 2)
    environment.locale = "de-CH"
    environment[EnvironmentAxis("brand")] = "Acme"
    #expect(
      environment.description
        == "brand=acme colorScheme=dark idiom=pad locale=de_ch orientation=portrait osVersion=17.2 platform=ios"
    )
    #expect(
      environment
        == StyleEnvironment.default.setting(.idiom, to: "pad").setting(.colorScheme, to: "dark")
        .setting(.osVersion, to: "17.2").setting(.locale, to: "de_CH").setting(
          EnvironmentAxis("brand"), to: "acme"))
    environment.colorScheme = nil
    #expect(environment[.colorScheme] == nil)
    #expect(StyleEnvironment.empty.setting(.idiom, to: "tv").description == "idiom=tv")
    // Both initialisers start from the default environment.
    #expect(StyleEnvironment(values: [.idiom: "tv"]) == StyleEnvironment(idiom: .tv))
    #expect(StyleEnvironment(values: [:]) == StyleEnvironment())
    #expect(StyleEnvironment.Idiom("TV") == .tv)
  }

  @Test("typed access reads a value as the Swift type asked for, or nil")
  func typedAccess() {
    var b = IRBuilder("typed.ir")
    let theme = compile(
      b.sheet([
        b.named(
          "Card",
          [
            b.decl("cornerRadius", .number(12)), b.decl("numberOfLines", .number(2)),
            b.decl(
              "padding",
              .list([
                .init(.number(4), at: b.here()), .init(.number(8), at: b.here()),
              ])), b.decl("textAlignment", .string("center")), b.decl("hidden", .bool(false)),
            b.decl("backgroundColor", .string("#fff")),
          ])
      ]))
    let card = theme.resolve(StyleQuery(named: ["Card"]))
    #expect(card[.cornerRadius, as: Double.self] == 12)
    #expect(card[.numberOfLines, as: Int.self] == 2)
    #expect(card[.cornerRadius, as: Int.self] == 12)
    #expect(card[.padding, as: Insets.self] == Insets(top: 4, left: 8, bottom: 4, right: 8))
    #expect(card[.textAlignment, as: String.self] == "center")
    #expect(card[.hidden, as: Bool.self] == false)
    #expect(card[.backgroundColor, as: RGBAColor.self]?.hexRGBA == "#ffffffff")
    #expect(
      card[.backgroundColor, as: ColorGradient.self]?.stops.count == 2,
      "a colour as a one-colour gradient")
    #expect(card[.backgroundColor, as: Double.self] == nil)
    #expect(card[.tintColor, as: RGBAColor.self] == nil)
  }

  @Test("every catalog type and property has its constant")
  func catalogConstants() {
    let types: [TargetType] = [
      .view, .label, .button, .textField, .textView, .imageView, .scrollView, .tableView,
      .tableViewCell,
      .tableViewCellWithControl, .treeBrowserCell, .navigationBar, .toolBar, .barButtonItem,
      .tabBar, .searchBar,
      .segmentedControl, .slider, .switch, .stepper, .progressView, .activityIndicator,
    ]
    #expect(types == ComponentCatalog.standard.types)
    let properties = Set(ComponentCatalog.standard.components.flatMap(\.properties))
    let parts = Set(ComponentCatalog.standard.components.flatMap { $0.parts.map(\.property) })
    let declared = Self.declaredPropertyConstants()
    #expect(
      properties.union(parts).subtracting(declared).isEmpty,
      "\(properties.union(parts).subtracting(declared).sorted())")
  }

  /// The names `CatalogNames.swift` declares, read back from its source.
  static func declaredPropertyConstants() -> Set<PropertyName> {
    let path = Fixtures.packageRoot + "/Sources/LiveryCore/Catalog/CatalogNames.swift"
    // A declaration too long for one line continues on the next.
    let text = ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
      .replacingOccurrences(of: "=\n    \"", with: "= \"")
    return Set(
      text.split(separator: "\n").compactMap { line -> PropertyName? in
        guard line.contains(": PropertyName = \""), let open = line.firstIndex(of: "\""),
          let close = line[line.index(after: open)...].firstIndex(of: "\"")
        else { return nil }
        return PropertyName(String(line[line.index(after: open)..<close]))
      })
  }
}

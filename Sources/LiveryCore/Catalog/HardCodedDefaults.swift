/// The lowest layer (semantics §3): values compiled into the library, so every catalog component
/// resolves sane values with no theme file at all — system font, readable text, standard tints.
///
/// Deliberately plain: the bundled default skin (one layer up) gives Livery its look, with a dark
/// variant; these values only stand in for what a skin does not say.
public enum HardCodedDefaults {
  /// Where these declarations "come from" in provenance and diagnostics.
  public static let path = "<livery>/HardCodedDefaults"

  public static let stylesheet: Stylesheet = {
    let file = SourceFileID(path: path)
    var line = 0
    func rule(
      _ type: String, _ values: [(String, Value)], states: [(String, [(String, Value)])] = []
    ) -> StyleRule {
      line += 1
      let at = SourceLocation(file: file, line: line, column: 1)
      // Each declaration its own column, so provenance tells the declarations of a rule apart.
      var column = 1
      func declarations(_ pairs: [(String, Value)]) -> [Declaration] {
        pairs.map { pair in
          column += 1
          return Declaration(
            PropertyName(pair.0), .typed(pair.1),
            at: SourceLocation(file: file, line: line, column: column))
        }
      }
      let body = StyleBody(
        declarations: declarations(values),
        states: states.map {
          StateBlock(StateName($0.0), StyleBody(declarations: declarations($0.1)), at: at)
        })
      return StyleRule(.type(TargetType(type)), body, at: at)
    }
    let black = Value.color(RGBAColor(red: 0, green: 0, blue: 0))
    let white = Value.color(RGBAColor(red: 1, green: 1, blue: 1))
    let blue = Value.color(RGBAColor(red8: 0, green8: 122, blue8: 255))
    let gray = Value.color(RGBAColor(red8: 142, green8: 142, blue8: 147))
    let separator = Value.color(RGBAColor(red8: 198, green8: 198, blue8: 200))
    let disabled = Value.color(RGBAColor(red8: 142, green8: 142, blue8: 147, alpha8: 128))
    let systemFont = Value.string("system")
    let text: [(String, Value)] = [
      ("textColor", black), ("fontName", systemFont), ("fontSize", .number(17)),
    ]
    return Stylesheet(
      file: file, format: .hardCodedDefaults, dialect: .standard,
      rules: [
        rule("View", [("backgroundColor", .color(.transparent))]),
        rule(
          "Label", text + [("textAlignment", .keyword("natural")), ("numberOfLines", .number(1))],
          states: [("disabled", [("textColor", disabled)])]),
        rule(
          "Button",
          [
            ("textColor", blue), ("fontName", systemFont), ("fontSize", .number(17)),
            ("contentEdgeInsets", .insets(Insets(top: 6, left: 12, bottom: 6, right: 12))),
          ],
          // No highlighted text colour: a state value here would outlast a theme's own text colour
          // (a state keeps its value until a layer sets that state), and a pressed button's
          // text would turn this blue on any theme.
          states: [("disabled", [("textColor", disabled)])]),
        rule(
          "TextField",
          text + [
            ("backgroundColor", white), ("borderStyle", .keyword("roundedRect")),
            ("placeholderColor", gray),
          ],
          states: [("disabled", [("textColor", disabled)])]),
        rule("TextView", text + [("backgroundColor", white)]),
        rule("ImageView", [("contentMode", .keyword("scaleAspectFit"))]),
        rule("ScrollView", [("backgroundColor", .color(.transparent))]),
        rule(
          "TableView",
          [("backgroundColor", white), ("separatorColor", separator), ("rowHeight", .number(44))]),
        rule(
          "TableViewCell",
          text + [
            ("backgroundColor", white), ("detailTextColor", gray), ("detailFontSize", .number(15)),
          ],
          states: [
            (
              "selected",
              [("backgroundColor", Value.color(RGBAColor(red8: 209, green8: 209, blue8: 214)))]
            )
          ]),
        rule("TableViewCellWithControl", text + [("backgroundColor", white)]),
        rule(
          "TreeBrowserCell",
          text + [
            ("backgroundColor", white), ("indentationWidth", .number(16)),
            ("disclosureColor", gray),
          ],
          states: [
            (
              "selected",
              [("backgroundColor", Value.color(RGBAColor(red8: 209, green8: 209, blue8: 214)))]
            )
          ]),
        rule(
          "NavigationBar",
          [
            ("backgroundColor", Value.color(RGBAColor(red8: 249, green8: 249, blue8: 249))),
            ("tintColor", blue),
            ("textColor", black), ("fontName", systemFont), ("fontSize", .number(17)),
          ]),
        rule(
          "ToolBar",
          [
            ("backgroundColor", Value.color(RGBAColor(red8: 249, green8: 249, blue8: 249))),
            ("tintColor", blue),
          ]),
        rule(
          "BarButtonItem",
          [("tintColor", blue), ("fontName", systemFont), ("fontSize", .number(17))],
          states: [("disabled", [("textColor", disabled)])]),
        rule(
          "TabBar",
          [
            ("backgroundColor", Value.color(RGBAColor(red8: 249, green8: 249, blue8: 249))),
            ("tintColor", blue),
            ("unselectedItemTintColor", gray), ("fontSize", .number(10)),
          ]),
        rule(
          "SearchBar",
          [
            ("backgroundColor", Value.color(RGBAColor(red8: 249, green8: 249, blue8: 249))),
            ("tintColor", blue),
          ]),
        rule(
          "SegmentedControl",
          [("tintColor", blue), ("fontName", systemFont), ("fontSize", .number(13))],
          states: [("selected", [("textColor", white)])]),
        rule(
          "Slider",
          [
            ("minimumTrackTintColor", blue), ("maximumTrackTintColor", separator),
            ("thumbTintColor", white),
          ]),
        rule(
          "Switch",
          [
            ("onTintColor", Value.color(RGBAColor(red8: 52, green8: 199, blue8: 89))),
            ("thumbTintColor", white),
          ]),
        rule("Stepper", [("tintColor", blue)]),
        rule("ProgressView", [("progressTintColor", blue), ("trackTintColor", separator)]),
        rule(
          "ActivityIndicator",
          [
            ("color", gray),
            ("boxColor", Value.color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.6))),
            ("coverColor", .color(.transparent)), ("textColor", white), ("fontSize", .number(15)),
          ]),
      ])
  }()
}

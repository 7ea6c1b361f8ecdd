/// A declaration of a property that another declaration beat: in an earlier layer, in a parent
/// style, in a file attached to another variant, or earlier in the same style.
public struct CompetingDeclaration: Sendable, Hashable {
  public let declaration: Declaration
  /// The style it belongs to.
  public let style: StyleKey
  /// Its layer's name.
  public let layer: String
  /// The state blocks it is nested in (`[]`: the normal value).
  public let states: [StateName]
  /// Whether every condition on it (layer, file, rule, declaration) holds in the query's
  /// environment: `false` means it lost by not applying here, not by precedence.
  public let appliesInEnvironment: Bool
  /// Whether it is a declaration of the hard-coded defaults or the default skin that does not
  /// apply because the theme styles its property for this style (semantics §3): `explain` says
  /// "not used: the theme styles this property". Such a declaration is listed even when no
  /// declaration of the property wins (the theme styles it only in another state or variant).
  public let isSupersededByTheme: Bool
}

extension ResolvedStyle {
  /// Every style the resolution visited: the queried ones and all their ancestors.
  public var lineage: Set<StyleKey> { ancestry.styles }
}

extension CompiledTheme {
  /// For each property of `style`, the declarations its winning one overrode, in the order the
  /// theme was read (layers bottom to top, then files, then rules as written): other
  /// declarations of the same property in the styles `style` resolved through, at the normal
  /// level or in the states on the winner's state path. Every rule is read once, however many
  /// properties the style has.
  ///
  /// For the inspector and `explain`: "`tintColor` comes from Buttons.yaml:12:3, over
  /// Palette.yaml:4:3 (the parent style) and Dark.yaml:8:3 (not for this environment)"; and
  /// the skin's declarations the theme superseded (`isSupersededByTheme`).
  public func competingDeclarations(in style: ResolvedStyle) -> [PropertyName:
    [CompetingDeclaration]]
  {
    let lineage = style.lineage
    let environment = resolvingEnvironment(style.query.environment)
    var found: [PropertyName: [CompetingDeclaration]] = [:]
    func collect(
      _ body: StyleBody, style key: StyleKey, layer: String, states: [StateName], applies: Bool
    ) {
      for declaration in body.declarations {
        let superseded = style.superseded.contains(DeclarationPlace(declaration, states: states))
        if !superseded {
          guard let winner = style.properties[declaration.property],
            declaration.location != winner.provenance.location,
            winner.provenance.states.starts(with: states)
          else { continue }
        }
        found[declaration.property, default: []].append(
          CompetingDeclaration(
            declaration: declaration, style: key, layer: layer, states: states,
            appliesInEnvironment: applies && declaration.conditions.matches(environment),
            isSupersededByTheme: superseded))
      }
      for block in body.states {
        collect(
          block.body, style: key, layer: layer, states: states + [block.name], applies: applies)
      }
    }
    for layer in theme.layers {
      let layerApplies = layer.conditions.matches(environment)
      for sheet in layer.stylesheets {
        let sheetApplies = layerApplies && sheet.conditions.matches(environment)
        for rule in sheet.rules where lineage.contains(rule.identity.key) {
          collect(
            rule.body, style: rule.identity.key, layer: layer.name, states: [],
            applies: sheetApplies && rule.conditions.matches(environment))
        }
      }
    }
    return found
  }
}

extension CompiledTheme {
  /// The values each environment axis takes in the theme's conditions — on layers, files, rules,
  /// declarations, states and constants — as written, per axis: what the preview's toolbar
  /// offers, and what the Apple adapters ask before falling back from an idiom the theme does not
  /// name (`vision` → `pad`). A version range names no single value and is left out.
  public var environmentValues: [EnvironmentAxis: Set<String>] {
    environmentValues(in: { _ in true })
  }

  /// The values each axis takes in the conditions of the layers `including` accepts.
  public func environmentValues(in including: (Layer) -> Bool) -> [EnvironmentAxis: Set<String>] {
    var values: [EnvironmentAxis: Set<String>] = [:]
    func add(_ conditions: Conditions) {
      for condition in conditions.all {
        switch condition.test {
        case .equals(let value), .locale(let value), .equalsOrUnset(let value):
          values[condition.axis, default: []].insert(value)
        case .oneOf(let list): values[condition.axis, default: []].formUnion(list)
        case .versionPrefix(let version):
          values[condition.axis, default: []].insert(version.description)
        case .versionRange: break
        }
      }
    }
    func add(_ body: StyleBody) {
      for declaration in body.declarations { add(declaration.conditions) }
      for state in body.states { add(state.body) }
    }
    for layer in theme.layers where including(layer) {
      add(layer.conditions)
      for sheet in layer.stylesheets {
        add(sheet.conditions)
        for rule in sheet.rules {
          add(rule.conditions)
          add(rule.body)
        }
        for constant in sheet.constants { add(constant.conditions) }
      }
    }
    return values
  }
}

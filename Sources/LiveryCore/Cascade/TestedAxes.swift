extension CompiledTheme {
  /// The environment axes some condition of the theme tests, in any layer: a layer's, a file's, a
  /// rule's, a declaration's at any depth, a constant's. An axis outside it cannot change what
  /// any query resolves to. (The variant a file was compiled for is no condition: it is matched
  /// against no environment, and what it says of dark mode `resolvingEnvironment(_:)` applies.)
  var testedAxes: Set<EnvironmentAxis> {
    testedAxesCache.withLock { cached in
      if let cached { return cached }
      let result = computeTestedAxes()
      cached = result
      return result
    }
  }

  /// The environment a query's resolution is worked out in: `resolvingEnvironment(_:)`, with every
  /// axis no condition tests (`testedAxes`) as `StyleEnvironment.default` has it. Environments that
  /// differ only on such axes (an iPad and an iPhone under a theme without idiom variants, one
  /// Dynamic Type size and another) share one resolution, which each query's answer reuses; the
  /// default environment is its own.
  func sessionEnvironment(_ environment: StyleEnvironment) -> StyleEnvironment {
    var result = resolvingEnvironment(environment)
    let tested = testedAxes
    for entry in result.entries where !tested.contains(entry.axis) {
      result[entry.axis] = StyleEnvironment.default[entry.axis]
    }
    for entry in StyleEnvironment.default.entries where !tested.contains(entry.axis) {
      result[entry.axis] = entry.value
    }
    return result
  }

  private func computeTestedAxes() -> Set<EnvironmentAxis> {
    var axes: Set<EnvironmentAxis> = []
    func add(_ conditions: Conditions) {
      for condition in conditions.all { axes.insert(condition.axis) }
    }
    // By index, conditions read in place: a `for in` would copy every declaration and rule of the
    // theme, retaining each of their fields.
    func add(_ body: StyleBody) {
      for index in body.declarations.indices where !body.declarations[index].conditions.isEmpty {
        add(body.declarations[index].conditions)
      }
      for index in body.states.indices { add(body.states[index].body) }
      for index in body.subElements.indices { add(body.subElements[index].body) }
    }
    for layer in theme.layers {
      add(layer.conditions)
      for sheet in layer.stylesheets {
        add(sheet.conditions)
        for index in sheet.constants.indices where !sheet.constants[index].conditions.isEmpty {
          add(sheet.constants[index].conditions)
        }
        for index in sheet.rules.indices {
          if !sheet.rules[index].conditions.isEmpty { add(sheet.rules[index].conditions) }
          add(sheet.rules[index].body)
        }
      }
    }
    return axes
  }
}

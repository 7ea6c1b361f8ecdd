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
    for layer in theme.layers {
      // Never true: every condition is visited.
      _ = layer.containsConditions { conditions in
        for condition in conditions.all { axes.insert(condition.axis) }
        return false
      }
    }
    return axes
  }
}

extension Layer {
  /// Whether `test` holds for some conditions of the layer (never called for none): its own, a
  /// file's, a constant's, a rule's, a declaration's at any depth. A file's compiled-for variant
  /// is no condition (nothing matches it against an environment) and is not visited.
  func containsConditions(where test: (Conditions) -> Bool) -> Bool {
    // By index, conditions read in place: a `contains` closure or a `for in` would copy every
    // declaration and rule of the theme, retaining each of their fields.
    func inBody(_ body: StyleBody) -> Bool {
      for index in body.declarations.indices where !body.declarations[index].conditions.isEmpty {
        if test(body.declarations[index].conditions) { return true }
      }
      for index in body.states.indices where inBody(body.states[index].body) { return true }
      for index in body.subElements.indices where inBody(body.subElements[index].body) {
        return true
      }
      return false
    }
    if !conditions.isEmpty, test(conditions) { return true }
    for sheet in stylesheets {
      if !sheet.conditions.isEmpty, test(sheet.conditions) { return true }
      for index in sheet.constants.indices where !sheet.constants[index].conditions.isEmpty {
        if test(sheet.constants[index].conditions) { return true }
      }
      for index in sheet.rules.indices {
        if !sheet.rules[index].conditions.isEmpty, test(sheet.rules[index].conditions) {
          return true
        }
        if inBody(sheet.rules[index].body) { return true }
      }
    }
    return false
  }
}

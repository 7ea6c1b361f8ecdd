import LiveryCore

/// `dark-mode-coverage`: in a theme that supports dark mode, a colour a style sets for light
/// only — no declaration of the property for that style, state and part reaches dark — and a
/// constant defined for light only. The theme styles the property, so the skin's dark value
/// does not apply (semantics §3): dark mode gets what the cascade leaves, often nothing.
struct DarkModeCoverageRule {
  let context: LintContext

  private struct Key: Hashable {
    let identity: StyleIdentity
    let states: [StateName]
    let path: [PropertyName]
    let property: PropertyName
  }

  func findings() -> [Diagnostic] {
    // A light-only theme has no dark mode to cover: it stays light (semantics §6).
    guard !context.theme.isLightOnly else { return [] }
    let schema = context.theme.schema
    var lightOnly: [Key: [OwnDeclaration]] = [:]
    var keys: [Key] = []
    var reachesDark: Set<Key> = []
    for own in context.ownDeclarations()
    where Self.isColour(schema.type(of: own.declaration.property)) {
      let key = Key(
        identity: own.identity, states: own.states, path: own.path,
        property: own.declaration.property)
      switch LintContext.schemes(own.conditions) {
      case .light:
        if lightOnly[key] == nil { keys.append(key) }
        lightOnly[key, default: []].append(own)
      case .dark, .both: reachesDark.insert(key)
      case .neither: continue
      }
    }
    var findings: [Diagnostic] = []
    for key in keys where !reachesDark.contains(key) {
      for own in lightOnly[key] ?? [] {
        findings.append(
          .warning(
            "lint.dark-mode-coverage",
            "\(own.styleDescription) sets '\(key.property)' for light only; \(darkValue(of: key))",
            at: own.declaration.location,
            fixIt: "declare '\(key.property)' for dark too (or without a colour scheme)"))
      }
    }
    findings += constants()
    return findings
  }

  /// What dark mode gets for the property instead.
  private func darkValue(of key: Key) -> String {
    guard key.path.isEmpty else { return "dark mode gets no value of the theme's for it" }
    let dark = StyleEnvironment.default.setting(.colorScheme, to: "dark")
    let query =
      switch key.identity {
      case .type(let type): StyleQuery(for: type, states: key.states, in: dark)
      case .named(let name, let type):
        StyleQuery(for: type, named: [name], states: key.states, in: dark)
      }
    let style = context.theme.resolve(query)
    guard let resolved = style.properties[key.property], let value = style.value(of: key.property)
    else {
      return "in dark mode it has no value (the platform's shows)"
    }
    let shown: String =
      if case .color(let color) = value { color.displayHex } else { "\(value)" }
    return "in dark mode it is \(shown), from \(resolved.provenance.location)"
  }

  /// Constants defined for light only, in a theme with dark mode.
  private func constants() -> [Diagnostic] {
    var lightOnly: [(String, Constant, ValueConverter)] = []
    var reachesDark: Set<String> = []
    for (_, sheet, conditions) in context.ownSheets {
      for constant in sheet.constants {
        switch LintContext.schemes(conditions.and(constant.conditions)) {
        case .light:
          lightOnly.append((constant.name, constant, ValueConverter(dialect: sheet.dialect)))
        case .dark, .both: reachesDark.insert(constant.name)
        case .neither: continue
        }
      }
    }
    let light = StyleEnvironment.default.setting(.colorScheme, to: "light")
    return lightOnly.compactMap { name, constant, converter in
      guard !reachesDark.contains(name) else { return nil }
      // Colours only: a light-only dimension is no dark-mode gap. A format that leaves its
      // literals untyped (NSS) gives text, read as a colour in the file's dialect.
      switch context.theme.constant(named: name, in: light)?.value {
      case .color?, .gradient?, .adaptive?: break
      case .string(let text)?:
        var warnings: [ValueError] = []
        guard
          case .success = converter.convert(
            .string(text), to: .color, at: constant.valueLocation, warnings: &warnings)
        else { return nil }
      default: return nil
      }
      return .warning(
        "lint.dark-mode-coverage",
        "the constant '\(name)' is defined for light only; in dark mode what refers to it has no value",
        at: constant.location, fixIt: "define '\(name)' for dark too")
    }
  }

  static func isColour(_ type: PropertyType) -> Bool {
    switch type {
    case .color, .paint, .gradient: true
    default: false
    }
  }
}

import LiveryCore

/// `unused-property`: a catalog property declared for a component type that never reads it —
/// NUI silently ignores `on-tint-color` on a navigation bar — with the closest property the type
/// reads. Only properties some catalog type reads are checked (a property of the app's own is
/// the app's business), only on rules tied to a type (an NSS class may style any component).
struct UnusedPropertyRule {
  let context: LintContext

  func findings() -> [Diagnostic] {
    let catalog = ComponentCatalog.standard
    let known = Set(catalog.components.flatMap(\.properties))
    var findings: [Diagnostic] = []
    for layer in context.theme.theme.layers where context.ownRoles.contains(layer.role) {
      for sheet in layer.stylesheets {
        for rule in sheet.rules {
          let type: TargetType? =
            switch rule.identity {
            case .type(let type): type
            case .named(_, let type): type
            }
          guard let type, let component = catalog.component(context.theme.canonicalType(type))
          else { continue }
          let reads = Set(component.properties).union(component.parts.map(\.property))
          for declaration in Self.declarations(in: rule.body)
          where known.contains(declaration.property) && !reads.contains(declaration.property) {
            let closest = Suggestions.closest(
              to: declaration.property.rawValue, among: component.properties.map(\.rawValue))
            findings.append(
              .warning(
                "lint.unused-property",
                "\(component.type) never reads '\(declaration.property)'; it has no effect here",
                at: declaration.location,
                fixIt: Suggestions.phrase(closest).map { "did you mean \($0)?" }))
          }
        }
      }
    }
    return findings
  }

  /// A body's declarations and its states' (a state's value is read as the property's).
  private static func declarations(in body: StyleBody) -> [Declaration] {
    body.declarations + body.states.flatMap { declarations(in: $0.body) }
  }
}

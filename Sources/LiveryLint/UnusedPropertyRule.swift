import LiveryCore

/// `unused-property`: a catalog property declared for a component type that never reads it —
/// NUI silently ignores `on-tint-color` on a navigation bar — with the closest property the type
/// reads. Only properties some catalog type reads are checked (a property of the app's own is
/// the app's business), only on rules tied to a type (an NSS class may style any component), on
/// the component itself and its states (a part is another component).
struct UnusedPropertyRule {
  let context: LintContext

  func findings() -> [Diagnostic] {
    let catalog = ComponentCatalog.standard
    let known = Set(catalog.components.flatMap(\.properties))
    var findings: [Diagnostic] = []
    for own in context.ownDeclarations() where own.path.isEmpty {
      let type: TargetType? =
        switch own.identity {
        case .type(let type): type
        case .named(_, let type): type
        }
      let property = own.declaration.property
      guard let type, known.contains(property), let component = catalog.component(type),
        !component.properties.contains(property),
        !component.parts.contains(where: { $0.property == property })
      else { continue }
      let closest = Suggestions.closest(
        to: property.rawValue, among: component.properties.map(\.rawValue))
      findings.append(
        .warning(
          "lint.unused-property",
          "\(component.type) never reads '\(property)'; it has no effect here",
          at: own.declaration.location,
          fixIt: Suggestions.phrase(closest)))
    }
    return findings
  }
}

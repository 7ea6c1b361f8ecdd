import Foundation
public import LiveryCore

/// The printable forms of a resolved style, shared by `livery resolve`/`explain` and later tools.
///
/// JSON shape (README "Machine-readable output"): an object of property → value; a sub-element is a
/// nested object of the same shape; declared states are nested under `"states"`. With `explain`, each
/// property becomes `{"value": …, "origin": {file, line, column, layer, path, state, references}}`.
public struct StyleReport: Sendable {
  public let theme: CompiledTheme
  /// Sub-elements are expanded to this depth (styles can refer to each other in cycles).
  public var maximumDepth = 8

  public init(theme: CompiledTheme) {
    self.theme = theme
  }

  // MARK: - JSON

  public func json(_ style: ResolvedStyle, explain: Bool) -> JSONText {
    let object = json(style, explain: explain, depth: 0, expanding: [])
    guard explain, case .object(var members) = object else { return object }
    let unused = notUsed(in: style)
    guard !unused.isEmpty else { return object }
    members.append(
      (
        "$notUsed",
        .array(
          unused.map { loser in
            .object(
              [("property", .string(loser.declaration.property.rawValue))]
                + DiagnosticRenderer.locationMembers(loser.declaration.location) + [
                  ("layer", .string(loser.layer)), ("style", .string(loser.style.description)),
                  ("state", .array(loser.states.map { .string($0.rawValue) })),
                  ("reason", .string(Self.notUsedReason)),
                ])
          })
      ))
    return .object(members)
  }

  /// Why a declaration of the defaults or the skin did not apply (semantics §3).
  public static let notUsedReason = "not used: the theme styles this property"

  /// The defaults' and the skin's declarations the theme superseded, by property then location.
  private func notUsed(in style: ResolvedStyle) -> [CompetingDeclaration] {
    theme.competingDeclarations(in: style).values.joined().filter(\.isSupersededByTheme)
      .sorted {
        ($0.declaration.property, $0.declaration.location) < (
          $1.declaration.property, $1.declaration.location
        )
      }
  }

  private func json(_ style: ResolvedStyle, explain: Bool, depth: Int, expanding: [String])
    -> JSONText
  {
    var members: [(String, JSONText)] = []
    for name in style.properties.keys.sorted() {
      let property = style.properties[name]!
      members.append(
        (name.rawValue, explain ? explained(property, in: style) : property.value.json))
    }
    members += subElementMembers(
      style.subElements, explain: explain, depth: depth, expanding: expanding)
    members.sort { $0.0 < $1.0 }
    if !style.states.isEmpty {
      members.append(("states", statesJSON(style.states, in: style, explain: explain)))
    }
    return .object(members)
  }

  private func subElementMembers(
    _ subElements: [PropertyName: ResolvedSubElement], explain: Bool, depth: Int,
    expanding: [String]
  ) -> [(String, JSONText)] {
    subElements.keys.sorted().map { name in
      let subElement = subElements[name]!
      let key = subElement.styles.joined(separator: "+")
      guard depth < maximumDepth, key.isEmpty || !expanding.contains(key) else {
        return (name.rawValue, .object([("$style", .string(key)), ("$expanded", .bool(false))]))
      }
      let resolved = theme.resolve(subElement.query)
      var object = json(resolved, explain: explain, depth: depth + 1, expanding: expanding + [key])
      if explain, case .object(var members) = object {
        members.insert(("$style", .array(subElement.styles.map(JSONText.string))), at: 0)
        members.insert(
          ("$origin", .object(DiagnosticRenderer.locationMembers(subElement.location))), at: 1)
        object = .object(members)
      }
      return (name.rawValue, object)
    }
  }

  private func statesJSON(_ states: [ResolvedState], in style: ResolvedStyle, explain: Bool)
    -> JSONText
  {
    .object(
      states.map { state in
        var members: [(String, JSONText)] = state.properties.keys.sorted().map { name in
          let property = state.properties[name]!
          return (name.rawValue, explain ? explained(property, in: style) : property.value.json)
        }
        for name in state.subElements.keys.sorted() {
          members.append(
            (
              name.rawValue,
              .object([("$style", .string(state.subElements[name]!.styles.joined(separator: "+")))])
            ))
        }
        if !state.states.isEmpty {
          members.append(("states", statesJSON(state.states, in: style, explain: explain)))
        }
        return (state.name.rawValue, .object(members))
      })
  }

  private func explained(_ property: ResolvedProperty, in style: ResolvedStyle) -> JSONText {
    let provenance = property.provenance
    var origin = DiagnosticRenderer.locationMembers(provenance.location)
    switch provenance.source {
    case .layer(let name, _): origin.append(("layer", .string(name)))
    case .code: origin.append(("source", .string("code")))
    }
    origin.append(
      ("path", .array(style.inheritancePath(for: property).map { .string($0.description) })))
    if !provenance.states.isEmpty {
      origin.append(("state", .array(provenance.states.map { .string($0.rawValue) })))
    }
    if !provenance.references.isEmpty {
      origin.append(
        (
          "references",
          .array(
            provenance.references.map {
              .object(
                [("name", .string($0.spelling))] + DiagnosticRenderer.locationMembers($0.definedAt))
            })
        ))
    }
    if provenance.valueLocation != provenance.location {
      origin.append(
        ("value", .object(DiagnosticRenderer.locationMembers(provenance.valueLocation))))
    }
    return .object([("value", property.value.json), ("origin", .object(origin))])
  }

  // MARK: - Text

  /// The style as aligned `property  value` lines, states and sub-elements indented below.
  public func text(
    _ style: ResolvedStyle, explain: Bool, decorator: any TextDecorator = PlainDecorator()
  ) -> String {
    var output = ""
    text(
      style, explain: explain, decorator: decorator, indent: "  ", depth: 0, expanding: [],
      into: &output)
    let unused = explain ? notUsed(in: style) : []
    if !unused.isEmpty {
      output +=
        "  " + paint("not used (the theme styles these properties):", .detail, decorator) + "\n"
      let width = min(unused.map(\.declaration.property.rawValue.count).max() ?? 0, 28)
      for loser in unused {
        let name = loser.declaration.property.rawValue
        var line = "\(loser.declaration.location)  in \(loser.style)"
        if !loser.states.isEmpty {
          line += " [" + loser.states.map(\.rawValue).joined(separator: " → ") + "]"
        }
        line += "  (layer \(loser.layer))"
        output +=
          "    "
          + paint(
            name.padding(toLength: max(width, name.count), withPad: " ", startingAt: 0), .property,
            decorator)
          + "  " + paint(line, .detail, decorator) + "\n"
      }
    }
    return output
  }

  private func text(
    _ style: ResolvedStyle, explain: Bool, decorator: any TextDecorator, indent: String, depth: Int,
    expanding: [String],
    into output: inout String
  ) {
    let names = (Array(style.properties.keys) + Array(style.subElements.keys)).sorted()
    let width = min(names.map(\.rawValue.count).max() ?? 0, 28)
    if names.isEmpty && style.states.isEmpty {
      output += indent + paint("(no properties)", .detail, decorator) + "\n"
    }
    for name in names {
      let padded = name.rawValue.padding(
        toLength: max(width, name.rawValue.count), withPad: " ", startingAt: 0)
      if let property = style.properties[name] {
        output +=
          indent + paint(padded, .property, decorator) + "  " + property.value.description + "\n"
        if explain {
          output += origin(property, in: style, indent: indent + "    ", decorator: decorator)
        }
        continue
      }
      let subElement = style.subElements[name]!
      let key = subElement.styles.joined(separator: "+")
      let label =
        subElement.styles.isEmpty
        ? "(inline)" : subElement.styles.map { "→ \($0)" }.joined(separator: " ")
      output +=
        indent + paint(padded, .property, decorator) + "  " + paint(label, .reference, decorator)
        + "\n"
      if explain {
        output +=
          indent + "    " + paint("declared at \(subElement.location)", .detail, decorator) + "\n"
      }
      guard depth < maximumDepth, key.isEmpty || !expanding.contains(key) else {
        output += indent + "    " + paint("(already shown above)", .detail, decorator) + "\n"
        continue
      }
      text(
        theme.resolve(subElement.query), explain: explain, decorator: decorator,
        indent: indent + "    ", depth: depth + 1,
        expanding: expanding + [key], into: &output)
    }
    for state in style.states {
      stateText(
        state, path: [state.name], in: style, explain: explain, decorator: decorator,
        indent: indent, depth: depth, into: &output)
    }
  }

  private func stateText(
    _ state: ResolvedState, path: [StateName], in style: ResolvedStyle, explain: Bool,
    decorator: any TextDecorator, indent: String,
    depth: Int, into output: inout String
  ) {
    output += indent + paint("[\(state.name)]", .state, decorator) + "\n"
    let names = state.properties.keys.sorted()
    let width = min(names.map(\.rawValue.count).max() ?? 0, 28)
    for name in names {
      let property = state.properties[name]!
      let padded = name.rawValue.padding(
        toLength: max(width, name.rawValue.count), withPad: " ", startingAt: 0)
      output +=
        indent + "  " + paint(padded, .property, decorator) + "  " + property.value.description
        + "\n"
      if explain {
        output += origin(property, in: style, indent: indent + "      ", decorator: decorator)
      }
    }
    for name in state.subElements.keys.sorted() {
      let styles = state.subElements[name]!.styles
      let label = styles.isEmpty ? "(inline)" : styles.map { "→ \($0)" }.joined(separator: " ")
      output +=
        indent + "  " + paint(name.rawValue, .property, decorator) + "  "
        + paint(label, .reference, decorator) + "\n"
      // The part as it looks in this state: its normal values with the state's laid over them.
      guard depth < maximumDepth else { continue }
      let inState = theme.resolve(style.query.with(states: path).subElement(name))
      var part = ""
      text(
        inState, explain: explain, decorator: decorator, indent: indent + "      ",
        depth: depth + 1, expanding: [], into: &part)
      output += part
    }
    for nested in state.states {
      stateText(
        nested, path: path + [nested.name], in: style, explain: explain, decorator: decorator,
        indent: indent + "  ",
        depth: depth, into: &output)
    }
  }

  private func origin(
    _ property: ResolvedProperty, in style: ResolvedStyle, indent: String,
    decorator: any TextDecorator
  ) -> String {
    let provenance = property.provenance
    var line = "\(provenance.location)"
    if let declaredIn = provenance.declaredIn { line += "  in \(declaredIn)" }
    if !provenance.states.isEmpty {
      line += " [" + provenance.states.map(\.rawValue).joined(separator: " → ") + "]"
    }
    switch provenance.source {
    case .layer(let name, _): line += "  (layer \(name))"
    case .code: line += "  (set in code)"
    }
    var output = indent + paint(line, .detail, decorator) + "\n"
    let path = style.inheritancePath(for: property)
    if path.count > 1 {
      output +=
        indent
        + paint(
          "inherited: " + path.map(\.description).joined(separator: " → "), .detail, decorator)
        + "\n"
    }
    if !provenance.references.isEmpty {
      let chain = provenance.references.map { "\($0.spelling) (\($0.definedAt))" }.joined(
        separator: " → ")
      output +=
        indent + paint("via \(chain) → value at \(provenance.valueLocation)", .detail, decorator)
        + "\n"
    }
    return output
  }

  private func paint(_ text: String, _ role: TextRole, _ decorator: any TextDecorator) -> String {
    decorator.decorate(text, as: role)
  }
}

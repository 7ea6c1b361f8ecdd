public import LiveryCore

/// `livery resolve --constant` and `explain --constant`: a constant's (or design token's) value in
/// one environment, with where it came from.
extension StyleReport {
  /// The text form: the value, then with `explain` its definition, layer, conditions, reference
  /// chain and what its format said of it (type, deprecation, documentation, provenance).
  public func text(
    constant name: String, in environment: StyleEnvironment, explain: Bool,
    decorator: any TextDecorator = PlainDecorator()
  )
    -> String
  {
    guard let resolved = theme.constant(named: name, in: environment) else { return "" }
    var output = decorator.decorate(name, as: .property) + "  " + valueText(resolved) + "\n"
    guard explain,
      let (definition, layer) = theme.constantDefinition(named: name, in: environment)
    else { return output }
    var line = "\(definition.location)  (layer \(layer))"
    if !definition.conditions.isEmpty { line += "  when \(definition.conditions)" }
    output += "  " + decorator.decorate(line, as: .detail) + "\n"
    if !resolved.references.isEmpty {
      let chain = resolved.references.map { "\($0.spelling) (\($0.definedAt))" }.joined(
        separator: " → ")
      output += "  " + decorator.decorate("via \(chain)", as: .detail) + "\n"
    }
    for detail in details(definition.metadata) {
      output += "  " + decorator.decorate(detail, as: .detail) + "\n"
    }
    return output
  }

  /// The JSON form: `{"constant", "value", "error", "definedAt", "layer", "conditions", "references", "metadata"}`.
  public func json(constant name: String, in environment: StyleEnvironment, explain: Bool)
    -> JSONText
  {
    guard let resolved = theme.constant(named: name, in: environment) else {
      return .object([
        ("constant", .string(name)), ("error", .string("no constant or token is called '\(name)'")),
      ])
    }
    var members: [(String, JSONText)] = [("constant", .string(name))]
    switch resolved.result {
    case .success(.value(let value)): members.append(("value", value.json))
    case .success(.style(let style)): members.append(("style", .string(style.rawValue)))
    case .failure(let error): members.append(("error", .string(error.message)))
    }
    guard explain,
      let (definition, layer) = theme.constantDefinition(named: name, in: environment)
    else { return .object(members) }
    members.append(("definedAt", .string(definition.location.description)))
    members.append(("layer", .string(layer)))
    members.append(("conditions", .string(definition.conditions.description)))
    members.append(
      (
        "references",
        .array(
          resolved.references.map {
            .object([
              ("spelling", .string($0.spelling)), ("definedAt", .string($0.definedAt.description)),
            ])
          })
      ))
    if let metadata = definition.metadata {
      var fields: [(String, JSONText)] = []
      if let type = metadata.declaredType { fields.append(("type", .string(type))) }
      if let documentation = metadata.documentation {
        fields.append(("description", .string(documentation)))
      }
      if let deprecation = metadata.deprecation {
        fields.append(("deprecated", deprecation.message.map(JSONText.string) ?? .bool(true)))
      }
      if !metadata.provenance.isEmpty {
        fields.append(("provenance", .array(metadata.provenance.map(JSONText.string))))
      }
      members.append(("metadata", .object(fields)))
    }
    return .object(members)
  }

  private func valueText(_ resolved: ResolvedConstant) -> String {
    switch resolved.result {
    case .success(.value(let value)): return value.description
    case .success(.style(let style)): return "style \(style.rawValue)"
    case .failure(let error): return "unresolved: \(error.message)"
    }
  }

  private func details(_ metadata: ConstantMetadata?) -> [String] {
    guard let metadata else { return [] }
    var lines: [String] = []
    if let type = metadata.declaredType { lines.append("type \(type)") }
    if let deprecation = metadata.deprecation {
      lines.append("deprecated" + (deprecation.message.map { ": \($0)" } ?? ""))
    }
    if let documentation = metadata.documentation { lines.append("“\(documentation)”") }
    lines += metadata.provenance
    if !metadata.extensions.isEmpty {
      lines.append("extensions: " + metadata.extensions.map(\.key).joined(separator: ", "))
    }
    return lines
  }
}

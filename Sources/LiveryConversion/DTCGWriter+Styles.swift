import LiveryCore
import LiveryFormats

// `--include-styles` (dtcg.md §6.4): styles as component tokens other tools read
// (`livery.styles.Button.:highlighted.backgroundColor`), and the rules themselves in
// `$extensions["dev.livery"].styles` at the file root, which Livery reads back exactly.
extension DTCGWriter {
  /// The component tokens and the rule records of the rules whose conditions belong in one file.
  struct StyleExport {
    var tokens: [(path: [String], token: TokenJSON)] = []
    var records: [TokenJSON] = []
  }

  static func styleExport(
    _ rules: [ConversionSource.Rule], context: Context, losses: inout [Diagnostic]
  ) -> StyleExport {
    var export = StyleExport()
    for rule in rules {
      let (identityMembers, styleID) = identity(rule.identity)
      var record = identityMembers
      if !rule.conditions.isEmpty {
        record.append(("conditions", .make(.string(rule.conditions.description))))
      }
      // Component tokens stand for the unconditional rules: a token has one value.
      record += body(
        rule.body, context: context, path: ["livery", "styles", styleID], identity: identityMembers,
        states: [], tokens: rule.conditions.isEmpty,
        export: &export, losses: &losses)
      export.records.append(.object(record))
    }
    return export
  }

  private static func identity(_ identity: StyleIdentity) -> (
    members: [(String, TokenJSON)], id: String
  ) {
    switch identity {
    case .type(let type): return ([("type", .make(.string(type.rawValue)))], type.rawValue)
    case .named(let name, let type):
      return (
        [("named", .make(.string(name.rawValue)))]
          + (type.map { [("targetType", .make(.string($0.rawValue)))] } ?? []), "@" + name.rawValue
      )
    }
  }

  /// A body's record (parents, declarations, states, parts), adding a component token for each
  /// declaration DTCG has a type for.
  private static func body(
    _ body: ConversionSource.Body, context: Context, path: [String],
    identity: [(String, TokenJSON)], states: [String], tokens: Bool,
    export: inout StyleExport, losses: inout [Diagnostic]
  ) -> [(String, TokenJSON)] {
    var members: [(String, TokenJSON)] = []
    // Every parent is recorded, with its lookup and how bad its absence is (MAF's dangling BasedOn
    // names a type style a lower layer may define).
    let parents = body.parents
    if !parents.isEmpty {
      members.append(
        (
          "parents",
          .make(
            .array(
              parents.map {
                .object(
                  [
                    ("name", .make(.string(MotifWriter.className(context.source.parent($0))))),
                    ("lookup", .make(.string(lookup($0.lookup)))),
                  ]
                    + ($0.missingSeverity == .error
                      ? [] : [("ifMissing", .make(.string($0.missingSeverity.rawValue)))]))
              }))
        ))
    }
    var declarations: [TokenJSON] = []
    for setting in body.settings {
      let declaration = setting.declaration
      if case .value(.image(let image)) = setting.value, image.size != nil {
        losses.append(
          .loss(
            "\(path.dropFirst(2).joined(separator: " ")) \(declaration.property)", "DTCG",
            "records an image by name only; its size is not written", at: declaration.location))
      }
      guard let json = recordValue(setting.value, source: context.source) else {
        losses.append(
          .loss(
            "\(path.dropFirst(2).joined(separator: " ")) \(declaration.property)", "DTCG",
            "cannot record this value; not written", at: declaration.location))
        continue
      }
      var entry: [(String, TokenJSON)] = [
        ("property", .make(.string(declaration.property.rawValue))), ("value", json),
      ]
      if !declaration.conditions.isEmpty {
        entry.append(("conditions", .make(.string(declaration.conditions.description))))
      }
      declarations.append(.object(entry))
      // A component token, for tools that read tokens only.
      if tokens, declaration.conditions.isEmpty,
        let token = componentToken(setting.value, context: context)
      {
        var extensionMembers: [(String, TokenJSON)] = [
          ("style", .object(identity)), ("property", .make(.string(declaration.property.rawValue))),
        ]
        if !states.isEmpty {
          extensionMembers.append(("state", .make(.array(states.map { .make(.string($0)) }))))
        }
        export.tokens.append(
          (
            path + [declaration.property.rawValue],
            .object(token + [("$extensions", .object([("dev.livery", .object(extensionMembers))]))])
          ))
      }
    }
    if !declarations.isEmpty { members.append(("declarations", .make(.array(declarations)))) }
    if !body.states.isEmpty {
      members.append(
        (
          "states",
          .make(
            .array(
              body.states.map { state in
                .object(
                  [("name", .make(.string(state.name.rawValue)))]
                    + Self.body(
                      state.body, context: context, path: path + [":" + state.name.rawValue],
                      identity: identity, states: states + [state.name.rawValue],
                      tokens: tokens, export: &export, losses: &losses))
              }))
        ))
    }
    if !body.subElements.isEmpty {
      members.append(
        (
          "parts",
          .make(
            .array(
              body.subElements.map { sub in
                .object(
                  [("property", .make(.string(sub.property.rawValue)))]
                    + Self.body(
                      sub.body, context: context, path: path + [">" + sub.property.rawValue],
                      identity: identity, states: states, tokens: tokens, export: &export,
                      losses: &losses))
              }))
        ))
    }
    if body.resetsPreviousValues { members.append(("resetsPreviousValues", .make(.bool(true)))) }
    return members
  }

  private static func lookup(_ lookup: StyleReference.Lookup) -> String {
    switch lookup {
    case .named: return "named"
    case .type: return "type"
    case .namedThenType: return "namedThenType"
    }
  }

  /// A declared value as Livery reads it back: literals in Livery's JSON forms, `"{name}"` for a
  /// constant, `{"$style": name}` for a style.
  private static func recordValue(_ item: ConversionSource.Item, source: ConversionSource)
    -> TokenJSON?
  {
    switch item {
    case .reference(let reference):
      if !source.namesConstant(reference) {
        return .object([("$style", .make(.string(reference.name)))])
      }
      return .make(.string("{\(reference.name)}"))
    case .value(let value):
      return (try? StructuredValue(value, colors: .hexWithAlpha))?.liveryRecordJSON
    case .unreadable:
      return nil
    }
  }

  /// `$type` and `$value` of a component token, when DTCG has a type for the value.
  private static func componentToken(_ item: ConversionSource.Item, context: Context) -> [(
    String, TokenJSON
  )]? {
    switch item {
    case .reference(let reference):
      guard context.source.namesConstant(reference),
        let target = context.source.literal(ofConstant: reference.name),
        let type = Context.type(of: target)
      else {
        return nil
      }
      let path = context.paths[reference.name] ?? Context.path(reference.name)
      return [
        ("$type", .make(.string(type))),
        ("$value", .make(.string("{" + path.joined(separator: ".") + "}"))),
      ]
    case .value(let value):
      guard let (type, json) = Context.dtcgValue(value) else { return nil }
      return [("$type", .make(.string(type))), ("$value", json)]
    case .unreadable:
      return nil
    }
  }
}

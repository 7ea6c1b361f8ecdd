import LiveryCore
import LiveryFormats

// `--include-styles` (dtcg.md §6.4): styles as component tokens other tools read
// (`livery.styles.Button.:highlighted.backgroundColor`), and the rules themselves in
// `$extensions["dev.livery"].styles` at the file root, which Livery reads back exactly.
extension DTCGWriter {
  /// The component tokens and the rule records of the rules whose conditions belong in one file.
  struct StyleExport {
    var tokens: [(path: [String], token: JSONText)] = []
    var records: [JSONText] = []
  }

  static func styleExport(
    _ rules: [ConversionSource.Rule], context: Context, losses: inout [Diagnostic]
  ) -> StyleExport {
    var export = StyleExport()
    for rule in rules {
      let (identityMembers, styleID) = identity(rule.identity)
      var record = identityMembers
      if !rule.conditions.isEmpty {
        record.append(("conditions", .string(rule.conditions.description)))
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
    members: [(String, JSONText)], id: String
  ) {
    switch identity {
    case .type(let type): return ([("type", .string(type.rawValue))], type.rawValue)
    case .named(let name, let type):
      return (
        [("named", .string(name.rawValue))]
          + (type.map { [("targetType", .string($0.rawValue))] } ?? []), "@" + name.rawValue
      )
    }
  }

  /// A body's record (parents, declarations, states, parts), adding a component token for each
  /// declaration DTCG has a type for.
  private static func body(
    _ body: ConversionSource.Body, context: Context, path: [String],
    identity: [(String, JSONText)], states: [String], tokens: Bool,
    export: inout StyleExport, losses: inout [Diagnostic]
  ) -> [(String, JSONText)] {
    var members: [(String, JSONText)] = []
    // Every parent is recorded, with its lookup and how bad its absence is (MAF's dangling BasedOn
    // names a type style a lower layer may define).
    let parents = body.parents
    if !parents.isEmpty {
      members.append(
        (
          "parents",
          .array(
            parents.map {
              .object(
                [
                  ("name", .string(MotifWriter.className(context.source.parent($0)))),
                  ("lookup", .string(lookup($0.lookup))),
                ]
                  + ($0.missingSeverity == .error
                    ? [] : [("ifMissing", .string($0.missingSeverity.rawValue))]))
            })
        ))
    }
    var declarations: [JSONText] = []
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
      var entry: [(String, JSONText)] = [
        ("property", .string(declaration.property.rawValue)), ("value", json),
      ]
      if !declaration.conditions.isEmpty {
        entry.append(("conditions", .string(declaration.conditions.description)))
      }
      declarations.append(.object(entry))
      // A component token, for tools that read tokens only.
      if tokens, declaration.conditions.isEmpty,
        let token = componentToken(setting.value, context: context)
      {
        var extensionMembers: [(String, JSONText)] = [
          ("style", .object(identity)), ("property", .string(declaration.property.rawValue)),
        ]
        if !states.isEmpty {
          extensionMembers.append(("state", .array(states.map { .string($0) })))
        }
        export.tokens.append(
          (
            path + [declaration.property.rawValue],
            .object(token + [("$extensions", .object([("dev.livery", .object(extensionMembers))]))])
          ))
      }
    }
    if !declarations.isEmpty { members.append(("declarations", .array(declarations))) }
    if !body.states.isEmpty {
      members.append(
        (
          "states",
          .array(
            body.states.map { state in
              .object(
                [("name", .string(state.name.rawValue))]
                  + Self.body(
                    state.body, context: context, path: path + [":" + state.name.rawValue],
                    identity: identity, states: states + [state.name.rawValue],
                    tokens: tokens, export: &export, losses: &losses))
            })
        ))
    }
    if !body.subElements.isEmpty {
      members.append(
        (
          "parts",
          .array(
            body.subElements.map { sub in
              .object(
                [("property", .string(sub.property.rawValue))]
                  + Self.body(
                    sub.body, context: context, path: path + [">" + sub.property.rawValue],
                    identity: identity, states: states, tokens: tokens, export: &export,
                    losses: &losses))
            })
        ))
    }
    if body.resetsPreviousValues { members.append(("resetsPreviousValues", .bool(true))) }
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
    -> JSONText?
  {
    switch item {
    case .reference(let reference):
      if !source.namesConstant(reference) {
        return .object([("$style", .string(reference.name))])
      }
      return .string("{\(reference.name)}")
    case .value(let value):
      return (try? JSONText(value, colors: .hexWithAlpha))?.liveryRecordJSON
    case .unreadable:
      return nil
    }
  }

  /// `$type` and `$value` of a component token, when DTCG has a type for the value.
  private static func componentToken(_ item: ConversionSource.Item, context: Context) -> [(
    String, JSONText
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
        ("$type", .string(type)),
        ("$value", .string("{" + path.joined(separator: ".") + "}")),
      ]
    case .value(let value):
      guard let (type, json) = Context.dtcgValue(value) else { return nil }
      return [("$type", .string(type)), ("$value", json)]
    case .unreadable:
      return nil
    }
  }
}

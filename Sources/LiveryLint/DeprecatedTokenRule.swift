import LiveryCore

/// `deprecated-token`: a reference, in any format, to a constant or design token marked
/// deprecated (DTCG `$deprecated`). When the deprecation's message names the replacement as a
/// reference (`"Use {color.accent} instead"`) and that names a constant of the theme, the finding
/// suggests it and `--fix` writes it.
struct DeprecatedTokenRule {
  let context: LintContext

  func findings() -> [LintFinding] {
    let theme = context.theme
    // Deprecated as the definition that wins says: a theme that redefines a constant the skin
    // or a palette deprecated has a constant that is not.
    var deprecated: [String: (constant: Constant, message: String?)] = [:]
    var checked: Set<String> = []
    for layer in theme.theme.layers {
      for sheet in layer.stylesheets {
        for constant in sheet.constants
        where constant.metadata?.deprecation != nil && checked.insert(constant.name).inserted {
          guard let winner = theme.constantDefinition(named: constant.name)?.constant,
            let deprecation = winner.metadata?.deprecation
          else { continue }
          deprecated[constant.name] = (winner, deprecation.message)
        }
      }
    }
    guard !deprecated.isEmpty else { return [] }
    var findings: [LintFinding] = []
    var lines = SourceLines()
    func check(_ value: ValueExpression, at location: SourceLocation, in sheet: Stylesheet) {
      for (reference, place) in Self.references(in: value, at: location) {
        guard reference.kind != .style, let (constant, message) = deprecated[reference.name]
        else { continue }
        let named = message.flatMap { replacement(in: $0, for: reference.name, deprecated) }
        var edit: LintFix?
        if let named {
          edit = fix(lines: &lines, replacing: reference.name, with: named, at: place, in: sheet)
        }
        findings.append(
          LintFinding(
            .warning(
              "lint.deprecated-token",
              "'\(reference.name)' is deprecated" + (message.map { ": \($0)" } ?? ""),
              at: place,
              notes: [
                Diagnostic.Note(
                  "'\(reference.name)' is marked deprecated here", at: constant.location)
              ],
              fixIt: named.map { "use '\($0)' instead" }),
            fix: edit))
      }
    }
    for (_, sheet, _) in context.ownSheets {
      for constant in sheet.constants {
        check(constant.value, at: constant.valueLocation, in: sheet)
      }
    }
    for own in context.ownDeclarations() {
      check(own.declaration.value, at: own.declaration.valueLocation, in: own.sheet)
    }
    return findings
  }

  /// The references in a value, each with where it was written.
  static func references(in value: ValueExpression, at location: SourceLocation)
    -> [(Reference, SourceLocation)]
  {
    switch value {
    case .reference(let reference): [(reference, location)]
    case .list(let elements): elements.flatMap { references(in: $0.value, at: $0.location) }
    case .map(let entries): entries.flatMap { references(in: $0.value, at: $0.location) }
    default: []
    }
  }

  /// The constant a deprecation message names as `{name}`, when it is one of the theme's and
  /// not deprecated itself.
  private func replacement(
    in message: String, for name: String,
    _ deprecated: [String: (constant: Constant, message: String?)]
  ) -> String? {
    var candidates: [String] = []
    var rest = message[...]
    while let open = rest.firstIndex(of: "{"),
      let close = rest[open...].firstIndex(of: "}")
    {
      candidates.append(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    // A name written into the file as it is: one any format's reference can hold unescaped.
    let known = candidates.filter {
      $0 != name && deprecated[$0] == nil && context.theme.constant(named: $0) != nil
        && !$0.isEmpty
        && $0.unicodeScalars.allSatisfy {
          $0.properties.isAlphabetic || ("0"..."9").contains($0)
            || "._-$".unicodeScalars.contains($0)
        }
    }
    // One replacement, or none: a message naming two leaves the choice to a person.
    return Set(known).count == 1 ? known[0] : nil
  }

  /// The edit writing `replacement` for the reference to `name` at `location`: the name's first
  /// occurrence on that line at or after the location (a reference is written with the name as
  /// it is: `{color.old}`, `$Old`, `@old`, `ref://old`).
  private func fix(
    lines: inout SourceLines, replacing name: String, with replacement: String,
    at location: SourceLocation,
    in sheet: Stylesheet
  ) -> LintFix? {
    guard let source = sheet.source, let line = lines.line(location.line, of: source) else {
      return nil
    }
    let scalars = line
    let target = Array(name.unicodeScalars)
    guard location.column - 1 <= scalars.count, !target.isEmpty else { return nil }
    var start = location.column - 1
    while start + target.count <= scalars.count {
      let end = start + target.count
      // The whole name: `color.old`, not the start of `color.older`.
      if Array(scalars[start..<end]) == target,
        !(end < scalars.count && Self.isNameScalar(scalars[end])),
        !(start > 0 && Self.isNameScalar(scalars[start - 1]))
      {
        return LintFix(
          at: SourceLocation(file: location.file, line: location.line, column: start + 1),
          replacing: name, with: replacement)
      }
      start += 1
    }
    return nil
  }

  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "."
      || scalar == "-" || scalar == "_"
  }
}

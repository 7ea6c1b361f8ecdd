public import LiveryCore
public import LiveryReporting

extension ThemeDiff {
  /// One line of counts: `12 properties changed in 5 styles (31 cells); 1 constant changed; …`.
  public var summary: String {
    guard !isEmpty else { return "no change" }
    var parts = [
      "\(changedProperties) \(changedProperties == 1 ? "property" : "properties") changed in \(styles.count) \(styles.count == 1 ? "style" : "styles") (\(changedCells) \(changedCells == 1 ? "cell" : "cells"))"
    ]
    let (changed, added, removed) = constantCounts
    if changed + added + removed > 0 {
      parts.append("constants: \(changed) changed, \(added) added, \(removed) removed")
    }
    if !addedStyles.isEmpty || !removedStyles.isEmpty {
      parts.append("styles: \(addedStyles.count) added, \(removedStyles.count) removed")
    }
    if !unresolvedStyles.isEmpty {
      parts.append("\(unresolvedStyles.count) resolving on one side only")
    }
    if !introduced.isEmpty || !fixed.isEmpty {
      parts.append("contrast findings: \(introduced.count) introduced, \(fixed.count) fixed")
    }
    return parts.joined(separator: "; ")
  }

  /// Constants changed, added and removed.
  public var constantCounts: (changed: Int, added: Int, removed: Int) {
    (
      constants.filter { $0.old != nil && $0.new != nil }.count,
      constants.filter { $0.old == nil }.count, constants.filter { $0.new == nil }.count
    )
  }

  // MARK: - Text

  /// The diff for a terminal: changes grouped by style, each with its values, its cells, both
  /// declarations and its cause; then constants, styles and contrast findings; then the summary.
  /// Theme text is printed with control characters escaped.
  public func text(decorator: any TextDecorator = PlainDecorator()) -> String {
    let safe = DiagnosticRenderer.printable
    var output = ""
    for style in styles {
      output += decorator.decorate(safe(style.name), as: .message) + "\n"
      for change in style.changes {
        output +=
          "  " + decorator.decorate(safe(change.property.rawValue), as: .property)
          + ": \(value(change.old)) → \(value(change.new))"
        if let cause = change.cause { output += "  (constant '\(safe(cause))')" }
        output += "\n    in " + safe(cells(change.cells)) + "\n"
        output +=
          decorator.decorate(
            "    old \(place(change.old)) · new \(place(change.new))", as: .detail) + "\n"
      }
    }
    if !constants.isEmpty {
      output += decorator.decorate("Constants", as: .state) + "\n"
      for constant in constants {
        switch (constant.old, constant.new) {
        case (nil, let new?):
          output += "  + \(safe(constant.name)) \(safe(new))\(at(constant.newLocation))\n"
        case (let old?, nil):
          output += "  - \(safe(constant.name)) \(safe(old))\(at(constant.oldLocation))\n"
        default:
          output +=
            "  ~ \(safe(constant.name)) \(safe(constant.old ?? "")) → \(safe(constant.new ?? ""))\(at(constant.newLocation))\n"
        }
      }
    }
    if !addedStyles.isEmpty || !removedStyles.isEmpty || !unresolvedStyles.isEmpty {
      output += decorator.decorate("Styles", as: .state) + "\n"
      for name in addedStyles { output += "  + \(safe(name))\n" }
      for name in removedStyles { output += "  - \(safe(name))\n" }
      for name in unresolvedStyles { output += "  ! \(safe(name))\n" }
    }
    if !introduced.isEmpty || !fixed.isEmpty {
      output += decorator.decorate("Contrast", as: .state) + "\n"
      for finding in introduced { output += "  + introduced: \(safe(finding.description))\n" }
      for finding in fixed { output += "  - fixed: \(safe(finding.description))\n" }
    }
    return output + summary + "\n"
  }

  private func value(_ property: ResolvedProperty?) -> String {
    property.map { DiagnosticRenderer.printable(Self.display($0.value)) } ?? "(unset)"
  }

  private func place(_ property: ResolvedProperty?) -> String {
    property.map { $0.provenance.location.description } ?? "—"
  }

  private func at(_ location: SourceLocation?) -> String {
    location.map { "  \($0)" } ?? ""
  }

  /// The first cells, and how many more.
  private func cells(_ cells: [Cell], shown: Int = 3) -> String {
    let listed = cells.prefix(shown).map(\.description).joined(separator: "; ")
    return cells.count > shown ? listed + " (and \(cells.count - shown) more)" : listed
  }

  // MARK: - JSON

  /// The diff for tools: `changed`, the counts, and every change with its values (as `resolve
  /// --format json` writes values), declarations, cause and cells.
  public var json: JSONText {
    let (changed, added, removed) = constantCounts
    let counts: [(String, Int)] = [
      ("styles", styles.count), ("properties", changedProperties), ("cells", changedCells),
      ("constantsChanged", changed), ("constantsAdded", added), ("constantsRemoved", removed),
      ("stylesAdded", addedStyles.count), ("stylesRemoved", removedStyles.count),
      ("contrastIntroduced", introduced.count), ("contrastFixed", fixed.count),
    ]
    let summary = JSONText.object(counts.map { ($0.0, JSONText.number(Double($0.1))) })
    let styleList = JSONText.array(styles.map(Self.json(style:)))
    let constantList = JSONText.array(constants.map(Self.json(constant:)))
    let contrast = JSONText.object([
      ("introduced", DiagnosticRenderer().json(introduced)),
      ("fixed", DiagnosticRenderer().json(fixed)),
    ])
    return .object([
      ("changed", .bool(!isEmpty)), ("summary", summary), ("styles", styleList),
      ("constants", constantList), ("addedStyles", .array(addedStyles.map(JSONText.string))),
      ("removedStyles", .array(removedStyles.map(JSONText.string))),
      ("unresolvedStyles", .array(unresolvedStyles.map(JSONText.string))), ("contrast", contrast),
    ])
  }

  private static func json(style: StyleDiff) -> JSONText {
    let type = JSONText.string(style.entry.type.rawValue)
    let name: JSONText = style.entry.style.map { .string($0.rawValue) } ?? .null
    return .object([
      ("type", type), ("style", name), ("changes", .array(style.changes.map(json(change:)))),
    ])
  }

  private static func json(change: Change) -> JSONText {
    let cells: [JSONText] = change.cells.map { cell in
      let states = JSONText.array(cell.states.map { .string($0.rawValue) })
      return .object([("states", states), ("environment", json(environment: cell.environment))])
    }
    let cause: JSONText = change.cause.map(JSONText.string) ?? .null
    return .object([
      ("property", .string(change.property.rawValue)), ("old", json(property: change.old)),
      ("new", json(property: change.new)), ("cause", cause), ("cells", .array(cells)),
    ])
  }

  private static func json(property resolved: ResolvedProperty?) -> JSONText {
    guard let resolved else { return .null }
    return .object([
      ("value", resolved.value.json), ("display", .string(display(resolved.value))),
      ("location", json(location: resolved.provenance.location)),
    ])
  }

  private static func json(constant: ConstantChange) -> JSONText {
    let old: JSONText = constant.old.map(JSONText.string) ?? .null
    let new: JSONText = constant.new.map(JSONText.string) ?? .null
    return .object([
      ("name", .string(constant.name)), ("old", old), ("new", new),
      ("oldLocation", json(location: constant.oldLocation)),
      ("newLocation", json(location: constant.newLocation)),
      ("environment", json(environment: constant.environment)),
    ])
  }

  private static func json(location: SourceLocation?) -> JSONText {
    guard let location else { return .null }
    return .object([
      ("path", .string(location.path)), ("line", .number(Double(location.line))),
      ("column", .number(Double(location.column))),
    ])
  }

  private static func json(environment: StyleEnvironment) -> JSONText {
    var members: [(String, JSONText)] = [
      ("colorScheme", .string(environment[.colorScheme] ?? "light"))
    ]
    if let contrast = environment[.contrast] { members.append(("contrast", .string(contrast))) }
    return .object(members)
  }

  // MARK: - Markdown

  /// The diff as a pull-request comment: a summary table, then each style's changes folded in
  /// `<details>`, kept under `limit` characters (GitHub takes 65,536) — the styles that do not
  /// fit are counted, not listed. Every piece of theme text is escaped for Markdown and HTML, so
  /// none can change the comment's structure.
  public func markdown(limit: Int = 60_000) -> String {
    let (changed, added, removed) = constantCounts
    var output = "### Theme diff: \(Markdown.text(summary))\n\n"
    output += "| | |\n|---|--:|\n"
    output += "| Styles changed | \(styles.count) |\n"
    output += "| Properties changed | \(changedProperties) |\n"
    output += "| Cells changed | \(changedCells) |\n"
    output += "| Constants changed / added / removed | \(changed) / \(added) / \(removed) |\n"
    output += "| Styles added / removed | \(addedStyles.count) / \(removedStyles.count) |\n"
    output += "| Contrast findings introduced / fixed | \(introduced.count) / \(fixed.count) |\n"
    var sections: [String] = []
    if !introduced.isEmpty || !fixed.isEmpty {
      var section = "\n<details open><summary>Contrast</summary>\n\n"
      for finding in introduced {
        section += "- introduced: \(Markdown.text(finding.description))\n"
      }
      for finding in fixed { section += "- fixed: \(Markdown.text(finding.description))\n" }
      sections.append(section + "\n</details>\n")
    }
    if !constants.isEmpty {
      var section = "\n<details><summary>Constants (\(constants.count))</summary>\n\n"
      section += "| Constant | Old | New | Where |\n|---|---|---|---|\n"
      for constant in constants {
        section +=
          "| \(Markdown.code(constant.name)) | \(Markdown.code(constant.old ?? "—")) | \(Markdown.code(constant.new ?? "—")) | \(Markdown.code((constant.newLocation ?? constant.oldLocation)?.description ?? "")) |\n"
      }
      sections.append(section + "\n</details>\n")
    }
    if !addedStyles.isEmpty || !removedStyles.isEmpty || !unresolvedStyles.isEmpty {
      var section = "\n<details><summary>Styles added and removed</summary>\n\n"
      for name in addedStyles { section += "- added \(Markdown.code(name))\n" }
      for name in removedStyles { section += "- removed \(Markdown.code(name))\n" }
      for name in unresolvedStyles {
        section += "- resolving on one side only: \(Markdown.code(name))\n"
      }
      sections.append(section + "\n</details>\n")
    }
    for style in styles {
      var section =
        "\n<details><summary>\(Markdown.html(style.name)) — \(style.changes.count) \(style.changes.count == 1 ? "property" : "properties")</summary>\n\n"
      section += "| Property | Old | New | Cells | Cause | Declared |\n|---|---|---|--:|---|---|\n"
      for change in style.changes {
        section +=
          "| \(Markdown.code(change.property.rawValue)) | \(Markdown.code(value(change.old))) | \(Markdown.code(value(change.new))) | \(change.cells.count) | \(change.cause.map { "constant " + Markdown.code($0) } ?? "") | \(Markdown.code(place(change.new == nil ? change.old : change.new))) |\n"
      }
      sections.append(section + "\n</details>\n")
    }
    // Every section that fits, in order: one too big does not hide the smaller ones after it.
    var left = sections.count
    for section in sections where output.utf8.count + section.utf8.count < limit - 200 {
      output += section
      left -= 1
    }
    if left > 0 {
      output += "\n… \(left) more sections: run `livery diff` for all of it.\n"
    }
    return output
  }
}

/// Escaping for text embedded in Markdown (GitHub's): no theme text can open a link, an image,
/// a table cell, code or an HTML element, or mention a person or an issue.
enum Markdown {
  /// `text` as a code span, which GitHub renders literally (no link, mention or issue
  /// reference): fenced with more backticks than it holds in a row, `|` escaped for table
  /// cells, line breaks and control characters as spaces.
  static func code(_ text: String) -> String {
    var cleaned = ""
    var run = 0
    var longest = 0
    for scalar in text.unicodeScalars {
      run = scalar == "`" ? run + 1 : 0
      longest = max(longest, run)
      if scalar == "|" {
        cleaned += "\\|"
      } else if isControl(scalar) {
        cleaned += " "
      } else {
        cleaned.unicodeScalars.append(scalar)
      }
    }
    let fence = String(repeating: "`", count: longest + 1)
    return fence + " " + cleaned + " " + fence
  }

  /// `text` as literal Markdown: its punctuation backslash-escaped, `<` and `&` as entities,
  /// `@` and `#` followed by a zero-width space (no mention, no issue link), line breaks and
  /// control characters as spaces.
  static func text(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "&": output += "&amp;"
      case "@", "#":
        output += "\\"
        output.unicodeScalars.append(scalar)
        output += "\u{200B}"
      case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "+", "-", ".", "!", "|", "~",
        "\"", "'", "$", ":", "=":
        output += "\\"
        output.unicodeScalars.append(scalar)
      case _ where isControl(scalar): output += " "
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// `text` inside HTML (a `<summary>`): `<`, `>`, `&` and quotes as entities, `@` and `#`
  /// followed by a zero-width space, line breaks and control characters as spaces.
  static func html(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "&": output += "&amp;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      case "@", "#":
        output.unicodeScalars.append(scalar)
        output += "\u{200B}"
      case _ where isControl(scalar): output += " "
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    DiagnosticRenderer.isControl(scalar)
  }
}

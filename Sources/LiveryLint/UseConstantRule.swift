import LiveryCore

/// `use-constant`: a literal colour equal to a constant of the theme — the palette's `accent`
/// written out as `#0057B8` — so a change to the palette would miss it. Constants count when
/// they have one definition, for every variant, whose value is a literal colour, and the
/// declaration's file can name them: its own constants defined before it (NSS variables are
/// the file's), or a constant of an earlier file (Motif, Redbeard). `--fix` writes the
/// reference, as the format spells it, where exactly one constant has the colour.
struct UseConstantRule {
  let context: LintContext

  private struct Candidate {
    let name: String
    let location: SourceLocation
    /// The constant's file's place in cascade order.
    let order: Int
  }

  func findings() -> [LintFinding] {
    let sheets = context.ownSheets
    var definitions: [String: Int] = [:]
    for layer in context.theme.theme.layers {
      for sheet in layer.stylesheets {
        for constant in sheet.constants { definitions[constant.name, default: 0] += 1 }
      }
    }
    var byColour: [RGBAColor: [Candidate]] = [:]
    for (order, (_, sheet, conditions)) in sheets.enumerated() where conditions.isEmpty {
      let converter = ValueConverter(dialect: sheet.dialect)
      for constant in sheet.constants
      where constant.conditions.isEmpty && definitions[constant.name] == 1
        && constant.metadata?.deprecation == nil
      {
        guard let color = Self.literalColour(constant.value, converter, at: constant.valueLocation)
        else { continue }
        byColour[color, default: []].append(
          Candidate(name: constant.name, location: constant.location, order: order))
      }
    }
    guard !byColour.isEmpty else { return [] }
    let orderOfFile = Dictionary(
      sheets.enumerated().map { ($0.element.sheet.file, $0.offset) },
      uniquingKeysWith: { a, _ in a })
    let schema = context.theme.schema
    var lines = SourceLines()
    var findings: [LintFinding] = []
    for own in context.ownDeclarations() {
      let format = own.sheet.format.identifier
      guard let spelling = Self.spelling(in: format),
        DarkModeCoverageRule.isColour(schema.type(of: own.declaration.property)),
        let color = Self.literalColour(
          own.declaration.value, ValueConverter(dialect: own.sheet.dialect),
          at: own.declaration.valueLocation),
        let order = orderOfFile[own.sheet.file]
      else { continue }
      let sameFileOnly = format.hasPrefix("nss")
      let names = (byColour[color] ?? []).filter { candidate in
        candidate.order == order
          ? candidate.location < own.declaration.location
          : !sameFileOnly && candidate.order < order
      }.map(\.name)
      guard !names.isEmpty else { continue }
      let written = names.map { spelling.reference($0) }
      var fix: LintFix?
      if names.count == 1, case .string(let literal) = own.declaration.value,
        let source = own.sheet.source
      {
        fix = spelling.fix(
          literal: literal, name: names[0], at: own.declaration.valueLocation,
          line: lines.line(own.declaration.valueLocation.line, of: source))
      }
      let list = names.map { "'\($0)'" }.joined(separator: ", ")
      findings.append(
        LintFinding(
          .note(
            "lint.use-constant",
            "\(own.styleDescription) '\(own.declaration.property)' is \(color.displayHex), the value of the constant\(names.count > 1 ? "s" : "") \(list); name it so a change to the palette reaches here",
            at: own.declaration.valueLocation,
            fixIt: "write \(written.joined(separator: " or "))"),
          fix: fix))
    }
    return findings
  }

  /// A literal's colour (a reference, list or dictionary is none).
  private static func literalColour(
    _ value: ValueExpression, _ converter: ValueConverter, at location: SourceLocation
  ) -> RGBAColor? {
    switch value {
    case .string, .typed:
      var warnings: [ValueError] = []
      if case .success(.color(let color)) = converter.convert(
        value, to: .color, at: location, warnings: &warnings)
      {
        return color
      }
      return nil
    default: return nil
    }
  }

  /// How a format writes a reference to a constant.
  struct Spelling {
    let prefix: String
    /// Whether a reference is a JSON string.
    let quoted: Bool

    func reference(_ name: String) -> String { quoted ? "\"\(prefix)\(name)\"" : prefix + name }

    /// The edit replacing the literal at `location` with a reference to `name`, when the file
    /// says exactly the literal there (quoted alike) and the name needs no escaping.
    func fix(
      literal: String, name: String, at location: SourceLocation, line: [Unicode.Scalar]?
    ) -> LintFix? {
      guard let line,
        name.unicodeScalars.allSatisfy({
          $0.properties.isAlphabetic || ("0"..."9").contains($0)
            || "._-".unicodeScalars.contains($0)
        })
      else { return nil }
      let start = line.startIndex + location.column - 1
      guard start < line.endIndex else { return nil }
      let first = line[start]
      let quote: Unicode.Scalar? = first == "\"" || first == "'" ? first : nil
      if quoted && quote != "\"" { return nil }
      let original = quote.map { "\($0)\(literal)\($0)" } ?? literal
      let scalars = Array(original.unicodeScalars)
      guard start + scalars.count <= line.endIndex,
        Array(line[start..<start + scalars.count]) == scalars
      else { return nil }
      // An unquoted literal ends there: `#FF0000;`, not the start of `#FF0000AA`.
      if quote == nil, start + scalars.count < line.endIndex {
        let next = line[start + scalars.count]
        guard next == ";" || next == "}" || next == " " || next == "\t" || next == "," else {
          return nil
        }
      }
      let replacement = quote.map { "\($0)\(prefix)\(name)\($0)" } ?? prefix + name
      return LintFix(at: location, replacing: original, with: replacement)
    }
  }

  /// How `format` spells a reference to a constant; `nil` for formats that cannot (MAF) or
  /// whose references this rule does not write (design tokens hold no style declarations of
  /// their own).
  static func spelling(in format: String) -> Spelling? {
    if format.hasPrefix("nss") { return Spelling(prefix: "@", quoted: false) }
    if format == "motif.yaml" || format == "motif" { return Spelling(prefix: "$", quoted: false) }
    if format == "motif.json" { return Spelling(prefix: "$", quoted: true) }
    if format == "redbeard.json" { return Spelling(prefix: "ref://", quoted: true) }
    return nil
  }
}

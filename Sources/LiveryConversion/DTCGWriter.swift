package import LiveryCore
import LiveryFormats

/// Writes W3C design tokens (DTCG 2025.10, dtcg.md §6): constants as tokens, `.` in a name nesting
/// groups, references as aliases with an explicit `$type`; conditions as a resolver with a
/// modifier per axis. A token imported from DTCG is written back as it was read (its `$value`,
/// `$description`, `$deprecated` and `$extensions`). Styles have no DTCG form: each is a loss.
public struct DTCGWriter: ThemeWriter {
  /// Write styles too (`--include-styles`): as component tokens for other tools, and as records in
  /// `$extensions["dev.livery"].styles` that Livery reads back into the same rules.
  public var includeStyles: Bool

  public init(includeStyles: Bool = false) {
    self.includeStyles = includeStyles
  }

  public var name: String { "DTCG" }

  static let schemaURL = "https://www.designtokens.org/schemas/2025.10/format.json"

  /// A colour as a DTCG `$value` (srgb components as byte/255, hex, alpha when not 1), as JSON text.
  package static func colorJSON(_ color: RGBAColor) -> String {
    Context.color(color).rendered(.document)
  }
  static let resolverSchemaURL = "https://www.designtokens.org/schemas/2025.10/resolver.json"

  public func write(_ source: ConversionSource, baseName: String) -> ConversionOutput {
    let (source, solidColorLosses) = source.solidColorImagesAsBackgroundColors(format: name)
    var output = ConversionOutput(losses: solidColorLosses)
    var context = Context(source: source)
    context.planNames(losses: &output.losses)
    var styles = StyleExport()
    if includeStyles {
      styles = Self.styleExport(source.rules, context: context, losses: &output.losses)
    } else {
      for rule in source.rules {
        output.losses.append(
          .loss(
            "style \(rule.identity)", "DTCG",
            "has no styles; only constants are written as tokens (--include-styles writes them as component tokens)",
            at: rule.location))
      }
    }
    // Unconditional tokens, then one file per context of each modifier.
    var groups: [String: [ConversionSource.Entry]] = [:]
    var modifierOrder: [String] = []
    var base: [ConversionSource.Entry] = []
    for entry in source.constants {
      guard
        let key = context.modifierKey(
          entry.constant.conditions, losses: &output.losses, at: entry.constant.location)
      else { continue }
      if key.modifier.isEmpty {
        base.append(entry)
        continue
      }
      if entry.constant.conditions.all.count > 1 {
        output.losses.append(
          .loss(
            "constant '\(entry.constant.name)' for \(entry.constant.conditions)", "DTCG",
            "modifiers are independent; a definition for several axes at once is written in one combined modifier '\(key.modifier)', which tools (and Livery, reading it back) see as one axis",
            at: entry.constant.location))
      }
      if groups[key.modifier] == nil { modifierOrder.append(key.modifier) }
      groups[key.modifier, default: []].append(entry)
    }
    if modifierOrder.isEmpty {
      output.files.append(
        .init(
          path: baseName + ".tokens.json",
          text: context.file(base, styles: styles, losses: &output.losses)))
      return output
    }
    output.files.append(
      .init(
        path: "base.tokens.json", text: context.file(base, styles: styles, losses: &output.losses)))
    var modifiers: [(String, JSONText)] = []
    var fileNames: Set<String> = ["base.tokens.json", (baseName + ".resolver.json").lowercased()]
    for modifier in modifierOrder {
      let entries = groups[modifier]!
      var contexts: [String] = []
      var byContext: [String: [ConversionSource.Entry]] = [:]
      for entry in entries {
        let contextName = context.contextName(entry.constant.conditions)
        if byContext[contextName] == nil { contexts.append(contextName) }
        byContext[contextName, default: []].append(entry)
      }
      let defaultContext = context.defaultContext(for: modifier, contexts: contexts)
      if !contexts.contains(defaultContext), defaultContext != "otherwise" {
        contexts.insert(defaultContext, at: 0)
      }
      var contextMembers: [(String, JSONText)] = []
      for name in contexts {
        // A file name from theme text: a plain, unique one (a `#` would start the reference's
        // fragment, a `/` name a folder).
        let file = Self.uniqueFileName(
          Self.fileNameComponent(modifier) + "-" + Self.fileNameComponent(name), in: &fileNames)
        if file != "\(modifier)-\(name).tokens.json" {
          output.losses.append(
            .warning(
              .conversionNameRewritten,
              "the file of modifier '\(modifier)', context '\(name)' is named \(file): file names here take letters, digits, ., - and _",
              at: nil))
        }
        output.files.append(
          .init(path: file, text: context.file(byContext[name] ?? [], losses: &output.losses)))
        contextMembers.append((name, .array([.object([("$ref", .string(file))])])))
      }
      if contexts.count == 1 || (defaultContext == "otherwise" && byContext["otherwise"] == nil) {
        // A modifier needs two contexts, and a default: "otherwise", which adds nothing.
        if !contextMembers.contains(where: { $0.0 == "otherwise" }) {
          contextMembers.append(("otherwise", .array([])))
        }
      }
      var members: [(String, JSONText)] = [
        ("contexts", .object(contextMembers)), ("default", .string(defaultContext)),
      ]
      members.append(
        (
          "$extensions",
          .object([
            (
              "dev.livery",
              .object([("axis", .string(context.axisNames[modifier] ?? modifier))])
            )
          ])
        ))
      modifiers.append((modifier, .object(members)))
    }
    let resolver = JSONText.object([
      ("$schema", .string(Self.resolverSchemaURL)),
      ("name", .string(baseName)),
      ("version", .string("2025.10")),
      (
        "resolutionOrder",
        .array(
          [.object([("$ref", .string("#/sets/base"))])]
            + modifierOrder.map {
              .object([("$ref", .string("#/modifiers/" + Self.pointerSegment($0)))])
            })
      ),
      (
        "sets",
        .object([
          (
            "base",
            .object([
              ("sources", .array([.object([("$ref", .string("base.tokens.json"))])]))
            ])
          )
        ])
      ),
      ("modifiers", .object(modifiers)),
    ])
    output.files.append(
      .init(path: baseName + ".resolver.json", text: resolver.rendered(.document) + "\n"))
    return output
  }

  /// Names, types and the text of token files.
  struct Context {
    let source: ConversionSource
    /// Constant name → token path (segments).
    var paths: [String: [String]] = [:]
    /// Modifier name → the environment axis (or axes) it stands for.
    var axisNames: [String: String] = [:]
    /// Constants whose path another constant already has: not written (reported).
    var skipped: Set<String> = []

    init(source: ConversionSource) {
      self.source = source
    }

    /// Token paths for every constant: `$` dropped, `{`/`}` replaced, `.` nesting, and a token that
    /// is also a group's prefix moved to `$root`.
    mutating func planNames(losses: inout [Diagnostic]) {
      var all: Set<[String]> = []
      var owner: [[String]: (name: String, conditions: Conditions)] = [:]
      for entry in source.constants where paths[entry.constant.name] == nil {
        let name = entry.constant.name
        let path = Self.path(name)
        if let first = owner[path], first.name != name {
          losses.append(
            .loss(
              "constant '\(name)'", "DTCG",
              "writes it as \(path.joined(separator: ".")), which is '\(first.name)' already; not written",
              at: entry.constant.location))
          skipped.insert(name)
          continue
        }
        if path.joined(separator: ".")
          != (name.hasPrefix("$") ? String(name.drop(while: { $0 == "$" })) : name)
        {
          losses.append(
            .warning(
              .conversionNameRewritten,
              "constant '\(name)' is written as \(path.joined(separator: ".")): DTCG names cannot hold '{', '}' or empty parts",
              at: entry.constant.location))
        }
        owner[path] = (name, entry.constant.conditions)
        paths[name] = path
        all.insert(path)
      }
      var prefixes: Set<[String]> = []
      for path in all where path.count > 1 {
        for end in 1..<path.count { prefixes.insert(Array(path[..<end])) }
      }
      for (name, path) in paths where prefixes.contains(path) && path.last != "$root" {
        paths[name] = path + ["$root"]
      }
    }

    static func path(_ name: String) -> [String] {
      var text = name
      while text.hasPrefix("$") { text.removeFirst() }
      let segments = text.split(separator: ".", omittingEmptySubsequences: true).map { segment in
        var cleaned = String(segment).replacingBraces()
        while cleaned.hasPrefix("$") && cleaned != "$root" { cleaned.removeFirst() }
        return cleaned.isEmpty ? "_" : cleaned
      }
      return segments.isEmpty ? ["_"] : segments
    }

    /// The modifier a constant's conditions belong to (`""`: unconditional), or `nil` (with a loss)
    /// for conditions DTCG cannot express (ranges of versions).
    func modifierKey(
      _ conditions: Conditions, losses: inout [Diagnostic], at location: SourceLocation
    ) -> (modifier: String, context: String)? {
      if conditions.isEmpty { return ("", "") }
      var axes: [String] = []
      var values: [String] = []
      for condition in conditions.all {
        switch condition.test {
        case .equals(let value), .equalsOrUnset(let value), .locale(let value):
          axes.append(condition.axis.rawValue)
          values.append(value)
        case .versionPrefix(let version):
          axes.append(condition.axis.rawValue)
          values.append(version.description)
        default:
          losses.append(
            .loss(
              "a definition for \(conditions)", "DTCG",
              "modifiers choose named contexts; '\(condition)' is a range, so it is not written",
              at: location))
          return nil
        }
      }
      return (axes.joined(separator: "-"), values.joined(separator: "-"))
    }

    func contextName(_ conditions: Conditions) -> String {
      conditions.all.map { condition -> String in
        switch condition.test {
        case .equals(let value), .equalsOrUnset(let value), .locale(let value): return value
        case .versionPrefix(let version): return version.description
        default: return condition.description
        }
      }.joined(separator: "-")
    }

    /// The axis's default: light for the colour scheme, the context written as "or unset", else the first.
    mutating func defaultContext(for modifier: String, contexts: [String]) -> String {
      let entries = source.constants.filter {
        !$0.constant.conditions.isEmpty
          && $0.constant.conditions.all.map(\.axis.rawValue).joined(separator: "-") == modifier
      }
      axisNames[modifier] =
        entries.first?.constant.conditions.all.map(\.axis.rawValue).joined(separator: "-")
        ?? modifier
      if modifier == EnvironmentAxis.colorScheme.rawValue { return "light" }
      for entry in entries {
        for condition in entry.constant.conditions.all {
          if case .equalsOrUnset(let value) = condition.test { return value }
        }
      }
      // No default among them: an empty "otherwise" context is the default, so the variant's tokens
      // apply only where the environment names it.
      return "otherwise"
    }

    /// One token file: the tokens in definition order, nested by path.
    func file(
      _ entries: [ConversionSource.Entry], styles: StyleExport = StyleExport(),
      losses: inout [Diagnostic]
    ) -> String {
      var root = Node()
      for (path, token) in styles.tokens { root.insert(path[...], token) }
      var kept: [(String, JSONText)] = []
      for entry in entries where !skipped.contains(entry.constant.name) {
        let path = paths[entry.constant.name] ?? Self.path(entry.constant.name)
        switch token(for: entry, losses: &losses) {
        case .token(let json): root.insert(path[...], json)
        case .group(let members):
          for (name, json) in members { root.insert((path + [name])[...], json) }
        case .kept(let json): kept.append((entry.constant.name, json))
        }
      }
      var members: [(String, JSONText)] = [("$schema", .string(DTCGWriter.schemaURL))]
      members += root.members
      var livery: [(String, JSONText)] = []
      if !kept.isEmpty { livery.append(("values", .object(kept))) }
      if !styles.records.isEmpty { livery.append(("styles", .array(styles.records))) }
      if !livery.isEmpty {
        members.append(("$extensions", .object([("dev.livery", .object(livery))])))
      }
      return JSONText.object(members).rendered(.document) + "\n"
    }

    enum Written {
      case token(JSONText)
      case group([(String, JSONText)])
      /// No DTCG type: kept for Livery only.
      case kept(JSONText)
    }

    func token(for entry: ConversionSource.Entry, losses: inout [Diagnostic]) -> Written {
      let constant = entry.constant
      var members: [(String, JSONText)] = []
      let metadata = constant.metadata
      switch entry.value {
      case .reference(let reference):
        guard
          let target = source.literal(ofConstant: reference.name, conditions: constant.conditions),
          let type = Self.type(of: target)
        else {
          losses.append(
            .loss(
              "constant '\(constant.name)'", "DTCG",
              "aliases must be typed, and '\(reference.name)' has no DTCG type; not written",
              at: constant.location))
          return .kept(.string("{\(reference.name)}"))
        }
        let path = paths[reference.name] ?? Self.path(reference.name)
        members = [
          ("$type", .string(type)),
          ("$value", .string("{" + path.joined(separator: ".") + "}")),
        ]
      case .value(let value):
        if let type = metadata?.declaredType, let original = metadata?.originalValue,
          let json = TokenJSON.parse(original)?.plain
        {
          members = [("$type", .string(type)), ("$value", json)]
        } else if let (type, json) = Self.dtcgValue(value) {
          members = [("$type", .string(type)), ("$value", json)]
        } else if case .font(let font) = value {
          losses.append(
            .loss(
              "font '\(constant.name)'", "DTCG",
              "typography needs letterSpacing and lineHeight, which this font does not say; written as a group of fontFamily, fontSize and fontWeight tokens",
              at: constant.location))
          var group: [(String, JSONText)] = []
          if let name = font.name {
            group.append(
              (
                "fontFamily",
                .object([("$type", .string("fontFamily")), ("$value", .string(name))])
              ))
          }
          if let size = font.size {
            group.append(
              (
                "fontSize",
                .object([("$type", .string("dimension")), ("$value", Self.dimension(size))])
              ))
          }
          if let weight = font.weight {
            group.append(
              (
                "fontWeight",
                .object([
                  ("$type", .string("fontWeight")),
                  ("$value", .number(Double(weight.numericValue))),
                ])
              ))
          }
          if let style = font.textStyle {
            losses.append(
              .loss(
                "font '\(constant.name)' text style \(style.rawValue)", "DTCG",
                "has no Dynamic Type styles; kept in $extensions.dev.livery", at: constant.location)
            )
          }
          return .group(group)
        } else {
          losses.append(
            .loss(
              "constant '\(constant.name)' (\(value.kindDescription))", "DTCG",
              "has no type for it; kept in $extensions.dev.livery.values for Livery",
              at: constant.location))
          switch JSONText.from(value, colors: .hexWithAlpha) {
          case .success(let structured): return .kept(structured.liveryRecordJSON)
          case .failure: return .kept(.string(value.description))
          }
        }
      case .unreadable(_, let why):
        losses.append(
          .loss(
            "constant '\(constant.name)'", "DTCG",
            "cannot take a value its own format could not read (\(why))", at: constant.location))
        return .kept(.null)
      }
      if let documentation = metadata?.documentation {
        members.append(("$description", .string(documentation)))
      }
      if let deprecation = metadata?.deprecation {
        members.append(
          ("$deprecated", deprecation.message.map { .string($0) } ?? .bool(true)))
      }
      if let extensions = metadata?.extensions, !extensions.isEmpty {
        members.append(
          (
            "$extensions",
            .object(
              extensions.compactMap { item in
                TokenJSON.parse(item.json).map { (item.key, $0.plain) }
              })
          ))
      }
      return .token(.object(members))
    }

    /// The DTCG type of a value, if it has one.
    static func type(of value: Value) -> String? {
      dtcgValue(value)?.type ?? (value.isFont ? "typography" : nil)
    }

    /// A value as a DTCG `$value` with its type, when DTCG has one.
    static func dtcgValue(_ value: Value) -> (type: String, json: JSONText)? {
      switch value {
      case .color(let color): return ("color", Self.color(color))
      case .number(let number): return ("number", .number(number))
      case .font(let font)
      where font.size == nil && font.weight == nil && font.textStyle == nil && font.name != nil:
        return ("fontFamily", .string(font.name!))
      case .shadow(let shadow): return ("shadow", Self.shadow(shadow))
      case .list(let items)
      where !items.isEmpty
        && items.allSatisfy({ if case .shadow = $0 { return true } else { return false } }):
        return (
          "shadow",
          .array(
            items.compactMap {
              if case .shadow(let shadow) = $0 { return Self.shadow(shadow) } else { return nil }
            })
        )
      case .border(let border)
      where border.color != nil && border.width != nil && border.cornerRadius == nil:
        return (
          "border",
          .object([
            ("color", Self.color(border.color!)), ("width", Self.dimension(border.width!)),
            ("style", .string("solid")),
          ])
        )
      case .gradient(let gradient):
        return (
          "gradient",
          .array(
            gradient.stops.map {
              .object([
                ("color", Self.color($0.color)), ("position", .number($0.location)),
              ])
            })
        )
      default: return nil
      }
    }

    /// sRGB components as byte/255 exactly, with hex, and alpha only when not 1 (§6.3).
    static func color(_ color: RGBAColor) -> JSONText {
      let bytes = [color.red, color.green, color.blue].map { ($0 * 255).rounded() }
      var members: [(String, JSONText)] = [
        ("colorSpace", .string("srgb")),
        ("components", .array(bytes.map { .number($0 / 255) })),
      ]
      if color.alpha < 1 { members.append(("alpha", .number(color.alpha))) }
      members.append(("hex", .string(String(color.hexRGBA.prefix(7)))))
      return .object(members)
    }

    static func dimension(_ points: Double) -> JSONText {
      .object([("value", .number(points)), ("unit", .string("px"))])
    }

    static func shadow(_ shadow: Shadow) -> JSONText {
      var color = shadow.color ?? RGBAColor(red: 0, green: 0, blue: 0)
      if let opacity = shadow.opacity { color.alpha *= opacity }
      return .object([
        ("color", Self.color(color)), ("offsetX", dimension(shadow.offset?.horizontal ?? 0)),
        ("offsetY", dimension(shadow.offset?.vertical ?? 0)),
        ("blur", dimension(shadow.radius ?? 0)), ("spread", dimension(0)),
      ])
    }
  }

  /// Groups being built: children in insertion order.
  struct Node {
    var order: [String] = []
    var children: [String: Node] = [:]
    var tokens: [String: JSONText] = [:]

    mutating func insert(_ path: ArraySlice<String>, _ token: JSONText) {
      guard let first = path.first else { return }
      if path.count == 1 {
        if tokens[first] == nil && children[first] == nil { order.append(first) }
        tokens[first] = token
        return
      }
      if tokens[first] == nil && children[first] == nil { order.append(first) }
      children[first, default: Node()].insert(path.dropFirst(), token)
    }

    var members: [(String, JSONText)] {
      order.map { name in (name, tokens[name] ?? .object(children[name]!.members)) }
    }
  }
}

extension Value {
  fileprivate var isFont: Bool {
    if case .font = self { return true }
    return false
  }
}

extension String {
  fileprivate func replacingBraces() -> String {
    String(map { $0 == "{" || $0 == "}" ? "_" : $0 })
  }
}

extension DTCGWriter {
  /// A JSON pointer segment for `name` (RFC 6901: `~` as `~0`, `/` as `~1`).
  static func pointerSegment(_ name: String) -> String {
    var segment = ""
    for character in name {
      switch character {
      case "~": segment += "~0"
      case "/": segment += "~1"
      default: segment.append(character)
      }
    }
    return segment
  }

  /// `name` with everything but ASCII letters, digits, `.`, `-` and `_` as `_`, never starting with a dot.
  static func fileNameComponent(_ name: String) -> String {
    var result = String(
      String.UnicodeScalarView(
        name.unicodeScalars.map { scalar in
          ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            || ("0"..."9").contains(scalar) || scalar == "." || scalar == "-" || scalar == "_"
            ? scalar : "_"
        }))
    if result.isEmpty || result.hasPrefix(".") { result = "_" + result }
    return result
  }

  /// `stem.tokens.json`, or `stem-2.tokens.json` … when that is taken (case-insensitively, as
  /// some file systems compare).
  static func uniqueFileName(_ stem: String, in taken: inout Set<String>) -> String {
    var candidate = stem + ".tokens.json"
    var number = 2
    while taken.contains(candidate.lowercased()) || taken.contains(candidate) {
      candidate = "\(stem)-\(number).tokens.json"
      number += 1
    }
    taken.insert(candidate.lowercased())
    return candidate
  }
}

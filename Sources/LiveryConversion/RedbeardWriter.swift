import LiveryCore
import LiveryFormats

/// Writes a Redbeard theme root: `theme.inc.json` naming one theme file of ids — constants (scalars,
/// lists, font dictionaries) and styles with `inherits`, states, parts and `_iPad`/`_iPhone` keys.
/// Redbeard has no other variants, no styles limited to a type, one parent, no object-valued
/// constants and no border or shadow objects: each is a loss.
public struct RedbeardWriter: ThemeWriter {
  public init() {}

  public var name: String { "Redbeard" }

  /// The keys Redbeard reads as states.
  static let stateKeys: Set<String> = [
    "normal", "highlighted", "selected", "disabled", "focused", "alternate", "opened", "revealed",
    "expanded", "collapsed", "editing",
    "pressed", "checked",
  ]

  public func write(_ source: ConversionSource, baseName: String) -> ConversionOutput {
    let (source, solidColorLosses) = source.solidColorImagesAsBackgroundColors(format: name)
    var output = ConversionOutput(losses: solidColorLosses)
    var ids: [(String, JSONText)] = []
    var styleIndex: [String: Int] = [:]
    var written: Set<String> = []
    for entry in source.constants {
      let constant = entry.constant
      guard constant.conditions.isEmpty else {
        output.losses.append(
          .loss(
            "constant '\(constant.name)' for \(constant.conditions)", name,
            "has no variants for constants; not written", at: constant.location))
        continue
      }
      guard
        let value = value(
          entry.value, what: "constant '\(constant.name)'", at: constant.location, asConstant: true,
          source: source, losses: &output.losses)
      else { continue }
      written.insert(constant.name)
      ids.append((constant.name, value))
    }
    for rule in source.rules {
      guard let id = id(rule.identity, at: rule.location, losses: &output.losses) else { continue }
      guard let suffix = Self.suffix(rule.conditions) else {
        output.losses.append(
          .loss(
            "style \(rule.identity) for \(rule.conditions)", name,
            "has variants only for idiom=pad or phone; not written", at: rule.location))
        continue
      }
      var members: [(String, JSONText)] = []
      body(
        rule.body, suffix: suffix, path: id, depth: 0, source: source, written: written,
        into: &members, losses: &output.losses)
      if let position = styleIndex[id], case .object(let existing) = ids[position].1 {
        ids[position].1 = .object(existing + members)
      } else {
        styleIndex[id] = ids.count
        ids.append((id, .object(members)))
      }
    }
    let themeFile = baseName + ".json"
    output.files.append(
      .init(
        path: "theme.inc.json",
        text: JSONText.object([("include", .array([])), ("themes", .array([.string(themeFile)]))])
          .rendered(.document) + "\n"))
    output.files.append(
      .init(path: themeFile, text: JSONText.object(ids).rendered(.document) + "\n"))
    return output
  }

  /// `_iPad`, `_iPhone` or `""` for the conditions Redbeard can key; `nil` otherwise.
  static func suffix(_ conditions: Conditions) -> String? {
    if conditions.isEmpty { return "" }
    guard conditions.all.count == 1, conditions.all[0].axis == .idiom,
      case .equals(let idiom) = conditions.all[0].test
    else { return nil }
    switch idiom {
    case "pad": return "_iPad"
    case "phone": return "_iPhone"
    default: return nil
    }
  }

  private func id(
    _ identity: StyleIdentity, at location: SourceLocation, losses: inout [Diagnostic]
  ) -> String? {
    let catalog = Set(ComponentCatalog.standard.types.map(\.rawValue))
    switch identity {
    case .type(let type):
      if !catalog.contains(type.rawValue) {
        losses.append(
          .loss(
            "type style \(type)", name,
            "styles types of its catalog only; written as a style named \(type)", at: location))
      }
      return type.rawValue
    case .named(let style, let type):
      if type != nil {
        losses.append(
          .loss(
            "style \(identity)", name, "has no styles limited to a type; written for every type",
            at: location))
      }
      if catalog.contains(style.rawValue) {
        losses.append(
          .loss(
            "style \(style)", name,
            "reads an id that names a type as that type's style, which every \(style) gets",
            at: location))
      }
      return style.rawValue
    }
  }

  private func body(
    _ body: ConversionSource.Body, suffix: String, path: String, depth: Int,
    source: ConversionSource, written: Set<String>,
    into members: inout [(String, JSONText)],
    losses: inout [Diagnostic]
  ) {
    let writtenRule: (ConversionSource.Rule) -> Bool = { Self.suffix($0.conditions) != nil }
    for parent in body.parents where !source.defines(parent, among: writtenRule) {
      losses.append(
        .loss(
          "\(path)'s parent \(parent.name)", name,
          "needs the parent defined; this theme does not define it, so it is not written",
          at: parent.location))
    }
    if let parent = body.parents.last(where: { source.defines($0, among: writtenRule) }) {
      if suffix.isEmpty {
        members.append(
          ("inherits", .string("ref://" + MotifWriter.className(source.parent(parent)))))
      } else {
        losses.append(
          .loss(
            "\(path)'s parent for \(suffix)", name,
            "inherits the same way on every idiom; not written", at: parent.location))
      }
      if body.parents.count > 1 {
        losses.append(
          .loss(
            "\(path)'s parents \(body.parents.map(\.name).joined(separator: ", "))", name,
            "has one parent; only \(parent.name) is written", at: parent.location))
      }
    }
    if body.resetsPreviousValues {
      members.append(("clearPreviousThemingValues" + suffix, .bool(true)))
    }
    for setting in body.settings {
      let declaration = setting.declaration
      guard let own = Self.suffix(declaration.conditions), own.isEmpty || suffix.isEmpty else {
        losses.append(
          .loss(
            "\(path).\(declaration.property) for \(declaration.conditions)", name,
            "has variants only for idiom=pad or phone; not written", at: declaration.location))
        continue
      }
      let key = declaration.property.rawValue
      if key.hasSuffix("Alpha") || key.hasSuffix("_iPad") || key.hasSuffix("_iPhone")
        || Self.stateKeys.contains(key)
      {
        losses.append(
          .loss(
            "\(path).\(key)", name, "reads a key like '\(key)' as something else; not written",
            at: declaration.location))
        continue
      }
      guard
        let value = value(
          source.writable(setting.value, written: written), what: "\(path).\(key)",
          at: declaration.location, asConstant: false, source: source, losses: &losses)
      else { continue }
      members.append((key + suffix + (own.isEmpty ? "" : own), value))
    }
    for state in body.states {
      let key = state.name.rawValue
      guard Self.stateKeys.contains(key) || (key.count > 5 && key.hasSuffix("State")) else {
        losses.append(
          .loss(
            "state \(key) of \(path)", name,
            "names states \(Self.stateKeys.sorted().joined(separator: ", ")) or …State; not written",
            at: state.location))
        continue
      }
      var nested: [(String, JSONText)] = []
      self.body(
        state.body, suffix: "", path: path + ":" + key, depth: depth + 1, source: source,
        written: written, into: &nested, losses: &losses)
      members.append((key + suffix, .object(nested)))
    }
    for sub in body.subElements {
      let key = sub.property.rawValue
      if Self.stateKeys.contains(key) || key.hasSuffix("State") {
        losses.append(
          .loss(
            "part \(key) of \(path)", name, "reads '\(key)' as a state; not written",
            at: sub.location))
        continue
      }
      var nested: [(String, JSONText)] = []
      self.body(
        sub.body, suffix: "", path: path + "." + key, depth: depth + 1, source: source,
        written: written, into: &nested, losses: &losses)
      if !nested.isEmpty, nested.allSatisfy({ ["name", "size", "weight", "style"].contains($0.0) })
      {
        // keeps a font-like part a part, not a font value
        nested.append(("clearPreviousThemingValues", .bool(false)))
      }
      members.append((key + suffix, .object(nested)))
    }
  }

  private func value(
    _ item: ConversionSource.Item, what: String, at location: SourceLocation, asConstant: Bool,
    source: ConversionSource, losses: inout [Diagnostic]
  ) -> JSONText? {
    switch item {
    case .reference(let reference) where source.namesConstant(reference):
      return .string("ref://" + reference.name)
    case .reference(let reference):
      // A style as a value styles the part the key names: a part that inherits it.
      return .object([("inherits", .string("ref://" + reference.name))])
    case .unreadable(_, let why):
      losses.append(
        .loss(
          what, name, "cannot take a value its own format could not read (\(why))", at: location))
      return nil
    case .value(let value):
      switch value {
      case .insets(let i):
        if i.isDirectional {
          losses.append(
            .loss(
              what, name,
              "Redbeard insets have left and right, not leading and trailing; written as left and right (a left-to-right layout)",
              at: location))
        }
        return .array([.number(i.top), .number(i.left), .number(i.bottom), .number(i.right)])
      case .size(let s): return .array([.number(s.width), .number(s.height)])
      case .point(let p): return .array([.number(p.x), .number(p.y)])
      case .offset(let o): return .array([.number(o.horizontal), .number(o.vertical)])
      case .font(let font):
        var members: [(String, JSONText)] = []
        if let style = font.textStyle { members.append(("style", .string(style.rawValue))) }
        if let name = font.name { members.append(("name", .string(name))) }
        if let size = font.size { members.append(("size", .number(size))) }
        if let weight = font.weight { members.append(("weight", .string(weight.rawValue))) }
        return .object(members)
      case .image(let image) where image.size != nil:
        losses.append(
          .loss(what, name, "writes an image by name only; its size is not written", at: location))
        return try? JSONText(.image(ImageSource(image.origin)), colors: .hexWithAlpha)
      case .string(let text) where text.hasPrefix("ref://") || text.hasPrefix("glyph://"):
        losses.append(
          .loss(what, name, "reads '\(text.prefix(8))…' as a reference; not written", at: location))
        return nil
      case .border, .shadow, .dictionary:
        losses.append(
          .loss(
            what, name,
            "reads an object as a style part, so \(value.kindDescription) cannot be written",
            at: location))
        return nil
      default:
        switch JSONText.from(value, colors: .hexWithAlpha) {
        case .success(let structured): return structured
        case .failure(let why):
          losses.append(.loss(what, name, why.message, at: location))
          return nil
        }
      }
    }
  }
}

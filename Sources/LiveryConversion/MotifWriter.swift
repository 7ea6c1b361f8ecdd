import LiveryCore
import LiveryFormats

/// Writes a Motif theme (YAML or JSON): `$Name` constants and `.Name` classes with `_superclass`,
/// a sub-element as a class of its own (`.Button_titleLabel`) named by the property. Motif has no
/// type styles, states, variants or multiple parents: each is a loss (a type style is written as a
/// class of the type's name, which components must opt into).
public struct MotifWriter: ThemeWriter {
  public enum Syntax: Sendable { case yaml, json }
  public let syntax: Syntax

  public init(syntax: Syntax) {
    self.syntax = syntax
  }

  public var name: String { syntax == .yaml ? "Motif YAML" : "Motif JSON" }

  public func write(_ source: ConversionSource, baseName: String) -> ConversionOutput {
    let (source, solidColorLosses) = source.solidColorImagesAsBackgroundColors(format: name)
    var output = ConversionOutput(losses: solidColorLosses)
    var entries: [(String, JSONText)] = []
    var written: Set<String> = []
    for entry in source.constants {
      let constant = entry.constant
      if !constant.conditions.isEmpty {
        output.losses.append(
          .loss(
            "constant '\(constant.name)' for \(constant.conditions)", name,
            "has no variants inside a theme file; not written", at: constant.location))
        continue
      }
      guard
        let value = structured(
          entry.value, what: "constant '\(constant.name)'", at: constant.location, source: source,
          losses: &output.losses)
      else { continue }
      written.insert(constant.name)
      entries.append(("$" + constant.name, value))
    }
    var classes: [(String, JSONText)] = []
    for rule in source.rules {
      let className: String
      switch rule.identity {
      case .named(let style, let type):
        className = style.rawValue
        if type != nil {
          output.losses.append(
            .loss(
              "style \(rule.identity)", name,
              "classes are not limited to a type; written for every type", at: rule.location))
        }
      case .type(let type):
        className = type.rawValue
        output.losses.append(
          .loss(
            "type style \(type)", name,
            "has only classes, which components opt into; written as class .\(type)",
            at: rule.location))
      }
      if !rule.conditions.isEmpty {
        output.losses.append(
          .loss(
            "style \(rule.identity) for \(rule.conditions)", name,
            "has no variants inside a theme file; not written", at: rule.location))
        continue
      }
      classes += classEntries(
        className, rule.body, at: rule.location, source: source, written: written,
        losses: &output.losses)
    }
    entries += classes
    let text: String
    switch syntax {
    case .yaml:
      var lines = [
        "# Written by livery convert from \(source.formats.map(\.name).joined(separator: ", "))."
      ]
      for (key, value) in entries { lines.append(value.yamlEntry(key: key, indent: 0)) }
      text = lines.joined(separator: "\n") + "\n"
    case .json:
      text = JSONText.object(entries).rendered(.document) + "\n"
    }
    output.files.append(.init(path: baseName + (syntax == .yaml ? ".yaml" : ".json"), text: text))
    return output
  }

  /// A class and the classes its sub-elements need.
  static func className(_ identity: StyleIdentity) -> String {
    switch identity {
    case .type(let type): return type.rawValue
    case .named(let name, _): return name.rawValue
    }
  }

  private func classEntries(
    _ className: String, _ body: ConversionSource.Body, at location: SourceLocation,
    source: ConversionSource, written: Set<String>,
    losses: inout [Diagnostic]
  ) -> [(String, JSONText)] {
    var members: [(String, JSONText)] = []
    var extra: [(String, JSONText)] = []
    let writtenRule: (ConversionSource.Rule) -> Bool = { $0.conditions.isEmpty }
    for parent in body.parents where !source.defines(parent, among: writtenRule) {
      losses.append(
        .loss(
          "\(className)'s parent \(parent.name)", name,
          "needs the parent defined; this theme does not define it, so it is not written",
          at: parent.location))
    }
    if let parent = body.parents.last(where: { source.defines($0, among: writtenRule) }) {
      members.append(("_superclass", .string("." + Self.className(source.parent(parent)))))
      if body.parents.count > 1 {
        losses.append(
          .loss(
            "class .\(className)'s parents \(body.parents.map(\.name).joined(separator: ", "))",
            name, "has one _superclass; only \(parent.name) is written", at: location))
      }
    }
    for setting in body.settings {
      let declaration = setting.declaration
      if !declaration.conditions.isEmpty {
        losses.append(
          .loss(
            "\(declaration.property) for \(declaration.conditions)", name,
            "has no variants; not written", at: declaration.location))
        continue
      }
      guard
        let value = structured(
          source.writable(setting.value, written: written),
          what: "\(className).\(declaration.property)", at: declaration.location, source: source,
          losses: &losses)
      else { continue }
      members.append((declaration.property.rawValue, value))
    }
    for state in body.states {
      losses.append(
        .loss(
          "state \(state.name) of .\(className)", name, "has no states; not written",
          at: state.location))
    }
    for sub in body.subElements {
      // A sub-element whose body is only a parent names that class; otherwise it gets a class of its own.
      if sub.body.settings.isEmpty, sub.body.states.isEmpty, sub.body.subElements.isEmpty,
        let parent = sub.body.parents.last
      {
        members.append(
          (sub.property.rawValue, .string("." + Self.className(source.parent(parent)))))
        continue
      }
      let subName = className + "_" + sub.property.rawValue
      members.append((sub.property.rawValue, .string("." + subName)))
      extra += classEntries(
        subName, sub.body, at: sub.location, source: source, written: written, losses: &losses)
    }
    if body.resetsPreviousValues {
      losses.append(
        .loss("class .\(className) resetting earlier values", name, "has no reset", at: location))
    }
    return [("." + className, .object(members))] + extra
  }

  private func structured(
    _ item: ConversionSource.Item, what: String, at location: SourceLocation,
    source: ConversionSource, losses: inout [Diagnostic]
  ) -> JSONText? {
    switch item {
    case .reference(let reference):
      return .string((source.namesConstant(reference) ? "$" : ".") + reference.name)
    case .unreadable(_, let why):
      losses.append(
        .loss(
          what, name, "cannot take a value its own format could not read (\(why))", at: location))
      return nil
    case .value(let value):
      if case .image(let image) = value, image.size != nil {
        losses.append(
          .loss(what, name, "writes an image by name only; its size is not written", at: location))
      }
      switch JSONText.from(value, colors: .cssFunctions) {
      case .success(let structured):
        if syntax == .yaml, structured.hasLeadingByteOrderMark {
          // Yams' scalars lose a byte-order mark at their start, however it is written.
          losses.append(
            .loss(
              what, name,
              "(YAML, as Livery reads it) drops a byte-order mark (U+FEFF) at the start of a string; not written",
              at: location))
          return nil
        }
        if case .string(let text) = structured, text.hasPrefix("$") || text.hasPrefix(".") {
          losses.append(
            .loss(
              what, name,
              "reads a string starting with $ or . as a reference; '\(text)' is not written",
              at: location))
          return nil
        }
        return structured
      case .failure(let why):
        losses.append(.loss(what, name, why.message, at: location))
        return nil
      }
    }
  }
}

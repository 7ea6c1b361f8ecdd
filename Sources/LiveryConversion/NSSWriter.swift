import Foundation
import LiveryCore
import LiveryFormats

/// Writes NSS (NUI, or SAP Fiori's fork): `@name: value;` constants, a rule per style (a default
/// class for a type style, the name for a named one), states as property suffixes
/// (`background-color-highlighted`), variants as `@media (axis:value)` blocks. NSS has no parents,
/// no sub-element bodies, no styles limited to a type and only the states NUI names: each is a loss.
public struct NSSWriter: ThemeWriter {
  public enum Dialect: Sendable { case nui, sapfiori }
  public let dialect: Dialect

  public init(dialect: Dialect) {
    self.dialect = dialect
  }

  public var name: String { dialect == .nui ? "NSS (NUI)" : "NSS (SAP Fiori)" }

  /// Canonical property → NSS name: the inverse of the reader's table (the shortest NSS name where
  /// several read as one), plus Fiori's own.
  static let nssNames: [String: String] = {
    var names: [String: String] = [:]
    for (nss, canonical) in NSSProperties.canonicalNames
    where !nss.hasPrefix("background-color-top") && !nss.hasPrefix("background-color-bottom") {
      if let existing = names[canonical.rawValue],
        existing.count < nss.count || (existing.count == nss.count && existing < nss)
      {
        continue
      }
      if nss == "background-tint-color" || nss == "horizontal-align" { continue }
      names[canonical.rawValue] = nss
    }
    return names
  }()

  /// Catalog type → NUI default class.
  static let classNames: [String: String] = {
    var names: [String: String] = [:]
    for (name, type) in NSSProperties.defaultClasses { names[type.rawValue] = name }
    return names
  }()

  /// States NSS spells, as property-name suffixes.
  static let stateSuffixes: [[String]: String] = [
    ["highlighted"]: "-highlighted", ["selected"]: "-selected", ["disabled"]: "-disabled",
    ["selected", "highlighted"]: "-selected-highlighted",
    ["selected", "disabled"]: "-selected-disabled",
  ]

  public func write(_ source: ConversionSource, baseName: String) -> ConversionOutput {
    var output = ConversionOutput()
    var blocks: [(conditions: Conditions, lines: [String])] = [(.always, [])]
    func add(_ conditions: Conditions, _ lines: [String]) {
      if let position = blocks.firstIndex(where: { $0.conditions == conditions }) {
        blocks[position].lines += lines
      } else {
        blocks.append((conditions, lines))
      }
    }
    var written: Set<String> = []
    for entry in source.constants {
      let constant = entry.constant
      // The mapping a Fiori palette override implies (`S` = `@S_darkBackground` when dark) is made
      // again by the reader from the override itself (a `_darkBackground` name makes the file Fiori).
      if Self.isImpliedFioriMapping(constant, source) {
        written.insert(constant.name)
        continue
      }
      guard
        media(
          constant.conditions, what: "constant '\(constant.name)'", at: constant.location,
          losses: &output.losses) != nil,
        let value = text(
          entry.value, type: nil, what: "constant '\(constant.name)'", at: constant.location,
          source: source, losses: &output.losses)
      else { continue }
      written.insert(constant.name)
      add(
        constant.conditions,
        [
          "@\(constantName(constant.name, at: constant.location, losses: &output.losses)): \(value);"
        ])
    }
    for rule in source.rules {
      guard
        media(
          rule.conditions, what: "style \(rule.identity)", at: rule.location, losses: &output.losses
        ) != nil,
        let selector = selector(rule.identity, at: rule.location, losses: &output.losses)
      else { continue }
      var lines: [String] = []
      declarations(
        rule.body, selector: selector, states: [], source: source, written: written, into: &lines,
        losses: &output.losses)
      if !lines.isEmpty {
        add(rule.conditions, ["\(selector) {"] + lines.map { "  " + $0 } + ["}"])
      }
    }
    var text =
      "/* Written by livery convert from \(source.formats.map(\.name).joined(separator: ", "))."
    text += dialect == .sapfiori ? " Read it with --dialect sapfiori. */\n" : " */\n"
    for block in blocks {
      guard !block.lines.isEmpty else { continue }
      if block.conditions.isEmpty {
        text += "\n" + block.lines.joined(separator: "\n") + "\n"
      } else if let media = media(block.conditions, what: "", at: nil, losses: &output.losses) {
        text +=
          "\n@media \(media) {\n" + block.lines.map { "  " + $0 }.joined(separator: "\n") + "\n}\n"
      }
    }
    output.files.append(.init(path: baseName + ".nss", text: text))
    return output
  }

  static func isImpliedFioriMapping(_ constant: Constant, _ source: ConversionSource) -> Bool {
    guard constant.conditions.all.count == 1, constant.conditions.all[0].axis == .colorScheme,
      case .equals(let scheme) = constant.conditions.all[0].test,
      case .reference(let reference) = constant.value
    else { return false }
    return reference.name == constant.name + "_" + scheme + "Background"
      && source.hasConstant(reference.name)
  }

  private func declarations(
    _ body: ConversionSource.Body, selector: String, states: [String], source: ConversionSource,
    written: Set<String>, into lines: inout [String],
    losses: inout [Diagnostic]
  ) {
    for parent in body.parents {
      losses.append(
        .loss(
          "\(selector)'s parent \(parent.name)", name,
          "has no inheritance between classes; not written", at: parent.location))
    }
    let suffix: String
    if states.isEmpty {
      suffix = ""
    } else if let known = Self.stateSuffixes[states] {
      suffix = known
    } else {
      for setting in body.settings {
        losses.append(
          .loss(
            "\(selector) \(setting.declaration.property) in state \(states.joined(separator: " → "))",
            name,
            "names only highlighted, selected, disabled and selected-highlighted/-disabled states; not written",
            at: setting.declaration.location))
      }
      return
    }
    var gradientHalves: [String] = []
    for setting in body.settings {
      let declaration = setting.declaration
      if !declaration.conditions.isEmpty {
        losses.append(
          .loss(
            "\(selector) \(declaration.property) for \(declaration.conditions)", name,
            "puts variants on whole rules; not written", at: declaration.location))
        continue
      }
      let canonical = declaration.property.rawValue
      if canonical == "backgroundGradient" {
        if case .value(.gradient(let gradient)) = setting.value, gradient.stops.count == 2,
          gradient.start == Point(x: 0.5, y: 0),
          gradient.end == Point(x: 0.5, y: 1), gradient.stops[0].location == 0,
          gradient.stops[1].location == 1
        {
          gradientHalves = [
            "background-color-top\(suffix): \(color(gradient.stops[0].color));",
            "background-color-bottom\(suffix): \(color(gradient.stops[1].color));",
          ]
          lines += gradientHalves
        } else {
          losses.append(
            .loss(
              "\(selector) backgroundGradient", name,
              "writes a gradient as a top and a bottom colour; this one is not written",
              at: declaration.location))
        }
        continue
      }
      if canonical == "backgroundImage", case .value(.image(let image)) = setting.value,
        case .solidColor(let solid) = image.origin
      {
        // NUI's per-state 1×1 images: written as the suffixed background colour they were read from.
        lines.append("background-color\(suffix.isEmpty ? "-normal" : suffix): \(color(solid));")
        continue
      }
      let property: String
      if canonical == "contentHorizontalAlignment" {
        // NSS's `text-align` is both alignments (the reader gives a class both, a Button rule the
        // content's): written once, as `text-align`, when they agree.
        if body.settings.contains(where: {
          $0.declaration.property == "textAlignment" && $0.declaration.value == declaration.value
        }) {
          continue
        }
        // A button's text-align is its content alignment; anywhere else, horizontal-align.
        property =
          selector == "Button" || selector == "BarButton" ? "text-align" : "horizontal-align"
      } else if let nss = Self.nssNames[canonical] {
        property = nss
      } else if dialect == .sapfiori, canonical == "textStyle" {
        property = "font-style"
      } else if dialect == .sapfiori, canonical == "placeholderColor" {
        property = "placeholder-color"
      } else {
        guard suffix.isEmpty else {
          losses.append(
            .loss(
              "\(selector) \(canonical) in a state", name,
              "puts states only on the properties it names; not written", at: declaration.location))
          continue
        }
        guard Self.isPropertyName(canonical) else {
          losses.append(
            .loss(
              "\(selector) property '\(canonical)'", name,
              "property names are plain words; this one is not written", at: declaration.location))
          continue
        }
        property = canonical  // read back as itself (with the reader's unknown-property warning)
      }
      let type = source.schema.type(of: declaration.property)
      guard
        let value = text(
          source.writable(setting.value, written: written), type: type,
          what: "\(selector) \(canonical)", at: declaration.location, source: source,
          losses: &losses)
      else { continue }
      lines.append("\(property)\(suffix): \(value);")
    }
    for state in body.states {
      declarations(
        state.body, selector: selector, states: states + [state.name.rawValue], source: source,
        written: written, into: &lines, losses: &losses)
    }
    for sub in body.subElements {
      // The part NSS derives from a class name (TableCellDetail → TableCell's detailTextLabel) is
      // written by that class's own rule; the reader builds the part again.
      if let parent = sub.body.parents.last, sub.body.settings.isEmpty, sub.body.states.isEmpty,
        sub.body.subElements.isEmpty,
        ["Detail", "ContentView", "ScopeBar"].contains(where: { parent.name == selector + $0 })
      {
        continue
      }
      losses.append(
        .loss(
          "\(selector)'s part \(sub.property)", name,
          "styles parts only through derived class names (Detail, ContentView); not written",
          at: sub.location))
    }
  }

  private func selector(
    _ identity: StyleIdentity, at location: SourceLocation, losses: inout [Diagnostic]
  ) -> String? {
    switch identity {
    case .type(let type):
      if dialect == .sapfiori, type.rawValue == "ImageView" { return "fdlImageView" }
      guard let name = Self.classNames[type.rawValue] else {
        losses.append(
          .loss(
            "type style \(type)", name,
            "has no default class for \(type); written as a class of that name, which components opt into",
            at: location))
        return className(type.rawValue, at: location, losses: &losses)
      }
      return name
    case .named(let style, let type):
      if type != nil {
        losses.append(
          .loss(
            "style \(identity)", name, "classes are not limited to a type; written for every type",
            at: location))
      }
      if Self.classNames[style.rawValue] != nil
        || NSSProperties.defaultClasses[style.rawValue] != nil
      {
        losses.append(
          .loss(
            "style \(style)", name, "reads \(style) as the type style of that default class",
            at: location))
      }
      return className(style.rawValue, at: location, losses: &losses)
    }
  }

  /// A style name as an NSS class, with a `convert.nameRewritten` warning when NSS cannot spell it.
  private func className(_ name: String, at location: SourceLocation, losses: inout [Diagnostic])
    -> String
  {
    let written = Self.identifier(name)
    if written != name {
      losses.append(
        .warning(
          .conversionNameRewritten,
          "style '\(name)' is written as the class \(written): NSS class names take letters, digits, - and _",
          at: location))
    }
    return written
  }

  /// Whether `name` can be written as an NSS property name as it is.
  static func isPropertyName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else {
      return false
    }
    return name.unicodeScalars.allSatisfy {
      $0.isASCII
        && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
    }
  }

  /// Text as an NSS value: as it is when it is plain words, else in double quotes — which NSS
  /// cannot escape, so text with a quote, a line break or another control character is `nil`.
  static func quotedText(_ text: String) -> String? {
    let plain =
      !text.isEmpty && !text.hasPrefix("@") && !text.hasPrefix(" ") && !text.hasSuffix(" ")
      && text.unicodeScalars.allSatisfy {
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
            || " -_.".unicodeScalars.contains($0))
      }
    if plain { return text }
    guard
      !text.unicodeScalars.contains(where: {
        $0 == "\"" || $0.properties.generalCategory == .control
          || $0.properties.isWhitespace && $0 != " "
      })
    else { return nil }
    return "\"" + text + "\""
  }

  private func constantName(_ name: String, at location: SourceLocation, losses: inout [Diagnostic])
    -> String
  {
    let written = Self.identifier(name, extra: "./")
    if written != name {
      losses.append(
        .warning(
          .conversionNameRewritten,
          "constant '\(name)' is written @\(written): NSS names take letters, digits, -, _, . and /",
          at: location))
    }
    return written
  }

  static func identifier(_ name: String, extra: String = "") -> String {
    let mapped = String(
      name.map {
        $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || extra.contains($0) ? $0 : "_"
      })
    return mapped.hasPrefix("media") ? "_" + mapped : mapped
  }

  /// `(colorScheme:dark) and (device:ipad)`; `nil` (with a loss) for conditions NSS cannot state.
  private func media(
    _ conditions: Conditions, what: String, at location: SourceLocation?, losses: inout [Diagnostic]
  ) -> String? {
    var parts: [String] = []
    for condition in conditions.all {
      let value: String
      switch condition.test {
      case .equals(let text), .locale(let text): value = text
      case .versionPrefix(let version): value = version.description
      default:
        if location != nil {
          losses.append(
            .loss(
              "\(what) for \(conditions)", name,
              "@media tests equality only; '\(condition)' is not written", at: location))
        }
        return nil
      }
      let key: String
      switch condition.axis {
      case .idiom:
        guard value == "phone" || value == "pad" else { fallthrough }
        parts.append("(device:\(value == "phone" ? "iphone" : "ipad"))")
        continue
      default: key = condition.axis.rawValue
      }
      guard key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }),
        value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." })
      else {
        if location != nil {
          losses.append(
            .loss(
              "\(what) for \(conditions)", name,
              "@media keys and values are plain words; not written", at: location))
        }
        return nil
      }
      parts.append("(\(key):\(value))")
    }
    return parts.joined(separator: " and ")
  }

  private func color(_ color: RGBAColor) -> String {
    if color.alpha >= 1 { return String(color.hexRGBA.prefix(7)) }
    let bytes = [color.red, color.green, color.blue].map { String(Int(($0 * 255).rounded())) }
    // A component with a dot is a fraction in NSS; an integer alpha would mean n/255.
    var alpha = NumberText.format(color.alpha)
    if !alpha.contains(".") { alpha += ".0" }
    return "rgba(\(bytes.joined(separator: ",")),\(alpha))"
  }

  private func text(
    _ item: ConversionSource.Item, type: PropertyType?, what: String, at location: SourceLocation,
    source: ConversionSource, losses: inout [Diagnostic]
  ) -> String? {
    switch item {
    case .reference(let reference):
      guard source.namesConstant(reference) else {
        losses.append(
          .loss(what, name, "cannot refer to a style from a value; not written", at: location))
        return nil
      }
      return "@" + Self.identifier(reference.name, extra: "./")
    case .unreadable(_, let why):
      losses.append(
        .loss(
          what, name, "cannot take a value its own format could not read (\(why))", at: location))
      return nil
    case .value(let value):
      switch value {
      case .color(let color): return self.color(color)
      case .number(let number): return NumberText.format(number)
      case .bool(let flag): return flag ? "true" : "false"
      case .keyword(let keyword): return Self.keyword(keyword)
      case .string(let text):
        guard let quoted = Self.quotedText(text) else {
          losses.append(
            .loss(
              what, name,
              "cannot quote a string with a double quote, a line break or a control character; not written",
              at: location))
          return nil
        }
        return quoted
      case .insets(let i):
        if i.isDirectional {
          losses.append(
            .loss(
              what, name,
              "NSS insets have left and right, not leading and trailing; written as left and right (a left-to-right layout)",
              at: location))
        }
        return [i.top, i.right, i.bottom, i.left].map(NumberText.format).joined(separator: " ")
      case .size(let size):
        return "\(NumberText.format(size.width)),\(NumberText.format(size.height))"
      case .offset(let offset):
        return "\(NumberText.format(offset.horizontal)),\(NumberText.format(offset.vertical))"
      case .point(let point): return "\(NumberText.format(point.x)),\(NumberText.format(point.y))"
      case .image(let image):
        if image.size != nil {
          losses.append(
            .loss(what, name, "writes an image by name only; its size is not written", at: location)
          )
        }
        let reference: String
        switch image.origin {
        case .named(let name): reference = name
        case .url(let url): reference = url
        default:
          losses.append(
            .loss(what, name, "writes images by name or URL; this one is not written", at: location)
          )
          return nil
        }
        guard let quoted = Self.quotedText(reference) else {
          losses.append(
            .loss(
              what, name,
              "cannot quote an image name or URL with a double quote, a line break or a control character; not written",
              at: location))
          return nil
        }
        return quoted
      default:
        losses.append(
          .loss(what, name, "has no syntax for \(value.kindDescription); not written", at: location)
        )
        return nil
      }
    }
  }

  /// Keyword spellings NSS reads differently.
  static func keyword(_ keyword: String) -> String {
    switch keyword {
    case "roundedRect": return "rounded"
    case "singleLine": return "single-line"
    case "singleLineEtched": return "single-line-etched"
    default: return keyword
    }
  }
}

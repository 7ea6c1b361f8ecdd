import Foundation
import LiveryCSS
import LiveryCore

/// Writes CSS for web teams sharing a brand with the app: constants as custom properties on
/// `:root`, one class per style (`.Button`, `.WarningButton`) and per state
/// (`.Button--highlighted`), references as `var(--name)`. A colour-scheme variant is both a
/// `prefers-color-scheme` media query and a `[data-color-scheme]` attribute selector; other axes are
/// attribute selectors (`[data-idiom="pad"]`). A property with no CSS counterpart is a loss.
public struct CSSWriter: ThemeWriter {
  public init() {}

  public var name: String { "CSS" }

  public func write(_ source: ConversionSource, baseName: String) -> ConversionOutput {
    let (source, solidColorLosses) = source.solidColorImagesAsBackgroundColors(format: name)
    var output = ConversionOutput(losses: solidColorLosses)
    var blocks: [(selector: String, conditions: Conditions, lines: [String])] = []
    var blockIndex: [String: Int] = [:]
    func add(_ selector: String, _ conditions: Conditions, _ line: String) {
      let key = selector + "\u{0}" + conditions.description
      if let position = blockIndex[key] {
        blocks[position].lines.append(line)
      } else {
        blockIndex[key] = blocks.count
        blocks.append((selector, conditions, [line]))
      }
    }
    var written: Set<String> = []
    for entry in source.constants {
      let constant = entry.constant
      guard
        let value = css(
          entry.value, type: nil, what: "constant '\(constant.name)'", at: constant.location,
          source: source, losses: &output.losses)
      else { continue }
      written.insert(constant.name)
      add(":root", constant.conditions, "\(Self.customProperty(constant.name)): \(value);")
    }
    for rule in source.rules {
      let base = "." + Self.className(rule.identity)
      let original: String
      switch rule.identity {
      case .type(let type): original = type.rawValue
      case .named(let name, _): original = name.rawValue
      }
      if Self.className(rule.identity) != original {
        output.losses.append(
          .warning(
            .conversionNameRewritten,
            "style '\(original)' is written as the class \(base): CSS class names here take letters, digits, - and _",
            at: rule.location))
      }
      write(
        rule.body, selector: base, conditions: rule.conditions, source: source, written: written,
        add: add, losses: &output.losses)
    }
    var text =
      "/* Written by livery convert from \(source.formats.map(\.name).joined(separator: ", ")). */\n"
    for block in blocks where block.conditions.isEmpty {
      text += "\n\(block.selector) {\n" + block.lines.map { "  " + $0 + "\n" }.joined() + "}\n"
    }
    let light = Conditions([.equals(.colorScheme, "light")])
    for block in blocks where !block.conditions.isEmpty {
      guard let (media, attributes) = Self.selectors(block.conditions, losses: &output.losses)
      else { continue }
      let scoped = block.selector == ":root" ? attributes : attributes + " " + block.selector
      let body = block.lines.map { "  " + $0 + "\n" }.joined()
      if block.conditions == light {
        // Light is Livery's default environment: the page's default too, unless it asks for dark.
        text += "\n\(block.selector) {\n" + body + "}\n"
      }
      text += "\n\(scoped) {\n" + body + "}\n"
      if let media, block.conditions != light {
        let inner = block.selector
        text +=
          "\n@media \(media) {\n  \(inner) {\n" + block.lines.map { "    " + $0 + "\n" }.joined()
          + "  }\n}\n"
      }
    }
    output.files.append(.init(path: baseName + ".css", text: text))
    return output
  }

  private func write(
    _ body: ConversionSource.Body, selector: String, conditions: Conditions,
    source: ConversionSource, written: Set<String>,
    add: (String, Conditions, String) -> Void, losses: inout [Diagnostic]
  ) {
    for parent in body.parents {
      losses.append(
        .loss(
          "\(selector)'s parent \(parent.name)", "CSS",
          "has no inheritance between classes; give elements both classes", at: parent.location))
    }
    for setting in body.settings {
      let declaration = setting.declaration
      guard
        let property = Self.properties[declaration.property.rawValue]
          ?? Self.suffixProperty(declaration.property.rawValue)
      else {
        losses.append(
          .loss(
            "\(selector) \(declaration.property)", "CSS", "has no property for it; not written",
            at: declaration.location))
        continue
      }
      let type = source.schema.type(of: declaration.property)
      guard
        let value = css(
          source.writable(setting.value, written: written), type: type,
          property: declaration.property.rawValue, what: "\(selector) \(declaration.property)",
          at: declaration.location, source: source, losses: &losses)
      else { continue }
      add(selector, conditions.and(declaration.conditions), "\(property): \(value);")
    }
    for state in body.states {
      write(
        state.body, selector: selector + "--" + CSSValues.identifier(state.name.rawValue),
        conditions: conditions, source: source,
        written: written, add: add, losses: &losses)
    }
    for sub in body.subElements {
      write(
        sub.body, selector: selector + " ." + CSSValues.identifier(sub.property.rawValue),
        conditions: conditions, source: source,
        written: written, add: add, losses: &losses)
    }
  }

  /// A value in CSS: a reference becomes `var(--name)`.
  /// Number properties CSS takes without a unit.
  static let unitless: Set<String> = [
    "alpha", "opacity", "fontWeight", "lineHeight", "numberOfLines", "shadowOpacity",
  ]

  private func css(
    _ item: ConversionSource.Item, type: PropertyType?, property: String? = nil, what: String,
    at location: SourceLocation, source: ConversionSource,
    losses: inout [Diagnostic]
  ) -> String? {
    switch item {
    case .reference(let reference):
      guard source.namesConstant(reference) else {
        losses.append(
          .loss(what, "CSS", "cannot refer to a style from a value; not written", at: location))
        return nil
      }
      // A unitless number constant used for a length: CSS needs the unit.
      if type == .number, let property, !Self.unitless.contains(property) {
        return "calc(var(\(Self.customProperty(reference.name))) * 1px)"
      }
      return "var(\(Self.customProperty(reference.name)))"
    case .unreadable(_, let why):
      losses.append(
        .loss(
          what, "CSS", "cannot take a value its own format could not read (\(why))", at: location))
      return nil
    case .value(let value):
      switch value {
      case .color(let color): return CSSValues.color(color)
      case .number(let number):
        return type == .number && !Self.unitless.contains(property ?? "")
          ? CSSValues.pixels(number) : NumberText.format(number)
      case .keyword(let keyword) where Self.isKeyword(keyword):
        return keyword
      case .string(let text), .keyword(let text):
        // Theme text goes into CSS as a string, serialized: nothing in it can end the declaration.
        return CSSValues.string(text)
      case .bool(let flag): return flag ? "1" : "0"
      case .insets(let insets):
        if insets.isDirectional {
          losses.append(
            .loss(
              what, "CSS",
              "a custom property holds left and right, not leading and trailing; written for a left-to-right layout",
              at: location))
        }
        return CSSValues.insets(insets)
      case .gradient(let gradient): return CSSValues.gradient(gradient)
      case .font(let font):
        let family = CSSValues.font(name: font.name)
        let size = font.size ?? font.textStyle.map(CSSValues.size(of:)) ?? 17
        let weight = font.weight?.numericValue ?? family.weight ?? 400
        return
          "\(family.italic ? "italic " : "")\(weight) \(CSSValues.pixels(size)) \(family.family)"
      case .shadow(let shadow):
        return CSSValues.shadow(
          color: shadow.color ?? RGBAColor(red: 0, green: 0, blue: 0),
          offset: shadow.offset ?? Offset(horizontal: 0, vertical: 0),
          radius: shadow.radius ?? 0, opacity: shadow.opacity ?? 1)
      case .border(let border):
        var parts: [String] = []
        if let width = border.width { parts.append(CSSValues.pixels(width)) }
        parts.append("solid")
        if let color = border.color { parts.append(CSSValues.color(color)) }
        return parts.joined(separator: " ")
      default:
        losses.append(
          .loss(what, "CSS", "has no value for \(value.kindDescription); not written", at: location)
        )
        return nil
      }
    }
  }

  /// Livery property → CSS property.
  static let properties: [String: String] = [
    "backgroundColor": "background-color", "background": "background",
    "backgroundGradient": "background-image",
    "textColor": "color", "titleColor": "color", "color": "color", "tintColor": "accent-color",
    "cornerRadius": "border-radius",
    "borderWidth": "border-width", "borderColor": "border-color", "border": "border",
    "font": "font", "titleFont": "font",
    "fontSize": "font-size", "fontName": "font-family", "fontFamily": "font-family",
    "fontWeight": "font-weight",
    "alpha": "opacity", "opacity": "opacity", "padding": "padding", "contentEdgeInsets": "padding",
    "margin": "margin",
    "shadow": "box-shadow", "textShadow": "text-shadow", "textAlignment": "text-align",
    "letterSpacing": "letter-spacing",
    "lineHeight": "line-height", "width": "width", "height": "height",
    "minimumHeight": "min-height", "minimumWidth": "min-width",
    "textTransform": "text-transform", "hidden": "--livery-hidden",
  ]

  static func suffixProperty(_ name: String) -> String? {
    if name.hasSuffix("BackgroundColor") { return "background-color" }
    if name.hasSuffix("TextColor") || name.hasSuffix("TitleColor") { return "color" }
    if name.hasSuffix("Font") { return "font" }
    return nil
  }

  /// `color.brand.$root` → `--color-brand-root`.
  static func customProperty(_ name: String) -> String { "--" + identifier(name) }

  static func className(_ identity: StyleIdentity) -> String {
    switch identity {
    case .type(let type): return identifier(type.rawValue)
    case .named(let name, _): return identifier(name.rawValue)
    }
  }

  static func identifier(_ name: String) -> String {
    var result = ""
    for character in name {
      if character.isLetter || character.isNumber || character == "-" || character == "_" {
        result.append(character)
      } else if !result.hasSuffix("-"), !result.isEmpty {
        result.append("-")
      }
    }
    while result.hasSuffix("-") { result.removeLast() }
    if result.first?.isNumber == true { result = "_" + result }
    return result.isEmpty ? "_" : result
  }

  /// The media query (colour scheme only) and the attribute selector for conditions.
  static func selectors(_ conditions: Conditions, losses: inout [Diagnostic]) -> (
    media: String?, attributes: String
  )? {
    var media: String?
    var attributes = ""
    for condition in conditions.all {
      let value: String
      switch condition.test {
      case .equals(let text), .equalsOrUnset(let text), .locale(let text): value = text
      case .versionPrefix(let version): value = version.description
      default:
        losses.append(
          .loss(
            "a variant for \(conditions)", "CSS",
            "selects variants by value; '\(condition)' is a range, so it is not written", at: nil))
        return nil
      }
      let attribute = "data-" + kebab(condition.axis.rawValue)
      attributes += "[\(attribute)=\(CSSValues.string(value))]"
      // The media feature knows light and dark only.
      if condition.axis == .colorScheme, conditions.all.count == 1,
        value == "light" || value == "dark"
      {
        media = "(prefers-color-scheme: \(value))"
      }
    }
    return (media, ":root" + attributes)
  }

  /// `colorScheme` → `color-scheme`, `dtcg:theme` → `dtcg-theme`: ASCII letters, digits and `-`
  /// only, anything else a `-`, so an attribute name can hold no theme text that would end it.
  static func kebab(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
      if ("A"..."Z").contains(scalar) {
        result += "-" + String(scalar).lowercased()
      } else if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        result.unicodeScalars.append(scalar)
      } else {
        result += "-"
      }
    }
    return result
  }

  /// Whether `text` is a plain CSS keyword (`center`, `uppercase`): written as it is.
  static func isKeyword(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first,
      ("a"..."z").contains(first) || ("A"..."Z").contains(first)
    else { return false }
    return text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
  }
}

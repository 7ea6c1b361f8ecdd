import LiveryCore
import LiveryFormats

/// Writes SAP MAF styling XML: a `<Style>` per rule (`TargetType`, `Key`, `BasedOn`, `platform`),
/// `<Setter>`s, `<VisualState>`s, gradients as brushes and images as property elements. MAF has no
/// constants (each is written where it is used, and reported once), no variants but the platform, no
/// nested states and one parent: each is a loss.
public struct MAFWriter: ThemeWriter {
  public init() {}

  public var name: String { "MAF" }

  public func write(_ source: ConversionSource, baseName: String) -> ConversionOutput {
    let (source, solidColorLosses) = source.solidColorImagesAsBackgroundColors(format: name)
    var output = ConversionOutput(losses: solidColorLosses)
    var inlined: Set<String> = []
    var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    xml +=
      "<!-- Written by livery convert from \(Self.escape(source.formats.map(\.name).joined(separator: ", "))). -->\n"
    xml += "<styles xmlns=\"http://schemas.sap.com/maf/2011/sap\">\n"
    var extra: [String] = []
    for rule in source.rules {
      var platform: String?
      var expressible = true
      for condition in rule.conditions.all {
        if condition.axis == .platform, case .equals(let value) = condition.test, platform == nil {
          platform = value
        } else {
          expressible = false
        }
      }
      guard expressible else {
        output.losses.append(
          .loss(
            "style \(rule.identity) for \(rule.conditions)", name,
            "has variants only by platform; not written", at: rule.location))
        continue
      }
      var attributes: [(String, String)] = []
      switch rule.identity {
      case .type(let type): attributes.append(("TargetType", type.rawValue))
      case .named(let style, let type):
        if let type { attributes.append(("TargetType", type.rawValue)) }
        attributes.append(("Key", style.rawValue))
      }
      guard attributes.allSatisfy({ Self.canWrite($0.1) }), platform.map(Self.canWrite) ?? true
      else {
        output.losses.append(
          .loss(
            "style \(rule.identity)", name,
            "(XML) cannot hold a control character in a name; not written", at: rule.location))
        continue
      }
      var context = Context(source: source, rule: rule, platform: platform, inlined: inlined)
      xml += context.style(
        attributes: attributes, body: rule.body, key: attributes.last!.1, losses: &output.losses)
      extra += context.extraStyles
      inlined = context.inlined
    }
    xml += extra.joined()
    xml += "</styles>\n"
    for entry in source.constants where !inlined.contains(entry.constant.name) {
      output.losses.append(
        .loss(
          "constant '\(entry.constant.name)'", name,
          "has no constants, and no style uses this one; not written", at: entry.constant.location))
    }
    for entry in source.constants where inlined.contains(entry.constant.name) {
      output.losses.append(
        .loss(
          "constant '\(entry.constant.name)'", name,
          "has no constants; its value is written where styles use it", at: entry.constant.location)
      )
    }
    output.files.append(.init(path: baseName + ".xml", text: xml))
    return output
  }

  struct Context {
    let source: ConversionSource
    let rule: ConversionSource.Rule
    let platform: String?
    var inlined: Set<String>
    var extraStyles: [String] = []

    /// A `<Style>` element with its setters and states; sub-element bodies become keyed styles.
    mutating func style(
      attributes: [(String, String)], body: ConversionSource.Body, key: String,
      losses: inout [Diagnostic]
    ) -> String {
      var attributes = attributes
      if let parent = body.parents.last, !MAFWriter.canWrite(parent.name) {
        losses.append(
          .loss(
            "style \(key)'s parent", "MAF",
            "(XML) cannot hold a control character in a name; not written", at: parent.location))
      } else if let parent = body.parents.last {
        attributes.append(("BasedOn", MotifWriter.className(source.parent(parent))))
        if body.parents.count > 1 {
          losses.append(
            .loss(
              "style \(key)'s parents \(body.parents.map(\.name).joined(separator: ", "))", "MAF",
              "has one BasedOn; only \(parent.name) is written", at: parent.location))
        }
      }
      if let platform { attributes.append(("platform", platform)) }
      var xml =
        "  <Style" + attributes.map { " \($0.0)=\"\(MAFWriter.escape($0.1))\"" }.joined() + ">\n"
      xml += settings(body, key: key, indent: "    ", losses: &losses)
      if !body.states.isEmpty {
        xml += "    <VisualStates>\n"
        for state in body.states {
          guard MAFWriter.canWrite(state.name.rawValue) else {
            losses.append(
              .loss(
                "state of \(key)", "MAF",
                "(XML) cannot hold a control character in a state's name; not written",
                at: state.location))
            continue
          }
          xml += "      <VisualState Name=\"\(MAFWriter.escape(state.name.rawValue))\">\n"
          xml += settings(
            state.body, key: key + ":" + state.name.rawValue, indent: "        ", losses: &losses)
          for nested in state.body.states {
            losses.append(
              .loss(
                "state \(nested.name) inside \(state.name) of \(key)", "MAF",
                "has no nested states; not written", at: nested.location))
          }
          xml += "      </VisualState>\n"
        }
        xml += "    </VisualStates>\n"
      }
      if body.resetsPreviousValues {
        losses.append(
          .loss("style \(key) resetting earlier values", "MAF", "has no reset", at: rule.location))
      }
      return xml + "  </Style>\n"
    }

    private mutating func settings(
      _ body: ConversionSource.Body, key: String, indent: String, losses: inout [Diagnostic]
    ) -> String {
      var xml = ""
      for setting in body.settings {
        let declaration = setting.declaration
        if !declaration.conditions.isEmpty {
          losses.append(
            .loss(
              "\(key) \(declaration.property) for \(declaration.conditions)", "MAF",
              "has variants only on whole styles; not written", at: declaration.location))
          continue
        }
        let property = declaration.property.rawValue
        guard MAFWriter.isElementName(property) else {
          losses.append(
            .loss(
              "\(key) property '\(property)'", "MAF",
              "property names are XML names; this one is not written", at: declaration.location))
          continue
        }
        if MAFProperties.aliases[property.lowercased()].map({ $0.rawValue != property }) ?? false {
          losses.append(
            .loss(
              "\(key) \(property)", "MAF",
              "reads '\(property)' as \(MAFProperties.aliases[property.lowercased()]!.rawValue); not written",
              at: declaration.location))
          continue
        }
        var item = setting.value
        if case .reference(let reference) = item {
          guard source.namesConstant(reference),
            let literal = source.literal(ofConstant: reference.name, conditions: rule.conditions)
          else {
            losses.append(
              .loss(
                "\(key) \(property)", "MAF", "cannot refer to '\(reference.name)'; not written",
                at: declaration.location))
            continue
          }
          inlined.insert(reference.name)
          item = .value(literal)
        }
        guard case .value(let value) = item else {
          if case .unreadable(_, let why) = item {
            losses.append(
              .loss(
                "\(key) \(property)", "MAF",
                "cannot take a value its own format could not read (\(why))",
                at: declaration.location))
          }
          continue
        }
        let element = property.prefix(1).uppercased() + property.dropFirst()
        switch value {
        case .gradient(let gradient):
          xml +=
            "\(indent)<Setter Property=\"\(MAFWriter.escape(element))\">\n\(indent)  <Setter.Value>\n"
          xml +=
            "\(indent)    <LinearGradientBrush StartPoint=\"\(number(gradient.start.x)),\(number(gradient.start.y))\" EndPoint=\"\(number(gradient.end.x)),\(number(gradient.end.y))\">\n"
          for stop in gradient.stops {
            xml +=
              "\(indent)      <GradientStop Color=\"\(color(stop.color))\" Offset=\"\(number(stop.location))\"/>\n"
          }
          xml +=
            "\(indent)    </LinearGradientBrush>\n\(indent)  </Setter.Value>\n\(indent)</Setter>\n"
        case .image(let image):
          switch image.origin {
          case .named(let name), .url(let name):
            guard MAFWriter.canWrite(name) else {
              losses.append(
                .loss(
                  "\(key) \(property)", "MAF",
                  "(XML) cannot hold a control character in an image name; not written",
                  at: declaration.location))
              continue
            }
            var size = ""
            if let imageSize = image.size {
              size = " Width=\"\(number(imageSize.width))\" Height=\"\(number(imageSize.height))\""
            }
            xml +=
              "\(indent)<\(MAFWriter.escape(element)) ImageSource=\"\(MAFWriter.escape(name))\"\(size)/>\n"
          default:
            losses.append(
              .loss(
                "\(key) \(property)", "MAF", "writes images by name or URL; not written",
                at: declaration.location))
          }
        default:
          guard let text = text(value) else {
            losses.append(
              .loss(
                "\(key) \(property)", "MAF",
                "has no setter value for \(value.kindDescription); not written",
                at: declaration.location))
            continue
          }
          guard MAFWriter.canWrite(text) else {
            losses.append(
              .loss(
                "\(key) \(property)", "MAF",
                "(XML) cannot hold a control character in a value; not written",
                at: declaration.location))
            continue
          }
          guard text.trimmingSpaces() == text else {
            losses.append(
              .loss(
                "\(key) \(property)", "MAF",
                "reads setter values without their leading and trailing spaces; not written",
                at: declaration.location))
            continue
          }
          xml +=
            "\(indent)<Setter Property=\"\(MAFWriter.escape(property))\" Value=\"\(MAFWriter.escape(text))\"/>\n"
        }
      }
      for sub in body.subElements {
        // A part is a SubStyle naming a keyed style: the part's own, or one written for it.
        let target =
          sub.property.rawValue.prefix(1).uppercased() + sub.property.rawValue.dropFirst()
        guard MAFWriter.canWrite(sub.property.rawValue),
          sub.body.parents.allSatisfy({ MAFWriter.canWrite($0.name) })
        else {
          losses.append(
            .loss(
              "\(key)'s part", "MAF",
              "(XML) cannot hold a control character in a name; not written", at: sub.location))
          continue
        }
        let styleKey: String
        if sub.body.settings.isEmpty, sub.body.states.isEmpty, sub.body.subElements.isEmpty,
          let parent = sub.body.parents.last
        {
          styleKey = MotifWriter.className(source.parent(parent))
        } else {
          styleKey = key.replacingColons() + "_" + sub.property.rawValue
          extraStyles.append(
            style(attributes: [("Key", styleKey)], body: sub.body, key: styleKey, losses: &losses))
        }
        xml +=
          "\(indent)<Setter Property=\"SubStyle\" TargetType=\"\(MAFWriter.escape(String(target)))\" Value=\"\(MAFWriter.escape(styleKey))\"/>\n"
      }
      return xml
    }

    private func text(_ value: Value) -> String? {
      switch value {
      case .color(let color): return self.color(color)
      case .number(let value): return platform == "android" && value == 0 ? "0.0" : number(value)
      case .bool(let flag): return flag ? "true" : "false"
      case .string(let text), .keyword(let text): return text
      case .insets(let i) where !i.isDirectional:
        // MAF has no leading and trailing: directional insets are not written (a loss).
        return [i.top, i.right, i.bottom, i.left].map(number).joined(separator: " ")
      case .font(let font) where font.size == nil && font.weight == nil && font.textStyle == nil:
        return font.name
      default: return nil
      }
    }

    /// `#RRGGBB`, with alpha last on iOS (`#RRGGBBAA`) and first on Android (`#AARRGGBB`).
    private func color(_ color: RGBAColor) -> String {
      let hex = color.hexRGBA.uppercased()
      if hex.hasSuffix("FF") { return String(hex.dropLast(2)) }
      return platform == "android" ? "#" + hex.suffix(2) + hex.dropFirst().prefix(6) : hex
    }

    private func number(_ value: Double) -> String { NumberText.format(value) }
  }

  /// Text for an attribute value: markup and the whitespace attribute-value normalization would
  /// turn into spaces written as references. Check `canWrite` first: XML 1.0 has no way at all to
  /// hold most control characters.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case "\t": result += "&#9;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether XML 1.0 can hold `text` (escaped): no control character but tab and line breaks, no
  /// U+FFFE or U+FFFF.
  static func canWrite(_ text: String) -> Bool {
    !text.unicodeScalars.contains { scalar in
      (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r")
        || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
  }

  /// Whether `text` can be an element's name as it is (`Background`, `TitleImage`).
  static func isElementName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first,
      ("A"..."Z").contains(first) || ("a"..."z").contains(first) || first == "_"
    else {
      return false
    }
    return text.unicodeScalars.allSatisfy {
      ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        || $0 == "-" || $0 == "."
    }
  }
}

extension String {
  fileprivate func replacingColons() -> String { String(map { $0 == ":" ? "_" : $0 }) }
}

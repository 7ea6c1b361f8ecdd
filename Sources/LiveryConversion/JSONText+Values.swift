import LiveryCore

/// Values in the shape JSON and YAML formats write them (Motif, Redbeard): scalars, lists and
/// dictionaries with the keys Livery's readers accept (`{top, left, bottom, right}`, `{name, size}`).
extension JSONText {
  /// How colours are spelt.
  enum ColorSpelling {
    /// `#rrggbb`, or `rgba(r, g, b, a)` when not opaque (Motif's hex has no alpha).
    case cssFunctions
    /// `#rrggbbaa` when not opaque.
    case hexWithAlpha
  }

  struct Unwritable: Error {
    let message: String
  }

  init(_ value: Value, colors: ColorSpelling) throws(Unwritable) {
    func n(_ value: Double) -> JSONText { .number(value) }
    switch value {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .number(let number): self = .number(number)
    case .string(let text), .keyword(let text): self = .string(text)
    case .color(let color): self = .string(Self.color(color, colors))
    case .insets(let i):
      self = .object([
        ("top", n(i.top)), (i.isDirectional ? "leading" : "left", n(i.left)),
        ("bottom", n(i.bottom)), (i.isDirectional ? "trailing" : "right", n(i.right)),
      ])
    case .size(let s): self = .object([("width", n(s.width)), ("height", n(s.height))])
    case .point(let p): self = .object([("x", n(p.x)), ("y", n(p.y))])
    case .offset(let o):
      self = .object([("horizontal", n(o.horizontal)), ("vertical", n(o.vertical))])
    case .font(let font):
      var members: [(String, JSONText)] = []
      if let name = font.name { members.append(("name", .string(name))) }
      if let size = font.size { members.append(("size", n(size))) }
      if let weight = font.weight { members.append(("weight", .string(weight.rawValue))) }
      if let style = font.textStyle { members.append(("textStyle", .string(style.rawValue))) }
      self = .object(members)
    case .border(let border):
      var members: [(String, JSONText)] = []
      if let width = border.width { members.append(("width", n(width))) }
      if let color = border.color { members.append(("color", .string(Self.color(color, colors)))) }
      if let radius = border.cornerRadius { members.append(("cornerRadius", n(radius))) }
      self = .object(members)
    case .shadow(let shadow):
      var members: [(String, JSONText)] = []
      if let color = shadow.color { members.append(("color", .string(Self.color(color, colors)))) }
      if let offset = shadow.offset {
        members.append(
          (
            "offset",
            .object([("horizontal", n(offset.horizontal)), ("vertical", n(offset.vertical))])
          ))
      }
      if let radius = shadow.radius { members.append(("radius", n(radius))) }
      if let opacity = shadow.opacity { members.append(("opacity", n(opacity))) }
      self = .object(members)
    case .gradient(let gradient):
      let even = gradient.stops.enumerated().allSatisfy { index, stop in
        gradient.stops.count > 1
          && abs(stop.location - Double(index) / Double(gradient.stops.count - 1)) < 1e-9
      }
      guard even, gradient.start == Point(x: 0.5, y: 0), gradient.end == Point(x: 0.5, y: 1) else {
        throw Unwritable(
          message:
            "writes a gradient as a list of evenly spaced colours from top to bottom; this one is not written"
        )
      }
      self = .array(gradient.stops.map { .string(Self.color($0.color, colors)) })
    case .image(let image):
      switch image.origin {
      case .named(let name): self = .string(name)
      case .url(let url): self = .string(url)
      default:
        throw Unwritable(
          message: "writes images by name or URL; an embedded or glyph image is not written")
      }
    case .list(let values):
      var items: [JSONText] = []
      for value in values { items.append(try JSONText(value, colors: colors)) }
      self = .array(items)
    case .dictionary(let entries):
      var members: [(String, JSONText)] = []
      for entry in entries {
        members.append((entry.key, try JSONText(entry.value, colors: colors)))
      }
      self = .object(members)
    case .adaptive:
      // Only a runtime resolution makes one; a stylesheet says appearances with variants.
      throw Unwritable(message: "writes no value by appearance; write the variants instead")
    }
  }

  /// The spelling of `value` as a result.
  static func from(_ value: Value, colors: ColorSpelling) -> Result<JSONText, Unwritable> {
    do { return .success(try JSONText(value, colors: colors)) } catch {
      return .failure(error)
    }
  }

  static func color(_ color: RGBAColor, _ spelling: ColorSpelling) -> String {
    let hex = color.hexRGBA
    if hex.hasSuffix("ff") { return String(hex.dropLast(2)) }
    switch spelling {
    case .hexWithAlpha: return hex
    case .cssFunctions:
      let bytes = [color.red, color.green, color.blue].map { String(Int(($0 * 255).rounded())) }
      return
        "rgba(\(bytes.joined(separator: ", ")), \(NumberText.format((color.alpha * 1000).rounded() / 1000)))"
    }
  }

  // MARK: - Output

  /// The JSON of Livery's own records (`$extensions["dev.livery"]`), where `"{name}"` is a
  /// reference and `{"$style": name}` a style: a literal string or map of those shapes is
  /// wrapped (`{"$string": "{a}"}`, `{"$map": {…}}`) so it reads back as the literal it was.
  var liveryRecordJSON: JSONText {
    switch self {
    case .string(let text) where text.hasPrefix("{") && text.hasSuffix("}"):
      return .object([("$string", .string(text))])
    case .array(let items): return .array(items.map(\.liveryRecordJSON))
    case .object(let members):
      let inner = JSONText.object(members.map { ($0.0, $0.1.liveryRecordJSON) })
      if members.count == 1, ["$style", "$string", "$map"].contains(members[0].0) {
        return .object([("$map", inner)])
      }
      return inner
    default: return self
    }
  }

  /// `key: value` in block YAML for dictionaries at the top, flow style inside values.
  func yamlEntry(key: String, indent: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    if case .object(let members) = self, !members.isEmpty {
      return pad + Self.yamlKey(key) + ":\n"
        + members.map { $0.1.yamlEntry(key: $0.0, indent: indent + 2) }.joined(separator: "\n")
    }
    return pad + Self.yamlKey(key) + ": " + yamlFlow
  }

  var yamlFlow: String {
    switch self {
    case .string(let text): return Self.yamlString(text)
    case .number(let number): return NumberText.format(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    case .array(let items): return "[" + items.map(\.yamlFlow).joined(separator: ", ") + "]"
    case .object(let members):
      return "{" + members.map { Self.yamlKey($0.0) + ": " + $0.1.yamlFlow }.joined(separator: ", ")
        + "}"
    }
  }

  static func yamlKey(_ key: String) -> String { yamlString(key) }

  /// Whether a string in it starts with U+FEFF, which the YAML reader drops.
  var hasLeadingByteOrderMark: Bool {
    switch self {
    case .string(let text): return text.unicodeScalars.first == "\u{FEFF}"
    case .array(let items): return items.contains { $0.hasLeadingByteOrderMark }
    case .object(let members):
      return members.contains {
        $0.0.unicodeScalars.first == "\u{FEFF}" || $0.1.hasLeadingByteOrderMark
      }
    default: return false
    }
  }

  /// A YAML string: plain when it cannot be misread (a name, a `$Constant` or `.Class` reference),
  /// single-quoted otherwise (`'#0a6ed1'`: `#` starts a YAML comment; `'true'`, `'12'`).
  static func yamlString(_ text: String) -> String {
    let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"]
    let plain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
            || "_$.-".unicodeScalars.contains($0))
      }
      && !reserved.contains(text.lowercased()) && Double(text) == nil && !text.hasPrefix("-")
      && text.first?.isNumber != true
    if plain { return text }
    // What single quotes cannot hold as it is — a character YAML does not allow in a file, or a
    // line break it would fold into a space — goes in double quotes, escaped.
    if text.unicodeScalars.contains(where: Self.needsYAMLEscape) { return yamlDoubleQuoted(text) }
    return "'" + text.replacingQuotes() + "'"
  }

  /// Whether YAML 1.2 must see `scalar` escaped: outside its printable set (controls, DEL, C1,
  /// surrogates' neighbours U+FFFE/U+FFFF, the byte order mark) or a line break (NEL, LS, PS).
  static func needsYAMLEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0x7E: return false
    case 0xA0...0xD7FF, 0xE000...0xFFFD:
      return scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF
    case 0x10000...0x10FFFF: return false
    default: return true
    }
  }

  /// A YAML double-quoted scalar: JSON's escapes, which YAML reads the same, for every character
  /// `needsYAMLEscape` names too.
  static func yamlDoubleQuoted(_ text: String) -> String {
    JSONEscaping.quoted(text, alsoEscaping: needsYAMLEscape)
  }
}

extension String {
  fileprivate func replacingQuotes() -> String {
    var result = ""
    for character in self { result += character == "'" ? "''" : String(character) }
    return result
  }
}

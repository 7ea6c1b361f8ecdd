/// One element of a rendered page: a tag with classes, attributes, an inline style, text and
/// children. Components own a tree of them; appliers write their styles; `HTMLRenderer` turns the
/// tree into markup.
///
/// Everything written out is escaped, and inline style properties are written in name order, so
/// the same tree always gives the same bytes.
///
/// Not isolated to an actor (its owner is): closures over it need no executor checks, which the
/// runtime's hot path would otherwise pay per property.
public final class HTMLElement {
  public let tag: String
  public var classes: [String]
  /// Attributes in the order they were first set.
  public private(set) var attributes: [(name: String, value: String)] = []
  /// Inline CSS, in the order set: a short list searched in place is faster than hashing for the
  /// handful of properties an element has.
  private var declarations: [(property: String, value: String)] = []

  /// Inline CSS: property → value.
  public var style: [String: String] {
    Dictionary(declarations.map { ($0.property, $0.value) }, uniquingKeysWith: { _, last in last })
  }

  /// The value of inline CSS property `property`, if set.
  public func style(_ property: String) -> String? {
    declarations.first { $0.property == property }?.value
  }
  /// Text content, written before the children.
  public var text: String?
  public var children: [HTMLElement] = []

  public init(
    _ tag: String, classes: [String] = [], text: String? = nil, children: [HTMLElement] = []
  ) {
    self.tag = tag
    self.classes = classes
    self.text = text
    self.children = children
  }

  /// The value of attribute `name`, if set.
  public func attribute(_ name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// Sets attribute `name` (`nil` removes it).
  public func setAttribute(_ name: String, _ value: String?) {
    if let index = attributes.firstIndex(where: { $0.name == name }) {
      if let value { attributes[index].value = value } else { attributes.remove(at: index) }
    } else if let value {
      attributes.append((name, value))
    }
  }

  /// Sets inline CSS property `property` (`nil` removes it).
  public func setStyle(_ property: String, _ value: String?) {
    if let index = declarations.firstIndex(where: { $0.property == property }) {
      if let value { declarations[index].value = value } else { declarations.remove(at: index) }
    } else if let value {
      declarations.append((property, value))
    }
  }

  /// Sets several inline CSS properties at once.
  public func setStyles(_ values: [(String, String?)]) {
    for (property, value) in values { setStyle(property, value) }
  }

  /// Adds `name` to the classes, or takes it away.
  public func setClass(_ name: String, _ isOn: Bool) {
    if isOn {
      if !classes.contains(name) { classes.append(name) }
    } else {
      classes.removeAll { $0 == name }
    }
  }

  /// The inline style as CSS text, properties in name order.
  public var styleText: String {
    declarations.sorted { $0.property < $1.property }.map { "\($0.property): \($0.value)" }.joined(
      separator: "; ")
  }

  /// Appends this element's markup to `output`, indented by `depth`.
  func write(to output: inout String, depth: Int) {
    let indent = String(repeating: "  ", count: depth)
    output += indent + "<" + tag
    if !classes.isEmpty {
      output += " class=\"" + HTMLEscaping.attribute(classes.joined(separator: " ")) + "\""
    }
    for (name, value) in attributes {
      output += " " + name + "=\"" + HTMLEscaping.attribute(value) + "\""
    }
    if !declarations.isEmpty { output += " style=\"" + HTMLEscaping.attribute(styleText) + "\"" }
    output += ">"
    if HTMLEscaping.voidElements.contains(tag) {
      output += "\n"
      return
    }
    if children.isEmpty {
      output += HTMLEscaping.text(text ?? "") + "</" + tag + ">\n"
      return
    }
    output += "\n"
    if let text, !text.isEmpty { output += indent + "  " + HTMLEscaping.text(text) + "\n" }
    for child in children { child.write(to: &output, depth: depth + 1) }
    output += indent + "</" + tag + ">\n"
  }
}

/// Escaping for text and attribute values, for pages built around components.
public enum HTMLEscaping {
  static let voidElements: Set<String> = ["img", "input", "br", "hr", "meta"]

  /// Text content: `&`, `<`, `>` escaped; control characters other than tab and newline shown as
  /// U+FFFD.
  public static func text(_ value: String) -> String {
    escape(value, quotes: false)
  }

  /// An attribute value in double quotes.
  public static func attribute(_ value: String) -> String {
    escape(value, quotes: true)
  }

  private static func escape(_ value: String, quotes: Bool) -> String {
    // Most text (class names, colours, style names) has nothing to escape: handed back as it is.
    guard value.utf8.contains(where: { mayNeedEscaping($0, quotes: quotes) }) else { return value }
    let source = Array(value.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(source.count + 16)
    var index = 0
    while index < source.count {
      let byte = source[index]
      index += 1
      switch byte {
      case UInt8(ascii: "&"): result += "&amp;".utf8
      case UInt8(ascii: "<"): result += "&lt;".utf8
      case UInt8(ascii: ">"): result += "&gt;".utf8
      case UInt8(ascii: "\""): if quotes { result += "&quot;".utf8 } else { result.append(byte) }
      case UInt8(ascii: "'"): if quotes { result += "&#39;".utf8 } else { result.append(byte) }
      case 0x09, 0x0A: result.append(byte)
      case 0..<0x20, 0x7F: result += replacement
      // U+0080–U+009F (C1 controls) are 0xC2 0x80…0x9F in UTF-8.
      case 0xC2 where index < source.count && (0x80..<0xA0).contains(source[index]):
        result += replacement
        index += 1
      default: result.append(byte)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// U+FFFD, shown for a control character.
  private static let replacement = Array("\u{FFFD}".utf8)

  /// Whether `byte` may start something `escape` changes (0xC2 leads U+0080–U+00BF, of which
  /// U+0080–U+009F are control characters).
  @inline(__always)
  private static func mayNeedEscaping(_ byte: UInt8, quotes: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0x7F, 0xC2: true
    case UInt8(ascii: "\""), UInt8(ascii: "'"): quotes
    case 0x09, 0x0A: false
    case 0..<0x20: true
    default: false
    }
  }
}

/// A typed, fully resolved value: what a resolved property holds and what appliers receive.
public enum Value: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  /// A keyword from a closed set, in its canonical spelling (`center`, `scaleAspectFit`).
  case keyword(String)
  case color(Color)
  case insets(EdgeInsets)
  case size(Size)
  case point(Point)
  case offset(Offset)
  // The larger structures are boxed so every `Value` stays the size of a colour.
  indirect case font(Font)
  indirect case gradient(Gradient)
  indirect case border(Border)
  indirect case shadow(Shadow)
  indirect case image(Image)
  case list([Value])
  /// Keys in the order written.
  case dictionary([KeyValue])

  /// One entry of a `dictionary` value.
  public struct KeyValue: Hashable, Sendable {
    public var key: String
    public var value: Value

    public init(_ key: String, _ value: Value) {
      self.key = key
      self.value = value
    }
  }

  /// The kind of value, for messages ("expected a colour, found a number").
  public var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .keyword: return "a keyword"
    case .color: return "a colour"
    case .insets: return "edge insets"
    case .size: return "a size"
    case .point: return "a point"
    case .offset: return "an offset"
    case .font: return "a font"
    case .gradient: return "a gradient"
    case .border: return "a border"
    case .shadow: return "a shadow"
    case .image: return "an image"
    case .list: return "a list"
    case .dictionary: return "a dictionary"
    }
  }
}

extension Value: CustomStringConvertible {
  /// A compact human form: `#f93d38ff`, `5`, `{top 10, left 20, bottom 10, right 20}`.
  public var description: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return JSONText.format(value)
    case .string(let value): return "\"\(value)\""
    case .keyword(let value): return value
    case .color(let color): return color.hexRGBA
    case .insets(let i):
      return "{top \(n(i.top)), left \(n(i.left)), bottom \(n(i.bottom)), right \(n(i.right))}"
    case .size(let s): return "{width \(n(s.width)), height \(n(s.height))}"
    case .point(let p): return "{x \(n(p.x)), y \(n(p.y))}"
    case .offset(let o): return "{horizontal \(n(o.horizontal)), vertical \(n(o.vertical))}"
    case .font, .gradient, .border, .shadow, .image, .dictionary:
      return json.rendered(pretty: false)
    case .list(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
    }
  }

  private func n(_ value: Double) -> String { JSONText.format(value) }

  /// The JSON form used by `livery resolve --format json`: colours as `"#rrggbbaa"`, numbers as
  /// numbers, structures as objects (documented in the README).
  public var json: JSONText {
    switch self {
    case .null: return .null
    case .bool(let value): return .bool(value)
    case .number(let value): return .number(value)
    case .string(let value), .keyword(let value): return .string(value)
    case .color(let color): return .string(color.hexRGBA)
    case .insets(let i):
      return .object([("top", .number(i.top)), ("left", .number(i.left)), ("bottom", .number(i.bottom)), ("right", .number(i.right))])
    case .size(let s): return .object([("width", .number(s.width)), ("height", .number(s.height))])
    case .point(let p): return .object([("x", .number(p.x)), ("y", .number(p.y))])
    case .offset(let o): return .object([("horizontal", .number(o.horizontal)), ("vertical", .number(o.vertical))])
    case .font(let font):
      var members: [(String, JSONText)] = []
      if let name = font.name { members.append(("name", .string(name))) }
      if let size = font.size { members.append(("size", .number(size))) }
      if let weight = font.weight { members.append(("weight", .string(weight.rawValue))) }
      if let style = font.textStyle { members.append(("textStyle", .string(style.rawValue))) }
      return .object(members)
    case .gradient(let gradient):
      return .object([
        ("start", Value.point(gradient.start).json), ("end", Value.point(gradient.end).json),
        ("stops", .array(gradient.stops.map { .object([("color", .string($0.color.hexRGBA)), ("location", .number($0.location))]) })),
      ])
    case .border(let border):
      var members: [(String, JSONText)] = []
      if let width = border.width { members.append(("width", .number(width))) }
      if let color = border.color { members.append(("color", .string(color.hexRGBA))) }
      if let radius = border.cornerRadius { members.append(("cornerRadius", .number(radius))) }
      return .object(members)
    case .shadow(let shadow):
      var members: [(String, JSONText)] = []
      if let color = shadow.color { members.append(("color", .string(color.hexRGBA))) }
      if let offset = shadow.offset { members.append(("offset", Value.offset(offset).json)) }
      if let radius = shadow.radius { members.append(("radius", .number(radius))) }
      if let opacity = shadow.opacity { members.append(("opacity", .number(opacity))) }
      return .object(members)
    case .image(let image):
      var members: [(String, JSONText)]
      switch image.source {
      case .named(let name): members = [("name", .string(name))]
      case .url(let url): members = [("url", .string(url))]
      case .data(let bytes): members = [("dataBytes", .number(Double(bytes.count)))]
      case let .glyph(name, color, height):
        members = [("glyph", .string(name))]
        if let color { members.append(("color", .string(color.hexRGBA))) }
        if let height { members.append(("height", .number(height))) }
      }
      if let size = image.size { members.append(("size", Value.size(size).json)) }
      return .object(members)
    case .list(let values): return .array(values.map(\.json))
    case .dictionary(let entries): return .object(entries.map { ($0.key, $0.value.json) })
    }
  }
}

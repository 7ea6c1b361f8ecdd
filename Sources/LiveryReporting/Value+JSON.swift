public import LiveryCore

extension Value {
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
      return .object([
        ("top", .number(i.top)), (i.isDirectional ? "leading" : "left", .number(i.left)),
        ("bottom", .number(i.bottom)), (i.isDirectional ? "trailing" : "right", .number(i.right)),
      ])
    case .size(let s): return .object([("width", .number(s.width)), ("height", .number(s.height))])
    case .point(let p): return .object([("x", .number(p.x)), ("y", .number(p.y))])
    case .offset(let o):
      return .object([("horizontal", .number(o.horizontal)), ("vertical", .number(o.vertical))])
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
        (
          "stops",
          .array(
            gradient.stops.map {
              .object([("color", .string($0.color.hexRGBA)), ("location", .number($0.location))])
            })
        ),
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
      switch image.origin {
      case .named(let name): members = [("name", .string(name))]
      case .url(let url): members = [("url", .string(url))]
      case .data(let bytes): members = [("dataBytes", .number(Double(bytes.count)))]
      case let .glyph(name, color, height):
        members = [("glyph", .string(name))]
        if let color { members.append(("color", .string(color.hexRGBA))) }
        if let height { members.append(("height", .number(height))) }
      case .solidColor(let color): members = [("solidColor", .string(color.hexRGBA))]
      }
      if let size = image.size { members.append(("size", Value.size(size).json)) }
      return .object(members)
    case .list(let values): return .array(values.map(\.json))
    case .dictionary(let entries): return .object(entries.map { ($0.key, $0.value.json) })
    case .adaptive(let table):
      return .object(
        [
          table.light.map { ("light", $0.json) }, table.dark.map { ("dark", $0.json) },
          table.lightHighContrast.map { ("lightHighContrast", $0.json) },
          table.darkHighContrast.map { ("darkHighContrast", $0.json) },
        ].compactMap { $0 })
    }
  }
}

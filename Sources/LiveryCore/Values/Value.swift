/// A typed, fully resolved value: what a resolved property holds and what appliers receive.
public enum Value: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  /// A keyword from a closed set, in its canonical spelling (`center`, `scaleAspectFit`).
  case keyword(String)
  case color(RGBAColor)
  case insets(Insets)
  case size(Size)
  case point(Point)
  case offset(Offset)
  // The larger structures are boxed so every `Value` stays the size of a colour.
  indirect case font(FontDescriptor)
  indirect case gradient(ColorGradient)
  indirect case border(Border)
  indirect case shadow(Shadow)
  indirect case image(ImageSource)
  case list([Value])
  /// Keys in the order written.
  case dictionary([KeyValue])
  /// A value per appearance: what a resolution that leaves the colour scheme (and contrast) to
  /// the platform gives where the appearances differ (`CompiledTheme.resolve(_:adapting:)`). No
  /// stylesheet holds one.
  indirect case adaptive(AppearanceTable)

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
  public var kindDescription: String { kind.description }

  package var kind: ValueKind {
    switch self {
    case .null: return .null
    case .bool: return .bool
    case .number: return .number
    case .string: return .string
    case .keyword: return .keyword
    case .color: return .color
    case .insets: return .insets
    case .size: return .size
    case .point: return .point
    case .offset: return .offset
    case .font: return .font
    case .gradient: return .gradient
    case .border: return .border
    case .shadow: return .shadow
    case .image: return .image
    case .list: return .list
    case .dictionary: return .dictionary
    case .adaptive: return .adaptive
    }
  }
}

extension Value: CustomStringConvertible {
  /// A compact human form: `#f93d38ff`, `5`, `{top 10, left 20, bottom 10, right 20}`,
  /// `{name Helvetica, size 17}`. Machine-readable forms live in `LiveryReporting`.
  public var description: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return n(value)
    case .string(let value): return "\"\(value)\""
    case .keyword(let value): return value
    case .color(let color): return color.hexRGBA
    case .insets(let i):
      return fields([
        ("top", n(i.top)), (i.isDirectional ? "leading" : "left", n(i.left)),
        ("bottom", n(i.bottom)), (i.isDirectional ? "trailing" : "right", n(i.right)),
      ])
    case .size(let s): return fields([("width", n(s.width)), ("height", n(s.height))])
    case .point(let p): return fields([("x", n(p.x)), ("y", n(p.y))])
    case .offset(let o):
      return fields([("horizontal", n(o.horizontal)), ("vertical", n(o.vertical))])
    case .font(let font):
      return fields(
        [
          font.name.map { ("name", $0) }, font.size.map { ("size", n($0)) },
          font.weight.map { ("weight", $0.rawValue) },
          font.textStyle.map { ("textStyle", $0.rawValue) },
        ].compactMap { $0 })
    case .gradient(let gradient):
      let stops = gradient.stops.map { "\($0.color.hexRGBA) \(n($0.location))" }.joined(
        separator: ", ")
      return fields([
        ("start", Value.point(gradient.start).description),
        ("end", Value.point(gradient.end).description), ("stops", "[\(stops)]"),
      ])
    case .border(let border):
      return fields(
        [
          border.width.map { ("width", n($0)) }, border.color.map { ("color", $0.hexRGBA) },
          border.cornerRadius.map { ("cornerRadius", n($0)) },
        ].compactMap { $0 })
    case .shadow(let shadow):
      return fields(
        [
          shadow.color.map { ("color", $0.hexRGBA) },
          shadow.offset.map { ("offset", Value.offset($0).description) },
          shadow.radius.map { ("radius", n($0)) }, shadow.opacity.map { ("opacity", n($0)) },
        ].compactMap { $0 })
    case .image(let image):
      var members: [(String, String)]
      switch image.origin {
      case .named(let name): members = [("name", name)]
      case .url(let url): members = [("url", url)]
      case .data(let bytes): members = [("data", "\(bytes.count) bytes")]
      case let .glyph(name, color, height):
        members =
          [("glyph", name)]
          + [color.map { ("color", $0.hexRGBA) }, height.map { ("height", n($0)) }].compactMap {
            $0
          }
      case .solidColor(let color): members = [("solidColor", color.hexRGBA)]
      }
      if let size = image.size { members.append(("size", Value.size(size).description)) }
      return fields(members)
    case .list(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
    case .dictionary(let entries): return fields(entries.map { ($0.key, $0.value.description) })
    case .adaptive(let table):
      return fields(
        [
          table.light.map { ("light", $0.description) },
          table.dark.map { ("dark", $0.description) },
          table.lightHighContrast.map { ("lightHighContrast", $0.description) },
          table.darkHighContrast.map { ("darkHighContrast", $0.description) },
        ].compactMap { $0 })
    }
  }

  private func n(_ value: Double) -> String { NumberText.format(value) }

  private func fields(_ members: [(String, String)]) -> String {
    "{" + members.map { "\($0.0) \($0.1)" }.joined(separator: ", ") + "}"
  }
}

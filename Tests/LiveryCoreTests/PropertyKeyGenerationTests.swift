import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

/// `PropertyKey+Catalog.swift` is generated from the property schema and the catalog, so a typed key
/// can never disagree with the type the resolver gives the property. When this test fails, run
/// `LIVERY_REGENERATE=1 swift test --filter PropertyKeyGeneration` and commit the file.
@Suite("Typed property keys are generated from the schema")
struct PropertyKeyGenerationTests {
  static let path = Fixtures.packageRoot + "/Sources/LiveryCore/Catalog/PropertyKey+Catalog.swift"

  @Test("the checked-in keys are what the schema and the catalog give")
  func upToDate() throws {
    let expected = Self.generate()
    if ProcessInfo.processInfo.environment["LIVERY_REGENERATE"] == "1" {
      try expected.write(toFile: Self.path, atomically: true, encoding: .utf8)
    }
    let current = try String(contentsOfFile: Self.path, encoding: .utf8)
    #expect(
      current == expected,
      "PropertyKey+Catalog.swift is stale: run LIVERY_REGENERATE=1 swift test --filter PropertyKeyGeneration"
    )
  }

  @Test("a key gives the value typed, a gradient background included")
  func typedAccess() {
    var b = IRBuilder("keys.ir")
    let gradient = ColorGradient(stops: [
      .init(color: RGBAColor(red: 0, green: 0, blue: 0), location: 0),
      .init(color: RGBAColor(red: 1, green: 1, blue: 1), location: 1),
    ])
    let sheet = b.sheet([
      b.type(
        "Button",
        [
          b.decl("backgroundColor", .string("#ff0000")), b.decl("cornerRadius", .number(6)),
          b.decl("numberOfLines", .number(2)), b.decl("textAlignment", .string("center")),
        ]),
      b.named("Fancy", for: "Button", [b.decl("backgroundColor", .typed(.gradient(gradient)))]),
    ])
    let theme = Theme(layers: [Layer("app", stylesheets: [sheet])]).compile()
    let plain = theme.style(for: .button)
    let radius: Double? = plain[.cornerRadius]
    let lines: Int? = plain[.numberOfLines]
    let alignment: String? = plain[.textAlignment]
    #expect(radius == 6 && lines == 2 && alignment == "center")
    #expect(plain[.backgroundColor] == .color(RGBAColor(red: 1, green: 0, blue: 0)))
    let fancy = theme.style(for: .button, named: ["Fancy"])
    #expect(fancy[.backgroundColor] == .gradient(gradient), "a gradient reads as one, not as nil")
    // Custom properties keep `as:`; a typed override of one is typed by its value.
    var overrides = StyleOverrides()
    overrides.set("badgeInset", to: 4.0)
    overrides.set(.backgroundColor, to: RGBAColor(red: 0, green: 0, blue: 1))
    let custom = theme.resolve(plain.query, overrides: overrides)
    #expect(custom["badgeInset", as: Double.self] == 4)
    #expect(custom[.backgroundColor] == .color(RGBAColor(red: 0, green: 0, blue: 1)))
  }

  /// The file's text.
  static func generate() -> String {
    let schema = PropertySchema.standard
    let catalog = ComponentCatalog.standard
    var types: [PropertyName: [TargetType]] = [:]
    for component in catalog.components {
      for property in component.properties { types[property, default: []].append(component.type) }
    }
    let names = Set(types.keys).union(schema.listedProperties).sorted()
    var groups: [String: [(PropertyName, PropertyType)]] = [:]
    for name in names {
      let type = schema.type(of: name)
      groups[swiftType(type), default: []].append((name, type))
    }
    var text = """
      // Generated from PropertySchema.standard and ComponentCatalog.standard; do not edit.
      // Regenerate: LIVERY_REGENERATE=1 swift test --filter PropertyKeyGeneration
      // (Tests/LiveryCoreTests/PropertyKeyGenerationTests.swift checks it is current).

      """
    for swiftType in groups.keys.sorted() {
      text += "\nextension PropertyKey where T == \(swiftType) {\n"
      for (name, type) in groups[swiftType]! {
        var users = ""
        if let on = types[name] {
          users =
            on.count == catalog.components.count
            ? " On every catalog type."
            : " On " + on.map(\.rawValue).joined(separator: ", ") + "."
        }
        text += wrapped("`\(name)`: \(type).\(users)", prefix: "  /// ")
        let identifier = keywords.contains(name.rawValue) ? "`\(name)`" : name.rawValue
        let declaration = "  public static var \(identifier): Self { Self(\"\(name)\") }"
        text +=
          declaration.count <= 100
          ? declaration + "\n"
          : "  public static var \(identifier): Self {\n    Self(\"\(name)\")\n  }\n"
      }
      text += "}\n"
    }
    return text
  }

  /// `text` as comment lines of at most 100 columns.
  static func wrapped(_ text: String, prefix: String) -> String {
    var lines: [String] = []
    var line = prefix
    for word in text.split(separator: " ") {
      if line.count > prefix.count, line.count + 1 + word.count > 100 {
        lines.append(line)
        line = prefix
      }
      line += (line.count > prefix.count ? " " : "") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n") + "\n"
  }

  static let keywords: Set<String> = ["default", "switch", "case", "in", "for", "self", "Type"]

  /// The Swift type a property of `type` reads as.
  static func swiftType(_ type: PropertyType) -> String {
    switch type {
    case .any, .list: return "Value"
    case .color: return "RGBAColor"
    case .number: return "Double"
    case .integer: return "Int"
    case .bool: return "Bool"
    case .string, .keyword: return "String"
    case .insets: return "Insets"
    case .size: return "Size"
    case .point: return "Point"
    case .offset: return "Offset"
    case .font: return "FontDescriptor"
    case .gradient: return "ColorGradient"
    case .border: return "Border"
    case .shadow: return "Shadow"
    case .image: return "ImageSource"
    case .paint: return "Paint"
    }
  }
}

import LiveryCore
import LiveryTestSupport
import Testing

private let file = SourceFileID(path: "values.test")
private let here = SourceLocation(file: file, line: 1, column: 1)

/// Motif's dialect, spelled out here so the core tests need no format module.
private let motif = ValueDialect(
  name: "Motif", colors: ColorSyntax(hex: .rgb, names: true, hslUnitlessFractions: true),
  insetsOrder: .motif,
  legacyStructStrings: true, constantSigil: "$", styleSigil: ".")

private func convert(
  _ expression: ValueExpression, _ type: PropertyType, dialect: ValueDialect = motif
) -> Result<Value, ValueError> {
  var warnings: [ValueError] = []
  return ValueConverter(dialect: dialect).convert(
    expression, to: type, at: here, warnings: &warnings)
}

private func list(_ values: ValueExpression...) -> ValueExpression {
  .list(values.map { ValueExpression.Element($0, at: here) })
}

private func map(_ entries: (String, ValueExpression)...) -> ValueExpression {
  .map(entries.map { ValueExpression.Entry($0.0, $0.1, at: here) })
}

private func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> Value {
  .insets(Insets(top: top, left: left, bottom: bottom, right: right))
}

@Suite("Colours: hex dialects, functions and names")
struct ColorTests {
  @Test("text styles' point sizes by Dynamic Type size, as the HIG gives them")
  func textStyleSizes() {
    typealias Size = StyleEnvironment.DynamicTypeSize
    #expect(FontDescriptor.TextStyle.body.pointSize(at: .xSmall) == 14)
    #expect(FontDescriptor.TextStyle.body.pointSize(at: .large) == 17)
    #expect(FontDescriptor.TextStyle.body.pointSize(at: .xxxLarge) == 23)
    #expect(FontDescriptor.TextStyle.body.pointSize(at: .accessibility5) == 53)
    #expect(FontDescriptor.TextStyle.largeTitle.pointSize(at: .accessibility5) == 60)
    #expect(FontDescriptor.TextStyle.caption2.pointSize(at: .xSmall) == 11)
    #expect(FontDescriptor.TextStyle.footnote.pointSize(at: Size("XXXLarge")) == 19)
    // A name that is no size: the default size's.
    #expect(FontDescriptor.TextStyle.title1.pointSize(at: Size("huge")) == 28)
    for style in FontDescriptor.TextStyle.allCases {
      let sizes = Size.allSizes.map(style.pointSize(at:))
      #expect(sizes == sizes.sorted(), "\(style) grows with the text size")
      #expect(style.defaultPointSize == style.pointSize(at: .large))
    }
  }

  @Test("hex digits are read by the format's dialect, never guessed from length")
  func hexDialects() throws {
    #expect(
      try RGBAColor.parse("#f93d38", syntax: ColorSyntax(hex: .rgb)).get().hexRGBA == "#f93d38ff")
    #expect(
      try RGBAColor.parse("#FFF", syntax: ColorSyntax(hex: .rgb)).get().hexRGBA == "#ffffffff")
    #expect(
      try RGBAColor.parse("#0000007F", syntax: ColorSyntax(hex: .rgba)).get().hexRGBA == "#0000007f"
    )
    #expect(
      try RGBAColor.parse("#80DDDDDD", syntax: ColorSyntax(hex: .argb)).get().hexRGBA == "#dddddd80"
    )
    // SAP Fiori: the alpha byte is a percentage: 0x1E = 30 %.
    #expect(
      try RGBAColor.parse("#1EE68A00", syntax: ColorSyntax(hex: .argbPercent)).get().alpha == 0.3)
    #expect(
      try RGBAColor.parse("#FFE68A00", syntax: ColorSyntax(hex: .argbPercent)).get().alpha == 1)
    #expect(try RGBAColor.parse("#abcd", syntax: .css).get().hexRGBA == "#aabbccdd")
  }

  @Test("a digit count the dialect does not accept is an error naming the accepted forms")
  func rejectedLengths() {
    guard case .failure(let error) = RGBAColor.parse("#ff00ff80", syntax: ColorSyntax(hex: .rgb))
    else {
      Issue.record("Motif must reject 8-digit hex")
      return
    }
    #expect(
      error.message == "'#ff00ff80' has 8 hex digits; the Motif dialect accepts #RGB or #RRGGBB")
    #expect(error.hint == "write the alpha separately, e.g. rgba(r, g, b, a)")
    guard case .failure(let seven) = RGBAColor.parse("#0000000", syntax: ColorSyntax(hex: .rgba))
    else {
      Issue.record("7 digits is never a colour")
      return
    }
    #expect(
      seven.message
        == "'#0000000' has 7 hex digits; the RGBA dialect accepts #RGB, #RRGGBB or #RRGGBBAA")
  }

  @Test("rgb(), rgba(), hsl(), hsla(), names and transparent (Motif case 55)")
  func functionsAndNames() throws {
    let syntax = motif.colors
    #expect(try RGBAColor.parse("rgb(255, 0, 0)", syntax: syntax).get().hexRGBA == "#ff0000ff")
    #expect(try RGBAColor.parse("rgba(0, 0, 0, 0.5)", syntax: syntax).get().hexRGBA == "#00000080")
    #expect(try RGBAColor.parse("rgb(100%, 50%, 0%)", syntax: syntax).get().hexRGBA == "#ff8000ff")
    #expect(try RGBAColor.parse("hsl(120, 100%, 50%)", syntax: syntax).get().hexRGBA == "#00ff00ff")
    #expect(
      try RGBAColor.parse("hsla(240, 1, 0.5, 0.25)", syntax: syntax).get().hexRGBA == "#0000ff40")
    #expect(try RGBAColor.parse("hsl(480, 100%, 50%)", syntax: syntax).get().hexRGBA == "#00ff00ff")
    #expect(try RGBAColor.parse("rgb(255 0 0 / 50%)", syntax: .css).get().hexRGBA == "#ff000080")
    #expect(try RGBAColor.parse("transparent", syntax: syntax).get() == .transparent)
    #expect(try RGBAColor.parse("LightBlue", syntax: syntax).get().hexRGBA == "#add8e6ff")
    #expect(try RGBAColor.parse("lightblue", syntax: syntax).get().hexRGBA == "#add8e6ff")
    #expect(
      try RGBAColor.parse("DarkGrey", syntax: syntax).get()
        == RGBAColor.parse("darkgray", syntax: syntax).get())
  }

  @Test("an unknown name suggests close names")
  func unknownName() {
    guard case .failure(let error) = RGBAColor.parse("ligthblue", syntax: .css) else {
      Issue.record("not a colour")
      return
    }
    #expect(error.hint == "did you mean 'lightblue'?")
    #expect(throws: ValueError.self) { try RGBAColor.parse("notacolor", syntax: .css).get() }
    #expect(throws: ValueError.self) { try RGBAColor.parse("rgb(1, 2)", syntax: .css).get() }
    #expect(throws: ValueError.self) { try RGBAColor.parse("red trailing", syntax: .css).get() }
  }
}

@Suite("Value conversion by property type (Motif cases 53–55)")
struct ValueConversionTests {
  @Test("insets: number, 2/3/4-element lists with Motif's 3-element quirk, dictionaries")
  func insetsForms() throws {
    #expect(try convert(.number(3), .insets).get() == insets(3, 3, 3, 3))
    #expect(
      try convert(list(.number(1), .number(2), .number(3), .number(4)), .insets).get()
        == insets(1, 4, 3, 2))
    #expect(
      try convert(list(.number(1), .number(2), .number(3)), .insets).get() == insets(1, 0, 3, 2))
    #expect(try convert(list(.number(1), .number(2)), .insets).get() == insets(1, 2, 1, 2))
    #expect(
      try convert(
        map(
          ("top", .number(1)), ("right", .number(2)), ("bottom", .number(3)), ("left", .number(4))),
        .insets
      ).get()
        == insets(1, 4, 3, 2))
    #expect(try convert(map(("top", .number(1))), .insets).get() == insets(1, 0, 0, 0))
  }

  @Test("insets errors (A7)")
  func insetsErrors() {
    let tooMany = convert(list(.number(1), .number(2), .number(3), .number(4), .number(5)), .insets)
    #expect(throws: ValueError("an insets list has at most four elements, found 5", at: here)) {
      try tooMany.get()
    }
    #expect(throws: ValueError("an insets list needs more than one element, found 1", at: here)) {
      try convert(list(.number(1)), .insets).get()
    }
    #expect(throws: ValueError("insets list elements must be numbers, found a string", at: here)) {
      try convert(list(.string("a"), .string("b")), .insets).get()
    }
    #expect(
      throws: ValueError(
        "'middle' is not an insets key: expected top, left, bottom and right, or top, leading, bottom and trailing",
        at: here)
    ) {
      try convert(map(("middle", .number(1))), .insets).get()
    }
    #expect(throws: ValueError("insets values must be numbers; 'top' is a string", at: here)) {
      try convert(map(("top", .string("x"))), .insets).get()
    }
  }

  @Test("the pre-0.2 struct strings are read in UIKit order, with a warning and a fix-it")
  func legacyStructStrings() throws {
    var warnings: [ValueError] = []
    let value = ValueConverter(dialect: motif).convert(
      .string("{10, 20, 10, 20}"), to: .insets, at: here, warnings: &warnings)
    #expect(try value.get() == insets(10, 20, 10, 20))
    #expect(warnings.count == 1)
    #expect(warnings.first?.hint == "write [10, 20, 10, 20]")
    #expect(throws: ValueError.self) {
      try convert(.string("{10, 20, 10, 20}"), .insets, dialect: .standard).get()
    }
  }

  @Test("points, sizes and offsets (case 54)")
  func pairs() throws {
    #expect(try convert(.number(1), .point).get() == .point(Point(x: 1, y: 1)))
    #expect(
      try convert(list(.number(1), .number(2)), .size).get() == .size(Size(width: 1, height: 2)))
    #expect(
      try convert(map(("x", .number(1)), ("y", .number(2))), .point).get()
        == .point(Point(x: 1, y: 2)))
    #expect(
      try convert(map(("width", .number(1)), ("height", .number(2))), .size).get()
        == .size(Size(width: 1, height: 2)))
    #expect(
      try convert(map(("horizontal", .number(1)), ("vertical", .number(2))), .offset).get()
        == .offset(Offset(horizontal: 1, vertical: 2)))
    #expect(throws: ValueError("a point list must have two elements, found 3", at: here)) {
      try convert(list(.number(1), .number(2), .number(3)), .point).get()
    }
    #expect(throws: ValueError.self) { try convert(list(.number(1)), .size).get() }
    #expect(throws: ValueError.self) {
      try convert(list(.string("a"), .string("b")), .offset).get()
    }
    #expect(throws: ValueError("'z' is not a point key: expected x or y", at: here)) {
      try convert(map(("z", .number(1))), .point).get()
    }
    #expect(throws: ValueError.self) { try convert(map(("x", .string("one"))), .point).get() }
  }

  @Test("colours in Motif's dialect (case 55)")
  func colors() throws {
    #expect(
      try convert(.string("#f93d38"), .color).get()
        == .color(RGBAColor(red8: 0xF9, green8: 0x3D, blue8: 0x38)))
    #expect(throws: ValueError.self) { try convert(.string("#ff00ff80"), .color).get() }
    #expect(throws: ValueError.self) { try convert(.string("#abcd"), .color).get() }
    #expect(throws: ValueError.self) { try convert(.string("notacolor"), .color).get() }
    #expect(throws: ValueError("expected a colour, found the number 3", at: here)) {
      try convert(.number(3), .color).get()
    }
  }

  @Test("keywords are case-insensitive; an unknown keyword lists the valid ones (A8)")
  func keywords() throws {
    let align = KeywordSet(["left", "center", "right"])
    #expect(try convert(.string("Center"), .keyword(align)).get() == .keyword("center"))
    #expect(
      throws: ValueError(
        "'middle' is not a valid keyword here: expected one of left, center, right", at: here)
    ) {
      try convert(.string("middle"), .keyword(align)).get()
    }
    #expect(throws: ValueError("expected one of left, center, right, found the number 1", at: here))
    {
      try convert(.number(1), .keyword(align)).get()
    }
  }

  @Test("numbers, booleans and strings keep their JSON/YAML types; text dialects parse them")
  func scalars() throws {
    #expect(
      throws: ValueError(
        "expected a number, found the string '1'", hint: "write the number without quotes", at: here
      )
    ) {
      try convert(.string("1"), .number).get()
    }
    let text = ValueDialect(name: "text", colors: .css, scalarsAreText: true)
    #expect(try convert(.string("1.5"), .number, dialect: text).get() == .number(1.5))
    #expect(try convert(.string("NO"), .bool, dialect: text).get() == .bool(false))
    #expect(try convert(.number(1), .bool).get() == .bool(true))
    #expect(try convert(.string("10 20"), .insets, dialect: text).get() == insets(10, 20, 10, 20))
    #expect(try convert(.string("Hello"), .string).get() == .string("Hello"))
    #expect(throws: ValueError.self) { try convert(.number(3), .string).get() }
  }

  @Test("fonts, images, gradients, borders and shadows from their dictionary forms")
  func compoundValues() throws {
    #expect(
      try convert(
        map(("name", .string("HelveticaNeue-Bold")), ("style", .string("subHeadline"))), .font
      ).get()
        == .font(FontDescriptor(name: "HelveticaNeue-Bold", textStyle: .subheadline)))
    #expect(
      try convert(map(("weight", .number(600))), .font).get()
        == .font(FontDescriptor(weight: .semibold)))
    #expect(
      try convert(.string("https://example.com/a.png"), .image).get()
        == .image(.url("https://example.com/a.png")))
    #expect(
      try convert(.string("data:image/png;base64,aGk=\n"), .image).get()
        == .image(.data([0x68, 0x69])))
    #expect(try convert(.string("thumb"), .image).get() == .image(.named("thumb")))
    let gradient = try convert(list(.string("#000"), .string("#fff")), .gradient).get()
    #expect(
      gradient
        == .gradient(
          ColorGradient(stops: [
            .init(color: RGBAColor(red: 0, green: 0, blue: 0), location: 0),
            .init(color: RGBAColor(red: 1, green: 1, blue: 1), location: 1),
          ])))
    #expect(
      try convert(
        map(("width", .number(1)), ("color", .string("#666")), ("cornerRadius", .number(8))),
        .border
      ).get()
        == .border(
          Border(width: 1, color: RGBAColor(red8: 0x66, green8: 0x66, blue8: 0x66), cornerRadius: 8)
        ))
    #expect(try convert(map(("radius", .number(2))), .shadow).get() == .shadow(Shadow(radius: 2)))
  }

  @Test("the standard schema types well-known properties and falls back on suffixes")
  func schema() {
    let schema = PropertySchema.standard
    #expect(schema.type(of: "cornerRadius") == .number)
    #expect(schema.type(of: "minimumTrackTintColor") == .color)
    #expect(schema.type(of: "contentEdgeInsets") == .insets)
    #expect(schema.type(of: "titleFont") == .font)
    #expect(schema.type(of: "shadowOffset") == .size)
    #expect(schema.type(of: "scrollIndicatorStyle") == .any)
  }
}

/// A gradient sampled where a platform has no gradient to give (UIKit bar backgrounds).
@Suite struct GradientSamplingTests {
  let gradient = ColorGradient(stops: [
    .init(color: RGBAColor(red: 1, green: 0, blue: 0), location: 0),
    .init(color: RGBAColor(red: 0, green: 0, blue: 1), location: 0.5),
    .init(color: RGBAColor(red: 0, green: 1, blue: 0, alpha: 0), location: 1),
  ])

  @Test func colorsAreInterpolatedBetweenTheStopsAroundAPosition() {
    #expect(gradient.color(at: -1) == RGBAColor(red: 1, green: 0, blue: 0))
    #expect(gradient.color(at: 0.25) == RGBAColor(red: 0.5, green: 0, blue: 0.5))
    #expect(gradient.color(at: 0.75) == RGBAColor(red: 0, green: 0.5, blue: 0.5, alpha: 0.5))
    #expect(gradient.color(at: 2) == RGBAColor(red: 0, green: 1, blue: 0, alpha: 0))
    #expect(ColorGradient(stops: []).color(at: 0.5) == .transparent)
  }

  @Test func twoStopsAtOneLocationMakeAHardEdge() {
    let edge = ColorGradient(stops: [
      .init(color: RGBAColor(red: 1, green: 0, blue: 0), location: 0),
      .init(color: RGBAColor(red: 1, green: 0, blue: 0), location: 0.5),
      .init(color: RGBAColor(red: 0, green: 0, blue: 1), location: 0.5),
      .init(color: RGBAColor(red: 0, green: 0, blue: 1), location: 1),
    ])
    #expect(edge.color(at: 0.49) == RGBAColor(red: 1, green: 0, blue: 0))
    #expect(edge.color(at: 0.5) == RGBAColor(red: 0, green: 0, blue: 1))
  }

  @Test func aPointsPositionIsItsProjectionOntoTheGradientLine() {
    // Top to bottom: only y counts.
    #expect(gradient.position(x: 0.9, y: 0.25) == 0.25)
    let diagonal = ColorGradient(start: Point(x: 0, y: 0), end: Point(x: 1, y: 1), stops: [])
    #expect(diagonal.position(x: 1, y: 0) == 0.5)
    #expect(diagonal.position(x: 1, y: 1) == 1)
    let none = ColorGradient(start: Point(x: 0.5, y: 0.5), end: Point(x: 0.5, y: 0.5), stops: [])
    #expect(none.position(x: 1, y: 1) == 0)
  }
}

/// Converts a literal to the type its property expects, in the dialect of the file it was written in.
///
/// Conversions follow the documented behaviour of the original engines (Motif's insets, points and
/// sizes; CSS colours), and every failure is a `ValueError` the resolver reports at the value's
/// location.
public struct ValueConverter: Sendable {
  public var dialect: ValueDialect

  /// Replaces a reference nested in a list or dictionary by its final literal.
  public typealias ReferenceResolver = (Reference, SourceLocation) -> Result<
    ValueExpression, ValueError
  >

  /// For values that cannot contain references.
  public static func noReferences(_ reference: Reference, _ location: SourceLocation) -> Result<
    ValueExpression, ValueError
  > {
    .failure(ValueError("'\(reference.name)' cannot be resolved here", at: location))
  }

  public init(dialect: ValueDialect) {
    self.dialect = dialect
  }

  /// Converts `expression` to `type`. Legacy forms that are still accepted add to `warnings`.
  public func convert(
    _ expression: ValueExpression, to type: PropertyType, at location: SourceLocation,
    warnings: inout [ValueError], resolving resolve: ReferenceResolver = ValueConverter.noReferences
  ) -> Result<Value, ValueError> {
    if case .reference(let reference) = expression {
      return resolve(reference, location).flatMap {
        convert($0, to: type, at: location, warnings: &warnings, resolving: resolve)
      }
    }
    if case .typed(let value) = expression, let converted = accept(value, as: type) {
      return .success(converted)
    }
    // `null` means "hide or unset this property" (MAF Android's Value="0"), whatever its type.
    if case .null = expression { return .success(.null) }
    if case .string(let text) = expression, let reader = dialect.literals,
      let result = reader.read(text, as: type, at: location, remarks: &warnings)
    {
      return result
    }
    if type == .paint, case .string(let text) = expression, let reader = dialect.literals,
      let result = reader.read(text, as: .color, at: location, remarks: &warnings)
    {
      return result  // the dialect's own colour, with its remarks
    }
    if type == .color || type == .paint, dialect.literals == nil,
      case .string(let text) = expression,
      let remark = RGBAColor.rangeRemark(text, syntax: dialect.colors, at: location)
    {
      warnings.append(remark)
    }
    switch type {
    case .any: return natural(expression, at: location, resolving: resolve)
    case .color: return color(expression, at: location, resolving: resolve)
    case .number: return number(expression, at: location).map(Value.number)
    case .integer:
      return number(expression, at: location).flatMap { value in
        value == value.rounded()
          ? .success(.number(value))
          : .failure(
            ValueError("expected an integer, found \(NumberText.format(value))", at: location))
      }
    case .bool: return bool(expression, at: location)
    case .string: return string(expression, at: location)
    case .keyword(let set): return keyword(expression, set, at: location)
    case .insets: return insets(expression, at: location, warnings: &warnings)
    case .size:
      return pair(expression, "Size", keys: ("width", "height"), at: location, warnings: &warnings)
        .map { .size(Size(width: $0.0, height: $0.1)) }
    case .point:
      return pair(expression, "Point", keys: ("x", "y"), at: location, warnings: &warnings)
        .map { .point(Point(x: $0.0, y: $0.1)) }
    case .offset:
      return pair(
        expression, "Offset", keys: ("horizontal", "vertical"), at: location, warnings: &warnings
      )
      .map { .offset(Offset(horizontal: $0.0, vertical: $0.1)) }
    case .font: return font(expression, at: location)
    case .gradient:
      return gradient(expression, at: location, warnings: &warnings, resolving: resolve)
    case .paint:
      // A colour when the text is one, otherwise a gradient (lists, dictionaries).
      if case .string = expression { return color(expression, at: location) }
      if case .map(let entries) = expression, entries.contains(where: { $0.key == "alpha" }) {
        return color(expression, at: location, resolving: resolve)
      }
      return gradient(expression, at: location, warnings: &warnings, resolving: resolve)
    case .border: return border(expression, at: location)
    case .shadow: return shadow(expression, at: location, warnings: &warnings)
    case .image: return image(expression, at: location, resolving: resolve)
    case .list(let element):
      guard case .list(let elements) = expression else {
        return mismatch(expression, type, at: location)
      }
      var values: [Value] = []
      for item in elements {
        switch convert(
          item.value, to: element, at: item.location, warnings: &warnings, resolving: resolve)
        {
        case .success(let value): values.append(value)
        case .failure(let error): return .failure(error)
        }
      }
      return .success(.list(values))
    }
  }

  // MARK: - Scalars

  /// A typed value the reader produced, if it already has the wanted type.
  private func accept(_ value: Value, as type: PropertyType) -> Value? {
    switch (type, value) {
    case (.any, _), (.color, .color), (.number, .number), (.bool, .bool), (.string, .string),
      (.insets, .insets),
      (.size, .size), (.point, .point), (.offset, .offset), (.font, .font), (.gradient, .gradient),
      (.border, .border), (.shadow, .shadow), (.image, .image), (.keyword, .keyword):
      return value
    case (.gradient, .color(let color)):
      return .gradient(
        ColorGradient(stops: [.init(color: color, location: 0), .init(color: color, location: 1)]))
    case (.paint, .color), (.paint, .gradient):
      return value
    case (.integer, .number(let number)) where number == number.rounded():
      return value
    default:
      return nil
    }
  }

  private func natural(
    _ expression: ValueExpression, at location: SourceLocation, resolving resolve: ReferenceResolver
  )
    -> Result<Value, ValueError>
  {
    var ignored: [ValueError] = []
    switch expression {
    case .null: return .success(.null)
    case .bool(let value): return .success(.bool(value))
    case .number(let value): return .success(.number(value))
    case .string(let value): return .success(.string(value))
    case .typed(let value): return .success(value)
    case .reference:
      return convert(expression, to: .any, at: location, warnings: &ignored, resolving: resolve)
    case .list(let elements):
      var values: [Value] = []
      for element in elements {
        switch convert(
          element.value, to: .any, at: element.location, warnings: &ignored, resolving: resolve)
        {
        case .success(let value): values.append(value)
        case .failure(let error): return .failure(error)
        }
      }
      return .success(.list(values))
    case .map(let entries):
      var values: [Value.KeyValue] = []
      for entry in entries {
        switch convert(
          entry.value, to: .any, at: entry.location, warnings: &ignored, resolving: resolve)
        {
        case .success(let value): values.append(Value.KeyValue(entry.key, value))
        case .failure(let error): return .failure(error)
        }
      }
      return .success(.dictionary(values))
    }
  }

  /// A colour; also `{color, alpha}`, a colour with its alpha replaced (Redbeard's `*Alpha` keys),
  /// where the colour may be a reference.
  private func color(
    _ expression: ValueExpression, at location: SourceLocation,
    resolving resolve: ReferenceResolver = ValueConverter.noReferences
  ) -> Result<Value, ValueError> {
    if case .map(let entries) = expression {
      return colorWithAlpha(entries, at: location, resolving: resolve)
    }
    guard case .string(let text) = expression else {
      return mismatch(expression, .color, at: location)
    }
    if let reader = dialect.literals {
      var ignored: [ValueError] = []
      if let result = reader.read(text, as: .color, at: location, remarks: &ignored) {
        return result
      }
    }
    return RGBAColor.parse(text, syntax: dialect.colors).map(Value.color).mapError { error in
      ValueError(error.message, hint: error.hint, at: location)
    }
  }

  private func colorWithAlpha(
    _ entries: [ValueExpression.Entry], at location: SourceLocation,
    resolving resolve: ReferenceResolver
  ) -> Result<Value, ValueError> {
    var base: RGBAColor?
    var alpha: Double?
    for entry in entries {
      let value: ValueExpression
      switch dereferenced(entry.value, at: entry.location, resolving: resolve) {
      case .success(let literal): value = literal
      case .failure(let error): return .failure(error)
      }
      switch entry.key {
      case "color":
        switch value {
        case .typed(.color(let color)): base = color
        default:
          switch color(value, at: entry.location, resolving: resolve) {
          case .success(.color(let color)): base = color
          case .success: return .failure(ValueError("'color' must be a colour", at: entry.location))
          case .failure(let error): return .failure(error)
          }
        }
      case "alpha":
        switch number(value, at: entry.location) {
        case .success(let number) where (0...1).contains(number): alpha = number
        case .success(let number):
          return .failure(
            ValueError(
              "an alpha is between 0 and 1, found \(NumberText.format(number))", at: entry.location)
          )
        case .failure(let error): return .failure(error)
        }
      default:
        return .failure(
          ValueError(
            "'\(entry.key)' is not a colour key: expected color and alpha", at: entry.location))
      }
    }
    guard var color = base else {
      return .failure(
        ValueError(
          "this sets only an alpha, and no colour lies below it to apply it to", at: location))
    }
    if let alpha { color.alpha = alpha }
    return .success(.color(color))
  }

  private func number(_ expression: ValueExpression, at location: SourceLocation) -> Result<
    Double, ValueError
  > {
    switch expression {
    case .number(let value) where !value.isFinite:
      return .failure(
        ValueError(
          "\(NumberText.format(value)) is not a finite number (numbers beyond ±1.8e308, inf and nan are not)",
          at: location,
          severity: .error, code: .valueNotFinite))
    case .number(let value): return .success(value)
    case .string(let text) where dialect.scalarsAreText:
      if let value = Double(finiteText: text.trimmingSpaces()) { return .success(value) }
      return .failure(ValueError("'\(text)' is not a number", at: location))
    case .string(let text) where Double(finiteText: text.trimmingSpaces()) != nil:
      return .failure(
        ValueError(
          "expected a number, found the string '\(text)'", hint: "write the number without quotes",
          at: location))
    default:
      return mismatch(expression, .number, at: location)
    }
  }

  private func bool(_ expression: ValueExpression, at location: SourceLocation) -> Result<
    Value, ValueError
  > {
    switch expression {
    case .bool(let value): return .success(.bool(value))
    case .number(let value) where value == 0 || value == 1: return .success(.bool(value == 1))
    case .string(let text) where dialect.scalarsAreText:
      switch text.trimmingSpaces().lowercased() {
      case "true", "yes", "1": return .success(.bool(true))
      case "false", "no", "0": return .success(.bool(false))
      default:
        return .failure(
          ValueError("'\(text)' is not a boolean: expected true or false", at: location))
      }
    default:
      return mismatch(expression, .bool, at: location)
    }
  }

  private func string(_ expression: ValueExpression, at location: SourceLocation) -> Result<
    Value, ValueError
  > {
    guard case .string(let text) = expression else {
      return mismatch(expression, .string, at: location)
    }
    return .success(.string(text))
  }

  private func keyword(
    _ expression: ValueExpression, _ set: KeywordSet, at location: SourceLocation
  )
    -> Result<Value, ValueError>
  {
    let text: String
    switch expression {
    case .string(let value): text = value
    case .number(let value) where set.canonical(NumberText.format(value)) != nil:
      text = NumberText.format(value)
    default: return mismatch(expression, .keyword(set), at: location)
    }
    if let canonical = set.canonical(text) { return .success(.keyword(canonical)) }
    return .failure(
      ValueError(
        "'\(text)' is not a valid keyword here: expected one of \(set.cases.joined(separator: ", "))",
        hint: Suggestions.phrase(Suggestions.closest(to: text, among: set.cases)), at: location))
  }

  // MARK: - Geometry

  private func insets(
    _ expression: ValueExpression, at location: SourceLocation, warnings: inout [ValueError]
  )
    -> Result<Value, ValueError>
  {
    switch expression {
    case .number(let value):
      return .success(.insets(Insets(all: value)))
    case .list(let elements):
      guard elements.count <= 4 else {
        return .failure(
          ValueError(
            "an insets list has at most four elements, found \(elements.count)", at: location))
      }
      guard elements.count >= (dialect.insetsOrder == .topLeftBottomRight ? 4 : 2) else {
        let needed =
          dialect.insetsOrder == .topLeftBottomRight
          ? "four elements [top, left, bottom, right]" : "more than one element"
        return .failure(
          ValueError("an insets list needs \(needed), found \(elements.count)", at: location))
      }
      var numbers: [Double] = []
      for element in elements {
        guard case .number(let value) = element.value else {
          return .failure(
            ValueError(
              "insets list elements must be numbers, found \(element.value.kindDescription)",
              at: element.location))
        }
        numbers.append(value)
      }
      return .success(.insets(insetsFromList(numbers)))
    case .map(let entries):
      var insets = Insets(all: 0)
      var absolute = false
      for entry in entries {
        guard case .number(let value) = entry.value else {
          return .failure(
            ValueError(
              "insets values must be numbers; '\(entry.key)' is \(entry.value.kindDescription)",
              at: entry.location))
        }
        switch entry.key {
        case "top": insets.top = value
        case "left": insets.left = value
        case "bottom": insets.bottom = value
        case "right": insets.right = value
        case "leading": insets.left = value
        case "trailing": insets.right = value
        default:
          return .failure(
            ValueError(
              "'\(entry.key)' is not an insets key: expected top, left, bottom and right, or top, leading, bottom and trailing",
              at: entry.location))
        }
        let directional = entry.key == "leading" || entry.key == "trailing"
        if directional
          ? absolute : insets.isDirectional && (entry.key == "left" || entry.key == "right")
        {
          return .failure(
            ValueError(
              "insets are either left and right or leading and trailing; '\(entry.key)' mixes them",
              at: entry.location))
        }
        if directional { insets.isDirectional = true }
        if entry.key == "left" || entry.key == "right" { absolute = true }
      }
      return .success(.insets(insets))
    case .string(let text):
      if dialect.legacyStructStrings, let numbers = legacyStructNumbers(text), numbers.count == 4 {
        // UIEdgeInsetsFromString order: top, left, bottom, right.
        let insets = Insets(
          top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        warnings.append(legacyWarning(text, fix: "[\(listForm(insets))]", at: location))
        return .success(.insets(insets))
      }
      if dialect.scalarsAreText {
        let numbers = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map {
          Double(finiteText: $0)
        }
        guard (1...4).contains(numbers.count), numbers.allSatisfy({ $0 != nil }) else {
          return .failure(
            ValueError(
              "'\(text)' is not insets: expected 1 to 4 numbers separated by spaces", at: location))
        }
        return .success(
          .insets(
            numbers.count == 1 ? Insets(all: numbers[0]!) : insetsFromList(numbers.map { $0! })))
      }
      return mismatch(expression, .insets, at: location)
    default:
      return mismatch(expression, .insets, at: location)
    }
  }

  private func insetsFromList(_ n: [Double]) -> Insets {
    switch (dialect.insetsOrder, n.count) {
    case (_, 1): return Insets(all: n[0])
    case (_, 2): return Insets(top: n[0], left: n[1], bottom: n[0], right: n[1])
    case (.motif, 3): return Insets(top: n[0], left: 0, bottom: n[2], right: n[1])
    case (_, 3): return Insets(top: n[0], left: n[1], bottom: n[2], right: n[1])
    case (.topLeftBottomRight, _): return Insets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    default: return Insets(top: n[0], left: n[3], bottom: n[2], right: n[1])
    }
  }

  /// The Motif list form that means the same as `insets`, for fix-its.
  private func listForm(_ insets: Insets) -> String {
    "\(NumberText.format(insets.top)), \(NumberText.format(insets.right)), \(NumberText.format(insets.bottom)), \(NumberText.format(insets.left))"
  }

  /// Two numbers from a number, a two-element list, a dictionary with the two keys, or text.
  private func pair(
    _ expression: ValueExpression, _ typeName: String, keys: (String, String),
    at location: SourceLocation,
    warnings: inout [ValueError]
  ) -> Result<(Double, Double), ValueError> {
    switch expression {
    case .number(let value):
      return .success((value, value))
    case .list(let elements):
      guard elements.count == 2 else {
        return .failure(
          ValueError(
            "a \(typeName.lowercased()) list must have two elements, found \(elements.count)",
            at: location))
      }
      var numbers: [Double] = []
      for element in elements {
        guard case .number(let value) = element.value else {
          return .failure(
            ValueError(
              "\(typeName.lowercased()) list elements must be numbers, found \(element.value.kindDescription)",
              at: element.location))
        }
        numbers.append(value)
      }
      return .success((numbers[0], numbers[1]))
    case .map(let entries):
      var first = 0.0
      var second = 0.0
      for entry in entries {
        guard entry.key == keys.0 || entry.key == keys.1 else {
          return .failure(
            ValueError(
              "'\(entry.key)' is not a \(typeName.lowercased()) key: expected \(keys.0) or \(keys.1)",
              at: entry.location))
        }
        guard case .number(let value) = entry.value else {
          return .failure(
            ValueError(
              "\(typeName.lowercased()) values must be numbers; '\(entry.key)' is \(entry.value.kindDescription)",
              at: entry.location))
        }
        if entry.key == keys.0 { first = value } else { second = value }
      }
      return .success((first, second))
    case .string(let text):
      if dialect.legacyStructStrings, let numbers = legacyStructNumbers(text), numbers.count == 2 {
        warnings.append(
          legacyWarning(
            text, fix: "[\(NumberText.format(numbers[0])), \(NumberText.format(numbers[1]))]",
            at: location))
        return .success((numbers[0], numbers[1]))
      }
      if dialect.scalarsAreText {
        let numbers = text.split(whereSeparator: { $0 == "," || $0 == " " }).map {
          Double(finiteText: $0)
        }
        if numbers.count == 2, let a = numbers[0], let b = numbers[1] { return .success((a, b)) }
        if numbers.count == 1, let a = numbers[0] { return .success((a, a)) }
        return .failure(
          ValueError(
            "'\(text)' is not a \(typeName.lowercased()): expected two numbers such as '1, 2'",
            at: location))
      }
      return .failure(
        ValueError(
          "expected a \(typeName.lowercased()) (a number, [\(keys.0), \(keys.1)] or a dictionary), found the string '\(text)'",
          at: location))
    default:
      return .failure(
        ValueError(
          "expected a \(typeName.lowercased()) (a number, [\(keys.0), \(keys.1)] or a dictionary), found \(expression.kindDescription)",
          at: location))
    }
  }

  /// The numbers in a pre-0.2 UIKit struct string such as `"{10, 20, 10, 20}"`.
  private func legacyStructNumbers(_ text: String) -> [Double]? {
    let trimmed = text.trimmingSpaces()
    guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}") else { return nil }
    let numbers = trimmed.dropFirst().dropLast().split(separator: ",").map {
      Double(finiteText: $0.trimmingSpaces())
    }
    guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else { return nil }
    return numbers.map { $0! }
  }

  private func legacyWarning(_ text: String, fix: String, at location: SourceLocation) -> ValueError
  {
    ValueError(
      "'\(text)' is a UIKit struct string, which \(dialect.name) removed in 0.2.0; Livery reads it in UIKit order",
      hint: "write \(fix)", at: location)
  }

  // MARK: - Compound values

  private func font(_ expression: ValueExpression, at location: SourceLocation) -> Result<
    Value, ValueError
  > {
    switch expression {
    case .string(let name):
      return .success(.font(FontDescriptor(name: name)))
    case .map(let entries):
      var font = FontDescriptor()
      for entry in entries {
        switch (entry.key, entry.value) {
        case ("name", .string(let name)), ("family", .string(let name)),
          ("fontName", .string(let name)):
          font.name = name
        case ("size", .number(let size)), ("fontSize", .number(let size)):
          font.size = size
        case ("weight", .string), ("weight", .number):
          guard let weight = FontDescriptor.Weight(parsing: scalarText(entry.value)) else {
            return .failure(
              ValueError(
                "'\(scalarText(entry.value))' is not a font weight: expected one of \(FontDescriptor.Weight.allCases.map(\.rawValue).joined(separator: ", ")) or a number 1–1000",
                at: entry.location))
          }
          font.weight = weight
        case ("style", .string(let text)), ("textStyle", .string(let text)):
          guard let style = FontDescriptor.TextStyle(parsing: text) else {
            return .failure(
              ValueError(
                "'\(text)' is not a text style: expected one of \(FontDescriptor.TextStyle.allCases.map(\.rawValue).joined(separator: ", "))",
                at: entry.location))
          }
          font.textStyle = style
        default:
          return .failure(
            ValueError(
              "'\(entry.key)' with \(entry.value.kindDescription) is not a font key: expected name, size, weight or style",
              at: entry.location))
        }
      }
      return .success(.font(font))
    default:
      return mismatch(expression, .font, at: location)
    }
  }

  private func scalarText(_ expression: ValueExpression) -> String {
    switch expression {
    case .string(let text): return text
    case .number(let value): return NumberText.format(value)
    default: return ""
    }
  }

  private func gradient(
    _ expression: ValueExpression, at location: SourceLocation, warnings: inout [ValueError],
    resolving resolve: ReferenceResolver = ValueConverter.noReferences
  ) -> Result<Value, ValueError> {
    switch expression {
    case .string:
      return color(expression, at: location).map { value in
        guard case .color(let color) = value else { return value }
        return .gradient(
          ColorGradient(stops: [.init(color: color, location: 0), .init(color: color, location: 1)])
        )
      }
    case .list(let elements):
      var stops: [ColorGradient.Stop] = []
      for (index, element) in elements.enumerated() {
        let value: ValueExpression
        switch dereferenced(element.value, at: element.location, resolving: resolve) {
        case .success(let literal): value = literal
        case .failure(let error): return .failure(error)
        }
        guard case .string = value else {
          return .failure(
            ValueError(
              "gradient colours must be colours, found \(value.kindDescription)",
              at: element.location))
        }
        let color: RGBAColor
        switch self.color(value, at: element.location) {
        case .success(.color(let converted)): color = converted
        case .success(let other): return mismatch(.typed(other), .color, at: element.location)
        case .failure(let error): return .failure(error)
        }
        stops.append(
          .init(
            color: color,
            location: elements.count == 1 ? 0 : Double(index) / Double(elements.count - 1)))
      }
      return .success(.gradient(ColorGradient(stops: stops)))
    case .map(let entries):
      var gradient = ColorGradient(stops: [])
      for entry in entries {
        switch entry.key {
        case "start", "end":
          switch pair(
            entry.value, "Point", keys: ("x", "y"), at: entry.location, warnings: &warnings)
          {
          case .success(let (x, y)):
            if entry.key == "start" {
              gradient.start = Point(x: x, y: y)
            } else {
              gradient.end = Point(x: x, y: y)
            }
          case .failure(let error): return .failure(error)
          }
        case "stops", "colors":
          switch self.gradient(entry.value, at: entry.location, warnings: &warnings) {
          case .success(.gradient(let stops)) where entry.key == "colors":
            gradient.stops = stops.stops
          case .success: break
          case .failure(let error): return .failure(error)
          }
          if entry.key == "stops", case .list(let elements) = entry.value {
            gradient.stops = []
            for element in elements {
              guard case .map(let fields) = element.value,
                let colorEntry = fields.first(where: { $0.key == "color" }),
                case .success(.color(let color)) = self.color(
                  colorEntry.value, at: colorEntry.location)
              else {
                return .failure(
                  ValueError(
                    "a gradient stop is a dictionary with a color and a location",
                    at: element.location))
              }
              var stopLocation = 0.0
              if let position = fields.first(where: { $0.key == "location" || $0.key == "offset" }),
                case .number(let value) = position.value
              {
                stopLocation = value
              }
              gradient.stops.append(.init(color: color, location: stopLocation))
            }
          }
        default:
          return .failure(
            ValueError(
              "'\(entry.key)' is not a gradient key: expected start, end, stops or colors",
              at: entry.location))
        }
      }
      return .success(.gradient(gradient))
    default:
      return mismatch(expression, .gradient, at: location)
    }
  }

  private func border(_ expression: ValueExpression, at location: SourceLocation) -> Result<
    Value, ValueError
  > {
    if case .number(let width) = expression { return .success(.border(Border(width: width))) }
    guard case .map(let entries) = expression else {
      return mismatch(expression, .border, at: location)
    }
    var border = Border()
    for entry in entries {
      switch entry.key {
      case "width":
        switch number(entry.value, at: entry.location) {
        case .success(let value): border.width = value
        case .failure(let error): return .failure(error)
        }
      case "cornerRadius", "radius":
        switch number(entry.value, at: entry.location) {
        case .success(let value): border.cornerRadius = value
        case .failure(let error): return .failure(error)
        }
      case "color":
        switch color(entry.value, at: entry.location) {
        case .success(.color(let value)): border.color = value
        case .failure(let error): return .failure(error)
        default: break
        }
      default:
        return .failure(
          ValueError(
            "'\(entry.key)' is not a border key: expected width, color or cornerRadius",
            at: entry.location))
      }
    }
    return .success(.border(border))
  }

  private func shadow(
    _ expression: ValueExpression, at location: SourceLocation, warnings: inout [ValueError]
  )
    -> Result<Value, ValueError>
  {
    guard case .map(let entries) = expression else {
      return mismatch(expression, .shadow, at: location)
    }
    var shadow = Shadow()
    for entry in entries {
      switch entry.key {
      case "color":
        switch color(entry.value, at: entry.location) {
        case .success(.color(let value)): shadow.color = value
        case .failure(let error): return .failure(error)
        default: break
        }
      case "offset":
        switch pair(
          entry.value, "Offset", keys: ("horizontal", "vertical"), at: entry.location,
          warnings: &warnings)
        {
        case .success(let (h, v)): shadow.offset = Offset(horizontal: h, vertical: v)
        case .failure(let error): return .failure(error)
        }
      case "radius", "opacity":
        switch number(entry.value, at: entry.location) {
        case .success(let value):
          if entry.key == "radius" { shadow.radius = value } else { shadow.opacity = value }
        case .failure(let error): return .failure(error)
        }
      default:
        return .failure(
          ValueError(
            "'\(entry.key)' is not a shadow key: expected color, offset, radius or opacity",
            at: entry.location))
      }
    }
    return .success(.shadow(shadow))
  }

  private func image(
    _ expression: ValueExpression, at location: SourceLocation,
    resolving resolve: ReferenceResolver = ValueConverter.noReferences
  ) -> Result<Value, ValueError> {
    if case .map(let entries) = expression, entries.contains(where: { $0.key == "glyph" }) {
      return glyph(entries, at: location, resolving: resolve)
    }
    // `{solidColor: c}`: an image of one colour (what NUI makes of a button's per-state colours).
    if case .map(let entries) = expression, entries.count == 1, entries[0].key == "solidColor" {
      let value: ValueExpression
      switch dereferenced(entries[0].value, at: entries[0].location, resolving: resolve) {
      case .success(let literal): value = literal
      case .failure(let error): return .failure(error)
      }
      if case .typed(.color(let color)) = value {
        return .success(.image(ImageSource(.solidColor(color))))
      }
      switch color(value, at: entries[0].location) {
      case .success(.color(let color)): return .success(.image(ImageSource(.solidColor(color))))
      case .success: return mismatch(value, .color, at: entries[0].location)
      case .failure(let error): return .failure(error)
      }
    }
    switch expression {
    case .string(let text):
      let lower = text.lowercased()
      if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("file://") {
        return .success(.image(.url(text)))
      }
      if lower.hasPrefix("data:"), let comma = text.firstIndex(of: ",") {
        guard let bytes = Base64.decode(text[text.index(after: comma)...]) else {
          return .failure(ValueError("the data URL's payload is not valid base64", at: location))
        }
        return .success(.image(.data(bytes)))
      }
      return .success(.image(.named(text)))
    case .map(let entries):
      for entry in entries {
        switch (entry.key, entry.value) {
        case ("name", .string(let name)): return .success(.image(.named(name)))
        case ("url", .string(let url)): return .success(.image(.url(url)))
        case ("data", .string(let data)), ("base64", .string(let data)):
          guard let bytes = Base64.decode(Substring(data)) else {
            return .failure(ValueError("the image data is not valid base64", at: entry.location))
          }
          return .success(.image(.data(bytes)))
        default: continue
        }
      }
      return .failure(
        ValueError("an image dictionary needs a name, url or data entry", at: location))
    default:
      return mismatch(expression, .image, at: location)
    }
  }

  /// `{glyph: name, color, height}`: an icon-font glyph (Redbeard `glyph://`); the colour may be a
  /// reference.
  private func glyph(
    _ entries: [ValueExpression.Entry], at location: SourceLocation,
    resolving resolve: ReferenceResolver
  )
    -> Result<Value, ValueError>
  {
    var name = ""
    var tint: RGBAColor?
    var height: Double?
    for entry in entries {
      let value: ValueExpression
      switch dereferenced(entry.value, at: entry.location, resolving: resolve) {
      case .success(let literal): value = literal
      case .failure(let error): return .failure(error)
      }
      switch (entry.key, value) {
      case ("glyph", .string(let text)): name = text
      case ("color", .typed(.color(let color))): tint = color
      case ("color", _):
        switch color(value, at: entry.location) {
        case .success(.color(let color)): tint = color
        case .success: break
        case .failure(let error): return .failure(error)
        }
      case ("height", .number(let number)): height = number
      default:
        return .failure(
          ValueError(
            "'\(entry.key)' is not a glyph key: expected glyph, color and height",
            at: entry.location))
      }
    }
    return .success(.image(ImageSource(.glyph(name: name, color: tint, height: height))))
  }

  /// `value`, or what it refers to when it is a reference.
  private func dereferenced(
    _ value: ValueExpression, at location: SourceLocation, resolving resolve: ReferenceResolver
  )
    -> Result<ValueExpression, ValueError>
  {
    guard case .reference(let reference) = value else { return .success(value) }
    return resolve(reference, location)
  }

  private func mismatch<T>(
    _ expression: ValueExpression, _ type: PropertyType, at location: SourceLocation
  ) -> Result<T, ValueError> {
    .failure(ValueError("expected \(type), found \(describe(expression))", at: location))
  }

  private func describe(_ expression: ValueExpression) -> String {
    switch expression {
    case .string(let text): return "the string '\(text)'"
    case .number(let value): return "the number \(NumberText.format(value))"
    case .bool(let value): return "the boolean \(value)"
    default: return expression.kindDescription
    }
  }
}

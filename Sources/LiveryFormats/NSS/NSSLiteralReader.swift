import LiveryCore

/// NUI's value converters (nss.md §2.1, `NUIConverter.m`), so an NSS file means in Livery what it
/// meant in NUI: a migrated app looks the same.
///
/// Where NUI's reading is a quirk that CSS would read differently (`rgba` integer alpha /255, `hsl`
/// as HSB, an 8-digit hex whose last byte is ignored), the value is read the NUI way and an
/// `nss.compatibility` note says what CSS would mean. Where NUI silently turns a likely mistake into
/// a value (`font-size: big` → 0, insets with commas → 0), the value is NUI's and a warning says so.
/// Where NUI gives no value at all (an unknown colour name, `#F80`) or crashes (`1 2` as an offset),
/// the result is an error and the declaration is not applied.
///
/// The `sapfiori` dialect is the SAP Fiori fork of NUI: the same, except that 8-digit hex is
/// `#AARRGGBB` with the alpha byte a 0–100 percentage (nss.md §6.1).
///
/// The `fiori-swiftui` dialect is SAP's SwiftUI reader: 8-digit hex is `#RRGGBBAA` (alpha last),
/// and colour names are SwiftUI's (`swiftUIColors`, light and dark; the builder writes the dark
/// ones as a `colorScheme=dark` variant).
struct NSSLiteralReader: LiteralReader {
  let fiori: Bool
  var swiftUI = false

  var identifier: String { swiftUI ? "nss-fiori-swiftui" : fiori ? "nss-sapfiori" : "nss-nui" }

  /// SwiftUI's colour names as SAP's SwiftUI reader takes them (exact, case-sensitive): Apple's
  /// system colours in light and dark mode (the values before iOS 26's update); UIKit's fixed
  /// `darkGray` and `lightGray`.
  static let swiftUIColors: [String: (light: RGBAColor, dark: RGBAColor)] = {
    func hex(_ value: Int) -> RGBAColor {
      RGBAColor(red8: value >> 16, green8: value >> 8 & 0xFF, blue8: value & 0xFF)
    }
    func pair(_ light: Int, _ dark: Int) -> (RGBAColor, RGBAColor) { (hex(light), hex(dark)) }
    return [
      "black": pair(0x000000, 0x000000), "white": pair(0xFFFFFF, 0xFFFFFF),
      "darkGray": pair(0x555555, 0x555555), "lightGray": pair(0xAAAAAA, 0xAAAAAA),
      "gray": pair(0x8E8E93, 0x8E8E93), "red": pair(0xFF3B30, 0xFF453A),
      "green": pair(0x34C759, 0x30D158), "blue": pair(0x007AFF, 0x0A84FF),
      "cyan": pair(0x32ADE6, 0x64D2FF), "yellow": pair(0xFFCC00, 0xFFD60A),
      "orange": pair(0xFF9500, 0xFF9F0A), "purple": pair(0xAF52DE, 0xBF5AF2),
      "brown": pair(0xA2845E, 0xAC8E68), "clear": (.transparent, .transparent),
    ]
  }()

  func read(
    _ text: String, as type: PropertyType, at location: SourceLocation, remarks: inout [ValueError]
  )
    -> Result<Value, ValueError>?
  {
    switch type {
    case .color:
      return color(text, at: location, remarks: &remarks).map(Value.color)
    case .number:
      return .success(.number(number(text, at: location, remarks: &remarks)))
    case .integer:
      // `integerValue`: the leading integer, fractions cut off.
      return .success(.number(number(text, at: location, remarks: &remarks).rounded(.towardZero)))
    case .bool:
      return .success(.bool(bool(text, at: location, remarks: &remarks)))
    case .insets:
      return .success(.insets(insets(text, at: location, remarks: &remarks)))
    case .offset:
      return pair(text, at: location, remarks: &remarks).map {
        .offset(Offset(horizontal: $0.0, vertical: $0.1))
      }
    case .size:
      return pair(text, at: location, remarks: &remarks).map {
        .size(Size(width: $0.0, height: $0.1))
      }
    case .point:
      return pair(text, at: location, remarks: &remarks).map { .point(Point(x: $0.0, y: $0.1)) }
    case .keyword(let set):
      // A linear scan: seven short tables, and hashing a keyword set costs more than comparing.
      guard
        let keywords = NSSLiteralReader.keywords.first(where: { $0.cases == set.cases })?.keywords
      else { return nil }
      return .success(.keyword(keyword(text, keywords, at: location, remarks: &remarks)))
    case .list(.string):
      // `exclude-views: A,B` is stored as `A , B` and split on the commas (NUI PR #312).
      let names = text.split(separator: ",").map { String($0).trimmedBlanks() }.filter {
        !$0.isEmpty
      }
      return .success(.list(names.map(Value.string)))
    default:
      return nil
    }
  }

  private func compatibility(_ message: String, hint: String? = nil, at location: SourceLocation)
    -> ValueError
  {
    ValueError(message, hint: hint, at: location, severity: .note, code: .nssCompatibility)
  }

  private func surprise(_ message: String, hint: String? = nil, at location: SourceLocation)
    -> ValueError
  {
    ValueError(message, hint: hint, at: location, severity: .warning, code: .nssValue)
  }

  // MARK: - Colours

  /// UIColor's class colours, which NUI finds by name (`red` → `+redColor`), case-sensitively.
  static let namedColors: [String: RGBAColor] = [
    "black": RGBAColor(red: 0, green: 0, blue: 0),
    "darkGray": RGBAColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
    "lightGray": RGBAColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
    "white": RGBAColor(red: 1, green: 1, blue: 1),
    "gray": RGBAColor(red: 0.5, green: 0.5, blue: 0.5), "red": RGBAColor(red: 1, green: 0, blue: 0),
    "green": RGBAColor(red: 0, green: 1, blue: 0), "blue": RGBAColor(red: 0, green: 0, blue: 1),
    "cyan": RGBAColor(red: 0, green: 1, blue: 1), "yellow": RGBAColor(red: 1, green: 1, blue: 0),
    "magenta": RGBAColor(red: 1, green: 0, blue: 1),
    "orange": RGBAColor(red: 1, green: 0.5, blue: 0),
    "purple": RGBAColor(red: 0.5, green: 0, blue: 0.5),
    "brown": RGBAColor(red: 0.6, green: 0.4, blue: 0.2),
    "clear": RGBAColor(red: 0, green: 0, blue: 0, alpha: 0),
    "lightText": RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.6),
    "darkText": RGBAColor(red: 0, green: 0, blue: 0),
    "groupTableViewBackground": RGBAColor(red: 239.0 / 255, green: 239.0 / 255, blue: 244.0 / 255),
  ]

  private static let namesByLowercase: [String: String] = Dictionary(
    uniqueKeysWithValues: namedColors.keys.map { ($0.lowercased(), $0) })

  func color(_ text: String, at location: SourceLocation, remarks: inout [ValueError]) -> Result<
    RGBAColor, ValueError
  > {
    // The common case first: `#RRGGBB`, no allocation.
    if text.utf8.count == 7, text.utf8.first == UInt8(ascii: "#"),
      case .success(let color) = RGBAColor.parseHex(text, dialect: .css)
    {
      return .success(color)
    }
    if swiftUI {
      if let named = NSSLiteralReader.swiftUIColors[text] { return .success(named.light) }
      if text == "magenta" {
        return .failure(
          ValueError(
            "SAP's SwiftUI reader has no colour for 'magenta' and shows black",
            hint: "write a hex colour",
            at: location))
      }
    } else if let named = NSSLiteralReader.namedColors[text] {
      return .success(named)
    }
    if let spelling = NSSLiteralReader.namesByLowercase[text.lowercased()] {
      return .failure(
        ValueError(
          "NUI colour names are case-sensitive: '\(text)' gives no colour in NUI",
          hint: "write \(spelling)", at: location))
    }
    let compact = String(text.unicodeScalars.filter { $0 != " " && $0 != "\t" }).uppercased()
    if compact.hasPrefix("#") || compact.hasPrefix("0X") {
      return hex(
        text, digits: compact.dropFirst(compact.hasPrefix("#") ? 1 : 2), at: location,
        remarks: &remarks)
    }
    if swiftUI, compact.hasSuffix(")") {
      return .failure(
        ValueError(
          "SAP's SwiftUI reader has no rgb() or rgba() and shows black for '\(text)'",
          hint: "write #RRGGBB or #RRGGBBAA", at: location))
    }
    if compact.hasSuffix(")"), let open = compact.firstIndex(of: "(") {
      return function(
        text, name: compact[..<open],
        arguments: compact[compact.index(after: open)..<compact.index(before: compact.endIndex)],
        at: location, remarks: &remarks)
    }
    if compact.count == 6, compact.allSatisfy(\.isHexDigit) {
      return .failure(
        ValueError(
          "'\(text)' has no '#': NUI gives no colour", hint: "write #\(compact)", at: location))
    }
    let closest = Suggestions.closest(to: text, among: NSSLiteralReader.namedColors.keys)
    return .failure(
      ValueError(
        "'\(text)' is not a colour NUI knows: expected a UIColor name (red, darkGray, clear, …), #RRGGBB, 0xRRGGBB, rgb(), rgba(), hsl() or hsla()",
        hint: Suggestions.phrase(closest), at: location))
  }

  private func hex(
    _ text: String, digits: Substring, at location: SourceLocation, remarks: inout [ValueError]
  )
    -> Result<RGBAColor, ValueError>
  {
    guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit) else {
      return .failure(
        ValueError(
          "'\(text)' is not a hex colour: it contains a character that is not a hex digit",
          at: location))
    }
    switch digits.count {
    case 6:
      return RGBAColor.parseHex("#" + digits, dialect: .css).mapError {
        ValueError($0.message, at: location)
      }
    case 8 where swiftUI:
      // SAP's SwiftUI reader: #RRGGBBAA, alpha last (its code comment says first; the code reads last).
      return RGBAColor.parseHex("#" + digits, dialect: .css).mapError {
        ValueError($0.message, at: location)
      }
    case 3 where swiftUI:
      // SAP's SwiftUI reader doubles each digit (#F46 = #FF4466).
      return RGBAColor.parseHex("#" + digits.map { "\($0)\($0)" }.joined(), dialect: .css)
        .mapError { ValueError($0.message, at: location) }
    case 8 where fiori:
      // SAP Fiori: #AARRGGBB, the alpha byte a percentage written in hex (0x1E = 30 %), clamped to 100.
      return RGBAColor.parseHex("#" + digits, dialect: .argbPercent).mapError {
        ValueError($0.message, at: location)
      }
    case 8:
      let rgb = digits.prefix(6)
      let last = Int(digits.suffix(2), radix: 16) ?? 255
      remarks.append(
        compatibility(
          "NUI reads only the first six digits of '\(text)': the colour is #\(rgb), opaque; CSS would read the last two digits as alpha (\(Int((Double(last) / 255 * 100).rounded())) %)",
          hint: "write #\(rgb) for the NUI colour, or rgba() for transparency", at: location))
      return RGBAColor.parseHex("#" + rgb, dialect: .css).mapError {
        ValueError($0.message, at: location)
      }
    case 3:
      let expanded = digits.map { "\($0)\($0)" }.joined()
      return .failure(
        ValueError(
          "NUI reads only 6-digit hex colours: '\(text)' gives no colour",
          hint: "write #\(expanded)", at: location))
    default:
      return .failure(
        ValueError(
          "'\(text)' has \(digits.count) hex digits; NUI reads #RRGGBB or 0xRRGGBB\(fiori ? " (SAP Fiori also #AARRGGBB)" : "")",
          at: location))
    }
  }

  /// `rgb()`, `rgba()`, `hsl()`, `hsla()` the NUI way: a component with a '.' is a 0–1 fraction,
  /// one without is divided by 255; `hsl` is hue-saturation-brightness.
  private func function(
    _ text: String, name: Substring, arguments: Substring, at location: SourceLocation,
    remarks: inout [ValueError]
  ) -> Result<RGBAColor, ValueError> {
    guard ["RGB", "RGBA", "HSL", "HSLA"].contains(name) else {
      return .failure(
        ValueError(
          "'\(name.lowercased())()' is not a colour function NUI knows: expected rgb(), rgba(), hsl() or hsla()",
          at: location))
    }
    let parts = arguments.split(separator: ",", omittingEmptySubsequences: false)
    let wantsAlpha = name.hasSuffix("A")
    guard parts.count == 4 || (parts.count == 3 && !wantsAlpha) else {
      let expected = wantsAlpha ? "4 components" : "3 components"
      return .failure(
        ValueError(
          "\(name.lowercased())() takes \(expected) in NUI, '\(text)' has \(parts.count): NUI gives no colour",
          at: location))
    }
    var components: [Double] = []
    var notes: [String] = []
    for (index, part) in parts.enumerated() {
      guard let value = component(part) else {
        return .failure(
          ValueError(
            "'\(part.lowercased())' in '\(text)' is not a number: NUI gives no colour", at: location
          ))
      }
      components.append(value.value)
      if index == 3 && !wantsAlpha { continue }
      if value.value < 0 || (value.value > 1 && !value.isFraction) {
        remarks.append(
          ValueError(
            "'\(part.trimmingSpaces())' in '\(text)' is outside \(value.isPercent ? "0–100%" : index == 3 ? "0–1" : "0–255"); it is read clamped",
            at: location, severity: .warning, code: .valueOutOfRange))
      } else if value.isFraction, value.value > 1 {
        notes.append("'\(part)' has a '.', so NUI does not divide it by 255 and clamps it to 1")
      } else if index == 3, !value.isFraction, !value.isPercent, value.value > 0 {
        notes.append(
          "NUI divides the alpha '\(part)' by 255 (alpha \(NumberText.format((value.value * 1000).rounded() / 1000))); in CSS it would be \(part == "1" ? "opaque" : "out of range")"
        )
      } else if index < 3, value.isFraction, value.value > 0, !name.hasPrefix("HSL") {
        notes.append(
          "'\(part)' has a '.', so NUI reads it as a 0–1 fraction, not as 0–255 like CSS")
      }
    }
    if parts.count == 4 && !wantsAlpha {
      remarks.append(
        surprise(
          "\(name.lowercased())() takes 3 components; NUI ignores the 4th",
          hint: "write \(name.lowercased())a(…) for transparency",
          at: location))
    }
    let alpha = wantsAlpha ? NSSLiteralReader.clamp(components[3]) : 1
    let color: RGBAColor
    if name.hasPrefix("HSL") {
      color = NSSLiteralReader.fromHSB(
        hue: components[0], saturation: components[1], brightness: components[2], alpha: alpha)
      notes.insert(
        "NUI reads \(name.lowercased())() as hue-saturation-brightness with 0–1 components (integers divided by 255), not as CSS hue-saturation-lightness: this is \(color.hexRGBA)",
        at: 0)
    } else {
      color = RGBAColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }
    if !notes.isEmpty {
      remarks.append(
        compatibility(
          notes.joined(separator: "; "),
          hint: alpha < 0.01 && wantsAlpha ? "write the alpha as a fraction, e.g. 1.0" : nil,
          at: location))
    }
    return .success(color)
  }

  /// A colour component as NUI scales it: with a '.', as written; without, divided by 255. A
  /// percentage (a Livery extension NUI rejects) is divided by 100.
  private func component(_ text: Substring) -> (value: Double, isFraction: Bool, isPercent: Bool)? {
    if text.hasSuffix("%") {
      return Double(finiteText: text.dropLast()).map { ($0 / 100, false, true) }
    }
    guard !text.isEmpty, text.allSatisfy({ $0.isNumber || $0 == "." }),
      let value = Double(finiteText: text)
    else { return nil }
    return text.contains(".") ? (value, true, false) : (value / 255, false, false)
  }

  private static func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }

  /// `UIColor(hue:saturation:brightness:alpha:)`.
  static func fromHSB(hue: Double, saturation: Double, brightness: Double, alpha: Double)
    -> RGBAColor
  {
    // Callers pass finite numbers (`Double(finiteText:)`); a non-finite hue is red, never a trap.
    let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
    let s = clamp(saturation)
    let v = clamp(brightness)
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double)
    switch sector {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    return RGBAColor(red: r, green: g, blue: b, alpha: alpha)
  }

  // MARK: - Numbers

  /// `floatValue`: the leading number, ignoring what follows (`2px` → 2); no number → 0.
  func number(_ text: String, at location: SourceLocation, remarks: inout [ValueError]) -> Double {
    if let value = Double(finiteText: text) { return value }
    if let error = ValueError.nonFinite(text, at: location) {
      remarks.append(error)
      return 0
    }
    guard let (value, rest) = NSSLiteralReader.leadingNumber(text) else {
      remarks.append(surprise("'\(text)' is not a number; NUI reads it as 0", at: location))
      return 0
    }
    let unit = String(rest).trimmedBlanks()
    if !unit.isEmpty, unit != "px", unit != "pt" {
      remarks.append(
        surprise(
          "NUI reads '\(text)' as \(NumberText.format(value)) and ignores '\(unit)'", at: location))
    }
    return value
  }

  /// The number at the start of `text` (after blanks and an optional sign) and the rest.
  static func leadingNumber(_ text: String) -> (Double, Substring)? {
    let scalars = Array(text.utf8)
    var index = 0
    while index < scalars.count, scalars[index] == 0x20 || scalars[index] == 0x09 { index += 1 }
    let start = index
    if index < scalars.count,
      scalars[index] == UInt8(ascii: "-") || scalars[index] == UInt8(ascii: "+")
    {
      index += 1
    }
    var digits = 0
    while index < scalars.count, (48...57).contains(scalars[index]) {
      index += 1
      digits += 1
    }
    if index < scalars.count, scalars[index] == UInt8(ascii: ".") {
      index += 1
      while index < scalars.count, (48...57).contains(scalars[index]) {
        index += 1
        digits += 1
      }
    }
    guard digits > 0 else { return nil }
    if index < scalars.count, scalars[index] | 0x20 == UInt8(ascii: "e") {
      var exponentEnd = index + 1
      if exponentEnd < scalars.count,
        scalars[exponentEnd] == UInt8(ascii: "-") || scalars[exponentEnd] == UInt8(ascii: "+")
      {
        exponentEnd += 1
      }
      let exponentStart = exponentEnd
      while exponentEnd < scalars.count, (48...57).contains(scalars[exponentEnd]) {
        exponentEnd += 1
      }
      if exponentEnd > exponentStart { index = exponentEnd }
    }
    let numberText = String(decoding: scalars[start..<index], as: UTF8.self)
    guard
      let value = Double(
        finiteText: numberText.hasPrefix("+") ? String(numberText.dropFirst()) : numberText)
    else { return nil }
    let rest = text.utf8.dropFirst(index)
    return (value, Substring(rest))
  }

  /// `true`/`false`, else `NSString.boolValue`: yes on a leading Y, y, T, t or digit 1–9.
  func bool(_ text: String, at location: SourceLocation, remarks: inout [ValueError]) -> Bool {
    switch text {
    case "true": return true
    case "false": return false
    default: break
    }
    var trimmed = Substring(text.trimmedBlanks())
    if trimmed.first == "+" || trimmed.first == "-" { trimmed = trimmed.dropFirst() }
    while trimmed.first == "0", trimmed.count > 1 { trimmed = trimmed.dropFirst() }
    let value = trimmed.first.map { "YyTt123456789".contains($0) } ?? false
    if !["yes", "no", "1", "0", "YES", "NO"].contains(text) {
      remarks.append(
        surprise(
          "'\(text)' is not true or false; NUI reads it as \(value)", hint: "write \(value)",
          at: location))
    }
    return value
  }

  /// 1 to 4 numbers separated by blanks, in CSS order; any other count is all zeros.
  func insets(_ text: String, at location: SourceLocation, remarks: inout [ValueError]) -> Insets {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard (1...4).contains(words.count) else {
      let numbers = words.filter { $0 != "," }
      remarks.append(
        surprise(
          "NUI reads insets as 1 to 4 numbers separated by blanks; '\(text)' has \(words.count) parts, so every edge is 0",
          hint: numbers.count <= 4 && words.contains(",")
            ? "write \(numbers.joined(separator: " "))" : nil, at: location))
      return Insets(all: 0)
    }
    if words.contains(",") {
      // `4,8` is stored as `4 , 8`: NUI counts the comma as a word whose number is 0.
      remarks.append(
        surprise(
          "NUI separates insets with blanks, not commas: it reads '\(text)' as \(words.count) numbers, each comma a 0",
          hint: "write \(words.filter { $0 != "," }.joined(separator: " "))", at: location))
    }
    var n: [Double] = []
    for word in words { n.append(word == "," ? 0 : number(word, at: location, remarks: &remarks)) }
    switch n.count {
    case 1: return Insets(all: n[0])
    case 2: return Insets(top: n[0], left: n[1], bottom: n[0], right: n[1])
    case 3: return Insets(top: n[0], left: n[1], bottom: n[2], right: n[1])
    default: return Insets(top: n[0], left: n[3], bottom: n[2], right: n[1])
    }
  }

  /// `x , y`: two numbers split on the comma. NUI crashes without a comma.
  func pair(_ text: String, at location: SourceLocation, remarks: inout [ValueError]) -> Result<
    (Double, Double), ValueError
  > {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 2 else {
      let words = text.split(separator: " ")
      return .failure(
        ValueError(
          "'\(text)' needs two numbers separated by a comma; NUI crashes on it (index out of range)",
          hint: words.count == 2 ? "write \(words[0]),\(words[1])" : "write x,y", at: location))
    }
    if parts.count > 2 {
      remarks.append(surprise("NUI reads only the first two numbers of '\(text)'", at: location))
    }
    return .success(
      (
        number(parts[0], at: location, remarks: &remarks),
        number(parts[1], at: location, remarks: &remarks)
      ))
  }

  // MARK: - Keywords

  /// The values NUI compares a keyword property with, exactly, and what it uses for anything else.
  struct Keywords {
    var accepted: [String: String]
    var fallback: String
    var property: String
  }

  static let keywords: [(cases: [String], keywords: Keywords)] = {
    let schema = PropertySchema.standard
    var table: [(cases: [String], keywords: Keywords)] = []
    func add(
      _ property: PropertyName, _ nss: String, _ accepted: [String: String], fallback: String
    ) {
      guard case .keyword(let set) = schema.type(of: property) else { return }
      table.append((set.cases, Keywords(accepted: accepted, fallback: fallback, property: nss)))
    }
    add(
      "textAlignment", "text-align", ["left": "left", "center": "center", "right": "right"],
      fallback: "left")
    add(
      "contentHorizontalAlignment", "text-align",
      ["left": "left", "center": "center", "right": "right", "fill": "fill"],
      fallback: "left")
    add(
      "contentVerticalAlignment", "vertical-align",
      ["top": "top", "center": "center", "bottom": "bottom", "fill": "fill"],
      fallback: "top")
    add(
      "borderStyle", "border-style",
      ["none": "none", "line": "line", "bezel": "bezel", "rounded": "roundedRect"],
      fallback: "none")
    add(
      "separatorStyle", "separator-style",
      ["none": "none", "single-line": "singleLine", "single-line-etched": "singleLineEtched"],
      fallback: "none")
    add(
      "keyboardAppearance", "keyboard-appearance",
      ["default": "default", "dark": "dark", "light": "light", "alert": "alert"],
      fallback: "default")
    add(
      "textTransform", "text-transform",
      [
        "none": "none", "uppercase": "uppercase", "lowercase": "lowercase",
        "capitalize": "capitalize",
      ], fallback: "none")
    return table
  }()

  func keyword(
    _ text: String, _ keywords: Keywords, at location: SourceLocation, remarks: inout [ValueError]
  ) -> String {
    if let value = keywords.accepted[text] { return value }
    if let spelling = keywords.accepted.keys.first(where: { $0.lowercased() == text.lowercased() })
    {
      remarks.append(
        surprise(
          "NUI compares '\(text)' case-sensitively and uses \(keywords.fallback)",
          hint: "write \(spelling)", at: location))
    } else if keywords.accepted.values.contains(where: { $0.lowercased() == text.lowercased() })
      || ["justified", "justify", "natural", "leading", "trailing"].contains(text)
    {
      remarks.append(compatibility("NUI reads '\(text)' as \(keywords.fallback)", at: location))
    } else {
      let closest = Suggestions.closest(to: text, among: keywords.accepted.keys)
      remarks.append(
        surprise(
          "'\(text)' is not a \(keywords.property) value NUI knows (\(keywords.accepted.keys.sorted().joined(separator: ", "))); NUI uses \(keywords.fallback)",
          hint: Suggestions.phrase(closest), at: location))
    }
    return keywords.fallback
  }
}

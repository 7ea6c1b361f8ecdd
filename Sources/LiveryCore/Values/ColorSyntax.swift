/// Which colour notations a format accepts, beyond the hex dialect.
///
/// Every reader picks one; the resolver parses colour literals with the syntax of the stylesheet the
/// literal was written in.
public struct ColorSyntax: Hashable, Sendable {
  public var hex: HexColorDialect
  /// CSS/SVG names (`lightblue`, `DarkGrey`) and `transparent`.
  public var names: Bool
  /// In `hsl()`, a saturation or lightness written without `%` is a 0–1 fraction (Motif) rather
  /// than a 0–100 percentage (CSS Color 4).
  public var hslUnitlessFractions: Bool

  public init(hex: HexColorDialect, names: Bool = true, hslUnitlessFractions: Bool = false) {
    self.hex = hex
    self.names = names
    self.hslUnitlessFractions = hslUnitlessFractions
  }

  /// CSS Color 4.
  public static let css = ColorSyntax(hex: .css)
}

extension RGBAColor {
  /// Parses `#…` hex digits in a dialect (the text must start with `#`); the fast path for readers
  /// that know a value is a hex colour.
  public static func parseHex(_ text: String, dialect: HexColorDialect) -> Result<
    RGBAColor, ValueError
  > {
    guard text.utf8.first == UInt8(ascii: "#") else {
      return .failure(ValueError("'\(text)' is not a hex colour: it does not start with '#'"))
    }
    return dialect.decode(text.dropFirst())
  }

  /// Parses a colour written as hex, `rgb()/rgba()/hsl()/hsla()`, a CSS/SVG name or `transparent`.
  ///
  /// ```swift
  /// try RGBAColor.parse("#f93d38", syntax: ColorSyntax(hex: .rgb)).get()   // #f93d38ff
  /// try RGBAColor.parse("hsl(120, 100%, 50%)", syntax: .css).get()        // #00ff00ff
  /// ```
  public static func parse(_ text: String, syntax: ColorSyntax) -> Result<RGBAColor, ValueError> {
    let trimmed = text.trimmingSpaces()
    if trimmed.hasPrefix("#") {
      return syntax.hex.decode(trimmed.dropFirst())
    }
    if let open = trimmed.firstIndex(of: "(") {
      return parseFunction(name: trimmed[..<open], trimmed, syntax: syntax)
    }
    if syntax.names {
      if trimmed.lowercased() == "transparent" { return .success(.transparent) }
      if let named = ColorNames.color(named: trimmed) { return .success(named) }
    }
    let suggestions =
      syntax.names ? Suggestions.closest(to: trimmed, among: ColorNames.table.keys) : []
    return .failure(
      ValueError(
        "'\(text)' is not a colour: expected \(syntax.hex.acceptedForms), rgb(), rgba(), hsl(), hsla()"
          + (syntax.names ? " or a CSS colour name" : ""),
        hint: Suggestions.phrase(suggestions)))
  }

  private static func parseFunction(name: Substring, _ text: String, syntax: ColorSyntax) -> Result<
    RGBAColor, ValueError
  > {
    let function = name.trimmingSpaces().lowercased()
    guard text.hasSuffix(")") else {
      return .failure(ValueError("'\(text)' is not a colour: missing ')'"))
    }
    guard ["rgb", "rgba", "hsl", "hsla"].contains(function) else {
      return .failure(ValueError("'\(text)' is not a colour: unknown function '\(function)()'"))
    }
    let inner = text[
      text.index(after: text.firstIndex(of: "(")!)..<text.index(before: text.endIndex)]
    let parts = splitArguments(inner)
    guard parts.count == 3 || parts.count == 4 else {
      return .failure(
        ValueError(
          "'\(text)' is not a colour: \(function)() takes 3 or 4 components, found \(parts.count)"))
    }
    let alpha: Double
    if parts.count == 4 {
      guard let value = component(parts[3], percentScale: 1, plainScale: 1) else {
        return .failure(
          ValueError("'\(text)' is not a colour: alpha '\(parts[3])' is not a number or percentage")
        )
      }
      alpha = value
    } else {
      alpha = 1
    }
    if function.hasPrefix("rgb") {
      var rgb: [Double] = []
      for part in parts.prefix(3) {
        guard let value = component(part, percentScale: 1, plainScale: 255) else {
          return .failure(
            ValueError("'\(text)' is not a colour: '\(part)' is not a number or percentage"))
        }
        rgb.append(value)
      }
      return .success(RGBAColor(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha))
    }
    let hueText = parts[0].lowercased().hasSuffix("deg") ? String(parts[0].dropLast(3)) : parts[0]
    guard let hue = Double(finiteText: hueText.trimmingSpaces()) else {
      return .failure(
        ValueError("'\(text)' is not a colour: hue '\(parts[0])' is not a number of degrees"))
    }
    let unitless: Double = syntax.hslUnitlessFractions ? 1 : 100
    guard let saturation = component(parts[1], percentScale: 1, plainScale: unitless),
      let lightness = component(parts[2], percentScale: 1, plainScale: unitless)
    else {
      return .failure(
        ValueError("'\(text)' is not a colour: saturation and lightness must be percentages"))
    }
    return .success(fromHSL(hue: hue, saturation: saturation, lightness: lightness, alpha: alpha))
  }

  /// A warning for an `rgb()`/`hsl()` colour whose components lie outside their ranges (`rgb(1e20,
  /// 0, 0)`, an alpha of 2): CSS reads them clamped, and so does Livery, but a theme seldom means
  /// it. `nil` for any other text.
  package static func rangeRemark(_ text: String, syntax: ColorSyntax, at location: SourceLocation)
    -> ValueError?
  {
    // Most colours are hex or names: no function, nothing to trim (this runs per resolution).
    guard text.utf8.contains(UInt8(ascii: "(")) else { return nil }
    let trimmed = text.trimmingSpaces()
    guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
    let function = trimmed[..<open].trimmingSpaces().lowercased()
    guard ["rgb", "rgba", "hsl", "hsla"].contains(function) else { return nil }
    let parts = splitArguments(
      trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
    guard parts.count == 3 || parts.count == 4 else { return nil }
    let unitless: Double = syntax.hslUnitlessFractions ? 1 : 100
    var outside: [String] = []
    for (index, part) in parts.enumerated() {
      let isRGB = function.hasPrefix("rgb")
      let (scale, bounds): (Double, String) =
        index == 3
        ? (1, "0–1")
        : isRGB
          ? (255, "0–255") : index == 0 ? (0, "") : (unitless, unitless == 1 ? "0–1" : "0–100%")
      guard scale > 0, let fraction = component(part, percentScale: 1, plainScale: scale),
        !(0...1).contains(fraction)
      else { continue }
      outside.append("'\(part)' (\(bounds))")
    }
    guard !outside.isEmpty else { return nil }
    return ValueError(
      "'\(text)' has components outside their ranges: \(outside.joined(separator: ", ")); each is read clamped into its range",
      at: location, severity: .warning, code: .valueOutOfRange)
  }

  /// Splits `a, b, c` or the CSS 4 form `a b c / d`.
  private static func splitArguments(_ text: Substring) -> [String] {
    if text.contains(",") {
      return text.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingSpaces()
      }
    }
    let slashParts = text.split(separator: "/", omittingEmptySubsequences: false)
    var parts = slashParts[0].split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    if slashParts.count == 2 { parts.append(slashParts[1].trimmingSpaces()) }
    if slashParts.count > 2 { parts += ["/", "/"] }  // forces the count check to fail
    return parts
  }

  /// A component as a 0–1 fraction: `n%` divides by 100, a plain number divides by `plainScale`.
  private static func component(_ text: String, percentScale: Double, plainScale: Double) -> Double?
  {
    let trimmed = text.trimmingSpaces()
    if trimmed.hasSuffix("%") {
      return Double(finiteText: trimmed.dropLast()).map { $0 / 100 * percentScale }
    }
    return Double(finiteText: trimmed).map { $0 / plainScale }
  }

  /// CSS Color 4 §7.1 HSL to sRGB.
  static func fromHSL(hue: Double, saturation: Double, lightness: Double, alpha: Double)
    -> RGBAColor
  {
    let h = ((hue.truncatingRemainder(dividingBy: 360)) + 360).truncatingRemainder(dividingBy: 360)
    let s = RGBAColor.clamp(saturation)
    let l = RGBAColor.clamp(lightness)
    func channel(_ n: Double) -> Double {
      let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
      let a = s * min(l, 1 - l)
      return l - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return RGBAColor(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces, tabs and line breaks.
  package func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    if let first = first, let last = last, !isSpace(first), !isSpace(last) { return String(self) }
    guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
    let last = lastIndex(where: { !isSpace($0) })!
    return String(self[first...last])
  }
}

import Foundation
public import LiveryCore

/// Livery values as CSS text: colours, lengths, gradients, shadows, fonts.
public enum CSSValues {
  /// `rgb(0 122 255)` or `rgb(0 122 255 / 0.5)`: exact 8-bit channels, alpha to three places.
  public static func color(_ color: RGBAColor) -> String {
    // Written into a byte buffer by hand: appliers call this for every colour they set.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
      var count = 0
      func put(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
      }
      func putByte(_ component: Double) {
        let value = Int((min(max(component, 0), 1) * 255).rounded())
        if value >= 100 { put(UInt8(48 + value / 100)) }
        if value >= 10 { put(UInt8(48 + value / 10 % 10)) }
        put(UInt8(48 + value % 10))
      }
      for byte in "rgb(".utf8 { put(byte) }
      putByte(color.red)
      put(32)
      putByte(color.green)
      put(32)
      putByte(color.blue)
      if color.alpha < 1 {
        for byte in " / ".utf8 { put(byte) }
        for byte in number(color.alpha, places: 3).utf8 where count < 31 { put(byte) }
      }
      put(41)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
    }
  }

  /// `12px`, `0.5px`.
  public static func pixels(_ value: Double) -> String {
    number(value, places: 2) + "px"
  }

  /// A number with at most `places` decimals and no trailing zeros.
  public static func number(_ value: Double, places: Int = 2) -> String {
    guard value.isFinite else { return "0" }
    let scale = pow(10, Double(places))
    let scaled = (value * scale).rounded()
    guard abs(scaled) < 1e15 else { return String(Int64(value.rounded())) }
    var units = Int64(scaled)
    if units == 0 { return "0" }
    let negative = units < 0
    units = abs(units)
    let divisor = Int64(scale)
    var text = negative ? "-" : ""
    text += String(units / divisor)
    var fraction = units % divisor
    if fraction != 0 {
      var digits = places
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let fractionText = String(fraction)
      text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
    return text
  }

  /// `top right bottom left` padding from insets.
  public static func insets(_ insets: Insets) -> String {
    [insets.top, insets.right, insets.bottom, insets.left].map(pixels).joined(separator: " ")
  }

  /// A colour that may differ by appearance: one colour, or `light-dark(light, dark)`, which the
  /// element's (or an ancestor's) `color-scheme` picks from without the page being styled again.
  public static func color(_ color: Adaptive<RGBAColor>) -> String {
    color.light == color.dark
      ? self.color(color.light)
      : "light-dark(\(self.color(color.light)), \(self.color(color.dark)))"
  }

  /// A background that may differ by appearance: colours as `light-dark()`; gradients of the
  /// same shape with a `light-dark()` per stop; `nil` when light and dark are a colour and a
  /// gradient, or gradients of different shapes (CSS cannot switch those by `color-scheme`).
  public static func paint(_ paint: Adaptive<Paint>) -> (color: String?, image: String?)? {
    switch (paint.light, paint.dark) {
    case (.color(let light), .color(let dark)):
      return (color(Adaptive(light: light, dark: dark)), nil)
    case (.gradient(let light), .gradient(let dark)) where light == dark:
      return (nil, gradient(light))
    case (.gradient(let light), .gradient(let dark))
    where light.start == dark.start && light.end == dark.end
      && light.stops.map(\.location) == dark.stops.map(\.location):
      return (nil, gradient(light, darkStops: dark.stops.map(\.color)))
    default: return nil
    }
  }

  /// A colour or a `linear-gradient(…)`.
  public static func paint(_ paint: Paint) -> String {
    switch paint {
    case .color(let color): return self.color(color)
    case .gradient(let gradient): return self.gradient(gradient)
    }
  }

  /// `linear-gradient(180deg, rgb(…) 0%, …)` from a gradient in unit coordinates: the angle points
  /// from start to end, and each stop is placed where its point projects onto CSS's gradient
  /// line (exact for a square box, and for any box when the gradient runs along an axis).
  public static func gradient(_ gradient: ColorGradient) -> String {
    self.gradient(gradient, darkStops: nil)
  }

  /// The gradient, each stop `light-dark(its colour, the dark stop's)` when `darkStops` are given.
  static func gradient(_ gradient: ColorGradient, darkStops: [RGBAColor]?) -> String {
    let dx = gradient.end.x - gradient.start.x
    let dy = gradient.end.y - gradient.start.y
    guard dx != 0 || dy != 0, !gradient.stops.isEmpty else {
      return gradient.stops.first.map { "linear-gradient(\(color($0.color)), \(color($0.color)))" }
        ?? "none"
    }
    // CSS angles: 0deg points up, 90deg right (y grows downwards, as in UIKit's unit space).
    var degrees = atan2(dx, -dy) * 180 / .pi
    if degrees < 0 { degrees += 360 }
    let radians = degrees * .pi / 180
    let direction = (x: sin(radians), y: -cos(radians))
    let length = abs(direction.x) + abs(direction.y)
    let stops = gradient.stops.map { stop -> String in
      let point = (
        x: gradient.start.x + stop.location * dx, y: gradient.start.y + stop.location * dy
      )
      let along = (point.x - 0.5) * direction.x + (point.y - 0.5) * direction.y
      let percent = (along + length / 2) / length * 100
      return "\(color(stop.color)) \(number(percent, places: 2))%"
    }.enumerated().map { index, text -> String in
      guard let darkStops, index < darkStops.count, darkStops[index] != gradient.stops[index].color
      else { return text }
      let light = color(gradient.stops[index].color)
      return "light-dark(\(light), \(color(darkStops[index])))" + text.dropFirst(light.count)
    }
    return "linear-gradient(\(number(degrees, places: 2))deg, \(stops.joined(separator: ", ")))"
  }

  /// `box-shadow` from a colour, offset, blur radius and opacity.
  public static func shadow(color: RGBAColor, offset: Offset, radius: Double, opacity: Double)
    -> String
  {
    shadow(color: Adaptive(color), offset: offset, radius: radius, opacity: opacity)
  }

  /// `box-shadow` from a colour that may differ by appearance (`light-dark()`).
  public static func shadow(
    color: Adaptive<RGBAColor>, offset: Offset, radius: Double, opacity: Double
  ) -> String {
    func shaded(_ color: RGBAColor) -> RGBAColor {
      var shaded = color
      shaded.alpha = min(max(color.alpha * opacity, 0), 1)
      return shaded
    }
    let colors = Adaptive(light: shaded(color.light), dark: shaded(color.dark))
    return
      "\(pixels(offset.horizontal)) \(pixels(offset.vertical)) \(pixels(max(radius, 0))) \(self.color(colors))"
  }

  /// The font stack for a theme's font name: iOS system-font keywords (`system`, `boldSystem`)
  /// become the platform's UI font stack with a weight; a PostScript name (`Helvetica-Bold`)
  /// becomes its family with the weight and style its suffix names. Remembered per name.
  public static func font(name: String?) -> (family: String, weight: Int?, italic: Bool) {
    guard let name, !name.isEmpty else { return (systemStack, nil, false) }
    if let known = fontCache.withLock({ $0[name] }) { return known }
    let face = parseFont(name)
    fontCache.withLock { cache in
      if cache.count >= 4096 { cache.removeAll() }
      cache[name] = face
    }
    return face
  }

  private static let fontCache = Locked<[String: (family: String, weight: Int?, italic: Bool)]>([:])

  private static let faceWeights: [(String, Int)] = [
    ("ultralight", 100), ("thin", 200), ("light", 300), ("regular", 400), ("roman", 400),
    ("book", 400),
    ("medium", 500), ("demibold", 600), ("semibold", 600), ("bold", 700), ("heavy", 800),
    ("black", 900),
  ]

  private static func parseFont(_ name: String) -> (family: String, weight: Int?, italic: Bool) {
    if let weight = FontDescriptor.systemFontWeight(named: name) {
      return (systemStack, weight.numericValue, FontDescriptor.isItalicSystemFont(named: name))
    }
    var family = name
    var weight: Int?
    var italic = false
    if let dash = name.lastIndex(of: "-") {
      let face = name[name.index(after: dash)...].lowercased()
      if let match = faceWeights.first(where: { face.hasPrefix($0.0) }) {
        weight = match.1
        italic = face.contains("italic") || face.contains("oblique")
        family = String(name[..<dash])
      } else if face.contains("italic") || face.contains("oblique") {
        italic = true
        family = String(name[..<dash])
      }
    }
    // PostScript names drop the family's spaces (HelveticaNeue); both spellings are listed
    // before the system fallback.
    var spaced = ""
    var previous: Character?
    for character in family {
      if character.isUppercase, let previous, previous.isLowercase { spaced.append(" ") }
      spaced.append(character)
      previous = character
    }
    let families = spaced == family ? [family] : [spaced, family]
    return (
      families.map { string($0) }.joined(separator: ", ") + ", " + systemStack, weight, italic
    )
  }

  /// The platform's UI font, as CSS names it on each system.
  public static let systemStack =
    "system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif"

  /// Point sizes of the Dynamic Type text styles at the default (large) setting.
  public static func size(of style: FontDescriptor.TextStyle) -> Double {
    style.defaultPointSize
  }

  /// A font size as CSS, scaling with `style` when there is one, as the Apple adapters' font plan
  /// (`AppleFontPlan`) scales it
  /// (`UIFontMetrics`): the style's own size is the page's for the text size it is shown at (a
  /// custom property `textSizeRules` sets per `lv-dynamic-type-size-…` class:
  /// `var(--lv-text-body, 17px)`), another size grows in proportion
  /// (`calc(15px * var(--lv-scale-body, 1))`); without a style, a fixed size (`15px`).
  public static func fontSize(_ size: Double, scalingWith style: FontDescriptor.TextStyle?)
    -> String
  {
    guard let style else { return pixels(size) }
    let name = style.rawValue.lowercased()
    return size == style.defaultPointSize
      ? "var(--lv-text-\(name), \(pixels(size)))"
      : "calc(\(pixels(size)) * var(--lv-scale-\(name), 1))"
  }

  /// The rules that size text styles per Dynamic Type size (HIG's table): one per size, on the
  /// class an environment with that size carries
  /// (`.lv-dynamic-type-size-xxxlarge { --lv-text-body: 23px; --lv-scale-body: 1.352941; … }`).
  public static let textSizeRules: String = StyleEnvironment.DynamicTypeSize.allSizes.map { size in
    ".lv-dynamic-type-size-\(size.rawValue) { "
      + FontDescriptor.TextStyle.allCases.map { style in
        let name = style.rawValue.lowercased()
        let points = style.pointSize(at: size)
        return
          "--lv-text-\(name): \(pixels(points)); --lv-scale-\(name): \(number(points / style.defaultPointSize, places: 6));"
      }.joined(separator: " ") + " }"
  }.joined(separator: "\n")

  // MARK: - Serializing theme text (CSSOM §2.1, "Common Serializing Idioms")

  /// A CSS string literal holding `text`, serialized as CSSOM's "serialize a string": `"` and `\`
  /// escaped, NUL as U+FFFD, every control character (newlines included) as a code-point escape —
  /// and `<` too, so the CSS can sit in a `<style>` element without `</style>` ending it. Nothing
  /// in it can end the string, the declaration, the rule or the element.
  public static func string(_ text: String) -> String {
    var output = "\""
    output.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0: output.unicodeScalars.append("\u{FFFD}")
      case 0x01...0x1F, 0x7F, 0x3C: output += "\\" + String(scalar.value, radix: 16) + " "
      case 0x22, 0x5C: output += "\\" + String(scalar)
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }

  /// `text` as a CSS identifier (a class name, a custom property's name after `--`), serialized as
  /// CSSOM's "serialize an identifier": what an identifier cannot hold escaped (`<` as a code point,
  /// for CSS inside a `<style>` element).
  public static func identifier(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var output = ""
    for (index, scalar) in scalars.enumerated() {
      let value = scalar.value
      let isDigit = (0x30...0x39).contains(value)
      if value == 0 {
        output.unicodeScalars.append("\u{FFFD}")
      } else if (0x01...0x1F).contains(value) || value == 0x7F || value == 0x3C
        || (index == 0 && isDigit)
        || (index == 1 && isDigit && scalars[0] == "-")
      {
        output += "\\" + String(value, radix: 16) + " "
      } else if index == 0 && scalar == "-" && scalars.count == 1 {
        output += "\\-"
      } else if value >= 0x80 || scalar == "-" || scalar == "_" || isDigit
        || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
      {
        output.unicodeScalars.append(scalar)
      } else {
        output += "\\" + String(scalar)
      }
    }
    return output
  }

  /// `url("…")` for `text`, the URL serialized as a string.
  public static func url(_ text: String) -> String { "url(" + string(text) + ")" }
}

import LiveryCore

/// The `fiori-theme-manager` dialect: `.nss` palette overrides read the way SAP's open-source
/// FioriThemeManager reads them (nss.md §6.2, `StyleSheetParser.swift`, `StyleSheetConverter.swift`).
///
/// - Line-based: only lines whose first character is `@`; the last character (the `;`) is dropped
///   and the rest must split on `:` into exactly two parts. Nothing is trimmed, so `@tintColor: blue;`
///   has the value `" blue"`, which FioriThemeManager cannot read: Livery ignores it too and says why.
/// - The **first** definition of a key wins (NUI: the last).
/// - Values: a fixed list of colour names (exact, untrimmed), a palette style (`tintColor`,
///   `tintColor_darkConstant`), else the first `#`/`0x` hex run anywhere in the value: 8 digits are
///   `RRGGBBAA`, then 6, then 3 (`#f46` = `#ff4466`).
/// - Rules are ignored (one note per rule).
enum FioriThemeManagerReader {
  static func read(file: SourceFile, document: NSSDocument, reason: String) -> Stylesheet {
    var sheet = Stylesheet(
      file: file.id, source: file, format: NSSReader.Dialect.fioriThemeManager.format,
      dialect: ValueDialect(
        name: "FioriThemeManager", colors: ColorSyntax(hex: .rgba, names: false), constantSigil: "@"
      ))
    sheet.readingNote = reason
    var overrides: [FioriOverride] = []
    var seen: [String: SourceLocation] = [:]
    var lineNumber = 0
    // Lines end at `\n` or `\r\n` (one Character in Swift: splitting at "\n" alone missed every
    // line end of a CRLF file, found by fuzzing); columns count Unicode scalars, as locations do.
    for line in file.text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    {
      lineNumber += 1
      guard line.first == "@" else {
        if line.first == " " || line.first == "\t",
          line.drop(while: { $0 == " " || $0 == "\t" }).first == "@"
        {
          sheet.diagnostics.append(
            .warning(
              .fioriIgnored,
              "FioriThemeManager reads only lines that start with '@'; this indented definition is ignored",
              at: SourceLocation(file: file.id, line: lineNumber, column: 1),
              fixIt: "remove the indentation"))
        }
        continue
      }
      let location = SourceLocation(file: file.id, line: lineNumber, column: 1)
      let body = line.dropLast()
      let parts = body.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2 else {
        sheet.diagnostics.append(
          .warning(
            .fioriIgnored,
            "FioriThemeManager needs exactly one ':' in '\(line)' (found \(parts.count - 1)); the line is ignored",
            at: location))
        continue
      }
      let key = String(parts[0].dropFirst())
      let raw = String(parts[1])
      let valueLocation = SourceLocation(
        file: file.id, line: lineNumber, column: parts[0].unicodeScalars.count + 2)
      if key.hasSuffix(" ") || key.hasSuffix("\t") {
        sheet.diagnostics.append(
          .warning(
            .fioriIgnored,
            "FioriThemeManager keeps the space before ':' in the key '\(key)', so no colour ever uses it",
            at: location, fixIt: "write @\(key.trimmedBlanks()):…"))
        continue
      }
      if let first = seen[key] {
        sheet.diagnostics.append(
          .warning(
            .fioriIgnored,
            "'@\(key)' is defined again; FioriThemeManager keeps the first definition (line \(first.line))",
            at: location, notes: [.init("the definition used is here", at: first)]))
        continue
      }
      guard let value = value(raw, at: valueLocation, diagnostics: &sheet.diagnostics) else {
        continue
      }
      seen[key] = location
      overrides.append(
        FioriOverride(key: key, value: value, location: location, valueLocation: valueLocation))
    }
    for rule in document.rules {
      sheet.diagnostics.append(
        .note(
          .fioriIgnored,
          "FioriThemeManager reads only '@' palette definitions; this rule is ignored",
          at: document.location(of: rule)))
    }
    let (constants, notes) = FioriOverrides.constants(overrides, conditions: .always)
    sheet.constants = constants
    sheet.diagnostics += notes
    return sheet
  }

  /// The colour names `StyleSheetConverter.toColor` matches exactly.
  static let colorNames = [
    "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow",
    "orange", "purple",
    "brown", "clear",
  ]

  /// `BackgroundColorScheme` raw values a palette value may name after `_`.
  static let schemes: [String: String] = [
    "device": "", "deviceInverse": "_deviceInverse", "lightConstant": "_lightBackground",
    "darkConstant": "_darkBackground",
  ]

  static func value(_ raw: String, at location: SourceLocation, diagnostics: inout [Diagnostic])
    -> ValueExpression?
  {
    if colorNames.contains(raw), let color = NSSLiteralReader.namedColors[raw] {
      return .typed(.color(color))
    }
    if FioriPalette.isStyle(raw) { return .reference(.constant(raw)) }
    if let underscore = raw.lastIndex(of: "_"), FioriPalette.isStyle(String(raw[..<underscore])) {
      let style = String(raw[..<underscore])
      let scheme = String(raw[raw.index(after: underscore)...])
      if let suffix = schemes[scheme] { return .reference(.constant(style + suffix)) }
      diagnostics.append(
        .warning(
          .fioriIgnored,
          "'\(scheme)' is not a FioriThemeManager colour scheme (device, deviceInverse, lightConstant, darkConstant), so it reads '\(raw)' as the adaptive '\(style)'",
          at: location, fixIt: "write \(style)_darkConstant or \(style)_lightConstant"))
      return .reference(.constant(style))
    }
    let compact = String(raw.unicodeScalars.filter { $0 != " " && $0 != "\t" }).uppercased()
    if let color = firstHexColor(in: compact) { return .typed(.color(color)) }
    let hint: String?
    if raw.first == " " || raw.first == "\t" {
      hint =
        "FioriThemeManager does not trim values: write '\(raw.trimmedBlanks())' right after ':'"
    } else {
      hint = Suggestions.phrase(
        Suggestions.closest(to: raw, among: colorNames + FioriPalette.styleNames.sorted()))
    }
    diagnostics.append(
      .warning(
        .fioriIgnored,
        "FioriThemeManager cannot read '\(raw)' as a colour (a colour name, a palette style or #hex), so this definition is ignored",
        at: location, fixIt: hint))
    return nil
  }

  /// The first `#` or `0X` followed by 8, else 6, else 3 hex digits, anywhere in `text` (upper-case,
  /// without blanks), as `RRGGBBAA` / `RRGGBB` / `RGB`.
  static func firstHexColor(in text: String) -> RGBAColor? {
    let scalars = Array(text.utf8)
    var index = 0
    while index < scalars.count {
      var start: Int?
      if scalars[index] == UInt8(ascii: "#") {
        start = index + 1
      } else if scalars[index] == UInt8(ascii: "0"), index + 1 < scalars.count,
        scalars[index + 1] == UInt8(ascii: "X")
      {
        start = index + 2
      }
      if let start {
        var end = start
        while end < scalars.count, end - start < 8, isHex(scalars[end]) { end += 1 }
        let count = end - start
        let usable = count >= 8 ? 8 : count >= 6 ? 6 : count >= 3 ? 3 : 0
        if usable > 0 {
          let digits = String(decoding: scalars[start..<start + usable], as: UTF8.self)
          if case .success(let color) = RGBAColor.parseHex("#" + digits, dialect: .rgba) {
            return color
          }
        }
      }
      index += 1
    }
    return nil
  }

  private static func isHex(_ byte: UInt8) -> Bool {
    (48...57).contains(byte) || (65...70).contains(byte)
  }
}

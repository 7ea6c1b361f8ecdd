import Foundation
package import LiveryCore

/// Reads NSS stylesheets (NUI, nss.md) and the SAP Fiori dialects into a stylesheet.
///
/// - **nui**: NUI's grammar and semantics. A selector is a style class: NUI's default classes
///   (`Button`, `TableCell` …) are type styles of the catalog types, other classes named styles.
///   Property-name suffixes (`-highlighted`, `-selected-disabled` …) are states; derived classes
///   (`…Detail`, `…ContentView`, `…ScopeBar`) style a part of their base class; `@media (device:…)
///   and (orientation:…)` blocks are variant conditions, applied in document order like NUI
///   (`VariantPrecedence.lastDefined`); variables are constants. Values mean what NUI's converters
///   make of them (`NSSLiteralReader`).
/// - **sapfiori**: SAP's UIKit fork of NUI: also `#AARRGGBB` with percentage alpha, `font-style`, palette
///   names as colours, `@style_lightBackground` / `@style_darkBackground` overrides, and
///   `fdl<Component>_<part>` classes as parts of the component.
/// - **fiori-theme-manager**: FioriThemeManager's line reader (`FioriThemeManagerReader`).
///
/// ```swift
/// let sheet = NSSReader.read(path: "Theme.nss")
/// print(sheet.format, sheet.readingNote ?? "")   // NSS (nui dialect)  no SAP Fiori markers
/// ```
package enum NSSReader {
  package typealias Dialect = NSSFormat.Dialect

  /// Whether a stylesheet this reader produced reads colours from, or overrides, the SAP Fiori
  /// palette (its layer then goes below the stylesheet).
  package static func usesFioriPalette(_ sheet: Stylesheet) -> Bool {
    sheet.format == .nssSAPFiori || sheet.format == .nssFioriThemeManager
      || sheet.format == .nssFioriSwiftUI
  }

  package typealias Options = NSSFormat.Options

  package static func read(path: String, options: Options = Options()) -> Stylesheet {
    read(SourceText.load(path: path), path: path, options: options)
  }

  /// Reads a file's bytes; `path` is what diagnostics show.
  package static func read(bytes: [UInt8], path: String, options: Options = Options()) -> Stylesheet
  {
    read(SourceText.decode(bytes, path: path), path: path, options: options)
  }

  private static func read(
    _ loaded: Result<(bytes: [UInt8], file: SourceFile), Diagnostic>, path: String, options: Options
  )
    -> Stylesheet
  {
    SourceText.stylesheet(loaded, path: path, format: .nss, dialect: .standard) {
      read(file: $0.file, bytes: $0.bytes, options: options)
    }
  }

  /// Reads NSS text (tests, in-memory themes).
  package static func read(nss text: String, path: String, options: Options = Options())
    -> Stylesheet
  {
    let (bytes, file) = SourceText.file(text: text, path: path)
    return read(file: file, bytes: bytes, options: options)
  }

  static func read(file: SourceFile, bytes: [UInt8], options: Options) -> Stylesheet {
    // Class-chain selectors (`Button:LoginButton {`) read as NUI ≤ 0.2 read them — sheets of that
    // time use them, and NUI 0.5 would have ignored such a file whole — unless NUI 0.5 is asked for.
    let document = NSSParser.parse(bytes, file: file.id, legacyClassChains: options.dialect != .nui)
    if let rejection = notNSS(document, file: file) {
      return Stylesheet(file: file.id, source: file, format: .nss, diagnostics: [rejection])
    }
    let (dialect, reason) =
      options.dialect.map { ($0, "chosen with --dialect") } ?? detect(document, file: file)
    if dialect == .fioriThemeManager {
      return FioriThemeManagerReader.read(file: file, document: document, reason: reason)
    }
    var builder = Builder(document: document, file: file, dialect: dialect)
    var sheet = builder.build()
    sheet.readingNote = reason
    return sheet
  }

  /// The value reading of each NSS dialect.
  package static func valueDialect(_ dialect: Dialect) -> ValueDialect {
    ValueDialect(
      name: dialect == .nui ? "NUI" : dialect == .fioriSwiftUI ? "SAP Fiori SwiftUI" : "SAP Fiori",
      colors: ColorSyntax(hex: .rgb, names: false),
      scalarsAreText: true,
      constantSigil: "@",
      literals: NSSLiteralReader(fiori: dialect != .nui, swiftUI: dialect == .fioriSwiftUI))
  }

  // MARK: - What the file is

  /// One error for a `.nss` file that is some other format (Nidium's "Native Style Sheets"): it
  /// fails at once and keeps failing.
  static func notNSS(_ document: NSSDocument, file: SourceFile) -> Diagnostic? {
    let errors = document.diagnostics.filter { $0.severity == .error }
    guard document.itemsBeforeFirstError == 0,
      let first = errors.min(by: {
        ($0.location ?? .startOf(file.id)) < ($1.location ?? .startOf(file.id))
      })?.location
    else { return nil }
    let line = file.line(first.line).map { String($0).trimmedBlanks() } ?? ""
    // Another language's syntax on the first line that fails, or error upon error from the start.
    let foreign =
      line.contains("=") || line.hasPrefix("<") || line.hasPrefix("{") || line.hasPrefix("[")
      || line.hasPrefix("var ") || line.hasPrefix("function") || line.hasPrefix("import ")
    guard foreign || (errors.count >= 3 && document.items.count <= errors.count) else { return nil }
    // A file whose rules read well is NSS with mistakes, not another format.
    let readable =
      !document.definitions.isEmpty
      || document.propertyNames.contains { NSSProperties.canonicalNames[$0] != nil }
    guard !readable else { return nil }
    let looksLike =
      line.contains("=") || line.hasPrefix("var ") || line.hasPrefix("function")
      ? " (it looks like JavaScript)" : line.hasPrefix("<") ? " (it looks like XML)" : ""
    return .error(
      .nssNotNSS,
      "this is not an NSS stylesheet\(looksLike): NSS files hold rules such as 'Button { font-size: 18; }' and variables such as '@color: red;', but this file has '\(line.prefix(60))'",
      at: first)
  }

  /// Picks the dialect from what the file contains, and says why.
  static func detect(_ document: NSSDocument, file: SourceFile) -> (Dialect, String) {
    var paletteDefinitions: [NSSDocument.Definition] = []
    let fioriProperties = Set(
      document.propertyNames.indices.filter {
        NSSProperties.fioriNames[document.propertyNames[$0]] != nil
      }.map(Int32.init))
    func place(_ location: SourceLocation) -> String { "\(location.line):\(location.column)" }
    // Palette colours as values contain '_': without one in the file, values need no look.
    let underscores = ByteSearch.contains(UInt8(ascii: "_"), in: document.bytes)
    // SAP's SwiftUI components' classes: `fiori_<component>_component_<part>`.
    for item in document.items {
      guard case .rule(let index) = item else { continue }
      for selector in document.selectors(of: document.rules[index])
      where document.starts(selector, with: "fiori_") {
        return (
          .fioriSwiftUI,
          "detected: the SAP Fiori SwiftUI class '\(document.text(selector))' at \(place(document.location(selector)))"
        )
      }
    }
    for item in document.items {
      switch item {
      case .rule(let index):
        let rule = document.rules[index]
        for selector in document.selectors(of: rule) where document.starts(selector, with: "fdl") {
          return (
            .sapfiori,
            "detected: the SAP Fiori class '\(document.text(selector))' at \(place(document.location(selector)))"
          )
        }
        guard underscores || !fioriProperties.isEmpty else { continue }
        for declaration in document.declarations(of: rule) {
          if fioriProperties.contains(declaration.property) {
            return (
              .sapfiori,
              "detected: the SAP Fiori property '\(document.name(of: declaration))' at \(place(document.location(declaration.name)))"
            )
          }
          guard underscores, document.value(declaration.value, contains: UInt8(ascii: "_")) else {
            continue
          }
          let text = document.text(of: declaration.value)
          let (style, background) = FioriPalette.split(text)
          if background != nil, FioriPalette.isStyle(style) {
            return (
              .sapfiori,
              "detected: the palette colour '\(text)' at \(place(document.location(of: declaration.value)))"
            )
          }
        }
      case .definition(let index):
        if isPaletteKey(document.name(of: document.definitions[index])) {
          paletteDefinitions.append(document.definitions[index])
        }
      }
    }
    guard let first = paletteDefinitions.first else {
      return (.nui, "detected: no SAP Fiori classes, properties or palette overrides")
    }
    // FioriThemeManager reads `@key:value;` lines exactly; a file written for it has no blanks there.
    // The lines indexed once: asking `file.line(_:)` per definition would rescan the file each time.
    let lines = LineIndex(file.text)
    let compact = paletteDefinitions.allSatisfy { definition in
      let location = document.location(definition.name)
      guard location.column == 1, let line = lines.line(location.line) else { return false }
      return !lines.bytes[line].contains(32) && !lines.bytes[line].contains(9)
    }
    let firstPlace = "'@\(document.name(of: first))' at \(place(document.location(first.name)))"
    if compact {
      return (
        .fioriThemeManager,
        "detected: only palette overrides written as FioriThemeManager lines ('@key:value;'), e.g. \(firstPlace)"
      )
    }
    return (.sapfiori, "detected: palette overrides such as \(firstPlace)")
  }

  static func isPaletteKey(_ name: String) -> Bool {
    let (style, background) = FioriPalette.split(name)
    return FioriPalette.isStyle(style) || (background != nil && !style.isEmpty)
      || ["tintColorDark", "tintColorLight", "tintColorTapStateDark", "tintColorTapStateLight"]
        .contains(name)
  }

  // MARK: - Across files

  /// NUI's variables are per file (nss.md §1.4.6): a variable one NSS file uses but only another
  /// defines crashes NUI. Livery resolves it across layers and notes the difference.
  package static func crossFileNotes(_ sheets: [Stylesheet]) -> [Diagnostic] {
    let nssSheets = sheets.filter { $0.format == .nssNUI }
    var definedIn: [String: String] = [:]
    for sheet in nssSheets {
      for constant in sheet.constants where definedIn[constant.name] == nil {
        definedIn[constant.name] = sheet.path
      }
    }
    var notes: [Diagnostic] = []
    for sheet in nssSheets {
      let local = Set(sheet.constants.map(\.name))
      var reported: Set<String> = []
      func check(_ value: ValueExpression, at location: SourceLocation) {
        guard case .reference(let reference) = value, !local.contains(reference.name),
          let other = definedIn[reference.name], other != sheet.path,
          reported.insert(reference.name).inserted
        else { return }
        notes.append(
          .note(
            .nssVariable,
            "NUI's variables are per file: '@\(reference.name)' is defined only in \(other), so NUI would raise 'Variable @\(reference.name) is not defined' here; Livery uses that definition",
            at: location))
      }
      for rule in sheet.rules { visit(rule.body, check) }
      for constant in sheet.constants { check(constant.value, at: constant.valueLocation) }
    }
    return notes
  }

  private static func visit(_ body: StyleBody, _ check: (ValueExpression, SourceLocation) -> Void) {
    for declaration in body.declarations {
      check(declaration.value, declaration.valueLocation)
      if case .list(let elements) = declaration.value {
        for element in elements { check(element.value, element.location) }
      }
    }
    for state in body.states { visit(state.body, check) }
  }
}

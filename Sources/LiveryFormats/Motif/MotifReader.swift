package import LiveryCore

/// Reads one Motif theme file (YAML or JSON) into a stylesheet (motif.md "File format").
///
/// - `$Name` keys are constants, `.Name` keys are classes (named styles); anything else is an error.
/// - A string value starting with `$` or `.` (and at least one more character) is a reference; only
///   a constant's or a property's whole value is checked, never strings inside lists or dictionaries.
/// - `_superclass: .Parent` is the class's parent; a property whose value names a class is a
///   sub-element styled by that class.
///
/// ```swift
/// let sheet = MotifReader.read(yaml: "$Blue: '#50b5ed'\n.Button: {tintColor: $Blue}", path: "Theme.yaml")
/// ```
package enum MotifReader {
  /// Motif's value dialect: `#RGB`/`#RRGGBB` hex only, CSS names, `hsl()` fractions without `%`,
  /// Motif's insets quirk, and the pre-0.2 struct strings accepted with a warning.
  package static let dialect = ValueDialect(
    name: "Motif", colors: ColorSyntax(hex: .rgb, names: true, hslUnitlessFractions: true),
    insetsOrder: .motif,
    legacyStructStrings: true, constantSigil: "$", styleSigil: ".")

  /// Deepest nesting of lists and dictionaries accepted in a value.
  package static let maximumValueDepth = 512

  /// Reads a file from disk, choosing YAML or JSON by its extension (motif.md: `yaml`, `yml`,
  /// `json`, case-sensitive).
  package static func read(path: String) -> Stylesheet {
    let (source, name) = FolderSource.containing(path)
    switch source.read(name) {
    case .failure(let error):
      return failed(
        SourceFileID(path: path), .motif,
        .error(.fileUnreadable, error.message, at: .startOf(SourceFileID(path: path))))
    case .success(let bytes):
      return read(bytes: bytes, path: path)
    }
  }

  /// Reads a file's bytes, choosing YAML or JSON by the extension of `path` (the path diagnostics show).
  package static func read(bytes: [UInt8], path: String) -> Stylesheet {
    let id = SourceFileID(path: path)
    let fileExtension = path.split(separator: "/").last.flatMap { name in
      name.contains(".") ? name.split(separator: ".").last.map(String.init) : nil
    }
    guard let fileExtension, ["yaml", "yml", "json"].contains(fileExtension) else {
      let found = fileExtension.map { "'\($0)'" } ?? "no extension"
      return failed(
        id, .motif,
        .error(
          .motifExtension,
          "a Motif theme file needs the extension yaml, yml or json; this one has \(found)",
          at: .startOf(id)))
    }
    let format: StylesheetFormat = fileExtension == "json" ? .motifJSON : .motifYAML
    switch SourceText.decode(bytes, path: path) {
    case .failure(let diagnostic):
      return failed(id, format, diagnostic)
    case .success(let (bytes, file)):
      return fileExtension == "json" ? read(jsonBytes: bytes, file: file) : read(yamlText: file)
    }
  }

  /// Reads YAML text (for tests and in-memory themes).
  package static func read(yaml text: String, path: String) -> Stylesheet {
    read(yamlText: SourceText.file(text: text, path: path).file)
  }

  /// Reads JSON text (for tests and in-memory themes).
  package static func read(json text: String, path: String) -> Stylesheet {
    let (bytes, file) = SourceText.file(text: text, path: path)
    return read(jsonBytes: bytes, file: file)
  }

  static func read(yamlText file: SourceFile) -> Stylesheet {
    let (tree, diagnostics) = YAMLReader.parse(file.text, file: file.id)
    return read(tree: tree, syntaxDiagnostics: diagnostics, file: file, format: .motifYAML)
  }

  static func read(jsonBytes bytes: [UInt8], file: SourceFile) -> Stylesheet {
    let (tree, diagnostics) = JSONScanner.parse(bytes, file: file.id, options: .lenient)
    return read(tree: tree, syntaxDiagnostics: diagnostics, file: file, format: .motifJSON)
  }

  private static func failed(
    _ id: SourceFileID, _ format: StylesheetFormat, _ diagnostic: Diagnostic
  ) -> Stylesheet {
    Stylesheet(file: id, format: format, dialect: dialect, diagnostics: [diagnostic])
  }

  static func read(
    tree: SyntaxTree?, syntaxDiagnostics: [Diagnostic], file: SourceFile, format: StylesheetFormat
  ) -> Stylesheet {
    var sheet = Stylesheet(
      file: file.id, source: file, format: format, dialect: dialect, diagnostics: syntaxDiagnostics)
    guard let tree else {
      // The syntax error is already reported; add what Motif would have said (P5).
      return sheet
    }
    guard let root = tree.root else {
      sheet.diagnostics.append(
        .error(
          .motifEmptyFile, "the theme file is empty; an empty theme is written {}",
          at: .startOf(file.id), fixIt: "write {}"))
      return sheet
    }
    var builder = Builder(tree: tree)
    builder.readRoot(root)
    sheet.rules = builder.rules
    sheet.constants = builder.constants
    sheet.diagnostics += builder.diagnostics
    return sheet
  }

  /// Walks a parsed theme file.
  private struct Builder {
    let tree: SyntaxTree
    var rules: [StyleRule] = []
    var constants: [Constant] = []
    var diagnostics: [Diagnostic] = []

    init(tree: SyntaxTree) {
      self.tree = tree
    }

    mutating func readRoot(_ root: SyntaxTree.Index) {
      guard tree.kind(root) == .mapping else {
        diagnostics.append(
          .error(
            .motifRootNotMapping,
            "a Motif theme file must be a dictionary at its root; this one is \(describe(root))",
            at: tree.location(root)))
        return
      }
      var seen: [String: SourceLocation] = [:]
      // Definitions a later one replaces, removed in one pass at the end (linear however many).
      var superseded: Set<SourceLocation> = []
      defer {
        if !superseded.isEmpty {
          constants.removeAll { superseded.contains($0.location) }
          rules.removeAll { superseded.contains($0.location) }
        }
      }
      let count = tree.count(root)
      seen.reserveCapacity(count)
      rules.reserveCapacity(count)
      var key = tree.firstChild(root)
      for _ in 0..<count {
        let value = tree.next(after: key)
        defer { key = tree.next(after: value) }
        guard tree.kind(key) == .string else {
          diagnostics.append(
            .error(
              .motifInvalidSymbol,
              "theme keys must be strings starting with '$' (a constant) or '.' (a class); found \(describe(key))",
              at: tree.location(key)))
          continue
        }
        let symbol = tree.string(key)
        let location = tree.location(key)
        if let earlier = seen[symbol] {
          diagnostics.append(
            .warning(
              .duplicateKey,
              "'\(symbol)' is defined twice in this file; the later definition wins, as in Motif",
              at: location, notes: [.init("the earlier definition is here", at: earlier)]))
          superseded.insert(earlier)
        }
        seen[symbol] = location
        if symbol.utf8.count >= 2, symbol.hasPrefix("$") {
          readConstant(String(symbol.dropFirst()), value, at: location)
        } else if symbol.utf8.count >= 2, symbol.hasPrefix(".") {
          readClass(String(symbol.dropFirst()), value, at: location)
        } else {
          invalidSymbol(symbol, at: location)
        }
      }
    }

    mutating func invalidSymbol(_ symbol: String, at location: SourceLocation) {
      var message =
        "'\(symbol)' is not a theme symbol: top-level keys are '$Name' (a constant) or '.Name' (a class)"
      var fixIt: String?
      if symbol == "_superclass" {
        message += "; '_superclass' belongs inside a class"
      } else if symbol == "$" || symbol == "." {
        message += "; the name after '\(symbol)' is missing"
      } else {
        fixIt = "write '.\(symbol)' for a class or '$\(symbol)' for a constant"
      }
      diagnostics.append(.error(.motifInvalidSymbol, message, at: location, fixIt: fixIt))
    }

    mutating func readConstant(
      _ name: String, _ value: SyntaxTree.Index, at location: SourceLocation
    ) {
      guard let expression = expression(value, depth: 0, wholeValue: true) else { return }
      constants.append(Constant(name, expression, at: location, valueAt: tree.location(value)))
    }

    mutating func readClass(_ name: String, _ value: SyntaxTree.Index, at location: SourceLocation)
    {
      guard tree.kind(value) == .mapping else {
        diagnostics.append(
          .error(
            .motifClassNotMapping,
            "the value of '.\(name)' must be a dictionary of properties; it is \(describe(value))",
            at: tree.location(value)))
        return
      }
      var body = StyleBody()
      let count = tree.count(value)
      body.declarations.reserveCapacity(count)
      // A 64-bit signature of the names seen so far: a repeated name is rare, so most names skip
      // the comparison with every earlier one. A large class uses a table instead, so finding
      // repeats stays linear.
      var signatures: UInt64 = 0
      var seen: [String: SourceLocation]? = count > 32 ? [:] : nil
      var superseded: Set<SourceLocation> = []
      var key = tree.firstChild(value)
      for _ in 0..<count {
        let propertyValue = tree.next(after: key)
        defer { key = tree.next(after: propertyValue) }
        guard tree.kind(key) == .string else {
          diagnostics.append(
            .error(
              .motifInvalidSymbol, "property names must be strings; found \(describe(key))",
              at: tree.location(key)))
          continue
        }
        let property = tree.string(key)
        let keyLocation = tree.location(key)
        let signature =
          UInt64(1) << UInt64((property.utf8.count &* 31 &+ Int(property.utf8.last ?? 0)) & 63)
        var earlier: SourceLocation?
        if seen != nil {
          earlier = seen![property]
          seen![property] = keyLocation
        } else if signatures & signature != 0 {
          earlier =
            property == "_superclass"
            ? body.parents.first?.location
            : body.declarations.last { $0.property.rawValue == property }?.location
        }
        signatures |= signature
        if let earlier {
          diagnostics.append(
            .warning(
              .duplicateKey,
              "'\(property)' is set twice in '.\(name)'; the later value wins, as in Motif",
              at: keyLocation, notes: [.init("the earlier value is here", at: earlier)]))
          superseded.insert(earlier)
          if property == "_superclass" { body.parents = [] }
        }
        if property == "_superclass" {
          readSuperclass(of: name, propertyValue, into: &body)
          continue
        }
        guard let expression = expression(propertyValue, depth: 0, wholeValue: true) else {
          continue
        }
        body.declarations.append(
          Declaration(
            PropertyName(property), expression, at: keyLocation,
            valueAt: tree.location(propertyValue)))
      }
      if !superseded.isEmpty { body.declarations.removeAll { superseded.contains($0.location) } }
      rules.append(StyleRule(.named(StyleName(name), targetType: nil), body, at: location))
    }

    /// `_superclass` must be a string written as a class reference (P9), checked before resolution.
    mutating func readSuperclass(
      of name: String, _ value: SyntaxTree.Index, into body: inout StyleBody
    ) {
      let location = tree.location(value)
      if tree.kind(value) == .string {
        let text = tree.string(value)
        if text.utf8.count >= 2, text.hasPrefix(".") {
          body.parents = [StyleReference(String(text.dropFirst()), lookup: .named, at: location)]
          return
        }
        let fixIt =
          text.hasPrefix("$")
          ? "a superclass must name a class directly, not through a constant" : "write '.\(text)'"
        diagnostics.append(
          .error(
            .motifInvalidSuperclass,
            "the superclass of '.\(name)' must reference a class ('.Name'); it is '\(text)'",
            at: location, fixIt: fixIt))
        return
      }
      diagnostics.append(
        .error(
          .motifInvalidSuperclass,
          "the superclass of '.\(name)' must reference a class ('.Name'); it is \(describe(value))",
          at: location))
    }

    /// A value as an expression; only a whole string value can be a reference.
    mutating func expression(_ index: SyntaxTree.Index, depth: Int, wholeValue: Bool)
      -> ValueExpression?
    {
      guard depth < MotifReader.maximumValueDepth else {
        diagnostics.append(.valueTooDeep(at: tree.location(index)))
        return nil
      }
      switch tree.kind(index) {
      case .string:
        let text = tree.string(index)
        // Sigils are ASCII, so two UTF-8 bytes mean "a sigil and at least one more character".
        guard wholeValue, text.utf8.count >= 2, let sigil = text.utf8.first else {
          return .string(text)
        }
        if sigil == UInt8(ascii: "$") { return .reference(.constant(String(text.dropFirst()))) }
        if sigil == UInt8(ascii: ".") {
          let second = text.utf8[text.utf8.index(after: text.utf8.startIndex)]
          if second &- UInt8(ascii: "0") < 10, let number = Double("0" + text) {
            diagnostics.append(
              .error(
                .motifLeadingDot,
                "'\(text)' reads as a reference to a class named '\(text.dropFirst())' (Motif treats a leading '.' as a class); Livery reads it as \(number) but Motif would fail",
                at: tree.location(index), fixIt: "write 0\(text)"))
            return .number(number)
          }
          return .reference(.style(String(text.dropFirst())))
        }
        return .string(text)
      case .number: return .number(tree.number(index))
      case .true: return .bool(true)
      case .false: return .bool(false)
      case .null: return .null
      case .sequence:
        let count = tree.count(index)
        var elements: [ValueExpression.Element] = []
        elements.reserveCapacity(count)
        var element = tree.firstChild(index)
        for _ in 0..<count {
          guard let value = expression(element, depth: depth + 1, wholeValue: false) else {
            return nil
          }
          elements.append(ValueExpression.Element(value, at: tree.location(element)))
          element = tree.next(after: element)
        }
        return .list(elements)
      case .mapping:
        var entries: [ValueExpression.Entry] = []
        for (key, value) in tree.entries(index) {
          guard tree.kind(key) == .string else {
            diagnostics.append(
              .error(
                .motifInvalidSymbol, "dictionary keys must be strings; found \(describe(key))",
                at: tree.location(key)))
            continue
          }
          guard let expression = expression(value, depth: depth + 1, wholeValue: false) else {
            return nil
          }
          entries.append(
            ValueExpression.Entry(tree.string(key), expression, at: tree.location(key)))
        }
        return .map(entries)
      }
    }

    func describe(_ index: SyntaxTree.Index) -> String {
      switch tree.kind(index) {
      case .mapping, .sequence: return tree.kind(index).valueKind.description
      case .string: return "the string '\(tree.string(index))'"
      case .number: return "the number \(NumberText.format(tree.number(index)))"
      case .true: return "true"
      case .false: return "false"
      case .null: return "null"
      }
    }
  }
}

import Foundation
public import LiveryCore

/// Turns a theme's names into Swift symbols, so app code never spells a style, type, constant,
/// property, state or variant as a string (Motif's symbols CLI, done for Swift):
///
/// ```swift
/// theme.style(for: .button, named: [Brand.Styles.warningButton], states: [Brand.States.highlighted])
/// theme.constant(named: Brand.Constants.redColor)
/// ```
///
/// The output is deterministic — sorted, no timestamp, the same bytes for the same names in any
/// input order — and carries a content hash in its header. Every nested declaration has the
/// access level asked for. Names become identifiers by ``SwiftIdentifier``'s rules; two names
/// that meet in one identifier are both kept, disambiguated, with a warning naming both places.
public struct SymbolGenerator: Sendable {
  /// The access level of every generated declaration.
  public enum Access: String, Sendable, CaseIterable {
    case `internal`, `package`, `public`
  }

  /// The enum holding everything (`Brand`).
  public var namespace: String
  public var access: Access
  /// Shown in the header as the command that regenerates the file.
  public var command: String?
  /// Paths in doc comments are written relative to this folder when under it (so output does not
  /// depend on where a checkout lives).
  public var relativeTo: String?
  /// Which layers' names are generated: the theme's own files (its app and runtime layers) unless
  /// told otherwise (`[.skin]`: the default skin's names).
  public var layers: Set<LayerRole>

  public init(
    namespace: String, access: Access = .internal, command: String? = nil,
    relativeTo: String? = nil,
    layers: Set<LayerRole> = [.app, .runtime]
  ) {
    self.namespace = namespace
    self.access = access
    self.command = command
    self.relativeTo = relativeTo
    self.layers = layers
  }

  public struct Output: Sendable {
    /// The Swift file.
    public var source: String
    /// Name collisions (warnings) and problems of the theme that made symbols impossible.
    public var diagnostics: [Diagnostic]
  }

  /// The symbols of the theme's layers in `layers` (by default its own files; Livery's defaults and
  /// default skin are left out).
  public func generate(_ theme: CompiledTheme) -> Output {
    var table = SymbolTable()
    for layer in theme.theme.layers where layers.contains(layer.role) {
      table.note(layer.conditions, at: nil)
      for sheet in layer.stylesheets {
        table.add(sheet)
      }
    }
    var diagnostics: [Diagnostic] = []
    var body: [String] = []
    let access = self.access.rawValue + " "
    let files = table.files.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.map
    { comment(display($0)) }
    body.append(
      "/// The names used by \(files.isEmpty ? "no theme file" : files.joined(separator: ", ")).")
    // The namespace must not hide the modules the file names its types through.
    var namespaceType = SwiftIdentifier.makeType(namespace)
    if ["LiveryCore", "Swift"].contains(namespaceType) { namespaceType += "Symbols" }
    body.append("\(access)enum \(namespaceType) {")

    func section(
      _ name: String, _ doc: String, type: String, _ entries: [String: SymbolTable.Entry],
      reserved: Set<String> = []
    ) {
      guard !entries.isEmpty else { return }
      body.append("  /// \(doc)")
      body.append("  \(access)enum \(name) {")
      for (identifier, rawName, entry) in members(
        entries, reserved: reserved, kind: name, diagnostics: &diagnostics)
      {
        body.append(
          "    /// `\(comment(rawName))`\(entry.detail.map { " \(comment($0))" } ?? "") — \(place(entry))"
        )
        body.append("    \(access)static let \(identifier): \(type) = \(literal(rawName))")
      }
      body.append("  }")
    }
    section(
      "Styles", "Named styles, for `style(for:named:)` and a component's style names.",
      type: "LiveryCore.StyleName", table.styles)
    section(
      "Types", "Component types the theme styles, for `style(for:)`.",
      type: "LiveryCore.TargetType", table.types)
    section(
      "Constants", "Constants, for `constant(named:)`; each comment gives its value.",
      type: "Swift.String", constantEntries(table, theme))
    section(
      "Properties", "Properties the theme sets.", type: "LiveryCore.PropertyName", table.properties)
    section(
      "States", "States the theme styles, for `style(for:states:)`.", type: "LiveryCore.StateName",
      table.states)
    if !table.axes.isEmpty {
      body.append("  /// Variant axes and the values the theme uses, for a `StyleEnvironment`.")
      body.append("  \(access)enum Variants {")
      let axes = table.axes.mapValues { $0.entry }
      // Each axis is an enum named after its (unique) member identifier, first letter capitalised;
      // names that would shadow what the file uses are reserved.
      let reservedTypes: Set<String> = [
        "EnvironmentAxis", "LiveryCore", "Swift", "Type", "Protocol", "Self", "Any",
      ]
      let lowered = Set(reservedTypes.map { $0.prefix(1).lowercased() + $0.dropFirst() })
      for (identifier, rawName, entry) in members(
        axes, reserved: lowered, kind: "Variants", diagnostics: &diagnostics)
      {
        let plain = identifier.trimmingBackticks
        let typeName = plain.prefix(1).uppercased() + plain.dropFirst()
        body.append("    /// `\(comment(rawName))` — \(place(entry))")
        body.append(
          "    \(access)enum \(SwiftIdentifier.keywords.contains(typeName) ? "`\(typeName)`" : typeName) {"
        )
        body.append(
          "      \(access)static let axis: LiveryCore.EnvironmentAxis = \(literal(rawName))")
        let values = table.axes[rawName]!.values
        for (valueIdentifier, value, valueEntry) in members(
          values, reserved: ["axis"], kind: "Variants.\(rawName)", diagnostics: &diagnostics)
        {
          body.append("      /// `\(comment(value))` — \(place(valueEntry))")
          body.append("      \(access)static let \(valueIdentifier) = \(literal(value))")
        }
        body.append("    }")
      }
      body.append("  }")
    }
    body.append("}")

    let text = body.joined(separator: "\n") + "\n"
    var header = ["// Generated by `livery symbols` — do not edit."]
    if let command { header.append("// Regenerate: \(comment(command))") }
    header.append("// Content hash (FNV-1a 64 of what follows the header): \(Self.fnv1a(text))")
    header.append("")
    // The import is as visible as the declarations (`InternalImportsByDefault` makes a plain import internal).
    header.append(
      self.access == .internal ? "import LiveryCore" : "\(self.access.rawValue) import LiveryCore")
    header.append("")
    let ordered = diagnostics.sorted { a, b in
      switch (a.location, b.location) {
      case let (x?, y?) where x != y: return SymbolTable.Entry.precedes(x, y)
      case (nil, _?): return false
      case (_?, nil): return true
      default: return a.message < b.message
      }
    }
    return Output(source: header.joined(separator: "\n") + "\n" + text, diagnostics: ordered)
  }

  /// The members of one enum, sorted by identifier then name, collisions disambiguated and reported.
  private func members(
    _ entries: [String: SymbolTable.Entry], reserved: Set<String>, kind: String,
    diagnostics: inout [Diagnostic]
  ) -> [(String, String, SymbolTable.Entry)] {
    var byIdentifier: [String: [String]] = [:]
    for name in entries.keys { byIdentifier[SwiftIdentifier.make(name), default: []].append(name) }
    var result: [(String, String, SymbolTable.Entry)] = []
    for (identifier, names) in byIdentifier {
      let names = names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
      if names.count == 1, !reserved.contains(identifier.trimmingBackticks) {
        result.append((identifier, names[0], entries[names[0]]!))
        continue
      }
      var placed: [(String, String)] = []
      for name in names {
        let unique = identifier.trimmingBackticks + "_" + String(Self.fnv1a(name).prefix(8))
        result.append((unique, name, entries[name]!))
        placed.append((name, unique))
      }
      let first = entries[names[0]]!
      let why =
        names.count > 1
        ? "\(names.map { "'\($0)'" }.joined(separator: " and ")) all become"
        : "'\(names[0])' becomes"
      diagnostics.append(
        .warning(
          .symbolsNameCollision,
          "\(kind): \(why) `\(identifier)`\(reserved.contains(identifier.trimmingBackticks) ? ", a name the generator uses" : ""); generated as \(placed.map { "`\($0.1)`" }.joined(separator: ", "))",
          at: first.location,
          notes: names.dropFirst().map {
            Diagnostic.Note("'\($0)' is here", at: entries[$0]!.location)
          }))
    }
    return result.sorted {
      $0.0 != $1.0 ? $0.0 < $1.0 : Array($0.1.utf8).lexicographicallyPrecedes(Array($1.1.utf8))
    }
  }

  private func constantEntries(_ table: SymbolTable, _ theme: CompiledTheme) -> [String: SymbolTable
    .Entry]
  {
    var entries = table.constants
    for name in entries.keys {
      guard let resolved = theme.constant(named: name) else { continue }
      switch resolved.result {
      case .success(.value(let value)): entries[name]!.detail = "= \(value)"
      case .success(.style(let style)): entries[name]!.detail = "= style \(style)"
      case .failure: entries[name]!.detail = "(does not resolve)"
      }
    }
    return entries
  }

  private func display(_ path: String) -> String {
    guard let relativeTo, !relativeTo.isEmpty else { return path }
    let base = relativeTo.hasSuffix("/") ? relativeTo : relativeTo + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }

  private func place(_ entry: SymbolTable.Entry) -> String {
    guard let location = entry.location else { return "the theme" }
    let more = entry.count > 1 ? " (and \(entry.count - 1) more)" : ""
    return "\(comment(display(location.path))):\(location.line)\(more)"
  }

  /// A comment's text: one line, whatever `text` holds — every line break and control character
  /// a space, so nothing in it can end the comment and start a line of Swift.
  private func comment(_ text: String) -> String {
    var line = ""
    for scalar in text.unicodeScalars {
      let breaks =
        scalar.properties.generalCategory == .control || scalar.value == 0x2028
        || scalar.value == 0x2029
      line.unicodeScalars.append(breaks ? " " : scalar == "`" ? "'" : scalar)
    }
    return line
  }

  /// A Swift string literal for `text`.
  private func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.properties.generalCategory == .control || scalar.value == 0x2028
          || scalar.value == 0x2029
        {
          out += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// FNV-1a, 64 bits, as 16 hex digits: a content hash without a cryptography dependency.
  static func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

/// The names a theme uses, each with where it first appears and how often.
struct SymbolTable {
  struct Entry {
    var location: SourceLocation?
    var count = 0
    /// The style's target types, a constant's value.
    var detail: String?

    mutating func note(_ at: SourceLocation?) {
      if let at, location.map({ Self.precedes(at, $0) }) ?? true { location = at }
      count += 1
    }

    /// By path, line and column — not by the order files were first seen, so any input order
    /// gives the same first place.
    static func precedes(_ a: SourceLocation, _ b: SourceLocation) -> Bool {
      if a.path != b.path {
        return Array(a.path.utf8).lexicographicallyPrecedes(Array(b.path.utf8))
      }
      return (a.line, a.column) < (b.line, b.column)
    }
  }

  var styles: [String: Entry] = [:]
  var types: [String: Entry] = [:]
  var constants: [String: Entry] = [:]
  var properties: [String: Entry] = [:]
  var states: [String: Entry] = [:]
  var axes: [String: (entry: Entry, values: [String: Entry])] = [:]
  var files: Set<String> = []
  private var styleTypes: [String: Set<String>] = [:]

  mutating func add(_ sheet: Stylesheet) {
    files.insert(sheet.path)
    note(sheet.conditions, at: .startOf(sheet.file))
    for rule in sheet.rules {
      switch rule.identity {
      case .type(let type):
        types[type.rawValue, default: Entry()].note(rule.location)
      case let .named(name, targetType):
        styles[name.rawValue, default: Entry()].note(rule.location)
        if let targetType {
          styleTypes[name.rawValue, default: []].insert(targetType.rawValue)
          styles[name.rawValue]!.detail =
            "(" + styleTypes[name.rawValue]!.sorted().joined(separator: ", ") + ")"
        }
      }
      note(rule.conditions, at: rule.location)
      add(rule.body)
    }
    for constant in sheet.constants {
      constants[constant.name, default: Entry()].note(constant.location)
      note(constant.conditions, at: constant.location)
    }
  }

  mutating func add(_ body: StyleBody) {
    for declaration in body.declarations {
      properties[declaration.property.rawValue, default: Entry()].note(declaration.location)
      note(declaration.conditions, at: declaration.location)
    }
    for state in body.states {
      states[state.name.rawValue, default: Entry()].note(state.location)
      add(state.body)
    }
    for element in body.subElements {
      properties[element.property.rawValue, default: Entry()].note(element.location)
      add(element.body)
    }
  }

  mutating func note(_ conditions: Conditions, at location: SourceLocation?) {
    for condition in conditions.all {
      let axis = condition.axis.rawValue
      var slot = axes[axis] ?? (Entry(), [:])
      slot.entry.note(location)
      let values: [String]
      switch condition.test {
      case .equals(let value), .locale(let value), .equalsOrUnset(let value): values = [value]
      case .oneOf(let list): values = list
      case .versionPrefix(let version): values = ["\(version)"]
      case .versionRange: values = []
      }
      for value in values { slot.values[value, default: Entry()].note(location) }
      axes[axis] = slot
    }
  }
}

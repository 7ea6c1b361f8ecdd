import LiveryCore
import LiveryFormats

/// The lint rules a theme's files turn off in place, in each format's comment syntax:
///
/// ```
/// /* livery-disable contrast */             NSS: to the end of the file or a livery-enable
/// # livery-disable-next-line use-constant    Motif YAML: the next line only
/// <!-- livery-disable-line -->               MAF XML: this line, every rule
/// ```
///
/// `livery-disable` and `livery-enable` open and close a region; `livery-disable-line` and
/// `livery-disable-next-line` cover one line. Rule ids follow, separated by commas or spaces
/// (none: every rule), then optionally ` -- ` and why. Design-token files (JSON, which has no
/// comments) say it in a token's or group's `$extensions`: `"dev.livery": {"lint-disable":
/// ["contrast"]}` (or `true` for every rule) covers that token or group. Other JSON formats turn
/// rules off through `.livery.json`. A directive naming no rule Livery has is reported.
struct InlineDisables {
  private enum Kind: String, CaseIterable {
    case disable = "livery-disable"
    case enable = "livery-enable"
    case disableLine = "livery-disable-line"
    case disableNextLine = "livery-disable-next-line"
  }

  private struct Directive {
    var kind: Kind
    /// The rules it names; `nil` for every rule.
    var rules: Set<String>?
    var location: SourceLocation
    /// The line the comment ends on (a block comment can span lines).
    var endLine: Int
  }

  /// A region of a design-token file: a token or group whose `$extensions` turn rules off.
  private struct Region {
    var rules: Set<String>?
    var start: SourceLocation
    var end: SourceLocation?
  }

  private var directives: [SourceFileID: [Directive]] = [:]
  private var regions: [SourceFileID: [Region]] = [:]
  /// Problems with the directives themselves (an unknown rule), as warnings.
  private(set) var diagnostics: [Diagnostic] = []

  static let code = DiagnosticCode(rawValue: "lint.directive")

  init(theme: CompiledTheme, files: [SourceFileID]) {
    let wanted = Set(files)
    var done: Set<SourceFileID> = []
    for layer in theme.theme.layers {
      for sheet in layer.stylesheets where wanted.contains(sheet.file) {
        guard done.insert(sheet.file).inserted, let source = sheet.source else { continue }
        let identifier = sheet.format.identifier
        if identifier.hasPrefix("dtcg.") {
          readTokenRegions(source)
        } else if let syntax = Self.commentSyntax(of: identifier, text: source.text) {
          for comment in Self.comments(in: source, syntax: syntax) { read(comment, in: source.id) }
        }
      }
    }
  }

  /// Whether `rule` is turned off at `location`.
  func suppresses(_ rule: LintRule, at location: SourceLocation) -> Bool {
    suppressor(of: rule, at: location) != nil
  }

  /// Where the directive (or token region) that turns `rule` off at `location` starts; `nil`
  /// when the rule is on there.
  func suppressor(of rule: LintRule, at location: SourceLocation) -> SourceLocation? {
    if let region = regions[location.file]?.first(where: { region in
      region.start <= location && region.end.map { location < $0 } ?? true
        && region.rules.map { $0.contains(rule.id) } ?? true
    }) {
      return region.start
    }
    guard let directives = directives[location.file] else { return nil }
    var all: SourceLocation?
    var off: [String: SourceLocation] = [:]
    var on: Set<String> = []
    for directive in directives {
      let names = directive.rules.map { $0.contains(rule.id) } ?? true
      switch directive.kind {
      case .disableLine where names && directive.location.line == location.line:
        return directive.location
      case .disableNextLine where names && directive.endLine + 1 == location.line:
        return directive.location
      case .disable where directive.location < location:
        if let rules = directive.rules {
          for name in rules { off[name] = directive.location }
          on.subtract(rules)
        } else {
          all = directive.location
          on = []
        }
      case .enable where directive.location < location:
        if let rules = directive.rules {
          for name in rules { off[name] = nil }
          if all != nil { on.formUnion(rules) }
        } else {
          all = nil
          off = [:]
          on = []
        }
      default: continue
      }
    }
    if let place = off[rule.id] { return place }
    return on.contains(rule.id) ? nil : all
  }

  /// Notes for the directives that turned off nothing — none of the rules they name, among
  /// `enabled`, had a finding where they reach — given where the ones that did start (`used`):
  /// a disable left behind after its problem was fixed hides the next one.
  func unused(used: Set<SourceLocation>, enabled: Set<String>) -> [Diagnostic] {
    var notes: [Diagnostic] = []
    func report(_ rules: Set<String>?, at location: SourceLocation, _ what: String) {
      guard !used.contains(location) else { return }
      let named = rules.map { $0.intersection(enabled) } ?? enabled
      guard !named.isEmpty else { return }
      let which = rules == nil ? "any rule" : named.sorted().joined(separator: ", ")
      notes.append(
        .note(
          Self.code, "this \(what) turns off \(which) where nothing is reported; remove it",
          at: location))
    }
    for (_, list) in directives {
      for directive in list where directive.kind != .enable {
        report(directive.rules, at: directive.location, directive.kind.rawValue)
      }
    }
    for (_, list) in regions {
      for region in list { report(region.rules, at: region.start, "lint-disable") }
    }
    return notes.sorted { lhs, rhs in
      guard let left = lhs.location, let right = rhs.location, left != right else {
        return lhs.message < rhs.message
      }
      return left < right
    }
  }

  // MARK: - Reading comments

  private enum CommentSyntax { case block, xml, hash }

  private static func commentSyntax(of format: String, text: String) -> CommentSyntax? {
    if format.hasPrefix("nss") { return .block }
    if format.hasPrefix("maf") { return .xml }
    if format == "motif.yaml" { return .hash }
    // A Motif file without an extension is YAML unless it reads as JSON.
    if format == "motif", text.drop(while: \.isWhitespace).first != "{" { return .hash }
    return nil
  }

  private struct Comment {
    var text: Substring
    var location: SourceLocation
    var endLine: Int
  }

  /// The comments of `source` in `syntax`, strings skipped.
  private static func comments(in source: SourceFile, syntax: CommentSyntax) -> [Comment] {
    let scalars = Array(source.text.unicodeScalars)
    var comments: [Comment] = []
    var (index, line, lineStart) = (0, 1, 0)
    func starts(with prefix: String, at offset: Int) -> Bool {
      var position = offset
      for scalar in prefix.unicodeScalars {
        guard position < scalars.count, scalars[position] == scalar else { return false }
        position += 1
      }
      return true
    }
    var quote: Unicode.Scalar?
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\n" {
        line += 1
        lineStart = index + 1
        // Quotes in NSS and YAML do not span lines in the files these formats hold.
        quote = nil
        index += 1
        continue
      }
      if let open = quote {
        // A backslash escapes the next scalar in NSS strings and YAML double quotes (YAML's
        // single quotes have no escapes); an escaped line break still ends a line.
        if scalar == "\\" && (syntax == .block || open == "\"") {
          if index + 1 < scalars.count, scalars[index + 1] == "\n" {
            line += 1
            lineStart = index + 2
          }
          index += 2
          continue
        }
        if scalar == open { quote = nil }
        index += 1
        continue
      }
      let (opener, closer): (String, String?) =
        switch syntax {
        case .block: ("/*", "*/")
        case .xml: ("<!--", "-->")
        case .hash: ("#", nil)
        }
      if syntax != .xml, scalar == "\"" || scalar == "'" {
        // A YAML apostrophe inside a plain word (`it's`) opens nothing.
        let previous = index > lineStart ? scalars[index - 1] : " "
        if syntax == .block || previous == " " || previous == ":" || previous == "-"
          || previous == "[" || previous == "," || index == lineStart
        {
          quote = scalar
        }
        index += 1
        continue
      }
      if starts(with: opener, at: index) {
        // YAML: a `#` begins a comment only at a line's start or after a space.
        if syntax == .hash, index > lineStart, scalars[index - 1] != " ", scalars[index - 1] != "\t"
        {
          index += 1
          continue
        }
        let location = SourceLocation(
          file: source.id, line: line, column: index - lineStart + 1)
        let bodyStart = index + opener.unicodeScalars.count
        var end = bodyStart
        var endLine = line
        if let closer {
          while end < scalars.count, !starts(with: closer, at: end) {
            if scalars[end] == "\n" {
              endLine += 1
              lineStart = end + 1
            }
            end += 1
          }
        } else {
          while end < scalars.count, scalars[end] != "\n" { end += 1 }
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[bodyStart..<end])
        comments.append(
          Comment(text: Substring(String(text)), location: location, endLine: endLine))
        line = endLine
        index = min(scalars.count, end + (closer?.unicodeScalars.count ?? 0))
        continue
      }
      index += 1
    }
    return comments
  }

  private mutating func read(_ comment: Comment, in file: SourceFileID) {
    let text = comment.text.trimmingPrefix { $0 == " " || $0 == "\t" || $0 == "*" }
    guard text.hasPrefix("livery-") else { return }
    let body = text.split(separator: " -- ", maxSplits: 1).first ?? text[...]
    let words = body.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = words.first else { return }
    guard let kind = Kind(rawValue: String(first)) else {
      diagnostics.append(
        .warning(
          Self.code, "'\(first)' is no lint directive; it turns nothing off",
          at: comment.location,
          fixIt: Suggestions.phrase(
            Suggestions.closest(to: String(first), among: Kind.allCases.map(\.rawValue))
          )))
      return
    }
    var rules: Set<String>?
    if words.count > 1 {
      var named: Set<String> = []
      for word in words.dropFirst() {
        let id = String(word)
        guard LintRule.named(id) != nil else {
          diagnostics.append(unknownRule(id, at: comment.location, in: kind.rawValue))
          continue
        }
        named.insert(id)
      }
      // A directive naming only unknown rules turns nothing off.
      guard !named.isEmpty else { return }
      rules = named
    }
    directives[file, default: []].append(
      Directive(kind: kind, rules: rules, location: comment.location, endLine: comment.endLine))
  }

  private func unknownRule(_ id: String, at location: SourceLocation, in directive: String)
    -> Diagnostic
  {
    .warning(
      Self.code,
      "\(directive) names '\(id)', which is no lint rule (rules: \(LintRule.all.map(\.id).joined(separator: ", ")))",
      at: location,
      fixIt: Suggestions.phrase(Suggestions.closest(to: id, among: LintRule.all.map(\.id))))
  }

  // MARK: - Design tokens

  /// The groups and tokens whose `$extensions` carry `"dev.livery": {"lint-disable": …}`.
  private mutating func readTokenRegions(_ source: SourceFile) {
    let (tree, _) = JSONScanner.parse(Array(source.text.utf8), file: source.id)
    guard let tree, let root = tree.root, tree.kind(root) == .mapping else { return }
    // Each group or token with where its region starts: its key (where findings about it
    // stand), or the document's start for the root.
    var stack = [(node: root, start: SourceLocation.startOf(source.id))]
    while let (node, start) = stack.popLast() {
      for (key, value) in tree.entries(node) where tree.kind(value) == .mapping {
        if tree.string(key) == "$extensions" {
          readExtensions(value, of: node, from: start, in: tree)
        } else {
          stack.append((value, tree.location(key)))
        }
      }
    }
  }

  private mutating func readExtensions(
    _ extensions: SyntaxTree.Index, of owner: SyntaxTree.Index, from start: SourceLocation,
    in tree: SyntaxTree
  ) {
    for (vendor, data) in tree.entries(extensions)
    where tree.string(vendor) == "dev.livery" && tree.kind(data) == .mapping {
      for (key, value) in tree.entries(data) where tree.string(key) == "lint-disable" {
        var rules: Set<String>?
        switch tree.kind(value) {
        case .true: rules = nil
        case .sequence:
          var named: Set<String> = []
          for element in tree.elements(value) {
            guard tree.kind(element) == .string else { continue }
            let id = tree.string(element)
            if LintRule.named(id) != nil {
              named.insert(id)
            } else {
              diagnostics.append(
                unknownRule(id, at: tree.location(element), in: "lint-disable"))
            }
          }
          guard !named.isEmpty else { continue }
          rules = named
        default:
          diagnostics.append(
            .warning(
              Self.code,
              "lint-disable is true (every rule) or an array of rule ids; this turns nothing off",
              at: tree.location(value)))
          continue
        }
        regions[start.file, default: []].append(
          Region(rules: rules, start: start, end: tree.location(after: owner)))
      }
    }
  }
}

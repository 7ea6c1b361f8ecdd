import Foundation
import LiveryConversion
import LiveryCore
import LiveryFormats
import LiveryTestSupport
import PropertyBased
import Testing

/// Theme text never breaks out of its context in what a writer writes (issue 26 §2): each writer
/// escapes what it embeds, or reports a located loss and leaves it out — never writes it raw.
@Suite("Conversion: hostile names and strings")
struct HostileConversionTests {
  @Test(
    "NSS: a property name with NSS syntax in it is a loss, not a rule; a quoted URL cannot hold a quote; renamed classes are said"
  )
  func nssSyntaxInNames() throws {
    let json =
      ##"{".Card": {"x: 1; } Evil { background-color: red; } y { z": "1", "backgroundImage": "http://a/\"b.png"}, ".Warning Button": {"textColor": "#ff0000"}}"##
    let (output, back) = roundTrip(readFiles(["T.json": json]), ConversionTarget.nss.writer)
    let text = try #require(output.files.first?.text)
    #expect(!text.contains("Evil"), "\(text)")
    #expect(!back.hasStyle(named: "Evil"))
    #expect(
      output.losses.contains {
        $0.message.contains("property names are plain words") && $0.location?.line == 1
      })
    #expect(output.losses.contains { $0.message.contains("cannot quote an image name or URL") })
    #expect(
      output.losses.contains {
        $0.code == .conversionNameRewritten
          && $0.message.contains("'Warning Button' is written as the class Warning_Button")
      })
    #expect(back.errors.isEmpty, "\(back.errors)")
  }

  @Test("CSS: a line break in a font name or a condition value stays inside its string")
  func cssStrings() throws {
    let motif =
      ##"{".G": {"font": {"name": "Y\n;}\nbody { --pwn: 1 }\n.x{", "size": 12}, "fontName": "Q\"; } body { --pwn: 2"}}"##
    let output = ConversionTarget.css.writer.write(
      ConversionSource(theme: readFiles(["T.json": motif])), baseName: "T")
    let css = try #require(output.files.first?.text)
    let blocks = try CSSStructure(css)
    #expect(blocks.selectors == [".G"], "\(css)")
    let maf = """
      <styles><Style TargetType="Label" platform="x&quot;] , body { color: red } [a=&quot;"><Setter Property="Foreground" Value="#FF0000"/></Style></styles>
      """
    let conditioned = ConversionTarget.css.writer.write(
      ConversionSource(theme: readFiles(["S.xml": maf])), baseName: "S")
    let selectors = try CSSStructure(try #require(conditioned.files.first?.text)).selectors
    #expect(
      selectors.count == 1 && selectors[0].hasPrefix(":root[data-platform=")
        && selectors[0].hasSuffix(" .Label"), "\(selectors)")
  }

  @Test("MAF: control characters XML cannot hold are losses; a carriage return reads back as one")
  func mafControls() throws {
    let json =
      ##"{".A": {"fontName": "a\u0001b"}, ".B": {"fontName": "a\u001bb"}, ".C": {"fontName": "a\rb"}}"##
    let (output, back) = roundTrip(readFiles(["T.json": json]), ConversionTarget.maf.writer)
    #expect(back.errors.isEmpty, "\(back.errors) \(output.files.first?.text ?? "")")
    #expect(
      output.losses.filter { $0.message.contains("cannot hold a control character in a value") }
        .count == 2)
    #expect(back.resolve(StyleQuery(named: ["C"])).value(of: .fontName) == .string("a\rb"))
  }

  @Test("Motif YAML: C1 controls, DEL, U+FFFE and NEL read back as written")
  func yamlControls() throws {
    for value in ["a\u{85}b\u{7F}c\u{9B}d\u{FFFE}e\u{2028}f", "x\u{FEFF}", " lead and trail "] {
      let theme = Theme(layers: [
        Layer("app", stylesheets: [Self.sheet(styles: [("A", [("fontName", value)])])])
      ])
      let (output, back) = roundTrip(theme, ConversionTarget.motifYAML.writer)
      #expect(back.errors.isEmpty, "\(back.errors) \(output.files.first?.text ?? "")")
      #expect(
        back.resolve(StyleQuery(named: ["A"])).value(of: .fontName) == .string(value),
        "\(value.debugDescription): \(output.files.first?.text ?? "")")
    }
    // A byte-order mark at the start of a string is the one thing the YAML reader drops: a loss.
    let bom = Theme(layers: [
      Layer("app", stylesheets: [Self.sheet(styles: [("A", [("fontName", "\u{FEFF}x")])])])
    ])
    #expect(
      ConversionTarget.motifYAML.writer.write(ConversionSource(theme: bom), baseName: "B").losses
        .contains { $0.message.contains("byte-order mark") })
  }

  @Test(
    "DTCG: file names made from context names are plain and unique, and the resolver reads back")
  func dtcgFileNames() throws {
    var builder = IRBuilder("T.swift")
    let constants = [
      builder.constant(
        "x", .typed(.number(1)), when: Conditions([.equals(EnvironmentAxis("dtcg:m"), "b#c")])),
      builder.constant(
        "x", .typed(.number(2)), when: Conditions([.equals(EnvironmentAxis("dtcg:m"), "a/b")])),
      builder.constant(
        "x", .typed(.number(3)), when: Conditions([.equals(EnvironmentAxis("dtcg:m"), "a_b")])),
    ]
    let theme = Theme(layers: [Layer("app", stylesheets: [builder.sheet([], constants: constants)])]
    )
    let (output, back) = roundTrip(theme, ConversionTarget.dtcg.writer)
    #expect(
      output.files.allSatisfy { !$0.path.contains("/") && !$0.path.contains("#") },
      "\(output.files.map(\.path))")
    #expect(Set(output.files.map(\.path)).count == output.files.count)
    #expect(back.errors.isEmpty, "\(back.errors)")
    for (context, value) in [("b#c", 1.0), ("a/b", 2), ("a_b", 3)] {
      #expect(
        back.constant(
          named: "x", in: StyleEnvironment.empty.setting(EnvironmentAxis("dtcg:m"), to: context))?
          .value == .number(value), "\(context)")
    }
  }

  @Test(
    "DTCG: a string that looks like a reference, or a map like a style record, reads back as the literal it was"
  )
  func dtcgLiteralsLikeReferences() {
    var builder = IRBuilder("T.swift")
    let constants = [
      builder.constant("curly", .string("{a}")),
      builder.constant("record", .map([.init("$style", .string("B"), at: builder.here())])),
    ]
    for target in [ConversionTarget.dtcg, .dtcgStyles] {
      let (_, back) = roundTrip(
        Theme(layers: [Layer("app", stylesheets: [builder.sheet([], constants: constants)])]),
        target.writer)
      #expect(back.errors.isEmpty, "\(back.errors)")
      #expect(back.constant(named: "curly")?.value == .string("{a}"))
      #expect(back.constant(named: "record")?.value == .dictionary([.init("$style", .string("B"))]))
    }
  }

  // MARK: - Every writer, arbitrary text

  /// Letters, digits, every kind of syntax the formats have, controls, line breaks of every kind,
  /// non-characters, combining marks, CJK and emoji.
  static let alphabet = Array(
    "aZ09_- .:/#@$%&*()[]{};,\"'\\<>=!?~`+|^\n\r\t\u{0}\u{1}\u{1B}\u{7F}\u{85}\u{9B}\u{A0}\u{2028}\u{2029}\u{FEFF}\u{FFFE}\u{301}éü中😀"
  )

  /// One hostile case: a style name, a state name, a property name, a string value, an image name
  /// and a constant name, all from the alphabet.
  struct Case: Sendable, CustomStringConvertible {
    var style: String
    var state: String
    var property: String
    var text: String
    var image: String
    var constant: String

    var description: String {
      [style, state, property, text, image, constant].map { $0.debugDescription }.joined(
        separator: ", ")
    }
  }

  static func sheet(
    styles: [(String, [(String, String)])], constants: [(String, String)] = [],
    states: [String: [(String, String)]] = [:]
  )
    -> Stylesheet
  {
    var builder = IRBuilder("Hostile.json")
    let rules = styles.map { name, settings in
      builder.named(
        name, settings.map { builder.decl($0.0, .string($0.1)) },
        states: (states[name] ?? []).map {
          builder.state($0.0, [builder.decl("textColor", .string($0.1))])
        })
    }
    return builder.sheet(rules, constants: constants.map { builder.constant($0.0, .string($0.1)) })
  }

  /// The theme a case stands for.
  static func theme(_ c: Case) -> Theme {
    let style = c.style.isEmpty ? "S" : c.style
    let sheet = sheet(
      styles: [
        (
          style,
          [
            ("fontName", c.text), (c.property.isEmpty ? "p" : c.property, c.text),
            ("backgroundImage", c.image),
          ]
        ), ("Plain", [("textColor", "#0000ff")]),
      ],
      constants: [(c.constant.isEmpty ? "k" : c.constant, c.text)],
      states: [style: [(c.state.isEmpty ? "on" : c.state, "#ff0000")]])
    return Theme(layers: [Layer("app", stylesheets: [sheet])])
  }

  @Test(
    "Every writer: arbitrary text converts, reads back to the same values or a located loss, and adds, drops or renames no style unsaid",
    arguments: [
      ConversionTarget.motifYAML, .motifJSON, .nss, .nssFiori, .maf, .redbeard, .dtcg, .dtcgStyles,
      .css,
    ])
  func arbitraryText(_ target: ConversionTarget) async {
    let text = Gen.int(in: 0...(Self.alphabet.count - 1)).map { Self.alphabet[$0] }.string(
      of: 0...10)
    let cases = zip(text, text, text, text, text, text).map {
      Case(style: $0, state: $1, property: $2, text: $3, image: $4, constant: $5)
    }
    await propertyCheck(count: 100, input: cases) { c in
      let theme = Self.theme(c)
      let output = target.writer.write(ConversionSource(theme: theme), baseName: "Out")
      if target == .css {
        let css = output.files.first?.text ?? ""
        #expect(throws: Never.self, "\(c)") { try CSSStructure(css) }
        if let structure = try? CSSStructure(css) {
          // Every rule is a class (or :root / a variant's attribute selector in front of one).
          #expect(
            structure.selectors.allSatisfy { $0.hasPrefix(".") || $0.hasPrefix(":root") },
            "\(c): \(structure.selectors)")
        }
        return
      }
      var files: [String: String] = [:]
      for file in output.files { files[file.path] = file.text }
      let back = readFiles(files, root: "back").compile()
      // What a writer wrote reads again: no syntax error, no value its reader cannot take.
      #expect(
        back.errors.isEmpty,
        "\(target) \(c): \(back.errors.prefix(3))\n\(output.files.map(\.text).joined(separator: "\n---\n"))"
      )
      let lossLines = Set(output.losses.compactMap { $0.location?.line })
      let renamed = output.losses.filter { $0.code == .conversionNameRewritten }
      let original = Self.theme(c).compile()
      let names = Set(back.styleNames.map(\.rawValue))
      // No style appears that the source did not have (a renamed one is said).
      for name in names where !original.hasStyle(named: StyleName(name)) {
        #expect(
          renamed.contains { $0.message.contains(name) },
          "\(target) \(c): the style '\(name)' appeared")
      }
      // No style disappears unsaid.
      for name in original.styleNames where !names.contains(name.rawValue) {
        #expect(
          !renamed.isEmpty || !output.losses.isEmpty || target == .dtcg,
          "\(target) \(c): the style '\(name)' went without a word")
      }
      // The font name reads back the same, or a loss says why not (line 2 of the built sheet).
      let style = StyleName(c.style.isEmpty ? "S" : c.style)
      if names.contains(style.rawValue), target != .dtcg {
        let value = back.resolve(StyleQuery(named: [style]))[.fontName]
        #expect(
          value == c.text || lossLines.contains(2)
            || value == nil && !output.losses.isEmpty,
          "\(target) \(c): \(String(describing: value))")
      }
    }
  }
}

/// A CSS file's structure, read with CSS's own tokenization of strings, escapes and comments: the
/// selectors of its rules (inside `@media` too). Throws when braces do not balance.
struct CSSStructure {
  struct Unbalanced: Error {}
  var selectors: [String] = []

  init(_ css: String) throws {
    var prelude = ""
    var depth = 0
    var mediaDepths: [Int] = []
    var scalars = css.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      switch scalar {
      case "\\":
        if let next = scalars.popFirst() {
          prelude.unicodeScalars.append(scalar)
          prelude.unicodeScalars.append(next)
        }
      case "\"", "'":
        prelude.unicodeScalars.append(scalar)
        while let inner = scalars.popFirst() {
          prelude.unicodeScalars.append(inner)
          if inner == "\\", let escaped = scalars.popFirst() {
            prelude.unicodeScalars.append(escaped)
            continue
          }
          if inner == scalar { break }
          if inner == "\n" { throw Unbalanced() }  // an unterminated string
        }
      case "/" where scalars.first == "*":
        scalars.removeFirst()
        while let inner = scalars.popFirst() {
          if inner == "*", scalars.first == "/" {
            scalars.removeFirst()
            break
          }
        }
      case "{":
        let text = prelude.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("@media") {
          mediaDepths.append(depth)
        } else if depth == (mediaDepths.last.map { $0 + 1 } ?? 0) {
          selectors.append(text)
        } else {
          throw Unbalanced()  // a block inside a declaration block
        }
        depth += 1
        prelude = ""
      case "}":
        depth -= 1
        guard depth >= 0 else { throw Unbalanced() }
        if mediaDepths.last == depth { mediaDepths.removeLast() }
        prelude = ""
      case ";":
        prelude = ""
      default:
        prelude.unicodeScalars.append(scalar)
      }
    }
    guard depth == 0 else { throw Unbalanced() }
  }
}

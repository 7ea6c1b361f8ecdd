import Foundation

/// How a theme's names become Swift identifiers — fixed rules, the same on every machine:
///
/// 1. The name is split into words at every character that is not an ASCII letter or digit
///    (`-`, `_`, `.`, `:`, `/`, spaces, …) and where a lowercase letter or digit is followed by
///    an uppercase one (`WarningButton` → `Warning`, `Button`).
/// 2. Letters with accents lose them (`Café` → `Cafe`); any other non-ASCII character becomes
///    `u` and its hex code point (`中` → `u4E2D`), a word of its own.
/// 3. The words are joined in lowerCamelCase: the first word lowercased (an all-caps first word
///    too: `URLField` → `urlField`), every later word capitalised, its other letters kept
///    (`primary-color` → `primaryColor`, `2_hours` → `_2Hours`).
/// 4. A name that starts with a digit gets a leading `_`; a name with no letter or digit becomes
///    `_` and the hex of its UTF-8 bytes (`--` → `_2d2d`), the empty name `_empty`.
/// 5. Swift keywords are written in backticks (`default` → `` `default` ``), except the words that
///    still mean something after a dot (`self`, `init`, `Type`, `Protocol`), which get a trailing
///    underscore (`self` → `self_`).
///
/// Two names that map to one identifier are both kept, each with `_` and the first 8 hex digits
/// of its name's FNV-1a hash appended, and a warning names both (``SymbolGenerator``).
public enum SwiftIdentifier {
  /// The identifier for `name` (rules 1–5).
  public static func make(_ name: String) -> String {
    let words = self.words(name)
    guard !words.isEmpty else {
      return name.isEmpty ? "_empty" : "_" + name.utf8.map { hex($0) }.joined()
    }
    var identifier = ""
    for (index, word) in words.enumerated() {
      if index == 0 {
        identifier += lowercasedLead(word)
      } else {
        identifier += word.prefix(1).uppercased() + word.dropFirst()
      }
    }
    if let first = identifier.unicodeScalars.first, ("0"..."9").contains(first) {
      identifier = "_" + identifier
    }
    if afterDot.contains(identifier) { return identifier + "_" }
    return keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }

  /// A type name (the namespace): a name that already is a plain identifier is kept as written,
  /// its first letter capitalised (`URLKit`, `Brand`); others follow rules 1–4 with the first word
  /// capitalised too (`my-theme` → `MyTheme`).
  public static func makeType(_ name: String) -> String {
    guard !words(name).isEmpty else { return "ThemeSymbols" }
    if let first = name.unicodeScalars.first, first.isASCII,
      first == "_" || first.properties.isAlphabetic,
      name.unicodeScalars.allSatisfy({
        $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
      })
    {
      let typeName = name.prefix(1).uppercased() + name.dropFirst()
      return keywords.contains(typeName) || afterDot.contains(typeName) ? typeName + "_" : typeName
    }
    let identifier = make(name).trimmingBackticks
    guard let first = identifier.first, first != "_" else { return identifier }
    let typeName = first.uppercased() + identifier.dropFirst()
    return keywords.contains(typeName) || afterDot.contains(typeName) ? typeName + "_" : typeName
  }

  static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previous: Character?
    func flush() {
      if !current.isEmpty { words.append(current) }
      current = ""
    }
    for scalar in name.decomposedStringWithCanonicalMapping.unicodeScalars {
      if scalar.isASCII {
        let character = Character(scalar)
        if character.isLetter || character.isNumber {
          if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
            flush()
          }
          current.append(character)
          previous = character
        } else {
          flush()
          previous = nil
        }
      } else if scalar.properties.generalCategory == .nonspacingMark
        || scalar.properties.generalCategory == .enclosingMark
      {
        continue  // an accent, decomposed off its letter
      } else {
        flush()
        words.append("u" + String(scalar.value, radix: 16, uppercase: true))
        previous = nil
      }
    }
    flush()
    return words
  }

  /// The first word lowercased: all of it when it is all capitals (`URL` → `url`), else its first
  /// letter (`Warning` → `warning`).
  static func lowercasedLead(_ word: String) -> String {
    if word.count > 1, word.allSatisfy({ $0.isUppercase || $0.isNumber }) {
      return word.lowercased()
    }
    // `URLField` arrives as one word only when followed by nothing lowercase; `UIButton` → `uiButton`.
    var characters = Array(word)
    var index = 0
    while index < characters.count, characters[index].isUppercase,
      index == 0 || index + 1 == characters.count || characters[index + 1].isUppercase
    {
      characters[index] = Character(characters[index].lowercased())
      index += 1
    }
    return String(characters)
  }

  static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
  }

  /// Words that keep a meaning after a dot even in backticks (`X.self`, `X.init`, `X.Type`).
  static let afterDot: Set<String> = ["self", "Self", "init", "Type", "Protocol"]

  /// Words Swift reserves in a declaration's name position.
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "nonisolated", "open", "operator", "package", "precedencegroup",
    "private", "protocol",
    "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
    "catch", "continue", "default",
    "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
    "switch", "where", "while",
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    "Type", "Protocol",
  ]
}

extension String {
  var trimmingBackticks: String { hasPrefix("`") ? String(dropFirst().dropLast()) : self }
}

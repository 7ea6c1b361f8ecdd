import Foundation

/// Text as one value (or name) of a URL query: the preview's links (gallery selections, tree
/// states) all go through here. Letters, digits and `-._~` stay, as do `:` and `,`, which the
/// preview uses inside values (`columns=colorScheme:light,dark`); everything else is
/// percent-encoded, `&`, `=`, `#` and `+` included, so no text can start another parameter.
enum QueryComponent {
  private static let kept = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~:,"))

  static func escape(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: kept) ?? text
  }
}

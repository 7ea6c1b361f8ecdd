package import LiveryCore

/// MAF property names and what they become: the one place that maps MAF's spellings onto Livery's
/// canonical lowerCamelCase names. Matched case-insensitively (`iosStyle`/`IosStyle`,
/// `TextColor`/`Foreground`).
package enum MAFProperties {
  /// MAF name (lower-cased) → canonical property.
  package static let aliases: [String: PropertyName] = {
    let table: [String: String] = [
      "background": "backgroundColor",
      "foreground": "textColor",
      "textcolor": "textColor",
      "fontfamily": "fontName",
      "fontsize": "fontSize",
      "horizontalcontentalignment": "contentHorizontalAlignment",
      "verticalcontentalignment": "contentVerticalAlignment",
      "shadow": "shadowColor",
      "textshadow": "textShadowColor",
      "detailsforeground": "detailTextColor",
      "detailsfontfamily": "detailFontName",
      "detailsfontsize": "detailFontSize",
      "separatorcolor": "separatorColor",
      "tintcolor": "tintColor",
      "barstyle": "barStyle",
      "iosstyle": "iosStyle",
      "translucent": "translucent",
      "borderbrush": "borderColor",
      "borderthickness": "borderWidth",
      "cornerradius": "cornerRadius",
      // Image property elements.
      "imagebrush": "image",
      "backgroundimage": "backgroundImage",
      "highlightedimage": "highlightedImage",
      "currentthumbimage": "thumbImage",
      "unselectedbackgroundimage": "unselectedBackgroundImage",
      "url": "image",
    ]
    return table.mapValues(PropertyName.init)
  }()

  /// The canonical name of a MAF property: from the table, or the name with its first letter
  /// lower-cased (`thumbTintColor`, `BoxColor` → `boxColor`), so nothing is dropped.
  package static func canonical(_ name: String) -> PropertyName {
    if let alias = aliases[name.lowercased()] { return alias }
    guard let first = name.first else { return PropertyName(name) }
    return PropertyName(first.lowercased() + name.dropFirst())
  }

  /// MAF target types that name catalog types differently (semantics §4, maf-redbeard-peers.md §1.4).
  package static let typeAliases: [TargetType: TargetType] = [
    "ListBoxItem": "TableViewCell", "ListBox": "TableView", "TextBox": "TextField",
    "Window": "View",
    "Control": "View", "Image": "ImageView",
  ]
}

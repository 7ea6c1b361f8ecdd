package import LiveryCore

/// NSS names and what they become: the one place that maps NUI's property names, state suffixes and
/// default classes onto Livery's canonical names (nss.md §2.2, §3, §4.2).
package enum NSSProperties {
  /// NUI property → canonical property. Every property of nss.md §2.2.
  package static let canonicalNames: [String: PropertyName] = {
    let table: [String: String] = [
      "background-color": "backgroundColor",
      "background-color-top": "backgroundGradient",
      "background-color-bottom": "backgroundGradient",
      "background-image": "backgroundImage",
      "background-image-top": "topBackgroundImage",
      "background-image-bottom": "bottomBackgroundImage",
      "background-image-top-landscape": "topLandscapeBackgroundImage",
      "background-image-bottom-landscape": "bottomLandscapeBackgroundImage",
      "background-repeat": "backgroundRepeat",
      "background-tint-color": "tintColor",
      "bar-tint-color": "barTintColor",
      "border-color": "borderColor",
      "border-style": "borderStyle",
      "border-width": "borderWidth",
      "color": "color",
      "content-insets": "contentEdgeInsets",
      "corner-radius": "cornerRadius",
      "current-color": "currentPageIndicatorTintColor",
      "divider-color": "dividerColor",
      "divider-image": "dividerImage",
      "exclude-subviews": "excludeSubviews",
      "exclude-views": "excludeViews",
      "finished-image": "finishedImage",
      "font-color": "textColor",
      "font-name": "fontName",
      "font-size": "fontSize",
      "height": "height",
      "horizontal-align": "contentHorizontalAlignment",
      "image": "image",
      "keyboard-appearance": "keyboardAppearance",
      "maximum-track-tint-color": "maximumTrackTintColor",
      "maximum-value-image": "maximumValueImage",
      "minimum-track-tint-color": "minimumTrackTintColor",
      "minimum-value-image": "minimumValueImage",
      "off-image": "offImage",
      "on-image": "onImage",
      "on-tint-color": "onTintColor",
      "padding": "padding",
      "progress-image": "progressImage",
      "progress-tint-color": "progressTintColor",
      "row-height": "rowHeight",
      "scope-background-color": "scopeBackgroundColor",
      "scope-background-image": "scopeBackgroundImage",
      "selected-image": "selectionIndicatorImage",
      "selected-image-tint-color": "selectedImageTintColor",
      "separator-color": "separatorColor",
      "separator-style": "separatorStyle",
      "shadow-color": "shadowColor",
      "shadow-image": "shadowImage",
      "shadow-image-top": "topShadowImage",
      "shadow-image-bottom": "bottomShadowImage",
      "shadow-offset": "shadowOffset",
      "shadow-opacity": "shadowOpacity",
      "shadow-radius": "shadowRadius",
      "text-align": "textAlignment",
      "text-alpha": "alpha",
      "text-auto-fit": "adjustsFontSizeToFitWidth",
      "text-line-clamp": "numberOfLines",
      "text-offset": "titlePositionAdjustment",
      "text-shadow-color": "textShadowColor",
      "text-shadow-offset": "textShadowOffset",
      "text-transform": "textTransform",
      "thumb-image": "thumbImage",
      "thumb-tint-color": "thumbTintColor",
      "tint-color": "tintColor",
      "title-insets": "titleEdgeInsets",
      "title-vertical-offset": "titleVerticalPositionAdjustment",
      "track-image": "trackImage",
      "track-tint-color": "trackTintColor",
      "vertical-align": "contentVerticalAlignment",
      "width": "width",
    ]
    return table.mapValues(PropertyName.init)
  }()

  /// Properties the SAP Fiori fork adds (nss.md §6.1).
  package static let fioriNames: [String: PropertyName] = [
    "font-style": "textStyle", "placeholder-color": "placeholderColor",
  ]

  /// The properties SAP's SwiftUI reader knows (`NSSBaseStyleType`, and the loading indicator's
  /// `position-layout`); it ignores every other name.
  package static let swiftUINames: [String: PropertyName] = [
    "font-style": "textStyle", "font-size": "fontSize", "font-weight": "fontWeight",
    "font-width": "fontWidth", "font-design": "fontDesign", "font-color": "textColor",
    "foreground-color": "foregroundColor", "background-color": "backgroundColor",
    "tint-color": "tintColor", "border-color": "borderColor", "corner-radius": "cornerRadius",
    "control-size": "controlSize", "position-layout": "positionLayout",
  ]

  /// SAP's SwiftUI reader's state suffixes (case-sensitive).
  static let swiftUIStateSuffixes: [(suffix: String, states: [StateName])] = [
    ("-selected", [.selected]), ("-disabled", [.disabled]), ("-highlighted", [.highlighted]),
    ("-focused", [.focused]), ("-readOnly", [StateName("readOnly")]),
  ]

  /// Where a state suffix can go, longest first so `-selected-highlighted` is not read as `-highlighted`.
  static let stateSuffixes: [(suffix: String, states: [StateName])] = [
    ("-selected-highlighted", [.selected, .highlighted]),
    ("-selected-disabled", [.selected, .disabled]),
    ("-highlighted", [.highlighted]),
    ("-selected", [.selected]),
    ("-disabled", [.disabled]),
    ("-normal", []),
  ]

  /// What a property name means: the canonical property, the states its suffix names, and whether
  /// it is one half of a two-property gradient.
  struct Meaning {
    enum Role { case plain, gradientTop, gradientBottom }

    let canonical: PropertyName
    let states: [StateName]
    let role: Role
    /// Written with `-normal`: on a Button, NUI draws that state's background over the plain one, so
    /// it wins over the name without suffix.
    let explicitNormal: Bool

  }

  /// Reads `background-image-selected-insets` as (`backgroundImageInsets`, [selected]); `nil` for a
  /// name NUI does not read.
  static func meaning(of name: String, dialect: NSSFormat.Dialect) -> Meaning? {
    if dialect == .fioriSwiftUI { return swiftUIMeaning(of: name) }
    return meaning(of: name, fiori: dialect == .sapfiori)
  }

  /// A name as SAP's SwiftUI reader reads it: one of its properties, with a state suffix or not.
  static func swiftUIMeaning(of name: String) -> Meaning? {
    if let canonical = swiftUINames[name] {
      return Meaning(canonical: canonical, states: [], role: .plain, explicitNormal: false)
    }
    for (suffix, states) in swiftUIStateSuffixes where name.hasSuffix(suffix) {
      if let canonical = swiftUINames[String(name.dropLast(suffix.count))] {
        return Meaning(canonical: canonical, states: states, role: .plain, explicitNormal: false)
      }
    }
    return nil
  }

  static func meaning(of name: String, fiori: Bool) -> Meaning? {
    var base = name
    var insets = false
    if base.hasSuffix("-insets"), base != "content-insets", base != "title-insets" {
      base.removeLast("-insets".count)
      insets = true
    }
    var states: [StateName] = []
    var explicitNormal = false
    if lookup(base, fiori: fiori) == nil {
      for (suffix, suffixStates) in stateSuffixes where base.hasSuffix(suffix) {
        let stripped = String(base.dropLast(suffix.count))
        if lookup(stripped, fiori: fiori) != nil {
          base = stripped
          states = suffixStates
          explicitNormal = suffix == "-normal"
          break
        }
      }
    }
    guard var canonical = lookup(base, fiori: fiori) else { return nil }
    if insets {
      // Only images have cap insets (`background-image-insets`, `on-image-insets`).
      guard canonical.rawValue.lowercased().hasSuffix("image") else { return nil }
      canonical = PropertyName(canonical.rawValue + "Insets")
    }
    let role: Meaning.Role
    switch base {
    case "background-color-top": role = .gradientTop
    case "background-color-bottom": role = .gradientBottom
    default: role = .plain
    }
    return Meaning(canonical: canonical, states: states, role: role, explicitNormal: explicitNormal)
  }

  private static func lookup(_ name: String, fiori: Bool) -> PropertyName? {
    canonicalNames[name] ?? (fiori ? fioriNames[name] : nil)
  }

  /// A property NUI does not read keeps a canonical name (`my-thing` → `myThing`), so nothing is lost.
  static func camelCased(_ name: String) -> PropertyName {
    var result = ""
    var upperNext = false
    for character in name {
      if character == "-" || character == "_" {
        upperNext = !result.isEmpty
      } else {
        result += upperNext ? character.uppercased() : String(character)
        upperNext = false
      }
    }
    return PropertyName(result.isEmpty ? name : result)
  }

  // MARK: - Classes

  /// NUI's default classes (nss.md §4.2) → the catalog type each one styles.
  package static let defaultClasses: [String: TargetType] = [
    "View": "View", "Control": "Control", "Window": "Window", "Button": "Button", "Label": "Label",
    "TextField": "TextField", "TextView": "TextView", "Slider": "Slider", "Switch": "Switch",
    "Progress": "ProgressView",
    "SegmentedControl": "SegmentedControl", "PageControl": "PageControl",
    "ActivityIndicator": "ActivityIndicator",
    "SearchBar": "SearchBar", "TabBar": "TabBar", "Toolbar": "ToolBar",
    "NavigationBar": "NavigationBar",
    "TableCell": "TableViewCell", "Table": "TableView", "BarButton": "BarButtonItem",
    "TabBarItem": "TabBarItem",
    "NavigationItem": "NavigationItem",
  ]

  /// A cheap test before the dictionary: the length and first letter of some default class.
  static func mayBeDefaultClass(_ name: String) -> Bool {
    let utf8 = name.utf8
    guard let first = utf8.first, utf8.count < 32 else { return false }
    return defaultClassShapes.contains(UInt16(utf8.count) << 8 | UInt16(first))
  }

  private static let defaultClassShapes: Set<UInt16> = Set(
    defaultClasses.keys.map { UInt16($0.utf8.count) << 8 | UInt16($0.utf8.first!) })

  /// The default classes whose names differ from the catalog's, as type aliases.
  package static let typeAliases: [TargetType: TargetType] = {
    var aliases: [TargetType: TargetType] = [:]
    for (name, type) in defaultClasses where name != type.rawValue {
      aliases[TargetType(name)] = type
    }
    return aliases
  }()

  /// Derived classes NUI builds by appending to a class name (nss.md §4.1): the suffix, the part of
  /// the component it styles, and a type style NUI puts first in the part's chain.
  static let derivedClasses: [(suffix: String, part: PropertyName, base: TargetType?)] = [
    ("Detail", "detailTextLabel", nil),
    ("ContentView", "contentView", nil),
    ("ScopeBar", "scopeBar", "SegmentedControl"),
  ]
}

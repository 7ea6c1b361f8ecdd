package import LiveryCore

/// Redbeard names and what they become: the one place that says which theme ids are component
/// types, which dictionary keys are states, and which key postfixes select a variant
/// (maf-redbeard-peers.md §3.4).
package enum RedbeardVocabulary {
  /// Class names a theme id can use for a catalog type: UIKit's classes and Redbeard's own
  /// subclasses of them. An id equal to one of these (or to a catalog type) is that type's style;
  /// any other id is a named style.
  package static let classAliases: [TargetType: TargetType] = [
    "UIView": "View", "UILabel": "Label", "UIButton": "Button", "UITextField": "TextField",
    "UITextView": "TextView",
    "UIImageView": "ImageView", "UIScrollView": "ScrollView", "UITableView": "TableView",
    "UITableViewCell": "TableViewCell", "UINavigationBar": "NavigationBar", "UIToolbar": "ToolBar",
    "UIBarButtonItem": "BarButtonItem", "UITabBar": "TabBar", "UISearchBar": "SearchBar",
    "UISegmentedControl": "SegmentedControl", "UISlider": "Slider", "UISwitch": "Switch",
    "UIStepper": "Stepper",
    "UIProgressView": "ProgressView", "UIActivityIndicatorView": "ActivityIndicator",
    // Redbeard.framework's subclasses of UIKit controls.
    "RBButton": "Button", "RBLabel": "Label", "RBTextField": "TextField",
  ]

  /// The type a theme id styles, if it names one.
  static func type(for id: String) -> TargetType? {
    let name = TargetType(id)
    if let alias = classAliases[name] { return alias }
    return ComponentCatalog.standard.component(name) != nil ? name : nil
  }

  /// Whether a dictionary key is a state rather than a part. Redbeard's states are open-ended
  /// strings (`RBThemeTracker applyStateThemeWithKey:`); these are the ones its stock theme and
  /// UIKit use, and any key ending in `State` (`validState`). Every other dictionary key is a part.
  static func isState(_ key: String) -> Bool {
    // A switch compares the short literals directly; a Set would hash every key first.
    switch key {
    case "normal", "highlighted", "selected", "disabled", "focused", "alternate", "opened",
      "revealed", "expanded",
      "collapsed", "editing", "pressed", "checked":
      return true
    default:
      return key.utf8.count > 5 && key.utf8.hasSuffix("State".utf8)
    }
  }

  /// Key postfixes chosen over the plain key in an environment (`RBBaseThemeSet
  /// platformOverridePostfixes`): `margin_iPad` wins over `margin` on iPad.
  package static let postfixes: [(postfix: String, conditions: Conditions)] = [
    ("_iPad", Conditions([.equals(.idiom, "pad")])),
    ("_iPhone", Conditions([.equals(.idiom, "phone")])),
  ]

  /// The postfix `key` ends with and the conditions it stands for, or nil.
  static func postfix(of key: String) -> (postfix: String, conditions: Conditions)? {
    // Every postfix starts with '_': most keys have none and never touch the table.
    let underscore = UInt8(ascii: "_")
    guard
      key.utf8.withContiguousStorageIfAvailable({ $0.contains(underscore) })
        ?? key.utf8.contains(underscore)
    else {
      return nil
    }
    return postfixes.first { key.utf8.hasSuffix($0.postfix.utf8) }
  }

  /// Keys of a top-level dictionary that make it a font constant rather than a theme
  /// (`"standard-body-font": {"style": "body", "name": "HelveticaNeue-Light"}`).
  static let fontKeys: Set<String> = ["style", "name", "size", "weight"]
}

extension String.UTF8View {
  /// Whether the bytes end with `suffix` (byte-wise on contiguous storage: cheaper than
  /// `String.hasSuffix`, which compares characters, for the ASCII keys of theme files).
  func hasSuffix(_ suffix: String.UTF8View) -> Bool {
    let fast: Bool?? = withContiguousStorageIfAvailable {
      (bytes: UnsafeBufferPointer<UInt8>) -> Bool? in
      suffix.withContiguousStorageIfAvailable { (suffix: UnsafeBufferPointer<UInt8>) -> Bool in
        let offset = bytes.count - suffix.count
        guard offset >= 0 else { return false }
        for index in 0..<suffix.count where bytes[offset + index] != suffix[index] { return false }
        return true
      }
    }
    if let fast = fast ?? nil { return fast }
    return count >= suffix.count && dropFirst(count - suffix.count).elementsEqual(suffix)
  }
}

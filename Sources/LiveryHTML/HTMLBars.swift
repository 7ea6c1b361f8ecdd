public import LiveryCore

/// A button in a bar (catalog `BarButtonItem`).
public final class HTMLBarButtonItem: HTMLView {
  public let titleElement = HTMLElement("span", classes: ["lv-text"])

  public init(title: String = "Edit", styleNames: [StyleName] = []) {
    super.init(type: .barButtonItem, tag: "span", styleNames: styleNames)
    titleElement.text = title
    element.setAttribute("role", "button")
    element.children = [titleElement]
  }
}

/// The navigation bar (catalog `NavigationBar`): a back item, the title, a right item.
public final class HTMLNavigationBar: HTMLView {
  /// The hairline under the bar (the theme's `shadowImage`).
  public let shadowElement = HTMLElement("span", classes: ["lv-shadow"])
  public let titleElement = HTMLElement("span", classes: ["lv-title"])
  public let leftItem: HTMLBarButtonItem
  public let rightItem: HTMLBarButtonItem

  public init(
    title: String = "Title", backTitle: String = "‹ Back", rightTitle: String = "Edit",
    styleNames: [StyleName] = []
  ) {
    leftItem = HTMLBarButtonItem(title: backTitle)
    rightItem = HTMLBarButtonItem(title: rightTitle)
    super.init(type: .navigationBar, styleNames: styleNames)
    titleElement.text = title
    addSubview(leftItem)
    element.children.append(titleElement)
    addSubview(rightItem)
    element.children.append(shadowElement)
  }
}

/// A toolbar (catalog `ToolBar`) holding bar button items.
public final class HTMLToolBar: HTMLView {
  /// The hairline along the bar (the theme's `shadowImage`).
  public let shadowElement = HTMLElement("span", classes: ["lv-shadow"])

  public init(items: [String] = ["Share", "Add", "Delete"], styleNames: [StyleName] = []) {
    super.init(type: .toolBar, styleNames: styleNames)
    for item in items { addSubview(HTMLBarButtonItem(title: item)) }
    element.children.append(shadowElement)
  }
}

/// The tab bar (catalog `TabBar`): tabs with an icon and a title, one selected.
public final class HTMLTabBar: HTMLView {
  /// The hairline along the bar (the theme's `shadowImage`).
  public let shadowElement = HTMLElement("span", classes: ["lv-shadow"])
  public private(set) var tabElements: [HTMLElement] = []
  public private(set) var iconElements: [HTMLElement] = []

  public init(
    items: [String] = ["Home", "Search", "Profile"], selectedIndex: Int = 0,
    styleNames: [StyleName] = []
  ) {
    super.init(type: .tabBar, styleNames: styleNames)
    for (index, title) in items.enumerated() {
      let icon = HTMLElement("span", classes: ["lv-icon"])
      let tab = HTMLElement(
        "span", classes: ["lv-tab"] + (index == selectedIndex ? ["lv-selected"] : []),
        children: [icon, HTMLElement("span", classes: ["lv-text"], text: title)])
      iconElements.append(icon)
      tabElements.append(tab)
      element.children.append(tab)
    }
    element.children.append(shadowElement)
  }
}

/// A search field with its bar (catalog `SearchBar`): parts `searchField` and `scopeBar`.
public final class HTMLSearchBar: HTMLView {
  /// The hairline under the bar (the theme's `shadowImage`).
  public let shadowElement = HTMLElement("span", classes: ["lv-shadow"])
  public let searchField: HTMLTextField
  public let scopeBar: HTMLSegmentedControl
  public let scopeElement = HTMLElement("div", classes: ["lv-scope"])

  public init(
    placeholder: String = "Search", scopes: [String] = ["All", "Recent"],
    styleNames: [StyleName] = []
  ) {
    searchField = HTMLTextField(placeholder: placeholder)
    scopeBar = HTMLSegmentedControl(segments: scopes)
    super.init(type: .searchBar, styleNames: styleNames)
    adopt(searchField, in: element)
    element.children.append(scopeElement)
    adopt(scopeBar, in: scopeElement)
    scopeElement.setClass("lv-hidden", scopes.isEmpty)
    element.children.append(shadowElement)
  }
}

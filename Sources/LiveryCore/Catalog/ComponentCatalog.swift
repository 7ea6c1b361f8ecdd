/// The component types every adapter knows: their properties (typed by the property schema), their
/// states and their named parts (sub-elements).
///
/// Built from the union of MAF's documented controls (maf-redbeard-peers.md §1.4) and NUI's property
/// table (nss.md §2.2). Formats map their own type names onto these (MAF `ListBoxItem` →
/// `TableViewCell`); `livery catalog` prints it.
public struct ComponentCatalog: Sendable {
  /// One component type.
  public struct Component: Sendable, Hashable {
    public let type: TargetType
    public let summary: String
    /// Properties, in the order the catalog lists them (the view properties first).
    public let properties: [PropertyName]
    /// States besides `normal`.
    public let states: [StateName]
    /// Named parts and their types (a cell's `detailTextLabel` is a `Label`).
    public let parts: [Part]

    public struct Part: Sendable, Hashable {
      public let property: PropertyName
      public let type: TargetType
    }
  }

  public let components: [Component]

  public init(components: [Component]) {
    self.components = components
  }

  public func component(_ type: TargetType) -> Component? {
    components.first { $0.type == type }
  }

  public var types: [TargetType] { components.map(\.type) }
}

extension ComponentCatalog {
  /// The standard catalog.
  public static let standard: ComponentCatalog = {
    let view = [
      "backgroundColor", "backgroundImage", "borderColor", "borderWidth", "cornerRadius",
      "shadowColor", "shadowOffset",
      "shadowOpacity", "shadowRadius", "alpha", "tintColor", "padding", "width", "height", "hidden",
    ]
    let text = [
      "textColor", "fontName", "fontSize", "fontWeight", "textAlignment",
      "contentHorizontalAlignment",
      "contentVerticalAlignment", "textShadowColor", "textShadowOffset", "numberOfLines",
      "adjustsFontSizeToFitWidth",
      "textTransform", "letterSpacing", "lineSpacing",
    ]
    let bar = ["barTintColor", "barStyle", "translucent", "shadowImage", "iosStyle"]
    let cell = [
      "detailTextColor", "detailFontName", "detailFontSize", "separatorColor", "selectedBackground",
      "accessoryColor",
    ]
    func component(
      _ type: String, _ summary: String, _ properties: [String], states: [String] = [],
      parts: [(String, String)] = []
    ) -> Component {
      Component(
        type: TargetType(type), summary: summary, properties: properties.map(PropertyName.init),
        states: states.map(StateName.init),
        parts: parts.map { Component.Part(property: PropertyName($0.0), type: TargetType($0.1)) })
    }
    return ComponentCatalog(components: [
      component(
        "View", "A plain view or window (MAF Window, Control; NUI View, Control, Window).", view),
      component(
        "Label", "Static text (MAF Label, NUI Label).",
        view + text + [
          "highlightedTextColor", "detailTextColor", "detailFontName", "detailFontSize",
        ],
        states: ["highlighted", "disabled"]),
      component(
        "Button", "A tappable button (MAF Button, NUI Button).",
        view + text + ["image", "contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets"],
        states: ["highlighted", "disabled", "selected"],
        parts: [("titleLabel", "Label"), ("imageView", "ImageView")]),
      component(
        "TextField", "A one-line text input (MAF TextBox, NUI TextField).",
        view + text + ["placeholderColor", "borderStyle", "keyboardAppearance"],
        states: ["disabled", "editing"]),
      component(
        "TextView", "A multi-line text view (MAF TextView, NUI TextView).",
        view + text + ["keyboardAppearance", "contentInset"], states: ["nonEditable", "disabled"]),
      component(
        "ImageView", "An image (MAF Image).", view + ["image", "highlightedImage", "contentMode"],
        states: ["highlighted"]),
      component(
        "ScrollView", "A scrolling container (MAF ScrollView).",
        view + ["indicatorStyle", "contentInset"]),
      component(
        "TableView", "A list (MAF ListBox/TableView, NUI Table).",
        view + [
          "separatorColor", "separatorStyle", "separatorInset", "rowHeight", "sectionHeaderHeight",
        ]),
      component(
        "TableViewCell", "A list row (MAF ListBoxItem, NUI TableCell).",
        view + text + cell,
        states: ["selected", "highlighted", "selectedEditable", "disabled"],
        parts: [
          ("textLabel", "Label"), ("detailTextLabel", "Label"), ("contentView", "View"),
          ("imageView", "ImageView"),
        ]),
      component(
        "TableViewCellWithControl", "A row holding a control (MAF TableViewCellWithControl).",
        view + text + cell, states: ["selected", "selectedEditable"],
        parts: [
          ("button", "Button"), ("textField", "TextField"), ("switch", "Switch"),
          ("label", "Label"),
        ]),
      component(
        "TreeBrowserCell",
        "A row of the tree browser: a cell with indentation and a disclosure control.",
        view + text + cell + [
          "indentationWidth", "disclosureColor", "expandedImage", "collapsedImage",
        ],
        states: ["selected", "highlighted", "expanded"],
        parts: [("textLabel", "Label"), ("detailTextLabel", "Label")]),
      component(
        "NavigationBar", "The navigation bar (MAF NavigationBar, NUI NavigationBar).",
        view + bar + [
          "textColor", "fontName", "fontSize", "textShadowColor", "textShadowOffset",
          "titleVerticalPositionAdjustment", "backgroundImageLandscapePhone",
        ]),
      component(
        "ToolBar", "A toolbar (MAF ToolBar, NUI Toolbar).", view + bar),
      component(
        "BarButtonItem", "A button in a bar (MAF BarButtonItem, NUI BarButton).",
        [
          "backgroundColor", "backgroundImage", "tintColor", "textColor", "fontName", "fontSize",
          "textShadowColor",
          "textShadowOffset", "iosStyle", "borderColor", "borderWidth", "cornerRadius",
        ],
        states: ["highlighted", "disabled"]),
      component(
        "TabBar", "The tab bar (MAF TabBar, NUI TabBar).",
        view + bar + [
          "selectedImageTintColor", "selectionIndicatorImage", "indicatorImage", "textColor",
          "fontName",
          "fontSize", "unselectedItemTintColor",
        ],
        states: ["selected"]),
      component(
        "SearchBar", "A search field with its bar (MAF SearchBar, NUI SearchBar).",
        view + bar + [
          "textColor", "fontName", "fontSize", "searchFieldBackgroundImage",
          "scopeBarBackgroundImage",
          "scopeBackground",
        ],
        states: ["disabled"],
        parts: [("scopeBar", "SegmentedControl"), ("searchField", "TextField")]),
      component(
        "SegmentedControl", "A segmented control (MAF SegmentedControl, NUI SegmentedControl).",
        view + [
          "textColor", "fontName", "fontSize", "textShadowColor", "textShadowOffset",
          "dividerColor", "dividerImage",
          "selectedBackgroundImage", "unselectedBackgroundImage", "iosStyle",
        ],
        states: ["selected", "highlighted", "disabled"]),
      component(
        "Slider", "A slider (MAF Slider, NUI Slider).",
        view + [
          "minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor", "thumbImage",
          "minimumValueImage",
          "maximumValueImage",
        ],
        states: ["highlighted", "disabled"]),
      component(
        "Switch", "An on/off switch (MAF Switch, NUI Switch).",
        view + ["onTintColor", "offTintColor", "thumbTintColor", "onImage", "offImage"],
        states: ["disabled"]),
      component(
        "Stepper", "A stepper (MAF Stepper).",
        view + ["incrementImage", "decrementImage", "dividerImage"],
        states: ["highlighted", "disabled"]),
      component(
        "ProgressView", "A progress bar (MAF ProgressView, NUI Progress).",
        view + ["progressTintColor", "trackTintColor", "progressImage", "trackImage"]),
      component(
        "ActivityIndicator",
        "A busy indicator with its box and cover (MAF ActivityIndicator, NUI ActivityIndicator).",
        ["color", "boxColor", "coverColor", "textColor", "fontName", "fontSize"]),
    ])
  }()
}

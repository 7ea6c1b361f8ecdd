import LiveryCore
@_spi(LiveryAdapter) public import LiveryRuntime

/// The HTML adapter's appliers: every property of every catalog type mapped to CSS on the HTML
/// components (runtime.md §7). What CSS cannot show (a keyboard appearance, an image that is not
/// on this machine) is kept on the element as a `data-lv-…` attribute and reported, never dropped.
///
/// ```swift
/// let applier = ThemeApplier(theme: theme, appliers: HTMLAppliers.standard())
/// ```
public enum HTMLAppliers {
  /// The appliers for every HTML component.
  ///
  /// - Parameter images: How images are shown (where named assets are found).
  public static func standard(images: HTMLImages = HTMLImages()) -> ApplierRegistry {
    var builder = HTMLApplierBuilder(images: images)
    builder.registerTypes()
    builder.registerView()
    builder.registerText()
    builder.registerControls()
    builder.registerContainers()
    builder.registerCells()
    builder.registerBars()
    return builder.registry
  }
}

/// Builds the registry; one method per group of components.
struct HTMLApplierBuilder {
  var registry = ApplierRegistry()

  /// Each HTML component class's catalog type; a subclass of one is that type unless mapped.
  mutating func registerTypes() {
    registry.map(HTMLView.self, to: .view)
    registry.map(HTMLLabel.self, to: .label)
    registry.map(HTMLButton.self, to: .button)
    registry.map(HTMLTextField.self, to: .textField)
    registry.map(HTMLTextView.self, to: .textView)
    registry.map(HTMLImageView.self, to: .imageView)
    registry.map(HTMLScrollView.self, to: .scrollView)
    registry.map(HTMLTableView.self, to: .tableView)
    registry.map(HTMLTableViewCell.self, to: .tableViewCell)
    registry.map(HTMLTableViewCellWithControl.self, to: .tableViewCellWithControl)
    registry.map(HTMLTreeBrowserCell.self, to: .treeBrowserCell)
    registry.map(HTMLNavigationBar.self, to: .navigationBar)
    registry.map(HTMLToolBar.self, to: .toolBar)
    registry.map(HTMLBarButtonItem.self, to: .barButtonItem)
    registry.map(HTMLTabBar.self, to: .tabBar)
    registry.map(HTMLSearchBar.self, to: .searchBar)
    registry.map(HTMLSegmentedControl.self, to: .segmentedControl)
    registry.map(HTMLSlider.self, to: .slider)
    registry.map(HTMLSwitch.self, to: .switch)
    registry.map(HTMLStepper.self, to: .stepper)
    registry.map(HTMLProgressView.self, to: .progressView)
    registry.map(HTMLActivityIndicator.self, to: .activityIndicator)
  }
  let images: HTMLImages

  init(images: HTMLImages) {
    self.images = images
  }

  // MARK: - Helpers

  /// `property` sets CSS `css` on the element `host` picks.
  /// A colour property: written as `light-dark(…)` when it differs by appearance, so a page whose
  /// `color-scheme` changes shows the other colour without a setter call.
  mutating func css<C: HTMLView>(
    _ property: PropertyName, on type: C.Type, as valueType: RGBAColor.Type, _ css: String,
    host: @escaping (C) -> HTMLElement = { $0.element },
    value text: @escaping @Sendable (RGBAColor) -> String
  ) {
    registry.register(
      property, on: type, as: Adaptive<RGBAColor>.self,
      set: { component, value in
        host(component).setStyle(
          css,
          value.light == value.dark
            ? text(value.light) : "light-dark(\(text(value.light)), \(text(value.dark)))")
      },
      reset: { host($0).setStyle(css, nil) })
  }

  /// Insets (`padding`, `margin`): directional ones as the logical `-block` and `-inline`
  /// properties, so a right-to-left page puts the leading inset on the right.
  mutating func css<C: HTMLView>(
    _ property: PropertyName, on type: C.Type, as valueType: Insets.Type, _ css: String,
    host: @escaping (C) -> HTMLElement = { $0.element },
    value text: @escaping @Sendable (Insets) -> String
  ) {
    registry.register(
      property, on: type, as: Insets.self,
      set: { component, insets in
        let element = host(component)
        if insets.isDirectional {
          element.setStyles([
            (css, nil),
            (css + "-block", "\(CSSValues.pixels(insets.top)) \(CSSValues.pixels(insets.bottom))"),
            (
              css + "-inline",
              "\(CSSValues.pixels(insets.leading)) \(CSSValues.pixels(insets.trailing))"
            ),
          ])
        } else {
          element.setStyles([(css, text(insets)), (css + "-block", nil), (css + "-inline", nil)])
        }
      },
      reset: { host($0).setStyles([(css, nil), (css + "-block", nil), (css + "-inline", nil)]) })
  }

  mutating func css<C: HTMLView, T: StyleValueConvertible>(
    _ property: PropertyName, on type: C.Type, as valueType: T.Type, _ css: String,
    host: @escaping (C) -> HTMLElement = { $0.element },
    value text: @escaping @Sendable (T) -> String
  ) {
    registry.register(
      property, on: type, as: valueType,
      set: { component, value in host(component).setStyle(css, text(value)) },
      reset: { host($0).setStyle(css, nil) })
  }

  /// `property` turns on a CSS class (`lv-…-value`) the base stylesheet draws.
  mutating func keywordClass<C: HTMLView>(
    _ property: PropertyName, on type: C.Type, prefix: String,
    host: @escaping (C) -> HTMLElement = { $0.element }
  ) {
    registry.register(
      property, on: type, as: String.self,
      set: { component, value in
        let element = host(component)
        element.classes.removeAll { $0.hasPrefix(prefix) }
        element.classes.append(prefix + value)
      },
      reset: { component in host(component).classes.removeAll { $0.hasPrefix(prefix) } })
  }

  /// `property` has no CSS equivalent: the value is kept as `data-lv-<property>` and reported.
  mutating func notShown<C: HTMLView, T: StyleValueConvertible>(
    _ property: PropertyName, on type: C.Type, as valueType: T.Type, because reason: String
  ) {
    let attribute = "data-lv-" + Self.kebab(property.rawValue)
    registry.register(
      property, on: type, as: valueType,
      set: { component, value throws(ApplierNotice) in
        let text = String(styleValue: value.styleValue) ?? value.styleValue.description
        component.element.setAttribute(attribute, text)
        throw ApplierNotice("\(text) is kept as \(attribute) but not shown: \(reason)")
      },
      reset: { $0.element.setAttribute(attribute, nil) })
  }

  /// `property` is an image shown as the content of the element `host` picks.
  mutating func contentImage<C: HTMLView>(
    _ property: PropertyName, on type: C.Type,
    host: @escaping (C) -> HTMLElement,
    onSet: ((C, Bool) -> Void)? = nil
  ) {
    let images = self.images
    registry.register(
      property, on: type, as: ImageSource.self,
      set: { component, image throws(ApplierNotice) in
        let element = host(component)
        onSet?(component, true)
        try Self.show(image, in: element, images: images)
      },
      reset: { component in
        let element = host(component)
        element.children = []
        element.text = nil
        element.setClass("lv-placeholder", false)
        element.setStyles([("width", nil), ("height", nil), ("color", nil), ("font-size", nil)])
        onSet?(component, false)
      })
  }

  /// `property` is an image drawn as the background of the element `host` picks (stretched, as
  /// UIKit stretches bar and control backgrounds), or kept in CSS variable `variable` on it.
  mutating func backgroundImage<C: HTMLView>(
    _ property: PropertyName, on type: C.Type, variable: String? = nil,
    host: @escaping (C) -> HTMLElement = { $0.element }
  ) {
    let images = self.images
    let attribute = "data-lv-" + Self.kebab(property.rawValue)
    registry.register(
      property, on: type, as: ImageSource.self,
      set: { component, image throws(ApplierNotice) in
        let element = host(component)
        switch images.show(image) {
        case .embedded(let url):
          element.setAttribute(attribute, nil)
          if let variable {
            element.setStyle(variable, CSSValues.url(url))
          } else {
            element.setStyles([
              ("background-image", CSSValues.url(url)), ("background-size", "100% 100%"),
            ])
          }
        case let .placeholder(label, reason):
          element.setAttribute(attribute, label)
          if let variable {
            element.setStyle(variable, nil)
          } else {
            element.setStyles([("background-image", nil), ("background-size", nil)])
          }
          throw ApplierNotice(reason)
        }
      },
      reset: { component in
        let element = host(component)
        element.setAttribute(attribute, nil)
        if let variable {
          element.setStyle(variable, nil)
        } else {
          element.setStyles([("background-image", nil), ("background-size", nil)])
        }
      })
  }

  /// Shows `image` inside `element`: an `<img>` with a `data:` URL, or a labelled placeholder
  /// (and a notice saying why).
  static func show(_ image: ImageSource, in element: HTMLElement, images: HTMLImages)
    throws(ApplierNotice)
  {
    element.setStyles([
      ("width", image.size.map { CSSValues.pixels($0.width) }),
      ("height", image.size.map { CSSValues.pixels($0.height) }),
      ("color", nil), ("font-size", nil),
    ])
    switch images.show(image) {
    case .embedded(let url):
      let img = HTMLElement("img")
      img.setAttribute("src", url)
      img.setAttribute("alt", "")
      element.children = [img]
      element.text = nil
      element.setClass("lv-placeholder", false)
    case let .placeholder(label, reason):
      element.children = []
      element.text = label
      element.setClass("lv-placeholder", true)
      if case let .glyph(_, color, height) = image.origin {
        element.setStyles([
          ("color", color.map(CSSValues.color)), ("font-size", height.map(CSSValues.pixels)),
        ])
      }
      throw ApplierNotice(reason)
    }
  }

  /// `backgroundColor` → `background-color`; `backgroundImage` → `background-image`
  static func kebab(_ name: String) -> String {
    var result = ""
    for character in name {
      if character.isUppercase {
        result += "-" + character.lowercased()
      } else {
        result.append(character)
      }
    }
    return result
  }

  // MARK: - View (every component)

  mutating func registerView() {
    // Colour or gradient under an image, as UIKit layers a background view over the colour.
    registry.registerCompound(
      [.backgroundColor, .backgroundImage, .backgroundGradient], on: HTMLView.self,
      takesTables: true,
      apply: { [images] view, values throws(ApplierNotice) in
        var layers: [String] = []
        var notice: ApplierNotice?
        if let image = values[.backgroundImage, as: ImageSource.self] {
          switch images.show(image) {
          case .embedded(let url):
            layers.append(CSSValues.url(url))
            view.element.setAttribute("data-lv-background-image", nil)
          case let .placeholder(label, reason):
            view.element.setAttribute("data-lv-background-image", label)
            notice = ApplierNotice(reason)
          }
        } else {
          view.element.setAttribute("data-lv-background-image", nil)
        }
        // NSS's two-colour gradient, drawn over the background colour as NUI drew it.
        if let gradient = values[.backgroundGradient, as: Adaptive<ColorGradient>.self] {
          let paint = Adaptive<Paint>(
            light: .gradient(gradient.light), dark: .gradient(gradient.dark))
          if let image = CSSValues.paint(paint)?.image {
            layers.append(image)
          } else {
            layers.append(CSSValues.gradient(gradient.light))
            notice = ApplierNotice(
              "the background gradient has another shape in the dark colour scheme, which CSS cannot switch; the page shows the light one"
            )
          }
        }
        var color: String?
        if let paint = values[.backgroundColor, as: Adaptive<Paint>.self] {
          if let css = CSSValues.paint(paint) {
            color = css.color
            if let image = css.image { layers.append(image) }
          } else {
            // A colour in one scheme and a gradient in the other: CSS cannot switch that.
            if case .gradient(let gradient) = paint.light {
              layers.append(CSSValues.gradient(gradient))
            } else if case .color(let light) = paint.light {
              color = CSSValues.color(light)
            }
            notice = ApplierNotice(
              "the background is a colour in one colour scheme and a gradient in the other (or gradients of different shapes); the page shows the light one"
            )
          }
        }
        view.element.setStyle("background-color", color)
        view.element.setStyle(
          "background-image", layers.isEmpty ? nil : layers.joined(separator: ", "))
        view.element.setStyle("background-size", layers.isEmpty ? nil : "100% 100%")
        if let notice { throw notice }
      },
      reset: { view in
        view.element.setAttribute("data-lv-background-image", nil)
        view.element.setStyles([
          ("background-color", nil), ("background-image", nil), ("background-size", nil),
        ])
      })
    // A layer border: no width, no border (UIKit's default width is 0, its default colour black).
    registry.registerCompound(
      [.borderColor, .borderWidth], on: HTMLView.self, takesTables: true,
      apply: { view, values throws(ApplierNotice) in
        let width = values[.borderWidth, as: Adaptive<Double>.self]
        let color =
          values[.borderColor, as: Adaptive<RGBAColor>.self]
          ?? Adaptive(RGBAColor(red: 0, green: 0, blue: 0))
        let light = width?.light ?? 0
        view.element.setStyle(
          "border",
          light > 0 ? "\(CSSValues.pixels(light)) solid \(CSSValues.color(color))" : "0 none")
        if let width, width.light != width.dark {
          throw ApplierNotice(
            "the border width differs by colour scheme, which CSS cannot switch; the page shows the light one"
          )
        }
      },
      reset: { $0.element.setStyle("border", nil) })
    css(.cornerRadius, on: HTMLView.self, as: Double.self, "border-radius") { CSSValues.pixels($0) }
    // A layer shadow. UIKit draws none until an opacity is set; MAF's `Shadow` gives only a colour
    // and means it to show, so a colour alone shows at full opacity. Offset and radius default to
    // UIKit's (0, -3) and 3.
    registry.registerCompound(
      [.shadowColor, .shadowOffset, .shadowOpacity, .shadowRadius], on: HTMLView.self,
      takesTables: true,
      apply: { view, values in
        let color =
          values[.shadowColor, as: Adaptive<RGBAColor>.self]
          ?? Adaptive(RGBAColor(red: 0, green: 0, blue: 0))
        // Numbers CSS cannot switch by colour scheme: the light ones.
        let opacity =
          values[.shadowOpacity, as: Adaptive<Double>.self]?.light
          ?? (values[.shadowColor] == nil ? 0 : 1)
        let size =
          values[.shadowOffset, as: Adaptive<Size>.self]?.light ?? Size(width: 0, height: -3)
        let radius = values[.shadowRadius, as: Adaptive<Double>.self]?.light ?? 3
        view.element.setStyle(
          "box-shadow",
          opacity <= 0
            ? "none"
            : CSSValues.shadow(
              color: color, offset: Offset(horizontal: size.width, vertical: size.height),
              radius: radius, opacity: opacity))
      },
      reset: { $0.element.setStyle("box-shadow", nil) })
    registry.register(
      .alpha, on: HTMLView.self, as: Double.self, get: { $0.alpha }, set: { $0.alpha = $1 })
    registry.register(
      .hidden, on: HTMLView.self, as: Bool.self, get: { $0.isHidden }, set: { $0.isHidden = $1 })
    // Tint flows down the tree, as UIKit's does: subviews' defaults read it.
    css(.tintColor, on: HTMLView.self, as: RGBAColor.self, "--lv-tint") { CSSValues.color($0) }
    css(.padding, on: HTMLView.self, as: Insets.self, "padding") { CSSValues.insets($0) }
    css(.width, on: HTMLView.self, as: Double.self, "width") { CSSValues.pixels($0) }
    css(.height, on: HTMLView.self, as: Double.self, "height") { CSSValues.pixels($0) }
  }

  // MARK: - Text

  mutating func registerText() {
    // A part's own appliers write its text element; its owner's write the part's root, so
    // neither undoes the other.
    textProperties(on: HTMLLabel.self, stacksVertically: true, text: { $0.textElement })
    textProperties(on: HTMLButton.self, text: { $0.titleLabel.element })
    textProperties(on: HTMLTextField.self, text: { $0.element })
    textProperties(on: HTMLTextView.self, stacksVertically: true, text: { $0.textElement })
    textProperties(on: HTMLTableViewCell.self, text: { $0.textLabel.element })
    textProperties(on: HTMLNavigationBar.self, host: { $0.titleElement }, text: { $0.titleElement })
    textProperties(on: HTMLBarButtonItem.self, text: { $0.titleElement })
    // Tabs take the unselected or selected tint; a text colour, when set, wins for their titles.
    textProperties(on: HTMLTabBar.self, colorProperty: "--lv-tab-text-color", text: { $0.element })
    textProperties(on: HTMLSearchBar.self, text: { $0.searchField.element })
    textProperties(on: HTMLSegmentedControl.self, text: { $0.element })
    textProperties(
      on: HTMLActivityIndicator.self, host: { $0.textElement }, text: { $0.textElement })

    css(
      .highlightedTextColor, on: HTMLLabel.self, as: RGBAColor.self, "--lv-highlighted-text-color"
    ) { CSSValues.color($0) }
    // On the root, as variables the detail line reads: set even while the label has no detail text.
    css(.detailTextColor, on: HTMLLabel.self, as: RGBAColor.self, "--lv-detail-color") {
      CSSValues.color($0)
    }
    css(.detailFontName, on: HTMLLabel.self, as: String.self, "--lv-detail-font-family") {
      CSSValues.font(name: $0).family
    }
    css(.detailFontSize, on: HTMLLabel.self, as: Double.self, "--lv-detail-font-size") {
      CSSValues.pixels($0)
    }
  }

  /// The text properties of the catalog (`textColor`, the font, alignment, shadow, lines, case,
  /// spacing) for a component whose text styles are set on `host` (inherited by its text) and
  /// whose text element is `text`.
  mutating func textProperties<C: HTMLView>(
    on type: C.Type, host: @escaping (C) -> HTMLElement = { $0.element },
    colorProperty: String = "color", stacksVertically: Bool = false,
    text: @escaping (C) -> HTMLElement
  ) {
    // In a column (a label's text over its detail) the horizontal axis is the cross axis.
    let horizontal = stacksVertically ? "align-items" : "justify-content"
    let vertical = stacksVertically ? "justify-content" : "align-items"
    css(.textColor, on: type, as: RGBAColor.self, colorProperty, host: host) { CSSValues.color($0) }
    font([.font, .fontName, .fontSize, .fontWeight, .textStyle], on: type, host: host)
    css(.textAlignment, on: type, as: String.self, "text-align", host: host) { value in
      ["natural": "start", "justified": "justify"][value] ?? value
    }
    css(.contentHorizontalAlignment, on: type, as: String.self, horizontal) { value in
      [
        "left": "flex-start", "leading": "flex-start", "right": "flex-end", "trailing": "flex-end",
        "fill": "stretch",
      ][value]
        ?? value
    }
    css(.contentVerticalAlignment, on: type, as: String.self, vertical) { value in
      ["top": "flex-start", "bottom": "flex-end", "fill": "stretch"][value] ?? value
    }
    registry.registerCompound(
      [.textShadowColor, .textShadowOffset], on: type, takesTables: true,
      apply: { component, values in
        let color =
          values[.textShadowColor, as: Adaptive<RGBAColor>.self]
          ?? Adaptive(RGBAColor(red: 0, green: 0, blue: 0, alpha: 1 / 3))
        let offset =
          values[.textShadowOffset, as: Adaptive<Offset>.self]?.light
          ?? Offset(horizontal: 0, vertical: -1)
        host(component).setStyle(
          "text-shadow",
          "\(CSSValues.pixels(offset.horizontal)) \(CSSValues.pixels(offset.vertical)) 0 \(CSSValues.color(color))"
        )
      },
      reset: { host($0).setStyle("text-shadow", nil) })
    // Lines are limited by height (`lh`), never by `display`, which hiding a view uses.
    registry.register(
      .numberOfLines, on: type, as: Int.self,
      set: { component, lines in
        let element = text(component)
        switch lines {
        case ...0:
          element.setStyles([
            ("white-space", "normal"), ("overflow", nil), ("text-overflow", nil),
            ("max-height", nil),
          ])
        case 1:
          element.setStyles([
            ("white-space", "nowrap"), ("overflow", "hidden"), ("text-overflow", "ellipsis"),
            ("max-height", nil),
          ])
        default:
          element.setStyles([
            ("white-space", "normal"), ("overflow", "hidden"), ("text-overflow", nil),
            ("max-height", "\(lines)lh"),
          ])
        }
      },
      reset: { component in
        text(component).setStyles([
          ("white-space", nil), ("overflow", nil), ("text-overflow", nil), ("max-height", nil),
        ])
      })
    notShown(
      .adjustsFontSizeToFitWidth, on: type, as: Bool.self,
      because: "CSS cannot shrink text to fit its box")
    css(.textTransform, on: type, as: String.self, "text-transform", host: host) { $0 }
    css(.letterSpacing, on: type, as: Double.self, "letter-spacing", host: host) {
      CSSValues.pixels($0)
    }
    css(.lineSpacing, on: type, as: Double.self, "line-height", host: host) {
      "calc(1.2em + \(CSSValues.pixels($0)))"
    }
  }

  /// A font from a descriptor (`font`) and/or its name, size and weight; text styles give sizes,
  /// iOS system-font keywords the platform's UI font.
  mutating func font<C: HTMLView>(
    _ properties: [PropertyName], on type: C.Type,
    host: @escaping (C) -> HTMLElement
  ) {
    let names = properties
    registry.registerCompound(
      properties, on: type,
      apply: { component, values in
        let descriptor = FontDescriptor(values, properties: names)
        let face = CSSValues.font(name: descriptor.name)
        // With a text style the size follows the text size the page shows (Dynamic Type), as
        // the Apple adapters scale it; a size without one does not, as on iOS.
        let size = (descriptor.size ?? descriptor.textStyle?.defaultPointSize).map {
          CSSValues.fontSize($0, scalingWith: descriptor.textStyle)
        }
        let weight =
          descriptor.weight?.numericValue ?? face.weight
          ?? descriptor.textStyle.map(\.defaultWeight.numericValue).flatMap { $0 == 400 ? nil : $0 }
        host(component).setStyles([
          (
            "font-family", descriptor.name == nil && descriptor.textStyle == nil ? nil : face.family
          ),
          ("font-size", size), ("font-weight", weight.map(String.init)),
          ("font-style", face.italic ? "italic" : nil),
        ])
      },
      reset: { component in
        host(component).setStyles([
          ("font-family", nil), ("font-size", nil), ("font-weight", nil), ("font-style", nil),
        ])
      })
  }

  // MARK: - Controls

  mutating func registerControls() {
    contentImage(
      .image, on: HTMLButton.self, host: { $0.imageView.ownerImageElement },
      onSet: { button, isSet in
        button.imageView.ownerImageChanged(isSet)
      })
    css(.contentEdgeInsets, on: HTMLButton.self, as: Insets.self, "padding") {
      CSSValues.insets($0)
    }
    css(
      .titleEdgeInsets, on: HTMLButton.self, as: Insets.self, "margin",
      host: { $0.titleLabel.element },
      value: { CSSValues.insets($0) }
    )
    css(
      .imageEdgeInsets, on: HTMLButton.self, as: Insets.self, "margin",
      host: { $0.imageView.element },
      value: { CSSValues.insets($0) }
    )
    registry.registerPart(.titleLabel, on: HTMLButton.self) { $0.titleLabel }
    registry.registerPart(.imageView, on: HTMLButton.self) { $0.imageView }

    css(
      .placeholderColor, on: HTMLTextField.self, as: RGBAColor.self, "color",
      host: { $0.placeholderElement },
      value: { CSSValues.color($0) }
    )
    keywordClass(.borderStyle, on: HTMLTextField.self, prefix: "lv-border-style-")
    notShown(
      .keyboardAppearance, on: HTMLTextField.self, as: String.self,
      because: "a web page cannot choose the keyboard")
    notShown(
      .keyboardAppearance, on: HTMLTextView.self, as: String.self,
      because: "a web page cannot choose the keyboard")
    css(
      .contentInset, on: HTMLTextView.self, as: Insets.self, "padding", host: { $0.textElement },
      value: { CSSValues.insets($0) })

    contentImage(
      .image, on: HTMLImageView.self, host: { $0.imageElement },
      onSet: { view, isSet in view.ownImageChanged(isSet) })
    contentImage(.highlightedImage, on: HTMLImageView.self, host: { $0.highlightedImageElement })
    css(.contentMode, on: HTMLImageView.self, as: String.self, "--lv-object-fit") { mode in
      [
        "scaleToFill": "fill", "scaleAspectFit": "contain", "scaleAspectFill": "cover",
        "redraw": "fill",
      ][mode] ?? "none"
    }

    css(.dividerColor, on: HTMLSegmentedControl.self, as: RGBAColor.self, "--lv-divider-color") {
      CSSValues.color($0)
    }
    backgroundImage(.dividerImage, on: HTMLSegmentedControl.self, variable: "--lv-divider-image")
    backgroundImage(
      .selectedBackgroundImage, on: HTMLSegmentedControl.self, variable: "--lv-selected-image")
    backgroundImage(
      .unselectedBackgroundImage, on: HTMLSegmentedControl.self, variable: "--lv-unselected-image")
    notShown(
      .iosStyle, on: HTMLSegmentedControl.self, as: String.self,
      because: "an iOS drawing style has no CSS equivalent")

    css(
      .minimumTrackTintColor, on: HTMLSlider.self, as: RGBAColor.self, "background-color",
      host: { $0.minimumTrackElement },
      value: { CSSValues.color($0) }
    )
    css(
      .maximumTrackTintColor, on: HTMLSlider.self, as: RGBAColor.self, "background-color",
      host: { $0.maximumTrackElement },
      value: { CSSValues.color($0) }
    )
    css(
      .thumbTintColor, on: HTMLSlider.self, as: RGBAColor.self, "background-color",
      host: { $0.thumbElement },
      value: { CSSValues.color($0) }
    )
    backgroundImage(.thumbImage, on: HTMLSlider.self, host: { $0.thumbElement })
    contentImage(.minimumValueImage, on: HTMLSlider.self, host: { $0.minimumImageElement })
    contentImage(.maximumValueImage, on: HTMLSlider.self, host: { $0.maximumImageElement })

    css(.onTintColor, on: HTMLSwitch.self, as: RGBAColor.self, "--lv-on-tint") {
      CSSValues.color($0)
    }
    css(.offTintColor, on: HTMLSwitch.self, as: RGBAColor.self, "--lv-off-tint") {
      CSSValues.color($0)
    }
    css(
      .thumbTintColor, on: HTMLSwitch.self, as: RGBAColor.self, "background-color",
      host: { $0.thumbElement },
      value: { CSSValues.color($0) }
    )
    contentImage(.onImage, on: HTMLSwitch.self, host: { $0.onImageElement })
    contentImage(.offImage, on: HTMLSwitch.self, host: { $0.offImageElement })

    contentImage(.incrementImage, on: HTMLStepper.self, host: { $0.incrementImageElement })
    contentImage(.decrementImage, on: HTMLStepper.self, host: { $0.decrementImageElement })
    backgroundImage(.dividerImage, on: HTMLStepper.self, host: { $0.dividerElement })

    css(
      .progressTintColor, on: HTMLProgressView.self, as: RGBAColor.self, "background-color",
      host: { $0.progressElement },
      value: { CSSValues.color($0) }
    )
    css(.trackTintColor, on: HTMLProgressView.self, as: RGBAColor.self, "--lv-track-tint") {
      CSSValues.color($0)
    }
    backgroundImage(.progressImage, on: HTMLProgressView.self, host: { $0.progressElement })
    backgroundImage(.trackImage, on: HTMLProgressView.self, variable: "--lv-track-image")

    css(.color, on: HTMLActivityIndicator.self, as: RGBAColor.self, "--lv-spinner-color") {
      CSSValues.color($0)
    }
    css(
      .boxColor, on: HTMLActivityIndicator.self, as: RGBAColor.self, "background-color",
      host: { $0.boxElement },
      value: { CSSValues.color($0) }
    )
    css(.coverColor, on: HTMLActivityIndicator.self, as: RGBAColor.self, "--lv-cover-color") {
      CSSValues.color($0)
    }
  }

  // MARK: - Containers

  mutating func registerContainers() {
    css(.indicatorStyle, on: HTMLScrollView.self, as: String.self, "scrollbar-color") { style in
      switch style {
      case "black": return "rgb(0 0 0 / 0.5) transparent"
      case "white": return "rgb(255 255 255 / 0.6) transparent"
      default: return "auto"
      }
    }
    css(
      .contentInset, on: HTMLScrollView.self, as: Insets.self, "padding", host: { $0.contentBox },
      value: { CSSValues.insets($0) })

    // Separators are drawn by the cells; the table's values reach them through CSS variables.
    css(.separatorColor, on: HTMLTableView.self, as: RGBAColor.self, "--lv-separator-color") {
      CSSValues.color($0)
    }
    keywordClass(.separatorStyle, on: HTMLTableView.self, prefix: "lv-separator-style-")
    registry.register(
      .separatorInset, on: HTMLTableView.self, as: Insets.self,
      set: { table, insets in
        // Directional insets (leading, trailing) hold the line's start and end edges: they swap
        // in a right-to-left page.
        table.element.setStyle("--lv-separator-inset", CSSValues.pixels(insets.left))
        table.element.setStyle("--lv-separator-inset-right", CSSValues.pixels(insets.right))
        table.element.setClass("lv-separator-directional", insets.isDirectional)
      },
      reset: { table in
        table.element.setStyle("--lv-separator-inset", nil)
        table.element.setStyle("--lv-separator-inset-right", nil)
        table.element.setClass("lv-separator-directional", false)
      })
    css(.rowHeight, on: HTMLTableView.self, as: Double.self, "--lv-row-height") {
      CSSValues.pixels($0)
    }
    css(
      .sectionHeaderHeight, on: HTMLTableView.self, as: Double.self, "height",
      host: { $0.headerElement },
      value: { CSSValues.pixels($0) }
    )
  }

  // MARK: - Cells

  mutating func registerCells() {
    css(
      .detailTextColor, on: HTMLTableViewCell.self, as: RGBAColor.self, "color",
      host: { $0.detailSlot },
      value: { CSSValues.color($0) }
    )
    font([.detailFontName, .detailFontSize], on: HTMLTableViewCell.self, host: { $0.detailSlot })
    css(.separatorColor, on: HTMLTableViewCell.self, as: RGBAColor.self, "--lv-separator-color") {
      CSSValues.color($0)
    }
    // UIKit's selectedBackgroundView covers the background while the cell is selected or highlighted.
    registry.register(
      .selectedBackground, on: HTMLTableViewCell.self, as: Paint.self,
      set: { cell, paint in
        cell.element.setStyle("--lv-selected-background", CSSValues.paint(paint))
        cell.element.setClass("lv-has-selected-background", true)
      },
      reset: { cell in
        cell.element.setStyle("--lv-selected-background", nil)
        cell.element.setClass("lv-has-selected-background", false)
      })
    css(
      .accessoryColor, on: HTMLTableViewCell.self, as: RGBAColor.self, "color",
      host: { $0.accessoryElement },
      value: { CSSValues.color($0) }
    )
    registry.registerPart(.textLabel, on: HTMLTableViewCell.self) { $0.textLabel }
    registry.registerPart(.detailTextLabel, on: HTMLTableViewCell.self) { $0.detailTextLabel }
    registry.registerPart(.contentView, on: HTMLTableViewCell.self) { $0.contentView }
    registry.registerPart(.imageView, on: HTMLTableViewCell.self) { $0.imageView }

    registry.registerPart(.button, on: HTMLTableViewCellWithControl.self) { $0.button }
    registry.registerPart(.textField, on: HTMLTableViewCellWithControl.self) { $0.textField }
    registry.registerPart(.switch, on: HTMLTableViewCellWithControl.self) { $0.switchControl }
    registry.registerPart(.label, on: HTMLTableViewCellWithControl.self) { $0.label }

    registry.register(
      .indentationWidth, on: HTMLTreeBrowserCell.self, as: Double.self,
      get: { $0.indentationWidth },
      set: { $0.indentationWidth = $1 })
    css(
      .disclosureColor, on: HTMLTreeBrowserCell.self, as: RGBAColor.self, "color",
      host: { $0.disclosureElement },
      value: { CSSValues.color($0) }
    )
    contentImage(
      .expandedImage, on: HTMLTreeBrowserCell.self, host: { $0.expandedImageElement },
      onSet: { cell, isSet in
        cell.disclosureElement.setClass("lv-has-expanded-image", isSet)
      })
    contentImage(
      .collapsedImage, on: HTMLTreeBrowserCell.self, host: { $0.collapsedImageElement },
      onSet: { cell, isSet in
        cell.disclosureElement.setClass("lv-has-collapsed-image", isSet)
      })
  }

  // MARK: - Bars

  mutating func registerBars() {
    bar(HTMLNavigationBar.self, shadow: { $0.shadowElement })
    bar(HTMLToolBar.self, shadow: { $0.shadowElement })
    bar(HTMLTabBar.self, shadow: { $0.shadowElement })
    bar(HTMLSearchBar.self, shadow: { $0.shadowElement })

    css(
      .titleVerticalPositionAdjustment, on: HTMLNavigationBar.self, as: Double.self, "top",
      host: { $0.titleElement },
      value: { CSSValues.pixels($0) }
    )
    // Used only on a phone in landscape: the page says which (HTMLRenderer marks the body).
    registry.register(
      .backgroundImageLandscapePhone, on: HTMLNavigationBar.self, as: ImageSource.self,
      set: { [images] bar, image throws(ApplierNotice) in
        let attribute = "data-lv-background-image-landscape-phone"
        switch images.show(image) {
        case .embedded(let url):
          bar.element.setAttribute(attribute, nil)
          bar.element.setStyle("--lv-landscape-background", CSSValues.url(url))
          bar.element.setClass("lv-has-landscape-background", true)
        case let .placeholder(label, reason):
          bar.element.setAttribute(attribute, label)
          bar.element.setStyle("--lv-landscape-background", nil)
          bar.element.setClass("lv-has-landscape-background", false)
          throw ApplierNotice(reason)
        }
      },
      reset: { bar in
        bar.element.setAttribute("data-lv-background-image-landscape-phone", nil)
        bar.element.setStyle("--lv-landscape-background", nil)
        bar.element.setClass("lv-has-landscape-background", false)
      })

    notShown(
      .iosStyle, on: HTMLBarButtonItem.self, as: String.self,
      because: "an iOS drawing style has no CSS equivalent")

    css(
      .selectedImageTintColor, on: HTMLTabBar.self, as: RGBAColor.self, "--lv-selected-image-tint"
    ) { CSSValues.color($0) }
    css(.unselectedItemTintColor, on: HTMLTabBar.self, as: RGBAColor.self, "--lv-unselected-tint") {
      CSSValues.color($0)
    }
    backgroundImage(
      .selectionIndicatorImage, on: HTMLTabBar.self, variable: "--lv-selection-indicator")
    backgroundImage(.indicatorImage, on: HTMLTabBar.self, variable: "--lv-indicator-image")

    backgroundImage(
      .searchFieldBackgroundImage, on: HTMLSearchBar.self, variable: "--lv-search-field-image")
    backgroundImage(.scopeBarBackgroundImage, on: HTMLSearchBar.self, host: { $0.scopeElement })
    registry.register(
      .scopeBackground, on: HTMLSearchBar.self, as: Paint.self,
      set: { bar, paint in bar.scopeElement.setStyle("background", CSSValues.paint(paint)) },
      reset: { $0.scopeElement.setStyle("background", nil) })
    registry.registerPart(.searchField, on: HTMLSearchBar.self) { $0.searchField }
    registry.registerPart(.scopeBar, on: HTMLSearchBar.self) { $0.scopeBar }
  }

  /// The properties every bar has.
  mutating func bar<C: HTMLView>(
    _ type: C.Type, shadow: @escaping (C) -> HTMLElement
  ) {
    css(.barTintColor, on: type, as: RGBAColor.self, "--lv-bar-tint") { CSSValues.color($0) }
    keywordClass(.barStyle, on: type, prefix: "lv-bar-style-")
    registry.register(
      .translucent, on: type, as: Bool.self,
      set: { bar, isTranslucent in bar.element.setClass("lv-opaque", !isTranslucent) },
      reset: { $0.element.setClass("lv-opaque", false) })
    backgroundImage(.shadowImage, on: type, host: shadow)
    notShown(
      .iosStyle, on: type, as: String.self, because: "an iOS drawing style has no CSS equivalent")
  }
}

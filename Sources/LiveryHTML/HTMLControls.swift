public import LiveryCore

/// A tappable button (catalog `Button`) with its parts: `imageView` and `titleLabel`.
public final class HTMLButton: HTMLView {
  public let titleLabel: HTMLLabel
  public let imageView = HTMLImageView(hidesWithoutImage: true)

  public init(title: String = "Button", styleNames: [StyleName] = []) {
    titleLabel = HTMLLabel(text: title)
    super.init(type: .button, styleNames: styleNames)
    element.setAttribute("role", "button")
    adopt(imageView, in: element)
    adopt(titleLabel, in: element)
  }
}

/// A segmented control (catalog `SegmentedControl`): segments with dividers, one selected.
public final class HTMLSegmentedControl: HTMLView {
  public private(set) var segmentElements: [HTMLElement] = []
  public private(set) var dividerElements: [HTMLElement] = []

  public init(
    segments: [String] = ["First", "Second", "Third"], selectedIndex: Int = 0,
    styleNames: [StyleName] = []
  ) {
    super.init(type: .segmentedControl, styleNames: styleNames)
    for (index, title) in segments.enumerated() {
      if index > 0 {
        let divider = HTMLElement("span", classes: ["lv-divider"])
        dividerElements.append(divider)
        element.children.append(divider)
      }
      let segment = HTMLElement(
        "span", classes: ["lv-segment"] + (index == selectedIndex ? ["lv-selected"] : []),
        text: title)
      segmentElements.append(segment)
      element.children.append(segment)
    }
  }
}

/// A slider (catalog `Slider`): value images, the track on each side of the thumb, the thumb.
public final class HTMLSlider: HTMLView {
  public let minimumImageElement = HTMLElement("span", classes: ["lv-minimum-image"])
  public let minimumTrackElement = HTMLElement("span", classes: ["lv-minimum-track"])
  public let thumbElement = HTMLElement("span", classes: ["lv-thumb"])
  public let maximumTrackElement = HTMLElement("span", classes: ["lv-maximum-track"])
  public let maximumImageElement = HTMLElement("span", classes: ["lv-maximum-image"])

  /// 0…1.
  public var value: Double {
    didSet { update() }
  }

  public init(value: Double = 0.4, styleNames: [StyleName] = []) {
    self.value = value
    super.init(type: .slider, styleNames: styleNames)
    let track = HTMLElement(
      "span", classes: ["lv-track"],
      children: [minimumTrackElement, thumbElement, maximumTrackElement])
    element.children = [minimumImageElement, track, maximumImageElement]
    update()
  }

  private func update() {
    let percent = CSSValues.number(min(max(value, 0), 1) * 100, places: 2) + "%"
    minimumTrackElement.setStyle("flex-basis", percent)
  }
}

/// An on/off switch (catalog `Switch`).
public final class HTMLSwitch: HTMLView {
  public let trackElement = HTMLElement("span", classes: ["lv-track"])
  public let thumbElement = HTMLElement("span", classes: ["lv-thumb"])
  public let onImageElement = HTMLElement("span", classes: ["lv-on-image"])
  public let offImageElement = HTMLElement("span", classes: ["lv-off-image"])

  public var isOn: Bool {
    didSet { element.setClass("lv-on", isOn) }
  }

  public init(isOn: Bool = true, styleNames: [StyleName] = []) {
    self.isOn = isOn
    super.init(type: .switch, styleNames: styleNames)
    trackElement.children = [onImageElement, offImageElement, thumbElement]
    element.children = [trackElement]
    element.setClass("lv-on", isOn)
  }
}

/// A stepper (catalog `Stepper`): decrement and increment segments with a divider.
public final class HTMLStepper: HTMLView {
  public let decrementElement = HTMLElement("span", classes: ["lv-decrement"])
  public let dividerElement = HTMLElement("span", classes: ["lv-divider"])
  public let incrementElement = HTMLElement("span", classes: ["lv-increment"])
  /// Where the theme's images go; the − and + glyphs show until one is set.
  public let decrementImageElement = HTMLElement("span", classes: ["lv-step-image"])
  public let incrementImageElement = HTMLElement("span", classes: ["lv-step-image"])

  public init(styleNames: [StyleName] = []) {
    super.init(type: .stepper, styleNames: styleNames)
    decrementElement.children = [
      HTMLElement("span", classes: ["lv-glyph"], text: "−"), decrementImageElement,
    ]
    incrementElement.children = [
      HTMLElement("span", classes: ["lv-glyph"], text: "+"), incrementImageElement,
    ]
    element.children = [decrementElement, dividerElement, incrementElement]
  }
}

/// A progress bar (catalog `ProgressView`).
public final class HTMLProgressView: HTMLView {
  public let progressElement = HTMLElement("span", classes: ["lv-progress"])

  /// 0…1.
  public var progress: Double {
    didSet { update() }
  }

  public init(progress: Double = 0.6, styleNames: [StyleName] = []) {
    self.progress = progress
    super.init(type: .progressView, styleNames: styleNames)
    element.children = [progressElement]
    update()
  }

  private func update() {
    progressElement.setStyle(
      "width", CSSValues.number(min(max(progress, 0), 1) * 100, places: 2) + "%")
  }
}

/// A busy indicator (catalog `ActivityIndicator`): a cover, a box, the spinner and a text.
public final class HTMLActivityIndicator: HTMLView {
  public let boxElement = HTMLElement("div", classes: ["lv-box"])
  public let spinnerElement = HTMLElement("span", classes: ["lv-spinner"])
  public let textElement = HTMLElement("span", classes: ["lv-text"])

  public init(text: String = "Loading…", styleNames: [StyleName] = []) {
    super.init(type: .activityIndicator, styleNames: styleNames)
    textElement.text = text
    boxElement.children = [spinnerElement, textElement]
    element.children = [boxElement]
  }
}

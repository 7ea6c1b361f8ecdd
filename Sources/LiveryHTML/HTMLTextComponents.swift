public import LiveryCore

/// Static text (catalog `Label`), with an optional detail line.
public final class HTMLLabel: HTMLView {
  /// The text element (line count and spacing apply here).
  public let textElement = HTMLElement("span", classes: ["lv-text"])
  /// The detail line, shown when `detailText` is set.
  public let detailElement = HTMLElement("span", classes: ["lv-detail"])

  public var text: String {
    get { textElement.text ?? "" }
    set { textElement.text = newValue }
  }

  public var detailText: String? {
    didSet { updateDetail() }
  }

  public init(text: String = "Label", detailText: String? = nil, styleNames: [StyleName] = []) {
    super.init(type: .label, styleNames: styleNames)
    textElement.text = text
    element.children = [textElement]
    self.detailText = detailText
    updateDetail()
  }

  private func updateDetail() {
    detailElement.text = detailText
    element.children = detailText == nil ? [textElement] : [textElement, detailElement]
  }
}

/// A one-line text input (catalog `TextField`), drawn as a box with its text or placeholder.
public final class HTMLTextField: HTMLView {
  public let textElement = HTMLElement("span", classes: ["lv-text"])
  public let placeholderElement = HTMLElement("span", classes: ["lv-placeholder"])

  public var text: String {
    didSet { update() }
  }
  public var placeholder: String {
    didSet { update() }
  }

  public init(text: String = "", placeholder: String = "Placeholder", styleNames: [StyleName] = [])
  {
    self.text = text
    self.placeholder = placeholder
    super.init(type: .textField, styleNames: styleNames)
    update()
  }

  private func update() {
    textElement.text = text
    placeholderElement.text = placeholder
    element.children = text.isEmpty ? [placeholderElement] : [textElement]
  }
}

/// A multi-line text view (catalog `TextView`).
public final class HTMLTextView: HTMLView {
  public let textElement = HTMLElement("div", classes: ["lv-text"])

  public var text: String {
    get { textElement.text ?? "" }
    set { textElement.text = newValue }
  }

  public init(
    text: String = "A text view shows several lines of text, wrapping at its edges.",
    styleNames: [StyleName] = []
  ) {
    super.init(type: .textView, styleNames: styleNames)
    textElement.text = text
    element.children = [textElement]
  }
}

/// An image (catalog `ImageView`), with the image it shows when highlighted.
///
/// As a part (a button's or a cell's `imageView`) it is hidden until an image is set — by its own
/// style or by its owner's `image` — as UIKit's is.
public final class HTMLImageView: HTMLView {
  /// The normal image; a labelled placeholder until an image is set.
  public let imageElement = HTMLElement("span", classes: ["lv-image"])
  public let highlightedImageElement = HTMLElement("span", classes: ["lv-highlighted-image"])
  /// The image its owner sets (a button's `image`); its own image wins.
  public let ownerImageElement = HTMLElement("span", classes: ["lv-owner-image"])
  /// Whether it is hidden while it has no image (parts are).
  public let hidesWithoutImage: Bool
  private var hasOwnImage = false
  private var hasOwnerImage = false

  public init(hidesWithoutImage: Bool = false, styleNames: [StyleName] = []) {
    self.hidesWithoutImage = hidesWithoutImage
    super.init(type: .imageView, styleNames: styleNames)
    element.children = [imageElement, ownerImageElement, highlightedImageElement]
    if hidesWithoutImage { isHidden = true }
  }

  func ownImageChanged(_ isSet: Bool) {
    hasOwnImage = isSet
    updateVisibility()
  }

  func ownerImageChanged(_ isSet: Bool) {
    hasOwnerImage = isSet
    updateVisibility()
  }

  private func updateVisibility() {
    if hidesWithoutImage { isHidden = !(hasOwnImage || hasOwnerImage) }
  }
}

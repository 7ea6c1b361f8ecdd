public import LiveryCore
@_spi(LiveryAdapter) import LiveryRuntime

/// A scrolling container (catalog `ScrollView`): subviews go into its content.
public final class HTMLScrollView: HTMLView {
  public let contentBox = HTMLElement("div", classes: ["lv-content"])

  public init(styleNames: [StyleName] = []) {
    super.init(type: .scrollView, styleNames: styleNames)
    element.children = [contentBox]
  }

  public override var contentElement: HTMLElement { contentBox }
}

/// A list (catalog `TableView`): an optional section header, then its cells (subviews).
public final class HTMLTableView: HTMLView {
  public let headerElement = HTMLElement("div", classes: ["lv-section-header"])
  public let rowsElement = HTMLElement("div", classes: ["lv-rows"])

  public init(sectionTitle: String? = "Section", styleNames: [StyleName] = []) {
    super.init(type: .tableView, styleNames: styleNames)
    headerElement.text = sectionTitle
    element.children = sectionTitle == nil ? [rowsElement] : [headerElement, rowsElement]
  }

  public override var contentElement: HTMLElement { rowsElement }
}

/// A list row (catalog `TableViewCell`) with the parts a `UITableViewCell` has: `imageView`,
/// `contentView` holding `textLabel` and `detailTextLabel`, and an accessory.
public class HTMLTableViewCell: HTMLView {
  public let imageView = HTMLImageView(hidesWithoutImage: true)
  public let contentView = HTMLView()
  public let textLabel: HTMLLabel
  public let detailTextLabel: HTMLLabel
  /// Holds the detail label: the cell's `detail…` properties style it, the part's own style wins.
  public let detailSlot = HTMLElement("span", classes: ["lv-detail-slot"])
  public let accessoryElement = HTMLElement("span", classes: ["lv-accessory"], text: "›")

  public convenience init(
    text: String = "Title", detailText: String? = "Detail", styleNames: [StyleName] = []
  ) {
    self.init(type: .tableViewCell, text: text, detailText: detailText, styleNames: styleNames)
  }

  /// A cell of a subclass of this module, `type` marking its root element.
  init(type: TargetType, text: String, detailText: String?, styleNames: [StyleName]) {
    textLabel = HTMLLabel(text: text)
    detailTextLabel = HTMLLabel(text: detailText ?? "")
    super.init(type: type, styleNames: styleNames)
    contentView.element.classes.append("lv-content")
    adopt(imageView, in: element)
    adopt(contentView, in: element)
    contentView.adopt(textLabel, in: contentView.element)
    adopt(detailTextLabel, in: detailSlot)
    detailTextLabel.isHidden = detailText == nil
    contentView.element.children.append(detailSlot)
    element.children.append(accessoryElement)
  }

  public override var contentElement: HTMLElement { contentView.element }
}

/// A row holding a control (catalog `TableViewCellWithControl`): a `label` and one of its
/// controls (`switch`, `button` or `textField`), all of them parts.
public final class HTMLTableViewCellWithControl: HTMLTableViewCell {
  /// Which control the row shows.
  public enum Control: Sendable {
    case `switch`, button, textField
  }

  public let label: HTMLLabel
  public let switchControl = HTMLSwitch()
  public let button = HTMLButton(title: "Action")
  public let textField = HTMLTextField(placeholder: "Value")

  public init(text: String = "Setting", control: Control = .switch, styleNames: [StyleName] = []) {
    label = HTMLLabel(text: text)
    super.init(type: .tableViewCellWithControl, text: "", detailText: nil, styleNames: styleNames)
    textLabel.isHidden = true
    accessoryElement.text = nil
    let slot = HTMLElement("span", classes: ["lv-control"])
    contentView.adopt(label, in: contentView.element)
    adopt(switchControl, in: slot)
    adopt(button, in: slot)
    adopt(textField, in: slot)
    switchControl.isHidden = control != .switch
    button.isHidden = control != .button
    textField.isHidden = control != .textField
    element.children.insert(slot, at: element.children.count - 1)
  }
}

/// A row of the tree browser (catalog `TreeBrowserCell`): a cell indented by its level, with a
/// disclosure control for rows that have children.
public final class HTMLTreeBrowserCell: HTMLTableViewCell {
  public let disclosureElement = HTMLElement("span", classes: ["lv-disclosure"])
  public let expandedImageElement = HTMLElement("span", classes: ["lv-expanded-image"])
  public let collapsedImageElement = HTMLElement("span", classes: ["lv-collapsed-image"])

  /// How deep the row is (0: top level).
  public var level: Int {
    didSet { updateIndentation() }
  }
  /// Indentation per level, in points (the theme's `indentationWidth` sets it).
  public var indentationWidth: Double = 10 {
    didSet { updateIndentation() }
  }
  public var isExpandable: Bool {
    didSet { disclosureElement.setClass("lv-hidden", !isExpandable) }
  }
  public var isExpanded: Bool {
    didSet { syncExpanded() }
  }

  public init(
    text: String = "Folder", detailText: String? = nil, level: Int = 1, isExpandable: Bool = true,
    isExpanded: Bool = false,
    styleNames: [StyleName] = []
  ) {
    self.level = level
    self.isExpandable = isExpandable
    self.isExpanded = isExpanded
    super.init(type: .treeBrowserCell, text: text, detailText: detailText, styleNames: styleNames)
    disclosureElement.children = [expandedImageElement, collapsedImageElement]
    element.children.insert(disclosureElement, at: 0)
    disclosureElement.setClass("lv-hidden", !isExpandable)
    element.setClass("lv-expanded", isExpanded)
    updateIndentation()
  }

  /// Expanded when the browser says so, or in the `Expanded` state (a gallery row draws the
  /// state): the disclosure then points down, as the state's style is for an open row.
  private func syncExpanded() {
    element.setClass(
      "lv-expanded",
      isExpanded || activeStates.contains { $0.rawValue.lowercased() == "expanded" })
  }

  override func syncStateClasses() {
    super.syncStateClasses()
    syncExpanded()
  }

  private func updateIndentation() {
    element.setStyle("--lv-indentation", CSSValues.pixels(Double(max(level, 0)) * indentationWidth))
  }
}

import Foundation
public import LiveryComponents
public import LiveryCore
public import LiveryHTML
import LiveryRuntime

/// What the tree page shows, read from its URL: the levels opened, edit mode, the checked
/// leaves, and a leaf selection or action to report (`/tree?at=phones,android&edit=1&checked=p1`).
public struct TreeState: Sendable, Equatable {
  public var path: [String] = []
  public var isEditing = false
  public var checked: [String] = []
  /// A leaf just selected (the page shows it as an alert).
  public var leaf: String?
  /// An action just run.
  public var action: String?

  public init() {}

  public init(query: [(name: String, value: String)]) {
    for (name, value) in query {
      let list = value.split(separator: ",").map(String.init).filter { !$0.isEmpty }
      switch name {
      case "at": path = list
      case "edit": isEditing = value == "1"
      case "checked": checked = list
      case "leaf": leaf = value.isEmpty ? nil : value
      case "action": action = value.isEmpty ? nil : value
      default: break
      }
    }
  }

  /// The state after `event` on `content`.
  public func applying(_ event: TreeEvent, in content: any TreeContentProvider) -> TreeState {
    var next = self
    next.leaf = nil
    next.action = nil
    switch event {
    case .select(let id):
      if isEditing {
        if let index = next.checked.firstIndex(of: id) { next.checked.remove(at: index) } else { next.checked.append(id) }
      } else if content.isLeaf(id) {
        next.leaf = id
      } else {
        next.path.append(id)
      }
    case .back:
      next.path = Array(path.dropLast())
      next.isEditing = false
      next.checked = []
    case .edit(let on):
      next.isEditing = on
      next.checked = []
    case .perform(let id):
      next.action = id
    }
    return next
  }

  /// The page's address for this state.
  public var url: String {
    var items: [String] = []
    if !path.isEmpty { items.append("at=" + Self.escape(path.joined(separator: ","))) }
    if isEditing { items.append("edit=1") }
    if !checked.isEmpty { items.append("checked=" + Self.escape(checked.joined(separator: ","))) }
    if let leaf { items.append("leaf=" + Self.escape(leaf)) }
    if let action { items.append("action=" + Self.escape(action)) }
    return "/tree" + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
  }

  private static func escape(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~,"))) ?? text
  }
}

/// The preview's tree page: a sample tree in the theme, light and dark side by side, every tap a
/// link (it works without JavaScript; the script only adds live reload).
@MainActor
public enum TreePage {
  /// Products ▸ Laptops, Phones ▸ Android, Accessories (its badge says "new"), Help.
  nonisolated public static let sample: TreeContent = {
    var content = TreeContent(rootLabel: "Products")
    let items: [(String, String, String?, ImageSource?)] = [
      ("laptops", "Laptops", nil, nil), ("x1", "ThinkPad X1", "laptops", .named("laptopcomputer")),
      ("t14", "ThinkPad T14", "laptops", .named("laptopcomputer")), ("air", "MacBook Air", "laptops", .named("laptopcomputer")),
      ("phones", "Phones", nil, nil), ("android", "Android", "phones", nil), ("pixel", "Pixel 9", "android", .named("iphone")),
      ("galaxy", "Galaxy S25", "android", .named("iphone")), ("iphone", "iPhone 17", "phones", .named("iphone")),
      ("accessories", "Accessories", nil, nil), ("cables", "Cables", "accessories", nil), ("usbc", "USB-C cable", "cables", nil),
      ("case", "Phone case", "accessories", nil), ("help", "Help", nil, nil),
    ]
    for (id, label, parent, image) in items {
      try? content.add(TreeItem(id: id, label: label, image: image), to: parent ?? TreeContent.rootID)
    }
    return content
  }()

  public static let actions = [TreeAction(id: "order", label: "Order"), TreeAction(id: "compare", label: "Compare")]

  /// The whole page for `state`, in `columns` (light and dark by default).
  public static func render(
    theme: CompiledTheme, state: TreeState, diagnostics: [Diagnostic], showsLastGood: Bool, generation: Int,
    columns: [StyleEnvironment] = [.default, .default.setting(.colorScheme, to: "dark")]
  ) -> String {
    let styles = TreeStyles(theme: theme)
    var output = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Livery preview: tree</title>\n"
    output += "<style>\n" + HTMLRenderer.stylesheet + "\n" + GalleryPage.css + "\n" + css + "\n</style>\n</head>\n"
    output += "<body class=\"lv-page lv-preview\" data-generation=\"\(generation)\">\n"
    output += "<header class=\"lv-toolbar\" id=\"lv-toolbar\"><a href=\"/\">Gallery</a> · <strong>Tree</strong></header>\n"
    output += GalleryPage.banner(diagnostics: diagnostics + styles.diagnostics, showsLastGood: showsLastGood)
    output += "<main id=\"lv-gallery\" class=\"lv-tree-page\">\n"
    for environment in columns {
      var message: String?
      let browser = TreeBrowser(
        content: sample, actions: actions, badge: { $0.id == "accessories" ? "new" : nil },
        onLeafSelected: { message = "Selected “\($0.label)”" },
        onAction: { action, items in message = "\(action.label): " + items.map(\.label).joined(separator: ", ") })
      replay(state, on: browser)
      let view = HTMLTreeBrowser(browser, styles: styles) { state.applying($0, in: sample).url }
      ThemeApplier(theme: theme, environment: environment, appliers: HTMLAppliers.standard()).applyTree(view)
      let classes = (["lv-tree-column"] + HTMLRenderer.environmentClasses(environment)).joined(separator: " ")
      output += "<section class=\"\(classes)\">\n" + HTMLRenderer.markup(of: view, depth: 1)
      if let message {
        var dismissed = state
        dismissed.leaf = nil
        dismissed.action = nil
        output += "<div class=\"lv-tree-alert\" role=\"alertdialog\"><p>\(HTMLEscaping.text(message))</p>"
        output += "<a href=\"\(HTMLEscaping.attribute(dismissed.url))\">OK</a></div>\n"
      }
      output += "</section>\n"
    }
    output += "</main>\n<script>\n" + GalleryPage.script + "\n</script>\n</body>\n</html>\n"
    return output
  }

  /// Brings a fresh browser to `state` by the same taps a user made; ids that no longer fit (a
  /// level removed by a save) stop the replay there.
  static func replay(_ state: TreeState, on browser: TreeBrowser) {
    for id in state.path {
      let depth = browser.path.count
      browser.select(id)
      if browser.path.count == depth { break }
    }
    if state.isEditing { browser.setEditing(true) }
    for id in state.checked where browser.isEditing { browser.select(id) }
    if let leaf = state.leaf, !browser.isEditing { browser.select(leaf) }
    if let action = state.action { browser.perform(action) }
  }

  static let css = """
    .lv-tree-page { display: flex; gap: 16px; align-items: flex-start; }
    .lv-tree-column { position: relative; width: 375px; min-height: 420px; padding: 0; border-radius: 12px; overflow: hidden; background: rgb(255 255 255); }
    .lv-tree-column.lv-color-scheme-dark { background: rgb(0 0 0); }
    .lv-tree a.lv-link { color: inherit; text-decoration: none; display: block; }
    .lv-tree .lv-NavigationBar a.lv-link { display: inline; }
    .lv-tree-actions { display: flex; gap: 8px; justify-content: space-around; padding: 4px 12px; }
    .lv-tree-badge { margin-left: auto; margin-right: 6px; padding: 1px 8px; min-width: 12px; }
    .lv-tree-alert { position: absolute; left: 40px; right: 40px; top: 120px; padding: 16px; border-radius: 14px; background: rgb(242 242 247 / 0.97); color: rgb(0 0 0); text-align: center; box-shadow: 0 8px 32px rgb(0 0 0 / 0.3); font: 15px system-ui, sans-serif; }
    .lv-tree-alert a { display: block; margin-top: 8px; color: rgb(0 122 255); text-decoration: none; font-weight: 600; }
    """
}

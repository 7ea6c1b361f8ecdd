import Foundation
public import LiveryComponents
public import LiveryCore
public import LiveryHTML
@_spi(LiveryAdapter) import LiveryRuntime

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
        if let index = next.checked.firstIndex(of: id) {
          next.checked.remove(at: index)
        } else {
          next.checked.append(id)
        }
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
    if !path.isEmpty { items.append("at=" + QueryComponent.escape(path.joined(separator: ","))) }
    if isEditing { items.append("edit=1") }
    if !checked.isEmpty {
      items.append("checked=" + QueryComponent.escape(checked.joined(separator: ",")))
    }
    if let leaf { items.append("leaf=" + QueryComponent.escape(leaf)) }
    if let action { items.append("action=" + QueryComponent.escape(action)) }
    return "/tree" + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
  }
}

/// The preview's tree page: a sample tree in the theme, light and dark side by side, every tap a
/// link (it works without JavaScript; the script only adds live reload).
public enum TreePage {
  /// Products ▸ Laptops, Phones ▸ Android, Accessories (its badge says "new"), Help; the leaves
  /// have icons; a badge counts the rows its level shows.
  public static let sample: TreeContent = {
    var content = TreeContent(rootLabel: "Products")
    let items: [(String, String, String?, ImageSource?)] = [
      ("laptops", "Laptops", nil, nil), ("x1", "ThinkPad X1", "laptops", Icon.laptop),
      ("t14", "ThinkPad T14", "laptops", Icon.laptop),
      ("air", "MacBook Air", "laptops", Icon.laptop),
      ("phones", "Phones", nil, nil), ("android", "Android", "phones", nil),
      ("pixel", "Pixel 9", "android", Icon.phone),
      ("galaxy", "Galaxy S25", "android", Icon.phone),
      ("iphone", "iPhone 17", "phones", Icon.phone),
      ("accessories", "Accessories", nil, nil), ("cables", "Cables", "accessories", nil),
      ("usbc", "USB-C cable", "cables", Icon.cable),
      ("case", "Phone case", "accessories", Icon.phone), ("help", "Help", nil, nil),
    ]
    for (id, label, parent, image) in items {
      try? content.add(
        TreeItem(id: id, label: label, image: image), to: parent ?? TreeContent.rootID)
    }
    return content
  }()

  /// The sample's icons: small inline SVGs in a grey that reads on light and dark.
  private enum Icon {
    static let laptop = svg(
      #"<rect x="4" y="5" width="16" height="11" rx="1.5"/><path d="M2 19h20"/>"#)
    static let phone = svg(
      #"<rect x="7" y="2.5" width="10" height="19" rx="2.5"/><path d="M11 18.5h2"/>"#)
    static let cable = svg(
      #"<path d="M6 5v5a3 3 0 0 0 3 3h6a3 3 0 0 1 3 3v6"/><rect x="4" y="1.5" width="4" height="4"/>"#
    )

    static func svg(_ shapes: String) -> ImageSource {
      let text =
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#8E8E93" stroke-width="1.6" stroke-linejoin="round">"##
        + shapes + "</svg>"
      return ImageSource(.data(Array(text.utf8)), size: Size(width: 24, height: 24))
    }
  }

  public static let actions = [
    TreeAction(id: "order", label: "Order"), TreeAction(id: "compare", label: "Compare"),
  ]

  /// The whole page for `state`, in `columns` (light and dark by default).
  public static func render(
    theme: CompiledTheme, state: TreeState, diagnostics: [Diagnostic], showsLastGood: Bool,
    generation: Int,
    columns: [StyleEnvironment] = [.default, .default.setting(.colorScheme, to: "dark")]
  ) -> String {
    let styles = TreeStyles(theme: theme)
    var output =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      + HTMLRenderer.policyMeta(live: true)
    output += "<title>Livery preview: tree</title>\n"
    output +=
      "<style>\n" + HTMLRenderer.stylesheet + "\n" + GalleryPage.css + "\n" + css
      + "\n</style>\n</head>\n"
    output += "<body class=\"lv-page lv-preview\" data-generation=\"\(generation)\">\n"
    output +=
      "<header class=\"lv-toolbar\" id=\"lv-toolbar\"><a href=\"/\">Gallery</a> · <strong>Tree</strong></header>\n"
    output += GalleryPage.banner(
      diagnostics: diagnostics + styles.diagnostics, showsLastGood: showsLastGood)
    output += "<main id=\"lv-gallery\" class=\"lv-tree-page\">\n"
    for environment in columns {
      var message: String?
      let browser = sampleBrowser { message = $0 }
      replay(state, on: browser)
      output += "<section class=\"\(columnClasses(theme.resolvingEnvironment(environment)))\">\n"
      output += markup(of: browser, theme: theme, styles: styles, environment: environment) {
        state.applying($0, in: sample).url
      }
      if let message {
        var dismissed = state
        dismissed.leaf = nil
        dismissed.action = nil
        output +=
          "<div class=\"lv-tree-alert\" role=\"alertdialog\"><p>\(HTMLEscaping.text(message))</p>"
        output += "<a href=\"\(HTMLEscaping.attribute(dismissed.url))\">OK</a></div>\n"
      }
      output += "</section>\n"
    }
    output += "</main>\n<script>\n" + GalleryPage.script + "\n</script>\n</body>\n</html>\n"
    return output
  }

  /// A browser on the sample in action mode; what a leaf selection or an action reports goes to `report`.
  static func sampleBrowser(report: @escaping (String) -> Void = { _ in }) -> TreeBrowser {
    TreeBrowser(
      // A row's badge counts the rows its level shows (Phones: Android and iPhone 17), not
      // the leaves deeper down, which a reader opening it would not find there.
      content: sample, actions: actions,
      badge: { $0.id == "accessories" ? "new" : String(sample.children(of: $0.id).count) },
      onLeafSelected: { report("Selected “\($0.label)”") },
      onAction: { action, items in
        report("\(action.label): " + items.map(\.label).joined(separator: ", "))
      })
  }

  /// `browser`'s level styled by `theme` in `environment`; `link` gives each tap's address (none: a picture).
  static func markup(
    of browser: TreeBrowser, theme: CompiledTheme, styles: TreeStyles,
    environment: StyleEnvironment,
    link: (TreeEvent) -> String? = { _ in nil }
  ) -> String {
    let view = HTMLTreeBrowser(browser, styles: styles, link: link)
    ThemeApplier(theme: theme, environment: environment, appliers: HTMLAppliers.standard())
      .applyTree(view)
    return HTMLRenderer.markup(of: view, depth: 1)
  }

  /// The gallery shows the tree's parts alone for this type (`/?type=TreeBrowser`), and after
  /// every catalog type when no type is chosen.
  public static let galleryType: TargetType = "TreeBrowser"

  /// The gallery's section on the tree: each styled part in every column — a level with its title,
  /// cells and badges (one pressed), and a level in edit mode with a checked leaf and the action bar.
  static func gallerySection(
    theme: CompiledTheme, columns: [(value: String, environment: StyleEnvironment)],
    axis: EnvironmentAxis, live: Bool
  ) -> String {
    let styles = TreeStyles(theme: theme)
    let root = sampleBrowser()
    root.highlight("phones")
    let editing = sampleBrowser()
    replay(TreeState(query: [("at", "phones"), ("edit", "1"), ("checked", "iphone")]), on: editing)
    let keys = TreePart.allCases.map { $0.keys.map(\.rawValue).joined(separator: " + ") }.joined(
      separator: ", ")
    var output =
      "<section class=\"lv-type lv-tree-parts\" id=\"type-\(galleryType.rawValue)\">\n<h2>Tree browser</h2>\n"
    output += "<p class=\"lv-note\">Styled through \(HTMLEscaping.text(keys))."
    if live { output += " <a href=\"/tree\">Open the tree page</a>." }
    output += "</p>\n"
    // The default skin shown alone falls back on purpose; a theme is told what it lacks.
    let hasOwnFiles = theme.theme.layers.contains { $0.role.isThemed && !$0.stylesheets.isEmpty }
    if !styles.diagnostics.isEmpty, hasOwnFiles {
      output +=
        "<ul class=\"lv-note\">"
        + styles.diagnostics.map { "<li>\(HTMLEscaping.text($0.message))</li>" }.joined()
        + "</ul>\n"
    }
    output += GalleryPage.matrixHead(
      axis: axis, values: columns.map(\.value), environments: columns.map(\.environment),
      theme: theme)
    for (label, browser) in [
      ("a level, one row pressed", root), ("edit mode, a leaf checked", editing),
    ] {
      output += "<tr><th scope=\"row\">\(label)</th>"
      for column in columns {
        output +=
          "<td class=\"lv-tree-part\"><div class=\"\(columnClasses(theme.resolvingEnvironment(column.environment)))\">\n"
        output +=
          markup(of: browser, theme: theme, styles: styles, environment: column.environment)
          + "</div></td>"
      }
      output += "</tr>\n"
    }
    return output + "</tbody></table></section>\n"
  }

  /// A phone-sized column in `environment`'s colours.
  static func columnClasses(_ environment: StyleEnvironment) -> String {
    (["lv-tree-column"] + HTMLRenderer.environmentClasses(environment)).joined(separator: " ")
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
    .lv-tree-part .lv-tree-column { min-height: 0; }
    .lv-note { font: 12px system-ui, sans-serif; color: rgb(110 110 115); margin: 0 0 8px; }
    .lv-tree-column.lv-color-scheme-dark { background: rgb(0 0 0); }
    .lv-tree a.lv-link { color: inherit; text-decoration: none; display: block; }
    .lv-tree .lv-NavigationBar a.lv-link { display: inline; }
    .lv-tree-actions { display: flex; gap: 8px; justify-content: space-around; padding: 4px 12px; }
    .lv-tree-badge { margin-left: auto; margin-right: 6px; padding: 1px 8px; min-width: 12px; }
    .lv-tree-alert { position: absolute; left: 40px; right: 40px; top: 120px; padding: 16px; border-radius: 14px; background: rgb(242 242 247 / 0.97); color: rgb(0 0 0); text-align: center; box-shadow: 0 8px 32px rgb(0 0 0 / 0.3); font: 15px system-ui, sans-serif; }
    .lv-tree-alert a { display: block; margin-top: 8px; color: rgb(0 122 255); text-decoration: none; font-weight: 600; }
    """
}

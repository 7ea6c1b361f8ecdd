import Foundation
import LiveryCSS
public import LiveryCore
import LiveryHTML

/// The theme's constants and design tokens as a page of their own (`/tokens`, review-tools.md
/// §3): colours as swatches by group, light and dark side by side; the typography scale drawn in
/// its fonts; dimensions as bars; shadows on a card; every alias shown as its chain down to the
/// value, with where each was defined.
public enum TokenPage {
  /// One constant as the page shows it.
  struct Entry {
    let name: String
    let group: String
    let light: ResolvedConstant?
    let dark: ResolvedConstant?
    let location: SourceLocation?
    let declaredType: String?
  }

  /// The constants of the theme's own files (the skin's for the default skin alone), sorted
  /// by name.
  static func entries(of theme: CompiledTheme, schemes: [StyleEnvironment]) -> [Entry] {
    let themed = theme.theme.layers.filter { $0.role.isThemed && !$0.stylesheets.isEmpty }
    // The default skin alone: its own constants, not the palettes every load carries below.
    let layers = themed.isEmpty ? theme.theme.layers.filter { $0.role == .skin } : themed
    var seen: Set<String> = []
    var entries: [Entry] = []
    for layer in layers {
      for sheet in layer.stylesheets {
        for defined in sheet.constants where seen.insert(defined.name).inserted {
          // Where the definition that wins was written (a later file may redefine it).
          let constant =
            theme.constantDefinition(named: defined.name, in: schemes[0])?.constant ?? defined
          // Grouped by the path above the token (`color.background`), or all together for
          // formats whose names have no path.
          let parts = constant.name.split(separator: ".")
          let group =
            parts.count > 2
            ? parts.prefix(2).joined(separator: ".")
            : parts.count == 2 ? String(parts[0]) : "constants"
          entries.append(
            Entry(
              name: constant.name, group: group,
              light: theme.constant(named: constant.name, in: schemes[0]),
              dark: schemes.count > 1 ? theme.constant(named: constant.name, in: schemes[1]) : nil,
              location: constant.location, declaredType: constant.metadata?.declaredType))
        }
      }
    }
    // By group, then name: each group's heading once.
    return entries.sorted { ($0.group, $0.name) < ($1.group, $1.name) }
  }

  /// The whole page.
  public static func render(theme: CompiledTheme, live: Bool = true) -> String {
    let light = StyleEnvironment.default.setting(.colorScheme, to: "light")
    let dark = StyleEnvironment.default.setting(.colorScheme, to: "dark")
    // A light-only theme stays light: one column.
    let schemes = theme.isLightOnly ? [light] : [light, dark]
    let entries = entries(of: theme, schemes: schemes)
    var output =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      + HTMLRenderer.policyMeta(live: live)
    output +=
      "<title>Tokens of \(HTMLEscaping.text(GalleryPage.title(of: theme))) — Livery preview</title>\n<style>\n"
      + HTMLRenderer.stylesheet + "\n" + GalleryPage.css + "\n" + css + "\n</style>\n</head>\n"
    output += "<body class=\"lv-page lv-preview lv-tokens\">\n"
    output +=
      "<h1 class=\"lv-theme-name\">Tokens of \(HTMLEscaping.text(GalleryPage.title(of: theme)))</h1>\n"
    if live { output += "<p class=\"lv-note\"><a href=\"/\">‹ the gallery</a></p>\n" }
    guard !entries.isEmpty else {
      return output
        + "<p class=\"lv-note\">The theme defines no constants or tokens.</p>\n</body>\n</html>\n"
    }
    output +=
      "<p class=\"lv-note\">\(entries.count) constants and tokens; \(schemes.count == 1 ? "light only (the theme never mentions dark)" : "light | dark side by side").</p>\n"
    let sections: [(String, (Entry) -> Bool)] = [
      ("Colours", { isColour($0) }),
      ("Typography", { isTypography($0) }),
      ("Dimensions", { isDimension($0) }),
      ("Shadows", { isShadow($0) }),
    ]
    var shown: Set<String> = []
    for (title, belongs) in sections + [("Other", { _ in true })] {
      let members = entries.filter { !shown.contains($0.name) && belongs($0) }
      guard !members.isEmpty else { continue }
      for member in members { shown.insert(member.name) }
      output +=
        "<section class=\"lv-token-section\"><h2>\(HTMLEscaping.text(title)) <small>(\(members.count))</small></h2>\n"
      var group: String?
      for entry in members {
        if entry.group != group {
          if group != nil { output += "</tbody></table>\n" }
          group = entry.group
          output +=
            "<h3>\(HTMLEscaping.text(entry.group))</h3>\n<table class=\"lv-token-table\"><thead><tr><th>name</th>"
          output += schemes.count == 1 ? "<th>value</th>" : "<th>light</th><th>dark</th>"
          output += "<th>defined</th></tr></thead><tbody>\n"
        }
        output += row(entry, schemes: schemes.count)
      }
      output += "</tbody></table></section>\n"
    }
    return output + "</body>\n</html>\n"
  }

  private static func row(_ entry: Entry, schemes: Int) -> String {
    var output = "<tr><th scope=\"row\"><code>\(HTMLEscaping.text(entry.name))</code>"
    if let type = entry.declaredType {
      output += " <small class=\"lv-token-type\">\(HTMLEscaping.text(type))</small>"
    }
    output += "</th>"
    for constant in [entry.light] + (schemes > 1 ? [entry.dark] : []) {
      output += "<td>\(cell(constant))</td>"
    }
    output += "<td>"
    // Plain text: this page has no source view to open.
    if let location = entry.location {
      output +=
        "<code>\(HTMLEscaping.text("\(SourceLocation.displayed(GalleryPage.displayPath(location.path))):\(location.line):\(location.column)"))</code>"
    }
    return output + "</td></tr>\n"
  }

  /// A value drawn as what it is, with its alias chain.
  private static func cell(_ constant: ResolvedConstant?) -> String {
    guard let constant else { return "<span class=\"lv-note\">—</span>" }
    var output = ""
    switch constant.result {
    case .success(.value(let value)):
      output += drawing(value)
      output +=
        "<code class=\"lv-token-value\">\(HTMLEscaping.text(display(value)))</code>"
    case .success(.style(let name)):
      output += "<code>.\(HTMLEscaping.text(name.rawValue))</code>"
    case .failure(let error):
      output += "<span class=\"lv-token-error\">\(HTMLEscaping.text(error.message))</span>"
    }
    // The chain of aliases below the token (its own name is the row's).
    let chain = constant.references.map(\.spelling).filter {
      $0 != constant.name
        && $0.trimmingCharacters(in: CharacterSet(charactersIn: "{}$@")) != constant.name
    }
    if !chain.isEmpty {
      output +=
        "<div class=\"lv-token-chain\">→ "
        + chain.map { HTMLEscaping.text($0) }.joined(separator: " → ") + "</div>"
    }
    return output
  }

  private static func display(_ value: Value) -> String {
    if case .color(let color) = value { return color.displayHex }
    return value.description
  }

  /// A picture of a value: a swatch, "Aa" in a font, a bar as long as a dimension, a card with
  /// a shadow.
  private static func drawing(_ value: Value) -> String {
    switch value {
    case .color, .gradient, .font: return GalleryPage.swatch(value)
    case .number(let number) where number > 0 && number <= 400:
      return
        "<span class=\"lv-token-bar\" style=\"width: \(CSSValues.pixels(number))\"></span>"
    case .shadow(let shadow):
      let css = CSSValues.shadow(
        color: shadow.color ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.33),
        offset: shadow.offset ?? Offset(horizontal: 0, vertical: 0),
        radius: shadow.radius ?? 0, opacity: shadow.opacity ?? 1)
      return
        "<span class=\"lv-token-shadow\" style=\"box-shadow: \(HTMLEscaping.attribute(css))\"></span>"
    default: return ""
    }
  }

  private static func value(of entry: Entry) -> Value? { entry.light?.value ?? entry.dark?.value }

  private static func isColour(_ entry: Entry) -> Bool {
    if entry.declaredType == "color" { return true }
    switch value(of: entry) {
    case .color?, .gradient?: return true
    default: return false
    }
  }

  private static func isTypography(_ entry: Entry) -> Bool {
    if let type = entry.declaredType,
      ["typography", "fontFamily", "fontWeight", "font"].contains(type)
    {
      return true
    }
    if case .font? = value(of: entry) { return true }
    return false
  }

  private static func isDimension(_ entry: Entry) -> Bool {
    if let type = entry.declaredType { return type == "dimension" || type == "number" }
    if case .number? = value(of: entry) { return true }
    return false
  }

  private static func isShadow(_ entry: Entry) -> Bool {
    if entry.declaredType == "shadow" { return true }
    if case .shadow? = value(of: entry) { return true }
    return false
  }

  static let css = """
    body.lv-preview.lv-tokens { padding: 0 16px 48px; }
    .lv-tokens .lv-theme-name { margin-left: 0; }
    .lv-token-table { min-width: 900px; }
    .lv-tokens .lv-swatch { width: 22px; height: 22px; vertical-align: middle; margin-right: 6px; }
    .lv-tokens .lv-swatch-wide { width: 60px; }
    .lv-token-section h2 { font: 600 15px system-ui, sans-serif; margin: 24px 0 4px; }
    .lv-token-section h3 { font: 600 13px ui-monospace, monospace; margin: 16px 0 4px; color: rgb(60 60 67); }
    .lv-token-table { border-collapse: collapse; font: 12px system-ui, sans-serif; }
    .lv-token-table th, .lv-token-table td { text-align: left; vertical-align: top; padding: 4px 12px 4px 0; border-bottom: 1px solid rgb(0 0 0 / 0.06); }
    .lv-token-table thead th { color: rgb(110 110 115); font-weight: 400; }
    .lv-token-table td { min-width: 180px; }
    .lv-token-type { color: rgb(110 110 115); }
    .lv-token-value { font: 12px ui-monospace, monospace; }
    .lv-token-chain { font: 11px ui-monospace, monospace; color: rgb(110 110 115); }
    .lv-token-bar { display: inline-block; height: 8px; margin-right: 6px; border-radius: 2px; background: rgb(0 122 255); vertical-align: middle; }
    .lv-token-shadow { display: inline-block; width: 40px; height: 24px; margin-right: 8px; border-radius: 6px; background: rgb(255 255 255); vertical-align: middle; }
    .lv-token-error { color: rgb(200 30 20); }
    """
}

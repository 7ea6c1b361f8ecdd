import Foundation
import LiveryCSS
public import LiveryCore
import LiveryDiff
import LiveryHTML
public import LiveryLint
import LiveryReporting
@_spi(LiveryAdapter) import LiveryRuntime

/// What a gallery page shows, read from its URL: the axis whose values are columns side by side,
/// fixed axes, and optionally one component type.
///
/// `/?columns=colorScheme:light,dark&idiom=pad&type=Button` — every selection lives in the URL.
public struct GallerySelection: Sendable, Equatable {
  public var columnAxis: EnvironmentAxis
  public var columnValues: [String]
  /// Axes set for every column.
  public var fixed: [(axis: EnvironmentAxis, value: String)]
  public var type: TargetType?
  /// Which page (from 1), when there are more styles than `GalleryPage.stylesPerPage`.
  public var page: Int
  /// Comparing (`preview --compare`): only the rows with a changed cell (`changes=only`).
  public var changesOnly = false
  /// Comparing: which side each cell draws (`side=before|after`; both by default).
  public var side = CompareSide.both
  /// Leave out the styles only Livery's default skin declares (`skin=hide`).
  public var hidesSkin = false
  /// Only the styles whose name, or a property they set, contains this (`q=`, any case).
  public var search = ""
  /// The sample text components are drawn with (`sample=long|arabic`).
  public var content = SampleContent.standard

  /// Sample text: as the components are made ("Button", "Title"), long (as translations and
  /// real names make it), or Arabic (choose `layoutDirection=rightToLeft` too for a
  /// right-to-left screen).
  public enum SampleContent: String, Sendable, Equatable, CaseIterable {
    case standard = "default"
    case long, arabic

    /// What the toolbar calls it.
    var label: String {
      switch self {
      case .standard: "short"
      case .long: "long"
      case .arabic: "Arabic"
      }
    }
  }

  /// What a compared cell draws.
  public enum CompareSide: String, Sendable, Equatable {
    case both, before, after
  }

  public init(
    columnAxis: EnvironmentAxis = .colorScheme, columnValues: [String] = ["light", "dark"],
    fixed: [(axis: EnvironmentAxis, value: String)] = [], type: TargetType? = nil, page: Int = 1
  ) {
    self.columnAxis = columnAxis
    self.columnValues = columnValues
    self.fixed = fixed
    self.type = type
    self.page = page
  }

  /// From URL query items; unknown or empty ones are ignored.
  public init(query: [(name: String, value: String)]) {
    self.init()
    for (name, value) in query where !value.isEmpty {
      switch name {
      case "columns":
        let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { continue }
        let values = parts[1].split(separator: ",").map(String.init).filter { !$0.isEmpty }
        guard !values.isEmpty else { continue }
        columnAxis = EnvironmentAxis(parts[0])
        // Each column once: `light,LIGHT` is one column.
        var seen: Set<String> = []
        columnValues = Array(values.filter { seen.insert($0.lowercased()).inserted }.prefix(8))
      // A type as the catalog spells it, whatever the case (`?type=button`).
      case "type":
        let known = ComponentCatalog.standard.types + [TreePage.galleryType]
        type = known.first { $0.rawValue.lowercased() == value.lowercased() } ?? TargetType(value)
      case "skin": hidesSkin = value == "hide"
      case "q": search = String(value.prefix(200))
      case "page": page = max(1, Int(value) ?? 1)
      case "changes": changesOnly = value == "only"
      case "side": side = CompareSide(rawValue: value) ?? .both
      case "sample": content = SampleContent(rawValue: value.lowercased()) ?? .standard
      default: fixed.append((EnvironmentAxis(name), value))
      }
    }
    fixed.removeAll { $0.axis == columnAxis }
  }

  /// The URL query that reads back as this selection (`page` replaced).
  func query(page: Int) -> String {
    var items = [
      "columns="
        + QueryComponent.escape("\(columnAxis.rawValue):\(columnValues.joined(separator: ","))")
    ]
    items += fixed.map {
      QueryComponent.escape($0.axis.rawValue) + "=" + QueryComponent.escape($0.value)
    }
    if let type { items.append("type=" + QueryComponent.escape(type.rawValue)) }
    if page > 1 { items.append("page=\(page)") }
    if changesOnly { items.append("changes=only") }
    if side != .both { items.append("side=" + side.rawValue) }
    if hidesSkin { items.append("skin=hide") }
    if content != .standard { items.append("sample=" + content.rawValue) }
    if !search.isEmpty { items.append("q=" + QueryComponent.escape(search)) }
    return "?" + items.joined(separator: "&")
  }

  public static func == (lhs: GallerySelection, rhs: GallerySelection) -> Bool {
    lhs.columnAxis == rhs.columnAxis && lhs.columnValues == rhs.columnValues && lhs.type == rhs.type
      && lhs.page == rhs.page && lhs.changesOnly == rhs.changesOnly && lhs.side == rhs.side
      && lhs.hidesSkin == rhs.hidesSkin && lhs.search == rhs.search && lhs.content == rhs.content
      && lhs.fixed.map(\.axis) == rhs.fixed.map(\.axis)
      && lhs.fixed.map(\.value) == rhs.fixed.map(\.value)
  }

  /// The environment of column `value`.
  func environment(column value: String) -> StyleEnvironment {
    StyleEnvironment.default.setting(
      fixed.map { ($0.axis, Optional($0.value)) } + [(columnAxis, value)])
  }
}

/// The gallery: every catalog type × its type style and each named style targeting it × every
/// state the style declares (and nested combinations) × the selected columns, server-rendered.
public enum GalleryPage {
  /// The rows for `theme` (columns multiply them), in catalog order, styles sorted.
  public static func rows(for theme: CompiledTheme, selection: GallerySelection) -> [GalleryRow] {
    rows(of: entries(for: theme, selection: selection)[...], in: theme, selection: selection)
  }

  /// Every (type, style) the gallery shows, before states are expanded (`GalleryMatrix`): per
  /// type, the type style, then the theme's own styles, then those only Livery's default skin
  /// declares (none with `skin=hide`).
  static func entries(for theme: CompiledTheme, selection: GallerySelection) -> [GalleryEntry] {
    var entries = GalleryMatrix.entries(for: theme, type: selection.type)
    if !selection.search.isEmpty {
      entries = entries.filter { matches($0, selection.search, in: theme) }
    }
    let skinOnly = skinStyles(of: theme)
    guard !skinOnly.isEmpty else { return entries }
    func isSkin(_ entry: GalleryEntry) -> Bool { entry.style.map(skinOnly.contains) ?? false }
    var ordered: [GalleryEntry] = []
    var index = entries.startIndex
    while index < entries.endIndex {
      let type = entries[index].type
      var end = index
      while end < entries.endIndex, entries[end].type == type { end += 1 }
      let group = entries[index..<end]
      ordered += group.filter { !isSkin($0) }
      if !selection.hidesSkin { ordered += group.filter(isSkin) }
      index = end
    }
    return ordered
  }

  /// Whether a (type, style) matches a search: its style's or type's name, or a property the
  /// style sets (in light mode), contains the text, in any case.
  static func matches(_ entry: GalleryEntry, _ text: String, in theme: CompiledTheme) -> Bool {
    let wanted = text.lowercased()
    if (entry.style?.rawValue ?? entry.type.rawValue).lowercased().contains(wanted) { return true }
    if entry.style == nil, entry.type.rawValue.lowercased().contains(wanted) { return true }
    let style = theme.resolve(
      StyleQuery(for: entry.type, named: entry.style.map { [$0] } ?? []))
    return style.properties.keys.contains { $0.rawValue.lowercased().contains(wanted) }
  }

  /// The named styles only Livery's layers (the default skin, the defaults) declare, when the
  /// theme has files of its own; none for the default skin shown alone.
  static func skinStyles(of theme: CompiledTheme) -> Set<StyleName> {
    let themed = theme.theme.layers.filter { $0.role.isThemed && !$0.stylesheets.isEmpty }
    guard !themed.isEmpty else { return [] }
    func names(_ layers: [Layer]) -> Set<StyleName> {
      var names: Set<StyleName> = []
      for layer in layers {
        for sheet in layer.stylesheets {
          for rule in sheet.rules {
            if case .named(let name, _) = rule.identity { names.insert(name) }
          }
        }
      }
      return names
    }
    return names(theme.theme.layers.filter { !$0.role.isThemed }).subtracting(names(themed))
  }

  /// `entries` with every declared state and state combination in the selection's columns.
  static func rows(
    of entries: ArraySlice<GalleryEntry>, in theme: CompiledTheme, selection: GallerySelection
  ) -> [GalleryRow] {
    GalleryMatrix.rows(
      of: entries, in: theme,
      environments: selection.columnValues.map { selection.environment(column: $0) })
  }

  /// Styles on one page: a 5 MB theme's 20,000 styles are shown 200 at a time, so every page is
  /// served and drawn quickly.
  public static let stylesPerPage = 200

  /// Links to the other pages, or nothing when all styles fit on one.
  private static func pager(
    selection: GallerySelection, page: Int, pageCount: Int, entryCount: Int, live: Bool
  ) -> String {
    guard pageCount > 1 else { return "" }
    // Served pages link to the server; a snapshot's to its files.
    func link(_ target: Int) -> String {
      live ? "/" + selection.query(page: target) : GallerySnapshot.fileName(page: target)
    }
    let first = (page - 1) * stylesPerPage + 1
    let last = min(entryCount, page * stylesPerPage)
    var output =
      "<nav class=\"lv-pages\">Styles \(first)–\(last) of \(entryCount) · page \(page) of \(pageCount)"
    if page > 1 {
      output +=
        " · <a href=\"\(HTMLEscaping.attribute(link(page - 1)))\" rel=\"prev\">‹ previous</a>"
    }
    if page < pageCount {
      output += " · <a href=\"\(HTMLEscaping.attribute(link(page + 1)))\" rel=\"next\">next ›</a>"
    }
    return output + "</nav>\n"
  }

  /// How many pages `entryCount` styles take.
  static func pageCount(entries entryCount: Int) -> Int {
    max(1, (entryCount + stylesPerPage - 1) / stylesPerPage)
  }

  /// The whole page.
  ///
  /// - Parameters:
  ///   - diagnostics: Shown in the banner when `showsLastGood` (a broken save) or when they are errors.
  ///   - generation: Which load of the theme this is (the page reports it for tests and reloads).
  ///   - live: Served with live reload and the inspector; `false`: a static snapshot, no script,
  ///     pages linked as files.
  ///   - compare: The theme before a change (`preview --compare OLD`): each cell draws it beside
  ///     `theme`, and a cell whose resolved style differs is marked.
  ///   - findings: The lint's findings (`Linter`): a badge on each cell one concerns, and the
  ///     list in the problems panel.
  public static func render(
    theme: CompiledTheme, selection: GallerySelection, diagnostics: [Diagnostic],
    showsLastGood: Bool, generation: Int,
    live: Bool = true, compare: CompiledTheme? = nil, findings: [LintFinding] = []
  ) -> String {
    render(
      theme: theme, selection: selection, diagnostics: diagnostics, showsLastGood: showsLastGood,
      generation: generation, live: live, compare: compare, findings: findings,
      lintPending: false, cells: nil, shown: nil)
  }

  /// The whole page, or — for a live page that says what it shows (`shown`, its `data-shown`)
  /// when `cells` drew it and its frame is the same — the cells changed since, with the parts
  /// around the gallery (`data-delta` on the body; the page's script swaps them in).
  ///
  /// - Parameters:
  ///   - lintPending: `findings` are the last save's while this one's are worked out (the
  ///     problems list says so).
  ///   - cells: The cells a live preview drew before, reused where the theme resolves alike.
  static func render(
    theme: CompiledTheme, selection: GallerySelection, diagnostics: [Diagnostic],
    showsLastGood: Bool, generation: Int,
    live: Bool, compare: CompiledTheme?, findings: [LintFinding],
    lintPending: Bool, cells: GalleryCells?, shown: String?
  ) -> String {
    cells?.begin(theme: theme)
    var entries = entries(for: theme, selection: selection)
    // Comparing with "Changes only": the styles with a changed cell, before the pages are cut,
    // so every page is full and the count is right.
    if let compare, selection.changesOnly {
      let environments = selection.columnValues.map { selection.environment(column: $0) }
      entries = entries.filter { entry in
        Self.rows(of: [entry][...], in: theme, selection: selection).contains { row in
          environments.contains { environment in
            let query = row.query(in: environment)
            return !ThemeDiff.changedProperties(compare.resolve(query), theme.resolve(query))
              .isEmpty
          }
        }
      }
    }
    let pageCount = pageCount(entries: entries.count)
    let page = min(selection.page, pageCount)
    var rows = rows(
      of: entries[
        min(entries.count, (page - 1) * stylesPerPage)..<min(entries.count, page * stylesPerPage)],
      in: theme,
      selection: selection)
    let appliers = HTMLAppliers.standard()
    let skinOnly = skinStyles(of: theme)
    let columns = selection.columnValues.map { value in
      (value: value, environment: selection.environment(column: value))
    }
    let applierByColumn = columns.map {
      ThemeApplier(theme: theme, environment: $0.environment, appliers: appliers)
    }
    // Comparing: which cells changed, per row and column; with `changes=only`, those rows alone.
    var changed: [GalleryRow: [[PropertyName]]] = [:]
    if let compare {
      for row in rows {
        changed[row] = columns.map { column in
          let query = row.query(in: column.environment)
          return ThemeDiff.changedProperties(compare.resolve(query), theme.resolve(query))
        }
      }
      if selection.changesOnly {
        rows = rows.filter { changed[$0]?.contains { !$0.isEmpty } == true }
      }
    }
    let compareApplierByColumn = columns.map { column in
      compare.map { ThemeApplier(theme: $0, environment: column.environment, appliers: appliers) }
    }
    // Per column: the environment as the cells' data says it, and (a light-only theme's dark
    // column is drawn light, as it resolves) the scheme classes of each side.
    let environmentTexts = columns.map { column in
      column.environment.values.map { "\($0.axis.rawValue):\($0.value)" }.joined(separator: ",")
    }
    let resolvingEnvironments = columns.map { theme.resolvingEnvironment($0.environment) }
    let schemeClassesByColumn = resolvingEnvironments.map(HTMLRenderer.environmentClasses)
    let oldSchemeClassesByColumn = columns.map { column in
      compare.map { HTMLRenderer.environmentClasses($0.resolvingEnvironment(column.environment)) }
        ?? []
    }
    let title = title(of: theme)
    let heading =
      "<h1 class=\"lv-theme-name\" id=\"lv-theme-name\">\(HTMLEscaping.text(title))</h1>\n"
    // The parts around the gallery, by the id a reload swaps them by.
    var parts = [(id: "lv-theme-name", markup: heading)]
    // A static snapshot has no toolbar: its controls would do nothing there.
    if live {
      parts.append(
        ("lv-toolbar", toolbar(theme: theme, selection: selection, comparing: compare != nil)))
    }
    parts.append(("lv-banner", banner(diagnostics: diagnostics, showsLastGood: showsLastGood)))
    parts.append(
      (
        "lv-problems",
        problems(
          diagnostics: diagnostics,
          findings: Linter.droppingRepeatedVariants(findings, in: theme).map(\.diagnostic))
      ))
    // Said apart from the list, which stays as it is until the findings come.
    parts.append(
      (
        "lv-lint-status",
        lintPending
          ? "<p class=\"lv-compare-note\" id=\"lv-lint-status\">Linting this save… the badges follow.</p>\n"
          : "<p id=\"lv-lint-status\" hidden></p>\n"
      ))
    // The findings of each cell: by row, colour scheme and contrast, as the lint resolved them.
    var findingsByCell: [CellKey: [Diagnostic]] = [:]
    let variants = GalleryMatrix.reviewVariants(of: theme)
    for finding in findings {
      guard let cell = finding.cell else { continue }
      findingsByCell[CellKey(cell.row, cell.environment, among: variants), default: []].append(
        finding.diagnostic)
    }
    if compare != nil {
      let cellCount = changed.values.reduce(0) { $0 + $1.filter { !$0.isEmpty }.count }
      parts.append(
        (
          "lv-compare-note",
          "<p class=\"lv-compare-note\" id=\"lv-compare-note\">Comparing with the theme before the change: each cell shows before | after; \(cellCount) changed \(cellCount == 1 ? "cell" : "cells") on this page, marked.</p>\n"
        ))
    }
    // The gallery: its frame (headings, rows, pages — what `layout` sums up) and its cells.
    var gallery = ""
    var layout = Hasher()
    func frame(_ text: String) {
      gallery += text
      layout.combine(text)
    }
    let pages = pager(
      selection: selection, page: page, pageCount: pageCount, entryCount: entries.count, live: live)
    // The types on this page, to jump to.
    var types: [TargetType] = []
    for row in rows where types.last != row.type { types.append(row.type) }
    if types.count > 1 {
      frame(
        "<nav class=\"lv-jump\" aria-label=\"Types on this page\">"
          + types.map {
            "<a href=\"#type-\(HTMLEscaping.attribute($0.rawValue))\">\(HTMLEscaping.text($0.rawValue))</a>"
          }.joined(separator: " · ") + "</nav>\n")
    }
    if rows.isEmpty, !selection.search.isEmpty {
      frame(
        "<p class=\"lv-note\">No style or property matches “\(HTMLEscaping.text(selection.search))”.</p>\n"
      )
    }
    frame(pages)
    var cellMarkups: [(markup: String, changedAt: Int)] = []
    var currentType: TargetType?
    for row in rows {
      if row.type != currentType {
        if currentType != nil { frame("</tbody></table></section>\n") }
        currentType = row.type
        frame(
          "<section class=\"lv-type\" id=\"type-\(row.type.rawValue)\">\n<h2>\(HTMLEscaping.text(row.type.rawValue))</h2>\n"
        )
        frame(
          matrixHead(
            axis: selection.columnAxis, values: columns.map(\.value),
            environments: columns.map(\.environment), theme: theme))
      }
      let label =
        (row.style?.rawValue ?? "type style")
        + (row.states.isEmpty
          ? "" : " (" + row.states.map(\.rawValue).joined(separator: ", ") + ")")
      let skinMark =
        row.style.map(skinOnly.contains) == true
        ? " <span class=\"lv-skin-mark\" title=\"a style of Livery's default skin, not of this theme (hide: skin=hide)\">skin</span>"
        : ""
      frame("<tr><th scope=\"row\">\(HTMLEscaping.text(label))\(skinMark)</th>")
      for (index, column) in columns.enumerated() {
        // Rows hold catalog types only, so every cell has a component.
        func drawn(by applier: ThemeApplier) -> String {
          let component =
            HTMLComponents.make(row.type, styleNames: row.style.map { [$0] } ?? []) ?? HTMLView()
          SampleText.rewrite(component.element, as: selection.content)
          component.activeStates = Set(row.states)
          applier.applyTree(component)
          return HTMLRenderer.markup(of: component, depth: 1)
        }
        let key = GalleryCells.Key(
          row: row, environment: column.environment, side: selection.side,
          content: selection.content)
        func drawnAfter() -> String {
          let applier = applierByColumn[index]
          return cells?.drawing(key, by: applier) { drawn(by: applier) } ?? drawn(by: applier)
        }
        let changes = changed[row]?[index] ?? []
        // Comparing, each side carries its own theme's scheme classes (the old theme may be
        // light-only where the new is not), so the cell carries none.
        var classes = ["lv-cell"] + (compare == nil ? schemeClassesByColumn[index] : ["lv-compare"])
        if !changes.isEmpty { classes.append("lv-changed") }
        var cell =
          "<td class=\"\(classes.joined(separator: " "))\" tabindex=\"0\" data-type=\"\(HTMLEscaping.attribute(row.type.rawValue))\""
        cell += " data-style=\"\(HTMLEscaping.attribute(row.style?.rawValue ?? ""))\""
        cell +=
          " data-states=\"\(HTMLEscaping.attribute(row.states.map(\.rawValue).joined(separator: ",")))\""
        if !changes.isEmpty {
          cell +=
            " data-changed=\"\(HTMLEscaping.attribute(changes.map(\.rawValue).joined(separator: ",")))\""
        }
        cell += " data-env=\"\(HTMLEscaping.attribute(environmentTexts[index]))\">\n"
        if compare != nil, let before = compareApplierByColumn[index] {
          cell += "<div class=\"lv-compare-pair\">"
          if selection.side != .after {
            cell +=
              "<div class=\"\((["lv-side", "lv-before"] + oldSchemeClassesByColumn[index]).joined(separator: " "))\"><span class=\"lv-side-label\">before</span>\n"
              + drawn(by: before) + "</div>"
          }
          if selection.side != .before {
            cell +=
              "<div class=\"\((["lv-side", "lv-after"] + schemeClassesByColumn[index]).joined(separator: " "))\"><span class=\"lv-side-label\">after</span>\n"
              + drawnAfter() + "</div>"
          }
          cell += "</div>"
          if !changes.isEmpty {
            cell +=
              "<p class=\"lv-change-list\">changed: \(HTMLEscaping.text(changes.map(\.rawValue).joined(separator: ", ")))</p>"
          }
        } else {
          cell += drawnAfter()
        }
        cell += badges(
          findingsByCell[CellKey(row, resolvingEnvironments[index], among: variants)] ?? [])
        cell += "</td>"
        // The frame knows which cell stands here, not what it shows.
        layout.combine(key)
        cellMarkups.append((cell, cells?.show(key, cell) ?? 0))
        gallery += cell
      }
      frame("</tr>\n")
    }
    if currentType != nil { frame("</tbody></table></section>\n") }
    // The tree browser's parts: swapped whole on a reload.
    var treeSection = ""
    if selection.type == nil || selection.type == TreePage.galleryType, page == pageCount {
      treeSection =
        "<div id=\"lv-tree-section\">"
        + TreePage.gallerySection(
          theme: theme, columns: columns, axis: selection.columnAxis, live: live)
        + "</div>\n"
    }
    layout.combine(treeSection.isEmpty)
    gallery += treeSection
    frame(pages)
    let layoutToken = String(UInt64(bitPattern: Int64(layout.finalize())), radix: 36)
    let token = cells?.token(layout: layoutToken)
    // The parts as shown at this revision (the problems list and the tree are large: a reload
    // sends them only when they changed).
    let selectionKey = selection.query(page: page)
    let partMarkups = (parts + (treeSection.isEmpty ? [] : [("lv-tree-section", treeSection)])).map
    {
      (
        markup: $0.markup,
        changedAt: cells?.show(
          part: $0.id, of: Self.selectionParts.contains($0.id) ? selectionKey : nil, $0.markup)
          ?? 0
      )
    }
    // The cells changed since the page's revision, when its frame is the same.
    if live, let since = cells?.revision(shownBy: shown, layout: layoutToken) {
      var changedCells = ""
      for cell in cellMarkups where cell.changedAt > since { changedCells += cell.markup }
      var changedParts = ""
      for part in partMarkups where part.changedAt > since { changedParts += part.markup }
      return
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n</head>\n"
        + "<body data-generation=\"\(generation)\" data-shown=\"\(HTMLEscaping.attribute(token ?? ""))\" data-delta=\"1\">\n"
        + changedParts + "<template id=\"lv-cells\">" + changedCells + "</template>\n"
        + "</body>\n</html>\n"
    }
    var output =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      + HTMLRenderer.policyMeta(live: live)
    output +=
      "<title>\(HTMLEscaping.text(title)) — Livery preview</title>\n<style>\n"
      + HTMLRenderer.stylesheet + "\n" + css + "\n"
      + TreePage.css + "\n</style>\n</head>\n"
    output += "<body class=\"lv-page lv-preview\" data-generation=\"\(generation)\""
    if let token { output += " data-shown=\"\(HTMLEscaping.attribute(token))\"" }
    output += ">\n" + parts.map(\.markup).joined()
    // Every row has every column.
    output +=
      "<main id=\"lv-gallery\" data-cells=\"\(rows.count * columns.count)\" data-page=\"\(page)\" data-pages=\"\(pageCount)\">\n"
    output +=
      gallery
      + "</main>\n<aside id=\"lv-inspector\" hidden><button type=\"button\" id=\"lv-inspector-close\">×</button><div id=\"lv-inspector-body\"></div><div id=\"lv-source-view\"></div></aside>\n"
    if live { output += "<script>\n" + script + "\n</script>\n" }
    output += "</body>\n</html>\n"
    return output
  }

  /// A matrix table's opening and its header row: `axis=value` over each column, and under a
  /// dark column of a light-only theme what happened there (semantics §6).
  static func matrixHead(
    axis: EnvironmentAxis, values: [String], environments: [StyleEnvironment], theme: CompiledTheme
  ) -> String {
    var output = "<table class=\"lv-matrix\"><thead><tr><th></th>"
    for (value, environment) in zip(values, environments) {
      output += "<th>\(HTMLEscaping.text(axis.rawValue))=\(HTMLEscaping.text(value))"
      if let note = columnNote(theme: theme, environment: environment) {
        output +=
          "<br><small class=\"lv-column-note\" title=\"\(HTMLEscaping.attribute(theme.lightOnlyNote ?? ""))\">"
        output += HTMLEscaping.text(note) + "</small>"
      }
      output += "</th>"
    }
    return output + "</tr></thead><tbody>\n"
  }

  /// What a column's header says of a dark column under a light-only theme; `nil` elsewhere.
  static func columnNote(theme: CompiledTheme, environment: StyleEnvironment) -> String? {
    guard environment.colorScheme == .dark, theme.isLightOnly else { return nil }
    switch theme.theme.lightOnlyDarkMode {
    case .staysLight: return "light-only theme: shown light"
    case .usesSkinDarkValues: return "light-only theme: the skin's dark values, as asked"
    }
  }

  /// The inspector for one cell: every property with its value (a swatch for colours,
  /// gradients and fonts) and where it came from — the declaration (its source shown in place on
  /// a click), its layer and the styles it came through, the declarations it overrode — each
  /// value and place copyable with one click; the explanation folded below.
  public static func inspector(theme: CompiledTheme, query: StyleQuery) -> String {
    let resolved = theme.resolve(query)
    var output = "<h3>\(HTMLEscaping.text(query.description))</h3>\n"
    guard resolved.isResolved else {
      return output + "<p>Not resolved: "
        + HTMLEscaping.text(resolved.diagnostics.map(\.message).joined(separator: "; ")) + "</p>\n"
    }
    let competing = theme.competingDeclarations(in: resolved)
    output += "<div class=\"lv-properties\">\n"
    for name in resolved.properties.keys.sorted() {
      let property = resolved.properties[name]!
      let value = property.value.description
      output +=
        "<div class=\"lv-prop\" data-property=\"\(HTMLEscaping.attribute(name.rawValue))\"><div class=\"lv-prop-name\">\(HTMLEscaping.text(name.rawValue))</div>"
      output +=
        "<div class=\"lv-value\">\(swatch(property.value))<span>\(HTMLEscaping.text(value))</span>\(copyButton(value, what: "the value"))</div>"
      let path = resolved.inheritancePath(for: property).map(\.description).joined(separator: " → ")
      output +=
        "<div class=\"lv-where\">\(sourceLink(property.provenance.location))\(copyButton(place(property.provenance.location), what: "file:line"))"
      output += " · \(HTMLEscaping.text(property.provenance.layer))"
      if !path.isEmpty { output += " · \(HTMLEscaping.text(path))" }
      output += "</div>"
      if let overridden = competing[name], !overridden.isEmpty {
        output += "<ul class=\"lv-overridden\">"
        for loser in overridden.reversed() {  // the last read first
          var note = [loser.layer, loser.style.description] + loser.states.map(\.rawValue)
          if !loser.appliesInEnvironment { note.append("not for this environment") }
          if loser.isSupersededByTheme { note.append(StyleReport.notUsedReason) }
          output += "<li>over \(sourceLink(loser.declaration.location)) "
          output +=
            "\(HTMLEscaping.text(summary(loser.declaration.value))) (\(HTMLEscaping.text(note.joined(separator: " · "))))</li>"
        }
        output += "</ul>"
      }
      output += "<div class=\"lv-prop-source\"></div></div>\n"
    }
    // The skin's declarations of what the theme styles only in other states: no value wins here.
    for name in competing.keys.sorted() where resolved.properties[name] == nil {
      for loser in competing[name]! where loser.isSupersededByTheme {
        let note =
          ([loser.layer, loser.style.description] + loser.states.map(\.rawValue) + [
            StyleReport.notUsedReason
          ])
        output +=
          "<div class=\"lv-prop lv-prop-unused\"><div class=\"lv-prop-name\">\(HTMLEscaping.text(name.rawValue))</div><div class=\"lv-value\">\(HTMLEscaping.text(summary(loser.declaration.value)))</div>"
        output +=
          "<div class=\"lv-where\">\(sourceLink(loser.declaration.location)) (\(HTMLEscaping.text(note.joined(separator: " · "))))</div><div class=\"lv-prop-source\"></div></div>\n"
      }
    }
    output +=
      "</div>\n<details class=\"lv-explain-box\"><summary>How each value was found</summary><pre class=\"lv-explain\">"
      + HTMLEscaping.text(StyleReport(theme: theme).text(resolved, explain: true))
      + "</pre></details>\n"
    return output
  }

  /// A small picture of a value: its colour, its gradient, or "Aa" in its font.
  static func swatch(_ value: Value) -> String {
    switch value {
    case .color(let color):
      return
        "<span class=\"lv-swatch\" style=\"background: \(HTMLEscaping.attribute(CSSValues.color(color)))\"></span>"
    case .gradient(let gradient):
      return
        "<span class=\"lv-swatch lv-swatch-wide\" style=\"background: \(HTMLEscaping.attribute(CSSValues.gradient(gradient)))\"></span>"
    case .font(let font):
      let css = CSSValues.font(name: font.name)
      var style = "font-family: \(css.family)"
      if let weight = font.weight?.numericValue ?? css.weight {
        style += "; font-weight: \(weight)"
      }
      if css.italic { style += "; font-style: italic" }
      return
        "<span class=\"lv-font-sample\" style=\"\(HTMLEscaping.attribute(style))\">Aa</span>"
    default: return ""
    }
  }

  /// A button that copies `text` (a value, a `file:line`).
  static func copyButton(_ text: String, what: String) -> String {
    "<button type=\"button\" class=\"lv-copy\" data-copy=\"\(HTMLEscaping.attribute(text))\" title=\"Copy \(HTMLEscaping.attribute(what))\" aria-label=\"Copy \(HTMLEscaping.attribute(what))\">copy</button>"
  }

  /// `path:line` as people paste it, the path relative to the folder the preview runs in.
  static func place(_ location: SourceLocation) -> String {
    "\(displayPath(location.path)):\(location.line)"
  }

  /// A path relative to the working folder when it is inside it (the inspector's paths are
  /// read beside the theme, not as a machine's absolute paths).
  static func displayPath(_ path: String) -> String {
    let folder = FileManager.default.currentDirectoryPath
    guard path.hasPrefix("/"), path.hasPrefix(folder + "/") else { return path }
    return String(path.dropFirst(folder.count + 1))
  }

  /// A location the inspector's source view opens on click.
  static func sourceLink(_ location: SourceLocation) -> String {
    let shown = SourceLocation.displayed(displayPath(location.path))
    return
      "<code class=\"lv-source-link\" tabindex=\"0\" data-path=\"\(HTMLEscaping.attribute(location.file.path))\" data-line=\"\(location.line)\">"
      + HTMLEscaping.text("\(shown):\(location.line):\(location.column)") + "</code>"
  }

  /// The lines around `line` of a file the theme loaded, `line` marked; `nil` when the theme
  /// loaded no file by that path (the path is only compared with the loaded files' paths — never
  /// used to open anything).
  public static func source(theme: CompiledTheme, path: String, line: Int, context: Int = 6)
    -> String?
  {
    let file = theme.theme.layers.lazy.flatMap(\.stylesheets).first {
      $0.path == path && $0.source != nil
    }?.source
    guard let file else { return nil }
    var output = "<h4>\(HTMLEscaping.text(path))</h4>\n<pre class=\"lv-source\">"
    let lines = LineIndex(file.text)
    for number in max(1, line - context)...max(1, line + context) {
      guard let text = lines.text(ofLine: number) else { break }
      let marked = number == line ? " class=\"lv-source-line\"" : ""
      output +=
        "<span\(marked)>\(String(format: "%5d", number))  \(HTMLEscaping.text(String(text.prefix(400))))</span>\n"
    }
    return output + "</pre>\n"
  }

  /// A declaration's value as written, shortened for the inspector.
  static func summary(_ value: ValueExpression) -> String {
    let text: String
    switch value {
    case .null: text = "null"
    case .bool(let flag): text = String(flag)
    case .number(let number): text = NumberText.format(number)
    case .string(let string): text = "\"" + string + "\""
    case .list(let elements):
      text = "[" + elements.map { summary($0.value) }.joined(separator: ", ") + "]"
    case .map(let entries):
      text = "{" + entries.map { $0.key + ": " + summary($0.value) }.joined(separator: ", ") + "}"
    case .typed(let typed): text = typed.description
    case .reference(let reference): text = reference.description
    }
    return text.count > 80 ? String(text.prefix(79)) + "…" : text
  }

  /// The values each environment axis takes in the theme's conditions (layers, files, rules,
  /// declarations, constants), with the well-known axes' usual values — the text sizes and
  /// layout directions too, so every theme is seen at a larger Dynamic Type size and right to
  /// left — axes sorted.
  public static func variants(of theme: CompiledTheme) -> [(
    axis: EnvironmentAxis, values: [String]
  )] {
    let usual: [EnvironmentAxis: [String]] = [
      .colorScheme: ["light", "dark"], .idiom: ["phone", "pad"],
      .orientation: ["portrait", "landscape"],
      .dynamicTypeSize: StyleEnvironment.DynamicTypeSize.allSizes.map(\.rawValue),
      .layoutDirection: [
        StyleEnvironment.LayoutDirection.leftToRight.rawValue,
        StyleEnvironment.LayoutDirection.rightToLeft.rawValue,
      ],
    ]
    var values: [EnvironmentAxis: Set<String>] = usual.mapValues(Set.init)
    values.merge(theme.environmentValues) { $0.union($1) }
    // The usual values in their usual order (light before dark), then the theme's others sorted.
    return values.map { axis, found in
      let first = usual[axis] ?? []
      return (axis: axis, values: first + found.subtracting(first).sorted())
    }.sorted { $0.axis.rawValue < $1.axis.rawValue }
  }

  /// The parts around the gallery that differ by selection (the others — the heading, the
  /// banner, the problems list — are the same on every page of a theme).
  static let selectionParts: Set<String> = ["lv-toolbar", "lv-compare-note", "lv-tree-section"]

  /// The text sizes shown side by side when they are the columns.
  static let textSizeColumns = [
    StyleEnvironment.DynamicTypeSize.large, .xxxLarge, .accessibility3,
  ].map(\.rawValue)

  /// Columns side by side (any axis with two values or more), a value for every other axis, a type.
  private static func toolbar(theme: CompiledTheme, selection: GallerySelection, comparing: Bool)
    -> String
  {
    func option(_ value: String, _ label: String, selected: Bool) -> String {
      "<option value=\"\(HTMLEscaping.attribute(value))\"\(selected ? " selected" : "")>\(HTMLEscaping.text(label))</option>"
    }
    let variants = variants(of: theme)
    let columns =
      "\(selection.columnAxis.rawValue):\(selection.columnValues.joined(separator: ","))"
    var columnChoices = variants.filter { $0.values.count >= 2 }.map { variant in
      // Text sizes side by side: the default, the largest standard one, a large accessibility one.
      let values =
        variant.axis == .dynamicTypeSize
        ? Self.textSizeColumns.filter(variant.values.contains) : variant.values
      return (
        "\(variant.axis.rawValue):\(values.joined(separator: ","))",
        "\(variant.axis.rawValue): " + values.joined(separator: " | ")
      )
    }
    if !columnChoices.contains(where: { $0.0 == columns }) {
      columnChoices.append((columns, columns))
    }
    var output =
      "<header class=\"lv-toolbar\" id=\"lv-toolbar\"><form method=\"get\" action=\"/\">\n<label>Columns <select name=\"columns\">"
    for (value, label) in columnChoices {
      output += option(value, label, selected: value == columns)
    }
    output += "</select></label>\n"
    for variant in variants where variant.axis != selection.columnAxis {
      let current = selection.fixed.first { $0.axis == variant.axis }?.value ?? ""
      let choices =
        variant.values.contains(current) || current.isEmpty
        ? variant.values : variant.values + [current]
      output +=
        "<label>\(HTMLEscaping.text(variant.axis.rawValue)) <select name=\"\(HTMLEscaping.attribute(variant.axis.rawValue))\">"
      output += option("", "default", selected: current.isEmpty)
      for value in choices { output += option(value, value, selected: value == current) }
      output += "</select></label>\n"
    }
    // Realistic content: long text, Arabic (right to left with `layoutDirection`).
    output += "<label>Text <select name=\"sample\">"
    for content in GallerySelection.SampleContent.allCases {
      output += option(content.rawValue, content.label, selected: selection.content == content)
    }
    output += "</select></label>\n"
    output +=
      "<label>Find <input type=\"search\" name=\"q\" value=\"\(HTMLEscaping.attribute(selection.search))\" placeholder=\"a style or property\" size=\"18\"></label>\n"
    output +=
      "<label>Type <select name=\"type\">" + option("", "all", selected: selection.type == nil)
    for type in ComponentCatalog.standard.types + [TreePage.galleryType] {
      output += option(type.rawValue, type.rawValue, selected: selection.type == type)
    }
    output += "</select></label>\n"
    output +=
      "<label><input type=\"checkbox\" name=\"skin\" value=\"hide\"\(selection.hidesSkin ? " checked" : "")> Hide the skin's styles</label>\n"
    if comparing {
      output +=
        "<label><input type=\"checkbox\" name=\"changes\" value=\"only\"\(selection.changesOnly ? " checked" : "")> Changes only</label>\n"
    }
    output +=
      "<button type=\"submit\">Show</button> <a href=\"/tokens\">Tokens</a> · <a href=\"/tree\">Tree</a></form></header>\n"
    return output
  }

  /// What the page calls the theme: its files' names (the first three, and how many more), or
  /// Livery's default skin when it has none.
  static func title(of theme: CompiledTheme) -> String {
    let names = theme.theme.layers.filter { $0.role.isThemed }.flatMap(\.stylesheets).map {
      ($0.path as NSString).lastPathComponent
    }
    guard !names.isEmpty else { return "Livery's default skin" }
    let shown = names.prefix(3).joined(separator: ", ")
    return names.count > 3 ? shown + " and \(names.count - 3) more" : shown
  }

  /// Where a lint finding is shown: its row, colour scheme, contrast and the review's variant
  /// (`GalleryMatrix.reviewVariant(of:for:)`: a finding for iPads on the cells shown for iPads).
  struct CellKey: Hashable {
    let row: GalleryRow
    let colorScheme: String
    let contrast: String
    let variant: [EnvironmentAxis: String]

    init(
      _ row: GalleryRow, _ environment: StyleEnvironment,
      among variants: [(axis: EnvironmentAxis, values: [String])]
    ) {
      self.row = row
      colorScheme = environment[.colorScheme] ?? "light"
      contrast = environment[.contrast] ?? "normal"
      variant = GalleryMatrix.reviewVariant(of: environment, among: variants)
    }
  }

  /// A cell's lint findings as badges: the rule, its message and fix-it on hover (and to
  /// assistive technology, which reads the label).
  static func badges(_ findings: [Diagnostic]) -> String {
    guard !findings.isEmpty else { return "" }
    var output = "<div class=\"lv-badges\">"
    for finding in findings {
      let rule =
        finding.code.rawValue.hasPrefix("lint.")
        ? String(finding.code.rawValue.dropFirst(5)) : finding.code.rawValue
      let text = finding.message + (finding.fixIt.map { " — \($0)" } ?? "")
      output +=
        "<span class=\"lv-badge lv-badge-\(finding.severity.rawValue)\" title=\"\(HTMLEscaping.attribute(text))\" aria-label=\"\(HTMLEscaping.attribute(rule + ": " + text))\" data-rule=\"\(HTMLEscaping.attribute(rule))\">⚠ \(HTMLEscaping.text(rule))\(ratio(finding.message).map { " " + HTMLEscaping.text($0) } ?? "")</span>"
    }
    return output + "</div>"
  }

  /// The ratio a contrast message states (`is 2.3:1`), for its badge.
  private static func ratio(_ message: String) -> String? {
    guard let range = message.range(of: #" is [0-9.]+:1"#, options: .regularExpression) else {
      return nil
    }
    return String(message[range].dropFirst(4))
  }

  /// Warnings and lint findings, counted in a line under the toolbar and listed when it is
  /// opened (a `<details>`: no script needed), each with its place and fix-it. Errors are the
  /// banner's.
  static func problems(diagnostics: [Diagnostic], findings: [Diagnostic]) -> String {
    let warnings = diagnostics.filter { $0.severity != .error }
    guard !warnings.isEmpty || !findings.isEmpty else {
      return "<details id=\"lv-problems\" hidden></details>\n"
    }
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    var parts: [String] = []
    let warningCount = warnings.filter { $0.severity == .warning }.count
    if warningCount > 0 { parts.append(count(warningCount, "warning")) }
    let notes = warnings.count - warningCount
    if notes > 0 { parts.append(count(notes, "note")) }
    if !findings.isEmpty { parts.append(count(findings.count, "lint finding")) }
    var output =
      "<details id=\"lv-problems\"><summary>\(parts.joined(separator: " · "))</summary><ul>\n"
    let shown = (warnings + findings).prefix(500)
    for diagnostic in shown {
      output += "<li class=\"lv-problem lv-problem-\(diagnostic.severity.rawValue)\">"
      output += "<strong>\(HTMLEscaping.text(diagnostic.severity.rawValue))</strong> "
      if let location = diagnostic.location {
        output +=
          "<code class=\"lv-source-link\" tabindex=\"0\" data-path=\"\(HTMLEscaping.attribute(location.path))\" data-line=\"\(location.line)\">\(HTMLEscaping.text(location.description))</code> "
      }
      output += HTMLEscaping.text(diagnostic.message)
      output += " <small>[\(HTMLEscaping.text(diagnostic.code.rawValue))]</small>"
      if let fixIt = diagnostic.fixIt {
        output += "<br><span class=\"lv-fix-it\">fix-it: \(HTMLEscaping.text(fixIt))</span>"
      }
      output += "</li>\n"
    }
    let more = warnings.count + findings.count - shown.count
    if more > 0 { output += "<li>… and \(more) more (livery lint lists them all)</li>\n" }
    return output + "</ul></details>\n"
  }

  static func banner(diagnostics: [Diagnostic], showsLastGood: Bool) -> String {
    let shown = diagnostics.filter { $0.severity == .error }
    guard !shown.isEmpty else { return "<div id=\"lv-banner\" hidden></div>\n" }
    var output = "<div id=\"lv-banner\" role=\"status\"><strong>"
    output +=
      showsLastGood
      ? "The last save has errors; showing the last good theme." : "The theme has errors."
    output += "</strong><ul>\n"
    for diagnostic in shown.prefix(20) {
      output +=
        "<li><code>\(HTMLEscaping.text(diagnostic.location?.description ?? ""))</code> \(HTMLEscaping.text(diagnostic.message))</li>\n"
    }
    if shown.count > 20 { output += "<li>… and \(shown.count - 20) more</li>\n" }
    return output + "</ul></div>\n"
  }

  static let css = """
    body.lv-preview { padding: 0; }
    .lv-toolbar { position: sticky; top: 0; z-index: 3; padding: 8px 16px; background: rgb(255 255 255 / 0.95); border-bottom: 1px solid rgb(0 0 0 / 0.1); font: 13px system-ui, sans-serif; }
    .lv-toolbar label { margin-right: 12px; }
    .lv-jump { font: 12px system-ui, sans-serif; margin: 8px 0; line-height: 1.8; }
    .lv-theme-name { font: 600 17px system-ui, sans-serif; margin: 12px 16px 0; }
    #lv-banner { margin: 12px 16px; padding: 8px 12px; border-radius: 8px; background: rgb(255 59 48 / 0.12); color: rgb(160 20 10); font: 13px/1.4 ui-monospace, monospace; }
    #lv-banner ul { margin: 4px 0 0; padding-left: 18px; }
    #lv-gallery { padding: 8px 16px 48px; }
    .lv-pages { font: 12px system-ui, sans-serif; color: rgb(110 110 115); margin: 8px 0; }
    .lv-type h2 { font: 600 15px system-ui, sans-serif; margin: 24px 0 8px; }
    .lv-matrix { border-collapse: separate; border-spacing: 8px; }
    .lv-matrix > thead th { font: 12px ui-monospace, monospace; color: rgb(110 110 115); text-align: left; }
    .lv-matrix > tbody > tr > th { font: 12px ui-monospace, monospace; color: rgb(110 110 115); text-align: right; vertical-align: middle; max-width: 220px; }
    .lv-cell { width: 375px; padding: 12px; border-radius: 10px; vertical-align: top; background: rgb(255 255 255); outline-offset: 2px; cursor: pointer; }
    .lv-cell.lv-color-scheme-dark { background: rgb(0 0 0); }
    .lv-cell.lv-selected { outline: 2px solid rgb(0 122 255); }
    .lv-cell > .lv-Label, .lv-side > .lv-Label { display: inline-block; max-width: 100%; }
    .lv-cell.lv-compare { width: auto; padding: 8px; background: rgb(229 229 234); }
    .lv-cell.lv-compare.lv-changed { box-shadow: inset 0 0 0 3px rgb(255 149 0); }
    .lv-compare-pair { display: flex; gap: 8px; }
    .lv-side { width: 250px; padding: 8px; border-radius: 8px; background: rgb(255 255 255); overflow: hidden; }
    .lv-side.lv-color-scheme-dark { background: rgb(0 0 0); }
    .lv-side-label { display: block; font: 10px ui-monospace, monospace; color: rgb(110 110 115); margin-bottom: 4px; }
    .lv-change-list { margin: 6px 0 0; font: 11px ui-monospace, monospace; color: rgb(160 80 0); }
    .lv-skin-mark { font: 10px system-ui, sans-serif; padding: 0 5px; border-radius: 7px; background: rgb(229 229 234); color: rgb(110 110 115); }
    .lv-badges { margin-top: 6px; display: flex; flex-wrap: wrap; gap: 4px; }
    .lv-badge { font: 11px ui-monospace, monospace; padding: 1px 6px; border-radius: 9px; background: rgb(255 204 0); color: rgb(60 40 0); }
    .lv-badge-error { background: rgb(255 59 48); color: rgb(255 255 255); }
    .lv-badge-note { background: rgb(229 229 234); color: rgb(60 60 67); }
    #lv-problems { margin: 8px 16px 0; font: 13px system-ui, sans-serif; }
    #lv-problems summary { cursor: pointer; color: rgb(160 80 0); }
    #lv-problems ul { margin: 4px 0; padding-left: 18px; max-height: 40vh; overflow: auto; font: 12px/1.5 system-ui, sans-serif; }
    .lv-fix-it { color: rgb(0 110 40); }
    .lv-compare-note { margin: 8px 16px 0; font: 13px system-ui, sans-serif; color: rgb(110 110 115); }
    #lv-inspector { position: fixed; top: 44px; right: 0; bottom: 0; width: 480px; overflow: auto; padding: 12px 16px; background: rgb(255 255 255); color: rgb(0 0 0); border-left: 1px solid rgb(0 0 0 / 0.15); box-shadow: -8px 0 24px rgb(0 0 0 / 0.08); font: 12px/1.5 system-ui, sans-serif; z-index: 4; }
    #lv-inspector h3 { font: 600 13px ui-monospace, monospace; margin: 0 28px 8px 0; overflow-wrap: anywhere; }
    #lv-inspector-close { float: right; }
    body.lv-inspecting #lv-gallery { margin-right: 480px; }
    body.lv-inspecting .lv-cell { width: 250px; }
    body.lv-inspecting .lv-side { width: 200px; }
    .lv-prop { padding: 6px 0; border-bottom: 1px solid rgb(0 0 0 / 0.07); }
    .lv-prop-name { font-weight: 600; }
    .lv-value { font: 12px ui-monospace, monospace; overflow-wrap: anywhere; }
    .lv-where { color: rgb(90 90 95); font-size: 11px; overflow-wrap: anywhere; }
    .lv-prop-unused { opacity: 0.7; }
    .lv-copy { font: 10px system-ui, sans-serif; margin-left: 6px; padding: 0 5px; border: 1px solid rgb(0 0 0 / 0.2); border-radius: 4px; background: rgb(246 246 248); cursor: pointer; }
    .lv-font-sample { display: inline-block; margin-right: 6px; font-size: 15px; }
    .lv-explain-box summary { cursor: pointer; margin-top: 8px; }
    .lv-swatch { display: inline-block; width: 12px; height: 12px; margin-right: 4px; border-radius: 3px; border: 1px solid rgb(0 0 0 / 0.2); vertical-align: -2px; }
    .lv-swatch-wide { width: 36px; }
    .lv-source-link { cursor: pointer; text-decoration: underline dotted; }
    .lv-source { font: 11px/1.4 ui-monospace, monospace; background: rgb(246 246 248); padding: 6px; overflow-x: auto; }
    .lv-source-line { background: rgb(255 214 10 / 0.35); }
    .lv-overridden { margin: 2px 0 0; padding-left: 16px; color: rgb(110 110 115); }
    .lv-explain { white-space: pre-wrap; font: 11px/1.4 ui-monospace, monospace; }
    """

  /// Live reload (Server-Sent Events) and the inspector; the page works without it.
  static let script = """
    (function () {
      var selected = null;
      // %20 for spaces (URLSearchParams writes '+', which a path or style name may contain).
      function query(values) {
        return Object.keys(values).map(function (k) { return k + '=' + encodeURIComponent(values[k]); }).join('&');
      }
      function key(cell) { return [cell.dataset.type, cell.dataset.style, cell.dataset.states, cell.dataset.env].join('|'); }
      function inspector() { return document.getElementById('lv-inspector'); }
      function select(cell) {
        document.querySelectorAll('.lv-cell.lv-selected').forEach(function (c) { c.classList.remove('lv-selected'); });
        if (!cell) return;
        cell.classList.add('lv-selected');
        selected = key(cell);
        // The selection lives in the URL's fragment: a link to it opens it again.
        history.replaceState(null, '', location.pathname + location.search + '#cell=' + encodeURIComponent(selected));
        fetch('/inspect?' + query({ type: cell.dataset.type, style: cell.dataset.style, states: cell.dataset.states, env: cell.dataset.env })).then(function (r) { return r.text(); }).then(function (html) {
          document.getElementById('lv-inspector-body').innerHTML = html;
          document.getElementById('lv-source-view').innerHTML = '';
          inspector().hidden = false;
          document.body.classList.add('lv-inspecting');
        });
      }
      function close() {
        inspector().hidden = true;
        document.body.classList.remove('lv-inspecting');
        var was = document.querySelector('.lv-cell.lv-selected');
        select(null);
        selected = null;
        history.replaceState(null, '', location.pathname + location.search);
        if (was) was.focus();
      }
      function find(wanted) {
        var cells = document.querySelectorAll('.lv-cell');
        for (var i = 0; i < cells.length; i++) { if (key(cells[i]) === wanted) return cells[i]; }
        return null;
      }
      function reselect() {
        if (!selected) return;
        var cell = find(selected);
        if (cell) select(cell);
      }
      // A file's lines around a declaration: under the property it explains, or (from the
      // problems list) in the inspector's source view.
      function showSource(link) {
        var place = (link.closest && link.closest('.lv-prop')) ? link.closest('.lv-prop').querySelector('.lv-prop-source') : document.getElementById('lv-source-view');
        if (place.dataset.shown === link.dataset.path + ':' + link.dataset.line) { place.innerHTML = ''; place.dataset.shown = ''; return; }
        fetch('/source?' + query({ path: link.dataset.path, line: link.dataset.line })).then(function (r) { return r.ok ? r.text() : '<p>No source for this file.</p>'; }).then(function (html) {
          place.innerHTML = html;
          place.dataset.shown = link.dataset.path + ':' + link.dataset.line;
          if (place.id === 'lv-source-view') { inspector().hidden = false; document.body.classList.add('lv-inspecting'); }
        });
      }
      function copy(button) {
        var text = button.dataset.copy;
        function done() { button.textContent = 'copied'; setTimeout(function () { button.textContent = 'copy'; }, 1200); }
        if (navigator.clipboard && navigator.clipboard.writeText) {
          navigator.clipboard.writeText(text).then(done, function () { fallback(); });
        } else { fallback(); }
        function fallback() {
          var area = document.createElement('textarea');
          area.value = text; document.body.appendChild(area); area.select();
          try { if (document.execCommand('copy')) done(); } catch (e) {}
          area.remove();
        }
      }
      document.addEventListener('click', function (event) {
        var button = event.target.closest && event.target.closest('.lv-copy');
        if (button) { copy(button); return; }
        var link = event.target.closest && event.target.closest('.lv-source-link');
        if (link) { showSource(link); return; }
        var cell = event.target.closest && event.target.closest('.lv-cell');
        if (cell) select(cell);
        if (event.target.id === 'lv-inspector-close') close();
      });
      // The keyboard: arrows move between cells (along a row, or the same column of the next
      // row), Enter inspects the focused cell, Escape closes the inspector.
      document.addEventListener('keydown', function (event) {
        if (event.key === 'Escape' && !inspector().hidden) { close(); event.preventDefault(); return; }
        var link = event.target.classList && event.target.classList.contains('lv-source-link');
        if (link && event.key === 'Enter') { showSource(event.target); event.preventDefault(); return; }
        var cell = event.target.closest && event.target.closest('.lv-cell');
        if (!cell) return;
        if (event.key === 'Enter' || event.key === ' ') { select(cell); event.preventDefault(); return; }
        var next = null;
        if (event.key === 'ArrowRight') next = cell.nextElementSibling;
        if (event.key === 'ArrowLeft') next = cell.previousElementSibling;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          var index = Array.prototype.indexOf.call(cell.parentElement.children, cell);
          var rows = Array.prototype.slice.call(document.querySelectorAll('#lv-gallery tr')).filter(function (r) { return r.querySelector('.lv-cell'); });
          var at = rows.indexOf(cell.parentElement) + (event.key === 'ArrowDown' ? 1 : -1);
          if (at >= 0 && at < rows.length) next = rows[at].children[index] || null;
        }
        if (next && next.classList.contains('lv-cell')) { next.focus(); event.preventDefault(); }
      });
      // A link with a selected cell opens it (on load, and when the fragment changes).
      function openFromFragment() {
        var fragment = /^#cell=(.*)$/.exec(location.hash), decoded;
        // A malformed fragment (`#cell=%`) selects nothing, and stops nothing else.
        try { decoded = fragment ? decodeURIComponent(fragment[1]) : null; } catch (e) { decoded = null; }
        if (!decoded || decoded === selected) return;
        var wanted = find(decoded);
        if (wanted) { wanted.scrollIntoView({ block: 'center' }); wanted.focus({ preventScroll: true }); select(wanted); }
      }
      window.addEventListener('hashchange', openFromFragment);
      // Responses can arrive out of order; only the newest request's page is shown. The page
      // says what it shows (Livery-Shown): the server answers with the cells changed since and
      // the parts around them (data-delta), or — the frame changed, another server — the whole
      // page. `counter` is what the refresh counts as (a repaint, for a reload; a lint update),
      // `stamp` where it writes the frame's time.
      var requested = 0, owed = {};
      function refresh(counter, stamp) {
        // A newer refresh shows what an older one would have: it counts for both.
        owed[counter] = stamp;
        var mine = ++requested;
        var headers = {};
        if (document.body.dataset.shown) headers['Livery-Shown'] = document.body.dataset.shown;
        // A failed answer shows nothing and counts for nothing: the next event tries again.
        fetch(location.href, { cache: 'no-store', headers: headers }).then(function (r) { return r.ok ? r.text() : null; }).then(function (html) {
          if (html === null || mine !== requested) return;
          var next = new DOMParser().parseFromString(html, 'text/html');
          var x = window.scrollX, y = window.scrollY;
          // The focused cell keeps the focus: found again by what it shows.
          var focused = document.activeElement && document.activeElement.classList && document.activeElement.classList.contains('lv-cell')
            ? key(document.activeElement) : null;
          var delta = next.body.dataset.delta === '1';
          var ids = ['lv-theme-name', 'lv-toolbar', 'lv-banner', 'lv-problems', 'lv-lint-status', 'lv-compare-note'].concat(delta ? ['lv-tree-section'] : ['lv-gallery']);
          ids.forEach(function (id) {
            var old = document.getElementById(id), fresh = next.getElementById(id);
            // An open problems list stays open.
            if (old && fresh && old.open) { fresh.open = true; }
            if (old && fresh) { old.replaceWith(fresh); }
          });
          if (delta) {
            // The page's cells by key, looked up once (not a scan per changed cell).
            var cells = {};
            document.querySelectorAll('.lv-cell').forEach(function (c) { cells[key(c)] = c; });
            var changed = next.getElementById('lv-cells').content.querySelectorAll('td.lv-cell');
            for (var i = 0; i < changed.length; i++) {
              var old = cells[key(changed[i])];
              if (old) old.replaceWith(document.importNode(changed[i], true));
            }
          }
          var heading = document.getElementById('lv-theme-name');
          if (heading) document.title = heading.textContent + ' — Livery preview';
          document.body.dataset.generation = next.body.dataset.generation;
          if (next.body.dataset.shown) document.body.dataset.shown = next.body.dataset.shown;
          window.scrollTo(x, y);
          var counted = owed;
          owed = {};
          // A reload may have changed the selected cell's values; a lint update did not (and
          // the inspector's open source view stays).
          if (counted.repaints) {
            reselect();
          } else if (selected) {
            var shown = find(selected);
            if (shown) shown.classList.add('lv-selected');
          }
          if (focused) {
            var cell = find(focused);
            if (cell) cell.focus({ preventScroll: true });
          }
          // Counted at the next frame, with its time (epoch ms), for tests and the latency benchmark.
          requestAnimationFrame(function () {
            Object.keys(counted).forEach(function (name) {
              document.body.dataset[name] = String(Number(document.body.dataset[name] || 0) + 1);
              document.body.dataset[counted[name]] = String(performance.timeOrigin + performance.now());
            });
          });
        });
      }
      function reloaded() { refresh('repaints', 'repaintedAt'); }
      // One stream per shown page: closed when the page is left (a browser keeps six connections
      // per host, and pages kept for Back would hold theirs), opened again when it comes back.
      var events = null;
      function listen() {
        if (!window.EventSource || events) return;
        var lost = false;
        events = new EventSource('/events');
        events.addEventListener('reload', reloaded);
        events.addEventListener('refused', reloaded);
        // The lint's findings for a save, worked out after it: the badges that changed.
        events.addEventListener('lint', function () { refresh('lintUpdates', 'lintUpdatedAt'); });
        // Back after the server restarted: saves made meanwhile are shown.
        events.addEventListener('error', function () { lost = true; });
        events.addEventListener('open', function () { if (lost) { lost = false; reloaded(); } });
      }
      window.addEventListener('pagehide', function () { if (events) { events.close(); events = null; } });
      window.addEventListener('pageshow', function (event) { if (event.persisted) { listen(); reloaded(); } });
      listen();
      openFromFragment();
    })();
    """
}

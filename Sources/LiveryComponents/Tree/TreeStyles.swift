public import LiveryCore

/// The parts of a tree browser a theme styles, with the keys MAF's tree view gives them
/// (tree-browser.md §9).
public enum TreePart: String, CaseIterable, Sendable {
  case navigationBar, title, toolbar, cell, badge, selectedBadge, actionBar, actionButton

  /// The component type the part is.
  public var type: TargetType {
    switch self {
    case .navigationBar: return .navigationBar
    case .title, .badge, .selectedBadge: return .label
    case .toolbar: return .toolBar
    case .cell: return .tableViewCell
    case .actionBar: return .view
    case .actionButton: return .button
    }
  }

  /// Its keys, the rightmost winning per property: a cell is created as `UITableViewCell` and
  /// shown as `TableViewCellValue2`.
  public var keys: [StyleName] {
    switch self {
    case .navigationBar: return ["UINavigationBar"]
    case .title: return ["TitleBarLabel"]
    case .toolbar: return ["UIToolBar"]
    case .cell: return ["UITableViewCell", "TableViewCellValue2"]
    case .badge: return ["CellBadgeUnselected"]
    case .selectedBadge: return ["CellBadgeSelected"]
    case .actionBar: return ["ActionBar"]
    case .actionButton: return ["ActionbarButton"]
    }
  }

  /// How a warning names it.
  var description: String {
    switch self {
    case .navigationBar: return "navigation bar"
    case .title: return "level title"
    case .toolbar: return "toolbar"
    case .cell: return "cells"
    case .badge: return "badges"
    case .selectedBadge: return "badges of a pressed row"
    case .actionBar: return "action bar"
    case .actionButton: return "action buttons"
    }
  }
}

/// The style names each tree part gets in a theme: the part's keys the theme defines. A key the
/// theme lacks (real MAF skins have no `UINavigationBar` or `UIToolBar`, some no
/// `UITableViewCell`) is left out with one warning; a part none of whose keys exist gets its
/// type's style.
///
/// ```swift
/// let styles = TreeStyles(theme: theme)
/// badge.styleNames = styles[.badge]        // ["CellBadgeUnselected"]
/// ```
public struct TreeStyles: Sendable {
  public let styleNames: [TreePart: [StyleName]]
  /// One warning per missing key.
  public let diagnostics: [Diagnostic]

  public init(theme: CompiledTheme) {
    let defined = Set(theme.styleNames)
    // Warnings point at the start of the theme's topmost file, the one a fix would go into.
    let file = theme.theme.layers.last { $0.role != .runtime && !$0.stylesheets.isEmpty }?
      .stylesheets.last?.file
    var names: [TreePart: [StyleName]] = [:]
    var problems: [Diagnostic] = []
    for part in TreePart.allCases {
      names[part] = part.keys.filter(defined.contains)
      for key in part.keys where !defined.contains(key) {
        let fallback =
          names[part]!.isEmpty
          ? "they use the \(part.type) type style"
          : "they use \(names[part]!.map(\.rawValue).joined(separator: ", "))"
        problems.append(
          .warning(
            .treeMissingKey,
            "the theme has no style '\(key)' for the tree's \(part.description); \(fallback)",
            at: file.map(SourceLocation.startOf)))
      }
    }
    styleNames = names
    diagnostics = problems
  }

  public subscript(part: TreePart) -> [StyleName] { styleNames[part] ?? [] }
}

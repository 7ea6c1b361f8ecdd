public import LiveryCore
@_spi(LiveryAdapter) import LiveryRuntime

/// Makes the HTML component for a catalog type, with sample content (a title, a few rows, three
/// segments) so a page shows what the style does: what `livery render` and the preview show.
///
/// ```swift
/// let cell = HTMLComponents.make(.tableViewCell, styleNames: ["UITableViewCell"])
/// ```
public enum HTMLComponents {
  /// The component for `type` (a catalog type), or `nil` for a type the catalog does not have.
  public static func make(_ type: TargetType, styleNames: [StyleName] = []) -> HTMLView? {
    let view: HTMLView
    switch type {
    case .view:
      view = HTMLView()
      view.addSubview(HTMLLabel(text: "View"))
    case .label: view = HTMLLabel(text: "Label")
    case .button: view = HTMLButton(title: "Button")
    case .textField: view = HTMLTextField(text: "", placeholder: "Text field")
    case .textView: view = HTMLTextView()
    case .imageView: view = HTMLImageView()
    case .scrollView:
      let scroll = HTMLScrollView()
      for line in 1...6 { scroll.addSubview(HTMLLabel(text: "Line \(line)")) }
      view = scroll
    case .tableView:
      let table = HTMLTableView(sectionTitle: "Section")
      for row in 1...3 {
        table.addSubview(HTMLTableViewCell(text: "Row \(row)", detailText: "Detail"))
      }
      view = table
    case .tableViewCell: view = HTMLTableViewCell(text: "Title", detailText: "Detail")
    case .tableViewCellWithControl: view = HTMLTableViewCellWithControl(text: "Setting")
    case .treeBrowserCell: view = HTMLTreeBrowserCell(text: "Folder", detailText: "3 items")
    case .navigationBar: view = HTMLNavigationBar(title: "Title")
    case .toolBar: view = HTMLToolBar()
    case .barButtonItem: view = HTMLBarButtonItem(title: "Edit")
    case .tabBar: view = HTMLTabBar()
    case .searchBar: view = HTMLSearchBar()
    case .segmentedControl: view = HTMLSegmentedControl()
    case .slider: view = HTMLSlider()
    case .switch: view = HTMLSwitch()
    case .stepper: view = HTMLStepper()
    case .progressView: view = HTMLProgressView()
    case .activityIndicator: view = HTMLActivityIndicator()
    default: return nil
    }
    view.livery.styleNames = styleNames
    return view
  }
}

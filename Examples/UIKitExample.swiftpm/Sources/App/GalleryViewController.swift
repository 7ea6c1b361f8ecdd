import Livery
import LiveryUIKit
import UIKit

/// A list of UIKit's controls named as the format's theme names them: buttons, text, controls
/// and rows. The window's applier styles them (cells as the table makes them).
final class GalleryViewController: UITableViewController {
  let format: ExampleFormat
  let store: ThemeStore
  /// Whether the format's other theme is shown (whose styles have none of this theme's names).
  var alternate = false {
    didSet {
      guard alternate != oldValue, isViewLoaded else { return }
      navigationController?.navigationBar.livery.styleNames = styleNames(.navigationBar)
      tableView.reloadData()
    }
  }
  /// What the store says: the file to edit, or why the last good theme is showing.
  var status = "" {
    didSet { statusLabel.text = status }
  }
  private let statusLabel = UILabel()

  private enum Section: Int, CaseIterable {
    case status, buttons, text, controls, rows

    var title: String? {
      switch self {
      case .status: nil
      case .buttons: "Buttons"
      case .text: "Text"
      case .controls: "Controls"
      case .rows: "Rows"
      }
    }
  }

  init(format: ExampleFormat, store: ThemeStore) {
    self.format = format
    self.store = store
    super.init(style: .insetGrouped)
    title = format.title
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    statusLabel.numberOfLines = 0
    statusLabel.font = .preferredFont(forTextStyle: .footnote)
    statusLabel.livery.isThemingDisabled = true  // the example's own, not the theme's
    // The status row grows with its text (an error report has several lines).
    tableView.selfSizingInvalidation = .enabledIncludingConstraints
  }

  private func styleNames(_ role: ExampleFormat.Role) -> [StyleName] {
    format.styleNames(role, alternate: alternate)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // The navigation bar is the navigation controller's, shared by its screens: named here.
    navigationController?.navigationBar.livery.styleNames = styleNames(.navigationBar)
  }

  override func numberOfSections(in tableView: UITableView) -> Int { Section.allCases.count }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  {
    Section(rawValue: section)?.title
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    switch Section(rawValue: section) {
    case .status, .buttons: 1
    case .text: 2
    case .controls: 3
    case .rows: 3
    case nil: 0
    }
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = makeCell(at: indexPath)
    // Cells are made as the table needs them: the window's applier styles each one (only what
    // differs from what the cell had is set).
    if let window = view.window, let applier = ThemeApplier.installed(in: window) {
      applier.applyTree(cell)
    }
    return cell
  }

  private func makeCell(at indexPath: IndexPath) -> UITableViewCell {
    switch Section(rawValue: indexPath.section) {
    case .status:
      return Self.cell(holding: [statusLabel])
    case .buttons:
      let primary = Self.button("Pay now", names: styleNames(.primaryButton))
      let secondary = Self.button("Cancel", names: styleNames(.secondaryButton))
      let disabled = Self.button("Disabled", names: styleNames(.primaryButton))
      disabled.isEnabled = false
      return Self.cell(holding: [primary, secondary, disabled], axis: .horizontal)
    case .text:
      if indexPath.row == 0 {
        let title = UILabel()
        title.text = "Livery styles UIKit"
        title.livery.styleNames = styleNames(.title)
        let body = UILabel()
        body.text = "Every control on this screen is styled by \(format.title) files."
        body.numberOfLines = 0
        let card = Self.cell(holding: [title, body])
        card.contentView.livery.styleNames = styleNames(.card)
        return card
      }
      let field = UITextField()
      field.placeholder = "A text field"
      field.borderStyle = .roundedRect
      return Self.cell(holding: [field])
    case .controls:
      switch indexPath.row {
      case 0:
        let cell = LiveryControlCell(reuseIdentifier: nil)
        cell.textLabel?.text = "Notifications"
        let toggle = UISwitch()
        toggle.isOn = true
        cell.control = toggle
        return cell
      case 1:
        let slider = UISlider()
        slider.value = 0.4
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.7
        return Self.cell(holding: [slider, progress])
      default:
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 1
        let stepper = UIStepper()
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        return Self.cell(holding: [segments, stepper, spinner], axis: .horizontal)
      }
    case .rows, nil:
      let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
      cell.textLabel?.text = ["Inbox", "Drafts", "Archive"][indexPath.row % 3]
      cell.detailTextLabel?.text = ["12 unread", "3 drafts", "Last week"][indexPath.row % 3]
      cell.accessoryType = .disclosureIndicator
      return cell
    }
  }

  private static func button(_ title: String, names: [StyleName]) -> UIButton {
    var configuration = UIButton.Configuration.plain()
    configuration.title = title
    let button = UIButton(configuration: configuration)
    button.livery.styleNames = names
    return button
  }

  /// A row holding `views` in a stack, inside the cell's margins.
  private static func cell(holding views: [UIView], axis: NSLayoutConstraint.Axis = .vertical)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.selectionStyle = .none
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.spacing = 12
    stack.alignment = axis == .horizontal ? .center : .fill
    stack.distribution = axis == .horizontal ? .equalSpacing : .fill
    stack.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(stack)
    let margins = cell.contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stack.topAnchor.constraint(equalTo: margins.topAnchor),
      stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    return cell
  }
}

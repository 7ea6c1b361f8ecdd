import Foundation
import Livery
import LiveryComponents
import LiveryReload
import LiveryUIKit
import SwiftUI
import UIKit

/// One tab per format, the tree browser and a SwiftUI screen. Choosing a format's tab offers that
/// format's theme to the window's store, so the whole window — tab bar, navigation bars and the
/// SwiftUI screen included — restyles; the navigation bar's buttons switch light and dark and to
/// the format's other theme; saving a theme file reloads it.
final class FormatsController: UITabBarController, UITabBarControllerDelegate {
  /// Starts with Livery's default skin (read and compiled without failing; no file involved).
  private let store = ThemeStore(ThemeLoader.read([]).compile())
  private var format = ExampleFormat.nss
  private var alternate = false
  private var watcher: FileWatcher?
  private var subscription: ThemeStore.Subscription?
  private var galleries: [GalleryViewController] = []
  /// The tree browser (MAF's tree view), styled through the tree's keys of the theme in use.
  private lazy var tree = LiveryTreeBrowserController(
    TreeBrowser(content: Self.catalog) { _ in }, styles: TreeStyles(theme: store.theme))
  /// The SwiftUI tab: SwiftUI's controls, styled from the same store.
  private lazy var swiftUI = UIHostingController(
    rootView: SwiftUITab(store: store, format: format, alternate: alternate))
  /// Counts loads, so a slow one that finishes after a newer one is dropped.
  private var loads = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
    galleries = ExampleFormat.allCases.map { GalleryViewController(format: $0, store: store) }
    swiftUI.title = "SwiftUI"
    viewControllers = (galleries + [swiftUI]).map { gallery in
      gallery.navigationItem.rightBarButtonItems = [
        UIBarButtonItem(
          title: "Dark", image: nil,
          primaryAction: UIAction { [weak self] _ in self?.toggleColorScheme() }, menu: nil),
        UIBarButtonItem(
          title: "Switch", image: nil,
          primaryAction: UIAction { [weak self] _ in self?.switchTheme() }, menu: nil),
      ]
      let navigation = UINavigationController(rootViewController: gallery)
      let format = (gallery as? GalleryViewController)?.format
      navigation.tabBarItem = UITabBarItem(
        title: format?.title ?? "SwiftUI", image: UIImage(systemName: format?.symbol ?? "swift"),
        tag: 0)
      return navigation
    }
    tree.tabBarItem = UITabBarItem(
      title: "Tree", image: UIImage(systemName: "list.bullet.indent"), tag: 0)
    viewControllers?.append(tree)
    selectedIndex = format.rawValue
    subscription = store.observe { [weak self] _ in
      Task { @MainActor [weak self] in
        guard let self else { return }
        showStatus()
        tree.restyle(with: TreeStyles(theme: store.theme))
      }
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard let window = view.window, ThemeApplier.installed(in: window) == nil else { return }
    showColorScheme(dark: window.traitCollection.userInterfaceStyle == .dark)
    // The five lines an app writes (the store was made above): the window's tree, now and on
    // every change of theme or traits.
    ThemeApplier.install(store, in: window)
    load()
  }

  func tabBarController(_ controller: UITabBarController, didSelect selected: UIViewController) {
    // The tab's screen entered the window: Livery styles nothing by itself when views are added
    // (no swizzling), so the app says so.
    if let window = view.window, let applier = ThemeApplier.installed(in: window) {
      applier.applyTree(selected.view)
    }
    // The tree tab keeps the theme in use.
    guard let format = ExampleFormat(rawValue: selectedIndex), format != self.format else { return }
    self.format = format
    setAlternate(false)
    load()
  }

  private func setAlternate(_ alternate: Bool) {
    self.alternate = alternate
    galleries[format.rawValue].alternate = alternate
    swiftUI.rootView = SwiftUITab(store: store, format: format, alternate: alternate)
  }

  private func toggleColorScheme() {
    guard let window = view.window else { return }
    let dark = window.traitCollection.userInterfaceStyle == .dark
    window.overrideUserInterfaceStyle = dark ? .light : .dark
    showColorScheme(dark: !dark)
  }

  /// The button offers the other scheme.
  private func showColorScheme(dark: Bool) {
    for screen in galleries + [swiftUI] {
      screen.navigationItem.rightBarButtonItems?.first?.title = dark ? "Light" : "Dark"
    }
  }

  private func switchTheme() {
    setAlternate(!alternate)
    load()
  }

  /// Reads the current format's theme off the main thread and offers it to the store (a theme
  /// with errors is refused: the last good one stays, and the gallery says why); watches its
  /// folder so a save reloads it.
  private func load() {
    let inputs = format.inputs(alternate: alternate)
    let folder = format.folder.path
    // The environment the app runs in picks per-device files (Redbeard's theme_pad.inc.json).
    let options = ThemeLoader.Options(
      environment: view.window.map { StyleEnvironment(traitsOf: $0, in: store.theme) } ?? .default)
    loads += 1
    let load = loads
    Task {
      let result: Result<CompiledTheme, any Error>
      do {
        result = .success(try await ThemeLoader.load(inputs, options: options))
      } catch {
        result = .failure(error)
      }
      guard load == loads else { return }
      switch result {
      case .success(let theme): store.offer(theme)
      case .failure(let error as DiagnosticsError): store.refuse(error.errors)
      case .failure(let error): store.refuse([.error("example.load", "\(error)", at: nil)])
      }
    }
    watcher = try? FileWatcher(files: [], folders: [folder]) { [weak self] _ in
      Task { @MainActor [weak self] in self?.load() }
    }
    showStatus()
  }

  private func showStatus() {
    let problems = store.diagnostics.filter { $0.severity == .error }
    let status =
      problems.isEmpty
      ? "\(format.title)\(alternate ? " (other theme)" : ""): edit \(format.folder.path) and save to restyle."
      : "Showing the last good theme:\n" + problems.map(\.description).joined(separator: "\n")
    for gallery in galleries { gallery.status = status }
  }

  /// A small catalog for the tree browser: nodes open levels, leaves are products.
  static let catalog: TreeContent = {
    var content = TreeContent(rootLabel: "Catalog")
    let items: [(String, String, String)] = [
      ("laptops", "Laptops", TreeContent.rootID), ("l1", "ThinkPad X1", "laptops"),
      ("l2", "MacBook Air", "laptops"), ("phones", "Phones", TreeContent.rootID),
      ("p1", "iPhone", "phones"), ("p2", "Pixel", "phones"), ("p3", "Fairphone", "phones"),
      ("gift", "Gift card", TreeContent.rootID),
    ]
    for (id, label, parent) in items {
      // The ids are unique and each parent comes first: adding cannot fail.
      try? content.add(TreeItem(id: id, label: label), to: parent)
    }
    return content
  }()
}

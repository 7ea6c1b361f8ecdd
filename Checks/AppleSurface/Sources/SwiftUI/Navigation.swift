// A stub of SwiftUI's navigation, lists and toolbars: only what LiverySwiftUI calls, transcribed
// from Apple's documentation (the page above each declaration, with its availability). A
// navigation stack keeps every level on its path alive (the root first, then one destination per
// path element, as Apple documents for `NavigationStack(path:root:)`); a toolbar's items are
// drawn as decorations of the view they are declared on.

import Foundation

/// Where a navigation stack finds the destinations its content declares.
final class _NavigationRegistry: @unchecked Sendable {
  var destinations:
    [ObjectIdentifier: @MainActor (Any, StubNode, EnvironmentValues, String) -> Void] = [:]
}

enum _NavigationTag {}
enum _CoveredTag {}

extension EnvironmentValues {
  var _navigation: _NavigationRegistry? {
    get { storage[ObjectIdentifier(_NavigationTag.self)] as? _NavigationRegistry }
    set { storage[ObjectIdentifier(_NavigationTag.self)] = newValue }
  }
  /// Whether a navigation stack shows another level over this view (it is not on screen).
  var _isCovered: Bool {
    get { storage[ObjectIdentifier(_CoveredTag.self)] as? Bool ?? false }
    set { storage[ObjectIdentifier(_CoveredTag.self)] = newValue }
  }
}

/// https://developer.apple.com/documentation/swiftui/navigationstack — iOS 16.0+
public struct NavigationStack<Data, Root: View>: View, _PrimitiveView {
  let path: Binding<Data>
  let root: Root

  public var body: Never { fatalError() }

  func _render(node: StubNode, environment: EnvironmentValues) {
    let registry = _NavigationRegistry()
    var inner = environment
    inner._navigation = registry
    node.pop = { [path] in
      guard var elements = path.wrappedValue as? [Any], !elements.isEmpty else { return }
      elements.removeLast()
      if let typed = elements as? Data { path.wrappedValue = typed }
    }
    let elements = path.wrappedValue as? [Any] ?? []
    // Every level stays alive; all but the top one are covered.
    var covered = inner
    covered._isCovered = true
    _Render.view(root, key: "root", parent: node, environment: elements.isEmpty ? inner : covered)
    for (index, element) in elements.enumerated() {
      let type = ObjectIdentifier(Swift.type(of: element))
      registry.destinations[type]?(
        element, node, index == elements.count - 1 ? inner : covered, "level\(index)")
    }
  }
}

extension NavigationStack
where
  Data: MutableCollection, Data: RandomAccessCollection,
  Data: RangeReplaceableCollection, Data.Element: Hashable
{
  /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q — iOS 16.0+
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.path = path
    self.root = root()
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:) — iOS 16.0+
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      _DestinationModifier(register: { registry in
        registry.destinations[ObjectIdentifier(D.self)] = { value, node, environment, key in
          guard let value = value as? D else { return }
          _Render.view(destination(value), key: key, parent: node, environment: environment)
        }
      }))
  }

  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u — iOS 14.0+
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(_DrawingModifier(description: "navigationTitle(\(title))"))
  }

  /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx — iOS 14.0+
  nonisolated public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    modifier(_ToolbarModifier(content: content()))
  }

  /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:) — iOS 13.0+
  /// (Called when the view appears: when it is first shown, and when a navigation stack shows
  /// it again after a level above it was popped.)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_AppearModifier(action: action))
  }

  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:) — iOS 13.0+
  nonisolated public func disabled(_ disabled: Bool) -> some View {
    modifier(_EnvironmentModifier { if disabled { $0.isEnabled = false } })
  }
}

struct _AppearModifier: ViewModifier, _PrimitiveModifier {
  let action: (() -> Void)?
  func body(content: Content) -> Never { fatalError() }
  func _render(
    node: StubNode, environment: EnvironmentValues,
    content: @MainActor (StubNode, EnvironmentValues) -> Void
  ) {
    let isVisible = !environment._isCovered
    if isVisible && !node.isVisible { action?() }
    node.isVisible = isVisible
    content(node, environment)
  }
}

struct _DestinationModifier: ViewModifier, _PrimitiveModifier {
  let register: @MainActor (_NavigationRegistry) -> Void
  func body(content: Content) -> Never { fatalError() }
  func _render(
    node: StubNode, environment: EnvironmentValues,
    content: @MainActor (StubNode, EnvironmentValues) -> Void
  ) {
    if let registry = environment._navigation { register(registry) }
    content(node, environment)
  }
}

struct _ToolbarModifier<Items: ToolbarContent>: ViewModifier, _PrimitiveModifier {
  let content: Items
  func body(content: Content) -> Never { fatalError() }
  func _render(
    node: StubNode, environment: EnvironmentValues,
    content render: @MainActor (StubNode, EnvironmentValues) -> Void
  ) {
    node.drawn.append("toolbar")
    content._renderItems(node: node, environment: environment, key: "decoration-toolbar")
    render(node, environment)
  }
}

/// https://developer.apple.com/documentation/swiftui/list — iOS 13.0+
public struct List<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
  let content: Content
  public var body: Never { fatalError() }
  func _render(node: StubNode, environment: EnvironmentValues) {
    node.drawn.append("list")
    _Render.view(content, key: "content", parent: node, environment: environment)
  }
}

extension List where SelectionValue == Never {
  /// https://developer.apple.com/documentation/swiftui/list/init(content:) — iOS 13.0+
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// https://developer.apple.com/documentation/swiftui/toolbarcontent — iOS 14.0+
@MainActor @preconcurrency
public protocol ToolbarContent {
  func _renderItems(node: StubNode, environment: EnvironmentValues, key: String)
}

/// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder — iOS 14.0+
@resultBuilder
public struct ToolbarContentBuilder {
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
    -> _ToolbarItems
  {
    var items: [any ToolbarContent] = []
    for item in repeat each content { items.append(item) }
    return _ToolbarItems(items: items)
  }
}

/// Several toolbar items (SwiftUI's `TupleToolbarContent`).
public struct _ToolbarItems: ToolbarContent {
  let items: [any ToolbarContent]
  public func _renderItems(node: StubNode, environment: EnvironmentValues, key: String) {
    for (index, item) in items.enumerated() {
      item._renderItems(node: node, environment: environment, key: "\(key)-\(index)")
    }
  }
}

/// https://developer.apple.com/documentation/swiftui/toolbaritemplacement — iOS 14.0+
public struct ToolbarItemPlacement: Sendable {
  let name: String
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/principal — iOS 14.0+
  public static let principal = ToolbarItemPlacement(name: "principal")
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/primaryaction — iOS 14.0+
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/bottombar — iOS 14.0+
  /// (iOS only.)
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}

/// https://developer.apple.com/documentation/swiftui/toolbaritem — iOS 14.0+
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content
  public func _renderItems(node: StubNode, environment: EnvironmentValues, key: String) {
    node.drawn.append("toolbarItem(\(placement.name))")
    _Render.view(content, key: key, parent: node, environment: environment)
  }
}

extension ToolbarItem where ID == () {
  /// https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:) — iOS 14.0+
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItemPlacement {
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic — iOS 14.0+
  public static let automatic = ToolbarItemPlacement(name: "automatic")
}

/// https://developer.apple.com/documentation/swiftui/toolbaritemgroup — iOS 14.0+
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// https://developer.apple.com/documentation/swiftui/toolbaritemgroup/init(placement:content:) — iOS 14.0+
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  public func _renderItems(node: StubNode, environment: EnvironmentValues, key: String) {
    node.drawn.append("toolbarItemGroup(\(placement.name))")
    _Render.view(content, key: key, parent: node, environment: environment)
  }
}

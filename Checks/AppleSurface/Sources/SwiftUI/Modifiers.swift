// A stub of SwiftUI's view modifiers: only what LiverySwiftUI calls, transcribed from Apple's
// documentation (the page above each declaration, with its availability). Each one does what
// the documentation says, in the stub's terms: environment modifiers change their content's
// environment; drawing modifiers record what they draw.

import Foundation

/// A modifier that changes its content's environment.
struct _EnvironmentModifier: ViewModifier, _PrimitiveModifier {
  let transform: (inout EnvironmentValues) -> Void
  func body(content: Content) -> Never { fatalError() }
  func _render(
    node: StubNode, environment: EnvironmentValues,
    content: @MainActor (StubNode, EnvironmentValues) -> Void
  ) {
    var changed = environment
    transform(&changed)
    content(node, changed)
  }
}

/// A modifier that draws (or lays out) and records what it did.
struct _DrawingModifier: ViewModifier, _PrimitiveModifier {
  let description: String
  func body(content: Content) -> Never { fatalError() }
  func _render(
    node: StubNode, environment: EnvironmentValues,
    content: @MainActor (StubNode, EnvironmentValues) -> Void
  ) {
    node.drawn.append(description)
    content(node, environment)
  }
}

/// A modifier that draws a view behind or over its content.
struct _DecorationModifier<Decoration: View>: ViewModifier, _PrimitiveModifier {
  let kind: String
  let decoration: Decoration
  func body(content: Content) -> Never { fatalError() }
  func _render(
    node: StubNode, environment: EnvironmentValues,
    content: @MainActor (StubNode, EnvironmentValues) -> Void
  ) {
    node.drawn.append(kind)
    _Render.view(decoration, key: "decoration-" + kind, parent: node, environment: environment)
    content(node, environment)
  }
}

/// A task tied to its view's identity.
struct _TaskModifier<ID: Equatable>: ViewModifier, _PrimitiveModifier {
  let id: ID
  let action: @Sendable () async -> Void
  func body(content: Content) -> Never { fatalError() }
  func _render(
    node: StubNode, environment: EnvironmentValues,
    content: @MainActor (StubNode, EnvironmentValues) -> Void
  ) {
    if node.task == nil || node.taskID != AnyHashable("\(id)") {
      node.task?.cancel()
      node.taskID = AnyHashable("\(id)")
      let action = self.action
      node.task = Task { @MainActor in await action() }
    }
    content(node, environment)
  }
}

/// A view with an explicit identity.
public struct _IdentifiedView<Content: View, ID: Hashable>: View, _PrimitiveView {
  let content: Content
  let id: ID
  public var body: Never { fatalError() }
  func _render(node: StubNode, environment: EnvironmentValues) {
    _Render.view(content, key: "id:\(id)", parent: node, environment: environment)
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:) — iOS 13.0+
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  )
    -> some View
  {
    modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
  }

  /// https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:) — iOS 13.0+
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(_EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
  }

  /// https://developer.apple.com/documentation/swiftui/view/font(_:) — iOS 13.0+
  nonisolated public func font(_ font: Font?) -> some View {
    modifier(_EnvironmentModifier { $0.font = font })
  }

  /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:) — iOS 15.0+
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0._foreground = AnyShapeStyle(style) })
  }

  /// https://developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq — iOS 16.0+
  /// (`nil` restores the system's tint.)
  nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    modifier(_EnvironmentModifier { $0._tint = tint.map { AnyShapeStyle($0) } })
  }

  /// https://developer.apple.com/documentation/swiftui/view/tracking(_:) — iOS 16.0+
  nonisolated public func tracking(_ tracking: CGFloat) -> some View {
    modifier(_EnvironmentModifier { $0._tracking = tracking })
  }

  /// https://developer.apple.com/documentation/swiftui/view/padding(_:) — iOS 13.0+
  nonisolated public func padding(_ insets: EdgeInsets) -> some View {
    modifier(_DrawingModifier(description: "padding(\(insets))"))
  }

  /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:) — iOS 13.0+
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    modifier(
      _DrawingModifier(
        description: "frame(\(width.map { "\($0)" } ?? "nil"), \(height.map { "\($0)" } ?? "nil"))"
      ))
  }

  /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:) — iOS 13.0+
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    let values = [minWidth, maxWidth, minHeight, maxHeight].map { $0.map { "\($0)" } ?? "nil" }
    return modifier(
      _DrawingModifier(description: "frame(min/max \(values.joined(separator: ", ")))"))
  }

  /// https://developer.apple.com/documentation/swiftui/view/opacity(_:) — iOS 13.0+
  nonisolated public func opacity(_ opacity: Double) -> some View {
    modifier(_DrawingModifier(description: "opacity(\(opacity))"))
  }

  /// https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:) — iOS 13.0+
  nonisolated public func shadow(
    color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat,
    x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    modifier(_DrawingModifier(description: "shadow(\(color), \(radius), \(x), \(y))"))
  }

  /// https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:) — iOS 13.0+
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(_DrawingModifier(description: "contentShape(\(shape))"))
  }

  /// https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:) — iOS 13.0+
  nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle())
    -> some View
  {
    modifier(_DrawingModifier(description: "clipShape(\(shape))"))
  }

  /// https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:) — iOS 13.0+
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(_DrawingModifier(description: "allowsHitTesting(\(enabled))"))
  }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:) — iOS 14.0+
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View {
    modifier(_DrawingModifier(description: "accessibilityHidden(\(hidden))"))
  }

  /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:) — iOS 15.0+
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(_DecorationModifier(kind: "background", decoration: content()))
  }

  /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:) — iOS 15.0+
  nonisolated public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(_DecorationModifier(kind: "overlay", decoration: content()))
  }

  /// https://developer.apple.com/documentation/swiftui/view/listrowbackground(_:) — iOS 13.0+
  nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
    modifier(_DecorationModifier(kind: "listRowBackground", decoration: view))
  }

  /// https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:)-5ybst — iOS 16.0+
  nonisolated public func toolbarBackground<S: ShapeStyle>(
    _ style: S, for bars: ToolbarPlacement...
  )
    -> some View
  {
    modifier(
      _DrawingModifier(
        description: "toolbarBackground(\(style), for: \(bars.map(\.name).joined(separator: ",")))")
    )
  }

  /// https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:)-36tt1 — iOS 16.0+
  nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    modifier(
      _DrawingModifier(
        description:
          "toolbarBackground(\(visibility), for: \(bars.map(\.name).joined(separator: ",")))"))
  }

  /// https://developer.apple.com/documentation/swiftui/view/toolbarcolorscheme(_:for:) — iOS 16.0+
  nonisolated public func toolbarColorScheme(
    _ colorScheme: ColorScheme?, for bars: ToolbarPlacement...
  )
    -> some View
  {
    modifier(
      _DrawingModifier(
        description:
          "toolbarColorScheme(\(colorScheme.map { "\($0)" } ?? "nil"), for: \(bars.map(\.name).joined(separator: ",")))"
      ))
  }

  /// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) — iOS 15.0+
  nonisolated public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: value, action: action))
  }

  /// https://developer.apple.com/documentation/swiftui/view/id(_:) — iOS 13.0+
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
    _IdentifiedView(content: self, id: id)
  }
}

/// https://developer.apple.com/documentation/swiftui/visibility — iOS 15.0+
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}

/// https://developer.apple.com/documentation/swiftui/toolbarplacement — iOS 16.0+
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  /// https://developer.apple.com/documentation/swiftui/toolbarplacement/navigationbar — iOS 16.0+
  /// (Not on macOS.)
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// https://developer.apple.com/documentation/swiftui/toolbarplacement/tabbar — iOS 16.0+
  /// (Not on macOS.)
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  /// https://developer.apple.com/documentation/swiftui/toolbarplacement/bottombar — iOS 16.0+
  /// (iOS only.)
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

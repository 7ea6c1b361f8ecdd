// A stub of SwiftUI's view protocols and containers: only what LiverySwiftUI calls, transcribed
// from Apple's documentation (the page above each declaration, with the availability it gives).

import Foundation

/// https://developer.apple.com/documentation/swiftui/view — iOS 13.0+
/// (`@MainActor @preconcurrency` in the SDK since iOS 18's.)
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never — SwiftUI makes it a `View` (the body
/// of views SwiftUI draws itself).
extension Never: View {
  public var body: Never { fatalError("Never has no body") }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder — iOS 13.0+
@resultBuilder
public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:) — iOS 13.0+
  /// (The pack form is the iOS 17 SDK's; earlier SDKs declare 2 to 10 children, the same to a
  /// caller, back to iOS 13.)
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    var renders: [@MainActor (StubNode, EnvironmentValues, Int) -> Void] = []
    for view in repeat each content {
      renders.append { node, environment, index in
        _Render.view(view, key: "\(index)", parent: node, environment: environment)
      }
    }
    return TupleView((repeat each content), renders: renders)
  }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }
}

/// https://developer.apple.com/documentation/swiftui/tupleview — iOS 13.0+
public struct TupleView<T>: View, _PrimitiveView {
  public var value: T
  let renders: [@MainActor (StubNode, EnvironmentValues, Int) -> Void]

  init(_ value: T, renders: [@MainActor (StubNode, EnvironmentValues, Int) -> Void]) {
    self.value = value
    self.renders = renders
  }

  public var body: Never { fatalError() }

  func _render(node: StubNode, environment: EnvironmentValues) {
    for (index, render) in renders.enumerated() { render(node, environment, index) }
  }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent — iOS 13.0+
/// (Each branch is its own identity: switching branches makes new views.)
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, _PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
  public var body: Never { fatalError() }

  func _render(node: StubNode, environment: EnvironmentValues) {
    switch storage {
    case .trueContent(let view):
      _Render.view(view, key: "true", parent: node, environment: environment)
    case .falseContent(let view):
      _Render.view(view, key: "false", parent: node, environment: environment)
    }
  }
}

/// https://developer.apple.com/documentation/swift/optional — SwiftUI makes an optional view a
/// `View` (`buildIf`).
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

extension Optional: _PrimitiveView where Wrapped: View {
  func _render(node: StubNode, environment: EnvironmentValues) {
    if let view = self { _Render.view(view, key: "some", parent: node, environment: environment) }
  }
}

/// https://developer.apple.com/documentation/swiftui/emptyview — iOS 13.0+
public struct EmptyView: View, _PrimitiveView {
  public init() {}
  public var body: Never { fatalError() }
  func _render(node: StubNode, environment: EnvironmentValues) {}
}

/// https://developer.apple.com/documentation/swiftui/group — iOS 13.0+
public struct Group<Content: View>: View, _PrimitiveView {
  let content: Content
  /// https://developer.apple.com/documentation/swiftui/group/init(content:) — iOS 13.0+
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { fatalError() }
  func _render(node: StubNode, environment: EnvironmentValues) {
    _Render.view(content, key: "content", parent: node, environment: environment)
  }
}

/// https://developer.apple.com/documentation/swiftui/hstack — iOS 13.0+
public struct HStack<Content: View>: View, _PrimitiveView {
  let content: Content
  let spacing: CGFloat?
  /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:) — iOS 13.0+
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.spacing = spacing
  }
  public var body: Never { fatalError() }
  func _render(node: StubNode, environment: EnvironmentValues) {
    node.drawn.append("hstack(spacing: \(spacing.map { "\($0)" } ?? "default"))")
    _Render.view(content, key: "content", parent: node, environment: environment)
  }
}

/// https://developer.apple.com/documentation/swiftui/vstack — iOS 13.0+
public struct VStack<Content: View>: View, _PrimitiveView {
  let content: Content
  /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:) — iOS 13.0+
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public var body: Never { fatalError() }
  func _render(node: StubNode, environment: EnvironmentValues) {
    _Render.view(content, key: "content", parent: node, environment: environment)
  }
}

/// https://developer.apple.com/documentation/swiftui/spacer — iOS 13.0+
public struct Spacer: View, _PrimitiveView {
  /// https://developer.apple.com/documentation/swiftui/spacer/init(minlength:) — iOS 13.0+
  public init(minLength: CGFloat? = nil) {}
  public var body: Never { fatalError() }
  func _render(node: StubNode, environment: EnvironmentValues) {}
}

/// https://developer.apple.com/documentation/swiftui/verticalalignment — iOS 13.0+
public struct VerticalAlignment: Equatable, Sendable {
  let name: String
  public static let center = VerticalAlignment(name: "center")
  public static let top = VerticalAlignment(name: "top")
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment — iOS 13.0+
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  public static let center = HorizontalAlignment(name: "center")
  public static let leading = HorizontalAlignment(name: "leading")
}

/// https://developer.apple.com/documentation/swiftui/alignment — iOS 13.0+
public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
}

/// https://developer.apple.com/documentation/swiftui/text — iOS 13.0+
public struct Text: View, _PrimitiveView, Equatable {
  let string: String
  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4 — iOS 13.0+
  public init<S: StringProtocol>(_ content: S) { string = String(content) }
  /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:) — iOS 13.0+
  public init(verbatim content: String) { string = content }
  public var body: Never { fatalError() }
  func _render(node: StubNode, environment: EnvironmentValues) { node.text = string }

  /// https://developer.apple.com/documentation/swiftui/text/case — iOS 14.0+
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
  }
}

/// https://developer.apple.com/documentation/swiftui/image — iOS 13.0+
public struct Image: View, _PrimitiveView {
  let name: String
  var resizing: String?
  /// https://developer.apple.com/documentation/swiftui/image/init(systemname:) — iOS 13.0+
  public init(systemName: String) { name = "system:" + systemName }
  init(stubName: String) { name = stubName }
  public var body: Never { fatalError() }
  func _render(node: StubNode, environment: EnvironmentValues) {
    node.drawn.append("image(\(name)\(resizing.map { ", " + $0 } ?? ""))")
  }

  /// https://developer.apple.com/documentation/swiftui/image/resizingmode — iOS 13.0+
  public enum ResizingMode: Hashable, Sendable {
    case tile, stretch
  }

  /// https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:) — iOS 13.0+
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  )
    -> Image
  {
    var image = self
    image.resizing = "resizable(\(resizingMode))"
    return image
  }
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier — iOS 13.0+
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// https://developer.apple.com/documentation/swiftui/_viewmodifier_content — iOS 13.0+
/// (What a modifier's `body` receives: the view it modifies.)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, _PrimitiveView {
  let render: @MainActor (StubNode, EnvironmentValues) -> Void
  public var body: Never { fatalError() }
  func _render(node: StubNode, environment: EnvironmentValues) { render(node, environment) }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent — iOS 13.0+
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:) — iOS 13.0+
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, _PrimitiveView where Content: View, Modifier: ViewModifier {
  public var body: Never { fatalError() }

  func _render(node: StubNode, environment: EnvironmentValues) {
    let content = self.content
    let renderContent: @MainActor (StubNode, EnvironmentValues) -> Void = { parent, values in
      _Render.view(content, key: "content", parent: parent, environment: values)
    }
    if let primitive = modifier as? any _PrimitiveModifier {
      primitive._render(node: node, environment: environment, content: renderContent)
    } else {
      _Install.properties(of: modifier, node: node, environment: environment, prefix: "modifier.")
      node.bodyEvaluations += 1
      let body = modifier.body(content: _ViewModifier_Content(render: renderContent))
      _Render.view(body, key: "body", parent: node, environment: environment)
    }
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/modifier(_:) — iOS 13.0+
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// https://developer.apple.com/documentation/swiftui/emptymodifier — iOS 13.0+
public struct EmptyModifier: ViewModifier, _PrimitiveModifier {
  public static let identity = EmptyModifier()
  public init() {}
  public func body(content: Content) -> Never { fatalError() }
  func _render(
    node: StubNode, environment: EnvironmentValues,
    content: @MainActor (StubNode, EnvironmentValues) -> Void
  ) { content(node, environment) }
}

/// https://developer.apple.com/documentation/swiftui/foreach — iOS 13.0+
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  _PrimitiveView
{
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let content: (Data.Element) -> Content

  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:) — iOS 13.0+
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }

  public var body: Never { fatalError() }
  func _render(node: StubNode, environment: EnvironmentValues) {
    for element in data {
      _Render.view(
        content(element), key: "item:\(element[keyPath: id])", parent: node,
        environment: environment)
    }
  }
}

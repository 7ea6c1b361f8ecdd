// A stub of SwiftUI's UIKit hosting: only what the example app calls, transcribed from Apple's
// documentation (the page above each declaration, with its availability).
#if canImport(UIKit)
import UIKit

/// https://developer.apple.com/documentation/swiftui/uihostingcontroller — iOS 13.0+
/// (The stub evaluates the root view with a `StubHost` of its own.)
@MainActor
open class UIHostingController<Content: View>: UIViewController {
  /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview — iOS 13.0+
  public var rootView: Content {
    didSet { host = StubHost(rootView) }
  }
  public private(set) var host: StubHost

  /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:) — iOS 13.0+
  public init(rootView: Content) {
    self.rootView = rootView
    host = StubHost(rootView)
    super.init(nibName: nil, bundle: nil)
  }

  /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:rootview:) — iOS 13.0+
  public required init?(coder: NSCoder) { nil }
}

extension Image {
  /// https://developer.apple.com/documentation/swiftui/image/init(uiimage:) — iOS 13.0+
  public init(uiImage: UIImage) { self.init(stubName: "ui:" + uiImage.stubOrigin) }
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable — iOS 13.0+
/// (The stub makes the view and its coordinator once per identity, then calls `updateUIView`
/// on every update with the environment there.)
@MainActor @preconcurrency
public protocol UIViewRepresentable: View, _StubRepresentable where Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:) — iOS 13.0+
  func makeUIView(context: Self.Context) -> Self.UIViewType
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:) — iOS 13.0+
  func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()-32trb — iOS 13.0+
  func makeCoordinator() -> Self.Coordinator
  typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

extension UIViewRepresentable {
  public var body: Never { fatalError("a representable has no body") }

  func _stubRender(node: StubNode, environment: EnvironmentValues) {
    if node.hostedView == nil {
      let coordinator = makeCoordinator()
      node.coordinator = coordinator
      node.hostedView = makeUIView(
        context: Context(coordinator: coordinator, environment: environment))
    }
    guard let view = node.hostedView as? UIViewType,
      let coordinator = node.coordinator as? Coordinator
    else { return }
    updateUIView(view, context: Context(coordinator: coordinator, environment: environment))
    node.drawn.append("uiView(\(UIViewType.self))")
  }
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext — iOS 13.0+
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator — iOS 13.0+
  public let coordinator: Representable.Coordinator
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/environment — iOS 13.0+
  public var environment: EnvironmentValues
}
#endif

#if canImport(UIKit)
// Every representable is evaluated as one.
extension UIViewRepresentable {
  public func _stubRenderAny(node: StubNode, environment: EnvironmentValues) {
    _stubRender(node: node, environment: environment)
  }
}
#endif

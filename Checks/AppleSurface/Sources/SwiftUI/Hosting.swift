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
#endif

import SwiftUI
import UIKit

/// The app: a SwiftUI shell around a UIKit tab bar controller, which does all the styling
/// (LiveryUIKit styles UIKit views; LiverySwiftUI is another module).
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup {
      RootView().ignoresSafeArea()
    }
  }
}

struct RootView: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> FormatsController { FormatsController() }
  func updateUIViewController(_ controller: FormatsController, context: Context) {}
}

import Livery
import LiverySwiftUI
import SwiftUI
import UIKit

/// The SwiftUI tab: SwiftUI's standard controls styled by the same store as the UIKit tabs (a
/// SwiftUI screen hosted in UIKit), so every theme the store accepts — a format's tab chosen,
/// the theme switch, a file saved — restyles it too, and light and dark follow the window.
struct SwiftUIScreen: View {
  let format: ExampleFormat
  let alternate: Bool
  @State private var savesCard = true
  @State private var payments = 0

  private func names(_ role: ExampleFormat.Role) -> [StyleName] {
    format.styleNames(role, alternate: alternate)
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Checkout").liveryStyle(names(.title), as: .label)
      VStack(alignment: .leading, spacing: 8) {
        Label("3 items", systemImage: "cart")
        Text("Total 42.00 €").liveryStyle(as: .label)
      }
      .liveryStyle(names(.card), as: .view)
      Toggle("Save this card", isOn: $savesCard)
      ProgressView(value: 0.6)
      // A UIKit control inside SwiftUI, styled by LiveryUIKit from the same theme.
      LiveryHostedUIView {
        let slider = UISlider(frame: .zero)
        slider.value = 0.4  // once: the user moves it afterwards
        return slider
      }
      HStack(spacing: 12) {
        // The count is the screen's own state: a theme switch keeps it.
        Button("Pay (\(payments))") { payments += 1 }.liveryStyle(names(.primaryButton))
        Button("Later") {}.liveryStyle(names(.secondaryButton))
      }
      Button("Remove card", role: .destructive) {}
      Text("\(format.title) theme, in SwiftUI").liveryStyle(as: .label)
      Spacer(minLength: 0)
    }
    .padding(EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20))
  }
}

/// What the tab hosts: the screen under the store's theme. The tab controller replaces it when
/// the format changes; it is the same type each time, so SwiftUI keeps the screen and its state.
struct SwiftUITab: View {
  let store: ThemeStore
  var format: ExampleFormat
  var alternate: Bool

  var body: some View {
    SwiftUIScreen(format: format, alternate: alternate).livery(store)
  }
}

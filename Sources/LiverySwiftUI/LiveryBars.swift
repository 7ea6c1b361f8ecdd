// SwiftUI's bar placements are iOS's (navigation bar, tab bar, bottom toolbar); the Apple
// surface check compiles it on Linux against stubs.
#if canImport(SwiftUI) && (os(iOS) || LIVERY_APPLE_SURFACE)
import LiveryAppleSupport
public import LiveryCore
public import SwiftUI

extension View {
  /// Colours the bars around this view from the theme's `NavigationBar`, `TabBar` and `ToolBar`
  /// styles: each bar's background (`barTintColor`, else `backgroundColor`), made visible when
  /// the theme sets one, and its light or dark content for that background. Put it inside the
  /// `NavigationStack` or `TabView`, on the content (SwiftUI reads bar modifiers there).
  ///
  /// ```swift
  /// NavigationStack { List { … }.liveryBars() }
  /// ```
  ///
  /// SwiftUI shows no other bar property (title fonts and colours, bar images, shadows): UIKit's
  /// appearance objects do; use LiveryUIKit for those.
  public func liveryBars(_ names: StyleName...) -> some View {
    liveryBars(navigationBar: names, tabBar: names, toolBar: names)
  }

  /// `liveryBars(_:)` with each bar's own style names (the tree browser's `UINavigationBar` and
  /// `UIToolBar` keys).
  public func liveryBars(
    navigationBar: [StyleName], tabBar: [StyleName] = [], toolBar: [StyleName] = []
  ) -> some View {
    modifier(
      LiveryBarsModifier(names: [
        .navigationBar: navigationBar, .tabBar: tabBar, .toolBar: toolBar,
      ]))
  }
}

struct LiveryBarsModifier: ViewModifier {
  let names: [TargetType: [StyleName]]
  var traits = LiveryTraits()

  func body(content: Content) -> some View {
    let navigation = bar(.navigationBar)
    let tab = bar(.tabBar)
    let tool = bar(.toolBar)
    return
      content
      .toolbarBackground(navigation.fill, for: .navigationBar)
      .toolbarBackground(navigation.visibility, for: .navigationBar)
      .toolbarColorScheme(navigation.scheme, for: .navigationBar)
      .toolbarBackground(tab.fill, for: .tabBar)
      .toolbarBackground(tab.visibility, for: .tabBar)
      .toolbarColorScheme(tab.scheme, for: .tabBar)
      .toolbarBackground(tool.fill, for: .bottomBar)
      .toolbarBackground(tool.visibility, for: .bottomBar)
      .toolbarColorScheme(tool.scheme, for: .bottomBar)
  }

  /// A bar's background, whether to show it, and the scheme its content reads on.
  private func bar(_ type: TargetType) -> (
    fill: AnyShapeStyle, visibility: Visibility, scheme: ColorScheme?
  ) {
    guard let style = traits.style(type, names: names[type] ?? []) else {
      return (AnyShapeStyle(.bar), .automatic, nil)
    }
    let look = SwiftUILook(style, as: type)
    let color =
      style[.barTintColor]
      ?? look.background.first.flatMap {
        if case .color(let color) = $0 { color } else { nil }
      }
    guard let color else { return (AnyShapeStyle(.bar), .automatic, nil) }
    // White text on a dark bar, black on a light one (the bar style, when the theme gives one).
    let isDark =
      style[.barStyle].map { $0 == "black" || $0 == "blackTranslucent" }
      ?? (color.relativeLuminance < 0.4)
    return (AnyShapeStyle(Color(livery: color)), .visible, isDark ? .dark : .light)
  }
}
#endif

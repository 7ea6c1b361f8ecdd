// SwiftUI's bar placements are iOS's (navigation bar, tab bar, bottom toolbar); the Apple
// surface check compiles it on Linux against stubs.
#if canImport(SwiftUI) && (os(iOS) || LIVERY_APPLE_SURFACE)
public import LiveryCore
import LiveryRuntime
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

  /// A bar's background, whether to show it, and the scheme its content reads on; the bar's
  /// other properties are reported (SwiftUI shows them nowhere).
  @MainActor
  private func bar(_ type: TargetType) -> (
    fill: AnyShapeStyle, visibility: Visibility, scheme: ColorScheme?
  ) {
    guard let style = traits.style(type, names: names[type] ?? []) else {
      return (AnyShapeStyle(.bar), .automatic, nil)
    }
    if let reporter = traits.context.reporter {
      for name in style.properties.keys.sorted() where !Self.shown.contains(name) {
        reporter.report(
          .warning(
            .notShown,
            "'\(name)': SwiftUI shows no such property on \(type) (LiveryUIKit's bar appearances do); it is not drawn",
            at: style.properties[name]?.provenance.location))
      }
    }
    let background: RGBAColor? =
      if case .color(let color)? = style[.backgroundColor] { color } else { nil }
    guard let color = style[.barTintColor] ?? background else {
      return (AnyShapeStyle(.bar), .automatic, nil)
    }
    return (AnyShapeStyle(Color(livery: color)), .visible, Self.scheme(on: color, style: style))
  }

  /// The bar properties SwiftUI shows: its background and, through it, its content's scheme.
  static let shown: Set<PropertyName> = [.barTintColor, .backgroundColor, .barStyle]

  /// Light content on a dark bar, dark on a light one: the theme's bar style when it gives one,
  /// else whichever of white and black text contrasts more with the bar (translucent bars over
  /// white, as the system's bar material is light).
  static func scheme(on color: RGBAColor, style: ResolvedStyle) -> ColorScheme {
    if let barStyle = style[.barStyle] {
      return barStyle == "black" || barStyle == "blackTranslucent" ? .dark : .light
    }
    let white = RGBAColor(red: 1, green: 1, blue: 1)
    let shown = color.composited(over: white)
    let black = RGBAColor(red: 0, green: 0, blue: 0)
    return shown.contrastRatio(with: white) > shown.contrastRatio(with: black) ? .dark : .light
  }
}
#endif

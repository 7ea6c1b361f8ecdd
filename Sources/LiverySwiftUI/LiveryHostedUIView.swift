// UIKit views inside SwiftUI, styled by LiveryUIKit (iOS and Mac Catalyst, as LiveryUIKit); the
// Apple surface check compiles it on Linux against stubs.
#if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
import LiveryAppleSupport
public import LiveryCore
import LiveryRuntime
import LiveryUIKit
public import SwiftUI
public import UIKit

/// A UIKit view inside SwiftUI, styled by LiveryUIKit from the theme in SwiftUI's environment —
/// the other half of a mixed app (a SwiftUI screen inside UIKit takes the same store with
/// `.livery(store)`). The view and its subviews are styled as LiveryUIKit styles a window's tree,
/// in the style environment SwiftUI's says there (text size, size classes, layout direction),
/// and again on every theme the environment's store accepts. Colours are dynamic `UIColor`s, so
/// light and dark follow the view's own traits, which SwiftUI sets for the views it hosts (not
/// tried here: no Apple device is in reach). Each update of the view walks its tree; the applier
/// sets only what changed.
///
/// ```swift
/// LiveryHostedUIView(styleNames: ["Chart"]) { ChartView() } update: { $0.values = values }
/// ```
///
/// Works on every iOS version the package supports: the theme reaches the view through SwiftUI's
/// environment (`UIViewRepresentable`), not through iOS 17's bridged traits.
public struct LiveryHostedUIView<Content: UIView>: UIViewRepresentable {
  let styleNames: [StyleName]
  let make: () -> Content
  let update: (Content) -> Void

  /// - Parameters:
  ///   - styleNames: The view's style names (`view.livery.styleNames`).
  ///   - make: Makes the view, once.
  ///   - update: Brings the view up to date with SwiftUI's state, before it is styled.
  public init(
    styleNames: [StyleName] = [], make: @escaping () -> Content,
    update: @escaping (Content) -> Void = { _ in }
  ) {
    self.styleNames = styleNames
    self.make = make
    self.update = update
  }

  public func makeCoordinator() -> LiveryHostedUIViewCoordinator { LiveryHostedUIViewCoordinator() }

  public func makeUIView(context: Context) -> Content {
    let view = make()
    view.livery.styleNames = styleNames
    return view
  }

  public func updateUIView(_ view: Content, context: Context) {
    update(view)
    view.livery.styleNames = styleNames
    let livery = context.environment.livery
    guard let theme = livery.theme else { return }
    let environment = AppleTraits(context.environment).environment(
      over: livery.base, themeIdioms: theme.environmentValues[.idiom] ?? [])
    context.coordinator.style(view, with: theme, in: environment)
  }
}

/// What a hosted UIKit view keeps between updates: the applier that styles it.
@MainActor
public final class LiveryHostedUIViewCoordinator {
  private var applier: ThemeApplier?

  init() {}

  func style(_ view: UIView, with theme: CompiledTheme, in environment: StyleEnvironment) {
    let applier: ThemeApplier
    if let existing = self.applier {
      applier = existing
      // The environment's theme was accepted by its store already.
      if applier.theme !== theme { _ = applier.setTheme(theme) }
      if applier.environment != environment { applier.environment = environment }
    } else {
      applier = ThemeApplier(
        theme: theme, environment: environment, appliers: .uiKit(), adaptiveAxes: .uiKit)
      self.applier = applier
    }
    applier.applyTree(view)
  }
}
#endif

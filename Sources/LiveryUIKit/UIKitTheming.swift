// iOS and Mac Catalyst (tvOS has no UISlider, UISwitch, UIStepper or UIToolbar; visionOS delivers
// traits otherwise: neither is supported yet); the Apple surface check compiles it on Linux.
#if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
import LiveryAppleSupport
public import LiveryCore
public import LiveryRuntime
public import UIKit

extension ThemeApplier {
  /// Makes an applier for `window` (kept with the window), styles its whole tree, and returns
  /// the applier. It follows `store`: a theme offered by a bundle update or a live reload is
  /// applied to every styled view in one pass.
  ///
  /// ```swift
  /// let store = ThemeStore(try ThemeLoader.load(.folder(themesURL.path)))
  /// ThemeApplier.install(store, in: window)     // the window's tree, now and on every change
  /// saveButton.livery.styleNames = ["PrimaryButton"]
  /// ```
  ///
  /// Colours adapt to light, dark and increased contrast by themselves (dynamic `UIColor`s), so
  /// the applier leaves those axes to UIKit (`AdaptiveAxes.uiKit`); the window's traits (text
  /// size, size classes, layout direction, idiom, and the scheme for a layer's colours) are
  /// followed: when they change, the applier's environment does, and only what differs is set.
  /// (A hidden, unstyled observer view in the window hears the change, on every iOS version the
  /// package supports.)
  ///
  /// - Parameter environment: What the traits do not say (a locale, a platform); the traits'
  ///   axes are laid over it.
  @MainActor
  @discardableResult
  public static func install(
    _ store: ThemeStore, in window: UIWindow, environment: StyleEnvironment = .default,
    appliers: ApplierRegistry = .uiKit()
  ) -> ThemeApplier {
    let applier = ThemeApplier(
      store: store,
      environment: StyleEnvironment(traitsOf: window, over: environment, in: store.theme),
      appliers: appliers, adaptiveAxes: .uiKit)
    windowAppliers.set(applier, on: window)
    // Installing again replaces the observer with one for the new applier.
    for old in window.subviews where old is TraitObserver { old.removeFromSuperview() }
    let observer = TraitObserver(window: window, applier: applier, base: environment)
    window.insertSubview(observer, at: 0)  // below everything: `subviews.last` stays the app's
    applier.applyTree(window)
    return applier
  }

  /// The applier `install(_:in:)` made for `window`, if any.
  @MainActor
  public static func installed(in window: UIWindow) -> ThemeApplier? {
    windowAppliers.value(of: window)
  }
}

extension AdaptiveAxes {
  /// The axes UIKit resolves by itself, with dynamic colours: colour scheme and contrast.
  public static let uiKit: AdaptiveAxes = [.colorScheme, .contrast]
}

extension StyleEnvironment {
  /// The style environment `view`'s traits describe, over `base` (what traits do not say): for
  /// an idiom `theme` names no look for, the closest one's (vision and mac → pad).
  @MainActor
  public init(
    traitsOf view: UIView, over base: StyleEnvironment = .default, in theme: CompiledTheme
  ) {
    self = AppleTraits(view.traitCollection).environment(
      over: base, themeIdioms: theme.environmentValues[.idiom] ?? [])
  }
}

/// Hears a window's trait changes and gives its applier the environment they describe.
@MainActor
final class TraitObserver: UIView {
  weak var observedWindow: UIWindow?
  weak var applier: ThemeApplier?
  let base: StyleEnvironment

  init(window: UIWindow, applier: ThemeApplier, base: StyleEnvironment) {
    self.observedWindow = window
    self.applier = applier
    self.base = base
    super.init(frame: .zero)
    isHidden = true
    isUserInteractionEnabled = false
    livery.isThemingDisabled = true
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    guard let window = observedWindow, let applier else { return }
    applier.environment = StyleEnvironment(traitsOf: window, over: base, in: applier.theme)
  }
}

/// Each installed window's applier.
private let windowAppliers = Associated<ThemeApplier>()
#endif

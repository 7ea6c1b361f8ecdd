// SwiftUI on every Apple platform; the Apple surface check compiles it on Linux against stubs.
#if canImport(SwiftUI)
public import LiveryCore
import LiveryAppleSupport
import LiveryRuntime
public import SwiftUI

/// Livery's part of SwiftUI's environment: the theme in use and what a subtree asked of it
/// (its style names, its states). `.livery(_:)` puts it at the root; `.liveryStyle(_:)` and
/// `.liveryState(_:when:)` change it for a subtree. A theme switch replaces the theme here — a value
/// in the environment — so views re-evaluate and keep their identity and state.
///
/// ```swift
/// @Environment(\.livery) private var livery
/// var body: some View { Text("generation \(livery.generation)") }
/// ```
public struct LiveryContext: Sendable {
  /// The theme in use; `nil` outside `.livery(_:)`, where nothing is styled.
  public internal(set) var theme: CompiledTheme?
  /// The store's generation of `theme` (0 for a theme given as a value).
  public internal(set) var generation = 0
  /// What SwiftUI's environment does not say (a platform, a locale, an idiom): the axes the
  /// environment does say (colour scheme, contrast, text size, layout direction, size classes)
  /// are laid over it where a style is resolved.
  public internal(set) var base = StyleEnvironment.default
  /// The styles the subtree's controls take, left to right (`.liveryStyle("PrimaryButton")`).
  public internal(set) var styleNames: [StyleName] = []
  /// States the subtree is in besides those SwiftUI reports (`.liveryState(.selected, when:)`).
  public internal(set) var states: Set<StateName> = []
  /// Whether this is a control's own content (a button's label): its style names were the
  /// control's, and a `Label` here is drawn by the control's style.
  public internal(set) var isInsideControl = false
  /// Where problems met while styling go (`.livery(_:onDiagnostic:)`), each once.
  var reporter: LiveryReporter?
  /// The theme's looks by style, worked out once each (one memo per theme).
  var looks: SwiftUILookMemo?
  /// The theme's background images, decoded once each.
  var images: LiveryImageCache?

  public init() {}
}

/// Passes each distinct problem met while styling to the app's handler once: a view's body runs
/// many times, its problems are reported the first time. On the main actor, where views are
/// evaluated.
@MainActor
final class LiveryReporter {
  private let handler: @Sendable (Diagnostic) -> Void
  private var reported: Set<String> = []

  init(_ handler: @escaping @Sendable (Diagnostic) -> Void) {
    self.handler = handler
  }

  func report(_ diagnostic: Diagnostic, key: String? = nil) {
    let key =
      key
      ?? "\(diagnostic.code.rawValue)|\(diagnostic.location?.description ?? "")|\(diagnostic.message)"
    guard reported.insert(key).inserted else { return }
    handler(diagnostic)
  }
}

private struct LiveryContextKey: EnvironmentKey {
  static let defaultValue = LiveryContext()
}

extension EnvironmentValues {
  /// Livery's theme and what this subtree asked of it.
  public var livery: LiveryContext {
    get { self[LiveryContextKey.self] }
    set { self[LiveryContextKey.self] = newValue }
  }
}

/// Reads what a style is resolved from — the theme and SwiftUI's traits — where a view is
/// evaluated, so a subtree forced dark (`.environment(\.colorScheme, .dark)`) is styled dark.
/// Views that read it re-evaluate when any of these change.
struct LiveryTraits: DynamicProperty {
  @Environment(\.livery) var context
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.colorSchemeContrast) private var contrast
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize
  @Environment(\.layoutDirection) private var layoutDirection
  @Environment(\.isEnabled) var isEnabled
  #if os(iOS) || os(tvOS) || os(visionOS) || LIVERY_APPLE_SURFACE
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass
  @Environment(\.verticalSizeClass) private var verticalSizeClass
  #endif

  /// The traits in Livery's terms.
  var traits: AppleTraits {
    var traits = AppleTraits(
      colorScheme: colorScheme, contrast: contrast, dynamicTypeSize: dynamicTypeSize,
      layoutDirection: layoutDirection)
    #if os(iOS) || os(tvOS) || os(visionOS) || LIVERY_APPLE_SURFACE
    traits.horizontalSizeClass = horizontalSizeClass.flatMap(AppleTraits.sizeClass)
    traits.verticalSizeClass = verticalSizeClass.flatMap(AppleTraits.sizeClass)
    #endif
    return traits
  }

  /// The style of a `type` view here: the subtree's style names (or `names`), its states and
  /// `states`, in the environment the traits describe; `nil` outside `.livery(_:)` or when none
  /// of the named styles exists (the view keeps its own look).
  ///
  /// - Parameter stateless: Whether to resolve the style in no state at all (not the subtree's,
  ///   nor disabled): to ask whether the theme styles a view, whatever its state.
  @MainActor
  func style(
    _ type: TargetType, names: [StyleName]? = nil, states: Set<StateName> = [],
    stateless: Bool = false
  ) -> ResolvedStyle? {
    guard let theme = context.theme else { return nil }
    var active = stateless ? [] : context.states.union(states)
    if !isEnabled && !stateless { active.insert(.disabled) }
    let environment = traits.environment(
      over: context.base, themeIdioms: theme.environmentValues[.idiom] ?? [])
    let style = theme.style(
      for: type, named: names ?? context.styleNames, states: Array(active), in: environment)
    if let reporter = context.reporter {
      for diagnostic in style.diagnostics { reporter.report(diagnostic) }
    }
    return style.isResolved ? style : nil
  }

  /// What a `type` view here draws (see `style(_:names:states:)`), with the style it comes
  /// from; the properties SwiftUI shows nowhere on the type are reported, each once, at their
  /// declarations.
  @MainActor
  func look(
    _ type: TargetType, names: [StyleName]? = nil, states: Set<StateName> = [],
    stateless: Bool = false
  ) -> (look: SwiftUILook, style: ResolvedStyle?) {
    guard let style = style(type, names: names, states: states, stateless: stateless) else {
      return (SwiftUILook(), nil)
    }
    let (look, isNew) =
      context.looks?.look(style, as: type)
      ?? (SwiftUILook(style, as: type, drawsImages: LiveryImageCache.drawsImages), true)
    if isNew, let reporter = context.reporter {
      for name in look.notShown {
        reporter.report(
          .warning(
            .notShown, "'\(name)': SwiftUI shows no such property on \(type); it is not drawn",
            at: style.properties[name]?.provenance.location),
          key:
            "notShown|\(type)|\(name)|\(style.properties[name]?.provenance.location.description ?? "")"
        )
      }
    }
    return (look, style)
  }
}

extension AppleTraits {
  /// The traits SwiftUI's environment says, in Livery's terms (one place for `LiveryTraits`,
  /// which reads each value as a dynamic property, and for UIKit views hosted in SwiftUI, which
  /// get the whole environment).
  init(
    colorScheme: ColorScheme, contrast: ColorSchemeContrast, dynamicTypeSize: DynamicTypeSize,
    layoutDirection: LayoutDirection
  ) {
    self.init()
    switch colorScheme {
    case .light: userInterfaceStyle = .light
    case .dark: userInterfaceStyle = .dark
    @unknown default: break
    }
    switch contrast {
    case .standard: self.contrast = .normal
    case .increased: self.contrast = .high
    @unknown default: break
    }
    self.dynamicTypeSize = Self.dynamicTypeSizes[dynamicTypeSize]
    switch layoutDirection {
    case .leftToRight: self.layoutDirection = .leftToRight
    case .rightToLeft: self.layoutDirection = .rightToLeft
    @unknown default: break
    }
  }

  /// The traits of a whole SwiftUI environment.
  init(_ values: EnvironmentValues) {
    self.init(
      colorScheme: values.colorScheme, contrast: values.colorSchemeContrast,
      dynamicTypeSize: values.dynamicTypeSize, layoutDirection: values.layoutDirection)
    #if os(iOS) || os(tvOS) || os(visionOS) || LIVERY_APPLE_SURFACE
    horizontalSizeClass = values.horizontalSizeClass.flatMap(Self.sizeClass)
    verticalSizeClass = values.verticalSizeClass.flatMap(Self.sizeClass)
    #endif
  }

  static func sizeClass(_ sizeClass: UserInterfaceSizeClass) -> StyleEnvironment.SizeClass? {
    switch sizeClass {
    case .compact: .compact
    case .regular: .regular
    @unknown default: nil
    }
  }

  private static let dynamicTypeSizes: [DynamicTypeSize: StyleEnvironment.DynamicTypeSize] = [
    .xSmall: .xSmall, .small: .small, .medium: .medium, .large: .large, .xLarge: .xLarge,
    .xxLarge: .xxLarge, .xxxLarge: .xxxLarge, .accessibility1: .accessibility1,
    .accessibility2: .accessibility2, .accessibility3: .accessibility3,
    .accessibility4: .accessibility4, .accessibility5: .accessibility5,
  ]
}
#endif

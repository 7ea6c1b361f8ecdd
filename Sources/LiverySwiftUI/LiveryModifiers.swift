// SwiftUI on every Apple platform; the Apple surface check compiles it on Linux against stubs.
#if canImport(SwiftUI)
import LiveryAppleSupport
public import LiveryCore
public import LiveryRuntime
public import SwiftUI

extension View {
  /// Styles this view's subtree from `store`: the theme goes into the environment, and every
  /// button, toggle, label and progress view below is drawn by the theme. A theme the store
  /// accepts later (a live reload, a signed bundle, a switch) replaces the value in place: the
  /// views that read it re-evaluate and keep their identity and state (Styling SwiftUI views
  /// names the few switches that rebuild a view's content).
  ///
  /// ```swift
  /// @main struct Shop: App {
  ///   let store = ThemeStore(try! ThemeLoader.load(.folder(themesPath)))
  ///   var body: some Scene { WindowGroup { ContentView().livery(store) } }
  /// }
  /// ```
  ///
  /// - Parameter environment: What SwiftUI's environment does not say (a platform, a locale, an
  ///   idiom); the colour scheme, contrast, text size, layout direction and size classes come
  ///   from SwiftUI's environment wherever a style is resolved.
  /// - Parameters:
  ///   - images: Where the theme's images are found (the rules every adapter shares: its assets
  ///     folder, local files, inline data; then, for a name, the app's asset catalog).
  ///   - onDiagnostic: Where problems met while styling go, each once: a style name the theme
  ///     does not have, a property SwiftUI shows nowhere on a type (with the place it was
  ///     declared), an image that cannot be shown. `nil`: nowhere.
  public func livery(
    _ store: ThemeStore, environment: StyleEnvironment = .default,
    images: ThemeImages = ThemeImages(),
    onDiagnostic: (@Sendable (Diagnostic) -> Void)? = nil
  ) -> some View {
    modifier(
      LiveryRoot(store: store, base: environment, images: images, onDiagnostic: onDiagnostic))
  }

  /// Styles this view's subtree from a theme that does not change (a preview, a snapshot).
  public func livery(
    _ theme: CompiledTheme, environment: StyleEnvironment = .default,
    images: ThemeImages = ThemeImages(),
    onDiagnostic: (@Sendable (Diagnostic) -> Void)? = nil
  ) -> some View {
    modifier(
      LiveryStaticRoot(
        theme: theme, base: environment, images: images, onDiagnostic: onDiagnostic))
  }

  /// Names the styles this view's controls take (MAF `Key`, NUI class, Motif class, Redbeard
  /// identifier), left to right; the rightmost wins per property. Buttons, toggles, labels and
  /// progress views below take them; to draw a view that is not a control, say what it is:
  /// `liveryStyle(_:as:)`.
  ///
  /// ```swift
  /// Button("Pay") { … }.liveryStyle("PrimaryButton")
  /// ```
  public func liveryStyle(_ names: StyleName...) -> some View {
    liveryStyle(names)
  }

  /// `liveryStyle(_:)` with the names in an array (as code that picks them has them).
  public func liveryStyle(_ names: [StyleName]) -> some View {
    transformEnvironment(\.livery) { $0.styleNames = names }
  }

  /// Draws this view as a `type` component of the theme with these styles (or the type's own
  /// style): its foreground, background, border, corner radius, shadow, padding, font, text
  /// attributes, opacity and hidden. Its controls keep the names their subtree has.
  ///
  /// ```swift
  /// Text("Total").liveryStyle("TotalLabel", as: .label)
  /// VStack { … }.liveryStyle("Card", as: .view)
  /// Text(item.name).liveryStyle(as: .tableViewCell)    // a list row: its background is the row's
  /// ```
  public func liveryStyle(_ names: StyleName..., as type: TargetType) -> some View {
    liveryStyle(names, as: type)
  }

  /// `liveryStyle(_:as:)` with the names in an array.
  public func liveryStyle(_ names: [StyleName], as type: TargetType) -> some View {
    modifier(LiveryStyled(type: type, names: names))
  }

  /// Puts this subtree in a state of the theme's (`selected`, `expanded`, MAF's
  /// `selectedEditable`) while `isActive`: `.liveryState(.selected, when: isSelected)`.
  /// `disabled` follows SwiftUI's `isEnabled` by itself, and a button's `highlighted` its press.
  /// Put it outside the view it puts in the state (a modifier reads the environment where it
  /// is).
  public func liveryState(_ state: StateName, when isActive: Bool = true) -> some View {
    transformEnvironment(\.livery) { context in
      if isActive { context.states.insert(state) } else { context.states.remove(state) }
    }
  }
}

/// `.livery(store)`: follows the store, and sets the control styles.
struct LiveryRoot: ViewModifier {
  let store: ThemeStore
  let base: StyleEnvironment
  /// Kept with the view, so each problem is reported once however often the app's body runs.
  @State private var reporter: LiveryReporter?
  /// The looks and images of the theme in use (new ones with each theme).
  @State private var looks: LiveryLooks
  @State private var theme: CompiledTheme
  @State private var generation: Int
  /// The store `theme` came from: when the app gives another store at the same place, its
  /// theme shows at once, before the task that follows it has run.
  @State private var themeStore: ObjectIdentifier

  init(
    store: ThemeStore, base: StyleEnvironment, images: ThemeImages,
    onDiagnostic: (@Sendable (Diagnostic) -> Void)?
  ) {
    self.store = store
    self.base = base
    _reporter = State(initialValue: onDiagnostic.map(LiveryReporter.init))
    _looks = State(initialValue: LiveryLooks(images: images))
    let current = store.current
    _theme = State(initialValue: current.theme)
    _generation = State(initialValue: current.generation)
    _themeStore = State(initialValue: ObjectIdentifier(store))
  }

  func body(content: Content) -> some View {
    let current =
      themeStore == ObjectIdentifier(store)
      ? (theme: theme, generation: generation)
      : (theme: store.current.theme, generation: store.current.generation)
    let context = looks.context(
      theme: current.theme, generation: current.generation, base: base, reporter: reporter)
    return
      content
      .modifier(LiveryControls(context: context))
      // One task per store: a new store restarts it; the view's identity is never touched.
      .task(id: ObjectIdentifier(store)) { @MainActor in
        // By the theme itself: another store's generations count from 1 too.
        for await event in store.events
        where event.theme !== theme || themeStore != ObjectIdentifier(store) {
          theme = event.theme
          generation = event.generation
          themeStore = ObjectIdentifier(store)
        }
      }
  }
}

/// `.livery(theme)`.
struct LiveryStaticRoot: ViewModifier {
  let theme: CompiledTheme
  let base: StyleEnvironment
  @State private var reporter: LiveryReporter?
  @State private var looks: LiveryLooks

  init(
    theme: CompiledTheme, base: StyleEnvironment, images: ThemeImages,
    onDiagnostic: (@Sendable (Diagnostic) -> Void)?
  ) {
    self.theme = theme
    self.base = base
    _reporter = State(initialValue: onDiagnostic.map(LiveryReporter.init))
    _looks = State(initialValue: LiveryLooks(images: images))
  }

  func body(content: Content) -> some View {
    let context = looks.context(theme: theme, generation: 0, base: base, reporter: reporter)
    return content.modifier(LiveryControls(context: context))
  }
}

/// A root's memo of looks and cache of images, made again when the theme changes. (A reference
/// kept in `@State`: replacing them while a body runs changes no state SwiftUI watches.)
@MainActor
final class LiveryLooks {
  private let images: ThemeImages
  private var theme: CompiledTheme?
  private var memo = SwiftUILookMemo(drawsImages: LiveryImageCache.drawsImages)
  private var decoded: LiveryImageCache

  init(images: ThemeImages) {
    self.images = images
    decoded = LiveryImageCache(images: images)
  }

  /// A root's context for `theme`, with this theme's memo and images (new ones when the theme
  /// changed).
  func context(
    theme: CompiledTheme, generation: Int, base: StyleEnvironment, reporter: LiveryReporter?
  ) -> LiveryContext {
    if theme !== self.theme {
      self.theme = theme
      memo = SwiftUILookMemo(drawsImages: LiveryImageCache.drawsImages)
      decoded = LiveryImageCache(images: images)
    }
    var context = LiveryContext()
    context.theme = theme
    context.generation = generation
    context.base = base
    context.reporter = reporter
    context.looks = memo
    context.images = decoded
    return context
  }
}

/// Puts the context in the environment (keeping a subtree's names and states from an outer
/// root) and the control styles on the subtree.
struct LiveryControls: ViewModifier {
  let context: LiveryContext

  func body(content: Content) -> some View {
    content
      .modifier(LiveryButtons())
      .toggleStyle(LiveryToggleStyle())
      .labelStyle(LiveryLabelStyle())
      .progressViewStyle(LiveryProgressViewStyle())
      .transformEnvironment(\.livery) { outer in
        var context = self.context
        context.styleNames = outer.styleNames
        context.states = outer.states
        outer = context
      }
  }
}

/// The theme's buttons below `.livery(_:)`. Not on tvOS: a custom button style draws the whole
/// button, and tvOS's focus effect (the lift and the shine a focused button shows) with it;
/// buttons there keep the platform's style, and `LiveryButtonStyle` is for an app to apply.
struct LiveryButtons: ViewModifier {
  func body(content: Content) -> some View {
    #if os(tvOS)
    content
    #else
    content.buttonStyle(LiveryAutomaticButtonStyle())
    #endif
  }
}

/// `.liveryStyle(_:as:)`.
struct LiveryStyled: ViewModifier {
  let type: TargetType
  let names: [StyleName]
  var traits = LiveryTraits()

  func body(content: Content) -> some View {
    let look = traits.look(type, names: names).look
    return content.modifier(
      LiveryLookModifier(look: look, isListRow: type == .tableViewCell || type == .treeBrowserCell))
  }
}
#endif

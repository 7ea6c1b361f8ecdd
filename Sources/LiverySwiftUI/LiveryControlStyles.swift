// SwiftUI on every Apple platform; the Apple surface check compiles it on Linux against stubs.
#if canImport(SwiftUI)
import LiveryAppleSupport
public import LiveryCore
public import SwiftUI

/// Buttons drawn by the theme: the `Button` style with the subtree's style names, its role's
/// style (`DestructiveButton`, `CancelButton`) when the theme has one, pressed →
/// `highlighted`, disabled → `disabled`, focused (a keyboard's, the Pencil's) → `focused`. `.livery(_:)` uses it for every button below it whose
/// style the theme gives a look (the others, and buttons given a style of their own by the app,
/// keep it); apply it yourself to name styles for one button:
/// `.buttonStyle(LiveryButtonStyle("PrimaryButton"))`.
///
/// A custom button style draws the whole button, so a theme that gives a pressed button no look
/// of its own gets SwiftUI's usual feedback: the button dims while pressed.
public struct LiveryButtonStyle: ButtonStyle {
  /// The style names, when this button takes others than its subtree's.
  let names: [StyleName]?

  public init(_ names: StyleName...) {
    self.init(names)
  }

  /// The style with the names in an array; empty: the subtree's names.
  public init(_ names: [StyleName]) {
    self.names = names.isEmpty ? nil : names
  }

  public func makeBody(configuration: Configuration) -> some View {
    LiveryButtonBody(configuration: configuration, names: names)
  }
}

private struct LiveryButtonBody: View {
  let configuration: ButtonStyleConfiguration
  let names: [StyleName]?
  var traits = LiveryTraits()
  @Environment(\.isFocused) private var isFocused

  var body: some View {
    var states: Set<StateName> = []
    if configuration.isPressed { states.insert(.highlighted) }
    if isFocused { states.insert(.focused) }
    let (look, style) = traits.look(
      .button, names: traits.buttonNames(names, role: configuration.role), states: states)
    let declaresPressed =
      style?.states.contains { $0.name == .highlighted } ?? false
    return configuration.label
      .insideControl()
      .modifier(
        LiveryLookModifier(
          look: look, dimming: configuration.isPressed && !declaresPressed ? 0.6 : 1))
  }
}

extension LiveryTraits {
  /// The names a button takes: its role's style first (the theme's `DestructiveButton`,
  /// `CancelButton`) when the theme has one, then the given names or the subtree's, so a name
  /// given in code wins.
  func buttonNames(_ names: [StyleName]?, role: ButtonRole?) -> [StyleName] {
    let names = names ?? context.styleNames
    guard let role, let theme = context.theme else { return names }
    let roleStyle: StyleName? =
      role == .destructive ? "DestructiveButton" : role == .cancel ? "CancelButton" : nil
    guard let roleStyle, theme.hasStyle(named: roleStyle) else { return names }
    return [roleStyle] + names
  }
}

extension View {
  /// A control's own content (a button's label, a toggle's label): the subtree's style names
  /// are the control's, not its content's, and a label in it is drawn by the control's style.
  func insideControl() -> some View {
    transformEnvironment(\.livery) { context in
      context.styleNames = []
      context.isInsideControl = true
    }
  }
}

/// What `.livery(_:)` sets for the buttons below it: the theme's look (`LiveryButtonStyle`) when
/// the theme gives the button's style one, else the button as it was (the app's outer style or
/// the platform's), drawn from its configuration.
struct LiveryAutomaticButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    LiveryAutomaticButton(configuration: configuration)
  }
}

private struct LiveryAutomaticButton: View {
  let configuration: PrimitiveButtonStyleConfiguration
  var traits = LiveryTraits()

  var body: some View {
    // Whether the theme styles this button at all — its names and role, in no state, so the
    // branch changes only when a theme starts or stops styling it, never with a press or
    // `.disabled(_:)`.
    let look = traits.look(
      .button, names: traits.buttonNames(nil, role: configuration.role), stateless: true
    ).look
    if look != SwiftUILook() {
      Button(configuration).buttonStyle(LiveryButtonStyle())
    } else {
      Button(configuration)
    }
  }
}

/// Toggles drawn by the platform, coloured by the theme's `Switch` style: `onTintColor` (or
/// `tintColor`) as the switch's tint, the label as the style's text. SwiftUI's switch shows
/// neither an off colour nor a thumb colour; those are reported, not drawn.
public struct LiveryToggleStyle: ToggleStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    LiveryToggleBody(configuration: configuration)
  }
}

private struct LiveryToggleBody: View {
  let configuration: ToggleStyleConfiguration
  var traits = LiveryTraits()

  var body: some View {
    let look = traits.look(.switch).look
    // The toggle made from the configuration draws with the style outside this one (the
    // platform's switch), as SwiftUI documents.
    return Toggle(configuration).insideControl().modifier(LiveryLookModifier(look: look))
  }
}

/// Labels (title and icon) in the theme's `Label` style: its font and text colour.
public struct LiveryLabelStyle: LabelStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    LiveryLabelBody(configuration: configuration)
  }
}

private struct LiveryLabelBody: View {
  let configuration: LabelStyleConfiguration
  var traits = LiveryTraits()

  var body: some View {
    // A label inside a button or toggle is drawn by that control's style.
    let look = traits.context.isInsideControl ? SwiftUILook() : traits.look(.label).look
    return Label(configuration).modifier(LiveryLookModifier(look: look))
  }
}

/// Progress views drawn by the platform in the theme's `ProgressView` style:
/// `progressTintColor` (or `tintColor`) as the bar's tint.
public struct LiveryProgressViewStyle: ProgressViewStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    LiveryProgressBody(configuration: configuration)
  }
}

private struct LiveryProgressBody: View {
  let configuration: ProgressViewStyleConfiguration
  var traits = LiveryTraits()

  var body: some View {
    let type: TargetType =
      configuration.fractionCompleted == nil ? .activityIndicator : .progressView
    let look = traits.look(type).look
    return ProgressView(configuration).modifier(LiveryLookModifier(look: look))
  }
}
#endif

// SwiftUI on every Apple platform; the Apple surface check compiles it on Linux against stubs.
#if canImport(SwiftUI)
import LiveryAppleSupport
public import LiveryCore
public import SwiftUI

/// Buttons drawn by the theme: the `Button` style with the subtree's style names, its role's
/// style (`DestructiveButton`, `CancelButton`) when the theme has one, pressed →
/// `highlighted`, disabled → `disabled`. `.livery(_:)` uses it for every button below it whose
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

  var body: some View {
    let (look, style) = traits.look(
      .button, names: roleNames(traits.context.theme),
      states: configuration.isPressed ? [.highlighted] : [])
    let declaresPressed =
      style?.states.contains { $0.name == .highlighted } ?? false
    return configuration.label
      .modifier(
        LiveryLookModifier(
          look: look, dimming: configuration.isPressed && !declaresPressed ? 0.6 : 1))
  }

  /// The names a button with a role takes: its role's style first (the theme's
  /// `DestructiveButton`), then the subtree's, so a name given in code wins.
  private func roleNames(_ theme: CompiledTheme?) -> [StyleName] {
    let names = self.names ?? traits.context.styleNames
    guard let role = configuration.role, let theme else { return names }
    let roleStyle: StyleName? =
      role == .destructive ? "DestructiveButton" : role == .cancel ? "CancelButton" : nil
    guard let roleStyle, theme.hasStyle(named: roleStyle) else { return names }
    return [roleStyle] + names
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
    // Which branch a button takes changes only when a theme starts or stops styling buttons.
    if let style = traits.style(.button), SwiftUILook(style, as: .button) != SwiftUILook() {
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
    return Toggle(configuration).modifier(LiveryLookModifier(look: look))
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
    let look = traits.look(.label).look
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

// SwiftUI on every Apple platform; the Apple surface check compiles it on Linux against stubs.
#if canImport(SwiftUI)
import LiveryAppleSupport
import LiveryCore
import SwiftUI

/// Draws a `SwiftUILook`: one fixed chain of modifiers, each given the theme's value or one that
/// changes nothing (no padding, a clear background, a zero-width border, an unchanged
/// environment value), so a theme switch changes no view's identity or state — except for the
/// three SwiftUI has no "unchanged" value for: the foreground style, the tint and text tracking
/// are set only when the theme sets them (setting `.foreground` or `.tint` would fix the
/// inherited style in place and override the defaults controls below give themselves), so a
/// switch to a theme that starts or stops setting one of them for a view makes SwiftUI build that
/// view's content anew.
struct LiveryLookModifier: ViewModifier {
  let look: SwiftUILook
  /// Extra opacity (a pressed button the theme gives no highlighted look).
  var dimming = 1.0

  /// A list row's background goes behind the whole row (`listRowBackground`).
  var isListRow = false

  func body(content: Content) -> some View {
    let shape = RoundedRectangle(cornerRadius: look.cornerRadius ?? 0, style: .continuous)
    let background = LiveryFills(
      fills: look.background, image: look.backgroundImage, repeats: look.backgroundRepeats,
      shape: shape)
    return
      content
      .modifier(LiveryTextModifier(look: look))
      .padding(look.padding.map(EdgeInsets.init(livery:)) ?? EdgeInsets())
      .frame(width: points(look.frame.width), height: points(look.frame.height))
      .frame(
        minWidth: points(look.frame.minimumWidth), maxWidth: points(look.frame.maximumWidth),
        minHeight: points(look.frame.minimumHeight), maxHeight: points(look.frame.maximumHeight)
      )
      .background { if isListRow { Color.clear } else { background } }
      .modifier(LiveryRowBackground(fills: isListRow ? background : nil))
      .overlay {
        shape.strokeBorder(
          look.border.map { Color(livery: $0.color) } ?? Color.clear,
          lineWidth: look.border?.width ?? 0)
      }
      .shadow(
        color: look.shadow.map(Color.init(shadow:)) ?? Color.clear,
        radius: look.shadow?.radius ?? 0, x: look.shadow?.offset?.horizontal ?? 0,
        y: look.shadow?.offset?.vertical ?? 0
      )
      .opacity(look.isHidden ? 0 : (look.opacity ?? 1) * dimming)
      // The whole shape takes taps, not only the content's opaque pixels.
      .contentShape(shape)
      .allowsHitTesting(!look.isHidden)
      .accessibilityHidden(look.isHidden)
  }
}

/// A length as SwiftUI takes it.
private func points(_ value: Double?) -> CGFloat? { value.map { CGFloat($0) } }

/// A list row's background, behind the whole row; nothing for other views (`isListRow` is the
/// same for a call site every time, so the branch never switches).
private struct LiveryRowBackground: ViewModifier {
  let fills: LiveryFills?

  func body(content: Content) -> some View {
    if let fills { content.listRowBackground(fills) } else { content }
  }
}

/// The text and control attributes, set through the environment where SwiftUI keeps them, each
/// left as it is when the theme says nothing.
struct LiveryTextModifier: ViewModifier {
  let look: SwiftUILook

  func body(content: Content) -> some View {
    content
      .modifier(LiveryFontModifier(look: look))
      .modifier(
        LiveryInheritable(foreground: look.foreground, tint: look.tint, tracking: look.tracking)
      )
      .transformEnvironment(\.multilineTextAlignment) { alignment in
        if let word = look.textAlignment { alignment = TextAlignment(livery: word) }
      }
      .transformEnvironment(\.lineLimit) { limit in
        switch look.lineLimit {
        case .unlimited?: limit = nil
        case .lines(let lines)?: limit = lines
        case nil: break
        }
      }
      .transformEnvironment(\.textCase) { textCase in
        switch look.textCase {
        case "uppercase"?: textCase = .uppercase
        case "lowercase"?: textCase = .lowercase
        default: break
        }
      }
      .transformEnvironment(\.lineSpacing) { if let spacing = look.lineSpacing { $0 = spacing } }
      .transformEnvironment(\.minimumScaleFactor) { factor in
        if let minimum = look.minimumScaleFactor { factor = minimum }
      }
      .modifier(LiveryControlSize(word: look.controlSize))
  }
}

/// The foreground, the tint and the tracking, each set only when the theme gives one (see
/// `LiveryLookModifier`).
struct LiveryInheritable: ViewModifier {
  let foreground: RGBAColor?
  let tint: RGBAColor?
  let tracking: Double?

  func body(content: Content) -> some View {
    content
      .modifier(LiveryForeground(color: foreground))
      .modifier(LiveryTint(color: tint))
      .modifier(LiveryTracking(tracking: tracking))
  }
}

private struct LiveryForeground: ViewModifier {
  let color: RGBAColor?
  func body(content: Content) -> some View {
    if let color { content.foregroundStyle(Color(livery: color)) } else { content }
  }
}

private struct LiveryTint: ViewModifier {
  let color: RGBAColor?
  func body(content: Content) -> some View {
    if let color { content.tint(Color(livery: color)) } else { content }
  }
}

private struct LiveryTracking: ViewModifier {
  let tracking: Double?
  func body(content: Content) -> some View {
    if let tracking { content.tracking(CGFloat(tracking)) } else { content }
  }
}

/// A control's size (SAP's `control-size`); tvOS has no control sizes.
private struct LiveryControlSize: ViewModifier {
  let word: String?
  func body(content: Content) -> some View {
    #if os(tvOS)
    content
    #else
    content.transformEnvironment(\.controlSize) { size in
      if let word { size = ControlSize(livery: word) }
    }
    #endif
  }
}

/// The theme's font: a named face scaled with its text style (`Font.custom(_:size:relativeTo:)`)
/// or at a fixed size; the system font at the text style's own size as that style, at another
/// size scaled with it (`ScaledMetric`) or fixed.
struct LiveryFontModifier: ViewModifier {
  let look: SwiftUILook
  @ScaledMetric private var scaledSize: Double

  init(look: SwiftUILook) {
    self.look = look
    _scaledSize = ScaledMetric(
      wrappedValue: look.font?.size ?? 17,
      relativeTo: Font.TextStyle(livery: look.font?.scalesWith ?? .body))
  }

  func body(content: Content) -> some View {
    let font = look.font.map { Font(livery: $0, scaledSize: scaledSize, look: look) }
    return content.transformEnvironment(\.font) { if let font { $0 = font } }
  }
}

/// Background layers, bottom first, in the view's shape: the colour or gradient, NSS's gradient
/// over it, then the background image.
struct LiveryFills: View {
  let fills: [SwiftUILook.Fill]
  let image: ImageSource?
  let repeats: Bool
  let shape: RoundedRectangle

  var body: some View {
    // Two fill layers at most (a colour, then NSS's gradient over it) and an image layer; clear
    // where there are fewer, so the structure is the same for every theme.
    let bottom = fills.first.map { AnyShapeStyle(fill: $0) } ?? AnyShapeStyle(Color.clear)
    let top = fills.dropFirst().first.map { AnyShapeStyle(fill: $0) } ?? AnyShapeStyle(Color.clear)
    return shape.fill(bottom)
      .overlay { shape.fill(top) }
      .overlay { LiveryImageLayer(source: image, repeats: repeats).clipShape(shape) }
  }
}

extension AnyShapeStyle {
  init(fill: SwiftUILook.Fill) {
    switch fill {
    case .color(let color): self.init(Color(livery: color))
    case .gradient(let gradient): self.init(LinearGradient(livery: gradient))
    }
  }
}
#endif

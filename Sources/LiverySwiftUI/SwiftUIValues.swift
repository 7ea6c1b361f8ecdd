// SwiftUI on every Apple platform; the Apple surface check compiles it on Linux against stubs.
#if canImport(SwiftUI)
import LiveryAppleSupport
import LiveryCore
import SwiftUI

// Livery's values as SwiftUI's.

extension Color {
  /// The colour in sRGB, as every format gives it.
  init(livery color: RGBAColor) {
    self.init(
      .sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
  }

  /// A shadow's colour with its opacity (black when it gives only an opacity, as UIKit's).
  init(shadow: Shadow) {
    var color = shadow.color ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
    if let opacity = shadow.opacity { color.alpha *= opacity }
    self.init(livery: color)
  }
}

extension LinearGradient {
  init(livery gradient: ColorGradient) {
    self.init(
      gradient: Gradient(
        stops: gradient.stops.map {
          Gradient.Stop(color: Color(livery: $0.color), location: $0.location)
        }),
      startPoint: UnitPoint(x: gradient.start.x, y: gradient.start.y),
      endPoint: UnitPoint(x: gradient.end.x, y: gradient.end.y))
  }
}

extension EdgeInsets {
  init(livery insets: Insets) {
    self.init(
      top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
  }
}

extension TextAlignment {
  /// `leading`, `center` or `trailing` (`SwiftUILook.textAlignment`).
  init(livery word: String) {
    switch word {
    case "center": self = .center
    case "trailing": self = .trailing
    default: self = .leading
    }
  }
}

#if !os(tvOS)  // tvOS has no control sizes
extension ControlSize {
  /// SAP's `control-size` words; `extraLarge` is `large` before iOS 17.
  init(livery word: String) {
    switch word {
    case "mini": self = .mini
    case "small": self = .small
    case "large": self = .large
    case "extraLarge":
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
        self = .extraLarge
      } else {
        self = .large
      }
    default: self = .regular
    }
  }
}
#endif

extension Font.TextStyle {
  init(livery style: FontDescriptor.TextStyle) {
    switch style {
    case .largeTitle: self = .largeTitle
    case .title1: self = .title
    case .title2: self = .title2
    case .title3: self = .title3
    case .headline: self = .headline
    case .subheadline: self = .subheadline
    case .body: self = .body
    case .callout: self = .callout
    case .footnote: self = .footnote
    case .caption1: self = .caption
    case .caption2: self = .caption2
    }
  }
}

extension Font.Weight {
  init(livery weight: FontDescriptor.Weight) {
    switch weight.nearestNamed {
    case .ultraLight: self = .ultraLight
    case .thin: self = .thin
    case .light: self = .light
    case .medium: self = .medium
    case .semibold: self = .semibold
    case .bold: self = .bold
    case .heavy: self = .heavy
    case .black: self = .black
    default: self = .regular
    }
  }
}

extension Font.Design {
  init(livery word: String) {
    switch word {
    case "serif": self = .serif
    case "rounded": self = .rounded
    case "monospaced": self = .monospaced
    default: self = .default
    }
  }
}

extension Font.Width {
  /// SAP's `font-width`: a word or a number (SwiftUI's width value, -1 … 1).
  init?(livery text: String) {
    switch text {
    case "compressed": self = .compressed
    case "condensed": self = .condensed
    case "standard": self = .standard
    case "expanded": self = .expanded
    default:
      guard let value = Double(text) else { return nil }
      self.init(value)
    }
  }
}

extension Font {
  /// The font `plan` describes (`AppleFontPlan`): see `LiveryFontModifier`.
  init(livery plan: AppleFontPlan, scaledSize: Double, look: SwiftUILook) {
    let design = look.fontDesign.map(Font.Design.init(livery:))
    var font: Font
    switch plan.face {
    case .named(let name):
      if let style = plan.scalesWith {
        font = .custom(name, size: plan.size, relativeTo: Font.TextStyle(livery: style))
      } else {
        font = .custom(name, fixedSize: plan.size)
      }
    case .system(let weight, let italic):
      if let style = plan.scalesWith, plan.size == style.defaultPointSize {
        font = .system(
          Font.TextStyle(livery: style), design: design, weight: Font.Weight(livery: weight))
      } else {
        font = .system(
          size: plan.scalesWith == nil ? plan.size : scaledSize,
          weight: Font.Weight(livery: weight),
          design: design ?? .default)
      }
      if italic { font = font.italic() }
    }
    if let width = look.fontWidth.flatMap(Font.Width.init(livery:)) { font = font.width(width) }
    self = font
  }
}
#endif

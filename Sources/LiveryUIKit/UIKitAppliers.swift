#if canImport(UIKit) && !os(watchOS)  // watchOS has UIKit's colours and fonts, but no UIView
import LiveryAppleSupport
import LiveryCore
public import LiveryRuntime
import UIKit

extension ApplierRegistry {
  /// The UIKit adapter's appliers: how each catalog property reaches a UIKit view
  /// (apple-adapters.md §3), and which catalog type each UIKit class is. Build them on the main
  /// actor; the closures run there.
  ///
  /// ```swift
  /// let applier = ThemeApplier(store: store, appliers: .uiKit(), adaptiveAxes: .uiKit)
  /// ```
  ///
  /// Colours are dynamic `UIColor`s built from values by appearance, so a light ↔ dark switch
  /// sets none of them; a layer's colours (`CGColor`s) take the applier's appearance and are the
  /// only values set again on a switch.
  @MainActor
  public static func uiKit() -> ApplierRegistry {
    var registry = ApplierRegistry()
    registry.map(UIView.self, to: .view)
    registry.map(UILabel.self, to: .label)
    registry.map(UIButton.self, to: .button)
    UIKitAppliers.views(&registry)
    UIKitAppliers.labels(&registry)
    UIKitAppliers.buttons(&registry)
    return registry
  }
}

/// The UIKit appliers, by kind of view.
enum UIKitAppliers {
  @MainActor
  static func views(_ registry: inout ApplierRegistry) {
    registry.register(
      .backgroundColor, on: UIView.self, as: Adaptive<RGBAColor>.self,
      own: { $0.backgroundColor }, set: { $0.backgroundColor = UIColor(livery: $1) },
      restore: { $0.backgroundColor = $1 })
    registry.register(
      .tintColor, on: UIView.self, as: Adaptive<RGBAColor>.self,
      set: { $0.tintColor = UIColor(livery: $1) }, reset: { $0.tintColor = nil })
    registry.register(
      .alpha, on: UIView.self, as: Double.self, own: { $0.alpha },
      set: { $0.alpha = CGFloat($1) }, restore: { $0.alpha = $1 })
    registry.register(
      .hidden, on: UIView.self, as: Bool.self, own: { $0.isHidden },
      set: { $0.isHidden = $1 }, restore: { $0.isHidden = $1 })
    registry.register(
      .cornerRadius, on: UIView.self, as: Double.self, own: { $0.layer.cornerRadius },
      set: { $0.layer.cornerRadius = CGFloat($1) }, restore: { $0.layer.cornerRadius = $1 })
    registry.register(
      .borderWidth, on: UIView.self, as: Double.self, own: { $0.layer.borderWidth },
      set: { $0.layer.borderWidth = CGFloat($1) }, restore: { $0.layer.borderWidth = $1 })
    // A layer's colours are CGColors, which do not adapt: they take the appearance's value, and
    // are set again (alone) when the applier's colour scheme or contrast changes.
    registry.register(
      .borderColor, on: UIView.self, as: RGBAColor.self, own: { $0.layer.borderColor },
      set: { $0.layer.borderColor = UIColor(livery: $1).cgColor },
      restore: { $0.layer.borderColor = $1 })
    registry.register(
      .shadowColor, on: UIView.self, as: RGBAColor.self, own: { $0.layer.shadowColor },
      set: { $0.layer.shadowColor = UIColor(livery: $1).cgColor },
      restore: { $0.layer.shadowColor = $1 })
    registry.register(
      .shadowOffset, on: UIView.self, as: Offset.self, own: { $0.layer.shadowOffset },
      set: { $0.layer.shadowOffset = CGSize(width: $1.horizontal, height: $1.vertical) },
      restore: { $0.layer.shadowOffset = $1 })
    registry.register(
      .shadowOpacity, on: UIView.self, as: Double.self, own: { $0.layer.shadowOpacity },
      set: { $0.layer.shadowOpacity = Float($1) }, restore: { $0.layer.shadowOpacity = $1 })
    registry.register(
      .shadowRadius, on: UIView.self, as: Double.self, own: { $0.layer.shadowRadius },
      set: { $0.layer.shadowRadius = CGFloat($1) }, restore: { $0.layer.shadowRadius = $1 })
    // UIKit keeps one set of margins behind both properties: the view's own are read and given
    // back as they are now (left and right), never through the directional property, which would
    // flip them in a right-to-left layout.
    registry.register(
      .padding, on: UIView.self, as: Insets.self, own: { $0.layoutMargins },
      set: { view, insets in
        // Leading and trailing follow the layout direction; left and right do not.
        if insets.isDirectional {
          view.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: insets.top, leading: insets.leading, bottom: insets.bottom,
            trailing: insets.trailing)
        } else {
          view.layoutMargins = UIEdgeInsets(
            top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        }
      },
      restore: { $0.layoutMargins = $1 })
  }

  @MainActor
  static func labels(_ registry: inout ApplierRegistry) {
    registry.register(
      .textColor, on: UILabel.self, as: Adaptive<RGBAColor>.self, own: { $0.textColor },
      set: { $0.textColor = UIColor(livery: $1) }, restore: { $0.textColor = $1 })
    let fontProperties: [PropertyName] = [.font, .fontName, .fontSize, .fontWeight]
    registry.registerCompound(
      fontProperties, on: UILabel.self,
      apply: { label, values throws(ApplierNotice) in
        let own = OwnFont.of(label)
        guard
          let plan = AppleFontPlan(
            FontDescriptor(values, properties: fontProperties), currentSize: own.size)
        else { return own.restore(on: label) }
        let (font, missing) = UIFont.livery(plan)
        label.font = font
        label.adjustsFontForContentSizeCategory = plan.scalesWith != nil
        if let missing {
          throw ApplierNotice("no font named '\(missing)' is installed; the system font shows")
        }
      },
      reset: { OwnFont.of($0).restore(on: $0) })
  }

  /// Buttons take per-state values up front (`setTitleColor(_:for:)`): UIKit shows the right one
  /// as the button is highlighted, selected or disabled, with no state tracking here. A button
  /// with a `UIButton.Configuration` (Interface Builder's default since Xcode 13) ignores those
  /// setters: its title colour is the configuration's `baseForegroundColor`, set for the current
  /// state from an update handler that runs after the app's own.
  @MainActor
  static func buttons(_ registry: inout ApplierRegistry) {
    registry.registerStates(
      .textColor, on: UIButton.self, as: Adaptive<RGBAColor>.self,
      set: { button, table, previous in
        if button.configuration != nil {
          ConfiguredTitleColors.apply(table, to: button)
          return
        }
        for setting in ControlStatePlan(table, previous: previous).settings {
          button.setTitleColor(
            setting.value.map { UIColor(livery: $0) },
            for: UIControl.State(rawValue: setting.bits.rawValue))
        }
      },
      reset: { button in
        ConfiguredTitleColors.remove(from: button)
        // Every combination of the four state bits, so none a style set stays behind.
        for bits in 0..<UInt(16) {
          button.setTitleColor(nil, for: UIControl.State(rawValue: bits))
        }
      })
  }
}

/// A configured button's title colours by state, applied from its configuration update handler
/// (kept with the button, with the app's own handler and colour to give back).
@MainActor
final class ConfiguredTitleColors {
  var table: StateTable<Adaptive<RGBAColor>>
  let ownHandler: UIButton.ConfigurationUpdateHandler?
  let ownColor: UIColor?

  private init(_ table: StateTable<Adaptive<RGBAColor>>, button: UIButton) {
    self.table = table
    ownHandler = button.configurationUpdateHandler
    ownColor = button.configuration?.baseForegroundColor
  }

  static func apply(_ table: StateTable<Adaptive<RGBAColor>>, to button: UIButton) {
    if let installed = kept.value(of: button) {
      installed.table = table
    } else {
      let installed = ConfiguredTitleColors(table, button: button)
      kept.set(installed, on: button)
      let own = installed.ownHandler
      button.configurationUpdateHandler = { [weak installed] button in
        own?(button)
        installed?.update(button)
      }
    }
    button.setNeedsUpdateConfiguration()
  }

  /// The colour for the button's state now (the app's own where the table has none).
  func update(_ button: UIButton) {
    let states = ControlStateBits(rawValue: button.state.rawValue).states
    button.configuration?.baseForegroundColor =
      table.value(for: states).map { UIColor(livery: $0) } ?? ownColor
  }

  static func remove(from button: UIButton) {
    guard let installed = kept.value(of: button) else { return }
    kept.set(nil, on: button)
    button.configurationUpdateHandler = installed.ownHandler
    button.configuration?.baseForegroundColor = installed.ownColor
  }

  private static let kept = Associated<ConfiguredTitleColors>()
}

/// A label's own font, read before Livery first set one (kept with the label) and given back
/// when the theme sets none.
@MainActor
final class OwnFont {
  let font: UIFont?
  let adjusts: Bool
  var size: Double { font.map { Double($0.pointSize) } ?? 17 }

  private init(_ label: UILabel) {
    font = label.font
    adjusts = label.adjustsFontForContentSizeCategory
  }

  static func of(_ label: UILabel) -> OwnFont {
    kept.value(of: label) { OwnFont(label) }
  }

  func restore(on label: UILabel) {
    label.font = font
    label.adjustsFontForContentSizeCategory = adjusts
  }

  private static let kept = Associated<OwnFont>()
}

extension UIFont {
  /// The font a plan describes, scaled with its text style; and the name of a named face that
  /// is not installed (the system font stands in).
  static func livery(_ plan: AppleFontPlan) -> (UIFont, missing: String?) {
    let size = CGFloat(plan.size)
    var missing: String?
    let base: UIFont
    switch plan.face {
    case .system(let weight, _):
      base = .systemFont(ofSize: size, weight: Weight(livery: weight))
    case .named(let name):
      if let font = UIFont(name: name, size: size) {
        base = font
      } else {
        missing = name
        base = .systemFont(ofSize: size, weight: .regular)
      }
    }
    guard let style = plan.scalesWith else { return (base, missing) }
    return (UIFontMetrics(forTextStyle: TextStyle(livery: style)).scaledFont(for: base), missing)
  }
}

extension UIFont.Weight {
  /// UIKit's named weight for one of Livery's nine (the plan gives the nearest named).
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

extension UIFont.TextStyle {
  /// UIKit's text style for Livery's.
  init(livery style: FontDescriptor.TextStyle) {
    switch style {
    case .largeTitle: self = .largeTitle
    case .title1: self = .title1
    case .title2: self = .title2
    case .title3: self = .title3
    case .headline: self = .headline
    case .subheadline: self = .subheadline
    case .body: self = .body
    case .callout: self = .callout
    case .footnote: self = .footnote
    case .caption1: self = .caption1
    case .caption2: self = .caption2
    }
  }
}

extension UIColor {
  /// A dynamic colour for values by appearance (resolved from the traits UIKit gives it: light
  /// or dark, normal or increased contrast); a fixed colour when they are one value.
  convenience init(livery color: Adaptive<RGBAColor>) {
    if color.isFixed {
      self.init(livery: color.light)
    } else {
      self.init { traits in UIColor(livery: color.value(in: AppleTraits(traits).appearance)) }
    }
  }

  /// The colour, in sRGB.
  convenience init(livery color: RGBAColor) {
    self.init(
      red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
      alpha: CGFloat(color.alpha))
  }
}
#endif

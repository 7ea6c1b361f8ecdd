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
  }
}

extension UIKitAppliers {
  /// Buttons take per-state values up front (`setTitleColor(_:for:)`): UIKit shows the right one
  /// as the button is highlighted, selected or disabled, with no state tracking here. (Buttons
  /// made with a `UIButton.Configuration` ignore these setters; they are not styled yet.)
  @MainActor
  static func buttons(_ registry: inout ApplierRegistry) {
    registry.registerStates(
      .textColor, on: UIButton.self, as: Adaptive<RGBAColor>.self,
      set: { button, table, previous in
        for setting in ControlStatePlan(table, previous: previous).settings {
          button.setTitleColor(
            setting.value.map { UIColor(livery: $0) },
            for: UIControl.State(rawValue: setting.bits.rawValue))
        }
      },
      reset: { button in
        // Every combination of the four state bits, so none a style set stays behind.
        for bits in 0..<UInt(16) {
          button.setTitleColor(nil, for: UIControl.State(rawValue: bits))
        }
      })
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

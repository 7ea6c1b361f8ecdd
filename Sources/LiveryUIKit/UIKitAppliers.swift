// iOS and Mac Catalyst (tvOS has no UISlider, UISwitch, UIStepper or UIToolbar; visionOS delivers
// traits otherwise: neither is supported yet); the Apple surface check compiles it on Linux.
#if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
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
  /// only values set again on a switch (a gradient's colours follow the view's own traits).
  /// What UIKit cannot show is reported where the theme sets it (`runtime.not-shown`), never
  /// dropped silently.
  ///
  /// - Parameter images: Where a theme's images are found, by the rules every adapter shares
  ///   (a named image not found there is looked up in the app's asset catalog).
  @MainActor
  public static func uiKit(images: ThemeImages = ThemeImages()) -> ApplierRegistry {
    var builder = UIKitAppliers(images: images)
    builder.registerTypes()
    builder.views()
    builder.labels()
    builder.buttons()
    builder.textInputs()
    builder.lists()
    builder.bars()
    builder.controls()
    return builder.registry
  }
}

/// Builds the UIKit appliers; one method per kind of view.
@MainActor
struct UIKitAppliers {
  var registry = ApplierRegistry()
  let images: ThemeImages

  /// Each catalog type's UIKit class (an app's subclass of one is that type unless mapped):
  /// the coverage table's first two columns.
  static let classes: [(TargetType, any Styleable.Type)] = [
    (.view, UIView.self), (.label, UILabel.self), (.button, UIButton.self),
    (.textField, UITextField.self), (.textView, UITextView.self),
    (.imageView, UIImageView.self), (.scrollView, UIScrollView.self),
    (.tableView, UITableView.self), (.tableViewCell, UITableViewCell.self),
    (.tableViewCellWithControl, LiveryControlCell.self), (.treeBrowserCell, LiveryTreeCell.self),
    (.navigationBar, UINavigationBar.self), (.toolBar, UIToolbar.self),
    (.barButtonItem, UIBarButtonItem.self), (.tabBar, UITabBar.self),
    (.searchBar, UISearchBar.self), (.segmentedControl, UISegmentedControl.self),
    (.slider, UISlider.self), (.switch, UISwitch.self), (.stepper, UIStepper.self),
    (.progressView, UIProgressView.self), (.activityIndicator, UIActivityIndicatorView.self),
  ]

  mutating func registerTypes() {
    for (type, componentClass) in Self.classes { map(componentClass, to: type) }
  }

  private mutating func map<C: Styleable>(_ componentClass: C.Type, to type: TargetType) {
    registry.map(componentClass, to: type)
  }

  // MARK: - Helpers

  /// `property`, a colour, set as a dynamic `UIColor` (no setter call on a light ↔ dark switch);
  /// the view's own colour is given back when the theme no longer sets it.
  mutating func color<C: Styleable>(
    _ property: PropertyName, on type: C.Type, get: @escaping (C) -> UIColor?,
    set: @escaping (C, UIColor?) -> Void
  ) {
    registry.register(
      property, on: type, as: Adaptive<RGBAColor>.self, own: get,
      set: { set($0, UIColor(livery: $1)) }, restore: set)
  }

  /// `property`, one of a few keywords, set as the UIKit value `parse` gives for it.
  mutating func keyword<C: Styleable, V: Sendable>(
    _ property: PropertyName, on type: C.Type, get: @escaping (C) -> V,
    set: @escaping (C, V) -> Void, parse: @escaping (String) -> V?
  ) {
    registry.register(
      property, on: type, as: String.self, own: get,
      set: { component, word throws(ApplierNotice) in
        guard let value = parse(word) else {
          throw ApplierNotice("'\(word)' is not one of the values UIKit knows here")
        }
        set(component, value)
      },
      restore: set)
  }

  /// `property`, an image, found by the theme's image rules and set as a `UIImage` (nothing and
  /// a notice when it cannot be shown).
  mutating func image<C: Styleable>(
    _ property: PropertyName, on type: C.Type, get: @escaping (C) -> UIImage?,
    set: @escaping (C, UIImage?) -> Void
  ) {
    let images = self.images
    registry.register(
      property, on: type, as: ImageSource.self, own: get,
      set: { component, source throws(ApplierNotice) in
        do throws(ApplierNotice) {
          set(component, try UIImage.livery(source, images: images))
        } catch {
          set(component, nil)
          throw error
        }
      },
      restore: set)
  }

  /// `property`, a value per control state (`setTitleColor(_:for:)`, `setThumbImage(_:for:)`
  /// and the like): every combination the theme defines is set, and those it no longer defines
  /// — and all, when the theme stops setting the property — get the component's own value back
  /// (read with `get` before Livery first set any: a state's own value is one UIKit does not
  /// fall back to the normal state's for). `value` makes UIKit's value of the theme's; one that
  /// cannot be shown leaves its state to fall back, and is said. `handles` takes the whole
  /// table instead where it answers true (a configured button's title colours).
  mutating func perState<C: Styleable, T: StyleValueConvertible & Equatable, V: AnyObject>(
    _ property: PropertyName, on type: C.Type, as valueType: T.Type,
    value: @escaping (T) throws(ApplierNotice) -> V,
    get: @escaping (C, UIControl.State) -> V?, set: @escaping (C, V?, UIControl.State) -> Void,
    handles: ((C, StateTable<T>) -> Bool)? = nil, alsoReset: ((C) -> Void)? = nil
  ) {
    let kept = Associated<OwnStates<V>>()
    registry.registerStates(
      property, on: type, as: valueType,
      set: { component, table, previous throws(ApplierNotice) in
        let plan = ControlStatePlan(table, previous: previous)
        var notices: [String] = []
        if handles?(component, table) != true {
          let own = kept.value(of: component) { OwnStates { get(component, $0) } }
          for setting in plan.settings {
            var shown: V?
            if let themed = setting.value {
              do throws(ApplierNotice) {
                shown = try value(themed)
              } catch {
                notices.append(error.message)
              }
            }
            let state = UIControl.State(rawValue: setting.bits.rawValue)
            set(component, shown ?? own.value(for: state), state)
          }
        }
        try Self.report(unshowable: plan.unshowable, notices: notices)
      },
      reset: { component in
        alsoReset?(component)
        guard let own = kept.value(of: component) else { return }
        for state in OwnStates<V>.combinations { set(component, own.value(for: state), state) }
      })
  }

  /// `property`, an image per control state; images by appearance (NUI's per-state colours with
  /// a dark variant) are one image per state with a variant per colour scheme.
  mutating func stateImages<C: Styleable>(
    _ property: PropertyName, on type: C.Type, get: @escaping (C, UIControl.State) -> UIImage?,
    set: @escaping (C, UIImage?, UIControl.State) -> Void
  ) {
    let images = self.images
    perState(
      property, on: type, as: Adaptive<ImageSource>.self,
      value: { source throws(ApplierNotice) in try UIImage.livery(source, images: images) },
      get: get, set: set)
  }

  /// `property`, a colour per control state, as dynamic colours.
  mutating func stateColors<C: Styleable>(
    _ property: PropertyName, on type: C.Type, get: @escaping (C, UIControl.State) -> UIColor?,
    set: @escaping (C, UIColor?, UIControl.State) -> Void,
    handles: ((C, StateTable<Adaptive<RGBAColor>>) -> Bool)? = nil,
    alsoReset: ((C) -> Void)? = nil
  ) {
    perState(
      property, on: type, as: Adaptive<RGBAColor>.self, value: { UIColor(livery: $0) },
      get: get, set: set, handles: handles, alsoReset: alsoReset)
  }

  /// Says which declared state combinations UIKit keeps no value for (a state that is no control
  /// state: `editing`, `expanded`), with other notices of the same application.
  static func report(
    unshowable combinations: [[StateName]], notices: [String] = [],
    keeps: String = "normal, highlighted, disabled, selected and focused"
  ) throws(ApplierNotice) {
    var said = notices
    if !combinations.isEmpty {
      let names = combinations.map { $0.map(\.rawValue).joined(separator: "+") }
      said.append(
        "the value in \(names.joined(separator: ", ")) is not shown: UIKit keeps this property's values for \(keeps) only"
      )
    }
    if !said.isEmpty { throw ApplierNotice(said.joined(separator: "; ")) }
  }

  /// `property` has no UIKit equivalent on `type`: setting it reports why (once per place), and
  /// nothing is changed.
  mutating func notShown<C: Styleable>(
    _ properties: [PropertyName], on type: C.Type, because reason: String
  ) {
    for property in properties {
      registry.register(
        property, on: type, as: Value.self,
        set: { _, _ throws(ApplierNotice) in throw ApplierNotice("not shown: \(reason)") },
        reset: { _ in })
    }
  }

  // MARK: - View (every view)

  mutating func views() {
    // A colour is the view's dynamic background colour; a gradient (or a colour in one scheme and
    // a gradient in the other) is drawn by a backdrop view below the view's subviews, which
    // follows the view's bounds and resolves its colours from its own traits.
    registry.register(
      .backgroundColor, on: UIView.self, as: Adaptive<Paint>.self,
      own: { $0.backgroundColor },
      set: { view, paint throws(ApplierNotice) in
        if let color = paint.colors {
          view.backgroundColor = UIColor(livery: color)
          LiveryBackdrop.existing(in: view)?.setPaint(nil)
          return
        }
        try LiveryBackdrop.of(view).setPaint(paint)
      },
      restore: { view, own in
        view.backgroundColor = own
        LiveryBackdrop.existing(in: view)?.setPaint(nil)
      })
    // NSS's two-colour gradient (`background-color-top`/`-bottom`), over the colour as NUI
    // drew it.
    registry.register(
      .backgroundGradient, on: UIView.self, as: Adaptive<ColorGradient>.self,
      set: { view, gradient throws(ApplierNotice) in
        try LiveryBackdrop.of(view).setGradient(gradient)
      },
      reset: { LiveryBackdrop.existing(in: $0)?.setGradient(nil) })
    let images = self.images
    registry.register(
      .backgroundImage, on: UIView.self, as: ImageSource.self,
      set: { view, source throws(ApplierNotice) in
        let backdrop = try LiveryBackdrop.of(view)
        do throws(ApplierNotice) {
          backdrop.setImage(try UIImage.livery(source, images: images))
        } catch {
          backdrop.setImage(nil)
          throw error
        }
      },
      reset: { LiveryBackdrop.existing(in: $0)?.setImage(nil) })
    // The tint is inherited: reading it gives the superview's, so giving back is nil (inherit).
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
      set: { view, radius in
        view.layer.cornerRadius = CGFloat(radius)
        LiveryBackdrop.existing(in: view)?.follow(cornerRadius: CGFloat(radius))
      },
      restore: { view, own in
        view.layer.cornerRadius = own
        LiveryBackdrop.existing(in: view)?.follow(cornerRadius: own)
      })
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
      .shadowOffset, on: UIView.self, as: Size.self, own: { $0.layer.shadowOffset },
      set: { $0.layer.shadowOffset = CGSize(width: $1.width, height: $1.height) },
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
          view.directionalLayoutMargins = NSDirectionalEdgeInsets(livery: insets)
        } else {
          view.layoutMargins = UIEdgeInsets(livery: insets)
        }
      },
      restore: { $0.layoutMargins = $1 })
    // A size is the app's layout's: Livery adds no constraints behind its back.
    notShown(
      [.width, .height], on: UIView.self,
      because:
        "a view's size comes from its Auto Layout constraints or frame, which Livery leaves to the app"
    )
  }

  // MARK: - Text

  /// The text properties a label shows (a label's own, a button's title, a cell's text), on the
  /// label `host` gives (or the notice saying why there is none to set); `skip` leaves some to
  /// another applier.
  mutating func text<C: Styleable>(
    on type: C.Type, skip: Set<PropertyName> = [],
    fontTarget: ((C) throws(ApplierNotice) -> FontTarget)? = nil,
    label host: @escaping (C) throws(ApplierNotice) -> UILabel
  ) {
    let label = { (component: C) in try? host(component) }
    if !skip.contains(.textColor) {
      registry.register(
        .textColor, on: type, as: Adaptive<RGBAColor>.self, own: { label($0)?.textColor },
        set: { component, color throws(ApplierNotice) in
          try host(component).textColor = UIColor(livery: color)
        },
        restore: { component, own in label(component)?.textColor = own })
    }
    if let fontTarget {
      fonts(on: type, target: fontTarget)
    } else {
      fonts(on: type) { component throws(ApplierNotice) in .label(try host(component)) }
    }
    registry.register(
      .textAlignment, on: type, as: String.self, own: { label($0)?.textAlignment },
      set: { component, word throws(ApplierNotice) in
        guard let alignment = NSTextAlignment(livery: word) else {
          throw ApplierNotice("'\(word)' is not a text alignment UIKit knows")
        }
        try host(component).textAlignment = alignment
      },
      restore: { component, own in if let own { label(component)?.textAlignment = own } })
    if !skip.contains(.textShadowColor) {
      registry.register(
        .textShadowColor, on: type, as: Adaptive<RGBAColor>.self, own: { label($0)?.shadowColor },
        set: { component, color throws(ApplierNotice) in
          try host(component).shadowColor = UIColor(livery: color)
        },
        restore: { component, own in label(component)?.shadowColor = own })
    }
    registry.register(
      .textShadowOffset, on: type, as: Offset.self, own: { label($0)?.shadowOffset },
      set: { component, offset throws(ApplierNotice) in
        try host(component).shadowOffset = CGSize(
          width: offset.horizontal, height: offset.vertical)
      },
      restore: { component, own in if let own { label(component)?.shadowOffset = own } })
    registry.register(
      .numberOfLines, on: type, as: Int.self, own: { label($0)?.numberOfLines },
      set: { component, lines throws(ApplierNotice) in try host(component).numberOfLines = lines },
      restore: { component, own in if let own { label(component)?.numberOfLines = own } })
    registry.register(
      .adjustsFontSizeToFitWidth, on: type, as: Bool.self,
      own: { label($0)?.adjustsFontSizeToFitWidth },
      set: { component, fits throws(ApplierNotice) in
        try host(component).adjustsFontSizeToFitWidth = fits
      },
      restore: { component, own in
        if let own { label(component)?.adjustsFontSizeToFitWidth = own }
      })
    notShown(
      [.textTransform, .letterSpacing, .lineSpacing], on: type,
      because:
        "UIKit shows case, letter and line spacing only through attributed text, which the app's next `text` replaces"
    )
  }

  /// The font properties (`font`, `fontName`, `fontSize`, `fontWeight`, `textStyle`) as one
  /// font, on the view `target` gives (or the notice saying why there is none): a named face or
  /// the system font, scaled with Dynamic Type when the theme names a text style; the view's own
  /// font given back when the theme sets none.
  mutating func fonts<C: Styleable>(
    on type: C.Type,
    properties: [PropertyName] = [.font, .fontName, .fontSize, .fontWeight, .textStyle],
    target: @escaping (C) throws(ApplierNotice) -> FontTarget
  ) {
    registry.registerCompound(
      properties, on: type,
      apply: { component, values throws(ApplierNotice) in
        let target = try target(component)
        let descriptor = FontDescriptor(values, properties: properties)
        let missing: String?
        if case .configuredButton(let button) = target {
          guard let plan = AppleFontPlan(descriptor, currentSize: 17) else {
            return ConfiguredTitleFont.remove(from: button)
          }
          missing = ConfiguredTitleFont.apply(plan, to: button)
        } else {
          let own = OwnFont.of(target)
          guard let plan = AppleFontPlan(descriptor, currentSize: own.size) else {
            return own.restore(on: target)
          }
          let made = UIFont.livery(plan)
          target.set(made.0, scales: plan.scalesWith != nil)
          missing = made.missing
        }
        if let missing {
          throw ApplierNotice("no font named '\(missing)' is installed; the system font shows")
        }
      },
      reset: { component in
        guard let target = try? target(component) else { return }
        if case .configuredButton(let button) = target {
          ConfiguredTitleFont.remove(from: button)
        } else {
          OwnFont.of(target).restore(on: target)
        }
      })
  }

  mutating func labels() {
    text(on: UILabel.self) { $0 }
    color(
      .highlightedTextColor, on: UILabel.self, get: { $0.highlightedTextColor },
      set: { $0.highlightedTextColor = $1 })
    notShown(
      [.contentHorizontalAlignment, .contentVerticalAlignment], on: UILabel.self,
      because:
        "a label has no content alignment (its text is centred vertically; `textAlignment` places it across)"
    )
    notShown(
      [.detailTextColor, .detailFontName, .detailFontSize], on: UILabel.self,
      because: "a label has no detail text (a cell's detail label takes these)")
  }

  // MARK: - Buttons

  /// Buttons take per-state values up front (`setTitleColor(_:for:)`): UIKit shows the right one
  /// as the button is highlighted, selected or disabled, with no state tracking here. A button
  /// with a `UIButton.Configuration` (Interface Builder's default since Xcode 13) ignores those
  /// setters: its title colour is the configuration's `baseForegroundColor`, set for the current
  /// state from an update handler that runs after the app's own.
  mutating func buttons() {
    // A configured button's title font is its configuration's: set through its title text
    // attributes transformer (after the app's own), which makes the font — scaled with Dynamic
    // Type when the theme names a text style — each time UIKit asks.
    text(
      on: UIButton.self, skip: [.textColor, .textShadowColor],
      fontTarget: { button throws(ApplierNotice) in
        if button.configuration != nil { return .configuredButton(button) }
        guard let label = button.titleLabel else {
          throw ApplierNotice("not shown: this button has no title label")
        }
        return .label(label)
      },
      label: { button throws(ApplierNotice) in
        guard button.configuration == nil, let label = button.titleLabel else {
          throw ApplierNotice(
            "not shown: a configured button takes its title's alignment, lines and shadow from its configuration, which Livery does not set yet"
          )
        }
        return label
      })
    stateColors(
      .textColor, on: UIButton.self, get: { $0.titleColor(for: $1) },
      set: { $0.setTitleColor($1, for: $2) },
      handles: { button, table in
        guard button.configuration != nil else { return false }
        ConfiguredTitleColors.apply(table, to: button)
        return true
      },
      alsoReset: { ConfiguredTitleColors.remove(from: $0) })
    stateColors(
      .textShadowColor, on: UIButton.self, get: { $0.titleShadowColor(for: $1) },
      set: { $0.setTitleShadowColor($1, for: $2) })
    stateImages(
      .image, on: UIButton.self, get: { $0.image(for: $1) }, set: { $0.setImage($1, for: $2) })
    stateImages(
      .backgroundImage, on: UIButton.self, get: { $0.backgroundImage(for: $1) },
      set: { $0.setBackgroundImage($1, for: $2) })
    controlAlignments(on: UIControl.self)
    // The content insets of a configured button are its configuration's; a button without one
    // has only `contentEdgeInsets`, deprecated since iOS 15 (and a warning in this package).
    registry.register(
      .contentEdgeInsets, on: UIButton.self, as: Insets.self,
      own: { $0.configuration?.contentInsets },
      set: { button, insets throws(ApplierNotice) in
        guard button.configuration != nil else {
          throw ApplierNotice(
            "not shown: a button without a UIButton.Configuration has only contentEdgeInsets, deprecated since iOS 15; give it a configuration"
          )
        }
        button.configuration?.contentInsets = NSDirectionalEdgeInsets(livery: insets)
      },
      restore: { button, own in if let own { button.configuration?.contentInsets = own } })
    notShown(
      [.titleEdgeInsets, .imageEdgeInsets], on: UIButton.self,
      because:
        "deprecated since iOS 15 (a configured button places its title and image with imagePadding and titlePadding instead)"
    )
    registry.registerPart(.titleLabel, on: UIButton.self) { $0.titleLabel }
    registry.registerPart(.imageView, on: UIButton.self) { $0.imageView }
  }

  /// A control's content alignment (UIControl's), for the types whose catalog has it.
  mutating func controlAlignments<C: UIControl>(on type: C.Type) {
    keyword(
      .contentHorizontalAlignment, on: type, get: { $0.contentHorizontalAlignment },
      set: { $0.contentHorizontalAlignment = $1 },
      parse: UIControl.ContentHorizontalAlignment.init(livery:))
    keyword(
      .contentVerticalAlignment, on: type, get: { $0.contentVerticalAlignment },
      set: { $0.contentVerticalAlignment = $1 },
      parse: UIControl.ContentVerticalAlignment.init(livery:))
  }
}

/// A component's own per-state values, read before Livery first set any: the normal state's, and
/// each state's UIKit keeps apart from it (its getter falls back to the normal state's value).
@MainActor
final class OwnStates<Value: AnyObject> {
  /// Every combination of the four control state bits.
  static var combinations: [UIControl.State] { (0..<UInt(16)).map(UIControl.State.init(rawValue:)) }
  private var values: [UInt: Value] = [:]

  init(reading get: (UIControl.State) -> Value?) {
    let normal = get(.normal)
    values[0] = normal
    for state in Self.combinations.dropFirst() {
      if let value = get(state), value !== normal { values[state.rawValue] = value }
    }
  }

  func value(for state: UIControl.State) -> Value? { values[state.rawValue] }
}

/// A configured button's title font, set by its configuration's title text attributes
/// transformer — after the app's own transformer, which is kept to give back.
@MainActor
final class ConfiguredTitleFont {
  let own: UIConfigurationTextAttributesTransformer?

  private init(_ own: UIConfigurationTextAttributesTransformer?) { self.own = own }

  /// Sets the plan's font on `button`'s title; the name of a face that is not installed.
  static func apply(_ plan: AppleFontPlan, to button: UIButton) -> String? {
    let kept = kept.value(of: button) {
      ConfiguredTitleFont(button.configuration?.titleTextAttributesTransformer)
    }
    let own = kept.own
    let missing = UIFont.livery(plan).missing
    button.configuration?.titleTextAttributesTransformer =
      UIConfigurationTextAttributesTransformer { incoming in
        var outgoing = own?(incoming) ?? incoming
        // Made at each call, so a font that scales follows the text size at that time.
        outgoing.font = UIFont.livery(plan).0
        return outgoing
      }
    return missing
  }

  static func remove(from button: UIButton) {
    guard let installed = kept.value(of: button) else { return }
    kept.set(nil, on: button)
    button.configuration?.titleTextAttributesTransformer = installed.own
  }

  private static let kept = Associated<ConfiguredTitleFont>()
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

/// What shows text in one font: a label, a text field, a text view — or a configured button,
/// whose title font is its configuration's (`ConfiguredTitleFont`; the members below do not
/// reach it).
@MainActor
enum FontTarget {
  case label(UILabel)
  case textField(UITextField)
  case textView(UITextView)
  case configuredButton(UIButton)

  var view: UIView {
    switch self {
    case .label(let label): label
    case .textField(let field): field
    case .textView(let view): view
    case .configuredButton(let button): button
    }
  }

  var font: UIFont? {
    switch self {
    case .label(let label): label.font
    case .textField(let field): field.font
    case .textView(let view): view.font
    case .configuredButton: nil
    }
  }

  var adjustsFontForContentSizeCategory: Bool {
    switch self {
    case .label(let label): label.adjustsFontForContentSizeCategory
    case .textField(let field): field.adjustsFontForContentSizeCategory
    case .textView(let view): view.adjustsFontForContentSizeCategory
    case .configuredButton: false
    }
  }

  func set(_ font: UIFont?, scales: Bool) {
    switch self {
    case .configuredButton: return
    case .label(let label):
      label.font = font
      label.adjustsFontForContentSizeCategory = scales
    case .textField(let field):
      field.font = font
      field.adjustsFontForContentSizeCategory = scales
    case .textView(let view):
      view.font = font
      view.adjustsFontForContentSizeCategory = scales
    }
  }
}

/// A view's own font, read before Livery first set one (kept with the view) and given back when
/// the theme sets none.
@MainActor
final class OwnFont {
  let font: UIFont?
  let adjusts: Bool
  var size: Double { font.map { Double($0.pointSize) } ?? 17 }

  private init(_ target: FontTarget) {
    font = target.font
    adjusts = target.adjustsFontForContentSizeCategory
  }

  static func of(_ target: FontTarget) -> OwnFont {
    kept.value(of: target.view) { OwnFont(target) }
  }

  func restore(on target: FontTarget) {
    target.set(font, scales: adjusts)
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

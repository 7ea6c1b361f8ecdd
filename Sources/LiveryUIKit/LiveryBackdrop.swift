// iOS and Mac Catalyst (tvOS has no UISlider, UISwitch, UIStepper or UIToolbar; visionOS delivers
// traits otherwise: neither is supported yet); the Apple surface check compiles it on Linux.
#if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
import LiveryAppleSupport
import LiveryCore
import LiveryRuntime
import QuartzCore
import UIKit

/// What UIKit views have no property for: a gradient background (a `CAGradientLayer`) and a
/// background image, drawn by a view Livery places below a view's subviews — or, for a table or a
/// cell, as its `backgroundView`. It follows the view's bounds (autoresizing, no layout pass of the
/// app's involved) and its corner radius, takes no touches, is never styled itself, and resolves a
/// gradient's colours from its own traits, so a light ↔ dark switch needs no applier call. Views
/// that draw their content in their own layer (labels, image views) cannot have one — a subview
/// would cover their content — nor can other scroll views, whose subviews scroll.
@MainActor
final class LiveryBackdrop: UIView {
  private var paint: Adaptive<Paint>?
  /// NSS's `background-color-top`/`-bottom`, drawn over the background colour.
  private var gradient: Adaptive<ColorGradient>?
  private let imageView = UIImageView()
  /// What to do when it draws nothing: leave its view, or give a table or cell its own
  /// background view back; nothing for a cell's selected background.
  private var whenEmpty: (() -> Void)?

  override class var layerClass: AnyClass { CAGradientLayer.self }

  init() {
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    livery.isThemingDisabled = true
    imageView.frame = bounds
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    imageView.contentMode = .scaleToFill
    addSubview(imageView)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  /// The backdrop of `view`, made on first use.
  static func of(_ view: UIView) throws(ApplierNotice) -> LiveryBackdrop {
    if let backdrop = existing(in: view) { return backdrop }
    let backdrop = LiveryBackdrop()
    switch view {
    case is UILabel, is UIImageView:
      throw ApplierNotice(
        "not shown: a \(view is UILabel ? "label" : "image view") draws its content in its own layer, which a gradient or image behind its subviews would cover; put it in a container view"
      )
    case let table as UITableView:
      let own = table.backgroundView
      table.backgroundView = backdrop
      backdrop.whenEmpty = { [weak table] in table?.backgroundView = own }
    case let cell as UITableViewCell:
      let own = cell.backgroundView
      cell.backgroundView = backdrop
      backdrop.whenEmpty = { [weak cell] in cell?.backgroundView = own }
    case is UIScrollView:
      throw ApplierNotice(
        "not shown: a scroll view's subviews scroll with its content, so a gradient or image behind them would too (a table takes them as its background view)"
      )
    default:
      backdrop.frame = view.bounds
      backdrop.follow(cornerRadius: view.layer.cornerRadius)
      view.insertSubview(backdrop, at: 0)
      backdrop.whenEmpty = { [weak backdrop] in backdrop?.removeFromSuperview() }
    }
    return backdrop
  }

  /// The backdrop already in `view`, if any.
  static func existing(in view: UIView) -> LiveryBackdrop? {
    if let table = view as? UITableView { return table.backgroundView as? LiveryBackdrop }
    if let cell = view as? UITableViewCell { return cell.backgroundView as? LiveryBackdrop }
    return view.subviews.lazy.compactMap { $0 as? LiveryBackdrop }.first
  }

  /// Rounds the backdrop as its view is rounded (a layer's corner radius clips only its own
  /// background, not its sublayers).
  func follow(cornerRadius: CGFloat) {
    layer.cornerRadius = cornerRadius
    layer.masksToBounds = cornerRadius > 0
  }

  /// Draws `paint` (`nil`: none); removed from its view when it draws nothing.
  func setPaint(_ paint: Adaptive<Paint>?) {
    self.paint = paint
    show()
    removeWhenEmpty()
  }

  /// Draws `gradient` (`nil`: none) over the background colour or paint.
  func setGradient(_ gradient: Adaptive<ColorGradient>?) {
    self.gradient = gradient
    show()
    removeWhenEmpty()
  }

  func setImage(_ image: UIImage?) {
    imageView.image = image
    removeWhenEmpty()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    show()
  }

  /// The gradient (or colour) for the backdrop's own appearance now.
  private func show() {
    // swift-format-ignore: NeverForceUnwrap
    let gradientLayer = layer as! CAGradientLayer  // layerClass
    let appearance = AppleTraits(traitCollection).appearance
    guard
      let shown = gradient.map({ Paint.gradient($0.value(in: appearance)) })
        ?? paint?.value(in: appearance)
    else {
      gradientLayer.colors = nil
      return
    }
    switch shown {
    case .color(let color):
      let cgColor = UIColor(livery: color).cgColor
      gradientLayer.colors = [cgColor, cgColor]
      gradientLayer.locations = nil
    case .gradient(let gradient):
      gradientLayer.colors = gradient.stops.map { UIColor(livery: $0.color).cgColor }
      gradientLayer.locations = gradient.stops.map { NSNumber(value: $0.location) }
      gradientLayer.startPoint = CGPoint(x: gradient.start.x, y: gradient.start.y)
      gradientLayer.endPoint = CGPoint(x: gradient.end.x, y: gradient.end.y)
    }
  }

  private func removeWhenEmpty() {
    if paint == nil, gradient == nil, imageView.image == nil { whenEmpty?() }
  }
}
#endif

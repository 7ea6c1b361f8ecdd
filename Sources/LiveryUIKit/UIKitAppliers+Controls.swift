// iOS and Mac Catalyst (tvOS has no UISlider, UISwitch, UIStepper or UIToolbar; visionOS delivers
// traits otherwise: neither is supported yet); the Apple surface check compiles it on Linux.
#if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
import LiveryCore
import LiveryRuntime
import UIKit

extension UIKitAppliers {
  mutating func controls() {
    segmentedControls()
    color(
      .minimumTrackTintColor, on: UISlider.self, get: { $0.minimumTrackTintColor },
      set: { $0.minimumTrackTintColor = $1 })
    color(
      .maximumTrackTintColor, on: UISlider.self, get: { $0.maximumTrackTintColor },
      set: { $0.maximumTrackTintColor = $1 })
    color(
      .thumbTintColor, on: UISlider.self, get: { $0.thumbTintColor },
      set: { $0.thumbTintColor = $1 })
    stateImages(
      .thumbImage, on: UISlider.self, get: { $0.thumbImage(for: $1) },
      set: { $0.setThumbImage($1, for: $2) })
    image(
      .minimumValueImage, on: UISlider.self, get: { $0.minimumValueImage },
      set: { $0.minimumValueImage = $1 })
    image(
      .maximumValueImage, on: UISlider.self, get: { $0.maximumValueImage },
      set: { $0.maximumValueImage = $1 })

    color(.onTintColor, on: UISwitch.self, get: { $0.onTintColor }, set: { $0.onTintColor = $1 })
    color(
      .thumbTintColor, on: UISwitch.self, get: { $0.thumbTintColor },
      set: { $0.thumbTintColor = $1 })
    notShown(
      [.offTintColor], on: UISwitch.self,
      because: "UISwitch draws its off track itself; it has no off colour")
    notShown(
      [.onImage, .offImage], on: UISwitch.self,
      because: "UISwitch's onImage and offImage have no effect since iOS 7")

    stateImages(
      .incrementImage, on: UIStepper.self, get: { $0.incrementImage(for: $1) },
      set: { $0.setIncrementImage($1, for: $2) })
    stateImages(
      .decrementImage, on: UIStepper.self, get: { $0.decrementImage(for: $1) },
      set: { $0.setDecrementImage($1, for: $2) })
    stateImages(
      .dividerImage, on: UIStepper.self,
      get: { $0.dividerImage(forLeftSegmentState: $1, rightSegmentState: $1) },
      set: { $0.setDividerImage($1, forLeftSegmentState: $2, rightSegmentState: $2) })

    color(
      .progressTintColor, on: UIProgressView.self, get: { $0.progressTintColor },
      set: { $0.progressTintColor = $1 })
    color(
      .trackTintColor, on: UIProgressView.self, get: { $0.trackTintColor },
      set: { $0.trackTintColor = $1 })
    image(
      .progressImage, on: UIProgressView.self, get: { $0.progressImage },
      set: { $0.progressImage = $1 })
    image(
      .trackImage, on: UIProgressView.self, get: { $0.trackImage }, set: { $0.trackImage = $1 })

    color(.color, on: UIActivityIndicatorView.self, get: { $0.color }, set: { $0.color = $1 })
    notShown(
      [.boxColor, .coverColor, .textColor, .fontName, .fontSize], on: UIActivityIndicatorView.self,
      because:
        "UIActivityIndicatorView is the spinner alone: MAF's box, cover and text around it are the app's views"
    )
  }

  mutating func segmentedControls() {
    titleAttributes(
      on: UISegmentedControl.self, get: { $0.titleTextAttributes(for: $1) },
      set: { $0.setTitleTextAttributes($1, for: $2) })
    // The divider: an image, or one of the colour (a picture of it, set again when the colour
    // scheme changes).
    let images = images
    registry.registerCompound(
      [.dividerImage, .dividerColor], on: UISegmentedControl.self,
      apply: { control, values throws(ApplierNotice) in
        var image: UIImage?
        var notice: ApplierNotice?
        if let source = values[.dividerImage, as: ImageSource.self] {
          do throws(ApplierNotice) {
            image = try UIImage.livery(source, images: images)
          } catch {
            notice = error
          }
        } else if let color = values[.dividerColor, as: RGBAColor.self] {
          image = UIImage.livery(solid: color)
        }
        control.setDividerImage(
          image, forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
        if let notice { throw notice }
      },
      reset: {
        $0.setDividerImage(
          nil, forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
      })
    image(
      .selectedBackgroundImage, on: UISegmentedControl.self,
      get: { $0.backgroundImage(for: .selected, barMetrics: .default) },
      set: { $0.setBackgroundImage($1, for: .selected, barMetrics: .default) })
    image(
      .unselectedBackgroundImage, on: UISegmentedControl.self,
      get: { $0.backgroundImage(for: .normal, barMetrics: .default) },
      set: { $0.setBackgroundImage($1, for: .normal, barMetrics: .default) })
    notShown(
      [.iosStyle], on: UISegmentedControl.self,
      because: "UISegmentedControl's styles (plain, bordered, bar) are gone since iOS 7")
  }
}
#endif

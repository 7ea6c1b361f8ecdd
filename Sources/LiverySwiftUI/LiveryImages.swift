// SwiftUI on every Apple platform; the Apple surface check compiles it on Linux against stubs.
#if canImport(SwiftUI)
import LiveryCore
import LiveryRuntime
import SwiftUI

#if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
import LiveryUIKit
import UIKit
#endif

/// A theme's background images, found by the rules every adapter shares (`ThemeImages`) and
/// decoded once each: on iOS through UIKit, as LiveryUIKit decodes them (scale from `@2x`, the
/// app's asset catalog for a name the theme's folder lacks, a theme's size). Elsewhere SwiftUI
/// draws no theme images yet (they are reported as not shown).
@MainActor
final class LiveryImageCache {
  let images: ThemeImages

  init(images: ThemeImages) {
    self.images = images
  }

  #if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
  static let drawsImages = true
  private var decoded: [ImageSource: UIImage?] = [:]

  /// The decoded image, or `nil` (reported once, with the reason) when there is none to show.
  func image(_ source: ImageSource, reporter: LiveryReporter?) -> UIImage? {
    if let known = decoded[source] { return known }
    do {
      let image = try UIImage.livery(source, images: images)
      decoded[source] = image
      return image
    } catch {
      decoded[source] = .some(nil)
      reporter?.report(
        .warning(
          .notShown, "'backgroundImage' \(source): \(error.message)", at: nil))
      return nil
    }
  }
  #else
  static let drawsImages = false
  #endif
}

/// A background image, stretched or tiled, or nothing (the same structure either way).
struct LiveryImageLayer: View {
  let source: ImageSource?
  let repeats: Bool
  @Environment(\.livery) private var livery

  var body: some View {
    #if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
    if let source, let image = livery.images?.image(source, reporter: livery.reporter) {
      Image(uiImage: image).resizable(resizingMode: repeats ? .tile : .stretch)
    } else {
      Color.clear
    }
    #else
    Color.clear
    #endif
  }
}
#endif

// iOS and Mac Catalyst (tvOS has no UISlider, UISwitch, UIStepper or UIToolbar; visionOS delivers
// traits otherwise: neither is supported yet); the Apple surface check compiles it on Linux.
#if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
import LiveryCore
import UIKit

// Livery's values and keywords as UIKit's (the catalog's keyword names are UIKit's own).

extension UIEdgeInsets {
  init(livery insets: Insets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}

extension NSDirectionalEdgeInsets {
  init(livery insets: Insets) {
    self.init(
      top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
  }
}

extension NSTextAlignment {
  init?(livery word: String) {
    switch word {
    case "left": self = .left
    case "center": self = .center
    case "right": self = .right
    case "justified": self = .justified
    case "natural": self = .natural
    default: return nil
    }
  }
}

extension UIControl.ContentHorizontalAlignment {
  init?(livery word: String) {
    switch word {
    case "left": self = .left
    case "center": self = .center
    case "right": self = .right
    case "fill": self = .fill
    case "leading": self = .leading
    case "trailing": self = .trailing
    default: return nil
    }
  }
}

extension UIControl.ContentVerticalAlignment {
  init?(livery word: String) {
    switch word {
    case "top": self = .top
    case "center": self = .center
    case "bottom": self = .bottom
    case "fill": self = .fill
    default: return nil
    }
  }
}

extension UITextField.BorderStyle {
  init?(livery word: String) {
    switch word {
    case "none": self = .none
    case "line": self = .line
    case "bezel": self = .bezel
    case "roundedRect": self = .roundedRect
    default: return nil
    }
  }
}

extension UIKeyboardAppearance {
  init?(livery word: String) {
    switch word {
    case "default": self = .default
    // `alert` is the old name of dark (deprecated since iOS 7).
    case "dark", "alert": self = .dark
    case "light": self = .light
    default: return nil
    }
  }
}

extension UIScrollView.IndicatorStyle {
  init?(livery word: String) {
    switch word {
    case "default": self = .default
    case "black": self = .black
    case "white": self = .white
    default: return nil
    }
  }
}

extension UIView.ContentMode {
  init?(livery word: String) {
    switch word {
    case "scaleToFill": self = .scaleToFill
    case "scaleAspectFit": self = .scaleAspectFit
    case "scaleAspectFill": self = .scaleAspectFill
    case "redraw": self = .redraw
    case "center": self = .center
    case "top": self = .top
    case "bottom": self = .bottom
    case "left": self = .left
    case "right": self = .right
    case "topLeft": self = .topLeft
    case "topRight": self = .topRight
    case "bottomLeft": self = .bottomLeft
    case "bottomRight": self = .bottomRight
    default: return nil
    }
  }
}
#endif

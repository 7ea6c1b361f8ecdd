// iOS and Mac Catalyst (tvOS has no UISlider, UISwitch, UIStepper or UIToolbar; visionOS delivers
// traits otherwise: neither is supported yet); the Apple surface check compiles it on Linux.
#if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
import LiveryCore
public import LiveryRuntime
public import UIKit

// Every view is a component: its styling record lives with it (an associated object, freed with
// the view), its children are its subviews, its parent its superview. The conformance is
// isolated to the main actor (Swift 6.2), so views are styled only there.
//
// A tree walk does not go inside a control (a button's title label is its part, styled through
// the button's style, not a label of its own) nor into UIKit's private views (classes named
// `_UI…`, such as a bar's background), which UIKit sets and resets itself.
extension UIView: @MainActor Styleable {
  /// The view's styling record, made on first use (when a control or a cell starts following
  /// its state into its Livery states).
  public var styling: StylingRecord {
    if let record = records.value(of: self) { return record }
    let record = StylingRecord()
    records.set(record, on: self)
    StateFollower.follow(self)
    return record
  }

  public var styleChildren: [any Styleable] {
    if self is UIControl { return [] }
    var children: [any Styleable] = subviews.filter {
      !($0 is LiveryBackdrop) && !String(describing: type(of: $0)).hasPrefix("_")
    }
    // A bar's buttons are items, not views of its own.
    if let bar = self as? UINavigationBar {
      for item in bar.items ?? [] {
        children += (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? [])
      }
    } else if let bar = self as? UIToolbar {
      children += bar.items ?? []
    }
    return children
  }

  public var styleParent: (any Styleable)? { superview }
}

// A bar's button item is a component too (it is no view: its parent is not known to it).
extension UIBarItem: @MainActor Styleable {
  /// The item's styling record, made on first use.
  public var styling: StylingRecord {
    records.value(of: self) { StylingRecord() }
  }
}

/// Each view's and bar item's styling record.
private let records = Associated<StylingRecord>()
#endif

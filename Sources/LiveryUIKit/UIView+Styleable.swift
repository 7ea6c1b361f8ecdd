#if canImport(UIKit) && !os(watchOS)  // watchOS has UIKit's colours and fonts, but no UIView
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
  /// The view's styling record, made on first use.
  public var styling: StylingRecord {
    records.value(of: self) { StylingRecord() }
  }

  public var styleChildren: [any Styleable] {
    if self is UIControl { return [] }
    return subviews.filter { !String(describing: type(of: $0)).hasPrefix("_") }
  }

  public var styleParent: (any Styleable)? { superview }
}

/// Each view's styling record.
private let records = Associated<StylingRecord>()
#endif

// iOS and Mac Catalyst (tvOS has no UISlider, UISwitch, UIStepper or UIToolbar; visionOS delivers
// traits otherwise: neither is supported yet); the Apple surface check compiles it on Linux.
#if canImport(UIKit) && (os(iOS) || LIVERY_APPLE_SURFACE)
import ObjectiveC

/// What the adapter keeps with a view (its styling record, a label's own font, a window's
/// applier): Objective-C associated objects, retained by the view and freed with it.
struct Associated<Value: AnyObject>: @unchecked Sendable {
  // @unchecked: the key is an address no one writes through; it only names the association.
  private let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

  /// The value kept with `object`, if any.
  func value(of object: AnyObject) -> Value? {
    objc_getAssociatedObject(object, key) as? Value
  }

  /// The value kept with `object`, made by `make` and kept the first time.
  func value(of object: AnyObject, orMake make: () -> Value) -> Value {
    if let value = value(of: object) { return value }
    let value = make()
    set(value, on: object)
    return value
  }

  /// Keeps `value` with `object` (`nil`: keeps nothing).
  func set(_ value: Value?, on object: AnyObject) {
    objc_setAssociatedObject(object, key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
  }
}
#endif

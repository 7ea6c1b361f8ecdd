// A stub of the Objective-C runtime's associated objects: only what LiveryUIKit calls,
// transcribed from Apple's documentation (the page is named above each declaration, with the
// availability it gives). Built only by Scripts/check-apple-surface.sh on Linux; never shipped.

import Foundation

/// https://developer.apple.com/documentation/objectivec/objc_associationpolicy — iOS 3.1+
// swift-format-ignore: TypeNamesShouldBeCapitalized, AlwaysUseLowerCamelCase
public enum objc_AssociationPolicy: UInt, Sendable {
  case OBJC_ASSOCIATION_ASSIGN = 0
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  case OBJC_ASSOCIATION_RETAIN = 769
  case OBJC_ASSOCIATION_COPY = 771
}

/// The stub's store: values by (object, key). The runtime releases an object's associated values
/// when the object is freed; the stub holds the object weakly and releases a freed object's
/// values at its next call.
private final class AssociationTable: @unchecked Sendable {
  // @unchecked: every access holds `lock`.
  private let lock = NSLock()
  private struct Entry {
    weak var owner: AnyObject?
    var values: [UnsafeRawPointer: Any] = [:]
  }
  private var entries: [ObjectIdentifier: Entry] = [:]

  func get(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
    lock.lock()
    defer { lock.unlock() }
    entries = entries.filter { $0.value.owner != nil }
    guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
    return entry.values[key]
  }

  func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?) {
    lock.lock()
    defer { lock.unlock() }
    var entry = entries[ObjectIdentifier(object)] ?? Entry(owner: object)
    if entry.owner !== object { entry = Entry(owner: object) }  // a freed object's slot reused
    entry.values[key] = value
    entries[ObjectIdentifier(object)] = entry
    entries = entries.filter { $0.value.owner != nil }
  }
}

private let associations = AssociationTable()

/// https://developer.apple.com/documentation/objectivec/1418865-objc_getassociatedobject — iOS 3.1+
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  associations.get(object as AnyObject, key)
}

/// https://developer.apple.com/documentation/objectivec/1418509-objc_setassociatedobject — iOS 3.1+
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  associations.set(object as AnyObject, key, value)
}

// For the availability check's own check only (not part of the stubs): one declaration newer than
// the deployment target, documented as the stubs document theirs.

@MainActor
open class UIButtonStandIn {
  /// https://developer.apple.com/documentation/uikit/uibutton/issymbolanimationenabled — iOS 17.0+
  open var isSymbolAnimationEnabled = false
}

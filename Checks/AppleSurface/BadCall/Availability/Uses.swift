// For the availability check's own check (read by check-availability.py, never compiled): the
// line marked `unguarded` uses an iOS 17 property outside any #available and must be reported;
// the guarded uses must not.
import UIKit

@MainActor
func animate(_ button: UIButtonStandIn) {
  button.isSymbolAnimationEnabled = true  // unguarded
  if #available(iOS 17.0, *) {
    button.isSymbolAnimationEnabled = true
  }
  guard #available(iOS 17, *) else { return }
  button.isSymbolAnimationEnabled = false
}

@available(iOS 17.0, *)
@MainActor
func animateLater(_ button: UIButtonStandIn) {
  button.isSymbolAnimationEnabled = true
}

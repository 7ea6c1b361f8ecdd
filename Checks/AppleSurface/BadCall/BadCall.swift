// The check's own check: an adapter file calling UIKit API the stubs do not declare must fail to
// type-check (Scripts/check-apple-surface.sh compiles this file and expects that error).
import UIKit

@MainActor
func tint(_ label: UILabel) {
  label.showsExpansionTextWhenTruncated = true  // not declared by the stubs
}

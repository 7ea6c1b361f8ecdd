// The check's own check for SwiftUI: a view calling SwiftUI API the stubs do not declare must fail
// to type-check (Scripts/check-apple-surface.sh compiles this file and expects that error).
import SwiftUI

struct Badge: View {
  var body: some View {
    Text("3").contentTransition(.numericText())  // not declared by the stubs
  }
}

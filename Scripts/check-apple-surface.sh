#!/usr/bin/env bash
# Type-checks LiveryUIKit and LiverySwiftUI on Linux against the declared Apple API surface and
# runs their behaviour tests (apple-adapters.md §5.2). Checks/AppleSurface holds stub modules named
# UIKit, SwiftUI, QuartzCore, CoreGraphics and ObjectiveC that declare exactly what the adapters
# call, each declaration with the Apple documentation page it was transcribed from and the
# availability Apple gives (the SwiftUI stub also evaluates views as Apple documents: identity,
# state, environment); the adapters' own sources (links to Sources/LiveryUIKit and
# Sources/LiverySwiftUI) are compiled against them with every warning an error; availability is checked from the stubs' documented versions by
# check-availability.py (Linux ignores @available(iOS …)). What passing proves: the adapter is
# consistent with the transcribed signatures and behaves as tested against the stubs' documented
# semantics — not that it compiles against Apple's SDK (.github/workflows/apple.yml does that on
# a Mac).
set -euo pipefail
cd "$(dirname "$0")/../Checks/AppleSurface"

echo "== type-check LiveryUIKit, LiverySwiftUI and the example app against the stubs"
swift build

echo "== behaviour tests against the stubs"
swift test

echo "== a call the stubs do not declare fails the check"
modules="$(swift build --show-bin-path)/Modules"
if output="$(swiftc -typecheck -swift-version 6 -I "$modules" BadCall/BadCall.swift 2>&1)"; then
  echo "error: BadCall/BadCall.swift type-checked, but it calls API the stubs do not declare" >&2
  exit 1
fi
if ! grep -q "showsExpansionTextWhenTruncated" <<<"$output"; then
  echo "error: BadCall/BadCall.swift failed for another reason than the undeclared call:" >&2
  echo "$output" >&2
  exit 1
fi
echo "BadCall.swift is refused, as it must be: $(grep -m1 "error:" <<<"$output")"
if output="$(swiftc -typecheck -swift-version 6 -I "$modules" BadCall/BadSwiftUICall.swift 2>&1)"; then
  echo "error: BadCall/BadSwiftUICall.swift type-checked, but it calls API the stubs do not declare" >&2
  exit 1
fi
if ! grep -q "contentTransition" <<<"$output"; then
  echo "error: BadCall/BadSwiftUICall.swift failed for another reason than the undeclared call:" >&2
  echo "$output" >&2
  exit 1
fi
echo "BadSwiftUICall.swift is refused, as it must be: $(grep -m1 "error:" <<<"$output")"

echo "== availability: nothing newer than the iOS 16 deployment target used without #available"
# Linux ignores @available(iOS …); the stubs' documentation lines carry it, and this reads them.
python3 check-availability.py --deployment 16.0 --stubs Sources --sources Sources/LiveryUIKitChecked \
  --sources Sources/LiverySwiftUIChecked --sources Sources/UIKitExampleChecked
# … and it finds an unguarded use (and only that one) in its own fixture.
marked="BadCall/Availability/Uses.swift:$(grep -n "// unguarded" BadCall/Availability/Uses.swift | cut -d: -f1):"
if report="$(python3 check-availability.py --deployment 16.0 --stubs Sources \
  --stubs BadCall/AvailabilityStubs --sources BadCall/Availability 2>&1)"; then
  echo "error: the availability check passed a file with an unguarded iOS 17 use" >&2
  exit 1
fi
if [[ "$(grep -c "without #available" <<<"$report")" != "1" ]] || ! grep -q "^$marked" <<<"$report"; then
  echo "error: the availability check did not report exactly the unguarded use ($marked):" >&2
  echo "$report" >&2
  exit 1
fi
echo "An unguarded iOS 17 use is reported, as it must be: $(grep "without #available" <<<"$report")"
echo "Apple surface check passed."

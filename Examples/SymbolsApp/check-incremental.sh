#!/usr/bin/env bash
# Builds this example (the app target uses LiverySymbolsPlugin), runs it, and checks the plugin's
# incremental behaviour from the build logs:
#   - a build with nothing changed runs the generator zero times;
#   - adding a style regenerates ShopTheme.swift and recompiles the app;
#   - an edit that changes no name runs the generator but recompiles nothing;
#   - neither NIO nor Hummingbird is compiled into the app's build.
set -euo pipefail
cd "$(dirname "$0")"
theme=Sources/Shop/Themes/Brand.nss
backup="$(mktemp)"
cp "$theme" "$backup"
trap 'cp "$backup" "$theme"; rm -f "$backup"' EXIT
fail() { echo "check-incremental: $*" >&2; exit 1; }
build() { swift build --product Shop 2>&1; }   # the app product; a bare `swift build` may build all of Livery

build >/dev/null
output="$(swift run Shop 2>/dev/null | tail -1)"
[[ "$output" == "checkout #2b7d2bff, pressed #0854a1ff, dark #5aa9f0ff" ]] || fail "the app printed '$output'"

start=$(date +%s.%N)
log="$(build)"
elapsed=$(python3 -c "import time; print(f'{$(date +%s.%N) - $start:.2f}')")
grep -q "Livery symbols" <<<"$log" && fail "a build with nothing changed ran the generator: $log"
if grep "Compiling" <<<"$log" | grep -vq "Compiling plugin"; then fail "a build with nothing changed compiled: $log"; fi
echo "no-op build: ${elapsed} s, generator not run"

printf '\nQuietButton {\n    border-width: 0;\n}\n' >>"$theme"
log="$(build)"
grep -q "Livery symbols for Shop" <<<"$log" || fail "a new style did not regenerate: $log"
grep -q "Compiling Shop ShopTheme.swift" <<<"$log" || fail "the new symbols were not compiled: $log"
generated="$(find .build -name ShopTheme.swift | head -1)"
grep -q "static let quietButton: LiveryCore.StyleName = \"QuietButton\"" "$generated" || fail "ShopTheme.swift lacks quietButton"
echo "a new style: regenerated and compiled"

# A comment at the end changes no name, line, value or count: the generator runs, the file stays.
printf '\n/* a comment changes no name */\n' >>"$theme"
log="$(build)"
grep -q "Livery symbols for Shop" <<<"$log" || fail "an edited theme did not run the generator: $log"
grep -q "Compiling Shop" <<<"$log" && fail "an edit that changes no name recompiled the app: $log"
log="$(build)"
grep -q "Livery symbols" <<<"$log" && fail "the build after that ran the generator again: $log"
echo "a comment at the end: generator run once, nothing recompiled"

if find .build -name "NIOCore.swiftmodule" -o -name "Hummingbird.swiftmodule" | grep -q .; then
  fail "the app's build compiled NIO or Hummingbird"
fi
echo "no NIO or Hummingbird in the app's build"

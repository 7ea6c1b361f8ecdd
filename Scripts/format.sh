#!/usr/bin/env bash
# Formats every Swift file of the project with swift-format (the toolchain's `swift format`) and the
# rules in .swift-format: 2 spaces, 100 columns, swift-argument-parser's strict rule set (the
# code-style guide's anchor) minus the rules that ask for rewrites rather than layout (README,
# "Tests, CI and benchmarks").
#
#   Scripts/format.sh          # format in place
#   Scripts/format.sh --lint   # check only, as CI does (`swift format lint --strict`)
set -euo pipefail
cd "$(dirname "$0")/.."

paths=(Package.swift Sources Tests Examples Benchmarks Fuzz Plugins Checks)
# Build folders of the nested packages hold checkouts that are not ours.
files=()
while IFS= read -r -d '' file; do files+=("$file"); done < <(
  find "${paths[@]}" -name '*.swift' -not -path '*/.build/*' -not -path '*/.build-*/*' -print0 | sort -z)

if [[ "${1:-}" == "--lint" ]]; then
  swift format lint --strict --parallel "${files[@]}"
else
  swift format format --in-place --parallel "${files[@]}"
fi

#!/usr/bin/env bash
# The kill soak (issue 15): `livery update` killed with SIGKILL at random points of N update
# cycles (default 1,000) against `livery serve`; after every kill the state must hold a whole,
# published bundle that the next start loads. CI runs the same test with 40 cycles.
#
#   Scripts/kill-soak.sh [CYCLES]
set -euo pipefail
cd "$(dirname "$0")/.."
export LIVERY_KILL_CYCLES="${1:-1000}"
swift build --build-tests
swift test --skip-build --filter BundleKillTests 2>&1 | grep -E "kill test:|✔|✘|recorded an issue"

#!/usr/bin/env bash
# Quick start (2): set up, build, and run every test (lit, C unit tests, GPU
# tests, which report themselves skipped without a CUDA device). Ends with one
# summary line.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${BUILD_DIR:-$root/build}"
"$root/scripts/build.sh"
results="$build/tests/results"
rm -rf "$results" && mkdir -p "$results"
status=0
(cd "$build" && ctest --output-on-failure -j"$(nproc)" --output-junit "$results/ctest.xml") || status=$?
python3 "$root/scripts/summarize_tests.py" "$results" || status=1
exit $status

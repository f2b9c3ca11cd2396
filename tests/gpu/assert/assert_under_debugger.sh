#!/usr/bin/env bash
# Requirement 3 of the assert design: under cuda-gdb, a failing assert in a
# kernel built with -g stops inside that kernel.
# usage: assert_under_debugger.sh GPU_ASSERT_TEST DEBUG_FATBIN
set -uo pipefail
command -v cuda-gdb >/dev/null || { echo "SKIPPED: no CUDA device (cuda-gdb not found)"; exit 77; }
out=$(timeout 240 cuda-gdb -batch -ex run -ex bt -ex "info cuda kernels" --args "$1" native "$2" 2>&1)
echo "$out" | grep -E "CUDA Exception|assert|Assertion|#[0-9]|Kernel|\.cl:" | head -20
if echo "$out" | grep -q "assert_one" && echo "$out" | grep -qE "CUDA Exception|Assertion"; then
  echo "PASS cuda-gdb stops in assert_one at the failing assert"
  exit 0
fi
echo "FAIL cuda-gdb did not stop in the asserting kernel"
echo "$out" | tail -30
exit 1

#!/usr/bin/env bash
# Runs every GPU test and example listed in BUILD/gpu-suite.list, on a machine
# with a CUDA driver (no LLVM needed), printing each one's output (its last
# 200 lines). There a test that reports "no CUDA device" (exit 77) has failed.
# Ends with "gpu: N passed, N failed".
# usage: run_gpu_suite.sh BUILD_DIR [NAME_FILTER_REGEX]
set -uo pipefail
build="$(cd "${1:?usage: run_gpu_suite.sh BUILD_DIR [FILTER]}" && pwd)"
filter="${2:-.}"
list="$build/gpu-suite.list"
[ -s "$list" ] || { echo "run_gpu_suite: $list is missing or empty (configure and build first)" >&2; exit 1; }
cd "$build"
# The UR tests' runtime travels compressed (make_gpu_bundle.sh).
if [ -f ur-rt-gpu.tar.xz ] && [ ! -d ur-rt/gpu ]; then
  python3 -c 'import sys, tarfile; tarfile.open(sys.argv[1]).extractall(".", filter="data")' \
    ur-rt-gpu.tar.xz || { echo "run_gpu_suite: cannot unpack ur-rt-gpu.tar.xz" >&2; exit 1; }
fi
export LD_LIBRARY_PATH="$build/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export SYCL_NVPTX_GPU_SUITE=1
passed=0 failed=0
while IFS=$'\t' read -r name command; do
  [[ "$name" =~ $filter ]] || continue
  start=$(date +%s%N)
  log=$(timeout 300 bash -c "$command" 2>&1 </dev/null)
  rc=$?
  ms=$((($(date +%s%N) - start) / 1000000))
  if [ $rc -eq 0 ]; then
    passed=$((passed + 1))
    echo "PASS $name (${ms} ms)"
  else
    failed=$((failed + 1))
    echo "FAIL $name (exit $rc, ${ms} ms): $command"
  fi
  echo "$log" | tail -n 200 | sed 's/^/    /'
done <"$list"
echo "gpu: $passed passed, $failed failed"
[ $failed -eq 0 ] && [ $passed -gt 0 ]

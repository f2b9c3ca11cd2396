#!/usr/bin/env bash
# Runs every GPU test of BUILD/gpu-suite.list under compute-sanitizer's
# memcheck and racecheck, on the GPU machine, and says per test and tool:
#   clean      the tool found nothing and the test passed
#   UNCLEAN    the tool reported errors or hazards (its report follows)
#   FAILED     the test itself failed under the tool (its output follows)
#   excluded   (once per test, with the reason) tests whose kernels fault or
#              trap on purpose, or that launch no kernel of their own
# Ends "compute-sanitizer: N clean, N unclean, N failed, N excluded"; exits 1
# unless every run is clean.
# compute-sanitizer is found as $COMPUTE_SANITIZER, on PATH, in $CUDA_PATH/bin,
# /usr/local/cuda/bin or the newest /usr/local/cuda-*/bin.
# usage: run_compute_sanitizer.sh BUILD_DIR [NAME_FILTER_REGEX]
set -uo pipefail
build="$(cd "${1:?usage: run_compute_sanitizer.sh BUILD_DIR [FILTER]}" && pwd)"
filter="${2:-.}"
list="$build/gpu-suite.list"
[ -s "$list" ] || { echo "run_compute_sanitizer: $list is missing or empty" >&2; exit 1; }

find_sanitizer() {
  local candidate
  for candidate in "${COMPUTE_SANITIZER:-}" "$(command -v compute-sanitizer 2>/dev/null)" \
                   "${CUDA_PATH:+$CUDA_PATH/bin/compute-sanitizer}" \
                   /usr/local/cuda/bin/compute-sanitizer \
                   $(ls -d /usr/local/cuda-*/bin/compute-sanitizer 2>/dev/null | sort -rV); do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}
sanitizer=$(find_sanitizer) || {
  echo "run_compute_sanitizer: compute-sanitizer not found (set COMPUTE_SANITIZER or CUDA_PATH)" >&2
  exit 1
}
echo "compute-sanitizer: $sanitizer ($("$sanitizer" --version | grep -m1 -i version))"

# Tests left out, and why.
declare -A excluded=(
  [gpu-assert-native]="its kernels call __assertfail, which traps on purpose"
  [gpu-assert-debugger]="runs cuda-gdb, which cannot run under compute-sanitizer"
  [gpu-passes-plain-kernel-sass]="compares SASS with cuobjdump; launches no kernel"
  [plugin_assert]="its native case traps on purpose (device assert)"
  [ur_runtime_gpu_native_assert]="its kernel calls __assertfail, which traps on purpose"
  [plugin_kernel_fault]="its kernel stores to an illegal address on purpose"
  [gpu-libspirv-clc-barrier-sm75-unsupported]="its kernel asserts on purpose (mbarrier on sm_75)"
  [plugin_out_of_memory]="uses up device memory on purpose, which the tools need too"
)
# plugin_threads makes 8 x 10,000 launches four times over; under the tools
# each launch is far slower, and 500 a thread covers the same calls.
export PLUGIN_THREADS_LAUNCHES=500

cd "$build"
export LD_LIBRARY_PATH="$build/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export SYCL_NVPTX_GPU_SUITE=1
# Tests skip the cases inside them that race or trap on purpose.
export GPU_TEST_UNDER_SANITIZER=1
clean=0 unclean=0 failed=0 skipped=0
while IFS=$'\t' read -r name command; do
  [[ "$name" =~ $filter ]] || continue
  if [ -n "${excluded[$name]:-}" ]; then
    skipped=$((skipped + 1))
    echo "excluded $name: ${excluded[$name]}"
    continue
  fi
  for tool in memcheck racecheck; do
    start=$(date +%s%N)
    # API errors are the tests' own business (they provoke some on purpose);
    # the tools judge what kernels do.
    log=$(timeout 900 "$sanitizer" --tool "$tool" --report-api-errors no --error-exitcode 97 \
            --print-limit 20 $command 2>&1 </dev/null)
    rc=$?
    ms=$((($(date +%s%N) - start) / 1000000))
    summary=$(echo "$log" | grep -E "(ERROR|RACECHECK) SUMMARY" | tail -n 1 | sed 's/^=* *//')
    if [ $rc -eq 97 ] || { [ -n "$summary" ] && ! echo "$summary" | grep -qE ": 0 (errors|hazards)"; }; then
      unclean=$((unclean + 1))
      echo "UNCLEAN $tool $name (${ms} ms): ${summary:-no summary}"
      echo "$log" | grep -E "^=========" | head -n 60 | sed 's/^/    /'
    elif [ $rc -ne 0 ]; then
      failed=$((failed + 1))
      echo "FAILED $tool $name (exit $rc, ${ms} ms): $command"
      echo "$log" | tail -n 40 | sed 's/^/    /'
    else
      clean=$((clean + 1))
      echo "clean $tool $name (${ms} ms): ${summary:-no summary}"
    fi
  done
done <"$list"
echo "compute-sanitizer: $clean clean, $unclean unclean, $failed failed, $skipped excluded"
[ $unclean -eq 0 ] && [ $failed -eq 0 ] && [ $clean -gt 0 ]

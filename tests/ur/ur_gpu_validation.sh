#!/usr/bin/env bash
# A UR GPU client (ur_gpu_test_<release>, ur_multi_gpu_test) under its
# loader's full validation layer (parameter checks and leak checking): any
# validation error, warning or leaked handle fails. Run from the build
# folder, as the GPU suite runs it.
# usage: ur_gpu_validation.sh PROGRAM ITS_ARGUMENTS...
set -uo pipefail
program="${1:?usage: ur_gpu_validation.sh ur_gpu_test_<release> ITS_ARGUMENTS...}"
shift
log=$(UR_ENABLE_LAYERS=UR_LAYER_FULL_VALIDATION UR_LOG_VALIDATION='level:debug;output:stdout' \
  "bin/$program" "$@" 2>&1)
rc=$?
echo "$log" | grep -v "Reference count for handle"
[ $rc -eq 77 ] && exit 77
# The 2026.2 layer checks urUSM*Alloc's optional pool even when it is NULL
# and reports "no valid references to handle 0" (tests/fake_cuda shows it
# with any adapter); a handle of ours is never 0, so only that line is let by.
if echo "$log" | grep -v "There are no valid references to handle 0$" |
    grep -E "<VALIDATION>\[(ERROR|WARNING)\]|Retained [0-9]+ reference|nonexistent handle"; then
  echo "ur_gpu_validation: FAIL: the validation layer reported the lines above"
  exit 1
fi
# A here-string, not a pipe: grep -q stops at the first line, and under
# pipefail the echo it leaves writing a long log would fail the check.
grep -q "^<VALIDATION>" <<<"$log" || { echo "ur_gpu_validation: FAIL: the validation layer logged nothing"; exit 1; }
[ $rc -eq 0 ] || { echo "ur_gpu_validation: FAIL: exit $rc"; exit 1; }
echo "ur_gpu_validation: passed"

#!/usr/bin/env bash
# Intel's SYCL runtime 2026.2 (its UR loader is inside libsycl.so.9) finds
# our libur_adapter_cuda.so.0 beside libsycl.so.9 in a venv with no UR_*
# variable set, and dpctl enumerates through it without an error (no GPU
# here: the adapter answers 0 platforms). MODE:
#   plain       as a user runs it, then with the loader's log and SYCL's
#               UR call trace: our file loaded from venv/lib, no call failed
#   validation  under UR_LAYER_FULL_VALIDATION: no validation error, no leak
#   valgrind    under valgrind: no error outside CPython and ld.so
# usage: loader_check.sh BUILD_DIR plain|validation|valgrind
set -uo pipefail
build="$(cd "${1:?usage: loader_check.sh BUILD_DIR MODE}" && pwd)"
mode="${2:?usage: loader_check.sh BUILD_DIR MODE}"
here="$(cd "$(dirname "$0")" && pwd)"
"$here/fetch_ur_runtime.sh" "$build" || exit $?
venv="$build/ur-rt/venv"
adapter="$venv/lib/libur_adapter_cuda.so.0"
log="$build/ur-rt/loader_check_$mode"
# Only what this script sets: an inherited selector or layer would change
# what is loaded.
for var in $(compgen -e | grep -E '^(UR_|SYCL_|ONEAPI_DEVICE_SELECTOR$)'); do unset "$var"; done
probe=(-c "import dpctl; print(dpctl.get_devices())")

status=0
fail() { echo "loader_check: FAIL: $*"; status=1; }
ok() { echo "loader_check: ok: $*"; }

# run NAME [VAR=VALUE...] -- COMMAND...: stdout in $log.NAME.out, stderr in .err.
run() {
  local name=$1 vars=()
  shift
  while [ "$1" != -- ]; do vars+=("$1"); shift; done
  shift
  env "${vars[@]}" "$@" >"$log.$name.out" 2>"$log.$name.err"
  local rc=$?
  sed "s/^/  [$name] /" "$log.$name.out" "$log.$name.err"
  [ $rc -eq 0 ] && ok "$name: exit 0" || fail "$name: exit $rc"
}

expect_loaded() {
  if grep -qF "($adapter) from $adapter" "$1"; then
    ok "the loader loaded $adapter"
  else
    fail "no 'loaded adapter ($adapter)' in the loader log"
  fi
  if grep -E "failed to load adapter .*libur_adapter_cuda" "$1"; then
    fail "the loader failed to load libur_adapter_cuda.so.0 (above)"
  fi
}

case "$mode" in
plain)
  run bare -- "$venv/bin/python" "${probe[@]}"
  [ -s "$log.bare.err" ] && fail "bare: stderr is not empty (above)"
  run logged 'UR_LOG_LOADER=level:debug;output:stdout' SYCL_UR_TRACE=2 -- \
    "$venv/bin/python" "${probe[@]}"
  expect_loaded "$log.logged.out"
  grep -q "urPlatformGet(.*-> UR_RESULT_SUCCESS" "$log.logged.out" ||
    fail "SYCL's trace shows no successful urPlatformGet on our adapter"
  grep -E -- "-> UR_RESULT_ERROR" "$log.logged.out" && fail "UR calls failed (above)"
  ;;
validation)
  run validated UR_ENABLE_LAYERS=UR_LAYER_FULL_VALIDATION \
    'UR_LOG_VALIDATION=level:debug;output:stdout' 'UR_LOG_LOADER=level:info;output:stdout' -- \
    "$venv/bin/python" "${probe[@]}"
  expect_loaded "$log.validated.out"
  grep -q "^<VALIDATION>" "$log.validated.out" || fail "the validation layer logged nothing"
  grep -E "<VALIDATION>\[(ERROR|WARNING)\]|Retained [0-9]+ reference|nonexistent handle" \
    "$log.validated.out" "$log.validated.err" && fail "validation errors or leaks (above)"
  ;;
valgrind)
  command -v valgrind >/dev/null || { echo "loader_check: valgrind is missing (scripts/setup.sh installs it)" >&2; exit 1; }
  # PYTHONMALLOC=malloc: CPython's small-object allocator reads freed pools.
  run valgrind PYTHONMALLOC=malloc 'UR_LOG_LOADER=level:info;output:stdout' -- \
    valgrind --error-exitcode=99 --suppressions="$here/valgrind_python.supp" \
    "$venv/bin/python" "${probe[@]}"
  expect_loaded "$log.valgrind.out"
  grep -q "ERROR SUMMARY: 0 errors" "$log.valgrind.err" || fail "valgrind reported errors (above)"
  ;;
*)
  echo "loader_check: unknown mode $mode" >&2
  exit 2
  ;;
esac
[ $status -eq 0 ] && echo "loader_check: $mode passed"
exit $status

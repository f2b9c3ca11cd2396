#!/usr/bin/env bash
# Intel's SYCL runtime of RELEASE (2026.2 by default, or 2025.3; see
# fetch_ur_runtime.sh) finds our libur_adapter_cuda.so.0 beside libsycl in a
# venv with no UR_* variable set (the UR loader is inside libsycl.so.9, and
# libur_loader.so.0 beside libsycl.so.8), and dpctl enumerates through it
# without an error (no GPU here: the adapter answers 0 platforms). MODE:
#   plain       as a user runs it, then with the loader's log and SYCL's
#               UR call trace: our file loaded from venv/lib, no call failed
#   validation  under UR_LAYER_FULL_VALIDATION: no validation error, no leak
#   valgrind    under valgrind: no error outside CPython and ld.so
# usage: loader_check.sh BUILD_DIR plain|validation|valgrind [RELEASE]
set -uo pipefail
build="$(cd "${1:?usage: loader_check.sh BUILD_DIR MODE [RELEASE]}" && pwd -P)"
mode="${2:?usage: loader_check.sh BUILD_DIR MODE [RELEASE]}"
release="${3:-2026.2}"
here="$(cd "$(dirname "$0")" && pwd)"
"$here/fetch_ur_runtime.sh" "$build" "$release" || exit $?
venv="$build/ur-rt/venv"
log="$build/ur-rt/loader_check_$mode"
if [ "$release" != 2026.2 ]; then
  venv+="-$release"
  log="$build/ur-rt/loader_check_${release}_$mode"
fi
adapter="$venv/lib/libur_adapter_cuda.so.0"
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

# The 2025.3 loader names the adapter by the path it was found under
# (.../dpctl/../../../libur_adapter_cuda.so.0), 2026.2 by its real path.
expect_loaded() {
  local path found=
  while read -r path; do
    [ "$(realpath -m "$path")" = "$adapter" ] && found=1
  done < <(sed -n 's/^<LOADER>\[INFO\]: loaded adapter .* from \(.*libur_adapter_cuda\.so\.0\)$/\1/p' "$1")
  if [ -n "$found" ]; then
    ok "the loader loaded $adapter"
  else
    fail "no 'loaded adapter ... from $adapter' in the loader log"
  fi
  # The 2025.3 loader tries the bare name on the library path first.
  if grep -E "failed to load adapter .*libur_adapter_cuda" "$1" | grep -v "No such file or directory"; then
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

#!/usr/bin/env bash
# Intel's SYCL runtime (PI 15.47) loads our libpi_cuda.so, initialises it and
# enumerates platforms (0: no driver, forced) under valgrind, which must see
# no invalid read or write; the runtime must report the plugin loaded.
# usage: valgrind_check.sh BUILD_DIR SYCL_RT_CHECK
set -uo pipefail
build="$1"
check="$2"
here="$(cd "$(dirname "$0")" && pwd)"
"$here/fetch_runtime.sh" "$build" || exit $?
command -v valgrind >/dev/null || { echo "valgrind_check: valgrind is missing (scripts/setup.sh installs it)" >&2; exit 1; }
log="$build/sycl-rt/valgrind.log"
ONEAPI_DEVICE_SELECTOR='cuda:*' SYCL_PI_TRACE=1 SYCL_NVPTX_PI_TRACE=1 \
  SYCL_NVPTX_PI_CUDA_LIBRARY=/nonexistent/libcuda.so.1 \
  valgrind --error-exitcode=99 "$check" "$build/sycl-rt/lib" 0 >"$log" 2>&1
rc=$?
cat "$log"
status=0
expect() {
  if grep -qF -- "$1" "$log"; then echo "valgrind_check: ok: $2"; else echo "valgrind_check: FAIL: $2 (no '$1')"; status=1; fi
}
expect "piPluginInit(plugin=" "the runtime called piPluginInit"
expect "PiVersion=15.47) -> PI_SUCCESS" "the PI 15.47 handshake succeeded"
expect "Plugin found and successfully loaded: libpi_cuda.so [ PluginVersion: 15.48.2 ]" "the runtime loaded the plugin"
expect "ERROR SUMMARY: 0 errors" "valgrind found no error"
expect "sycl_rt_check: passed" "the client's checks passed"
if grep -qE "Invalid (read|write)" "$log"; then echo "valgrind_check: FAIL: invalid reads or writes above"; status=1; fi
[ $rc -eq 0 ] || { echo "valgrind_check: FAIL: exit $rc"; status=1; }
exit $status

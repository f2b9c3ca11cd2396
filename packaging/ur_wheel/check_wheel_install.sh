#!/usr/bin/env bash
# Installs our adapter's 2026.2 wheel into a fresh venv with pip, which must
# pull intel-sycl-rt 2026.2 (its Requires-Dist) from the wheel cache, and
# checks what a user would: the adapter lands in <venv>/lib beside
# libsycl.so.9, byte for byte the built one; SYCL's loader loads it from
# there (dpctl, no UR_* variable beyond the log); pip uninstall removes it.
# Exit 77 when neither the cache nor PyPI has the runtime wheels.
# usage: check_wheel_install.sh BUILD_DIR WHEEL
set -uo pipefail
build="$(cd "${1:?usage: check_wheel_install.sh BUILD_DIR WHEEL}" && pwd)"
wheel="${2:?usage: check_wheel_install.sh BUILD_DIR WHEEL}"
here="$(cd "$(dirname "$0")" && pwd)"
cache="${SYCL_NVPTX_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sycl-nvptx}/wheels"
# The shared venv's fetch puts intel-sycl-rt and dpctl in the cache (or says
# why it cannot).
"$here/../../tests/ur/fetch_ur_runtime.sh" "$build" || exit $?
venv="$build/ur-rt/wheel-venv"
rm -rf "$venv"
python3 -m venv "$venv" || exit 1
for var in $(compgen -e | grep -E '^(UR_|SYCL_|ONEAPI_DEVICE_SELECTOR$)'); do unset "$var"; done

status=0
fail() { echo "check_wheel_install: FAIL: $*"; status=1; }
ok() { echo "check_wheel_install: ok: $*"; }

if "$venv/bin/python" -m pip install --no-index --find-links "$cache" "$wheel" dpctl==0.22.1 \
    >"$venv.pip.log" 2>&1; then
  ok "pip installed $(basename "$wheel") and dpctl from $cache"
else
  cat "$venv.pip.log"
  fail "pip install"
fi
version=$("$venv/bin/python" -c 'from importlib.metadata import version; print(version("intel-sycl-rt"))' 2>/dev/null)
[[ "$version" == 2026.2.* ]] && ok "pip chose intel-sycl-rt $version" || fail "intel-sycl-rt is '$version', not 2026.2.*"
lib="$venv/lib"
[ -f "$lib/libsycl.so.9" ] && [ -f "$lib/libur_adapter_cuda.so.0" ] &&
  ok "libur_adapter_cuda.so.0 is beside libsycl.so.9 in $lib" || fail "no $lib/libur_adapter_cuda.so.0 beside libsycl.so.9"
cmp -s "$lib/libur_adapter_cuda.so.0" "$build/lib/ur/2026.2/libur_adapter_cuda.so.0" &&
  ok "it is the built adapter" || fail "$lib/libur_adapter_cuda.so.0 differs from the built one"

log=$(UR_LOG_LOADER='level:info;output:stdout' "$venv/bin/python" -c 'import dpctl; print(dpctl.get_devices())' 2>&1)
rc=$?
echo "$log" | sed 's/^/  /'
[ $rc -eq 0 ] || fail "dpctl exited $rc"
echo "$log" | grep -qF "($lib/libur_adapter_cuda.so.0) from $lib/libur_adapter_cuda.so.0" &&
  ok "the loader loaded it from $lib" || fail "the loader log shows no adapter loaded from $lib"

"$venv/bin/python" -m pip uninstall -y sycl-nvptx-cuda-adapter >>"$venv.pip.log" 2>&1 &&
  [ ! -e "$lib/libur_adapter_cuda.so.0" ] && ok "pip uninstall removed it" || fail "pip uninstall left $lib/libur_adapter_cuda.so.0"
[ $status -eq 0 ] && echo "check_wheel_install: passed"
exit $status

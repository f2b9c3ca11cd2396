#!/usr/bin/env bash
# Makes a Python venv with Intel's SYCL runtime and dpctl of one oneAPI
# RELEASE, installed from the wheel cache (SYCL_NVPTX_CACHE_DIR, default
# ~/.cache/sycl-nvptx; pip-downloaded there once when missing), and our
# libur_adapter_cuda.so.0 of that release copied into venv/lib beside libsycl:
#   2026.2 (default)  BUILD/ur-rt/venv         intel-sycl-rt 2026.2.0, dpctl 0.22.1
#   2025.3            BUILD/ur-rt/venv-2025.3  intel-sycl-rt 2025.3.3, dpctl 0.21.1
# A copy, not a link: the loader looks for adapters in the folder dladdr
# names for it (libsycl.so.9, which holds the 2026.2 loader; 2025.3's
# libur_loader.so.0), and then resolves the adapter's own path.
# Exit 77 only when neither the cache nor PyPI has the wheels.
# usage: fetch_ur_runtime.sh BUILD_DIR [RELEASE]
set -euo pipefail
build="$(cd "${1:?usage: fetch_ur_runtime.sh BUILD_DIR [RELEASE]}" && pwd)"
release="${2:-2026.2}"
rt="$build/ur-rt"
case "$release" in
  2026.2) sycl=2026.2.0 dpctl=0.22.1 libsycl=libsycl.so.9 venv="$rt/venv" ;;
  2025.3) sycl=2025.3.3 dpctl=0.21.1 libsycl=libsycl.so.8 venv="$rt/venv-2025.3" ;;
  *) echo "fetch_ur_runtime: no runtime known for oneAPI $release" >&2; exit 2 ;;
esac
cache="${SYCL_NVPTX_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sycl-nvptx}/wheels"
adapter="$build/lib/ur/$release/libur_adapter_cuda.so.0"
wanted=("intel-sycl-rt==$sycl" "dpctl==$dpctl")
pip_log="$venv.pip.log"
[ -f "$adapter" ] || { echo "fetch_ur_runtime: $adapter is missing (build ur_adapter_cuda_${release/./_})" >&2; exit 1; }
mkdir -p "$rt" "$cache"

installed() {
  [ -f "$venv/lib/$libsycl" ] && "$venv/bin/python" - "$sycl" "$dpctl" 2>/dev/null <<'PY'
import sys
from importlib.metadata import version as v
assert (v("intel-sycl-rt"), v("dpctl")) == tuple(sys.argv[1:])
PY
}

install_from_cache() {
  "$venv/bin/python" -m pip install --no-index --find-links "$cache" "${wanted[@]}" >>"$pip_log" 2>&1
}

if ! installed; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  : >"$pip_log"
  if ! install_from_cache; then
    if ! "$venv/bin/python" -m pip download --only-binary=:all: -d "$cache" "${wanted[@]}" \
        >>"$pip_log" 2>&1; then
      index="${PIP_INDEX_URL:-$("$venv/bin/python" -m pip config get global.index-url 2>/dev/null || echo https://pypi.org/simple)}"
      if ! python3 -c 'import sys, urllib.request
urllib.request.urlopen(sys.argv[1].rstrip("/") + "/intel-sycl-rt/", timeout=30)' "$index" 2>/dev/null; then
        echo "SKIPPED: PyPI cannot be reached and $cache lacks ${wanted[*]} ($pip_log)"
        exit 77
      fi
      cat "$pip_log" >&2
      echo "fetch_ur_runtime: pip could not download ${wanted[*]} (log above)" >&2
      exit 1
    fi
    install_from_cache || { cat "$pip_log" >&2; echo "fetch_ur_runtime: pip install failed (log above)" >&2; exit 1; }
  fi
  installed || { echo "fetch_ur_runtime: $venv lacks ${wanted[*]} after pip install" >&2; exit 1; }
fi
# Every run: the adapter may have been rebuilt since. The tests that share
# the venv run at once: each copy has its own name until its atomic rename.
cp "$adapter" "$venv/lib/libur_adapter_cuda.so.0.part$$"
mv -f "$venv/lib/libur_adapter_cuda.so.0.part$$" "$venv/lib/libur_adapter_cuda.so.0"
echo "fetch_ur_runtime: intel-sycl-rt $sycl, dpctl $dpctl and our adapter in $venv"

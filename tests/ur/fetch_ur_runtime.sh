#!/usr/bin/env bash
# Makes BUILD/ur-rt/venv: a Python venv with Intel's SYCL runtime 2026.2 and
# dpctl 0.22.1, installed from the wheel cache (SYCL_NVPTX_CACHE_DIR, default
# ~/.cache/sycl-nvptx; pip-downloaded there once when missing), and our
# 2026.2 libur_adapter_cuda.so.0 copied into venv/lib beside libsycl.so.9.
# A copy, not a link: the loader looks for adapters in the folder dladdr
# names for libsycl.so.9, and then resolves the adapter's own path.
# Exit 77 only when neither the cache nor PyPI has the wheels.
# usage: fetch_ur_runtime.sh BUILD_DIR
set -euo pipefail
build="$(cd "${1:?usage: fetch_ur_runtime.sh BUILD_DIR}" && pwd)"
rt="$build/ur-rt"
venv="$rt/venv"
cache="${SYCL_NVPTX_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sycl-nvptx}/wheels"
adapter="$build/lib/ur/2026.2/libur_adapter_cuda.so.0"
wanted=(intel-sycl-rt==2026.2.0 dpctl==0.22.1)
[ -f "$adapter" ] || { echo "fetch_ur_runtime: $adapter is missing (build ur_adapter_cuda_2026_2)" >&2; exit 1; }
mkdir -p "$rt" "$cache"

installed() {
  [ -f "$venv/lib/libsycl.so.9" ] && "$venv/bin/python" -c 'from importlib.metadata import version as v
assert v("intel-sycl-rt") == "2026.2.0" and v("dpctl") == "0.22.1"' 2>/dev/null
}

install_from_cache() {
  "$venv/bin/python" -m pip install --no-index --find-links "$cache" "${wanted[@]}" >>"$rt/pip.log" 2>&1
}

if ! installed; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  : >"$rt/pip.log"
  if ! install_from_cache; then
    if ! "$venv/bin/python" -m pip download --only-binary=:all: -d "$cache" "${wanted[@]}" \
        >>"$rt/pip.log" 2>&1; then
      index="${PIP_INDEX_URL:-$("$venv/bin/python" -m pip config get global.index-url 2>/dev/null || echo https://pypi.org/simple)}"
      if ! python3 -c 'import sys, urllib.request
urllib.request.urlopen(sys.argv[1].rstrip("/") + "/intel-sycl-rt/", timeout=30)' "$index" 2>/dev/null; then
        echo "SKIPPED: PyPI cannot be reached and $cache lacks ${wanted[*]} ($rt/pip.log)"
        exit 77
      fi
      cat "$rt/pip.log" >&2
      echo "fetch_ur_runtime: pip could not download ${wanted[*]} (log above)" >&2
      exit 1
    fi
    install_from_cache || { cat "$rt/pip.log" >&2; echo "fetch_ur_runtime: pip install failed (log above)" >&2; exit 1; }
  fi
  installed || { echo "fetch_ur_runtime: $venv lacks ${wanted[*]} after pip install" >&2; exit 1; }
fi
# Every run: the adapter may have been rebuilt since. The tests that share
# the venv run at once: each copy has its own name until its atomic rename.
cp "$adapter" "$venv/lib/libur_adapter_cuda.so.0.part$$"
mv -f "$venv/lib/libur_adapter_cuda.so.0.part$$" "$venv/lib/libur_adapter_cuda.so.0"
echo "fetch_ur_runtime: intel-sycl-rt 2026.2.0, dpctl 0.22.1 and our adapter in $venv"

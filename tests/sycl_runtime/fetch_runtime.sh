#!/usr/bin/env bash
# Puts Intel's SYCL runtime (PI 15.47) and dpctl's C API in BUILD/sycl-rt/lib,
# from PyPI with pip, once (cached there), beside our libpi_cuda.so:
#   libsycl.so.7                intel-sycl-rt==2024.2.1
#   libintlc.so.5               intel-cmplr-lib-rt==2024.2.1 (needed by dpctl)
#   libDPCTLSyclInterface.so.0  dpctl==0.17.0 (its C API, built on libsycl.so.7)
#   libpi_cuda.so               a link to BUILD/lib/libpi_cuda.so
# The wheels (90 MB) stay in BUILD/sycl-rt/wheels; only these files are
# unpacked. Exit 77 with a message when PyPI cannot be reached.
# usage: fetch_runtime.sh BUILD_DIR
set -euo pipefail
build="$(cd "${1:?usage: fetch_runtime.sh BUILD_DIR}" && pwd)"
rt="$build/sycl-rt"
lib="$rt/lib"
wanted=(libsycl.so.7 libintlc.so.5 libDPCTLSyclInterface.so.0)

have_all() {
  for f in "${wanted[@]}"; do [ -s "$lib/$f" ] || return 1; done
}

if ! have_all; then
  mkdir -p "$rt/wheels" "$lib"
  pip=(python3 -m pip)
  "${pip[@]}" --version >/dev/null 2>&1 || pip=(pip3)
  # dpctl's wheels are per Python version: pin the one whose C library we use.
  if ! "${pip[@]}" download --no-deps --only-binary=:all: \
      --platform manylinux_2_28_x86_64 --platform manylinux1_x86_64 \
      --python-version 3.11 --implementation cp \
      -d "$rt/wheels" intel-sycl-rt==2024.2.1 intel-cmplr-lib-rt==2024.2.1 dpctl==0.17.0 \
      >"$rt/pip.log" 2>&1; then
    index="${PIP_INDEX_URL:-$("${pip[@]}" config get global.index-url 2>/dev/null || echo https://pypi.org/simple)}"
    if ! python3 -c 'import sys, urllib.request
urllib.request.urlopen(sys.argv[1].rstrip("/") + "/intel-sycl-rt/", timeout=30)' "$index" 2>/dev/null; then
      echo "SKIPPED: PyPI cannot be reached, so Intel's SYCL runtime cannot be fetched ($rt/pip.log)"
      exit 77
    fi
    cat "$rt/pip.log" >&2
    echo "fetch_runtime: pip could not download the runtime wheels (log above)" >&2
    exit 1
  fi
  python3 - "$rt/wheels" "$lib" <<'EOF'
import sys, zipfile, pathlib
wheels, lib = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
members = {
    "intel_sycl_rt-2024.2.1": "intel_sycl_rt-2024.2.1.data/data/lib/libsycl.so.7",
    "intel_cmplr_lib_rt-2024.2.1": "intel_cmplr_lib_rt-2024.2.1.data/data/lib/libintlc.so.5",
    "dpctl-0.17.0": "dpctl/libDPCTLSyclInterface.so.0",
}
for prefix, member in members.items():
    wheel = next(wheels.glob(prefix + "-*.whl"))
    with zipfile.ZipFile(wheel) as z:
        target = lib / pathlib.PurePosixPath(member).name
        tmp = target.with_suffix(".part")
        tmp.write_bytes(z.read(member))
        tmp.chmod(0o755)
        tmp.rename(target)
EOF
fi
ln -sf ../../lib/libpi_cuda.so "$lib/libpi_cuda.so"
have_all || { echo "fetch_runtime: $lib is incomplete" >&2; exit 1; }
echo "fetch_runtime: Intel SYCL runtime 2024.2.1 and dpctl 0.17.0 in $lib"

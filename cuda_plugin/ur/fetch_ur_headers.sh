#!/usr/bin/env bash
# Puts one oneAPI release's Unified Runtime headers (ur_api.h, ur_ddi.h, ...)
# in OUT_DIR/include/unified-runtime, from that release's intel-sycl-rt wheel
# on PyPI. The wheel is downloaded once into the cache
# (SYCL_NVPTX_CACHE_DIR, default ~/.cache/sycl-nvptx) and never committed.
# usage: fetch_ur_headers.sh WHEEL_VERSION OUT_DIR     e.g. 2026.2.0 build/ur/2026.2
set -euo pipefail
version=${1:?usage: fetch_ur_headers.sh WHEEL_VERSION OUT_DIR}
out=${2:?usage: fetch_ur_headers.sh WHEEL_VERSION OUT_DIR}
cache="${SYCL_NVPTX_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sycl-nvptx}/wheels"
mkdir -p "$cache" "$out"
wheel=$(ls "$cache"/intel_sycl_rt-"$version"-*.whl 2>/dev/null | head -1 || true)
if [ -z "$wheel" ]; then
  pip=(python3 -m pip)
  "${pip[@]}" --version >/dev/null 2>&1 || pip=(pip3)
  if ! "${pip[@]}" download --no-deps --only-binary=:all: --platform manylinux_2_28_x86_64 \
      --python-version 3.12 --implementation cp -d "$cache" "intel-sycl-rt==$version" \
      >"$out/pip.log" 2>&1; then
    echo "fetch_ur_headers: cannot download intel-sycl-rt==$version from PyPI (log: $out/pip.log);" \
         "the UR adapter for oneAPI $version needs its headers (or configure with" \
         "-DSYCL_NVPTX_UR_ADAPTER=OFF)" >&2
    exit 1
  fi
  wheel=$(ls "$cache"/intel_sycl_rt-"$version"-*.whl | head -1)
fi
python3 - "$wheel" "$version" "$out" <<'PY'
import pathlib, shutil, sys, tempfile, zipfile
wheel, version, out = sys.argv[1], sys.argv[2], pathlib.Path(sys.argv[3])
prefix = f"intel_sycl_rt-{version}.data/data/include/unified-runtime/"
with zipfile.ZipFile(wheel) as z, tempfile.TemporaryDirectory(dir=out) as tmp:
    names = [n for n in z.namelist() if n.startswith(prefix) and not n.endswith("/")]
    if not any(n.endswith("/ur_ddi.h") for n in names):
        sys.exit(f"fetch_ur_headers: {wheel} has no include/unified-runtime/ur_ddi.h")
    staged = pathlib.Path(tmp) / "unified-runtime"
    staged.mkdir()
    for n in names:
        (staged / pathlib.PurePosixPath(n).name).write_bytes(z.read(n))
    target = out / "include" / "unified-runtime"
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.rmtree(target, ignore_errors=True)
    staged.rename(target)
PY
echo "fetch_ur_headers: oneAPI $version UR headers in $out/include/unified-runtime"

#!/usr/bin/env bash
# The CI sample of the SPIR-V corpus: every 40th spir64 image of dpctl
# 0.21.1's six tensor libraries (412 images), compiled to sm_90 PTX by
# sycl-nvptx. Fails on any failure that known_failures.txt does not list;
# exits 77 (skipped) when the dpctl wheel is neither cached nor on PyPI.
# usage: dpctl_sample.sh BUILD_DIR
set -uo pipefail
build=${1:?usage: dpctl_sample.sh BUILD_DIR}
here=$(cd "$(dirname "$0")" && pwd)
version=0.21.1 every=40 expected_images=412
cache="${SYCL_NVPTX_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sycl-nvptx}/wheels"

if [ -z "${SYCL_NVPTX_LLVM_SPIRV:-}" ] && [ ! -x "$build/libexec/llvm-spirv/bin/llvm-spirv" ]; then
  echo "dpctl_sample: skipped: no SPIR-V translator (configured with -DSYCL_NVPTX_LLVM_SPIRV=OFF)"
  exit 77
fi
wheel=$(ls "$cache"/dpctl-"$version"-*-cp311-cp311-manylinux*.whl 2>/dev/null | head -1)
if [ -z "$wheel" ]; then
  mkdir -p "$cache"
  if ! python3 -m pip download -q --no-deps --only-binary=:all: --platform manylinux_2_28_x86_64 \
      --python-version 3.11 --implementation cp -d "$cache" "dpctl==$version" >/dev/null 2>&1; then
    echo "dpctl_sample: skipped: cannot download dpctl==$version from PyPI"
    exit 77
  fi
  wheel=$(ls "$cache"/dpctl-"$version"-*-cp311-cp311-manylinux*.whl | head -1)
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$wheel" "$work/lib" <<'PY'
import fnmatch, os, sys, zipfile
wheel, out = sys.argv[1], sys.argv[2]
os.makedirs(out)
with zipfile.ZipFile(wheel) as z:
    for name in z.namelist():
        if fnmatch.fnmatch(name, "dpctl/tensor/_tensor_*impl*.so"):
            with open(os.path.join(out, os.path.basename(name)), "wb") as f:
                f.write(z.read(name))
PY
start=$(date +%s)
"$build/bin/sycl-nvptx" --every=$every --emit=ptx --cuda-gpu-arch=sm_90 -j2 "$work"/lib/*.so \
  -o "$work/ptx/" >"$work/summary" 2>"$work/errors"
cat "$work/summary"
if ! grep -q "^sycl-nvptx: $expected_images images of 6 SYCL binaries:" "$work/summary"; then
  echo "dpctl_sample: expected $expected_images images in 6 libraries of $(basename "$wheel")"
  exit 1
fi
grep -v '^#' "$here/known_failures.txt" | cut -f1 >"$work/patterns"
grep 'error: ' "$work/errors" >"$work/failures"
known=$(grep -c -E -f "$work/patterns" "$work/failures")
grep -v -E -f "$work/patterns" "$work/failures" >"$work/unknown"
unknown=$(wc -l <"$work/unknown")
cat "$work/unknown"
echo "dpctl_sample: $expected_images images in $(( $(date +%s) - start )) s:" \
     "$known known failures (known_failures.txt), $unknown other failures"
[ "$unknown" -eq 0 ]

#!/usr/bin/env bash
# Puts the SPIRV-LLVM-Translator of PyPI's dpcpp-llvm-spirv wheel in
# OUT_DIR/bin/llvm-spirv (with the wheel's lib/, which it loads through its
# RPATH $ORIGIN/../lib). The wheel is downloaded once into the cache
# (SYCL_NVPTX_CACHE_DIR, default ~/.cache/sycl-nvptx) and never committed.
# README.md says why this translator.
# usage: fetch_llvm_spirv.sh WHEEL_VERSION OUT_DIR     e.g. 2024.2.0 build/libexec/llvm-spirv
set -euo pipefail
version=${1:?usage: fetch_llvm_spirv.sh WHEEL_VERSION OUT_DIR}
out=${2:?usage: fetch_llvm_spirv.sh WHEEL_VERSION OUT_DIR}
cache="${SYCL_NVPTX_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sycl-nvptx}/wheels"
mkdir -p "$cache" "$out"
wheel=$(ls "$cache"/dpcpp_llvm_spirv-"$version"-*.whl 2>/dev/null | head -1 || true)
if [ -z "$wheel" ]; then
  pip=(python3 -m pip)
  "${pip[@]}" --version >/dev/null 2>&1 || pip=(pip3)
  if ! "${pip[@]}" download --no-deps --only-binary=:all: --platform manylinux2014_x86_64 \
      --python-version 3.11 --implementation cp -d "$cache" "dpcpp-llvm-spirv==$version" \
      >"$out/pip.log" 2>&1; then
    echo "fetch_llvm_spirv: cannot download dpcpp-llvm-spirv==$version from PyPI (log: $out/pip.log);" \
         "sycl-nvptx needs it for SPIR-V inputs (or configure with -DSYCL_NVPTX_LLVM_SPIRV=OFF" \
         "and set SYCL_NVPTX_LLVM_SPIRV)" >&2
    exit 1
  fi
  wheel=$(ls "$cache"/dpcpp_llvm_spirv-"$version"-*.whl | head -1)
fi
python3 - "$wheel" "$out" <<'PY'
import os, pathlib, shutil, sys, tempfile, zipfile
wheel, out = sys.argv[1], pathlib.Path(sys.argv[2])
prefix = "dpcpp_llvm_spirv/"
with zipfile.ZipFile(wheel) as z, tempfile.TemporaryDirectory(dir=out) as tmp:
    names = [n for n in z.namelist()
             if n.startswith((prefix + "bin/", prefix + "lib/")) and not n.endswith("/")]
    if prefix + "bin/llvm-spirv" not in names:
        sys.exit(f"fetch_llvm_spirv: {wheel} has no {prefix}bin/llvm-spirv")
    staged = pathlib.Path(tmp)
    for n in names:
        path = staged / n[len(prefix):]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(z.read(n))
        path.chmod(0o755)
    for part in ("bin", "lib"):
        shutil.rmtree(out / part, ignore_errors=True)
        (staged / part).rename(out / part)
PY
echo "fetch_llvm_spirv: dpcpp-llvm-spirv $version in $out/bin/llvm-spirv"

#!/usr/bin/env bash
# Makes DEST: what the GPU machine (Python 3.12, numpy, no LLVM, no network)
# needs to run dpctl 0.21.1's own test suite on cuda:gpu with dpctl_suite.sh.
#   rt.tar.xz      BUILD/ur-rt/gpu/2025.3/lib (libsycl.so.8, its UR loader,
#                  our 2025.3 adapter; tests/ur/make_ur_gpu_runtime.sh) with
#                  the whole dpctl 0.21.1 cp312 wheel (its tests included)
#                  and pytest, pytest-timeout and their dependencies in
#                  lib/python3.12/site-packages
#   cache.N.tar.xz the compile cache, filled by `sycl-nvptx --precompile`
#                  with every SPIR-V image of dpctl's libraries that has a
#                  kernel, for sm_90, under this build's key (DEST/cache
#                  keeps it: a second run compiles only what is new; the
#                  first takes about 45 minutes on 2 cores), in four parts
#                  by the key's first hex digit (0-4, 5-9, a-c, d-f; 19 to
#                  31 MB each), so that the runtime and any part fit the
#                  64 MiB a GPU call carries (README.md)
#   libsycl_spirv_door.so, dpctl_suite.sh, dpctl_lost_context.py
# Wheels come from the wheel cache, pip-downloaded when missing (exit 77
# when that cannot be done).
# usage: make_dpctl_suite_bundle.sh BUILD DEST [JOBS]
set -euo pipefail
build="$(cd "${1:?usage: make_dpctl_suite_bundle.sh BUILD DEST [JOBS]}" && pwd)"
dest="${2:?usage: make_dpctl_suite_bundle.sh BUILD DEST [JOBS]}"
jobs="${3:-$(nproc)}"
here="$(cd "$(dirname "$0")" && pwd)"
runtime="$build/ur-rt/gpu/2025.3/lib"
[ -f "$runtime/libsycl.so.8" ] || { echo "make_dpctl_suite_bundle: $runtime lacks libsycl.so.8 (tests/ur/make_ur_gpu_runtime.sh $build)" >&2; exit 1; }
wheels="${SYCL_NVPTX_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sycl-nvptx}/wheels"
mkdir -p "$dest" "$wheels"
dest="$(cd "$dest" && pwd)"
# The pure-Python wheels pytest needs, and dpctl for CPython 3.12.
requirements=(dpctl==0.21.1 pytest==9.2.0 pytest-timeout==2.4.0 pluggy==1.7.0 iniconfig==2.3.1
              packaging==26.4 pygments==2.21.0)
for r in "${requirements[@]}"; do
  stem="$(echo "${r%%==*}" | tr - _)-${r#*==}"
  ls "$wheels/$stem"-*{cp312,py3-none-any}*.whl >/dev/null 2>&1 && continue
  python3 -m pip download -q --no-deps --only-binary=:all: --platform manylinux_2_28_x86_64 \
    --python-version 3.12 --implementation cp -d "$wheels" "$r" >"$dest/pip.log" 2>&1 ||
    { echo "SKIPPED: the wheel cache $wheels lacks $r and PyPI cannot provide it ($dest/pip.log)"; exit 77; }
done
stage="$dest/stage"
rm -rf "$stage" && mkdir -p "$stage"
cp -a "$runtime" "$stage/lib"
site="$stage/lib/python3.12/site-packages"
rm -rf "$site/dpctl"
for r in "${requirements[@]}"; do
  stem="$(echo "${r%%==*}" | tr - _)-${r#*==}"
  python3 -m zipfile -e "$(ls "$wheels/$stem"-*{cp312,py3-none-any}*.whl 2>/dev/null | head -1)" "$site"
done
tar --sort=name -C "$stage" -cf - lib | xz -T"$jobs" -6 >"$dest/rt.tar.xz"
# Every image of the libraries the suite loads, compiled ahead of time: the
# suite reaches kernels by values it computes, so running it on the fake
# driver (which runs no kernel) would miss some.
# The other libraries with SPIR-V (_sycl_queue, _memory, _device_queries)
# hold one image each that defines no kernel, which nothing builds.
SYCL_NVPTX_CACHE_DIR="$dest/cache" "$build/bin/sycl-nvptx" --precompile --cuda-gpu-arch=sm_90 -j "$jobs" \
  "$site"/dpctl/tensor/_tensor_*impl*.so "$site/dpctl/libDPCTLSyclInterface.so" \
  "$site"/dpctl/utils/_seq_order_keeper*.so >"$dest/precompile.log" 2>&1 ||
  { echo "make_dpctl_suite_bundle: sycl-nvptx --precompile failed ($dest/precompile.log)" >&2; exit 1; }
# 724 MB of PTX: a window as large as each part lets xz see the many
# near-copies (a type's instantiations of one template): 99 MB in all.
parts=("[0-4]" "[5-9]" "[a-c]" "[d-f]")
for i in "${!parts[@]}"; do
  (cd "$dest/cache" && tar --sort=name -cf - kernels/v1/${parts[i]}* |
     xz -9 --lzma2=preset=9,dict=512MiB -T1 >"$dest/cache.$((i + 1)).tar.xz") &
  [ $((i % jobs)) -eq $((jobs - 1)) ] && wait
done
wait
rm -rf "$stage"
cp "$build/lib/libsycl_spirv_door.so" "$here/dpctl_suite.sh" "$here/dpctl_lost_context.py" "$dest/"
echo "make_dpctl_suite_bundle: $(du -sh "$dest/rt.tar.xz" | cut -f1) runtime, $(du -ch "$dest"/cache.*.tar.xz | tail -1 | cut -f1) cache ($(tail -1 "$dest/precompile.log"))"

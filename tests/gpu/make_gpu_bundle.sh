#!/usr/bin/env bash
# Copies what the GPU suite and the benchmarks need from a build folder (the
# plugin, the test and bench programs, their device binaries and scripts,
# the suite lists and runners) into DEST, small enough to carry to the GPU
# machine, where `DEST/run_gpu_suite.sh DEST` runs it all and
# `DEST/run_compute_sanitizer.sh DEST` runs it under compute-sanitizer.
# usage: make_gpu_bundle.sh BUILD_DIR DEST
set -euo pipefail
build="$(cd "$1" && pwd)"
dest="$2"
here="$(cd "$(dirname "$0")" && pwd)"
rm -rf "$dest" && mkdir -p "$dest/lib"
cp -a "$build"/lib/libpi_cuda.so* "$build/lib/libsycl_spirv_door.so" "$dest/lib/"
cp "$here/run_gpu_suite.sh" "$here/run_compute_sanitizer.sh" "$here/../../bench/run_benchmarks.sh" \
  "$here/../../bench/collect_results.sh" "$dest/"
for list in gpu-suite.list bench-suite.list; do
  cp "$build/$list" "$dest/"
  cut -f2 "$build/$list" | tr ' ' '\n' | while read -r word; do
    if [ -n "$word" ] && [ -f "$build/$word" ]; then
      mkdir -p "$dest/$(dirname "$word")"
      cp -a "$build/$word" "$dest/$word"
    fi
  done
done
# The math test's reference is MPFR, which the GPU machine lacks: its
# libraries go beside the plugin, on the runner's LD_LIBRARY_PATH.
for lib in libmpfr.so.6 libgmp.so.10; do
  path=$(ldd "$build/bin/gpu_math_test" | awk -v lib="$lib" '$1 == lib { print $3 }')
  if [ -z "$path" ]; then
    echo "make_gpu_bundle: $build/bin/gpu_math_test does not link $lib (build it first)" >&2
    exit 1
  fi
  cp -L "$path" "$dest/lib/$lib"
done
# Intel's SYCL runtime for sycl_runtime_gpu (tests/sycl_runtime): only the
# libraries its client loads, with the plugin beside them as a plain file
# (the runtime loads plugins from its own folder).
if "$here/../sycl_runtime/fetch_runtime.sh" "$build" >/dev/null; then
  mkdir -p "$dest/sycl-rt/lib"
  cp "$build"/sycl-rt/lib/{libsycl.so.7,libDPCTLSyclInterface.so.0,libintlc.so.5} "$dest/sycl-rt/lib/"
  cp -L "$build/lib/libpi_cuda.so" "$dest/sycl-rt/lib/libpi_cuda.so"
  # dpctl 0.17's fill kernels (SPIR-V) and their PTX in the compile cache,
  # made on the fake driver: sycl_runtime_spirv_fill_gpu builds from it alone.
  if "$here/../sycl_runtime/spirv_fill_check.sh" "$build" >/dev/null; then
    cp -a "$build/sycl-rt/spirv-fill" "$dest/sycl-rt/"
  else
    echo "make_gpu_bundle: spirv_fill_check.sh failed ($build/sycl-rt/spirv-fill.log): sycl_runtime_spirv_fill_gpu will fail there" >&2
  fi
else
  echo "make_gpu_bundle: no Intel SYCL runtime (see above): sycl_runtime_gpu will fail there" >&2
fi
# The UR adapter's GPU tests (tests/ur): the part of Intel's 2026.2 runtime
# they load (libsycl.so.9, libur_loader.so.0, what those NEED, dpctl for
# Python 3.12, our adapter), the 2025.3 and 2026.1 loaders with theirs, and
# 2025.3's libsycl.so.8 and dpctl, xz-compressed; run_gpu_suite.sh unpacks
# it. -9: its 64 MiB window spans one release's folder and the next (sorted
# by name), whose loaders are alike without being identical (about 18 MB,
# not 24).
if "$here/../ur/make_ur_gpu_runtime.sh" "$build" >/dev/null; then
  tar --sort=name -C "$build" -cf - ur-rt/gpu | xz -T0 -9 >"$dest/ur-rt-gpu.tar.xz"
  echo "make_gpu_bundle: UR runtime $(du -h "$dest/ur-rt-gpu.tar.xz" | cut -f1) compressed"
else
  echo "make_gpu_bundle: no UR runtime (see above): the ur_* GPU tests will fail there" >&2
fi
# Our 2026.2 wheel, which ur_wheel_gpu (tests/ur/wheel_gpu_check.sh) installs
# there with pip.
wheels=("$build"/wheels/sycl_nvptx_cuda_adapter-*+oneapi2026.2-*.whl)
if [ -f "${wheels[0]}" ]; then
  mkdir -p "$dest/wheels"
  cp "${wheels[@]}" "$dest/wheels/"
else
  echo "make_gpu_bundle: no 2026.2 wheel in $build/wheels (build ur_adapter_wheel_2026_2): ur_wheel_gpu will fail there" >&2
fi
echo "make_gpu_bundle: $(du -sh "$dest" | cut -f1) in $dest"

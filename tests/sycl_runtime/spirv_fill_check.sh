#!/usr/bin/env bash
# dpctl 0.17's fill kernels under Intel's 2024.2 runtime on the fake CUDA
# driver (tests/fake_cuda: an sm_90 H100 that runs no kernel), with the door
# preloaded: spirv_fill_images.sh extracts the images, then
# sycl_rt_spirv_fill_test registers them, and the runtime must hand each to
# our plugin's piProgramCreateWithBinary, which compiles it with sycl-nvptx
# (or finds it in the compile cache) into BUILD/sycl-rt/spirv-fill/cache;
# the kernels are made and launched, their values not checked. That cache
# is what a GPU machine without LLVM builds them from
# (sycl_runtime_spirv_fill_gpu, SYCL_NVPTX_DRIVER=off; make_gpu_bundle.sh
# carries it); then once more under valgrind. Exit 77 when PyPI cannot be
# reached.
# usage: spirv_fill_check.sh BUILD_DIR
set -uo pipefail
build="$(cd "${1:?usage: spirv_fill_check.sh BUILD_DIR}" && pwd)"
here="$(cd "$(dirname "$0")" && pwd)"
"$here/spirv_fill_images.sh" "$build" "$build/bin/sycl-nvptx" || exit $?
log="$build/sycl-rt/spirv-fill.log"
env LD_PRELOAD="$build/lib/libsycl_spirv_door.so" SPIRV_DOOR_TRACE=1 SYCL_NVPTX_PI_TRACE=1 \
  SYCL_NVPTX_DRIVER="$build/bin/sycl-nvptx" \
  SYCL_NVPTX_PI_CUDA_LIBRARY="$build/tests/fake_cuda/libcuda.so.1" FAKE_CUDA_KERNELS=1 \
  "$build/bin/sycl_rt_spirv_fill_test" "$build/sycl-rt/lib" "$build/sycl-rt/spirv-fill" >"$log" 2>&1
rc=$?
grep -E "^(PASS|FAIL|SKIP|registered|device|spirv-door|sycl_rt_spirv_fill_test)|SPIR-V image of|terminate|what\(\)" "$log"
status=0
expect() {
  local count
  count=$(grep -cE -- "$1" "$log")
  if [ "$count" -eq "$2" ]; then echo "spirv_fill_check: ok: $3"
  else echo "spirv_fill_check: FAIL: $3 ($count lines match '$1', not $2)"; status=1; fi
}
expect "^spirv-door: libsycl.so.7: 5 images, 5 spir64 SPIR-V images given an nvptx64 twin" 1 \
  "the door gave the 5 images their nvptx64 twins"
expect "^device: .*\(fake driver\)" 1 "the device is the fake driver's H100"
expect "piProgramCreateWithBinary\(.*-> PI_SUCCESS" 5 "the runtime created 5 programs through piProgramCreateWithBinary"
expect "SPIR-V image of [0-9]+ bytes: (PTX from the compile cache|not in the compile cache, compiled by)" 5 \
  "the plugin built each from its SPIR-V (compile cache or sycl-nvptx)"
expect "^PASS fill<" 5 "5 fill kernels made and launched"
[ "$rc" -eq 0 ] || { echo "spirv_fill_check: FAIL: sycl_rt_spirv_fill_test exited $rc ($log)"; status=1; }
# Again under valgrind, from the cache alone (no sycl-nvptx child): the
# client's C++ ABI calls (kernel_by_name.c) must read and write nothing amiss.
vlog="$build/sycl-rt/spirv-fill-valgrind.log"
command -v valgrind >/dev/null || { echo "spirv_fill_check: valgrind is missing (scripts/setup.sh installs it)" >&2; exit 1; }
env LD_PRELOAD="$build/lib/libsycl_spirv_door.so" SYCL_NVPTX_DRIVER=off \
  SYCL_NVPTX_PI_CUDA_LIBRARY="$build/tests/fake_cuda/libcuda.so.1" FAKE_CUDA_KERNELS=1 \
  valgrind --error-exitcode=99 "$build/bin/sycl_rt_spirv_fill_test" "$build/sycl-rt/lib" \
  "$build/sycl-rt/spirv-fill" >"$vlog" 2>&1
vrc=$?
if [ "$vrc" -eq 0 ] && grep -q "ERROR SUMMARY: 0 errors" "$vlog"; then
  echo "spirv_fill_check: ok: under valgrind, no error"
else
  grep -E "Invalid|ERROR SUMMARY|FAIL|terminate" "$vlog" | head -n 20
  echo "spirv_fill_check: FAIL: under valgrind, exit $vrc ($vlog)"; status=1
fi
entries=$(find "$build/sycl-rt/spirv-fill/cache" -name '*.entry' 2>/dev/null | wc -l)
echo "spirv_fill_check: $entries compile-cache entries in $build/sycl-rt/spirv-fill/cache"
exit $status

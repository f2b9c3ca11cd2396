#!/bin/sh
# usage: bundle_check.sh VENV ADAPTER_SO DOOR_SO FAKE_DIR CXX
# bundle_probe.cpp, built with CXX on the venv's SYCL headers and libsycl
# (tests/ur/fetch_ur_runtime.sh makes the venv of a release), asks for an
# executable kernel bundle of its one spir64 SPIR-V image on our adapter over
# the fake CUDA driver:
#  - without the door our urDeviceSelectBinary is offered only spir64 and
#    the kernel is "incompatible with all devices";
#  - with DOOR_SO preloaded the runtime calls our urProgramCreateWithBinary
#    with the 20-byte SPIR-V image, on a device still of the cuda backend.
# Exit 77 without the venv.
venv=$1 adapter=$2 door=$3 fake_dir=$4 cxx=$5
here=$(cd "$(dirname "$0")" && pwd)
[ -x "$venv/bin/python" ] && [ -f "$venv/include/sycl/sycl.hpp" ] || {
  echo "SKIPPED: no venv with SYCL headers at '$venv' (tests/ur/fetch_ur_runtime.sh makes one)"
  exit 77
}
for f in "$adapter" "$door" "$fake_dir/libcuda.so.1"; do
  [ -e "$f" ] || { echo "FAILED: no $f"; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
probe="$work/bundle_probe" log="$work/log"
# 2025.3's headers deprecate much of what they declare: quiet unless it fails.
"$cxx" -std=c++17 -O1 -Wno-deprecated-declarations -I"$venv/include" "$here/bundle_probe.cpp" \
  -o "$probe" -L"$venv/lib" -lsycl -Wl,-rpath,"$venv/lib" >"$log" 2>&1 || {
  tail -n 30 "$log"; echo "FAILED: cannot build bundle_probe.cpp with $cxx"; exit 1; }

run() {
  env -u FAKE_CUDA_DEVICES UR_ADAPTERS_FORCE_LOAD="$adapter" SYCL_NVPTX_PI_TRACE=1 \
    LD_LIBRARY_PATH="$fake_dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$@" "$probe" >"$log" 2>&1 || {
    tail -n 30 "$log"; echo "FAILED: bundle_probe exited $?"; exit 1; }
  grep "^bundle probe" "$log"
}
expect() { grep -q "$1" "$log" || { tail -n 30 "$log"; echo "FAILED: $2"; exit 1; }; }

echo "== without the door"
run
expect "^bundle probe: backend cuda" "the GPU is not a cuda device"
expect "^bundle probe: failed: Kernel is incompatible with all devices" \
  "libsycl was expected to find the spir64 image incompatible"

echo "== with $door"
run LD_PRELOAD="$door" SPIRV_DOOR_TRACE=1
expect "^bundle probe: backend cuda" "the device is no longer of the cuda backend"
expect "^spirv-door: .* 1 spir64 SPIR-V images given an nvptx64 twin" "the door gave the image no twin"
expect "urProgramCreateWithBinary(.*length=20," "the runtime never gave our adapter the 20-byte image"
grep -m1 "ur_adapter_cuda: .*SPIR-V" "$log"
echo "PASSED: SPIR-V reaches our urProgramCreateWithBinary through a kernel bundle"

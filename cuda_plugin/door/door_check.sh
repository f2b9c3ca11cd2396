#!/bin/sh
# usage: door_check.sh VENV ADAPTER_SO DOOR_SO FAKE_DIR
# dpctl.tensor's arange (a spir64 SPIR-V image only) on our UR adapter over
# the fake CUDA driver, in the venv of one release (tests/ur/fetch_ur_runtime.sh):
#  - without the door, libsycl finds no image for the CUDA device
#    ("No kernel named ... was found");
#  - with DOOR_SO preloaded, the device is still cuda:gpu:0 and the runtime
#    calls our urProgramCreateWithBinary (SYCL_UR_TRACE=2) with neither of
#    libsycl's refusals; the adapter's own verdict on the bytes is printed.
# Exit 77 without the venv.
venv=$1 adapter=$2 door=$3 fake_dir=$4
here=$(cd "$(dirname "$0")" && pwd)
[ -x "$venv/bin/python" ] || {
  echo "SKIPPED: no venv at '$venv' (tests/ur/fetch_ur_runtime.sh makes one)"
  exit 77
}
for f in "$adapter" "$door" "$fake_dir/libcuda.so.1"; do
  [ -e "$f" ] || { echo "FAILED: no $f"; exit 1; }
done
log=$(mktemp)
trap 'rm -f "$log"' EXIT

probe() {
  env -u FAKE_CUDA_DEVICES UR_ADAPTERS_FORCE_LOAD="$adapter" FAKE_CUDA_KERNELS=1 \
    LD_LIBRARY_PATH="$fake_dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$@" \
    "$venv/bin/python" -u "$here/door_probe.py" >"$log" 2>&1 || {
    tail -n 30 "$log"; echo "FAILED: door_probe.py exited $?"; exit 1; }
}
fail() { tail -n 30 "$log"; echo "FAILED: $1"; exit 1; }

echo "== without the door"
probe
grep "^door probe" "$log"
grep -q "^door probe: arange failed: .*No kernel named .* was found" "$log" ||
  fail "libsycl was expected to find no image for the CUDA device"

echo "== with $door"
probe LD_PRELOAD="$door" SPIRV_DOOR_TRACE=1 SYCL_UR_TRACE=2 SYCL_NVPTX_PI_TRACE=1
grep "^door probe" "$log"
grep -q "^door probe: device cuda:gpu:0 backend backend_type.cuda" "$log" ||
  fail "the device is no longer cuda:gpu:0"
grep -q "^spirv-door: .* [1-9][0-9]* spir64 SPIR-V images given an nvptx64 twin" "$log" ||
  fail "the door gave no image a twin"
grep -q "No kernel named\|SPIR-V online compilation is not supported" "$log" &&
  fail "libsycl still refuses the images"
grep -q -- "<--- urProgramCreateWithBinary(" "$log" ||
  fail "the runtime never called urProgramCreateWithBinary"
grep -m1 -- "<--- urProgramCreateWithBinary(" "$log" | grep -o "pLengths = [^}]*}.*-> [A-Z_]*"
grep -m1 "ur_adapter_cuda: .*SPIR-V" "$log"
echo "PASSED: SPIR-V reaches our urProgramCreateWithBinary on a cuda device"

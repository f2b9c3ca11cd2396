#!/bin/sh
# usage: run_pi_on_fake.sh FAKE_DIR LIB_DIR PROGRAM...
# Runs GPU test programs of the PI plugin (LIB_DIR holds libpi_cuda.so) on
# the fake driver in FAKE_DIR. Each must pass: a skip (77) means the plugin
# saw no device, a failure of the fake or of the plugin. One of them must
# name the fake device, so a real driver found first cannot pass for it.
fake_dir=$1 lib_dir=$2
shift 2
[ -e "$fake_dir/libcuda.so.1" ] || { echo "no $fake_dir/libcuda.so.1"; exit 1; }
unset SYCL_NVPTX_PI_CUDA_LIBRARY FAKE_CUDA_DEVICES FAKE_CUDA_KERNELS
log=$(mktemp)
trap 'rm -f "$log" "$log.all"' EXIT
failed=0
for program in "$@"; do
  echo "== $program"
  LD_LIBRARY_PATH="$fake_dir:$lib_dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$program" >"$log" 2>&1
  rc=$?
  cat "$log"
  cat "$log" >>"$log.all"
  [ $rc = 0 ] || { echo "FAILED: $program exited $rc"; failed=1; }
done
grep -q "(fake driver)" "$log.all" || { echo "FAILED: no program saw the fake device"; failed=1; }
rm -f "$log.all"
exit $failed

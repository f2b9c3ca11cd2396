#!/bin/sh
# usage: run_dpctl_on_fake.sh VENV ADAPTER_SO [FAKE_DIR]
# Runs dpctl_on_fake.py with the venv's Python (intel-sycl-rt and dpctl of
# one release: tests/ur/fetch_ur_runtime.sh) on our UR adapter ADAPTER_SO of
# that release over the fake CUDA driver in FAKE_DIR (by default the build
# tree's tests/fake_cuda beside ADAPTER_SO's lib/ur/R/): once plain, once
# under UR's full validation layer, where any report that
# check_validation_log.py does not know fails the test.
# Exit 77 without the venv.
venv=$1 adapter=$2
here=$(cd "$(dirname "$0")" && pwd)
fake_dir=${3:-$(dirname "$adapter")/../../../tests/fake_cuda}
[ -x "$venv/bin/python" ] || {
  echo "SKIPPED: no venv at '$venv' (tests/ur/fetch_ur_runtime.sh makes one)"
  exit 77
}
[ -f "$adapter" ] || { echo "no adapter $adapter"; exit 1; }
[ -e "$fake_dir/libcuda.so.1" ] || { echo "no $fake_dir/libcuda.so.1"; exit 1; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT

on_fake() {
  env -u SYCL_NVPTX_PI_CUDA_LIBRARY -u FAKE_CUDA_DEVICES -u FAKE_CUDA_KERNELS \
    UR_ADAPTERS_FORCE_LOAD="$adapter" \
    LD_LIBRARY_PATH="$fake_dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$@" \
    "$venv/bin/python" -u "$here/dpctl_on_fake.py" >"$log" 2>&1
  rc=$?
  if [ $rc != 0 ] || ! grep -q "^dpctl on fake CUDA: .* checks passed" "$log"; then
    tail -n 60 "$log"
    echo "FAILED: dpctl_on_fake.py exited $rc"
    exit 1
  fi
  grep "^dpctl on fake CUDA" "$log"
}

echo "== plain"
on_fake
echo "== UR_LAYER_FULL_VALIDATION"
on_fake UR_ENABLE_LAYERS=UR_LAYER_FULL_VALIDATION \
  UR_LOG_VALIDATION="level:warning;flush:warning;output:stdout" SYCL_UR_TRACE=2
"$venv/bin/python" "$here/check_validation_log.py" "$log"

#!/usr/bin/env bash
# On the GPU machine (Python 3.12, pip, no network, no intel-sycl-rt wheel):
# our adapter as pip installs it from OUR 2026.2 wheel is the one SYCL
# loads. A fresh venv gets the runtime of make_ur_gpu_runtime.sh
# (RUNTIME_LIB_DIR: libsycl.so.9, the loader, dpctl 0.22.1) hard-linked
# into <venv>/lib, all but that folder's copy of our adapter; pip installs
# the wheel with --no-deps --no-index; the adapter must land in <venv>/lib
# beside libsycl.so.9, byte for byte the wheel's; then
# `python -c "import dpctl; print(dpctl.get_devices())"` and
# dpctl_gpu_check.py run with the venv's python, which must list the GPU as
# cuda:gpu:0 with libsycl and the adapter loaded from <venv>/lib, and the
# loader's log must name <venv>/lib's adapter as the one it loaded.
# Run from the build folder, as the GPU suite runs it. Exit 77 without
# RUNTIME_LIB_DIR or without Python 3.12 (UR_WHEEL_PYTHON names another
# python3.12 than python3), or when dpctl lists no CUDA device.
# usage: wheel_gpu_check.sh RUNTIME_LIB_DIR WHEEL dpctl_gpu_check.py VENV_DIR
set -uo pipefail
usage="usage: wheel_gpu_check.sh RUNTIME_LIB_DIR WHEEL dpctl_gpu_check.py VENV_DIR"
rt_lib="${1:?$usage}"
wheel="${2:?$usage}"
check="${3:?$usage}"
venv="${4:?$usage}"
python="${UR_WHEEL_PYTHON:-python3}"
adapter=libur_adapter_cuda.so.0

fail() { echo "wheel_gpu_check: FAIL: $*"; exit 1; }
ok() { echo "wheel_gpu_check: ok: $*"; }

if [ ! -f "$rt_lib/libsycl.so.9" ] || [ ! -d "$rt_lib/python3.12/site-packages/dpctl" ]; then
  echo "SKIPPED: no $rt_lib/libsycl.so.9 with dpctl (tests/gpu/make_gpu_bundle.sh makes it with tests/ur/make_ur_gpu_runtime.sh)"
  exit 77
fi
version=$("$python" -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null)
if [ "$version" != 3.12 ]; then
  echo "SKIPPED: $python is Python '${version:-none}', the runtime's dpctl 0.22.1 is for CPython 3.12 (UR_WHEEL_PYTHON names another)"
  exit 77
fi
[ -f "$wheel" ] || fail "no wheel $wheel (build ur_adapter_wheel_2026_2; make_gpu_bundle.sh carries it)"

venv=$(realpath -m "$venv")
rm -rf "$venv"
# System site-packages stay visible (numpy, which dpctl imports); the
# venv's own come first.
if ! made=$("$python" -m venv --system-site-packages "$venv" 2>&1); then
  echo "$made"
  fail "$python -m venv cannot make a venv (the python3.12-venv package is missing?)"
fi
lib="$venv/lib"
# Where this python's numpy lives when that is not the system's site-packages
# (a python that is itself a venv, or a user site): after the venv's own.
numpy_dir=$("$python" -c 'import numpy, os; print(os.path.dirname(os.path.dirname(numpy.__file__)))' 2>/dev/null)
[ -n "$numpy_dir" ] && echo "$numpy_dir" >"$lib/python3.12/site-packages/zz_host_numpy.pth"
# Everything of the runtime but its copy of our adapter, linked where the
# files can be, else copied.
for entry in "$rt_lib"/*; do
  [ "$(basename "$entry")" = "$adapter" ] && continue
  cp -al "$entry" "$lib/" 2>/dev/null || cp -a "$entry" "$lib/" || fail "cannot put $entry into $lib"
done
[ ! -e "$lib/$adapter" ] || fail "$lib/$adapter is there before pip ran"
ok "venv $venv has the runtime of $rt_lib without its $adapter"

if "$venv/bin/python" -m pip install --disable-pip-version-check --no-deps --no-index "$wheel" >"$venv.pip.log" 2>&1; then
  ok "pip installed $(basename "$wheel")"
else
  cat "$venv.pip.log"
  fail "pip install --no-deps --no-index $wheel"
fi
[ -f "$lib/libsycl.so.9" ] && [ -f "$lib/$adapter" ] || fail "pip put no $adapter beside libsycl.so.9 in $lib"
"$venv/bin/python" - "$wheel" "$lib/$adapter" <<'PY' || fail "$lib/$adapter is not the wheel's"
import sys, zipfile
wheel, installed = sys.argv[1:]
member = next(m for m in zipfile.ZipFile(wheel).namelist() if m.endswith("/data/lib/libur_adapter_cuda.so.0"))
sys.exit(zipfile.ZipFile(wheel).read(member) != open(installed, "rb").read())
PY
ok "$adapter is in $lib beside libsycl.so.9, the wheel's own"

for var in $(compgen -e | grep -E '^(UR_|SYCL_|ONEAPI_DEVICE_SELECTOR$)'); do unset "$var"; done
log=$(UR_LOG_LOADER='level:info;output:stdout' "$venv/bin/python" -c 'import dpctl; print(dpctl.get_devices())' 2>&1)
rc=$?
echo "$log" | grep -v '^<LOADER>' | sed 's/^/  /'
[ $rc -eq 0 ] || fail "import dpctl; print(dpctl.get_devices()) exited $rc"
loaded=$(echo "$log" | grep -oE "loaded adapter [^ ]+ \([^)]*/$adapter\)" | sed -E 's/.*\((.*)\)/\1/' |
  xargs -r realpath)
[ "$loaded" = "$lib/$adapter" ] || fail "the loader loaded '${loaded:-no CUDA adapter}', not $lib/$adapter"
ok "the loader loaded $lib/$adapter"
"$venv/bin/python" "$check" "$lib"
rc=$?
[ $rc -eq 77 ] && exit 77
[ $rc -eq 0 ] || fail "dpctl_gpu_check.py $lib exited $rc"
echo "wheel_gpu_check: passed"

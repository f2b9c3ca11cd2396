#!/usr/bin/env bash
# Installs what the build needs and is missing (LLVM 19, clang-19, libclc-19,
# FileCheck and lit from Debian, and zstd's development files, without which
# the driver cannot link LLVM statically; valgrind for the SYCL-runtime test and the
# plugin's memory check, MPFR for the math accuracy test's correctly rounded
# reference, clang's sanitizer and libFuzzer runtimes for the sanitizer
# build), and checks the CUDA 13 toolkit, which has no Debian package here:
# CUDAToolkit_ROOT or /usr/local/cuda. With --bench, also matplotlib from
# PyPI for bench/plot_results.py (not needed to build or test); with --demo,
# only the demo's needs.
set -euo pipefail

# --demo: only what building the demo needs (the tests' valgrind and sanitizer
# runtimes are left out, so a first run installs less).
packages=(llvm-19-dev libzstd-dev clang-19 libclc-19-dev libclc-19 llvm-19-tools cmake python3 libmpfr-dev)
[ "${1:-}" = "--demo" ] || packages+=(valgrind libclang-rt-19-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

cuda="${CUDAToolkit_ROOT:-/usr/local/cuda}"
for f in bin/ptxas bin/fatbinary include/cuda.h nvvm/libdevice/libdevice.10.bc; do
  if [ ! -e "$cuda/$f" ]; then
    echo "setup: error: the CUDA toolkit at $cuda has no $f; install CUDA 13 there or set CUDAToolkit_ROOT" >&2
    exit 1
  fi
done
if [ "${1:-}" = "--bench" ] && ! python3 -c 'import matplotlib' 2>/dev/null; then
  echo "setup: installing matplotlib"
  python3 -m pip install -q matplotlib
fi
echo "setup: LLVM 19 and CUDA ($cuda) ready"

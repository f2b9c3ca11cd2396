#!/usr/bin/env bash
# Quick start (2): set up, build, and run every test (lit, C unit tests, GPU
# tests, which report themselves skipped without a CUDA device), then the
# same CPU tests and the fuzz targets in the sanitizer build. Ends with one
# summary line over both.
#
# The sanitizer build (cmake/Sanitizers.cmake) goes to SAN_BUILD_DIR (default
# BUILD_DIR-san): host code only, under ASan and UBSan with clang-19, libspirv
# taken from the first build; each fuzz target runs SYCL_NVPTX_FUZZ_SECONDS
# (default 60). SYCL_NVPTX_SANITIZE=0 leaves it out.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${BUILD_DIR:-$root/build}"
san="${SAN_BUILD_DIR:-$build-san}"
"$root/scripts/build.sh"
results="$build/tests/results"
rm -rf "$results" && mkdir -p "$results"
status=0
(cd "$build" && ctest --output-on-failure -j"$(nproc)" --output-junit "$results/ctest.xml") || status=$?
all_results=("$results")

if [ "${SYCL_NVPTX_SANITIZE:-1}" != 0 ]; then
  CC=clang-19 CXX=clang++-19 cmake -S "$root" -B "$san" -DSYCL_NVPTX_SANITIZE=ON \
    -DSYCL_NVPTX_LIBSPIRV_FROM="$build/lib/clc/libspirv-nvptx64--nvidiacl.bc" \
    -DSYCL_NVPTX_FUZZ_SECONDS="${SYCL_NVPTX_FUZZ_SECONDS:-60}" >/dev/null
  cmake --build "$san" -j"$(nproc)"
  san_results="$san/tests/results"
  rm -rf "$san_results" && mkdir -p "$san_results"
  (cd "$san" && LSAN_OPTIONS="suppressions=$root/tests/fuzz/lsan.supp:print_suppressions=0" \
     UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
     ctest --output-on-failure -j"$(nproc)" --output-junit "$san_results/ctest.xml") || status=$?
  all_results+=("$san_results")
fi

python3 "$root/scripts/summarize_tests.py" "${all_results[@]}" || status=1
exit $status

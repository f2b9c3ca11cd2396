#!/bin/sh
# Prints how long making the four remangled variants of a library takes,
# one after another on one core, as the build does.
#   bench/remangler/remangle_libspirv.sh [BUILD_DIR] [LIBRARY.bc]
# LIBRARY.bc defaults to the built libspirv.
set -eu
build=${1:-build}
input=${2:-$build/lib/clc/libspirv-nvptx64--nvidiacl.bc}
tool=$build/bin/libclc-remangler
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
pin=""
if command -v taskset >/dev/null 2>&1; then
  pin="taskset -c 0"
fi
start=$(date +%s.%N)
for width in l64 l32; do
  for signedness in signed unsigned; do
    $pin "$tool" --long-width=$width --char-signedness=$signedness \
      --input-ir="$input" -o "$out/$width-$signedness.bc"
  done
done
end=$(date +%s.%N)
awk -v start="$start" -v end="$end" -v input="$input" -v bytes="$(wc -c < "$input")" \
  'BEGIN { printf "libclc-remangler: 4 variants of %s (%d bytes) in %.2f s\n", input, bytes, end - start }'

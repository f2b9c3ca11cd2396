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
cp -a "$build"/lib/libpi_cuda.so* "$dest/lib/"
cp "$here/run_gpu_suite.sh" "$here/run_compute_sanitizer.sh" "$here/../../bench/run_benchmarks.sh" \
  "$dest/"
for list in gpu-suite.list bench-suite.list; do
  cp "$build/$list" "$dest/"
  cut -f2 "$build/$list" | tr ' ' '\n' | while read -r word; do
    if [ -n "$word" ] && [ -f "$build/$word" ]; then
      mkdir -p "$dest/$(dirname "$word")"
      cp -a "$build/$word" "$dest/$word"
    fi
  done
done
echo "make_gpu_bundle: $(du -sh "$dest" | cut -f1) in $dest"

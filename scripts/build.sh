#!/usr/bin/env bash
# Sets up what is missing, then configures and builds into BUILD_DIR (default
# build/). build.sh --demo sets up and builds only the vector-add demo and
# what it needs (the driver, libspirv, the plugin), not every test.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${BUILD_DIR:-$root/build}"
targets=()
if [ "${1:-}" = "--demo" ]; then
  "$root/scripts/setup.sh" --demo
  targets=(--target vector_add)
else
  "$root/scripts/setup.sh"
fi
cuda_root=()
[ -z "${CUDAToolkit_ROOT:-}" ] || cuda_root=("-DCUDAToolkit_ROOT=$CUDAToolkit_ROOT")
cmake -S "$root" -B "$build" "${cuda_root[@]}" >/dev/null
cmake --build "$build" -j"$(nproc)" "${targets[@]}"

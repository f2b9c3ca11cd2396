#!/usr/bin/env bash
# Sets up what is missing, then configures and builds into BUILD_DIR (default build/).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${BUILD_DIR:-$root/build}"
"$root/scripts/setup.sh"
cuda_root=()
[ -z "${CUDAToolkit_ROOT:-}" ] || cuda_root=("-DCUDAToolkit_ROOT=$CUDAToolkit_ROOT")
cmake -S "$root" -B "$build" "${cuda_root[@]}" >/dev/null
cmake --build "$build" -j"$(nproc)"

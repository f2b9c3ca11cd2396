#!/usr/bin/env bash
# Quick start (1): set up, build, and run the vector-add demo. Without a CUDA
# device the demo still compiles its kernel and says where the fatbin is.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${BUILD_DIR:-$root/build}"
"$root/scripts/build.sh" --demo
cd "$build"
LD_LIBRARY_PATH="$build/lib" bin/vector_add "$build/examples/vector_add/vector_add.fatbin"

#!/usr/bin/env bash
# Runs every benchmark in BUILD/bench-suite.list on the GPU machine; each
# prints its figures and a ratio measured side by side in the same run.
# usage: run_benchmarks.sh BUILD_DIR
set -uo pipefail
build="$(cd "${1:?usage: run_benchmarks.sh BUILD_DIR}" && pwd)"
cd "$build"
export LD_LIBRARY_PATH="$build/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
status=0
while IFS=$'\t' read -r name command; do
  echo "== $name"
  timeout 300 bash -c "$command" </dev/null || { echo "bench $name failed (exit $?)"; status=1; }
done <"$build/bench-suite.list"
exit $status

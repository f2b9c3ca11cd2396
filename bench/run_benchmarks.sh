#!/usr/bin/env bash
# Runs the benchmarks of BUILD/bench-suite.list on the GPU machine, showing
# each one's output as it runs, then gathers their RESULT rows into a CSV
# and prints one table (bench/README.md). A benchmark that fails a check,
# crashes, times out or prints no row is a FAIL row and the command exits 1;
# a ratio below its goal is shown, not a failure. Without a CUDA device it
# says so and exits 77, writing nothing.
# usage: run_benchmarks.sh BUILD_DIR [NAME_FILTER_REGEX]
#   BENCH_RESULTS=FILE.csv   the CSV, or a folder for <date>-<gpu>.csv (default BUILD/results)
#   BENCH_MATH_FILTER=REGEX  only these math functions ("sin_f32", "_f64$", ...)
set -uo pipefail
build="$(cd "${1:?usage: run_benchmarks.sh BUILD_DIR [NAME_FILTER_REGEX]}" && pwd)"
filter="${2:-.}"
here="$(cd "$(dirname "$0")" && pwd)"
list="$build/bench-suite.list"
[ -s "$list" ] || { echo "run_benchmarks: $list is missing or empty (configure and build first)" >&2; exit 1; }
cd "$build"
export LD_LIBRARY_PATH="$build/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
rows="$(mktemp)" log="$(mktemp)"
trap 'rm -f "$rows" "$log"' EXIT
tab=$'\t'
ran=0 skipped=0
start=$SECONDS
# A FAIL row for a benchmark that ended without reporting its own failure.
fail_row() {
  printf '%s\tRESULT\t%s\t\t\t\t\t\t\t\t\tFAIL\t0\t%s\n' "$1" "$1" "$2" >>"$rows"
}
while IFS="$tab" read -r name command; do
  [[ "$name" =~ $filter ]] || continue
  echo "== $name: $command"
  bench_start=$SECONDS
  timeout 300 bash -c "$command" </dev/null 2>&1 | tee "$log" | grep -v "^RESULT$tab\|^DEVICE$tab" | sed 's/^/    /'
  rc=${PIPESTATUS[0]}
  if [ "$rc" -eq 77 ] && grep -q "SKIPPED: no CUDA device" "$log"; then
    skipped=$((skipped + 1))
    continue
  fi
  ran=$((ran + 1))
  grep "^RESULT$tab\|^DEVICE$tab" "$log" | sed "s/^/$name$tab/" >>"$rows"
  results=$(grep -c "^RESULT$tab" "$log")
  if [ "$rc" -eq 124 ]; then
    fail_row "$name" "timed out after 300 s"
  elif [ "$rc" -ne 0 ] && ! grep -q "^RESULT$tab.*${tab}FAIL$tab" "$log"; then
    fail_row "$name" "exited with status $rc"
  elif [ "$results" -eq 0 ]; then
    fail_row "$name" "reported no result"
  fi
  echo "   ($((SECONDS - bench_start)) s)"
done <"$list"
if [ $ran -eq 0 ]; then
  if [ $skipped -gt 0 ]; then
    echo "run_benchmarks: no CUDA device, nothing measured"
    exit 77
  fi
  echo "run_benchmarks: no benchmark matches '$filter'" >&2
  exit 1
fi
[ $skipped -eq 0 ] || fail_row "no-device" "$skipped benchmarks found no CUDA device"
device=$(awk -F'\t' '$2 == "DEVICE" { print $3; exit }' "$rows")
# The plugin knows the driver API version; nvidia-smi, where present, the driver's.
smi=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null | head -n 1)
if [ -n "$smi" ]; then
  api=$(awk -F'\t' '$2 == "DEVICE" { print $4; exit }' "$rows")
  { printf 'run\tDEVICE\t%s\t%s (CUDA %s)\n' "$device" "$smi" "$api"; cat "$rows"; } >"$rows.smi"
  mv "$rows.smi" "$rows"
fi
slug=$(printf '%s' "${device:-unknown-gpu}" | tr 'A-Z' 'a-z' | tr -cs 'a-z0-9' '-' | sed 's/^-//; s/-$//')
name="$(date +%Y-%m-%d)-$slug.csv"
if [ -d "${BENCH_RESULTS:-}" ]; then
  csv="$BENCH_RESULTS/$name"
else
  csv="${BENCH_RESULTS:-$build/results/$name}"
fi
"$here/collect_results.sh" "$rows" "$csv"
status=$?
echo "run_benchmarks: $((SECONDS - start)) s"
exit $status

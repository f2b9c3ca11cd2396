#!/usr/bin/env bash
# CPU-side benchmarks, on the build machine: sycl-nvptx to a fatbin for each
# kernel file with a CUDA twin, with the options its GPU bench builds it with,
# against nvcc -fatbin -O3 on the twin (both for sm_90: SASS and PTX); and
# the remangler making libspirv's four variants, against opt reading and
# writing the same bitcode four times.
# Each pair runs RUNS times (default 5), alternating which goes first, each
# command on one core (taskset when present); every run must succeed and
# leave a non-empty output, or the row is a FAIL. Prints the table and
# writes the CSV in the GPU run's format (bench/collect_results.sh).
# usage: bench/cpu/run_cpu_benchmarks.sh BUILD_DIR [RUNS]
#   BENCH_RESULTS=FILE.csv  the CSV (default BUILD/results/<date>-cpu.csv)
set -uo pipefail
build="$(cd "${1:?usage: run_cpu_benchmarks.sh BUILD_DIR [RUNS]}" && pwd)"
runs="${2:-5}"
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "run_cpu_benchmarks: RUNS must be a positive number, not '$runs'" >&2; exit 2; }
source_dir="$(cd "$(dirname "$0")/../.." && pwd)"
cuda_bin="${CUDA_PATH:-/usr/local/cuda}/bin"
nvcc="$cuda_bin/nvcc"
driver="$build/bin/sycl-nvptx" remangler="$build/bin/libclc-remangler"
opt="$(command -v opt-19 || command -v opt || true)"
library="$build/lib/clc/libspirv-nvptx64--nvidiacl.bc"
for tool in "$driver" "$remangler" "$nvcc" "$opt"; do
  [ -n "$tool" ] && [ -x "$tool" ] || { echo "run_cpu_benchmarks: missing tool ${tool:-opt} (build first; CUDA at \$CUDA_PATH)" >&2; exit 2; }
done
[ -s "$library" ] || { echo "run_cpu_benchmarks: $library is missing (build first)" >&2; exit 2; }
pin=()
command -v taskset >/dev/null 2>&1 && pin=(taskset -c 0)
work="$(mktemp -d)" rows="$(mktemp)"
trap 'rm -rf "$work" "$rows"' EXIT

cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)
printf 'cpu\tDEVICE\t%s (%s cores), %s\t\n' "${cpu:-unknown CPU}" "$(nproc)" \
  "$("$nvcc" --version | awk '/release/ { print "nvcc " $NF; exit }')" >>"$rows"

# Seconds one command takes; empty when it fails or leaves no output file.
time_once() {
  local output="$1"
  shift
  rm -f "$output"
  local t0 t1
  t0=$(date +%s%N)
  "${pin[@]}" "$@" >"$work/log" 2>&1 || { cat "$work/log" >&2; return 0; }
  t1=$(date +%s%N)
  [ -s "$output" ] || return 0
  awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f\n", (b - a) / 1e9 }'
}

# measure NAME NOTE OURS_OUTPUT REFERENCE_OUTPUT -- OURS... -- REFERENCE...
measure() {
  local name="$1" note="$2" ours_out="$3" ref_out="$4"
  shift 4
  local ours=() ref=() in_ref=0
  shift # the first --
  for word in "$@"; do
    if [ "$word" = "--" ]; then in_ref=1; elif [ $in_ref -eq 0 ]; then ours+=("$word"); else ref+=("$word"); fi
  done
  echo "== $name ($runs runs)"
  local pairs="" r a b
  for r in $(seq 1 "$runs"); do
    if [ $((r % 2)) -eq 1 ]; then
      a=$(time_once "$ours_out" "${ours[@]}"); b=$(time_once "$ref_out" "${ref[@]}")
    else
      b=$(time_once "$ref_out" "${ref[@]}"); a=$(time_once "$ours_out" "${ours[@]}")
    fi
    if [ -z "$a" ] || [ -z "$b" ]; then
      printf 'cpu\tRESULT\t%s\t\t\ts\t\t\t\t\t\tFAIL\t0\t%s failed in run %d (output above)\n' \
        "$name" "$([ -z "$a" ] && echo "${ours[0]##*/}" || echo "${ref[0]##*/}")" "$r" >>"$rows"
      return
    fi
    echo "    run $r: ours $a s, reference $b s"
    pairs="$pairs $a:$b"
  done
  # Times: the best of each side; ratio: reference over ours (>1: ours faster).
  echo "$pairs" | tr ' ' '\n' | awk -F: -v name="$name" -v note="$note" '
    NF == 2 { n++; o[n] = $1; r[n] = $2; q[n] = $2 / $1
              if (n == 1 || $1 < bo) bo = $1
              if (n == 1 || $2 < br) br = $2 }
    END {
      for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (q[j] < q[i]) { t = q[i]; q[i] = q[j]; q[j] = t }
      median = n % 2 ? q[(n + 1) / 2] : (q[n / 2] + q[n / 2 + 1]) / 2
      printf "cpu\tRESULT\t%s\t%.4f\t%.4f\ts\t%.4f\t%d\t%.4f\t%.4f\t\tok\t0\t%s\n", name, bo, br, br / bo, n, q[1], median, note
    }' >>"$rows"
}

# name|our kernel file|its CUDA twin|sycl-nvptx options as its GPU bench
# builds it (bench/*/CMakeLists.txt). The stream, math and compute benches
# launch without a global offset, so --global-offset=off; "math, twins" is the
# math file with the default options, whose <kernel>_with_offset twins double
# ptxas's work.
math_include="-I$build/bench/math"
kernel_pairs=(
  "vector_add|$source_dir/examples/vector_add/vector_add.cl|$source_dir/bench/kernels/vector_add.cu|"
  "stream|$source_dir/bench/stream/stream_kernels.cl|$source_dir/bench/stream/stream_kernels.cu|--global-offset=off"
  "localmem|$source_dir/bench/localmem/localmem_kernels.cl|$source_dir/bench/localmem/localmem_kernels.cu|"
  "math|$source_dir/bench/math/math_kernels.cl|$source_dir/bench/math/math_kernels.cu|$math_include --global-offset=off"
  "math, twins|$source_dir/bench/math/math_kernels.cl|$source_dir/bench/math/math_kernels.cu|$math_include"
  "math_loop|$source_dir/bench/math/math_loop_kernels.cl|$source_dir/bench/math/math_loop_kernels.cu|$math_include --global-offset=off"
  "compute|$source_dir/bench/compute/compute_kernels.cl|$source_dir/bench/compute/compute_kernels.cu|--global-offset=off"
)
for entry in "${kernel_pairs[@]}"; do
  IFS='|' read -r name cl cu options <<<"$entry"
  read -ra option_words <<<"$options"
  measure "compile $name: sycl-nvptx vs nvcc -fatbin" \
    "sm_90 SASS + PTX$([[ "$options" == *--global-offset=off* ]] && echo ", --global-offset=off"); $(basename "$cl") vs $(basename "$cu")" \
    "$work/ours.fatbin" "$work/nvcc.fatbin" \
    -- "$driver" --cuda-gpu-arch=sm_90 "${option_words[@]}" "$cl" -o "$work/ours.fatbin" \
    -- "$nvcc" -fatbin -arch=sm_90 -O3 "$cu" -o "$work/nvcc.fatbin"
done

cat >"$work/remangle.sh" <<SCRIPT
for width in l64 l32; do for sign in signed unsigned; do
  "$remangler" --long-width=\$width --char-signedness=\$sign --input-ir="$library" -o "$work/remangled.bc" || exit 1
done; done
SCRIPT
cat >"$work/copy.sh" <<SCRIPT
for i in 1 2 3 4; do "$opt" "$library" -o "$work/copied.bc" || exit 1; done
SCRIPT
measure "remangler: libspirv, 4 variants vs opt read+write x4" \
  "$(basename "$library"), $(wc -c <"$library") bytes" "$work/remangled.bc" "$work/copied.bc" \
  -- bash "$work/remangle.sh" -- bash "$work/copy.sh"

csv="${BENCH_RESULTS:-$build/results/$(date +%Y-%m-%d)-cpu.csv}"
"$source_dir/bench/collect_results.sh" "$rows" "$csv"

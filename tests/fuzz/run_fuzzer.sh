#!/usr/bin/env bash
# Runs one libFuzzer target for a bounded time from its seeds.
#   run_fuzzer.sh FUZZER WORKDIR SECONDS [--dict=FILE] SEED...
# A SEED is a folder of inputs, lines:FILE (each line one input),
# groups:FILE (16 lines an input, after a variant byte) or ll:FOLDER (each
# .ll there, and its bitcode made with $LLVM_AS). Inputs the fuzzer finds go
# to WORKDIR/corpus, a failing input to WORKDIR/artifacts; the log is
# WORKDIR/log. Prints libFuzzer's closing figures; exits non-zero on a crash,
# leak, timeout or failed property.
set -euo pipefail
fuzzer=$1 work=$2 seconds=$3
shift 3
dict=()
if [[ ${1:-} == --dict=* ]]; then
  dict=("-dict=${1#--dict=}")
  shift
fi
rm -rf "$work"
mkdir -p "$work/corpus" "$work/seeds" "$work/artifacts"
for seed in "$@"; do
  case $seed in
    lines:*)
      awk -v dir="$work/seeds" 'length($0) > 0 { out = sprintf("%s/line-%d", dir, NR);
                                                 printf "%s", $0 > out; close(out) }' "${seed#lines:}" ;;
    groups:*)
      # The first byte picks the remangler variant (its two low bits).
      awk -v dir="$work/seeds" 'NR % 16 == 1 { if (out) close(out); out = sprintf("%s/group-%d", dir, NR);
                                               printf "%d", (NR / 16) % 4 > out }
                                { print > out }' "${seed#groups:}" ;;
    ll:*)
      for f in "${seed#ll:}"/*.ll; do
        cp "$f" "$work/seeds/"
        "${LLVM_AS:-llvm-as-19}" "$f" -o "$work/seeds/$(basename "$f" .ll).bc"
      done ;;
    *)
      cp "$seed"/* "$work/seeds/" ;;
  esac
done
status=0
"$fuzzer" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -max_len=8192 \
  -print_final_stats=1 -artifact_prefix="$work/artifacts/" "${dict[@]}" \
  "$work/corpus" "$work/seeds" > "$work/log" 2>&1 || status=$?
name=$(basename "$fuzzer")
if [ "$status" -ne 0 ]; then
  tail -n 60 "$work/log"
  echo "$name: FAILED (exit $status); input: $(ls "$work"/artifacts/* 2>/dev/null | head -1); log: $work/log"
  exit 1
fi
grep -E '^Done [0-9]+ runs' "$work/log" || true
grep -E '^stat::(number_of_executed_units|peak_rss_mb|new_units_added)' "$work/log" || true
echo "$name: $(ls "$work/seeds" | wc -l) seeds, $(ls "$work/corpus" | wc -l) new inputs, no failure"

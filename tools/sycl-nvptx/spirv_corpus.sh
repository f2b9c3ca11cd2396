#!/usr/bin/env bash
# Translates, retargets and compiles SPIR-V modules, and counts the outcomes.
#
# usage: spirv_corpus.sh LLVM_SPIRV BUILD_DIR SPV_FILE...
#
# Each module goes through `llvm-spirv -r --spirv-target-env=SPV-IR`, the
# spir-to-nvptx pass (sycl-nvptx-lower) and the driver (sycl-nvptx, to PTX
# with libspirv linked). Prints one count per outcome: "ok", or the failing
# step with its message, quoted names and paths taken out so that failures
# of one cause count together. spirv_images.py cuts the modules out of a
# SYCL binary.
set -uo pipefail
[ $# -ge 3 ] || { echo "usage: $0 LLVM_SPIRV BUILD_DIR SPV_FILE..." >&2; exit 2; }
llvm_spirv=$1 build=$2
shift 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One line per failure: the step, then its first error without specifics.
cause() {
  grep -m1 -i -E 'error|unresolved' "$2" | sed -E "s/^.*error: //; s|$work/[a-z.]*: ||; s/'[^']*'/'…'/g" |
    sed "s/^/$1: /" | cut -c1-160
}

for spv in "$@"; do
  bc=$work/in.bc lowered=$work/lowered.bc log=$work/log
  if ! "$llvm_spirv" -r --spirv-target-env=SPV-IR "$spv" -o "$bc" >"$log" 2>&1; then
    echo "translate: $(head -c 120 "$log" | head -1)"
  elif ! "$build/bin/sycl-nvptx-lower" "$bc" --passes=spir-to-nvptx -o "$lowered" >"$log" 2>&1; then
    cause retarget "$log"
  elif ! "$build/bin/sycl-nvptx" "$lowered" -o "$work/out.ptx" >"$log" 2>&1; then
    cause compile "$log"
  else
    echo ok
  fi
done | sort | uniq -c | sort -rn

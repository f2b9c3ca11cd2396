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

# One line per failure: the step, then its first error (or first line, or
# exit status) without specifics.
cause() {
  local line
  line=$(grep -m1 -i -E 'error|unresolved' "$2" || head -1 "$2")
  [ -n "$line" ] || line="exit status $3, no message"
  echo "$1: $line" | sed -E "s/: [^ ]*error: /: /; s|$work/[a-z.]*: ||; s/'[^']*'/'…'/g" | cut -c1-160
}

# Runs one step, its output to $log; on failure prints its cause.
step() {
  local name=$1
  shift
  "$@" >"$log" 2>&1 && return 0
  cause "$name" "$log" $?
  return 1
}

log=$work/log
for spv in "$@"; do
  step translate "$llvm_spirv" -r --spirv-target-env=SPV-IR "$spv" -o "$work/in.bc" &&
    step retarget "$build/bin/sycl-nvptx-lower" "$work/in.bc" --passes=spir-to-nvptx \
      -o "$work/lowered.bc" &&
    step compile "$build/bin/sycl-nvptx" "$work/lowered.bc" -o "$work/out.ptx" &&
    echo ok
done 2>/dev/null | sort | uniq -c | sort -rn

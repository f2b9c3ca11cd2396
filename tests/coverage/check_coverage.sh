#!/bin/sh
# check_coverage.sh BUILD_DIR NM: every name of the yardstick (spirv-builtins.tsv,
# the names a DPC++-style front end emits for nvptx64 on a Linux host) in the
# families listed in complete_families.txt must be defined in each of the four
# remangled libspirv variants. The l32 variants are checked against the names
# a Windows host emits (windows_host_names). Prints a table; fails listing
# what is missing.
set -eu
build=$1
nm=$2
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Families, one a line; "extra" stands for the yardstick's extra tier.
grep -v '^#' "$here/complete_families.txt" | sed '/^$/d' > "$work/families"
awk -F'\t' 'FNR == NR { want[$1] = 1; next }
  /^#/ { next }
  ($4 == "core" && ($2 in want)) || ($4 == "extra" && ("extra" in want)) {
    print ($4 == "extra" ? "extra" : $2) "\t" $1
  }' "$work/families" "$here/spirv-builtins.tsv" | sort -k2 > "$work/linux"
cut -f2 "$work/linux" | "$build/bin/windows_host_names" > "$work/windows_names"
# Linux's long and long long names are one name on Windows: keep it once.
cut -f1 "$work/linux" | paste - "$work/windows_names" | sort -k2 -u > "$work/windows"

status=0
for variant in l64-signed_char l64-unsigned_char l32-signed_char l32-unsigned_char; do
  lib="$build/lib/clc/remangled-$variant.libspirv-nvptx64--nvidiacl.bc"
  case $variant in l64*) expected="$work/linux" ;; *) expected="$work/windows" ;; esac
  "$nm" --defined-only --format=just-symbols "$lib" | sort -u > "$work/defined"
  join -t "$(printf '\t')" -1 2 -2 1 -v 1 -o 1.1,1.2 "$expected" "$work/defined" > "$work/missing"
  awk -F'\t' -v variant="$variant" 'FILENAME == ARGV[1] { miss[$1]++; next }
    { listed[$1]++ }
    END { for (f in listed) printf "%-18s %-16s %6d/%d\n", variant, f, listed[f] - miss[f], listed[f] }' \
    "$work/missing" "$expected" | sort
  if [ -s "$work/missing" ]; then
    status=1
    echo "$variant: $(wc -l < "$work/missing") names missing, for example:"
    head -20 "$work/missing" | sed 's/^/  /'
  fi
done
[ $status -eq 0 ] && echo "coverage: every listed family complete in all four variants"
exit $status

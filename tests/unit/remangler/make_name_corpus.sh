#!/bin/sh
# Regenerates name_corpus.txt: every distinct Itanium-mangled (_Z) symbol of
# the given bitcode libraries, one a line, sorted. With no arguments it reads
# libclc-19's nvptx64--nvidiacl.bc and, when it has been built, libspirv.
#   tests/unit/remangler/make_name_corpus.sh [LIB.bc ...]
set -eu
here=$(dirname "$0")
build=${BUILD_DIR:-$here/../../../build}
if [ $# -eq 0 ]; then
  set -- /usr/lib/clc/nvptx64--nvidiacl.bc
  libspirv=$build/lib/clc/libspirv-nvptx64--nvidiacl.bc
  if [ -f "$libspirv" ]; then
    set -- "$@" "$libspirv"
  else
    echo "make_name_corpus.sh: $libspirv not built; corpus from libclc only" >&2
  fi
fi
for library in "$@"; do
  llvm-nm-19 --just-symbol-name "$library"
done | grep '^_Z' | LC_ALL=C sort -u > "$here/name_corpus.txt"
echo "make_name_corpus.sh: $(wc -l < "$here/name_corpus.txt") names in $here/name_corpus.txt" >&2

#!/usr/bin/env bash
# cmake --install gives a prefix with the tools, the plugin, libspirv and its
# variants, and the headers; the installed driver works from there alone.
# usage: install_layout.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$1 source=$2
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
missing=0
for f in bin/sycl-nvptx bin/sycl-nvptx-lower bin/libclc-remangler lib/libpi_cuda.so \
         lib/SYCLNVPTXPasses.so include/pi.h include/spirv/spirv.h \
         lib/clc/libspirv-nvptx64--nvidiacl.bc \
         lib/clc/remangled-l64-signed_char.libspirv-nvptx64--nvidiacl.bc \
         lib/clc/remangled-l32-signed_char.libspirv-nvptx64--nvidiacl.bc \
         lib/clc/remangled-l64-unsigned_char.libspirv-nvptx64--nvidiacl.bc \
         lib/clc/remangled-l32-unsigned_char.libspirv-nvptx64--nvidiacl.bc \
         lib/clc/remangled-l64-signed_char.libspirv-nvptx64-nvidia-cuda.bc \
         lib/clc/remangled-l32-signed_char.libspirv-nvptx64-nvidia-cuda.bc \
         lib/clc/remangled-l64-unsigned_char.libspirv-nvptx64-nvidia-cuda.bc \
         lib/clc/remangled-l32-unsigned_char.libspirv-nvptx64-nvidia-cuda.bc; do
  [ -e "$prefix/$f" ] || { echo "install_layout: $f is missing from the prefix"; missing=1; }
done
[ $missing -eq 0 ]
"$prefix/bin/sycl-nvptx" "$source/examples/vector_add/vector_add.cl" -o "$prefix/vector_add.fatbin"
[ -s "$prefix/vector_add.fatbin" ]
echo "install_layout: prefix complete; the installed driver built vector_add.fatbin"

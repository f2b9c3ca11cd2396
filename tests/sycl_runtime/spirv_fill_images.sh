#!/usr/bin/env bash
# Puts dpctl 0.17.0's own fill kernels in BUILD/sycl-rt/spirv-fill, once:
# the SPIR-V images of dpctl/tensor/_tensor_impl (from the dpctl wheel that
# fetch_runtime.sh downloads) whose kernel is sycl::handler::fill<T>'s, for
# T = int32_t, int64_t, float, double, int8_t, as fill_<letter>.spv (the
# type's letter in the kernel's mangled name). sycl-nvptx --emit=spv takes
# the images out of the library; each is picked by its OpEntryPoint name.
# Exit 77 when PyPI cannot be reached (fetch_runtime.sh).
# usage: spirv_fill_images.sh BUILD_DIR SYCL_NVPTX
set -euo pipefail
build="$(cd "${1:?usage: spirv_fill_images.sh BUILD_DIR SYCL_NVPTX}" && pwd)"
sycl_nvptx="${2:?usage: spirv_fill_images.sh BUILD_DIR SYCL_NVPTX}"
here="$(cd "$(dirname "$0")" && pwd)"
out="$build/sycl-rt/spirv-fill"
letters=(i l f d a)

have_all() {
  for t in "${letters[@]}"; do [ -s "$out/fill_$t.spv" ] || return 1; done
}
have_all && exit 0
"$here/fetch_runtime.sh" "$build" >/dev/null || exit $?
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 - "$build/sycl-rt/wheels" "$work" <<'EOF'
import sys, zipfile, pathlib
wheels, work = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
wheel = next(wheels.glob("dpctl-0.17.0-*.whl"))
member = "dpctl/tensor/_tensor_impl.cpython-311-x86_64-linux-gnu.so"
with zipfile.ZipFile(wheel) as z:
    (work / "_tensor_impl.so").write_bytes(z.read(member))
EOF
"$sycl_nvptx" --emit=spv "$work/_tensor_impl.so" -o "$work/spv/" >"$work/extract.log" 2>&1 ||
  { cat "$work/extract.log" >&2; echo "spirv_fill_images: sycl-nvptx could not extract the images" >&2; exit 1; }
mkdir -p "$out"
python3 - "$work/spv" "$out" "${letters[@]}" <<'EOF'
import struct, sys, pathlib, shutil
spv, out, letters = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), sys.argv[3:]
wanted = {f"_ZTSZN4sycl3_V17handler4fillI{t}EEvPvRKT_mEUlNS0_2idILi1EEEE_": t for t in letters}
OP_ENTRY_POINT = 15

def entry_points(data):
    words = struct.unpack(f"<{len(data) // 4}I", data[: len(data) // 4 * 4])
    i = 5  # after the header
    while i < len(words) and words[i] >> 16:
        count, opcode = words[i] >> 16, words[i] & 0xFFFF
        if opcode == OP_ENTRY_POINT:  # execution model, function id, name
            yield struct.pack(f"<{count - 3}I", *words[i + 3 : i + count]).split(b"\0")[0].decode()
        i += count

for image in sorted(spv.glob("*.spv")):
    for name in entry_points(image.read_bytes()):
        if name in wanted:
            shutil.copyfile(image, out / f"fill_{wanted.pop(name)}.spv")
if wanted:
    sys.exit("spirv_fill_images: no image with the kernel " + ", ".join(wanted))
EOF
have_all
echo "spirv_fill_images: ${#letters[@]} fill kernels of dpctl 0.17.0 in $out"

#!/usr/bin/env python3
"""Cuts the SPIR-V modules out of a SYCL binary's offload-bundle section.

usage: spirv_images.py BINARY OUTDIR [--every N]

dpctl's and other DPC++-built libraries keep their device code in the ELF
section __CLANG_OFFLOAD_BUNDLE__sycl-spir64, one SPIR-V module after
another. The SPIR-V header has no length, so each module runs, instruction
by word-counted instruction (SPIR-V spec 2.3 and 2.4), up to the next magic
number or the section's end. --every N keeps every Nth module, a sample.
"""
import argparse
import os
import re
import struct
import subprocess
import sys

MAGIC = 0x07230203
SECTION = "__CLANG_OFFLOAD_BUNDLE__sycl-spir64"


def section_bytes(path):
    headers = subprocess.run(["readelf", "-S", "-W", path], capture_output=True,
                             text=True, check=True).stdout
    m = re.search(re.escape(SECTION) + r"\s+\S+\s+\S+\s+([0-9a-f]+)\s+([0-9a-f]+)", headers)
    if not m:
        sys.exit(f"{path}: no {SECTION} section")
    offset, size = int(m.group(1), 16), int(m.group(2), 16)
    with open(path, "rb") as f:
        f.seek(offset)
        return f.read(size)


def module_end(data, start):
    p = start + 20  # the header: magic, version, generator, bound, schema
    while p + 4 <= len(data):
        word = struct.unpack_from("<I", data, p)[0]
        count = word >> 16
        if word == MAGIC or count == 0 or p + 4 * count > len(data):
            break
        p += 4 * count
    return p


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("outdir")
    parser.add_argument("--every", type=int, default=1)
    args = parser.parse_args()
    data = section_bytes(args.binary)
    os.makedirs(args.outdir, exist_ok=True)
    stem = os.path.basename(args.binary).split(".")[0]
    starts = [m.start() for m in re.finditer(struct.pack("<I", MAGIC), data) if m.start() % 4 == 0]
    kept = 0
    for index, start in enumerate(starts):
        if index % args.every:
            continue
        with open(os.path.join(args.outdir, f"{stem}_{index:05d}.spv"), "wb") as f:
            f.write(data[start:module_end(data, start)])
        kept += 1
    print(f"{args.binary}: {len(starts)} modules, {kept} written")


if __name__ == "__main__":
    main()

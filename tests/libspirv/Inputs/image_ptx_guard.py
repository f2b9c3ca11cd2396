#!/usr/bin/env python3
"""image_ptx_guard.py SYCL_NVPTX WORKDIR [--glob PATTERN]... FILE...: none of the PTX of FILE
(PTX, or device code that SYCL_NVPTX compiles for sm_90 into WORKDIR)
contains a surface or texture query that makes a module unlaunchable on
CUDA (suq.channel_*, suq.array_size, txq.channel_*, txq.normalized_coords,
txq.filter_mode, txq.addr_mode_*, txq.num_mipmap_levels: a single one stops
every kernel of the module from launching). So that it cannot pass on PTX
without images, every file must contain surface loads or stores. --glob adds the files a
pattern matches (none is fine: the GPU tests' image kernels, where present)."""
import glob
import os
import re
import subprocess
import sys

FORBIDDEN = re.compile(r"\b(suq\.channel_\w+|suq\.array_size|txq\.channel_\w+|"
                       r"txq\.normalized_coords|txq\.filter_mode|txq\.addr_mode_\w+|"
                       r"txq\.num_mipmap_levels)\b")


def ptx_of(path, driver, workdir):
    if path.endswith(".ptx"):
        return path
    out = os.path.join(workdir, os.path.basename(path) + ".ptx")
    subprocess.run([driver, "--cuda-gpu-arch=sm_90", path, "-o", out], check=True)
    return out


def main():
    driver, workdir, args = sys.argv[1], sys.argv[2], sys.argv[3:]
    files = []
    while args:
        if args[0] == "--glob":
            files += sorted(glob.glob(args[1]))
            args = args[2:]
        else:
            files.append(args.pop(0))
    os.makedirs(workdir, exist_ok=True)
    failed = 0
    for f in files:
        text = open(ptx_of(f, driver, workdir)).read()
        if not re.search(r"\bsu(ld|st)\.b\.", text):
            print("%s: no surface load or store: not image code" % f)
            failed += 1
        for m in sorted(set(FORBIDDEN.findall(text))):
            print("%s: contains %s" % (f, m))
            failed += 1
    print("image PTX guard: %d files, %d failures" % (len(files), failed))
    return 1 if failed or not files else 0


if __name__ == "__main__":
    sys.exit(main())

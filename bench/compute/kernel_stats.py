#!/usr/bin/env python3
"""Prints, for each kernel of compute_kernels.cl, ours against nvcc's:
registers and SASS instructions (sm_90), as a markdown table. Ours is the
cubin sycl-nvptx assembles (--save-temps keeps it), nvcc's the twin built by
nvcc -cubin -arch=sm_90 -O3, as the benchmark builds both. Needs no GPU, nor
cuobjdump: registers come from the cubin's .nv.info (EIATTR_REGCOUNT, what
ptxas -v prints), instructions from the size of each .text.<kernel>
section (16 bytes each since sm_70), less the NOPs that pad it.

usage: kernel_stats.py BUILD_DIR [CUDA_PATH]"""
import os
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
EIATTR_REGCOUNT = 0x2F
EIFMT_SVAL = 4
SASS_NOP = 0x918  # the low 12 bits of an sm_70+ instruction are its opcode
# The global-offset pass's twin of each kernel, launched only with an offset.
OFFSET_SUFFIX = "_with_offset"


def sections(elf):
    shoff, = struct.unpack_from("<Q", elf, 0x28)
    entsize, count, names_index = struct.unpack_from("<HHH", elf, 0x3A)
    headers = [struct.unpack_from("<IIQQQQIIQQ", elf, shoff + i * entsize) for i in range(count)]
    names = headers[names_index][4]
    return {c_string(elf, names + h[0]): elf[h[4]:h[4] + h[5]] for h in headers}


def c_string(data, offset):
    return data[offset:data.index(b"\0", offset)].decode()


def registers(secs):
    """Kernel name -> registers, from the EIATTR_REGCOUNT entries of .nv.info."""
    symtab, strtab = secs[".symtab"], secs[".strtab"]
    symbols = [c_string(strtab, struct.unpack_from("<I", symtab, i)[0])
               for i in range(0, len(symtab), 24)]
    info, at, result = secs[".nv.info"], 0, {}
    while at < len(info):
        fmt, attr = info[at], info[at + 1]
        if fmt == EIFMT_SVAL:
            size, = struct.unpack_from("<H", info, at + 2)
            if attr == EIATTR_REGCOUNT:
                symbol, value = struct.unpack_from("<II", info, at + 4)
                result[symbols[symbol]] = value
            at += 4 + size
        else:  # EIFMT_NVAL (2 bytes), EIFMT_BVAL and EIFMT_HVAL (4)
            at += 2 if fmt == 1 else 4
    return result


def kernel_stats(cubin_path):
    with open(cubin_path, "rb") as f:
        secs = sections(f.read())
    regs = registers(secs)
    stats = {}
    for name, body in secs.items():
        if name.startswith(".text."):
            kernel = name[len(".text."):]
            ops = [struct.unpack_from("<Q", body, i)[0] & 0xFFF for i in range(0, len(body), 16)]
            stats[kernel] = (regs.get(kernel, 0), sum(op != SASS_NOP for op in ops))
    return stats


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__.splitlines()[-1])
    build = os.path.abspath(sys.argv[1])
    cuda = sys.argv[2] if len(sys.argv) == 3 else os.environ.get("CUDA_PATH", "/usr/local/cuda")
    source = os.path.join(HERE, "compute_kernels.cl")
    with tempfile.TemporaryDirectory() as work:
        subprocess.run([os.path.join(build, "bin", "sycl-nvptx"), "--cuda-gpu-arch=sm_90",
                        "--save-temps", source, "-o", "ours.fatbin"], cwd=work, check=True)
        cubins = [f for f in os.listdir(work) if f.endswith(".cubin")]
        if len(cubins) != 1:
            sys.exit(f"kernel_stats: expected one cubin from sycl-nvptx --save-temps, got {cubins}")
        ours = kernel_stats(os.path.join(work, cubins[0]))
        subprocess.run([os.path.join(cuda, "bin", "nvcc"), "-cubin", "-arch=sm_90", "-O3",
                        os.path.join(HERE, "compute_kernels.cu"), "-o", "nvcc.cubin"],
                       cwd=work, check=True)
        nvcc = kernel_stats(os.path.join(work, "nvcc.cubin"))
    print("| kernel | registers ours | registers nvcc | SASS ours | SASS nvcc |")
    print("|---|--:|--:|--:|--:|")
    for kernel in sorted(k for k in ours if not k.endswith(OFFSET_SUFFIX)):
        twin = nvcc.get(kernel, ("-", "-"))
        print(f"| {kernel} | {ours[kernel][0]} | {twin[0]} | {ours[kernel][1]} | {twin[1]} |")


if __name__ == "__main__":
    main()

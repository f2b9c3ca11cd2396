#!/usr/bin/env python3
"""Writes libspirv's numeric conversions as OpenCL C: every
__spirv_Convert{FToU,FToS,UToF,SToF}, {F,U,S}Convert and SatConvert{SToU,UToS}
name with its _R<type><n>, _sat and _rte/_rtz/_rtp/_rtn suffixes, for
scalars and vectors of 2, 3, 4, 8 and 16. CMake runs it at build time.

usage: gen_convert.py OUT_DIR HEADER   one OUT_DIR/convert_<source>.cl per
                                       source type, and HEADER (declarations)
       gen_convert.py --list           the .cl names it writes, one a line

Semantics (OpenCL C 3.0 section 6.4.3, SPIR-V 1.6 section 3.42.11): the
value of the source, read with its own signedness, is converted; float to
integer rounds toward zero unless told otherwise, integer and float to float
to nearest even. Roundings that matter go to one PTX cvt with that rounding
(PTX_CVT, inline PTX), as LLVM 19 turns the __nvvm_*_rz builtins into
plain casts that round to nearest (i2f_rz) or give poison (f2i_rz). cvt to an
integer clamps to the destination's range, so _sat and plain float to
integer conversions are the same instruction, except that _sat must turn
NaN into 0, which cvt does only from half or float into at most 32 bits.
"""
import os
import sys
from collections import namedtuple

Type = namedtuple("Type", "name c bits signed is_float")

INTS = [Type(n, n, b, s, False) for n, b, s in [
    ("char", 8, True), ("uchar", 8, False), ("short", 16, True), ("ushort", 16, False),
    ("int", 32, True), ("uint", 32, False), ("long", 64, True), ("ulong", 64, False)]]
# half is _Float16 as a scalar (mangles DF16_) and half2..half16 as vectors
# (spirv/half.h).
FLOATS = [Type("half", "_Float16", 16, True, True), Type("float", "float", 32, True, True),
          Type("double", "double", 64, True, True)]
SIGNED = [t for t in INTS if t.signed]
UNSIGNED = [t for t in INTS if not t.signed]
WIDTHS = ["", "2", "3", "4", "8", "16"]
ROUNDINGS = ["", "_rte", "_rtz", "_rtp", "_rtn"]
SATURATIONS = ["", "_sat"]

INT_ROUNDING = {"": "rzi", "_rtz": "rzi", "_rte": "rni", "_rtp": "rpi", "_rtn": "rmi"}
FLOAT_ROUNDING = {"_rtz": "rz", "_rtp": "rp", "_rtn": "rm"}
PRECISION = {16: 11, 32: 24, 64: 53}
LIMIT = {"char": ("CHAR_MIN", "CHAR_MAX"), "uchar": ("0", "UCHAR_MAX"),
         "short": ("SHRT_MIN", "SHRT_MAX"), "ushort": ("0", "USHRT_MAX"),
         "int": ("INT_MIN", "INT_MAX"), "uint": ("0", "UINT_MAX"),
         "long": ("LONG_MIN", "LONG_MAX"), "ulong": ("0", "ULONG_MAX")}
COMPONENTS = "0123456789abcdef"


def int_range(t):
    return (-(1 << (t.bits - 1)), (1 << (t.bits - 1)) - 1) if t.signed else (0, (1 << t.bits) - 1)


def register(t):
    """The inline-asm constraint and C type of the PTX register holding t."""
    if t.is_float:
        return {16: ("h", "ushort"), 32: ("f", "float"), 64: ("d", "double")}[t.bits]
    kind = {8: "h", 16: "h", 32: "r", 64: "l"}[t.bits]
    c = {8: "short", 16: "short", 32: "int", 64: "long"}[t.bits]
    return kind, c if t.signed else "u" + c


def ptx_cvt(insn, dst, src):
    out_kind, out_c = register(dst)
    in_kind, in_c = register(src)
    arg = "__builtin_astype(x, ushort)" if src.name == "half" else (
        "x" if in_c == src.c else f"({in_c})x")
    expr = f'PTX_CVT({out_c}, "{out_kind}", "{insn}", "{in_kind}", {arg})'
    if dst.name == "half":
        return f"__builtin_astype({expr}, _Float16)"
    return expr if out_c == dst.c else f"({dst.c}){expr}"


def float_to_int(dst, src, sat, rnd):
    sign = "s" if dst.signed else "u"
    expr = ptx_cvt(f"cvt.{INT_ROUNDING[rnd]}.{sign}{dst.bits}.f{src.bits}", dst, src)
    # PTX ISA, cvt: NaN becomes 1 << (bits - 1) from .f64 or into 64 bits.
    # Converting first keeps the cvt unconditional: setp.nan and selp follow.
    if sat and (src.bits == 64 or dst.bits == 64):
        return f"{dst.c} r = {expr}; return x != x ? ({dst.c})0 : r;"
    return f"return {expr};"


def int_to_float(dst, src, rnd):
    # Exact when every value of src fits dst's significand (char to half,
    # short to float, int to double); -2^(n-1) is a power of two.
    value_bits = src.bits - 1 if src.signed else src.bits
    if rnd in ("", "_rte") or value_bits <= PRECISION[dst.bits]:
        return f"return ({dst.c})x;"
    sign = "s" if src.signed else "u"
    insn = f"cvt.{FLOAT_ROUNDING[rnd]}.f{dst.bits}.{sign}{src.bits}"
    return f"return {ptx_cvt(insn, dst, src)};"


def float_to_float(dst, src, rnd):
    if dst.bits > src.bits or rnd in ("", "_rte"):
        return f"return ({dst.c})x;"
    insn = f"cvt.{FLOAT_ROUNDING[rnd]}.f{dst.bits}.f{src.bits}"
    return f"return {ptx_cvt(insn, dst, src)};"


def int_to_int(dst, src, sat):
    expr = f"({dst.c})x"
    if not sat:
        return f"return {expr};"
    (dst_min, dst_max), (src_min, src_max) = int_range(dst), int_range(src)
    low, high = LIMIT[dst.name]
    if src_max > dst_max:
        expr = f"x > ({src.c}){high} ? ({dst.c}){high} : {expr}"
    if src_min < dst_min:
        expr = f"x < ({src.c}){low} ? ({dst.c}){low} : {expr}"
    return f"return {expr};"


def conversions():
    """(builtin, destination, source, saturation, rounding, scalar body) for
    every scalar conversion of SPIRVBuiltins.td's conversion rows."""
    for op, dsts in (("ConvertFToU", UNSIGNED), ("ConvertFToS", SIGNED)):
        for src in FLOATS:
            for dst in dsts:
                for sat in SATURATIONS:
                    for rnd in ROUNDINGS:
                        yield op, dst, src, sat, rnd, float_to_int(dst, src, sat, rnd)
    for op, srcs in (("ConvertUToF", UNSIGNED), ("ConvertSToF", SIGNED)):
        for src in srcs:
            for dst in FLOATS:
                for rnd in ROUNDINGS:
                    yield op, dst, src, "", rnd, int_to_float(dst, src, rnd)
    for src in FLOATS:
        for dst in FLOATS:
            if dst.bits != src.bits:
                for rnd in ROUNDINGS:
                    yield "FConvert", dst, src, "", rnd, float_to_float(dst, src, rnd)
    for op, dsts in (("UConvert", UNSIGNED), ("SConvert", SIGNED)):
        for src in INTS:
            for dst in dsts:
                if dst.bits != src.bits:
                    for sat in SATURATIONS:
                        yield op, dst, src, sat, "", int_to_int(dst, src, sat)
    for op, srcs, dsts in (("SatConvertSToU", SIGNED, UNSIGNED),
                           ("SatConvertUToS", UNSIGNED, SIGNED)):
        for src in srcs:
            for dst in dsts:
                yield op, dst, src, "", "", int_to_int(dst, src, True)


def vector_type(t, width):
    return t.c if width == "" else t.name + width


def definitions(src):
    lines = []
    for op, dst, s, sat, rnd, body in conversions():
        if s != src:
            continue
        scalar = f"__spirv_{op}_R{dst.name}{sat}{rnd}"
        lines.append(f"{dst.c} _CLC_DEF {scalar}({src.c} x) {{ {body} }}")
        for width in WIDTHS[1:]:
            parts = ", ".join(f"{scalar}(x.s{COMPONENTS[i]})" for i in range(int(width)))
            vd, vs = vector_type(dst, width), vector_type(src, width)
            lines.append(f"{vd} _CLC_DEF __spirv_{op}_R{dst.name}{width}{sat}{rnd}({vs} x) "
                         f"{{ return ({vd})({parts}); }}")
    return lines


def declarations():
    for op, dst, src, sat, rnd, _ in conversions():
        for width in WIDTHS:
            yield (f"{vector_type(dst, width)} _CLC_DECL "
                   f"__spirv_{op}_R{dst.name}{width}{sat}{rnd}({vector_type(src, width)});")


GENERATED = "/* Generated by libspirv/ptx-nvidiacl/conversion/gen_convert.py; do not edit. */\n"
# One cvt as an expression: INSN on X (constraint IN), result of type T in
# constraint OUT ("h" 16-bit, "r" 32, "l" 64, "f" float, "d" double). Not
# volatile: the optimiser may drop or merge it like any pure operation.
PTX_CVT = """#define PTX_CVT(T, OUT, INSN, IN, X) \\
  ({ T r_; __asm__(INSN " %0, %1;" : "=" OUT(r_) : IN(X)); r_; })
"""


def write(path, text):
    """Writes through a temporary file, so a failed run leaves no partial output."""
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, path)


def main(argv):
    sources = INTS + FLOATS
    if argv[1:] == ["--list"]:
        print("\n".join(f"convert_{t.name}.cl" for t in sources))
        return 0
    if len(argv) != 3:
        print("usage: gen_convert.py OUT_DIR HEADER | --list", file=sys.stderr)
        return 2
    out_dir, header = argv[1], argv[2]
    try:
        os.makedirs(out_dir, exist_ok=True)
        os.makedirs(os.path.dirname(os.path.abspath(header)), exist_ok=True)
        write(header, GENERATED + "#ifndef SPIRV_CONVERT_GENERATED_H\n#define SPIRV_CONVERT_GENERATED_H\n"
              + "\n".join(declarations()) + "\n#endif\n")
        for src in sources:
            write(os.path.join(out_dir, f"convert_{src.name}.cl"),
                  GENERATED + "#include <spirv/spirv.h>\n\n" + PTX_CVT + "\n"
                  + "\n".join(definitions(src)) + "\n")
    except OSError as e:
        print(f"gen_convert.py: cannot write {e.filename}: {e.strerror}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

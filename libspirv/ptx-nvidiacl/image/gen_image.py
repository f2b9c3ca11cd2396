#!/usr/bin/env python3
"""Writes libspirv's image builtins from the matrix of image shapes, element
types and builtins, under the names DPC++'s SYCL headers call them by
(spirv_ops.hpp templates, mangled here) and with its nvptx64 ABI: an image is
an i64 (the address of the plugin's descriptor, docs/contracts.md), a
sampler an i32, a sampled image the literal struct {i64, i32}. CMake runs it
at build time.

usage: gen_image.py OUT_DIR HEADER   OUT_DIR/image_builtins.cl (the entry
                                     points OpenCL C can state: read, write,
                                     size, format and order queries, and the
                                     sampled reads' bodies),
                                     OUT_DIR/image_sampled.ll (SampledImage and
                                     ImageSampleExplicitLod, whose {i64, i32}
                                     OpenCL C cannot spell),
                                     OUT_DIR/image_surface.ll (suld.b/sust.b
                                     helpers), and HEADER (declarations)
       gen_image.py --list           the names of the files in OUT_DIR
       gen_image.py --names          every mangled entry point, one a line

The work is in ptx-nvidiacl/image/*.h; what is written here is one line of
glue per name.
"""
import os
import sys
from collections import namedtuple

FILES = ["image_builtins.cl", "image_sampled.ll", "image_surface.ll"]

# An image shape as the SYCL headers see it. coord: the integer coordinate
# vector width (1 scalar); size: the size query's width; axes: filtered
# axes; array: the image is an OpenCL array type, its last coordinate a layer;
# maybe_array: DPC++'s image_array accessor calls this shape's names on a 1-D
# (2-D) array, with the layer as the last coordinate (the descriptor says).
Shape = namedtuple("Shape", "name coord size axes array maybe_array")
SHAPES = [
    Shape("image1d", 1, 1, 1, False, False),
    Shape("image2d", 2, 2, 2, False, True),
    Shape("image3d", 4, 3, 3, False, True),
    Shape("image1d_array", 2, 2, 1, True, False),
    Shape("image2d_array", 4, 3, 2, True, False),
]

# Element types of the read, written and sampled values.
Elem = namedtuple("Elem", "mangled c ir")
ELEMS = [Elem("f", "float", "float"), Elem("i", "int", "i32"), Elem("j", "uint", "i32"),
         Elem("DF16_", "half", "half")]
INT = Elem("i", "int", "i32")
FLOAT = Elem("f", "float", "float")


class Vec(namedtuple("Vec", "n elem")):
    """A vector type (substitutable); n == 1 is a scalar (not)."""

    def mangle(self):
        return self.elem.mangled if self.n == 1 else "Dv%d_%s" % (self.n, self.elem.mangled)

    def c(self):
        if self.n == 1:
            return "_Float16" if self.elem.c == "half" else self.elem.c
        return "%s%d" % (self.elem.c, self.n)

    def ir(self):
        return self.elem.ir if self.n == 1 else "<%d x %s>" % (self.n, self.elem.ir)


class Struct(namedtuple("Struct", "name")):
    def mangle(self):
        return "%d%s" % (len(self.name), self.name)


def substitutable(t):
    return isinstance(t, Struct) or (isinstance(t, Vec) and t.n > 1)


def mangle(name, targs, ret, params):
    """Itanium name of the function template instance name<targs...>
    returning ret and taking params; ret and params are types or template
    parameter indices. The template name is the first substitution."""
    subs = [name]
    out = ["_Z%d%sI" % (len(name), name)]

    def emit(t):
        if isinstance(t, int):
            out.append("T_" if t == 0 else "T%d_" % (t - 1))
            return
        if isinstance(t, str):
            out.append(t)
            return
        if substitutable(t) and t in subs:
            i = subs.index(t)
            out.append("S_" if i == 0 else "S%s_" % base36(i - 1))
            return
        out.append(t.mangle())
        if substitutable(t):
            subs.append(t)

    for t in targs:
        emit(t)
    out.append("E")
    emit(ret)
    for t in params:
        emit(t)
    return "".join(out)


def base36(n):
    digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    s = ""
    while True:
        s = digits[n % 36] + s
        n //= 36
        if n == 0:
            return s


def image_type(shape, access):
    return Struct("ocl_%s_%s" % (shape.name, access))


def sampled_type(shape):
    return Struct("__spirv_SampledImage__%s_ro" % shape.name)


Entry = namedtuple("Entry", "mangled c_name ret params body")


def layered_call(shape, call):
    """The body's dispatch on the layering: array types always, DPC++'s
    image_array accessors by the descriptor (their layer coordinate is
    index / layers for float coordinates, so it is scaled back)."""
    if shape.array:
        return "return %s;" % call.format(axes=shape.axes, layered="true", scale="1.0f")
    if shape.maybe_array:
        return ("return d.is_array ? %s : %s;" %
                (call.format(axes=shape.axes - 1, layered="true", scale="(float)d.layers"),
                 call.format(axes=shape.axes, layered="false", scale="1.0f")))
    return "return %s;" % call.format(axes=shape.axes, layered="false", scale="1.0f")


def load_shape(shape):
    """The SHAPE_ constant of the surface access (a C expression)."""
    if shape.array:
        return "SHAPE_%dD_ARRAY" % shape.axes
    if shape.maybe_array:
        return "(d.is_array ? SHAPE_%dD_ARRAY : SHAPE_%dD)" % (shape.axes - 1, shape.axes)
    return "SHAPE_%dD" % shape.axes


def coords4(var, n, kind):
    """A 4-vector of the coordinate argument, zero-padded."""
    if n == 1:
        return "(%s4)(%s, 0, 0, 0)" % (kind, var)
    if n == 2:
        return "(%s4)(%s, 0, 0)" % (kind, var)
    return var


def result_from_bits(elem, expr):
    if elem.c == "float":
        return "as_float4(%s)" % expr
    if elem.c == "int":
        return "as_int4(%s)" % expr
    if elem.c == "uint":
        return expr
    return "__builtin_convertvector(as_float4(%s), half4)" % expr


def value_to_bits(elem, var):
    if elem.c == "half":
        return "as_uint4(__builtin_convertvector(%s, float4))" % var
    return "as_uint4(%s)" % var


def size_expr(shape, n):
    """The size query's components from the descriptor d."""
    if shape.array:
        parts = ["d.width", "d.layers"] if shape.axes == 1 else ["d.width", "d.height", "d.layers"]
    elif shape.maybe_array:
        last = "d.height" if shape.axes == 2 else "d.depth"
        parts = ["d.width", "d.height", "d.depth"][:shape.axes - 1] + \
            ["(d.is_array ? d.layers : %s)" % last]
    else:
        parts = ["d.width", "d.height", "d.depth"][:shape.axes]
    return parts[0] if n == 1 else "(int%d)(%s)" % (n, ", ".join(parts))


def cl_entries():
    entries = []
    for shape in SHAPES:
        ro, wo = image_type(shape, "ro"), image_type(shape, "wo")
        coord = Vec(shape.coord, INT)
        for elem in ELEMS:
            v4 = Vec(4, elem)
            entries.append(Entry(
                mangle("__spirv_ImageRead", [v4, ro, coord], 0, [1, 2]),
                "__spirv_ImageRead_R%s4_%s_ro" % (elem.c, shape.name), v4, [("long", "img"), (coord.c(), "c")],
                "image_desc d = image_desc_load(img);\n  int4 p = %s;\n  return %s;" % (
                    coords4("c", shape.coord, "int"),
                    result_from_bits(elem, "image_texel(&d, %s, p.x, p.y, p.z, IMAGE_ANY_LAYOUT)" % load_shape(shape)))))
            entries.append(Entry(
                mangle("__spirv_ImageWrite", [wo, coord, v4], "v", [0, 1, 2]),
                "__spirv_ImageWrite_%s_wo_%s4" % (shape.name, elem.c), None,
                [("long", "img"), (coord.c(), "c"), (v4.c(), "v")],
                "image_desc d = image_desc_load(img);\n  int4 p = %s;\n"
                "  image_store(&d, %s, p.x, p.y, p.z, image_encode(%s, &d));" % (
                    coords4("c", shape.coord, "int"), load_shape(shape), value_to_bits(elem, "v"))))
        for access, img in (("ro", ro), ("wo", wo)):
            sizes = [shape.size] + ([-1] if shape.size == 1 else [])
            for n in sizes:
                # -1: the one-element vector spelling (IDv1_i) of older headers
                ret = Vec(1, INT) if n == 1 else Vec(abs(n), INT)
                c_ret = "int" if n == 1 else ("int1" if n == -1 else "int%d" % n)
                mangled_ret = "Dv1_i" if n == -1 else ret
                entries.append(Entry(
                    mangle("__spirv_ImageQuerySize", [mangled_ret, img], 0, [1]),
                    "__spirv_ImageQuerySize_R%s_%s_%s" % (c_ret, shape.name, access), c_ret,
                    [("long", "img")],
                    "image_desc d = image_desc_load(img);\n  return %s;" % (
                        "(int1)(d.width)" if n == -1 else size_expr(shape, n))))
            for query, field in (("ImageQueryFormat", "type"), ("ImageQueryOrder", "order")):
                entries.append(Entry(
                    mangle("__spirv_" + query, [INT.mangled, img], 0, [1]),
                    "__spirv_%s_%s_%s" % (query, shape.name, access), "int", [("long", "img")],
                    "return image_desc_load(img).%s;" % field))
    return entries


Sampled = namedtuple("Sampled", "mangled body_name shape elem coord")


def sampled_entries():
    out = []
    for shape in SHAPES:
        for elem in ELEMS:
            for kind in (FLOAT, INT):
                coord = Vec(shape.coord, kind)
                out.append(Sampled(
                    mangle("__spirv_ImageSampleExplicitLod", [sampled_type(shape), Vec(4, elem), coord],
                           1, [0, 2, "i", "f"]),
                    "__clc_image_sample_%s_%s4_%s" % (shape.name, elem.c, "f" if kind is FLOAT else "i"),
                    shape, elem, coord))
    return out


def sampled_image_names():
    return [(shape, mangle("__spirv_SampledImage", [image_type(shape, "ro"), sampled_type(shape)], 1,
                           [0, Struct("ocl_sampler")])) for shape in SHAPES]


def c_type(t):
    return "void" if t is None else (t.c() if isinstance(t, Vec) else t)


def declaration(e):
    params = ", ".join("%s %s" % p for p in e.params)
    return '%s %s(%s) __asm("%s");' % (c_type(e.ret), e.c_name, params, e.mangled)


def write_header(path, entries):
    with open(path, "w") as f:
        f.write("/* Written by ptx-nvidiacl/image/gen_image.py: the image builtins OpenCL C\n"
                " * can state, under SYCL's mangled names (asm labels), with the image as\n"
                " * its descriptor's address (long). */\n"
                "#ifndef SPIRV_IMAGE_GEN_H\n#define SPIRV_IMAGE_GEN_H\n\n"
                "typedef int int1 __attribute__((ext_vector_type(1)));\n\n")
        for e in entries:
            f.write(declaration(e) + "\n")
        f.write("\n#endif\n")


def sample_body(s):
    n = s.shape.coord
    if s.coord.elem is FLOAT:
        call = ("image_sample(&d, smp, %s, {axes}, {layered}, {scale})" % coords4("c", n, "float"))
    else:
        call = "image_sample_at(&d, smp, %s, {axes}, {layered})" % coords4("c", n, "int")
    ret = layered_call(s.shape, call)
    expr = ret[len("return "):-1]
    return ("image_desc d = image_desc_load(img);\n  image_sampler smp = image_sampler_decode(bits);\n"
            "  uint4 r = %s;\n  return %s;" % (expr, result_from_bits(s.elem, "r")))


def write_cl(path, entries, sampled):
    attr = "__attribute__((always_inline))"
    with open(path, "w") as f:
        f.write("/* Written by ptx-nvidiacl/image/gen_image.py. */\n"
                "#include <spirv/spirv.h>\n#include <ptx-nvidiacl/image/sampler.h>\n\n")
        for e in entries:
            params = ", ".join("%s %s" % p for p in e.params)
            f.write("%s %s %s(%s) {\n  %s\n}\n\n" % (attr, c_type(e.ret), e.c_name, params, e.body))
        f.write("/* The sampled reads' bodies, called by image_sampled.ll. */\n")
        for s in sampled:
            f.write("%s %s4 %s(long img, int bits, %s c) {\n  %s\n}\n\n" % (
                attr, s.elem.c, s.body_name, s.coord.c(), sample_body(s)))


IR_HEADER = ('target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"\n'
             'target triple = "nvptx64-unknown-nvidiacl"\n\n')


def write_sampled_ll(path, sampled):
    with open(path, "w") as f:
        f.write("; Written by ptx-nvidiacl/image/gen_image.py: the sampled image is the\n"
                "; literal struct {i64 image, i32 sampler}, as DPC++'s clang passes it.\n")
        f.write(IR_HEADER)
        for shape, name in sampled_image_names():
            f.write("define { i64, i32 } @%s(i64 %%img, i32 %%smp) #0 {\n"
                    "  %%a = insertvalue { i64, i32 } poison, i64 %%img, 0\n"
                    "  %%b = insertvalue { i64, i32 } %%a, i32 %%smp, 1\n"
                    "  ret { i64, i32 } %%b\n}\n\n" % name)
        for s in sampled:
            ret = Vec(4, s.elem).ir()
            f.write("declare %s @%s(i64, i32, %s)\n\n" % (ret, s.body_name, s.coord.ir()))
            f.write("define %s @%s({ i64, i32 } %%si, %s %%c, i32 %%operands, float %%lod) #0 {\n"
                    "  %%img = extractvalue { i64, i32 } %%si, 0\n"
                    "  %%smp = extractvalue { i64, i32 } %%si, 1\n"
                    "  %%r = call %s @%s(i64 %%img, i32 %%smp, %s %%c)\n"
                    "  ret %s %%r\n}\n\n" % (ret, s.mangled, s.coord.ir(), ret, s.body_name,
                                            s.coord.ir(), ret))
        f.write("attributes #0 = { alwaysinline nounwind }\n")


# Surface shapes: NVVM intrinsic infix, coordinate operands from (x, y, z).
SURFACES = [("1d", "1d", ["x"]), ("2d", "2d", ["x", "y"]), ("3d", "3d", ["x", "y", "z"]),
            ("a1d", "1d.array", ["y", "x"]), ("a2d", "2d.array", ["z", "x", "y"])]
# Bits moved: intrinsic type suffix, IR result lanes, lane type.
WIDTHS = [(8, "i8", 1, "i16"), (16, "i16", 1, "i16"), (32, "i32", 1, "i32"),
          (64, "v2i32", 2, "i32"), (128, "v4i32", 4, "i32")]


def write_surface_ll(path):
    with open(path, "w") as f:
        f.write("; Written by ptx-nvidiacl/image/gen_image.py: raw texel loads and stores\n"
                "; (suld.b / sust.b, .zero) of 8 to 128 bits for each surface shape, as\n"
                "; <4 x i32> with the texel in the low bytes (surface_access.h).\n")
        f.write(IR_HEADER)
        for shape, infix, coords in SURFACES:
            args = ", ".join("i32 %%%s" % c for c in coords)
            types = ", ".join("i32" for _ in coords)
            for bits, suffix, lanes, lane in WIDTHS:
                agg = lane if lanes == 1 else "{ %s }" % ", ".join([lane] * lanes)
                ld = "llvm.nvvm.suld.%s.%s.zero" % (infix, suffix)
                f.write("declare %s @%s(i64, %s)\n" % (agg, ld, types))
                f.write("define <4 x i32> @__clc_image_suld_%s_b%d(i64 %%s, i32 %%x, i32 %%y, i32 %%z) #0 {\n"
                        % (shape, bits))
                f.write("  %%r = call %s @%s(i64 %%s, %s)\n" % (agg, ld, args))
                vec = "zeroinitializer"
                for k in range(lanes):
                    if lanes == 1:
                        f.write("  %%e%d = %s\n" % (k, "zext i16 %r to i32" if lane == "i16" else "add i32 %r, 0"))
                    else:
                        f.write("  %%e%d = extractvalue %s %%r, %d\n" % (k, agg, k))
                    f.write("  %%v%d = insertelement <4 x i32> %s, i32 %%e%d, i32 %d\n" % (k, vec, k, k))
                    vec = "%%v%d" % k
                f.write("  ret <4 x i32> %s\n}\n" % vec)
                st = "llvm.nvvm.sust.b.%s.%s.zero" % (infix, suffix)
                f.write("declare void @%s(i64, %s, %s)\n" % (st, types, ", ".join([lane] * lanes)))
                f.write("define void @__clc_image_sust_%s_b%d(i64 %%s, i32 %%x, i32 %%y, i32 %%z, "
                        "<4 x i32> %%v) #0 {\n" % (shape, bits))
                vals = []
                for k in range(lanes):
                    f.write("  %%w%d = extractelement <4 x i32> %%v, i32 %d\n" % (k, k))
                    if lane == "i16":
                        f.write("  %%t%d = trunc i32 %%w%d to i16\n" % (k, k))
                        vals.append("i16 %%t%d" % k)
                    else:
                        vals.append("i32 %%w%d" % k)
                f.write("  call void @%s(i64 %%s, %s, %s)\n  ret void\n}\n\n" % (st, args, ", ".join(vals)))
        f.write("attributes #0 = { alwaysinline nounwind }\n")


def main(argv):
    entries, sampled = cl_entries(), sampled_entries()
    if argv[1:] == ["--list"]:
        print("\n".join(FILES))
        return 0
    if argv[1:] == ["--names"]:
        names = [e.mangled for e in entries] + [n for _, n in sampled_image_names()] + \
            [s.mangled for s in sampled]
        print("\n".join(names))
        return 0
    if len(argv) != 3:
        sys.stderr.write(__doc__)
        return 2
    out_dir, header = argv[1], argv[2]
    os.makedirs(out_dir, exist_ok=True)
    os.makedirs(os.path.dirname(header), exist_ok=True)
    write_header(header, entries)
    write_cl(os.path.join(out_dir, FILES[0]), entries, sampled)
    write_sampled_ll(os.path.join(out_dir, FILES[1]), sampled)
    write_surface_ll(os.path.join(out_dir, FILES[2]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/usr/bin/env python3
"""image_kernels.py GEN_DIR: one kernel per image builtin that libspirv's
gen_image.py (in GEN_DIR) writes, as DPC++'s clang emits the calls for
nvptx64 (i64 image, i32 sampler, {i64, i32} sampled image), on stdout as
LLVM IR. Kernel k_<mangled name> calls that builtin once, with coordinates
and values loaded from memory and the result stored, so its PTX is that
builtin's. image_ptx_check.py reads the PTX back."""
import sys

sys.path.insert(0, sys.argv[1])
import gen_image  # noqa: E402

IR = {"long": "i64", "int": "i32", "uint": "i32", "float": "float", "half": "half",
      "_Float16": "half"}


def ir_type(c):
    """IR type of a C type name of gen_image (int, int2, float4, half4...)."""
    base = c.rstrip("0123456789")
    n = c[len(base):]
    return IR[base] if not n else "<%s x %s>" % (n, IR[base])


def main():
    out = [gen_image.IR_HEADER.replace("nvptx64-unknown-nvidiacl", "nvptx64-nvidia-cuda")]
    kernels = []
    for e in gen_image.cl_entries():
        params = [ir_type(t) for t, _ in e.params]
        ret = "void" if e.ret is None else ir_type(gen_image.c_type(e.ret))
        out.append("declare %s @%s(%s)\n" % (ret, e.mangled, ", ".join(params)))
        body = ["  %%a1 = load %s, ptr addrspace(1) %%in1" % params[1]] if len(params) > 1 else []
        if len(params) > 2:
            body.append("  %%a2 = load %s, ptr addrspace(1) %%in2" % params[2])
        args = ", ".join(["i64 %img"] + ["%s %%a%d" % (p, i) for i, p in enumerate(params) if i])
        call = "call %s @%s(%s)" % (ret, e.mangled, args)
        if ret == "void":
            body.append("  " + call)
        else:
            body.append("  %r = " + call)
            body.append("  store %s %%r, ptr addrspace(1) %%out" % ret)
        kernels.append("k_" + e.mangled)
        out.append("define void @k_%s(i64 %%img, ptr addrspace(1) %%in1, ptr addrspace(1) %%in2, "
                   "ptr addrspace(1) %%out) {\n%s\n  ret void\n}\n" % (e.mangled, "\n".join(body)))
    sampled_image = dict((shape.name, name) for shape, name in gen_image.sampled_image_names())
    for shape, name in gen_image.sampled_image_names():
        out.append("declare { i64, i32 } @%s(i64, i32)\n" % name)
    for s in gen_image.sampled_entries():
        ret, coord = gen_image.Vec(4, s.elem).ir(), s.coord.ir()
        make = sampled_image[s.shape.name]
        out.append("declare %s @%s({ i64, i32 }, %s, i32, float)\n" % (ret, s.mangled, coord))
        kernels.append("k_" + s.mangled)
        out.append("define void @k_%s(i64 %%img, i32 %%smp, ptr addrspace(1) %%in1, "
                   "ptr addrspace(1) %%out) {\n"
                   "  %%si = call { i64, i32 } @%s(i64 %%img, i32 %%smp)\n"
                   "  %%c = load %s, ptr addrspace(1) %%in1\n"
                   "  %%r = call %s @%s({ i64, i32 } %%si, %s %%c, i32 2, float 0.0)\n"
                   "  store %s %%r, ptr addrspace(1) %%out\n  ret void\n}\n"
                   % (s.mangled, make, coord, ret, s.mangled, coord, ret))
    out.append("!nvvm.annotations = !{%s}\n" % ", ".join("!%d" % i for i in range(len(kernels))))
    for i, k in enumerate(kernels):
        out.append('!%d = !{ptr @%s, !"kernel", i32 1}\n' % (i, k))
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""image_ptx_check.py PTX COUNT: the PTX of image_kernels.py's kernels has
COUNT kernels, and each is its builtin done inline: reads and sampled reads
load with suld.b (.zero) on the image's surface shapes, writes store with
sust.b (.zero), queries read the descriptor (ld.global.nc) and touch no
surface; no kernel calls anything. Prints one line per failure."""
import re
import sys

# Surface shapes per image type: DPC++'s image_array accessors call the 2-D
# (3-D) names on 1-D (2-D) arrays, so those also address layered surfaces.
SHAPES = {"image1d_ro": {"1d"}, "image1d_wo": {"1d"},
          "image2d_ro": {"2d", "a1d"}, "image2d_wo": {"2d", "a1d"},
          "image3d_ro": {"3d", "a2d"}, "image3d_wo": {"3d", "a2d"},
          "image1d_array_ro": {"a1d"}, "image1d_array_wo": {"a1d"},
          "image2d_array_ro": {"a2d"}, "image2d_array_wo": {"a2d"}}


def image_of(name):
    m = re.search(r"(image[123]d(?:_array)?_(?:ro|wo))", name)
    return m.group(1)


def check(name, body):
    errors = []
    ops = re.findall(r"\b(su(?:ld|st)\.b)\.(\w+)\.[\w.]*?(zero|clamp|trap)\b", body)
    shapes = {shape for _, shape, _ in ops}
    if re.search(r"\bcall(\.uni)?\b", body):
        errors.append("calls a function")
    if any(mode != "zero" for _, _, mode in ops):
        errors.append("surface access not in .zero mode")
    if "__spirv_ImageQuery" in name:
        if ops:
            errors.append("a query touches the surface")
        if "ld.global.nc" not in body:
            errors.append("a query without ld.global.nc of the descriptor")
        return errors
    kind = "sust.b" if "__spirv_ImageWrite" in name else "suld.b"
    other = "suld.b" if kind == "sust.b" else "sust.b"
    want = SHAPES[image_of(name)]
    if not any(op == kind for op, _, _ in ops):
        errors.append("no %s" % kind)
    if any(op == other for op, _, _ in ops):
        errors.append("has %s" % other)
    if shapes != want:
        errors.append("surface shapes %s, expected %s" % (sorted(shapes), sorted(want)))
    return errors


def main():
    text = open(sys.argv[1]).read()
    count = int(sys.argv[2])
    kernels = re.split(r"^\.visible \.entry ", text, flags=re.M)[1:]
    failed = 0
    if len(kernels) != count:
        print("expected %d kernels, found %d" % (count, len(kernels)))
        failed += 1
    for k in kernels:
        name = k[:k.index("(")]
        for e in check(name, k):
            print("%s: %s" % (name, e))
            failed += 1
    print("image kernels: %d checked, %d failures" % (len(kernels), failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

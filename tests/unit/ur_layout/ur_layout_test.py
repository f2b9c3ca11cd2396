#!/usr/bin/env python3
"""ddi_from_adapter.py on the real binaries of two oneAPI releases.

    ur_layout_test.py SOURCE_DIR [C_COMPILER [ADAPTER_2025_3]]

2026.2.0 proves the method: the layout read from that release's Level Zero
adapter (and agreed by its loader), with parameter types from its ur_api.h,
must equal the release's own ur_ddi.h slot for slot, type for type, getter for
getter, and in ur_dditable_t order.

2025.3.3 (no ur_ddi.h in its wheel) is synthesized by
fetch_ur_headers_legacy.sh: 21 tables, every slot named but EnqueueExp's slot
6 (unset by both the adapter and the loader), a few known slots, the getters
equal to those the 2025.3 loader dlsyms, gen_ddi.py naming every slot, and
(with a C compiler) the struct sizes and offsets the binaries imply. Without
--reserved the script must refuse the gap, and a slot whose function is not
in ur_api.h must stop it.

Given ADAPTER_2025_3 (our libur_adapter_cuda.so.0 built against those
headers), the real 2025.3 loader loads it (UR_ADAPTERS_FORCE_LOAD), and every
entry point of every table but Adapter, called through the loader's exported
API, must reach our adapter's function of the same name (its trace line,
SYCL_NVPTX_PI_TRACE=1): the loader, compiled with Intel's ur_ddi.h, and our
adapter, compiled with the synthesized one, agree on every slot. That part
needs intel-cmplr-lib-rt (libimf, libsvml, ...) of the same release.

The wheels come from the cache of fetch_ur_headers.sh (SYCL_NVPTX_CACHE_DIR,
default ~/.cache/sycl-nvptx/wheels), downloaded there when missing; the test
exits 77 (skipped) when a wheel can be neither found nor downloaded.
"""
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import zipfile

SKIP = 77
failures = []
skipped = []


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what)
    if not cond:
        failures.append(what)


def cache_dir():
    base = os.environ.get("SYCL_NVPTX_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "sycl-nvptx")
    return pathlib.Path(base) / "wheels"


def wheel(dist, version):
    """The cached wheel, downloaded into the cache when missing; None if neither."""
    cache = cache_dir()
    found = sorted(cache.glob(f"{dist.replace('-', '_')}-{version}-*.whl"))
    if found:
        return found[0]
    cache.mkdir(parents=True, exist_ok=True)
    r = subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps",
                        "--only-binary=:all:", "--platform", "manylinux_2_28_x86_64",
                        "--python-version", "3.12", "--implementation", "cp", "-d", str(cache),
                        f"{dist}=={version}"], capture_output=True, text=True)
    found = sorted(cache.glob(f"{dist.replace('-', '_')}-{version}-*.whl"))
    if r.returncode != 0 or not found:
        print(f"SKIP {dist}=={version}: not in {cache} and not downloadable from PyPI")
        skipped.append(f"{dist}=={version}")
        return None
    return found[0]


def extract(whl, suffix, dest):
    with zipfile.ZipFile(whl) as z:
        member = next((n for n in z.namelist() if n.endswith(suffix)), None)
        if member is None:
            raise SystemExit(f"{whl} has no ...{suffix}")
        path = pathlib.Path(dest) / pathlib.PurePosixPath(member).name
        path.write_bytes(z.read(member))
        return path


def parse_ddi(path):
    """(pfn params, tables, ur_dditable_t members, getters) of a ur_ddi.h."""
    text = pathlib.Path(path).read_text()
    pfn = {n: [" ".join(p.split()) for p in a.split(",")]
           for n, a in re.findall(r"typedef ur_result_t\s*\(\s*UR_APICALL \*ur_pfn(\w+)_t\)"
                                  r"\s*\((.*?)\);", text, re.S)}
    tables = {n: re.findall(r"^\s*(\w+(?:\s*\*)?)\s*(pfn\w+);", body, re.M)
              for n, body in re.findall(r"typedef struct (ur_\w+_dditable_t) \{(.*?)\} \1;",
                                        text, re.S)}
    members = re.findall(r"(ur_\w+_dditable_t)\s+(\w+);",
                         re.search(r"typedef struct ur_dditable_t \{(.*?)\} ur_dditable_t;",
                                   text, re.S).group(1))
    getters = re.findall(r"UR_DLLEXPORT ur_result_t UR_APICALL (urGet\w+ProcAddrTable)\(",
                         text)
    return pfn, tables, members, getters


def run(cmd, **kw):
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)


def method_2026_2(src, tmp):
    rt, ur = wheel("intel-sycl-rt", "2026.2.0"), wheel("intel-cmplr-lib-ur", "2026.2.0")
    if not rt or not ur:
        return
    d = pathlib.Path(tmp) / "2026.2"
    d.mkdir()
    api = extract(rt, "include/unified-runtime/ur_api.h", d)
    (d / "real").mkdir()
    real = extract(rt, "include/unified-runtime/ur_ddi.h", d / "real")
    adapter = extract(ur, "lib/libur_adapter_level_zero.so.0", d)
    loader = extract(ur, "lib/libur_loader.so.0", d)
    out = d / "synth" / "ur_ddi.h"
    r = run([sys.executable, src / "cuda_plugin/ur/ddi_from_adapter.py", "--loader", loader,
             adapter, api, out])
    check(r.returncode == 0, f"2026.2: ddi_from_adapter.py succeeds {r.stderr.strip()}")
    if r.returncode:
        return
    mine, theirs = parse_ddi(out), parse_ddi(real)
    check(len(theirs[1]) == 26, "2026.2: the real ur_ddi.h has 26 tables")
    for name in sorted(set(mine[1]) | set(theirs[1])):
        check(mine[1].get(name) == theirs[1].get(name),
              f"2026.2: {name} slot for slot (type, member) as in the real ur_ddi.h")
    diff = [k for k in theirs[0] if mine[0].get(k) != theirs[0][k]]
    check(not diff and set(mine[0]) == set(theirs[0]),
          f"2026.2: every ur_pfn*_t has the real parameter types {diff[:3]}")
    check(mine[2] == theirs[2], "2026.2: ur_dditable_t members in the real order")
    check(sorted(mine[3]) == sorted(theirs[3]), "2026.2: the same getters")


def synth_2025_3(src, tmp, cc):
    rt, ur = wheel("intel-sycl-rt", "2025.3.3"), wheel("intel-cmplr-lib-ur", "2025.3.3")
    if not rt or not ur:
        return
    out = pathlib.Path(tmp) / "2025.3"
    r = run([src / "cuda_plugin/ur/fetch_ur_headers_legacy.sh", "2025.3.3", out])
    check(r.returncode == 0, f"2025.3: fetch_ur_headers_legacy.sh succeeds {r.stderr.strip()}")
    if r.returncode:
        return
    inc = out / "include" / "unified-runtime"
    for f in ("ur_api.h", "ur_api_funcs.def", "ur_ddi.h"):
        check((inc / f).is_file(), f"2025.3: include/unified-runtime/{f}")
    ddi = inc / "ur_ddi.h"
    check('#include "ur_api.h"' in ddi.read_text(), "2025.3: ur_ddi.h includes \"ur_api.h\"")
    pfn, tables, members, getters = parse_ddi(ddi)
    check(len(tables) == 21 and len(getters) == 21 and len(members) == 21,
          f"2025.3: 21 tables, getters and ur_dditable_t members "
          f"({len(tables)}, {len(getters)}, {len(members)})")
    unnamed = [(t, i) for t, slots in tables.items() for i, (ty, _) in enumerate(slots)
               if not ty.startswith("ur_pfn")]
    check(unnamed == [("ur_enqueue_exp_dditable_t", 6)],
          f"2025.3: every slot named but EnqueueExp's reserved slot 6 ({unnamed})")
    check(all(ty[6:-2] in pfn for slots in tables.values() for ty, _ in slots
              if ty.startswith("ur_pfn")), "2025.3: every slot type has its typedef")
    known = {
        ("ur_enqueue_dditable_t", 0): ("ur_pfnEnqueueKernelLaunch_t", "pfnKernelLaunch"),
        ("ur_enqueue_dditable_t", 25): ("ur_pfnEnqueueEventsWaitWithBarrierExt_t",
                                        "pfnEventsWaitWithBarrierExt"),
        ("ur_usm_dditable_t", 0): ("ur_pfnUSMHostAlloc_t", "pfnHostAlloc"),
        ("ur_adapter_dditable_t", 0): ("ur_pfnAdapterGet_t", "pfnGet"),
        ("ur_adapter_dditable_t", 6): ("ur_pfnAdapterSetLoggerCallbackLevel_t",
                                       "pfnSetLoggerCallbackLevel"),
        ("ur_enqueue_exp_dditable_t", 7): ("ur_pfnEnqueueNativeCommandExp_t",
                                           "pfnNativeCommandExp"),
        ("ur_usm_p2p_exp_dditable_t", 0): ("ur_pfnUsmP2PEnablePeerAccessExp_t",
                                           "pfnEnablePeerAccessExp"),
        ("ur_memory_export_exp_dditable_t", 0): ("ur_pfnMemoryExportAllocExportableMemoryExp_t",
                                                 "pfnAllocExportableMemoryExp"),
        ("ur_kernel_dditable_t", 11): ("ur_pfnKernelSetArgPointer_t", "pfnSetArgPointer"),
    }
    for (t, i), want in known.items():
        got = tables.get(t, [])[i:i + 1]
        check(got == [want], f"2025.3: {t} slot {i} is {want[1]} ({got})")
    check("urGetAdapterProcAddrTable" in getters
          and "urGetMemoryExportExpProcAddrTable" in getters,
          "2025.3: urGetAdapterProcAddrTable and urGetMemoryExportExpProcAddrTable declared")
    check(pfn.get("EnqueueKernelLaunch", [])[6:8] == ["uint32_t",
                                                     "const ur_kernel_launch_property_t *"],
          "2025.3: urEnqueueKernelLaunch takes (numProperties, launch properties)")

    # The getters the 2025.3 loader looks up in an adapter.
    loader = extract(ur, "lib/libur_loader.so.0", tmp)
    strings = set(re.findall(rb"urGet\w+ProcAddrTable", loader.read_bytes()))
    check(sorted(s.decode() for s in strings) == sorted(getters),
          f"2025.3: the getters are those the loader names "
          f"({sorted(s.decode() for s in strings)})")

    # gen_ddi.py reads the output unchanged and names every slot.
    r = run([sys.executable, src / "cuda_plugin/ur/gen_ddi.py", ddi, out / "ddi.c",
             out / "exports.map"])
    check(r.returncode == 0, f"2025.3: gen_ddi.py reads the synthesized header {r.stderr}")
    if r.returncode == 0:
        c = (out / "ddi.c").read_text()
        filled = re.findall(r"^    \.(pfn\w+) = ", c, re.M)
        check(len(filled) == sum(len(s) for s in tables.values()),
              f"2025.3: ddi.c fills every slot, the reserved one too ({len(filled)})")
        check((out / "exports.map").read_text().count("ProcAddrTable;") == 21,
              "2025.3: exports.map exports the 21 getters")

    # The offsets the binaries imply, by the compiler.
    if cc:
        probe = pathlib.Path(tmp) / "probe.c"
        probe.write_text(
            "#include <stdbool.h>\n#include <stddef.h>\n#include <unified-runtime/ur_ddi.h>\n"
            "_Static_assert(sizeof(ur_enqueue_exp_dditable_t) == 64, \"EnqueueExp\");\n"
            "_Static_assert(offsetof(ur_enqueue_exp_dditable_t, pfnNativeCommandExp) == 0x38,"
            " \"NativeCommandExp\");\n"
            "_Static_assert(offsetof(ur_dditable_t, EnqueueExp) == 0x3b0 - 0x10, \"loader\");\n"
            "_Static_assert(offsetof(ur_dditable_t, Device) == 0x668 - 0x10, \"loader\");\n"
            "_Static_assert(sizeof(ur_dditable_t) == 212 * 8, \"slots\");\n")
        r = run([cc, "-fsyntax-only", "-std=gnu17", f"-I{out / 'include'}", probe])
        check(r.returncode == 0, f"2025.3: struct sizes and offsets as the binaries imply "
                                 f"{r.stderr.strip()}")

    # No guessing: the gap without --reserved, and a slot whose function is
    # not in ur_api.h.
    adapter = extract(ur, "lib/libur_adapter_level_zero.so.0", tmp)
    r = run([sys.executable, src / "cuda_plugin/ur/ddi_from_adapter.py", adapter,
             inc / "ur_api.h", pathlib.Path(tmp) / "gap.h"])
    check(r.returncode == 1 and "slot 6 (offset 0x30) is left unset" in r.stderr
          and len(r.stderr.strip().splitlines()) == 1,
          "2025.3: without --reserved the gap stops the script with one line")
    api = (inc / "ur_api.h").read_text()
    (pathlib.Path(tmp) / "short").mkdir()
    short = pathlib.Path(tmp) / "short" / "ur_api.h"
    short.write_text(api.replace("UR_APICALL urUSMHostAlloc(", "UR_APICALL urUSMHostAllocGone("))
    r = run([sys.executable, src / "cuda_plugin/ur/ddi_from_adapter.py", "--reserved",
             "EnqueueExp:6", adapter, short, pathlib.Path(tmp) / "short.h"])
    check(r.returncode == 1 and "urUSMHostAlloc" in r.stderr and "not a function" in r.stderr,
          "2025.3: a slot whose function is not in ur_api.h stops the script")


def dispatch_2025_3(src, tmp, cc, adapter):
    ur, rtlib = wheel("intel-cmplr-lib-ur", "2025.3.3"), wheel("intel-cmplr-lib-rt", "2025.3.3")
    out = pathlib.Path(tmp) / "2025.3"
    ddi = out / "include" / "unified-runtime" / "ur_ddi.h"
    if not ur or not rtlib or not ddi.is_file():
        return
    libs = pathlib.Path(tmp) / "libs"
    libs.mkdir()
    for whl in (ur, rtlib):
        with zipfile.ZipFile(whl) as z:
            for n in z.namelist():
                if "/lib/" in n and ".so" in pathlib.PurePosixPath(n).name:
                    (libs / pathlib.PurePosixPath(n).name).write_bytes(z.read(n))
    _, tables, _, _ = parse_ddi(ddi)
    functions = ["ur" + ty[6:-2] for name, slots in tables.items()
                 if name != "ur_adapter_dditable_t" for ty, _ in slots if ty.startswith("ur_pfn")]
    args = ", ".join(["0L"] * 24)
    lines = ["#include <dlfcn.h>", "#include <stdio.h>", "#include <stdbool.h>",
             "#include <unified-runtime/ur_api.h>",
             "typedef long (*any_t)(" + ", ".join(["long"] * 24) + ");",
             "int main(void) {",
             "  uint32_t n = 0;",
             "  if (urLoaderInit(0, NULL) || urAdapterGet(0, NULL, &n) || n != 1) {",
             "    fprintf(stderr, \"LOADER no adapter (%u)\\n\", n);",
             "    return 1;",
             "  }",
             "  void *l = dlopen(\"libur_loader.so.0\", RTLD_NOW | RTLD_NOLOAD);"]
    for f in functions:
        lines += [f"  fprintf(stderr, \"CALL {f}\\n\");",
                  f"  if (dlsym(l, \"{f}\")) ((any_t)dlsym(l, \"{f}\"))({args});"]
    lines += ["  return 0;", "}"]
    probe = pathlib.Path(tmp) / "dispatch.c"
    probe.write_text("\n".join(lines) + "\n")
    exe = pathlib.Path(tmp) / "dispatch"
    r = run([cc, "-std=gnu17", "-w", f"-I{out / 'include'}", probe, "-o", exe, f"-L{libs}",
             "-l:libur_loader.so.0", "-ldl", f"-Wl,-rpath,{libs}", f"-Wl,-rpath-link,{libs}"])
    check(r.returncode == 0, f"2025.3: dispatch probe builds {r.stderr.strip()[:300]}")
    if r.returncode:
        return
    env = dict(os.environ, LD_LIBRARY_PATH=str(libs), SYCL_NVPTX_PI_TRACE="1",
               UR_ADAPTERS_FORCE_LOAD=str(pathlib.Path(adapter).resolve()))
    r = run([exe], env=env, timeout=120)
    check(r.returncode == 0, f"2025.3: the 2025.3 loader loads {adapter} as its one adapter"
          + ("" if r.returncode == 0 else " " + r.stderr.strip()[-300:]))
    reached, current = {}, None
    for line in r.stderr.splitlines():
        m = re.match(r"CALL (\w+)$", line)
        if m:
            current = m.group(1)
            reached[current] = []
            continue
        m = re.match(r"ur_adapter_cuda: (ur\w+)\(", line)
        if m and current:
            reached[current].append(m.group(1))
    wrong = [(f, reached.get(f)) for f in functions if reached.get(f) != [f]]
    check(not wrong, f"2025.3: all {len(functions)} entry points called through the loader "
                     f"reach the adapter's own function {wrong[:5]}")


def reader_self_test(src, tmp, cc):
    """The store patterns a compiler emits for a getter, on made-up libraries:
    field by field (lea/mov, SSE and AVX pairs) and a copy of a static const
    table (rep movs or memcpy, read through the relocations); -O0 spills the
    table pointer to the stack, which the reader must refuse, not guess."""
    d = pathlib.Path(tmp) / "self"
    d.mkdir()
    n = 40
    (d / "ur_api.h").write_text(
        "typedef int ur_result_t;\n#define UR_APICALL\n#define UR_APIEXPORT\n"
        + "".join(f"UR_APIEXPORT ur_result_t UR_APICALL urBig{i}(int x);\n" for i in range(n))
        + "".join(f"UR_APIEXPORT ur_result_t UR_APICALL urSmall{i}(int x);\n" for i in range(7)))
    lib = ["typedef int ur_result_t;"]
    for name in [f"urBig{i}" for i in range(n)] + [f"urSmall{i}" for i in range(7)]:
        lib.append(f"__attribute__((noinline)) ur_result_t {name}(int x) "
                   f"{{ __asm__ volatile(\"\" ::: \"memory\"); return x + {len(lib)}; }}")
    lib.append(f"typedef struct {{ void *p[{n}]; }} big_t;")
    lib.append("static const big_t big = {{ " + ", ".join(f"(void *)urBig{i}" for i in range(n))
               + " }};")
    lib.append("typedef struct { void *p[7]; } small_t;")
    export = '__attribute__((visibility("default"))) ur_result_t'
    lib.append(f"{export} urGetBigProcAddrTable(int v, big_t *t) "
               "{ (void)v; if (!t) return 1; *t = big; return 0; }")
    lib.append(f"{export} urGetSmallProcAddrTable(int v, small_t *t) {{ (void)v; if (!t) return 1; "
               + " ".join(f"t->p[{i}] = (void *)urSmall{i};" for i in range(7)) + " return 0; }")
    (d / "lib.c").write_text("\n".join(lib) + "\n")
    for flags in (["-O2"], ["-Os"], ["-O3", "-mavx2"], ["-O0"]):
        so = d / "lib.so"
        r = run([cc, *flags, "-fPIC", "-shared", "-fvisibility=hidden", d / "lib.c", "-o", so])
        if r.returncode:
            print(f"note: {cc} {' '.join(flags)} cannot build the self-test library")
            continue
        r = run([sys.executable, src / "cuda_plugin/ur/ddi_from_adapter.py", so,
                 d / "ur_api.h", d / "out.h"])
        if flags == ["-O0"]:
            check(r.returncode == 1 and len(r.stderr.strip().splitlines()) == 1,
                  f"reader, {' '.join(flags)}: a table pointer kept on the stack is refused "
                  f"with one line")
            continue
        _, tables, _, getters = parse_ddi(d / "out.h") if r.returncode == 0 else ({}, {}, [], [])
        check(r.returncode == 0
              and [m for _, m in tables.get("ur_big_dditable_t", [])]
              == [f"pfn{i}" for i in range(n)]
              and [m for _, m in tables.get("ur_small_dditable_t", [])]
              == [f"pfn{i}" for i in range(7)],
              f"reader, {' '.join(flags)}: a static table copied and one filled field by field "
              f"{r.stderr.strip()}")


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    src = pathlib.Path(sys.argv[1]).resolve()
    cc = sys.argv[2] if len(sys.argv) > 2 else None
    adapter = sys.argv[3] if len(sys.argv) > 3 else None
    with tempfile.TemporaryDirectory() as tmp:
        if cc:
            reader_self_test(src, tmp, cc)
        method_2026_2(src, tmp)
        synth_2025_3(src, tmp, cc)
        if adapter and cc:
            dispatch_2025_3(src, tmp, cc, adapter)
    if failures:
        print(f"{len(failures)} check(s) failed")
        return 1
    if skipped:
        print(f"skipped: {', '.join(skipped)} not available")
        return SKIP
    return 0


if __name__ == "__main__":
    sys.exit(main())

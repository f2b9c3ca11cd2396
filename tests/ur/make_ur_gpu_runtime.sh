#!/usr/bin/env bash
# Makes BUILD/ur-rt/gpu: the parts of Intel's runtimes the GPU machine needs
# (Python 3.12, numpy, no network there).
#   lib/                 oneAPI 2026.2, laid out like a venv so dpctl's RPATH
#                        ($ORIGIN/../../..) finds libsycl.so.9:
#     libsycl.so.9, libur_loader.so.0 and what they and dpctl NEED
#       (readelf, closed over the 2026.2 wheels; system libraries stay out)
#     libur_adapter_cuda.so.0        our 2026.2 adapter, a copy
#     python3.12/site-packages/dpctl dpctl 0.22.1 for CPython 3.12
#   2025.3/lib/, 2026.1/lib/  that release's libur_loader.so.0 (its RUNPATH,
#                        $ORIGIN/../lib, is that folder) and what it NEEDS,
#                        closed over its intel-cmplr-lib-ur wheel; our
#                        adapter built for that release
#     2025.3/lib/ also   libsycl.so.8 (intel-sycl-rt 2025.3.3) and
#       python3.12/site-packages/dpctl  dpctl 0.21.1, laid out as lib/ is
# Intel's compiler runtime (libsvml.so, libimf.so, libirng.so,
# libintlc.so.5) comes from the 2026.2 wheel for every release: it defines
# every symbol the older loaders, libsycl.so.8 and dpctl 0.21.1 take from it
# (ldd -r below checks), and one copy of 35 MB is enough.
# A file with the same content as another is a hard link to it, so the
# tarball of make_gpu_bundle.sh holds it once.
# The wheels come from the cache (pip-downloaded there when missing; exit 77
# when that cannot be done). Fails when a NEEDED library or a symbol is found
# nowhere.
# usage: make_ur_gpu_runtime.sh BUILD_DIR
set -euo pipefail
build="$(cd "${1:?usage: make_ur_gpu_runtime.sh BUILD_DIR}" && pwd)"
out="$build/ur-rt/gpu"
cache="${SYCL_NVPTX_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sycl-nvptx}/wheels"
# The releases before 2026.2 whose loader the GPU tests run, by wheel
# version, and the dpctl that runs over that release's SYCL runtime, if any.
older=(2025.3.3:0.21.1 2026.1.2)
releases=(2026.2)
for spec in "${older[@]}"; do
  version="${spec%%:*}"
  releases+=("${version%.*}")
done
for release in "${releases[@]}"; do
  adapter="$build/lib/ur/$release/libur_adapter_cuda.so.0"
  [ -f "$adapter" ] || { echo "make_ur_gpu_runtime: $adapter is missing (build ur_adapter_cuda_${release/./_})" >&2; exit 1; }
done
mkdir -p "$cache" "$build/ur-rt"
# Wheel file name stems and their pip requirements, pairwise.
wheels=(intel_sycl_rt-2026.2.0 intel_cmplr_lib_ur-2026.2.0 intel_cmplr_lib_rt-2026.2.0
        umf-1.2.0 tcmlib-1.6.0 dpctl-0.22.1-0-cp312)
requirements=(intel-sycl-rt==2026.2.0 intel-cmplr-lib-ur==2026.2.0 intel-cmplr-lib-rt==2026.2.0
              umf==1.2.0 tcmlib==1.6.0 dpctl==0.22.1)
for spec in "${older[@]}"; do
  version="${spec%%:*}"
  wheels+=("intel_cmplr_lib_ur-$version")
  requirements+=("intel-cmplr-lib-ur==$version")
  if [[ "$spec" == *:* ]]; then
    wheels+=("intel_sycl_rt-$version" "dpctl-${spec#*:}-0-cp312")
    requirements+=("intel-sycl-rt==$version" "dpctl==${spec#*:}")
  fi
done
: >"$build/ur-rt/gpu-pip.log"
for i in "${!wheels[@]}"; do
  ls "$cache/${wheels[$i]}"-*.whl >/dev/null 2>&1 && continue
  # One at a time: pip refuses two versions of one package in one call.
  if ! python3 -m pip download --no-deps --only-binary=:all: --platform manylinux_2_28_x86_64 \
      --python-version 3.12 --implementation cp -d "$cache" "${requirements[$i]}" \
      >>"$build/ur-rt/gpu-pip.log" 2>&1; then
    echo "SKIPPED: the wheel cache $cache lacks ${wheels[$i]} and PyPI cannot provide it ($build/ur-rt/gpu-pip.log)"
    exit 77
  fi
done
rm -rf "$out"
mkdir -p "$out/lib/python3.12/site-packages"
cp "$build/lib/ur/2026.2/libur_adapter_cuda.so.0" "$out/lib/"
lib_dirs=("$out/lib")
for release in "${releases[@]:1}"; do
  mkdir -p "$out/$release/lib"
  cp "$build/lib/ur/$release/libur_adapter_cuda.so.0" "$out/$release/lib/"
  lib_dirs+=("$out/$release/lib")
done
python3 - "$cache" "$out" "${older[@]}" <<'PY'
import collections, hashlib, os, pathlib, subprocess, sys, zipfile
cache, out, older = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), sys.argv[3:]
COMPILER_RT = "intel_cmplr_lib_rt-2026.2.0"

def wheel(stem):
    return zipfile.ZipFile(next(cache.glob(stem + "-*.whl")))

def system_has(name):
    return subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True).stdout.count(
        f"{name} (") > 0

def needed(path):
    text = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True,
                          check=True).stdout
    return [line.split("[")[1].split("]")[0] for line in text.splitlines() if "(NEEDED)" in line]

def close_over(lib, wheels, roots, provided=lambda name: False):
    """Puts the roots and every library they NEED from the wheels' <venv>/lib
    into lib; `provided` names libraries found elsewhere (dpctl's own)."""
    offered = {}
    for z in wheels:
        for member in z.namelist():
            parts = member.split("/")
            if len(parts) == 4 and parts[1:3] == ["data", "lib"] and parts[3]:
                offered.setdefault(parts[3], (z, member))
    todo, done = list(roots), set()
    while todo:
        name = todo.pop()
        if name in done:
            continue
        done.add(name)
        path = pathlib.Path(name)
        if not path.is_absolute():
            if name in offered:
                z, member = offered[name]
                path = lib / name
                path.write_bytes(z.read(member))
                path.chmod(0o755)
            elif system_has(name):
                continue
            else:
                sys.exit(f"make_ur_gpu_runtime: {name} is NEEDED but neither the wheels nor the system have it")
        todo += [n for n in needed(path) if n not in done and not provided(n)]
    print(f"make_ur_gpu_runtime: {lib.relative_to(out)}/", " ".join(sorted(p.name for p in lib.glob("lib*"))))

def unpack_dpctl(stem, lib):
    """dpctl into lib/python3.12/site-packages, where its RPATH
    ($ORIGIN/../../..) finds libsycl in lib; not its tests, C headers or
    dpctl.tensor (0.21.1's 180 MB, which `import dpctl` does not load)."""
    dpctl, site = wheel(stem), lib / "python3.12/site-packages"
    for member in dpctl.namelist():
        if member.startswith("dpctl/") and not member.startswith(
                ("dpctl/tests/", "dpctl/include/", "dpctl/tensor/")):
            target = site / member
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(dpctl.read(member))
    return [str(p) for p in site.rglob("*.so")], lambda name: (site / "dpctl" / name).exists()

dpctl_libs, dpctl_has = unpack_dpctl("dpctl-0.22.1-0-cp312", out / "lib")
close_over(out / "lib",
           [wheel(s) for s in ("intel_sycl_rt-2026.2.0", "intel_cmplr_lib_ur-2026.2.0",
                               COMPILER_RT, "umf-1.2.0", "tcmlib-1.6.0")],
           ["libsycl.so.9", "libur_loader.so.0"] + dpctl_libs, dpctl_has)
for spec in older:
    version, _, dpctl_version = spec.partition(":")
    lib = out / version.rsplit(".", 1)[0] / "lib"
    wheels = [wheel(f"intel_cmplr_lib_ur-{version}"), wheel(COMPILER_RT)]
    roots, provided = ["libur_loader.so.0"], lambda name: False
    if dpctl_version:
        # dpctl's libDPCTLSyclInterface.so NEEDS that release's libsycl.
        dpctl_libs, provided = unpack_dpctl(f"dpctl-{dpctl_version}-0-cp312", lib)
        wheels.append(wheel(f"intel_sycl_rt-{version}"))
        roots += dpctl_libs
    close_over(lib, wheels, roots, provided)

# Identical files, once.
by_content = collections.defaultdict(list)
for path in sorted(p for p in out.rglob("*") if p.is_file()):
    by_content[hashlib.sha256(path.read_bytes()).hexdigest()].append(path)
for first, *copies in by_content.values():
    for copy in copies:
        copy.unlink()
        os.link(first, copy)
        print(f"make_ur_gpu_runtime: {copy.relative_to(out)} is {first.relative_to(out)}")
PY
# Nothing any of them needs may be unresolved, no library nor symbol (-r:
# the older releases run on 2026.2's compiler runtime). LD_LIBRARY_PATH:
# libsvml.so has no RUNPATH; its libintlc.so.5 is loaded by then by its
# loader's.
for dir in "${lib_dirs[@]}"; do
  files=("$dir"/*.so*)
  dpctl="$dir/python3.12/site-packages/dpctl/libDPCTLSyclInterface.so"
  [ -f "$dpctl" ] && files+=("$dpctl")
  if LD_LIBRARY_PATH="$dir" ldd -r "${files[@]}" 2>&1 | grep -E "not found|undefined symbol"; then
    echo "make_ur_gpu_runtime: FAIL: unresolved libraries or symbols above, in $dir" >&2
    exit 1
  fi
done
echo "make_ur_gpu_runtime: $(du -sh "$out" | cut -f1) in $out"

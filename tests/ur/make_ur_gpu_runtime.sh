#!/usr/bin/env bash
# Makes BUILD/ur-rt/gpu: the part of Intel's 2026.2 runtime the GPU machine
# needs (Python 3.12, numpy, no network there), laid out like a venv so
# dpctl's RPATH ($ORIGIN/../../..) finds libsycl.so.9:
#   lib/libsycl.so.9, lib/libur_loader.so.0 and what they and dpctl NEED
#     (readelf, closed over the 2026.2 wheels; system libraries stay out)
#   lib/libur_adapter_cuda.so.0        our 2026.2 adapter, a copy
#   lib/python3.12/site-packages/dpctl  dpctl 0.22.1 for CPython 3.12
# The wheels come from the cache (pip-downloaded there when missing; exit 77
# when that cannot be done). Fails when a NEEDED library is found nowhere.
# usage: make_ur_gpu_runtime.sh BUILD_DIR
set -euo pipefail
build="$(cd "${1:?usage: make_ur_gpu_runtime.sh BUILD_DIR}" && pwd)"
out="$build/ur-rt/gpu"
cache="${SYCL_NVPTX_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sycl-nvptx}/wheels"
adapter="$build/lib/ur/2026.2/libur_adapter_cuda.so.0"
[ -f "$adapter" ] || { echo "make_ur_gpu_runtime: $adapter is missing (build ur_adapter_cuda_2026_2)" >&2; exit 1; }
mkdir -p "$cache" "$build/ur-rt"
wheels=(intel_sycl_rt-2026.2.0 intel_cmplr_lib_ur-2026.2.0 intel_cmplr_lib_rt-2026.2.0
        umf-1.2.0 tcmlib-1.6.0 dpctl-0.22.1-0-cp312)
missing=()
for w in "${wheels[@]}"; do ls "$cache/$w"-*.whl >/dev/null 2>&1 || missing+=("$w"); done
if [ ${#missing[@]} -gt 0 ]; then
  if ! python3 -m pip download --no-deps --only-binary=:all: --platform manylinux_2_28_x86_64 \
      --python-version 3.12 --implementation cp -d "$cache" intel-sycl-rt==2026.2.0 \
      intel-cmplr-lib-ur==2026.2.0 intel-cmplr-lib-rt==2026.2.0 umf==1.2.0 tcmlib==1.6.0 \
      dpctl==0.22.1 >"$build/ur-rt/gpu-pip.log" 2>&1; then
    echo "SKIPPED: the wheel cache $cache lacks ${missing[*]} and PyPI cannot provide them ($build/ur-rt/gpu-pip.log)"
    exit 77
  fi
fi
rm -rf "$out"
mkdir -p "$out/lib/python3.12/site-packages"
python3 - "$cache" "$out" "${wheels[@]}" <<'PY'
import pathlib, subprocess, sys, zipfile
cache, out, names = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), sys.argv[3:]
lib = out / "lib"
wheels = [zipfile.ZipFile(next(cache.glob(n + "-*.whl"))) for n in names]
# Every library the wheels put in <venv>/lib, by file name.
offered = {}
for z in wheels:
    for member in z.namelist():
        parts = member.split("/")
        if len(parts) == 4 and parts[1:3] == ["data", "lib"] and parts[3]:
            offered.setdefault(parts[3], (z, member))
dpctl = wheels[-1]
site = out / "lib/python3.12/site-packages"
for member in dpctl.namelist():
    # Its tests and C headers are not needed to run it.
    if member.startswith("dpctl/") and not member.startswith(("dpctl/tests/", "dpctl/include/")):
        target = site / member
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(dpctl.read(member))

def system_has(name):
    return subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True).stdout.count(
        f"{name} (") > 0

def needed(path):
    text = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True,
                          check=True).stdout
    return [line.split("[")[1].split("]")[0] for line in text.splitlines() if "(NEEDED)" in line]

todo = ["libsycl.so.9", "libur_loader.so.0"]
todo += [str(p) for p in site.rglob("*.so")]
done = set()
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
    todo += [n for n in needed(path) if n not in done and not (site / "dpctl" / n).exists()]
print("make_ur_gpu_runtime: lib/", " ".join(sorted(p.name for p in lib.glob("lib*"))))
PY
cp "$adapter" "$out/lib/libur_adapter_cuda.so.0"
# Nothing any of them needs may be unresolved. LD_LIBRARY_PATH: libsvml.so
# has no RUNPATH; its libintlc.so.5 is loaded by then by its loader's.
if LD_LIBRARY_PATH="$out/lib" ldd "$out"/lib/*.so* "$out"/lib/python3.12/site-packages/dpctl/libDPCTLSyclInterface.so |
    grep "not found"; then
  echo "make_ur_gpu_runtime: FAIL: unresolved libraries above" >&2
  exit 1
fi
echo "make_ur_gpu_runtime: $(du -sh "$out" | cut -f1) in $out"

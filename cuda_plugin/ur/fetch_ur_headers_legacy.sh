#!/usr/bin/env bash
# Puts the Unified Runtime headers of a oneAPI release whose intel-sycl-rt
# wheel has no ur_ddi.h (2025.3) in OUT_DIR/include/unified-runtime:
# ur_api.h, ur_api_funcs.def and ur_print.hpp from that wheel (which has them
# in include/, not include/unified-runtime/), and a ur_ddi.h synthesized by
# ddi_from_adapter.py from the same release's Level Zero adapter and loader
# (intel-cmplr-lib-ur wheel). Both wheels are downloaded once into the cache
# (SYCL_NVPTX_CACHE_DIR, default ~/.cache/sycl-nvptx) and never committed.
# usage: fetch_ur_headers_legacy.sh WHEEL_VERSION OUT_DIR   e.g. 2025.3.3 build/ur/2025.3
set -euo pipefail
version=${1:?usage: fetch_ur_headers_legacy.sh WHEEL_VERSION OUT_DIR}
out=${2:?usage: fetch_ur_headers_legacy.sh WHEEL_VERSION OUT_DIR}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cache="${SYCL_NVPTX_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sycl-nvptx}/wheels"
mkdir -p "$cache" "$out"

# Table slots that the release's own adapter and loader both leave unset
# (checked again by ddi_from_adapter.py --loader): kept as unnamed pointers so
# that the slots after them keep their offsets. See README-2025.3.md.
reserved=()
case $version in
  2025.3.*) reserved=(--reserved EnqueueExp:6) ;;
esac

wheel_of() {  # wheel_of DIST_UNDERSCORED DIST_DASHED: prints the cached wheel, downloading it
  local wheel
  wheel=$(ls "$cache"/"$1"-"$version"-*.whl 2>/dev/null | head -1 || true)
  if [ -z "$wheel" ]; then
    local pip=(python3 -m pip)
    "${pip[@]}" --version >/dev/null 2>&1 || pip=(pip3)
    if ! "${pip[@]}" download --no-deps --only-binary=:all: --platform manylinux_2_28_x86_64 \
        --python-version 3.12 --implementation cp -d "$cache" "$2==$version" \
        >"$out/pip-$2.log" 2>&1; then
      echo "fetch_ur_headers_legacy: cannot download $2==$version from PyPI and it is not in" \
           "$cache (log: $out/pip-$2.log); the UR adapter for oneAPI $version needs it (or" \
           "configure with -DSYCL_NVPTX_UR_ADAPTER=OFF)" >&2
      return 1
    fi
    wheel=$(ls "$cache"/"$1"-"$version"-*.whl | head -1)
  fi
  echo "$wheel"
}
rt_wheel=$(wheel_of intel_sycl_rt intel-sycl-rt)
ur_wheel=$(wheel_of intel_cmplr_lib_ur intel-cmplr-lib-ur)

python3 - "$rt_wheel" "$ur_wheel" "$version" "$out" "$here/ddi_from_adapter.py" "${reserved[@]}" <<'PY'
import pathlib, shutil, subprocess, sys, tempfile, zipfile
rt_wheel, ur_wheel, version, out, script = sys.argv[1:6]
reserved = sys.argv[6:]
out = pathlib.Path(out)
data = "data/"
with tempfile.TemporaryDirectory(dir=out) as tmp:
    tmp = pathlib.Path(tmp)
    staged = tmp / "unified-runtime"
    staged.mkdir()
    with zipfile.ZipFile(rt_wheel) as z:
        wanted = {"ur_api.h", "ur_api_funcs.def", "ur_print.hpp"}
        found = {}
        for n in z.namelist():
            p = pathlib.PurePosixPath(n)
            if p.name in wanted and p.parent.name in ("include", "unified-runtime") \
                    and ".data/data/include" in n:
                found.setdefault(p.name, n)
        for need in ("ur_api.h", "ur_api_funcs.def"):
            if need not in found:
                sys.exit(f"fetch_ur_headers_legacy: {rt_wheel} has no include/{need}")
        for name, n in found.items():
            (staged / name).write_bytes(z.read(n))
    libs = {}
    with zipfile.ZipFile(ur_wheel) as z:
        for so in ("libur_adapter_level_zero.so.0", "libur_loader.so.0"):
            member = next((n for n in z.namelist() if n.endswith("/lib/" + so)), None)
            if member is None:
                sys.exit(f"fetch_ur_headers_legacy: {ur_wheel} has no lib/{so}")
            libs[so] = tmp / so
            libs[so].write_bytes(z.read(member))
    cmd = [sys.executable, script, "--loader", str(libs["libur_loader.so.0"]), *reserved,
           str(libs["libur_adapter_level_zero.so.0"]), str(staged / "ur_api.h"),
           str(staged / "ur_ddi.h")]
    if subprocess.run(cmd).returncode != 0:
        sys.exit(f"fetch_ur_headers_legacy: no ur_ddi.h for oneAPI {version}")
    target = out / "include" / "unified-runtime"
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.rmtree(target, ignore_errors=True)
    staged.rename(target)
PY
echo "fetch_ur_headers_legacy: oneAPI $version UR headers (ur_ddi.h synthesized) in $out/include/unified-runtime"

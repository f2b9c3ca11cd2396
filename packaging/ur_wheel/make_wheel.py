#!/usr/bin/env python3
"""Writes the wheel that installs our libur_adapter_cuda.so.0 for one
oneAPI release into <venv>/lib, beside that release's libsycl.so.9 (where
its UR loader looks for adapters), and requires that release's runtime:

  sycl_nvptx_cuda_adapter-VERSION+oneapiRELEASE-py3-none-manylinux_2_28_x86_64.whl

  make_wheel.py ADAPTER RELEASE VERSION OUT_DIR     e.g. ... 2026.2 0.1.0 build/wheels

Written with zipfile (no setuptools): the adapter as wheel data
(<name>.data/data/lib/), METADATA, WHEEL and RECORD (sha256 of each file).
The same inputs give the same bytes (fixed timestamps).
"""
import base64
import hashlib
import pathlib
import sys
import zipfile

NAME = "sycl_nvptx_cuda_adapter"
TAG = "py3-none-manylinux_2_28_x86_64"
STAMP = (2026, 1, 1, 0, 0, 0)


def digest(data):
    raw = hashlib.sha256(data).digest()
    return "sha256=" + base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def main():
    adapter, release, version, out_dir = sys.argv[1:5]
    full_version = f"{version}+oneapi{release}"
    stem = f"{NAME}-{full_version}"
    metadata = "\n".join([
        "Metadata-Version: 2.1",
        "Name: sycl-nvptx-cuda-adapter",
        f"Version: {full_version}",
        f"Summary: Unified Runtime CUDA adapter (libur_adapter_cuda.so.0) for Intel's oneAPI {release} SYCL runtime",
        f"Requires-Dist: intel-sycl-rt=={release}.*",
        "", ""])
    wheel = "\n".join([
        "Wheel-Version: 1.0",
        "Generator: sycl-nvptx packaging/ur_wheel/make_wheel.py",
        "Root-Is-Purelib: false",
        f"Tag: {TAG}",
        "", ""])
    files = [
        # 0o755: the loader dlopens it; pip keeps the mode of data files.
        (f"{stem}.data/data/lib/libur_adapter_cuda.so.0", pathlib.Path(adapter).read_bytes(), 0o755),
        (f"{stem}.dist-info/METADATA", metadata.encode(), 0o644),
        (f"{stem}.dist-info/WHEEL", wheel.encode(), 0o644),
    ]
    record_name = f"{stem}.dist-info/RECORD"
    record = "".join(f"{name},{digest(data)},{len(data)}\n" for name, data, _ in files)
    record += f"{record_name},,\n"
    files.append((record_name, record.encode(), 0o644))

    out = pathlib.Path(out_dir) / f"{stem}-{TAG}.whl"
    out.parent.mkdir(parents=True, exist_ok=True)
    partial = out.with_suffix(".part")
    with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data, mode in files:
            info = zipfile.ZipInfo(name, STAMP)
            info.external_attr = (0o100000 | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data)
    partial.replace(out)
    print(f"make_wheel: {out}")


if __name__ == "__main__":
    main()

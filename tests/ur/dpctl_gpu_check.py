"""usage: dpctl_gpu_check.py LIB_DIR

dpctl over our adapter on a CUDA GPU: the device is listed with filter
string cuda:gpu:0, a queue opens on it, device, shared and host USM
round-trip bytes, and libsycl, libur_adapter_cuda.so.0 and libur_loader.so.0
(where it is a library of its own) were loaded from LIB_DIR (the release
under test, no other).
Exit 77 when no CUDA GPU is listed."""
import os
import re
import sys

import dpctl
import dpctl.memory

lib_dir = os.path.realpath(sys.argv[1])
devices = dpctl.get_devices()
print(f"dpctl {dpctl.__version__}, devices:", devices)
cuda = [d for d in devices if d.backend == dpctl.backend_type.cuda]
if not cuda:
    print("SKIPPED: no CUDA device")
    sys.exit(77)
device = cuda[0]
print(f"{device.name}: filter string {device.filter_string}")
failures = []
if device.filter_string != "cuda:gpu:0" or not device.is_gpu:
    failures.append(f"the first CUDA device is {device.filter_string}, not cuda:gpu:0")

queue = dpctl.SyclQueue("cuda:gpu:0")
print("queue:", queue)
data = bytes(range(256)) * 64
for kind in (dpctl.memory.MemoryUSMDevice, dpctl.memory.MemoryUSMShared,
             dpctl.memory.MemoryUSMHost):
    memory = kind(len(data), queue=queue)
    memory.copy_from_host(data)
    back = bytes(memory.copy_to_host())
    ok = back == data and memory.get_usm_type() == kind.__name__[len("MemoryUSM"):].lower()
    print(f"{'PASS' if ok else 'FAIL'} {kind.__name__} round trip ({memory.get_usm_type()})")
    if not ok:
        failures.append(kind.__name__)

with open("/proc/self/maps") as maps:
    mapped = {line.split(None, 5)[5].strip() for line in maps if len(line.split(None, 5)) == 6}
# libsycl.so.9 has the loader inside; libsycl.so.8 NEEDS libur_loader.so.0.
for pattern, required in ((r"libsycl\.so\.\d+", True), (r"libur_loader\.so\.0", False),
                          (r"libur_adapter_cuda\.so\.0", True)):
    paths = sorted(p for p in mapped if re.fullmatch(pattern, os.path.basename(p)))
    print(f"{pattern}: {paths}")
    if (required and not paths) or any(os.path.dirname(p) != lib_dir for p in paths):
        failures.append(f"{pattern} loaded from {paths}, not from {lib_dir}")
print("dpctl_gpu_check:", "FAILED: " + ", ".join(failures) if failures else "passed")
sys.exit(1 if failures else 0)

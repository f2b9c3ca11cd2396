"""dpctl 0.22.1 over our adapter on a CUDA GPU: the device is listed with
filter string cuda:gpu:0, a queue opens on it, and device, shared and host
USM round-trip bytes. Exit 77 when no CUDA GPU is listed."""
import sys

import dpctl
import dpctl.memory

devices = dpctl.get_devices()
print("devices:", devices)
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
print("dpctl_gpu_check:", "FAILED: " + ", ".join(failures) if failures else "passed")
sys.exit(1 if failures else 0)

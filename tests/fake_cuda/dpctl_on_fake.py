"""dpctl through our UR adapter on the fake CUDA driver: one CUDA GPU, a
queue, 1 MiB of USM of each kind filled from the host and read back, a
device-to-device copy, a memset and a prefetch. No kernel runs. Ends with
the line "dpctl on fake CUDA: N checks passed"; any failure raises."""
import dpctl
import dpctl.memory as dpmem

MIB = 1 << 20
checks = 0


def check(condition, what):
    global checks
    if not condition:
        raise AssertionError(what)
    checks += 1


cuda_gpus = [d for d in dpctl.get_devices()
             if d.backend == dpctl.backend_type.cuda and d.is_gpu]
check(len(cuda_gpus) == 1, f"one CUDA GPU, found {len(cuda_gpus)}")
gpu = cuda_gpus[0]
check("fake driver" in gpu.name, f"device name {gpu.name!r}")
check(gpu.filter_string == "cuda:gpu:0", f"filter string {gpu.filter_string!r}")
check(gpu.max_work_group_size == 1024, f"max work-group size {gpu.max_work_group_size}")

queue = dpctl.SyclQueue("cuda:gpu:0")
check(queue.sycl_device == gpu, "the queue is on the fake GPU")

pattern = bytes((i * 7 + 3) % 256 for i in range(MIB))
kinds = {"device": dpmem.MemoryUSMDevice, "shared": dpmem.MemoryUSMShared,
         "host": dpmem.MemoryUSMHost}
memories = {}
for kind, make in kinds.items():
    memory = make(MIB, queue=queue)
    check(memory.get_usm_type() == kind, f"{kind}: usm type {memory.get_usm_type()!r}")
    memory.copy_from_host(pattern)
    check(bytes(memory.copy_to_host()) == pattern, f"{kind}: host round trip")
    memories[kind] = memory

copy = dpmem.MemoryUSMDevice(MIB, queue=queue)
queue.memcpy(copy, memories["device"], MIB)
check(bytes(copy.copy_to_host()) == pattern, "device-to-device queue.memcpy")
copy.copy_from_device(memories["shared"])
check(bytes(copy.copy_to_host()) == pattern, "shared-to-device copy_from_device")

copy.memset(0x5A)
check(bytes(copy.copy_to_host()) == b"\x5a" * MIB, "memset")
queue.prefetch(memories["shared"], MIB)
queue.wait()

del copy, memories
print(f"dpctl on fake CUDA: {checks} checks passed on {gpu.name}")

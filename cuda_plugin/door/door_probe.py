"""One dpctl.tensor kernel (arange, a spir64-only image) on the CUDA GPU
that our adapter shows: prints the device line, then either the result or
the error that stopped it. What the runtime called is for the caller's
trace to say (door_check.sh)."""
import warnings

import dpctl

warnings.simplefilter("ignore", DeprecationWarning)
import dpctl.tensor as dpt  # noqa: E402  (after the warning filter)

queue = dpctl.SyclQueue("cuda:gpu")
device = queue.sycl_device
print(f"door probe: device {device.filter_string} backend {device.backend}", flush=True)
try:
    values = dpt.asnumpy(dpt.arange(10, dtype="i4", sycl_queue=queue))
    print(f"door probe: arange ran: {values.tolist()}", flush=True)
except Exception as error:  # the outcome is the report
    print(f"door probe: arange failed: {type(error).__name__}: {error}", flush=True)
